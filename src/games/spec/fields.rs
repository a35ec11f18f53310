//! Every game's parameters and the values each accepts: the help of
//! `ludoscope games` and the messages of a refused specification.

use super::GameSpec;
use crate::games::spec_text::Field;

impl GameSpec {
    /// Every game's parameters and what each accepts (the help of `ludoscope
    /// games` and the messages of a refused specification).
    pub const FIELDS: &'static [Field] = &[
        Field {
            owner: "ConnectFour",
            name: "rows",
            range: "4 to 8",
        },
        Field {
            owner: "ConnectFour",
            name: "cols",
            range: "4 to 8",
        },
        Field {
            owner: "Nim",
            name: "heaps",
            range: "1 to 12 heaps of 0 to 255 objects, not all empty",
        },
        Field {
            owner: "KuhnPoker",
            name: "players",
            range: "2 or 3",
        },
        Field {
            owner: "Goofspiel",
            name: "cards",
            range: "3 to 13",
        },
        Field {
            owner: "Goofspiel",
            name: "signal",
            range: "Bids or WinnerOnly",
        },
        Field {
            owner: "Pig",
            name: "target",
            range: "2 to 100",
        },
        Field {
            owner: "Tablut",
            name: "step",
            range: "Rook or One",
        },
        Field {
            owner: "Tablut",
            name: "draw_limit",
            range: "1 to 65535 plies",
        },
        Field {
            owner: "ArdRi",
            name: "step",
            range: "Rook or One",
        },
        Field {
            owner: "ArdRi",
            name: "draw_limit",
            range: "1 to 65535 plies",
        },
        Field {
            owner: "Chomp",
            name: "rows",
            range: "1 to 8",
        },
        Field {
            owner: "Chomp",
            name: "cols",
            range: "1 to 8",
        },
        Field {
            owner: "Cram",
            name: "rows",
            range: "1 to 8",
        },
        Field {
            owner: "Cram",
            name: "cols",
            range: "1 to 8",
        },
        Field {
            owner: "Arena",
            name: "path",
            range: "a RON arena file, in quotes",
        },
        Field {
            owner: "Arena",
            name: "draw_limit",
            range: "1 to 4294967295 plies",
        },
        Field {
            owner: "Tree",
            name: "leaves",
            range: "a bracket tree such as \"((3, 5), (2, 9))\"",
        },
    ];

    /// The parameters of the game `name`, as `rows (4 to 8), cols (4 to 8)`.
    pub fn parameters(name: &str) -> String {
        let list: Vec<String> = Self::FIELDS
            .iter()
            .filter(|f| f.owner == name)
            .map(|f| format!("{} ({})", f.name, f.range))
            .collect();
        list.join(", ")
    }
}

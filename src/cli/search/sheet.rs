//! `ludoscope search SPEC --algo alphabeta [--cut-rule seed|strict] --sheet OUT.svg|.png
//! [--key OUT.svg|.png] [--force]`: the printable exercise sheet of the searched
//! tree and its answer key ([`crate::inspect::sheet`]). An arena without
//! `--depth` is searched to its longest play, as the inspector's exercise does;
//! any other game (or an arena with `--depth`) to `--depth` plies from the
//! position after `--moves`. Existing files are kept unless `--force`; a tree
//! too wide or too deep for an A4 page is refused, saying what a page holds.

use super::args::SearchArgs;
use crate::cli::{CliError, moves};
use crate::games::AnyGame;
use crate::inspect::exercise::{arena_traces, exercise_traces};
use crate::inspect::sheet::{
    Part, Sheet, SheetError, SheetOptions, arena_names, arena_title, move_names,
};
use crate::lang::Language;
use crate::with_game;

/// Records the exercise's two searches and lays the tree out on a page.
pub fn draw(args: &SearchArgs, game: &AnyGame) -> Result<Sheet, CliError> {
    let cut = args.cut();
    let options = |title: String| SheetOptions {
        title,
        cut,
        reorder: false,
        lang: Language::English,
    };
    let moves = moves::split_moves_for(game, &args.moves_text());
    let sheet = match (game, args.depth) {
        (AnyGame::Arena(arena), None) if moves.is_empty() => {
            let traces = arena_traces(arena, cut)?;
            let names = arena_names(arena, &traces.0);
            Sheet::new(&traces.0, &traces.1, &names, options(arena_title(arena)))?
        }
        (_, None) => {
            return Err(
                "--sheet needs --depth N for a game other than an arena from its start".into(),
            );
        }
        (_, Some(depth)) => with_game!(game, g => {
            let root = moves::play_moves(g, &moves)?;
            let traces = exercise_traces(g, &root, depth, cut)?;
            let names = move_names(g, &root, &traces.0);
            let title = format!("{} after [{}], depth {depth}", args.spec, moves.join(" "));
            Sheet::new(&traces.0, &traces.1, &names, options(title))?
        }),
    };
    Ok(sheet)
}

/// Writes the sheet and the key asked for (files that exist only with `--force`).
pub fn write(args: &SearchArgs, sheet: &Sheet) -> Result<(), CliError> {
    let out = &args.sheet;
    for (part, path) in out.outputs() {
        sheet.write(part, path, out.force).map_err(|e| match e {
            SheetError::Exists { path } => {
                format!("{path} already exists: add --force to replace it")
            }
            e => format!("{}: {e}", path.display()),
        })?;
        if !args.json {
            println!("{:<8} {}", format!("{}:", label(part)), path.display());
        }
    }
    Ok(())
}

fn label(part: Part) -> &'static str {
    match part {
        Part::Exercise => "sheet",
        Part::Key => "key",
    }
}

//! The languages of the studio's texts, English and French: one enum for the
//! whole crate, so that the model's texts (the search inspector's rule lines)
//! and the studio's interface (`app::i18n`, which re-exports it) speak of the
//! same languages. It translates nothing itself.

use serde::{Deserialize, Serialize};

/// The language of the interface and of the texts the model writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    French,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }

    /// `number`, written with a decimal point, as this language writes it:
    /// French takes a decimal comma ("0,25", "1,000").
    pub fn decimal(self, number: String) -> String {
        match self {
            Language::English => number,
            Language::French => number.replace('.', ","),
        }
    }
}

/// A noun that is counted, in both languages: "1 move", "2 moves", "1 coup",
/// "2 coups". English takes the singular for exactly one; French for zero and
/// one ("0 coup", as French writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// English singular and plural.
    pub en: (&'static str, &'static str),
    /// French singular and plural.
    pub fr: (&'static str, &'static str),
}

impl Noun {
    pub const fn new(
        en_one: &'static str,
        en_many: &'static str,
        fr_one: &'static str,
        fr_many: &'static str,
    ) -> Noun {
        Noun {
            en: (en_one, en_many),
            fr: (fr_one, fr_many),
        }
    }

    /// The form for `n` things in `lang`.
    pub fn form(self, lang: Language, n: u64) -> &'static str {
        match lang {
            Language::English if n == 1 => self.en.0,
            Language::English => self.en.1,
            Language::French if n <= 1 => self.fr.0,
            Language::French => self.fr.1,
        }
    }

    /// `n` and the noun: "2 moves", "1 coup".
    pub fn count(self, lang: Language, n: u64) -> String {
        format!("{n} {}", self.form(lang, n))
    }

    /// `shown` (the number as written, digits grouped for instance) and the
    /// noun for `n`.
    pub fn count_as(self, lang: Language, n: u64, shown: &str) -> String {
        format!("{shown} {}", self.form(lang, n))
    }
}

/// The nouns the studio and the inspector's model count.
/// `1234567` as `1 234 567` (a space between thousands, in both languages).
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

pub mod nouns {
    use super::Noun;

    pub const MOVE: Noun = Noun::new("move", "moves", "coup", "coups");
    pub const PLY: Noun = Noun::new("ply", "plies", "demi-coup", "demi-coups");
    pub const NODE: Noun = Noun::new("node", "nodes", "nœud", "nœuds");
    pub const STATE: Noun = Noun::new("state", "states", "état", "états");
    pub const CUT: Noun = Noun::new("cut", "cuts", "élagage", "élagages");
    pub const HIT: Noun = Noun::new("hit", "hits", "réutilisation", "réutilisations");
    pub const EVENT: Noun = Noun::new("event", "events", "événement", "événements");
    pub const LEAF: Noun = Noun::new("leaf", "leaves", "feuille", "feuilles");
    pub const GAME: Noun = Noun::new("game", "games", "partie", "parties");
    pub const ROW: Noun = Noun::new("row", "rows", "ligne", "lignes");
    pub const FILE: Noun = Noun::new("file", "files", "fichier", "fichiers");
    pub const MISTAKE: Noun = Noun::new("mistake", "mistakes", "erreur", "erreurs");
    /// The children a cut prunes: "2 children pruned", "2 fils élagués".
    pub const PRUNED_CHILD: Noun = Noun::new("child", "children", "fils élagué", "fils élagués");
}

#[cfg(test)]
mod tests {
    use super::nouns::{MOVE, PLY};
    use super::*;

    #[test]
    fn counts_agree_in_both_languages() {
        let en = |n| MOVE.count(Language::English, n);
        let fr = |n| MOVE.count(Language::French, n);
        assert_eq!([en(0), en(1), en(2)], ["0 moves", "1 move", "2 moves"]);
        assert_eq!([fr(0), fr(1), fr(2)], ["0 coup", "1 coup", "2 coups"]);
        assert_eq!(PLY.count(Language::English, 1), "1 ply");
        assert_eq!(PLY.count(Language::French, 3), "3 demi-coups");
        assert_eq!(
            MOVE.count_as(Language::English, 1200, "1 200"),
            "1 200 moves"
        );
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1_234_567), "1 234 567");
    }
}

#[cfg(test)]
mod decimal_tests {
    use super::Language;

    #[test]
    fn french_writes_a_decimal_comma() {
        assert_eq!(Language::English.decimal(format!("{:.3}", 0.25)), "0.250");
        assert_eq!(Language::French.decimal(format!("{:.3}", 0.25)), "0,250");
        assert_eq!(Language::French.decimal("12".into()), "12");
    }
}

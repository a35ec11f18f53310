//! The languages of the studio's texts, English and French: one enum for the
//! whole crate, so that the model's texts (the search inspector's rule lines),
//! the command line and the studio's interface (`app::i18n`, which re-exports
//! it) speak of the same languages. With it, the means to write texts in both:
//! the [`strings!`](crate::strings) macro that declares a table of strings,
//! [`fill`] for their `{key}` placeholders, [`count`] and [`counted`] for
//! numbers, and the counted [`Noun`]s. The tables themselves live with the
//! code that shows them.

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

/// Declares a table of strings in both languages: an enum with one variant per
/// string, `ALL` for tests, and `text(lang)`. The studio's main table is
/// `app::i18n::T`; a panel or a model with many strings of its own keeps its
/// table in its own module with this macro.
#[macro_export]
macro_rules! strings {
    ($name:ident; $($key:ident => $en:literal, $fr:literal;)*) => {
        /// One string of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($key),*
        }

        impl $name {
            /// Every string, for tests.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The string in `lang`.
            pub fn text(self, lang: $crate::lang::Language) -> &'static str {
                use $crate::lang::Language;
                match (self, lang) {
                    $(
                        ($name::$key, Language::English) => $en,
                        ($name::$key, Language::French) => $fr,
                    )*
                }
            }
        }
    };
}

/// `text` with each `{key}` replaced by its value.
pub fn fill(text: &str, pairs: &[(&str, String)]) -> String {
    pairs.iter().fold(text.to_string(), |t, (k, v)| {
        t.replace(&format!("{{{k}}}"), v)
    })
}

/// `n` things, the number grouped as [`count`] writes it: `1 state`,
/// `1,200 states`, `1 état`, `1 200 états`.
pub fn counted(noun: Noun, n: u64, lang: Language) -> String {
    noun.count_as(lang, n, &count(n, lang))
}

/// `n` with a thin separator every three digits: `1,234,567` (`1 234 567` in French).
pub fn count(n: u64, lang: Language) -> String {
    let sep = match lang {
        Language::English => ',',
        Language::French => '\u{a0}',
    };
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
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
mod fill_tests {
    use super::nouns::{MOVE, STATE};
    use super::*;

    crate::strings! { Sample;
        WinsIn => "{p} wins in {k}", "{p} gagne en {k}";
    }

    #[test]
    fn tables_fill_and_count() {
        assert_eq!(Sample::ALL, [Sample::WinsIn]);
        let en = fill(
            Sample::WinsIn.text(Language::English),
            &[("p", "Player 0".into()), ("k", "3".into())],
        );
        assert_eq!(en, "Player 0 wins in 3");
        assert_eq!(count(1_234_567, Language::English), "1,234,567");
        assert_eq!(count(999, Language::English), "999");
        assert_eq!(count(1000, Language::French), "1\u{a0}000");
        assert_eq!(counted(STATE, 1, Language::English), "1 state");
        assert_eq!(counted(STATE, 1200, Language::English), "1,200 states");
        assert_eq!(counted(MOVE, 0, Language::French), "0 coup");
        let fr = fill(
            Sample::WinsIn.text(Language::French),
            &[
                ("p", "Joueur 0".into()),
                ("k", counted(MOVE, 1, Language::French)),
            ],
        );
        assert_eq!(fr, "Joueur 0 gagne en 1 coup");
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

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

    /// `n` and the noun, singular or plural by this language's rule: English
    /// says "0 mistakes", "1 mistake"; French "0 erreur", "1 erreur", "2 erreurs".
    pub fn count(self, n: usize, one: &str, many: &str) -> String {
        let singular = match self {
            Language::English => n == 1,
            Language::French => n < 2,
        };
        format!("{n} {}", if singular { one } else { many })
    }
}

#[cfg(test)]
mod tests {
    use super::Language::{English, French};

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(English.count(0, "move", "moves"), "0 moves");
        assert_eq!(English.count(1, "move", "moves"), "1 move");
        assert_eq!(English.count(2, "move", "moves"), "2 moves");
        assert_eq!(French.count(0, "coup", "coups"), "0 coup");
        assert_eq!(French.count(1, "coup", "coups"), "1 coup");
        assert_eq!(French.count(2, "coup", "coups"), "2 coups");
    }
}

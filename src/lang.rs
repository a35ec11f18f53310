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
}

//! The checks that span every string table of the studio (each table lives
//! with its panel; [`super::i18n`] has the shared one): both languages with the
//! same `{keys}`, French typography, every character in the studio's fonts.
//! Kept apart from `i18n` so that the language layer imports no panel.

use super::i18n::{Language, T, colon};

/// French says "Défaire" for undoing a move and "Annuler" for cancelling,
/// in every table of the studio.
#[test]
fn undo_and_cancel_differ_in_french() {
    use crate::app::attractors::strings::A;
    use crate::app::inspector::editor_strings::E;
    use crate::app::inspector::strings::S;
    use crate::app::tournament::TT;
    let fr = Language::French;
    let undo = [T::Undo.text(fr), T::UndoShort.text(fr), E::Undo.text(fr)];
    let cancel = [
        T::Cancel.text(fr),
        S::Cancel.text(fr),
        TT::Cancel.text(fr),
        A::Cancel.text(fr),
    ];
    for u in undo {
        assert!(u.starts_with("Défaire"), "{u}");
        assert!(cancel.iter().all(|c| !c.contains(u)), "{u} in {cancel:?}");
    }
    assert!(
        cancel.iter().all(|c| c.starts_with("Annuler")),
        "{cancel:?}"
    );
}

/// Every French string of every table of the studio (its name and text).
fn french_tables() -> Vec<(String, &'static str)> {
    tables(Language::French)
}

/// Every string in `lang` of every table of the studio (its name and text).
fn tables(lang: Language) -> Vec<(String, &'static str)> {
    use crate::app::attractors::strings::A;
    use crate::app::board::leduc::L;
    use crate::app::board::setup::S as Setup;
    use crate::app::board::strings::B;
    use crate::app::file_chooser::strings::FC;
    use crate::app::graph_view::pictures::GP;
    use crate::app::infosets::strings::IS;
    use crate::app::inspector::editor_strings::E;
    use crate::app::inspector::exercise_mcts::MctsText;
    use crate::app::inspector::sheet_export::SheetText;
    use crate::app::inspector::strings::{Ex, S, St, ToolText};
    use crate::app::inspector::why_view::WhyText;
    use crate::app::ismcts::strings::IM;
    use crate::app::mcts::strings::M;
    use crate::app::panels::agent_status::AS;
    use crate::app::panels::arena_picker::AP;
    use crate::app::panels::course::CE;
    use crate::app::panels::eval_plot::EP;
    use crate::app::presentation::PS;
    use crate::app::tournament::TT;
    use crate::app::tree_view::strings::TV;
    use crate::inspect::check::text::CheckText;
    let mut all = Vec::new();
    macro_rules! table {
        ($($t:ident),*) => {
            $(for &k in $t::ALL {
                all.push((format!("{}::{k:?}", stringify!($t)), k.text(lang)));
            })*
        };
    }
    table!(
        T, A, Setup, B, L, FC, IS, IM, M, E, SheetText, Ex, S, ToolText, TV, AS, AP, EP, PS, TT,
        MctsText, WhyText, CE, GP, CheckText, St
    );
    all
}

/// French puts a non-breaking space before `:`, `;`, `?` and `!`: no
/// string of the tables has a plain space there, or none at all.
#[test]
fn french_high_punctuation_follows_a_non_breaking_space() {
    let tables = french_tables();
    assert!(tables.len() > 300, "{}", tables.len());
    let mut checked = 0;
    for (name, text) in &tables {
        let chars: Vec<char> = text.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            if !":;?!".contains(*c) || i == 0 {
                continue;
            }
            checked += 1;
            assert_eq!(chars[i - 1], '\u{a0}', "{name}: {text:?}");
        }
    }
    // "Voir comme :" and "Sur le plateau :" among them.
    assert!(checked > 70, "{checked}");
    assert_eq!(
        format!(
            "{}{}",
            T::ViewAs.text(Language::French),
            colon(Language::French)
        ),
        "Voir comme\u{a0}: "
    );
    assert_eq!(colon(Language::English), ": ");
    assert_eq!(T::OnTheBoard.text(Language::English), "On the board:");
}

/// The `{keys}` a text is filled with, sorted.
fn keys(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|t| t.split_once('}').map(|(k, _)| k))
        .collect();
    found.sort();
    found
}

/// Every string of every table is in both languages, with the same
/// `{keys}` to fill.
#[test]
fn every_string_is_in_both_languages_with_its_keys() {
    let (en, fr) = (tables(Language::English), tables(Language::French));
    assert_eq!(en.len(), fr.len());
    for ((name, en), (_, fr)) in en.iter().zip(&fr) {
        assert!(!en.is_empty() && !fr.is_empty(), "{name}");
        assert_eq!(keys(en), keys(fr), "{name}: {en:?} / {fr:?}");
    }
}

/// Every character of every string of the tables, in both languages, and
/// of the formulas the exercises write (`×`, `√`, `−`), is in the
/// studio's fonts: none is drawn as a missing-glyph box.
#[test]
fn every_character_is_in_the_studios_fonts() {
    let ctx = eframe::egui::Context::default();
    let mut output = ctx.run_ui(Default::default(), |_| {});
    output.textures_delta.clear();
    let font = eframe::egui::FontId::proportional(14.0);
    let mut missing = Vec::new();
    ctx.fonts_mut(|f| {
        for lang in Language::ALL {
            for (name, text) in tables(lang) {
                for c in text.chars().filter(|c| !c.is_control()) {
                    if !f.has_glyph(&font, c) {
                        missing.push(format!("{c:?} in {name} ({lang:?})"));
                    }
                }
            }
        }
        for c in "×√−≤≥∞αβ".chars() {
            if !f.has_glyph(&font, c) {
                missing.push(format!("{c:?} in the exercises' formulas"));
            }
        }
    });
    assert!(missing.is_empty(), "{missing:#?}");
}

//! "Why this move and not that one?" in the details pane of an alpha-beta or
//! minimax trace: two rows of the root's moves to pick from, then the answer
//! of [`crate::inspect::why_move`] (the values, exact or bounds, and the cut or
//! the value that decided), about the finished search. The answer is worked
//! out when a move is picked ([`WhyPanel::apply`]), never while drawing.

use crate::app::i18n::Language;
use crate::inspect::Loaded;
use crate::inspect::why_move::{Why, WhyError, root_moves, why};
use crate::strings;
use eframe::egui::{RichText, Ui};

strings! { WhyText;
    Heading => "Why this move and not that one?", "Pourquoi ce coup et pas celui-là\u{a0}?";
    ThisMove => "This move:", "Ce coup\u{a0}:";
    ThatOne => "That one:", "Celui-là\u{a0}:";
    Pick => "Pick two moves of the root (about the finished search).", "Choisissez deux coups de la racine (recherche terminée).";
}

/// The two moves picked and the answer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WhyPanel {
    pub first: Option<u32>,
    pub second: Option<u32>,
    pub answer: Option<Result<Why, WhyError>>,
}

/// A request of the section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyAction {
    First(u32),
    Second(u32),
}

impl WhyPanel {
    /// Picks a move; with two, works out the answer on `l`.
    pub fn apply(&mut self, a: WhyAction, l: &Loaded) {
        match a {
            WhyAction::First(id) => self.first = Some(id),
            WhyAction::Second(id) => self.second = Some(id),
        }
        self.answer = match (self.first, self.second) {
            (Some(a), Some(b)) => Some(why(l, a, b)),
            _ => None,
        };
    }
}

/// Draws the section (only for alpha-beta and minimax traces).
pub fn show(ui: &mut Ui, panel: &WhyPanel, l: &Loaded, lang: Language, out: &mut Vec<WhyAction>) {
    use crate::inspect::Family;
    if !matches!(l.trace.family(), Family::AlphaBeta | Family::MinMax) {
        return;
    }
    let moves = root_moves(l);
    if moves.len() < 2 {
        return;
    }
    ui.add_space(6.0);
    ui.label(RichText::new(WhyText::Heading.text(lang)).strong());
    ui.label(RichText::new(WhyText::Pick.text(lang)).weak());
    for (row, picked, make) in [
        (
            WhyText::ThisMove,
            panel.first,
            WhyAction::First as fn(u32) -> WhyAction,
        ),
        (WhyText::ThatOne, panel.second, WhyAction::Second),
    ] {
        ui.horizontal_wrapped(|ui| {
            ui.label(row.text(lang));
            for &m in &moves {
                let name = l.trace.action_name(m);
                if ui.selectable_label(picked == Some(m), name).clicked() {
                    out.push(make(m));
                }
            }
        });
    }
    match &panel.answer {
        Some(Ok(w)) => {
            for line in w.lines(l, lang) {
                ui.label(line);
            }
        }
        Some(Err(e)) => {
            ui.colored_label(
                crate::app::tree_view::look::cut_text(ui),
                error_text(e, lang),
            );
        }
        None => {}
    }
}

/// Why there is no answer, in `lang`.
fn error_text(e: &WhyError, lang: Language) -> String {
    match (e, lang) {
        (_, Language::English) => e.to_string(),
        (WhyError::Same, Language::French) => "deux fois le même coup".into(),
        (WhyError::Family(f), Language::French) => {
            format!("la question se pose sur les traces d'alpha-bêta et de minimax, pas de {f}")
        }
        (WhyError::NotARootMove(n), Language::French) => {
            format!("le nœud {n} n'est pas un coup de la racine")
        }
        (WhyError::Unfinished(n), Language::French) => {
            format!("la recherche n'est pas revenue du nœud {n}")
        }
    }
}

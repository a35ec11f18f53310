//! A table of children with their UCB terms ([`ChildRow`]s): move, visits,
//! mean Q/N, UCB, its exploitation and exploration terms, the move's rank in
//! expansion's order, and the most visited marked (only once visited; every
//! one of a tie marked as tied). The root's table and each
//! selection step's table are drawn by it; in the root's table each visits
//! cell is named for accessibility ("Visits of c2", its value the count).

use super::strings::M;
use crate::app::i18n::Language;
use crate::inspect::mcts::ChildRow;
use crate::lang::fill;
use eframe::egui::{self, RichText, Ui};

pub use super::strings::number;

/// A UCB value, `∞` when the child was never visited.
pub fn ucb(x: Option<f64>, lang: Language) -> String {
    x.map_or_else(|| "∞".to_string(), |v| number(v, lang))
}

/// How a table is drawn.
pub struct Options<'a> {
    /// Makes the grid's id unique.
    pub salt: &'a str,
    /// The row chosen (a selection step's), drawn strong in the path colour.
    pub chosen: Option<&'a str>,
    /// Name each visits cell for accessibility (the root's table only: the
    /// selection tables repeat its moves).
    pub named: bool,
}

/// Draws `rows`.
pub fn show(ui: &mut Ui, rows: &[ChildRow], opts: &Options, lang: Language) {
    if rows.is_empty() {
        ui.label(M::NoChildren.text(lang));
        return;
    }
    let header = [
        M::Action,
        M::Visits,
        M::Mean,
        M::Ucb,
        M::Exploit,
        M::Explore,
        M::PriorRank,
    ];
    egui::ScrollArea::horizontal()
        .id_salt((opts.salt, "scroll"))
        .show(ui, |ui| {
            egui::Grid::new((opts.salt, "grid"))
                .striped(true)
                .spacing([14.0, 4.0])
                .show(ui, |ui| {
                    for h in header {
                        let r = ui.label(RichText::new(h.text(lang)).strong());
                        if h == M::PriorRank {
                            r.on_hover_text(M::PriorRankTip.text(lang));
                        }
                    }
                    ui.label("");
                    ui.end_row();
                    for row in rows {
                        line(ui, row, opts, lang);
                        ui.end_row();
                    }
                });
        });
}

/// One child's row.
fn line(ui: &mut Ui, row: &ChildRow, opts: &Options, lang: Language) {
    let chosen = opts.chosen == Some(row.action.as_str());
    let accent = super::tree::path_text(ui);
    let text = |s: String| {
        let t = RichText::new(s);
        if chosen { t.strong().color(accent) } else { t }
    };
    ui.label(text(row.action.clone()).monospace());
    let visits = ui.label(text(row.visits.to_string()));
    if opts.named {
        let name = fill(M::RowVisits.text(lang), &[("a", row.action.clone())]);
        let value = row.visits.to_string();
        visits.widget_info(|| {
            // A cell: its name stays the label, the count its value.
            let mut info = egui::WidgetInfo::labeled(egui::Role::Cell, true, &name);
            info.current_text_value = Some(value.clone());
            info
        });
    }
    let unvisited = row.visits == 0;
    let or_dash = |x: f64| {
        if unvisited {
            "-".to_string()
        } else {
            number(x, lang)
        }
    };
    ui.label(text(or_dash(row.mean)));
    ui.label(text(ucb(row.ucb, lang)));
    ui.label(text(or_dash(row.exploit)));
    ui.label(text(ucb(row.explore, lang)));
    ui.label(text(row.prior_rank.to_string()));
    if row.most_visited {
        let best = if row.tied { M::BestTied } else { M::Best };
        ui.label(text(best.text(lang).to_string()));
    } else {
        ui.label("");
    }
}

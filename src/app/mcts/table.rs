//! A table of children with their UCB terms ([`ChildRow`]s): move, visits,
//! mean Q/N, UCB, its exploitation and exploration terms, the move's rank in
//! expansion's order, and the most visited marked (only once visited; every
//! one of a tie marked as tied). The root's table and each
//! selection step's table are drawn by it; in the root's table each visits
//! cell is named for accessibility ("Visits of c2", its value the count).

use super::strings::M;
use crate::app::columns::{self, Cell, Head};
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

/// Draws `rows`, folded onto several lines a child when the panel is narrow.
pub fn show(ui: &mut Ui, rows: &[ChildRow], opts: &Options, lang: Language) {
    if rows.is_empty() {
        ui.label(M::NoChildren.text(lang));
        return;
    }
    let heads = [
        Head::new(M::Action.text(lang)),
        Head::new(M::Visits.text(lang)),
        Head::new(M::Mean.text(lang)),
        Head::new(M::Ucb.text(lang)),
        Head::new(M::Exploit.text(lang)),
        Head::new(M::Explore.text(lang)),
        Head::new(M::PriorRank.text(lang)).tip(M::PriorRankTip.text(lang)),
        Head::new(""),
    ];
    let accent = super::tree::path_text(ui);
    let cells: Vec<Vec<Cell>> = rows.iter().map(|r| line(r, opts, accent, lang)).collect();
    columns::show(ui, opts.salt, &heads, &cells);
}

/// One child's row.
fn line(row: &ChildRow, opts: &Options, accent: egui::Color32, lang: Language) -> Vec<Cell> {
    let chosen = opts.chosen == Some(row.action.as_str());
    let text = |s: String| {
        let t = RichText::new(s);
        if chosen { t.strong().color(accent) } else { t }
    };
    let visits = text(row.visits.to_string());
    let visits = if opts.named {
        let name = fill(M::RowVisits.text(lang), &[("a", row.action.clone())]);
        Cell::named(visits, name, row.visits.to_string())
    } else {
        visits.into()
    };
    let unvisited = row.visits == 0;
    let or_dash = |x: f64| {
        if unvisited {
            "-".to_string()
        } else {
            number(x, lang)
        }
    };
    let best = match (row.most_visited, row.tied) {
        (false, _) => String::new(),
        (true, false) => M::Best.text(lang).to_string(),
        (true, true) => M::BestTied.text(lang).to_string(),
    };
    vec![
        text(row.action.clone()).monospace().into(),
        visits,
        text(or_dash(row.mean)).into(),
        text(ucb(row.ucb, lang)).into(),
        text(or_dash(row.exploit)).into(),
        text(ucb(row.explore, lang)).into(),
        text(row.prior_rank.to_string()).into(),
        text(best).into(),
    ]
}

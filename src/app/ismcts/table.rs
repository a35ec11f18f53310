//! The root table (each action of the searching player at the root: visits,
//! availability, mean, UCB, the most visited marked) and what the current
//! iteration did: each selection's candidates with the UCB the search used
//! and why it chose, the node added, the playout and the scores.

use super::strings::IM;
use crate::app::columns::{self, Cell, Head};
use crate::app::i18n::{Language, player_name};
use crate::inspect::ismcts::{EdgeRow, IsMctsReplay};
use crate::lang::fill;
use eframe::egui::{RichText, Ui};

/// A number as the tables write it.
pub fn number(x: f64) -> String {
    format!("{x:.3}")
}

/// The root table.
pub fn root_table(ui: &mut Ui, replay: &IsMctsReplay, lang: Language) {
    let searcher = replay.trace().searcher;
    let title = fill(IM::Root.text(lang), &[("p", searcher.to_string())]);
    ui.label(RichText::new(title).strong());
    rows(ui, "ismcts-root", &replay.root_table(), None, lang, true);
    ui.label(RichText::new(IM::Formula.text(lang)).small().weak());
}

/// A table of `rows` (the chosen one, if any, in the strong colour); `named`
/// gives each row's visits an accessible name (the root table's: a screen
/// reader and a UI test read "Root action bet: 120").
fn rows(
    ui: &mut Ui,
    id: &str,
    rows: &[EdgeRow],
    chosen: Option<usize>,
    lang: Language,
    named: bool,
) {
    let heads = [IM::Action, IM::Visits, IM::Available, IM::Mean, IM::Ucb]
        .map(|h| Head::new(h.text(lang)))
        .into_iter()
        .chain([Head::new("")])
        .collect::<Vec<_>>();
    let cells: Vec<Vec<Cell>> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let on = chosen == Some(i);
            let text = |t: String| {
                let t = RichText::new(t).monospace();
                if on { t.strong().underline() } else { t }
            };
            let visits = r.visits.to_string();
            let visits = if named {
                let name = fill(IM::RowName.text(lang), &[("a", r.action.clone())]);
                Cell::named(text(visits.clone()), name, visits)
            } else {
                text(visits).into()
            };
            let ucb = match (r.ucb, r.explore) {
                (Some(u), Some(x)) => {
                    format!("{} = {} + {}", number(u), number(r.mean), number(x))
                }
                _ => "∞".into(),
            };
            let best = if r.best && named {
                RichText::new(IM::MostVisited.text(lang))
            } else {
                RichText::new("")
            };
            vec![
                text(r.action.clone()).into(),
                visits,
                text(r.available.to_string()).into(),
                text(match r.visits {
                    0 => "-".into(),
                    _ => number(r.mean),
                })
                .into(),
                text(ucb).into(),
                best.into(),
            ]
        })
        .collect();
    columns::show(ui, id, &heads, &cells);
}

/// What the current iteration did, phase by phase.
pub fn iteration(ui: &mut Ui, replay: &IsMctsReplay, lang: Language) {
    let k = replay.iteration();
    let Some(record) = replay.current() else {
        ui.label(IM::Start.text(lang));
        return;
    };
    let trace = replay.trace();
    let title = fill(IM::Path.text(lang), &[("k", k.to_string())]);
    ui.label(RichText::new(title).strong());
    for (i, step) in replay.selection().into_iter().enumerate() {
        if step.choices.is_empty() {
            let pairs = [("n", step.node.to_string()), ("a", step.played.clone())];
            ui.label(fill(IM::ChanceAt.text(lang), &pairs));
        }
        for choice in &step.choices {
            let pairs = [
                ("n", step.node.to_string()),
                ("p", choice.player.to_string()),
            ];
            ui.horizontal_wrapped(|ui| {
                ui.label(fill(IM::AtNode.text(lang), &pairs));
                let action = choice.rows[choice.chosen].action.clone();
                let why = choice.why.text(lang, &action);
                ui.label(RichText::new(fill(IM::Chose.text(lang), &[("a", action)])).strong());
                ui.label(why);
            });
            let id = format!("ismcts-step-{i}-{}", choice.player);
            rows(ui, &id, &choice.rows, Some(choice.chosen), lang, false);
        }
    }
    ui.add_space(4.0);
    match record.added {
        Some(n) => {
            let joint = &trace.nodes[n as usize].joint;
            let pairs = [("n", n.to_string()), ("a", trace.joint_text(joint))];
            ui.label(fill(IM::Added.text(lang), &pairs));
        }
        None => {
            ui.label(IM::NoneAdded.text(lang));
        }
    }
    let plies: Vec<String> = record.playout.iter().map(|j| trace.joint_text(j)).collect();
    let pairs = [("n", plies.len().to_string()), ("m", plies.join(" "))];
    ui.label(RichText::new(fill(IM::Playout.text(lang), &pairs)).monospace());
    let scores: Vec<String> = record
        .scores
        .iter()
        .enumerate()
        .map(|(p, s)| format!("{} {s}", player_name(lang, p)))
        .collect();
    let text = fill(IM::Scores.text(lang), &[("s", scores.join(", "))]);
    ui.label(text);
}

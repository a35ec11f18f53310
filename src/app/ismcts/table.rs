//! The root table (each action of the searching player at the root: visits,
//! availability, mean, UCB, the most visited marked) and what the current
//! iteration did: each selection's candidates with the UCB the search used
//! and why it chose, the node added, the playout and the scores.

use super::strings::IM;
use crate::app::i18n::{Language, player_name};
use crate::inspect::ismcts::{EdgeRow, IsMctsReplay};
use crate::lang::fill;
use eframe::egui::{self, RichText, Ui};

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

/// A grid of `rows` (the chosen one, if any, in the strong colour); `named`
/// gives each row's visits an accessible name (the root table's).
fn rows(
    ui: &mut Ui,
    id: &str,
    rows: &[EdgeRow],
    chosen: Option<usize>,
    lang: Language,
    named: bool,
) {
    egui::Grid::new(id)
        .striped(true)
        .num_columns(6)
        .spacing([14.0, 3.0])
        .show(ui, |ui| {
            for head in [IM::Action, IM::Visits, IM::Available, IM::Mean, IM::Ucb] {
                ui.label(RichText::new(head.text(lang)).strong());
            }
            ui.label("");
            ui.end_row();
            for (i, r) in rows.iter().enumerate() {
                let on = chosen == Some(i);
                let text = |t: String| {
                    let t = RichText::new(t).monospace();
                    if on { t.strong().underline() } else { t }
                };
                ui.label(text(r.action.clone()));
                if named {
                    let name = fill(IM::RowName.text(lang), &[("a", r.action.clone())]);
                    let visits = r.visits.to_string();
                    named_cell(ui, text(visits.clone()), &name, &visits);
                } else {
                    ui.label(text(r.visits.to_string()));
                }
                ui.label(text(r.available.to_string()));
                ui.label(text(match r.visits {
                    0 => "-".into(),
                    _ => number(r.mean),
                }));
                let ucb = match (r.ucb, r.explore) {
                    (Some(u), Some(x)) => {
                        format!("{} = {} + {}", number(u), number(r.mean), number(x))
                    }
                    _ => "∞".into(),
                };
                ui.label(text(ucb));
                if r.best && named {
                    ui.label(RichText::new(IM::MostVisited.text(lang)).small());
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}

/// A cell of `text` whose accessible name is `name` and value `value` (so a
/// screen reader and a UI test read "Root action bet: 120").
fn named_cell(ui: &mut Ui, text: RichText, name: &str, value: &str) {
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    let (rect, response) = ui.allocate_exact_size(galley.size(), egui::Sense::hover());
    ui.painter()
        .galley(rect.min, galley, ui.visuals().text_color());
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Cell, true, name);
        info.current_text_value = Some(value.to_string());
        info
    });
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

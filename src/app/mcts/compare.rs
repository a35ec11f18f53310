//! Two comparisons: "why this move and not that one?" (two pickers of root
//! moves, the model's [`crate::inspect::mcts::Comparison`] in words in the
//! current language with both rows' numbers), and alpha-beta beside MCTS on
//! the board's position (best move, value, nodes or iterations, time), both
//! searched on background tasks.

use super::model::{Duel, Mcts, Request};
use super::strings::M;
use super::table;
use super::work::Slot;
use crate::app::i18n::Language;
use crate::inspect::mcts::MctsReplay;
use crate::lang::{count, fill};
use eframe::egui::{self, RichText, Ui};

/// The pickers and the answer.
pub fn why(ui: &mut Ui, ins: &Mcts, replay: &MctsReplay, lang: Language, out: &mut Vec<Request>) {
    ui.label(RichText::new(M::Why.text(lang)).strong());
    let rows = replay.root_table();
    let actions: Vec<&str> = rows.iter().map(|r| r.action.as_str()).collect();
    ui.horizontal_wrapped(|ui| {
        for (k, name) in [(0, M::First), (1, M::Second)] {
            let label = ui.label(name.text(lang));
            let current = ins.pick[k].clone().unwrap_or_default();
            egui::ComboBox::from_id_salt(("mcts-pick", k))
                .selected_text(RichText::new(&current).monospace())
                .show_ui(ui, |ui| {
                    for &a in &actions {
                        if ui.selectable_label(a == current, a).clicked() && a != current {
                            out.push(Request::Pick(k, a.to_string()));
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        }
    });
    let (Some(a), Some(b)) = (&ins.pick[0], &ins.pick[1]) else {
        return;
    };
    let Some(c) = replay.compare(a, b) else {
        return;
    };
    let words = match lang {
        Language::English => &c.words_en,
        Language::French => &c.words_fr,
    };
    ui.label(words);
    let opts = table::Options {
        salt: "mcts-why",
        chosen: None,
        named: false,
    };
    table::show(ui, &[c.a, c.b], &opts, lang);
}

/// Alpha-beta's depth, the Compare button, and the two searches' answers.
pub fn duel(ui: &mut Ui, ins: &Mcts, lang: Language, out: &mut Vec<Request>) {
    ui.label(RichText::new(M::Duel.text(lang)).strong());
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(M::Depth.text(lang));
        let mut d = ins.depth;
        ui.add(egui::DragValue::new(&mut d).range(1..=64))
            .labelled_by(label.id);
        if d != ins.depth {
            out.push(Request::SetDepth(d));
        }
        if ui.button(M::Compare.text(lang)).clicked() {
            out.push(Request::Compare);
        }
    });
    if let Some(d) = &ins.duel {
        answers(ui, d, lang);
    }
}

fn answers(ui: &mut Ui, d: &Duel, lang: Language) {
    egui::Grid::new("mcts-duel")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [M::Algorithm, M::BestMove, M::Value, M::Work, M::Time] {
                ui.label(RichText::new(h.text(lang)).strong());
            }
            ui.end_row();
            let ab = fill(M::AlphaBeta.text(lang), &[("d", d.depth.to_string())]);
            let iterations = count(u64::from(d.options.iterations), lang);
            let mc = fill(M::MctsRow.text(lang), &[("n", iterations)]);
            let rows = [
                (ab, &d.alpha_beta, M::Nodes, 0),
                (mc, &d.mcts, M::IterationsDone, 3),
            ];
            for (name, slot, work, decimals) in rows {
                ui.label(name);
                match slot {
                    Slot::Searching => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.label(M::Searching.text(lang));
                        });
                    }
                    Slot::Done(Ok(a)) => {
                        let best = a.best.clone().unwrap_or_else(|| M::None.text(lang).into());
                        ui.label(RichText::new(best).monospace().strong());
                        ui.label(lang.decimal(format!("{:.*}", decimals, a.value)));
                        ui.label(fill(work.text(lang), &[("n", count(a.work, lang))]));
                        ui.label(lang.decimal(format!("{:.3} s", a.seconds)));
                    }
                    Slot::Done(Err(e)) => {
                        let text = fill(M::Failed.text(lang), &[("e", e.clone())]);
                        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
                    }
                }
                ui.end_row();
            }
        });
}

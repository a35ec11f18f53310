//! The header: the algorithm and its settings (depth, cut rule, alpha-beta's
//! initial window, children order,
//! transposition table, PVS, iterative deepening), Run or Cancel with the
//! progress of a running search, the counts of the trace shown (nodes, cuts,
//! hits, events, value), the notes on the run (cancelled, truncated, and a
//! trace of another position than the board's: stale, with Run again), the
//! exports, and the tabs.

use super::action::Action;
use super::state::{Inspector, Notice, Tab};
use super::strings::S;
use crate::app::file_chooser::Purpose;
use crate::app::i18n::Language;
use crate::inspect::rules::value_text;
use crate::inspect::{Algorithm, DepthUse, SearchSettings};
use crate::lang::nouns::{CUT, EVENT, HIT, NODE};
use crate::search::{CutRule, Window};
use eframe::egui::{self, RichText, Ui};

fn emit(out: &mut Vec<Action>, a: Action) {
    out.push(a);
}

/// The settings row, the run row and the tabs.
pub fn show(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) {
    settings_row(ui, ins, lang, out);
    ui.horizontal_wrapped(|ui| {
        run_controls(ui, ins, lang, out);
        ui.separator();
        counts(ui, ins, lang);
    });
    if let Some(n) = ins.notice {
        let text = match n {
            Notice::Cancelled => S::Cancelled,
            Notice::Truncated => S::Truncated,
        };
        ui.label(RichText::new(text.text(lang)).color(ui.visuals().warn_fg_color));
    }
    if ins.stale && ins.loaded.is_some() {
        ui.horizontal_wrapped(|ui| {
            let warn = ui.visuals().warn_fg_color;
            ui.label(RichText::new(S::Stale.text(lang)).color(warn));
            if !ins.task.is_running() && ui.button(S::RunAgain.text(lang)).clicked() {
                emit(out, Action::Run);
            }
        });
    }
    // Wrapping: in French at 1024 points the exports go to a second row
    // rather than off the window.
    ui.horizontal_wrapped(|ui| {
        for tab in Tab::ALL {
            let name = match tab {
                Tab::Tree => S::TabTree,
                Tab::Outline => S::TabOutline,
                Tab::Statistics => S::TabStatistics,
                Tab::Exercise => S::TabExercise,
                Tab::Editor => S::TabEditor,
            };
            if ui
                .selectable_label(ins.tab == tab, name.text(lang))
                .clicked()
            {
                emit(out, Action::SetTab(tab));
            }
        }
        if ins.loaded.is_some() {
            ui.separator();
            exports(ui, lang, out);
        }
    });
}

fn settings_row(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) {
    let mut s: SearchSettings = ins.settings.clone();
    ui.horizontal_wrapped(|ui| {
        let words = [S::Algorithm.text(lang), s.algorithm.name()];
        together(ui, &words, |ui| {
            let label = ui.label(S::Algorithm.text(lang));
            egui::ComboBox::from_id_salt("inspector-algorithm")
                .selected_text(s.algorithm.name())
                .show_ui(ui, |ui| {
                    for a in Algorithm::INSPECTED {
                        ui.selectable_value(&mut s.algorithm, a, a.name());
                    }
                })
                .response
                .labelled_by(label.id);
        });
        match s.algorithm.depth_use() {
            DepthUse::Refused => s.depth = None,
            DepthUse::Required => {
                let mut d = s.depth.unwrap_or(3);
                together(ui, &[S::Depth.text(lang), "00"], |ui| {
                    let label = ui.label(S::Depth.text(lang));
                    ui.add(egui::DragValue::new(&mut d).range(0..=64))
                        .labelled_by(label.id);
                });
                s.depth = Some(d);
            }
            DepthUse::Optional => {
                let mut limited = s.depth.is_some();
                let words = [S::Depth.text(lang), S::ToTheEnd.text(lang)];
                together(ui, &words, |ui| {
                    let check = ui.checkbox(&mut limited, S::Depth.text(lang));
                    if limited {
                        let mut d = s.depth.unwrap_or(4);
                        ui.add(egui::DragValue::new(&mut d).range(0..=64))
                            .labelled_by(check.id);
                        s.depth = Some(d);
                    } else {
                        s.depth = None;
                        ui.label(RichText::new(S::ToTheEnd.text(lang)).weak());
                    }
                });
            }
        }
        if s.algorithm == Algorithm::AlphaBeta {
            ui.separator();
            let name = |c: CutRule| match c {
                CutRule::Seed => S::CutSeed.text(lang),
                CutRule::Strict => S::CutStrict.text(lang),
            };
            together(ui, &[S::Convention.text(lang), name(s.cut)], |ui| {
                let label = ui.label(S::Convention.text(lang));
                egui::ComboBox::from_id_salt("inspector-cut")
                    .selected_text(name(s.cut))
                    .show_ui(ui, |ui| {
                        for c in [CutRule::Seed, CutRule::Strict] {
                            ui.selectable_value(&mut s.cut, c, name(c));
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
            window_choice(ui, &mut s.window, lang);
        } else {
            s.cut = CutRule::Seed;
            s.window = Window::Infinite;
        }
        ui.separator();
        let order = |r: bool| if r { S::Reordered } else { S::GameOrder }.text(lang);
        together(ui, &[S::Order.text(lang), order(s.reorder)], |ui| {
            let label = ui.label(S::Order.text(lang));
            egui::ComboBox::from_id_salt("inspector-order")
                .selected_text(order(s.reorder))
                .show_ui(ui, |ui| {
                    for r in [false, true] {
                        ui.selectable_value(&mut s.reorder, r, order(r));
                    }
                })
                .response
                .labelled_by(label.id);
        });
        if s.algorithm == Algorithm::Negamax {
            ui.checkbox(&mut s.tt, S::Tt.text(lang));
            ui.checkbox(&mut s.pvs, S::Pvs.text(lang));
            ui.checkbox(&mut s.deepen, S::Deepen.text(lang));
        }
    });
    if s != ins.settings {
        emit(out, Action::SetSettings(s));
    }
}

/// A label and its control (whose texts are `words`), kept on one row of a
/// wrapping row: the row wraps before the pair when the pair would not fit
/// in what is left of it, never between them.
fn together(ui: &mut Ui, words: &[&str], add: impl FnOnce(&mut Ui)) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let color = ui.visuals().text_color();
    let text: f32 = words
        .iter()
        .map(|w| {
            ui.painter()
                .layout_no_wrap(w.to_string(), font.clone(), color)
                .size()
                .x
        })
        .sum();
    // Button padding and spacing per word, and the combo box's arrow.
    let wanted = text + 24.0 * words.len() as f32 + 24.0;
    let row_started = ui.cursor().min.x > ui.max_rect().min.x + 1.0;
    if row_started && ui.available_size_before_wrap().x < wanted {
        ui.end_row();
    }
    ui.horizontal(add);
}

/// Alpha-beta's initial window: seed 004's (-inf, +inf) or the values' range
/// [-M, M] (seed 003 Example 2.2).
fn window_choice(ui: &mut Ui, window: &mut Window, lang: Language) {
    let name = |w: Window| match w {
        Window::Infinite => S::WindowInfinite.text(lang),
        Window::Heuristic => S::WindowHeuristic.text(lang),
    };
    together(ui, &[S::Window.text(lang), name(*window)], |ui| {
        let label = ui.label(S::Window.text(lang));
        egui::ComboBox::from_id_salt("inspector-window")
            .selected_text(name(*window))
            .show_ui(ui, |ui| {
                for w in [Window::Infinite, Window::Heuristic] {
                    ui.selectable_value(window, w, name(w));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

fn run_controls(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) {
    match ins.task.meta() {
        Some(()) => {
            ui.add(egui::Spinner::new());
            match &ins.opening {
                Some(path) => ui.label(format!("{} {}", S::Opening.text(lang), path.display())),
                None => ui.label(format!(
                    "{} {}",
                    S::Searching.text(lang),
                    NODE.count(lang, ins.task.progress())
                )),
            };
            if ui.button(S::Cancel.text(lang)).clicked() {
                emit(out, Action::Cancel);
            }
        }
        None => {
            let run = ui
                .button(RichText::new(S::Run.text(lang)).strong())
                .on_hover_text(S::RunHint.text(lang));
            if run.clicked() {
                emit(out, Action::Run);
            }
        }
    }
}

fn counts(ui: &mut Ui, ins: &Inspector, lang: Language) {
    let Some(l) = &ins.loaded else { return };
    let t = &l.trace;
    let summary = match &t.settings {
        Some(s) => s.summary_in(lang),
        None => format!("{} ({})", t.algorithm.name(), S::FromFile.text(lang)),
    };
    ui.label(RichText::new(summary).strong());
    let hits = l.steps.hit_count();
    let value = l
        .tree
        .roots()
        .last()
        .and_then(|&r| t.trace.node(r))
        .map_or("?".into(), |n| value_text(n.value));
    let best = l.pv.get(1).map_or("-", |&id| t.action_name(id));
    ui.label(format!(
        "{} · {} · {} · {} · {} {value} · {} {best}",
        NODE.count(lang, t.trace.node_count() as u64),
        CUT.count(lang, t.trace.cut_count() as u64),
        HIT.count(lang, hits as u64),
        EVENT.count(lang, l.len() as u64),
        S::Value.text(lang),
        S::Best.text(lang),
    ));
}

/// DOT and RON exports, through the studio's file chooser.
fn exports(ui: &mut Ui, lang: Language, out: &mut Vec<Action>) {
    if ui.button(S::ExportRon.text(lang)).clicked() {
        emit(out, Action::Choose(Purpose::SaveTrace));
    }
    if ui.button(S::ExportDot.text(lang)).clicked() {
        emit(out, Action::Choose(Purpose::SaveDot));
    }
}

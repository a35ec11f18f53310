//! The ISMCTS inspector's panel: the settings and Run (or Cancel with the
//! progress) on top, then the iteration slider and steps (on keys too: Left
//! and Right, Home and End; the bar folds away in presentation mode); the
//! root table and what the current iteration did in the middle; on the right the
//! determinisation of the iteration next to (or, when narrow, above) the
//! position as the searching player sees it, with the hidden facts it assumed; the tree over the
//! information sets below. "View as" of the studio decides what the
//! determinisation and the position show ([`crate::inspect::ismcts::shown`]).
//! It reads the state and emits commands; [`show`] is self-contained, so that
//! another panel may hold it.

use super::model::{Ismcts, MAX_ITERATIONS, Request, TREE_NODES};
use super::run::AnyRun;
use super::strings::IM;
use super::{table, tree_view};
use crate::app::commands::Command;
use crate::app::i18n::Language;
use crate::app::panels::viewer_name;
use crate::app::studio::Studio;
use crate::engine::Viewer;
use crate::inspect::ismcts::{IsMctsReplay, shown};
use crate::lang::{count, fill};
use eframe::egui::{self, RichText, Ui};

/// The side's width from which the two miniatures stand side by side rather
/// than one above the other.
const SIDE_BY_SIDE: f32 = 400.0;
/// The height of a miniature board.
const BOARD: f32 = 210.0;

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    let ins = &studio.ismcts;
    let mut asked = Vec::new();
    if let Some(replay) = &ins.replay {
        keys(ui, replay, &mut asked);
    }
    if studio.settings.toolbars_shown() {
        egui::Panel::top("ismcts-controls").show(ui, |ui| {
            crate::app::mcts::switch::show(ui, crate::app::settings::Panel::Ismcts, lang, out);
            controls(ui, ins, lang, &mut asked);
            if let Some(replay) = &ins.replay {
                slider(ui, replay, lang, &mut asked);
            }
        });
    }
    let (Some(run), Some(replay)) = (&ins.run, &ins.replay) else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(24.0);
            ui.label(RichText::new(IM::Empty.text(lang)).size(15.0));
        });
        out.extend(asked.into_iter().map(Command::Ismcts));
        return;
    };
    let asks = egui::Panel::bottom("ismcts-tree")
        .resizable(true)
        .default_size(ui.available_height() * 0.45)
        .show(ui, |ui| {
            let view = (TREE_NODES, ins.camera);
            tree_view::show(ui, replay, view, lang, (&studio.tree_pictures, &mut asked))
        })
        .inner;
    out.extend(asks.choose.map(Command::Choose));
    out.extend(asks.intents.into_iter().map(Command::TreePicture));
    let side = |ui: &mut Ui| {
        egui::ScrollArea::vertical()
            .id_salt("ismcts-side")
            .show(ui, |ui| {
                crate::app::presentation::content_text(ui);
                determinisation(ui, studio, run.as_ref(), replay, lang)
            });
    };
    egui::Panel::right("ismcts-side")
        .resizable(true)
        .default_size(ui.available_width() * 0.4)
        .show(ui, side);
    egui::CentralPanel::default().show(ui, |ui| {
        // Only up and down: the tables fold rather than run sideways.
        egui::ScrollArea::vertical()
            .id_salt("ismcts-tables")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                crate::app::presentation::content_text(ui);
                table::root_table(ui, replay, lang);
                ui.separator();
                table::iteration(ui, replay, lang);
            });
    });
    out.extend(asked.into_iter().map(Command::Ismcts));
}

/// Iterations, exploration constant, seed, Run or Cancel, the progress.
fn controls(ui: &mut Ui, ins: &Ismcts, lang: Language, out: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        ui.heading(IM::Heading.text(lang));
        ui.add_space(12.0);
        let s = ins.settings;
        let label = ui.label(IM::Iterations.text(lang));
        let mut n = s.iterations;
        ui.add(
            egui::DragValue::new(&mut n)
                .range(1..=MAX_ITERATIONS)
                .speed(50.0),
        )
        .labelled_by(label.id);
        if n != s.iterations {
            out.push(Request::SetIterations(n));
        }
        let label = ui.label(IM::Exploration.text(lang));
        let mut c = s.exploration;
        ui.add(
            egui::DragValue::new(&mut c)
                .range(0.0..=100.0)
                .speed(0.01)
                .max_decimals(3),
        )
        .labelled_by(label.id);
        if c != s.exploration {
            out.push(Request::SetExploration(c));
        }
        let label = ui.label(IM::Seed.text(lang));
        let mut seed = s.seed;
        ui.add(egui::DragValue::new(&mut seed))
            .labelled_by(label.id);
        if seed != s.seed {
            out.push(Request::SetSeed(seed));
        }
        match ins.running.meta() {
            Some(run) => {
                if ui.button(IM::Cancel.text(lang)).clicked() {
                    out.push(Request::Cancel);
                }
                ui.spinner();
                let pairs = [
                    ("n", count(ins.running.progress(), lang)),
                    ("t", count(run.iterations as u64, lang)),
                ];
                ui.label(fill(IM::Running.text(lang), &pairs));
            }
            None => {
                if ui.button(IM::Run.text(lang)).clicked() {
                    out.push(Request::Run);
                }
            }
        }
        if let Some(e) = &ins.failure {
            let text = fill(IM::Failed.text(lang), &[("e", e.clone())]);
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        }
    });
}

/// Who searched, the iteration slider and the steps.
fn slider(ui: &mut Ui, replay: &IsMctsReplay, lang: Language, out: &mut Vec<Request>) {
    let total = replay.trace().len();
    let k = replay.iteration();
    ui.horizontal_wrapped(|ui| {
        let who = fill(
            IM::Searcher.text(lang),
            &[("p", replay.trace().searcher.to_string())],
        );
        ui.label(RichText::new(who).strong());
        ui.add_space(8.0);
        let steps = [
            (IM::First, Request::Seek(0), k > 0, IM::FirstKey),
            (IM::Back, Request::Step(false), k > 0, IM::BackKey),
            (IM::Forward, Request::Step(true), k < total, IM::ForwardKey),
            (IM::Last, Request::Seek(total), k < total, IM::LastKey),
        ];
        for (name, request, on, key) in steps {
            if ui
                .add_enabled(on, egui::Button::new(name.text(lang)))
                .on_hover_text(key.text(lang))
                .clicked()
            {
                out.push(request);
            }
        }
        let mut at = k;
        // The slider, its number and its name on one line (a wrapping row
        // would run them past the edge).
        let name = IM::Iteration.text(lang);
        let width = crate::app::presentation::slider_width(ui, name, &total.to_string());
        crate::app::presentation::keep_together(ui, width);
        ui.add(egui::Slider::new(&mut at, 0..=total).text(name));
        if at != k {
            out.push(Request::Seek(at));
        }
        let pairs = [
            ("k", count(k as u64, lang)),
            ("n", count(total as u64, lang)),
            ("m", count(replay.node_count() as u64, lang)),
        ];
        ui.label(fill(IM::After.text(lang), &pairs));
    });
}

/// The stepping keys, as the buttons' tooltips name them: Left and Right an
/// iteration (every press of the frame counts), Home and End.
fn keys(ui: &Ui, replay: &IsMctsReplay, out: &mut Vec<Request>) {
    let ctx = ui.ctx();
    if !crate::app::inspector::controls::keys_step(ctx) {
        return;
    }
    let count = |k: egui::Key| ctx.input_mut(|i| i.count_and_consume_key(egui::Modifiers::NONE, k));
    let table = [
        (egui::Key::ArrowRight, Request::Step(true)),
        (egui::Key::ArrowLeft, Request::Step(false)),
        (egui::Key::Home, Request::Seek(0)),
        (egui::Key::End, Request::Seek(replay.trace().len())),
    ];
    for (key, request) in table {
        out.extend(std::iter::repeat_n(request, count(key)));
    }
}

/// The current iteration's determinisation beside the position as the
/// searching player sees it, and what it assumed.
fn determinisation(
    ui: &mut Ui,
    studio: &Studio,
    run: &dyn AnyRun,
    replay: &IsMctsReplay,
    lang: Language,
) {
    let k = replay.iteration();
    let viewer = studio.viewer;
    let searcher = replay.trace().searcher;
    let seen = shown(searcher, viewer);
    let title = fill(IM::Determinisation.text(lang), &[("k", k.to_string())]);
    ui.label(RichText::new(title).strong());
    if !matches!(viewer, Viewer::Everyone) && viewer != Viewer::Player(searcher) {
        let pairs = [
            ("v", viewer_name(studio, viewer)),
            ("p", searcher.to_string()),
        ];
        ui.label(
            RichText::new(fill(IM::Withheld.text(lang), &pairs)).color(ui.visuals().warn_fg_color),
        );
    }
    let det = fill(
        IM::DetSeenBy.text(lang),
        &[("v", viewer_name(studio, seen.determinisation))],
    );
    let pos = fill(
        IM::PositionSeenBy.text(lang),
        &[("v", viewer_name(studio, seen.position))],
    );
    let board = |ui: &mut Ui, i: usize, caption: &str| {
        ui.label(RichText::new(caption).small());
        // As high as the content's text makes the board's (its cards, its words).
        let high = BOARD * crate::app::presentation::text_factor(ui);
        let size = egui::vec2(ui.available_width(), high);
        ui.allocate_ui(size, |ui| {
            let clip = ui.max_rect().intersect(ui.clip_rect());
            ui.set_clip_rect(clip);
            match i {
                0 if k > 0 => run.paint_determinisation(ui, k, viewer, lang),
                0 => {
                    ui.label(IM::Start.text(lang));
                }
                _ => run.paint_position(ui, viewer, lang),
            }
        });
    };
    if ui.available_width() >= SIDE_BY_SIDE {
        ui.columns(2, |cols| {
            board(&mut cols[0], 0, &det);
            board(&mut cols[1], 1, &pos);
        });
    } else {
        board(ui, 0, &det);
        board(ui, 1, &pos);
    }
    let Some(d) = run.determinisation(k, viewer) else {
        return;
    };
    let who = [("p", searcher.to_string())];
    if d.assumed.is_empty() {
        ui.label(RichText::new(fill(IM::NothingAssumed.text(lang), &who)).small());
        return;
    }
    ui.label(fill(IM::Assumed.text(lang), &who));
    for (i, fact) in d.assumed.iter().enumerate() {
        let truth = d
            .true_too
            .as_ref()
            .and_then(|t| t.get(i))
            .map(|&t| match t {
                true => IM::IsTrue.text(lang),
                false => IM::IsFalse.text(lang),
            });
        let line = match truth {
            Some(t) => format!("{fact}   ({t})"),
            None => fact.clone(),
        };
        ui.label(RichText::new(line).monospace());
    }
}

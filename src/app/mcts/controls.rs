//! The panel's controls: the run's settings (exploration c, iterations, seed)
//! with Run or Cancel and the progress; the stepping bar (start, phase and
//! iteration back and forward, run to the next best-move change, to the end,
//! the "Iteration" slider); and the keys (Left/Right a phase, Shift+Left/Right
//! an iteration, B the next best-move change, Home/End, F fit), named in the
//! buttons' tooltips.

use super::model::{MAX_ITERATIONS, Mcts, Request, Step};
use super::strings::M;
use crate::app::i18n::Language;
use crate::app::inspector::controls::keys_step;
use crate::inspect::mcts::MctsReplay;
use crate::lang::{count, fill};
use eframe::egui::{self, Key, Modifiers, RichText, Ui};

/// The settings, Run or Cancel, the progress and what went wrong.
pub fn settings(
    ui: &mut Ui,
    ins: &Mcts,
    simultaneous: bool,
    lang: Language,
    out: &mut Vec<Request>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.heading(M::Heading.text(lang));
        ui.add_space(12.0);
        let o = &ins.options;
        let label = ui.label(M::Exploration.text(lang));
        let mut c = o.exploration;
        let field = egui::DragValue::new(&mut c)
            .range(0.0..=10.0)
            .speed(0.01)
            .max_decimals(3);
        ui.add(field).labelled_by(label.id);
        if c != o.exploration {
            out.push(Request::SetExploration(c));
        }
        let label = ui.label(M::Iterations.text(lang));
        let mut n = o.iterations;
        ui.add(
            egui::DragValue::new(&mut n)
                .range(1..=MAX_ITERATIONS)
                .speed(10.0),
        )
        .labelled_by(label.id);
        if n != o.iterations {
            out.push(Request::SetIterations(n));
        }
        let label = ui.label(M::Seed.text(lang));
        let mut s = o.seed;
        ui.add(egui::DragValue::new(&mut s)).labelled_by(label.id);
        if s != o.seed {
            out.push(Request::SetSeed(s));
        }
        match ins.recording.meta() {
            Some(rec) => {
                if ui.button(M::Cancel.text(lang)).clicked() {
                    out.push(Request::Cancel);
                }
                ui.spinner();
                let pairs = [
                    ("n", count(ins.recording.progress(), lang)),
                    ("t", count(u64::from(rec.options.iterations), lang)),
                ];
                ui.label(fill(M::Running.text(lang), &pairs));
            }
            None => {
                let run = ui.add_enabled(!simultaneous, egui::Button::new(M::Run.text(lang)));
                if run.clicked() {
                    out.push(Request::Run);
                }
            }
        }
        if let Some(path) = ins.loading.meta() {
            ui.spinner();
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            ui.label(fill(M::Loading.text(lang), &[("f", name)]));
        }
    });
    let warn = ui.visuals().warn_fg_color;
    if simultaneous {
        ui.label(RichText::new(M::Simultaneous.text(lang)).color(warn));
    }
    if let Some(e) = &ins.failure {
        let text = fill(M::Failed.text(lang), &[("e", e.clone())]);
        ui.label(RichText::new(text).color(warn));
    }
    if ins.stale {
        ui.label(RichText::new(M::Stale.text(lang)).color(warn));
    }
}

/// The stepping bar and the slider.
pub fn stepping(ui: &mut Ui, replay: &MctsReplay, lang: Language, out: &mut Vec<Request>) {
    let total = replay.run().iterations();
    let cursor = replay.cursor();
    let at_start = cursor.iteration == 0;
    let at_end =
        cursor.iteration >= total && cursor.phase == crate::inspect::mcts::Phase::Backpropagation;
    let change = replay.next_best_change();
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            (M::ToStart, M::ToStartTip, Step::Start, !at_start),
            (
                M::IterationBack,
                M::IterationBackTip,
                Step::IterationBack,
                !at_start,
            ),
            (M::PhaseBack, M::PhaseBackTip, Step::PhaseBack, !at_start),
            (
                M::PhaseForward,
                M::PhaseForwardTip,
                Step::PhaseForward,
                !at_end,
            ),
            (
                M::IterationForward,
                M::IterationForwardTip,
                Step::IterationForward,
                !at_end,
            ),
            (
                M::BestChange,
                M::BestChangeTip,
                Step::BestChange,
                change.is_some(),
            ),
            (M::ToEnd, M::ToEndTip, Step::End, !at_end),
        ];
        for (text, tip, step, on) in buttons {
            let b = ui.add_enabled(on, egui::Button::new(text.text(lang)));
            let tip = if step == Step::BestChange && !on {
                M::NoChange
            } else {
                tip
            };
            if b.on_hover_text(tip.text(lang))
                .on_disabled_hover_text(tip.text(lang))
                .clicked()
            {
                out.push(Request::Step(step));
            }
        }
    });
    ui.horizontal(|ui| {
        let mut k = cursor.iteration;
        let slider = egui::Slider::new(&mut k, 0..=total).text(M::Iteration.text(lang));
        ui.spacing_mut().slider_width = (ui.available_width() - 160.0).clamp(120.0, 700.0);
        if ui.add(slider).changed() && k != cursor.iteration {
            out.push(Request::Step(Step::To(k)));
        }
    });
}

/// The keys, when a run is shown and no text field or popup has them.
pub fn keys(ui: &Ui, ins: &Mcts, out: &mut Vec<Request>) {
    let ctx = ui.ctx();
    if ins.shown.is_none() || !keys_step(ctx) {
        return;
    }
    let count = |m: Modifiers, k: Key| ctx.input_mut(|i| i.count_and_consume_key(m, k));
    // Shift+arrow before the bare arrow, which would take it.
    let table = [
        (Modifiers::SHIFT, Key::ArrowRight, Step::IterationForward),
        (Modifiers::SHIFT, Key::ArrowLeft, Step::IterationBack),
        (Modifiers::NONE, Key::ArrowRight, Step::PhaseForward),
        (Modifiers::NONE, Key::ArrowLeft, Step::PhaseBack),
        (Modifiers::NONE, Key::B, Step::BestChange),
        (Modifiers::NONE, Key::Home, Step::Start),
        (Modifiers::NONE, Key::End, Step::End),
    ];
    for (m, k, step) in table {
        for _ in 0..count(m, k) {
            out.push(Request::Step(step));
        }
    }
    if count(Modifiers::NONE, Key::F) > 0 {
        let mut cam = ins.camera;
        cam.fit = true;
        out.push(Request::SetCamera(cam));
    }
}

//! The stepping bar under the tree: restart, back, forward, over, out, next
//! cut, end, play/pause with its speed, the step counter; and the keyboard
//! shortcuts (Right/Left, Shift+Right over, Up out, C next cut, Home/End, Space
//! play, F fit), named in each button's tooltip.

use super::action::Action;
use super::state::Inspector;
use super::strings::S;
use crate::app::i18n::Language;
use crate::inspect::Move;
use eframe::egui::{self, Key, Modifiers, Ui};

fn emit(out: &mut Vec<Action>, a: Action) {
    out.push(a);
}

/// The buttons and the slider.
pub fn show(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) {
    let Some(l) = &ins.loaded else { return };
    let len = l.steps.len();
    ui.horizontal_wrapped(|ui| {
        let buttons = [
            (S::Restart, S::RestartTip, Move::Restart, ins.step > 0),
            (S::Back, S::BackTip, Move::Back, ins.step > 0),
            (S::Forward, S::ForwardTip, Move::Forward, ins.step < len),
            (S::Over, S::OverTip, Move::Over, ins.step < len),
            (S::Out, S::OutTip, Move::Out, ins.step < len),
            (S::NextCut, S::NextCutTip, Move::NextCut, ins.step < len),
            (S::End, S::EndTip, Move::End, ins.step < len),
        ];
        for (text, tip, m, on) in buttons {
            let b = ui.add_enabled(on, egui::Button::new(text.text(lang)));
            if b.on_hover_text(tip.text(lang)).clicked() {
                emit(out, Action::Step(m));
            }
        }
        ui.separator();
        let (text, play) = if ins.playing {
            (S::Pause, false)
        } else {
            (S::Play, true)
        };
        if ui
            .button(text.text(lang))
            .on_hover_text(S::PlayTip.text(lang))
            .clicked()
        {
            emit(out, Action::Play(play));
        }
        // The slider, its value and its unit on one line.
        let width = crate::app::presentation::slider_width(ui, S::Speed.text(lang), "60.0");
        crate::app::presentation::keep_together(ui, width);
        let mut speed = ins.speed;
        let slider = egui::Slider::new(&mut speed, 0.5..=60.0)
            .logarithmic(true)
            .text(S::Speed.text(lang));
        if ui.add(slider).changed() {
            emit(out, Action::SetSpeed(speed));
        }
        ui.separator();
        ui.label(format!("{} {} / {len}", S::Step.text(lang), ins.step));
    });
}

/// Whether the keys step the trace: not while a text field is edited nor while
/// a dropdown (or any popup or menu) is open, which have their own use for them.
pub fn keys_step(ctx: &egui::Context) -> bool {
    !ctx.text_edit_focused() && !crate::app::presentation::popup_open(ctx)
}

/// The keyboard shortcuts (when [`keys_step`]). Every press of the frame
/// counts: five Right presses that arrive within one frame (10 ms apart, as a
/// quick hand or a remote sends them) step five times, where consuming one key
/// per frame stepped fewer. Shift+Right is read before Right, which would
/// otherwise take it (egui matches modifiers loosely).
pub fn keys(ui: &Ui, ins: &Inspector, out: &mut Vec<Action>) {
    let ctx = ui.ctx();
    if ins.loaded.is_none() || !keys_step(ctx) {
        return;
    }
    let count = |m: Modifiers, k: Key| ctx.input_mut(|i| i.count_and_consume_key(m, k));
    let table = [
        (Modifiers::SHIFT, Key::ArrowRight, Move::Over),
        (Modifiers::NONE, Key::ArrowRight, Move::Forward),
        (Modifiers::NONE, Key::ArrowLeft, Move::Back),
        (Modifiers::NONE, Key::ArrowUp, Move::Out),
        (Modifiers::NONE, Key::C, Move::NextCut),
        (Modifiers::NONE, Key::Home, Move::Restart),
        (Modifiers::NONE, Key::End, Move::End),
    ];
    for (m, k, mv) in table {
        for _ in 0..count(m, k) {
            emit(out, Action::Step(mv));
        }
    }
    // Play and pause toggle: an even number of presses leaves it as it was.
    if count(Modifiers::NONE, Key::Space) % 2 == 1 {
        emit(out, Action::Play(!ins.playing));
    }
    if count(Modifiers::NONE, Key::F) > 0 {
        let mut cam = ins.camera;
        cam.fit = true;
        emit(out, Action::SetCamera(cam));
    }
}

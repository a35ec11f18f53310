//! The Exercise tab drawn: the kind row (alpha-beta or MCTS), the chooser
//! ([`super::exercise_chooser`]), the sheet export, the mode and practice row,
//! then the step-mode quiz or the whole-tree sheet on the tree. It reads the
//! tab ([`super::exercise_model`], whose items are re-exported here) and
//! pushes its requests; nothing here changes the tab.

pub use super::exercise_model::{
    BUNDLED, Exercise, ExerciseAction, ExerciseTab, Mode, Note, Source,
};

use super::exercise_answer::answer_box;
use super::exercise_overlay::{QuizOverlay, SheetOverlay, WRONG, full_name};
use super::exercise_step::{StepAction, answer_text, colon, question_text, reason, score_text};
use super::exercise_whole::{
    BOX, BOX_GAP, BOX_REACH, WholeAction, WholeState, mistake_node, mistake_rule, mistake_text,
    mistakes_text,
};
use super::strings::{Ex, S, ToolText};
use crate::app::i18n::Language;
use crate::app::tree_view::{self, Drawn, Place};
use crate::inspect::exercise::step::Practice;
use crate::inspect::exercise::whole::Mistake;
use eframe::egui::{self, Color32, RichText, Stroke, pos2};
/// Draws the chooser and the chosen mode; with `toolbars` false (presentation mode, folded) the
/// alpha-beta exercise's setup (which exercise, which tree, the sheet) is
/// left out: the question and the tree take the room.
pub fn show(
    ui: &mut egui::Ui,
    tab: &ExerciseTab,
    (lang, toolbars): (Language, bool),
    out: &mut Vec<ExerciseAction>,
) {
    if (toolbars || tab.mcts_kind)
        && let Some(on) = super::exercise_mcts::view::kind_row(ui, tab.mcts_kind, lang)
    {
        out.push(ExerciseAction::SetMcts(on));
    }
    if tab.mcts_kind {
        let mut asked = Vec::new();
        super::exercise_mcts::view::show(ui, &tab.mcts, lang, &mut asked);
        out.extend(asked.into_iter().map(ExerciseAction::Mcts));
        return;
    }
    if toolbars {
        super::exercise_chooser::show(ui, tab, lang, out);
        let mut sheet = Vec::new();
        ui.horizontal_wrapped(|ui| super::sheet_export::show(ui, &tab.sheet, lang, &mut sheet));
        out.extend(sheet.into_iter().map(|a| ExerciseAction::Sheet(a, lang)));
    }
    let note = match &tab.message {
        Some(Note::Failed(_)) if tab.source == Source::Edited && tab.edited.is_none() => {
            Some(Ex::NoEdited.text(lang).to_string())
        }
        Some(Note::Failed(e)) => Some(e.clone()),
        Some(Note::Saved(path)) => {
            Some(format!("{} {}", ToolText::Saved.text(lang), path.display()))
        }
        None => None,
    };
    if let Some(note) = note {
        ui.colored_label(Color32::RED, note);
    }
    modes(ui, tab, lang, out);
    ui.separator();
    let Some(l) = &tab.loaded else { return };
    match tab.mode {
        Mode::Step => show_step(ui, tab, l, lang, out),
        Mode::Whole => show_whole(ui, tab, l, lang, out),
    }
}

/// The mode, the practice, the leaf values switch, fit and zoom.
fn modes(ui: &mut egui::Ui, tab: &ExerciseTab, lang: Language, out: &mut Vec<ExerciseAction>) {
    ui.horizontal_wrapped(|ui| {
        for (mode, text) in [
            (Mode::Step, ToolText::StepMode),
            (Mode::Whole, ToolText::WholeTree),
        ] {
            if ui
                .selectable_label(tab.mode == mode, text.text(lang))
                .clicked()
            {
                out.push(ExerciseAction::SetMode(mode));
            }
        }
        ui.separator();
        if tab.mode == Mode::Step {
            ui.label(Ex::Practise.text(lang));
            for (p, text) in [
                (Practice::Full, Ex::Full),
                (Practice::Values, Ex::ValuesOnly),
                (Practice::Windows, Ex::WindowsOnly),
                (Practice::Cuts, Ex::CutsOnly),
            ] {
                if ui
                    .selectable_label(tab.practice == p, text.text(lang))
                    .clicked()
                {
                    out.push(ExerciseAction::SetPractice(p));
                }
            }
            ui.separator();
        }
        let mut hide = tab.hide_leaves;
        if ui
            .checkbox(&mut hide, Ex::HideLeaves.text(lang))
            .on_hover_text(Ex::HideLeavesTip.text(lang))
            .changed()
        {
            out.push(ExerciseAction::HideLeaves(hide));
        }
        if let Some(cam) = tree_view::zoom_buttons(ui, tab.camera, lang) {
            out.push(ExerciseAction::SetCamera(cam));
        }
    });
    if tab.mode == Mode::Step {
        ui.label(RichText::new(Ex::Legend.text(lang)).size(14.0).weak());
    }
}
/// Draws the quiz on `ex`.
pub fn show_step(
    ui: &mut egui::Ui,
    tab: &super::exercise::ExerciseTab,
    ex: &Exercise,
    lang: Language,
    out: &mut Vec<super::exercise::ExerciseAction>,
) {
    use super::exercise::ExerciseAction as A;
    let state = &tab.step;
    let quiz = match &state.quiz {
        Some(Ok(q)) => q,
        Some(Err(e)) => {
            ui.colored_label(
                Color32::RED,
                format!("{}{}{e}", ToolText::BadTrace.text(lang), colon(lang)),
            );
            return;
        }
        None => return,
    };
    let (done, total) = quiz.progress();
    // Wrapped: the score, the count and Restart take a second line when narrow.
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(score_text(quiz, lang)).strong().size(15.0));
        ui.label(RichText::new(format!("({done} / {total})")).size(14.0));
        if ui.button(ToolText::Restart.text(lang)).clicked() {
            out.push(A::Step(StepAction::Restart));
        }
    });
    if let Some(v) = quiz.last() {
        if v.right {
            ui.colored_label(
                crate::app::tree_view::look::right_text(ui),
                RichText::new(ToolText::Right.text(lang)).size(15.0),
            );
        } else {
            let text = format!(
                "{}{}{} {}, {} {}.",
                ToolText::Wrong.text(lang),
                colon(lang),
                Ex::YouAnswered.text(lang),
                answer_text(v.given, ex, lang),
                Ex::TheAnswer.text(lang),
                answer_text(v.question.answer, ex, lang),
            );
            ui.colored_label(
                crate::app::tree_view::look::cut_text(ui),
                RichText::new(text).size(15.0),
            );
            ui.label(RichText::new(reason(&v.question, ex, lang)).size(15.0));
        }
    }
    let current = quiz.current().copied();
    match current {
        None => {
            ui.label(RichText::new(ToolText::Done.text(lang)).size(15.0));
        }
        Some(q) => {
            ui.label(
                RichText::new(question_text(&q, ex, lang))
                    .strong()
                    .size(16.0),
            );
        }
    }
    let step = quiz.step();
    let place = Place {
        layout: &ex.tree.layout,
        name: S::TreeCanvas.text(lang),
        camera: tab.camera,
        follow: (step, current.and_then(|q| ex.full_node(q.node))),
        salt: "exercise-node",
        lang,
        right_margin: 0.0,
    };
    let overlay = QuizOverlay {
        ex,
        step,
        asked: current,
        hide_leaves: tab.hide_leaves,
        lang,
    };
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(cam) = drawn.camera {
        out.push(A::SetCamera(cam));
    }
    if let Some(q) = current {
        let mut asked = Vec::new();
        answer_box(ui, &drawn, state, &q, ex, lang, &mut asked);
        out.extend(asked.into_iter().map(A::Step));
    }
}
/// Draws the sheet on the tree of `ex`.
pub fn show_whole(
    ui: &mut egui::Ui,
    tab: &ExerciseTab,
    ex: &Exercise,
    lang: Language,
    out: &mut Vec<ExerciseAction>,
) {
    let state = &tab.whole;
    ui.horizontal_wrapped(|ui| {
        if ui.button(ToolText::Check.text(lang)).clicked() {
            out.push(ExerciseAction::Whole(WholeAction::Check));
        }
        ui.label(RichText::new(ToolText::WholeHint.text(lang)).size(14.0));
    });
    let found = state.mistakes.as_deref().unwrap_or_default();
    if let Some(found) = &state.mistakes {
        results(ui, found, ex, lang);
    }
    let is_box = |m: &&Mistake| {
        matches!(
            m,
            Mistake::MissingValue { .. }
                | Mistake::WrongValue { .. }
                | Mistake::ValueNotVisited { .. }
        )
    };
    let wrong_boxes: Vec<u32> = found.iter().filter(is_box).map(mistake_node).collect();
    let wrong_edges: Vec<u32> = found
        .iter()
        .filter(|m| !is_box(m))
        .map(mistake_node)
        .collect();
    let place = Place {
        layout: &ex.tree.layout,
        name: S::TreeCanvas.text(lang),
        camera: tab.camera,
        follow: (0, None),
        salt: "exercise-sheet",
        lang,
        right_margin: BOX_REACH,
    };
    let overlay = SheetOverlay {
        ex,
        marked: &state.pruned,
        wrong_boxes: &wrong_boxes,
        wrong_edges: &wrong_edges,
        hide_leaves: tab.hide_leaves,
        lang,
    };
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(cam) = drawn.camera {
        out.push(ExerciseAction::SetCamera(cam));
    }
    if let Some(id) = drawn.edge_clicked {
        out.push(ExerciseAction::Whole(WholeAction::TogglePruned(
            id as usize,
        )));
    }
    boxes(ui, &drawn, state, ex, &wrong_boxes, lang, out);
}

/// The verdict and the list of mistakes.
fn results(ui: &mut egui::Ui, found: &[Mistake], ex: &Exercise, lang: Language) {
    if found.is_empty() {
        ui.colored_label(
            crate::app::tree_view::look::right_text(ui),
            RichText::new(ToolText::NoMistake.text(lang)).size(15.0),
        );
        return;
    }
    ui.colored_label(
        crate::app::tree_view::look::cut_text(ui),
        RichText::new(mistakes_text(found.len(), lang))
            .strong()
            .size(15.0),
    );
    egui::ScrollArea::vertical()
        .id_salt("exercise mistakes")
        .max_height(130.0)
        .show(ui, |ui| {
            for m in found {
                let name = full_name(ex, mistake_node(m), lang);
                let mut line = mistake_text(m, &name, lang);
                if let Some(rule) = mistake_rule(m, ex, lang) {
                    line = format!("{line} — {rule}");
                }
                ui.label(RichText::new(line).size(14.0));
            }
        });
}

/// A value box beside each inner node in view.
#[allow(clippy::too_many_arguments)]
fn boxes(
    ui: &mut egui::Ui,
    drawn: &Drawn,
    state: &WholeState,
    ex: &Exercise,
    wrong: &[u32],
    lang: Language,
    out: &mut Vec<ExerciseAction>,
) {
    for id in drawn.nodes_in_view(&ex.tree.layout) {
        let inner = ex.full.node(id).is_some_and(|n| n.leaf().is_none());
        let (Some((c, r)), Some(text)) = (
            drawn.node_at(&ex.tree.layout, id),
            state.values.get(id as usize),
        ) else {
            continue;
        };
        if !inner || r < 6.0 {
            continue;
        }
        let rect = egui::Rect::from_min_size(pos2(c.x + 1.3 * r + BOX_GAP, c.y - BOX.y / 2.0), BOX);
        if !drawn.rect.contains_rect(rect) {
            continue;
        }
        let mut typed = text.clone();
        let edit = egui::TextEdit::singleline(&mut typed)
            .id(egui::Id::unique(("exercise-box", id)))
            .desired_width(40.0)
            .align(egui::Align2::CENTER_CENTER);
        let r = ui.put(rect, edit);
        if wrong.contains(&id) {
            ui.painter().rect_stroke(
                rect.expand(1.0),
                3.0,
                Stroke::new(2.5, WRONG),
                egui::StrokeKind::Outside,
            );
        }
        let what = format!(
            "{} {}",
            ToolText::ValueOf.text(lang),
            full_name(ex, id, lang)
        );
        let now = typed.clone();
        r.widget_info(|| {
            let mut info = egui::WidgetInfo::text_edit(true, &now, &now, "");
            info.label = Some(what.clone());
            info
        });
        if typed != *text {
            out.push(ExerciseAction::Whole(WholeAction::SetValue(
                id as usize,
                typed,
            )));
        }
    }
}

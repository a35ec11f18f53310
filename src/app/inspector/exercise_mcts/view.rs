//! The view of the MCTS exercise ([`super`]): the kind chooser, the source
//! and its settings, the question with its answer row, and the score; it
//! reads the tab and pushes [`MctsAction`]s.

use super::{MctsAction, MctsSource, MctsTab, MctsText};
use crate::app::i18n::{Language, colon};
use crate::app::inspector::exercise_mcts_tree;
use crate::app::inspector::fields::{number_field, text_field};
use crate::inspect::exercise::mcts::explain::{answer_text, correction, question_text};
use crate::inspect::exercise::mcts::quiz::{Answer, Ask, MctsExercise, MctsQuiz, Part, PickMode};
use eframe::egui::{self, Color32, Key, RichText, Ui};

/// The kind chooser: alpha-beta or MCTS.
pub fn kind_row(ui: &mut Ui, mcts: bool, lang: Language) -> Option<bool> {
    let mut asked = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(MctsText::Kind.text(lang));
        for (on, text) in [(false, MctsText::AlphaBeta), (true, MctsText::Mcts)] {
            if ui.selectable_label(mcts == on, text.text(lang)).clicked() {
                asked = Some(on);
            }
        }
    });
    asked
}

/// Draws the MCTS exercise.
pub fn show(ui: &mut Ui, tab: &MctsTab, lang: Language, out: &mut Vec<MctsAction>) {
    // The setup and the question take at most part of the height (they
    // scroll beyond it), so that the tree keeps room for its words on a short
    // window (1024x768 enlarged, the toolbars open).
    let most = ui.available_height() * QUESTION_SHARE;
    let ex = egui::ScrollArea::vertical()
        .id_salt("mcts-exercise-question")
        .max_height(most)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            chooser(ui, tab, lang, out);
            ui.label(RichText::new(MctsText::Legend.text(lang)).weak());
            let ex = match &tab.exercise {
                Some(Ok(ex)) => ex,
                Some(Err(e)) => {
                    ui.colored_label(Color32::RED, e);
                    return None;
                }
                None => return None,
            };
            ui.separator();
            question(ui, tab, ex, lang, out);
            Some(ex)
        })
        .inner;
    if let Some(ex) = ex {
        let name = MctsText::Tree.text(lang);
        exercise_mcts_tree::show(ui, ex, &tab.quiz, (name, lang));
    }
}

/// The share of the tab's height the setup and the question may take.
const QUESTION_SHARE: f32 = 0.5;

/// The score, the last verdict (with its correction), the question and the
/// answer row.
fn question(
    ui: &mut Ui,
    tab: &MctsTab,
    ex: &MctsExercise,
    lang: Language,
    out: &mut Vec<MctsAction>,
) {
    let quiz = &tab.quiz;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(score_text(quiz, lang)).strong().size(15.0));
        if ui.button(MctsText::Restart.text(lang)).clicked() {
            out.push(MctsAction::Restart);
        }
    });
    if let Some(v) = quiz.last() {
        if v.right {
            ui.colored_label(
                crate::app::tree_view::look::right_text(ui),
                MctsText::Right.text(lang),
            );
        } else {
            ui.colored_label(
                crate::app::tree_view::look::cut_text(ui),
                format!(
                    "{}{}{} {}, {} {}.",
                    MctsText::Wrong.text(lang),
                    colon(lang),
                    MctsText::YouAnswered.text(lang),
                    answer_text(ex, v.given, lang),
                    MctsText::TheAnswer.text(lang),
                    answer_text(ex, v.question.answer, lang),
                ),
            );
            for line in correction(ex, &v.question, lang) {
                ui.label(RichText::new(line).monospace());
            }
        }
    }
    match quiz.current() {
        None => {
            ui.label(RichText::new(MctsText::Done.text(lang)).size(15.0));
        }
        Some(q) => {
            ui.label(
                RichText::new(question_text(ex, q, lang))
                    .strong()
                    .size(16.0),
            );
            answer_row(ui, tab, ex, q.ask, lang, out);
        }
    }
}

/// The source, its settings, New tree, and the selection mode.
fn chooser(ui: &mut Ui, tab: &MctsTab, lang: Language, out: &mut Vec<MctsAction>) {
    ui.horizontal_wrapped(|ui| {
        for (s, text) in [
            (MctsSource::Generated, MctsText::Generated),
            (MctsSource::TicTacToe, MctsText::RealRun),
        ] {
            if ui
                .selectable_label(tab.source == s, text.text(lang))
                .clicked()
            {
                out.push(MctsAction::SetSource(s));
            }
        }
        ui.separator();
        let mut spec = tab.spec;
        let mut run = tab.run;
        match tab.source {
            MctsSource::Generated => {
                number_field(
                    ui,
                    &mut spec.iterations,
                    MctsText::Iterations.text(lang),
                    1..=40,
                );
                number_field(ui, &mut spec.depth, MctsText::Depth.text(lang), 2..=4);
                number_field(
                    ui,
                    &mut spec.branching.1,
                    MctsText::Children.text(lang),
                    2..=4,
                );
                number_field(ui, &mut spec.seed, MctsText::Seed.text(lang), 0..=u64::MAX);
            }
            MctsSource::TicTacToe => {
                number_field(ui, &mut run.0, "k", 1..=60);
                number_field(ui, &mut run.1, MctsText::Seed.text(lang), 0..=u64::MAX);
            }
        }
        let c = ui.label(MctsText::Exploration.text(lang));
        ui.add(
            egui::DragValue::new(&mut spec.c)
                .range(0.0..=10.0)
                .speed(0.01),
        )
        .labelled_by(c.id);
        if spec != tab.spec {
            out.push(MctsAction::SetSpec(spec));
        }
        if run != tab.run {
            out.push(MctsAction::SetRun(run.0, run.1));
        }
        if ui.button(MctsText::New.text(lang)).clicked() {
            out.push(MctsAction::Load);
        }
        ui.separator();
        for (m, text) in [
            (PickMode::Level, MctsText::ByLevel),
            (PickMode::Path, MctsText::WholePath),
        ] {
            if ui
                .selectable_label(tab.mode == m, text.text(lang))
                .clicked()
            {
                out.push(MctsAction::SetMode(m));
            }
        }
    });
    if tab.source == MctsSource::TicTacToe {
        ui.label(MctsText::Position.text(lang));
    }
}

/// The answer field, Check, and for a pick the children as buttons.
fn answer_row(
    ui: &mut Ui,
    tab: &MctsTab,
    ex: &MctsExercise,
    ask: Ask,
    lang: Language,
    out: &mut Vec<MctsAction>,
) {
    ui.horizontal_wrapped(|ui| {
        let mut input = tab.input.clone();
        let r = text_field(ui, &mut input, MctsText::Answer.text(lang), 90.0);
        if input != tab.input {
            out.push(MctsAction::SetInput(input));
        }
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if ui.button(MctsText::Check.text(lang)).clicked() || enter {
            out.push(MctsAction::Check);
        }
        if let Ask::Pick { node } = ask {
            for &c in &ex.tree.nodes[node].children {
                if ui.button(ex.tree.name(c)).clicked() {
                    out.push(MctsAction::Answer(Answer::Node(c)));
                }
            }
        }
        if let Some(why) = tab.unread {
            ui.colored_label(Color32::RED, why.text(lang));
        }
    });
}

/// "Score: 5 / 7 · selection 2 / 3 · backpropagation 3 / 4".
pub fn score_text(quiz: &MctsQuiz, lang: Language) -> String {
    let (r, w) = quiz.score();
    let (sr, sw) = quiz.score_of(Part::Selection);
    let (br, bw) = quiz.score_of(Part::Backup);
    format!(
        "{}{}{r} / {} · {} {sr} / {} · {} {br} / {} ({} / {})",
        MctsText::Score.text(lang),
        colon(lang),
        r + w,
        MctsText::Selection.text(lang),
        sr + sw,
        MctsText::Backup.text(lang),
        br + bw,
        quiz.answered(),
        quiz.questions().len(),
    )
}

//! The step-mode exercise widget: the tree as it stands before the next step
//! (only the nodes entered so far, with their windows and values so far), the
//! question about what comes next, an answer field or Yes/No, the verdict and
//! the score. The quiz is [`crate::inspect::exercise::step::StepQuiz`].

use super::fields::text_field;
use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::step::{Answer, Ask, StepQuiz};
use crate::inspect::rows::{bound_text, value_text, window_text};
use crate::search::Trace;
use crate::search::trace_view::{NodeStatus, NodeView, replay};
use eframe::egui::{self, Color32, RichText};

/// The step quiz's state for one trace.
#[derive(Default)]
pub struct StepState {
    pub lang: Language,
    /// The text typed as the answer.
    pub input: String,
    quiz: Option<((usize, usize), Result<StepQuiz, String>)>,
    views: Option<(usize, Vec<NodeView>)>,
}

impl StepState {
    /// The quiz (built on first use, rebuilt when the trace changes).
    pub fn quiz<A: Copy>(&mut self, trace: &Trace<A>) -> Result<&mut StepQuiz, String> {
        let key = (trace.node_count(), trace.event_count());
        if self.quiz.as_ref().is_none_or(|(k, _)| *k != key) {
            let quiz = StepQuiz::new(trace).map_err(|e| e.to_string());
            self.quiz = Some((key, quiz));
            self.views = None;
        }
        match &mut self.quiz {
            Some((_, Ok(q))) => Ok(q),
            Some((_, Err(e))) => Err(e.clone()),
            None => Err(String::new()),
        }
    }
}

/// The name of a node: the action that led to it, or `root`.
pub fn node_name<A: Copy>(trace: &Trace<A>, id: u32, name: &dyn Fn(A) -> String) -> String {
    trace.action(id).map_or_else(|| "root".into(), name)
}

/// Draws the quiz on `trace`; returns the node the current question is about.
pub fn show_step<A: Copy>(
    ui: &mut egui::Ui,
    state: &mut StepState,
    trace: &Trace<A>,
    name: &dyn Fn(A) -> String,
) -> Option<u32> {
    let lang = state.lang;
    let quiz = match state.quiz(trace) {
        Ok(q) => q.clone(),
        Err(e) => {
            ui.colored_label(
                Color32::RED,
                format!("{}: {e}", ToolText::BadTrace.text(lang)),
            );
            return None;
        }
    };
    let (right, wrong) = quiz.score();
    let (done, total) = quiz.progress();
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(format!(
                "{}: {right} / {}",
                ToolText::Score.text(lang),
                right + wrong
            ))
            .strong(),
        );
        ui.label(format!("({done} / {total})"));
        if ui.button(ToolText::Restart.text(lang)).clicked()
            && let Ok(q) = state.quiz(trace)
        {
            q.restart();
        }
    });
    if let Some(v) = quiz.last() {
        let (text, color) = if v.right {
            (
                ToolText::Right.text(lang).to_string(),
                Color32::from_rgb(90, 180, 90),
            )
        } else {
            let want = answer_text(v.question.answer, lang);
            (
                format!(
                    "{}: {} {want}",
                    ToolText::Wrong.text(lang),
                    ToolText::Answer.text(lang)
                ),
                Color32::from_rgb(220, 90, 60),
            )
        };
        ui.colored_label(color, text);
    }
    let current = quiz.current().copied();
    match current {
        None => {
            ui.label(ToolText::Done.text(lang));
        }
        Some(q) => {
            let who = node_name(trace, q.node, name);
            let ask = match q.ask {
                Ask::Returns => ToolText::AskReturns,
                Ask::NewAlpha => ToolText::AskAlpha,
                Ask::NewBeta => ToolText::AskBeta,
                Ask::Cuts => ToolText::AskCut,
            };
            ui.label(RichText::new(format!("{} {who}?", ask.text(lang))).strong());
            if let Some(given) = answer_row(ui, state, q.ask, lang)
                && let Ok(quiz) = state.quiz(trace)
            {
                quiz.answer(given);
                state.input.clear();
            }
        }
    }
    ui.separator();
    let step = state.quiz(trace).map_or(0, |q| q.step());
    if state.views.as_ref().is_none_or(|(s, _)| *s != step) {
        state.views = replay(trace, step).ok().map(|v| (step, v));
    }
    if let Some((_, views)) = &state.views {
        tree_at_step(ui, trace, views, current.map(|q| q.node), name);
    }
    current.map(|q| q.node)
}

fn answer_text(a: Answer, lang: Language) -> String {
    match a {
        Answer::Value(v) => value_text(v),
        Answer::YesNo(true) => ToolText::Yes.text(lang).into(),
        Answer::YesNo(false) => ToolText::No.text(lang).into(),
    }
}

/// The answer field (or Yes/No); returns the answer given this frame.
fn answer_row(
    ui: &mut egui::Ui,
    state: &mut StepState,
    ask: Ask,
    lang: Language,
) -> Option<Answer> {
    let mut given = None;
    ui.horizontal(|ui| {
        if ask == Ask::Cuts {
            if ui.button(ToolText::Yes.text(lang)).clicked() {
                given = Some(Answer::YesNo(true));
            }
            if ui.button(ToolText::No.text(lang)).clicked() {
                given = Some(Answer::YesNo(false));
            }
            return;
        }
        let r = text_field(ui, &mut state.input, ToolText::Answer.text(lang), 80.0);
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(ToolText::Check.text(lang)).clicked() || enter {
            match parse_value(&state.input) {
                Some(v) => given = Some(Answer::Value(v)),
                None => {
                    ui.colored_label(Color32::RED, ToolText::NotANumber.text(lang));
                }
            }
        }
    });
    given
}

/// The nodes entered so far, indented, with their window and value so far.
fn tree_at_step<A: Copy>(
    ui: &mut egui::Ui,
    trace: &Trace<A>,
    views: &[NodeView],
    current: Option<u32>,
    name: &dyn Fn(A) -> String,
) {
    egui::ScrollArea::vertical()
        .id_salt("inspector step tree")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (id, v) in views.iter().enumerate() {
                let id = id as u32;
                let Some(n) = trace.node(id) else { continue };
                if v.status == NodeStatus::Unvisited {
                    continue;
                }
                let value = match (v.status, v.value) {
                    _ if Some(id) == current => "?".into(),
                    (NodeStatus::Finished(b), Some(x)) => bound_text(x, b),
                    (_, Some(x)) => format!("({})", value_text(x)),
                    (_, None) => "?".into(),
                };
                let role = match (n.leaf(), n.maximizing()) {
                    (Some(_), _) => "",
                    (None, Some(true)) => "max",
                    (None, Some(false)) => "min",
                    (None, None) => "",
                };
                let line = format!(
                    "{}{:<6} {:<4} {:<14} {value}",
                    "  ".repeat(n.depth as usize),
                    node_name(trace, id, name),
                    role,
                    window_text(v.alpha, v.beta)
                );
                let mut text = RichText::new(line).monospace();
                if Some(id) == current {
                    text = text.strong().color(ui.visuals().warn_fg_color);
                }
                ui.label(text);
            }
        });
}

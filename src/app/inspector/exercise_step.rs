//! The step-mode exercise: the tree as it stands before the next step (only the
//! nodes entered so far, with their windows and values so far), the question
//! about what comes next, an answer field or Yes/No, the verdict and the score.
//! The quiz is [`crate::inspect::exercise::step::StepQuiz`]; its state here is
//! changed only by the tab's requests.

use super::fields::text_field;
use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::step::{Answer, Ask, StepQuiz};
use crate::inspect::rows::{bound_text, value_text, window_text};
use crate::search::Trace;
use crate::search::trace_view::{NodeStatus, NodeView, replay};
use eframe::egui::{self, Color32, RichText};

/// A request of the step mode.
#[derive(Clone, Debug, PartialEq)]
pub enum StepAction {
    /// The answer as typed.
    SetInput(String),
    /// Grade the typed answer.
    Check,
    Answer(Answer),
    Restart,
}

/// The quiz on one alpha-beta trace, and the tree shown before its question.
#[derive(Default)]
pub struct StepState {
    /// The text typed as the answer.
    pub input: String,
    /// The last answer typed was not a number.
    pub not_a_number: bool,
    pub quiz: Option<Result<StepQuiz, String>>,
    /// Every node of the trace at the quiz's step.
    views: Vec<NodeView>,
}

impl StepState {
    /// A new quiz on the alpha-beta trace `pruned`.
    pub fn new(pruned: &Trace<u32>) -> StepState {
        let mut s = StepState {
            quiz: Some(StepQuiz::new(pruned).map_err(|e| e.to_string())),
            ..StepState::default()
        };
        s.show_step(pruned);
        s
    }

    /// The views at the quiz's step.
    fn show_step(&mut self, pruned: &Trace<u32>) {
        if let Some(Ok(q)) = &self.quiz {
            self.views = replay(pruned, q.step()).unwrap_or_default();
        }
    }

    /// Carries out `a` on the quiz of the alpha-beta trace `pruned`.
    pub fn apply(&mut self, a: StepAction, pruned: &Trace<u32>) {
        match a {
            StepAction::SetInput(text) => {
                self.input = text;
                self.not_a_number = false;
            }
            StepAction::Check => match parse_value(&self.input) {
                Some(v) => self.answer(Answer::Value(v), pruned),
                None => self.not_a_number = true,
            },
            StepAction::Answer(given) => self.answer(given, pruned),
            StepAction::Restart => {
                if let Some(Ok(q)) = &mut self.quiz {
                    q.restart();
                }
                self.show_step(pruned);
            }
        }
    }

    /// Grades `given` against the current question and moves on.
    fn answer(&mut self, given: Answer, pruned: &Trace<u32>) {
        if let Some(Ok(q)) = &mut self.quiz
            && q.answer(given).is_some()
        {
            self.input.clear();
            self.not_a_number = false;
        }
        self.show_step(pruned);
    }
}

/// The name of a node: the action that led to it, or `root`.
pub fn node_name<A: Copy>(trace: &Trace<A>, id: u32, name: &dyn Fn(A) -> String) -> String {
    trace.action(id).map_or_else(|| "root".into(), name)
}

/// Draws the quiz on `trace`.
pub fn show_step(
    ui: &mut egui::Ui,
    state: &StepState,
    trace: &Trace<u32>,
    name: &dyn Fn(u32) -> String,
    lang: Language,
    out: &mut Vec<StepAction>,
) {
    let quiz = match &state.quiz {
        Some(Ok(q)) => q,
        Some(Err(e)) => {
            ui.colored_label(
                Color32::RED,
                format!("{}: {e}", ToolText::BadTrace.text(lang)),
            );
            return;
        }
        None => return,
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
        if ui.button(ToolText::Restart.text(lang)).clicked() {
            out.push(StepAction::Restart);
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
            answer_row(ui, state, q.ask, lang, out);
        }
    }
    ui.separator();
    tree_at_step(ui, trace, &state.views, current.map(|q| q.node), name);
}

fn answer_text(a: Answer, lang: Language) -> String {
    match a {
        Answer::Value(v) => value_text(v),
        Answer::YesNo(true) => ToolText::Yes.text(lang).into(),
        Answer::YesNo(false) => ToolText::No.text(lang).into(),
    }
}

/// The answer field (or Yes/No).
fn answer_row(
    ui: &mut egui::Ui,
    state: &StepState,
    ask: Ask,
    lang: Language,
    out: &mut Vec<StepAction>,
) {
    ui.horizontal(|ui| {
        if ask == Ask::Cuts {
            for (text, yes) in [(ToolText::Yes, true), (ToolText::No, false)] {
                if ui.button(text.text(lang)).clicked() {
                    out.push(StepAction::Answer(Answer::YesNo(yes)));
                }
            }
            return;
        }
        let mut input = state.input.clone();
        let r = text_field(ui, &mut input, ToolText::Answer.text(lang), 80.0);
        if input != state.input {
            out.push(StepAction::SetInput(input));
        }
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(ToolText::Check.text(lang)).clicked() || enter {
            out.push(StepAction::Check);
        }
        if state.not_a_number {
            ui.colored_label(Color32::RED, ToolText::NotANumber.text(lang));
        }
    });
}

/// The nodes entered so far, indented, with their window and value so far.
fn tree_at_step(
    ui: &mut egui::Ui,
    trace: &Trace<u32>,
    views: &[NodeView],
    current: Option<u32>,
    name: &dyn Fn(u32) -> String,
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

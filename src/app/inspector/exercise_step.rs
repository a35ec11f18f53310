//! The step-mode exercise on the drawn tree: the score of each kind of
//! question, the last verdict (a wrong answer shows the right one and why, in
//! the inspector's rule text), the question, and the tree at the quiz's step
//! ([`super::exercise_overlay::QuizOverlay`]) with the answer field beside the
//! node asked about ([`super::exercise_answer`]). The quiz is
//! [`crate::inspect::exercise::step::StepQuiz`]; its state here is changed only
//! by the tab's requests.

use super::exercise_overlay::full_name;
use super::strings::{Ex, ToolText};
use crate::app::i18n::Language;
use crate::inspect::exercise::explain::{explain, move_reason, node_name};
use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::step::{Answer, Ask, Kind, Practice, Question, StepQuiz};
use crate::inspect::rules::value_text;

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

/// Why the typed answer was not graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unread {
    NotANumber,
    NotYesNo,
    NotAMove,
}

/// The quiz on one exercise.
#[derive(Default)]
pub struct StepState {
    /// The text typed as the answer.
    pub input: String,
    /// The last answer typed could not be read.
    pub unread: Option<Unread>,
    pub quiz: Option<Result<StepQuiz, String>>,
}

/// Reads a yes or a no typed in English or French (`y`, `yes`, `o`, `oui`, `n`, `no`, `non`).
pub fn parse_yes_no(text: &str) -> Option<bool> {
    match text.trim().to_lowercase().as_str() {
        "y" | "yes" | "o" | "oui" => Some(true),
        "n" | "no" | "non" => Some(false),
        _ => None,
    }
}

impl StepState {
    /// A new quiz of `practice` on `ex`.
    pub fn new(ex: &Exercise, practice: Practice) -> StepState {
        StepState {
            quiz: Some(
                StepQuiz::practice(&ex.pruned, practice, ex.best).map_err(|e| e.to_string()),
            ),
            ..StepState::default()
        }
    }

    /// The running quiz.
    pub fn quiz(&self) -> Option<&StepQuiz> {
        self.quiz.as_ref().and_then(|q| q.as_ref().ok())
    }

    /// Carries out `a` on the quiz of `ex`.
    pub fn apply(&mut self, a: StepAction, ex: &Exercise) {
        let ask = self.quiz().and_then(|q| q.current()).map(|q| q.ask);
        match a {
            StepAction::SetInput(text) => {
                self.unread = None;
                // A yes/no question is answered by its key (Y, O or N) at once.
                match (ask, parse_yes_no(&text)) {
                    (Some(Ask::Cuts), Some(yes)) => self.answer(Answer::YesNo(yes)),
                    _ => self.input = text,
                }
            }
            StepAction::Check => match read(&self.input, ask, ex) {
                Ok(given) => self.answer(given),
                Err(why) => self.unread = Some(why),
            },
            StepAction::Answer(given) => self.answer(given),
            StepAction::Restart => {
                if let Some(Ok(q)) = &mut self.quiz {
                    q.restart();
                }
                self.input.clear();
                self.unread = None;
            }
        }
    }

    /// Grades `given` against the current question and moves on.
    fn answer(&mut self, given: Answer) {
        if let Some(Ok(q)) = &mut self.quiz
            && q.answer(given).is_some()
        {
            self.input.clear();
            self.unread = None;
        }
    }
}

/// The typed answer to a question of kind `ask`.
fn read(text: &str, ask: Option<Ask>, ex: &Exercise) -> Result<Answer, Unread> {
    match ask {
        Some(Ask::Cuts) => parse_yes_no(text)
            .map(Answer::YesNo)
            .ok_or(Unread::NotYesNo),
        Some(Ask::Move) => {
            let t = text.trim();
            ex.root_moves()
                .iter()
                .position(|&c| ex.name(c).is_some_and(|n| n.eq_ignore_ascii_case(t)))
                .map(Answer::Move)
                .ok_or(Unread::NotAMove)
        }
        _ => parse_value(text)
            .map(Answer::Value)
            .ok_or(Unread::NotANumber),
    }
}

/// An answer in words.
pub fn answer_text(a: Answer, ex: &Exercise, lang: Language) -> String {
    match a {
        Answer::Value(v) => value_text(v),
        Answer::YesNo(true) => ToolText::Yes.text(lang).into(),
        Answer::YesNo(false) => ToolText::No.text(lang).into(),
        Answer::Move(i) => ex
            .root_moves()
            .get(i)
            .map_or_else(|| "?".into(), |&c| full_name(ex, c, lang)),
    }
}

/// The question in words.
pub fn question_text(q: &Question, ex: &Exercise, lang: Language) -> String {
    let who = node_name(&ex.search, q.node, lang);
    let ask = match q.ask {
        Ask::Returns => ToolText::AskReturns,
        Ask::NewAlpha => ToolText::AskAlpha,
        Ask::NewBeta => ToolText::AskBeta,
        Ask::Cuts => ToolText::AskCut,
        Ask::Move => return Ex::AskMove.text(lang).into(),
    };
    match lang {
        Language::English => format!("{} {who}?", ask.text(lang)),
        Language::French => format!("{} {who}\u{a0}?", ask.text(lang)),
    }
}

/// Why the answer to `q` is right.
pub fn reason(q: &Question, ex: &Exercise, lang: Language) -> String {
    match q.answer {
        Answer::Move(i) => {
            let name = answer_text(Answer::Move(i), ex, lang);
            let root = ex.full.node(0).map_or(0, |n| n.value);
            move_reason(&name, root, lang)
        }
        _ => explain(&ex.search, q, lang),
    }
}

pub use crate::app::i18n::colon;

/// The score line: in all, then each kind the quiz asks.
pub fn score_text(quiz: &StepQuiz, lang: Language) -> String {
    let (right, wrong) = quiz.score();
    let mut parts = vec![format!(
        "{}{}{right} / {}",
        ToolText::Score.text(lang),
        colon(lang),
        right + wrong
    )];
    for (k, name) in [
        (Kind::Value, Ex::KindValues),
        (Kind::Window, Ex::KindWindows),
        (Kind::Cut, Ex::KindCuts),
        (Kind::Move, Ex::KindMove),
    ] {
        if quiz.count_of(k) > 0 {
            let (r, w) = quiz.score_of(k);
            parts.push(format!("{} {r} / {}", name.text(lang), r + w));
        }
    }
    parts.join(" · ")
}

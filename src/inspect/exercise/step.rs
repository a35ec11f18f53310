//! Step mode: before each step of an alpha-beta trace the student says what
//! comes next, and the quiz says right or wrong and keeps the score. The
//! questions follow seed 004's pseudo-code: after a child returns `v`, a max
//! node sets `a = max(v, a)` (a min node `b = min(v, b)`): "the new alpha?"
//! ("the new beta?"); then `si a >= beta : renvoyer a`: "does it cut now?";
//! and when an inner node is left: "what value does it return?". Leaves are
//! given (their values are the exercise's data).

use crate::search::trace::{Trace, Value};
use crate::search::trace_view::{DecodeError, Event};

/// What is asked about a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ask {
    /// The value the node returns (it is about to exit).
    Returns,
    /// The node's alpha after the last child returned (a max node).
    NewAlpha,
    /// The node's beta after the last child returned (a min node).
    NewBeta,
    /// Whether the node cuts now.
    Cuts,
}

/// An answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    Value(Value),
    YesNo(bool),
}

/// One question: asked once the first `step` events have been shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub step: usize,
    pub node: u32,
    pub ask: Ask,
    pub answer: Answer,
}

/// An answered question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub question: Question,
    pub given: Answer,
    pub right: bool,
}

/// Every question of a trace, in order.
pub fn questions<A: Copy>(trace: &Trace<A>) -> Result<Vec<Question>, DecodeError> {
    let events = trace.decode()?;
    let mut out = Vec::new();
    for (k, e) in events.iter().enumerate() {
        match *e {
            Event::Child {
                node, alpha, beta, ..
            } => {
                let maximizing = trace.node(node).and_then(|n| n.maximizing());
                let (ask, v) = match maximizing {
                    Some(false) => (Ask::NewBeta, beta),
                    _ => (Ask::NewAlpha, alpha),
                };
                out.push(Question {
                    step: k,
                    node,
                    ask,
                    answer: Answer::Value(v),
                });
                let cuts = matches!(events.get(k + 1), Some(Event::Cut { .. }));
                out.push(Question {
                    step: k + 1,
                    node,
                    ask: Ask::Cuts,
                    answer: Answer::YesNo(cuts),
                });
            }
            Event::Exit { node, value, .. }
                if trace.node(node).is_some_and(|n| n.leaf().is_none()) =>
            {
                out.push(Question {
                    step: k,
                    node,
                    ask: Ask::Returns,
                    answer: Answer::Value(value),
                });
            }
            _ => {}
        }
    }
    Ok(out)
}

/// A quiz over a trace's questions, with the score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepQuiz {
    questions: Vec<Question>,
    next: usize,
    right: u32,
    wrong: u32,
    last: Option<Verdict>,
    events: usize,
}

impl StepQuiz {
    pub fn new<A: Copy>(trace: &Trace<A>) -> Result<StepQuiz, DecodeError> {
        Ok(StepQuiz {
            questions: questions(trace)?,
            events: trace.event_count(),
            ..StepQuiz::default()
        })
    }

    /// The question to answer now (`None` once all are answered).
    pub fn current(&self) -> Option<&Question> {
        self.questions.get(self.next)
    }

    /// How many events to show: those before the current question, or all.
    pub fn step(&self) -> usize {
        self.current().map_or(self.events, |q| q.step)
    }

    /// Grades `given` against the current question and moves to the next one.
    pub fn answer(&mut self, given: Answer) -> Option<Verdict> {
        let question = *self.current()?;
        let right = given == question.answer;
        if right {
            self.right += 1;
        } else {
            self.wrong += 1;
        }
        self.next += 1;
        let v = Verdict {
            question,
            given,
            right,
        };
        self.last = Some(v);
        Some(v)
    }

    /// The last answer's verdict.
    pub fn last(&self) -> Option<&Verdict> {
        self.last.as_ref()
    }

    /// Right and wrong answers so far.
    pub fn score(&self) -> (u32, u32) {
        (self.right, self.wrong)
    }

    /// Answered and total questions.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.questions.len())
    }

    pub fn is_done(&self) -> bool {
        self.next >= self.questions.len()
    }

    pub fn restart(&mut self) {
        self.next = 0;
        self.right = 0;
        self.wrong = 0;
        self.last = None;
    }
}

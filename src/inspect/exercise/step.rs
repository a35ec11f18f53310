//! Step mode: before each step of an alpha-beta trace the student says what
//! comes next, and the quiz says right or wrong and keeps the score, one count
//! per kind of question ([`Kind`]). The questions follow seed 004's
//! pseudo-code: after a child returns `v`, a max node sets `a = max(v, a)` (a
//! min node `b = min(v, b)`): "the new alpha?" ("the new beta?"); then `si a >=
//! beta : renvoyer a`: "does it cut now?"; and when an inner node is left: "what
//! value does it return?". A practice mode ([`Practice`]) keeps one kind or
//! all; every mode ends on seed 004's "meilleur coup": which move does the
//! root play? Leaves are given (their values are the exercise's data). The
//! grading and the score are the exercises' one quiz engine ([`super::quiz`]).

use super::quiz::{self, Item, Quiz};
use crate::search::trace::{Trace, Value};
use crate::search::trace_view::{DecodeError, Event};
use std::ops::{Deref, DerefMut};

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
    /// The move the root plays (seed 004, "meilleur coup"), once the search is over.
    Move,
}

/// The kinds of questions, each scored apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The value a node returns.
    Value,
    /// An alpha or beta update.
    Window,
    /// Whether a node cuts.
    Cut,
    /// The root's move.
    Move,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Value, Kind::Window, Kind::Cut, Kind::Move];
}

impl Ask {
    pub fn kind(self) -> Kind {
        match self {
            Ask::Returns => Kind::Value,
            Ask::NewAlpha | Ask::NewBeta => Kind::Window,
            Ask::Cuts => Kind::Cut,
            Ask::Move => Kind::Move,
        }
    }
}

/// Which questions a quiz asks (the root's move is asked at the end of each).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Practice {
    /// Every event: windows, cuts and values.
    #[default]
    Full,
    /// The value returned at each inner node.
    Values,
    /// The alpha and beta updates.
    Windows,
    /// At each child: does this node cut now?
    Cuts,
}

impl Practice {
    pub const ALL: [Practice; 4] = [
        Practice::Full,
        Practice::Values,
        Practice::Windows,
        Practice::Cuts,
    ];

    /// Whether this mode asks questions of kind `k`.
    pub fn asks(self, k: Kind) -> bool {
        match self {
            Practice::Full => true,
            Practice::Values => matches!(k, Kind::Value | Kind::Move),
            Practice::Windows => matches!(k, Kind::Window | Kind::Move),
            Practice::Cuts => matches!(k, Kind::Cut | Kind::Move),
        }
    }
}

/// An answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    Value(Value),
    YesNo(bool),
    /// A move of the root: the index of the child, in the order searched.
    Move(usize),
}

/// One question: asked once the first `step` events have been shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub step: usize,
    pub node: u32,
    pub ask: Ask,
    pub answer: Answer,
}

impl Item for Question {
    type Answer = Answer;
    type Kind = Kind;

    fn answer(&self) -> Answer {
        self.answer
    }

    fn kind(&self) -> Kind {
        self.ask.kind()
    }
}

/// An answered question.
pub type Verdict = quiz::Verdict<Question>;

/// Every question about the events of a trace, in order (the full mode
/// without the root's move).
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

/// The questions of `practice` on a trace, then "which move does the root
/// play?" when `best` (the index of the root's best child, see
/// [`super::best_move`]) is known.
pub fn practice_questions<A: Copy>(
    trace: &Trace<A>,
    practice: Practice,
    best: Option<usize>,
) -> Result<Vec<Question>, DecodeError> {
    let mut out = questions(trace)?;
    out.retain(|q| practice.asks(q.ask.kind()));
    if let Some(i) = best {
        out.push(Question {
            step: trace.event_count(),
            node: 0,
            ask: Ask::Move,
            answer: Answer::Move(i),
        });
    }
    Ok(out)
}

/// A quiz over a trace's questions, with the score of each kind: the
/// exercises' [`Quiz`] (reached through `Deref`: `current`, `answer`, `score_of`,
/// `restart`, ...) and the trace's length, shown once every question is
/// answered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepQuiz {
    quiz: Quiz<Question>,
    events: usize,
}

impl StepQuiz {
    /// Every event's question ([`questions`]).
    pub fn new<A: Copy>(trace: &Trace<A>) -> Result<StepQuiz, DecodeError> {
        Ok(StepQuiz::of(questions(trace)?, trace.event_count()))
    }

    /// The questions of `practice` ([`practice_questions`]).
    pub fn practice<A: Copy>(
        trace: &Trace<A>,
        practice: Practice,
        best: Option<usize>,
    ) -> Result<StepQuiz, DecodeError> {
        Ok(StepQuiz::of(
            practice_questions(trace, practice, best)?,
            trace.event_count(),
        ))
    }

    fn of(questions: Vec<Question>, events: usize) -> StepQuiz {
        StepQuiz {
            quiz: Quiz::asking(questions),
            events,
        }
    }

    /// How many events to show: those before the current question, or all.
    pub fn step(&self) -> usize {
        self.current().map_or(self.events, |q| q.step)
    }
}

impl Deref for StepQuiz {
    type Target = Quiz<Question>;

    fn deref(&self) -> &Quiz<Question> {
        &self.quiz
    }
}

impl DerefMut for StepQuiz {
    fn deref_mut(&mut self) -> &mut Quiz<Question> {
        &mut self.quiz
    }
}

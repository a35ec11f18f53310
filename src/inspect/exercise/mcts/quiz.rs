//! The MCTS exercise as a graded quiz: on a tree ([`MctsExercise`]) the
//! student first says what selection picks, level by level
//! ([`PickMode::Level`]: "which child does selection pick at X?") or as a
//! whole ([`PickMode::Path`]: "which node does selection reach?", which names
//! the whole path), then types the new `N` and `Q` of each node on the path
//! once the playout's result is backed up (the root's `N` only). Each answer
//! is right or wrong, scored per part ([`Part`]), by the exercises' one quiz
//! engine ([`crate::inspect::exercise::quiz`]); the corrections are
//! [`super::explain`]'s.

use super::generate::{GenError, GenSpec, generate};
use super::run::{RunError, from_run};
use super::{Choice, MctsTree, Update, backpropagate, path, select};
use crate::games::Catalogued;
use crate::inspect::exercise::quiz::{self, Item, Quiz};
use crate::search::mcts::MctsOptions;

/// An exercise: the tree, selection's choices on it, the playout's result and
/// the counts after backpropagation (the answer key).
#[derive(Clone, Debug, PartialEq)]
pub struct MctsExercise {
    pub tree: MctsTree,
    pub choices: Vec<Choice>,
    /// Selection's path, the root first.
    pub path: Vec<usize>,
    /// The playout's result for the root's player, in {-1, 0, 1}.
    pub result: i64,
    pub updates: Vec<Update>,
}

impl MctsExercise {
    /// The exercise on `tree` with a playout whose result is `result`.
    pub fn new(tree: MctsTree, result: i64) -> MctsExercise {
        let choices = select(&tree);
        let path = path(&choices);
        let updates = backpropagate(&tree, &path, result);
        MctsExercise {
            tree,
            choices,
            path,
            result,
            updates,
        }
    }

    /// A generated tree ([`generate`]).
    pub fn generated(spec: &GenSpec) -> Result<MctsExercise, GenError> {
        let g = generate(spec)?;
        Ok(MctsExercise::new(g.tree, g.result))
    }

    /// The tree after `k` iterations of a real run, asked about iteration `k + 1`
    /// (whose playout result it backs up; [`from_run`]).
    pub fn from_run<G: Catalogued>(
        game: &G,
        root: &G::State,
        k: u32,
        options: &MctsOptions,
    ) -> Result<MctsExercise, RunError> {
        let run = from_run(game, root, k, options)?;
        Ok(MctsExercise::new(run.tree, run.result))
    }

    /// The node selection reaches.
    pub fn reached(&self) -> usize {
        *self.path.last().unwrap_or(&0)
    }
}

/// How selection is asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PickMode {
    /// One question per level of the path.
    #[default]
    Level,
    /// One question: the node the path ends at.
    Path,
}

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ask {
    /// Which child does selection pick at `node`?
    Pick { node: usize },
    /// Which node does selection reach?
    Reach,
    /// The new `N` of `node`.
    Visits { node: usize },
    /// The new `Q` of `node`.
    Total { node: usize },
}

/// The two parts, scored apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    Selection,
    Backup,
}

impl Ask {
    pub fn part(self) -> Part {
        match self {
            Ask::Pick { .. } | Ask::Reach => Part::Selection,
            _ => Part::Backup,
        }
    }
}

/// An answer: a node, or a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    Node(usize),
    Count(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub ask: Ask,
    pub answer: Answer,
}

impl Item for Question {
    type Answer = Answer;
    type Kind = Part;

    fn answer(&self) -> Answer {
        self.answer
    }

    fn kind(&self) -> Part {
        self.ask.part()
    }
}

/// An answered question.
pub type Verdict = quiz::Verdict<Question>;

/// The questions on `ex`, in order.
pub fn questions(ex: &MctsExercise, mode: PickMode) -> Vec<Question> {
    let mut out = Vec::new();
    match mode {
        PickMode::Level => out.extend(ex.choices.iter().map(|c| Question {
            ask: Ask::Pick { node: c.node },
            answer: Answer::Node(c.picked),
        })),
        PickMode::Path => out.push(Question {
            ask: Ask::Reach,
            answer: Answer::Node(ex.reached()),
        }),
    }
    for u in &ex.updates {
        out.push(Question {
            ask: Ask::Visits { node: u.node },
            answer: Answer::Count(u.new_visits as i64),
        });
        if u.node != 0 {
            out.push(Question {
                ask: Ask::Total { node: u.node },
                answer: Answer::Count(u.new_total),
            });
        }
    }
    out
}

/// A quiz over an exercise's questions, with the score of each part: the
/// exercises' [`Quiz`].
pub type MctsQuiz = Quiz<Question>;

impl Quiz<Question> {
    /// The questions on `ex` ([`questions`]).
    pub fn new(ex: &MctsExercise, mode: PickMode) -> MctsQuiz {
        Quiz::asking(questions(ex, mode))
    }
}

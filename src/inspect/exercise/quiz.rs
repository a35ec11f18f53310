//! The one quiz engine of the exercises: a list of questions asked in order,
//! each answer graded right or wrong against the question's own answer, and
//! the score kept per kind of question. The alpha-beta step exercise
//! ([`super::step::StepQuiz`]) and the MCTS exercise
//! ([`super::mcts::quiz::MctsQuiz`]) are this engine over their own questions
//! ([`Item`]); their corrections are written from the [`Verdict`]s.

/// What the engine needs of a question: its right answer and the kind it is
/// scored under.
pub trait Item: Copy + Eq {
    /// What a student gives.
    type Answer: Copy + Eq + std::fmt::Debug;
    /// The kinds scored apart.
    type Kind: Copy + PartialEq;

    /// The right answer.
    fn answer(&self) -> Self::Answer;
    /// The kind the question is scored under.
    fn kind(&self) -> Self::Kind;
}

/// An answered question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict<Q: Item> {
    pub question: Q,
    pub given: Q::Answer,
    pub right: bool,
}

/// Questions asked in order, and the verdicts so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quiz<Q: Item> {
    questions: Vec<Q>,
    verdicts: Vec<Verdict<Q>>,
}

impl<Q: Item> Default for Quiz<Q> {
    fn default() -> Self {
        Quiz::asking(Vec::new())
    }
}

impl<Q: Item> Quiz<Q> {
    /// A quiz asking `questions` in order.
    pub fn asking(questions: Vec<Q>) -> Quiz<Q> {
        Quiz {
            questions,
            verdicts: Vec::new(),
        }
    }

    /// The question to answer now (`None` once all are answered).
    pub fn current(&self) -> Option<&Q> {
        self.questions.get(self.verdicts.len())
    }

    /// Every question, in order.
    pub fn questions(&self) -> &[Q] {
        &self.questions
    }

    /// Grades `given` against the current question and moves to the next one.
    pub fn answer(&mut self, given: Q::Answer) -> Option<Verdict<Q>> {
        let question = *self.current()?;
        let v = Verdict {
            question,
            given,
            right: given == question.answer(),
        };
        self.verdicts.push(v);
        Some(v)
    }

    /// The last answer's verdict.
    pub fn last(&self) -> Option<&Verdict<Q>> {
        self.verdicts.last()
    }

    /// Questions answered so far.
    pub fn answered(&self) -> usize {
        self.verdicts.len()
    }

    /// Answered and total questions.
    pub fn progress(&self) -> (usize, usize) {
        (self.answered(), self.questions.len())
    }

    /// Right and wrong answers so far.
    pub fn score(&self) -> (u32, u32) {
        tally(self.verdicts.iter())
    }

    /// Right and wrong answers so far to questions of kind `k`.
    pub fn score_of(&self, k: Q::Kind) -> (u32, u32) {
        tally(self.verdicts.iter().filter(|v| v.question.kind() == k))
    }

    /// How many questions of kind `k` the quiz asks in all.
    pub fn count_of(&self, k: Q::Kind) -> usize {
        self.questions.iter().filter(|q| q.kind() == k).count()
    }

    pub fn is_done(&self) -> bool {
        self.answered() >= self.questions.len()
    }

    /// Back to the first question, the score at zero.
    pub fn restart(&mut self) {
        self.verdicts.clear();
    }
}

/// Right and wrong among `verdicts`.
fn tally<'a, Q: Item + 'a>(verdicts: impl Iterator<Item = &'a Verdict<Q>>) -> (u32, u32) {
    verdicts.fold(
        (0, 0),
        |(r, w), v| if v.right { (r + 1, w) } else { (r, w + 1) },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A question whose answer is a number, scored by its parity.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Sum(u32);

    impl Item for Sum {
        type Answer = u32;
        type Kind = bool;
        fn answer(&self) -> u32 {
            self.0
        }
        fn kind(&self) -> bool {
            self.0.is_multiple_of(2)
        }
    }

    #[test]
    fn grades_in_order_and_scores_each_kind() {
        let mut quiz = Quiz::asking(vec![Sum(2), Sum(3), Sum(4)]);
        assert_eq!(quiz.count_of(true), 2);
        assert!(quiz.answer(2).is_some_and(|v| v.right));
        assert!(
            quiz.answer(5)
                .is_some_and(|v| !v.right && v.question == Sum(3))
        );
        assert_eq!(quiz.last().map(|v| v.given), Some(5));
        assert!(quiz.answer(4).is_some_and(|v| v.right));
        assert!(quiz.is_done() && quiz.answer(1).is_none());
        assert_eq!(
            (quiz.score(), quiz.score_of(true), quiz.score_of(false)),
            ((2, 1), (2, 0), (0, 1))
        );
        quiz.restart();
        assert_eq!(
            (quiz.score(), quiz.progress(), quiz.current()),
            ((0, 0), (0, 3), Some(&Sum(2)))
        );
    }
}

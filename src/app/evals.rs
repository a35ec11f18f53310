//! The evaluation of the current line ply by ply (issue 7, "plots elsewhere"),
//! computed in the background by the jobs of [`super::eval_job`]. When the line
//! changes only the positions after the first changed ply are evaluated again.
//!
//! [`Evaluations`] is domain state: the shell refreshes and polls it each frame,
//! the moves panel draws it ([`super::panels::eval_plot`]). The values are
//! computed by a task (in a [`Job`]) whose every value wakes the window; when the line
//! changes, the task is stopped (joined once its thread ends, so the frame
//! never waits) and a new one starts.

use super::contract::{Doc, Panel, PanelModel, Raised};
use super::eval_job::EvalSource;
use super::session::AnySession;
use super::task::Waker;
use super::task::job::Job;
use crate::games::GameSpec;

/// The curve of the line on screen, kept up to date in the background.
#[derive(Default)]
pub struct Evaluations {
    spec: Option<GameSpec>,
    /// The plies the values were computed for.
    line: Vec<String>,
    /// Position `k` (after `k` plies): its value once known.
    pub values: Vec<Option<f64>>,
    pub source: Option<EvalSource>,
    /// Positions evaluated so far (for tests: only changed plies are redone).
    pub evaluated: usize,
    seen: Option<u64>,
    /// The evaluation in progress: `(k, value)` for position `k`.
    job: Job<(usize, f64)>,
}

impl Evaluations {
    /// Sets what the evaluation's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.job.set_waker(wake);
    }

    /// Brings the values in line with `session` (called each frame; does work
    /// only when `generation` changed): keeps the values of the unchanged
    /// prefix and starts a thread for the rest.
    pub fn refresh(&mut self, session: &dyn AnySession, generation: u64) {
        if self.seen == Some(generation) {
            return;
        }
        self.seen = Some(generation);
        let spec = session.spec();
        let line: Vec<String> = (0..session.len()).map(|k| session.ply_text(k)).collect();
        let same_game = self.spec.as_ref() == Some(&spec);
        let common = if same_game {
            self.line
                .iter()
                .zip(&line)
                .take_while(|(a, b)| a == b)
                .count()
        } else {
            0
        };
        if same_game && common == line.len() && common == self.line.len() {
            return;
        }
        // Position k is valid when its k plies are unchanged.
        let keep = if same_game { common + 1 } else { 0 };
        self.values.truncate(keep.min(line.len() + 1));
        self.values.resize(line.len() + 1, None);
        let from = self
            .values
            .iter()
            .position(Option::is_none)
            .unwrap_or(line.len() + 1);
        self.spec = Some(spec);
        self.line = line;
        self.source = Some(session.eval_source());
        self.cancel();
        if from > self.line.len() {
            return;
        }
        let Some(job) = session.eval_job(from) else {
            return;
        };
        // Without a thread the plot stays empty; the studio goes on.
        let _ = self.job.start("ludoscope-eval", None, (), move |r| {
            job(r.flag(), &mut |k, v| {
                r.send((k, v));
            });
        });
    }

    /// Cancels the evaluation in progress without waiting (its values are
    /// dropped; the thread is joined once it has ended, or on drop).
    pub fn cancel(&mut self) {
        self.job.stop();
    }

    /// Takes in the values that arrived (never waits); forgets the cancelled
    /// evaluations that have ended, and the finished one.
    pub fn poll(&mut self) {
        let (values, _ended) = self.job.drain();
        for (k, v) in values {
            if let Some(slot) = self.values.get_mut(k) {
                *slot = Some(v);
                self.evaluated += 1;
            }
        }
    }

    /// Every position has its value.
    pub fn complete(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}

impl PanelModel for Evaluations {
    /// Drawn in the moves panel, not a tab of its own.
    fn tab(&self) -> Option<Panel> {
        None
    }

    fn set_waker(&mut self, wake: &Waker) {
        Evaluations::set_waker(self, wake.clone());
    }

    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        Evaluations::poll(self);
        Vec::new()
    }

    /// Starts evaluating what changed of the line, when it changed.
    fn follow(&mut self, doc: &Doc<'_>) {
        self.refresh(doc.session, doc.generation);
    }
}

//! Agents' moves in the background, one task per move in a [`task::job::Job`]
//! so the UI thread never waits: [`Worker::submit`] starts a job on its own
//! thread and the answer comes back through the task's channel, waking the
//! window. Two ways to interrupt a move, both through the task's flag:
//! [`Worker::hurry`] (the Stop button) makes the agent answer at once with its
//! best move so far, and the answer is still delivered; [`Worker::cancel`]
//! (the position changed) drops the answer and keeps the stopped thread until
//! it ends, so that a cancel never blocks a frame. Dropping the worker cancels
//! and joins every thread.
//!
//! A job is any boxed closure: the session builds it for whichever agent a seat
//! names (`AgentSpec`), so new agents plug in without touching this file.

use super::move_ref::MoveRef;
use super::task::{self, Waker};
use std::sync::atomic::AtomicBool;

/// An agent's move, typed (its place among the mover's available actions), or
/// why it has none that can be played (an agent that chose an illegal action).
pub type Answer = Result<MoveRef, String>;

/// Work for the thread: reads the flag now and then; returns its answer, or
/// `None` when cancelled or when it has none.
pub type Job = Box<dyn FnOnce(&AtomicBool) -> Option<Answer> + Send>;

/// What came back for one job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The ticket that [`Worker::submit`] returned.
    pub ticket: u64,
    pub answer: Option<Answer>,
}

/// The agents' moves: at most one in flight, and the cancelled ones still ending.
pub struct Worker {
    next_ticket: u64,
    /// The move in flight, its ticket beside it.
    running: task::job::Job<Option<Answer>, u64>,
}

impl Worker {
    /// A worker whose answers run `wake` (the window's repaint).
    pub fn new(wake: &Waker) -> Worker {
        let mut running = task::job::Job::default();
        running.set_waker(wake.clone());
        Worker {
            next_ticket: 1,
            running,
        }
    }

    /// Starts a job, cancelling the one in flight, on a thread with a stack of
    /// `stack` bytes (the usual size when `None`; an agent searching a long
    /// line needs more, [`crate::games::AnyGame::search_stack`]); returns its
    /// ticket, or `None` when its thread could not start.
    pub fn submit(&mut self, job: Job, stack: Option<usize>) -> Option<u64> {
        self.cancel();
        let ticket = self.next_ticket;
        self.next_ticket += 1;
        self.running
            .start("ludoscope-agent", stack, ticket, move |r| {
                // A raised flag may mean "hurry" rather than "cancel": the job
                // decides (a cancelled job's answer is dropped with its task).
                r.send(job(r.flag()));
            })
            .ok()?;
        Some(ticket)
    }

    /// Asks the job in flight to stop; its answer, if any, is dropped. Never
    /// waits: the thread is joined once it has ended, or when the worker drops.
    pub fn cancel(&mut self) {
        self.running.stop();
    }

    /// Asks the job in flight to answer now with its best so far; unlike
    /// [`Worker::cancel`], its answer is still delivered.
    pub fn hurry(&mut self) {
        self.running.cancel();
    }

    /// Whether a job is in flight.
    pub fn busy(&self) -> bool {
        self.running.is_running()
    }

    /// Threads still running: the job in flight and the cancelled ones not yet
    /// ended.
    pub fn threads(&self) -> usize {
        self.running.stopping() + usize::from(self.running.is_running())
    }

    /// The answer to the job in flight, if it has arrived (never waits; no
    /// answer, `None`, when its thread ended without one); forgets the
    /// cancelled jobs that have ended.
    pub fn poll(&mut self) -> Option<Reply> {
        let (answer, ticket) = self.running.answer()?;
        Some(Reply {
            ticket,
            answer: answer.flatten(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::task::{no_wake, pause};
    use std::time::{Duration, Instant};

    /// An answer told apart by its index.
    fn answer(index: usize) -> Option<Answer> {
        Some(Ok(MoveRef {
            at: 0,
            actor: crate::engine::Actor::Player(0),
            index,
        }))
    }

    fn wait(worker: &mut Worker) -> Reply {
        let start = Instant::now();
        loop {
            if let Some(r) = worker.poll() {
                return r;
            }
            assert!(start.elapsed() < Duration::from_secs(5), "no reply");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn replies_come_back_and_cancelled_ones_are_dropped() {
        let mut w = Worker::new(&no_wake());
        let slow = w
            .submit(
                Box::new(|c| if pause(2_000, c) { answer(1) } else { None }),
                None,
            )
            .unwrap();
        let fast = w.submit(Box::new(|_| answer(2)), None).unwrap();
        assert!(fast > slow);
        let r = wait(&mut w);
        assert_eq!(r.ticket, fast);
        assert_eq!(r.answer, answer(2));
        assert!(!w.busy());
        // The slow job saw its flag and ended on its own: nothing left to join.
        let start = Instant::now();
        while w.threads() > 0 {
            assert!(start.elapsed() < Duration::from_secs(2), "still running");
            std::thread::sleep(Duration::from_millis(2));
            w.poll();
        }
    }

    #[test]
    fn hurry_delivers_the_best_so_far_at_once() {
        let mut w = Worker::new(&no_wake());
        w.submit(
            Box::new(|c| {
                pause(10_000, c);
                answer(3)
            }),
            None,
        );
        std::thread::sleep(Duration::from_millis(20));
        let start = Instant::now();
        w.hurry();
        assert_eq!(wait(&mut w).answer, answer(3));
        assert!(start.elapsed() < Duration::from_millis(100));
    }

    #[test]
    fn cancel_never_waits_and_drop_joins_quickly() {
        let mut w = Worker::new(&no_wake());
        w.submit(
            Box::new(|c| if pause(10_000, c) { answer(4) } else { None }),
            None,
        );
        let start = Instant::now();
        w.cancel();
        assert!(!w.busy() && w.threads() == 1);
        w.submit(
            Box::new(|c| if pause(10_000, c) { answer(4) } else { None }),
            None,
        );
        assert!(start.elapsed() < Duration::from_millis(100));
        drop(w);
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}

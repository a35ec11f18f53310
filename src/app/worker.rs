//! The worker thread that runs agents (and later searches and solvers) so the UI
//! thread never waits: jobs go in through a channel, replies come back through
//! another, and each reply asks egui to repaint. Every job gets its own cancel
//! flag; dropping the worker cancels the running job and joins the thread.
//!
//! A job is any boxed closure: the session builds it for whichever agent a seat
//! names (`AgentSpec`), so new agents plug in without touching this file.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// Work for the thread: reads the cancel flag now and then; returns its answer (a
/// move in notation) or `None` when cancelled or when it has none.
pub type Job = Box<dyn FnOnce(&AtomicBool) -> Option<String> + Send>;

/// What the thread sends back for one job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The ticket that [`Worker::submit`] returned.
    pub ticket: u64,
    pub answer: Option<String>,
}

struct Request {
    ticket: u64,
    cancel: Arc<AtomicBool>,
    job: Job,
}

/// One background thread with a queue of jobs.
pub struct Worker {
    requests: Option<Sender<Request>>,
    replies: Receiver<Reply>,
    handle: Option<JoinHandle<()>>,
    next_ticket: u64,
    /// The job in flight and its cancel flag.
    running: Option<(u64, Arc<AtomicBool>)>,
}

impl Worker {
    /// Starts the thread; `wake` runs after each reply (egui's `request_repaint`).
    pub fn new(wake: impl Fn() + Send + 'static) -> Worker {
        let (req_tx, req_rx) = channel::<Request>();
        let (rep_tx, rep_rx) = channel::<Reply>();
        let handle = std::thread::Builder::new()
            .name("ludoscope-worker".into())
            .spawn(move || {
                while let Ok(Request {
                    ticket,
                    cancel,
                    job,
                }) = req_rx.recv()
                {
                    // A raised flag may mean "hurry" rather than "cancel": the job
                    // decides (a cancelled job's reply is dropped by `poll`).
                    let answer = job(&cancel);
                    if rep_tx.send(Reply { ticket, answer }).is_err() {
                        break;
                    }
                    wake();
                }
            })
            .ok();
        Worker {
            requests: Some(req_tx),
            replies: rep_rx,
            handle,
            next_ticket: 1,
            running: None,
        }
    }

    /// Queues a job, cancelling the one in flight; returns its ticket, or `None`
    /// when the thread could not start.
    pub fn submit(&mut self, job: Job) -> Option<u64> {
        self.cancel();
        let ticket = self.next_ticket;
        self.next_ticket += 1;
        let cancel = Arc::new(AtomicBool::new(false));
        let request = Request {
            ticket,
            cancel: cancel.clone(),
            job,
        };
        self.requests.as_ref()?.send(request).ok()?;
        self.running = Some((ticket, cancel));
        Some(ticket)
    }

    /// Asks the job in flight to stop; its reply, if any, will be ignored.
    pub fn cancel(&mut self) {
        if let Some((_, flag)) = self.running.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Asks the job in flight to answer now with its best so far; unlike
    /// [`Worker::cancel`], its reply is still delivered.
    pub fn hurry(&mut self) {
        if let Some((_, flag)) = &self.running {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Whether a job is in flight.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// The reply to the job in flight, if it has arrived (never waits). Replies to
    /// cancelled jobs are dropped here.
    pub fn poll(&mut self) -> Option<Reply> {
        while let Ok(reply) = self.replies.try_recv() {
            if self
                .running
                .as_ref()
                .is_some_and(|(t, _)| *t == reply.ticket)
            {
                self.running = None;
                return Some(reply);
            }
        }
        None
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
        self.requests = None; // closes the channel: the thread's loop ends
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

/// Sleeps about `ms` milliseconds in short steps; false if cancelled meanwhile.
pub fn pause(ms: u64, cancel: &AtomicBool) -> bool {
    let end = std::time::Instant::now() + std::time::Duration::from_millis(ms);
    while std::time::Instant::now() < end {
        if cancel.load(Ordering::Relaxed) {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    !cancel.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

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
        let mut w = Worker::new(|| {});
        let slow = w
            .submit(Box::new(|c| pause(2_000, c).then(|| "slow".into())))
            .unwrap();
        let fast = w.submit(Box::new(|_| Some("fast".into()))).unwrap();
        assert!(fast > slow);
        let r = wait(&mut w);
        assert_eq!(r.answer.as_deref(), Some("fast"));
        assert!(!w.busy());
    }

    #[test]
    fn hurry_delivers_the_best_so_far_at_once() {
        let mut w = Worker::new(|| {});
        w.submit(Box::new(|c| {
            pause(10_000, c);
            Some("best so far".into())
        }));
        std::thread::sleep(Duration::from_millis(20));
        let start = Instant::now();
        w.hurry();
        assert_eq!(wait(&mut w).answer.as_deref(), Some("best so far"));
        assert!(start.elapsed() < Duration::from_millis(100));
    }

    #[test]
    fn drop_cancels_and_joins_quickly() {
        let mut w = Worker::new(|| {});
        w.submit(Box::new(|c| pause(10_000, c).then(|| "never".into())));
        let start = Instant::now();
        drop(w);
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}

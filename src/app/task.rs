//! The one kind of background work in the studio (after rerun's background
//! tasks and egui's http demo): a [`Task`] is a named thread with a cancel flag,
//! a progress counter, a channel for what it reports, and the egui wake-up. The
//! UI thread never waits on it: it polls the channel each frame and repaints when
//! woken. Dropping a task cancels it and joins its thread; a task cancelled while
//! the studio runs is kept as [`Stopping`] until its thread ends, so that
//! cancelling never blocks a frame and nothing is left running when the studio
//! closes.
//!
//! Every long job of the studio is one of these: agents' moves, the inspector's
//! search and trace loading, the statistics comparison, the attractor solve, the
//! tournament, the evaluation plot and the autosave. An owner keeps its task
//! in a [`job::Job`], the slot that starts, stops and polls it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What a task calls to have the window drawn again (egui's `request_repaint`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A waker that does nothing (tests, the command line).
pub fn no_wake() -> Waker {
    Arc::new(|| {})
}

/// Progress is reported to the window at most this often.
const PROGRESS_WAKE: Duration = Duration::from_millis(50);

/// Task threads alive in this process (for the tests that check nothing is
/// left running).
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// The number of task threads still running in this process.
pub fn live_threads() -> usize {
    LIVE.load(Ordering::SeqCst)
}

/// Decrements [`LIVE`] when the thread's work ends, even by a panic.
struct LiveGuard;

impl Drop for LiveGuard {
    fn drop(&mut self) {
        LIVE.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The task's side: what the work reads and reports through.
pub struct Reporter<T> {
    tx: Sender<T>,
    wake: Waker,
    cancel: Arc<AtomicBool>,
    progress: Arc<AtomicU64>,
    started: Instant,
    /// Milliseconds after `started` of the last wake-up for progress.
    last_wake: AtomicU64,
}

impl<T> Reporter<T> {
    /// Whether the task was asked to stop.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The cancel flag itself, for code that polls an `AtomicBool`.
    pub fn flag(&self) -> &AtomicBool {
        &self.cancel
    }

    /// Sends a message to the studio and wakes it; false when nobody listens
    /// any more.
    pub fn send(&self, message: T) -> bool {
        let sent = self.tx.send(message).is_ok();
        (self.wake)();
        sent
    }

    /// Sets the progress counter (nodes, states, games so far); the window is
    /// woken at most every 50 ms for it.
    pub fn set_progress(&self, n: u64) {
        self.progress.store(n, Ordering::Relaxed);
        let now = self.started.elapsed().as_millis() as u64;
        let last = self.last_wake.load(Ordering::Relaxed);
        if now >= last + PROGRESS_WAKE.as_millis() as u64
            && self
                .last_wake
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            (self.wake)();
        }
    }
}

/// A background job: a named thread that reports messages of type `T`.
pub struct Task<T> {
    name: String,
    cancel: Arc<AtomicBool>,
    progress: Arc<AtomicU64>,
    inbox: Receiver<T>,
    handle: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> Task<T> {
    /// Starts `work` on a thread named `name`; `wake` runs after each message.
    pub fn spawn(
        name: &str,
        wake: &Waker,
        work: impl FnOnce(&Reporter<T>) + Send + 'static,
    ) -> std::io::Result<Task<T>> {
        Task::spawn_with_stack(name, None, wake, work)
    }

    /// [`Task::spawn`] on a thread with a stack of `stack` bytes (the usual
    /// size when `None`): a search of a game with long lines, sized by
    /// [`crate::games::AnyGame::search_stack`].
    pub fn spawn_with_stack(
        name: &str,
        stack: Option<usize>,
        wake: &Waker,
        work: impl FnOnce(&Reporter<T>) + Send + 'static,
    ) -> std::io::Result<Task<T>> {
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU64::new(0));
        let (tx, inbox) = channel();
        let reporter = Reporter {
            tx,
            wake: wake.clone(),
            cancel: cancel.clone(),
            progress: progress.clone(),
            started: Instant::now(),
            last_wake: AtomicU64::new(0),
        };
        LIVE.fetch_add(1, Ordering::SeqCst);
        let mut builder = std::thread::Builder::new().name(name.to_string());
        if let Some(bytes) = stack {
            builder = builder.stack_size(bytes);
        }
        let spawned = builder.spawn(move || {
            let _live = LiveGuard;
            work(&reporter);
            // The end itself is news: a task that sent nothing is now over.
            (reporter.wake)();
        });
        let handle = match spawned {
            Ok(h) => h,
            Err(e) => {
                LIVE.fetch_sub(1, Ordering::SeqCst);
                return Err(e);
            }
        };
        Ok(Task {
            name: name.to_string(),
            cancel,
            progress,
            inbox,
            handle: Some(handle),
        })
    }
}

impl<T> Task<T> {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Asks the work to stop (it reads the flag); never waits.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether [`Task::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The last progress the work reported.
    pub fn progress(&self) -> u64 {
        self.progress.load(Ordering::Relaxed)
    }

    /// The next message, if one has arrived (never waits).
    pub fn try_recv(&self) -> Option<T> {
        self.inbox.try_recv().ok()
    }

    /// Every message that has arrived (never waits).
    pub fn drain(&self) -> Vec<T> {
        self.inbox.try_iter().collect()
    }

    /// Whether the thread has ended: every message it sent is in the channel
    /// (drain once more after this says true).
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Cancels the task without waiting: the thread is joined when the returned
    /// [`Stopping`] is dropped (keep it until [`Stopping::is_finished`]).
    pub fn stop(mut self) -> Stopping {
        self.cancel();
        Stopping {
            name: std::mem::take(&mut self.name),
            handle: self.handle.take(),
        }
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        self.cancel();
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// A cancelled task whose thread may still be finishing; dropping it joins.
pub struct Stopping {
    name: String,
    handle: Option<JoinHandle<()>>,
}

impl Stopping {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The thread has ended (dropping this will not wait).
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }
}

impl Drop for Stopping {
    fn drop(&mut self) {
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Drops the stopped tasks whose threads have ended (never waits).
pub fn prune(stopping: &mut Vec<Stopping>) {
    stopping.retain(|s| !s.is_finished());
}

/// A sleep of about `ms` milliseconds in short steps; false if `cancel` was
/// raised meanwhile (agents' thinking delay).
pub fn pause(ms: u64, cancel: &AtomicBool) -> bool {
    let end = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < end {
        if cancel.load(Ordering::Relaxed) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    !cancel.load(Ordering::Relaxed)
}

pub mod job;

#[cfg(test)]
mod tests;

//! The inspector's search on its own thread: the UI starts it, reads its
//! progress (nodes so far) and polls for the result, never waiting; Cancel raises
//! the flag the search reads. The result comes back laid out and indexed
//! ([`Loaded`]), so that even the layout of a large tree stays off the UI thread.
//! Dropping the task cancels it and joins the thread.

use super::state::Loaded;
use crate::engine::GameSpec;
use crate::inspect::{RunError, SearchSettings, run_search};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

/// A search running on its thread.
pub struct SearchTask {
    stop: Arc<AtomicBool>,
    nodes: Arc<AtomicU64>,
    result: Receiver<Result<Loaded, RunError>>,
    handle: Option<JoinHandle<()>>,
}

impl SearchTask {
    /// Starts `settings` on the position of `spec` after `moves`.
    pub fn start(spec: GameSpec, moves: Vec<String>, settings: SearchSettings) -> SearchTask {
        let stop = Arc::new(AtomicBool::new(false));
        let nodes = Arc::new(AtomicU64::new(0));
        let (tx, result) = channel();
        let (flag, count) = (stop.clone(), nodes.clone());
        let handle = std::thread::Builder::new()
            .name("inspector-search".into())
            .spawn(move || {
                let progress = |n: u64| count.store(n, Ordering::Relaxed);
                let r = run_search(&spec, &moves, &settings, &flag, &progress).map(Loaded::new);
                let _ = tx.send(r);
            })
            .ok();
        SearchTask {
            stop,
            nodes,
            result,
            handle,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Asks the search to stop; its result will be `Cancelled`.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The result once the search is over (`None` while it runs).
    pub fn poll(&mut self) -> Option<Result<Loaded, RunError>> {
        match self.result.try_recv() {
            Ok(r) => {
                if let Some(h) = self.handle.take() {
                    let _ = h.join();
                }
                Some(r)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(RunError::Failed(
                "the search thread stopped without an answer".into(),
            ))),
        }
    }
}

impl Drop for SearchTask {
    fn drop(&mut self) {
        self.cancel();
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

//! The inspector's search (or the opening of a trace file) on its own thread:
//! the UI starts it, reads its progress (nodes so far) and polls for the result,
//! never waiting; Cancel raises the flag the search reads. The result comes back laid out and indexed
//! ([`Loaded`]), so that even the layout of a large tree stays off the UI thread.
//! Dropping the task cancels it and joins the thread.

use super::state::Loaded;
use crate::engine::GameSpec;
use crate::inspect::{OpenError, RunError, SearchSettings, run_search};
use std::path::PathBuf;
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
        SearchTask::spawn(move |flag, progress| {
            run_search(&spec, &moves, &settings, flag, progress)
                .and_then(|t| Loaded::new(t).map_err(RunError::Failed))
        })
    }

    /// Reads the trace file at `path`, checks it against its game and lays it out.
    pub fn open(path: PathBuf) -> SearchTask {
        SearchTask::spawn(move |stop, _| {
            Loaded::open(&path, stop).map_err(|e| match e {
                OpenError::Cancelled => RunError::Cancelled,
                OpenError::Failed(why) => RunError::Failed(why),
            })
        })
    }

    fn spawn(
        work: impl FnOnce(&AtomicBool, &dyn Fn(u64)) -> Result<Loaded, RunError> + Send + 'static,
    ) -> SearchTask {
        let stop = Arc::new(AtomicBool::new(false));
        let nodes = Arc::new(AtomicU64::new(0));
        let (tx, result) = channel();
        let (flag, count) = (stop.clone(), nodes.clone());
        let handle = std::thread::Builder::new()
            .name("inspector-search".into())
            .spawn(move || {
                let progress = |n: u64| count.store(n, Ordering::Relaxed);
                let _ = tx.send(work(&flag, &progress));
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

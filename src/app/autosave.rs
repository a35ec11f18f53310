//! The game in progress is written to `saves/autosave.ron` after each change, by a
//! thread of its own (the file is synced to disk, which the window must not wait
//! for); only the latest position is written when changes come faster than the
//! disk. At start-up the studio offers to resume it.

use super::store::autosave;
use crate::replay::ReplayFile;
use std::sync::mpsc::{Sender, channel};
use std::thread::JoinHandle;

/// The writer thread; dropping it writes what is pending and stops.
pub struct Autosaver {
    tx: Option<Sender<ReplayFile>>,
    thread: Option<JoinHandle<()>>,
}

impl Autosaver {
    pub fn start() -> Self {
        let (tx, rx) = channel::<ReplayFile>();
        let thread = std::thread::spawn(move || {
            while let Ok(mut data) = rx.recv() {
                while let Ok(newer) = rx.try_recv() {
                    data = newer;
                }
                if let Err(e) = autosave(&data) {
                    eprintln!("autosave failed: {e}");
                }
            }
        });
        Autosaver {
            tx: Some(tx),
            thread: Some(thread),
        }
    }

    /// Asks for `data` to be written.
    pub fn save(&self, data: ReplayFile) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(data);
        }
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

//! The game in progress is written to `saves/autosave.ron` after each change, by a
//! [`Task`] of its own (the file is synced to disk, which the window must not wait
//! for); only the latest position is written when changes come faster than the
//! disk. At start-up the studio offers to resume it.
//!
//! Its stop signal is the end of its queue rather than the task's flag: dropping
//! the [`Autosaver`] (closing the studio) closes the queue, the thread writes
//! what is pending, then ends and is joined. The thread never waits on anything
//! else, so this takes at most two writes.
//!
//! It is the one task of the studio not kept in a [`super::task::job::Job`]:
//! a job is a piece of work that answers and may be stopped at any time,
//! while the autosaver is a writer that lives as long as the studio and must
//! never be stopped before its queue is written (a stopped job's flag would
//! mean losing the last change); it sends nothing back.

use super::store::autosave;
use super::task::{Task, Waker};
use crate::replay::ReplayFile;
use std::sync::mpsc::{Sender, channel};

/// Writes a document; a message naming the problem when it cannot.
pub type Writer<D> = Box<dyn FnMut(&D) -> Result<(), String> + Send>;

/// The writer thread and its queue; dropping it writes what is pending and
/// joins the thread.
pub struct Autosaver<D: Send + 'static = ReplayFile> {
    queue: Option<Sender<D>>,
    /// Dropped after the queue (see the [`Drop`] impl): the thread has ended
    /// its loop by then, and the join does not wait for more than the writes
    /// pending.
    _task: Task<()>,
}

impl Autosaver {
    /// The autosaver of the studio, writing to `saves/autosave.ron`.
    pub fn start(wake: &Waker) -> std::io::Result<Self> {
        Autosaver::with_writer(wake, Box::new(|data| autosave(data).map(|_| ())))
    }
}

impl<D: Send + 'static> Autosaver<D> {
    /// An autosaver that hands each document to `write` on its thread; a
    /// failed write is reported on stderr and the next change is tried again.
    pub fn with_writer(wake: &Waker, mut write: Writer<D>) -> std::io::Result<Self> {
        let (queue, rx) = channel::<D>();
        let task = Task::spawn("ludoscope-autosave", wake, move |_| {
            while let Ok(mut data) = rx.recv() {
                // Only the latest document is worth writing.
                while let Ok(newer) = rx.try_recv() {
                    data = newer;
                }
                if let Err(e) = write(&data) {
                    eprintln!("autosave failed: {e}");
                }
            }
        })?;
        Ok(Autosaver {
            queue: Some(queue),
            _task: task,
        })
    }

    /// Asks for `data` to be written (never waits).
    pub fn save(&self, data: D) {
        if let Some(queue) = &self.queue {
            // The thread only ends once the queue is closed, below.
            let _ = queue.send(data);
        }
    }
}

impl<D: Send + 'static> Drop for Autosaver<D> {
    fn drop(&mut self) {
        // Closing the queue ends the thread's loop once what is pending is
        // written; the task, dropped next, joins it.
        self.queue = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::task::no_wake;
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    #[test]
    fn only_the_latest_is_written_and_closing_writes_what_is_pending() {
        let written = Arc::new(Mutex::new(Vec::new()));
        let log = written.clone();
        let (started, writing) = std::sync::mpsc::channel();
        let saver = Autosaver::with_writer(
            &no_wake(),
            Box::new(move |n: &u32| {
                let _ = started.send(());
                // A slow disk: changes come faster than it writes.
                std::thread::sleep(Duration::from_millis(40));
                log.lock().map_err(|e| e.to_string())?.push(*n);
                Ok(())
            }),
        )
        .unwrap();
        saver.save(1);
        writing.recv().unwrap();
        for n in 2..=20 {
            saver.save(n);
        }
        drop(saver);
        let written = written.lock().unwrap().clone();
        // The first change, then only the latest of the nineteen that came
        // while it was being written; the last one is written before the drop
        // returns.
        assert_eq!(written, vec![1, 20]);
    }
}

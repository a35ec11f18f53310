//! [`Job`]: one background job's slot over [`Task`], the running, stopping
//! and polling written once for every owner of background work (the
//! evaluation plot, the panels' runs and files). At most one task runs in a
//! slot, with what its owner keeps beside it (`M`: the run's settings, the
//! file being read); a task replaced or stopped is kept as a [`Stopping`]
//! until its thread ends, so that stopping never blocks a frame and nothing
//! is left running when the studio closes. Polling never waits.

use super::{Reporter, Stopping, Task, Waker, no_wake, prune};

/// A slot for one background task at a time, and the tasks stopping.
pub struct Job<T, M = ()> {
    running: Option<(Task<T>, M)>,
    stopping: Vec<Stopping>,
    wake: Waker,
}

impl<T, M> Default for Job<T, M> {
    fn default() -> Self {
        Job {
            running: None,
            stopping: Vec::new(),
            wake: no_wake(),
        }
    }
}

impl<T: Send + 'static, M> Job<T, M> {
    /// Sets what the tasks wake (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.wake = wake;
    }

    /// What the tasks wake, for work spawned by the owner itself.
    pub fn waker(&self) -> &Waker {
        &self.wake
    }

    /// Starts `work` on a thread named `name` (with a stack of `stack` bytes
    /// when given), `meta` kept beside it; the task running before is
    /// stopped. Nothing changes when the thread cannot start.
    pub fn start(
        &mut self,
        name: &str,
        stack: Option<usize>,
        meta: M,
        work: impl FnOnce(&Reporter<T>) + Send + 'static,
    ) -> std::io::Result<()> {
        let task = Task::spawn_with_stack(name, stack, &self.wake, work)?;
        self.put(task, meta);
        Ok(())
    }

    /// Makes `task` (spawned by the owner with [`Job::waker`]) the job's
    /// task; the one running before is stopped.
    pub fn put(&mut self, task: Task<T>, meta: M) {
        self.stop();
        self.running = Some((task, meta));
    }

    /// Cancels the task without waiting (what it sends is dropped); its
    /// thread is joined once it has ended, or when the job is dropped.
    pub fn stop(&mut self) -> Option<M> {
        let (task, meta) = self.running.take()?;
        self.stopping.push(task.stop());
        Some(meta)
    }

    /// Raises the task's cancel flag and keeps it: work that stops early
    /// still sends what it has (a run's iterations so far).
    pub fn cancel(&self) {
        if let Some((task, _)) = &self.running {
            task.cancel();
        }
    }

    /// Whether a task runs (or has ended with its answer not collected).
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// What is kept beside the running task.
    pub fn meta(&self) -> Option<&M> {
        self.running.as_ref().map(|(_, m)| m)
    }

    /// The running task's progress (0 when none runs).
    pub fn progress(&self) -> u64 {
        self.running.as_ref().map_or(0, |(t, _)| t.progress())
    }

    /// Whether the running task was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.running.as_ref().is_some_and(|(t, _)| t.is_cancelled())
    }

    /// The answer of a job that sends one, with its meta, once it has come
    /// (`None` as the answer when the thread ended without one); `None`
    /// while it runs. The slot is empty after an answer; a thread still
    /// ending after its answer (dropping what it built) is kept with the
    /// stopped ones, never waited for. Forgets the stopped tasks that have
    /// ended.
    pub fn answer(&mut self) -> Option<(Option<T>, M)> {
        prune(&mut self.stopping);
        let (task, _) = self.running.as_ref()?;
        let ended = task.is_finished();
        let answer = task.try_recv();
        if answer.is_none() && !ended {
            return None;
        }
        let (task, meta) = self.running.take()?;
        if !ended {
            self.stopping.push(task.stop());
        }
        Some((answer, meta))
    }

    /// Every message that has arrived, and the meta once the thread has
    /// ended (the slot is empty then). Forgets the stopped tasks that have
    /// ended.
    pub fn drain(&mut self) -> (Vec<T>, Option<M>) {
        prune(&mut self.stopping);
        let Some((task, _)) = &self.running else {
            return (Vec::new(), None);
        };
        let ended = task.is_finished();
        let messages = task.drain();
        let meta = if ended {
            self.running.take().map(|(_, m)| m)
        } else {
            None
        };
        (messages, meta)
    }

    /// The tasks stopped whose threads have not ended yet.
    pub fn stopping(&self) -> usize {
        self.stopping.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn settle<T: Send + 'static, M, R>(
        job: &mut Job<T, M>,
        mut f: impl FnMut(&mut Job<T, M>) -> Option<R>,
    ) -> R {
        let end = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(r) = f(job) {
                return r;
            }
            assert!(Instant::now() < end, "the job did not answer");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn an_answer_comes_with_its_meta_and_empties_the_slot() {
        let mut job: Job<u32, &str> = Job::default();
        assert!(job.answer().is_none());
        job.start("job-answer", None, "seven", |r| {
            r.send(7);
        })
        .expect("spawn");
        assert_eq!(job.meta(), Some(&"seven"));
        let (answer, meta) = settle(&mut job, Job::answer);
        assert_eq!((answer, meta), (Some(7), "seven"));
        assert!(!job.is_running());
    }

    #[test]
    fn a_task_that_ends_silently_answers_none() {
        let mut job: Job<u32> = Job::default();
        job.start("job-silent", None, (), |_| {}).expect("spawn");
        assert_eq!(settle(&mut job, Job::answer), (None, ()));
    }

    #[test]
    fn a_replaced_task_is_stopped_and_forgotten_once_it_ends() {
        let mut job: Job<u32, u8> = Job::default();
        job.start("job-old", None, 1, |r| {
            while !r.cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            r.send(1);
        })
        .expect("spawn");
        job.start("job-new", None, 2, |r| {
            r.send(2);
        })
        .expect("spawn");
        let (answer, meta) = settle(&mut job, Job::answer);
        assert_eq!((answer, meta), (Some(2), 2));
        settle(&mut job, |j| {
            j.answer();
            (j.stopping() == 0).then_some(())
        });
    }

    #[test]
    fn drain_brings_every_message_then_the_end() {
        let mut job: Job<u32> = Job::default();
        job.start("job-drain", None, (), |r| {
            for k in 0..5 {
                r.send(k);
            }
        })
        .expect("spawn");
        let mut got = Vec::new();
        settle(&mut job, |j| {
            let (messages, ended) = j.drain();
            got.extend(messages);
            ended
        });
        assert_eq!(got, vec![0, 1, 2, 3, 4]);
        assert!(!job.is_running());
    }
}

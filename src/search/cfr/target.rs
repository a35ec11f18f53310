//! Running a [`Cfr`] solver until a NashConv target, an iteration count or a
//! time limit is reached, measuring NashConv on the way (the command line's
//! `--target-nash-conv`, the benchmark's rows, a progress display).
//!
//! NashConv is measured after chunks of iterations that grow with the count
//! (about 1/64 of the iterations run so far), so the first measurement at or
//! under the target comes at most about 1.6 % later than the first iteration
//! that reached it, and the measurements cost a small fraction of the run.

use super::Cfr;
use std::time::{Duration, Instant};

/// When to stop.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Stop once the average strategy's NashConv is at most this.
    pub target: Option<f64>,
    /// Stop after this many iterations in all (counting those already run).
    pub max_iterations: u64,
    /// Stop once this much time has passed.
    pub time: Option<Duration>,
}

/// Where a run stands, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    pub iterations: u64,
    /// The last NashConv measured (only measured when there is a target).
    pub nash_conv: Option<f64>,
    pub seconds: f64,
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// NashConv reached the target.
    Target,
    /// The iteration limit.
    Iterations,
    /// The time limit.
    Time,
    /// The progress callback asked to stop.
    Cancelled,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunOutcome {
    pub stop: Stop,
    pub iterations: u64,
    /// The NashConv of the average strategy at the end.
    pub nash_conv: f64,
    /// Wall time of the run, the measurements of NashConv included.
    pub seconds: f64,
}

impl Cfr {
    /// Runs iterations until one of `limits` is met; `progress` is told after
    /// each chunk and stops the run by returning false.
    pub fn run_until(
        &mut self,
        limits: &Limits,
        mut progress: impl FnMut(Progress) -> bool,
    ) -> RunOutcome {
        let start = Instant::now();
        let deadline = limits.time.map(|t| start + t);
        let mut last = None;
        let stop = loop {
            if let (Some(target), Some(nc)) = (limits.target, last)
                && nc <= target
            {
                break Stop::Target;
            }
            if self.iterations >= limits.max_iterations {
                break Stop::Iterations;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break Stop::Time;
            }
            let chunk = (self.iterations / 64)
                .max(1)
                .min(limits.max_iterations - self.iterations);
            for _ in 0..chunk {
                self.iterate();
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
            }
            if limits.target.is_some() {
                last = Some(self.nash_conv());
            }
            let seconds = start.elapsed().as_secs_f64();
            let iterations = self.iterations;
            if !progress(Progress {
                iterations,
                nash_conv: last,
                seconds,
            }) {
                break Stop::Cancelled;
            }
        };
        let nash_conv = last.unwrap_or_else(|| self.nash_conv());
        RunOutcome {
            stop,
            iterations: self.iterations,
            nash_conv,
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

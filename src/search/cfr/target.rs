//! Running a [`Cfr`] solver until a NashConv target, an iteration count or a
//! time limit is reached, measuring NashConv on the way (the command line's
//! `--target-nash-conv`, the benchmark's rows, a progress display).
//!
//! NashConv is measured after chunks of iterations that grow with the count
//! (about 1/64 of the iterations run so far); while the measurements have
//! taken more than a tenth of the time (and over 10 ms), each chunk is twice
//! the last (on a game whose best response costs many iterations). So the first
//! measurement at or under the target comes at most a chunk after the first
//! iteration that reached it.

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
        // The seconds spent iterating and measuring so far, and the last chunk.
        let (mut iterating, mut measuring, mut chunk) = (0.0f64, 0.0f64, 0u64);
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
            // Measuring over a tenth of the time (and more than 10 ms in all):
            // twice as many iterations before the next measurement.
            let costly = measuring > 0.01 && measuring > 0.1 * iterating;
            let step = if costly { 2 * chunk } else { 0 };
            chunk = (self.iterations / 64)
                .max(step)
                .max(1)
                .min(limits.max_iterations - self.iterations);
            let chunk_start = Instant::now();
            let mut done = 0;
            while done < chunk {
                self.iterate();
                done += 1;
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
            }
            iterating += chunk_start.elapsed().as_secs_f64();
            if limits.target.is_some() {
                let measure_start = Instant::now();
                last = Some(self.nash_conv());
                measuring += measure_start.elapsed().as_secs_f64();
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

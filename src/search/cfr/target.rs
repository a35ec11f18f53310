//! Running a [`Cfr`] solver until a NashConv target, an iteration count or a
//! time limit is reached, measuring NashConv on the way (the command line's
//! `--target-nash-conv`, the benchmark's rows, a progress display).
//!
//! NashConv is checked on a schedule of iterations, never of time, so the same
//! run stops at the same iteration every time (issue 33): after iterations 1, 2,
//! ..., [`CHECK_FRACTION`], then each check [`CHECK_FRACTION`]th more
//! iterations after the last, at most [`MAX_CHECK_GAP`] ([`next_check`]). A
//! check costs about an iteration (a best response per player on the same
//! tree, whatever its size), so the checks take a few per cent of the run, and
//! the first check at or under the target comes at most a sixteenth of the
//! iterations (and at most [`MAX_CHECK_GAP`]) after the first iteration that
//! reached it. Only a time limit (`--millis`) stops a run elsewhere, as soon
//! as it passes.

use super::Cfr;
use std::time::{Duration, Instant};

/// The checks come each 1/`CHECK_FRACTION` more iterations.
pub const CHECK_FRACTION: u64 = 16;
/// The most iterations between two checks.
pub const MAX_CHECK_GAP: u64 = 1024;

/// The iteration count of the check after the one at `n` iterations (0: the
/// first check, after 1 iteration): `n + clamp(n / 16, 1, 1024)`.
pub fn next_check(n: u64) -> u64 {
    n.saturating_add((n / CHECK_FRACTION).clamp(1, MAX_CHECK_GAP))
}

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

/// A check of NashConv: after how many iterations, and what it was.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    pub iterations: u64,
    pub nash_conv: f64,
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
    /// The checks of NashConv made (with a target).
    pub checks: u64,
    /// The check before the last one (with a target): above the target when
    /// the run stopped at it.
    pub previous: Option<Check>,
}

impl Cfr {
    /// Runs iterations until one of `limits` is met; `progress` is told after
    /// each stretch between two checks ([`next_check`]) and stops the run by
    /// returning false.
    pub fn run_until(
        &mut self,
        limits: &Limits,
        mut progress: impl FnMut(Progress) -> bool,
    ) -> RunOutcome {
        let start = Instant::now();
        let deadline = limits.time.map(|t| start + t);
        let passed = || deadline.is_some_and(|d| Instant::now() >= d);
        let (mut last, mut previous, mut checks) = (None::<Check>, None, 0);
        let stop = loop {
            if let (Some(target), Some(c)) = (limits.target, last)
                && c.nash_conv <= target
            {
                break Stop::Target;
            }
            if self.iterations >= limits.max_iterations {
                break Stop::Iterations;
            }
            if passed() {
                break Stop::Time;
            }
            let until = next_check(self.iterations).min(limits.max_iterations);
            while self.iterations < until && !passed() {
                self.iterate();
            }
            if self.iterations < until {
                break Stop::Time;
            }
            if limits.target.is_some() {
                previous = last;
                last = Some(Check {
                    iterations: self.iterations,
                    nash_conv: self.nash_conv(),
                });
                checks += 1;
            }
            let report = Progress {
                iterations: self.iterations,
                nash_conv: last.map(|c| c.nash_conv),
                seconds: start.elapsed().as_secs_f64(),
            };
            if !progress(report) {
                break Stop::Cancelled;
            }
        };
        let nash_conv = match last {
            Some(c) if c.iterations == self.iterations => c.nash_conv,
            _ => self.nash_conv(),
        };
        RunOutcome {
            stop,
            iterations: self.iterations,
            nash_conv,
            seconds: start.elapsed().as_secs_f64(),
            checks,
            previous,
        }
    }
}

//! How a benchmark row is measured and printed: a piece of work repeated until
//! its time budget has passed, and one aligned line per row.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `work` (which returns how many units it did) until `budget` has passed;
/// returns units per second and the number of runs.
pub fn measure(budget: Duration, mut work: impl FnMut() -> u64) -> (f64, u32) {
    let start = Instant::now();
    let (mut units, mut runs) = (0u64, 0u32);
    while runs == 0 || start.elapsed() < budget {
        units += black_box(work());
        runs += 1;
    }
    (units as f64 / start.elapsed().as_secs_f64(), runs)
}

pub fn row(name: &str, unit: &str, (rate, runs): (f64, u32)) {
    println!("{name:<44} {:>14.0} {unit:<14} ({runs} runs)", rate);
}

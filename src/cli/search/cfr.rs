//! `search --algo cfr|cfr+|dcfr`: vanilla CFR, CFR+ or DCFR on the whole game
//! ([`crate::search::cfr`]) for `--iterations N` (1,000 by default), or with
//! `--target-nash-conv X` until the average strategy's NashConv is at most X;
//! `--millis MS` stops either sooner. A spinner on stderr shows the iterations,
//! the last NashConv measured and the time (indicatif draws only on a terminal).
//! The report gives the value per player, `nash_conv`, `exploitability`
//! (NashConv divided by the players), and for a target whether and when it was
//! reached (`reached`, `stopped`, `run_seconds`: the iterations' time, the tree's
//! enumeration not included). NashConv is checked on a schedule of iterations
//! ([`crate::search::cfr::target::next_check`]): the same command stops at the same iteration every run, the
//! first checked one at or under the target; the report gives the number of
//! `checks` and the check before the last (`previous_check`).

use super::args::SearchArgs;
use crate::cli::CliError;
use crate::engine::Game;
use crate::search::cfr::target::{Limits, Progress, Stop};
use crate::search::cfr::{Cfr, CfrVariant};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::{Value as Json, json};
use std::time::Duration;

/// The most nodes of a game tree the command line enumerates.
pub const MAX_TREE_NODES: usize = 5_000_000;
/// The iterations run without `--iterations`.
pub const DEFAULT_ITERATIONS: u64 = 1_000;
/// The most iterations with `--target-nash-conv` and no `--iterations`.
pub const DEFAULT_TARGET_ITERATIONS: u64 = 100_000_000;

/// Runs the CFR variant of `args.algo` on `g` from its initial state.
pub fn run<G: Game>(g: &G, args: &SearchArgs) -> Result<Json, CliError> {
    let variant = args.algo.cfr_variant().unwrap_or(CfrVariant::Vanilla);
    let mut cfr = Cfr::new(g, variant, MAX_TREE_NODES)?;
    let target = args.target_nash_conv;
    let default = match target {
        Some(_) => DEFAULT_TARGET_ITERATIONS,
        None => DEFAULT_ITERATIONS,
    };
    let limits = Limits {
        target,
        max_iterations: args.iterations.map_or(default, u64::from),
        time: args.budget.millis.map(Duration::from_millis),
    };
    let bar = spinner();
    let outcome = cfr.run_until(&limits, |p| {
        show(&bar, p);
        true
    });
    bar.finish_and_clear();
    let r = cfr.report();
    let mut out = json!({
        "value": r.value, "exploitability": r.exploitability,
        "nash_conv": r.nash_conv, "iterations": r.iterations,
        "info_sets": cfr.tree().info_sets(), "scale": "expected score",
        "run_seconds": outcome.seconds,
        "stopped": match outcome.stop {
            Stop::Target => "target",
            Stop::Iterations => "iterations",
            Stop::Time => "millis",
            Stop::Cancelled => "cancelled",
        },
    });
    if let Some(x) = target {
        out["target_nash_conv"] = json!(x);
        out["reached"] = json!(r.nash_conv <= x);
        out["checks"] = json!(outcome.checks);
        if let Some(c) = outcome.previous {
            out["previous_check"] = json!({"iterations": c.iterations, "nash_conv": c.nash_conv});
        }
    }
    Ok(out)
}

fn spinner() -> ProgressBar {
    let bar = ProgressBar::new_spinner();
    if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
        bar.set_style(style);
    }
    bar
}

fn show(bar: &ProgressBar, p: Progress) {
    let nash_conv = p
        .nash_conv
        .map_or(String::new(), |x| format!(", NashConv {x:.3e}"));
    bar.set_message(format!("{} iterations{nash_conv}", p.iterations));
    bar.tick();
}

/// The report's line on the target, if one was given.
pub fn target_line(r: &Json) -> Option<String> {
    let target = r["target_nash_conv"].as_f64()?;
    let iterations = r["iterations"].as_u64().unwrap_or(0);
    let seconds = r["run_seconds"].as_f64().unwrap_or(0.0);
    let checks = r["checks"].as_u64().unwrap_or(0);
    let before = &r["previous_check"];
    let before = match (before["iterations"].as_u64(), before["nash_conv"].as_f64()) {
        (Some(n), Some(x)) => format!(" (the check before, after {n} iterations, gave {x:.3e})"),
        _ => String::new(),
    };
    Some(match r["reached"].as_bool() {
        Some(true) => format!(
            "target:  NashConv <= {target:e} reached after {iterations} iterations, {seconds:.3} s: \
             the first of {checks} checks to meet it{before}"
        ),
        _ => format!(
            "target:  NashConv <= {target:e} not reached: stopped by --{} after {iterations} \
             iterations, {seconds:.3} s",
            r["stopped"].as_str().unwrap_or("iterations")
        ),
    })
}

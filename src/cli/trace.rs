//! `ludoscope trace show FILE [--step K | --iteration K] [--json]`: what the
//! search inspector shows at one step of a trace file, without the window
//! ([`crate::inspect::show`] over the studio's own model, [`Loaded`]). MCTS
//! files are stepped by iteration, by their own model.

use super::CliError;
use crate::inspect::mcts::MctsRun;
use crate::inspect::{InspectTrace, Loaded, show};
use crate::search::trace_file::read;
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct TraceArgs {
    #[command(subcommand)]
    command: TraceCommand,
}

#[derive(Subcommand, Debug)]
enum TraceCommand {
    /// Print what the inspector shows at a step of a trace file (saved by
    /// `search --trace` or the studio): the node, its window, its value, the
    /// rule that fired; chance outcomes for expectiminimax.
    Show(ShowArgs),
    /// Check a student's own search trace (JSON lines) against the seeds' algorithm.
    Check(super::trace_check::CheckArgs),
}

#[derive(Args, Debug)]
struct ShowArgs {
    /// A trace file (RON).
    file: PathBuf,
    /// The step to show, from 0 (before the first event) to the number of
    /// events; the last by default.
    #[arg(long, value_name = "K", conflicts_with = "iteration")]
    step: Option<usize>,
    /// The iteration to show (MCTS traces).
    #[arg(long, value_name = "K")]
    iteration: Option<usize>,
    /// Print a JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &TraceArgs) -> Result<(), CliError> {
    match &args.command {
        TraceCommand::Show(a) => show_file(a),
        TraceCommand::Check(a) => super::trace_check::run(a),
    }
}

fn show_file(a: &ShowArgs) -> Result<(), CliError> {
    let path = &a.file;
    if MctsRun::is_mcts_file(path) {
        return mcts(path, a);
    }
    let named = read(path).map_err(|e| e.to_string())?;
    if named.algorithm == "mcts" {
        return Err(format!(
            "{}: an MCTS trace of the old format (one path per iteration), which does not \
             keep the counts; record it again with `ludoscope search SPEC --algo mcts --trace FILE`",
            path.display()
        )
        .into());
    }
    if a.iteration.is_some() {
        return Err(format!(
            "{}: --iteration applies to MCTS traces; this trace is of {}: use --step K",
            path.display(),
            named.algorithm
        )
        .into());
    }
    let trace = InspectTrace::checked(named).map_err(|e| format!("{}: {e}", path.display()))?;
    let loaded = Loaded::new(trace).map_err(|e| format!("{}: {e}", path.display()))?;
    let k = a.step.unwrap_or(loaded.len());
    show::check_step(&loaded, k).map_err(|e| format!("{}: {e}", path.display()))?;
    if a.json {
        println!("{}", show::step_json(&loaded, k));
    } else {
        print!("{}", show::step_text(&loaded, k));
    }
    Ok(())
}

/// An MCTS trace file: the root's children at iteration `--iteration K` (the
/// last by default), from the MCTS inspector's model.
fn mcts(path: &Path, a: &ShowArgs) -> Result<(), CliError> {
    if a.step.is_some() {
        return Err(format!(
            "{}: an MCTS trace is shown by iteration: use --iteration K",
            path.display()
        )
        .into());
    }
    let iteration = a
        .iteration
        .map(|k| u32::try_from(k).map_err(|_| format!("--iteration {k} is too large")))
        .transpose()?;
    let shown = crate::inspect::mcts::show_file(path, iteration, a.json)?;
    println!("{}", shown.trim_end());
    Ok(())
}

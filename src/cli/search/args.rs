//! The options of `ludoscope search`, and the checks of those that go together.
//! `--algo` takes the names of [`Algorithm`] (the one list of algorithms, shared
//! with the inspector and trace files); `--window` the names of alpha-beta's
//! [`Window`]; `--order` the children's [`Order`] (the inspector's "reorder").

use crate::cli::spec_parser;
use crate::games::GameSpec;
use crate::inspect::{Algorithm, SearchSettings};
use crate::search::{CutRule, Window};
use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// `--algo`'s values are the algorithms' names, each with its summary as help.
impl ValueEnum for Algorithm {
    fn value_variants<'a>() -> &'a [Self] {
        &Algorithm::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.summary()))
    }
}

/// `--window`'s values are [`Window::name`]s.
impl ValueEnum for Window {
    fn value_variants<'a>() -> &'a [Self] {
        &[Window::Infinite, Window::Heuristic]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match self {
            Window::Infinite => "alpha = -infinity, beta = +infinity (seed 004)",
            Window::Heuristic => {
                "alpha = -M, beta = M: the values' bound v_max (seed 003 Example 2.2)"
            }
        };
        Some(PossibleValue::new(self.name()).help(help))
    }
}

/// The order in which the seeds' searches take the children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Order {
    /// The game's order.
    #[default]
    Game,
    /// Best first by the heuristic for the player to move (the inspector's
    /// "best first"; `crate::inspect::reorder`).
    Heuristic,
}

impl Order {
    pub fn name(self) -> &'static str {
        match self {
            Order::Game => "game",
            Order::Heuristic => "heuristic",
        }
    }
}

#[derive(Args, Debug)]
pub struct SearchArgs {
    /// The game, as RON: TicTacToe, 'ConnectFour(rows: 6, cols: 7)', 'Nim(heaps: [3, 4, 5])'.
    #[arg(value_parser = spec_parser())]
    pub spec: GameSpec,
    #[arg(long, num_args = 1.., value_name = "MOVE", help = crate::cli::moves::MOVES_HELP)]
    pub moves: Vec<String>,
    /// The position to start from, in the game's notation (`/` or `\n` for a
    /// new line; `@FILE` reads it from a file); --moves are played after it.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// The search algorithm.
    #[arg(long, value_enum)]
    pub algo: Algorithm,
    /// Search depth in plies (the heuristic evaluates the horizon).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Alpha-beta's cut test (as `trace check --cut-rule`).
    #[arg(long, value_enum, default_value = "seed")]
    pub cut_rule: CutArg,
    /// The same as `--cut-rule strict` (kept for the scripts that use it).
    #[arg(long, conflicts_with = "cut_rule")]
    pub strict_cuts: bool,
    /// Alpha-beta's initial window.
    #[arg(long, value_enum, default_value = "infinite")]
    pub window: Window,
    /// The order of the children (the seeds' searches).
    #[arg(long, value_enum, default_value = "game")]
    pub order: Order,
    /// Iterations (mcts: 10000, 1 to 10^9, at most 500000 with --trace; cfr,
    /// cfr+, dcfr: 1000, or with --target-nash-conv the most to run, 100000000
    /// unless given).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// cfr, cfr+, dcfr: run until the average strategy's NashConv is at most X
    /// (or --iterations / --millis run out); the report says when it was reached.
    #[arg(long, value_name = "X", value_parser = positive_number)]
    pub target_nash_conv: Option<f64>,
    /// minimax-memo: the most positions its table keeps (1 to 10^9; by default
    /// as many as fit in about 1 GiB); a search that needs more is refused.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub max_memo: Option<u64>,
    /// The seed of every random choice (mcts).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Save the recorded search (RON) to this file; an existing file is kept
    /// unless --force.
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub sheet: super::sheet_args::SheetArgs,
    #[command(flatten)]
    pub budget: super::budget::BudgetArgs,
}

/// The most `--iterations` of `--algo mcts`, as for an `Mcts(iterations: ..)`
/// agent: the tree's memory is bounded whatever the count
/// ([`crate::search::mcts::MAX_TREE_NODES`]), but not the time.
pub const MAX_MCTS_ITERATIONS: u32 = crate::agents::MAX_AGENT_ITERATIONS;

/// The most `--iterations` of `--algo mcts` with `--trace`: the recorder keeps
/// every iteration (about 1 KiB of memory each on Connect Four, 111 MB for
/// 10^5, and 150 bytes of file), and the trace file is read back up to 256 MiB.
pub const MAX_TRACED_MCTS_ITERATIONS: u32 = 500_000;

/// A finite number above 0 (`--target-nash-conv`).
fn positive_number(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(x),
        Ok(_) => Err(format!("a number above 0 is needed, not {text}")),
        Err(_) => Err(format!("not a number: {text}")),
    }
}

impl SearchArgs {
    /// The `--moves` words as one text.
    pub fn moves_text(&self) -> String {
        crate::cli::moves::joined(&self.moves)
    }

    /// Checks the options that go with the algorithm.
    pub fn check(&self) -> Result<(), String> {
        let algo = self.algo;
        match (algo, self.depth) {
            (Algorithm::MinimaxDepth, None) => Err("--algo minimax-depth needs --depth N".into()),
            (Algorithm::Minimax, Some(_)) => Err(
                "--algo minimax searches to the end of the game; use minimax-depth, minimax-memo or alphabeta with --depth"
                    .into(),
            ),
            _ if self.cut() == CutRule::Strict && algo != Algorithm::AlphaBeta => {
                Err("--cut-rule strict (--strict-cuts) only applies to --algo alphabeta".into())
            }
            _ if self.window != Window::Infinite && algo != Algorithm::AlphaBeta => {
                Err("--window heuristic only applies to --algo alphabeta".into())
            }
            _ if self.target_nash_conv.is_some() && algo.cfr_variant().is_none() => Err(format!(
                "--target-nash-conv applies to --algo cfr, cfr+ and dcfr, not --algo {}",
                algo.name()
            )),
            _ if self.order != Order::Game && !algo.is_seed() => Err(format!(
                "--order heuristic applies to the seeds' searches (minimax, minimax-memo, \
                 minimax-depth, alphabeta), not --algo {}",
                algo.name()
            )),
            _ if self.max_memo.is_some() && algo != Algorithm::MinimaxMemo => Err(format!(
                "--max-memo applies to --algo minimax-memo, not --algo {}",
                algo.name()
            )),
            _ if algo == Algorithm::Mcts => self.check_mcts_iterations(),
            _ => Ok(()),
        }
    }

    /// Refuses `--iterations` of `--algo mcts` above its bound (lower with
    /// `--trace`), naming the flag and the limit.
    fn check_mcts_iterations(&self) -> Result<(), String> {
        let n = self.iterations.unwrap_or(1);
        if self.trace.is_some() && n > MAX_TRACED_MCTS_ITERATIONS {
            return Err(format!(
                "--iterations {n} with --trace: at most {MAX_TRACED_MCTS_ITERATIONS} iterations \
                 are recorded (each is kept in memory and in the file); run fewer, or drop --trace"
            ));
        }
        if n == 0 || n > MAX_MCTS_ITERATIONS {
            return Err(format!(
                "--iterations {n}: --algo mcts runs 1 to {MAX_MCTS_ITERATIONS} iterations (as an \
                 Mcts agent); use --millis MS to search for a given time"
            ));
        }
        Ok(())
    }

    /// The inspector's settings for a seed search with these options.
    /// The cut test asked for: `--cut-rule`, or `--strict-cuts`.
    pub fn cut(&self) -> CutRule {
        match (self.strict_cuts, self.cut_rule) {
            (true, _) | (false, CutArg::Strict) => CutRule::Strict,
            (false, CutArg::Seed) => CutRule::Seed,
        }
    }

    pub fn settings(&self) -> SearchSettings {
        SearchSettings {
            algorithm: self.algo,
            depth: self.depth,
            cut: self.cut(),
            window: self.window,
            reorder: self.order == Order::Heuristic,
            memo_entries: self.max_memo.map(|n| n as usize),
            ..SearchSettings::default()
        }
    }

    /// Checks that `--trace`, if given, goes with the algorithm, and that it
    /// names no existing file unless `--force` (checked again when writing).
    pub fn check_trace(&self) -> Result<(), String> {
        let Some(path) = &self.trace else {
            return Ok(());
        };
        if !self.algo.records() {
            return Err(format!(
                "--trace records the seeds' searches, expectiminimax and mcts, not --algo {}",
                self.algo.name()
            ));
        }
        if !self.sheet.force && std::fs::symlink_metadata(path).is_ok() {
            return Err(format!(
                "{} already exists: add --force to replace it",
                path.display()
            ));
        }
        Ok(())
    }
}

/// Alpha-beta's cut test on the command line (`search` and `trace check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CutArg {
    /// Seed 004: cut on a >= beta (MAX) / b <= alpha (MIN).
    Seed,
    /// Cut only on a > beta / b < alpha.
    Strict,
}

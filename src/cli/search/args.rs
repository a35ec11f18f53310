//! The options of `ludoscope search`, and the checks of those that go together.
//! `--algo` takes the names of [`Algorithm`] (the one list of algorithms, shared
//! with the inspector and trace files).

use crate::cli::parse_spec;
use crate::games::GameSpec;
use crate::inspect::Algorithm;
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

#[derive(Args, Debug)]
pub struct SearchArgs {
    /// The game, as RON: TicTacToe, 'ConnectFour(rows: 6, cols: 7)', 'Nim(heaps: [3, 4, 5])'.
    #[arg(value_parser = parse_spec)]
    pub spec: GameSpec,
    /// Moves to play first, in game notation, separated by spaces or commas.
    #[arg(long, default_value = "")]
    pub moves: String,
    /// The search algorithm.
    #[arg(long, value_enum)]
    pub algo: Algorithm,
    /// Search depth in plies (the heuristic evaluates the horizon).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Alpha-beta cuts only on a > beta / b < alpha (the seed cuts on >= / <=).
    #[arg(long)]
    pub strict_cuts: bool,
    /// Iterations (mcts, cfr).
    #[arg(long)]
    pub iterations: Option<u32>,
    /// The seed of every random choice (mcts).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Save the recorded search (RON) to this file.
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub sheet: super::sheet::SheetArgs,
}

impl SearchArgs {
    /// Checks the options that go with the algorithm.
    pub fn check(&self) -> Result<(), String> {
        let algo = self.algo;
        match (algo, self.depth) {
            (Algorithm::MinimaxDepth, None) => Err("--algo minimax-depth needs --depth N".into()),
            (Algorithm::Minimax | Algorithm::MinimaxMemo, Some(_)) => Err(format!(
                "--algo {} searches to the end of the game; use minimax-depth or alphabeta with --depth",
                algo.name()
            )),
            _ if self.strict_cuts && algo != Algorithm::AlphaBeta => {
                Err("--strict-cuts only applies to --algo alphabeta".into())
            }
            _ => Ok(()),
        }
    }

    /// Checks that `--trace`, if given, goes with the algorithm.
    pub fn check_trace(&self) -> Result<(), String> {
        if self.trace.is_some() && !self.algo.records() {
            return Err(format!(
                "--trace records the seeds' searches, expectiminimax and mcts, not --algo {}",
                self.algo.name()
            ));
        }
        Ok(())
    }
}

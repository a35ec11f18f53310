//! `ludoscope perft SPEC --depth N [--position P] [--moves M] [--json]`: per depth, the number of
//! action sequences and of distinct states (see [`crate::engine::perft_levels`]).

use super::{CliError, moves, spec_parser};
use crate::engine::perft_levels;
use crate::games::{AnyGame, GameSpec};
use crate::with_game;
use clap::Args;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game, as RON: TicTacToe, 'ConnectFour(rows: 6, cols: 7)', 'Nim(heaps: [3, 4, 5])'.
    #[arg(value_parser = spec_parser())]
    spec: GameSpec,
    /// The deepest depth to count.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=64))]
    depth: u32,
    #[arg(long, num_args = 1.., value_name = "MOVE", help = moves::MOVES_HELP)]
    moves: Vec<String>,
    /// The position to start from, in the game's notation (`/` or `\n` for a
    /// new line; `@FILE` reads it from a file); --moves are played after it.
    #[arg(long, value_name = "TEXT")]
    position: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &PerftArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    let moves = moves::split_moves_for(&game, &moves::joined(&args.moves));
    let start = Instant::now();
    let levels = with_game!(&game, g => {
        let root = moves::start_state(g, args.position.as_deref(), &moves)?;
        perft_levels(g, &root, args.depth as usize)
    });
    let seconds = start.elapsed().as_secs_f64();
    if args.json {
        let depths: Vec<_> = levels
            .iter()
            .map(|l| {
                serde_json::json!({
                    "depth": l.depth, "nodes": l.nodes, "distinct": l.distinct, "terminal": l.terminal
                })
            })
            .collect();
        let out = serde_json::json!({
            "spec": args.spec.to_string(), "depths": depths, "seconds": seconds
        });
        println!("{out}");
    } else {
        println!("{}", args.spec);
        println!(
            "{:>5} {:>16} {:>16} {:>14}",
            "depth", "nodes", "terminal", "distinct"
        );
        for l in &levels {
            println!(
                "{:>5} {:>16} {:>16} {:>14}",
                l.depth, l.nodes, l.terminal, l.distinct
            );
        }
        println!("seconds: {seconds:.3}");
    }
    Ok(())
}

//! `ludoscope perft SPEC --depth N [--position P] [--moves M] [--json]`: per depth, the number of
//! action sequences and of distinct states (see [`crate::engine::perft_levels`]).
//! The distinct states of a level are kept in memory: at most `--max-states`
//! of them (by default as many as fit in about 1 GiB); past it the sequences
//! are still counted, depth-first, and the report says from which depth the
//! distinct states were not counted.

use super::{CliError, moves, spec_parser};
use crate::engine::{Game, perft_levels_capped};
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
    /// The most distinct states kept in a level (1 to 10^9; by default as many
    /// as fit in about 1 GiB); deeper levels are counted without them.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    max_states: Option<u64>,
}

/// The memory the distinct states of two levels (the one kept and the next)
/// may take by default.
const DEFAULT_BYTES: usize = 1 << 30;

/// The default `--max-states` for `g`: two levels of a hash map of (state,
/// sequences) fit in [`DEFAULT_BYTES`] (an entry and its control byte, at the
/// map's 7/8 load).
fn default_max_states<G: Game>(_: &G) -> usize {
    let entry = std::mem::size_of::<(G::State, u64)>() + 1;
    DEFAULT_BYTES / (2 * entry * 8 / 7).max(1)
}

pub fn run(args: &PerftArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    let moves = moves::split_moves_for(&game, &moves::joined(&args.moves));
    let start = Instant::now();
    let (counted, most) = with_game!(&game, g => {
        let root = moves::start_state(g, args.position.as_deref(), &moves)?;
        let most = args.max_states.map_or_else(|| default_max_states(g), |n| n as usize);
        (perft_levels_capped(g, &root, args.depth as usize, most), most)
    });
    let seconds = start.elapsed().as_secs_f64();
    let levels = &counted.levels;
    let counted_to = counted.distinct_to.unwrap_or(usize::MAX);
    let note = counted.distinct_to.map(|d| {
        format!(
            "distinct states not counted past depth {d}: depth {} holds more than {most} \
             (--max-states; sequences and final states still counted)",
            d + 1
        )
    });
    if args.json {
        let depths: Vec<_> = levels
            .iter()
            .map(|l| {
                let distinct = (l.depth <= counted_to).then_some(l.distinct);
                serde_json::json!({
                    "depth": l.depth, "nodes": l.nodes, "distinct": distinct, "terminal": l.terminal
                })
            })
            .collect();
        let out = serde_json::json!({
            "spec": args.spec.to_string(), "depths": depths, "seconds": seconds,
            "max_states": most, "distinct_counted_to": counted.distinct_to, "note": note
        });
        println!("{out}");
    } else {
        println!("{}", args.spec);
        println!(
            "{:>5} {:>16} {:>16} {:>14}",
            "depth", "nodes", "terminal", "distinct"
        );
        for l in levels {
            let distinct = match l.depth <= counted_to {
                true => l.distinct.to_string(),
                false => "-".to_string(),
            };
            println!(
                "{:>5} {:>16} {:>16} {:>14}",
                l.depth, l.nodes, l.terminal, distinct
            );
        }
        if let Some(note) = &note {
            println!("note: {note}");
        }
        println!("seconds: {seconds:.3}");
    }
    Ok(())
}

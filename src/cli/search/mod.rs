//! `ludoscope search SPEC [--moves M] --algo A [--depth N] [--cut-rule seed|strict]
//! [--window infinite|heuristic] [--order game|heuristic] [--position P]
//! [--trace FILE] [--json] [--sheet OUT [--key OUT] [--force]]`: runs one
//! search from a position and prints its value (and the scale it is on), best
//! move and counters; `--trace` saves the recorded search as RON; `--sheet` /
//! `--key` draw the alpha-beta exercise sheet of the tree and its answer key
//! ([`sheet`]).
//! The options are [`args`]; the seeds' searches (seed 004's MinMax and
//! AlphaBeta, through the inspector's own dispatch) are [`seeds`]; the other
//! algorithms (the strong engine, expectiminimax, MCTS) are [`engines`], the
//! CFR family (`cfr`, `cfr+`, `dcfr`, `--target-nash-conv`) [`cfr`].
//! The algorithms' names are [`crate::inspect::Algorithm`]'s.

pub(super) mod args;
pub(in crate::cli) mod budget;
mod cfr;
mod deepen;
mod engines;
mod report;
mod seeds;
mod sheet;
mod sheet_args;

pub use args::SearchArgs;

use super::{CliError, moves};
use crate::engine::Game;
use crate::games::AnyGame;
use crate::inspect::Algorithm;
use crate::search::estimate::{estimate_tree, magnitude};
use crate::with_game;

/// Trees larger than this get a note up front (minutes of search at least).
const HUGE_TREE: f64 = 1e9;

/// A note when the tree that `args`'s search would visit from the position
/// after `moves` is estimated to be huge ([`estimate_tree`]): the seeds'
/// searches and expectiminimax, without a budget.
fn size_note<G: Game>(g: &G, args: &SearchArgs, moves: &[String]) -> Option<String> {
    let counted = args.algo.is_seed() || args.algo == Algorithm::Expectiminimax;
    if !counted || args.budget.given() {
        return None;
    }
    let root = moves::start_state(g, args.position.as_deref(), moves).ok()?;
    let estimate = estimate_tree(g, &root, args.depth, 1_000, 0);
    if estimate.cut || estimate.nodes < HUGE_TREE {
        return None;
    }
    let (reach, advice) = match args.depth {
        None => ("to the end".to_string(), "give --depth N"),
        Some(d) => (format!("to depth {d}"), "give a smaller --depth"),
    };
    let fewer = match args.algo {
        Algorithm::AlphaBeta => " (alpha-beta visits fewer: at best about their square root)",
        Algorithm::MinimaxMemo => " (the memo visits each distinct position once: fewer)",
        _ => "",
    };
    Some(format!(
        "note: {} {reach} of {}: its tree holds {} positions{fewer}, estimated from \
         {} random lines; {advice}, or a budget with --max-nodes N or --millis MS (the \
         best answer so far is given when it runs out)",
        args.algo.name(),
        args.spec,
        magnitude(estimate.nodes),
        estimate.lines,
    ))
}

pub fn run(args: &SearchArgs) -> Result<(), CliError> {
    args.check()?;
    let game = AnyGame::from_spec(&args.spec)?;
    // A long line (a 50,000-node chain arena, or a cycle searched to a large
    // --depth) recurses deeper than the main thread's stack allows: search on a
    // thread whose stack fits the game and the depth.
    let stack =
        with_game!(&game, g => crate::search::deep::stack_for_search(g, args.depth, "--depth"))?;
    crate::search::deep::on_deep_stack(stack, || run_game(args, &game).map_err(|e| e.to_string()))?
        .map_err(CliError::from)
}

/// [`run`] once the game is read.
fn run_game(args: &SearchArgs, game: &AnyGame) -> Result<(), CliError> {
    let game = game.clone();
    let moves = moves::split_moves_for(&game, &args.moves_text());
    args.check_trace()?;
    // A trace file records its root as moves from the start (src/search owns
    // the format): it cannot hold a set-up position yet.
    if args.position.is_some() && args.trace.is_some() {
        return Err("--trace records the root as moves from the initial state: it cannot be combined with --position".into());
    }
    args.sheet.check(args.algo, args.trace.is_some())?;
    if args.budget.max_nodes.is_some() && args.algo.cfr_variant().is_some() {
        return Err(format!(
            "--max-nodes does not apply to --algo {}: give --iterations N, --millis MS or --target-nash-conv X",
            args.algo.name()
        )
        .into());
    }
    if let Some(note) = with_game!(&game, g => size_note(g, args, &moves)) {
        note!("{note}");
    }
    if args.algo.is_seed() {
        // Drawn first: a tree too big for a page is refused before the search.
        let drawn = match args.sheet.wanted() {
            true => Some(sheet::draw(args, &game)?),
            false => None,
        };
        let report = with_game!(&game, g => seeds::run(g, args, &moves)?);
        seeds::print(args, &report);
        if let Some(drawn) = drawn {
            sheet::write(args, &drawn)?;
        }
        return Ok(());
    }
    let report = with_game!(&game, g => {
        let root = moves::start_state(g, args.position.as_deref(), &moves)?;
        engines::run(g, &root, &moves, args)?
    });
    report::print(&report, args);
    Ok(())
}

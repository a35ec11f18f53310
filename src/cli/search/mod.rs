//! `ludoscope search SPEC [--moves M] --algo A [--depth N] [--strict-cuts]
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

mod args;
mod budget;
mod cfr;
mod engines;
mod report;
mod seeds;
mod sheet;

pub use args::SearchArgs;

use super::{CliError, moves};
use crate::games::AnyGame;
use crate::with_game;

/// Whether a search to the end of `spec` from its start is known not to finish.
fn huge(spec: &crate::games::GameSpec) -> bool {
    use crate::games::GameSpec::{ArdRi, ConnectFour, Tablut};
    match spec {
        ConnectFour { rows, cols } => u32::from(*rows) * u32::from(*cols) > 20,
        Tablut { .. } | ArdRi { .. } => true,
        _ => false,
    }
}

pub fn run(args: &SearchArgs) -> Result<(), CliError> {
    args.check()?;
    let game = AnyGame::from_spec(&args.spec)?;
    // A long line (a 50,000-node chain arena) recurses deeper than the main
    // thread's stack allows: search on a thread whose stack fits the game.
    let stack = with_game!(&game, g => crate::search::deep::stack_for(g));
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
    let cfr_millis = args.algo.cfr_variant().is_some() && args.budget.max_nodes.is_none();
    if args.budget.given() && !args.algo.is_seed() && !cfr_millis {
        return Err(format!(
            "--max-nodes and --millis apply to the seeds' searches (and --millis to \
             cfr, cfr+, dcfr), not --algo {}",
            args.algo.name()
        )
        .into());
    }
    if args.algo.is_seed() && args.depth.is_none() && !args.budget.given() && huge(&args.spec) {
        eprintln!(
            "note: {} to the end of {} visits more positions than can be searched; \
             give --depth N, or a budget with --max-nodes N or --millis MS",
            args.algo.name(),
            args.spec
        );
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

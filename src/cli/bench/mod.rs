//! `ludoscope bench`: the benchmark table. Each row runs its work at least once and
//! until about a second has passed, and reports the rate. Build with `--release`.

mod c4_threads;
mod cfr;
mod growth;
mod layout;
mod mcts_trace;
mod measure;
mod protocol;
mod search;
mod seeds;

use super::CliError;
use crate::engine::{Actor, Game, perft_nodes};
use crate::games::{Chomp, ConnectFour, Cram, Tafl, TicTacToe};
use crate::search::{AlphaBetaOptions, NoTracer, alphabeta};
use crate::solve::{SolveOptions, solve};
use clap::Args;
use measure::{measure, row};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// Random games of Connect Four to the end on the fast path; returns the games played.
pub fn random_playouts(g: &ConnectFour, games: u64, seed: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::with_capacity(8);
    for _ in 0..games {
        let mut s = g.initial_state();
        while let Some(p) = g.turn(&s).to_move() {
            g.legal_actions(&s, p, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            g.play(&mut s, Actor::Player(p), a);
        }
    }
    games
}

/// The options of `ludoscope bench`.
#[derive(Args, Debug, Default, Clone, PartialEq)]
pub struct BenchArgs {
    /// Only the rows of the searches that report to a tracer (minimax,
    /// alpha-beta, negamax, MCTS), which `scripts/tracer-cost.sh` compares
    /// with a `--features tracer-free` build.
    #[arg(long)]
    pub tracer_cost: bool,
    /// Only the search inspector's rows: opening a trace of a million nodes
    /// (time, and resident bytes per node), and the Tree tab's model work per
    /// frame on traces of 550,000 and two million nodes.
    #[arg(long)]
    pub inspector: bool,
    /// Only the arena layout's rows (random arenas of 300 and 3,000 nodes).
    #[arg(long)]
    pub layout: bool,
    /// Only the rows that show how a cost grows, each at two sizes ten times
    /// apart: the AlphaBeta agent's time per move on chain arenas of 10^4 and
    /// 10^5 plies, the arena layout on random arenas of 10^4 and 10^5 nodes.
    #[arg(long)]
    pub growth: bool,
    /// Only the CFR family's rows: iterations and seconds to reach a NashConv
    /// target (two-player Kuhn poker 1e-4, Leduc poker 1e-3, or --cfr-game).
    #[arg(long)]
    pub cfr: bool,
    /// The CFR rows on this game (a spec, as for `search`) instead of Kuhn and Leduc.
    #[arg(long, value_name = "SPEC")]
    pub cfr_game: Option<String>,
    /// Only the MCTS inspector's rows: 100,000 iterations recorded on
    /// tic-tac-toe and Connect Four, then the time of each operation of a frame
    /// (step, seek, root table, visible tree, share series).
    #[arg(long)]
    pub mcts_trace: bool,
    /// Only the exact Connect Four solver's rows on threads, with the empty
    /// 7x6 board (strong and weak, 1 and 2 threads: many minutes).
    #[arg(long)]
    pub c4_empty: bool,
    /// Only the agent protocol's rows: a move's round trip to a `python3`
    /// program, and a whole game with it.
    #[arg(long)]
    pub protocol: bool,
    /// The NashConv target of --cfr-game.
    #[arg(long, value_name = "X", default_value_t = 1e-3)]
    pub cfr_target: f64,
}

/// Which tracer the search rows run with.
const TRACER: &str = if cfg!(feature = "tracer-free") {
    "none: a `tracer-free` build, every tracer call compiled out"
} else {
    "the no-op tracer (NoTracer)"
};

pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    if cfg!(debug_assertions) {
        note!("note: a debug build; run `cargo run --release -- bench` for real figures");
    }
    let budget = Duration::from_secs(1);
    println!("searches run with {TRACER}");
    println!("{:<44} {:>14} {:<14}", "benchmark", "rate", "unit");
    let c4 = ConnectFour::default();
    if args.tracer_cost {
        seeds::traced_rows(&c4, budget);
        search::traced_rows(budget);
        return Ok(());
    }
    if args.inspector {
        return inspector_rows();
    }
    if args.mcts_trace {
        return mcts_trace::rows();
    }
    if args.layout {
        layout::rows(budget);
        return Ok(());
    }
    if args.growth {
        growth::agent_rows()?;
        growth::layout_rows()?;
        return Ok(());
    }
    if args.c4_empty {
        c4_threads::rows();
        c4_threads::empty_board_rows();
        return Ok(());
    }
    if args.cfr || args.cfr_game.is_some() {
        return cfr_rows(args);
    }
    if args.protocol {
        protocol::rows(budget);
        return Ok(());
    }
    let ttt = TicTacToe;
    row(
        "perft tic-tac-toe, depth 9 (bulk counting)",
        "nodes/s",
        measure(budget, || perft_nodes(&ttt, &ttt.initial_state(), 9)),
    );
    row(
        "perft Connect Four 7x6, depth 9 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&c4, &c4.initial_state(), 9)),
    );
    let mut seed = 0;
    row(
        "random playouts Connect Four 7x6",
        "games/s",
        measure(budget, || {
            seed += 1;
            random_playouts(&c4, 10_000, seed)
        }),
    );
    seeds::rows(&c4, budget);
    search::run(budget);
    c4_threads::rows();
    tafl_rows(budget);
    solve_rows(budget, "tic-tac-toe", &ttt)?;
    solve_rows(budget, "Chomp 8x8", &Chomp::new(8, 8)?)?;
    solve_rows(budget, "Cram 4x5", &Cram::new(4, 5)?)?;
    solve_rows(budget, "Connect Four 4x5", &ConnectFour::new(4, 5)?)?;
    cfr_rows(&BenchArgs::default())?;
    layout::rows(budget);
    growth::agent_rows()?;
    growth::layout_rows()?;
    protocol::rows(budget);
    inspector_rows()
}

/// The search inspector on a trace of a million nodes (issue 17): the time to
/// open it as the studio does (read, parse, check against the game, index, lay
/// out; no window) and the resident memory it keeps per node. The outline's
/// frame times, which need a window's toolkit, are
/// `cargo run --release --example inspector_tools -- bench`. Then the Tree
/// tab's level of detail: the model's work per frame on two large traces.
fn inspector_rows() -> Result<(), CliError> {
    let path = std::env::temp_dir().join(format!("ludoscope-bench-{}.ron", std::process::id()));
    crate::inspect::bench::save_million_node_trace(&path)?;
    let cost = crate::inspect::bench::open_cost(&path);
    let _ = std::fs::remove_file(&path);
    let cost = cost?;
    let note = format!("{} nodes, {} events", cost.nodes, cost.events);
    println!(
        "{:<44} {:>14.3} {:<14} ({note})",
        "inspector: open a trace (read..layout)", cost.seconds, "s"
    );
    if let Some(bytes) = cost.bytes_per_node {
        println!(
            "{:<44} {:>14.1} {:<14} ({note})",
            "inspector: resident memory of the trace", bytes, "bytes/node"
        );
    }
    use crate::inspect::bench_lod::{frame_cost, tic_tac_toe_trace, two_million_trace};
    for (name, make) in [
        (
            "ttt minimax",
            tic_tac_toe_trace as fn() -> Result<_, String>,
        ),
        ("C4 5x6 d8", two_million_trace),
    ] {
        let l = make()?;
        let c = frame_cost(&l, Duration::from_secs(1));
        let note = format!("{} nodes, pictures up to {} items", c.nodes, c.most_items);
        let ms = |what: &str, v: f64| {
            println!(
                "{:<44} {:>14.3} {:<14} ({note})",
                format!("tree LOD {what}, {name}"),
                v,
                "ms/frame"
            );
        };
        ms("step", c.step_mean);
        ms("step p99", c.step_p99);
        ms("step worst", c.step_worst);
        ms("step worst rerun", c.step_worst_work);
        ms("zoom", c.zoom_mean);
        ms("open", c.open_mean);
    }
    Ok(())
}

/// The CFR family's rows ([`cfr`]): on --cfr-game, or on Kuhn and Leduc.
fn cfr_rows(args: &BenchArgs) -> Result<(), CliError> {
    if !(args.cfr_target.is_finite() && args.cfr_target > 0.0) {
        return Err(format!(
            "--cfr-target needs a number above 0, not {}",
            args.cfr_target
        )
        .into());
    }
    match &args.cfr_game {
        Some(spec) => cfr::rows(spec, args.cfr_target),
        None => {
            for (spec, target) in cfr::DEFAULT_GAMES {
                cfr::rows(spec, target);
            }
        }
    }
    Ok(())
}

/// Tablut and Ard-ri (issue 8): perft from the initial positions (seed 001 rules).
fn tafl_rows(budget: Duration) {
    let tablut = Tafl::tablut();
    row(
        "perft Tablut 9x9, depth 4 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&tablut, &tablut.initial_state(), 4)),
    );
    let ard_ri = Tafl::ard_ri();
    row(
        "perft Ard-ri 7x7, depth 5 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&ard_ri, &ard_ri.initial_state(), 5)),
    );
    let options = AlphaBetaOptions {
        depth: Some(4),
        ..Default::default()
    };
    row(
        "alpha-beta Tablut, depth 4, seed 001 objective",
        "nodes/s",
        measure(budget, || {
            alphabeta(&tablut, &tablut.initial_state(), options, &mut NoTracer)
                .map_or(0, |r| r.stats.nodes)
        }),
    );
}

/// Rows for the attractor solver on `g` (enumeration plus both attractors):
/// states and edges per second of wall time, states per second of this thread's
/// processor time (from `/proc/thread-self/schedstat`, when there is one: on a
/// loaded machine it is the one-core figure), and heap bytes per state (graph
/// and result; the peak, with the solver's transient arrays, in brackets).
fn solve_rows<G: Game>(budget: Duration, name: &str, g: &G) -> Result<(), CliError> {
    let options = SolveOptions::default();
    let summary = solve(g, &options)?.summary();
    let label = format!("solve {name} ({} states)", summary.states);
    let cpu_start = cpu_seconds();
    let (rate, runs) = measure(budget, || {
        solve(g, &options).map_or(0, |s| s.graph.len() as u64)
    });
    let cpu = cpu_start.zip(cpu_seconds()).map(|(a, b)| b - a);
    row(&label, "states/s", (rate, runs));
    let edges_per_state = summary.edges as f64 / summary.states.max(1) as f64;
    row(
        &format!("solve {name}, edges"),
        "edges/s",
        (rate * edges_per_state, runs),
    );
    if let Some(cpu) = cpu.filter(|&c| c > 0.0) {
        let states = summary.states as f64 * runs as f64;
        row(
            &format!("solve {name}, processor time"),
            "states/s",
            (states / cpu, runs),
        );
    }
    println!(
        "{:<44} {:>14.1} {:<14} (peak {:.1})",
        format!("solve {name}, memory"),
        summary.bytes_per_state,
        "bytes/state",
        summary.peak_bytes_per_state
    );
    Ok(())
}

/// The processor time of this thread so far, in seconds (Linux only).
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

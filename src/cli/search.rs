//! `ludoscope search SPEC [--moves M] --algo A [--depth N] [--strict-cuts]
//! [--trace FILE] [--json]`: runs one of the seeds' searches from a position and
//! prints the value (player 0's point of view), the best move, the principal
//! variation and the counters; `--trace` saves the recorded search as RON.

use super::{CliError, moves, parse_spec};
use crate::engine::Game;
use crate::games::{AnyGame, Catalogued, GameSpec};
use crate::inspect::{Algorithm, SearchSettings, search_with};
use crate::search::trace_file::TraceFile;
use crate::search::{
    CutRule, Heuristic, MoveOrder, NoTracer, SearchError, SearchResult, Trace, Tracer,
};
use crate::with_game;
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The search algorithms of the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Algo {
    /// Seed 004 MinMax to the end of the game, values in {-1, 0, 1}.
    Minimax,
    /// MinMax with memoisation (seed 003 Exercise 2.1).
    MinimaxMemo,
    /// MinMax to --depth with the heuristic, values in [-100, 100].
    MinimaxDepth,
    /// Seed 004 AlphaBeta, to the end or to --depth with the heuristic.
    Alphabeta,
    /// The strong engine: negamax alpha-beta, iterative deepening to --depth (or
    /// the end), transposition table, PVS; value for the player to move.
    Negamax,
    /// Expectiminimax to --depth (games with chance), player 0's point of view.
    Expectiminimax,
    /// Monte Carlo tree search (UCT), --iterations, --seed.
    Mcts,
    /// CFR+ on the whole game, --iterations; values per player and exploitability.
    Cfr,
}

impl Algo {
    /// The name on the command line and in trace files.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Minimax => "minimax",
            Algo::MinimaxMemo => "minimax-memo",
            Algo::MinimaxDepth => "minimax-depth",
            Algo::Alphabeta => "alphabeta",
            Algo::Negamax => "negamax",
            Algo::Expectiminimax => "expectiminimax",
            Algo::Mcts => "mcts",
            Algo::Cfr => "cfr",
        }
    }

    /// Whose point of view the value is from.
    pub fn perspective(self) -> &'static str {
        match self {
            Algo::Minimax
            | Algo::MinimaxMemo
            | Algo::MinimaxDepth
            | Algo::Alphabeta
            | Algo::Expectiminimax => "player 0",
            Algo::Negamax | Algo::Mcts => "player to move",
            Algo::Cfr => "each player",
        }
    }

    /// The algorithms of [`super::search_more`] (a trace for expectiminimax and mcts).
    pub fn is_engine(self) -> bool {
        matches!(
            self,
            Algo::Negamax | Algo::Expectiminimax | Algo::Mcts | Algo::Cfr
        )
    }

    /// Checks the options that go with the algorithm.
    fn check(self, depth: Option<u32>, strict: bool) -> Result<(), String> {
        match (self, depth) {
            (Algo::MinimaxDepth, None) => Err("--algo minimax-depth needs --depth N".into()),
            (Algo::Minimax | Algo::MinimaxMemo, Some(_)) => Err(format!(
                "--algo {} searches to the end of the game; use minimax-depth or alphabeta with --depth",
                self.name()
            )),
            _ if self.is_engine() && strict => {
                Err("--strict-cuts only applies to --algo alphabeta".into())
            }
            _ if strict && self != Algo::Alphabeta => {
                Err("--strict-cuts only applies to --algo alphabeta".into())
            }
            _ => Ok(()),
        }
    }
}

#[derive(Args, Debug)]
pub struct SearchArgs {
    /// The game, as RON: TicTacToe, 'ConnectFour(rows: 6, cols: 7)', 'Nim(heaps: [3, 4, 5])'.
    #[arg(value_parser = parse_spec)]
    spec: GameSpec,
    /// Moves to play first, in game notation, separated by spaces or commas.
    #[arg(long, default_value = "")]
    moves: String,
    /// The search algorithm.
    #[arg(long, value_enum)]
    pub algo: Algo,
    /// Search depth in plies (the heuristic evaluates the horizon).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Alpha-beta cuts only on a > beta / b < alpha (the seed cuts on >= / <=).
    #[arg(long)]
    strict_cuts: bool,
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
    json: bool,
}

/// What the command prints, with actions already in notation.
struct Report {
    value: i32,
    best: Option<String>,
    pv: Vec<String>,
    result_stats: crate::search::SearchStats,
    seconds: f64,
    truncated: bool,
}

pub fn run(args: &SearchArgs) -> Result<(), CliError> {
    args.algo.check(args.depth, args.strict_cuts)?;
    let game = AnyGame::from_spec(&args.spec)?;
    let moves = moves::split_moves_for(&game, &args.moves);
    if args.algo.is_engine() {
        if args.trace.is_some() && !matches!(args.algo, Algo::Expectiminimax | Algo::Mcts) {
            return Err(format!(
                "--trace records the seeds' searches, expectiminimax and mcts, not --algo {}",
                args.algo.name()
            )
            .into());
        }
        let report = with_game!(&game, g => {
            let root = moves::play_moves(g, &moves)?;
            super::search_more::run(g, &root, &moves, args)?
        });
        super::search_more::print(&report, args.json);
        return Ok(());
    }
    let report = with_game!(&game, g => search_game(g, args, &moves)?);
    print_report(args, &report);
    Ok(())
}

/// Runs the search on one concrete game, recording a trace when asked.
fn search_game<G: Heuristic + MoveOrder + Catalogued>(
    g: &G,
    args: &SearchArgs,
    moves: &[String],
) -> Result<Report, CliError> {
    let root = moves::play_moves(g, moves)?;
    let start = Instant::now();
    let Some(path) = &args.trace else {
        let result = run_algo(g, &root, args, &mut NoTracer)?;
        return Ok(describe(
            g,
            &root,
            result,
            start.elapsed().as_secs_f64(),
            false,
        ));
    };
    let mut trace = Trace::new();
    let result = run_algo(g, &root, args, &mut trace)?;
    // The search time, recording included; saving the file is not counted.
    let seconds = start.elapsed().as_secs_f64();
    trace.shrink_to_fit();
    let file = TraceFile::from_trace(g, moves, &root, args.algo.name(), &trace)?;
    file.save(path)?;
    Ok(describe(g, &root, result, seconds, trace.truncated()))
}

fn run_algo<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    args: &SearchArgs,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, CliError> {
    let algorithm = match args.algo {
        Algo::Minimax => Algorithm::Minimax,
        Algo::MinimaxMemo => Algorithm::MinimaxMemo,
        Algo::MinimaxDepth => Algorithm::MinimaxDepth,
        Algo::Alphabeta => Algorithm::AlphaBeta,
        // Run by `search_more` before this point; refused here rather than guessed.
        Algo::Negamax | Algo::Expectiminimax | Algo::Mcts | Algo::Cfr => {
            return Err(SearchError::Unsupported {
                algorithm: args.algo.name(),
                game: g.info().name,
            }
            .into());
        }
    };
    let settings = SearchSettings {
        algorithm,
        depth: args.depth,
        cut: if args.strict_cuts {
            CutRule::Strict
        } else {
            CutRule::Seed
        },
        ..SearchSettings::default()
    };
    Ok(search_with(
        g,
        root,
        &settings,
        tracer,
        &AtomicBool::new(false),
    )?)
}

/// The result with its actions in notation, each at the state where it is played.
fn describe<G: Game>(
    g: &G,
    root: &G::State,
    r: SearchResult<G::Action>,
    seconds: f64,
    truncated: bool,
) -> Report {
    let mut s = root.clone();
    let mut pv = Vec::new();
    for &a in &r.pv {
        pv.push(g.notation(&s, a));
        if let Some(p) = g.turn(&s).to_move() {
            g.play(&mut s, crate::engine::Actor::Player(p), a);
        }
    }
    Report {
        value: r.value,
        best: r.best.map(|a| g.notation(root, a)),
        pv,
        result_stats: r.stats,
        seconds,
        truncated,
    }
}

fn print_report(args: &SearchArgs, r: &Report) {
    let st = &r.result_stats;
    if args.json {
        let mut out = serde_json::json!({
            "value": r.value, "best": r.best, "pv": r.pv, "nodes": st.nodes,
            "leaves": st.leaves, "cuts": st.cuts, "tt_hits": st.tt_hits,
            "seconds": r.seconds, "perspective": args.algo.perspective(), "algo": args.algo.name(),
        });
        if args.trace.is_some() {
            out["trace_truncated"] = serde_json::json!(r.truncated);
        }
        println!("{out}");
        return;
    }
    println!(
        "{} after [{}], {}",
        args.spec,
        args.moves.trim(),
        args.algo.name()
    );
    println!(
        "value:   {} ({}'s point of view)",
        r.value,
        args.algo.perspective()
    );
    println!(
        "best:    {}",
        r.best.as_deref().unwrap_or("none (final state)")
    );
    println!("pv:      {}", r.pv.join(" "));
    println!(
        "nodes:   {}  leaves: {}  cuts: {}  tt hits: {}",
        st.nodes, st.leaves, st.cuts, st.tt_hits
    );
    println!("seconds: {:.3}", r.seconds);
    if let Some(path) = &args.trace {
        let note = if r.truncated {
            " (truncated at the node budget)"
        } else {
            ""
        };
        println!("trace:   {}{note}", path.display());
    }
}

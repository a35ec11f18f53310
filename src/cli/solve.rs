//! `ludoscope solve SPEC [--position P] [--moves M] [--max-states N] [--json]`: the attractor
//! solve of seeds 003 and 004 (see [`crate::solve`]): states, edges, the value of
//! the initial state, `|A(0)|`, `|A(1)|`, draws, `|A_n(i)|` for every `n`, seconds;
//! with `--position` or `--moves`, the answer for the state reached (winner, rank, strategy, and
//! what each legal move leads to). A progress bar shows on stderr after a second.

use super::{CliError, moves, spec_parser};
use crate::engine::Game;
use crate::games::{AnyGame, GameSpec};
use crate::solve::{
    DEFAULT_STATE_LIMIT, SolveOptions, StateAnswer, Summary, Value, solve_with_progress,
};
use crate::with_game;
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{Value as Json, json};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The game, as RON: 'Chomp(rows: 3, cols: 2)', 'Arena(path: "assets/arenas/x.ron")'.
    #[arg(value_parser = spec_parser())]
    spec: GameSpec,
    /// Moves to play first (as for search); the answer for the state reached is printed too.
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Option<Vec<String>>,
    /// The position to start from, in the game's notation (`/` or `\n` for a
    /// new line; `@FILE` reads it from a file); --moves are played after it,
    /// and the answer for the state reached is printed.
    #[arg(long, value_name = "TEXT")]
    position: Option<String>,
    /// Give up above this many reachable states.
    #[arg(long, default_value_t = DEFAULT_STATE_LIMIT)]
    max_states: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The answer for one state, already in notation.
struct Answer {
    moves: String,
    /// Started from `--position` rather than the initial state.
    from_position: bool,
    board: String,
    to_move: Option<usize>,
    value: Value,
    rank: Option<u32>,
    strategy: Option<String>,
    actions: Vec<(String, Value, Option<u32>)>,
}

/// A spinner on stderr that appears only once the solve has taken a second.
struct Progress {
    bar: ProgressBar,
    start: Instant,
    shown: bool,
}

impl Progress {
    fn new() -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        if let Ok(style) =
            ProgressStyle::with_template("{spinner} {elapsed} {human_pos} states expanded")
        {
            bar.set_style(style);
        }
        Progress {
            bar,
            start: Instant::now(),
            shown: false,
        }
    }

    fn tick(&mut self, expanded: usize) {
        if !self.shown && self.start.elapsed() > Duration::from_secs(1) {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.bar.enable_steady_tick(Duration::from_millis(200));
            self.shown = true;
        }
        self.bar.set_position(expanded as u64);
    }
}

pub fn run(args: &SolveArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    let moves = (args.moves.is_some() || args.position.is_some()).then(|| {
        moves::split_moves_for(&game, &moves::joined(args.moves.as_deref().unwrap_or(&[])))
    });
    let options = SolveOptions {
        state_limit: args.max_states,
    };
    let position = args.position.as_deref();
    let (summary, answer) =
        with_game!(&game, g => solve_one(g, position, moves.as_deref(), &options)?);
    if args.json {
        println!("{}", to_json(&summary, answer.as_ref()));
    } else {
        print_text(&args.spec, &summary, answer.as_ref());
    }
    Ok(())
}

/// The memory the solver's state store may take for games with large states
/// (Tablut's boards): the state limit is lowered to fit it.
const BIG_STATE_MEMORY: usize = 1 << 30;

/// States larger than this (bytes) count against [`BIG_STATE_MEMORY`].
const BIG_STATE: usize = 64;

/// The state limit for `g`: `--max-states`, lowered for large states so that
/// the solve stops near [`BIG_STATE_MEMORY`] (a state, its id, its hash slot
/// and its edges take about its size plus 32 bytes), and why it was lowered.
fn limit_for<G: Game>(requested: usize) -> (usize, Option<String>) {
    let size = std::mem::size_of::<G::State>();
    if size <= BIG_STATE {
        return (requested, None);
    }
    let fit = BIG_STATE_MEMORY / (size + 32);
    if fit >= requested {
        return (requested, None);
    }
    let why = format!(
        "more than {fit} reachable states: at {size} bytes a state (and about 32 more for \
         its place in the graph), the solver stops before 1 GiB; choose a smaller game \
         (or lower --max-states)"
    );
    (fit, Some(why))
}

/// Refuses up front a game known to have more states than the limit.
fn check_estimate<G: Game>(g: &G, limit: usize) -> Result<(), CliError> {
    match g.states_estimate() {
        Some(n) if n > limit as f64 => Err(format!(
            "{} has up to about {n:.2e} states, more than the state limit of {limit} \
             (--max-states): the solve would run out of states or memory; choose a smaller game",
            g.info().name
        )
        .into()),
        _ => Ok(()),
    }
}

fn solve_one<G: Game>(
    g: &G,
    position: Option<&str>,
    moves: Option<&[String]>,
    options: &SolveOptions,
) -> Result<(Summary, Option<Answer>), CliError> {
    let state = moves
        .map(|m| moves::start_state(g, position, m))
        .transpose()?;
    check_estimate(g, options.state_limit)?;
    let (limit, lowered) = limit_for::<G>(options.state_limit);
    let options = &SolveOptions { state_limit: limit };
    let mut progress = Progress::new();
    let solution = solve_with_progress(g, options, &mut |n| progress.tick(n));
    progress.bar.finish_and_clear();
    let solution = match (solution, lowered) {
        (Err(crate::solve::SolveError::TooManyStates { .. }), Some(why)) => {
            return Err(why.into());
        }
        // The solver's words name no flag; this command's is --max-states.
        (Err(e @ crate::solve::SolveError::TooManyStates { .. }), None) => {
            return Err(
                format!("{e}: raise the limit (--max-states) or choose a smaller game").into(),
            );
        }
        (solution, _) => solution?,
    };
    let answer = match (moves, state) {
        (Some(m), Some(s)) => {
            let a = solution
                .answer(&s)
                .ok_or("the state reached is not in the solved graph")?;
            Some(describe(g, &s, &a, m, position.is_some()))
        }
        _ => None,
    };
    Ok((solution.summary(), answer))
}

fn describe<G: Game>(
    g: &G,
    s: &G::State,
    a: &StateAnswer<G::Action>,
    moves: &[String],
    from_position: bool,
) -> Answer {
    Answer {
        moves: moves.join(" "),
        from_position,
        board: g.render(&g.view(s, crate::engine::Viewer::Everyone)),
        to_move: a.to_move,
        value: a.value,
        rank: a.rank,
        strategy: a.strategy.map(|x| g.notation(s, x)),
        actions: a
            .moves
            .iter()
            .map(|m| (g.notation(s, m.action), m.value, m.moves))
            .collect(),
    }
}

/// The initial value for the JSON contract: `win0`, `win1` or `draw` (an infinite
/// play is neither player's win: `draw`; the `infinite` field counts those states).
fn initial_code(v: Value) -> &'static str {
    match v {
        Value::Infinite => "draw",
        v => v.code(),
    }
}

fn to_json(s: &Summary, answer: Option<&Answer>) -> Json {
    let mut out = json!({
        "states": s.states,
        "edges": s.edges,
        "initial": initial_code(s.initial),
        "initial_value": s.initial.code(),
        "attractor": s.attractor,
        "draws": s.draws + s.infinite,
        "infinite": s.infinite,
        "levels": s.levels,
        "acyclic": s.acyclic,
        "bytes_per_state": s.bytes_per_state,
        "seconds": s.seconds,
    });
    if let (Some(a), Some(map)) = (answer, out.as_object_mut()) {
        let actions: Vec<Json> = a
            .actions
            .iter()
            .map(|(m, v, n)| json!({"action": m, "value": v.code(), "moves": n}))
            .collect();
        map.insert(
            "answer".into(),
            json!({
                "moves": a.moves, "from_position": a.from_position, "to_move": a.to_move, "value": a.value.code(),
                "rank": a.rank, "strategy": a.strategy, "actions": actions,
            }),
        );
    }
    out
}

fn print_text(spec: &GameSpec, s: &Summary, answer: Option<&Answer>) {
    println!("{spec}");
    println!("states      {}", s.states);
    println!("edges       {}", s.edges);
    println!("acyclic     {}", if s.acyclic { "yes" } else { "no" });
    println!("initial     {}", s.initial.words());
    println!("|A(0)|      {}", s.attractor[0]);
    println!("|A(1)|      {}", s.attractor[1]);
    println!("draws       {}", s.draws + s.infinite);
    if !s.acyclic {
        println!(
            "  of which  {} can reach a draw, {} only infinite plays",
            s.draws, s.infinite
        );
    }
    println!("{:>5} {:>12} {:>12}", "n", "|A_n(0)|", "|A_n(1)|");
    let depth = s.levels[0].len().max(s.levels[1].len());
    for n in 0..depth {
        let at = |i: usize| s.levels[i].get(n).or(s.levels[i].last()).unwrap_or(&0);
        println!("{n:>5} {:>12} {:>12}", at(0), at(1));
    }
    println!(
        "bytes/state {:.1} (peak {:.1})",
        s.bytes_per_state, s.peak_bytes_per_state
    );
    println!("seconds     {:.3}", s.seconds);
    if let Some(a) = answer {
        print_answer(a);
    }
}

fn print_answer(a: &Answer) {
    println!();
    let start = if a.from_position {
        "from the position given"
    } else {
        "at the start"
    };
    if a.moves.is_empty() {
        println!("{start}");
    } else if a.from_position {
        println!("{start}, after {}", a.moves);
    } else {
        println!("after {}", a.moves);
    }
    print!("{}", a.board);
    match a.to_move {
        Some(p) => println!("to move     player {p}"),
        None => println!("to move     nobody (terminal)"),
    }
    match a.rank {
        Some(r) => println!("value       {} within {}", a.value.words(), plies(r)),
        None => println!("value       {}", a.value.words()),
    }
    if let Some(m) = &a.strategy {
        println!("strategy    {m}");
    }
    for (m, v, n) in &a.actions {
        match n {
            Some(n) => println!("  {m:<10} {} within {}", v.words(), plies(*n)),
            None => println!("  {m:<10} {}", v.words()),
        }
    }
}

fn plies(n: u32) -> String {
    if n == 1 {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

//! `ludoscope play SPEC --p0 AGENT --p1 AGENT [--games N] [--seed S] [--swap]
//! [--json]`: plays games between agents in parallel (reproducible for a seed
//! whatever the number of threads, see [`crate::agents::tournament`]) with a
//! progress bar on stderr; prints each outcome (up to 20 games) and the wins,
//! draws, losses and mean payoff (final score) per agent and seat, the mean game
//! length and the mean time per move; `--save FILE [--force]` writes each game as a replay. An agent that
//! plays an illegal action loses the game (a forfeit).

use super::{CliError, agent_parser, spec_parser};
use crate::agents::tournament::{GameRecord, Tally, match_schedule, per_agent, play_all};
use crate::agents::{AgentGame, AgentSpec};
use crate::engine::{DynMatch, Game, Match};
use crate::games::{AnyGame, Catalogued, GameSpec};
use crate::with_game;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game, as RON (`ludoscope games` lists the games, their parameters and ranges).
    #[arg(value_parser = spec_parser())]
    spec: GameSpec,
    /// The agent of seat 0, as RON: Random, Level(0 to 4), AlphaBeta(depth: 1 to
    /// 100), Negamax(millis: 1 to 3600000), Mcts(iterations: 1 to 10^9),
    /// IsMcts(iterations: 1 to 10^9), Cfr(iterations: 1 to 10^7), Perfect, or a
    /// program speaking the agent protocol: External(command: "python3 a.py",
    /// name: "Alice", millis: 1000) (name and millis optional).
    #[arg(long, value_parser = agent_parser())]
    p0: Option<AgentSpec>,
    /// The agent of seat 1.
    #[arg(long, value_parser = agent_parser())]
    p1: Option<AgentSpec>,
    /// The agent of seat 2 (games with three or more players).
    #[arg(long, value_parser = agent_parser())]
    p2: Option<AgentSpec>,
    /// The agent of seat 3.
    #[arg(long, value_parser = agent_parser())]
    p3: Option<AgentSpec>,
    /// How many games, 1 to 1000000.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// The seed of every random choice (agents and chance).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Rotate the seats from game to game (game 2 puts --p1's agent in seat 0).
    #[arg(long)]
    swap: bool,
    /// Print one JSON object with each agent's results instead of text.
    #[arg(long)]
    json: bool,
    /// Save each game as a replay. A bare file name goes in saves/. With several
    /// games, game K goes to NAME-K.EXT (`--save g.ron --games 12`: g-01.ron ..
    /// g-12.ron).
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
    /// Replace existing replay files.
    #[arg(long, requires = "save")]
    force: bool,
}

/// A progress bar on stderr for `n` games.
pub(super) fn progress(n: u64) -> ProgressBar {
    let bar = ProgressBar::new(n);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    let players = with_game!(&game, g => g.info().players);
    let given = [&args.p0, &args.p1, &args.p2, &args.p3];
    let agents: Vec<AgentSpec> = (0..players)
        .map(|p| {
            given
                .get(p)
                .and_then(|a| (*a).clone())
                .ok_or_else(|| format!("{} needs an agent for seat {p}: --p{p} AGENT", args.spec))
        })
        .collect::<Result<_, _>>()?;
    if let Some(extra) = (players..given.len()).find(|&p| given[p].is_some()) {
        return Err(format!(
            "{} has {players} players; --p{extra} is one too many",
            args.spec
        )
        .into());
    }
    if let Some(path) = &args.save {
        super::replay::check_free(path, args.games.into(), args.force)?;
    }
    let started = Instant::now();
    let records = with_game!(&game, g => play_games(g, args, &agents)?);
    let seconds = started.elapsed().as_secs_f64();
    let by_agent = per_agent(agents.len(), players, &records);
    if args.json {
        let list: Vec<_> = agents
            .iter()
            .zip(&by_agent)
            .enumerate()
            .map(|(k, (a, (t, _)))| {
                json!({"name": a.to_string(), "wins": t.wins, "draws": t.draws,
                       "losses": t.losses, "score": t.score(),
                       "mean_payoff": mean_payoff(&records, k, None)})
            })
            .collect();
        println!(
            "{}",
            json!({"agents": list, "games": records.len(), "seconds": seconds})
        );
        return Ok(());
    }
    println!("{} games of {}", records.len(), args.spec);
    let mut by_seat = vec![Tally::default(); players];
    for r in &records {
        for (t, &o) in by_seat.iter_mut().zip(&r.outcomes) {
            t.add(o);
        }
    }
    for (p, t) in by_seat.iter().enumerate() {
        let who = if args.swap {
            "(rotating)".to_string()
        } else {
            agents[p].label()
        };
        println!(
            "seat {p} {who:<16} wins {:>6}  draws {:>6}  losses {:>6}",
            t.wins, t.draws, t.losses
        );
    }
    for (k, (a, (total, seats))) in agents.iter().zip(&by_agent).enumerate() {
        let payoff = payoff_text(mean_payoff(&records, k, None));
        println!("agent --p{k} {:<20} {}{payoff}", a.label(), line(total));
        for (p, t) in seats.iter().enumerate().filter(|(_, t)| t.games() > 0) {
            let payoff = payoff_text(mean_payoff(&records, k, Some(p)));
            println!("  in seat {p:<19} {}{payoff}", line(t));
        }
    }
    let plies: usize = records.iter().map(|r| r.plies).sum();
    let forfeits = records.iter().filter(|r| r.forfeit.is_some()).count();
    println!(
        "mean game length {:.1} plies, {forfeits} forfeits (illegal actions or failed programs)",
        plies as f64 / records.len().max(1) as f64
    );
    if records.len() > 20 {
        print_faults(&records);
    }
    let decisions: u32 = records.iter().map(|r| r.decisions).sum();
    let thinking: f64 = records.iter().map(|r| r.thinking).sum();
    println!(
        "time {seconds:.2} s: {:.3} ms per move, {:.1} games/s",
        1000.0 * thinking / decisions.max(1) as f64,
        records.len() as f64 / seconds.max(1e-9)
    );
    Ok(())
}

/// The games lost by a forfeit and why (the first three), for `play` and
/// `tournament`: a failed external program is named with what it did.
pub(super) fn print_faults(records: &[GameRecord]) {
    let faults: Vec<(u64, &str)> = records
        .iter()
        .filter_map(|r| Some((r.index, r.fault.as_deref()?)))
        .collect();
    for (index, fault) in faults.iter().take(3) {
        println!("forfeit in game {}: {fault}", index + 1);
    }
    if faults.len() > 3 {
        println!("... and {} more forfeits", faults.len() - 3);
    }
}

fn line(t: &Tally) -> String {
    format!(
        "wins {:>6}  draws {:>6}  losses {:>6}  score {:.3}",
        t.wins,
        t.draws,
        t.losses,
        t.score()
    )
}

/// The mean final score of agent `agent` (in seat `seat`, or in any seat) over
/// the games that ended by the rules: what a poker player wins per hand.
/// `None` when no such game was played.
fn mean_payoff(records: &[GameRecord], agent: usize, seat: Option<usize>) -> Option<f64> {
    let (sum, n) = records
        .iter()
        .filter_map(|r| {
            let payoffs = r.payoffs.as_ref()?;
            let p = r
                .seats
                .iter()
                .enumerate()
                .position(|(p, &a)| a == agent && seat.is_none_or(|s| s == p))?;
            payoffs.get(p).copied()
        })
        .fold((0.0, 0u32), |(sum, n), v| (sum + v, n + 1));
    (n > 0).then(|| sum / n as f64)
}

/// `  mean payoff +0.125`, or nothing when no game ended by the rules.
fn payoff_text(mean: Option<f64>) -> String {
    mean.map(|m| format!("  mean payoff {m:+.3}"))
        .unwrap_or_default()
}

/// Plays the games in parallel, then (in game order) saves them and prints one
/// line per game when there are at most 20.
fn play_games<G: AgentGame + Catalogued>(
    g: &G,
    args: &PlayArgs,
    agents: &[AgentSpec],
) -> Result<Vec<GameRecord>, CliError> {
    let schedule = match_schedule(agents.len(), args.games.into(), args.swap);
    let keep_matches = args.games <= 20 || args.save.is_some();
    let bar = progress(schedule.len() as u64);
    let play = || {
        play_all(
            g,
            agents,
            &schedule,
            args.seed,
            &|done| keep_matches.then(|| done.played.clone()),
            &|| bar.inc(1),
        )
    };
    // Agents on a long line (a 50,000-node chain arena) recurse deeper than a
    // worker's usual stack: play on workers whose stack fits the game.
    let results = crate::search::deep::in_deep_pool(crate::search::deep::stack_for(g), play)?;
    bar.finish_and_clear();
    let mut records = Vec::new();
    for (r, played) in results? {
        if let (Some(m), Some(path)) = (&played, &args.save) {
            let seats: Vec<AgentSpec> = r.seats.iter().map(|&a| agents[a].clone()).collect();
            let mut notes = format!(
                "ludoscope play {} --seed {}: game {} of {}",
                args.spec,
                args.seed,
                r.index + 1,
                args.games
            );
            if let Some(fault) = &r.fault {
                notes.push_str(&format!("; forfeit: {fault}"));
            }
            let path = super::replay::save_path(path, r.index, args.games.into());
            super::replay::save_played(m, &seats, notes, &path, args.force)?;
        }
        if let (Some(m), false, true) = (&played, args.json, args.games <= 20) {
            println!("game {}: {} -> {}", r.index + 1, moves(m), describe(m, &r));
        }
        records.push(r);
    }
    Ok(records)
}

fn moves<G: Game>(m: &Match<G>) -> String {
    let plies: Vec<String> = (0..m.ply_count())
        .map(|k| {
            let joint: Vec<String> = m.ply_notation(k).into_iter().map(|(_, t)| t).collect();
            joint.join("+")
        })
        .collect();
    plies.join(" ")
}

fn describe<G: Game>(m: &Match<G>, r: &GameRecord) -> String {
    if let Some(fault) = &r.fault {
        return format!("forfeit: {fault}");
    }
    match m.scores() {
        Some(scores) => match scores.winner() {
            Some(p) => format!("player {p} wins {scores}"),
            None => format!("no single winner {scores}"),
        },
        None => match m.game().draw_limit() {
            Some(limit) if m.ply_count() >= limit as usize => {
                format!("a draw by the draw rule: still going after {limit} plies")
            }
            _ => "unfinished".to_string(),
        },
    }
}

//! `ludoscope tournament SPEC --agents A,B,C --games N [--seed S] [--json]`: a
//! round robin of a two-player game (for each pair of agents, `N` games
//! alternating the seat order), played in parallel with a progress bar; prints the
//! cross table (row's score against column, in points per game) and Elo ratings
//! fitted to the results (see [`crate::agents::tournament`]).

use super::{CliError, spec_parser};
use crate::agents::tournament::{cross_table, elo, play_all, round_robin_schedule};
use crate::engine::Game;
use crate::games::{AnyGame, GameSpec};
use crate::with_game;
use clap::Args;
use serde_json::json;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// The game, as RON (two players).
    #[arg(value_parser = spec_parser())]
    spec: GameSpec,
    /// The agents, as RON values separated by ';' or by ',' between values:
    /// 'Level(1),Level(4),AlphaBeta(depth: 4)'.
    #[arg(long)]
    agents: String,
    /// Games per pair of agents, 1 to 1000000.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// The seed of every random choice.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

use crate::agents::parse_agents;

pub fn run(args: &TournamentArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    if with_game!(&game, g => g.info().players) != 2 {
        return Err(format!("a tournament needs a two-player game; {} is not", args.spec).into());
    }
    let agents = parse_agents(&args.agents)?;
    if agents.len() < 2 {
        return Err("a tournament needs at least two agents".into());
    }
    let schedule = round_robin_schedule(agents.len(), args.games.into());
    let bar = super::play::progress(schedule.len() as u64);
    let started = Instant::now();
    // Agents on a long line (a 50,000-node chain arena) recurse deeper than a
    // worker's usual stack: play on workers whose stack fits the game.
    let results = crate::search::deep::in_deep_pool(
        game.search_stack(),
        || with_game!(&game, g => play_all(g, &agents, &schedule, args.seed, &|_| (), &|| bar.inc(1))),
    )?;
    bar.finish_and_clear();
    let records: Vec<_> = results?.into_iter().map(|(r, ())| r).collect();
    let seconds = started.elapsed().as_secs_f64();
    let table = cross_table(agents.len(), &records);
    let ratings = elo(&table);
    let names: Vec<String> = agents.iter().map(crate::agents::AgentSpec::label).collect();
    if args.json {
        let rows: Vec<_> = (0..agents.len())
            .map(|a| {
                let scores: Vec<_> = (0..agents.len())
                    .map(|b| (a != b).then(|| table[a][b].score()))
                    .collect();
                json!({"name": names[a], "elo": ratings[a], "scores": scores})
            })
            .collect();
        let forfeits: Vec<_> = records
            .iter()
            .filter_map(|r| Some(json!({"game": r.index + 1, "fault": r.fault.as_deref()?})))
            .collect();
        println!(
            "{}",
            json!({"agents": rows, "games": records.len(), "seconds": seconds, "forfeits": forfeits})
        );
        return Ok(());
    }
    println!(
        "{} games of {} ({} per pair) in {seconds:.2} s",
        records.len(),
        args.spec,
        args.games
    );
    let width = names.iter().map(String::len).max().unwrap_or(0).max(6);
    print!("{:width$}", "");
    for k in 0..names.len() {
        print!(" {:>7}", format!("#{}", k + 1));
    }
    println!("  {:>7}", "Elo");
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| ratings[b].total_cmp(&ratings[a]));
    for &a in &order {
        print!("{:width$}", names[a]);
        for (b, t) in table[a].iter().enumerate() {
            if a == b {
                print!(" {:>7}", "-");
            } else {
                print!(" {:>7.3}", t.score());
            }
        }
        println!("  {:>7.0}  #{}", ratings[a], a + 1);
    }
    super::play::print_faults(&records);
    Ok(())
}

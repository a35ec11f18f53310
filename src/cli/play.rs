//! `ludoscope play SPEC --p0 AGENT --p1 AGENT [--games N] [--seed S]`: plays games
//! between agents and prints each outcome (up to 20 games) and a summary per seat;
//! `--save FILE [--force]` writes each game as a replay.

use super::{CliError, parse_spec};
use crate::agents::{AgentSpec, play_out};
use crate::engine::{DynMatch, Game, GameSpec, Scores};
use crate::games::AnyGame;
use crate::with_game;
use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game, as RON.
    #[arg(value_parser = parse_spec)]
    spec: GameSpec,
    /// The agent of seat 0, as RON (Random).
    #[arg(long)]
    p0: Option<AgentSpec>,
    /// The agent of seat 1.
    #[arg(long)]
    p1: Option<AgentSpec>,
    /// The agent of seat 2 (games with three or more players).
    #[arg(long)]
    p2: Option<AgentSpec>,
    /// The agent of seat 3.
    #[arg(long)]
    p3: Option<AgentSpec>,
    /// How many games.
    #[arg(long, default_value_t = 1)]
    games: u32,
    /// The seed of every random choice (agents and chance).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Save each game as a replay. A bare file name goes in saves/. With several
    /// games, game K goes to NAME-K.EXT (`--save g.ron --games 12`: g-01.ron ..
    /// g-12.ron).
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
    /// Replace existing replay files.
    #[arg(long, requires = "save")]
    force: bool,
}

/// A seed for game `game`, seat `seat` (seat `None` for chance), from the run's seed.
pub fn derive_seed(seed: u64, game: u64, seat: Option<usize>) -> u64 {
    let mut z = seed
        ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ seat.map_or(0, |s| (s as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let game = AnyGame::from_spec(&args.spec)?;
    let players = with_game!(&game, g => g.info().players);
    let given = [&args.p0, &args.p1, &args.p2, &args.p3];
    let seats: Vec<AgentSpec> = (0..players)
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
    let mut totals = vec![[0u32; 3]; players]; // wins, draws, losses
    for i in 0..args.games as u64 {
        let finished: Box<dyn DynMatch> = with_game!(&game, g => {
            let mut agents: Vec<_> = seats
                .iter()
                .enumerate()
                .map(|(p, a)| a.build(derive_seed(args.seed, i, Some(p))))
                .collect();
            let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(args.seed, i, None));
            Box::new(play_out(g, &mut agents, &mut rng)?)
        });
        if let Some(path) = &args.save {
            let notes = format!(
                "ludoscope play {} --seed {}: game {} of {}",
                args.spec,
                args.seed,
                i + 1,
                args.games
            );
            let path = super::replay::save_path(path, i, args.games.into());
            super::replay::save_played(finished.as_ref(), &seats, notes, &path, args.force)?;
        }
        let scores = finished.scores().ok_or("a game ended without scores")?;
        tally(&mut totals, &scores);
        if args.games <= 20 {
            let moves: Vec<String> = (0..finished.ply_count())
                .map(|k| {
                    let joint: Vec<String> = finished
                        .ply_notation(k)
                        .into_iter()
                        .map(|(_, t)| t)
                        .collect();
                    joint.join("+")
                })
                .collect();
            println!(
                "game {}: {} -> {}",
                i + 1,
                moves.join(" "),
                describe(&scores)
            );
        }
    }
    println!("{} games of {}", args.games, args.spec);
    for (p, [w, d, l]) in totals.iter().enumerate() {
        println!(
            "seat {p} {:<16} wins {w:>6}  draws {d:>6}  losses {l:>6}",
            seats[p].to_string()
        );
    }
    Ok(())
}

fn describe(scores: &Scores) -> String {
    match scores.winner() {
        Some(p) => format!("player {p} wins {scores}"),
        None => format!("no single winner {scores}"),
    }
}

/// A seat wins with the single best score, draws when it shares the best score,
/// and loses otherwise.
fn tally(totals: &mut [[u32; 3]], scores: &Scores) {
    let best = scores
        .as_slice()
        .iter()
        .cloned()
        .fold(f64::NEG_INFINITY, f64::max);
    let winner = scores.winner();
    for (p, t) in totals.iter_mut().enumerate() {
        let k = if winner == Some(p) {
            0
        } else if winner.is_none() && scores.get(p) == best {
            1
        } else {
            2
        };
        t[k] += 1;
    }
}

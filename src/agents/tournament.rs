//! Many games between agents, in parallel with rayon and reproducible: game `i`
//! seeds its agents and chance from the run's seed and `i` alone
//! ([`derive_seed`]), and results are collected in game order, so a run gives the
//! same results whatever the number of threads (time-bound agents aside).
//!
//! Elo ratings ([`elo`]) are fitted to all results at once: starting from 1500,
//! each agent's rating moves by `K * (points - expected points) / games` until
//! stable (the logistic model with 400 points per factor 10), then the mean is set
//! to 1500. One drawn game against each opponent is added to every pairing, so
//! that an agent that won every game still gets a finite rating.

use super::runner::play_out_with;
use super::{AgentGame, AgentSpec, Finished, Outcome, RunError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// A seed for game `game`, seat `seat` (seat `None` for chance), from the run's seed.
pub fn derive_seed(seed: u64, game: u64, seat: Option<usize>) -> u64 {
    let mut z = seed
        ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ seat.map_or(0, |s| (s as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What one game gave, by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub index: u64,
    /// The agent (its index in the run's list) in each seat.
    pub seats: Vec<usize>,
    pub outcomes: Vec<Outcome>,
    /// Each seat's final score, when the game ended by its rules (see
    /// [`Finished::payoffs`]).
    pub payoffs: Option<Vec<f64>>,
    pub forfeit: Option<usize>,
    /// Why the seat forfeited (see [`Finished::fault`]).
    pub fault: Option<String>,
    pub plies: usize,
    pub decisions: u32,
    /// Seconds spent choosing moves.
    pub thinking: f64,
}

/// Plays game `index` with `agents[seats[p]]` in seat `p`.
pub fn play_one<G: AgentGame>(
    g: &G,
    agents: &[AgentSpec],
    seats: &[usize],
    seed: u64,
    index: u64,
) -> Result<(GameRecord, Finished<G>), RunError> {
    play_one_with(g, agents, seats, seed, index, None)
}

/// [`play_one`], abandoned between two moves once `stop` is raised (see
/// [`play_out_with`]).
fn play_one_with<G: AgentGame>(
    g: &G,
    agents: &[AgentSpec],
    seats: &[usize],
    seed: u64,
    index: u64,
    stop: Option<&AtomicBool>,
) -> Result<(GameRecord, Finished<G>), RunError> {
    let mut built: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(p, &a)| agents[a].build::<G>(derive_seed(seed, index, Some(p))))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, index, None));
    let done = play_out_with(g, &mut built, &mut rng, stop)?;
    let outcomes = done
        .outcomes()
        .unwrap_or_else(|| vec![Outcome::Draw; seats.len()]);
    let record = GameRecord {
        index,
        seats: seats.to_vec(),
        outcomes,
        payoffs: done.payoffs(),
        forfeit: done.forfeit,
        fault: done.fault.clone(),
        plies: done.played.plies().len(),
        decisions: done.decisions,
        thinking: done.thinking,
    };
    Ok((record, done))
}

/// Plays every game of `schedule` (the agent in each seat, per game) in parallel
/// on the current rayon pool; `keep` keeps what the caller needs of each finished
/// game, `tick` is called after each game. Results are in schedule order.
pub fn play_all<G: AgentGame, T: Send>(
    g: &G,
    agents: &[AgentSpec],
    schedule: &[Vec<usize>],
    seed: u64,
    keep: &(dyn Fn(&Finished<G>) -> T + Sync),
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<(GameRecord, T)>, RunError> {
    schedule
        .par_iter()
        .enumerate()
        .map(|(i, seats)| {
            let (record, done) = play_one(g, agents, seats, seed, i as u64)?;
            let kept = keep(&done);
            tick();
            Ok((record, kept))
        })
        .collect()
}

/// Plays the games of `schedule` like [`play_all`] (game `i` is exactly
/// [`play_one`]`(.., i)`, so the records are the same), but hands each record to
/// `done` as soon as its game ends, in whatever order the threads finish; once
/// `stop` is raised it starts no more games and abandons the games in flight
/// between two moves (their agents are hurried meanwhile), so a stopped run
/// ends within about one move. For the app's live table.
pub fn play_streaming<G: AgentGame>(
    g: &G,
    agents: &[AgentSpec],
    schedule: &[Vec<usize>],
    seed: u64,
    stop: &AtomicBool,
    done: &(dyn Fn(GameRecord) + Sync),
) -> Result<(), RunError> {
    let played = schedule.par_iter().enumerate().try_for_each(|(i, seats)| {
        if stop.load(Ordering::Relaxed) {
            // An error, so that rayon hands out no more games.
            return Err(RunError::Stopped);
        }
        let (record, _) = play_one_with(g, agents, seats, seed, i as u64, Some(stop))?;
        done(record);
        Ok(())
    });
    match played {
        Err(RunError::Stopped) => Ok(()),
        other => other,
    }
}

/// `games` games between `agents` (one per seat, in order); with `swap` the seats
/// rotate from game to game (game `i` puts agent `(p + i) % n` in seat `p`).
pub fn match_schedule(players: usize, games: u64, swap: bool) -> Vec<Vec<usize>> {
    (0..games)
        .map(|i| {
            let shift = if swap { i as usize % players } else { 0 };
            (0..players).map(|p| (p + shift) % players).collect()
        })
        .collect()
}

/// A round robin of two-player games: for each pair, `games` games alternating
/// the seat order.
pub fn round_robin_schedule(agents: usize, games: u64) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for a in 0..agents {
        for b in a + 1..agents {
            for k in 0..games {
                out.push(if k % 2 == 0 { vec![a, b] } else { vec![b, a] });
            }
        }
    }
    out
}

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn add(&mut self, o: Outcome) {
        match o {
            Outcome::Win => self.wins += 1,
            Outcome::Draw => self.draws += 1,
            Outcome::Loss => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw 1/2.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }

    /// Points per game (0 without games).
    pub fn score(&self) -> f64 {
        self.points() / self.games().max(1) as f64
    }
}

/// Per agent: its total, and its results by seat.
pub fn per_agent(
    agents: usize,
    players: usize,
    records: &[GameRecord],
) -> Vec<(Tally, Vec<Tally>)> {
    let mut out = vec![(Tally::default(), vec![Tally::default(); players]); agents];
    for r in records {
        for (p, (&a, &o)) in r.seats.iter().zip(&r.outcomes).enumerate() {
            out[a].0.add(o);
            out[a].1[p].add(o);
        }
    }
    out
}

/// The cross table of two-player games: `[a][b]` is agent `a`'s results against `b`.
pub fn cross_table(agents: usize, records: &[GameRecord]) -> Vec<Vec<Tally>> {
    let mut t = vec![vec![Tally::default(); agents]; agents];
    for r in records {
        if let ([a, b], [oa, ob]) = (r.seats.as_slice(), r.outcomes.as_slice()) {
            t[*a][*b].add(*oa);
            t[*b][*a].add(*ob);
        }
    }
    t
}

/// Elo ratings fitted to a cross table (see the module documentation).
pub fn elo(table: &[Vec<Tally>]) -> Vec<f64> {
    let n = table.len();
    let mut r = vec![1500.0; n];
    let expected = |ra: f64, rb: f64| 1.0 / (1.0 + 10f64.powf((rb - ra) / 400.0));
    for _ in 0..5_000 {
        let mut next = r.clone();
        for a in 0..n {
            let (mut diff, mut games) = (0.0, 0.0);
            for b in (0..n).filter(|&b| b != a && table[a][b].games() > 0) {
                let g = table[a][b].games() as f64 + 1.0;
                diff += table[a][b].points() + 0.5 - g * expected(r[a], r[b]);
                games += g;
            }
            if games > 0.0 {
                next[a] += 400.0 * diff / games;
            }
        }
        let mean = next.iter().sum::<f64>() / n.max(1) as f64;
        r = next.into_iter().map(|x| x - mean + 1500.0).collect();
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ConnectFour;
    use std::sync::Mutex;

    fn streamed(g: &ConnectFour, agents: &[AgentSpec], stop: &AtomicBool) -> Vec<GameRecord> {
        let got = Mutex::new(Vec::new());
        let done = |r: GameRecord| got.lock().unwrap().push(r);
        play_streaming(g, agents, &round_robin_schedule(2, 4), 11, stop, &done).unwrap();
        let mut got = got.into_inner().unwrap();
        got.sort_by_key(|r| r.index);
        got.iter_mut().for_each(|r| r.thinking = 0.0);
        got
    }

    #[test]
    fn streamed_games_are_the_runners_and_a_stop_abandons_them() {
        let g = ConnectFour::new(5, 5).unwrap();
        // Agents that search: under an unraised stop flag they choose as
        // without one.
        let agents = [
            AgentSpec::AlphaBeta { depth: 3 },
            AgentSpec::Mcts { iterations: 200 },
        ];
        let mut expected: Vec<GameRecord> = play_all(
            &g,
            &agents,
            &round_robin_schedule(2, 4),
            11,
            &|_| (),
            &|| {},
        )
        .unwrap()
        .into_iter()
        .map(|(r, ())| r)
        .collect();
        expected.iter_mut().for_each(|r| r.thinking = 0.0);
        assert_eq!(streamed(&g, &agents, &AtomicBool::new(false)), expected);
        assert_eq!(streamed(&g, &agents, &AtomicBool::new(true)), vec![]);
        let mut players: Vec<Box<dyn crate::agents::Agent<ConnectFour>>> =
            agents.iter().map(|a| a.build(1)).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let stopped = play_out_with(&g, &mut players, &mut rng, Some(&AtomicBool::new(true)));
        assert_eq!(stopped.err(), Some(RunError::Stopped));
    }
}

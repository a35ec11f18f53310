//! Random games of every game, saved as RON and loaded back, give the same
//! plies, states and outcomes, through the typed and the erased loader.

use super::specs;
use ludoscope::agents::{AgentGame, AgentSpec, play_out};
use ludoscope::engine::{DynMatch, Match, Viewer};
use ludoscope::games::{AnyGame, Catalogued, GameSpec};
use ludoscope::replay::{ReplayFile, Seat, load_str, parse, replay_typed};
use ludoscope::with_game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GAMES_PER_SPEC: u64 = 1000;

fn random_match<G: AgentGame>(g: &G, seed: u64) -> Match<G> {
    let mut agents: Vec<_> = (0..g.info().players)
        .map(|p| AgentSpec::Random.build::<G>(seed * 8 + p as u64))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    play_out(g, &mut agents, &mut rng).unwrap().played
}

fn seats(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|p| match p {
            0 => Seat::Human {
                name: Some("Ada \"the first\"".into()),
            },
            _ => Seat::Agent(AgentSpec::Random),
        })
        .collect()
}

/// Saves `m` as text, loads it back typed, and compares everything.
fn round_trip<G: Catalogued>(g: &G, m: &Match<G>) -> String {
    let file = ReplayFile::from_match(m, seats(g.info().players));
    let text = file.to_ron().unwrap();
    let parsed = parse(&text).unwrap();
    assert_eq!(parsed, file, "{text}");
    let back = replay_typed(g.clone(), &parsed).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.plies(), m.plies());
    for k in 0..=m.plies().len() {
        assert_eq!(back.state_at(k), m.state_at(k), "state after ply {k}");
    }
    assert_eq!(DynMatch::scores(&back), DynMatch::scores(m));
    text
}

fn round_trips<G: AgentGame + Catalogued>(g: &G) {
    for seed in 0..GAMES_PER_SPEC {
        let mut m = random_match(g, seed);
        let text = round_trip(g, &m);
        if seed % 50 == 0 {
            // The erased loader agrees too.
            let loaded = load_str(&text).unwrap();
            assert_eq!(loaded.game.ply_count(), m.plies().len());
            for k in 0..m.plies().len() {
                assert_eq!(loaded.game.ply_notation(k), DynMatch::ply_notation(&m, k));
            }
            assert_eq!(
                loaded.game.render(Viewer::Everyone),
                m.render(Viewer::Everyone)
            );
        }
        // The same game cut short: an unfinished replay, with no outcome.
        let cut = (seed as usize) % (m.plies().len() + 1);
        while m.plies().len() > cut {
            m.undo();
        }
        let text = round_trip(g, &m);
        assert_eq!(text.contains("outcome"), DynMatch::scores(&m).is_some());
    }
}

#[test]
fn random_games_of_every_game_round_trip() {
    for spec in specs() {
        let game = AnyGame::from_spec(&spec).unwrap();
        with_game!(&game, g => round_trips(g));
    }
}

/// The text that names each game in a replay (and on the command line) is
/// the one the files already on disk use: moving `GameSpec` and its
/// parameters' types between modules must not change a character of it.
#[test]
fn every_game_is_named_by_the_same_text() {
    let want = [
        "TicTacToe",
        "ConnectFour(rows: 6, cols: 7)",
        "Nim(heaps: [1, 3, 5, 7])",
        "KuhnPoker(players: 2)",
        "LeducPoker",
        "Goofspiel(cards: 5, signal: Bids)",
        "PhantomTicTacToe",
        "Pig(target: 30)",
        "Tablut(step: Rook, draw_limit: 300)",
        "ArdRi(step: Rook, draw_limit: 300)",
        "Chomp(rows: 3, cols: 2)",
        "Cram(rows: 3, cols: 3)",
        "Arena(path: \"assets/arenas/seed-003-chomp-3x2.ron\")",
        "Tree(leaves: \"((3, 5), (2, 9))\")",
        "ArdRi(step: One, draw_limit: 50)",
        "Goofspiel(cards: 4, signal: WinnerOnly)",
    ];
    let specs: Vec<GameSpec> = ludoscope::games::catalog()
        .into_iter()
        .map(|e| e.spec)
        .chain(want[14..].iter().map(|t| t.parse().unwrap()))
        .collect();
    assert_eq!(specs.len(), want.len());
    for (spec, text) in specs.iter().zip(want) {
        assert_eq!(spec.to_string(), text);
        let game = AnyGame::from_spec(spec).unwrap();
        let m = game.new_match();
        let ron = ReplayFile::from_match(m.as_ref(), seats(m.info().players))
            .to_ron()
            .unwrap();
        assert!(ron.contains(&format!("\n    game: {text},\n")), "{ron}");
        assert_eq!(&parse(&ron).unwrap().game, spec);
        assert_eq!(with_game!(&game, g => g.spec()), *spec);
    }
}

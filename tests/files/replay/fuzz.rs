//! The loader on hostile input: mutated valid replays and random bytes never
//! make it panic or hang. `cargo test` runs a fixed number of cases; set
//! `LUDOSCOPE_FUZZ_CASES` to run more (the seed is the case number, so a failure
//! is reproduced by its number).

use ludoscope::agents::{AgentSpec, play_out};
use ludoscope::engine::Game;
use ludoscope::games::AnyGame;
use ludoscope::replay::{ReplayFile, Seat, load_str, text_of};
use ludoscope::with_game;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

const DEFAULT_CASES: u64 = 5000;

/// Pieces that make interesting damage: brackets, quotes, big numbers, other
/// actors and versions, comments, escapes, non-ASCII.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "\"",
    ",",
    ":",
    "Some(",
    "None",
    "Player(1)",
    "Player(7)",
    "Chance",
    "Human()",
    "Agent(Random)",
    "99999999999999999999",
    "-1",
    "1e308",
    "NaN",
    "format: 2",
    "format: 0",
    "/*",
    "*/",
    "//",
    "\\",
    "\\u{0}",
    "r#\"",
    "é",
    "\u{0}",
    "\n",
    "TicTacToe",
    "Nim(heaps: [255, 255, 255, 255, 255, 255, 255, 255])",
    "ConnectFour(rows: 8, cols: 8)",
    "#![enable(implicit_some)]",
];

fn seeds() -> Vec<String> {
    let mut out = vec![];
    for (i, spec) in super::specs().iter().enumerate() {
        let game = AnyGame::from_spec(spec).unwrap();
        let text = with_game!(&game, g => {
            let mut agents: Vec<_> =
                (0..g.info().players).map(|p| AgentSpec::Random.build(i as u64 + p as u64)).collect();
            let m = play_out(g, &mut agents, &mut ChaCha8Rng::seed_from_u64(i as u64)).unwrap().played;
            let seats = (0..g.info().players).map(|_| Seat::Agent(AgentSpec::Random)).collect();
            let mut file = ReplayFile::from_match(&m, seats);
            file.notes = Some("notes (with [brackets]) and \"quotes\"".into());
            file.to_ron().unwrap()
        });
        load_str(&text).unwrap();
        out.push(text);
    }
    out
}

fn mutate(bytes: &mut Vec<u8>, rng: &mut impl Rng) {
    for _ in 0..rng.random_range(1..=4) {
        let len = bytes.len();
        let at = rng.random_range(0..len.max(1)).min(len);
        match rng.random_range(0..8) {
            0 if at < len => bytes[at] = rng.random(),
            // Still RON, wrong in meaning: another digit, two plies swapped.
            6 => {
                if let Some(i) = (at..len).find(|&i| bytes[i].is_ascii_digit()) {
                    bytes[i] = b'0' + rng.random_range(0..10u8);
                }
            }
            7 => {
                let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
                let (i, j) = (
                    rng.random_range(0..lines.len()),
                    rng.random_range(0..lines.len()),
                );
                lines.swap(i, j);
                *bytes = lines.join(&b'\n');
            }
            1 => {
                let end = (at + rng.random_range(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => {
                let end = (at + rng.random_range(1..200)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            3 => bytes.truncate(at),
            _ => {
                let t = TOKENS[rng.random_range(0..TOKENS.len())];
                bytes.splice(at..at, t.bytes());
            }
        }
    }
}

fn random_bytes(rng: &mut impl Rng) -> Vec<u8> {
    let n = rng.random_range(0..2000);
    (0..n).map(|_| rng.random()).collect()
}

/// Loads `bytes` the way a file is loaded; any result but a panic is fine.
fn feed(bytes: Vec<u8>) -> bool {
    text_of(bytes).and_then(|t| load_str(&t)).is_ok()
}

#[test]
fn mutated_and_random_input_never_panics() {
    let cases: u64 = std::env::var("LUDOSCOPE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_CASES);
    let seeds = seeds();
    let mut loaded = 0;
    let started = Instant::now();
    for case in 0..cases {
        let mut rng = ChaCha8Rng::seed_from_u64(case);
        let bytes = if case % 10 == 9 {
            random_bytes(&mut rng)
        } else {
            let mut b = seeds[case as usize % seeds.len()].clone().into_bytes();
            mutate(&mut b, &mut rng);
            b
        };
        let shown = String::from_utf8_lossy(&bytes).into_owned();
        let t = Instant::now();
        let ok = std::panic::catch_unwind(|| feed(bytes))
            .unwrap_or_else(|_| panic!("case {case} panicked on:\n{shown}"));
        loaded += usize::from(ok);
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "case {case} took {:?}:\n{shown}",
            t.elapsed()
        );
    }
    // The mutations are not all fatal (a changed comment or note still loads),
    // and most are: the checks do run.
    if cases >= 1000 {
        assert!(
            loaded > 0 && (loaded as u64) < cases / 2,
            "{loaded} of {cases} loaded"
        );
    }
    eprintln!("{cases} cases, {loaded} loaded, {:?}", started.elapsed());
}

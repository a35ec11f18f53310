//! The agent protocol's cost, with a program whose own work is as small as it
//! can be (`python3` running a first-legal agent given inline, standard
//! library only): a move's round trip (the request written, the answer read
//! and checked), asked again and again of one running program; and whole
//! games of Connect Four against the random agent, each starting the program
//! anew as every game does (the interpreter's start-up included).

use super::measure::{measure, row};
use crate::agents::{AgentSpec, play_out};
use crate::engine::{Game, Viewer};
use crate::games::ConnectFour;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// A protocol agent that plays the first legal action.
const FIRST_LEGAL: &str = "import json,sys\n\
for line in sys.stdin:\n    \
m=json.loads(line)\n    \
if m['type']=='hello': print(json.dumps({'type':'ready','protocol':1}),flush=True)\n    \
elif m['type']=='move': print(json.dumps({'type':'action','index':m['legal'][0]['index']}),flush=True)\n    \
elif m['type']=='quit': break\n";

pub fn rows(budget: Duration) {
    let have_python = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_python {
        println!("{:<44} skipped: no python3 on the PATH", "agent protocol");
        return;
    }
    let c4 = ConnectFour::default();
    let spec = AgentSpec::External {
        command: format!("python3 -c \"{FIRST_LEGAL}\""),
        name: "first legal".into(),
        millis: 5000,
    };
    let mut program = spec.build::<ConnectFour>(0);
    let s = c4.initial_state();
    let view = c4.view(&s, Viewer::Player(0));
    let mut legal = Vec::new();
    c4.legal_actions(&s, 0, &mut legal);
    // The first request starts the program: not a round trip.
    program.choose(&c4, 0, &view, &legal);
    let trips = measure(budget, || {
        for _ in 0..100 {
            program.choose(&c4, 0, &view, &legal);
        }
        100
    });
    if let Some(fault) = program.take_fault() {
        println!("{:<44} failed: {fault}", "agent protocol");
        return;
    }
    row("agent protocol: round trips to python3", "moves/s", trips);
    println!(
        "{:<44} {:>14.1} {:<14}",
        "agent protocol: one round trip",
        1e6 / trips.0.max(1e-9),
        "µs/move"
    );
    let mut seed = 0;
    let games = measure(budget, || {
        seed += 1;
        let mut agents = vec![
            spec.build::<ConnectFour>(seed),
            AgentSpec::Random.build(seed),
        ];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        u64::from(play_out(&c4, &mut agents, &mut rng).is_ok_and(|d| d.fault.is_none()))
    });
    row("agent protocol: games, python3 vs Random", "games/s", games);
}

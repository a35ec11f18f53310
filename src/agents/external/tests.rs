//! The external agent against the fixture programs of tests/fixtures/agents
//! (run from the crate's folder, as `cargo test` does): its info reaches the
//! note and the node count, its faults name the seat.

use super::ExternalAgent;
use crate::agents::{Agent, Control};
use crate::engine::{Game, Viewer};
use crate::games::Catalogued;
use crate::games::connect_four::ConnectFour;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

fn first_move(agent: &mut ExternalAgent<ConnectFour>) -> (u8, u64) {
    let g = ConnectFour::default();
    let s = g.initial_state();
    let mut legal = Vec::new();
    g.legal_actions(&s, 0, &mut legal);
    let view = g.view(&s, Viewer::Player(0));
    let (hurry, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let control = Control {
        hurry: &hurry,
        nodes: &nodes,
    };
    let a = agent.choose_controlled(&g, 0, &view, &legal, control);
    (a, nodes.load(Ordering::Relaxed))
}

#[test]
fn info_lines_become_the_note_and_the_node_count() {
    let mut agent = ExternalAgent::new("python3 tests/fixtures/agents/first_legal.py", "", 2000, 1);
    let (a, nodes) = first_move(&mut agent);
    assert_eq!(agent.take_fault(), None);
    assert_eq!(a, 0, "the first legal column");
    assert_eq!(nodes, 1);
    assert_eq!(
        agent.note().as_deref(),
        Some("depth 1 · value +0.00 · nodes 1 · pv 1 · first legal")
    );
    assert_eq!(agent.name(), "first legal", "the program's own name");
}

#[test]
fn a_fault_names_the_seat_the_program_and_what_happened_and_is_taken_once() {
    let mut agent = ExternalAgent::new("python3 tests/fixtures/agents/garbage.py", "Bob", 500, 1);
    let (a, _) = first_move(&mut agent);
    assert_eq!(a, 0, "a placeholder: the game is lost anyway");
    let fault = agent.take_fault().expect("a fault");
    assert_eq!(
        fault,
        "player 0 (Bob, `python3 tests/fixtures/agents/garbage.py`) loses: it wrote a line \
         that is not JSON: \"this is not json\""
    );
    assert_eq!(agent.take_fault(), None);
    // The program is gone; the next move starts it anew (and it fails anew).
    first_move(&mut agent);
    assert!(
        agent
            .take_fault()
            .is_some_and(|f| f.ends_with("that is not JSON: \"this is not json\""))
    );
}

#[test]
fn hello_names_the_game_with_its_parameters() {
    // The program keeps `hello` in a file (written before it says `ready`),
    // then plays column 3.
    let kept = std::env::temp_dir().join(format!("ludoscope-hello-{}.json", std::process::id()));
    let program = format!(
        r#"read h; printf '%s\n' "$h" > '{}'; echo '{{"type":"ready"}}'; read m; echo '{{"type":"action","index":3}}'; read r"#,
        kept.display()
    );
    let mut agent = ExternalAgent::new(&program, "echo", 2000, 7);
    let (a, _) = first_move(&mut agent);
    assert_eq!((a, agent.take_fault()), (3, None));
    let hello = std::fs::read_to_string(&kept).expect("the hello the program kept");
    let _ = std::fs::remove_file(&kept);
    let hello: serde_json::Value = serde_json::from_str(&hello).expect("JSON");
    assert_eq!(hello["game"], "ConnectFour");
    let spec = hello["spec"].as_str().expect("a spec");
    let back: crate::games::GameSpec = spec.parse().expect("the spec reads back");
    assert_eq!(back, ConnectFour::default().spec());
    assert_eq!(
        (hello["seat"].as_u64(), hello["seed"].as_u64()),
        (Some(0), Some(7))
    );
}

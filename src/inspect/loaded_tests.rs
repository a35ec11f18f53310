//! The index against a plain replay: on traces of every algorithm (alpha-beta,
//! negamax with table, PVS and deepening, minimax with memo, MCTS, expectiminimax
//! with chance nodes, a truncated recording), every event read back, the current
//! node and every node's view at many steps equal those of
//! [`crate::search::trace_view`]'s replay from the start.

use super::*;
use crate::engine::Game;
use crate::games::{Catalogued, GameSpec};
use crate::inspect::algorithm::Algorithm;
use crate::inspect::run::run_search;
use crate::inspect::settings::SearchSettings;
use crate::search::trace_file::NamedTrace;
use crate::search::trace_view::{Cursor, replay};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;

fn run(spec: GameSpec, moves: &[&str], settings: SearchSettings) -> Loaded {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let t = run_search(&spec, &moves, &settings, &AtomicBool::new(false), &|_| {}).unwrap();
    Loaded::new(t).unwrap()
}

fn typed<G: Catalogued>(
    g: &G,
    algorithm: Algorithm,
    trace: crate::search::Trace<G::Action>,
) -> Loaded {
    let t = InspectTrace::from_typed(g, &[], &g.initial_state(), algorithm, trace).unwrap();
    Loaded::new(t).unwrap()
}

fn traces() -> Vec<(&'static str, Loaded)> {
    let c4 = GameSpec::ConnectFour { rows: 6, cols: 7 };
    let settings = |algorithm, depth| SearchSettings {
        algorithm,
        depth,
        ..SearchSettings::default()
    };
    let mut out = vec![
        (
            "alpha-beta",
            run(
                c4.clone(),
                &["4", "4"],
                settings(Algorithm::AlphaBeta, Some(3)),
            ),
        ),
        (
            "negamax",
            run(
                c4.clone(),
                &["4"],
                SearchSettings {
                    pvs: true,
                    deepen: true,
                    ..settings(Algorithm::Negamax, Some(4))
                },
            ),
        ),
        (
            "memo",
            run(
                GameSpec::TicTacToe,
                &["5", "1"],
                settings(Algorithm::MinimaxMemo, None),
            ),
        ),
        (
            "truncated",
            run(
                c4,
                &[],
                SearchSettings {
                    budget: 3000,
                    ..settings(Algorithm::Minimax, None)
                },
            ),
        ),
    ];
    let g = crate::games::TicTacToe;
    let mut trace = crate::search::Trace::new();
    let options = crate::search::mcts::MctsOptions {
        iterations: 40,
        seed: 7,
        ..Default::default()
    };
    let stop = AtomicBool::new(false);
    crate::search::mcts::search_traced(&g, &g.initial_state(), &options, &stop, &mut trace)
        .unwrap();
    out.push(("mcts", typed(&g, Algorithm::Mcts, trace)));
    let pig = crate::games::Pig::new(20).unwrap();
    let mut trace = crate::search::Trace::new();
    crate::search::expectiminimax::expectiminimax_traced(&pig, &pig.initial_state(), 2, &mut trace)
        .unwrap();
    out.push((
        "expectiminimax",
        typed(&pig, Algorithm::Expectiminimax, trace),
    ));
    out
}

#[test]
fn events_current_nodes_and_views_equal_a_replay_from_the_start() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for (name, l) in traces() {
        let t = &l.trace.trace;
        let n = l.len();
        assert!(n > 40, "{name}: a real trace, {n} events");
        let decoded = t.decode().unwrap();
        assert_eq!(decoded.len(), n, "{name}");
        for (i, e) in decoded.iter().enumerate() {
            assert_eq!(l.event(i).as_ref(), Some(e), "{name}: event {i}");
        }
        assert_eq!(l.event(n), None);
        let mut cursor = Cursor::new(t);
        for k in 0..=n {
            assert_eq!(
                l.current(k),
                cursor.path().last().copied(),
                "{name}: step {k}"
            );
            let _ = cursor.forward();
        }
        let mut steps: Vec<usize> = (0..60).map(|_| rng.random_range(0..=n)).collect();
        steps.extend([0, 1, n / 2, n - 1, n]);
        for k in steps {
            let want = replay(t, k).unwrap();
            assert_eq!(l.views(k), want, "{name}: views at step {k}");
            for (id, v) in want.iter().enumerate() {
                assert_eq!(l.status(id as u32, k), v.status, "{name}: {id} at {k}");
            }
        }
    }
}

#[test]
fn a_parent_before_each_return_is_its_view_just_before() {
    let (_, l) = traces().swap_remove(0);
    let t = &l.trace.trace;
    let mut checked = 0;
    for (i, e) in t.decode().unwrap().iter().enumerate() {
        if let crate::search::trace_view::Event::Child { node, child, .. } = *e {
            let before = l.steps.before_return(t, &l.tree, child).unwrap();
            let v = replay(t, i).unwrap()[node as usize];
            assert_eq!(
                (before.alpha, before.beta, before.value),
                (v.alpha, v.beta, v.value)
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn a_damaged_event_list_is_refused_with_the_event_named() {
    let (_, l) = traces().swap_remove(0);
    let mut file = l.trace.to_file();
    // One exit too many at the end: no node is open any more.
    file.events.push('X');
    let last = file.events.len() - 1;
    let named = NamedTrace::from_file(&file).unwrap();
    let e = Steps::new(&named.trace).unwrap_err().to_string();
    assert!(
        e.contains(&format!("event {last}")) && e.contains("no node is open"),
        "{e}"
    );
    let e = InspectTrace::checked(named).unwrap_err();
    assert!(e.contains("no node is open"), "{e}");
}

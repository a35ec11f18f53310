//! The recorded trace: the full event list of seed 003 Example 2.3's tree, asserted
//! event by event (and the inspector's view of it); several searches in one trace;
//! the node budget; bytes per node; saving and loading as RON. Replaying every
//! window of larger searches is in `trace_replay.rs`.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common;

use common::{Shape, Tree};
use ludoscope::engine::Game;
use ludoscope::games::{Catalogued, ConnectFour, TicTacToe};
use ludoscope::search::trace::NO_PARENT;
use ludoscope::search::trace_file::TraceFile;
use ludoscope::search::trace_view::{Cursor, Event, NodeStatus};
use ludoscope::search::{
    AlphaBetaOptions, Bound, CutRule, INFINITY, LeafKind, NoTracer, Trace, Value, alphabeta,
    minimax_memo,
};

const I: Value = INFINITY;

fn opts(depth: u32, cut: CutRule) -> AlphaBetaOptions {
    AlphaBetaOptions {
        depth: Some(depth),
        cut,
        ..AlphaBetaOptions::default()
    }
}

/// Seed 003 Example 2.3: the max root's first branch (a min node) is worth 0; in
/// the second branch the min node's first child is -3 <= 0, so its other branches
/// B1 and B2 need not be explored.
fn example_2_3(first_of_b: Value) -> Tree {
    use Shape::{Leaf, Node};
    Tree::build(&Node(vec![
        Node(vec![Leaf(0), Leaf(5)]),
        Node(vec![Leaf(first_of_b), Leaf(7), Leaf(2)]),
    ]))
}

#[test]
fn example_2_3_event_by_event() {
    let t = example_2_3(-3);
    let mut trace = Trace::new();
    let r = alphabeta(&t, &0, opts(2, CutRule::Seed), &mut trace).unwrap();
    assert_eq!((r.value, r.best, r.pv.clone()), (0, Some(0), vec![0, 0]));
    assert_eq!((r.stats.nodes, r.stats.leaves, r.stats.cuts), (6, 3, 1));
    let h = LeafKind::Heuristic;
    let expected: Vec<Event<'_, u8>> = vec![
        Event::Enter {
            node: 0,
            parent: None,
            action: None,
            depth: 0,
            alpha: -I,
            beta: I,
        },
        Event::Enter {
            node: 1,
            parent: Some(0),
            action: Some(0),
            depth: 1,
            alpha: -I,
            beta: I,
        },
        Event::Enter {
            node: 2,
            parent: Some(1),
            action: Some(0),
            depth: 2,
            alpha: -I,
            beta: I,
        },
        Event::Leaf {
            node: 2,
            kind: h,
            value: 0,
        },
        Event::Exit {
            node: 2,
            value: 0,
            bound: Bound::Exact,
        },
        Event::Child {
            node: 1,
            child: 2,
            value: 0,
            alpha: -I,
            beta: 0,
        },
        Event::Enter {
            node: 3,
            parent: Some(1),
            action: Some(1),
            depth: 2,
            alpha: -I,
            beta: 0,
        },
        Event::Leaf {
            node: 3,
            kind: h,
            value: 5,
        },
        Event::Exit {
            node: 3,
            value: 5,
            bound: Bound::Exact,
        },
        Event::Child {
            node: 1,
            child: 3,
            value: 5,
            alpha: -I,
            beta: 0,
        },
        Event::Exit {
            node: 1,
            value: 0,
            bound: Bound::Exact,
        },
        Event::Child {
            node: 0,
            child: 1,
            value: 0,
            alpha: 0,
            beta: I,
        },
        Event::Enter {
            node: 4,
            parent: Some(0),
            action: Some(1),
            depth: 1,
            alpha: 0,
            beta: I,
        },
        Event::Enter {
            node: 5,
            parent: Some(4),
            action: Some(0),
            depth: 2,
            alpha: 0,
            beta: I,
        },
        Event::Leaf {
            node: 5,
            kind: h,
            value: -3,
        },
        Event::Exit {
            node: 5,
            value: -3,
            bound: Bound::Exact,
        },
        Event::Child {
            node: 4,
            child: 5,
            value: -3,
            alpha: 0,
            beta: -3,
        },
        Event::Cut {
            node: 4,
            cut: 0,
            unexplored: &[1, 2],
        },
        Event::Exit {
            node: 4,
            value: -3,
            bound: Bound::Upper,
        },
        Event::Child {
            node: 0,
            child: 4,
            value: -3,
            alpha: 0,
            beta: I,
        },
        Event::Exit {
            node: 0,
            value: 0,
            bound: Bound::Exact,
        },
    ];
    let events = trace.decode().unwrap();
    for (k, (got, want)) in events.iter().zip(&expected).enumerate() {
        assert_eq!(got, want, "event {k}");
    }
    assert_eq!(events.len(), expected.len());
    assert_eq!(trace.node(4).unwrap().maximizing(), Some(false));
    assert_eq!(trace.line_to(5), vec![1, 0]);
    assert_eq!(trace.line_to(0), Vec::<u8>::new());
    assert_eq!(trace.node(0).unwrap().maximizing(), Some(true));

    // The inspector's view just before the cut, and at the end.
    let mut c = Cursor::new(&trace);
    c.seek(17).unwrap();
    let b = *c.node(4).unwrap();
    assert_eq!(
        (b.alpha, b.beta, b.value, b.status),
        (0, -3, Some(-3), NodeStatus::OnPath)
    );
    assert_eq!(b.cut, None);
    assert_eq!(c.path(), &[0, 4]);
    assert_eq!(c.node(0).unwrap().value, Some(0));
    c.seek(events.len()).unwrap();
    let b = *c.node(4).unwrap();
    assert_eq!(
        (b.status, b.cut),
        (NodeStatus::Finished(Bound::Upper), Some(0))
    );
    assert_eq!(trace.cut(0), &[1, 2]);
    assert_eq!(c.pruned(4), &[1, 2]);
    assert!(c.pruned(1).is_empty());
    assert!(c.path().is_empty());
    // Backwards: seeking to an earlier step replays from the start.
    c.seek(3).unwrap();
    assert_eq!(c.node(4).unwrap().status, NodeStatus::Unvisited);
    assert_eq!(c.node(2).unwrap().value, None);
}

#[test]
fn one_trace_may_hold_several_searches() {
    // As iterative deepening would: depth 1, then depth 2, into one recording.
    let t = example_2_3(-3);
    let mut trace = Trace::new();
    alphabeta(&t, &0, opts(1, CutRule::Seed), &mut trace).unwrap();
    alphabeta(&t, &0, opts(2, CutRule::Seed), &mut trace).unwrap();
    let roots: Vec<usize> = (0..trace.node_count())
        .filter(|&i| trace.node(i as u32).unwrap().parent == NO_PARENT)
        .collect();
    assert_eq!(roots, vec![0, 3]);
    let events = trace.decode().unwrap();
    assert_eq!(events.len(), 10 + 21);
    let mut c = Cursor::new(&trace);
    c.seek(events.len()).unwrap();
    assert_eq!(
        c.node(0).unwrap().status,
        NodeStatus::Finished(Bound::Exact)
    );
    assert_eq!(c.node(3).unwrap().value, Some(0));
    assert_eq!(trace.line_to(8), vec![1, 0]);
}

#[test]
fn a_tie_cuts_under_the_seed_rule_only() {
    let t = example_2_3(0);
    let seed = alphabeta(&t, &0, opts(2, CutRule::Seed), &mut NoTracer).unwrap();
    let strict = alphabeta(&t, &0, opts(2, CutRule::Strict), &mut NoTracer).unwrap();
    assert_eq!((seed.value, strict.value), (0, 0));
    assert_eq!((seed.stats.cuts, seed.stats.leaves), (1, 3));
    assert_eq!((strict.stats.cuts, strict.stats.leaves), (0, 5));
}

#[test]
fn the_node_budget_truncates_the_recording_not_the_search() {
    let c4 = ConnectFour::default();
    let s = c4.initial_state();
    let full = alphabeta(&c4, &s, opts(5, CutRule::Seed), &mut NoTracer).unwrap();
    let mut trace = Trace::with_budget(100);
    let r = alphabeta(&c4, &s, opts(5, CutRule::Seed), &mut trace).unwrap();
    assert_eq!(r, full);
    assert!(trace.truncated());
    assert_eq!(trace.node_count(), 100);
    let events = trace.decode().unwrap();
    assert!(!matches!(events.last(), Some(Event::Exit { node: 0, .. })));
    let mut c = Cursor::new(&trace);
    c.seek(usize::MAX).unwrap();
    assert_eq!(c.node(0).unwrap().status, NodeStatus::OnPath);
    let mut whole = Trace::new();
    alphabeta(&c4, &s, opts(5, CutRule::Seed), &mut whole).unwrap();
    assert!(!whole.truncated());
    assert_eq!(whole.node_count() as u64, full.stats.nodes);
    assert_eq!(whole.node(0).unwrap().parent, NO_PARENT);
}

#[test]
fn a_recorded_node_costs_at_most_48_bytes() {
    let c4 = ConnectFour::default();
    let mut trace = Trace::new();
    alphabeta(&c4, &c4.initial_state(), opts(7, CutRule::Seed), &mut trace).unwrap();
    assert!(trace.node_count() > 50_000);
    // While recording (spare capacity included) and once shrunk.
    let while_recording = trace.bytes_per_node();
    assert!(while_recording <= 48.0, "{while_recording} bytes per node");
    trace.shrink_to_fit();
    let per_node = trace.bytes_per_node();
    assert!(per_node <= 42.0, "{per_node} bytes per node");
    let g = TicTacToe;
    let mut trace = Trace::new();
    minimax_memo(&g, &g.initial_state(), &mut trace).unwrap();
    trace.shrink_to_fit();
    assert!(trace.bytes_per_node() <= 48.0, "{}", trace.bytes_per_node());
}

#[test]
fn traces_save_and_load_as_ron_with_the_root_position() {
    let c4 = ConnectFour::default();
    let moves: Vec<String> = ["4", "4", "3"].iter().map(|m| m.to_string()).collect();
    let mut root = c4.initial_state();
    for col in [3, 3, 2] {
        c4.drop_disc(&mut root, col);
    }
    let mut trace = Trace::new();
    alphabeta(&c4, &root, opts(3, CutRule::Seed), &mut trace).unwrap();
    let file = TraceFile::from_trace(&c4, &moves, &root, "alphabeta", &trace).unwrap();
    let dir = std::env::temp_dir().join(format!("ludoscope-trace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.ron");
    file.save(&path).unwrap();
    let loaded = TraceFile::load(&path).unwrap();
    assert_eq!(loaded, file);
    assert_eq!(loaded.spec, c4.spec());
    assert_eq!(loaded.moves, moves);
    let back = loaded.into_trace(&c4, &root).unwrap();
    assert_eq!(back.decode().unwrap(), trace.decode().unwrap());
    // A damaged file is an error, not a panic: an action that is not legal.
    let mut bad = loaded.clone();
    bad.actions[1] = "9".into();
    assert!(bad.into_trace(&c4, &root).is_err());
    let mut bad = loaded;
    bad.events.push('X');
    assert!(bad.into_trace(&c4, &root).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

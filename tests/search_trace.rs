//! The recorded trace: the full event list of seed 003 Example 2.3's tree, asserted
//! event by event; replaying the events rebuilds every node's window at every step
//! (checked against a tracer that snapshots the live windows); the node budget;
//! bytes per node; saving and loading as RON.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

mod common;

use common::{Shape, Tree};
use ludoscope::engine::Game;
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::search::trace::{EventKind, NO_PARENT};
use ludoscope::search::trace_file::TraceFile;
use ludoscope::search::trace_view::{Cursor, Event, NodeStatus};
use ludoscope::search::{
    AlphaBetaOptions, Bound, CutRule, INFINITY, LeafKind, NoTracer, Trace, Tracer, Value,
    alphabeta, minimax_depth, minimax_memo,
};

const I: Value = INFINITY;

fn opts(depth: u32, cut: CutRule) -> AlphaBetaOptions {
    AlphaBetaOptions {
        depth: Some(depth),
        cut,
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

/// The oracle: keeps the live window and status of every node as the search
/// reports them, and snapshots all of them after every event.
#[derive(Default)]
struct Snapshots {
    live: Vec<(Value, Value, NodeStatus)>,
    open: Vec<usize>,
    steps: Vec<Vec<(Value, Value, NodeStatus)>>,
}

impl Snapshots {
    fn snap(&mut self) {
        self.steps.push(self.live.clone());
    }
}

impl<A> Tracer<A> for Snapshots {
    fn enter(&mut self, _: Option<A>, _: u32, alpha: Value, beta: Value) {
        self.open.push(self.live.len());
        self.live.push((alpha, beta, NodeStatus::OnPath));
        self.snap();
    }
    fn leaf(&mut self, _: LeafKind, _: Value) {
        self.snap();
    }
    fn child_returned(&mut self, _: Value, alpha: Value, beta: Value) {
        let id = *self.open.last().unwrap();
        self.live[id].0 = alpha;
        self.live[id].1 = beta;
        self.snap();
    }
    fn cut(&mut self, _: &[A]) {
        self.snap();
    }
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {
        self.snap();
    }
    fn exit(&mut self, _: Value, bound: Bound) {
        let id = self.open.pop().unwrap();
        self.live[id].2 = NodeStatus::Finished(bound);
        self.snap();
    }
}

fn compare(trace: &Trace<impl Copy>, oracle: &Snapshots) {
    assert_eq!(trace.event_count(), oracle.steps.len());
    let mut c = Cursor::new(trace);
    for (k, snap) in oracle.steps.iter().enumerate() {
        c.forward().unwrap();
        assert_eq!(c.step(), k + 1);
        for (id, view) in c.nodes().iter().enumerate() {
            match snap.get(id) {
                Some(&(alpha, beta, status)) => {
                    assert_eq!(
                        (view.alpha, view.beta, view.status),
                        (alpha, beta, status),
                        "step {k} node {id}"
                    );
                }
                None => assert_eq!(view.status, NodeStatus::Unvisited, "step {k} node {id}"),
            }
        }
    }
    assert!(c.forward().unwrap().is_none());
}

#[test]
fn replay_rebuilds_every_window_at_every_step() {
    let c4 = ConnectFour::new(4, 4).unwrap();
    let mut s = c4.initial_state();
    for col in [0, 3] {
        c4.drop_disc(&mut s, col);
    }
    for cut in [CutRule::Seed, CutRule::Strict] {
        let mut trace = Trace::new();
        let mut oracle = Snapshots::default();
        let a = alphabeta(&c4, &s, opts(6, cut), &mut trace).unwrap();
        let b = alphabeta(&c4, &s, opts(6, cut), &mut oracle).unwrap();
        assert_eq!(a, b);
        assert!(trace.node_count() > 300, "{}", trace.node_count());
        compare(&trace, &oracle);
    }
    // Minimax with memo: windows never change, memo hits are events.
    let g = TicTacToe;
    let mut s = g.initial_state();
    for cell in [4, 0] {
        let p = g.turn(&s).to_move().unwrap();
        g.play(&mut s, ludoscope::engine::Actor::Player(p), cell);
    }
    let mut trace = Trace::new();
    let mut oracle = Snapshots::default();
    let r = minimax_memo(&g, &s, &mut trace).unwrap();
    minimax_memo(&g, &s, &mut oracle).unwrap();
    let hits = trace.events().filter(|&e| e == EventKind::TtHit).count();
    assert_eq!(hits as u64, r.stats.tt_hits);
    assert!(hits > 100);
    compare(&trace, &oracle);
}

#[test]
fn values_so_far_follow_the_children() {
    let c4 = ConnectFour::default();
    let mut trace = Trace::new();
    let r = minimax_depth(&c4, &c4.initial_state(), 2, &mut trace).unwrap();
    let mut c = Cursor::new(&trace);
    let mut last_root_value = None;
    while let Some(e) = c.forward().unwrap() {
        if let Event::Child { node: 0, .. } = e {
            let v = c.node(0).unwrap().value;
            // The root maximises: its value so far never decreases.
            assert!(v >= last_root_value, "{v:?} < {last_root_value:?}");
            last_root_value = v;
        }
    }
    assert_eq!(last_root_value, Some(r.value));
    // Every min node's final value is the minimum of what its children returned.
    let nodes: Vec<_> = trace.nodes().copied().collect();
    for (id, n) in nodes.iter().enumerate().filter(|(_, n)| n.depth == 1) {
        let kids = nodes.iter().filter(|k| k.parent == id as u32);
        assert_eq!(kids.map(|k| k.returned).min(), Some(n.value));
    }
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

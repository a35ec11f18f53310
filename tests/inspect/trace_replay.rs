//! Replaying a recorded trace: the cursor rebuilds the exact window and status of
//! every node at every step (checked against a tracer that snapshots the live
//! windows as the search reports them), and values so far follow the children.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use ludoscope::engine::{Actor, Game};
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::search::trace::EventKind;
use ludoscope::search::trace_view::{Cursor, Event, NodeStatus};
use ludoscope::search::{
    AlphaBetaOptions, Bound, CutRule, LeafKind, Trace, Tracer, Value, alphabeta, minimax_depth,
    minimax_memo,
};

fn opts(depth: u32, cut: CutRule) -> AlphaBetaOptions {
    AlphaBetaOptions {
        depth: Some(depth),
        cut,
        ..AlphaBetaOptions::default()
    }
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
        g.play(&mut s, Actor::Player(p), cell);
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

//! Every node's state at the step shown, kept up to date cheaply as the step
//! moves: forward, each event is applied to the views one at a time
//! ([`apply_event`], the step of [`crate::search::trace_view::Cursor`]);
//! backward, an undo log gives back the view each event overwrote. The log entry
//! of event `i` is written the first time event `i` is applied and never changes
//! (a replay is deterministic: the view before event `i` is the same on every
//! path), so moving by `d` events costs `O(d)` whatever the direction, where a
//! replay from the start ([`super::views_at`]) costs `O(k)`.

use super::erased::InspectTrace;
use crate::search::trace_view::{NodeView, apply_event};

/// The views at one step of one trace, with the undo log of the events applied.
#[derive(Clone, Debug, Default)]
pub struct Replayer {
    step: usize,
    views: Vec<NodeView>,
    /// For each event `i < undo.len()`: its node and that node's view before it.
    undo: Vec<(u32, NodeView)>,
}

impl Replayer {
    /// The views of `t` before its first event.
    pub fn new(t: &InspectTrace) -> Replayer {
        Replayer {
            step: 0,
            views: vec![NodeView::default(); t.trace.node_count()],
            undo: Vec::new(),
        }
    }

    /// The step the views are at (events applied).
    pub fn step(&self) -> usize {
        self.step
    }

    /// Every node's view at [`Replayer::step`], by id.
    pub fn views(&self) -> &[NodeView] {
        &self.views
    }

    /// Moves to step `k` of `t` (the trace this replayer was made for), at most
    /// its number of events.
    pub fn seek(&mut self, t: &InspectTrace, k: usize) {
        let k = k.min(t.events.len());
        if k == 0 {
            // Back to the start: every node unvisited, cheaper than undoing.
            self.views.fill(NodeView::default());
            self.step = 0;
            return;
        }
        while self.step > k {
            self.step -= 1;
            let (node, before) = self.undo[self.step];
            if let Some(v) = self.views.get_mut(node as usize) {
                *v = before;
            }
        }
        while self.step < k {
            let e = &t.events[self.step];
            let node = e.node();
            if self.undo.len() == self.step {
                let before = self.views.get(node as usize).copied().unwrap_or_default();
                self.undo.push((node, before));
            }
            apply_event(&t.trace, &mut self.views, e);
            self.step += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameSpec;
    use crate::inspect::run::run_search;
    use crate::inspect::settings::SearchSettings;
    use crate::search::trace_view::replay;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::sync::atomic::AtomicBool;

    fn connect_four(depth: u32, tt: bool) -> InspectTrace {
        let settings = SearchSettings {
            depth: Some(depth),
            tt,
            ..SearchSettings::default()
        };
        let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
        run_search(&spec, &[], &settings, &AtomicBool::new(false), &|_| {}).unwrap()
    }

    /// Oracle: a plain replay of the first `k` events from the start.
    fn check(r: &Replayer, t: &InspectTrace, k: usize) {
        assert_eq!(r.step(), k);
        assert_eq!(
            r.views(),
            replay(&t.trace, k).unwrap().as_slice(),
            "step {k}"
        );
    }

    #[test]
    fn random_walks_match_a_replay_from_the_start() {
        for (depth, tt) in [(3, false), (4, true)] {
            let t = connect_four(depth, tt);
            let n = t.events.len();
            assert!(n > 200, "a real trace: {n} events");
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(depth));
            let mut r = Replayer::new(&t);
            check(&r, &t, 0);
            // 300 sequences of 12 moves, each from a fresh replayer or from where
            // the last one left off (so the undo log is sometimes partly written).
            for _ in 0..300 {
                if rng.random_range(0..4) == 0 {
                    r = Replayer::new(&t);
                }
                for _ in 0..12 {
                    // Mostly single steps both ways, sometimes jumps (to the end too).
                    let k = match rng.random_range(0..10) {
                        0..=3 => (r.step() + 1).min(n),
                        4..=6 => r.step().saturating_sub(1),
                        7 => rng.random_range(0..=n),
                        8 => n,
                        _ => r.step().saturating_sub(rng.random_range(0..40)),
                    };
                    r.seek(&t, k);
                    check(&r, &t, k);
                }
            }
            // Forward, back, forward: the same views every time.
            let mid = n / 2;
            r.seek(&t, mid);
            let there = r.views().to_vec();
            r.seek(&t, mid - 7);
            check(&r, &t, mid - 7);
            r.seek(&t, mid);
            assert_eq!(r.views(), there.as_slice());
            r.seek(&t, n + 5);
            check(&r, &t, n);
        }
    }

    /// Times one step in the middle of a large trace, incremental and replayed
    /// (run with `--ignored --nocapture`).
    #[test]
    #[ignore]
    fn time_a_step_in_a_large_trace() {
        let settings = SearchSettings {
            depth: Some(8),
            budget: 2_000_000,
            ..SearchSettings::default()
        };
        let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
        let t = run_search(&spec, &[], &settings, &AtomicBool::new(false), &|_| {}).unwrap();
        let mid = t.events.len() / 2;
        let mut r = Replayer::new(&t);
        r.seek(&t, mid);
        let start = std::time::Instant::now();
        for k in 0..100 {
            r.seek(&t, mid + 1 + k % 2);
        }
        let incremental = start.elapsed() / 100;
        let start = std::time::Instant::now();
        r.seek(&t, 0);
        let restart = start.elapsed();
        let start = std::time::Instant::now();
        let _ = crate::inspect::views_at(&t, mid);
        let replayed = start.elapsed();
        println!(
            "{} nodes, {} events: step {incremental:?}, restart {restart:?}, replay {replayed:?}",
            t.trace.node_count(),
            t.events.len()
        );
    }
}

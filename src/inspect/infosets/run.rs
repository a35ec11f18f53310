//! A CFR run kept for watching it converge: the solver of
//! [`crate::search::cfr`] run to a number of iterations, with a [`Snapshot`]
//! (average strategy, current strategy, cumulative regrets, NashConv) taken at
//! a few hundred iteration counts spaced evenly on a log scale
//! ([`snapshot_points`]), so that a slider can replay the convergence and a
//! log-log plot show NashConv against iterations.

use super::histories::{InfoSetHistories, histories};
use crate::engine::Game;
use crate::search::cfr::{Cfr, CfrVariant};
use std::sync::atomic::{AtomicBool, Ordering};

/// The variants the inspector offers, in its order (a new variant of the solver
/// is one more entry here).
pub const VARIANTS: &[CfrVariant] = &CfrVariant::ALL;

/// The most numbers all snapshots of a run may hold together (three per action
/// slot per snapshot): a large game gets fewer snapshots, never more memory.
pub const SNAPSHOT_NUMBERS: usize = 10_000_000;

/// The name a variant goes by (`CFR`, `CFR+`, `DCFR`), as on the command line.
pub fn variant_name(variant: CfrVariant) -> String {
    variant.name().to_uppercase()
}

/// The solver's arrays after some iterations.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub iteration: u64,
    /// One probability per action slot of the tree
    /// ([`crate::search::tree::GameTree::slots`]).
    pub average: Vec<f64>,
    pub current: Vec<f64>,
    pub regrets: Vec<f64>,
    /// NashConv of the average strategy.
    pub nash_conv: f64,
}

/// A run: which variant, and its snapshots in order of iterations.
#[derive(Clone, Debug, PartialEq)]
pub struct CfrRun {
    pub variant: CfrVariant,
    pub snapshots: Vec<Snapshot>,
    /// False when the run was stopped before its last iteration.
    pub complete: bool,
}

/// `count` iteration counts from 1 to `total` (all of them when `total` is
/// smaller), evenly spaced on a log scale where they can be: increasing,
/// without repeats (a count that rounds onto the previous one moves up by one),
/// `total` always last.
pub fn snapshot_points(total: u64, count: usize) -> Vec<u64> {
    if total == 0 || count == 0 {
        return vec![];
    }
    let steps = (count as u64).clamp(2, total.max(2)) - 1;
    let last = (total as f64).ln();
    let mut points: Vec<u64> = Vec::with_capacity(steps as usize + 1);
    for k in 0..=steps {
        let spaced = (last * k as f64 / steps as f64).exp().round() as u64;
        let next = points.last().map_or(1, |p| spaced.max(p + 1));
        points.push(next.min(total));
    }
    points.dedup();
    points
}

/// Runs `variant` on `g` to `iterations`, keeping a snapshot at each of
/// [`snapshot_points`]`(iterations, points)`, with the information sets of the
/// solver's tree and their histories. `progress` hears the iterations done;
/// raising `stop` ends the run at the next snapshot or 1,000 iterations (the
/// snapshots so far are kept, `complete` false). The tree is refused past
/// `max_nodes` nodes, with the reason in words; fewer snapshots are taken when
/// `points` of them would hold more than [`SNAPSHOT_NUMBERS`] numbers.
pub fn run_cfr<G: Game>(
    g: &G,
    variant: CfrVariant,
    iterations: u64,
    points: usize,
    max_nodes: usize,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(u64),
) -> Result<(CfrRun, InfoSetHistories<G>), String> {
    let mut cfr = Cfr::new(g, variant, max_nodes).map_err(|e| e.to_string())?;
    let sets = histories(g, cfr.tree())?;
    let per_snapshot = 3 * cfr.tree().action_slots().max(1);
    let points = points.min((SNAPSHOT_NUMBERS / per_snapshot).max(2));
    let mut run = CfrRun {
        variant,
        snapshots: vec![],
        complete: true,
    };
    for target in snapshot_points(iterations, points) {
        while cfr.iterations() < target {
            if stop.load(Ordering::Relaxed) {
                run.complete = false;
                return Ok((run, sets));
            }
            cfr.run((target - cfr.iterations()).min(1000));
            progress(cfr.iterations());
        }
        run.snapshots.push(Snapshot {
            iteration: cfr.iterations(),
            average: cfr.average_strategy(),
            current: cfr.current_strategy(),
            regrets: cfr.cumulative_regrets(),
            nash_conv: cfr.nash_conv(),
        });
    }
    Ok((run, sets))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::KuhnPoker;

    #[test]
    fn points_are_log_spaced_increasing_and_end_at_the_total() {
        let p = snapshot_points(10_000, 5);
        assert_eq!(p, [1, 10, 100, 1000, 10_000]);
        let p = snapshot_points(1000, 300);
        assert!(p.windows(2).all(|w| w[0] < w[1]));
        assert_eq!((p[0], *p.last().unwrap()), (1, 1000));
        // Early counts are all taken, late ones spread out.
        assert_eq!(&p[..5], [1, 2, 3, 4, 5]);
        assert_eq!(p.len(), 300);
        assert_eq!(snapshot_points(3, 300), [1, 2, 3]);
        assert!(snapshot_points(0, 10).is_empty());
    }

    #[test]
    fn the_last_snapshot_is_the_solvers_state_after_all_iterations() {
        let kuhn = KuhnPoker::new(2).unwrap();
        let stop = AtomicBool::new(false);
        let mut seen = 0;
        let (run, sets) = run_cfr(&kuhn, CfrVariant::Plus, 500, 50, 10_000, &stop, &mut |n| {
            seen = n
        })
        .unwrap();
        assert_eq!(seen, 500);
        assert!(run.complete);
        assert_eq!(sets.sets.len(), 12);
        let mut plain = Cfr::new(&kuhn, CfrVariant::Plus, 10_000).unwrap();
        plain.run(500);
        let last = run.snapshots.last().unwrap();
        assert_eq!(last.iteration, 500);
        assert_eq!(last.average, plain.average_strategy());
        assert_eq!(last.regrets, plain.cumulative_regrets());
        assert_eq!(last.nash_conv, plain.nash_conv());
        // A snapshot taken on the way is the solver after that many iterations.
        let mid = &run.snapshots[run.snapshots.len() / 2];
        let mut again = Cfr::new(&kuhn, CfrVariant::Plus, 10_000).unwrap();
        again.run(mid.iteration);
        assert_eq!(mid.current, again.current_strategy());
        assert!(last.nash_conv < run.snapshots[0].nash_conv);
    }

    #[test]
    fn a_raised_stop_keeps_no_more_than_the_first_snapshot() {
        let kuhn = KuhnPoker::new(2).unwrap();
        let stop = AtomicBool::new(true);
        let (run, _) = run_cfr(
            &kuhn,
            CfrVariant::Vanilla,
            100,
            10,
            10_000,
            &stop,
            &mut |_| {},
        )
        .unwrap();
        assert!(!run.complete);
        assert!(run.snapshots.is_empty());
        assert_eq!(variant_name(CfrVariant::Plus), "CFR+");
        assert_eq!(variant_name(CfrVariant::Vanilla), "CFR");
    }
}

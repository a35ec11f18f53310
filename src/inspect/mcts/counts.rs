//! The tree's counts after any number of iterations of a recorded run
//! ([`RecordedRun`], MCTS's or ISMCTS's): each node's visits and, per player, the sum of the playout scores, rebuilt by the
//! search's own additions in the search's order, so they equal the search's
//! bit for bit. Going back restores the previous sums from an undo log (the
//! sums each iteration found on its path), never by subtraction; far jumps
//! start from the nearest snapshot of the counts (one every `stride`
//! iterations) when that is cheaper than stepping.

use super::recorded::{Iteration, RecordedRun};

/// Snapshots of the counts: about this many (on 100,000 iterations of
/// Connect Four, about 3 MB each at the end).
const SNAPSHOTS: u32 = 32;
/// Snapshots are at least this many iterations apart.
const MIN_STRIDE: u32 = 1024;

/// The counts after `iteration` iterations, for the nodes then in the tree.
struct Snapshot {
    iteration: u32,
    visits: Vec<u32>,
    sums: Vec<f64>,
}

pub(crate) struct Counts {
    players: usize,
    /// Iterations whose backup is in the counts.
    pub applied: u32,
    pub visits: Vec<u32>,
    /// Per node, one sum per player.
    sums: Vec<f64>,
    /// Per iteration's path node (in the order of [`RecordedRun::path_offset`]), the
    /// node's sums before that iteration's backup.
    undo: Vec<f64>,
    snapshots: Vec<Snapshot>,
}

impl Counts {
    /// The counts of `run` before any iteration, after one pass over the run
    /// (the undo log, the snapshots), calling `after_each` with the counts
    /// after each iteration, in order.
    pub fn new<I: Iteration>(run: &RecordedRun<I>, mut after_each: impl FnMut(&Counts)) -> Counts {
        let players = run.players;
        let n = run.node_count();
        let total = run.len();
        let mut c = Counts {
            players,
            applied: 0,
            visits: vec![0; n],
            sums: vec![0.0; n * players],
            undo: vec![0.0; run.path_total() * players],
            snapshots: Vec::new(),
        };
        let stride = (total / SNAPSHOTS).max(MIN_STRIDE);
        for k in 1..=total {
            c.log_undo(run, k);
            c.apply(run, k);
            after_each(&c);
            if k % stride == 0 && k < total {
                c.snapshots.push(c.snapshot(run));
            }
        }
        c.visits.fill(0);
        c.sums.fill(0.0);
        c.applied = 0;
        c
    }

    /// Node `id`'s score sum for `player`.
    pub fn sum(&self, id: u32, player: usize) -> f64 {
        self.sums[id as usize * self.players + player]
    }

    /// The sum for `player` that the `at`-th node of the paths (an index into
    /// [`RecordedRun::path_offset`]) held before its iteration's backup.
    pub fn before(&self, at: usize, player: usize) -> f64 {
        self.undo[at * self.players + player]
    }

    /// The counts after `target` iterations, by the cheapest way.
    pub fn set_applied<I: Iteration>(&mut self, run: &RecordedRun<I>, target: u32) {
        let steps = |a: u32, b: u32| a.abs_diff(b) as u64;
        let mean_path = (run.path_total() as u64 / run.len().max(1) as u64).max(1);
        let here = steps(self.applied, target) * mean_path;
        let best_snapshot = self
            .snapshots
            .iter()
            .enumerate()
            .map(|(i, sn)| {
                (
                    steps(sn.iteration, target) * mean_path + sn.visits.len() as u64 / 4,
                    i,
                )
            })
            .min();
        let zero =
            (target as u64 * mean_path).saturating_add(self.nodes_after(run, self.applied) / 4);
        match best_snapshot {
            Some((cost, i)) if cost < here && cost < zero => self.restore(run, i),
            _ if zero < here => self.reset(run),
            _ => {}
        }
        while self.applied < target {
            self.apply(run, self.applied + 1);
        }
        while self.applied > target {
            self.unapply(run, self.applied);
        }
    }

    fn nodes_after<I>(&self, run: &RecordedRun<I>, k: u32) -> u64 {
        run.nodes_after(k) as u64
    }

    /// Adds iteration `k`'s playout to its path (the search's backup).
    fn apply<I: Iteration>(&mut self, run: &RecordedRun<I>, k: u32) {
        let players = self.players;
        let scores = run.scores(k);
        for &n in run.path(k) {
            let n = n as usize;
            self.visits[n] += 1;
            for (sum, v) in self.sums[n * players..(n + 1) * players]
                .iter_mut()
                .zip(scores)
            {
                *sum += v;
            }
        }
        self.applied = k;
    }

    /// Takes iteration `k` (the last applied) back out: the sums from the undo log.
    fn unapply<I>(&mut self, run: &RecordedRun<I>, k: u32) {
        let players = self.players;
        let start = run.path_offset(k);
        for (j, &n) in run.path(k).iter().enumerate() {
            let n = n as usize;
            self.visits[n] -= 1;
            let old = &self.undo[(start + j) * players..(start + j + 1) * players];
            self.sums[n * players..(n + 1) * players].copy_from_slice(old);
        }
        self.applied = k - 1;
    }

    /// Keeps the sums iteration `k`'s path holds before its backup.
    fn log_undo<I>(&mut self, run: &RecordedRun<I>, k: u32) {
        let players = self.players;
        let start = run.path_offset(k);
        for (j, &n) in run.path(k).iter().enumerate() {
            let n = n as usize;
            let (from, to) = (n * players, (start + j) * players);
            self.undo[to..to + players].copy_from_slice(&self.sums[from..from + players]);
        }
    }

    fn snapshot<I>(&self, run: &RecordedRun<I>) -> Snapshot {
        let n = self.nodes_after(run, self.applied) as usize;
        Snapshot {
            iteration: self.applied,
            visits: self.visits[..n].to_vec(),
            sums: self.sums[..n * self.players].to_vec(),
        }
    }

    /// The counts of snapshot `i`.
    fn restore<I>(&mut self, run: &RecordedRun<I>, i: usize) {
        let sn = &self.snapshots[i];
        let n = sn.visits.len();
        let players = self.players;
        let end = (self.nodes_after(run, self.applied) as usize).max(n);
        self.visits[..n].copy_from_slice(&sn.visits);
        self.sums[..n * players].copy_from_slice(&sn.sums);
        self.visits[n..end].fill(0);
        self.sums[n * players..end * players].fill(0.0);
        self.applied = sn.iteration;
    }

    /// The counts before any iteration.
    fn reset<I>(&mut self, run: &RecordedRun<I>) {
        let end = self.nodes_after(run, self.applied) as usize;
        self.visits[..end].fill(0);
        self.sums[..end * self.players].fill(0.0);
        self.applied = 0;
    }
}

//! The benchmark of the Tree tab's level of detail ([`super::detail`]), for
//! `ludoscope bench --inspector`: on a large trace, the model's work in one
//! frame of the tree view, without a window. A frame after a step follows the
//! current node (the path opened, the picture laid out again when it
//! changed), then reads what the view draws: the items in view (all of the
//! fitted picture), each node's state at the step and each folded subtree's
//! summary. A zoom frame reads the same over narrower x ranges around the
//! current node; an open frame opens a folded subtree first. Traces: seed
//! 004's MinMax on tic-tac-toe to the end (549,946 nodes) and to depth 8 on
//! Connect Four 5x6 (about two million).

use super::algorithm::Algorithm;
use super::detail::{Detail, summary};
use super::erased::InspectTrace;
use super::layout::TreeLayout;
use super::loaded::Loaded;
use crate::engine::Game;
use crate::games::{ConnectFour, TicTacToe};
use crate::search::{Trace, minimax, minimax_depth};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Seed 004 MinMax on tic-tac-toe from the empty board, ready to show.
pub fn tic_tac_toe_trace() -> Result<Loaded, String> {
    let g = TicTacToe;
    let mut trace = Trace::new();
    minimax(&g, &g.initial_state(), &mut trace).map_err(|e| e.to_string())?;
    let t = InspectTrace::from_typed(&g, &[], &g.initial_state(), Algorithm::Minimax, trace)?;
    Loaded::new(t)
}

/// Seed 004 MinMax to depth 8 on Connect Four 5x6 (about two million nodes),
/// ready to show.
pub fn two_million_trace() -> Result<Loaded, String> {
    let g = ConnectFour::new(5, 6).map_err(|e| e.to_string())?;
    let mut trace = Trace::with_budget(8_000_000);
    minimax_depth(&g, &g.initial_state(), 8, &mut trace).map_err(|e| e.to_string())?;
    let t = InspectTrace::from_typed(&g, &[], &g.initial_state(), Algorithm::MinimaxDepth, trace)?;
    Loaded::new(t)
}

/// Per-frame costs of the model, in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrameCost {
    pub nodes: usize,
    /// Mean, 99th percentile and worst frame after a step (the picture
    /// follows the step). On a loaded machine the slowest frames are often
    /// the thread waiting for a core: `step_worst_work` is the worst of the
    /// slowest 1% of frames each timed again five times, keeping the best.
    pub step_mean: f64,
    pub step_p99: f64,
    pub step_worst: f64,
    pub step_worst_work: f64,
    /// Mean frame while zooming (the picture unchanged).
    pub zoom_mean: f64,
    /// Mean frame opening a folded subtree.
    pub open_mean: f64,
    /// The most items a picture held.
    pub most_items: usize,
}

/// What the view reads of the items of `layout` whose x lies in `lo..=hi`
/// at step `k`: each node's state, each folded subtree's summary.
fn read_view(l: &Loaded, layout: &TreeLayout, k: usize, lo: f32, hi: f32) -> usize {
    let mut read = 0;
    for d in 0..layout.levels.len() {
        for &i in layout.visible(d, lo, hi) {
            if let Some(super::Item::Node(id)) = layout.item(i as usize) {
                black_box(l.view(id, k));
                if layout.is_folded(id) {
                    black_box(summary(l, id, k));
                }
            }
            read += 1;
        }
    }
    read
}

/// Runs `frame` over `inputs` (each at least once, until `budget` passed),
/// `setup` untimed before each; the mean, 99th percentile and worst
/// milliseconds, and the worst of the slowest 1% timed again (best of five).
fn time<T: Copy, S>(
    budget: Duration,
    inputs: &[T],
    state: &mut S,
    setup: impl Fn(&mut S, T),
    frame: impl Fn(&mut S, T),
) -> [f64; 4] {
    let start = Instant::now();
    let mut times = Vec::new();
    let timed = |state: &mut S, x: T| {
        setup(state, x);
        let t = Instant::now();
        frame(state, x);
        t.elapsed().as_secs_f64() * 1e3
    };
    'outer: loop {
        for (i, &x) in inputs.iter().enumerate() {
            times.push((timed(state, x), i));
            if start.elapsed() > budget && times.len() >= inputs.len() {
                break 'outer;
            }
        }
    }
    let mean = times.iter().map(|t| t.0).sum::<f64>() / times.len() as f64;
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let p99 = times[(times.len() - 1) * 99 / 100].0;
    let worst = times[times.len() - 1].0;
    let slowest = &times[(times.len() - 1) * 99 / 100..];
    let work = slowest
        .iter()
        .map(|&(_, i)| {
            (0..5)
                .map(|_| timed(state, inputs[i]))
                .fold(f64::MAX, f64::min)
        })
        .fold(0.0, f64::max);
    [mean, p99, worst, work]
}

/// The model's frame costs on `l`, each measured for about `budget`.
pub fn frame_cost(l: &Loaded, budget: Duration) -> FrameCost {
    let mut d = Detail::new(l);
    let mut most = d.layout(l).len();
    // Steps from all through the trace: one event on, or a jump (as Over, Out
    // and Next cut make), so that the path and the picture change.
    let len = l.len().max(1);
    let steps: Vec<(usize, usize)> = (0..600)
        .map(|i| (i * 7919 * 131) % len)
        .flat_map(|k| [(k, k + 1), (k + 1, k + 2), (k, (k + 997) % len)])
        .collect();
    let follow = |d: &mut Detail, k: usize| d.follow(l, l.current(k));
    let [step_mean, step_p99, step_worst, step_worst_work] = time(
        budget,
        &steps,
        &mut d,
        |d, (from, _)| follow(d, from),
        |d, (_, k)| {
            follow(d, k);
            black_box(read_view(l, d.layout(l), k, f32::MIN, f32::MAX));
        },
    );
    for &(_, k) in steps.iter().step_by(7) {
        follow(&mut d, k);
        most = most.max(d.layout(l).len());
    }
    let k = l.len() / 2;
    d.follow(l, l.current(k));
    let centre = l
        .current(k)
        .and_then(|c| d.layout(l).at(c))
        .map_or(0.0, |(x, _)| x);
    let widths = [1e9f32, 64.0, 32.0, 16.0, 8.0, 4.0];
    let [zoom_mean, ..] = time(
        budget,
        &widths,
        &mut d,
        |_, _| {},
        |d, w| {
            black_box(read_view(l, d.layout(l), k, centre - w, centre + w));
        },
    );
    // Open the first folded subtree, again and again (deeper, then
    // elsewhere once the budget folds older ones).
    let [open_mean, ..] = time(
        budget,
        &[()],
        &mut d,
        |_, _| {},
        |d, _| {
            match d.layout(l).folded().first().copied() {
                Some(id) => d.open(l, id),
                None => d.fold_all(l),
            }
            black_box(read_view(l, d.layout(l), k, f32::MIN, f32::MAX));
        },
    );
    most = most.max(d.layout(l).len());
    FrameCost {
        nodes: l.trace.trace.node_count(),
        step_mean,
        step_p99,
        step_worst,
        step_worst_work,
        zoom_mean,
        open_mean,
        most_items: most,
    }
}

//! The statistics widget: nodes and cuts per depth of a trace as a bar chart
//! (egui_plot) with the numbers beside it; for a trace of iterative deepening,
//! nodes per iteration; and, once computed on a worker thread, the same search
//! as minimax, alpha-beta and negamax with ordering and TT side by side per
//! depth, with totals. The numbers come from [`crate::inspect::stats`].

use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::Algorithm;
use crate::inspect::Tree;
use crate::inspect::stats::{Comparison, DepthCounts, compare};
use crate::search::{Heuristic, MoveOrder, Trace};
use eframe::egui::{self, Color32};
use egui_plot::{Bar, BarChart, Legend, Plot};
use std::sync::mpsc;

const NODES: Color32 = Color32::from_rgb(90, 150, 220);
const CUTS: Color32 = Color32::from_rgb(220, 90, 60);
const ALGORITHMS: [Color32; 3] = [
    Color32::from_rgb(150, 150, 150),
    Color32::from_rgb(90, 150, 220),
    Color32::from_rgb(110, 190, 110),
];

/// The trace's numbers, kept for the trace they were computed from.
struct Computed {
    key: (usize, usize),
    counts: Result<DepthCounts, String>,
    iterations: Vec<u64>,
}

/// The statistics' state: the cached counts, the comparison and its job.
#[derive(Default)]
pub struct StatsState {
    pub lang: Language,
    /// Bars on a log10 scale (counts grow by the branching factor per depth).
    pub log_scale: bool,
    pub comparison: Option<Result<Comparison, String>>,
    computed: Option<Computed>,
    job: Option<mpsc::Receiver<Result<Comparison, String>>>,
}

impl StatsState {
    /// Starts the three-way comparison of `root` at `depth` on a worker thread;
    /// the widget shows it when it arrives (a running one is forgotten).
    pub fn start_comparison<G>(&mut self, ctx: &egui::Context, g: G, root: G::State, depth: u32)
    where
        G: Heuristic + MoveOrder + Clone + Send + 'static,
        G::State: Send + 'static,
    {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let r = compare(&g, &root, depth).map_err(|e| e.to_string());
            let _ = tx.send(r);
            ctx.request_repaint();
        });
        self.job = Some(rx);
        self.comparison = None;
    }

    /// Whether a comparison is being computed.
    pub fn computing(&self) -> bool {
        self.job.is_some()
    }

    fn poll(&mut self) {
        if let Some(rx) = &self.job {
            match rx.try_recv() {
                Ok(r) => {
                    self.comparison = Some(r);
                    self.job = None;
                }
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => self.job = None,
            }
        }
    }

    fn computed<A: Copy>(&mut self, trace: &Trace<A>) -> &Computed {
        let key = (trace.node_count(), trace.event_count());
        match self.computed.take() {
            Some(c) if c.key == key => self.computed.insert(c),
            _ => {
                let tree = Tree::new(trace).map_err(|e| e.to_string());
                let iterations = tree.as_ref().map(Tree::iterations).unwrap_or_default();
                let counts = tree.map(|t| DepthCounts::of(trace, &t));
                self.log_scale = counts
                    .as_ref()
                    .is_ok_and(|c| c.nodes.iter().max().copied().unwrap_or(0) > 1000);
                self.computed.insert(Computed {
                    key,
                    counts,
                    iterations,
                })
            }
        }
    }
}

/// Draws the statistics of `trace` (and the comparison, when there is one).
/// Selects no node: returns `None`.
pub fn show<A: Copy>(
    ui: &mut egui::Ui,
    state: &mut StatsState,
    trace: &Trace<A>,
    _name: &dyn Fn(A) -> String,
) -> Option<u32> {
    state.poll();
    let lang = state.lang;
    let (counts, iterations) = {
        let c = state.computed(trace);
        (c.counts.clone(), c.iterations.clone())
    };
    ui.checkbox(&mut state.log_scale, "log10");
    let log = state.log_scale;
    egui::ScrollArea::vertical()
        .id_salt("inspector stats")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(ToolText::NodesPerDepth.text(lang));
            match &counts {
                Ok(c) => per_depth(ui, c, lang, log),
                Err(e) => {
                    ui.colored_label(
                        Color32::RED,
                        format!("{}: {e}", ToolText::BadTrace.text(lang)),
                    );
                }
            }
            let from_comparison = state.comparison.as_ref().and_then(|c| c.as_ref().ok());
            let iterations = match from_comparison {
                Some(c) if iterations.len() < 2 => c.iterations.clone(),
                _ => iterations,
            };
            if iterations.len() > 1 {
                ui.heading(ToolText::Iterations.text(lang));
                per_iteration(ui, &iterations, lang, log);
            }
            if state.job.is_some() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(ToolText::Comparison.text(lang));
                });
            }
            match &state.comparison {
                Some(Ok(c)) => comparison(ui, c, lang, log),
                Some(Err(e)) => {
                    ui.colored_label(Color32::RED, e);
                }
                None => {}
            }
        });
    None
}

fn height(count: u64, log: bool) -> f64 {
    if log {
        (count as f64 + 1.0).log10()
    } else {
        count as f64
    }
}

fn plot(id: &str, log: bool) -> Plot<'static> {
    let plot = Plot::new(id.to_string())
        .height(200.0)
        .legend(Legend::default())
        .allow_scroll(false)
        .allow_drag(false)
        .include_y(0.0);
    if log {
        plot.y_axis_formatter(|m, _| format!("{:.0}", 10f64.powf(m.value) - 1.0))
    } else {
        plot
    }
}

fn per_depth(ui: &mut egui::Ui, c: &DepthCounts, lang: Language, log: bool) {
    let bars = |v: &[u64], dx: f64| -> Vec<Bar> {
        v.iter()
            .enumerate()
            .map(|(d, &n)| Bar::new(d as f64 + dx, height(n, log)).width(0.4))
            .collect()
    };
    let nodes = BarChart::new(ToolText::Nodes.text(lang), bars(&c.nodes, -0.2)).color(NODES);
    let cuts = BarChart::new(ToolText::Cuts.text(lang), bars(&c.cuts, 0.2)).color(CUTS);
    plot("inspector stats per depth", log)
        .x_axis_label(ToolText::Depth.text(lang))
        .show(ui, |p| {
            p.bar_chart(nodes);
            p.bar_chart(cuts);
        });
    for d in 0..c.depths() {
        ui.label(format!(
            "{} {d}: {} {}, {} {}, {} {}",
            ToolText::Depth.text(lang),
            c.nodes[d],
            ToolText::Nodes.text(lang),
            c.cuts[d],
            ToolText::Cuts.text(lang),
            c.leaves[d],
            ToolText::Leaves.text(lang),
        ));
    }
    ui.label(format!(
        "{}: {} {}, {} {}, {} {}",
        ToolText::Total.text(lang),
        c.total_nodes(),
        ToolText::Nodes.text(lang),
        c.total_cuts(),
        ToolText::Cuts.text(lang),
        c.total_leaves(),
        ToolText::Leaves.text(lang),
    ));
}

fn per_iteration(ui: &mut egui::Ui, iterations: &[u64], lang: Language, log: bool) {
    let bars = iterations
        .iter()
        .enumerate()
        .map(|(i, &n)| Bar::new(i as f64 + 1.0, height(n, log)).width(0.6))
        .collect();
    plot("inspector stats per iteration", log)
        .x_axis_label(ToolText::Iteration.text(lang))
        .show(ui, |p| {
            p.bar_chart(BarChart::new(ToolText::Nodes.text(lang), bars).color(NODES))
        });
    for (i, n) in iterations.iter().enumerate() {
        ui.label(format!(
            "{} {}: {n} {}",
            ToolText::Iteration.text(lang),
            i + 1,
            ToolText::Nodes.text(lang)
        ));
    }
}

fn algorithm_name(a: Algorithm) -> ToolText {
    match a {
        Algorithm::AlphaBeta => ToolText::AlphaBeta,
        Algorithm::Negamax => ToolText::NegamaxTt,
        _ => ToolText::Minimax,
    }
}

fn comparison(ui: &mut egui::Ui, c: &Comparison, lang: Language, log: bool) {
    ui.heading(format!(
        "{} ({} {})",
        ToolText::Comparison.text(lang),
        ToolText::Depth.text(lang),
        c.depth
    ));
    let charts: Vec<BarChart> = c
        .runs
        .iter()
        .enumerate()
        .map(|(k, run)| {
            let dx = (k as f64 - 1.0) * 0.27;
            let bars = run
                .counts
                .nodes
                .iter()
                .enumerate()
                .map(|(d, &n)| Bar::new(d as f64 + dx, height(n, log)).width(0.27))
                .collect();
            BarChart::new(algorithm_name(run.algorithm).text(lang), bars)
                .color(ALGORITHMS[k % ALGORITHMS.len()])
        })
        .collect();
    plot("inspector stats comparison", log)
        .x_axis_label(ToolText::Depth.text(lang))
        .show(ui, |p| {
            for chart in charts {
                p.bar_chart(chart);
            }
        });
    for run in &c.runs {
        ui.label(format!(
            "{}: {} {}, {} {}, {} {}",
            algorithm_name(run.algorithm).text(lang),
            run.counts.total_nodes(),
            ToolText::Nodes.text(lang),
            run.counts.total_cuts(),
            ToolText::Cuts.text(lang),
            ToolText::ValueWord.text(lang),
            run.value
        ));
    }
}

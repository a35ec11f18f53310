//! The Statistics tab: nodes and cuts per depth of the loaded trace as a bar
//! chart (egui_plot) with the numbers beside it; for a trace of iterative
//! deepening, nodes per iteration; and, once computed in a [`Job`], the same
//! search from the trace's position as minimax, alpha-beta and negamax with
//! ordering and TT side by side per depth, with totals. The numbers are the
//! model's ([`crate::inspect::stats`]); the counts of the trace are in its
//! [`Loaded`].

use super::strings::{S, ToolText};
use crate::app::charts;
use crate::app::i18n::{Language, colon};
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::engine::state_after;
use crate::inspect::stats::{Comparison, DepthCounts, compare};
use crate::inspect::{Algorithm, Loaded};
use crate::with_game;
use charts::Entry;
use eframe::egui::{self, Color32};
use egui_plot::{Bar, BarChart, Plot};

const NODES: Color32 = Color32::from_rgb(90, 150, 220);
const CUTS: Color32 = Color32::from_rgb(220, 90, 60);
const ALGORITHMS: [Color32; 3] = [
    Color32::from_rgb(150, 150, 150),
    Color32::from_rgb(90, 150, 220),
    Color32::from_rgb(110, 190, 110),
];

/// The slot of the comparison running on its thread.
type CompareJob = Job<Result<Comparison, String>>;

/// The tab's state: the scale, the comparison and its job.
#[derive(Default)]
pub struct StatsTab {
    /// Bars on a log10 scale (counts grow by the branching factor per depth);
    /// `None`: on when some depth has more than 1,000 nodes.
    pub log_scale: Option<bool>,
    pub comparison: Option<Result<Comparison, String>>,
    comparing: CompareJob,
    /// Why the comparison could not start.
    pub compare_error: Option<String>,
}

/// A request of the tab.
#[derive(Clone, Debug, PartialEq)]
pub enum StatsAction {
    SetLogScale(bool),
    /// Start the comparison on the trace's position.
    Compare,
}

impl StatsTab {
    /// Whether a comparison is being computed.
    pub fn computing(&self) -> bool {
        self.comparing.is_running()
    }

    /// A fresh tab (for a new trace): the comparison running is stopped
    /// without waiting, its thread joined once it has ended.
    pub fn renewed(&mut self) -> StatsTab {
        self.comparing.stop();
        StatsTab {
            comparing: std::mem::take(&mut self.comparing),
            ..StatsTab::default()
        }
    }

    /// Whether the bars of `l` are drawn on a log scale.
    pub fn log(&self, l: &Loaded) -> bool {
        self.log_scale
            .unwrap_or_else(|| l.counts.nodes.iter().max().copied().unwrap_or(0) > 1000)
    }

    pub fn apply(&mut self, a: StatsAction, l: &Loaded, wake: &Waker) {
        match a {
            StatsAction::SetLogScale(on) => self.log_scale = Some(on),
            StatsAction::Compare => {
                let depth = comparison_depth(l);
                self.comparing.set_waker(wake.clone());
                match start(&mut self.comparing, l, depth) {
                    Ok(()) => {
                        // A comparison still running is stopped.
                        self.comparison = None;
                        self.compare_error = None;
                    }
                    Err(e) => self.compare_error = Some(e),
                }
            }
        }
    }

    /// Takes the comparison's answer once it has come.
    pub fn poll(&mut self) {
        if let Some((answer, ())) = self.comparing.answer() {
            self.comparison = answer;
        }
    }
}

/// The depth the comparison searches to: the run's own depth limit, else (no
/// limit, or a trace opened from a file) the deepest level the trace reached.
pub fn comparison_depth(l: &Loaded) -> u32 {
    let limit = l.trace.settings.as_ref().and_then(|s| s.depth);
    limit.unwrap_or_else(|| l.tree.max_depth())
}

/// Starts the three-way comparison on the trace's position (its game after its
/// moves) to `depth` in `job` (stopping the comparison before).
fn start(job: &mut CompareJob, l: &Loaded, depth: u32) -> Result<(), String> {
    let moves = l.trace.moves();
    with_game!(&l.game, g => {
        let root = state_after(g, moves).map_err(|e| e.to_string())?;
        let stack = crate::search::deep::stack_for(g);
        let g = g.clone();
        job.start("inspector-compare", stack, (), move |r| {
            r.send(compare(&g, &root, depth, r.flag()).map_err(|e| e.to_string()));
        })
        .map_err(|e| format!("cannot start the comparison: {e}"))
    })
}

/// Draws the tab for `l`.
pub fn show(
    ui: &mut egui::Ui,
    tab: &StatsTab,
    l: &Loaded,
    lang: Language,
    out: &mut Vec<StatsAction>,
) {
    let depth = comparison_depth(l);
    ui.horizontal(|ui| {
        let label = format!("{} {depth}", S::Compare.text(lang));
        let button = egui::Button::new(label);
        if ui
            .add_enabled(!tab.computing(), button)
            .on_hover_text(S::CompareTip.text(lang))
            .clicked()
        {
            out.push(StatsAction::Compare);
        }
        if let Some(e) = &tab.compare_error {
            ui.colored_label(Color32::RED, e);
        }
    });
    let mut log = tab.log(l);
    if ui.checkbox(&mut log, "log10").changed() {
        out.push(StatsAction::SetLogScale(log));
    }
    let from_trace = l.tree.iterations();
    egui::ScrollArea::vertical()
        .id_salt("inspector stats")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(ToolText::NodesPerDepth.text(lang));
            per_depth(ui, &l.counts, lang, log);
            let from_comparison = tab.comparison.as_ref().and_then(|c| c.as_ref().ok());
            let iterations = match from_comparison {
                Some(c) if from_trace.len() < 2 => c.iterations.clone(),
                _ => from_trace,
            };
            if iterations.len() > 1 {
                ui.heading(ToolText::Iterations.text(lang));
                per_iteration(ui, &iterations, lang, log);
            }
            if tab.computing() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(ToolText::Comparison.text(lang));
                });
            }
            match &tab.comparison {
                Some(Ok(c)) => comparison(ui, c, lang, log),
                Some(Err(e)) => {
                    ui.colored_label(Color32::RED, e);
                }
                None => {}
            }
        });
}

fn height(count: u64, log: bool) -> f64 {
    if log {
        charts::log_height(count)
    } else {
        count as f64
    }
}

/// A bar chart whose tallest bar counts `top`, under its legend (drawn
/// above the plot, so that no bar passes under it).
fn plot(
    ui: &mut egui::Ui,
    id: &str,
    log: bool,
    top: u64,
    series: &[(&str, Color32)],
) -> Plot<'static> {
    let entries: Vec<Entry> = series
        .iter()
        .map(|&(name, color)| Entry {
            name: name.to_string(),
            color,
            marker: None,
            dashed: false,
        })
        .collect();
    charts::legend(ui, &entries);
    let plot = Plot::new(id.to_string())
        .height(200.0)
        .allow_scroll(false)
        .allow_drag(false)
        .include_y(0.0);
    if log {
        // Ticked at 0, 1, 10, 100, ... up to the power of ten above the
        // tallest bar: a bar of 1,000 reaches the 1,000 tick.
        plot.include_y(charts::log_height(charts::decade_above(top)))
            .y_grid_spacer(charts::log_ticks)
            .y_axis_formatter(|m, _| charts::log_label(m))
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
    let (node_word, cut_word) = (ToolText::Nodes.text(lang), ToolText::Cuts.text(lang));
    let nodes = BarChart::new(node_word, bars(&c.nodes, -0.2)).color(NODES);
    let cuts = BarChart::new(cut_word, bars(&c.cuts, 0.2)).color(CUTS);
    let top = c.nodes.iter().chain(&c.cuts).copied().max().unwrap_or(0);
    let series = [(node_word, NODES), (cut_word, CUTS)];
    plot(ui, "inspector stats per depth", log, top, &series)
        .x_axis_label(ToolText::Depth.text(lang))
        .show(ui, |p| {
            p.bar_chart(nodes);
            p.bar_chart(cuts);
        });
    use crate::lang::nouns::{CUT, LEAF, NODE};
    let line = |nodes: u64, cuts: u64, leaves: u64| {
        format!(
            "{}, {}, {}",
            NODE.count(lang, nodes),
            CUT.count(lang, cuts),
            LEAF.count(lang, leaves)
        )
    };
    for d in 0..c.depths() {
        let counts = line(c.nodes[d], c.cuts[d], c.leaves[d]);
        ui.label(format!(
            "{} {d}{}{counts}",
            ToolText::Depth.text(lang),
            colon(lang)
        ));
    }
    let total = line(c.total_nodes(), c.total_cuts(), c.total_leaves());
    ui.label(format!(
        "{}{}{total}",
        ToolText::Total.text(lang),
        colon(lang)
    ));
}

fn per_iteration(ui: &mut egui::Ui, iterations: &[u64], lang: Language, log: bool) {
    let bars = iterations
        .iter()
        .enumerate()
        .map(|(i, &n)| Bar::new(i as f64 + 1.0, height(n, log)).width(0.6))
        .collect();
    let top = iterations.iter().copied().max().unwrap_or(0);
    let series = [(ToolText::Nodes.text(lang), NODES)];
    plot(ui, "inspector stats per iteration", log, top, &series)
        .x_axis_label(ToolText::Iteration.text(lang))
        .show(ui, |p| {
            p.bar_chart(BarChart::new(ToolText::Nodes.text(lang), bars).color(NODES))
        });
    for (i, n) in iterations.iter().enumerate() {
        ui.label(format!(
            "{} {}: {}",
            ToolText::Iteration.text(lang),
            i + 1,
            crate::lang::nouns::NODE.count(lang, *n)
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
    let top = c
        .runs
        .iter()
        .flat_map(|run| run.counts.nodes.iter().copied())
        .max()
        .unwrap_or(0);
    let series: Vec<(&str, Color32)> = c
        .runs
        .iter()
        .enumerate()
        .map(|(k, run)| {
            let name = algorithm_name(run.algorithm).text(lang);
            (name, ALGORITHMS[k % ALGORITHMS.len()])
        })
        .collect();
    plot(ui, "inspector stats comparison", log, top, &series)
        .x_axis_label(ToolText::Depth.text(lang))
        .show(ui, |p| {
            for chart in charts {
                p.bar_chart(chart);
            }
        });
    for run in &c.runs {
        ui.label(format!(
            "{}: {}, {}, {} {}",
            algorithm_name(run.algorithm).text(lang),
            crate::lang::nouns::NODE.count(lang, run.counts.total_nodes()),
            crate::lang::nouns::CUT.count(lang, run.counts.total_cuts()),
            ToolText::ValueWord.text(lang),
            run.value
        ));
    }
}

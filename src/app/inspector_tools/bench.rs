//! The outline's frame-time benchmark, for `ludoscope bench`: a real
//! one-million-node trace (seed 004's MinMax on Connect Four to depth 7, 960,793
//! nodes), drawn by the outline widget in a headless egui context of 1280x800
//! points; one frame is the widget's layout (`Context::run_ui`) plus
//! tessellation. It times the first frame (which builds the model), frames with
//! the tree collapsed below depth 2, fully expanded at the top, and fully
//! expanded scrolled to a search match deep in the middle.

use super::outline::{self, OutlineState, SearchKind};
use crate::search::Trace;
use eframe::egui;
use std::time::{Duration, Instant};

/// One measured figure: what, and milliseconds per frame.
pub type Figure = (String, f64);

/// The trace of the benchmark (seed 004 MinMax on Connect Four, depth 7).
pub fn million_node_trace() -> Trace<u8> {
    crate::inspect::bench::million_node_trace()
}

/// Runs the benchmark for about `budget` per figure; returns the trace's size
/// and the figures.
pub fn outline_frame_times(budget: Duration) -> (usize, Vec<Figure>) {
    let trace = million_node_trace();
    let name = |a: u8| (a + 1).to_string();
    let ctx = egui::Context::default();
    let mut state = OutlineState::default();
    let mut figures = Vec::new();
    let start = Instant::now();
    frame(&ctx, &mut state, &trace, &name);
    figures.push((
        "outline first frame (builds the model)".to_string(),
        ms(start.elapsed()),
    ));
    figures.push((
        "outline frame, collapsed below depth 2".to_string(),
        mean_frame(budget, &ctx, &mut state, &trace, &name),
    ));
    state.search_kind = SearchKind::Path;
    state.search_text = "4 4 4 4 4 4 5".into();
    state.run_search(&trace, &name);
    let match_at = state.jump(&trace, true);
    figures.push((
        "outline frame, search match revealed".to_string(),
        mean_frame(budget, &ctx, &mut state, &trace, &name),
    ));
    let mut expanded = OutlineState::default();
    frame(&ctx, &mut expanded, &trace, &name);
    let expand = Instant::now();
    expanded.expand_all(&trace);
    frame(&ctx, &mut expanded, &trace, &name);
    figures.push((
        format!("outline expand all ({} rows)", expanded.visible_rows()),
        ms(expand.elapsed()),
    ));
    figures.push((
        "outline frame, fully expanded, top".to_string(),
        mean_frame(budget, &ctx, &mut expanded, &trace, &name),
    ));
    if let Some(m) = match_at {
        expanded.select(&trace, m);
        figures.push((
            format!("outline frame, fully expanded, at node {m}"),
            mean_frame(budget, &ctx, &mut expanded, &trace, &name),
        ));
    }
    (trace.node_count(), figures)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    }
}

/// One frame: layout and tessellation.
fn frame(
    ctx: &egui::Context,
    state: &mut OutlineState,
    trace: &Trace<u8>,
    name: &dyn Fn(u8) -> String,
) {
    let mut out = ctx.run_ui(input(), |ui| {
        outline::show(ui, state, trace, name);
    });
    out.textures_delta.clear(); // no renderer takes the font atlas
    let primitives = ctx.tessellate(out.shapes, out.pixels_per_point);
    std::hint::black_box(primitives);
}

/// Frames until `budget` has passed (at least 10); the mean in milliseconds.
fn mean_frame(
    budget: Duration,
    ctx: &egui::Context,
    state: &mut OutlineState,
    trace: &Trace<u8>,
    name: &dyn Fn(u8) -> String,
) -> f64 {
    // Two frames first: a jump scrolls on the next frame.
    frame(ctx, state, trace, name);
    frame(ctx, state, trace, name);
    let start = Instant::now();
    let mut frames = 0;
    while frames < 10 || start.elapsed() < budget {
        frame(ctx, state, trace, name);
        frames += 1;
    }
    ms(start.elapsed()) / frames as f64
}

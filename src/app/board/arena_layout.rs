//! The arena painter's layout ([`crate::graph_layout`]), computed once per
//! arena (and, when the file gives positions, per shape of the canvas, in
//! steps of about an eighth) and kept in egui's memory under a fingerprint of
//! the graph; an arena of
//! more than [`OFF_THREAD`] nodes is laid out on a [`Task`], the board showing
//! a line of text until it is done (the UI thread never waits). The labels
//! drawn with a layout at a given scale are cached beside it
//! ([`LabelCache`]).

use super::arena_text::LabelCache;
use crate::app::task::{Task, Waker};
use crate::games::arena::ArenaGraph;
use crate::graph_layout::{Layout, arena::spec, layout_for};
use eframe::egui::{Context, Id};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

/// Arenas with more nodes than this are laid out off the UI thread.
pub const OFF_THREAD: usize = 500;

/// A layout done, or being computed.
enum Cell {
    Ready(Arc<Layout>),
    Pending(Task<Layout>),
}

/// What egui keeps for one arena: its layout and the labels drawn with it.
#[derive(Clone)]
struct Slot(Arc<Mutex<Cell>>, Arc<LabelCache>);

/// A layout done, and the cache of its labels at the scales it was drawn at.
pub struct Laid {
    pub layout: Arc<Layout>,
    pub labels: Arc<LabelCache>,
}

/// A fingerprint of everything the layout reads: names, labels, edges,
/// positions, the initial node.
fn fingerprint(graph: &ArenaGraph) -> u64 {
    let mut h = std::hash::DefaultHasher::new();
    graph.initial.hash(&mut h);
    for n in &graph.nodes {
        n.name.hash(&mut h);
        n.label.hash(&mut h);
        n.edges.hash(&mut h);
        n.pos.map(|(x, y)| (x.to_bits(), y.to_bits())).hash(&mut h);
    }
    h.finish()
}

/// The canvas shape `aspect` (width / height) rounded to a step of about an
/// eighth (a log scale), so that a window resized a little keeps its layout.
pub fn aspect_step(aspect: f32) -> i32 {
    let aspect = if aspect.is_finite() && aspect > 0.0 {
        aspect
    } else {
        crate::graph_layout::ASPECT
    };
    (aspect.clamp(0.25, 4.0).ln() * 8.0).round() as i32
}

/// The layout of `graph` for a canvas of the shape `aspect` if done: computed
/// now when small, else started on a task (`None` until it reports).
pub fn cached(ctx: &Context, graph: &ArenaGraph, aspect: f32) -> Option<Laid> {
    let given = graph.nodes.iter().all(|n| n.pos.is_some());
    let step = if given { aspect_step(aspect) } else { 0 };
    let aspect = (step as f32 / 8.0).exp();
    let arena_layout = move |graph: &ArenaGraph| layout_for(&spec(graph), aspect);
    let id = Id::unique(("arena-layout", fingerprint(graph), step));
    let slot = ctx.data_mut(|d| d.get_temp::<Slot>(id));
    let slot = match slot {
        Some(s) => s,
        None => {
            let cell = if graph.nodes.len() <= OFF_THREAD {
                Cell::Ready(Arc::new(arena_layout(graph)))
            } else {
                let owned = graph.clone();
                let c = ctx.clone();
                let wake: Waker = Arc::new(move || c.request_repaint());
                match Task::spawn("arena layout", &wake, move |r| {
                    r.send(arena_layout(&owned));
                }) {
                    Ok(task) => Cell::Pending(task),
                    // No thread to be had: lay it out here, once.
                    Err(_) => Cell::Ready(Arc::new(arena_layout(graph))),
                }
            };
            let s = Slot(Arc::new(Mutex::new(cell)), Arc::default());
            ctx.data_mut(|d| d.insert_temp(id, s.clone()));
            s
        }
    };
    let mut cell = slot.0.lock().ok()?;
    if let Cell::Pending(task) = &*cell {
        let done = task.try_recv()?;
        *cell = Cell::Ready(Arc::new(done));
    }
    match &*cell {
        Cell::Ready(layout) => Some(Laid {
            layout: layout.clone(),
            labels: slot.1.clone(),
        }),
        Cell::Pending(_) => None,
    }
}

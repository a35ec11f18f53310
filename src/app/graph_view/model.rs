//! The graph view's model: the layout of the arena a document or a panel
//! shows, asked for outside drawing. Its owner calls [`GraphModel::follow`]
//! with the graph to show (after each change of the document) and
//! [`GraphModel::poll`] once a frame; an arena of more than [`OFF_THREAD`]
//! nodes is laid out on a [`Task`], a smaller one at once. The drawing code
//! only reads [`GraphModel::laid_for`]. The layout is `ludoscope draw`'s
//! ([`crate::graph_layout::layout`]): the studio scales it into its canvas.

use super::text::LabelCache;
use crate::app::task::{Task, Waker, no_wake};
use crate::games::AnyGame;
use crate::games::arena::ArenaGraph;
use crate::graph_layout::{Layout, arena::arena_layout};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Arenas with more nodes than this are laid out off the UI thread.
pub const OFF_THREAD: usize = 500;

/// A layout done, or being computed.
enum Cell {
    Ready(Arc<Layout>),
    Pending(Task<Layout>),
}

/// The graph followed: its fingerprint, its layout, and the labels drawn
/// with that layout at the last few scales.
struct Followed {
    fingerprint: u64,
    cell: Cell,
    labels: Arc<LabelCache>,
}

/// A layout done, and the cache of its labels at the scales it was drawn at.
pub struct Laid {
    pub layout: Arc<Layout>,
    pub labels: Arc<LabelCache>,
}

/// The layout of one arena graph, computed outside drawing.
pub struct GraphModel {
    wake: Waker,
    followed: Option<Followed>,
}

impl Default for GraphModel {
    fn default() -> Self {
        GraphModel {
            wake: no_wake(),
            followed: None,
        }
    }
}

/// The graph of `game` when it is an arena (what a [`GraphModel`] follows).
pub fn graph_of(game: &AnyGame) -> Option<&ArenaGraph> {
    match game {
        AnyGame::Arena(arena) => Some(arena.graph()),
        _ => None,
    }
}

/// A fingerprint of everything the layout reads: names, labels, edges,
/// positions, the initial node.
pub fn fingerprint(graph: &ArenaGraph) -> u64 {
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

impl GraphModel {
    /// What a finished task calls to have the window drawn again.
    pub fn set_waker(&mut self, wake: Waker) {
        self.wake = wake;
    }

    /// Shows `graph` (none: nothing): keeps the layout when it is the graph
    /// already followed, else lays it out now when small, or starts a task.
    pub fn follow(&mut self, graph: Option<&ArenaGraph>) {
        let Some(graph) = graph else {
            self.followed = None;
            return;
        };
        let fingerprint = fingerprint(graph);
        if self
            .followed
            .as_ref()
            .is_some_and(|f| f.fingerprint == fingerprint)
        {
            return;
        }
        let cell = if graph.nodes.len() <= OFF_THREAD {
            Cell::Ready(Arc::new(arena_layout(graph)))
        } else {
            let owned = graph.clone();
            match Task::spawn("arena layout", &self.wake, move |r| {
                r.send(arena_layout(&owned));
            }) {
                Ok(task) => Cell::Pending(task),
                // No thread to be had: lay it out here, once.
                Err(_) => Cell::Ready(Arc::new(arena_layout(graph))),
            }
        };
        self.followed = Some(Followed {
            fingerprint,
            cell,
            labels: Arc::default(),
        });
    }

    /// Takes the task's layout when it has arrived.
    pub fn poll(&mut self) {
        if let Some(f) = &mut self.followed
            && let Cell::Pending(task) = &f.cell
            && let Some(done) = task.try_recv()
        {
            f.cell = Cell::Ready(Arc::new(done));
        }
    }

    /// The layout of the graph followed, when done.
    pub fn layout(&self) -> Option<&Layout> {
        match &self.followed.as_ref()?.cell {
            Cell::Ready(layout) => Some(layout),
            Cell::Pending(_) => None,
        }
    }

    /// Whether a layout is being computed.
    pub fn is_busy(&self) -> bool {
        matches!(
            self.followed.as_ref().map(|f| &f.cell),
            Some(Cell::Pending(_))
        )
    }

    /// The layout of `graph` and its labels' cache, when `graph` is the one
    /// followed and its layout is done.
    pub fn laid_for(&self, graph: &ArenaGraph) -> Option<Laid> {
        let f = self.followed.as_ref()?;
        match &f.cell {
            Cell::Ready(layout) if f.fingerprint == fingerprint(graph) => Some(Laid {
                layout: layout.clone(),
                labels: f.labels.clone(),
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::arena::file::load;
    use crate::graph_layout::{arena::spec, layout};
    use std::path::Path;

    #[test]
    fn the_model_lays_out_what_it_follows_and_only_that() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas");
        let chomp = load(&dir.join("seed-003-chomp-3x2.ron")).unwrap();
        let cram = load(&dir.join("seed-003-cram-2x3.ron")).unwrap();
        let mut model = GraphModel::default();
        assert!(model.layout().is_none() && model.laid_for(&chomp).is_none());
        model.follow(Some(&chomp));
        model.poll();
        assert_eq!(
            model.layout(),
            Some(&layout(&spec(&chomp))),
            "draw's layout"
        );
        assert!(model.laid_for(&chomp).is_some());
        assert!(model.laid_for(&cram).is_none(), "not the graph followed");
        model.follow(Some(&cram));
        assert!(model.laid_for(&cram).is_some() && model.laid_for(&chomp).is_none());
        model.follow(None);
        assert!(model.layout().is_none());
    }

    #[test]
    fn a_large_arena_is_laid_out_on_a_task() {
        let nodes = OFF_THREAD + 1;
        let text = format!(
            "(initial: \"n0\", nodes: [{}])",
            (0..nodes)
                .map(|k| match k + 1 < nodes {
                    true => format!("(name: \"n{k}\", owner: 0, edges: [\"n{}\"])", k + 1),
                    false => format!("(name: \"n{k}\", owner: 0, value: 1)"),
                })
                .collect::<Vec<_>>()
                .join(", ")
        );
        let graph = crate::games::arena::file::parse(&text).unwrap();
        let mut model = GraphModel::default();
        model.follow(Some(&graph));
        let start = std::time::Instant::now();
        while model.is_busy() {
            assert!(start.elapsed().as_secs() < 60, "no layout");
            std::thread::sleep(std::time::Duration::from_millis(5));
            model.poll();
        }
        assert_eq!(model.layout().map(|l| l.nodes.len()), Some(nodes));
    }
}

//! The graph view's model: the layout of the arena a document or a panel
//! shows, asked for outside drawing. Its owner calls [`GraphModel::follow`]
//! with the graph to show (after each change of the document) and
//! [`GraphModel::poll`] once a frame; an arena of more than [`OFF_THREAD`]
//! nodes is laid out in a [`Job`], a smaller one at once. The drawing code
//! only reads [`GraphModel::laid_for`]. The layout is `ludoscope draw`'s
//! ([`crate::graph_layout::layout`]): the studio scales it into its canvas;
//! its labels' stand-ins (the nodes' names) are made with it ([`Labelled`]).

use super::pictures::Pictures;
use super::text::Labelled;
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::games::AnyGame;
use crate::games::arena::ArenaGraph;
use crate::graph_layout::{Layout, arena::arena_layout};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Weak};

/// Arenas with more nodes than this are laid out off the UI thread.
pub const OFF_THREAD: usize = 500;

/// The graph followed: its fingerprint and its layout, once done.
struct Followed {
    fingerprint: u64,
    /// The graph itself: while this is held its allocation stays, so a graph
    /// at its address is this one, and the drawing asks for the layout every
    /// frame without reading (hashing) the graph again.
    graph: Weak<ArenaGraph>,
    laid: Option<Arc<Labelled>>,
}

impl Followed {
    fn is(&self, graph: &ArenaGraph) -> bool {
        std::ptr::eq(self.graph.as_ptr(), graph) || self.fingerprint == fingerprint(graph)
    }
}

/// A layout done, with its labels' stand-ins.
pub type Laid = Arc<Labelled>;

/// The layout of one arena graph, computed outside drawing.
#[derive(Default)]
pub struct GraphModel {
    followed: Option<Followed>,
    /// The layout of a large graph being computed, its fingerprint beside it.
    laying: Job<Labelled, u64>,
    /// Pictures of the whole graph (saved or copied).
    pub pictures: Pictures,
}

/// `graph` laid out as `ludoscope draw` lays it out, with its names.
fn lay_out(graph: &ArenaGraph) -> Labelled {
    Labelled::new(Arc::new(arena_layout(graph)), |u| {
        graph.nodes[u].name.clone()
    })
}

/// The graph of `game` when it is an arena (what a [`GraphModel`] follows).
pub fn graph_of(game: &AnyGame) -> Option<&Arc<ArenaGraph>> {
    match game {
        AnyGame::Arena(arena) => Some(arena.shared_graph()),
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
        self.pictures.set_waker(wake.clone());
        self.laying.set_waker(wake);
    }

    /// Shows `graph` (none: nothing): keeps the layout when it is the graph
    /// already followed, else lays it out now when small, or starts a task
    /// (the one laying out another graph is stopped).
    pub fn follow(&mut self, graph: Option<&Arc<ArenaGraph>>) {
        let Some(graph) = graph else {
            self.laying.stop();
            self.followed = None;
            return;
        };
        if let Some(f) = &mut self.followed
            && f.is(graph)
        {
            // The same graph, or an equal one: its layout holds.
            f.graph = Arc::downgrade(graph);
            return;
        }
        let fingerprint = fingerprint(graph);
        self.laying.stop();
        let laid = if graph.nodes.len() <= OFF_THREAD {
            Some(Arc::new(lay_out(graph)))
        } else {
            let owned = graph.clone();
            let started = self
                .laying
                .start("arena layout", None, fingerprint, move |r| {
                    r.send(lay_out(&owned));
                });
            // No thread to be had: lay it out here, once.
            started.err().map(|_| Arc::new(lay_out(graph)))
        };
        let graph = Arc::downgrade(graph);
        self.followed = Some(Followed {
            fingerprint,
            graph,
            laid,
        });
    }

    /// Takes the task's layout when it has arrived, and a picture's outcome
    /// (never waits).
    pub fn poll(&mut self) {
        self.pictures.poll();
        if let Some((Some(done), fingerprint)) = self.laying.answer()
            && let Some(f) = &mut self.followed
            && f.fingerprint == fingerprint
        {
            f.laid = Some(Arc::new(done));
        }
    }

    /// The layout of the graph followed, when done.
    pub fn layout(&self) -> Option<&Layout> {
        Some(&self.followed.as_ref()?.laid.as_ref()?.layout)
    }

    /// Whether a layout or a picture is being computed.
    pub fn is_busy(&self) -> bool {
        self.laying.is_running() || self.pictures.is_busy()
    }

    /// The layout of the graph followed with its labels' stand-ins, when done.
    pub fn laid(&self) -> Option<Laid> {
        self.followed.as_ref()?.laid.clone()
    }

    /// The layout of `graph` with its labels' stand-ins, when `graph` is the
    /// one followed and its layout is done.
    pub fn laid_for(&self, graph: &ArenaGraph) -> Option<Laid> {
        let f = self.followed.as_ref()?;
        let laid = f.laid.as_ref()?;
        f.is(graph).then(|| laid.clone())
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
        let chomp = Arc::new(load(&dir.join("seed-003-chomp-3x2.ron")).unwrap());
        let cram = Arc::new(load(&dir.join("seed-003-cram-2x3.ron")).unwrap());
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
        // A copy of the graph followed (another allocation) is known by
        // its content; the graph followed by its address.
        let copy = (*cram).clone();
        assert!(model.laid_for(&copy).is_some());
        let mut other = (*cram).clone();
        other.nodes[0].label = Some("changed".into());
        assert!(model.laid_for(&other).is_none(), "another graph");
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
        let graph = Arc::new(crate::games::arena::file::parse(&text).unwrap());
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

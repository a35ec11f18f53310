//! The MCTS exercise's tree, drawn with its counts: each node a box with its
//! move above it and `N` and `Q` inside (a final node's box is square-cornered,
//! an unvisited child is a small empty box), the node the question is about
//! ringed, selection's path drawn thick once the selection part is answered,
//! and the counts already answered in backpropagation shown as `old → new`.
//! Laid out by [`TreeLayout::from_children`] and drawn by the studio's tree
//! view ([`crate::app::tree_view`]), fitted to the space left.

use crate::app::i18n::Language;
use crate::app::tree_view::{self, Camera, EdgeShow, NodeShow, Overlay, Place, Ring, Shape};
use crate::inspect::TreeLayout;
use crate::inspect::exercise::mcts::explain::node_name;
use crate::inspect::exercise::mcts::quiz::{Ask, MctsExercise, MctsQuiz, Part, Question};
use eframe::egui::{Color32, Stroke, Ui};

/// Selection's path: its edges and its boxes' fill.
const PATH: Color32 = Color32::from_rgb(60, 160, 60);
const PATH_FILL: Color32 = Color32::from_rgb(40, 90, 40);
use crate::app::tree_view::colours::ASKED;

/// The tree of `ex` at the quiz's point, fitted to the space left; the
/// canvas is named `name`.
pub fn show(ui: &mut Ui, ex: &MctsExercise, quiz: &MctsQuiz, (name, lang): (&str, Language)) {
    let children: Vec<Vec<u32>> = ex
        .tree
        .nodes
        .iter()
        .map(|n| n.children.iter().map(|&c| c as u32).collect())
        .collect();
    let layout = TreeLayout::from_children(&children, &[0]);
    let place = Place::new(&layout, name, Camera::default(), "mcts-exercise-tree", lang);
    let overlay = QuizTree {
        ex,
        asked: quiz.current().map(|q| q.ask),
        answered: &quiz.questions()[..quiz.answered()],
        selection_done: !quiz
            .questions()
            .iter()
            .skip(quiz.answered())
            .any(|q| q.ask.part() == Part::Selection),
        lang,
    };
    tree_view::show(ui, &place, &overlay);
}

/// The exercise's tree at the quiz's point.
struct QuizTree<'a> {
    ex: &'a MctsExercise,
    asked: Option<Ask>,
    answered: &'a [Question],
    /// The selection part is answered: its path is drawn.
    selection_done: bool,
    lang: Language,
}

impl QuizTree<'_> {
    fn on_path(&self, id: usize) -> bool {
        self.selection_done && self.ex.path.contains(&id)
    }
}

impl Overlay for QuizTree<'_> {
    fn node(&self, ui: &Ui, k: u32) -> Option<NodeShow> {
        let id = k as usize;
        let ex = self.ex;
        let n = ex.tree.nodes.get(id)?;
        let ringed = match self.asked {
            Some(Ask::Pick { node } | Ask::Visits { node } | Ask::Total { node }) => node == id,
            _ => false,
        };
        let visited = n.visits > 0 || n.parent.is_none();
        let fill = if self.on_path(id) {
            PATH_FILL
        } else {
            ui.visuals().extreme_bg_color
        };
        let counts = counts(ex, id, self.answered);
        let name = node_name(&ex.tree, id, self.lang);
        let label = format!("{name}: {}", counts.replace('\n', ", "));
        let mut show = NodeShow::plain(ui, Shape::Box, Some(fill), label);
        show.outline = Stroke::new(1.0, ui.visuals().text_color());
        show.text_colour = ui.visuals().text_color();
        if ringed {
            show.rings.push(Ring {
                scale: 1.5,
                plus: 0.0,
                stroke: Stroke::new(3.0, ASKED),
            });
        }
        let short = n.label.rsplit('-').next().unwrap_or("");
        let above = if short.is_empty() {
            name
        } else {
            short.to_string()
        };
        show.above = Some((above, ui.visuals().text_color()));
        if visited {
            show.text = counts;
        } else {
            show.size = 0.6;
        }
        Some(show)
    }

    fn edge(&self, ui: &Ui, k: u32) -> Option<EdgeShow> {
        let stroke = if self.on_path(k as usize) {
            Stroke::new(3.5, PATH)
        } else {
            Stroke::new(1.0, ui.visuals().weak_text_color())
        };
        Some(EdgeShow::line(stroke))
    }
}

/// The counts written in node `id`'s box: `N` (and `Q` below the root), each
/// as `old -> new` once its backpropagation question is answered.
fn counts(ex: &MctsExercise, id: usize, answered: &[Question]) -> String {
    let n = &ex.tree.nodes[id];
    let new = |want: fn(usize) -> Ask| {
        answered
            .iter()
            .find(|q| q.ask == want(id))
            .and_then(|_| ex.updates.iter().find(|u| u.node == id))
    };
    let n_text = match new(|node| Ask::Visits { node }) {
        Some(u) => format!("N {} -> {}", u.old_visits, u.new_visits),
        None => format!("N {}", n.visits),
    };
    let q_text = match new(|node| Ask::Total { node }) {
        Some(u) => format!("Q {} -> {}", u.old_total, u.new_total),
        None => format!("Q {}", n.total),
    };
    if n.parent.is_none() {
        n_text
    } else {
        format!("{n_text}\n{q_text}")
    }
}

//! What the exercises show on the drawn tree (the full tree of the exercise,
//! laid out as the Tree tab lays out a trace, [`crate::app::tree_view`]):
//! [`QuizOverlay`], the alpha-beta search at the quiz's step as the Tree tab
//! shows it at that step (each full node through its alpha-beta node; the
//! children a cut prunes, dashed once the cut has happened), the node or edge
//! asked about marked and its answer hidden; [`SheetOverlay`], the whole-tree
//! sheet (neutral nodes, the edges the student marked pruned, the wrong ones
//! coloured after Check). Leaf values, the exercise's data, show from the start
//! unless hidden; nothing not yet computed shows while practising.

use crate::app::tree_view::look::{self, NodeLook};
use crate::app::tree_view::{EdgeShow, NodeShow, Overlay, Ring, Words};
use crate::inspect::exercise::explain::root_word;
use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::step::{Ask, Question};
use crate::inspect::rules::{node_label, value_text};
use crate::lang::Language;
use crate::search::Value;
use crate::search::trace_view::{Event, NodeStatus, NodeView};
use eframe::egui::{Color32, Stroke, Ui};

pub use crate::app::tree_view::colours::{ASKED, WRONG};

/// What a wrong box or edge's accessible name ends with.
pub fn wrong_word(lang: Language) -> &'static str {
    match lang {
        Language::English => "(wrong)",
        Language::French => "(faux)",
    }
}

/// A full node's name: its action, or the root word.
pub fn full_name(ex: &Exercise, id: u32, lang: Language) -> String {
    ex.name(id)
        .map_or_else(|| root_word(lang).into(), str::to_string)
}

/// A leaf's value as written on it, unless hidden (`None` for an inner node).
fn leaf_text(ex: &Exercise, id: u32, hide: bool) -> Option<String> {
    let n = ex.full.node(id)?;
    n.leaf()?;
    Some(if hide {
        String::new()
    } else {
        value_text(n.value)
    })
}

/// The ring around the node asked about or a wrong one.
fn ring(colour: Color32) -> Ring {
    Ring {
        scale: 1.6,
        plus: 0.0,
        stroke: Stroke::new(3.0, colour),
    }
}

/// The words on the edge into full node `id`: its action, and the window
/// when given; the action in the cut colour when `cut`.
fn words(ui: &Ui, ex: &Exercise, id: u32, window: Option<(Value, Value)>, cut: bool) -> Words {
    let colour = if cut {
        look::cut_text(ui)
    } else {
        look::text(ui)
    };
    Words::window(ex.tree.trace.action_name(id), window, colour)
}

/// The alpha-beta search at the quiz's step, on the full tree.
pub struct QuizOverlay<'a> {
    pub ex: &'a Exercise,
    pub step: usize,
    pub asked: Option<Question>,
    pub hide_leaves: bool,
    pub lang: Language,
}

impl QuizOverlay<'_> {
    /// Alpha-beta's node for full node `id` and its state at the step.
    fn searched(&self, id: u32) -> Option<(u32, NodeView)> {
        let s = self.ex.key.searched_as(id)?;
        Some((s, self.ex.search.view(s, self.step)))
    }

    /// Whether the cut that prunes full node `id` has happened.
    fn pruned_now(&self, id: u32) -> bool {
        self.ex
            .key
            .cut_by(id)
            .is_some_and(|c| self.ex.search.view(c, self.step).cut.is_some())
    }

    /// The alpha-beta node the question is about (not the root's move).
    fn asked_node(&self) -> Option<u32> {
        self.asked.filter(|q| q.ask != Ask::Move).map(|q| q.node)
    }

    /// The child whose return the question is about (alpha or beta questions).
    fn returning_child(&self) -> Option<u32> {
        let q = self.asked?;
        if !matches!(q.ask, Ask::NewAlpha | Ask::NewBeta) {
            return None;
        }
        match self.ex.search.event(q.step)? {
            Event::Child { child, .. } => Some(child),
            _ => None,
        }
    }

    fn at_end(&self) -> bool {
        self.step >= self.ex.search.len()
    }
}

impl Overlay for QuizOverlay<'_> {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let ex = self.ex;
        let n = ex.full.node(id)?;
        let leaf = n.leaf().is_some();
        let (searched, v) = self.searched(id).unzip();
        let v = v.unwrap_or_default();
        let asked = searched.is_some() && searched == self.asked_node();
        let text = if asked {
            "?".to_string()
        } else if leaf && v.status == NodeStatus::Unvisited {
            leaf_text(ex, id, self.hide_leaves).unwrap_or_default()
        } else {
            node_label(&v)
        };
        let label = match searched {
            Some(s) => look::node_label_text(self.lang, &ex.search.trace, s, &v),
            None => look::node_label_text(self.lang, &ex.tree.trace, id, &v),
        };
        let look = NodeLook {
            status: v.status,
            current: searched.is_some() && searched == ex.search.current(self.step),
            selected: false,
            on_pv: self.at_end() && searched.is_some_and(|s| ex.search.pv.contains(&s)),
            maximizing: n.maximizing(),
            leaf,
        };
        let mut show = look.show(ui, false, text, label);
        show.rings.extend(asked.then(|| ring(ASKED)));
        Some(show)
    }

    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow> {
        let ex = self.ex;
        let Some((s, v)) = self.searched(id) else {
            let pruned = self.pruned_now(id);
            return Some(EdgeShow {
                stroke: Stroke::new(1.0, look::unvisited(ui)),
                pruned,
                // The action only: names are the exercise's data, windows are not.
                words: Some(words(ui, ex, id, None, false)),
                mark: None,
            });
        };
        let n = ex.search.trace.trace.node(s)?;
        let parent_cut = ex.search.view(n.parent, self.step).cut.is_some();
        let caused_cut = ex.search.caused_cut(n.parent) == Some(s) && parent_cut;
        let on_pv = self.at_end() && ex.search.pv.contains(&s);
        let stroke = crate::app::tree_view::edges::status_stroke(ui, on_pv, caused_cut, v.status);
        Some(EdgeShow {
            stroke,
            pruned: false,
            words: Some(words(
                ui,
                ex,
                id,
                (v.status != NodeStatus::Unvisited).then_some((n.alpha, n.beta)),
                caused_cut,
            )),
            mark: (self.returning_child() == Some(s)).then_some(ASKED),
        })
    }
}

/// The whole-tree sheet on the full tree.
pub struct SheetOverlay<'a> {
    pub ex: &'a Exercise,
    /// The edges marked pruned, by full node.
    pub marked: &'a [bool],
    /// Full nodes whose box is wrong, and edges (by the node below) marked wrong.
    pub wrong_boxes: &'a [u32],
    pub wrong_edges: &'a [u32],
    pub hide_leaves: bool,
    pub lang: Language,
}

impl Overlay for SheetOverlay<'_> {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let ex = self.ex;
        let n = ex.full.node(id)?;
        let leaf = leaf_text(ex, id, self.hide_leaves);
        let name = full_name(ex, id, self.lang);
        let label = match (&leaf, self.lang) {
            (Some(v), Language::English) => format!("Leaf {name}: {v}"),
            (Some(v), Language::French) => format!("Feuille {name}\u{a0}: {v}"),
            (None, Language::English) => format!("Node {name}"),
            (None, Language::French) => format!("Nœud {name}"),
        };
        let wrong = self.wrong_boxes.contains(&id);
        let label = if wrong {
            format!("{label} {}", wrong_word(self.lang))
        } else {
            label
        };
        let look = NodeLook {
            status: NodeStatus::Unvisited,
            current: false,
            selected: false,
            on_pv: false,
            maximizing: n.maximizing(),
            leaf: leaf.is_some(),
        };
        let mut show = look.show(ui, false, leaf.unwrap_or_default(), label);
        show.rings.extend(wrong.then(|| ring(WRONG)));
        Some(show)
    }

    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow> {
        Some(EdgeShow {
            stroke: Stroke::new(1.5, look::edge(ui)),
            pruned: self.marked.get(id as usize).copied().unwrap_or(false),
            words: Some(words(ui, self.ex, id, None, false)),
            mark: self.wrong_edges.contains(&id).then_some(WRONG),
        })
    }

    fn edge_name(&self, id: u32) -> Option<String> {
        let name = full_name(self.ex, id, self.lang);
        let marked = self.marked.get(id as usize).copied().unwrap_or(false);
        let text = match (self.lang, marked) {
            (Language::English, true) => format!("Edge to {name}: marked pruned"),
            (Language::English, false) => format!("Edge to {name}: not marked"),
            (Language::French, true) => format!("Arête vers {name}\u{a0}: marquée élaguée"),
            (Language::French, false) => format!("Arête vers {name}\u{a0}: non marquée"),
        };
        Some(if self.wrong_edges.contains(&id) {
            format!("{text} {}", wrong_word(self.lang))
        } else {
            text
        })
    }
}

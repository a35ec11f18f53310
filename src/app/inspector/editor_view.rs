//! The Editor tab's tree and keys: the edited tree drawn with the inspector's
//! tidy layout and node shapes ([`super::look`]: MAX a triangle pointing up,
//! MIN pointing down, leaves squares with their values), fitted to the space
//! left, each node an accessible widget that selects it when clicked; and the
//! keys of the operations (Insert or A, Delete, Alt+Left/Right, F2, digits on a
//! leaf, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y). It reads the tab and returns
//! requests.

use super::editor::{EditorAction, EditorTab};
use super::editor_strings::E;
use super::look::{self, NodeLook};
use crate::inspect::edit::EditTree;
use crate::inspect::layout::tidy;
use crate::lang::Language;
use crate::search::Bound;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{
    self, Event, Key, KeyboardShortcut, Modifiers, Pos2, Rect, Sense, Stroke, Ui, pos2, vec2,
};

/// The size of captions drawn on the tree (names), in points.
pub const CAPTION: f32 = 14.0;

/// Reads the editing keys, unless a text field has the focus.
pub fn keys(ui: &Ui, tab: &EditorTab, out: &mut Vec<EditorAction>) {
    let ctx = ui.ctx();
    if ctx.text_edit_focused() {
        return;
    }
    let shortcut =
        |m: Modifiers, k: Key| ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)));
    let table = [
        (
            Modifiers::COMMAND | Modifiers::SHIFT,
            Key::Z,
            EditorAction::Redo,
        ),
        (Modifiers::COMMAND, Key::Z, EditorAction::Undo),
        (Modifiers::COMMAND, Key::Y, EditorAction::Redo),
        (Modifiers::ALT, Key::ArrowLeft, EditorAction::Move(true)),
        (Modifiers::ALT, Key::ArrowRight, EditorAction::Move(false)),
        (Modifiers::NONE, Key::Insert, EditorAction::AddChild),
        (Modifiers::NONE, Key::A, EditorAction::AddChild),
        (Modifiers::NONE, Key::Delete, EditorAction::Delete),
        (Modifiers::NONE, Key::F2, EditorAction::StartRename),
    ];
    for (m, k, a) in table {
        if shortcut(m, k) {
            out.push(a);
        }
    }
    // Digits typed on a selected leaf set its value as they come.
    let leaf = tab.selected.is_some_and(|id| tab.tree().is_leaf(id));
    if !leaf {
        return;
    }
    let mut typed = tab.typed.clone();
    ctx.input_mut(|i| {
        i.events.retain(|e| match e {
            Event::Text(t) if t.chars().all(|c| c.is_ascii_digit() || c == '-') => {
                for c in t.chars() {
                    if c == '-' {
                        // The minus sign toggles the sign.
                        typed = match typed.strip_prefix('-') {
                            Some(rest) => rest.to_string(),
                            None => format!("-{typed}"),
                        };
                    } else {
                        typed.push(c);
                    }
                }
                false
            }
            Event::Key {
                key: Key::Backspace,
                pressed: true,
                ..
            } => {
                typed.pop();
                false
            }
            _ => true,
        })
    });
    if typed != tab.typed {
        out.push(EditorAction::Typed(typed));
    }
}

/// Where the tree is drawn: its units and levels on the screen.
struct Frame {
    rect: Rect,
    unit: f32,
    level: f32,
    width: f32,
}

impl Frame {
    fn fit(rect: Rect, x: &[f32], depth: &[u32]) -> Frame {
        let width = x.iter().copied().fold(0.0f32, f32::max);
        let levels = depth.iter().copied().max().unwrap_or(0) as f32 + 1.0;
        let unit = (rect.width() / (width + 1.0)).min(110.0);
        let level = (rect.height() / levels).min(100.0);
        Frame {
            rect,
            unit,
            level,
            width,
        }
    }

    fn screen(&self, x: f32, depth: u32) -> Pos2 {
        pos2(
            self.rect.center().x + (x - self.width / 2.0) * self.unit,
            self.rect.top() + self.level * (depth as f32 + 0.5),
        )
    }

    /// The half size of a node.
    fn radius(&self) -> f32 {
        (self.unit.min(self.level) * 0.28).clamp(3.0, 20.0)
    }
}

/// A node's accessible name: `Node A1 (MAX)`, `Leaf A1a = 3`.
pub fn node_name(lang: Language, t: &EditTree, id: u32) -> String {
    let Some(n) = t.node(id) else {
        return String::new();
    };
    if n.children.is_empty() {
        format!("{} {} = {}", E::Leaf.text(lang), n.name, n.value)
    } else {
        let role = if t.owner(id) == 0 { "MAX" } else { "MIN" };
        format!("{} {} ({role})", E::Node.text(lang), n.name)
    }
}

/// Draws the tree in the space left in `ui`.
pub fn show(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    let t = tab.tree();
    let computed;
    let (x, depth) = if tab.layout.0.len() == t.len() {
        (&tab.layout.0, &tab.layout.1)
    } else {
        computed = tidy(&t.children_lists(), &[EditTree::ROOT]);
        (&computed.0, &computed.1)
    };
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click());
    let f = Frame::fit(rect.shrink(8.0), x, depth);
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, look::background(ui));
    let r = f.radius();
    for id in 0..t.len() as u32 {
        let Some(n) = t.node(id) else { continue };
        let from = f.screen(x[id as usize], depth[id as usize]) + vec2(0.0, r);
        for &c in &n.children {
            let to = f.screen(x[c as usize], depth[c as usize]) - vec2(0.0, r);
            painter.line_segment([from, to], Stroke::new(1.5, look::edge(ui)));
        }
    }
    let mut clicked = None;
    for id in 0..t.len() as u32 {
        let c = f.screen(x[id as usize], depth[id as usize]);
        if !rect.expand(r).contains(c) {
            continue;
        }
        if node(ui, &painter, tab, id, (c, r, f.unit), lang) {
            clicked = Some(id);
        }
    }
    if let Some(id) = clicked {
        out.push(EditorAction::Select(Some(id)));
    } else if response.clicked() {
        out.push(EditorAction::Select(None));
    }
}

/// Draws node `id` at `c` and its widget; returns whether it was clicked.
/// `place`: the node's centre, half size, and the room between two leaves.
fn node(
    ui: &mut Ui,
    painter: &egui::Painter,
    tab: &EditorTab,
    id: u32,
    place: (Pos2, f32, f32),
    lang: Language,
) -> bool {
    let (c, r, room) = place;
    let t = tab.tree();
    let Some(n) = t.node(id) else { return false };
    let leaf = n.children.is_empty();
    let selected = tab.selected == Some(id);
    let nl = NodeLook {
        status: NodeStatus::Finished(Bound::Exact),
        current: selected,
        selected,
        on_pv: false,
        maximizing: Some(t.owner(id) == 0),
        leaf,
    };
    look::paint_node(painter, ui, c, r, &nl);
    if leaf && r > 5.0 {
        look::value_text(painter, ui, c, r, &n.value.to_string(), &nl);
    }
    // The name: under a leaf, beside an inner node; left out where it would
    // run into the next node's.
    let galley = painter.layout_no_wrap(
        n.name.clone(),
        egui::FontId::proportional(CAPTION),
        look::text(ui),
    );
    let fits = galley.size().x + 4.0 < if leaf { room } else { room - r * 1.25 };
    if r > 5.0 && fits {
        let at = if leaf {
            c + vec2(-galley.size().x / 2.0, r * 0.85)
        } else {
            c + vec2(r * 1.25, -r * 0.6 - galley.size().y)
        };
        painter.galley(at, galley, look::text(ui));
    }
    let rect = Rect::from_center_size(c, egui::Vec2::splat(2.0 * r.max(5.0)));
    let resp = ui.interact(rect, egui::Id::unique(("editor-node", id)), Sense::click());
    let label = node_name(lang, t, id);
    resp.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Button, true, &label);
        info.selected = Some(selected);
        info
    });
    resp.clicked()
}

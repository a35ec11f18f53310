//! The Editor tab's tree and keys: the edited tree drawn by the studio's tree
//! view ([`crate::app::tree_view`]) with the inspector's node shapes (MAX a
//! triangle pointing up, MIN pointing down, leaves squares with their values,
//! names above), fitted to the space left, each node an accessible widget
//! that selects it when clicked; and the
//! keys of the operations (Insert or A, Delete, Alt+Left/Right, F2, digits on a
//! leaf, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y). It reads the tab and returns
//! requests.

use super::editor::{EditorAction, EditorTab};
use super::editor_strings::E;
use crate::app::tree_view::look::{self, NodeLook};
use crate::app::tree_view::picture::{self, TreeOf};
use crate::app::tree_view::pictures::TreePictures;
use crate::app::tree_view::{self, Camera, EdgeShow, NodeShow, Overlay, Place};
use crate::inspect::TreeLayout;
use crate::inspect::edit::EditTree;
use crate::lang::Language;
use crate::search::Bound;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{Event, Key, KeyboardShortcut, Modifiers, Stroke, Ui};

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

/// The edited tree as the tree view shows it: the inspector's shapes, each
/// node's name above it, a leaf's value on it, the selection outlined.
struct EditOverlay<'a> {
    tab: &'a EditorTab,
    lang: Language,
}

impl Overlay for EditOverlay<'_> {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let t = self.tab.tree();
        let n = t.node(id)?;
        let leaf = n.children.is_empty();
        let selected = self.tab.selected == Some(id);
        let look = NodeLook {
            status: NodeStatus::Finished(Bound::Exact),
            current: selected,
            selected,
            on_pv: false,
            maximizing: Some(t.owner(id) == 0),
            leaf,
        };
        let text = if leaf {
            n.value.to_string()
        } else {
            String::new()
        };
        let mut show = look.show(ui, false, text, node_name(self.lang, t, id));
        show.above = Some((n.name.clone(), look::text(ui)));
        Some(show)
    }

    fn edge(&self, ui: &Ui, _id: u32) -> Option<EdgeShow> {
        Some(EdgeShow::line(Stroke::new(1.5, look::edge(ui))))
    }
}

/// Draws the tree in the space left in `ui`, fitted to it.
pub fn show(
    ui: &mut Ui,
    (tab, pictures): (&EditorTab, &TreePictures),
    lang: Language,
    out: &mut Vec<EditorAction>,
) {
    let t = tab.tree();
    let computed;
    let layout = if tab.layout.len() == t.len() {
        &tab.layout
    } else {
        computed = TreeLayout::from_children(&t.children_lists(), &[EditTree::ROOT]);
        &computed
    };
    let place = Place::new(
        layout,
        E::Tree.text(lang),
        Camera::default(),
        "editor-node",
        lang,
    );
    let overlay = EditOverlay { tab, lang };
    let asked = ui
        .horizontal_wrapped(|ui| picture::buttons(ui, TreeOf::Editor, pictures, lang))
        .inner;
    let view: (&Place, &dyn Overlay, &str) = (&place, &overlay, E::Tree.text(lang));
    let asks = picture::asks(ui, view, TreeOf::Editor, pictures, asked);
    out.extend(asks.choose.map(EditorAction::Choose));
    out.extend(asks.intents.into_iter().map(EditorAction::Picture));
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(id) = drawn.clicked {
        out.push(EditorAction::Select(Some(id)));
    } else if drawn.background {
        out.push(EditorAction::Select(None));
    }
}

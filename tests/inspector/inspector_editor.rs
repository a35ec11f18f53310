//! The search inspector's Editor tab, driven headless through egui_kittest: a
//! tree built by clicks and keys (add children, type values, reorder, delete,
//! undo, redo, rename) and one pasted in bracket notation each save to a
//! temporary file, load back identically, and searched with alpha-beta give
//! value 3 with one cut; the pasted tree also goes to the board and to the
//! Exercise tab.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::inspector::Tab;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::games::arena::file::load;
use ludoscope::inspect::edit::EditTree;
use std::path::{Path, PathBuf};
use studio_ui::inspector::{arena, harness, wait};

const TEXTBOOK: &str = "((3, 5), (2, 9))";

fn tree(h: &Harness<'_, StudioApp>) -> EditTree {
    h.state().studio.inspector.tabs.editor.tree().clone()
}

fn click(h: &mut Harness<'static, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Types `text` as key presses reach the tree (no text field focused).
fn type_on_tree(h: &mut Harness<'static, StudioApp>, text: &str) {
    h.event(Event::Text(text.into()));
    h.run();
}

fn editor_tab(h: &mut Harness<'static, StudioApp>) {
    // The header's tab (the first "Editor" label).
    h.get_all_by_label("Editor").next().unwrap().click();
    h.run();
    assert_eq!(h.state().studio.inspector.tab, Tab::Editor);
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Saves through the path field and checks that the file loads back as the
/// tree shown.
fn save_and_reload(h: &mut Harness<'static, StudioApp>, path: &Path) {
    h.get_by_label("Arena file to write").focus();
    h.run();
    h.get_by_label("Arena file to write")
        .type_text(&path.display().to_string());
    h.run();
    click(h, "Save");
    assert!(
        h.query_by_label_contains("Saved").is_some(),
        "{:?}",
        h.state().studio.inspector.tabs.editor.note
    );
    let shown = tree(h);
    let back = EditTree::open(path).unwrap();
    assert_eq!(back.arena_file(), shown.arena_file());
    assert_eq!(back.to_bracket(), TEXTBOOK);
    // The arena reader reads the same graph as the tree's own.
    assert_eq!(load(path).unwrap(), shown.graph().unwrap());
    // Saving again asks before replacing the file.
    click(h, "Save");
    assert!(h.query_by_label_contains("This file exists:").is_some());
    click(h, "Replace it");
    assert!(h.query_by_label_contains("Saved").is_some());
}

/// Alpha-beta on the edited tree, shown in the Tree tab: value 3, one cut
/// (at B: B1 = 2 <= alpha = 3, so B2 is never looked at).
fn alpha_beta_gives_3_with_one_cut(h: &mut Harness<'static, StudioApp>) {
    click(h, "Alpha-beta");
    wait(h);
    let ins = &h.state().studio.inspector;
    assert_eq!(ins.tab, Tab::Tree);
    let l = ins.loaded.as_ref().expect("the trace is loaded");
    let t = &l.trace.trace;
    let root = *l.tree.roots().last().unwrap();
    assert_eq!(t.node(root).unwrap().value, 3);
    assert_eq!(t.cut_count(), 1);
    assert_eq!(t.node_count(), 6);
    assert!(
        h.query_by_label_contains("6 nodes · 1 cut ·").is_some()
            && h.query_by_label_contains("value 3 · best A").is_some()
    );
}

#[test]
fn a_tree_built_by_clicks_saves_reloads_and_searches() {
    let mut h = harness(arena());
    editor_tab(&mut h);
    assert_eq!(tree(&h), EditTree::empty());
    click(&mut h, "Leaf R = 0");
    assert_eq!(h.state().studio.inspector.tabs.editor.selected, Some(0));
    // R -> A -> A1 = 3; A -> A2 = 5.
    click(&mut h, "Add child");
    click(&mut h, "Add child");
    type_on_tree(&mut h, "3");
    click(&mut h, "Node A (MIN)");
    click(&mut h, "Add child");
    type_on_tree(&mut h, "5");
    assert_eq!(tree(&h).to_bracket(), "((3, 5))");
    // R -> B (Insert) -> B1 (A) = 2; B -> B2 = 1 then 9 typed after it: 19.
    click(&mut h, "Node R (MAX)");
    h.key_press(Key::Insert);
    h.run();
    h.key_press(Key::A);
    h.run();
    type_on_tree(&mut h, "2");
    click(&mut h, "Node B (MIN)");
    click(&mut h, "Add child");
    type_on_tree(&mut h, "1");
    type_on_tree(&mut h, "9");
    assert_eq!(tree(&h).to_bracket(), "((3, 5), (2, 19))");
    h.key_press(Key::Backspace);
    h.run();
    h.key_press(Key::Backspace);
    h.run();
    type_on_tree(&mut h, "9");
    assert_eq!(tree(&h).to_bracket(), "((3, 5), (2, 9))");
    // Reorder, delete, undo, redo.
    h.key_press_modifiers(Modifiers::ALT, Key::ArrowLeft);
    h.run();
    assert_eq!(tree(&h).to_bracket(), "((3, 5), (9, 2))");
    h.key_press_modifiers(Modifiers::ALT, Key::ArrowRight);
    h.run();
    assert_eq!(tree(&h).to_bracket(), TEXTBOOK);
    click(&mut h, "Node A (MIN)");
    h.key_press(Key::Delete);
    h.run();
    assert_eq!(tree(&h).to_bracket(), "((2, 9))");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(tree(&h).to_bracket(), TEXTBOOK);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(tree(&h).to_bracket(), "((2, 9))");
    click(&mut h, "Undo");
    assert_eq!(tree(&h).to_bracket(), TEXTBOOK);
    // The board's own undo is left alone: the board has no move to take back.
    assert_eq!(h.state().studio.session.len(), 0);
    let names: Vec<String> = tree(&h)
        .arena_file()
        .nodes
        .into_iter()
        .map(|n| n.name)
        .collect();
    assert_eq!(names, ["R", "A", "A1", "A2", "B", "B1", "B2"]);
    // F2 renames B; a name taken is refused with the reason.
    click(&mut h, "Node B (MIN)");
    h.key_press(Key::F2);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("New name").type_text("A");
    h.key_press(Key::Enter);
    h.run();
    assert!(h.query_by_label_contains("already taken").is_some());
    h.get_by_label("New name").focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label("New name").type_text("Right");
    h.key_press(Key::Enter);
    h.run();
    assert!(tree(&h).find("Right").is_some(), "{:?}", tree(&h));
    assert!(h.query_by_label("Node Right (MIN)").is_some());

    let dir = temp_dir("editor-clicks");
    save_and_reload(&mut h, &dir.join("clicked.ron"));
    alpha_beta_gives_3_with_one_cut(&mut h);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_pasted_tree_saves_reloads_searches_and_goes_to_the_board() {
    let mut h = harness(arena());
    editor_tab(&mut h);
    let field = "Bracket notation";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text("((3, 5), (2 9))");
    h.run();
    click(&mut h, "Use this tree");
    assert!(
        h.query_by_label("column 13: expected ',' or ')', found '9'")
            .is_some()
    );
    assert_eq!(tree(&h), EditTree::empty());
    h.get_by_label(field).focus();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_label(field).type_text(TEXTBOOK);
    h.run();
    click(&mut h, "Use this tree");
    assert_eq!(tree(&h), EditTree::from_bracket(TEXTBOOK).unwrap());
    assert!(h.query_by_label("Leaf B2 = 9").is_some());

    let dir = temp_dir("editor-paste");
    save_and_reload(&mut h, &dir.join("pasted.ron"));
    alpha_beta_gives_3_with_one_cut(&mut h);
    // The trace's game is the tree's spec.
    let spec = GameSpec::Tree {
        leaves: TEXTBOOK.into(),
    };
    assert_eq!(
        h.state()
            .studio
            .inspector
            .loaded
            .as_ref()
            .unwrap()
            .trace
            .spec(),
        &spec
    );

    // The editor keeps its tree across the search; practise, then the board.
    editor_tab(&mut h);
    assert_eq!(tree(&h).to_bracket(), TEXTBOOK);
    click(&mut h, "Practise");
    assert_eq!(h.state().studio.inspector.tab, Tab::Exercise);
    editor_tab(&mut h);
    click(&mut h, "Play on the board");
    assert_eq!(h.state().studio.settings.panel, Panel::Board);
    assert_eq!(h.state().studio.session.spec(), spec);
    std::fs::remove_dir_all(&dir).unwrap();
}

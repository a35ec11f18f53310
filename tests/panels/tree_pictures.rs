//! "Save picture…" of every tree view (issue 30): the search inspector's Tree
//! tab, the tree editor, the Monte Carlo panel and the ISMCTS inspector each
//! ask the file chooser for a picture of their own (the purpose names the
//! view), and the file chosen (here by scripted dialogs) is written with the
//! whole tree: every node the view lays out, not only those in view, as SVG
//! or as PNG by the file's extension.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::{self, Command};
use ludoscope::app::file_chooser::Purpose;
use ludoscope::app::inspector::editor::EditorAction;
use ludoscope::app::inspector::{Action, Tab};
use ludoscope::app::ismcts::model::TREE_NODES;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::tree_view::picture::TreeOf;
use ludoscope::games::GameSpec;
use ludoscope::inspect::Move;
use ludoscope::inspect::mcts::VIEW_NODES;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use studio_ui::{harness_of, paths, settings};

/// A file in the temporary folder, unique to this process and `name`.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("ludoscope-{}-{name}", std::process::id()))
}

/// The studio on `panel` of `spec`, whose dialogs choose `chosen`, after
/// `then` (`--run`'s command first), every background job done.
fn shown(
    spec: GameSpec,
    panel: Panel,
    chosen: &Path,
    then: &[Command],
) -> Harness<'static, StudioApp> {
    let app = StudioApp::new(
        &Default::default(),
        settings(spec, panel),
        Box::new(paths(Some(chosen.to_path_buf()))),
    );
    let mut h = harness_of(app, 1440.0, 900.0);
    h.step();
    let run = commands::run(panel).expect("the panel runs an algorithm");
    for cmd in std::iter::once(run).chain(then.iter().cloned()) {
        h.state_mut().command(cmd);
        let start = Instant::now();
        h.step();
        while h.state_mut().studio.busy() {
            assert!(start.elapsed() < Duration::from_secs(60), "still busy");
            std::thread::sleep(Duration::from_millis(5));
            h.step();
        }
        h.run();
    }
    assert_eq!(h.state().studio.message, None);
    h
}

/// Clicks the view's "Save picture…" and returns the bytes written to `to`
/// once the chooser has answered (the purpose asked for is `of`'s).
fn save(h: &mut Harness<'static, StudioApp>, of: TreeOf, to: &Path) -> Vec<u8> {
    let _ = std::fs::remove_file(to);
    h.get_by_label("Save picture…").click();
    h.step();
    assert_eq!(
        h.state().studio.chooser.waiting,
        Some(Purpose::SavePicture(of))
    );
    let start = Instant::now();
    while !to.exists() {
        assert!(start.elapsed() < Duration::from_secs(30), "nothing written");
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    h.run();
    // The job's outcome, beside the buttons once polled.
    let name = to.display().to_string();
    assert!(
        h.query_by_label_contains(&name).is_some(),
        "no note naming {name}"
    );
    assert!(!h.state().studio.tree_pictures.is_busy());
    let bytes = std::fs::read(to).unwrap();
    let _ = std::fs::remove_file(to);
    bytes
}

/// The names of an SVG picture's nodes (each node's `data-label`).
fn texts(svg: &[u8]) -> Vec<String> {
    let svg = String::from_utf8(svg.to_vec()).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let names: Vec<String> = doc
        .descendants()
        .filter_map(|n| n.attribute("data-label"))
        .map(str::to_string)
        .collect();
    names
}

/// Whether a node of `names` is labelled starting with `start`.
fn has(names: &[String], start: &str) -> bool {
    names.iter().any(|n| n.starts_with(start))
}

fn seed_003() -> GameSpec {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-alpha-beta.ron");
    GameSpec::Arena {
        path: path.display().to_string(),
        draw_limit: None,
    }
}

#[test]
fn the_search_tree_is_saved_whole_as_svg_and_png() {
    let svg = scratch("search-tree.svg");
    let end = [Command::Inspect(Action::Step(Move::End))];
    let mut h = shown(seed_003(), Panel::Inspector, &svg, &end);
    let names = texts(&save(&mut h, TreeOf::Search, &svg));
    // Seed 003's tree at the end of the search, every node of it, the
    // children its cuts pruned too.
    let loaded = h.state().studio.inspector.loaded.as_ref().unwrap();
    assert_eq!(names.len(), loaded.layout.len(), "{names:?}");
    for name in [
        "Node root MAX: 1,",
        "Node A MIN: 0,",
        "Node B1 MAX: <= 0,",
        "Node C1a: -7,",
    ] {
        assert!(has(&names, name), "{name} in {names:?}");
    }
    let pruned: Vec<&String> = names.iter().filter(|n| n.starts_with("Pruned")).collect();
    assert_eq!(
        pruned,
        [
            "Pruned B2 (cut at B)",
            "Pruned C2b (cut at C2)",
            "Pruned C3c (cut at C3)"
        ]
    );
    // The same purpose with a PNG name writes a PNG.
    let png = scratch("search-tree.png");
    let mut h = shown(seed_003(), Panel::Inspector, &png, &[]);
    let bytes = save(&mut h, TreeOf::Search, &png);
    assert_eq!(&bytes[1..4], b"PNG");
}

#[test]
fn the_edited_tree_is_saved() {
    let svg = scratch("edited-tree.svg");
    let edit = |a| Command::Inspect(Action::Editor(a));
    let editor = [
        Command::Inspect(Action::SetTab(Tab::Editor)),
        edit(EditorAction::SetPaste("((3, 5), (2, 9, 4))".into())),
        edit(EditorAction::Paste),
    ];
    let mut h = shown(seed_003(), Panel::Inspector, &svg, &editor);
    let names = texts(&save(&mut h, TreeOf::Editor, &svg));
    // The root, two inner nodes and five leaves, their values written.
    assert_eq!(names.len(), 8, "{names:?}");
    for leaf in [3, 5, 2, 9, 4] {
        assert!(
            names.iter().any(|n| n.ends_with(&format!("= {leaf}"))),
            "{leaf} in {names:?}"
        );
    }
}

#[test]
fn the_monte_carlo_tree_is_saved_with_every_root_move() {
    let svg = scratch("mcts-tree.svg");
    let mut h = shown(GameSpec::TicTacToe, Panel::Mcts, &svg, &[]);
    let names = texts(&save(&mut h, TreeOf::Mcts, &svg));
    // After the default run every one of the 9 first moves has been tried;
    // the picture holds the view's whole tree, its folded items too.
    let replay = &h.state().studio.mcts.shown.as_ref().unwrap().replay;
    // (The view opens as many nodes as its width holds, up to VIEW_NODES.)
    let visible = replay.visible_tree(VIEW_NODES);
    assert!(names.len() > 10 && names.len() <= visible.items.len());
    assert!(has(&names, "Node root: "));
    for cell in 1..=9 {
        assert!(
            has(&names, &format!("Node {cell}: ")),
            "{cell} in {names:?}"
        );
    }
}

#[test]
fn the_ismcts_tree_is_saved() {
    let svg = scratch("ismcts-tree.svg");
    let mut h = shown(GameSpec::PhantomTicTacToe, Panel::Ismcts, &svg, &[]);
    let names = texts(&save(&mut h, TreeOf::Ismcts, &svg));
    // The whole visible tree: the root, the searcher's own moves (seen) and
    // the opponent's (which it would not see).
    let ismcts = &h.state().studio.ismcts;
    let replay = ismcts.replay.as_ref().unwrap();
    let visible = ludoscope::inspect::ismcts::visible_tree(replay, TREE_NODES);
    assert!(names.len() > 10 && names.len() <= visible.items.len());
    assert!(has(&names, "Node 0: 2000 visits"), "{names:?}");
    let moves = names.iter().filter(|n| n.contains("visits; mean"));
    let (hidden, seen): (Vec<&String>, Vec<&String>) =
        moves.partition(|n| n.contains("would not see"));
    assert!(!hidden.is_empty() && !seen.is_empty(), "{names:?}");
}

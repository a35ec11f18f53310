#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A repeated position (an arena's cycle closed on the search's path) is a
//! leaf of its own kind, `LeafKind::Repetition`, scored 0 by the draw rule
//! (`search::repeat`), not a "final state": the inspector's rule line says so
//! in English and in French, and a trace file keeps the kind (older files,
//! which have only final and heuristic leaves, read as before).

use ludoscope::games::GameSpec;
use ludoscope::inspect::{InspectTrace, Loaded, Rule, SearchSettings, rule_at, rule_line};
use ludoscope::lang::Language;
use ludoscope::search::LeafKind;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

/// Two nodes pointing at each other: every line repeats `a` after two plies.
const TWO_NODES: &str = r#"(initial: "a", nodes: [(name: "a", owner: 0, edges: ["b"]),
    (name: "b", owner: 1, edges: ["a"])])"#;

fn search(spec: &GameSpec) -> InspectTrace {
    let settings = SearchSettings {
        depth: None,
        ..SearchSettings::default()
    };
    ludoscope::inspect::run_search(spec, &[], &settings, &AtomicBool::new(false), &|_| {}).unwrap()
}

/// The arena file, written once per test run: the tests run in parallel, and
/// one rewriting the file (truncating it first) while another reads it made
/// the reader see an empty file.
fn two_nodes() -> GameSpec {
    static WRITTEN: OnceLock<PathBuf> = OnceLock::new();
    let path = WRITTEN.get_or_init(|| {
        let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("repetition-two.ron");
        std::fs::write(&path, TWO_NODES).unwrap();
        path
    });
    GameSpec::Arena {
        path: path.display().to_string(),
        draw_limit: None,
    }
}

/// The kinds of the trace's leaves, in node order.
fn leaf_kinds(t: &InspectTrace) -> Vec<LeafKind> {
    t.trace.nodes().filter_map(|n| n.leaf()).collect()
}

#[test]
fn a_repeated_position_is_a_repetition_leaf_with_its_own_rule_line() {
    let t = search(&two_nodes());
    // a, b, then a again: the one leaf, a repetition worth 0.
    assert_eq!(t.trace.node_count(), 3);
    assert_eq!(leaf_kinds(&t), vec![LeafKind::Repetition]);
    assert_eq!(t.trace.node(2).unwrap().value, 0);
    let l = Loaded::new(t).unwrap();
    let k = (0..=l.len())
        .find(|&k| matches!(rule_at(&l, k), Rule::Leaf { .. }))
        .expect("a leaf step");
    assert_eq!(
        rule_line(&l, k, Language::English),
        "leaf: repeated position: scored 0 (draw rule)"
    );
    assert_eq!(
        rule_line(&l, k, Language::French),
        "feuille : position répétée : notée 0 (règle de nullité)"
    );
}

#[test]
fn trace_files_keep_the_kind_of_each_leaf() {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("repetition-trace.ron");
    let _ = std::fs::remove_file(&path);
    let t = search(&two_nodes());
    t.save(&path).unwrap();
    let back = InspectTrace::load(&path).unwrap();
    assert_eq!(leaf_kinds(&back), vec![LeafKind::Repetition]);
    // A tree has final states only: no repetition among its leaves.
    let tree = search(&GameSpec::Tree {
        leaves: "((3, 5), (2, 9))".into(),
    });
    let kinds = leaf_kinds(&tree);
    assert!(
        !kinds.is_empty() && kinds.iter().all(|&k| k == LeafKind::Terminal),
        "{kinds:?}"
    );
}

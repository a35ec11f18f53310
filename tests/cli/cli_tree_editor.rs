//! The command line on trees from the editor's world: the textbook tree given
//! as `Tree(leaves: ...)` and the same tree saved by the editor as an arena
//! file search to the same answer (value 3, one cut, six nodes). Until arena
//! searches without `--depth` report leaf values rather than their signs,
//! the depth is given: the tree's height, which cuts nothing off.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common::bin::json;
use ludoscope::inspect::edit::EditTree;

fn search(spec: &str, algo: &str) -> serde_json::Value {
    json(&["search", spec, "--algo", algo, "--depth", "2", "--json"])
}

#[test]
fn the_textbook_tree_searches_the_same_as_a_spec_and_as_a_saved_file() {
    let spec = r#"Tree(leaves: "((3, 5), (2, 9))")"#;
    let v = search(spec, "alphabeta");
    assert_eq!(v["value"], 3);
    assert_eq!(v["cuts"], 1);
    assert_eq!(v["nodes"], 6);
    assert_eq!(v["best"], "A");
    let m = search(spec, "minimax-depth");
    assert_eq!(
        (m["value"].clone(), m["cuts"].clone(), m["nodes"].clone()),
        (3.into(), 0.into(), 7.into())
    );

    let dir = std::env::temp_dir().join(format!("ludoscope-cli-editor-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("textbook.ron");
    EditTree::from_bracket("((3, 5), (2, 9))")
        .unwrap()
        .save(&path, true)
        .unwrap();
    let file = format!("Arena(path: {:?})", path.display().to_string());
    let w = search(&file, "alphabeta");
    for key in ["value", "cuts", "nodes", "best", "pv"] {
        assert_eq!(w[key], v[key], "{key}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

//! `ludoscope draw` through the real binary: the JSON layout of an arena (its
//! nodes apart, its edges clear of other nodes), SVG and PNG files, a small
//! game's state graph, and bad input (an unknown file, a game above the node
//! limit, an existing file without `--force`) refused with a message.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{failure, json, run as ludoscope};
use ludoscope::graph_layout::geometry::{boxes_overlap, polyline_enters};
use serde_json::Value;
use std::path::PathBuf;

fn bounds(v: &Value) -> [f32; 4] {
    let a: Vec<f32> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap() as f32)
        .collect();
    [a[0], a[1], a[2], a[3]]
}

/// Checks the JSON as another tool would: boxes apart, edges clear.
fn check_layout(v: &Value) -> usize {
    let nodes = v["nodes"].as_array().unwrap();
    let mut boxes = Vec::new();
    for n in nodes {
        let name = n["name"].as_str().unwrap().to_string();
        boxes.push((name.clone(), bounds(&n["box"])));
        boxes.push((name, bounds(&n["label_box"])));
    }
    for (i, (a, ba)) in boxes.iter().enumerate() {
        for (b, bb) in &boxes[i + 1..] {
            assert!(a == b || !boxes_overlap(*ba, *bb), "{a} and {b} overlap");
        }
    }
    for e in v["edges"].as_array().unwrap() {
        let points: Vec<[f32; 2]> = e["points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| [p[0].as_f64().unwrap() as f32, p[1].as_f64().unwrap() as f32])
            .collect();
        for n in nodes {
            let name = n["name"].as_str().unwrap();
            if name != e["from"] && name != e["to"] {
                assert!(
                    !polyline_enters(&points, bounds(&n["box"])),
                    "{e} through {name}"
                );
            }
        }
    }
    nodes.len()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-draw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn an_arena_as_json_svg_and_png() {
    let spec = r#"Arena(path: "assets/arenas/seed-003-cram-2x3.ron")"#;
    let v = json(&["draw", spec, "--json"]);
    assert_eq!(check_layout(&v), 48);
    assert_eq!(
        v["edges"].as_array().unwrap().len(),
        47,
        "a tree of 48 nodes"
    );
    let first = &v["nodes"][0];
    assert_eq!(first["name"], "start");
    let svg = temp("cram.svg");
    let out = ludoscope(&["draw", spec, "--svg", svg.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed SVG");
    let polylines = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline"))
        .count();
    assert_eq!(polylines, 47);
    assert!(text.contains(">##. ...</text>"), "labels written");
    // An existing file is kept without --force, replaced with it.
    let again = failure(&["draw", spec, "--svg", svg.to_str().unwrap()]);
    assert!(
        again.contains("already exists") && again.contains("--force"),
        "{again}"
    );
    let out = ludoscope(&["draw", spec, "--svg", svg.to_str().unwrap(), "--force"]);
    assert!(out.status.success());
    let png = temp("cram.png");
    let out = ludoscope(&["draw", spec, "--png", png.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let info = decoder.read_info().unwrap().info().clone();
    let width = v["size"][0].as_f64().unwrap();
    assert_eq!(
        f64::from(info.width),
        (width * 2.0).round(),
        "twice the SVG's size"
    );
}

#[test]
fn a_small_game_state_graph_and_the_node_limit() {
    let v = json(&["draw", "Chomp(rows: 2, cols: 2)", "--json"]);
    let n = check_layout(&v);
    assert!(n > 2, "{n} states");
    assert_eq!(v["nodes"][0]["name"], "start");
    let err = failure(&["draw", "TicTacToe", "--json"]);
    assert!(
        err.contains("more than 300") && err.contains("--max-nodes"),
        "{err}"
    );
    // Only flags `draw` has (its limit is --max-nodes; --max-states is solve's).
    assert!(!err.contains("--max-states"), "{err}");
    let err = failure(&["draw", "TicTacToe", "--json", "--max-nodes", "10"]);
    assert!(err.contains("more than 10"), "{err}");
}

#[test]
fn a_final_state_is_drawn_under_each_move_that_reaches_it() {
    // Chomp: eating the poison (1,1) ends the game from every position.
    let v = json(&["draw", "Chomp(rows: 2, cols: 3)", "--json"]);
    check_layout(&v);
    let names: Vec<&str> = v["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        names.len(),
        "every node named by its own moves"
    );
    let edges = v["edges"].as_array().unwrap();
    let into = |name: &str| edges.iter().filter(|e| e["to"] == name).count();
    let finals: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| *n == "1,1" || n.ends_with(" 1,1"))
        .collect();
    for f in &finals {
        assert_eq!(into(f), 1, "{f} drawn once per move into it");
    }
    // One final node per position that is not final: each can eat the poison.
    assert_eq!(finals.len(), names.len() - finals.len());
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let err = failure(&["draw", r#"Arena(path: "no/such/arena.ron")"#, "--json"]);
    assert!(err.contains("no/such/arena.ron"), "{err}");
    let err = failure(&[
        "draw",
        r#"Arena(path: "assets/arenas/seed-003-cram-2x3.ron")"#,
    ]);
    assert!(err.contains("--svg"), "{err}");
    let both = failure(&["draw", "TicTacToe", "--json", "--svg", "x.svg"]);
    assert!(both.contains("cannot be used with"), "{both}");
}

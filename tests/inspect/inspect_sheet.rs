//! Printable exercise sheets (`inspect::sheet`): the SVG is XML with one empty
//! value box per inner node on the exercise; the answer key of the seed-003 tree
//! has alpha-beta's values (as the arena's header works them out), its windows
//! and exactly the pruned edges of the trace; the two cut rules differ on ties;
//! the PNG decodes at A4 150 dpi; a tree too wide for a page is refused; the
//! command line writes both files and keeps existing ones without --force.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common::bin::{self, run as ludoscope};
use ludoscope::games::Arena;
use ludoscope::games::arena::file::parse;
use ludoscope::inspect::exercise::arena_traces;
use ludoscope::inspect::random_tree::RandomTreeSpec;
use ludoscope::inspect::sheet::{Part, Sheet, SheetError, SheetOptions, arena_names};
use ludoscope::lang::Language;
use ludoscope::search::{Bound, CutRule};
use std::collections::BTreeMap;

const SEED_003: &str = "assets/arenas/seed-003-alpha-beta.ron";

fn options(cut: CutRule) -> SheetOptions {
    SheetOptions {
        title: "seed-003-alpha-beta".into(),
        cut,
        reorder: false,
        lang: Language::English,
    }
}

fn sheet_of(arena: &Arena, cut: CutRule) -> Result<Sheet, SheetError> {
    let traces = arena_traces(arena, cut)?;
    let names = arena_names(arena, &traces.0);
    Sheet::new(&traces.0, &traces.1, &names, options(cut))
}

fn seed_003(cut: CutRule) -> Sheet {
    sheet_of(&Arena::load(SEED_003).unwrap(), cut).unwrap()
}

/// `data-node` -> text of the elements of `tag` whose class list holds `class`.
fn by_node(svg: &str, tag: &str, class: &str) -> BTreeMap<String, String> {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is XML");
    doc.descendants()
        .filter(|n| n.has_tag_name(tag))
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|w| w == class))
        })
        .map(|n| {
            let node = n.attribute("data-node").unwrap_or("").to_string();
            (node, n.text().unwrap_or("").to_string())
        })
        .collect()
}

fn count(svg: &str, tag: &str, class: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.has_tag_name(tag) && n.attribute("class") == Some(class))
        .count()
}

#[test]
fn the_exercise_has_one_empty_box_per_inner_node_and_no_answer() {
    let sheet = seed_003(CutRule::Seed);
    let svg = sheet.svg(Part::Exercise);
    let boxes = by_node(&svg, "rect", "value-box");
    let inner = ["R", "A", "B", "C", "A1", "A2", "B1", "B2", "C1", "C2", "C3"];
    assert_eq!(boxes.keys().map(String::as_str).collect::<Vec<_>>(), {
        let mut v = inner.to_vec();
        v.sort_unstable();
        v
    });
    assert_eq!(count(&svg, "rect", "value-box"), 11, "one box each");
    assert_eq!(count(&svg, "text", "value"), 0, "the boxes are empty");
    assert_eq!(count(&svg, "text", "window"), 0);
    assert_eq!(count(&svg, "line", "cut-mark"), 0, "edges unmarked");
    assert_eq!(count(&svg, "line", "edge"), 26, "every edge plain");
    // Every leaf value is written, in the file's order.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let leaves: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("leaf-value"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(
        leaves,
        [
            "-5", "4", "0", "-6", "-4", "-3", "-2", "6", "-3", "-7", "1", "2", "-1", "-4", "3", "5"
        ]
    );
    assert!(svg.contains("Name:"), "room for the student's name");
    assert!(svg.contains("a &gt;= beta"), "the cut rule, escaped");
    assert!(svg.contains(r#"font-family="sans-serif""#));
    assert!(sheet.page.landscape, "16 leaves need the page's width");
}

#[test]
fn the_key_of_seed_003_has_alpha_betas_values_windows_and_cuts() {
    let sheet = seed_003(CutRule::Seed);
    let svg = sheet.svg(Part::Key);
    let values = by_node(&svg, "text", "value");
    // The arena's header: R = 1 (move C); B1 returns 0 <= alpha = 0 at B (an
    // upper bound: seed 004 starts a at alpha), which cuts (B2 never seen); C2
    // reaches 2 >= beta = 1, C3 3 >= beta = 1.
    let want = [
        ("R", "1"),
        ("A", "0"),
        ("A1", "4"),
        ("A2", "0"),
        ("B", "<= 0"),
        ("B1", "<= 0"),
        ("C", "1"),
        ("C1", "1"),
        ("C2", ">= 2"),
        ("C3", ">= 3"),
    ];
    let want: BTreeMap<String, String> = want
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    assert_eq!(values, want, "B2 is pruned: its box stays empty");
    // The same values as alpha-beta's trace, node by node.
    let arena = Arena::load(SEED_003).unwrap();
    let (_, pruned) = arena_traces(&arena, CutRule::Seed).unwrap();
    let mut inner = 0;
    for (k, node) in pruned.nodes().enumerate() {
        if node.leaf().is_some() {
            continue;
        }
        let name = pruned.action(k as u32).map_or("R", |a| arena.name(a));
        let op = match node.bound().unwrap() {
            Bound::Exact => String::new(),
            Bound::Lower => ">= ".into(),
            Bound::Upper => "<= ".into(),
        };
        assert_eq!(values[name], format!("{op}{}", node.value), "{name}");
        inner += 1;
    }
    assert_eq!(inner, values.len());
    let windows = by_node(&svg, "text", "window");
    assert_eq!(windows["R"], "(-∞, +∞)");
    assert_eq!(windows["B"], "(0, +∞)");
    assert_eq!(windows["C2"], "(0, 1)");
    assert_eq!(windows["C2a"], "(0, 1)", "leaves' windows too");
    assert_eq!(windows["C3b"], "(0, 1)");
    assert!(!windows.contains_key("B2") && !windows.contains_key("B2a"));
    assert_eq!(windows.len(), 22, "one per node alpha-beta visits");
    assert!(sheet.page.leaf_windows);
    let pruned_edges: Vec<String> = by_node(&svg, "line", "pruned").into_keys().collect();
    assert_eq!(pruned_edges, ["B2", "C2b", "C3c"]);
    assert_eq!(
        count(&svg, "line", "cut-mark"),
        2 * 3 + 2,
        "a double stroke each, and the legend's"
    );
    let below: Vec<String> = by_node(&svg, "line", "below").into_keys().collect();
    assert_eq!(below, ["B2a", "B2b"]);
    let best: Vec<String> = by_node(&svg, "line", "best").into_keys().collect();
    assert_eq!(
        best,
        ["C", "C1", "C1b"],
        "the principal variation, every edge of it: R to C, C to C1, C1 to C1b"
    );
    let summary = by_node(&svg, "text", "summary");
    let line = summary.values().next().unwrap();
    assert!(line.contains("Leaves evaluated: 12 of 16"), "{line}");
    assert!(line.contains("Root value: 1"), "{line}");
    assert!(line.contains("Move to play: C"), "{line}");
    assert_eq!((sheet.key.evaluated, sheet.key.leaves), (12, 16));
}

#[test]
fn the_cut_rules_differ_on_ties() {
    // Seed 003's tree ties at B: B1 returns 0 = alpha.
    let seed = by_node(&seed_003(CutRule::Seed).svg(Part::Key), "line", "pruned");
    let strict = by_node(&seed_003(CutRule::Strict).svg(Part::Key), "line", "pruned");
    assert_eq!(seed.keys().collect::<Vec<_>>(), ["B2", "C2b", "C3c"]);
    // Strict: B goes on to B2 (window (0, 0)), whose 6 > 0 cuts B2b.
    assert_eq!(strict.keys().collect::<Vec<_>>(), ["B2b", "C2b", "C3c"]);
    let strict_values = by_node(&seed_003(CutRule::Strict).svg(Part::Key), "text", "value");
    assert_eq!(strict_values["B2"], ">= 6");
    assert_eq!(strict_values["B"], "0");
    // A small tree made of ties: B's first leaf equals A's value.
    let tree = r#"(initial: "R", nodes: [
        (name: "R", owner: 0, edges: ["A", "B"]),
        (name: "A", owner: 1, edges: ["a1", "a2"]),
        (name: "B", owner: 1, edges: ["b1", "b2"]),
        (name: "a1", value: 3), (name: "a2", value: 5),
        (name: "b1", value: 3), (name: "b2", value: 9)])"#;
    let arena = Arena::from_graph("ties", parse(tree).unwrap());
    let keys = |cut| {
        let svg = sheet_of(&arena, cut).unwrap().svg(Part::Key);
        let pruned: Vec<String> = by_node(&svg, "line", "pruned").into_keys().collect();
        (pruned, by_node(&svg, "text", "value")["B"].clone())
    };
    assert_eq!(
        keys(CutRule::Seed),
        (vec!["b2".to_string()], "<= 3".to_string())
    );
    assert_eq!(keys(CutRule::Strict), (vec![], "3".to_string()));
    let evaluated = |cut| sheet_of(&arena, cut).unwrap().key.evaluated;
    assert_eq!(
        (evaluated(CutRule::Seed), evaluated(CutRule::Strict)),
        (3, 4)
    );
}

#[test]
fn the_png_decodes_at_a4_150_dpi() {
    let sheet = seed_003(CutRule::Seed);
    for part in [Part::Exercise, Part::Key] {
        let bytes = sheet
            .bytes(part, ludoscope::inspect::sheet::Format::Png)
            .unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        // A4 landscape, 297 x 210 mm at 150 dpi.
        assert_eq!((info.width, info.height), (1754, 1240));
        let px = info.color_type.samples();
        let dark = buf[..info.buffer_size()]
            .chunks(px)
            .filter(|p| p[0] < 100 && p[1] < 100 && p[2] < 100)
            .count();
        // Text and strokes are drawn (the fonts were found), on a white page.
        assert!(dark > 20_000, "{part:?}: {dark} dark pixels");
        assert!(dark < 1754 * 1240 / 10, "{part:?}: {dark} dark pixels");
        let red = buf[..info.buffer_size()]
            .chunks(px)
            .filter(|p| p[0] > 180 && p[1] < 90 && p[2] < 90)
            .count();
        assert_eq!(
            red > 100,
            part == Part::Key,
            "{part:?}: cut marks in red: {red}"
        );
    }
}

#[test]
fn a_tree_too_wide_for_a_page_is_refused_with_what_fits() {
    let spec = RandomTreeSpec {
        depth: 2,
        branching: (12, 12),
        values: (-9, 9),
        seed: 3,
    };
    let arena = Arena::from_graph("wide", spec.graph().unwrap());
    let e = sheet_of(&arena, CutRule::Seed).unwrap_err().to_string();
    assert!(e.contains("144 leaves side by side"), "{e}");
    assert!(e.contains("a page holds at most"), "{e}");
    let narrow = RandomTreeSpec {
        branching: (4, 4),
        ..spec
    };
    let arena = Arena::from_graph("narrow", narrow.graph().unwrap());
    assert!(sheet_of(&arena, CutRule::Seed).is_ok(), "16 leaves fit");
}

#[test]
fn a_deep_narrow_tree_is_printed_portrait() {
    // A chain of eight inner nodes ending in two leaves.
    let mut nodes = String::new();
    for d in 0..8 {
        let next = if d == 7 {
            r#""x", "y""#.to_string()
        } else {
            format!(r#""N{}""#, d + 1)
        };
        nodes += &format!(r#"(name: "N{d}", owner: {}, edges: [{next}]),"#, d % 2);
    }
    nodes += r#"(name: "x", value: 1), (name: "y", value: 2)"#;
    let text = format!(r#"(initial: "N0", nodes: [{nodes}])"#);
    let arena = Arena::from_graph("chain", parse(&text).unwrap());
    let sheet = sheet_of(&arena, CutRule::Seed).unwrap();
    assert!(!sheet.page.landscape, "nine levels fit better upright");
    assert_eq!((sheet.page.width, sheet.page.height), (210.0, 297.0));
    let svg = sheet.svg(Part::Exercise);
    assert!(svg.contains(r#"width="210mm" height="297mm""#));
    assert_eq!(count(&svg, "rect", "value-box"), 8);
}

#[test]
fn the_command_line_writes_sheet_and_key_and_keeps_existing_files() {
    let dir = std::env::temp_dir().join(format!("ludoscope-sheet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sheet = dir.join("sheet.svg");
    let key = dir.join("key.png");
    let (s, k) = (sheet.to_str().unwrap(), key.to_str().unwrap());
    let spec = format!(r#"Arena(path: "{SEED_003}")"#);
    let run = |extra: &[&str]| {
        let mut args = vec![
            "search",
            &spec,
            "--algo",
            "alphabeta",
            "--sheet",
            s,
            "--key",
            k,
        ];
        args.extend_from_slice(extra);
        ludoscope(&args)
    };
    let out = run(&[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("value:   1"), "{stdout}");
    let svg = std::fs::read_to_string(&sheet).unwrap();
    assert_eq!(count(&svg, "rect", "value-box"), 11);
    assert!(std::fs::read(&key).unwrap().starts_with(b"\x89PNG"));
    let again = run(&[]);
    assert!(!again.status.success());
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(
        err.contains("already exists") && err.contains("--force"),
        "{err}"
    );
    std::fs::write(&sheet, "old").unwrap();
    let forced = run(&["--force", "--strict-cuts"]);
    assert!(
        forced.status.success(),
        "{}",
        String::from_utf8_lossy(&forced.stderr)
    );
    let svg = std::fs::read_to_string(&sheet).unwrap();
    assert!(
        svg.contains("a &gt; beta"),
        "the strict rule's sheet replaced it"
    );
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(leftovers.len(), 2, "no temporary file left: {leftovers:?}");
    let minimax = ludoscope(&["search", &spec, "--algo", "minimax", "--sheet", "x.svg"]);
    let err = String::from_utf8_lossy(&minimax.stderr);
    assert!(err.contains("--algo alphabeta"), "{err}");
    let bad = ludoscope(&["search", &spec, "--algo", "alphabeta", "--sheet", "x.pdf"]);
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("x.pdf") && err.contains(".svg or .png"),
        "{err}"
    );
    // Refused before the search: nothing on stdout.
    let wide = ludoscope(&[
        "search",
        "TicTacToe",
        "--algo",
        "alphabeta",
        "--depth",
        "2",
        "--sheet",
        s,
        "--force",
    ]);
    let err = String::from_utf8_lossy(&wide.stderr);
    assert!(
        err.contains("72 leaves side by side") && err.contains("holds at most"),
        "{err}"
    );
    assert!(wide.stdout.is_empty());
    let no_depth = ludoscope(&[
        "search",
        "TicTacToe",
        "--algo",
        "alphabeta",
        "--sheet",
        s,
        "--force",
    ]);
    let err = String::from_utf8_lossy(&no_depth.stderr);
    assert!(err.contains("--depth"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A game tree far over the exercise's 20,000 nodes (Connect Four to depth 12,
/// about 10^10 nodes) is refused as soon as the recording fills up, not after
/// searching it all: the process ends by itself (a minute is a hang guard, not
/// a speed limit).
#[test]
fn a_huge_game_tree_is_refused_without_searching_it_all() {
    let out = std::env::temp_dir().join(format!("ludoscope-huge-{}.svg", std::process::id()));
    let mut child = bin::command()
        .args([
            "search",
            "ConnectFour",
            "--algo",
            "alphabeta",
            "--depth",
            "12",
        ])
        .arg("--sheet")
        .arg(&out)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > std::time::Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("still searching the whole tree after a minute");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(!status.success());
    assert!(err.contains("more than 20000 nodes"), "{err}");
    assert!(!out.exists());
}

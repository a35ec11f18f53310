//! The pictures of a graph: seed 003's Chomp arena as SVG holds every
//! vertex's label, its PNG is the scale times the SVG's size, and the job
//! saves and copies without the UI thread drawing anything.

use super::*;
use crate::app::graph_view::model::GraphModel;
use crate::games::arena::file::load;
use crate::graph_layout::arena::node_styles;
use std::time::{Duration, Instant};

fn chomp() -> (crate::games::arena::ArenaGraph, Arc<Labelled>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-chomp-3x2.ron");
    let arena = load(&path).expect("the chomp arena");
    let mut model = GraphModel::default();
    model.follow(Some(&Arc::new(arena.clone())));
    let laid = model.laid().expect("laid out at once");
    (arena, laid)
}

fn board_look(arena: &crate::games::arena::ArenaGraph) -> Look {
    Look {
        nodes: node_styles(arena, arena.initial),
        edges: Vec::new(),
    }
}

/// A file of this test process in the temporary folder.
fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("ludoscope-{}-{name}", std::process::id()))
}

/// The width and height of an SVG picture, as its root says.
fn svg_size(text: &str) -> [f32; 2] {
    let doc = roxmltree::Document::parse(text).expect("well-formed SVG");
    ["width", "height"].map(|a| {
        let v = doc.root_element().attribute(a).expect("a size");
        v.parse().expect("a number")
    })
}

#[test]
fn the_svg_of_the_chomp_arena_holds_every_vertex_label() {
    let (arena, laid) = chomp();
    let text = svg(&laid.layout, &board_look(&arena).nodes, &[]);
    let doc = roxmltree::Document::parse(&text).expect("well-formed SVG");
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(arena.nodes.len(), 18);
    for (u, node) in arena.nodes.iter().enumerate() {
        let label = node.label.clone().unwrap_or_else(|| node.name.clone());
        let lines = &laid.layout.nodes[u].lines;
        for line in lines {
            assert!(texts.contains(&line.as_str()), "{}: {line:?}", node.name);
        }
        let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(words(&lines.join(" ")), words(&label), "{}", node.name);
    }
    // The final nodes show their outcomes, as `ludoscope draw` draws them.
    assert!(texts.contains(&"W1") && texts.contains(&"W0"));
}

#[test]
fn the_png_is_the_scale_times_the_svgs_size() {
    let (arena, laid) = chomp();
    let text = svg(&laid.layout, &board_look(&arena).nodes, &[]);
    let [width, height] = svg_size(&text);
    assert!(width > 100.0 && height > 100.0, "{width} x {height}");
    for scale in [1.0, 2.0, 3.5] {
        let path = temp(&format!("chomp-{scale}.png"));
        let done = save(&text, laid.layout.size, &path, scale).expect("saved");
        let bytes = std::fs::read(&path).expect("written");
        let _ = std::fs::remove_file(&path);
        let px = png_size(&bytes).expect("a PNG");
        assert_eq!(done, Delivered::Saved(path.clone(), px));
        let want = [width, height].map(|x| (x * scale).round() as u32);
        assert_eq!(px, want, "at {scale}");
    }
}

#[test]
fn the_job_saves_the_prepared_picture_and_copies() {
    let (arena, laid) = chomp();
    let mut pictures = Pictures::default();
    assert_eq!(pictures.scale, DEFAULT_SCALE);
    let settle = |p: &mut Pictures| {
        let start = Instant::now();
        while p.is_busy() {
            assert!(start.elapsed() < Duration::from_secs(30), "no picture");
            std::thread::sleep(Duration::from_millis(2));
            p.poll();
        }
        p.note.clone().expect("an outcome")
    };
    // Save asks for the file after Prepare: nothing is drawn before.
    pictures.apply(
        PictureIntent::Prepare(board_look(&arena)),
        Some(laid.clone()),
    );
    assert!(!pictures.is_busy());
    let path = temp("chomp.svg");
    pictures.apply(PictureIntent::Save(path.clone()), Some(laid.clone()));
    let done = settle(&mut pictures);
    let text = std::fs::read_to_string(&path).expect("written");
    let _ = std::fs::remove_file(&path);
    assert_eq!(text, svg(&laid.layout, &board_look(&arena).nodes, &[]));
    let [width, height] = svg_size(&text);
    assert_eq!(
        done,
        Ok(Delivered::Saved(path, [width as u32, height as u32]))
    );
    // Copy at the scale chosen (no window here: the pixels only).
    pictures.apply(PictureIntent::SetScale(3.0), None);
    pictures.apply(PictureIntent::Copy(board_look(&arena)), Some(laid.clone()));
    let three = [width, height].map(|x| (x * 3.0).round() as u32);
    assert_eq!(settle(&mut pictures), Ok(Delivered::Copied(three)));
    // Without a layout, nothing is drawn and the note says why.
    pictures.apply(PictureIntent::Copy(board_look(&arena)), None);
    assert!(!pictures.is_busy() && matches!(pictures.note, Some(Err(_))));
}

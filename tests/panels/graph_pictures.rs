//! Pictures of a graph from the studio (issue 29): in the Attractors panel of
//! seed 003's Chomp arena, "Copy picture" draws the whole graph at the scale
//! chosen, and the prepared picture saved as SVG is `ludoscope draw`'s
//! renderer with the panel's colouring (the players' fills, the strategy's
//! edges in bold), as PNG the scale times its size.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui::{app, harness_of};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::graph_view::pictures::{Delivered, PictureIntent, png_size};
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The Attractors panel of the Chomp arena, solved.
fn solved() -> Harness<'static, StudioApp> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-chomp-3x2.ron");
    let spec = GameSpec::Arena {
        path: path.to_string_lossy().to_string(),
        draw_limit: None,
    };
    let mut h = harness_of(app(spec, vec![Seat::human(), Seat::human()]), 1440.0, 900.0);
    h.run();
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    let start = Instant::now();
    h.step();
    while h.state().studio.attractors.is_busy() {
        assert!(start.elapsed() < Duration::from_secs(60), "no solution");
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    h.run();
    h
}

/// Steps until the graph's picture job has answered.
fn delivered(h: &mut Harness<'static, StudioApp>) -> Delivered {
    let start = Instant::now();
    loop {
        h.step();
        let pictures = &h.state().studio.graph.pictures;
        if !pictures.is_busy()
            && let Some(note) = pictures.note.clone()
        {
            return note.expect("a picture");
        }
        assert!(start.elapsed() < Duration::from_secs(60), "no picture");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_attractor_graph_is_copied_and_saved_whole_in_its_colours() {
    let mut h = solved();
    let size = h.state().studio.graph.layout().expect("laid out").size;
    // Copy at the default scale, 2x.
    h.get_by_label("Copy picture").click();
    h.step();
    let twice = size.map(|x| (x.round() * 2.0) as u32);
    assert_eq!(delivered(&mut h), Delivered::Copied(twice));
    // Save: the click prepares the picture and asks for a file; the file
    // chosen is written (as the chooser's answer would).
    h.get_by_label("Save picture…").click();
    h.step();
    let dir = std::env::temp_dir();
    let svg_path = dir.join(format!("ludoscope-{}-attractors.svg", std::process::id()));
    let png_path = svg_path.with_extension("png");
    for path in [&svg_path, &png_path] {
        let save = PictureIntent::Save(path.clone());
        h.state_mut().command(Command::Graph(save));
        let Delivered::Saved(written, px) = delivered(&mut h) else {
            panic!("not saved");
        };
        assert_eq!(&written, path);
        if path == &png_path {
            let png = std::fs::read(path).unwrap();
            assert_eq!(png_size(&png), Some(px));
            assert_eq!(px, twice, "2x the SVG's size");
        }
    }
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let _ = std::fs::remove_file(&svg_path);
    let _ = std::fs::remove_file(&png_path);
    // Every node, its rank; the players' colours; the strategy in bold.
    for name in ["P# ## ##", "P. .. ..", "W0", "W1"] {
        assert!(svg.contains(name), "{name}");
    }
    for colour in ["#e04f4f", "#f2c12e"] {
        assert!(svg.contains(&format!("fill=\"{colour}\"")), "{colour}");
        let bold = format!("stroke=\"{colour}\" stroke-width=\"3.5\"");
        assert!(svg.contains(&bold), "{bold}");
    }
}

//! The tree pictures' model: a file chosen waits for its view's picture, the
//! job writes it (never the frame), the note names the file or the problem,
//! and the scale stays within the offered range.

use super::*;
use crate::app::commands::{Command, apply};
use crate::app::settings::Settings;
use crate::app::studio::Studio;
use std::time::{Duration, Instant};

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "ludoscope-tree-pictures-{}-{name}",
        std::process::id()
    ))
}

/// A picture of one node named "R".
fn one_node() -> Picture {
    let node = crate::inspect::sheet::picture::Node {
        at: (40.0, 40.0),
        half: 12.0,
        shape: crate::inspect::sheet::picture::Shape::Circle,
        fill: "#ffffff".into(),
        stroke: "#000000".into(),
        width: 1.0,
        text: "R".into(),
        text_colour: "#000000".into(),
        label: "R".into(),
        rings: Vec::new(),
        above: None,
    };
    Picture {
        width: 80.0,
        height: 80.0,
        title: "one node".into(),
        nodes: vec![node],
        ..Picture::default()
    }
}

fn deliver(to: &Path) -> Command {
    let order = PictureOrder {
        of: TreeOf::Search,
        picture: one_node(),
        to: Some(to.to_path_buf()),
        copy: false,
    };
    Command::TreePicture(TreePictureIntent::Deliver(Box::new(order)))
}

/// Polls the studio until the pictures' job has answered.
fn settle(studio: &mut Studio) {
    let start = Instant::now();
    while studio.tree_pictures.is_busy() || studio.tree_pictures.note(TreeOf::Search).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the job never answered"
        );
        std::thread::sleep(Duration::from_millis(5));
        let _ = studio.poll();
    }
}

#[test]
fn a_chosen_file_waits_for_the_view_then_the_job_writes_it() {
    let mut studio = Studio::new(Settings::default());
    let to = temp("tree.svg");
    let _ = std::fs::remove_file(&to);
    apply(
        &mut studio,
        Command::TreePicture(TreePictureIntent::Chosen(TreeOf::Search, to.clone())),
    );
    assert_eq!(
        studio.tree_pictures.wanted(TreeOf::Search),
        Some(to.as_path())
    );
    assert_eq!(studio.tree_pictures.wanted(TreeOf::Mcts), None);
    apply(&mut studio, deliver(&to));
    assert_eq!(
        studio.tree_pictures.wanted(TreeOf::Search),
        None,
        "handed over once"
    );
    settle(&mut studio);
    let text = std::fs::read_to_string(&to).expect("the picture written");
    let doc = roxmltree::Document::parse(&text).expect("well-formed SVG");
    assert!(doc.descendants().any(|n| n.text() == Some("R")), "{text}");
    let note = studio.tree_pictures.note(TreeOf::Search).expect("a note");
    assert!(note.contains(&to.display().to_string()), "{note}");
    let _ = std::fs::remove_file(&to);
}

#[test]
fn a_picture_that_cannot_be_written_says_where() {
    let mut studio = Studio::new(Settings::default());
    let to = temp("no-such-folder").join("tree.png");
    apply(&mut studio, deliver(&to));
    settle(&mut studio);
    let note = studio.tree_pictures.note(TreeOf::Search).expect("a note");
    assert!(note.contains(&to.display().to_string()), "{note}");
    assert!(
        !note.starts_with(S::Saved.text(Language::English)),
        "{note}"
    );
}

#[test]
fn the_scale_stays_within_the_range_offered() {
    let mut studio = Studio::new(Settings::default());
    assert_eq!(studio.tree_pictures.scale, DEFAULT_SCALE);
    apply(
        &mut studio,
        Command::TreePicture(TreePictureIntent::SetScale(100.0)),
    );
    assert_eq!(studio.tree_pictures.scale, *SCALES.end());
    apply(
        &mut studio,
        Command::TreePicture(TreePictureIntent::SetScale(0.0)),
    );
    assert_eq!(studio.tree_pictures.scale, *SCALES.start());
}

//! Presentation mode, the interface's zoom, the least text size and the
//! inspector's keyboard stepping (issue 18), driven headless through
//! egui_kittest. Index:
//! - `f11_folds_the_side_panels_and_zooms`: on the board, F11 folds the Game and
//!   Moves panels away and zooms to 1.5x; Ctrl + stops at 2x, Ctrl 0 gives 1.5x
//!   back, Esc leaves (panels back, zoom 1x); Ctrl - zooms the everyday window.
//! - `presentation_on_the_inspector_keeps_the_tree`: the details pane folds
//!   away, the tree and the stepping bar stay; the View menu shows the zoom;
//!   Esc closes the menu before it leaves presentation.
//! - `no_text_under_14_px`: every panel and tab, the View menu open, in English
//!   and French: no text drawn under 14 logical pixels at zoom 1 (how it is read:
//!   see [`texts`]).
//! - `quick_presses_all_step`: five Right presses in one frame step five times,
//!   a focused button does not stop them; none steps while a text field is
//!   edited or a menu is open.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui::{self, Event, Key, Modifiers, Rect, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::agents::AgentSpec;
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::inspector::{Action, Tab};
use ludoscope::app::presentation::MIN_TEXT;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::tournament::model::{Mode, Setup, TournamentCommand};
use ludoscope::games::GameSpec;
use std::time::Duration;
use studio_ui::inspector::{arena, harness as inspector, run, step};
use studio_ui::{harness_of, humans, settings, settle_after, studio};

type H = Harness<'static, StudioApp>;

/// The zoom asked for; egui's own is the controls' share of it.
fn zoom(h: &H) -> f32 {
    let z = h.state().studio.settings.zoom_factor();
    let controls = ludoscope::app::presentation::scales(z).controls;
    assert_eq!(h.ctx.zoom_factor(), controls, "egui's zoom at {z}x");
    z
}

#[test]
fn f11_folds_the_side_panels_and_zooms() {
    let mut h = humans(GameSpec::TicTacToe);
    let side_panels = |h: &H| {
        [
            h.query_by_label("New game").is_some(),
            h.query_by_label("No move yet.").is_some(),
        ]
    };
    assert_eq!(side_panels(&h), [true, true]);
    assert_eq!(zoom(&h), 1.0);
    h.key_press(Key::F11);
    h.run();
    assert!(h.state().studio.settings.presentation);
    assert_eq!(side_panels(&h), [false, false], "Game and Moves folded");
    assert!(h.query_by_label("Cell 5").is_some(), "the board stays");
    assert_eq!(zoom(&h), 1.5);
    assert_eq!(
        h.ctx.pixels_per_point(),
        1.25,
        "the controls' share of 1.5x"
    );
    for _ in 0..10 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    }
    h.run();
    assert_eq!(zoom(&h), 2.0, "never over 2x");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    h.run();
    assert_eq!(zoom(&h), 1.875);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run();
    assert_eq!(zoom(&h), 1.5, "Ctrl 0: the presentation's default");
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().studio.settings.presentation);
    assert_eq!(side_panels(&h), [true, true]);
    assert_eq!(zoom(&h), 1.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    h.run();
    assert_eq!(zoom(&h), 0.875, "the everyday zoom");
    // Both zooms are settings, kept for the next run.
    let s = &h.state().studio.settings;
    assert_eq!((s.zoom, s.presentation_zoom), (0.875, 1.5));
    // F11 again: the presentation zoom as it was left.
    h.key_press(Key::F11);
    h.run();
    assert_eq!(zoom(&h), 1.5);
}

#[test]
fn presentation_on_the_inspector_keeps_the_tree() {
    let mut h = inspector(arena());
    run(&mut h);
    let node_a = |h: &H| h.query_by_label_contains("Node A MIN").is_some();
    assert!(h.query_by_label("Legend").is_some() && node_a(&h));
    h.state_mut().command(Command::SetPresentation(true));
    h.run();
    assert!(h.query_by_label("Legend").is_none(), "details folded");
    assert!(h.query_by_label("New game").is_none(), "Game panel folded");
    assert!(node_a(&h), "the tree stays");
    assert!(
        h.query_by_label("Step >").is_none(),
        "the stepping bar folded"
    );
    assert!(
        h.query_by_label("View").is_none(),
        "the menu bar folded too"
    );
    assert!(h.query_by_label("Toolbars (T)").is_some(), "into the strip");
    assert_eq!(zoom(&h), 1.5);
    // T opens the toolbars again; the steps' keys work either way.
    h.key_press(Key::T);
    h.run();
    assert!(
        h.query_by_label("Step >").is_some(),
        "the stepping bar back"
    );
    // The View menu says the zoom and leaves presentation. At 1.5x it is
    // taller than the window: its scroll area takes a few frames to settle.
    h.get_by_label("View").click();
    h.run_steps(10);
    assert!(h.query_by_label("Zoom 150 %").is_some());
    // Esc closes the menu, not presentation mode.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_by_label("Zoom 150 %").is_none(), "menu closed");
    assert!(h.state().studio.settings.presentation);
    h.get_by_label("View").click();
    h.run_steps(10);
    h.get_by_label_contains("Presentation").click();
    h.run_steps(10);
    assert!(!h.state().studio.settings.presentation);
    assert_eq!(zoom(&h), 1.0);
}

/// Every text of the last frame that can be seen: its words, font size and
/// place. Read from the frame's shapes (`FullOutput::shapes`, what egui hands
/// the renderer, every layer: panels, menus, plots), opening nested
/// `Shape::Vec`s; a `Shape::Text`'s size is the `FontId::size` of each section
/// of its galley's layout job, in points (logical pixels: at zoom 1 one point is
/// one pixel; the zoom scales pixels, not points). Shapes outside their clip
/// rectangle are not drawn and not counted; blank texts are skipped.
fn texts(h: &H) -> Vec<(String, f32, Rect)> {
    fn walk(shape: &Shape, clip: Rect, found: &mut Vec<(String, f32, Rect)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, found)),
            Shape::Text(t) => {
                let rect = t.visual_bounding_rect();
                if !clip.intersects(rect) || t.galley.text().trim().is_empty() {
                    return;
                }
                for s in &t.galley.job.sections {
                    let words = t
                        .galley
                        .job
                        .text
                        .get(s.byte_range.start.0..s.byte_range.end.0);
                    let words = words.unwrap_or_default();
                    if !words.trim().is_empty() {
                        found.push((words.to_string(), s.format.font_id.size, rect));
                    }
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for c in &h.output().shapes {
        walk(&c.shape, c.clip_rect, &mut found);
    }
    found
}

/// Where a drawing lays its own text out at its own scale (the tree's node
/// values and edge labels follow the tree's camera, an arena's node values its
/// discs): the box around the drawn nodes, the widgets named "Node ..." (an
/// arena's "Sommet ..." and the tree's "Nœud ..." in French).
fn drawing(h: &H) -> Option<Rect> {
    let node = |l: &str| {
        ["Node ", "Sommet ", "Nœud "]
            .iter()
            .any(|p| l.starts_with(p))
    };
    // A whole canvas is a drawing: the search tree's and the arena graph's.
    let canvas = |l: &str| {
        [
            "Search tree",
            "Arbre de recherche",
            "Arena graph",
            "Graphe de l'arène",
        ]
        .contains(&l)
    };
    h.query_all_by(move |n| n.label().is_some_and(|l| node(&l) || canvas(&l)))
        .map(|n| n.rect())
        .reduce(|a, b| a.union(b))
}

/// Fails naming every text under [`MIN_TEXT`] outside the drawing, in `place`.
fn check(h: &H, place: &str) {
    let texts = texts(h);
    assert!(texts.len() > 5, "{place}: only {} texts drawn", texts.len());
    let drawing = drawing(h);
    let small: Vec<_> = texts
        .iter()
        .filter(|(_, size, _)| *size < MIN_TEXT)
        .filter(|(_, _, r)| !drawing.is_some_and(|d| d.contains(r.center())))
        .collect();
    assert!(
        small.is_empty(),
        "{place}: text under {MIN_TEXT} px: {small:?}"
    );
}

/// Steps frames until `busy` is over (a background task), then settles.
fn wait(h: &mut H, busy: impl Fn(&StudioApp) -> bool) {
    let working = |h: &Harness<'_, StudioApp>| busy(h.state());
    settle_after(h, "never done", Duration::from_secs(60), working);
}

fn walk_the_studio(lang: Language) {
    let name = |p: &str| format!("{p} ({lang:?})");
    // The board with its coordinates, hints, move list and evaluation chart.
    let mut h = humans(GameSpec::TicTacToe);
    h.state_mut().command(Command::SetLanguage(lang));
    for mv in ["5", "1"] {
        h.state_mut().play_named(mv);
    }
    wait(&mut h, |a| !a.studio.evals.complete());
    check(&h, &name("board"));
    h.key_press(Key::F11);
    h.run();
    check(&h, &name("board, presentation"));
    h.key_press(Key::Escape);
    h.run();
    let view = match lang {
        Language::English => "View",
        Language::French => "Affichage",
    };
    h.get_by_role_and_label(egui::accesskit::Role::Button, view)
        .click();
    h.run();
    check(&h, &name("View menu"));

    // The attractors of a bundled arena, solved: levels, chart, graph.
    let path = format!(
        "{}/assets/arenas/seed-003-chomp-3x2.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut s = settings(
        GameSpec::Arena {
            path,
            draw_limit: None,
        },
        Panel::Attractors,
    );
    s.language = lang;
    let mut h = harness_of(studio(s), 1280.0, 800.0);
    wait(&mut h, |a| a.studio.attractors.is_busy());
    assert!(h.state().studio.attractors.solution().is_some());
    check(&h, &name("attractors"));

    // A short tournament, its table and chart.
    let mut s = settings(GameSpec::TicTacToe, Panel::Tournament);
    s.language = lang;
    let mut h = harness_of(studio(s), 1280.0, 800.0);
    h.run();
    let setup = Setup {
        spec: "TicTacToe".into(),
        agents: vec![AgentSpec::Random, AgentSpec::Random],
        mode: Mode::RoundRobin,
        games: 4,
        seed: 3,
        ..h.state().studio.tournament.setup.clone()
    };
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Edit(setup)));
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Start));
    wait(&mut h, |a| {
        a.studio
            .tournament
            .run
            .as_ref()
            .is_some_and(|r| r.running())
    });
    check(&h, &name("tournament"));

    // The inspector's tabs on the seed-003 alpha-beta tree, a few steps in.
    let mut h = inspector(arena());
    run(&mut h);
    h.state_mut().command(Command::SetLanguage(lang));
    for _ in 0..6 {
        h.state_mut().command(Command::Inspect(Action::Step(
            ludoscope::inspect::Move::Forward,
        )));
    }
    h.run();
    for tab in [Tab::Tree, Tab::Outline, Tab::Statistics, Tab::Exercise] {
        h.state_mut().command(Command::Inspect(Action::SetTab(tab)));
        h.run();
        check(&h, &name(&format!("inspector {tab:?}")));
    }
}

#[test]
fn no_text_under_14_px() {
    walk_the_studio(Language::English);
    walk_the_studio(Language::French);
}

/// Five presses of `key` in one frame, as a quick hand sends them 10 ms apart.
fn five_in_one_frame(h: &mut H, key: Key) {
    for pressed in [true, false].repeat(5) {
        h.input_mut().events.push(Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: Modifiers::NONE,
        });
    }
    h.step();
    h.run();
}

#[test]
fn quick_presses_all_step() {
    let mut h = inspector(arena());
    run(&mut h);
    five_in_one_frame(&mut h, Key::ArrowRight);
    assert_eq!(step(&h), 5, "five presses, five steps");
    five_in_one_frame(&mut h, Key::ArrowLeft);
    assert_eq!(step(&h), 0);
    // A button that was clicked (and so has the focus) keeps the keys stepping.
    h.get_by_label("Step >").click();
    h.run();
    assert_eq!(step(&h), 1);
    five_in_one_frame(&mut h, Key::ArrowRight);
    assert_eq!(step(&h), 6);
    // A menu open: the keys are the menu's.
    h.get_by_label("View").click();
    h.run();
    five_in_one_frame(&mut h, Key::ArrowRight);
    assert_eq!(step(&h), 6, "no step while a menu is open");
    h.key_press(Key::Escape);
    h.run();
    // The outline's search field being edited: the arrows move its cursor.
    h.state_mut()
        .command(Command::Inspect(Action::SetTab(Tab::Outline)));
    h.run();
    let field = h.get_by_label("Search text");
    field.focus();
    h.run();
    assert!(h.get_by_label("Search text").is_focused());
    five_in_one_frame(&mut h, Key::ArrowRight);
    assert_eq!(step(&h), 6, "no step while a text field has the focus");
}

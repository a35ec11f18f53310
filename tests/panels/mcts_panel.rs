//! The Monte Carlo panel (issue 22), driven headless through egui_kittest.
//! The expected numbers come from `ludoscope::search::mcts::search` run here,
//! apart from the app. Index:
//! - `root_table_at_iteration_50_matches_a_50_iteration_search`: the issue's
//!   test: 200 iterations on tic-tac-toe run from the panel, the slider to
//!   iteration 50, each root move's visits shown equal the search's with 50
//!   iterations and the same seed (and they differ from the 200-iteration
//!   search's)
//! - `stepping_shows_each_phases_heading_and_back_restores_the_counts`: the
//!   phase buttons and keys walk Selection, Expansion, Simulation,
//!   Backpropagation with their headings; back restores the root's visits
//! - `opening_a_trace_file_shows_the_panel_with_its_iterations`: Open on a
//!   saved MCTS trace (Nim after a move) shows the panel at its last
//!   iteration, the board at its position; a damaged file becomes the
//!   studio's message naming the file
//! - `controls_never_overlap`: at 1024x768 and 1440x900, English and French,
//!   the buttons, sliders, fields and pickers lie apart and inside the window
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui::{self, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::mcts::strings::M;
use ludoscope::app::mcts::{Request, Step};
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Game;
use ludoscope::games::{GameSpec, TicTacToe};
use ludoscope::inspect::mcts::{MctsOptions, MctsRun, Phase};
use ludoscope::lang::Language;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use studio_ui::{harness_of, settings, step_while, studio};

const SEED: u64 = 7;

fn panel(spec: GameSpec, width: f32, height: f32) -> Harness<'static, StudioApp> {
    let mut h = harness_of(studio(settings(spec, Panel::Mcts)), width, height);
    h.run_steps(4);
    h
}

/// Waits for the panel's tasks, then lets the frames settle.
fn settle(h: &mut Harness<'_, StudioApp>) {
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.mcts.is_busy();
    step_while(h, "no result", Duration::from_secs(60), busy);
    h.run_steps(6);
}

/// Sets the iterations and seed, then clicks Run and waits for the run.
fn run(h: &mut Harness<'_, StudioApp>, iterations: u32) {
    h.state_mut()
        .command(Command::Mcts(Request::SetIterations(iterations)));
    h.state_mut().command(Command::Mcts(Request::SetSeed(SEED)));
    h.run_steps(2);
    h.get_by_label("Run").click();
    settle(h);
    let ins = &h.state().studio.mcts;
    assert!(ins.failure.is_none(), "{:?}", ins.failure);
    assert_eq!(ins.replay().unwrap().run().iterations(), iterations);
}

/// Each root move's visits as a plain search finds them after `iterations`.
fn searched_visits(iterations: u32) -> BTreeMap<String, u32> {
    let g = TicTacToe;
    let root = g.initial_state();
    let options = MctsOptions {
        iterations,
        seed: SEED,
        ..MctsOptions::default()
    };
    let r = ludoscope::search::mcts::search(&g, &root, &options, &AtomicBool::new(false)).unwrap();
    r.actions
        .iter()
        .map(|a| (g.notation(&root, a.action), a.visits))
        .collect()
}

/// Each root move's visits as the root table shows them.
fn shown_visits(h: &Harness<'_, StudioApp>, moves: &[String]) -> BTreeMap<String, u32> {
    moves
        .iter()
        .map(|a| {
            let label = format!("Visits of {a}");
            let value = h.get_by_label(&label).value().unwrap();
            (a.clone(), value.parse().unwrap())
        })
        .collect()
}

#[test]
fn root_table_at_iteration_50_matches_a_50_iteration_search() {
    let mut h = panel(GameSpec::TicTacToe, 1440.0, 900.0);
    run(&mut h, 200);
    let slider = h.get_by_role_and_label(Role::Slider, "Iteration");
    slider.set_value_accesskit(50.0);
    h.run_steps(4);
    let cursor = h.state().studio.mcts.replay().unwrap().cursor();
    assert_eq!(
        (cursor.iteration, cursor.phase),
        (50, Phase::Backpropagation)
    );
    let want = searched_visits(50);
    assert_eq!(want.len(), 9, "nine first moves");
    let moves: Vec<String> = want.keys().cloned().collect();
    assert_eq!(shown_visits(&h, &moves), want);
    assert!(want.values().sum::<u32>() >= 49);
    // At the end, the 200-iteration search's visits, which differ.
    h.get_by_label("End >|").click();
    h.run_steps(4);
    let end = searched_visits(200);
    assert_ne!(end, want);
    assert_eq!(shown_visits(&h, &moves), end);
}

#[test]
fn stepping_shows_each_phases_heading_and_back_restores_the_counts() {
    let mut h = panel(GameSpec::TicTacToe, 1440.0, 900.0);
    run(&mut h, 200);
    h.state_mut()
        .command(Command::Mcts(Request::Step(Step::To(20))));
    h.run_steps(3);
    let root_visits =
        |h: &Harness<'_, StudioApp>| h.state().studio.mcts.replay().unwrap().node(0).visits;
    let before = root_visits(&h);
    assert!(
        h.query_by_label("Iteration 20 of 200: Backpropagation")
            .is_some(),
        "at iteration 20, after its backpropagation"
    );
    let phases = ["Selection", "Expansion", "Simulation", "Backpropagation"];
    for (k, phase) in phases.iter().enumerate() {
        // The button first, then the key.
        if k % 2 == 0 {
            h.get_by_label("Phase >").click();
        } else {
            h.key_press(egui::Key::ArrowRight);
        }
        h.run_steps(3);
        let heading = format!("Iteration 21 of 200: {phase}");
        assert!(h.query_by_label(&heading).is_some(), "{heading}");
    }
    assert!(h.query_by_label_contains("Random playout from").is_none());
    assert_eq!(root_visits(&h), before + 1);
    // Back through the simulation: its playout is told in plies.
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(3);
    assert!(
        h.query_by_label("Iteration 21 of 200: Simulation")
            .is_some()
    );
    assert!(h.query_by_label_contains("Random playout from").is_some());
    // A whole iteration back restores the counts after iteration 20.
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::ArrowLeft);
    h.run_steps(3);
    let cursor = h.state().studio.mcts.replay().unwrap().cursor();
    assert_eq!(cursor.iteration, 20);
    h.state_mut()
        .command(Command::Mcts(Request::Step(Step::To(20))));
    h.run_steps(3);
    assert_eq!(root_visits(&h), before);
}

#[test]
fn opening_a_trace_file_shows_the_panel_with_its_iterations() {
    let spec = GameSpec::Nim {
        heaps: vec![2, 3, 4],
    };
    let moves: Vec<String> = {
        let g = ludoscope::games::Nim::new(&[2, 3, 4]).unwrap();
        let s = g.initial_state();
        let mut legal = Vec::new();
        g.legal_actions(&s, 0, &mut legal);
        vec![g.notation(&s, legal[0])]
    };
    let options = MctsOptions {
        iterations: 120,
        seed: 3,
        ..MctsOptions::default()
    };
    let run = MctsRun::record(&spec, &moves, &options, &AtomicBool::new(false), &|_| {}).unwrap();
    let dir = std::env::temp_dir().join(format!("ludoscope-mcts-panel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("nim-mcts.ron");
    run.save(&path).unwrap();
    assert!(MctsRun::is_mcts_file(&path));

    // The studio starts on the board, with another game.
    let mut h = harness_of(
        studio(settings(GameSpec::TicTacToe, Panel::Board)),
        1440.0,
        900.0,
    );
    h.run_steps(2);
    h.state_mut().command(Command::Open(path.clone()));
    settle(&mut h);
    let s = &h.state().studio;
    assert_eq!(s.message, None);
    assert_eq!(s.settings.panel, Panel::Mcts);
    assert_eq!(s.session.spec(), spec);
    assert_eq!(s.session.line_to_cursor(), moves);
    let replay = s.mcts.replay().unwrap();
    assert_eq!(replay.run().iterations(), 120);
    assert_eq!(replay.cursor().iteration, 120);
    assert!(!s.mcts.stale);
    assert!(
        h.query_by_label("Iteration 120 of 120: Backpropagation")
            .is_some()
    );
    // The line that says what was searched.
    let said = format!("position {}: 120 iterations, c = 1.414, seed 3", moves[0]);
    assert!(h.query_by_label_contains(&said).is_some(), "{said}");

    // A damaged trace: the message names the file.
    let text = std::fs::read_to_string(&path).unwrap();
    let bad = dir.join("damaged-mcts.ron");
    std::fs::write(&bad, &text[..text.len() / 2]).unwrap();
    h.state_mut().command(Command::Open(bad.clone()));
    settle(&mut h);
    let message = h.state().studio.message.clone().expect("a message");
    assert!(message.contains("damaged-mcts.ron"), "{message}");
    // What was shown stays.
    assert_eq!(
        h.state().studio.mcts.replay().unwrap().run().iterations(),
        120
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn controls_never_overlap() {
    for lang in Language::ALL {
        for (width, height) in [(1024.0, 768.0), (1440.0, 900.0)] {
            let mut h = panel(GameSpec::TicTacToe, width, height);
            h.state_mut().command(Command::SetLanguage(lang));
            run_in(&mut h, lang);
            h.state_mut()
                .command(Command::Mcts(Request::Step(Step::To(3))));
            h.state_mut()
                .command(Command::Mcts(Request::Step(Step::PhaseForward)));
            h.run_steps(4);
            let roles = [Role::Button, Role::Slider, Role::SpinButton, Role::ComboBox];
            let rects: Vec<_> = roles
                .iter()
                .flat_map(|&r| h.query_all(By::new().role(r)).map(move |n| (n.rect(), r)))
                .filter(|(r, _)| r.width() > 0.0 && r.height() > 0.0)
                .collect();
            assert!(rects.len() > 15, "{lang:?} {width}: {}", rects.len());
            // Those of the top panel: the settings and the stepping bar.
            let top = h
                .get_by_role_and_label(Role::Slider, M::Iteration.text(lang))
                .rect()
                .bottom();
            for (i, (a, ra)) in rects.iter().enumerate() {
                if a.top() > top {
                    continue;
                }
                assert!(
                    a.right() <= width + 0.5,
                    "{lang:?} {width}: {ra:?} {a:?} outside"
                );
                for (b, rb) in &rects[i + 1..] {
                    assert!(
                        !a.intersects(*b),
                        "{lang:?} at {width}: {ra:?} {a:?} overlaps {rb:?} {b:?}"
                    );
                }
            }
        }
    }
}

/// [`run`] with the Run button's label in `lang`.
fn run_in(h: &mut Harness<'_, StudioApp>, lang: Language) {
    h.state_mut()
        .command(Command::Mcts(Request::SetIterations(30)));
    h.run_steps(2);
    h.get_by_label(M::Run.text(lang)).click();
    settle(h);
    assert_eq!(
        h.state().studio.mcts.replay().unwrap().run().iterations(),
        30
    );
}

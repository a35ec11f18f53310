//! Expectiminimax in the search inspector panel, driven headless through
//! egui_kittest: the bundled Pig trace opens, each chance outcome's node is
//! named with the probability written on its edge and its exact value, the
//! details of an outcome show its probability and those of a chance node the
//! expected value as a sum; expectiminimax runs from the panel on the board's
//! position.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::games::GameSpec;
use ludoscope::inspect::{Algorithm, SearchSettings, chance};
use ludoscope::lang::Language;
use std::path::PathBuf;
use studio_ui::inspector::{harness, run, wait};

#[test]
fn the_pig_trace_shows_chance_outcomes_with_their_probabilities_and_expectation() {
    let mut h = harness(GameSpec::TicTacToe);
    let path = PathBuf::from("assets/traces/pig-target-2-depth-2.ron");
    h.state_mut().command(Command::Open(path));
    wait(&mut h);
    let (last, chance_node, die3, value3, expected) = {
        let l = h.state().studio.inspector.loaded.as_ref().unwrap();
        assert_eq!(l.trace.algorithm, Algorithm::Expectiminimax);
        let chance_node = l.tree.children(0).next().unwrap();
        assert!(chance::is_chance(l, chance_node));
        let die3 = l
            .tree
            .children(chance_node)
            .find(|&c| l.trace.action_name(c) == "die:3")
            .unwrap();
        let last = l.len();
        let value3 = chance::exact_at(l, die3, last).unwrap();
        let outs = chance::outcomes(l, chance_node, last);
        let expected = chance::sum_text(&outs, Language::English);
        (last, chance_node, die3, value3, expected)
    };
    h.state_mut().command(Command::Inspect(Action::GoTo(last)));
    h.run();
    // The outcome's node, named with its edge's probability and exact value.
    let shown = chance::exact_text(value3, Language::English);
    let name = format!("Node die:3 (probability 1/6) MAX: {shown}, window (-∞, +∞)");
    assert!(h.query_by_label(&name).is_some(), "no node named {name:?}");
    // The chance node itself: a CHANCE node, its value the expectation.
    let name = "Node roll CHANCE: 69.5833, window (-∞, +∞)";
    assert!(h.query_by_label(name).is_some(), "no node named {name:?}");
    // The first roll's die, then one die under each of its six faces.
    assert_eq!(h.query_all_by_label_contains(" CHANCE: ").count(), 7);
    // Its details: the probability of the outcome selected.
    h.state_mut()
        .command(Command::Inspect(Action::Select(Some(die3))));
    h.run();
    assert!(h.query_by_label("Probability").is_some());
    assert!(h.query_by_label("1/6").is_some());
    // The chance node's details: the expected value as its sum.
    h.state_mut()
        .command(Command::Inspect(Action::Select(Some(chance_node))));
    h.run();
    assert!(h.query_by_label("Chance node").is_some(), "its role");
    assert!(expected.starts_with("1/6 × "), "{expected}");
    assert!(h.query_by_label(&expected).is_some(), "no {expected:?}");
}

#[test]
fn expectiminimax_runs_from_the_panel_on_the_boards_position() {
    let mut h = harness(GameSpec::Pig { target: 2 });
    let settings = SearchSettings {
        algorithm: Algorithm::Expectiminimax,
        depth: Some(2),
        ..SearchSettings::default()
    };
    h.state_mut()
        .command(Command::Inspect(Action::SetSettings(settings)));
    h.run();
    run(&mut h);
    let l = h.state().studio.inspector.loaded.as_ref().unwrap();
    assert_eq!(l.trace.algorithm, Algorithm::Expectiminimax);
    assert_eq!(l.tree.node_count(), 55, "as the bundled trace");
    let root = chance::exact_at(l, 0, l.len()).unwrap();
    assert!((root - 69.583_333_333_333_33).abs() < 1e-9, "{root}");
}

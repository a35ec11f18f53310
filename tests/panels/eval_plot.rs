#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The evaluation under the timeline: computed in the background while frames
//! go on, equal ply by ply to the seeds' depth-limited MinMax (the oracle: the
//! negamax engine's depth-d value is MinMax's), and only the positions after a
//! changed ply are evaluated again, and a click on the chart goes to that ply.

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::eval_job::EVAL_DEPTH;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::{Actor, Game, parse_legal};
use ludoscope::games::{GameSpec, TicTacToe};
use ludoscope::search::{M, NoTracer, minimax_depth};
use std::time::Duration;
use studio_ui::{harness_of, settings, settle_after, studio};

fn settle(h: &mut Harness<'static, StudioApp>) {
    let busy = |h: &Harness<'_, StudioApp>| !h.state().studio.evals.complete();
    settle_after(h, "no evaluation", Duration::from_secs(30), busy);
}

/// The plotted values, one per position of the line (all evaluated).
fn curve(h: &Harness<'static, StudioApp>) -> Vec<f64> {
    let evals = &h.state().studio.evals;
    evals.values.iter().map(|v| v.unwrap()).collect()
}

/// MinMax to the engine's depth, for player 0, scaled like the plot.
fn oracle(moves: &[&str]) -> Vec<f64> {
    let g = TicTacToe;
    let mut s = g.initial_state();
    let mut out = Vec::new();
    for k in 0..=moves.len() {
        let v = minimax_depth(&g, &s, EVAL_DEPTH as u32, &mut NoTracer)
            .map(|r| r.value)
            .unwrap_or_else(|_| ludoscope::search::evaluate(&g, &s));
        out.push((v as f64 / M as f64).clamp(-1.0, 1.0));
        if let Some(m) = moves.get(k) {
            let p = g.turn(&s).to_move().unwrap();
            let a = parse_legal(&g, &s, Actor::Player(p), m).unwrap();
            g.play(&mut s, Actor::Player(p), a);
        }
    }
    out
}

#[test]
fn the_curve_matches_minimax_and_only_changed_plies_are_redone() {
    let app = studio(settings(GameSpec::TicTacToe, Panel::Board));
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    for m in ["5", "1", "9", "3"] {
        h.state_mut().play_named(m);
    }
    settle(&mut h);
    assert_eq!(curve(&h), oracle(&["5", "1", "9", "3"]));
    assert!(h.query_by_label_contains("negamax, depth 4").is_some());
    let before = h.state().studio.evals.evaluated;
    // Looking at a past position changes nothing; undo and another move redo
    // only the new position.
    h.state_mut().command(Command::GoTo(1));
    h.state_mut().command(Command::Last);
    h.state_mut().command(Command::Undo);
    h.state_mut().play_named("7");
    settle(&mut h);
    assert_eq!(h.state().studio.evals.evaluated, before + 1);
    assert_eq!(curve(&h), oracle(&["5", "1", "9", "7"]));
    // A click on the left of the chart (just under its title) goes to an early ply.
    assert_eq!(h.state().studio.session.cursor(), 4);
    let title = h.get_by_label("Evaluation (player 0: +1 wins)").rect();
    let pos = egui::pos2(title.left() + 36.0, title.bottom() + 55.0);
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    assert!(
        h.state().studio.session.cursor() < 2,
        "{}",
        h.state().studio.session.cursor()
    );
    // A new game starts the curve afresh.
    h.state_mut().command(Command::NewGame);
    settle(&mut h);
    assert_eq!(h.state().studio.evals.values.len(), 1);
}

//! The ISMCTS inspector panel (issue 22), driven headless through egui_kittest
//! on two-player Kuhn poker. The expected numbers come from
//! `ludoscope::search::ismcts` run here, apart from the app. Index:
//! - `kuhn_panel_runs_and_shows_the_root_table_and_a_determinisation`: Run
//!   records the set iterations; the root table's visits are the search's at
//!   the last iteration and, through the slider, at iteration 50 (a search of
//!   50 iterations with the same seed); the determinisation shows player 1's
//!   card face up (one player 0 does not hold) beside the position as player 0
//!   sees it (player 1's card face down); viewed as player 1, player 0's card
//!   stays hidden in both; French labels
//! - `the_keys_step_through_the_iterations`: Right and Left an iteration
//!   (every press counts), Home and End, with or without the toolbars
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::ismcts::Request;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::{Game, Viewer, state_after};
use ludoscope::games::{GameSpec, KuhnPoker};
use ludoscope::search::ismcts::{IsMctsSettings, ismcts};
use std::time::Duration;
use studio_ui::{harness_of, settings, step_while, studio};

fn settle(h: &mut Harness<'_, StudioApp>) {
    h.run_steps(8);
}

/// Root visits of the search on the studio's position, by action.
fn searched(h: &Harness<'_, StudioApp>, iterations: u32) -> Vec<(String, u32)> {
    let kuhn = KuhnPoker::new(2).unwrap();
    let line = h.state().studio.session.line_to_cursor();
    let s = state_after(&kuhn, &line).unwrap();
    let view = kuhn.view(&s, Viewer::Player(0));
    let settings = IsMctsSettings {
        iterations,
        ..h.state().studio.ismcts.settings
    };
    let r = ismcts(&kuhn, &view, 0, &settings).unwrap();
    let mut out: Vec<(String, u32)> = r
        .actions
        .iter()
        .map(|(a, n, _)| (kuhn.notation(&s, *a), *n))
        .collect();
    out.sort();
    out
}

/// The root table's visits, by action, as the panel shows them.
fn shown(h: &Harness<'_, StudioApp>) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = ["pass", "bet"]
        .iter()
        .map(|a| {
            let name = format!("Root action {a}");
            let visits = h.get_by_label(&name).value().unwrap().parse().unwrap();
            (a.to_string(), visits)
        })
        .collect();
    out.sort();
    out
}

fn cards(h: &Harness<'_, StudioApp>, p: usize) -> Vec<String> {
    h.query_all(By::new().label(&format!("Card of Player {p}")))
        .map(|n| n.value().unwrap_or_default())
        .collect()
}

#[test]
fn kuhn_panel_runs_and_shows_the_root_table_and_a_determinisation() {
    let spec = GameSpec::KuhnPoker { players: 2 };
    let mut h = harness_of(studio(settings(spec, Panel::Ismcts)), 1440.0, 900.0);
    settle(&mut h);
    // Chance dealt; player 0 is to move.
    assert_eq!(h.state().studio.session.line_to_cursor().len(), 2);
    assert!(h.query_by_label("Root action pass").is_none());
    h.state_mut()
        .command(Command::Ismcts(Request::SetIterations(300)));
    settle(&mut h);
    h.get_by_label("Run").click();
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.ismcts.is_busy();
    step_while(&mut h, "no run", Duration::from_secs(60), busy);
    settle(&mut h);
    assert!(h.state().studio.ismcts.failure.is_none());
    assert_eq!(shown(&h), searched(&h, 300));
    let nodes = h
        .state()
        .studio
        .ismcts
        .replay
        .as_ref()
        .unwrap()
        .node_count();
    let after = format!("after 300 of 300 iterations, {nodes} nodes");
    assert!(h.query_by_label(&after).is_some(), "{after}");

    let slider = h.get_by_role_and_label(egui::accesskit::Role::Slider, "Iteration");
    slider.set_value_accesskit(50.0);
    settle(&mut h);
    assert_eq!(
        h.state().studio.ismcts.replay.as_ref().unwrap().iteration(),
        50
    );
    assert_eq!(shown(&h), searched(&h, 50));
    assert_ne!(searched(&h, 50), searched(&h, 300));
    h.get_by_label("Back").click();
    settle(&mut h);
    assert_eq!(shown(&h), searched(&h, 49));

    // Everyone: the determinisation shows player 1's card; the position as
    // player 0 sees it does not.
    let line = h.state().studio.session.line_to_cursor();
    let own = line[0].clone();
    assert_eq!(cards(&h, 0), [own.clone(), own.clone()]);
    let other = cards(&h, 1);
    assert_eq!(other.len(), 2);
    assert!(
        ["J", "Q", "K"].contains(&other[0].as_str()) && other[0] != own,
        "{other:?}"
    );
    assert_eq!(other[1], "hidden");
    assert!(h.query_by_label("Assumed, hidden from player 0:").is_some());
    let assumed = format!("is(card2.rank, {})", other[0]);
    assert!(
        h.query_all(By::new().label_contains(&assumed)).count() == 1,
        "{assumed}"
    );

    // Seen as player 1: player 0's card stays hidden in both boards, and no
    // guess about player 1's card shows (the guesses never take player 0's).
    h.state_mut().command(Command::ViewAs(Viewer::Player(1)));
    settle(&mut h);
    assert_eq!(cards(&h, 0), ["hidden", "hidden"]);
    assert_eq!(cards(&h, 1), ["hidden".to_string(), line[1].clone()]);
    assert!(h.query_by_label("Assumed, hidden from player 0:").is_none());
    assert!(
        h.query_all(By::new().label_contains("as the public sees it"))
            .count()
            == 1
    );

    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    settle(&mut h);
    assert!(
        h.query_by_label("Racine\u{a0}: les actions du joueur 0")
            .is_some()
    );
    assert!(h.query_by_label("Lancer").is_some());
}

#[test]
fn the_keys_step_through_the_iterations() {
    use egui::Key;
    let spec = GameSpec::KuhnPoker { players: 2 };
    let mut h = harness_of(studio(settings(spec, Panel::Ismcts)), 1024.0, 768.0);
    settle(&mut h);
    h.state_mut()
        .command(Command::Ismcts(Request::SetIterations(40)));
    h.state_mut().command(Command::Ismcts(Request::Run));
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.ismcts.is_busy();
    step_while(&mut h, "no run", Duration::from_secs(60), busy);
    settle(&mut h);
    let at =
        |h: &Harness<'_, StudioApp>| h.state().studio.ismcts.replay.as_ref().unwrap().iteration();
    assert_eq!(at(&h), 40, "a run shows its last iteration");
    h.key_press(Key::Home);
    h.run();
    assert_eq!(at(&h), 0);
    h.key_press(Key::ArrowRight);
    h.key_press(Key::ArrowRight);
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(at(&h), 3, "every press counts");
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(at(&h), 2);
    // In presentation mode, the toolbars folded: the keys still step.
    let slider = |h: &Harness<'_, StudioApp>| {
        h.query_all(
            By::new()
                .role(egui::accesskit::Role::Slider)
                .label("Iteration"),
        )
        .count()
            == 1
    };
    assert!(slider(&h));
    h.state_mut().command(Command::SetPresentation(true));
    h.run();
    assert!(!slider(&h), "the slider folded");
    h.key_press(Key::End);
    h.run();
    assert_eq!(at(&h), 40);
}

//! The information-set inspector panel (issue 21), driven headless through
//! egui_kittest on two-player Kuhn poker. The expected numbers come from
//! `ludoscope::search::cfr` run here, apart from the app. Index:
//! - `kuhn_table_shows_the_solvers_strategies_at_each_snapshot`: 12 sets; the
//!   slider's last snapshot shows the solver's `average_strategy()` after all
//!   iterations, its first the strategy after one iteration; the NashConv plot
//!   has one point per snapshot, one line per variant run
//! - `clicking_a_set_draws_its_histories_for_the_chosen_viewer`: the two deals
//!   the player cannot tell apart, the other card hidden for the player and
//!   shown to everyone; French labels
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::infosets::Request;
use ludoscope::app::infosets::model::{DEFAULT_ITERATIONS, SNAPSHOTS};
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Viewer;
use ludoscope::games::{GameSpec, KuhnPoker};
use ludoscope::inspect::infosets::{VARIANTS, snapshot_points};
use ludoscope::search::cfr::{Cfr, CfrVariant};
use std::time::Duration;
use studio_ui::{harness_of, settings, step_while, studio};

fn kuhn_panel() -> Harness<'static, StudioApp> {
    let spec = GameSpec::KuhnPoker { players: 2 };
    let mut h = harness_of(studio(settings(spec, Panel::InfoSets)), 1440.0, 900.0);
    settle(&mut h);
    h
}

/// Runs `variant` from the panel and waits for the run.
fn run_variant(h: &mut Harness<'_, StudioApp>, variant: CfrVariant) {
    let k = VARIANTS.iter().position(|&v| v == variant).unwrap();
    h.state_mut()
        .command(Command::InfoSets(Request::SetVariant(k)));
    settle(h);
    h.get_by_label("Run").click();
    // The spinner repaints while the run goes on.
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.infosets.is_busy();
    step_while(h, "no run", Duration::from_secs(60), busy);
    settle(h);
    assert!(h.state().studio.infosets.failure.is_none());
}

/// A few frames: the table's scroll area settles in about six.
fn settle(h: &mut Harness<'_, StudioApp>) {
    h.run_steps(8);
}

/// Moves the snapshot slider to `k`, through the slider itself.
fn set_snapshot(h: &mut Harness<'_, StudioApp>, k: usize) {
    let slider = h.get_by_role_and_label(egui::accesskit::Role::Slider, "Snapshot");
    slider.set_value_accesskit(k as f64);
    settle(h);
    assert_eq!(h.state().studio.infosets.snapshot, k);
}

/// The probability each bar shows, by (set, action).
fn bar_value(h: &Harness<'_, StudioApp>, set: usize, action: &str) -> f64 {
    let label = format!("Average {action} at set {set}");
    h.get_by_label(&label).value().unwrap().parse().unwrap()
}

fn solver_after(variant: CfrVariant, n: u64) -> Cfr {
    let mut cfr = Cfr::new(&KuhnPoker::new(2).unwrap(), variant, 10_000).unwrap();
    cfr.run(n);
    cfr
}

/// Every bar against the solver's strategy `expected` (to the 4 decimals shown).
fn bars_match(h: &Harness<'_, StudioApp>, cfr: &Cfr, expected: &[f64]) {
    let tree = cfr.tree();
    for set in 0..tree.info_sets() {
        let (slot, n) = tree.slots(set);
        for a in 0..n {
            let action = &tree.info_set(set).actions[a];
            let shown = bar_value(h, set, action);
            let want = expected[slot + a];
            assert!(
                (shown - want).abs() < 6e-5,
                "set {set} {action}: {shown} vs {want}"
            );
        }
    }
}

#[test]
fn kuhn_table_shows_the_solvers_strategies_at_each_snapshot() {
    let mut h = kuhn_panel();
    run_variant(&mut h, CfrVariant::Plus);
    // 12 information sets, each with one bar per action.
    let rows = h
        .query_all(By::new().label_contains("Average pass at set "))
        .count();
    assert_eq!(rows, 12);
    assert_eq!(
        h.query_all(By::new().label_contains("Average bet at set "))
            .count(),
        12
    );

    let points = snapshot_points(DEFAULT_ITERATIONS, SNAPSHOTS);
    let last = points.len() - 1;
    set_snapshot(&mut h, 0);
    let first = solver_after(CfrVariant::Plus, points[0]);
    bars_match(&h, &first, &first.average_strategy());
    set_snapshot(&mut h, last);
    let done = solver_after(CfrVariant::Plus, DEFAULT_ITERATIONS);
    bars_match(&h, &done, &done.average_strategy());
    // The slider moved the bars: the first snapshot differs from the last.
    assert_ne!(first.average_strategy(), done.average_strategy());
    // What the slider's line says: the iterations and NashConv of the snapshot.
    let said = format!(
        "after {} iterations: NashConv {:.2e}",
        "2,000",
        done.nash_conv()
    );
    assert!(h.query_by_label(&said).is_some(), "{said}");

    // One point per snapshot; a second variant adds its line beside it.
    let plot = h.get_by_label("NashConv plot");
    assert_eq!(
        plot.value().unwrap(),
        format!("CFR+: {} points", points.len())
    );
    run_variant(&mut h, CfrVariant::Vanilla);
    let plot = h.get_by_label("NashConv plot");
    let both = format!("CFR+: {0} points; CFR: {0} points", points.len());
    assert_eq!(plot.value().unwrap(), both);
    // The table now shows the vanilla run, at its last snapshot.
    let vanilla = solver_after(CfrVariant::Vanilla, DEFAULT_ITERATIONS);
    bars_match(&h, &vanilla, &vanilla.average_strategy());
}

#[test]
fn clicking_a_set_draws_its_histories_for_the_chosen_viewer() {
    let mut h = kuhn_panel();
    run_variant(&mut h, CfrVariant::Plus);
    h.get_by_label("0").click();
    settle(&mut h);
    let facts = h.state().studio.infosets.sets.as_ref().unwrap().facts()[0].clone();
    assert_eq!(
        h.state().studio.infosets.viewer,
        Viewer::Player(facts.player)
    );
    let header = format!(
        "Set 0: 2 histories that player {} cannot tell apart",
        facts.player
    );
    assert!(h.query_by_label(&header).is_some(), "{header}");
    let cards = |h: &Harness<'_, StudioApp>, p: usize| -> Vec<String> {
        h.query_all(By::new().label(&format!("Card of Player {p}")))
            .map(|n| n.value().unwrap_or_default())
            .collect()
    };
    let (me, other) = (facts.player, 1 - facts.player);
    let own = facts.knows.private[0].clone();
    // As the player sees them: its own card twice, the other's face down.
    assert_eq!(cards(&h, me), [own.clone(), own.clone()]);
    assert_eq!(cards(&h, other), ["hidden", "hidden"]);
    // As everyone sees them: the two cards the other may hold.
    h.state_mut()
        .command(Command::InfoSets(Request::SetViewer(Viewer::Everyone)));
    settle(&mut h);
    let mut seen = cards(&h, other);
    seen.sort();
    let mut left: Vec<String> = ["J", "Q", "K"]
        .iter()
        .filter(|c| **c != own)
        .map(|c| c.to_string())
        .collect();
    left.sort();
    assert_eq!(seen, left);

    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    settle(&mut h);
    assert!(h.query_by_label("Stratégie moyenne").is_some());
    assert!(
        h.query_all(By::new().label_contains("moyen, ensemble "))
            .count()
            >= 12
    );
}

//! What the boards draw (issue 19, "Boards"), read through egui_kittest's
//! AccessKit tree: the coordinates, Cram's dominoes, Goofspiel's cards per
//! viewer, Pig's scores and die. Index:
//! - `chomp_shows_coordinates_and_its_poison`: rows and columns in `r,c`
//!   notation, in both languages, gone when coordinates are off
//! - `cram_dominoes_are_the_pairs_laid`: two tilings of one square told apart
//! - `goofspiel_bids_stay_face_down_per_viewer`: a chosen bid, then the round
//!   played, with each signal variant
//! - `pig_shows_scores_turn_total_and_die`
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Viewer;
use ludoscope::games::{GameSpec, GoofspielSignal};
use studio_ui::{humans, moves};

/// The accessible value of the one widget named `label`.
fn value(h: &Harness<'_, StudioApp>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

/// How many widgets are named `label` with the value `v`.
fn count(h: &Harness<'_, StudioApp>, label: &str, v: &str) -> usize {
    h.query_all(By::new().label(label).value(v)).count()
}

#[test]
fn chomp_shows_coordinates_and_its_poison() {
    let mut h = humans(GameSpec::Chomp { rows: 3, cols: 4 });
    for name in ["Row 1", "Row 3", "Column 1", "Column 4"] {
        assert!(h.query_by_label(name).is_some(), "{name} is drawn");
    }
    assert!(h.query_by_label("Row 4").is_none() && h.query_by_label("Column 5").is_none());
    assert_eq!(value(&h, "Cell 1,1"), "chocolate, poisoned");
    assert_eq!(value(&h, "Cell 2,3"), "chocolate");
    // The coordinates are the notation of the moves: row 2, column 3 is `2,3`.
    h.get_by_label("Cell 2,3").click();
    h.run();
    assert_eq!(moves(&h), ["2,3"]);
    assert_eq!(value(&h, "Cell 3,4"), "eaten");
    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    h.run();
    assert!(h.query_by_label("Ligne 3").is_some() && h.query_by_label("Colonne 4").is_some());
    assert!(h.query_by_label("Row 3").is_none());
    assert_eq!(value(&h, "Case 1,1"), "chocolat, empoisonnée");
    h.state_mut().command(Command::SetCoordinates(false));
    h.run();
    assert!(h.query_by_label("Ligne 1").is_none() && h.query_by_label("Colonne 1").is_none());
}

#[test]
fn cram_dominoes_are_the_pairs_laid() {
    // Two ways to cover a 2 x 2 grid: one state of the game, two boards.
    for (line, shown, not_shown) in [
        (["1,1 h", "2,1 h"], ["1,1 h", "2,1 h"], ["1,1 v", "1,2 v"]),
        (["1,1 v", "1,2 v"], ["1,1 v", "1,2 v"], ["1,1 h", "2,1 h"]),
    ] {
        let mut h = humans(GameSpec::Cram { rows: 2, cols: 2 });
        assert!(h.query_by_label("Row 2").is_some() && h.query_by_label("Column 2").is_some());
        for d in line {
            h.get_by_label(&format!("Domino {d}")).click();
            h.run();
        }
        assert_eq!(moves(&h), line);
        for d in shown {
            assert_eq!(value(&h, &format!("Placed domino {d}")), "laid");
        }
        for d in not_shown {
            assert!(
                h.query_by_label(&format!("Placed domino {d}")).is_none(),
                "{d}"
            );
        }
    }
}

#[test]
fn goofspiel_bids_stay_face_down_per_viewer() {
    for signal in [GoofspielSignal::WinnerOnly, GoofspielSignal::Bids] {
        let mut h = humans(GameSpec::Goofspiel { cards: 3, signal });
        // Chance turned the first prize by itself.
        assert_eq!(moves(&h).len(), 1);
        assert_ne!(value(&h, "Prize"), "not dealt");
        h.state_mut().command(Command::ViewAs(Viewer::Player(0)));
        h.run();
        assert_eq!(
            value(&h, "Bid of Player 0"),
            "not dealt",
            "nothing chosen yet"
        );
        h.get_by_label("Card of Player 0 2").click();
        h.run();
        assert_eq!(moves(&h).len(), 1, "the turn waits for player 1");
        assert_eq!(value(&h, "Bid of Player 0"), "2", "its bidder sees it");
        assert!(
            h.query_by_label("Card of Player 0 2").is_none(),
            "on the table"
        );
        h.state_mut().command(Command::ViewAs(Viewer::Player(1)));
        h.run();
        assert_eq!(
            value(&h, "Bid of Player 0"),
            "hidden",
            "face down to player 1"
        );
        assert_eq!(count(&h, "Bid of Player 0", "2"), 0);
        let revealed = signal == GoofspielSignal::Bids;
        if revealed {
            // Player 0's hand is face up to player 1, and stays whole.
            assert!(h.query_by_label("Card of Player 0 2").is_some());
        } else {
            // Three backs less the one on the table.
            assert_eq!(count(&h, "Card of Player 0", "hidden"), 2);
        }
        h.state_mut().command(Command::ViewAs(Viewer::Public));
        h.run();
        assert_eq!(value(&h, "Bid of Player 0"), "hidden");
        h.state_mut().command(Command::ViewAs(Viewer::Player(1)));
        h.run();
        h.get_by_label("Card of Player 1 3").click();
        h.run();
        assert_eq!(moves(&h)[1], "2+3");
        // Round 1 as each viewer learnt it.
        let bid_of_0 = |h: &Harness<'_, StudioApp>| value(h, "Round 1 bid of Player 0");
        assert_eq!(value(&h, "Round 1 bid of Player 1"), "3");
        assert_eq!(bid_of_0(&h), if revealed { "2" } else { "hidden" });
        // Player 0's hand: two cards left, face down to player 1 without reveals.
        assert_eq!(
            count(&h, "Card of Player 0", "hidden"),
            if revealed { 0 } else { 2 }
        );
        h.state_mut().command(Command::ViewAs(Viewer::Player(0)));
        h.run();
        let bid_of_1 = value(&h, "Round 1 bid of Player 1");
        assert_eq!(bid_of_1, if revealed { "3" } else { "hidden" });
        assert_eq!(bid_of_0(&h), "2");
        h.state_mut().command(Command::ViewAs(Viewer::Everyone));
        h.run();
        assert_eq!(
            (bid_of_0(&h), value(&h, "Round 1 bid of Player 1")),
            ("2".into(), "3".into())
        );
        assert_eq!(count(&h, "Card of Player 0", "hidden"), 0);
    }
}

#[test]
fn pig_shows_scores_turn_total_and_die() {
    let mut h = humans(GameSpec::Pig { target: 20 });
    assert_eq!(value(&h, "Score of Player 0"), "0 / 20 (+0)");
    assert_eq!(value(&h, "Score of Player 1"), "0 / 20");
    assert_eq!(value(&h, "Die"), "not rolled yet");
    // Roll until a roll other than 1 (chance rolls by itself), then hold.
    loop {
        h.get_by_label("Roll").click();
        h.run();
        let die: u8 = value(&h, "Die").parse().unwrap();
        assert!((1..=6).contains(&die));
        let line = moves(&h);
        assert_eq!(line.last().unwrap(), &format!("die:{die}"));
        let mover = if value(&h, "Score of Player 0").contains('+') {
            0
        } else {
            1
        };
        if die == 1 {
            // The turn passed, with nothing at stake.
            assert_eq!(
                value(&h, &format!("Score of Player {mover}")),
                "0 / 20 (+0)"
            );
            assert_eq!(value(&h, "Turn total"), "0");
            continue;
        }
        let total: u8 = value(&h, "Turn total").parse().unwrap();
        assert!(total >= die);
        assert_eq!(
            value(&h, &format!("Score of Player {mover}")),
            format!("0 / 20 (+{total})")
        );
        h.get_by_label("Hold").click();
        h.run();
        assert_eq!(
            value(&h, &format!("Score of Player {mover}")),
            format!("{total} / 20")
        );
        assert_eq!(value(&h, "Die"), "not rolled yet");
        break;
    }
    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    h.run();
    assert!(h.query_by_label("Lancer").is_some() && h.query_by_label("Dé").is_some());
}

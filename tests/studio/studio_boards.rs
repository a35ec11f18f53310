//! Each game's board in the studio, driven headless through egui_kittest
//! (AccessKit labels): clicks become the engine's moves, and what is drawn
//! follows the selected viewer. Index:
//! - `connect_four_columns_drop_discs`: columns, hover, flip
//! - `nim_tokens_take_from_the_top`: click a token takes it and all above
//! - `ard_ri_clicks_select_move_and_capture`: two-click moves, a pawn capture
//! - `chomp_and_cram_boards`: a square eats, a domino handle places
//! - `arena_nodes_are_moves`: the seed's alpha-beta tree, clicked node by node
//! - `phantom_marks_follow_the_viewer`: only the viewer's marks are drawn
//! - `hidden_cards_follow_the_viewer`: Kuhn poker's cards and deals per viewer
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Viewer;
use ludoscope::games::GameSpec;
use studio_ui::{humans, moves};

#[test]
fn connect_four_columns_drop_discs() {
    let mut h = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    for col in ["Column 4", "Column 4", "Column 3"] {
        h.get_by_label(col).hover();
        h.run();
        h.get_by_label(col).click();
        h.run();
    }
    assert_eq!(moves(&h), ["4", "4", "3"]);
    let text = h.state().studio.session.render(Viewer::Everyone);
    assert!(text.contains(". . X X . . ."), "{text}");
    h.get_by_label("Flip board").click();
    h.run();
    h.get_by_label("Column 1").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("1"));
}

#[test]
fn nim_tokens_take_from_the_top() {
    let mut h = humans(GameSpec::Nim {
        heaps: vec![1, 3, 5],
    });
    h.get_by_label("Heap 3 object 2").click();
    h.run();
    assert_eq!(moves(&h), ["3:4"]);
    assert!(
        h.query_by_label("Heap 3 object 2").is_none(),
        "the tokens are gone"
    );
    h.get_by_label("Heap 1 object 1").click();
    h.run();
    assert_eq!(moves(&h), ["3:4", "1:1"]);
}

/// Clicks the squares named, one frame each.
fn click_squares(h: &mut Harness<'_, StudioApp>, squares: &[&str]) {
    for sq in squares {
        h.get_by_label(&format!("Square {sq}")).click();
        h.run();
    }
}

#[test]
fn ard_ri_clicks_select_move_and_capture() {
    let mut h = humans(GameSpec::ArdRi {
        step: Default::default(),
        draw_limit: 300,
    });
    assert!(h.query_by_label("Ply 0 / draw at 300").is_some());
    click_squares(&mut h, &["a3", "b3"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    // A square without a movable piece deselects: the next click plays nothing.
    click_squares(&mut h, &["c3", "c4", "c2"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    // Clicking the selected piece again deselects it too.
    click_squares(&mut h, &["c3", "c3", "c2"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    click_squares(&mut h, &["c3", "c2"]);
    assert_eq!(moves(&h), ["a3-b3", "c3-c2"]);
    // b3-b2 closes the pawn on c2 between b2 and d2.
    click_squares(&mut h, &["b3", "b2"]);
    assert_eq!(moves(&h), ["a3-b3", "c3-c2", "b3-b2"]);
    let text = h.state().studio.session.render(Viewer::Everyone);
    assert!(text.contains(" 2 . x . x . . ."), "c2 is captured:\n{text}");
    assert!(
        h.query_by_label("Captured: attackers 0, defenders 1")
            .is_some()
    );
    assert!(h.query_by_label("Ply 3 / draw at 300").is_some());
    // Forfeit is a legal action: the button ends the game.
    h.get_by_label("Forfeit").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("forfeit"));
}

#[test]
fn hidden_cards_follow_the_viewer() {
    use egui_kittest::kittest::By;
    let mut h = humans(GameSpec::KuhnPoker { players: 2 });
    h.run();
    let s = &h.state().studio.session;
    assert_eq!(s.len(), 2, "chance dealt both cards by itself");
    // The ranks dealt, read from the omniscient text board.
    let everyone = s.render(Viewer::Everyone);
    let rank = |p: usize| {
        let line = everyone.lines().nth(p).unwrap();
        line.rsplit(' ').next().unwrap().to_string()
    };
    let (r0, r1) = (rank(0), rank(1));
    let shows = |h: &Harness<'_, StudioApp>, p: usize, value: &str| {
        let label = format!("Card of Player {p}");
        h.query(By::new().label(&label).value(value)).is_some()
    };
    assert!(
        shows(&h, 0, &r0) && shows(&h, 1, &r1),
        "everyone sees both cards"
    );
    // "Player 1" names the seat and the card's owner too: switch by command here
    // (the button itself is clicked in `view_as_and_language`).
    h.state_mut().command(Command::ViewAs(Viewer::Player(1)));
    h.run();
    assert_eq!(h.state().studio.viewer, Viewer::Player(1));
    assert!(
        shows(&h, 0, "hidden"),
        "player 1 sees the back of player 0's card"
    );
    assert!(!shows(&h, 0, &r0));
    assert!(shows(&h, 1, &r1), "and its own card");
    // The move list shows the deal to player 0 as hidden.
    assert!(h.query_by_label("?").is_some());
    h.get_by_label("Public").click();
    h.run();
    assert!(shows(&h, 0, "hidden") && shows(&h, 1, "hidden"));
    // A human bets by the button named by the notation.
    h.get_by_label("Everyone").click();
    h.run();
    h.get_by_label("bet").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("bet"));
}

#[test]
fn chomp_and_cram_boards() {
    let mut h = humans(GameSpec::Chomp { rows: 3, cols: 4 });
    h.get_by_label("Cell 2,3").click();
    h.run();
    assert_eq!(moves(&h), ["2,3"]);
    // Eaten squares no longer take a click.
    h.get_by_label("Cell 3,4").click();
    h.run();
    assert_eq!(moves(&h), ["2,3"]);
    h.get_by_label("Cell 1,2").click();
    h.run();
    assert_eq!(moves(&h), ["2,3", "1,2"]);

    let mut h = humans(GameSpec::Cram { rows: 3, cols: 3 });
    h.get_by_label("Domino 1,1 h").click();
    h.run();
    h.get_by_label("Domino 2,1 v").click();
    h.run();
    assert_eq!(moves(&h), ["1,1 h", "2,1 v"]);
    assert!(
        h.query_by_label("Domino 1,2 v").is_none(),
        "a covered cell offers no domino"
    );
}

#[test]
fn arena_nodes_are_moves() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/arenas/seed-003-alpha-beta.ron"
    );
    let mut h = humans(GameSpec::Arena {
        path: path.into(),
        draw_limit: None,
    });
    assert!(h.query_by_label("Node A1").is_some(), "every node is drawn");
    h.get_by_label("Node A1").click(); // not a successor of the root: nothing happens
    h.run();
    h.get_by_label("Node C").click();
    h.run();
    h.get_by_label("Node C1").click();
    h.run();
    assert_eq!(moves(&h), ["C", "C1"]);
}

#[test]
fn phantom_marks_follow_the_viewer() {
    use egui_kittest::kittest::By;
    let mut h = humans(GameSpec::PhantomTicTacToe);
    h.get_by_label("Cell 5").click();
    h.run();
    let x_on_5 =
        |h: &Harness<'_, StudioApp>| h.query(By::new().label("Cell 5").value("X")).is_some();
    assert!(x_on_5(&h), "everyone sees X's mark");
    h.get_all_by_label("Player 1").last().unwrap().click();
    h.run();
    assert!(!x_on_5(&h), "O must not see X's mark");
    // O plays onto the hidden mark: refused, revealed to O, O plays again.
    h.get_by_label("Cell 5").click();
    h.run();
    assert!(x_on_5(&h), "the refused move reveals the mark to O");
    assert_eq!(h.state().studio.session.to_move(), Some(1));
    h.get_all_by_label("Player 0").last().unwrap().click();
    h.run();
    assert!(h.query(By::new().label("Cell 5").value("X")).is_some());
}

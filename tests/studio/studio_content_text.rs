#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The content's share of the zoom reaches the panels' tables and the
//! boards' texts (issue 30): at 1024x768 in presentation mode, zoom 1.5
//! gives the controls 1.25 and the content 1.2, so a table's 14-point text
//! is 21 px (17.5 px when only the controls' share was applied), and zoom 2
//! gives 28 px; the toolbars keep the controls' 17.5 px.

use crate::studio_classroom::{Lesson, opened, presented};
use ludoscope::app::commands::Command;
use ludoscope::app::settings::Panel;
use ludoscope::app::ui_report::Capture;
use ludoscope::app::{infosets, ismcts, mcts};
use ludoscope::games::GameSpec;

/// The lesson of `panel` on `spec`, its work started by `run`.
fn lesson(panel: Panel, spec: GameSpec, run: Vec<Command>) -> Lesson {
    Lesson {
        panel,
        spec,
        open: None,
        run,
        then: vec![],
    }
}

/// At 1.5x and 2x, the size (px) of each of `texts` drawn by `lesson`
/// (the first text so written, with its size in points at zoom 1) against
/// the size it must have at that zoom; the largest text of each zoom, and
/// the content's share there.
fn sizes(lesson: &Lesson, texts: &[(&str, f32)]) -> Vec<(f32, f32)> {
    let mut harness = opened(lesson);
    let slot = Capture::install(&harness.ctx);
    let mut largest = Vec::new();
    for (zoom, content) in [(1.5, 1.2), (2.0, 1.6)] {
        let r = presented(&mut harness, &slot, zoom);
        // The folded toolbars' button keeps the controls' share: 14 x 1.25.
        let bar = r.texts.iter().find(|t| t.text == "Toolbars (T)");
        assert_eq!(
            bar.map(|t| t.px),
            Some(17.5),
            "{zoom}x: the toolbars' button"
        );
        for &(text, points) in texts {
            let px = r
                .texts
                .iter()
                .find(|t| t.text == text)
                .map(|t| t.px)
                .unwrap_or_else(|| {
                    let drawn: Vec<&str> = r.texts.iter().map(|t| t.text.as_str()).collect();
                    panic!("{zoom}x: {text:?} not drawn, only {drawn:?}")
                });
            let want = points * content * 1.25;
            assert!(
                (px - want).abs() < 0.05,
                "{zoom}x: {text:?} is {px} px, not {want}"
            );
        }
        let most = r.texts.iter().map(|t| t.px).fold(0.0, f32::max);
        largest.push((most, content));
    }
    largest
}

#[test]
fn the_ismcts_tables_take_the_content_share() {
    let run = vec![Command::Ismcts(ismcts::Request::Run)];
    let lesson = lesson(Panel::Ismcts, GameSpec::PhantomTicTacToe, run);
    sizes(&lesson, &[("Visits", 14.0)]);
}

#[test]
fn the_information_sets_table_takes_the_content_share() {
    let run = vec![
        Command::InfoSets(infosets::Request::SetIterations(200)),
        Command::InfoSets(infosets::Request::Run),
    ];
    let lesson = lesson(Panel::InfoSets, GameSpec::LeducPoker, run);
    // A header, and an action's name before its bar (a fixed-size cell).
    sizes(&lesson, &[("Player", 14.0), ("check", 14.0)]);
}

#[test]
fn the_monte_carlo_side_takes_the_content_share() {
    let run = vec![Command::Mcts(mcts::Request::Run)];
    let lesson = lesson(Panel::Mcts, GameSpec::TicTacToe, run);
    sizes(&lesson, &[("The root's children", 14.0), ("Visits", 14.0)]);
}

#[test]
fn pig_s_scores_take_the_content_share() {
    let lesson = lesson(Panel::Board, GameSpec::Pig { target: 30 }, vec![]);
    // The target under the score, the player's name, the score itself.
    sizes(
        &lesson,
        &[("first to 30", 14.0), ("Player 1", 18.0), ("0", 40.0)],
    );
}

#[test]
fn kuhn_s_cards_take_the_content_share() {
    let lesson = lesson(Panel::Board, GameSpec::KuhnPoker { players: 2 }, vec![]);
    let texts = [("Player 0", 14.0), ("Pot 2 ·", 18.0), ("pass", 18.0)];
    for (most, content) in sizes(&lesson, &texts) {
        // The largest text is a card's face: 0.4 of its 130-point height.
        let face = 52.0 * content * 1.25;
        assert!(
            (most - face).abs() < 0.05,
            "a face of {most} px, not {face}"
        );
    }
}

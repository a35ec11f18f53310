//! The attractor inspector panel, driven headless through egui_kittest. The
//! expected numbers come from `ludoscope::solve` called here, apart from the app.
//! Index:
//! - `arena_slider_colours_each_level`: bundled arenas; at every `n` of the
//!   slider, the figures shown and the nodes drawn as in `A_n(i)` match the
//!   solver's `|A_n(i)|` and ranks
//! - `chomp_list_shows_each_level`: Chomp 3x2; the list holds exactly the
//!   states of `A_n(i)` at every `n`, for both players; a new game drops it
//! - `a_long_list_draws_only_the_rows_in_view`: tic-tac-toe's A(0)
//! - `a_move_marked_win_in_3_leads_to_loss_in_2`: Nim 2 3 and tic-tac-toe; the
//!   board's marks, a click, the verdict after it; the strategy button
//! - `the_state_limit_is_named`: a tiny limit gives the message naming it
//! - `cancel_stops_the_solve_and_frames_keep_coming`: Connect Four 6x7
//! - `connect_four_7x6_offers_4x4_and_solves_it_on_click`: too large, one line,
//!   at once (no solve started before the click), one click to the catalog's
//!   smaller variant, solved at once
//! - `tablut_is_refused_at_once_and_no_smaller_tablut_is_offered`: the same
//!   line at once, saying a smaller Tablut is not offered
//! - `nim_345_lists_the_unique_winning_move_first`: the moves of the position,
//!   wins first, then losses from the longest, as the solver values them
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use ludoscope::app::attractors::Request;
use ludoscope::app::attractors::model::{Failure, Status};
use ludoscope::app::commands::Command;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, Chomp, ConnectFour, GameSpec, Nim};
use ludoscope::solve::{Solution, SolveOptions, Value, solve};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};
use studio_ui::{harness_of, settings, settle_after, studio};

/// Whether the attractor panel is still solving.
fn busy(h: &Harness<'_, StudioApp>) -> bool {
    h.state().studio.attractors.is_busy()
}

fn harness(spec: GameSpec, height: f32) -> Harness<'static, StudioApp> {
    let mut h = harness_of(studio(settings(spec, Panel::Board)), 1280.0, height);
    h.run();
    h
}

/// Shows the attractor panel (which starts solving) and waits for the solve.
fn solve_in_panel(h: &mut Harness<'_, StudioApp>) {
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    settle_after(h, "no solution", Duration::from_secs(30), busy);
    assert!(
        h.state().studio.attractors.solution().is_some(),
        "solved: {:?}",
        h.query_by_label_contains("Cannot")
            .map(|n| n.accesskit_node().label())
    );
}

/// Moves the level slider to `n`, through the slider itself.
fn set_level(h: &mut Harness<'_, StudioApp>, n: usize) {
    let slider = h.get_by_role_and_label(egui::accesskit::Role::Slider, "Level n");
    slider.set_value_accesskit(n as f64);
    h.run();
    assert_eq!(h.state().studio.attractors.level, n);
}

/// `|A_n(i)|` from the solver's levels (stationary after the last).
fn size_at(sol_levels: &[u64], n: usize) -> u64 {
    *sol_levels.get(n).or(sol_levels.last()).unwrap()
}

/// The states in `A_n(i)`, by the solver's ranks.
fn members<G: Game>(sol: &Solution<G>, i: usize, n: usize) -> BTreeSet<u32> {
    (0..sol.graph.len() as u32)
        .filter(|&v| sol.value(v) == Value::Win(i))
        .filter(|&v| sol.attractors.rank(v).is_some_and(|r| r as usize <= n))
        .collect()
}

fn last_level<G: Game>(sol: &Solution<G>) -> usize {
    sol.attractors.levels.iter().map(Vec::len).max().unwrap() - 1
}

#[test]
fn arena_slider_colours_each_level() {
    for name in ["cyclic-infinite-play.ron", "seed-003-chomp-3x2.ron"] {
        let path = format!("{}/assets/arenas/{name}", env!("CARGO_MANIFEST_DIR"));
        let arena = Arena::load(&path).unwrap();
        let sol = solve(&arena, &SolveOptions::default()).unwrap();
        let mut h = harness(
            GameSpec::Arena {
                path,
                draw_limit: None,
            },
            800.0,
        );
        solve_in_panel(&mut h);
        for n in (0..=last_level(&sol)).rev() {
            set_level(&mut h, n);
            for i in 0..2 {
                let size = size_at(&sol.attractors.levels[i], n);
                let shown = format!("|A_{n}({i})| = {size}");
                assert!(
                    h.query_by_label_contains(&shown).is_some(),
                    "{name}: {shown}"
                );
                // The nodes drawn as members of A_n(i) are the solver's.
                let prefix = format!("in A_{n}({i}), rank ");
                let coloured: BTreeSet<String> = h
                    .query_all(By::new().label_contains("Node "))
                    .filter(|node| node.value().is_some_and(|v| v.starts_with(&prefix)))
                    .map(|node| {
                        node.accesskit_node().label().unwrap_or_default()["Node ".len()..]
                            .to_string()
                    })
                    .collect();
                let expected: BTreeSet<String> = members(&sol, i, n)
                    .into_iter()
                    .map(|v| {
                        arena.graph().nodes[*sol.graph.state(v) as usize]
                            .name
                            .clone()
                    })
                    .collect();
                assert_eq!(coloured, expected, "{name}: A_{n}({i})");
                assert_eq!(coloured.len() as u64, size);
            }
        }
    }
}

#[test]
fn chomp_list_shows_each_level() {
    let spec = GameSpec::Chomp { rows: 3, cols: 2 };
    let sol = solve(&Chomp::new(3, 2).unwrap(), &SolveOptions::default()).unwrap();
    let mut h = harness(spec, 1600.0);
    solve_in_panel(&mut h);
    for i in [1, 0] {
        h.state_mut()
            .command(Command::Attractors(Request::SetPlayer(i)));
        h.run();
        for n in 0..=last_level(&sol) {
            set_level(&mut h, n);
            let expected = members(&sol, i, n);
            let size = size_at(&sol.attractors.levels[i], n);
            assert_eq!(expected.len() as u64, size);
            let noun = if size == 1 { "state" } else { "states" };
            let header = format!("{size} {noun} in A_{n}({i}), in order of rank");
            assert!(h.query_by_label(&header).is_some(), "{header}");
            // Each state as the game writes it (never an internal id).
            let expected: BTreeSet<String> = expected
                .iter()
                .map(|&v| chomp_text(&sol, v).trim_end().to_string())
                .collect();
            let listed: BTreeSet<String> = h
                .query_all(By::new().label_contains("to move: "))
                .map(|node| text(&node))
                .filter(|label| label.contains('\n'))
                .collect();
            assert_eq!(listed, expected, "A_{n}({i}): the rows listed");
        }
    }
    // Another game: the solution is dropped, and the panel solves the new one.
    h.state_mut()
        .command(Command::SetDraft(ludoscope::app::studio::Draft::new(
            GameSpec::Chomp { rows: 2, cols: 2 },
        )));
    h.state_mut().command(Command::NewGame);
    assert!(h.state().studio.attractors.solution().is_none());
    solve_in_panel(&mut h);
    let small = solve(&Chomp::new(2, 2).unwrap(), &SolveOptions::default()).unwrap();
    let states = format!("{} states, ", small.graph.len());
    assert!(h.query_by_label_contains(&states).is_some(), "{states}");
}

/// What a node shows: its label, or a text label's value.
fn text(node: &egui_kittest::Node<'_>) -> String {
    let label = node.accesskit_node().label().filter(|l| !l.is_empty());
    label.or_else(|| node.value()).unwrap_or_default()
}

/// Chomp's state `v` in the game's notation.
fn chomp_text(sol: &Solution<Chomp>, v: u32) -> String {
    let positions = sol.game.positions().unwrap();
    positions.write_position(&sol.graph.state(v))
}

#[test]
fn a_long_list_draws_only_the_rows_in_view() {
    let mut h = harness(GameSpec::TicTacToe, 800.0);
    solve_in_panel(&mut h);
    let sol = solve(&ludoscope::games::TicTacToe, &SolveOptions::default()).unwrap();
    let all = sol.attractors.sizes()[0];
    assert!((1000..1_000_000).contains(&all), "{all}");
    let header = format!("{},{:03} states in A_", all / 1000, all % 1000);
    let header = h.query_by_label_contains(&header);
    assert!(header.is_some(), "the header counts every state of A(0)");
    // Rows by their position in tic-tac-toe's notation: three rows of cells.
    let rows = h
        .query_all(By::new().label_contains("\n"))
        .filter(|node| {
            let label = text(node);
            label.len() == 17 && label.matches('\n').count() == 2
        })
        .count();
    assert!((3..20).contains(&rows), "{rows} rows drawn of {all}");
    let start = Instant::now();
    for _ in 0..10 {
        h.step();
    }
    let frame = start.elapsed() / 10;
    println!("tic-tac-toe list of {all} states: {frame:?} per frame (headless)");
    assert!(frame < Duration::from_millis(250), "{frame:?} per frame");
}

/// The accessible value of a board part, for the marks.
fn value_of(h: &Harness<'_, StudioApp>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

#[test]
fn a_move_marked_win_in_3_leads_to_loss_in_2() {
    // Nim 2 3: after 1:1 (heaps 1 and 3), player 1's 2:2 leaves 1 and 1: a win in
    // 3 moves; there player 0 loses in 2, whatever it does.
    let mut h = harness(GameSpec::Nim { heaps: vec![2, 3] }, 800.0);
    solve_in_panel(&mut h);
    h.state_mut().command(Command::ShowPanel(Panel::Board));
    h.run();
    assert!(
        h.query_by_label_contains("Player 0 wins in").is_some(),
        "the verdict on the board"
    );
    h.get_by_label("Heap 1 object 2").click();
    h.run();
    assert_eq!(value_of(&h, "Heap 2 object 2"), "2:2 (win in 3)");
    // 2:3 lets player 0 take the last object; 2:1 leaves 1 and 2, lost in 4.
    assert_eq!(value_of(&h, "Heap 2 object 1"), "2:3 (loss in 2)");
    assert_eq!(value_of(&h, "Heap 2 object 3"), "2:1 (loss in 4)");
    h.get_by_label("Heap 2 object 2").click();
    h.run();
    let s = &h.state().studio.session;
    let line: Vec<String> = (0..s.len()).map(|k| s.ply_text(k)).collect();
    assert_eq!(line, ["1:1", "2:2"]);
    assert!(
        h.query_by_label("Player 1 wins in 2 moves; Player 0 to move: loss in 2")
            .is_some()
    );
    // Every move of the loser is marked as a loss.
    assert_eq!(value_of(&h, "Heap 1 object 1"), "1:1 (loss in 2)");
    assert_eq!(value_of(&h, "Heap 2 object 1"), "2:1 (loss in 2)");
    assert!(
        h.query_by_label_contains("Play the strategy move")
            .is_none()
    );
    // Switched off, the marks go.
    h.get_by_label("Solver outcomes on the board").click();
    h.run();
    assert_eq!(value_of(&h, "Heap 1 object 1"), "1:1");

    // Tic-tac-toe: X on 9 and 7, O on 8 and 6; X's 5 is a win in 3 (a fork).
    let mut h = harness(GameSpec::TicTacToe, 800.0);
    for cell in ["9", "8", "7", "6"] {
        h.state_mut().play_named(cell);
    }
    solve_in_panel(&mut h);
    h.state_mut().command(Command::ShowPanel(Panel::Board));
    h.run();
    assert_eq!(value_of(&h, "Cell 5"), "- (win in 3)");
    h.get_by_label("Cell 5").click();
    h.run();
    assert!(
        h.query_by_label("Player 0 wins in 2 moves; Player 1 to move: loss in 2")
            .is_some()
    );
    // The strategy button plays the move through the engine: X completes a line.
    h.state_mut().play_named("1");
    h.run();
    h.get_by_label_contains("Play the strategy move").click();
    h.run();
    let s = &h.state().studio.session;
    assert_eq!(s.ply_text(6), "3", "the fork's other line");
    assert_eq!(s.scores().and_then(|sc| sc.winner()), Some(0));
}

#[test]
fn the_state_limit_is_named() {
    let mut h = harness(GameSpec::TicTacToe, 800.0);
    h.state_mut()
        .command(Command::Attractors(Request::SetLimit(100)));
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    settle_after(&mut h, "no solution", Duration::from_secs(10), busy);
    assert!(
        h.query_by_label("TicTacToe has more than 100 reachable states: too large to solve here.")
            .is_some()
    );
    assert!(h.query_by_label_contains("Raise the state limit").is_some());
    assert!(h.state().studio.attractors.solution().is_none());
    // Raised, the limit is enough.
    h.state_mut()
        .command(Command::Attractors(Request::SetLimit(10_000)));
    h.get_by_label("Solve").click();
    solve_in_panel(&mut h);
    assert!(h.query_by_label_contains("5,478 states").is_some());
}

#[test]
fn cancel_stops_the_solve_and_frames_keep_coming() {
    let mut h = harness(GameSpec::ConnectFour { rows: 6, cols: 7 }, 800.0);
    h.state_mut()
        .command(Command::Attractors(Request::SetLimit(20_000_000)));
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    // Frames are counted, not timed (the machine is shared): while the solve
    // runs, frame after frame must come and show its progress. A UI thread
    // that waited on the solve would draw one frame only when it ended.
    let start = Instant::now();
    let mut frames_while_busy = 0;
    loop {
        h.step();
        if h.state().studio.attractors.is_busy() {
            frames_while_busy += 1;
        }
        if h.query_by_label_contains("(limit 20,000,000)").is_some()
            && h.state().studio.attractors.is_busy()
            && frames_while_busy >= 10
        {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no progress shown"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    h.get_by_label("Cancel solve").click();
    h.run();
    assert!(!h.state().studio.attractors.is_busy());
    assert!(h.query_by_label_contains("Solve cancelled after").is_some());
    assert!(h.query_by_label("Solve").is_some(), "ready to solve again");
}

/// Waits for the solve in progress (started by the panel) to end.
fn settle(h: &mut Harness<'_, StudioApp>) {
    settle_after(h, "no result", Duration::from_secs(60), busy);
}

#[test]
fn connect_four_7x6_offers_4x4_and_solves_it_on_click() {
    let mut h = harness(GameSpec::ConnectFour { rows: 6, cols: 7 }, 800.0);
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    h.run();
    // At once, from the catalog's bound: no solve was started, no state counted.
    refused_at_once(&h);
    let line = "ConnectFour(rows: 6, cols: 7) has more than 1,000,000 reachable states: too large to solve here.";
    assert!(h.query_by_label(line).is_some(), "one line says so");
    assert!(h.query_by_label_contains("Enumerating").is_none());
    assert!(h.query_by_label("Open a bundled arena").is_some());
    h.get_by_label("Solve ConnectFour(rows: 4, cols: 4) instead")
        .click();
    h.run();
    let small = GameSpec::ConnectFour { rows: 4, cols: 4 };
    assert_eq!(
        h.state().studio.session.spec(),
        small,
        "the variant is on the board"
    );
    settle(&mut h);
    let solution = h
        .state()
        .studio
        .attractors
        .solution()
        .expect("solved on click");
    assert_eq!(*solution.spec(), small);
    let sol = solve(&ConnectFour::new(4, 4).unwrap(), &SolveOptions::default()).unwrap();
    let states = format!(
        "{},{:03} states, ",
        sol.graph.len() / 1000,
        sol.graph.len() % 1000
    );
    assert!(h.query_by_label_contains(&states).is_some(), "{states}");
    assert!(h.query_by_label_contains("too large").is_none());
}

/// The panel refused the game from the catalog's bound, without a solve.
fn refused_at_once(h: &Harness<'_, StudioApp>) {
    let ins = &h.state().studio.attractors;
    assert!(!ins.is_busy(), "no solve running");
    assert!(ins.solution().is_none());
    assert!(
        matches!(ins.status, Status::Failed(_, Failure::TooLarge(..))),
        "refused from the estimate, not from a solve that hit the limit"
    );
}

#[test]
fn tablut_is_refused_at_once_and_no_smaller_tablut_is_offered() {
    let mut h = harness("Tablut".parse().unwrap(), 800.0);
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    h.run();
    refused_at_once(&h);
    assert!(
        h.query_by_label_contains("too large to solve here")
            .is_some()
    );
    let none = "A smaller Tablut is not needed: its board is part of the game.";
    assert!(h.query_by_label(none).is_some(), "{none}");
    assert!(
        h.query_by_label_contains(" instead").is_none(),
        "no variant"
    );
    assert!(h.query_by_label("Open a bundled arena").is_some());
}

#[test]
fn nim_345_lists_the_unique_winning_move_first() {
    let mut h = harness(
        GameSpec::Nim {
            heaps: vec![3, 4, 5],
        },
        1600.0,
    );
    solve_in_panel(&mut h);
    // The solver's value of each move, apart from the app.
    let nim = Nim::new(&[3, 4, 5]).unwrap();
    let sol = solve(&nim, &SolveOptions::default()).unwrap();
    let answer = sol.answer(&nim.initial_state()).unwrap();
    let wins: Vec<String> = answer
        .moves
        .iter()
        .filter(|m| m.value == Value::Win(0))
        .map(|m| nim.notation(&nim.initial_state(), m.action))
        .collect();
    assert_eq!(wins, ["1:2"], "the unique winning move (nim-sum 3^4^5 = 2)");
    // The labels after the list's title, in the order shown.
    let mut labels: Vec<String> = h
        .query_all(By::new())
        .map(|node| text(&node))
        .filter(|l| !l.is_empty())
        .collect();
    // A text may be both a node's label and its child's: once each.
    labels.dedup();
    let labels: Vec<String> = labels
        .into_iter()
        .skip_while(|l| l != "Every legal move")
        .skip(1)
        .take(2 * answer.moves.len())
        .collect();
    assert_eq!(labels[0], "1:2");
    assert!(labels[1].starts_with("win in "), "{}", labels[1]);
    let losses: Vec<u32> = labels
        .chunks(2)
        .skip(1)
        .map(|pair| {
            let k = pair[1]
                .strip_prefix("loss in ")
                .unwrap_or_else(|| panic!("{pair:?}"));
            k.parse().unwrap()
        })
        .collect();
    assert_eq!(losses.len(), answer.moves.len() - 1);
    assert!(
        losses.windows(2).all(|w| w[0] >= w[1]),
        "the longest loss first: {losses:?}"
    );
    // The list is not a scroll box of its own: every move is drawn.
    let drawn = labels.chunks(2).filter(|p| p[0].contains(':')).count();
    assert_eq!(drawn, answer.moves.len());
}

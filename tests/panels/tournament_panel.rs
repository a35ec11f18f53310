//! The tournament panel, driven headless through egui_kittest: a small round
//! robin started from the panel must give exactly the records, cross table and
//! Elo ratings of `agents::tournament` (the command line's runner) for the same
//! seed, and the table on screen must show them.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::agents::AgentSpec;
use ludoscope::agents::tournament::{
    GameRecord, cross_table, elo, match_schedule, play_all, round_robin_schedule,
};
use ludoscope::app::commands::Command;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::tournament::model::{Mode, Setup, TournamentCommand};
use ludoscope::games::{GameSpec, TicTacToe};
use std::time::{Duration, Instant};
use studio_ui::{harness_of, settings, studio};

fn harness() -> Harness<'static, StudioApp> {
    let settings = settings(GameSpec::TicTacToe, Panel::Tournament);
    let mut h = harness_of(studio(settings), 1280.0, 900.0);
    h.run();
    h
}

/// Frames until the run is over; the UI keeps drawing meanwhile.
fn run_to_end(h: &mut Harness<'static, StudioApp>) -> usize {
    let start = Instant::now();
    let mut frames = 0;
    while h.state().studio.tournament.run.as_ref().unwrap().running() {
        h.step();
        frames += 1;
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the run never ended"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    h.run();
    frames
}

fn oracle(agents: &[AgentSpec], schedule: &[Vec<usize>], seed: u64) -> Vec<GameRecord> {
    play_all(&TicTacToe, agents, schedule, seed, &|_| (), &|| {})
        .unwrap()
        .into_iter()
        .map(|(r, ())| r)
        .collect()
}

/// What a game was, without the time it took (which no two runs share).
fn games(records: &[GameRecord]) -> Vec<GameRecord> {
    records
        .iter()
        .map(|r| GameRecord {
            thinking: 0.0,
            ..r.clone()
        })
        .collect()
}

#[test]
fn round_robin_equals_the_runner_and_shows_the_table() {
    let mut h = harness();
    assert!(h.query_by_label("Start").is_some());
    let agents = vec![AgentSpec::Level(1), AgentSpec::Level(3)];
    let setup = Setup {
        spec: "TicTacToe".into(),
        agents: agents.clone(),
        mode: Mode::RoundRobin,
        games: 12,
        seed: 7,
        ..h.state().studio.tournament.setup.clone()
    };
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Edit(setup)));
    h.run();
    h.get_by_label("Start").click();
    h.step();
    run_to_end(&mut h);
    let run = h.state().studio.tournament.run.as_ref().unwrap();
    assert!(run.error.is_none() && !run.cancelled);
    let expected = oracle(&agents, &round_robin_schedule(2, 12), 7);
    assert_eq!(
        games(&run.in_order()),
        games(&expected),
        "the same games as the runner"
    );
    let table = cross_table(2, &expected);
    assert_eq!(run.cross_table(), table);
    assert_eq!(run.ratings(), Some(elo(&table)));
    // Level 3 takes wins and blocks: it must outscore level 1 here.
    assert!(table[1][0].score() > table[0][1].score(), "{table:?}");
    // The table on screen: each agent's score against the other, and Elo.
    for (a, b) in [(0, 1), (1, 0)] {
        let cell = format!("{:.3}", table[a][b].score());
        assert!(
            h.query_all_by_label(&cell).next().is_some(),
            "cell {cell} shown"
        );
    }
    let ratings = elo(&table);
    assert!(h.query_by_label(&format!("{:.0}", ratings[1])).is_some());
    assert!(h.query_by_label("Done.").is_some());
    // Named as in the picker (the seats' words), in the table and the legend.
    let en = ludoscope::app::i18n::Language::English;
    for (a, agent) in agents.iter().enumerate() {
        let name = ludoscope::app::panels::agent_name(en, agent);
        let shown = format!("#{} {name}", a + 1);
        assert_eq!(h.query_all_by_label(&shown).count(), 2, "{shown}");
    }
    assert_eq!(h.query_all_by_label("#2 Level 3: also blocks").count(), 2);
    assert!(h.query_all_by_label_contains("Level(").next().is_none());
}

#[test]
fn a_match_with_swapped_seats_equals_the_runner_and_cancel_stops() {
    let mut h = harness();
    let agents = vec![AgentSpec::Random, AgentSpec::Level(2)];
    let setup = Setup {
        spec: "TicTacToe".into(),
        agents: agents.clone(),
        mode: Mode::Match,
        games: 9,
        seed: 3,
        swap: true,
        ..h.state().studio.tournament.setup.clone()
    };
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Edit(setup.clone())));
    h.get_by_label("Start").click();
    h.step();
    run_to_end(&mut h);
    let run = h.state().studio.tournament.run.as_ref().unwrap();
    let expected = oracle(&agents, &match_schedule(2, 9, true), 3);
    assert_eq!(games(&run.in_order()), games(&expected));
    // A long run: Cancel ends it early, with fewer games than scheduled.
    let long = Setup {
        agents: vec![AgentSpec::AlphaBeta { depth: 9 }, AgentSpec::Level(1)],
        games: 400,
        ..setup
    };
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Edit(long)));
    h.get_by_label("Start").click();
    h.step();
    h.get_by_label("Cancel").click();
    h.step();
    run_to_end(&mut h);
    let run = h.state().studio.tournament.run.as_ref().unwrap();
    assert!(run.cancelled && run.records.len() < 400);
    assert!(h.query_by_label("Cancelled.").is_some());
}

#[test]
fn a_bad_setup_says_why() {
    let mut h = harness();
    let setup = Setup {
        spec: "Nim(heaps: [])".into(),
        ..h.state().studio.tournament.setup.clone()
    };
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Edit(setup)));
    h.get_by_label("Start").click();
    h.run();
    let problem = h.state().studio.tournament.problem.clone().unwrap();
    assert!(problem.starts_with("game"), "{problem}");
    assert!(h.state().studio.tournament.run.is_none());
}

/// At 1024 and 1440 pixels, in both languages, the settings (the game's field
/// and the format's radio buttons) never overlap the agents' list: the two
/// stand side by side only where both fit.
#[test]
fn settings_and_agents_never_overlap() {
    use eframe::egui::accesskit::Role;
    use egui_kittest::kittest::By;
    use ludoscope::app::tournament::TT;
    use ludoscope::lang::Language;
    for lang in Language::ALL {
        for width in [1024.0, 1440.0] {
            let settings = settings(
                GameSpec::ConnectFour { rows: 6, cols: 7 },
                Panel::Tournament,
            );
            let mut h = harness_of(studio(settings), width, 768.0);
            h.state_mut().command(Command::SetLanguage(lang));
            h.run();
            let mut settings_rects: Vec<_> = h
                .query_all(By::new().role(Role::RadioButton))
                .map(|n| n.rect())
                .collect();
            assert_eq!(settings_rects.len(), 2, "{lang:?} {width}");
            settings_rects.push(h.get_by_label(TT::CurrentGame.text(lang)).rect());
            let mut agents_rects = vec![
                h.get_by_label(TT::AgentRon.text(lang)).rect(),
                h.get_by_label(TT::AddSeats.text(lang)).rect(),
            ];
            // Each agent's row: its kind's picker (none in a fresh setup).
            agents_rects.extend(
                h.query_all(By::new().role(Role::ComboBox))
                    .map(|n| n.rect())
                    .filter(|r| r.left() > 300.0),
            );
            agents_rects.push(h.get_by_label(TT::Agents.text(lang)).rect());
            for s in &settings_rects {
                for a in &agents_rects {
                    assert!(
                        !s.intersects(*a),
                        "{lang:?} at {width}: {s:?} overlaps {a:?}"
                    );
                }
            }
        }
    }
}

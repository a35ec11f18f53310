#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every kind of background work of the studio can be cancelled, and closing
//! the studio leaves no thread running (issue 17): each test starts one kind
//! of work in a headless studio, cancels it or drops the studio mid-way, and
//! checks that no task thread is left ([`live_threads`]) within
//! [`BOUND`] of the cancel or drop, and that the cancel is seen (the work's
//! results stop arriving).
//!
//! - `an_agents_move_is_cancelled_hurried_or_dropped`: a negamax agent with a
//!   ten-minute budget on Connect Four.
//! - `an_attractor_solve_is_cancelled_or_dropped`: Connect Four 6x7, far too
//!   large to finish.
//! - `a_tournament_is_cancelled_or_dropped_mid_game`: the panel's usual agents
//!   (levels 1 and 3 at tic-tac-toe), then searches that never end a move.
//! - `the_evaluation_plot_is_cancelled_or_dropped`: a 30-ply Tablut line.
//! - `the_autosave_writes_what_is_pending_on_close`: a slow disk.
//!
//! In the `tasks` binary with `inspector_tasks`, one test at a time
//! (`one_at_a_time`): [`live_threads`] counts the task
//! threads of the whole process. The times measured are printed (run with
//! `--nocapture`).

use crate::common::studio_ui;

use egui_kittest::Harness;
use ludoscope::agents::AgentSpec;
use ludoscope::app::attractors::Request;
use ludoscope::app::attractors::model::{Failure, Status};
use ludoscope::app::autosave::Autosaver;
use ludoscope::app::commands::Command;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::task::live_threads;
use ludoscope::app::tournament::model::{Mode, Setup, TournamentCommand};
use ludoscope::engine::{Actor, Game};
use ludoscope::games::{AnyGame, GameSpec};
use ludoscope::replay::{ReplayFile, Seat};
use ludoscope::with_game;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use studio_ui::{app, harness_of, one_at_a_time, settings, step_while, studio};

/// The requirement: no thread left this long after a cancel or a drop.
const BOUND: Duration = Duration::from_millis(200);

/// Holds the other tests of this binary back, and checks none left a thread.
fn alone() -> MutexGuard<'static, ()> {
    let guard = one_at_a_time();
    assert_eq!(live_threads(), 0, "a thread left by an earlier test");
    guard
}

/// Waits for no task thread to be left, `since` the cancel or drop; fails past
/// [`BOUND`]. Prints the time it took.
fn no_thread_left(what: &str, since: Instant) -> Duration {
    while live_threads() > 0 && since.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_micros(200));
    }
    let took = since.elapsed();
    eprintln!("{what}: no task thread {:.1} ms after", ms(took));
    assert_eq!(live_threads(), 0, "{what}: threads still running");
    assert!(took < BOUND, "{what}: {took:?} to stop (bound {BOUND:?})");
    took
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Draws frames until `ready` holds (at most 20 s).
fn step_until(h: &mut Harness<'static, StudioApp>, what: &str, ready: impl Fn(&StudioApp) -> bool) {
    let busy = |h: &Harness<'_, StudioApp>| !ready(h.state());
    step_while(h, &format!("never {what}"), Duration::from_secs(20), busy);
}

/// Draws frames for `d`.
fn frames_for(h: &mut Harness<'static, StudioApp>, d: Duration) {
    let start = Instant::now();
    while start.elapsed() < d {
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A harness around `app`, its first frames drawn and the evaluation of the
/// start position (which every studio computes) over.
fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    let mut h = harness_of(app, 1280.0, 800.0);
    h.step();
    settle(&mut h);
    h
}

/// Draws frames until the evaluation plot is complete and no thread is left.
fn settle(h: &mut Harness<'static, StudioApp>) {
    step_until(h, "settled", |a| {
        a.studio.evals.complete() && live_threads() == 0
    });
}

fn c4() -> GameSpec {
    GameSpec::ConnectFour { rows: 6, cols: 7 }
}

#[test]
fn an_agents_move_is_cancelled_hurried_or_dropped() {
    let _alone = alone();
    // Ten minutes a move: only a cancel ends it.
    let slow = Seat::Agent(AgentSpec::Negamax { millis: 600_000 });
    let mut h = harness(app(c4(), vec![Seat::human(), slow]));
    let think = |h: &mut Harness<'static, StudioApp>| {
        h.state_mut().play_named("4");
        // The evaluation plot of the new line ends first: only the agent is left.
        step_until(h, "thinking", |a| {
            a.is_thinking() && a.studio.thinking.nodes() > 0 && a.studio.evals.complete()
        });
        step_until(h, "alone", |_| live_threads() == 1);
    };
    // Cancel: the human takes the move back; the answer is dropped.
    think(&mut h);
    let cancel = Instant::now();
    h.state_mut().command(Command::Undo);
    assert!(!h.state().is_thinking());
    no_thread_left("agent, cancelled", cancel);
    frames_for(&mut h, Duration::from_millis(50));
    assert_eq!(studio_ui::moves(&h), Vec::<String>::new(), "answer dropped");
    // Hurry (Esc, the Stop button): the agent plays its best move so far.
    think(&mut h);
    let hurry = Instant::now();
    h.key_press(eframe::egui::Key::Escape);
    step_until(&mut h, "moved", |a| a.studio.session.len() == 2);
    // Not a cancel: the move counts frames drawn, and starts the evaluation
    // of the new position (so no bound here).
    eprintln!(
        "agent, hurried: its move {:.1} ms after Esc",
        ms(hurry.elapsed())
    );
    settle(&mut h);
    // Drop: closing the studio mid-move.
    h.state_mut().command(Command::Resume);
    h.state_mut().play_named("4");
    step_until(&mut h, "thinking", |a| a.studio.thinking.nodes() > 0);
    let close = Instant::now();
    drop(h);
    no_thread_left("agent, studio dropped", close);
}

#[test]
fn an_attractor_solve_is_cancelled_or_dropped() {
    let _alone = alone();
    let mut h = harness(app(c4(), vec![Seat::human(), Seat::human()]));
    let solve = |h: &mut Harness<'static, StudioApp>| {
        h.state_mut()
            .command(Command::Attractors(Request::SetLimit(50_000_000)));
        h.state_mut().command(Command::Attractors(Request::Solve));
        step_until(h, "enumerating", |a| match &a.studio.attractors.status {
            Status::Running(_) => a.studio.attractors.states() > 0,
            _ => false,
        });
        assert_eq!(live_threads(), 1);
    };
    solve(&mut h);
    let cancel = Instant::now();
    h.state_mut().command(Command::Attractors(Request::Cancel));
    let Status::Failed(_, Failure::Cancelled(states)) = h.state().studio.attractors.status else {
        panic!("the solve is not shown cancelled");
    };
    assert!(states > 0);
    // The thread ends: the solver saw the flag.
    no_thread_left("attractor solve, cancelled", cancel);
    solve(&mut h);
    let close = Instant::now();
    drop(h);
    no_thread_left("attractor solve, studio dropped", close);
}

/// The tournament panel set to `agents` at `spec`, started, with `games`
/// games per pair.
fn start_tournament(
    h: &mut Harness<'static, StudioApp>,
    spec: &str,
    agents: Vec<AgentSpec>,
    games: u32,
) {
    let setup = Setup {
        spec: spec.into(),
        agents,
        mode: Mode::RoundRobin,
        games,
        seed: 5,
        ..h.state().studio.tournament.setup.clone()
    };
    let t = |c| Command::Tournament(c);
    h.state_mut().command(t(TournamentCommand::Edit(setup)));
    h.state_mut().command(t(TournamentCommand::Start));
    assert_eq!(live_threads(), 1);
}

fn records(h: &Harness<'static, StudioApp>) -> usize {
    h.state()
        .studio
        .tournament
        .run
        .as_ref()
        .unwrap()
        .records
        .len()
}

#[test]
fn a_tournament_is_cancelled_or_dropped_mid_game() {
    let _alone = alone();
    let mut h = harness(studio(settings(GameSpec::TicTacToe, Panel::Tournament)));
    // The panel's usual agents, for longer than anyone waits.
    let usual = h.state().studio.tournament.setup.agents.clone();
    assert_eq!(usual, vec![AgentSpec::Level(1), AgentSpec::Level(3)]);
    start_tournament(&mut h, "TicTacToe", usual, 20_000);
    step_until(&mut h, "playing", |a| {
        a.studio.tournament.run.as_ref().unwrap().records.len() > 10
    });
    let cancel = Instant::now();
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Cancel));
    let kept = records(&h);
    no_thread_left("tournament of levels 1 and 3, cancelled", cancel);
    frames_for(&mut h, Duration::from_millis(100));
    let run = h.state().studio.tournament.run.as_ref().unwrap();
    assert!(run.cancelled && !run.running());
    assert_eq!(run.records.len(), kept, "no record after the cancel");
    assert!(kept < 20_000);

    // Moves that would last minutes: only hurrying the agents stops the
    // games in flight.
    let slow = vec![
        AgentSpec::Negamax { millis: 600_000 },
        AgentSpec::AlphaBeta { depth: 42 },
    ];
    start_tournament(&mut h, "ConnectFour(rows: 6, cols: 7)", slow.clone(), 2);
    frames_for(&mut h, Duration::from_millis(100));
    let cancel = Instant::now();
    h.state_mut()
        .command(Command::Tournament(TournamentCommand::Cancel));
    no_thread_left("tournament of long searches, cancelled", cancel);
    frames_for(&mut h, Duration::from_millis(50));
    assert_eq!(records(&h), 0, "the games in flight were abandoned");

    start_tournament(&mut h, "ConnectFour(rows: 6, cols: 7)", slow, 2);
    frames_for(&mut h, Duration::from_millis(100));
    let close = Instant::now();
    drop(h);
    no_thread_left("tournament of long searches, studio dropped", close);
}

/// `n` plies of `spec` that end no game (at ply `k`, the first action from the
/// `3k`-th on that does not end it).
fn long_line(spec: &GameSpec, n: usize) -> Vec<String> {
    let game = AnyGame::from_spec(spec).unwrap();
    with_game!(&game, g => line_of(g, n))
}

fn line_of<G: Game>(g: &G, n: usize) -> Vec<String> {
    let mut s = g.initial_state();
    let mut line = Vec::new();
    let mut legal = Vec::new();
    for k in 0..n {
        let p = g.turn(&s).to_move().unwrap();
        g.legal_actions(&s, p, &mut legal);
        let a = (0..legal.len())
            .map(|i| legal[(i + 3 * k) % legal.len()])
            .find(|&a| {
                let mut next = s.clone();
                g.play(&mut next, Actor::Player(p), a);
                !g.turn(&next).is_terminal()
            })
            .unwrap();
        line.push(g.notation(&s, a));
        g.play(&mut s, Actor::Player(p), a);
    }
    line
}

#[test]
fn the_evaluation_plot_is_cancelled_or_dropped() {
    let _alone = alone();
    // Tablut's moves are many: each position takes the engine's whole budget.
    let tablut: GameSpec = "Tablut".parse().unwrap();
    let mut h = harness(app(tablut.clone(), vec![Seat::human(), Seat::human()]));
    let line = long_line(&tablut, 30);
    let evaluate = |h: &mut Harness<'static, StudioApp>| {
        for m in &line {
            h.state_mut().play_named(m);
        }
        assert_eq!(h.state().studio.session.len(), 30);
        // Each move restarted the evaluation: the 29 stopped ones end first.
        step_until(h, "evaluating", |a| {
            a.studio.evals.values[1].is_some() && live_threads() == 1
        });
        assert!(!h.state().studio.evals.complete(), "a line long enough");
    };
    evaluate(&mut h);
    let cancel = Instant::now();
    h.state_mut().studio.evals.cancel();
    let known = h.state().studio.evals.evaluated;
    no_thread_left("evaluation plot, cancelled", cancel);
    frames_for(&mut h, Duration::from_millis(100));
    assert_eq!(h.state().studio.evals.evaluated, known, "no value after it");
    assert!(!h.state().studio.evals.complete());

    h.state_mut().command(Command::NewGame);
    settle(&mut h);
    evaluate(&mut h);
    let close = Instant::now();
    drop(h);
    no_thread_left("evaluation plot, studio dropped", close);
}

#[test]
fn the_autosave_writes_what_is_pending_on_close() {
    let _alone = alone();
    let mut app = app(c4(), vec![Seat::human(), Seat::human()]);
    let written = Arc::new(Mutex::new(Vec::new()));
    let log = written.clone();
    let saver = Autosaver::with_writer(
        app.waker(),
        Box::new(move |data: &ReplayFile| {
            // A slow disk: the moves come faster than it writes.
            std::thread::sleep(Duration::from_millis(30));
            log.lock().unwrap().push(data.clone());
            Ok(())
        }),
    )
    .unwrap();
    app.autosaver = Some(saver);
    let line = long_line(&c4(), 12);
    for m in &line[..12] {
        app.play_named(m);
    }
    let last = app.studio.replay();
    let close = Instant::now();
    drop(app);
    let took = no_thread_left("autosave, studio dropped (30 ms writes)", close);
    let written = written.lock().unwrap().clone();
    eprintln!("autosave: {} writes for 12 changes", written.len());
    assert_eq!(written.last(), Some(&last), "what was pending is written");
    assert!(written.len() < 12, "only the latest of a burst");
    assert!(took >= Duration::from_millis(30), "the drop waited for it");
}

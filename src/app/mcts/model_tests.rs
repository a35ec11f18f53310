//! Tests of the Monte Carlo panel's state: runs, steps, Cancel, the
//! position followed, the side-by-side comparison.

use super::*;
use std::time::{Duration, Instant};

fn tictactoe() -> (AnyGame, GameSpec) {
    let spec = GameSpec::TicTacToe;
    (AnyGame::from_spec(&spec).unwrap(), spec)
}

fn settle(ins: &mut Mcts) {
    let start = Instant::now();
    while ins.is_busy() {
        assert!(start.elapsed() < Duration::from_secs(60), "no result");
        std::thread::sleep(Duration::from_millis(2));
        assert!(ins.poll().is_none(), "no file was opened");
    }
}

#[test]
fn runs_steps_cancels_and_follows_the_position() {
    let (game, spec) = tictactoe();
    let mut ins = Mcts::default();
    let at = |ins: &Mcts| ins.replay().unwrap().cursor().iteration;
    ins.apply(Request::SetIterations(300), &game, &spec, &[]);
    ins.apply(Request::SetSeed(5), &game, &spec, &[]);
    ins.apply(Request::Run, &game, &spec, &[]);
    settle(&mut ins);
    assert_eq!(ins.replay().unwrap().run().iterations(), 300);
    assert_eq!(at(&ins), 300, "shown at its end");
    // The two moves compared at first: the two most visited.
    let rows = ins.replay().unwrap().root_table();
    let most = rows.iter().map(|r| r.visits).max().unwrap();
    let first = ins.pick[0].clone().unwrap();
    assert_eq!(
        rows.iter().find(|r| r.action == first).unwrap().visits,
        most
    );
    assert_ne!(ins.pick[0], ins.pick[1]);
    for (step, want) in [
        (Step::Start, 0),
        (Step::To(40), 40),
        (Step::IterationBack, 39),
    ] {
        ins.apply(Request::Step(step), &game, &spec, &[]);
        assert_eq!(at(&ins), want, "{step:?}");
    }
    ins.apply(Request::Step(Step::End), &game, &spec, &[]);
    assert_eq!(at(&ins), 300);
    // Another position: the run is kept, marked stale.
    ins.follow(&spec, &["5".to_string()]);
    assert!(ins.stale);
    ins.follow(&spec, &[]);
    assert!(!ins.stale);

    // Cancel keeps the iterations done.
    ins.apply(Request::SetIterations(MAX_ITERATIONS), &game, &spec, &[]);
    ins.apply(Request::Run, &game, &spec, &[]);
    let start = Instant::now();
    while ins.recording.is_running() && ins.recording.progress() == 0 {
        assert!(start.elapsed() < Duration::from_secs(60), "no progress");
        std::thread::sleep(Duration::from_millis(2));
    }
    ins.apply(Request::Cancel, &game, &spec, &[]);
    settle(&mut ins);
    let kept = ins.replay().unwrap().run().iterations();
    assert!(kept > 0 && kept < MAX_ITERATIONS, "{kept}");
    assert_eq!(ins.options.iterations, MAX_ITERATIONS, "the settings stay");
}

#[test]
fn the_comparison_searches_both_ways() {
    let (game, spec) = tictactoe();
    let mut ins = Mcts::default();
    ins.apply(Request::SetDepth(9), &game, &spec, &[]);
    ins.apply(Request::SetIterations(500), &game, &spec, &[]);
    ins.apply(Request::Compare, &game, &spec, &[]);
    settle(&mut ins);
    let duel = ins.duel.as_ref().unwrap();
    let (Slot::Done(Ok(ab)), Slot::Done(Ok(mc))) = (&duel.alpha_beta, &duel.mcts) else {
        panic!("both searches answer");
    };
    // Tic-tac-toe is a draw: alpha-beta to the end says 0.
    assert_eq!(ab.value, 0.0);
    assert!(ab.best.is_some() && ab.work > 0);
    assert_eq!(mc.work, 500);
    assert!(mc.best.is_some());
}

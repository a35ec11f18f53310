//! A game written for a test implements the engine's `Game` and nothing of the
//! catalog: no `GameSpec` names it, its states do not pack, it has no exact
//! solver. It still plays (the conformance playouts, a match with its types
//! erased, perft), solves (the attractor solver, on its states as they are)
//! and searches (minimax and alpha-beta agree with the solver).
#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use crate::common::conformance;

use ludoscope::engine::{
    ActionError, Actor, Determinize, DynMatch, Game, GameInfo, Match, Move, Player, Scores, Turn,
    Viewer, perft_nodes,
};
use ludoscope::search::{AlphaBetaOptions, Heuristic, NoTracer, alphabeta, minimax};
use ludoscope::solve::{Method, SolveOptions, Value, solve, solve_by};
use rand::Rng;

/// A subtraction game: from a pile of `start` tokens, the players take 1 or 2
/// in turn; whoever cannot move (the pile is empty) loses. The player to move
/// loses exactly when the pile is a multiple of 3.
#[derive(Clone, Debug)]
struct Subtract {
    start: u8,
}

/// The pile and the player to move.
type Pile = (u8, Player);

impl Game for Subtract {
    type State = Pile;
    type Action = u8;
    type View = Pile;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Subtract",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> Pile {
        (self.start, 0)
    }
    fn turn(&self, s: &Pile) -> Turn {
        match s.0 {
            0 => Turn::Terminal,
            _ => Turn::Player(s.1),
        }
    }
    fn legal_actions(&self, s: &Pile, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend((1..=2).filter(|&k| k <= s.0));
        }
    }
    fn apply(&self, s: &mut Pile, joint: &[Move<u8>]) {
        s.0 -= joint[0].action;
        s.1 = 1 - s.1;
    }
    fn scores(&self, s: &Pile) -> Option<Scores> {
        // The player to move at an empty pile cannot move: the other one wins.
        (s.0 == 0).then(|| Scores::two_player(Some(1 - s.1)))
    }
    fn view(&self, s: &Pile, _: Viewer) -> Pile {
        *s
    }
    fn notation(&self, _: &Pile, a: u8) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &Pile, t: &str) -> Result<u8, ActionError> {
        t.parse().map_err(|_| ActionError::Syntax {
            text: t.into(),
            expected: "1 or 2".into(),
        })
    }
    fn render(&self, s: &Pile) -> String {
        format!("{} left, player {} to move", s.0, s.1)
    }
}

impl Determinize for Subtract {
    fn determinize<R: Rng + ?Sized>(&self, view: &Pile, _: Player, _: &mut R) -> Pile {
        *view
    }
}

impl Heuristic for Subtract {}

#[test]
fn it_plays() {
    let g = Subtract { start: 10 };
    conformance::check_playouts(&g, 100, 1);
    // Sequences of exactly 3 takes from 10: 2^3.
    assert_eq!(perft_nodes(&g, &g.initial_state(), 3), 8);
    let mut m: Box<dyn DynMatch> = Box::new(Match::new(g));
    for take in ["2", "2", "1"] {
        m.play_notation(&[(Actor::Player(m.turn().to_move().unwrap()), take)])
            .unwrap();
    }
    assert_eq!(m.ply_count(), 3);
    assert_eq!(m.render(Viewer::Everyone), "5 left, player 1 to move");
}

#[test]
fn it_solves_on_its_states_as_they_are() {
    for start in 1..=12 {
        let g = Subtract { start };
        assert!(g.with_packing(NeverRun).is_none());
        let solution = solve(&g, &SolveOptions::default()).unwrap();
        assert!(!solution.graph.is_packed());
        let root = solution.answer(&g.initial_state()).unwrap();
        let winner = if start % 3 == 0 { 1 } else { 0 };
        assert_eq!(root.value, Value::Win(winner), "pile of {start}");
        if winner == 0 {
            // The winning move leaves a multiple of 3.
            assert_eq!(root.strategy, Some(start % 3));
        }
        let asked_packed = solve_by(&g, &SolveOptions::default(), Method::Packed, &mut |_| true);
        assert!(!asked_packed.unwrap().graph.is_packed());
    }
}

#[test]
fn it_searches() {
    for start in 1..=12 {
        let g = Subtract { start };
        let s = g.initial_state();
        let plain = minimax(&g, &s, &mut NoTracer).unwrap();
        let pruned = alphabeta(&g, &s, AlphaBetaOptions::default(), &mut NoTracer).unwrap();
        let want = if start % 3 == 0 { -1 } else { 1 };
        assert_eq!((plain.value, pruned.value), (want, want), "pile of {start}");
        assert_eq!(pruned.best, plain.best);
    }
}

/// A packed job that a game without packing never runs.
struct NeverRun;

impl<G: Game> ludoscope::engine::PackedJob<G> for NeverRun {
    type Output = ();
    fn run(self, _: &G)
    where
        G: ludoscope::engine::PackedGame,
    {
    }
}

//! The strong engine with a game's own [`Heuristic`] (the `Negamax::new` door):
//! on a small test game with an asymmetric heuristic, every depth-limited value
//! equals a plain negamax oracle that scores the depth limit by the heuristic,
//! turned to the mover's point of view (final states by distance, as the engine).
#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use ludoscope::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Scores, Turn, Viewer};
use ludoscope::search::{Heuristic, MoveOrder, Negamax, NoTracer, Options, Value, WIN};
use std::sync::atomic::AtomicBool;

/// Players add 1, 2 or 3 to a counter in turn; whoever brings it to 11 or more
/// loses. The heuristic (player 0's view) is arbitrary and lopsided on purpose.
#[derive(Clone, Debug)]
struct Adder;

impl Game for Adder {
    type State = (u8, u8);
    type Action = u8;
    type View = (u8, u8);
    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Adder",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> (u8, u8) {
        (0, 0)
    }
    fn turn(&self, s: &(u8, u8)) -> Turn {
        if s.0 >= 11 {
            Turn::Terminal
        } else {
            Turn::Player(s.1 as Player)
        }
    }
    fn legal_actions(&self, s: &(u8, u8), p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend([1, 2, 3]);
        }
    }
    fn apply(&self, s: &mut (u8, u8), joint: &[Move<u8>]) {
        s.0 += joint[0].action;
        s.1 = 1 - s.1;
    }
    fn scores(&self, s: &(u8, u8)) -> Option<Scores> {
        // The player to move did not make the last addition: it wins.
        (s.0 >= 11).then(|| Scores::two_player(Some(s.1 as Player)))
    }
    fn view(&self, s: &(u8, u8), _: Viewer) -> (u8, u8) {
        *s
    }
    fn notation(&self, _: &(u8, u8), a: u8) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &(u8, u8), t: &str) -> Result<u8, ActionError> {
        t.parse().map_err(|_| ActionError::Syntax {
            text: t.into(),
            expected: "1, 2 or 3".into(),
        })
    }
    fn render(&self, s: &(u8, u8)) -> String {
        format!("{s:?}")
    }
}

impl Heuristic for Adder {
    fn estimate(&self, s: &(u8, u8)) -> Value {
        (s.0 as Value * 7) % 23 - 9 + 5 * s.1 as Value
    }
}

impl MoveOrder for Adder {
    fn order_moves(&self, _: &(u8, u8), moves: &mut [u8]) {
        moves.reverse();
    }
}

/// Plain negamax: a final state `WIN - ply` for the winner (the engine's
/// distance scores), the depth limit by the heuristic, `s` at `ply`.
fn oracle(g: &Adder, s: &(u8, u8), depth: u32) -> Value {
    oracle_at(g, s, depth, 0)
}

fn oracle_at(g: &Adder, s: &(u8, u8), depth: u32, ply: Value) -> Value {
    let Turn::Player(p) = g.turn(s) else {
        // The player to move at a final state is the winner.
        assert_eq!(g.scores(s).unwrap().get(s.1 as Player), 1.0);
        return WIN - ply;
    };
    if depth == 0 {
        let v = g.estimate(s);
        return if p == 0 { v } else { -v };
    }
    [1, 2, 3]
        .iter()
        .map(|&a| {
            let mut c = *s;
            g.play(&mut c, Actor::Player(p), a);
            -oracle_at(g, &c, depth - 1, ply + 1)
        })
        .max()
        .unwrap()
}

#[test]
fn heuristic_values_match_the_oracle() {
    let stop = AtomicBool::new(false);
    for sum in 0..11 {
        for mover in 0..2 {
            let s = (sum, mover);
            for depth in 1..=8u8 {
                let want = oracle(&Adder, &s, depth as u32);
                for pvs in [false, true] {
                    let options = Options {
                        pvs,
                        ..Options::default()
                    };
                    let mut e = Negamax::new(Adder, options).unwrap();
                    let r = e.search(&s, depth, &mut NoTracer, &stop).unwrap();
                    assert_eq!(r.value, want, "{s:?} depth {depth} pvs {pvs}");
                    let d = e.deepen(&s, depth, &mut NoTracer, &stop).unwrap();
                    assert_eq!(d.value, want, "deepening {s:?} depth {depth}");
                }
            }
        }
    }
}

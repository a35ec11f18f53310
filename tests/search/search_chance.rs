//! MCTS (reproducible, finds a win in one on Connect Four and tic-tac-toe, runs
//! with three players and with chance) and expectiminimax on a small dice game
//! whose values are computed by hand below; the traces both record (node by node
//! for expectiminimax, path by path for MCTS) checked against those values.

#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use ludoscope::engine::{
    ActionError, Actor, Game, GameInfo, Move, Player, Prob, Scores, Turn, Viewer,
};
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::search::expectiminimax::{expectiminimax, expectiminimax_traced};
use ludoscope::search::mcts::{MctsOptions, search, search_traced};
use ludoscope::search::trace::{EventKind, NO_PARENT};
use ludoscope::search::{
    Heuristic, LeafKind, MoveOrder, Negamax, NodeStatus, Options, Trace, Value, ZeroEval, replay,
};
use std::sync::atomic::AtomicBool;

/// Player 0 plays SAFE (0, the game ends: -0.5 for player 0) or RISKY (1): a die
/// shows 1, 2 or 3 with probabilities 1/2, 1/3, 1/6; then player 1 PASSes (0:
/// player 0 gets (r - 2) / 4) or BETs (1: player 0 gets 1 if r = 3, else -0.6).
///
/// By hand, in units of M = 100: player 1 bets on 1 (-60 < -25) and 2 (-60 < 0)
/// and passes on 3 (25 < 100), so RISKY is worth (-60)/2 + (-60)/3 + 25/6 =
/// -45.83.. > -50 = SAFE: the value is -45.83.. and the best move RISKY. At depth
/// 1 player 1's node is scored by the heuristic 10 r: RISKY is worth 10/2 + 20/3
/// + 30/6 = 16.66.. .
#[derive(Clone, Debug)]
struct Dice;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct DiceState {
    stage: u8,
    roll: u8,
    /// Player 0's score in hundredths, once over.
    result: i8,
}

impl Game for Dice {
    type State = DiceState;
    type Action = u8;
    type View = DiceState;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Dice",
            players: 2,
            simultaneous: false,
            chance: true,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> DiceState {
        DiceState::default()
    }
    fn turn(&self, s: &DiceState) -> Turn {
        match s.stage {
            0 => Turn::Player(0),
            1 => Turn::Chance,
            2 => Turn::Player(1),
            _ => Turn::Terminal,
        }
    }
    fn legal_actions(&self, s: &DiceState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend([0, 1]);
        }
    }
    fn chance_outcomes(&self, s: &DiceState, out: &mut Vec<(u8, Prob)>) {
        out.clear();
        if s.stage == 1 {
            out.push((1, Prob::new(1, 2).unwrap()));
            out.push((2, Prob::new(1, 3).unwrap()));
            out.push((3, Prob::new(1, 6).unwrap()));
        }
    }
    fn apply(&self, s: &mut DiceState, joint: &[Move<u8>]) {
        let a = joint[0].action;
        match (s.stage, a) {
            (0, 0) => (s.stage, s.result) = (3, -50),
            (0, _) => s.stage = 1,
            (1, r) => (s.stage, s.roll) = (2, r),
            (_, 0) => (s.stage, s.result) = (3, (s.roll as i8 - 2) * 25),
            (_, _) => (s.stage, s.result) = (3, if s.roll == 3 { 100 } else { -60 }),
        }
    }
    fn scores(&self, s: &DiceState) -> Option<Scores> {
        let x = s.result as f64 / 100.0;
        (s.stage == 3).then(|| Scores::new(&[x, -x]))
    }
    fn view(&self, s: &DiceState, _: Viewer) -> DiceState {
        *s
    }
    fn notation(&self, _: &DiceState, a: u8) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &DiceState, text: &str) -> Result<u8, ActionError> {
        text.parse().map_err(|_| ActionError::Syntax {
            text: text.into(),
            expected: "0 or 1".into(),
        })
    }
    fn render(&self, s: &DiceState) -> String {
        format!("{s:?}")
    }
}

impl Heuristic for Dice {
    fn estimate(&self, s: &DiceState) -> Value {
        10 * s.roll as Value
    }
}

impl MoveOrder for Dice {}

#[test]
fn expectiminimax_by_hand() {
    let r = expectiminimax(&Dice, &DiceState::default(), 2).unwrap();
    assert!(
        (r.value - (-30.0 - 20.0 + 25.0 / 6.0)).abs() < 1e-9,
        "{r:?}"
    );
    assert_eq!(r.best, Some(1));
    // Root, SAFE leaf, chance node, 3 player-1 nodes with 2 leaves each.
    assert_eq!(r.nodes, 1 + 1 + 1 + 3 * 3);
    let shallow = expectiminimax(&Dice, &DiceState::default(), 1).unwrap();
    assert!((shallow.value - (5.0 + 20.0 / 3.0 + 5.0)).abs() < 1e-9);
    let bet_on_two = DiceState {
        stage: 2,
        roll: 2,
        result: 0,
    };
    assert_eq!(expectiminimax(&Dice, &bet_on_two, 1).unwrap().value, -60.0);
}

#[test]
fn negamax_refuses_chance() {
    assert!(Negamax::with_evaluator(Dice, ZeroEval, Options::default()).is_err());
}

fn mcts<G: Game>(
    g: &G,
    s: &G::State,
    iterations: u32,
    seed: u64,
) -> ludoscope::search::mcts::MctsResult<G::Action> {
    let options = MctsOptions {
        iterations,
        seed,
        ..MctsOptions::default()
    };
    search(g, s, &options, &AtomicBool::new(false)).unwrap()
}

#[test]
fn mcts_is_reproducible_and_sees_chance() {
    let g = ConnectFour::default();
    let a = mcts(&g, &g.initial_state(), 3000, 9);
    let b = mcts(&g, &g.initial_state(), 3000, 9);
    assert_eq!(a, b);
    assert_eq!(a.actions.iter().map(|r| r.visits).sum::<u32>(), 3000);
    let d = mcts(&Dice, &DiceState::default(), 4000, 1);
    assert_eq!(d.best, 1, "{d:?}");
    let risky = d.actions.iter().find(|r| r.action == 1).unwrap();
    assert!((risky.value - (-0.4583)).abs() < 0.1, "{d:?}");
}

#[test]
fn mcts_finds_wins_in_one() {
    let g = ConnectFour::default();
    let mut s = g.initial_state();
    for c in [0, 0, 1, 1, 2, 2] {
        g.drop_disc(&mut s, c);
    }
    assert_eq!(mcts(&g, &s, 5000, 3).best, 3);
    let t = TicTacToe;
    let mut s = t.initial_state();
    for c in [0, 3, 1, 4] {
        let Turn::Player(p) = t.turn(&s) else {
            panic!()
        };
        t.play(&mut s, Actor::Player(p), c);
    }
    assert_eq!(mcts(&t, &s, 3000, 4).best, 2);
}

/// Three players take 1 or 2 from a counter in turn; who takes the last wins
/// (1 for the winner, -0.5 for each other player).
#[derive(Clone, Debug)]
struct Last3;

impl Game for Last3 {
    type State = (u8, u8);
    type Action = u8;
    type View = (u8, u8);
    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Last3",
            players: 3,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> (u8, u8) {
        (5, 0)
    }
    fn turn(&self, s: &(u8, u8)) -> Turn {
        if s.0 == 0 {
            Turn::Terminal
        } else {
            Turn::Player(s.1 as Player)
        }
    }
    fn legal_actions(&self, s: &(u8, u8), p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend((1..=2).filter(|&k| k <= s.0));
        }
    }
    fn apply(&self, s: &mut (u8, u8), joint: &[Move<u8>]) {
        s.0 -= joint[0].action;
        if s.0 > 0 {
            s.1 = (s.1 + 1) % 3;
        }
    }
    fn scores(&self, s: &(u8, u8)) -> Option<Scores> {
        let mut v = [-0.5; 3];
        v[s.1 as usize] = 1.0;
        (s.0 == 0).then(|| Scores::new(&v))
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
            expected: "1 or 2".into(),
        })
    }
    fn render(&self, s: &(u8, u8)) -> String {
        format!("{s:?}")
    }
}

#[test]
fn mcts_three_players() {
    // Player 2 to move with 2 left takes both and wins.
    let r = mcts(&Last3, &(2, 2), 500, 5);
    assert_eq!(r.best, 2);
    assert!((r.actions.iter().find(|a| a.action == 2).unwrap().value - 1.0).abs() < 1e-9);
    // With 3 left, player 0 takes 1 or 2; either way the next player can win at once,
    // except that taking 1 leaves 2 (player 1 takes both): both lose. The search runs.
    let r = mcts(&Last3, &(3, 0), 500, 5);
    assert_eq!(r.actions.len(), 2);
}

#[test]
fn expectiminimax_trace_by_hand() {
    let mut trace = Trace::new();
    let r = expectiminimax_traced(&Dice, &DiceState::default(), 2, &mut trace).unwrap();
    assert_eq!(r, expectiminimax(&Dice, &DiceState::default(), 2).unwrap());
    assert_eq!(trace.node_count() as u64, r.nodes);
    // Preorder: root, SAFE, chance, then per roll a player-1 node, PASS, BET.
    let n = |id: u32| *trace.node(id).unwrap();
    let values: Vec<Value> = trace.nodes().map(|n| n.value).collect();
    assert_eq!(
        values,
        [-46, -50, -46, -60, -25, -60, -60, 0, -60, 25, 25, 100]
    );
    assert_eq!(n(0).maximizing(), Some(true));
    assert!(n(2).chance() && n(2).maximizing().is_none());
    for id in [3, 6, 9] {
        assert_eq!((n(id).maximizing(), n(id).parent), (Some(false), 2));
        assert_eq!(trace.action(id), Some(id as u8 / 3));
    }
    assert!(trace.nodes().filter(|n| n.chance()).count() == 1);
    assert_eq!(n(1).leaf(), Some(LeafKind::Terminal));
    assert_eq!((n(2).returned, n(1).returned), (-46, -50));
    // The chance node shows no value so far (an expectation), until its exit.
    let child_of_chance = trace
        .events()
        .enumerate()
        .filter(|&(_, e)| e == EventKind::Child)
        .nth(3)
        .unwrap()
        .0;
    let during = replay(&trace, child_of_chance + 1).unwrap();
    assert_eq!(
        during[3].status,
        NodeStatus::Finished(ludoscope::search::Bound::Exact)
    );
    assert_eq!(
        (during[2].status, during[2].value),
        (NodeStatus::OnPath, None)
    );
    let end = replay(&trace, trace.event_count()).unwrap();
    assert_eq!(end[2].value, Some(-46));
    // At depth 1 the player-1 nodes are heuristic leaves 10 r.
    let mut shallow = Trace::new();
    expectiminimax_traced(&Dice, &DiceState::default(), 1, &mut shallow).unwrap();
    let leaves: Vec<(Option<LeafKind>, Value)> = shallow
        .nodes()
        .skip(3)
        .map(|n| (n.leaf(), n.value))
        .collect();
    let h = Some(LeafKind::Heuristic);
    assert_eq!(leaves, [(h, 10), (h, 20), (h, 30)]);
}

/// The MCTS trace: one root per iteration, one leaf per path, the root
/// children's visits and means as the result gives them.
fn check_mcts_trace<G: Game>(g: &G, s: &G::State, iterations: u32, seed: u64) -> Trace<G::Action> {
    let options = MctsOptions {
        iterations,
        seed,
        ..MctsOptions::default()
    };
    let mut trace = Trace::new();
    let stop = AtomicBool::new(false);
    let r = search_traced(g, s, &options, &stop, &mut trace).unwrap();
    assert_eq!(
        r,
        search(g, s, &options, &stop).unwrap(),
        "the tracer changes nothing"
    );
    let roots = trace.nodes().filter(|n| n.parent == NO_PARENT).count();
    let leaves = trace.events().filter(|&e| e == EventKind::Leaf).count();
    assert_eq!((roots, leaves), (iterations as usize, iterations as usize));
    for a in &r.actions {
        let firsts: Vec<u32> = (0..trace.node_count() as u32)
            .filter(|&id| trace.node(id).unwrap().depth == 1 && trace.action(id) == Some(a.action))
            .collect();
        assert_eq!(firsts.len() as u32, a.visits);
        let last = trace.node(*firsts.last().unwrap()).unwrap();
        assert_eq!(last.value, (a.value * 100.0).round() as Value);
        assert_eq!(last.returned, last.value);
    }
    assert!(replay(&trace, trace.event_count()).is_ok());
    trace
}

#[test]
fn mcts_trace_follows_the_iterations() {
    let t = TicTacToe;
    let mut s = t.initial_state();
    for c in [0, 3, 1, 4] {
        let Turn::Player(p) = t.turn(&s) else {
            panic!()
        };
        t.play(&mut s, Actor::Player(p), c);
    }
    let trace = check_mcts_trace(&t, &s, 300, 4);
    // Cell 3 (action 2) wins at once: every path through it ends there, a
    // final state worth 100 to the root's player.
    for id in 0..trace.node_count() as u32 {
        let n = trace.node(id).unwrap();
        if n.depth == 1 && trace.action(id) == Some(2) {
            assert_eq!((n.leaf(), n.value), (Some(LeafKind::Terminal), 100));
        }
    }
    let dice = check_mcts_trace(&Dice, &DiceState::default(), 400, 1);
    assert!(dice.nodes().any(|n| n.chance() && n.depth == 1));
    check_mcts_trace(&Last3, &(5, 0), 200, 2);
}

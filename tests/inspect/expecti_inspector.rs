//! Expectiminimax in the search inspector: on a hand-written chance tree and on
//! Pig at a small target, every node's exact value (what the tree view and the
//! details read, [`ludoscope::inspect::chance`]) equals a plain recursive
//! expectiminimax written below, to 1e-12, and the probabilities on each chance
//! node's edges sum to 1; the values survive a trace file (both readers) and
//! older files without them still load; the rule lines say the expectation.

#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use ludoscope::engine::{
    ActionError, Actor, Game, GameInfo, Move, Player, Prob, Scores, Turn, Viewer, parse_legal,
    state_after,
};
use ludoscope::games::{GameSpec, Pig};
use ludoscope::inspect::chance::{self, exact_at, is_chance, outcomes};
use ludoscope::inspect::{Algorithm, InspectTrace, Loaded, SearchSettings, rule_line, run_search};
use ludoscope::lang::Language;
use ludoscope::search::expectiminimax::expectiminimax_traced;
use ludoscope::search::trace_file::{TraceFile, read};
use ludoscope::search::{Heuristic, M, MoveOrder, Trace, Value};
use std::sync::atomic::AtomicBool;

/// The plain expectiminimax: max for player 0, min for player 1, the
/// probability-weighted sum at chance, M times player 0's score at the end,
/// the heuristic when `depth` player moves are used up.
fn oracle<G: Heuristic>(g: &G, s: &G::State, depth: u32) -> f64 {
    let children = |actor: Actor, actions: Vec<G::Action>| -> Vec<G::State> {
        actions
            .into_iter()
            .map(|a| {
                let mut c = s.clone();
                g.play(&mut c, actor, a);
                c
            })
            .collect()
    };
    match g.turn(s) {
        Turn::Player(p) if depth > 0 => {
            let mut moves = Vec::new();
            g.legal_actions(s, p, &mut moves);
            if moves.is_empty() {
                return g.estimate(s) as f64;
            }
            let values = children(Actor::Player(p), moves)
                .iter()
                .map(|c| oracle(g, c, depth - 1))
                .collect::<Vec<_>>();
            if p == 0 {
                values.into_iter().fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.into_iter().fold(f64::INFINITY, f64::min)
            }
        }
        Turn::Player(_) => g.estimate(s) as f64,
        Turn::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(s, &mut outs);
            outs.iter()
                .map(|&(a, p)| {
                    let c = children(Actor::Chance, vec![a]).pop().unwrap();
                    p.to_f64() * oracle(g, &c, depth)
                })
                .sum()
        }
        _ => {
            let score = g.scores(s).map_or(0.0, |sc| sc.get(0));
            (score * M as f64).clamp(-M as f64, M as f64)
        }
    }
}

/// The state of a node and the player moves left at it, replaying its line of
/// notations from `root` (searched `depth` player moves deep).
fn node_state<G: Game>(g: &G, root: &G::State, line: &[String], depth: u32) -> (G::State, u32) {
    let (mut s, mut left) = (root.clone(), depth);
    for text in line {
        let actor = match g.turn(&s) {
            Turn::Chance => Actor::Chance,
            t => {
                left -= 1;
                Actor::Player(t.to_move().unwrap())
            }
        };
        let a = parse_legal(g, &s, actor, text).unwrap();
        g.play(&mut s, actor, a);
    }
    (s, left)
}

/// Every node's exact value at the last step equals the oracle's; every chance
/// node's outcomes sum to probability 1 and its value is their expectation.
fn check_against_oracle<G: Heuristic>(g: &G, root: &G::State, depth: u32, l: &Loaded) -> usize {
    let last = l.len();
    let mut chance_nodes = 0;
    for id in 0..l.tree.node_count() as u32 {
        let (s, left) = node_state(g, root, &l.trace.line_names(id), depth);
        let shown = exact_at(l, id, last).unwrap();
        let want = oracle(g, &s, left);
        assert!((shown - want).abs() < 1e-12, "node {id}: {shown} != {want}");
        if is_chance(l, id) {
            chance_nodes += 1;
            let outs = outcomes(l, id, last);
            let total: f64 = outs.iter().map(|o| o.probability.to_f64()).sum();
            assert!((total - 1.0).abs() < 1e-12, "node {id}: {total}");
            assert_eq!(outs.len(), l.tree.children(id).count());
            assert!((chance::expectation(&outs) - shown).abs() < 1e-12);
        }
    }
    chance_nodes
}

#[test]
fn pig_values_in_the_inspector_model_equal_the_oracle_at_every_node() {
    let spec = GameSpec::Pig { target: 3 };
    let settings = SearchSettings {
        algorithm: Algorithm::Expectiminimax,
        depth: Some(3),
        ..SearchSettings::default()
    };
    let trace = run_search(&spec, &[], &settings, &AtomicBool::new(false), &|_| {}).unwrap();
    let l = Loaded::new(trace).unwrap();
    let g = Pig::new(3).unwrap();
    let chance_nodes = check_against_oracle(&g, &g.initial_state(), 3, &l);
    assert!(chance_nodes > 10, "{chance_nodes} chance nodes");
    // From a position with banked points too.
    let moves: Vec<String> = ["roll", "die:2", "hold"].map(String::from).to_vec();
    let trace = run_search(&spec, &moves, &settings, &AtomicBool::new(false), &|_| {}).unwrap();
    let l = Loaded::new(trace).unwrap();
    check_against_oracle(&g, &state_after(&g, &moves).unwrap(), 3, &l);
}

#[test]
fn the_expectation_so_far_grows_outcome_by_outcome() {
    let l =
        Loaded::new(InspectTrace::load("assets/traces/pig-target-2-depth-2.ron".as_ref()).unwrap())
            .unwrap();
    let g = Pig::new(2).unwrap();
    assert!(check_against_oracle(&g, &g.initial_state(), 2, &l) > 0);
    let root_chance = l.tree.children(0).find(|&c| is_chance(&l, c)).unwrap();
    let kids: Vec<u32> = l.tree.children(root_chance).collect();
    assert_eq!(kids.len(), 6, "a die");
    // Right after the third outcome returned: three terms, the others pending.
    let k = l.steps.returned_at(&l.trace.trace, kids[2]).unwrap() + 1;
    let outs = outcomes(&l, root_chance, k);
    let returned: Vec<f64> = outs.iter().filter_map(|o| o.value).collect();
    assert_eq!(returned.len(), 3);
    let by_hand: f64 = kids[..3]
        .iter()
        .map(|&c| {
            let (s, left) = node_state(&g, &g.initial_state(), &l.trace.line_names(c), 2);
            oracle(&g, &s, left) / 6.0
        })
        .sum();
    assert!((chance::expectation(&outs) - by_hand).abs() < 1e-12);
    assert_eq!(exact_at(&l, root_chance, k), None, "not returned yet");
    let line = rule_line(&l, k, Language::English);
    assert!(line.contains("expected value so far = 1/6 × "), "{line}");
    assert_eq!(line.matches("1/6 × ").count(), 3, "{line}");
    let fr = rule_line(&l, k, Language::French);
    assert!(fr.contains("\u{a0}: espérance jusqu'ici = 1/6 × "), "{fr}");
    // The chance node's return names its whole expectation.
    let k = l.steps.left_at(root_chance).unwrap();
    let line = rule_line(&l, k, Language::English);
    assert!(
        line.starts_with("return ") && line.contains("; expected value: "),
        "{line}"
    );
    assert_eq!(line.matches("1/6 × ").count(), 6, "{line}");
    // Entering an outcome says its probability.
    let k = l.steps.entered_at(kids[0]).unwrap();
    assert_eq!(
        rule_line(&l, k, Language::English),
        "chance: outcome die:1, probability 1/6: v = MinMax(child)"
    );
}

#[test]
fn trace_files_keep_exact_values_and_older_files_still_load() {
    let path = std::path::Path::new("assets/traces/pig-target-2-depth-2.ron");
    let fast = read(path).unwrap();
    let file = TraceFile::load(path).unwrap();
    let slow = ludoscope::search::trace_file::NamedTrace::from_file(&file).unwrap();
    assert_eq!(fast, slow, "both readers give the same trace");
    assert!(!fast.trace.chance().is_empty());
    assert!(fast.trace.chance().exact(0).unwrap() > 69.0);
    assert_eq!(
        fast.trace.chance().probability(2),
        Some(Prob::new(1, 6).unwrap())
    );
    // An older file: no exact values, no outcomes. It loads, nodes keep their integers.
    let mut old = file.clone();
    old.exact.clear();
    old.outcomes.clear();
    let dir = std::env::temp_dir().join(format!("expecti-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let old_path = dir.join("old.ron");
    old.save(&old_path).unwrap();
    let text = std::fs::read_to_string(&old_path).unwrap();
    assert!(!text.contains("exact") && !text.contains("outcomes"));
    let l = Loaded::new(InspectTrace::load(&old_path).unwrap()).unwrap();
    assert!(!chance::has_exact(&l));
    assert_eq!(chance::label(&l, 0, l.len(), Language::English), "70");
    // A damaged outcome row is refused with its place.
    let mut bad = file;
    bad.outcomes.push((9999, 1, 6));
    let err = ludoscope::search::trace_file::NamedTrace::from_file(&bad).unwrap_err();
    assert!(
        err.to_string().contains("(9999, 1, 6) names no node"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A hand-written chance tree. Player 0 plays SAFE (0: the game ends, -0.5) or
/// RISKY (1): a die shows 1, 2 or 3 (1/2, 1/3, 1/6); player 1 then PASSes (0:
/// player 0 gets (r - 2) / 4) or BETs (1): a coin lands heads with probability
/// 1/4 (player 0 gets r / 3) or tails (player 0 gets -r / 5).
#[derive(Clone, Debug)]
struct Bet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct BetState {
    stage: u8,
    roll: u8,
    /// Player 0's score, in 60ths, once over.
    result: i16,
}

impl Game for Bet {
    type State = BetState;
    type Action = u8;
    type View = BetState;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Bet",
            players: 2,
            simultaneous: false,
            chance: true,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> BetState {
        BetState::default()
    }
    fn turn(&self, s: &BetState) -> Turn {
        match s.stage {
            0 => Turn::Player(0),
            1 | 3 => Turn::Chance,
            2 => Turn::Player(1),
            _ => Turn::Terminal,
        }
    }
    fn legal_actions(&self, s: &BetState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend([0, 1]);
        }
    }
    fn chance_outcomes(&self, s: &BetState, out: &mut Vec<(u8, Prob)>) {
        out.clear();
        let p = |n, d| Prob::new(n, d).unwrap();
        match s.stage {
            1 => out.extend([(1, p(1, 2)), (2, p(1, 3)), (3, p(1, 6))]),
            3 => out.extend([(1, p(1, 4)), (0, p(3, 4))]),
            _ => {}
        }
    }
    fn apply(&self, s: &mut BetState, joint: &[Move<u8>]) {
        let (a, r) = (joint[0].action, s.roll as i16);
        match (s.stage, a) {
            (0, 0) => (s.stage, s.result) = (4, -30),
            (0, _) => s.stage = 1,
            (1, r) => (s.stage, s.roll) = (2, r),
            (2, 0) => (s.stage, s.result) = (4, (r - 2) * 15),
            (2, _) => s.stage = 3,
            (_, 1) => (s.stage, s.result) = (4, r * 20),
            (_, _) => (s.stage, s.result) = (4, -r * 12),
        }
    }
    fn scores(&self, s: &BetState) -> Option<Scores> {
        let x = s.result as f64 / 60.0;
        (s.stage == 4).then(|| Scores::new(&[x, -x]))
    }
    fn view(&self, s: &BetState, _: Viewer) -> BetState {
        *s
    }
    fn notation(&self, _: &BetState, a: u8) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &BetState, text: &str) -> Result<u8, ActionError> {
        text.parse().map_err(|_| ActionError::Syntax {
            text: text.into(),
            expected: "0 to 3".into(),
        })
    }
    fn render(&self, s: &BetState) -> String {
        format!("{s:?}")
    }
}

impl Heuristic for Bet {
    fn estimate(&self, s: &BetState) -> Value {
        7 * s.roll as Value - 10
    }
}

impl MoveOrder for Bet {}

#[test]
fn a_hand_written_chance_tree_records_exact_values_and_probabilities() {
    let root = Bet.initial_state();
    for depth in [1, 2] {
        let mut trace: Trace<u8> = Trace::new();
        let r = expectiminimax_traced(&Bet, &root, depth, &mut trace).unwrap();
        let chance = trace.chance();
        assert_eq!(chance.exact(0), Some(r.value));
        let mut chance_nodes = 0;
        for id in 0..trace.node_count() as u32 {
            let mut line = trace.line_to(id).into_iter();
            let (mut s, mut left) = (root, depth);
            // Replays the node's actions (the ids' own, not notations).
            for a in line.by_ref() {
                let actor = match Bet.turn(&s) {
                    Turn::Chance => Actor::Chance,
                    t => {
                        left -= 1;
                        Actor::Player(t.to_move().unwrap())
                    }
                };
                Bet.play(&mut s, actor, a);
            }
            let shown = chance.exact(id).unwrap();
            let want = oracle(&Bet, &s, left);
            assert!(
                (shown - want).abs() < 1e-12,
                "depth {depth} node {id}: {shown} != {want}"
            );
            let node = trace.node(id).unwrap();
            assert_eq!(node.value, shown.round() as Value, "the integer beside it");
            if node.chance() {
                chance_nodes += 1;
                let kids: Vec<u32> = (0..trace.node_count() as u32)
                    .filter(|&c| trace.node(c).unwrap().parent == id)
                    .collect();
                let total: f64 = kids
                    .iter()
                    .map(|&c| chance.probability(c).unwrap().to_f64())
                    .sum();
                assert!((total - 1.0).abs() < 1e-12, "{total}");
                let expected: f64 = kids
                    .iter()
                    .map(|&c| chance.probability(c).unwrap().to_f64() * chance.exact(c).unwrap())
                    .sum();
                assert!((expected - shown).abs() < 1e-12);
            } else {
                let from_player = trace.node(node.parent).is_none_or(|p| !p.chance());
                assert_eq!(chance.probability(id).is_none(), from_player, "node {id}");
            }
        }
        // The die, and at depth 2 one coin per bet.
        assert_eq!(chance_nodes, if depth == 1 { 1 } else { 4 });
    }
    // By hand at depth 2 (units of M / 60), player 1 minimising: on 1 pass (-15 <
    // 1/4 20 - 3/4 12 = -4), on 2 bet (40/4 - 3 24/4 = -8 < 0), on 3 bet (60/4 -
    // 3 36/4 = -12 < 15); RISKY = -15/2 - 8/3 - 12/6 = -12.1666.. > -30 = SAFE.
    let r = ludoscope::search::expectiminimax::expectiminimax(&Bet, &root, 2).unwrap();
    let by_hand = (-7.5 - 8.0 / 3.0 - 2.0) * 100.0 / 60.0;
    assert!((r.value - by_hand).abs() < 1e-12, "{r:?}");
}

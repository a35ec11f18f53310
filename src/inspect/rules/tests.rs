//! Every rule line and cut reason, in English and in French, at every step of
//! nine traces (seed 003's alpha-beta exercise tree: the full alpha-beta trace
//! with seed 004's cut rule and with the strict one, best first, minimax,
//! negamax with table, PVS and deepening; tic-tac-toe with minimax-memo, negamax
//! and MCTS; Pig with expectiminimax) equal the texts captured before the rule
//! line became data (`tests/fixtures/inspector-rule-lines.txt`, written by the
//! code of commit 6b80799: one line per text, `trace, step, language, what,
//! text`).

use super::*;
use crate::engine::Game;
use crate::games::{Catalogued, GameSpec};
use crate::inspect::algorithm::Algorithm;
use crate::inspect::erased::InspectTrace;
use crate::inspect::run::run_search;
use crate::inspect::settings::SearchSettings;
use crate::search::Trace;
use std::sync::atomic::AtomicBool;

fn run(spec: GameSpec, moves: &[&str], s: SearchSettings) -> Loaded {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let t = run_search(&spec, &moves, &s, &AtomicBool::new(false), &|_| {}).unwrap();
    Loaded::new(t).unwrap()
}

fn typed<G: Catalogued>(g: &G, algorithm: Algorithm, trace: Trace<G::Action>) -> Loaded {
    let t = InspectTrace::from_typed(g, &[], &g.initial_state(), algorithm, trace).unwrap();
    Loaded::new(t).unwrap()
}

/// The traces of the fixture, by the names it uses.
fn traces() -> Vec<(&'static str, Loaded)> {
    let arena = || GameSpec::Arena {
        path: "assets/arenas/seed-003-alpha-beta.ron".into(),
        draw_limit: None,
    };
    let ab = SearchSettings {
        depth: None,
        ..SearchSettings::default()
    };
    let with = |algorithm| SearchSettings {
        algorithm,
        ..ab.clone()
    };
    let strict = SearchSettings {
        cut: CutRule::Strict,
        ..ab.clone()
    };
    let reordered = SearchSettings {
        reorder: true,
        ..ab.clone()
    };
    let negamax = SearchSettings {
        depth: Some(3),
        tt: true,
        pvs: true,
        deepen: true,
        ..with(Algorithm::Negamax)
    };
    let ttt_negamax = SearchSettings {
        depth: Some(4),
        tt: true,
        ..with(Algorithm::Negamax)
    };
    let ttt = GameSpec::TicTacToe;
    let mut out = vec![
        ("seed-003 alphabeta", run(arena(), &[], ab.clone())),
        ("seed-003 alphabeta strict", run(arena(), &[], strict)),
        ("seed-003 alphabeta reordered", run(arena(), &[], reordered)),
        (
            "seed-003 minimax",
            run(arena(), &[], with(Algorithm::Minimax)),
        ),
        ("seed-003 negamax tt pvs deepen", run(arena(), &[], negamax)),
        (
            "tictactoe minimax-memo 5 1 9 3 7",
            run(
                ttt.clone(),
                &["5", "1", "9", "3", "7"],
                with(Algorithm::MinimaxMemo),
            ),
        ),
        (
            "tictactoe negamax tt 5 1 9",
            run(ttt, &["5", "1", "9"], ttt_negamax),
        ),
    ];
    let g = crate::games::TicTacToe;
    let mut trace = Trace::new();
    let options = crate::search::mcts::MctsOptions {
        iterations: 30,
        seed: 3,
        ..Default::default()
    };
    let stop = AtomicBool::new(false);
    crate::search::mcts::search_traced(&g, &g.initial_state(), &options, &stop, &mut trace)
        .unwrap();
    out.push(("tictactoe mcts 30", typed(&g, Algorithm::Mcts, trace)));
    let pig = crate::games::Pig::new(20).unwrap();
    let mut trace = Trace::new();
    crate::search::expectiminimax::expectiminimax_traced(&pig, &pig.initial_state(), 1, &mut trace)
        .unwrap();
    out.push((
        "pig expectiminimax 1",
        typed(&pig, Algorithm::Expectiminimax, trace),
    ));
    out
}

#[test]
fn every_rule_and_reason_reads_as_before_in_both_languages() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/inspector-rule-lines.txt"
    );
    let want = std::fs::read_to_string(path).unwrap();
    let mut got = String::new();
    for (name, l) in traces() {
        for k in 0..=l.len() {
            for (code, lang) in [("en", Language::English), ("fr", Language::French)] {
                let line = rule_at(&l, k).text(lang);
                got.push_str(&format!("{name}\t{k}\t{code}\trule\t{line}\n"));
                let ids: Vec<u32> = if k == l.len() {
                    (0..l.trace.trace.node_count() as u32).collect()
                } else {
                    l.current(k).into_iter().collect()
                };
                for id in ids {
                    if let Some(why) = cut_reason(&l, id, k) {
                        let why = why.text(lang);
                        got.push_str(&format!("{name}\t{k}\t{code}\twhy #{id}\t{why}\n"));
                    }
                }
            }
        }
    }
    let (got, want): (Vec<&str>, Vec<&str>) = (got.lines().collect(), want.lines().collect());
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "line {}", i + 1);
    }
    assert_eq!(got.len(), want.len());
    // Every kind of rule is among them.
    let kinds = [
        "Start",
        "MinMax(root)",
        "negamax(root",
        "returned",
        "cut:",
        "memo hit",
        "transposition hit",
        "leaf: final",
        "leaf: heuristic",
        "to the parent",
        "of the root",
    ];
    for kind in kinds {
        assert!(got.iter().any(|l| l.contains(kind)), "{kind}");
    }
}

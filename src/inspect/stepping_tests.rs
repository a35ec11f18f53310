//! Stepping, rule lines and the run on seed 003's alpha-beta exercise tree, whose
//! expected values are written in the arena file; stepping targets checked
//! against a plain walk over the events on random Connect Four searches.

use super::*;
use crate::games::GameSpec;
use crate::inspect::algorithm::Algorithm;
use crate::inspect::erased::InspectTrace;
use crate::inspect::layout::{Item, TreeLayout};
use crate::inspect::loaded::Loaded;
use crate::inspect::rules::{cut_reason, node_label, rule_line};
use crate::inspect::run::run_search;
use crate::inspect::settings::SearchSettings;
use crate::inspect::tree::principal_variation;
use crate::lang::Language;
use crate::search::trace_file::TraceFile;
use crate::search::trace_view::{Event, NodeStatus};
use crate::search::{Bound, CutRule};
use std::sync::atomic::AtomicBool;

const EXERCISE: &str = "assets/arenas/seed-003-alpha-beta.ron";

fn run(spec: GameSpec, moves: &[&str], settings: SearchSettings) -> Loaded {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let t = run_search(&spec, &moves, &settings, &AtomicBool::new(false), &|_| {}).unwrap();
    Loaded::new(t).unwrap()
}

fn exercise(cut: CutRule, reorder: bool) -> Loaded {
    let settings = SearchSettings {
        depth: Some(8),
        cut,
        reorder,
        ..SearchSettings::default()
    };
    let spec = GameSpec::Arena {
        path: EXERCISE.into(),
        draw_limit: None,
    };
    run(spec, &[], settings)
}

fn node_named(l: &Loaded, name: &str) -> u32 {
    (0..l.trace.trace.node_count() as u32)
        .find(|&id| l.trace.action_name(id) == name)
        .unwrap_or_else(|| panic!("no node {name}"))
}

#[test]
fn the_exercise_tree_gives_the_values_written_in_its_file() {
    let l = exercise(CutRule::Seed, false);
    let t = &l.trace;
    let end = l.views(l.len());
    // R = 1, A = 0, C = 1; B1 returns 0 (a = max(v, alpha = 0)), so B cuts on 0 <= alpha = 0.
    assert_eq!(end[0].value, Some(1));
    assert_eq!(end[node_named(&l, "A") as usize].value, Some(0));
    assert_eq!(end[node_named(&l, "C") as usize].value, Some(1));
    // 12 of the 16 leaves are evaluated.
    let leaves = t.trace.nodes().filter(|n| n.leaf().is_some()).count();
    assert_eq!(leaves, 12);
    // B is left by a cut: only a bound is known.
    let b = node_named(&l, "B");
    assert_eq!(end[b as usize].status, NodeStatus::Finished(Bound::Upper));
    assert_eq!(node_label(&end[b as usize]), "<= 0");
    let reason = cut_reason(&l, b, l.len()).unwrap().text(Language::English);
    assert!(
        reason.starts_with("value 0 <= alpha 0 at a min node"),
        "{reason}"
    );
    // The pruned actions: B2 at B, C2b at C2, C3c at C3.
    let pruned: Vec<Vec<&str>> = (0..t.trace.cut_count())
        .map(|k| t.trace.cut(k).iter().map(|&a| t.name(a)).collect())
        .collect();
    assert_eq!(pruned, [vec!["B2"], vec!["C2b"], vec!["C3c"]]);
    // The principal variation is R, C, C1, C1b (value 1).
    let pv: Vec<&str> = principal_variation(&t.trace, &l.tree)
        .into_iter()
        .map(|id| t.action_name(id))
        .collect();
    assert_eq!(pv, ["", "C", "C1", "C1b"]);
}

#[test]
fn conventions_and_ordering_change_the_counts() {
    let seed = exercise(CutRule::Seed, false).trace.trace.node_count();
    let strict = exercise(CutRule::Strict, false).trace.trace.node_count();
    let ordered = exercise(CutRule::Seed, true).trace.trace.node_count();
    // B's cut is a tie (0 <= alpha = 0): the strict rule searches B2 too, with
    // the window (0, 0), until its first leaf 6 > 0 cuts it (2 more nodes);
    // ordering the leaves best first prunes more.
    assert_eq!(strict, seed + 2);
    assert!(ordered < seed, "{ordered} {seed}");
}

#[test]
fn rule_lines_follow_the_seed() {
    let l = exercise(CutRule::Seed, false);
    let lines: Vec<String> = (0..=l.len())
        .map(|k| rule_line(&l, k, Language::English))
        .collect();
    assert!(lines[0].starts_with("Start"));
    assert_eq!(
        lines[1],
        "AlphaBeta(root, alpha = -∞, beta = +∞): the initial call"
    );
    assert_eq!(
        lines[2],
        "play A: v = AlphaBeta(child, alpha = -∞, beta = +∞)"
    );
    assert!(lines.iter().any(|l| l.contains("value -5")));
    assert!(
        lines.contains(&"A1b returned 4: alpha := max(alpha, 4) = max(-5, 4) = 4".to_string()),
        "{lines:#?}"
    );
    for cut in [
        "cut: 0 <= alpha = 0; return at once, 1 child pruned: B2",
        "cut: 2 >= beta = 1; return at once, 1 child pruned: C2b",
    ] {
        assert!(lines.iter().any(|l| l == cut), "{lines:#?}");
    }
    assert_eq!(lines.last().unwrap(), "return 1: the value of the root");
    let fr = rule_line(&l, l.len(), Language::French);
    assert_eq!(fr, "renvoyer 1 : la valeur de la racine");
}

#[test]
fn stepping_targets() {
    let l = exercise(CutRule::Seed, false);
    let (s, t) = (&l.steps, &l.trace.trace);
    let len = s.len();
    assert_eq!(s.target(t, 0, Move::Forward), 1);
    assert_eq!(s.target(t, 0, Move::Back), 0);
    assert_eq!(s.target(t, 5, Move::Back), 4);
    assert_eq!(s.target(t, len, Move::Forward), len);
    assert_eq!(s.target(t, 7, Move::Restart), 0);
    assert_eq!(s.target(t, 7, Move::End), len);
    // After entering A (step 2), "over" finishes A: A's exit is the last event
    // applied, and "out" finishes the root (the end).
    let a = node_named(&l, "A");
    assert_eq!(s.current(t, 2), Some(a));
    let over = s.target(t, 2, Move::Over);
    assert_eq!(over, s.left_at(a).unwrap());
    assert!(matches!(l.event(over - 1), Some(Event::Exit { node, .. }) if node == a));
    assert_eq!(s.target(t, 2, Move::Out), len);
    // Next cut: each cut in turn, then the end.
    let mut k = 0;
    let mut cuts = Vec::new();
    while k < len {
        k = s.target(t, k, Move::NextCut);
        if matches!(l.event(k - 1), Some(Event::Cut { .. })) {
            cuts.push(k);
        } else {
            assert_eq!(k, len, "a stop that is not a cut is the end");
        }
    }
    assert_eq!(cuts, s.cuts());
    assert_eq!(cuts.len(), 3);
}

#[test]
fn over_and_out_agree_with_a_plain_walk_on_connect_four() {
    // Oracle: walk events from k, counting depth, until the current node's exit.
    let settings = SearchSettings {
        depth: Some(3),
        ..SearchSettings::default()
    };
    let l = run(
        GameSpec::ConnectFour { rows: 6, cols: 7 },
        &["4", "4"],
        settings,
    );
    let (s, t) = (&l.steps, &l.trace.trace);
    let events = t.decode().unwrap();
    // The depth of the path after k events.
    let open_after = |k: usize| {
        events[..k].iter().fold(0i64, |d, e| match e {
            Event::Enter { .. } => d + 1,
            Event::Exit { .. } => d - 1,
            _ => d,
        })
    };
    for k in 0..s.len() {
        let d = open_after(k);
        let expected_over = if d == 0 {
            k + 1
        } else {
            (k + 1..=s.len()).find(|&j| open_after(j) == d - 1).unwrap()
        };
        assert_eq!(s.target(t, k, Move::Over), expected_over, "over at {k}");
        let expected_out = if d <= 1 {
            if d == 0 { k + 1 } else { expected_over }
        } else {
            (k + 1..=s.len()).find(|&j| open_after(j) == d - 2).unwrap()
        };
        assert_eq!(s.target(t, k, Move::Out), expected_out, "out at {k}");
    }
}

#[test]
fn cancel_and_budget_stop_the_search() {
    let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
    let stop = AtomicBool::new(true);
    let settings = SearchSettings {
        algorithm: Algorithm::Minimax,
        depth: None,
        ..SearchSettings::default()
    };
    let r = run_search(&spec, &[], &settings, &stop, &|_| {});
    assert_eq!(r.unwrap_err(), crate::inspect::RunError::Cancelled);
    // A full Connect Four minimax would never end; the budget stops it.
    let small = SearchSettings {
        algorithm: Algorithm::Minimax,
        depth: None,
        budget: 5000,
        ..SearchSettings::default()
    };
    let l = run(spec, &[], small);
    assert!(l.trace.trace.truncated());
    assert_eq!(l.trace.trace.node_count(), 5000);
    let seen = std::cell::Cell::new(0);
    let progress = |n: u64| seen.set(n);
    let settings = SearchSettings {
        algorithm: Algorithm::MinimaxDepth,
        depth: Some(5),
        ..SearchSettings::default()
    };
    let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
    run_search(&spec, &[], &settings, &AtomicBool::new(false), &progress).unwrap();
    assert!(seen.get() >= 4096, "progress heard {}", seen.get());
}

/// The moves of each player along a line, sorted: two lines that reach the
/// same tic-tac-toe position have the same sets.
fn sets(line: &[String]) -> (Vec<String>, Vec<String>) {
    let mut a: Vec<String> = line.iter().step_by(2).cloned().collect();
    let mut b: Vec<String> = line.iter().skip(1).step_by(2).cloned().collect();
    a.sort();
    b.sort();
    (a, b)
}

#[test]
fn memo_hits_point_to_the_reused_node() {
    let settings = SearchSettings {
        algorithm: Algorithm::MinimaxMemo,
        depth: None,
        ..SearchSettings::default()
    };
    let l = run(GameSpec::TicTacToe, &["5", "1", "9", "3"], settings);
    let t = &l.trace;
    assert!(!t.reused.is_empty());
    for &(hit, source) in &t.reused {
        assert!(source < hit);
        // Same position: the same set of moves by each player from the root.
        let (a, b) = (t.line_names(hit), t.line_names(source));
        assert_eq!(sets(&a), sets(&b), "hit {hit} from {source}");
        assert!(l.tree.has_children(source), "the source was expanded");
    }
}

#[test]
fn a_trace_file_round_trips_into_the_same_inspector_trace() {
    let l = exercise(CutRule::Seed, false);
    let t = &l.trace;
    let dir = std::env::temp_dir().join(format!("ludoscope-inspect-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.ron");
    t.save(&path).unwrap();
    // The fast reader and RON's reader give the same trace, the one recorded.
    let back = InspectTrace::load(&path).unwrap();
    let slow = InspectTrace::from_file(&TraceFile::load(&path).unwrap()).unwrap();
    for other in [&back, &slow] {
        assert_eq!(other.trace, t.trace);
        assert_eq!(other.names, t.names);
        assert_eq!((&other.spec, &other.moves), (&t.spec, &t.moves));
    }
    let dot = crate::inspect::dot::to_dot(&Loaded::new(back).unwrap());
    assert!(dot.contains("label=\"C1b\\n1\""), "{dot}");
    assert!(dot.contains("label=\"B2\", color=gray"), "{dot}");
    assert!(dot.contains("cut\", color=red"), "{dot}");
    // A file whose action is illegal where played is refused with its reason.
    let mut bad = t.to_file();
    bad.actions[1] = "C3a".into();
    let err = InspectTrace::from_file(&bad).unwrap_err();
    assert!(err.contains("C3a"), "{err}");
    bad.save(&path).unwrap();
    let err = InspectTrace::load(&path).unwrap_err();
    assert!(err.contains("C3a") && err.contains("t.ron"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_exercise_layout_puts_pruned_children_after_the_explored_ones() {
    let l = exercise(CutRule::Seed, false);
    let layout = TreeLayout::new(&l.trace.trace, &l.tree);
    assert_eq!(layout.len(), 22 + 3);
    let b1 = node_named(&l, "B1") as usize;
    let pruned = (0..layout.len())
        .position(|i| matches!(layout.item(i), Some(Item::Pruned { index: 0, .. })))
        .unwrap();
    assert_eq!(layout.depth[pruned], layout.depth[b1]);
    assert!(
        (layout.x[pruned] - layout.x[b1] - 1.0).abs() < 1e-4,
        "B2 right next to B1"
    );
    for level in &layout.levels {
        for w in level.windows(2) {
            assert!(layout.x[w[1] as usize] - layout.x[w[0] as usize] >= 1.0 - 1e-4);
        }
    }
    // Only the items in the range are visible.
    let leaves = layout.visible(3, 0.0, 2.5);
    assert!(leaves.iter().all(|&i| layout.x[i as usize] <= 2.5));
    assert_eq!(layout.room(b1), 1.0);
}

#[test]
fn negamax_with_deepening_and_table_links_hits_to_their_source() {
    let settings = SearchSettings {
        algorithm: Algorithm::Negamax,
        depth: Some(5),
        tt: true,
        deepen: true,
        ..SearchSettings::default()
    };
    let l = run(GameSpec::TicTacToe, &["5", "1"], settings);
    assert_eq!(l.tree.roots().len(), 5, "one root per iteration");
    assert!(!l.trace.reused.is_empty(), "the table answered some nodes");
    for &(hit, source) in &l.trace.reused {
        assert!(source < hit);
    }
    let hit_step = (1..=l.len())
        .find(|&k| matches!(l.event(k - 1), Some(Event::TtHit { .. })))
        .unwrap();
    let line = rule_line(&l, hit_step, Language::English);
    assert!(
        line.starts_with("transposition hit: the table holds"),
        "{line}"
    );
    let enter = rule_line(&l, 2, Language::English);
    assert!(enter.contains("-negamax(child, -beta, -alpha)"), "{enter}");
}

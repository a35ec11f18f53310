//! The MCTS inspector's model (`ludoscope::inspect::mcts`) against the search
//! itself: the replay of a recorded run equals `mcts::search` exactly (root
//! visits and means, `==`) after the last iteration and after any k, on
//! tic-tac-toe, Nim, Pig (chance) and 3-player Kuhn poker; the UCB values of
//! every selection step equal a plain recomputation from the counts and the
//! chosen child is the one UCT takes; stepping back restores the full node
//! tables. Files: tests/mcts_files.rs.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use ludoscope::engine::{Turn, state_after};
use ludoscope::games::Catalogued;
use ludoscope::games::kuhn::KuhnPoker;
use ludoscope::games::nim::Nim;
use ludoscope::games::pig::Pig;
use ludoscope::games::tictactoe::TicTacToe;
use ludoscope::inspect::mcts::{Cursor, MctsOptions, MctsReplay, MctsRun, Phase, PhaseDetail, Why};
use ludoscope::search::mcts::search;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn options(iterations: u32, seed: u64) -> MctsOptions {
    MctsOptions {
        iterations,
        seed,
        ..MctsOptions::default()
    }
}

fn record<G: Catalogued>(g: &G, moves: &[&str], iterations: u32, seed: u64) -> Arc<MctsRun> {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let stop = AtomicBool::new(false);
    let run = MctsRun::record(
        &g.spec(),
        &moves,
        &options(iterations, seed),
        &stop,
        &|_| {},
    )
    .expect("recorded");
    assert_eq!(run.iterations(), iterations);
    Arc::new(run)
}

/// The legal actions at `s` in the game's order, in its notation.
fn game_order<G: Catalogued>(g: &G, s: &G::State) -> Vec<String> {
    let Turn::Player(p) = g.turn(s) else {
        panic!("a player's turn")
    };
    let mut legal = Vec::new();
    g.legal_actions(s, p, &mut legal);
    legal.iter().map(|&a| g.notation(s, a)).collect()
}

/// Seeks to each of `at` (in that order: forward and back) and compares the
/// root's table with a search of that many iterations.
fn replay_equals_search<G: Catalogued>(
    g: &G,
    moves: &[&str],
    iterations: u32,
    seed: u64,
    at: &[u32],
) {
    let run = record(g, moves, iterations, seed);
    let root = state_after(g, moves).unwrap();
    let mut replay = MctsReplay::new(run);
    assert!(replay.root_table().is_empty());
    for &k in at {
        replay.seek(k);
        assert_eq!(
            replay.cursor(),
            Cursor {
                iteration: k,
                phase: Phase::Backpropagation
            }
        );
        let r = search(g, &root, &options(k, seed), &AtomicBool::new(false)).unwrap();
        let table = replay.root_table();
        assert_eq!(table.len(), r.actions.len(), "{} k={k}", g.spec());
        // The rows in the game's order of actions, not the search's shuffled one.
        let rows: Vec<&str> = table.iter().map(|row| row.action.as_str()).collect();
        assert_eq!(rows, game_order(g, &root), "{} k={k}", g.spec());
        for row in &table {
            let a = r
                .actions
                .iter()
                .find(|a| g.notation(&root, a.action) == row.action)
                .unwrap();
            assert_eq!(row.visits, a.visits, "{} k={k} {}", g.spec(), row.action);
            assert_eq!(row.mean, a.value, "{} k={k} {}", g.spec(), row.action);
        }
        let best: Vec<&str> = table
            .iter()
            .filter(|r| r.best)
            .map(|r| r.action.as_str())
            .collect();
        assert_eq!(best, vec![g.notation(&root, r.best)], "k={k}");
        assert_eq!(replay.visits(0), k);
        assert_eq!(replay.node_count(), r.nodes, "{} k={k}", g.spec());
    }
    replay.seek(0);
    assert!(replay.root_table().is_empty() && replay.node_count() == 1);
}

#[test]
fn tictactoe_replay_equals_the_search_at_any_iteration() {
    replay_equals_search(
        &TicTacToe,
        &[],
        5000,
        3,
        &[5000, 1, 2, 3, 2500, 9, 10, 4999, 1025, 5000],
    );
}

#[test]
fn nim_replay_equals_the_search() {
    let g = Nim::new(&[1, 3, 5]).unwrap();
    replay_equals_search(&g, &[], 3000, 11, &[3000, 7, 1500, 2048, 2047, 1]);
}

#[test]
fn pig_with_chance_replay_equals_the_search() {
    let g = Pig::new(20).unwrap();
    replay_equals_search(&g, &[], 2000, 5, &[2000, 1, 3, 1000, 1999]);
}

#[test]
fn three_player_kuhn_replay_equals_the_search() {
    let g = KuhnPoker::new(3).unwrap();
    replay_equals_search(&g, &["J", "Q", "K"], 1500, 2, &[1500, 4, 700, 1]);
}

/// Every node's visits and score sums, at the cursor.
fn table(r: &MctsReplay) -> Vec<(u32, Vec<f64>)> {
    let players = r.run().players;
    (0..r.node_count() as u32)
        .map(|id| (r.visits(id), (0..players).map(|p| r.sum(id, p)).collect()))
        .collect()
}

/// Steps through every phase, checking each selection step against a plain
/// UCT recomputation, then back, checking the tables.
fn check_every_step(run: Arc<MctsRun>) {
    let c = run.options.exploration;
    let total = run.iterations();
    let mut r = MctsReplay::new(run);
    let mut tables = vec![(r.cursor(), table(&r))];
    let mut steps_seen = 0;
    loop {
        let before = r.cursor();
        r.step_phase(true);
        if r.cursor() == before {
            break;
        }
        if let PhaseDetail::Selection(steps) = r.phase_detail() {
            for step in &steps {
                steps_seen += 1;
                // The search's order, which its tie rules follow; the rows
                // are in the game's.
                let kids: Vec<u32> = r.children(step.node).collect();
                let rows: Vec<u32> = step.rows.iter().map(|w| w.node).collect();
                assert_eq!(rows, r.children_in_game_order(step.node));
                if let Why::Chance { prob } = step.why {
                    assert_eq!(r.node(step.chosen).prob, Some(prob));
                    assert!(kids.contains(&step.chosen));
                    continue;
                }
                let p = r.node(kids[0]).mover.expect("a player's children");
                let parent_n = r.visits(step.node) as f64;
                let plain: Vec<Option<f64>> = kids
                    .iter()
                    .map(|&k| {
                        let n = r.visits(k) as f64;
                        (n > 0.0).then(|| r.sum(k, p) / n + c * (parent_n.max(1.0).ln() / n).sqrt())
                    })
                    .collect();
                let row = |k: &u32| step.rows.iter().find(|w| w.node == *k).unwrap();
                let shown: Vec<Option<f64>> = kids.iter().map(|k| row(k).ucb).collect();
                assert_eq!(shown, plain);
                let expected = match plain.iter().position(Option::is_none) {
                    Some(i) => kids[i],
                    None => {
                        let mut best = 0;
                        for (i, u) in plain.iter().enumerate() {
                            if u.unwrap() > plain[best].unwrap() {
                                best = i;
                            }
                        }
                        kids[best]
                    }
                };
                assert_eq!(step.chosen, expected, "cursor {:?}", r.cursor());
                let unvisited = r.visits(step.chosen) == 0;
                assert_eq!(step.why == Why::Unvisited, unvisited);
            }
        }
        if let PhaseDetail::Backpropagation(updates) = r.phase_detail() {
            assert_eq!(updates.last().unwrap().node, 0);
            for u in &updates {
                assert_eq!(u.visits.1, u.visits.0 + 1);
                assert_eq!(u.visits.1, r.visits(u.node));
                assert_eq!(u.mean.1, r.node(u.node).mean);
            }
        }
        tables.push((r.cursor(), table(&r)));
    }
    assert_eq!(
        r.cursor(),
        Cursor {
            iteration: total,
            phase: Phase::Backpropagation
        }
    );
    assert!(steps_seen > total as usize, "selection went below the root");
    // Back, phase by phase: each table as it was.
    while let Some((cursor, expected)) = tables.pop() {
        assert_eq!(r.cursor(), cursor);
        assert!(table(&r) == expected, "counts differ at {cursor:?}");
        r.step_phase(false);
    }
    assert_eq!(
        r.cursor(),
        Cursor {
            iteration: 0,
            phase: Phase::Backpropagation
        }
    );
}

#[test]
fn ucb_rows_equal_a_plain_recomputation_and_back_restores_counts() {
    // Tic-tac-toe with 5 moves left: the tree fills up, terminal nodes are revisited.
    check_every_step(record(&TicTacToe, &["5", "1", "9", "3"], 400, 1));
    check_every_step(record(&Pig::new(20).unwrap(), &[], 300, 4));
    check_every_step(record(
        &KuhnPoker::new(3).unwrap(),
        &["J", "Q", "K"],
        200,
        9,
    ));
}

#[test]
fn seeking_anywhere_equals_stepping_there() {
    let run = record(&Nim::new(&[2, 3, 4]).unwrap(), &[], 6000, 21);
    let mut stepped = MctsReplay::new(run.clone());
    let mut jumping = MctsReplay::new(run);
    let mut at = Vec::new();
    for _ in 0..6000 {
        stepped.step_iteration(true);
        at.push(table(&stepped));
    }
    for k in [6000u32, 17, 5999, 3000, 1, 4097, 1024, 2048, 5000, 3] {
        jumping.seek(k);
        assert!(table(&jumping) == at[k as usize - 1], "seek {k}");
    }
}

#[test]
fn next_best_change_finds_the_iteration_where_the_most_visited_root_child_changes() {
    let run = record(&TicTacToe, &[], 600, 8);
    let mut r = MctsReplay::new(run);
    let best = |r: &MctsReplay| {
        r.root_table()
            .into_iter()
            .find(|w| w.best)
            .map(|w| w.action)
    };
    let mut changes = Vec::new();
    let mut last = None;
    for k in 1..=600 {
        r.seek(k);
        let b = best(&r);
        if b != last && last.is_some() {
            changes.push(k);
        }
        last = b;
    }
    assert!(!changes.is_empty());
    r.seek(1);
    let mut found = Vec::new();
    while let Some(k) = r.next_best_change() {
        assert!(k > r.cursor().iteration);
        found.push(k);
        r.seek(k);
    }
    assert_eq!(found, changes);
}

#[test]
fn share_series_sum_to_one_and_end_at_the_root_table() {
    let run = record(&TicTacToe, &[], 1000, 2);
    let mut r = MctsReplay::new(run);
    let series = r.share_series(50).to_vec();
    assert_eq!(series.len(), 9);
    assert!(series.iter().all(|(_, pts)| pts.len() == 50));
    for j in 0..50 {
        let total: f64 = series.iter().map(|(_, pts)| pts[j][1]).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }
    r.seek(1000);
    for ((name, pts), row) in series.iter().zip(r.root_table()) {
        assert_eq!(name, &row.action);
        assert_eq!(pts.last().unwrap(), &[1000.0, row.visits as f64 / 1000.0]);
    }
}

#[test]
fn visible_tree_keeps_the_budget_the_path_and_folds_the_rest() {
    let run = record(&TicTacToe, &[], 3000, 6);
    let mut r = MctsReplay::new(run);
    r.seek(2999);
    r.step_phase(true); // selection of the last iteration
    r.step_phase(true); // expansion
    let v = r.visible_tree(40);
    let nodes: Vec<u32> = v
        .items
        .iter()
        .filter(|i| i.kind == ludoscope::inspect::mcts::VisibleKind::Node)
        .map(|i| i.id)
        .collect();
    let path: Vec<u32> = (0..r.node_count() as u32)
        .filter(|&id| r.node(id).on_path)
        .collect();
    assert!(nodes.len() <= 40 + path.len());
    for p in &path {
        assert!(nodes.contains(p), "path node {p} hidden");
    }
    // Every node of the tree is shown or inside exactly one fold.
    let folded: u32 = v
        .items
        .iter()
        .map(|i| match i.kind {
            ludoscope::inspect::mcts::VisibleKind::Folded { nodes, .. } => nodes,
            _ => 0,
        })
        .sum();
    assert_eq!(nodes.len() as u32 + folded, r.node_count() as u32);
    assert_eq!(v.edges.len(), v.items.len() - 1);
    let all = r.visible_tree(usize::MAX);
    assert_eq!(all.items.len(), r.node_count());
    // The root's children from left to right in the game's order (a1, b1, ...),
    // not in the order the search shuffled them into.
    let mut kids: Vec<(f64, String)> = all
        .edges
        .iter()
        .filter(|(p, _)| *p == 0)
        .map(|&(_, c)| {
            (
                f64::from(all.items[c].x),
                r.node(all.items[c].id).action.unwrap(),
            )
        })
        .collect();
    kids.sort_by(|a, b| a.0.total_cmp(&b.0));
    let names: Vec<String> = kids.into_iter().map(|(_, a)| a).collect();
    let start = state_after(&TicTacToe, &Vec::<String>::new()).unwrap();
    assert_eq!(names, game_order(&TicTacToe, &start));
}

#[test]
fn compare_explains_two_root_moves() {
    let run = record(&TicTacToe, &[], 2000, 5);
    let mut r = MctsReplay::new(run);
    r.seek(2000);
    let table = r.root_table();
    let best = table.iter().find(|w| w.best).unwrap();
    let worst = table.iter().min_by_key(|w| w.visits).unwrap();
    let cmp = r.compare(&best.action, &worst.action).unwrap();
    assert_eq!(cmp.a.visits, best.visits);
    assert_eq!(cmp.b.visits, worst.visits);
    assert!(cmp.words_en.contains(&best.action) && cmp.words_fr.contains('\u{a0}'));
    // The other way round, the best one is already ahead.
    let back = r.compare(&worst.action, &best.action).unwrap();
    assert_eq!(back.overtake, ludoscope::inspect::mcts::Overtake::Already);
    assert!(r.compare("z9", &best.action).is_none());
}

//! The inspector tools' outline model and search within a trace
//! (`ludoscope::inspect_tools`), against obvious oracles: visible rows computed by
//! walking every node and skipping those under a collapsed ancestor; subtree
//! sizes and depth counts known by hand on Connect Four's uniform tree.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::Game;
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::inspect::outline::LEVEL_BY_LEVEL;
use ludoscope::inspect::{
    Outline, Query, Role, Tree, matches, next_match, previous_match, row_text,
};
use ludoscope::search::negamax::{Negamax, Options};
use ludoscope::search::trace::NO_PARENT;
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta, minimax_depth};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

fn c4_minimax(depth: u32) -> Trace<u8> {
    let g = ConnectFour::default();
    let mut t = Trace::new();
    minimax_depth(&g, &g.initial_state(), depth, &mut t).unwrap();
    t
}

fn c4_name(a: u8) -> String {
    (a + 1).to_string()
}

/// The oracle: nodes in id order whose ancestors are all expanded.
fn visible_naive<A: Copy>(trace: &Trace<A>, collapsed: &BTreeSet<u32>) -> Vec<u32> {
    (0..trace.node_count() as u32)
        .filter(|&id| {
            let mut at = trace.node(id).unwrap().parent;
            while at != NO_PARENT {
                if collapsed.contains(&at) {
                    return false;
                }
                at = trace.node(at).unwrap().parent;
            }
            true
        })
        .collect()
}

fn check_rows<A: Copy>(trace: &Trace<A>, outline: &Outline, collapsed: &BTreeSet<u32>) {
    let want = visible_naive(trace, collapsed);
    assert_eq!(outline.visible_count(), want.len());
    for (row, &id) in want.iter().enumerate() {
        assert_eq!(outline.node_at_row(row), Some(id), "row {row}");
        assert_eq!(outline.row_of(id), Some(row), "node {id}");
    }
    assert_eq!(outline.node_at_row(want.len()), None);
    let shown: BTreeSet<u32> = want.into_iter().collect();
    for id in 0..trace.node_count() as u32 {
        assert_eq!(outline.row_of(id).is_some(), shown.contains(&id), "{id}");
    }
}

/// The oracle's toggle: a large subtree opens one level at a time.
fn open_or_close(shape: &Tree, collapsed: &mut BTreeSet<u32>, id: u32) {
    if collapsed.remove(&id) {
        if shape.size(id) > LEVEL_BY_LEVEL {
            collapsed.extend(shape.children(id).filter(|&c| shape.has_children(c)));
        }
    } else if shape.has_children(id) {
        collapsed.insert(id);
    }
}

#[test]
fn shape_of_a_uniform_tree_is_known_by_hand() {
    let t = c4_minimax(3);
    let shape = Tree::new(&t).unwrap();
    // 1 + 7 + 49 + 343 nodes; the root's subtree is everything, a depth-1 node's is 1 + 7 + 49.
    assert_eq!(shape.node_count(), 400);
    assert_eq!(shape.size(0), 400);
    assert_eq!(shape.size(1), 57);
    assert_eq!(
        shape.children(0).collect::<Vec<_>>(),
        [1, 58, 115, 172, 229, 286, 343]
    );
    assert_eq!(shape.children(1).count(), 7);
    assert_eq!(shape.roots(), [0]);
    assert_eq!(shape.max_depth(), 3);
    assert!(!shape.has_children(3) && shape.has_children(2));
}

#[test]
fn visible_rows_match_the_oracle_under_random_collapses() {
    let g = TicTacToe;
    let mut t = Trace::new();
    alphabeta(&g, &g.initial_state(), AlphaBetaOptions::default(), &mut t).unwrap();
    let shape = Tree::new(&t).unwrap();
    let mut outline = Outline::new(&shape);
    let mut collapsed = BTreeSet::new();
    check_rows(&t, &outline, &collapsed);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for round in 0..40 {
        let id = rng.random_range(0..t.node_count() as u32);
        outline.toggle(&shape, id);
        open_or_close(&shape, &mut collapsed, id);
        if round % 8 == 0 {
            check_rows(&t, &outline, &collapsed);
        }
    }
    check_rows(&t, &outline, &collapsed);
    // Revealing a node expands exactly its ancestors.
    let deep = (0..t.node_count() as u32)
        .rev()
        .find(|&id| outline.row_of(id).is_none())
        .expect("some node is hidden");
    outline.reveal(&shape, &t, deep);
    let mut ancestors = vec![];
    let mut at = t.node(deep).unwrap().parent;
    while at != NO_PARENT {
        ancestors.push(at);
        at = t.node(at).unwrap().parent;
    }
    for &a in ancestors.iter().rev() {
        if collapsed.contains(&a) {
            open_or_close(&shape, &mut collapsed, a);
        }
    }
    check_rows(&t, &outline, &collapsed);
    assert!(outline.row_of(deep).is_some());
    assert!(
        t.node_count() > 5 * LEVEL_BY_LEVEL as usize,
        "large subtrees are tested"
    );
    outline.expand_all(&shape);
    check_rows(&t, &outline, &BTreeSet::new());
}

#[test]
fn expanded_to_a_depth_shows_that_many_levels() {
    let t = c4_minimax(4);
    let shape = Tree::new(&t).unwrap();
    let outline = Outline::expanded_to(&shape, &t, 2);
    assert_eq!(outline.visible_count(), 1 + 7 + 49);
    assert_eq!(outline.node_at_row(2), Some(2));
    // Row 3 is the second grandchild: the first one's 7 + 49 descendants are hidden.
    assert_eq!(outline.node_at_row(3), Some(2 + 1 + 7 + 49));
}

#[test]
fn rows_say_role_window_value_and_cut() {
    let g = TicTacToe;
    let mut t = Trace::new();
    alphabeta(&g, &g.initial_state(), AlphaBetaOptions::default(), &mut t).unwrap();
    let shape = Tree::new(&t).unwrap();
    let name = |a: u8| a.to_string();
    let root = row_text(&t, &shape, 0, &name).unwrap();
    assert_eq!(
        (
            root.action.as_str(),
            root.role,
            root.window.as_str(),
            root.value.as_str()
        ),
        ("root", Role::Max, "(-∞, +∞)", "= 0")
    );
    let first = row_text(&t, &shape, 1, &name).unwrap();
    assert_eq!((first.action.as_str(), first.role), ("0", Role::Min));
    // Every cut node says how many children it left, and its value is a bound.
    let mut seen = 0;
    for id in shape.cut_nodes() {
        let r = row_text(&t, &shape, id, &name).unwrap();
        let k = shape.cut_at(id).unwrap();
        assert_eq!(r.pruned, Some(t.cut(k).len()));
        assert!(
            r.value.starts_with(">=") || r.value.starts_with("<="),
            "{r:?}"
        );
        seen += 1;
    }
    assert_eq!(seen, t.cut_count());
    let leaf = (0..t.node_count() as u32)
        .find(|&id| !shape.has_children(id))
        .unwrap();
    assert_eq!(row_text(&t, &shape, leaf, &name).unwrap().role, Role::Leaf);
}

#[test]
fn search_by_depth_cut_and_path() {
    let t = c4_minimax(3);
    let shape = Tree::new(&t).unwrap();
    let name = |a: u8| c4_name(a);
    assert_eq!(
        matches(&t, &shape, &Query::depth("2").unwrap(), &name).len(),
        49
    );
    assert!(Query::depth("two").is_err());
    let hits = matches(&t, &shape, &Query::path("4 4 5"), &name);
    assert_eq!(hits.len(), 1);
    assert_eq!(t.line_to(hits[0]), [3, 3, 4]);
    assert!(matches(&t, &shape, &Query::path("4 9"), &name).is_empty());
    assert_eq!(matches(&t, &shape, &Query::path(""), &name), [0]);
    // Minimax never cuts.
    assert!(matches(&t, &shape, &Query::Cuts, &name).is_empty());

    let g = ConnectFour::default();
    let mut ab = Trace::new();
    let opts = AlphaBetaOptions {
        depth: Some(5),
        ..Default::default()
    };
    alphabeta(&g, &g.initial_state(), opts, &mut ab).unwrap();
    let shape = Tree::new(&ab).unwrap();
    let cuts = matches(&ab, &shape, &Query::Cuts, &name);
    assert_eq!(cuts.len(), ab.cut_count());
    assert!(cuts.windows(2).all(|w| w[0] < w[1]));
    // Next and previous wrap around.
    assert_eq!(next_match(&cuts, None), Some(cuts[0]));
    assert_eq!(next_match(&cuts, Some(cuts[0])), Some(cuts[1]));
    assert_eq!(
        next_match(&cuts, Some(*cuts.last().unwrap())),
        Some(cuts[0])
    );
    assert_eq!(previous_match(&cuts, Some(cuts[1])), Some(cuts[0]));
    assert_eq!(previous_match(&cuts, Some(cuts[0])), cuts.last().copied());
    assert_eq!(next_match(&[], Some(3)), None);
}

#[test]
fn iterative_deepening_records_one_root_per_iteration_and_hits() {
    let g = ConnectFour::default();
    let mut engine = Negamax::new(g.clone(), Options::default()).unwrap();
    let mut t = Trace::new();
    engine
        .deepen(&g.initial_state(), 5, &mut t, &AtomicBool::new(false))
        .unwrap();
    let shape = Tree::new(&t).unwrap();
    assert_eq!(shape.roots().len(), 5);
    let sizes: u32 = shape.roots().iter().map(|&r| shape.size(r)).sum();
    assert_eq!(sizes as usize, t.node_count());
    let name = |a: u8| c4_name(a);
    let hits = matches(&t, &shape, &Query::TtHits, &name);
    assert_eq!(
        hits.len(),
        t.events()
            .filter(|e| *e == ludoscope::search::trace::EventKind::TtHit)
            .count()
    );
    assert!(!hits.is_empty());
    let r = row_text(&t, &shape, hits[0], &name).unwrap();
    assert!(r.tt.is_some());
    assert_eq!(row_text(&t, &shape, 0, &name).unwrap().role, Role::Inner);
}

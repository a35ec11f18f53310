//! The level of detail on tic-tac-toe searches, checked against plain walks
//! over the parent pointers and an independent replay of the events: which
//! trees fold, what a picture lays out (the roots, their children, the path
//! to the current node, the subtrees opened), the budget of items, and each
//! summary's counts and value.

use super::*;
use crate::games::GameSpec;
use crate::inspect::algorithm::Algorithm;
use crate::inspect::run::run_search;
use crate::inspect::settings::SearchSettings;
use crate::search::trace_view::{NodeStatus, replay};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

fn run(moves: &[&str], algorithm: Algorithm) -> Loaded {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let settings = SearchSettings {
        algorithm,
        depth: None,
        ..SearchSettings::default()
    };
    let spec = GameSpec::TicTacToe;
    let t = run_search(&spec, &moves, &settings, &AtomicBool::new(false), &|_| {}).unwrap();
    Loaded::new(t).unwrap()
}

fn parent(l: &Loaded, id: u32) -> u32 {
    l.trace.trace.node(id).unwrap().parent
}

/// Whether `a` is `id` or one of its ancestors, by the parent pointers.
fn is_above(l: &Loaded, a: u32, id: u32) -> bool {
    let mut at = id;
    loop {
        if at == a {
            return true;
        }
        at = parent(l, at);
        if at == NO_PARENT {
            return false;
        }
    }
}

/// The nodes a picture should lay out when `open` nodes (and the roots) show
/// their children, and the folded ones: one pass in id order, parents first.
fn expected(l: &Loaded, open: &dyn Fn(u32) -> bool) -> (BTreeSet<u32>, BTreeSet<u32>) {
    let n = l.trace.trace.node_count();
    let mut shown = vec![false; n];
    let mut has_children = vec![false; n];
    let opened = |id: u32| parent(l, id) == NO_PARENT || open(id);
    for id in 0..n as u32 {
        let p = parent(l, id);
        shown[id as usize] = p == NO_PARENT || (shown[p as usize] && opened(p));
        if p != NO_PARENT {
            has_children[p as usize] = true;
        }
    }
    let laid: BTreeSet<u32> = (0..n as u32).filter(|&i| shown[i as usize]).collect();
    let folded = laid
        .iter()
        .copied()
        .filter(|&i| has_children[i as usize] && !opened(i))
        .collect();
    (laid, folded)
}

/// The nodes a picture lays out, and those it folds.
fn laid_out(layout: &TreeLayout) -> (BTreeSet<u32>, BTreeSet<u32>) {
    let nodes = (0..layout.len())
        .filter_map(|i| match layout.item(i) {
            Some(crate::inspect::Item::Node(id)) => Some(id),
            _ => None,
        })
        .collect();
    (nodes, layout.folded().iter().copied().collect())
}

#[test]
fn small_trees_are_shown_whole_and_large_ones_open_on_the_root_and_its_children() {
    // Six empty squares: at most 1,957 nodes; seven: far more than WHOLE.
    let small = run(&["5", "1", "9"], Algorithm::Minimax);
    assert!(small.layout.len() <= WHOLE);
    let mut d = Detail::new(&small);
    assert!(d.is_whole());
    d.follow(&small, small.current(small.len() / 2));
    assert!(d.is_whole());
    assert_eq!(d.layout(&small).len(), small.layout.len());
    assert!(d.layout(&small).folded().is_empty());

    let large = run(&["5", "1"], Algorithm::Minimax);
    assert!(large.layout.len() > WHOLE, "{}", large.layout.len());
    let d = Detail::new(&large);
    assert!(!d.is_whole());
    let picture = d.layout(&large);
    assert!(picture.is_partial());
    assert_eq!(laid_out(picture), expected(&large, &|_| false));
    let root_children = large.tree.children(0).count();
    assert_eq!(
        picture.len(),
        1 + root_children,
        "the root and its children"
    );
    assert_eq!(picture.levels.len(), 2);
    // The whole-tree layout of a small tree is today's, unchanged.
    let again = crate::inspect::TreeLayout::new(&small.trace.trace, &small.tree);
    assert_eq!(again.x, small.layout.x);
}

#[test]
fn the_path_to_the_current_node_is_always_open() {
    let l = run(&["5"], Algorithm::AlphaBeta);
    let mut d = Detail::new(&l);
    assert!(!d.is_whole());
    let stride = (l.len() / 60).max(1);
    for k in (0..=l.len()).step_by(stride).chain([1, 2, 3, l.len()]) {
        let current = l.current(k);
        d.follow(&l, current);
        let on_path = |id: u32| current.is_some_and(|c| is_above(&l, id, c));
        let (laid, folded) = laid_out(d.layout(&l));
        assert_eq!(
            (laid.clone(), folded.clone()),
            expected(&l, &on_path),
            "step {k}"
        );
        if let Some(c) = current {
            assert!(laid.contains(&c), "step {k}: the current node is drawn");
            assert!(!folded.contains(&c), "step {k}");
            assert!(d.layout(&l).at(c).is_some());
        }
        // Each laid-out node's pruned children are laid out when it is open.
        let pruned = d.layout(&l).len() - laid.len();
        let expected_pruned: usize = laid
            .iter()
            .filter(|&&id| !folded.contains(&id))
            .filter_map(|&id| l.tree.cut_at(id))
            .map(|k| l.trace.trace.cut(k).len())
            .sum();
        assert_eq!(pruned, expected_pruned, "step {k}");
    }
}

#[test]
fn opening_a_summary_reveals_its_children_within_the_budget() {
    let l = run(&["5"], Algorithm::Minimax);
    let mut d = Detail::new(&l);
    let first = *d.layout(&l).folded().first().unwrap();
    d.open(&l, first);
    assert!(d.is_open(first));
    let (laid, folded) = laid_out(d.layout(&l));
    assert_eq!(
        (laid, folded),
        expected(&l, &|id| id == first),
        "the children of {first} are shown, folded below"
    );
    d.fold(&l, first);
    assert_eq!(laid_out(d.layout(&l)), expected(&l, &|_| false));
    // Open the folded subtree with the most children, again and again: the
    // picture never passes the budget, the last one opened always shows, and
    // past the budget older ones fold again.
    let mut refolded = 0;
    for _ in 0..1500 {
        let picture = d.layout(&l);
        let widest = picture
            .folded()
            .iter()
            .copied()
            .max_by_key(|&id| (l.tree.children(id).count(), std::cmp::Reverse(id)));
        let Some(next) = widest else { break };
        let before = d.opened.len();
        d.open(&l, next);
        let picture = d.layout(&l);
        assert!(picture.len() <= BUDGET, "{} items", picture.len());
        assert!(!picture.is_folded(next) && picture.at(next).is_some());
        for c in l.tree.children(next) {
            assert!(picture.at(c).is_some(), "child {c} of {next} shown");
        }
        if d.opened.len() <= before {
            refolded += 1;
            if refolded >= 20 {
                break;
            }
        }
    }
    assert!(
        refolded >= 20,
        "the budget folded older subtrees {refolded} times"
    );
    d.fold_all(&l);
    assert_eq!(laid_out(d.layout(&l)), expected(&l, &|_| false));
}

/// The minimax value of the subtree of `id` from its leaves' values.
fn minimax(l: &Loaded, children: &[Vec<u32>], id: u32) -> Value {
    let n = l.trace.trace.node(id).unwrap();
    let kids = &children[id as usize];
    if kids.is_empty() {
        return n.value;
    }
    let values = kids.iter().map(|&c| minimax(l, children, c));
    match n.maximizing() {
        Some(false) => values.min().unwrap(),
        _ => values.max().unwrap(),
    }
}

#[test]
fn summaries_equal_a_plain_walk_of_their_subtree() {
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let l = run(&["5", "1"], algorithm);
        let n = l.trace.trace.node_count() as u32;
        let mut children = vec![Vec::new(); n as usize];
        for id in 1..n {
            children[parent(&l, id) as usize].push(id);
        }
        let ids: Vec<u32> = (0..n).step_by(97).chain([0, 1, n - 1]).collect();
        for k in [0, l.len() / 7, l.len() / 3, l.len() / 2, l.len()] {
            let views = replay(&l.trace.trace, k).unwrap();
            for &id in &ids {
                let inside: Vec<u32> = (0..n).filter(|&v| is_above(&l, id, v)).collect();
                let s = summary(&l, id, k);
                assert_eq!(s.nodes as usize, inside.len(), "{algorithm:?} node {id}");
                let entered = inside
                    .iter()
                    .filter(|&&v| views[v as usize].status != NodeStatus::Unvisited)
                    .count();
                assert_eq!(s.entered as usize, entered, "{algorithm:?} {id} step {k}");
                let cuts = inside
                    .iter()
                    .filter(|&&v| views[v as usize].cut.is_some())
                    .count();
                assert_eq!(s.cuts as usize, cuts, "{algorithm:?} {id} step {k}");
                assert_eq!(s.value, views[id as usize].value, "{algorithm:?} {id} {k}");
                if algorithm == Algorithm::Minimax && k == l.len() {
                    assert_eq!(s.value, Some(minimax(&l, &children, id)), "node {id}");
                }
            }
        }
        if algorithm == Algorithm::AlphaBeta {
            assert!(summary(&l, 0, l.len()).cuts > 0, "alpha-beta cuts");
        }
    }
}

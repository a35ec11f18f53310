//! The ISMCTS inspector's model (`ludoscope::inspect::ismcts`) against the
//! search itself (`ludoscope::search::ismcts`), on Kuhn poker, Leduc poker and
//! phantom tic-tac-toe. Index:
//! - `replay_reproduces_the_root_statistics_of_the_search`: after the last
//!   iteration the root table has the visits and mean rewards of `ismcts` for
//!   the same seed, bit for bit; hooks do not change the search
//! - `each_selection_shows_the_figures_and_ucb_the_search_used`: at every
//!   iteration the replay's selection rows equal what the search reported to
//!   an independent observer, and the UCB equals a plain recomputation
//! - `determinisations_agree_with_what_the_searcher_sees`: each
//!   determinisation looks, to the searching player's observation tensor, like
//!   the true position; its hidden cards vary over the iterations
//! - `stepping_back_restores_the_counts_exactly`: counts after k iterations are
//!   the same reached forward, after a step forward and back, or from the end
//! - `kuhn_determinisation_is_described_for_the_viewer`: the card assumed,
//!   listed for everyone, hidden from the public and from the other player
//! - `the_tree_folds_what_it_does_not_open`: open and folded items account for
//!   every node and its visits
//! - `the_searcher_sees_its_own_moves_only`: in phantom tic-tac-toe the
//!   searcher's own moves are seen, the opponent's (which it cannot see) are
//!   not, in the record and in the drawn tree; in Kuhn poker every bet is seen
//! - `phases_step_through_the_one_cursor`: determinisation, selection,
//!   expansion, simulation, backpropagation in turn, forward and back; before
//!   the backup the counts are those of the iteration before, the added node
//!   shows from the expansion on, and selection shows the same figures at
//!   every phase
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Determinize, Game, Player, Viewer, state_after};
use ludoscope::env::Observe;
use ludoscope::games::{KuhnPoker, LeducPoker, PhantomTicTacToe};
use ludoscope::inspect::ismcts::{
    EdgeCount, IsMctsReplay, IsMctsRun, TreeItemKind, Why, determinisation, record, visible_tree,
    visible_tree_within,
};
use ludoscope::inspect::mcts::{Cursor, ISMCTS_PHASES, Phase};
use ludoscope::search::ismcts::{IsMctsHooks, IsMctsSettings, Selection, ismcts, ismcts_hooked};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn settings(iterations: u32, seed: u64) -> IsMctsSettings {
    IsMctsSettings {
        iterations,
        exploration: 0.7,
        seed,
    }
}

/// A run of `g` after `line`, for the player to move.
fn run_after<G: Determinize>(g: &G, line: &[&str], s: &IsMctsSettings) -> IsMctsRun<G> {
    let state = state_after(g, line).unwrap();
    let p = g.turn(&state).to_move().unwrap();
    let stop = AtomicBool::new(false);
    let mut heard = 0;
    let run = record(g, &state, p, s, &stop, &mut |n| heard = n).unwrap();
    assert_eq!(heard, s.iterations);
    assert_eq!(run.trace.len(), s.iterations);
    run
}

fn check_root<G: Determinize>(g: &G, line: &[&str], s: &IsMctsSettings) {
    let run = run_after(g, line, s);
    let p = run.trace.searcher;
    let view = g.view(&run.state, Viewer::Player(p));
    let plain = ismcts(g, &view, p, s).unwrap();
    let mut replay = IsMctsReplay::new(run.trace.clone());
    replay.seek(u32::MAX);
    assert_eq!(replay.iteration(), s.iterations);
    let rows = replay.root_table();
    let visited: Vec<_> = rows.iter().filter(|r| r.visits > 0).collect();
    assert_eq!(visited.len(), plain.actions.len(), "{line:?}");
    for (action, visits, mean) in &plain.actions {
        let name = g.notation(&run.state, *action);
        let row = rows.iter().find(|r| r.action == name).unwrap();
        assert_eq!((row.visits, row.mean), (*visits, *mean), "{line:?} {name}");
    }
    let best = rows.iter().find(|r| r.best).unwrap();
    assert_eq!(best.action, g.notation(&run.state, plain.best));
    // The root's visits are the iterations.
    assert_eq!(replay.node_visits(0), s.iterations);
}

#[test]
fn replay_reproduces_the_root_statistics_of_the_search() {
    let kuhn = KuhnPoker::new(2).unwrap();
    check_root(&kuhn, &["Q", "K"], &settings(700, 3));
    check_root(&kuhn, &["J", "K", "bet"], &settings(500, 8));
    check_root(
        &KuhnPoker::new(3).unwrap(),
        &["Q", "K", "J"],
        &settings(600, 1),
    );
    check_root(&LeducPoker, &["Qs", "Kh", "raise"], &settings(1500, 5));
    check_root(&PhantomTicTacToe, &["1", "9", "2"], &settings(1200, 2));
}

/// An available edge as the search reported it: edge, visits, available,
/// reward, ucb.
type Figures = (usize, u32, u32, f64, Option<f64>);

/// A selection as the search reported it: node, player, chosen edge, and
/// each available edge.
type Reported = (usize, Player, usize, Vec<Figures>);

/// What the search reports, gathered apart from the inspector.
#[derive(Default)]
struct Heard {
    /// Per iteration, each selection.
    selections: Vec<Vec<Reported>>,
}

impl<G: Game> IsMctsHooks<G> for Heard {
    fn determinised(&mut self, _: u32, _: &G::State) {
        self.selections.push(vec![]);
    }
    fn selected(&mut self, sel: &Selection<'_, G::Action>) {
        let figures = sel
            .available()
            .map(|f| (f.edge, f.visits, f.available, f.reward, f.ucb))
            .collect();
        let now = self.selections.last_mut().unwrap();
        now.push((sel.node(), sel.player(), sel.chosen(), figures));
    }
}

fn check_selections<G: Determinize>(g: &G, line: &[&str], s: &IsMctsSettings) {
    let run = run_after(g, line, s);
    let p = run.trace.searcher;
    let view = g.view(&run.state, Viewer::Player(p));
    let mut heard = Heard::default();
    let hooked = ismcts_hooked(g, &view, p, s, &mut |_| true, &mut heard);
    assert_eq!(hooked, ismcts(g, &view, p, s), "hooks change nothing");
    let mut replay = IsMctsReplay::new(run.trace.clone());
    let c = s.exploration;
    let mut reasons = HashSet::new();
    for k in 1..=s.iterations {
        replay.seek(k);
        let shown: Vec<_> = replay
            .selection()
            .into_iter()
            .flat_map(|step| step.choices.into_iter().map(move |c| (step.node, c)))
            .collect();
        let expected = &heard.selections[k as usize - 1];
        assert_eq!(shown.len(), expected.len(), "iteration {k}");
        for ((node, choice), (e_node, e_player, e_chosen, figures)) in shown.iter().zip(expected) {
            assert_eq!((*node as usize, choice.player), (*e_node, *e_player));
            assert_eq!(choice.rows[choice.chosen].edge as usize, *e_chosen);
            assert_eq!(choice.rows.len(), figures.len());
            for (row, &(edge, visits, available, reward, ucb)) in choice.rows.iter().zip(figures) {
                assert_eq!((row.edge as usize, row.visits), (edge, visits));
                assert_eq!(row.available, available);
                assert_eq!(row.ucb, ucb, "iteration {k}, edge {edge}");
                // A plain recomputation from the counts.
                let plain = (visits > 0).then(|| {
                    reward / visits as f64 + c * ((available as f64).ln() / visits as f64).sqrt()
                });
                match (row.ucb, plain) {
                    (Some(a), Some(b)) => assert!((a - b).abs() < 1e-12),
                    (a, b) => assert_eq!(a, b),
                }
            }
            let best_ucb = choice
                .rows
                .iter()
                .filter_map(|r| r.ucb)
                .fold(f64::MIN, f64::max);
            match choice.why {
                Why::Unvisited => assert_eq!(choice.rows[choice.chosen].visits, 0),
                _ => {
                    assert!(choice.rows.iter().all(|r| r.visits > 0));
                    assert_eq!(choice.rows[choice.chosen].ucb, Some(best_ucb));
                }
            }
            reasons.insert(format!("{:?}", choice.why));
        }
    }
    assert_eq!(
        reasons.len(),
        3,
        "untried, exploit and explore all seen: {reasons:?}"
    );
}

#[test]
fn each_selection_shows_the_figures_and_ucb_the_search_used() {
    check_selections(&KuhnPoker::new(2).unwrap(), &["K", "Q"], &settings(300, 4));
    check_selections(&LeducPoker, &["Jh", "Ks"], &settings(400, 6));
    check_selections(&PhantomTicTacToe, &["5", "1"], &settings(400, 7));
}

fn check_determinisations<G: Determinize + Observe>(g: &G, line: &[&str], s: &IsMctsSettings) {
    let run = run_after(g, line, s);
    let p = run.trace.searcher;
    let seen = |state: &G::State, q: Player| g.observe(&g.view(state, Viewer::Player(q)), q);
    let truth = seen(&run.state, p);
    let mut others = HashSet::new();
    for k in 1..=s.iterations {
        let det = run.determinisation(k).unwrap();
        assert_eq!(seen(det, p), truth, "iteration {k} of {line:?}");
        let other = (p + 1) % g.info().players;
        others.insert(format!("{:?}", seen(det, other)));
    }
    assert!(others.len() > 1, "the hidden part varies: {others:?}");
    assert!(run.determinisation(s.iterations + 1).is_none());
}

#[test]
fn determinisations_agree_with_what_the_searcher_sees() {
    let s = settings(200, 11);
    check_determinisations(&KuhnPoker::new(2).unwrap(), &["J", "Q", "pass"], &s);
    check_determinisations(&KuhnPoker::new(3).unwrap(), &["K", "J", "Q"], &s);
    check_determinisations(&LeducPoker, &["Ks", "Qh", "check", "raise"], &s);
    check_determinisations(&PhantomTicTacToe, &["5", "1", "9"], &s);
}

fn snapshot(r: &IsMctsReplay) -> (Vec<Vec<EdgeCount>>, Vec<u32>, usize) {
    let n = r.trace().nodes.len() as u32;
    let counts = (0..n).map(|i| r.counts(i).to_vec()).collect();
    let visits = (0..n).map(|i| r.node_visits(i)).collect();
    (counts, visits, r.node_count())
}

#[test]
fn stepping_back_restores_the_counts_exactly() {
    // Fractional rewards would not survive a subtraction: Leduc's do (chips),
    // so the exactness is checked where sums grow large and the tree deep.
    let run = run_after(&LeducPoker, &["Qs", "Kh"], &settings(600, 9));
    let mut walker = IsMctsReplay::new(run.trace.clone());
    let mut from_end = IsMctsReplay::new(run.trace.clone());
    from_end.seek(600);
    let mut before = snapshot(&walker);
    assert_eq!(before.2, 1, "only the root before any iteration");
    for k in 0..600 {
        walker.step(true);
        let after = snapshot(&walker);
        assert_ne!(after, before, "iteration {} changes the counts", k + 1);
        walker.step(false);
        assert_eq!(snapshot(&walker), before, "back from {}", k + 1);
        walker.step(true);
        before = after;
    }
    for k in [599, 300, 17, 0] {
        from_end.seek(k);
        let mut fresh = IsMctsReplay::new(Arc::clone(&run.trace));
        fresh.seek(k);
        assert_eq!(snapshot(&from_end), snapshot(&fresh), "at {k}");
    }
    walker.step(true);
    assert_eq!(walker.iteration(), 600, "held at the end");
    from_end.step(false);
    assert_eq!(from_end.iteration(), 0, "held at the start");
}

#[test]
fn kuhn_determinisation_is_described_for_the_viewer() {
    let kuhn = KuhnPoker::new(2).unwrap();
    // Player 0 holds Q; player 1 (K) is hidden from it.
    let run = run_after(&kuhn, &["Q", "K"], &settings(60, 2));
    let mut dealt = HashSet::new();
    for k in 1..=60 {
        let d = determinisation(&run, k, Viewer::Everyone).unwrap();
        assert_eq!(d.viewer, Viewer::Everyone);
        // Two cards assumed, player 1's and the one left in the deck: J and K
        // in some order, never the Q player 0 holds.
        assert_eq!(d.assumed.len(), 2, "{:?}", d.assumed);
        assert!(
            d.assumed[0].starts_with("is(card2.rank, "),
            "{:?}",
            d.assumed
        );
        assert!(
            d.assumed[1].starts_with("is(card3.rank, "),
            "{:?}",
            d.assumed
        );
        let ends: HashSet<&str> = d.assumed.iter().map(|r| &r[r.len() - 2..]).collect();
        assert_eq!(ends, HashSet::from(["J)", "K)"]));
        // The truth: player 1 holds K.
        let is_k = d.assumed[0].ends_with("K)");
        assert_eq!(d.true_too.as_ref().unwrap(), &vec![is_k, is_k]);
        dealt.insert(d.assumed[0].clone());
        // The searcher itself sees it all the same way.
        assert_eq!(determinisation(&run, k, Viewer::Player(0)).unwrap(), d);
        // The public sees neither card, and player 1 is shown what the
        // public sees (a guess at its card would betray player 0's): nothing
        // assumed shows.
        for viewer in [Viewer::Public, Viewer::Player(1)] {
            let seen = determinisation(&run, k, viewer).unwrap();
            assert_eq!(seen.viewer, Viewer::Public);
            assert!(seen.assumed.is_empty(), "{:?}", seen.assumed);
            assert!(seen.true_too.is_none());
        }
    }
    assert_eq!(dealt.len(), 2, "J and K both assumed: {dealt:?}");
}

#[test]
fn the_tree_folds_what_it_does_not_open() {
    let run = run_after(&PhantomTicTacToe, &["5"], &settings(800, 3));
    let mut replay = IsMctsReplay::new(run.trace.clone());
    replay.seek(800);
    let nodes = replay.node_count();
    let added = run
        .trace
        .records()
        .iter()
        .filter(|i| i.added.is_some())
        .count();
    assert_eq!(nodes, 1 + added);
    assert!(added > 700, "most iterations add a node: {added}");
    let all = visible_tree(&replay, usize::MAX);
    assert_eq!(all.items.len(), nodes);
    for cap in [1, 10, 57] {
        let tree = visible_tree(&replay, cap);
        let mut open = 0;
        let mut folded = 0;
        for item in &tree.items {
            match item.kind {
                TreeItemKind::Node { .. } => open += 1,
                TreeItemKind::Folded { nodes, .. } => folded += nodes as usize,
            }
            if let Some(p) = item.parent {
                assert_eq!(item.depth, tree.items[p].depth + 1);
                assert!(matches!(tree.items[p].kind, TreeItemKind::Node { .. }));
            }
        }
        assert_eq!(open, cap);
        // Folded items stand for whole subtrees: their roots here, so the
        // count is at most the rest and the visits add up at the top.
        assert!(open + folded <= nodes);
        let TreeItemKind::Node { visits, .. } = tree.items[0].kind else {
            panic!("the root first");
        };
        assert_eq!(visits, 800);
        let top: u32 = tree
            .items
            .iter()
            .filter(|i| i.parent == Some(0))
            .map(|i| match i.kind {
                TreeItemKind::Node { visits, .. } | TreeItemKind::Folded { visits, .. } => visits,
            })
            .sum();
        assert_eq!(
            top, 800,
            "cap {cap}: every visit of the root goes to a child"
        );
    }
}

#[test]
fn the_searcher_sees_its_own_moves_only() {
    // Phantom tic-tac-toe: a player's move is seen by no one else; its own
    // moves it knows (a refused move makes the same player move again, so
    // the actor is read from the move, not from the depth).
    let run = run_after(&PhantomTicTacToe, &[], &settings(300, 5));
    let me = Actor::Player(run.trace.searcher);
    let moves: Vec<_> = run.trace.nodes.iter().flat_map(|n| &n.joint).collect();
    assert!(moves.iter().any(|m| m.actor == me) && moves.iter().any(|m| m.actor != me));
    for m in moves {
        assert_eq!(m.seen, m.actor == me, "{m:?}");
    }
    // The tree says so of its nodes too.
    let mut replay = IsMctsReplay::new(run.trace.clone());
    replay.seek(300);
    for item in &visible_tree(&replay, usize::MAX).items {
        if let TreeItemKind::Node { node, seen, .. } = item.kind {
            let joint = &run.trace.nodes[node as usize].joint;
            assert_eq!(seen, joint.iter().all(|m| m.actor == me), "node {node}");
        }
    }
    // Kuhn poker after the deal: every bet is public.
    let kuhn = KuhnPoker::new(2).unwrap();
    let run = run_after(&kuhn, &["J", "Q"], &settings(300, 5));
    assert!(run.trace.nodes.len() > 3);
    assert!(
        run.trace
            .nodes
            .iter()
            .flat_map(|n| &n.joint)
            .all(|m| m.seen)
    );
}

#[test]
fn phases_step_through_the_one_cursor() {
    let run = run_after(&LeducPoker, &["Qs", "Kh"], &settings(40, 4));
    let mut r = IsMctsReplay::new(run.trace.clone());
    let mut ends = IsMctsReplay::new(run.trace.clone());
    let mut seen = vec![r.cursor()];
    loop {
        r.step_phase(true);
        let at = r.cursor();
        if at == seen[seen.len() - 1] {
            break;
        }
        seen.push(at);
        let k = at.iteration;
        let phase = ISMCTS_PHASES[(seen.len() - 2) % ISMCTS_PHASES.len()];
        assert_eq!(
            at,
            Cursor {
                iteration: k,
                phase
            },
            "step {}",
            seen.len()
        );
        assert_eq!(r.iteration(), k);
        let done = if phase == Phase::Backpropagation {
            k
        } else {
            k - 1
        };
        ends.seek(done);
        assert_eq!(snapshot(&r).0, snapshot(&ends).0, "edges at {at:?}");
        assert_eq!(snapshot(&r).1, snapshot(&ends).1, "visits at {at:?}");
        let added = run.trace.iteration(k).unwrap().added;
        let grown = !matches!(phase, Phase::Determinisation | Phase::Selection);
        let expected = ends.node_count()
            + usize::from(grown && phase != Phase::Backpropagation && added.is_some());
        assert_eq!(r.node_count(), expected, "nodes at {at:?}");
        let mut end = IsMctsReplay::new(run.trace.clone());
        end.seek(k);
        assert_eq!(r.selection(), end.selection(), "selection at {at:?}");
    }
    assert_eq!(seen.len(), 1 + 40 * ISMCTS_PHASES.len());
    assert_eq!(r.cursor(), Cursor::end_of(40));
    for back in seen.iter().rev().skip(1) {
        r.step_phase(false);
        assert_eq!(r.cursor(), *back);
    }
    r.step_phase(false);
    assert_eq!(r.cursor(), Cursor::START);
    assert_eq!(
        snapshot(&r),
        snapshot(&IsMctsReplay::new(run.trace.clone()))
    );
}

/// A view that holds three levels (a presented tree, issue 30) opens no node
/// deeper than the second: what is below is folded on the third.
#[test]
fn a_tree_on_three_levels_folds_what_is_deeper() {
    let run = run_after(&PhantomTicTacToe, &["5"], &settings(800, 3));
    let mut replay = IsMctsReplay::new(run.trace.clone());
    replay.seek(800);
    let deep = visible_tree(&replay, 57);
    assert!(deep.depth > 2, "the 57 most visited reach {}", deep.depth);
    let tree = visible_tree_within(&replay, 57, 3);
    assert_eq!(tree.depth, 2);
    let mut folds_below = 0;
    for item in &tree.items {
        match item.kind {
            TreeItemKind::Node { .. } => assert!(item.depth <= 1, "{item:?}"),
            TreeItemKind::Folded { .. } => folds_below += usize::from(item.depth == 2),
        }
    }
    assert!(folds_below > 0);
    assert_eq!(visible_tree_within(&replay, 57, usize::MAX), deep);
}

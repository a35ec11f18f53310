//! Seed 003, Exercise 1.1: the graph of Chomp 3x2 that does not say who moves
//! (question 1, `turns: Alternate`) reads as the seed's formalism (question 2):
//! node for node the bundled bipartite arena; and what such a file may not say.

use ludoscope::games::arena::file::{load, parse};
use ludoscope::games::arena::{ArenaGraph, Leaf, Problem};
use std::collections::BTreeSet;
use std::path::Path;

type Summary = (u8, BTreeSet<String>, Option<Leaf>);

fn summary(g: &ArenaGraph) -> std::collections::BTreeMap<String, Summary> {
    g.nodes
        .iter()
        .map(|n| {
            let edges = n.edges.iter().map(|&e| g.nodes[e as usize].name.clone());
            let owner = if n.leaf.is_some() { 0 } else { n.owner };
            (n.name.clone(), (owner, edges.collect(), n.leaf))
        })
        .collect()
}

#[test]
fn question_1_graph_reads_as_question_2_arena() {
    let graph = load(Path::new("assets/arenas/seed-003-chomp-3x2-graph.ron")).expect("q1");
    let arena = load(Path::new("assets/arenas/seed-003-chomp-3x2.ron")).expect("q2");
    assert_eq!(graph.nodes.len(), 18);
    assert_eq!(graph.nodes[graph.initial as usize].name, "222/0");
    assert_eq!(summary(&graph), summary(&arena));
}

#[test]
fn an_alternating_graph_says_outcomes_for_the_player_to_move() {
    // a -> b -> end, and a -> end: "end" is reached with either player to move.
    let g = parse(
        "(initial: \"a\", turns: Alternate, nodes: [(name: \"a\", edges: [\"b\", \"end\"]), \
         (name: \"b\", edges: [\"end\"]), (name: \"end\", mover: Loses)])",
    )
    .expect("valid");
    let s = summary(&g);
    use ludoscope::games::arena::Outcome::{Win0, Win1};
    assert_eq!(
        s["end/1"].2,
        Some(Leaf::Outcome(Win0)),
        "player 1 to move loses"
    );
    assert_eq!(s["end/0"].2, Some(Leaf::Outcome(Win1)));
    assert_eq!(s["b/1"].0, 1);
    assert_eq!(s.len(), 4);
}

#[test]
fn what_an_alternating_graph_may_not_say_is_named() {
    let refused = |text: &str| parse(text).expect_err(text);
    assert_eq!(
        refused("(initial: \"a\", turns: Alternate, nodes: [(name: \"a\", outcome: Win0)])"),
        Problem::AbsoluteOutcome("a".into())
    );
    assert_eq!(
        refused(
            "(initial: \"a\", turns: Alternate, nodes: [(name: \"a\", owner: 1, edges: [\"b\"]), \
             (name: \"b\", mover: Draw)])"
        ),
        Problem::OwnerWithAlternate("a".into())
    );
    assert_eq!(
        refused("(initial: \"a\", nodes: [(name: \"a\", mover: Wins)])"),
        Problem::MoverWithOwners("a".into())
    );
    assert_eq!(
        refused("(initial: \"a\", turns: Alternate, nodes: [(name: \"a\", edges: [\"z\"])])"),
        Problem::UnknownEdge {
            node: "a".into(),
            to: "z".into()
        }
    );
    let message =
        refused("(initial: \"a\", turns: Alternate, nodes: [(name: \"a\", outcome: Win0)])")
            .to_string();
    assert!(message.contains("mover: Wins"), "{message}");
}

/// The arena of seed 003 Exercise 1.3: each node is the tic-tac-toe position
/// its name spells (squares played since the root, reached by 1 3 2 5 6 8): the
/// owner is the player to move, the edges are the legal moves, the outcomes the
/// rules' own; and the attractor sequences written in the file's header are the
/// solver's, level by level.
#[test]
fn exercise_1_3_arena_is_tic_tac_toe_and_its_header_is_the_solvers_answer() {
    use ludoscope::engine::{Game, Turn, state_after};
    use ludoscope::games::{Arena, TicTacToe};
    let path = "assets/arenas/seed-003-exercise-1-3.ron";
    let arena = Arena::load(path).expect("bundled");
    let ttt = TicTacToe;
    let mut actions = Vec::new();
    for n in &arena.graph().nodes {
        let mut plies = vec!["1", "3", "2", "5", "6", "8"];
        if n.name != "R" {
            plies.extend(n.name.split('-'));
        }
        let s = state_after(&ttt, &plies).expect(&n.name);
        match ttt.turn(&s) {
            Turn::Player(p) => {
                assert_eq!((n.owner as usize, n.leaf), (p, None), "{}", n.name);
                ttt.legal_actions(&s, p, &mut actions);
                let legal: Vec<String> = actions.iter().map(|&a| ttt.notation(&s, a)).collect();
                let edges: Vec<&str> = n
                    .edges
                    .iter()
                    .map(|&e| arena.name(e).rsplit('-').next().unwrap_or(""))
                    .collect();
                assert_eq!(edges, legal, "{}", n.name);
            }
            _ => {
                let scores = ttt.scores(&s).expect("a final state");
                let mine = arena
                    .scores(&arena.id(&n.name).expect("named"))
                    .expect("terminal");
                assert_eq!(scores, mine, "{}", n.name);
            }
        }
    }
    let sol = ludoscope::solve::solve(&arena, &Default::default()).expect("solved");
    let header = std::fs::read_to_string(path).expect("read");
    for i in 0..2 {
        let members = sol.attractors.by_rank(i);
        for (n, &size) in sol.attractors.levels[i].iter().enumerate() {
            let mut names: Vec<&str> = members[..size as usize]
                .iter()
                .map(|&id| arena.name(*sol.graph.state(id)))
                .collect();
            names.sort_unstable();
            let line = format!("A_{n}({i}) = {{{}}}", names.join(", "));
            assert!(header.contains(&line), "the header lacks {line}");
        }
    }
    assert_eq!(sol.attractors.levels, [vec![2, 4], vec![2, 4]]);
}

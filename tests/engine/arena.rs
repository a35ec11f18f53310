//! Arena files: every bundled arena loads and plays; every validation error names
//! its node (and, from a file, the file); large and missing files are refused
//! without panicking; the Chomp 3x2 arena is the game Chomp(rows: 3, cols: 2).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Turn};
use ludoscope::games::arena::{self, Outcome, Problem};
use ludoscope::games::{AnyGame, Arena, Catalogued, Chomp, ChompState, GameSpec};
use ludoscope::solve::{SolveOptions, solve};
use std::path::Path;

fn problem(text: &str) -> Problem {
    arena::file::parse(text).unwrap_err()
}

fn message(text: &str) -> String {
    problem(text).to_string()
}

#[test]
fn every_bundled_arena_loads() {
    let mut names: Vec<_> = std::fs::read_dir("assets/arenas")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    names.sort();
    assert!(names.len() >= 6, "{names:?}");
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("//"), "{path:?} has a comment header");
        let spec = GameSpec::Arena {
            path: path.display().to_string(),
            draw_limit: None,
        };
        let game = AnyGame::from_spec(&spec).unwrap();
        let AnyGame::Arena(a) = game else {
            panic!("an arena")
        };
        assert_eq!(a.spec(), spec);
        let sol = solve(&a, &SolveOptions::default()).unwrap();
        assert_eq!(
            sol.graph.len(),
            a.graph().nodes.len(),
            "{path:?}: all reachable"
        );
    }
}

#[test]
fn a_small_arena_plays() {
    let g = Arena::from_graph(
        "inline",
        arena::file::parse(
            r#"(initial: "a", nodes: [
                (name: "a", owner: 0, edges: ["b", "c"], label: "start", pos: (0.0, 1.5)),
                (name: "b", owner: 1, edges: ["a", "d"]),
                (name: "c", value: -3),
                (name: "d", outcome: Draw),
            ])"#,
        )
        .unwrap(),
    );
    let mut s = g.initial_state();
    assert_eq!(g.turn(&s), Turn::Player(0));
    assert_eq!(g.node(s).unwrap().pos, Some((0.0, 1.5)));
    assert_eq!(g.render(&s), "node a (start): player 0 to move to b, c\n");
    let b = g.parse_action(&s, "b").unwrap();
    assert_eq!(g.notation(&s, b), "b");
    g.play(&mut s, Actor::Player(0), b);
    assert_eq!(g.turn(&s), Turn::Player(1));
    assert!(g.parse_action(&s, "zz").is_err());
    let d = g.parse_action(&s, "d").unwrap();
    g.play(&mut s, Actor::Player(1), d);
    assert_eq!(g.scores(&s).unwrap().as_slice(), &[0.0, 0.0]);
    let c = g.id("c").unwrap();
    assert_eq!(g.scores(&c).unwrap().as_slice(), &[-3.0, 3.0]);
    assert_eq!(
        g.graph().nodes[3].leaf,
        Some(arena::Leaf::Outcome(Outcome::Draw))
    );
}

#[test]
fn validation_errors_name_the_node() {
    let m = message(r#"(initial: "a", nodes: [(name: "a", edges: ["zz"])])"#);
    assert_eq!(m, r#"node "a": edge to unknown node "zz""#);
    let m = message(r#"(initial: "a", nodes: [(name: "a", owner: 1)])"#);
    assert_eq!(
        m,
        r#"node "a" is not terminal (no outcome or value) but has no successor"#
    );
    let m = message(
        r#"(initial: "a", nodes: [(name: "a", edges: ["b"], outcome: Win0), (name: "b", value: 1)])"#,
    );
    assert_eq!(
        m,
        r#"node "a" is terminal (it has an outcome) but has successors"#
    );
    let m = message(
        r#"(initial: "a", nodes: [(name: "a", edges: ["b"], value: 2), (name: "b", value: 1)])"#,
    );
    assert_eq!(
        m,
        r#"node "a" has a value but has successors: values belong to terminal nodes"#
    );
    let m = message(r#"(initial: "a", nodes: [(name: "a", value: 1), (name: "a", value: 2)])"#);
    assert_eq!(m, r#"node "a" is defined twice"#);
    let m = message(r#"(nodes: [(name: "a", value: 1)])"#);
    assert_eq!(m, r#"no initial node: write `initial: "name"`"#);
    let m = message(r#"(initial: "q", nodes: [(name: "a", value: 1)])"#);
    assert_eq!(m, r#"the initial node "q" is not a node"#);
    let m = message(r#"(initial: "a", nodes: [(name: "a", value: 1, outcome: Draw)])"#);
    assert_eq!(m, r#"node "a" has both an outcome and a value"#);
    let m = message(r#"(initial: "a", nodes: [(name: "a", owner: 2, value: 1)])"#);
    assert_eq!(m, r#"node "a": owner must be 0 or 1, not 2"#);
    let m = message(
        r#"(initial: "a", nodes: [(name: "a", edges: ["b", "b"]), (name: "b", value: 1)])"#,
    );
    assert_eq!(m, r#"node "a": edge to "b" is written twice"#);
    assert!(matches!(problem("(nodes: [) "), Problem::Syntax(_)));
    assert!(matches!(
        problem(r#"(initial: "a", nodes: [(name: "a", colour: 1)])"#),
        Problem::Syntax(_)
    ));
}

#[test]
fn file_errors_name_the_file() {
    let dir = std::env::temp_dir().join(format!("ludoscope-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.ron");
    std::fs::write(
        &bad,
        r#"(initial: "a", nodes: [(name: "a", edges: ["b"])])"#,
    )
    .unwrap();
    let e = Arena::load(bad.to_str().unwrap()).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            r#"arena {}: node "a": edge to unknown node "b""#,
            bad.display()
        )
    );
    let big = dir.join("big.ron");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(arena::MAX_FILE_BYTES + 1).unwrap();
    let e = arena::file::load(&big).unwrap_err();
    assert!(matches!(e.problem, Problem::TooLarge(_)), "{e}");
    let e = arena::file::load(Path::new("assets/arenas/no-such-file.ron")).unwrap_err();
    assert!(matches!(e.problem, Problem::Io(_)), "{e}");
    let spec = GameSpec::Arena {
        path: "assets/arenas/no-such-file.ron".into(),
        draw_limit: None,
    };
    let e = AnyGame::from_spec(&spec).unwrap_err();
    assert!(e.to_string().contains("no-such-file.ron"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// "221/1" is rows of 2, 2 and 1 squares with player 1 to move.
fn chomp_state(name: &str) -> ChompState {
    let (rows, p) = name.split_once('/').unwrap();
    let mut board = 0u64;
    for (r, len) in rows.bytes().enumerate() {
        for c in 0..(len - b'0') {
            board |= ludoscope::games::chomp::square(r as u8, c);
        }
    }
    ChompState {
        board,
        to_move: p.parse().unwrap(),
    }
}

#[test]
fn the_chomp_arena_is_chomp_3x2() {
    let a = Arena::load("assets/arenas/seed-003-chomp-3x2.ron").unwrap();
    let g = Chomp::new(3, 2).unwrap();
    let (sa, sg) = (
        solve(&a, &SolveOptions::default()).unwrap(),
        solve(&g, &SolveOptions::default()).unwrap(),
    );
    assert_eq!(sa.graph.len(), sg.graph.len());
    for node in &a.graph().nodes {
        let s = chomp_state(&node.name);
        let ga = sa.answer(&a.id(&node.name).unwrap()).unwrap();
        let gg = sg.answer(&s).unwrap();
        assert_eq!((ga.value, ga.rank), (gg.value, gg.rank), "{}", node.name);
        let next: Vec<String> = node.edges.iter().map(|&e| a.name(e).into()).collect();
        let mut moves = vec![];
        if let Turn::Player(p) = g.turn(&s) {
            g.legal_actions(&s, p, &mut moves);
        }
        let mut expected: Vec<ChompState> = moves
            .iter()
            .map(|&m| {
                let mut t = s;
                g.play(&mut t, Actor::Player(s.to_move as usize), m);
                t
            })
            .collect();
        let mut got: Vec<ChompState> = next.iter().map(|n| chomp_state(n)).collect();
        expected.sort_by_key(|t| (t.board, t.to_move));
        got.sort_by_key(|t| (t.board, t.to_move));
        assert_eq!(got, expected, "edges of {}", node.name);
    }
}

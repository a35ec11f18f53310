//! "Why this move and not that one?" (`ludoscope::inspect::why_move`) on
//! alpha-beta and minimax traces of exercise trees. Index:
//! - `seed_003_c_rather_than_b_is_the_cut_at_b`: the bundled seed-003 tree;
//!   B's value is an upper bound 0 from the cut at B, window (0, 0), test
//!   `0 <= alpha = 0` after B1 returned 0 (seed 004 returns alpha at B1,
//!   whose leaves -3, -2 are below it), B2 never searched
//! - `seed_003_c_rather_than_a_is_the_larger_value`: two exact values
//! - `a_tiny_tree_names_its_cut_node_window_and_values`: a hand-written tree,
//!   a settled cut, and a bound that does not settle it on its own
//! - `minimax_compares_exact_values_and_refuses_bad_questions`
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::games::Arena;
use ludoscope::games::arena::file::parse;
use ludoscope::inspect::Loaded;
use ludoscope::inspect::exercise::loaded::Exercise;
use ludoscope::inspect::why_move::{Decided, WhyError, root_moves, why};
use ludoscope::lang::Language;
use ludoscope::search::{Bound, CutRule};

fn exercise(text: &str) -> Exercise {
    let arena = Arena::from_graph("test", parse(text).unwrap());
    Exercise::new(arena, CutRule::Seed, false).unwrap()
}

fn seed_003() -> Exercise {
    exercise(include_str!("../../assets/arenas/seed-003-alpha-beta.ron"))
}

/// The root move named `name`.
fn mv(l: &Loaded, name: &str) -> u32 {
    root_moves(l)
        .into_iter()
        .find(|&c| l.trace.action_name(c) == name)
        .unwrap()
}

#[test]
fn seed_003_c_rather_than_b_is_the_cut_at_b() {
    let ex = seed_003();
    let l = &ex.search;
    let (b, c) = (mv(l, "B"), mv(l, "C"));
    let w = why(l, c, b).unwrap();
    assert!(w.root_max);
    assert_eq!(w.root_value, 1);
    assert_eq!((w.first.value, w.first.bound), (1, Bound::Exact));
    assert_eq!((w.second.value, w.second.bound), (0, Bound::Upper));
    assert_eq!(
        w.decided,
        Decided::Cut {
            cut: b,
            other: c,
            settled: true
        }
    );
    let cut = w.second.cut.as_ref().unwrap();
    assert_eq!(cut.node, b);
    assert_eq!(cut.name, "B");
    assert_eq!((cut.alpha, cut.beta), (0, 0));
    assert_eq!(cut.test.formula(), "0 <= alpha = 0");
    assert_eq!(cut.child, Some(("B1".to_string(), 0)));
    assert_eq!(cut.pruned, vec!["B2".to_string()]);
    let en = w.lines(l, Language::English).join("\n");
    assert!(en.contains("B: 0 (upper bound)"), "{en}");
    assert!(
        en.contains("Cut at B, window (0, 0): after B1 returned 0, 0 <= alpha = 0 held, so the search skipped B2."),
        "{en}"
    );
    assert!(
        en.contains("B is worth at most 0: it cannot beat C's 1"),
        "{en}"
    );
    let fr = w.lines(l, Language::French).join("\n");
    assert!(fr.contains("Élagage en B, fenêtre (0, 0)\u{a0}:"), "{fr}");
    assert!(fr.contains("B vaut au plus 0\u{a0}: il ne peut pas battre le 1 de C"));
    assert!(!fr.contains("Cut at") && !fr.contains("worth"), "{fr}");
}

#[test]
fn seed_003_c_rather_than_a_is_the_larger_value() {
    let ex = seed_003();
    let l = &ex.search;
    let (a, c) = (mv(l, "A"), mv(l, "C"));
    let w = why(l, a, c).unwrap();
    assert_eq!((w.first.value, w.first.bound), (0, Bound::Exact));
    assert_eq!((w.second.value, w.second.bound), (1, Bound::Exact));
    assert_eq!(w.decided, Decided::Values { better: c });
    let en = w.lines(l, Language::English).join("\n");
    assert!(
        en.contains("The root (MAX) takes the larger value: C (1) rather than A (0)."),
        "{en}"
    );
}

/// R (max): A (min) = 3, 5; B (min) = 2, 9; C (min) = 3, 4; D (min) = 3, 8.
const TINY: &str = r#"(
    initial: "R",
    nodes: [
        (name: "R", owner: 0, edges: ["A", "B", "C", "D"]),
        (name: "A", owner: 1, edges: ["A1", "A2"]),
        (name: "B", owner: 1, edges: ["B1", "B2"]),
        (name: "C", owner: 1, edges: ["C1", "C2"]),
        (name: "D", owner: 1, edges: ["D1", "D2"]),
        (name: "A1", value: 3), (name: "A2", value: 5),
        (name: "B1", value: 2), (name: "B2", value: 9),
        (name: "C1", value: 4), (name: "C2", value: 6),
        (name: "D1", value: 4), (name: "D2", value: 8),
    ],
)"#;

#[test]
fn a_tiny_tree_names_its_cut_node_window_and_values() {
    let ex = exercise(TINY);
    let l = &ex.search;
    let (a, b, c, d) = (mv(l, "A"), mv(l, "B"), mv(l, "C"), mv(l, "D"));
    // A = 3; B cuts at its first leaf: 2 <= alpha = 3.
    let w = why(l, a, b).unwrap();
    assert_eq!(
        w.decided,
        Decided::Cut {
            cut: b,
            other: a,
            settled: true
        }
    );
    let cut = w.second.cut.as_ref().unwrap();
    assert_eq!((cut.node, cut.alpha, cut.beta), (b, 3, 2));
    assert_eq!(cut.child, Some(("B1".to_string(), 2)));
    assert_eq!(cut.pruned, vec!["B2".to_string()]);
    // C = 4 exact raises alpha to 4; D cuts at 4 <= alpha = 4: D <= 4 is not
    // below A's 3, so the bound alone does not settle A against D.
    assert_eq!(why(l, c, a).unwrap().decided, Decided::Values { better: c });
    let w = why(l, a, d).unwrap();
    assert_eq!(
        w.decided,
        Decided::Cut {
            cut: d,
            other: a,
            settled: false
        }
    );
    let cut = w.second.cut.as_ref().unwrap();
    assert_eq!((cut.alpha, cut.beta), (4, 4));
    assert_eq!(cut.test.formula(), "4 <= alpha = 4");
    let en = w.lines(l, Language::English).join("\n");
    assert!(en.contains("cannot beat the root's value 4"), "{en}");
}

#[test]
fn minimax_compares_exact_values_and_refuses_bad_questions() {
    let ex = exercise(TINY);
    // The full tree is seed 004's MinMax: every value exact.
    let l = &ex.tree;
    let (a, b, c, d) = (mv(l, "A"), mv(l, "B"), mv(l, "C"), mv(l, "D"));
    let w = why(l, b, d).unwrap();
    assert_eq!((w.first.value, w.second.value), (2, 4));
    assert_eq!(w.decided, Decided::Values { better: d });
    // C and D are both 4: the first searched.
    assert_eq!(why(l, d, c).unwrap().decided, Decided::Equal { first: c });
    assert_eq!(why(l, a, a), Err(WhyError::Same));
    let leaf = l.tree.children(a).next().unwrap();
    assert_eq!(why(l, a, leaf), Err(WhyError::NotARootMove(leaf)));
}

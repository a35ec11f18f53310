//! The bracket reader and writer: random trees round-trip, the bundled
//! seed-003 tree reads as the arena written by hand, and each kind of bad input
//! is refused at its column.

use super::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn random_tree(rng: &mut ChaCha8Rng, depth: u32) -> TreeShape {
    if depth == 0 || rng.random_range(0..4) == 0 {
        return TreeShape::Leaf(rng.random_range(-1000..=1000));
    }
    let k = rng.random_range(1..=4);
    TreeShape::Node((0..k).map(|_| random_tree(rng, depth - 1)).collect())
}

#[test]
fn random_trees_round_trip_through_the_notation_and_the_arena() {
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    for _ in 0..300 {
        let tree = random_tree(&mut rng, 6);
        let text = tree.to_bracket();
        assert_eq!(TreeShape::parse(&text), Ok(tree.clone()), "{text}");
        let graph = tree.arena_file().validate().expect("a valid arena");
        assert_eq!(graph.nodes.len(), tree.len());
        assert_eq!(TreeShape::of_graph(&graph, graph.initial), Ok(tree));
    }
}

#[test]
fn the_textbook_tree_is_named_as_seed_003_names_it() {
    let tree = TreeShape::parse(" ( (3,5) ,\n [2, 9] ) ").expect("a tree");
    assert_eq!(tree.to_bracket(), "((3, 5), (2, 9))");
    let file = tree.arena_file();
    let names: Vec<&str> = file.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["R", "A", "A1", "A2", "B", "B1", "B2"]);
    let owners: Vec<u8> = file.nodes.iter().map(|n| n.owner).collect();
    assert_eq!(owners, [0, 1, 0, 0, 1, 0, 0]);
    let values: Vec<Option<i64>> = file.nodes.iter().map(|n| n.value).collect();
    assert_eq!(
        values,
        [None, None, Some(3), Some(5), None, Some(2), Some(9)]
    );
    assert_eq!(child_name("A1", 3, 1), "A1b");
    assert_eq!(child_name("A1a", 4, 0), "A1a1");
}

#[test]
fn the_bundled_exercise_tree_reads_back_from_its_notation() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/arenas/seed-003-alpha-beta.ron"
    );
    let graph = crate::games::arena::file::load(std::path::Path::new(path)).expect("bundled");
    let tree = TreeShape::of_graph(&graph, graph.initial).expect("a tree");
    assert_eq!(
        tree.to_bracket(),
        "(((-5, 4), (0, -6, -4)), ((-3, -2), (6, -3)), ((-7, 1), (2, -1), (-4, 3, 5)))"
    );
    let again = tree.arena_file().validate().expect("valid");
    for n in &graph.nodes {
        let id = again.ids[&n.name];
        let m = &again.nodes[id as usize];
        // A leaf's owner plays no part (nobody moves there).
        let owner = |x: &crate::games::arena::Node| x.leaf.is_none().then_some(x.owner);
        assert_eq!(
            (owner(m), m.leaf, m.edges.len()),
            (owner(n), n.leaf, n.edges.len()),
            "{}",
            n.name
        );
    }
}

#[test]
fn bad_input_is_refused_at_its_column() {
    let refused = |text: &str| TreeShape::parse(text).expect_err(text);
    let e = refused("((3, 5), (2, 9)");
    assert_eq!(e.column, 16, "{e}");
    assert!(e.why.contains("column 1 is never closed"), "{e}");
    let e = refused("((3, 5)), 4)");
    assert_eq!(
        (e.column, e.why.contains("after the end")),
        (9, true),
        "{e}"
    );
    let e = refused("((3, 5), ())");
    assert_eq!((e.column, e.why.contains("empty list")), (11, true), "{e}");
    let e = refused("(3, , 5)");
    assert_eq!((e.column, e.why.contains("empty child")), (5, true), "{e}");
    let e = refused("(3, x)");
    assert_eq!((e.column, e.why.contains("not a number")), (5, true), "{e}");
    let e = refused("(3, 2.5)");
    assert_eq!(
        (e.column, e.why.contains("\"2.5\" is not an integer")),
        (5, true),
        "{e}"
    );
    let e = refused("(3, 5]");
    assert_eq!(
        (e.column, e.why.contains("closes the '('")),
        (6, true),
        "{e}"
    );
    let e = refused("(3 5)");
    assert_eq!((e.column, e.why.contains("expected ','")), (4, true), "{e}");
    let e = refused("(1, 99999999999999999999)");
    assert!(e.why.contains("too large"), "{e}");
    assert!(refused("").why.contains("empty"));
    assert!(refused("-").why.contains("not an integer"));
    let deep = "(".repeat(100) + "1" + &")".repeat(100);
    assert!(refused(&deep).why.contains("nested deeper"));
    let wide = format!("({})", vec!["1"; 26].join(", "));
    assert!(refused(&wide).why.contains("more than 25 children"));
    assert_eq!(TreeShape::parse("7"), Ok(TreeShape::Leaf(7)));
}

#[test]
fn arenas_that_are_not_trees_are_named() {
    let diamond = crate::games::arena::file::parse(
        "(initial: \"r\", nodes: [(name: \"r\", edges: [\"a\", \"b\"]), \
         (name: \"a\", owner: 1, edges: [\"c\"]), (name: \"b\", owner: 1, edges: [\"c\"]), \
         (name: \"c\", value: 1)])",
    )
    .expect("valid");
    assert_eq!(
        TreeShape::of_graph(&diamond, diamond.initial),
        Err(NotATree::Shared("c".into()))
    );
}

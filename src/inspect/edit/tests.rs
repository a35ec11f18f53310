//! The editor's model: each operation and its refusals, undo/redo against
//! snapshots recomputed along the way, unique names, and the round trips
//! bracket text <-> edited tree <-> arena RON on random trees.

use super::*;
use crate::games::GameSpec;
use crate::games::arena::file::parse;
use crate::games::arena::tree::MAX_CHILDREN;
use crate::inspect::random_tree::RandomTreeSpec;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn names(t: &EditTree) -> Vec<String> {
    t.preorder()
        .into_iter()
        .map(|id| t.node(id).map(|n| n.name.clone()).unwrap_or_default())
        .collect()
}

fn id(t: &EditTree, name: &str) -> u32 {
    t.find(name).unwrap_or_else(|| panic!("no node {name}"))
}

#[test]
fn children_are_added_with_seed_003_names_and_players_by_depth() {
    let mut t = EditTree::empty();
    let a = t.add_child(EditTree::ROOT).unwrap();
    let b = t.add_child(EditTree::ROOT).unwrap();
    let a1 = t.add_child(a).unwrap();
    let a1a = t.add_child(a1).unwrap();
    t.add_child(b).unwrap();
    assert_eq!(names(&t), ["R", "A", "A1", "A1a", "B", "B1"]);
    assert_eq!(
        [t.owner(0), t.owner(a), t.owner(a1), t.owner(a1a)],
        [0, 1, 0, 1]
    );
    assert_eq!(t.depth(a1a), 3);
    assert_eq!(t.height(), 3);
    assert_eq!(EditTree::empty().height(), 0);
    assert!(t.is_leaf(a1a) && !t.is_leaf(a));
    assert_eq!(t.to_bracket(), "(((0)), (0))");
    // A generated name already taken: the next free one.
    t.rename(b, "C").unwrap();
    t.rename(a, "B").unwrap();
    let next = t.add_child(EditTree::ROOT).unwrap();
    assert_eq!(t.node(next).unwrap().name, "D");
}

#[test]
fn a_node_has_at_most_the_children_a_name_level_allows() {
    let mut t = EditTree::empty();
    for _ in 0..MAX_CHILDREN {
        t.add_child(EditTree::ROOT).unwrap();
    }
    let before = t.clone();
    assert_eq!(
        t.add_child(EditTree::ROOT),
        Err(EditError::TooManyChildren("R".into()))
    );
    assert_eq!(t, before);
}

#[test]
fn deleting_a_subtree_renumbers_the_rest() {
    let mut t = EditTree::from_bracket("((3, 5), (2, (9, 1)), 4)").unwrap();
    let b = id(&t, "B");
    let parent = t.delete(b).unwrap();
    assert_eq!(parent, EditTree::ROOT);
    assert_eq!(t.to_bracket(), "((3, 5), 4)");
    assert_eq!(names(&t), ["R", "A", "A1", "A2", "C"]);
    assert_eq!(t.len(), 5);
    // Every parent link points at the node holding the child.
    for i in 0..t.len() as u32 {
        for &c in &t.node(i).unwrap().children {
            assert_eq!(t.node(c).unwrap().parent, Some(i));
        }
    }
    assert_eq!(t.delete(EditTree::ROOT), Err(EditError::Root));
    assert_eq!(t.delete(99), Err(EditError::NoNode(99)));
}

#[test]
fn children_move_left_and_right_within_their_parent() {
    let mut t = EditTree::from_bracket("(1, 2, 3)").unwrap();
    let c = id(&t, "C");
    t.move_child(c, true).unwrap();
    assert_eq!(t.to_bracket(), "(1, 3, 2)");
    t.move_child(c, true).unwrap();
    assert_eq!(t.to_bracket(), "(3, 1, 2)");
    assert_eq!(
        t.move_child(c, true),
        Err(EditError::AtEdge("C".into(), "first"))
    );
    let b = id(&t, "B");
    assert_eq!(
        t.move_child(b, false),
        Err(EditError::AtEdge("B".into(), "last"))
    );
    t.move_child(c, false).unwrap();
    assert_eq!(t.to_bracket(), "(1, 3, 2)");
    assert_eq!(t.move_child(EditTree::ROOT, true), Err(EditError::Root));
}

#[test]
fn names_stay_unique_and_values_belong_to_leaves() {
    let mut t = EditTree::from_bracket("((3, 5), 2)").unwrap();
    let a = id(&t, "A");
    assert_eq!(t.rename(a, " B "), Err(EditError::NameTaken("B".into())));
    assert_eq!(t.rename(a, "  "), Err(EditError::EmptyName));
    assert_eq!(t.rename(a, &"x".repeat(41)), Err(EditError::NameTooLong));
    t.rename(a, " left ").unwrap();
    assert_eq!(t.node(a).unwrap().name, "left");
    // Renaming a node to its own name is no clash.
    t.rename(a, "left").unwrap();
    assert_eq!(t.set_value(a, 4), Err(EditError::NotALeaf("left".into())));
    t.set_value(id(&t, "B"), -7).unwrap();
    assert_eq!(t.to_bracket(), "((3, 5), -7)");
    t.set_owner(a, Some(0)).unwrap();
    assert_eq!(t.owner(a), 0);
    assert_eq!(t.set_owner(a, Some(2)), Err(EditError::BadOwner(2)));
    t.set_owner(a, None).unwrap();
    assert_eq!(t.owner(a), 1);
}

/// A random operation on a random node (refusals included).
fn random_edit(rng: &mut ChaCha8Rng, e: &mut Editor) {
    let n = e.tree().len() as u32;
    let node = rng.random_range(0..n);
    let value = rng.random_range(-50..=50);
    let name = format!("n{}", rng.random_range(0..30));
    let _ = match rng.random_range(0..7) {
        0 | 1 => e.edit(|t| t.add_child(node).map(|_| ())),
        2 => e.edit(|t| t.delete(node).map(|_| ())),
        3 => e.edit(|t| t.move_child(node, rng.random_bool(0.5))),
        4 => e.edit(|t| t.rename(node, &name)),
        5 => e.edit(|t| t.set_value(node, value)),
        _ => e.edit(|t| t.set_owner(node, Some((value & 1) as u8))),
    };
}

#[test]
fn undo_and_redo_walk_back_and_forth_through_the_snapshots() {
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    for _ in 0..20 {
        let mut e = Editor::new(EditTree::from_bracket("((3, 5), (2, 9))").unwrap());
        // The tree after each change kept, recomputed here.
        let mut seen = vec![e.tree().clone()];
        for _ in 0..60 {
            let before = e.undo_len();
            random_edit(&mut rng, &mut e);
            if e.undo_len() > before {
                seen.push(e.tree().clone());
            } else {
                assert_eq!(e.tree(), seen.last().unwrap(), "a refusal changed the tree");
            }
            let mut unique = names(e.tree());
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), e.tree().len(), "names are unique");
        }
        for expected in seen.iter().rev().skip(1) {
            assert!(e.undo());
            assert_eq!(e.tree(), expected);
        }
        assert!(!e.undo());
        for expected in seen.iter().skip(1) {
            assert!(e.redo());
            assert_eq!(e.tree(), expected);
        }
        assert!(!e.redo());
        // A change after an undo drops what could be redone.
        e.undo();
        e.edit(|t| t.set_owner(0, Some(1))).unwrap();
        assert!(!e.can_redo());
    }
}

#[test]
fn the_undo_stack_is_bounded() {
    let mut e = Editor::default();
    for i in 0..(MAX_UNDO + 10) {
        e.edit(|t| t.set_value(0, i as i64)).unwrap();
    }
    assert_eq!(e.undo_len(), MAX_UNDO);
    while e.undo() {}
    // The oldest changes were dropped: the first kept is change 10.
    assert_eq!(e.tree().node(0).unwrap().value, 9);
    let big = EditTree::from_random(&RandomTreeSpec {
        depth: 6,
        branching: (4, 4),
        values: (0, 9),
        seed: 3,
    })
    .unwrap();
    let mut e = Editor::new(big);
    for i in 0..100 {
        e.edit(|t| t.set_value(t.len() as u32 - 1, i)).unwrap();
    }
    assert!(e.undo_len() * e.tree().len() <= MAX_UNDO_NODES);
    assert_eq!(e.undo_len(), MAX_UNDO_NODES / e.tree().len());
}

#[test]
fn random_trees_round_trip_through_brackets_and_arena_ron() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for seed in 0..60 {
        let spec = RandomTreeSpec {
            depth: rng.random_range(1..=5),
            branching: (1, rng.random_range(1..=4)),
            values: (-20, 20),
            seed,
        };
        let t = EditTree::from_random(&spec).unwrap();
        assert_eq!(t.to_shape(), spec.tree().unwrap());
        assert_eq!(EditTree::from_bracket(&t.to_bracket()).unwrap(), t);
        assert!(t.is_generated());
        // The arena text reads back as the same arena and the same tree.
        let text = t.arena_text().unwrap();
        let graph = parse(&text).unwrap();
        assert_eq!(graph, t.arena_file().validate().unwrap());
        let back = EditTree::from_graph(&graph).unwrap();
        assert_eq!(back.arena_file(), t.arena_file());
        assert_eq!(back.to_bracket(), t.to_bracket());
        // Names, players, edges and values as the random trees' own arenas.
        let strip = |f: &crate::games::arena::ArenaFile| -> Vec<_> {
            f.nodes
                .iter()
                .map(|n| (n.name.clone(), n.owner, n.edges.clone(), n.value))
                .collect()
        };
        assert_eq!(strip(&t.arena_file()), strip(&spec.arena_file().unwrap()));
    }
}

#[test]
fn an_arena_that_is_not_a_tree_is_refused_with_the_reason() {
    let dag = "(initial: \"r\", nodes: [(name: \"r\", owner: 0, edges: [\"a\", \"b\"]), \
        (name: \"a\", owner: 1, edges: [\"c\"]), (name: \"b\", owner: 1, edges: [\"c\"]), \
        (name: \"c\", value: 1)])";
    let g = parse(dag).unwrap();
    assert_eq!(EditTree::from_graph(&g), Err(NotATree::Shared("c".into())));
    let cycle = "(initial: \"r\", nodes: [(name: \"r\", owner: 0, edges: [\"a\"]), \
        (name: \"a\", owner: 1, edges: [\"r\", \"z\"]), (name: \"z\", value: 1)])";
    let g = parse(cycle).unwrap();
    assert_eq!(EditTree::from_graph(&g), Err(NotATree::Shared("r".into())));
    let outcome = "(initial: \"r\", nodes: [(name: \"r\", owner: 0, edges: [\"w\"]), \
        (name: \"w\", outcome: Win0)])";
    let g = parse(outcome).unwrap();
    assert_eq!(EditTree::from_graph(&g), Err(NotATree::Outcome("w".into())));
}

#[test]
fn the_bundled_exercise_opens_with_its_names_and_players() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/arenas/seed-003-alpha-beta.ron");
    let t = EditTree::open(&path).unwrap();
    assert_eq!(t.len(), 27);
    assert_eq!(&names(&t)[..4], ["R", "A", "A1", "A1a"]);
    assert_eq!(t.owner(id(&t, "A1")), 0);
    assert!(t.is_generated());
    assert_eq!(
        t.spec(),
        Some(GameSpec::Tree {
            leaves: "(((-5, 4), (0, -6, -4)), ((-3, -2), (6, -3)), ((-7, 1), (2, -1), (-4, 3, 5)))"
                .into()
        })
    );
}

#[test]
fn a_renamed_tree_is_searched_as_an_arena_of_its_own() {
    let mut t = EditTree::from_bracket("((3, 5), (2, 9))").unwrap();
    assert!(t.arena("x").is_ok());
    t.rename(id(&t, "A"), "left").unwrap();
    assert!(!t.is_generated());
    assert_eq!(t.spec(), None);
    let arena = t.arena("edited tree").unwrap();
    assert_eq!(arena.name(1), "left");
    // A player chosen against the depth is not the notation's either.
    let mut u = EditTree::from_bracket("(1, 2)").unwrap();
    u.set_owner(0, Some(1)).unwrap();
    assert!(!u.is_generated());
}

#[test]
fn saving_is_atomic_refuses_to_overwrite_and_loads_back_identically() {
    let dir = std::env::temp_dir().join(format!("ludoscope-edit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tree.ron");
    let _ = std::fs::remove_file(&path);
    let mut t = EditTree::from_bracket("((3, 5), (2, 9))").unwrap();
    t.rename(id(&t, "B"), "Right side").unwrap();
    t.set_owner(id(&t, "A1"), Some(1)).unwrap();
    t.save(&path, false).unwrap();
    let back = EditTree::open(&path).unwrap();
    assert_eq!(back.arena_file(), t.arena_file());
    assert_eq!(names(&back), names(&t));
    assert_eq!(back.owner(id(&back, "A1")), 1);
    let other = EditTree::from_bracket("(1, 2)").unwrap();
    assert_eq!(
        other.save(&path, false),
        Err(SaveError::Exists(path.clone()))
    );
    assert_eq!(EditTree::open(&path).unwrap().arena_file(), t.arena_file());
    other.save(&path, true).unwrap();
    assert_eq!(EditTree::open(&path).unwrap().to_bracket(), "(1, 2)");
    // No temporary file is left beside it.
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1);
    let missing = dir.join("no-such-dir").join("t.ron");
    assert!(matches!(
        other.save(&missing, false),
        Err(SaveError::Io(..))
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

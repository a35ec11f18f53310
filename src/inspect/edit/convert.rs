//! Where an edited tree comes from and what it becomes. In: a tree in bracket
//! notation or a random tree (names generated as seed 003 writes them, players
//! following the depth), or an arena that is a tree with valued leaves (its
//! names and players kept; seed 003, Definition 1.1, refused with [`NotATree`]
//! when a node is reached twice, by a DAG or a cycle). Out: the bracket text
//! ([`TreeShape`]), the arena description (nodes in depth-first order, placed
//! by the inspector's tidy layout) and the game to search or play: the
//! `Tree(leaves: ...)` spec when the names and players are the generated ones,
//! else an arena held in memory.

use super::tree::{EditNode, EditTree};
use crate::games::arena::tree::{MAX_TREE_DEPTH, MAX_TREE_NODES, NotATree, child_name};
use crate::games::arena::{
    ArenaFile, ArenaGraph, BracketError, Leaf, NodeData, Problem, TreeShape,
};
use crate::games::{AnyGame, Arena, GameSpec};
use crate::inspect::layout::tidy;
use crate::inspect::random_tree::{RandomTreeSpec, SpecProblem};

impl EditTree {
    /// The tree of `shape`, named as seed 003 names it, players by depth.
    pub fn from_shape(shape: &TreeShape) -> EditTree {
        let mut t = EditTree { nodes: Vec::new() };
        t.grow(shape, "R".into(), None, 0);
        t
    }

    fn grow(&mut self, shape: &TreeShape, name: String, parent: Option<u32>, depth: usize) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(EditNode {
            name: name.clone(),
            owner: None,
            children: Vec::new(),
            parent,
            value: 0,
        });
        match shape {
            TreeShape::Leaf(v) => self.nodes[id as usize].value = *v,
            TreeShape::Node(children) => {
                for (i, c) in children.iter().enumerate() {
                    let child = self.grow(c, child_name(&name, depth + 1, i), Some(id), depth + 1);
                    self.nodes[id as usize].children.push(child);
                }
            }
        }
        id
    }

    /// The tree written in bracket notation, `((3, 5), (2, 9))`.
    pub fn from_bracket(text: &str) -> Result<EditTree, BracketError> {
        TreeShape::parse(text).map(|s| EditTree::from_shape(&s))
    }

    /// The random tree of `spec`.
    pub fn from_random(spec: &RandomTreeSpec) -> Result<EditTree, SpecProblem> {
        spec.tree().map(|s| EditTree::from_shape(&s))
    }

    /// The tree of plays from the arena's initial node, names and players as
    /// the arena has them; refused when a node is reached twice (a DAG or a
    /// cycle), when a leaf is an outcome rather than a number, or when it is
    /// larger than a tree may be.
    pub fn from_graph(graph: &ArenaGraph) -> Result<EditTree, NotATree> {
        let mut t = EditTree { nodes: Vec::new() };
        let mut seen = vec![false; graph.nodes.len()];
        // (arena node, parent in the edited tree, depth)
        let mut todo = vec![(graph.initial, None, 0usize)];
        while let Some((v, parent, depth)) = todo.pop() {
            let node = graph.nodes.get(v as usize).ok_or(NotATree::TooLarge)?;
            if std::mem::replace(&mut seen[v as usize], true) {
                return Err(NotATree::Shared(node.name.clone()));
            }
            if t.nodes.len() >= MAX_TREE_NODES || depth > MAX_TREE_DEPTH {
                return Err(NotATree::TooLarge);
            }
            let value = match node.leaf {
                Some(Leaf::Value(x)) => x,
                Some(Leaf::Outcome(_)) => return Err(NotATree::Outcome(node.name.clone())),
                None => 0,
            };
            let id = t.nodes.len() as u32;
            t.nodes.push(EditNode {
                name: node.name.clone(),
                owner: Some(node.owner),
                children: Vec::new(),
                parent,
                value,
            });
            if let Some(p) = parent {
                t.nodes[p as usize].children.push(id);
            }
            todo.extend(node.edges.iter().rev().map(|&c| (c, Some(id), depth + 1)));
        }
        Ok(t)
    }

    /// The tree's shape: leaves and their values, children in order.
    pub fn to_shape(&self) -> TreeShape {
        self.shape_of(Self::ROOT)
    }

    fn shape_of(&self, id: u32) -> TreeShape {
        let n = &self.nodes[id as usize];
        if n.children.is_empty() {
            TreeShape::Leaf(n.value)
        } else {
            TreeShape::Node(n.children.iter().map(|&c| self.shape_of(c)).collect())
        }
    }

    /// The bracket notation of the tree (names and players are not written).
    pub fn to_bracket(&self) -> String {
        self.to_shape().to_bracket()
    }

    /// The arena description: nodes in depth-first order, each with its name,
    /// its player, its children's names, its value when a leaf, and its place
    /// in the tidy layout (x, depth).
    pub fn arena_file(&self) -> ArenaFile {
        let (x, depth) = tidy(&self.children_lists(), &[Self::ROOT]);
        let nodes = self
            .preorder()
            .into_iter()
            .map(|id| {
                let n = &self.nodes[id as usize];
                let leaf = n.children.is_empty();
                NodeData {
                    name: n.name.clone(),
                    owner: self.owner(id),
                    edges: n
                        .children
                        .iter()
                        .map(|&c| self.nodes[c as usize].name.clone())
                        .collect(),
                    value: leaf.then_some(n.value),
                    pos: Some((x[id as usize], depth[id as usize] as f32)),
                    ..NodeData::default()
                }
            })
            .collect();
        ArenaFile {
            initial: Some(self.nodes[Self::ROOT as usize].name.clone()),
            nodes,
            ..ArenaFile::default()
        }
    }

    /// The checked arena (through the arena reader's one door).
    pub fn graph(&self) -> Result<ArenaGraph, Problem> {
        self.arena_file().validate()
    }

    /// Whether every name and every inner node's player is the one the
    /// bracket notation would give (a leaf's player plays no part): then the
    /// tree is `Tree(leaves: ...)` exactly.
    pub fn is_generated(&self) -> bool {
        let plain = EditTree::from_shape(&self.to_shape());
        let (mine, theirs) = (self.preorder(), plain.preorder());
        mine.len() == theirs.len()
            && mine.iter().zip(&theirs).all(|(&a, &b)| {
                self.nodes[a as usize].name == plain.nodes[b as usize].name
                    && (self.is_leaf(a) || self.owner(a) == plain.owner(b))
            })
    }

    /// The spec naming this tree, when it has one (see [`Self::is_generated`]).
    pub fn spec(&self) -> Option<GameSpec> {
        self.is_generated().then(|| GameSpec::Tree {
            leaves: self.to_bracket(),
        })
    }

    /// The tree as an arena: from its spec when it has one, else from its
    /// checked graph, reported as coming from `source`.
    pub fn arena(&self, source: &str) -> Result<Arena, String> {
        match self.spec() {
            Some(GameSpec::Tree { leaves }) => {
                Arena::from_leaves(&leaves).map_err(|e| e.to_string())
            }
            _ => self
                .graph()
                .map(|g| Arena::from_graph(source, g))
                .map_err(|e| e.to_string()),
        }
    }

    /// The tree as the game searched or played (see [`Self::arena`]).
    pub fn game(&self, source: &str) -> Result<AnyGame, String> {
        self.arena(source).map(AnyGame::Arena)
    }
}

//! The editable tree: nodes stored by id (the root is 0), each with its name,
//! its owner (chosen, or following the depth), its children in order, its
//! parent and its value as a leaf. Every operation checks first and changes
//! nothing when it refuses, with the reason ([`EditError`]); names stay unique,
//! and the limits of the bracket notation hold (at most
//! [`MAX_TREE_NODES`] nodes, [`MAX_TREE_DEPTH`] levels, [`MAX_CHILDREN`]
//! children per node), so that every edited tree can be written out.

use crate::games::arena::tree::{MAX_CHILDREN, MAX_TREE_DEPTH, MAX_TREE_NODES, child_name};

/// The longest name accepted.
pub const MAX_NAME: usize = 40;

/// One node of the tree being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditNode {
    pub name: String,
    /// The player who moves here when chosen (0 MAX, 1 MIN); `None` follows
    /// the depth (seed 003's alternation: MAX at even depths).
    pub owner: Option<u8>,
    pub children: Vec<u32>,
    pub parent: Option<u32>,
    /// The value for player 0 while the node is a leaf (kept, unused, while
    /// it has children).
    pub value: i64,
}

/// Why an operation was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("there is no node {0}")]
    NoNode(u32),
    #[error("the root cannot be deleted or moved")]
    Root,
    #[error("the name {0:?} is already taken by another node")]
    NameTaken(String),
    #[error("a name cannot be empty")]
    EmptyName,
    #[error("a name has at most {MAX_NAME} characters")]
    NameTooLong,
    #[error("{0} already has {MAX_CHILDREN} children, the most a node may have")]
    TooManyChildren(String),
    #[error("a tree is at most {MAX_TREE_DEPTH} levels deep")]
    TooDeep,
    #[error("a tree has at most {MAX_TREE_NODES} nodes")]
    TooLarge,
    #[error("{0} has children: only a leaf carries a value")]
    NotALeaf(String),
    #[error("{0} is already the {1} child")]
    AtEdge(String, &'static str),
    #[error("a player is 0 (MAX) or 1 (MIN), not {0}")]
    BadOwner(u8),
}

/// A game tree being edited (never empty: it has its root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditTree {
    pub(super) nodes: Vec<EditNode>,
}

impl Default for EditTree {
    fn default() -> Self {
        EditTree::empty()
    }
}

impl EditTree {
    /// The root `R` alone: a leaf of value 0.
    pub fn empty() -> EditTree {
        EditTree {
            nodes: vec![EditNode {
                name: "R".into(),
                owner: None,
                children: Vec::new(),
                parent: None,
                value: 0,
            }],
        }
    }

    pub const ROOT: u32 = 0;

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never: the root is always there.
    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn node(&self, id: u32) -> Option<&EditNode> {
        self.nodes.get(id as usize)
    }

    fn get(&self, id: u32) -> Result<&EditNode, EditError> {
        self.node(id).ok_or(EditError::NoNode(id))
    }

    /// The node named `name`.
    pub fn find(&self, name: &str) -> Option<u32> {
        self.nodes
            .iter()
            .position(|n| n.name == name)
            .map(|i| i as u32)
    }

    pub fn is_leaf(&self, id: u32) -> bool {
        self.node(id).is_some_and(|n| n.children.is_empty())
    }

    /// Edges from the root to `id` (0 for the root).
    pub fn depth(&self, id: u32) -> usize {
        let mut d = 0;
        let mut at = self.node(id).and_then(|n| n.parent);
        while let Some(p) = at {
            d += 1;
            at = self.node(p).and_then(|n| n.parent);
        }
        d
    }

    /// The most edges from the root to a leaf (0 for a lone root).
    pub fn height(&self) -> usize {
        let mut height = vec![0usize; self.nodes.len()];
        for &id in self.preorder().iter().rev() {
            let n = &self.nodes[id as usize];
            height[id as usize] = n
                .children
                .iter()
                .map(|&c| height[c as usize] + 1)
                .max()
                .unwrap_or(0);
        }
        height[Self::ROOT as usize]
    }

    /// Who moves at `id`: the owner chosen, else MAX (0) at even depths.
    pub fn owner(&self, id: u32) -> u8 {
        match self.node(id).and_then(|n| n.owner) {
            Some(p) => p,
            None => (self.depth(id) % 2) as u8,
        }
    }

    /// Every node's children, by id (for the tidy layout).
    pub fn children_lists(&self) -> Vec<Vec<u32>> {
        self.nodes.iter().map(|n| n.children.clone()).collect()
    }

    /// The ids in depth-first order, children in order, from the root.
    pub fn preorder(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut todo = vec![Self::ROOT];
        while let Some(id) = todo.pop() {
            out.push(id);
            if let Some(n) = self.node(id) {
                todo.extend(n.children.iter().rev());
            }
        }
        out
    }

    /// Adds a leaf (value 0) after the children of `parent`, named as seed 003
    /// names it when the name is free; returns its id.
    pub fn add_child(&mut self, parent: u32) -> Result<u32, EditError> {
        let p = self.get(parent)?;
        if self.nodes.len() >= MAX_TREE_NODES {
            return Err(EditError::TooLarge);
        }
        if p.children.len() >= MAX_CHILDREN {
            return Err(EditError::TooManyChildren(p.name.clone()));
        }
        let depth = self.depth(parent) + 1;
        if depth > MAX_TREE_DEPTH {
            return Err(EditError::TooDeep);
        }
        let name = self.free_name(&p.name.clone(), depth, p.children.len());
        let id = self.nodes.len() as u32;
        self.nodes.push(EditNode {
            name,
            owner: None,
            children: Vec::new(),
            parent: Some(parent),
            value: 0,
        });
        self.nodes[parent as usize].children.push(id);
        Ok(id)
    }

    /// The generated name of child `i`, or of the next index whose name is
    /// free, or that name with primes until it is.
    fn free_name(&self, parent: &str, depth: usize, i: usize) -> String {
        let taken = |s: &str| self.find(s).is_some();
        let first = child_name(parent, depth, i);
        if !taken(&first) {
            return first;
        }
        if let Some(name) = (i + 1..MAX_CHILDREN)
            .map(|j| child_name(parent, depth, j))
            .find(|s| !taken(s))
        {
            return name;
        }
        let mut name = first;
        while taken(&name) {
            name.push('\'');
        }
        name
    }

    /// Deletes `id` and everything below it; returns its parent.
    pub fn delete(&mut self, id: u32) -> Result<u32, EditError> {
        let parent = self.get(id)?.parent.ok_or(EditError::Root)?;
        let mut gone = vec![false; self.nodes.len()];
        let mut todo = vec![id];
        while let Some(v) = todo.pop() {
            gone[v as usize] = true;
            todo.extend(&self.nodes[v as usize].children);
        }
        self.nodes[parent as usize].children.retain(|&c| c != id);
        // Renumber the nodes kept, in their order.
        let mut new_id = vec![u32::MAX; self.nodes.len()];
        let mut next = 0;
        for (i, g) in gone.iter().enumerate() {
            if !g {
                new_id[i] = next;
                next += 1;
            }
        }
        let old = std::mem::take(&mut self.nodes);
        self.nodes = old
            .into_iter()
            .zip(&gone)
            .filter(|(_, g)| !**g)
            .map(|(mut n, _)| {
                n.parent = n.parent.map(|p| new_id[p as usize]);
                for c in &mut n.children {
                    *c = new_id[*c as usize];
                }
                n
            })
            .collect();
        Ok(new_id[parent as usize])
    }

    /// Swaps `id` with its left (`left`) or right sibling.
    pub fn move_child(&mut self, id: u32, left: bool) -> Result<(), EditError> {
        let n = self.get(id)?;
        let parent = n.parent.ok_or(EditError::Root)?;
        let siblings = &mut self.nodes[parent as usize].children;
        let i = siblings
            .iter()
            .position(|&c| c == id)
            .ok_or(EditError::NoNode(id))?;
        let j = match (left, i) {
            (true, 0) => None,
            (true, i) => Some(i - 1),
            (false, i) if i + 1 == siblings.len() => None,
            (false, i) => Some(i + 1),
        };
        let Some(j) = j else {
            let side = if left { "first" } else { "last" };
            return Err(EditError::AtEdge(
                self.nodes[id as usize].name.clone(),
                side,
            ));
        };
        siblings.swap(i, j);
        Ok(())
    }

    /// Renames `id` (spaces around the name are dropped).
    pub fn rename(&mut self, id: u32, name: &str) -> Result<(), EditError> {
        self.get(id)?;
        let name = name.trim();
        if name.is_empty() {
            return Err(EditError::EmptyName);
        }
        if name.chars().count() > MAX_NAME {
            return Err(EditError::NameTooLong);
        }
        if self.find(name).is_some_and(|other| other != id) {
            return Err(EditError::NameTaken(name.to_string()));
        }
        self.nodes[id as usize].name = name.to_string();
        Ok(())
    }

    /// Sets the value of the leaf `id`.
    pub fn set_value(&mut self, id: u32, value: i64) -> Result<(), EditError> {
        let n = self.get(id)?;
        if !n.children.is_empty() {
            return Err(EditError::NotALeaf(n.name.clone()));
        }
        self.nodes[id as usize].value = value;
        Ok(())
    }

    /// Chooses who moves at `id` (`None`: follow the depth).
    pub fn set_owner(&mut self, id: u32, owner: Option<u8>) -> Result<(), EditError> {
        self.get(id)?;
        if let Some(p) = owner.filter(|&p| p > 1) {
            return Err(EditError::BadOwner(p));
        }
        self.nodes[id as usize].owner = owner;
        Ok(())
    }
}

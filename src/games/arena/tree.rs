//! Game trees written the way textbooks and course sheets write them: the
//! bracket notation `((3, 5, 2), (7, (1, 9)), 4)`, where a leaf is an integer
//! (its value for player 0, who maximises) and an inner node the list of its
//! children in order. [`TreeShape`] reads it ([`TreeShape::parse`], every error
//! names the column), writes it back ([`TreeShape::to_bracket`]), and turns it
//! into the arena the rest of ludoscope reads ([`TreeShape::arena_file`]: seed
//! 003, Definition 1.1, with the integer leaves of its section 2 exercises).
//!
//! Players alternate by depth: the root and every even depth belong to player 0
//! (MAX), the odd depths to player 1 (MIN), as in seed 003's Example 2.3 tree.
//! Names spell the path as seed 003 writes them: the root `R`, then levels
//! alternate capital letters, numbers, small letters, numbers (`A`, `A1`,
//! `A1a`, `A1a1`, ...), so a tree pasted here has the same names as the bundled
//! `assets/arenas/seed-003-alpha-beta.ron`.

use super::file::{ArenaFile, ArenaGraph, Leaf, NodeData};

/// The most nodes a tree may have.
pub const MAX_TREE_NODES: usize = 20_000;
/// The deepest nesting read.
pub const MAX_TREE_DEPTH: usize = 64;
/// The most children of a node at a level named by letters.
pub const MAX_CHILDREN: usize = LETTERS.len();

/// Capital letters for the lettered levels (no `R`: it names the root).
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQSTUVWXYZ";

/// A game tree: a valued leaf, or an inner node with its children in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TreeShape {
    Leaf(i64),
    Node(Vec<TreeShape>),
}

/// Why a text is not a tree: what is wrong, and at which column (from 1,
/// counted in characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {why}")]
pub struct BracketError {
    pub column: usize,
    pub why: String,
}

/// Why an arena is not a tree with valued leaves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotATree {
    #[error("node {0} is reached twice (the bracket notation writes trees only)")]
    Shared(String),
    #[error("leaf {0} is an outcome, not a number")]
    Outcome(String),
    #[error("the tree has more than {MAX_TREE_NODES} nodes")]
    TooLarge,
}

/// The name of child `i` (from 0) of `parent` at `depth` (from 1), as seed
/// 003 names them (`A`, `A1`, `A1a`, `A1a1`, `A1a1B`...).
pub fn child_name(parent: &str, depth: usize, i: usize) -> String {
    let stem = if depth == 1 { "" } else { parent };
    let letter = |case: fn(u8) -> u8| {
        LETTERS
            .get(i)
            .map_or_else(|| format!("_{}", i + 1), |&c| (case(c) as char).to_string())
    };
    match depth % 4 {
        1 => format!("{stem}{}", letter(|c| c)),
        3 => format!("{stem}{}", letter(|c| c.to_ascii_lowercase())),
        _ => format!("{stem}{}", i + 1),
    }
}

impl TreeShape {
    /// Reads the bracket notation. Leaves are integers (an optional sign, then
    /// digits); an inner node is `(` its children separated by commas `)`, or
    /// the same with square brackets; spaces and line breaks are ignored.
    pub fn parse(text: &str) -> Result<TreeShape, BracketError> {
        let mut reader = Reader {
            chars: text.chars().collect(),
            at: 0,
            nodes: 0,
        };
        reader.skip_space();
        if reader.at == reader.chars.len() {
            return Err(reader.error("the tree is empty: write a number or a list such as (3, 5)"));
        }
        let tree = reader.tree(0)?;
        reader.skip_space();
        if let Some(&c) = reader.chars.get(reader.at) {
            return Err(reader.error(&format!(
                "{c:?} after the end of the tree (is a bracket closed too early?)"
            )));
        }
        Ok(tree)
    }

    /// The bracket notation, `((3, 5), (2, 9))`: [`TreeShape::parse`] reads it
    /// back as the same tree.
    pub fn to_bracket(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            TreeShape::Leaf(v) => out.push_str(&v.to_string()),
            TreeShape::Node(children) => {
                out.push('(');
                for (i, c) in children.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    c.write(out);
                }
                out.push(')');
            }
        }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        match self {
            TreeShape::Leaf(_) => 1,
            TreeShape::Node(c) => 1 + c.iter().map(TreeShape::len).sum::<usize>(),
        }
    }

    /// Whether the tree is a single leaf (it is never empty).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The tree as an arena description, nodes in depth-first order, named as
    /// seed 003 names them (see [`child_name`]), MAX (player 0) at even depths,
    /// placed leaves one unit apart and each parent over its children.
    pub fn arena_file(&self) -> ArenaFile {
        let mut nodes = Vec::with_capacity(self.len());
        let mut next_x = 0.0;
        self.grow(&mut nodes, "R".into(), 0, &mut next_x);
        ArenaFile {
            initial: Some("R".into()),
            nodes,
            ..ArenaFile::default()
        }
    }

    /// Adds this subtree as node `name` at `depth`; returns its x.
    fn grow(&self, nodes: &mut Vec<NodeData>, name: String, depth: usize, next_x: &mut f32) -> f32 {
        let at = nodes.len();
        nodes.push(NodeData {
            name: name.clone(),
            owner: (depth % 2) as u8,
            edges: Vec::new(),
            ..NodeData::default()
        });
        let x = match self {
            TreeShape::Leaf(v) => {
                nodes[at].value = Some(*v);
                *next_x += 1.0;
                *next_x - 1.0
            }
            TreeShape::Node(children) => {
                let mut xs = Vec::with_capacity(children.len());
                for (i, c) in children.iter().enumerate() {
                    let child = child_name(&name, depth + 1, i);
                    nodes[at].edges.push(child.clone());
                    xs.push(c.grow(nodes, child, depth + 1, next_x));
                }
                (xs[0] + xs[xs.len() - 1]) / 2.0
            }
        };
        nodes[at].pos = Some((x, depth as f32));
        x
    }

    /// The tree of plays from `root` in a checked arena whose nodes below it are
    /// reached once each and whose leaves carry numbers (what the bracket
    /// notation can write), children in the arena's order.
    pub fn of_graph(graph: &ArenaGraph, root: u32) -> Result<TreeShape, NotATree> {
        let mut seen = vec![false; graph.nodes.len()];
        let mut count = 0;
        Self::of_node(graph, root, &mut seen, &mut count, 0)
    }

    fn of_node(
        graph: &ArenaGraph,
        v: u32,
        seen: &mut [bool],
        count: &mut usize,
        depth: usize,
    ) -> Result<TreeShape, NotATree> {
        let node = &graph.nodes[v as usize];
        if std::mem::replace(&mut seen[v as usize], true) {
            return Err(NotATree::Shared(node.name.clone()));
        }
        *count += 1;
        if *count > MAX_TREE_NODES || depth > MAX_TREE_DEPTH {
            return Err(NotATree::TooLarge);
        }
        match node.leaf {
            Some(Leaf::Value(x)) => Ok(TreeShape::Leaf(x)),
            Some(Leaf::Outcome(_)) => Err(NotATree::Outcome(node.name.clone())),
            None => node
                .edges
                .iter()
                .map(|&c| Self::of_node(graph, c, seen, count, depth + 1))
                .collect::<Result<Vec<_>, _>>()
                .map(TreeShape::Node),
        }
    }
}

/// The bracket reader: characters and the index of the next one.
struct Reader {
    chars: Vec<char>,
    at: usize,
    nodes: usize,
}

impl Reader {
    fn error(&self, why: &str) -> BracketError {
        BracketError {
            column: self.at + 1,
            why: why.to_string(),
        }
    }

    fn skip_space(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    /// One tree starting at the next non-space character, at nesting `depth`.
    fn tree(&mut self, depth: usize) -> Result<TreeShape, BracketError> {
        self.skip_space();
        self.nodes += 1;
        if self.nodes > MAX_TREE_NODES {
            return Err(self.error(&format!("more than {MAX_TREE_NODES} nodes")));
        }
        match self.chars.get(self.at) {
            Some(&open @ ('(' | '[')) => {
                if depth >= MAX_TREE_DEPTH {
                    return Err(self.error(&format!("nested deeper than {MAX_TREE_DEPTH} levels")));
                }
                let close = if open == '(' { ')' } else { ']' };
                let start = self.at;
                self.at += 1;
                self.skip_space();
                if self.chars.get(self.at) == Some(&close) {
                    return Err(self.error("an empty list: an inner node needs at least one child"));
                }
                let mut children = Vec::new();
                loop {
                    children.push(self.tree(depth + 1)?);
                    if depth.is_multiple_of(2) && children.len() > MAX_CHILDREN {
                        return Err(self.error(&format!(
                            "more than {MAX_CHILDREN} children (their names are letters)"
                        )));
                    }
                    self.skip_space();
                    match self.chars.get(self.at) {
                        Some(',') => self.at += 1,
                        Some(&c) if c == close => {
                            self.at += 1;
                            return Ok(TreeShape::Node(children));
                        }
                        Some(&c @ (')' | ']')) => {
                            return Err(self.error(&format!(
                                "{c:?} closes the {open:?} of column {}",
                                start + 1
                            )));
                        }
                        Some(&c) => {
                            return Err(
                                self.error(&format!("expected ',' or {close:?}, found {c:?}"))
                            );
                        }
                        None => {
                            return Err(self.error(&format!(
                                "the {open:?} of column {} is never closed",
                                start + 1
                            )));
                        }
                    }
                }
            }
            Some(&c) if c == '-' || c == '+' || c.is_ascii_digit() => self.number(),
            Some(&c @ (')' | ']' | ',')) => Err(self.error(&format!(
                "expected a number or '(' before {c:?} (an empty child?)"
            ))),
            Some(&c) => Err(self.error(&format!("{c:?} is not a number nor '('"))),
            None => Err(self.error("the tree ends too early: a bracket is not closed")),
        }
    }

    fn number(&mut self) -> Result<TreeShape, BracketError> {
        let start = self.at;
        if matches!(self.chars.get(self.at), Some('-' | '+')) {
            self.at += 1;
        }
        while self.chars.get(self.at).is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        let text: String = self.chars[start..self.at].iter().collect();
        let column = start + 1;
        if self
            .chars
            .get(self.at)
            .is_some_and(|c| c.is_alphanumeric() || *c == '.')
        {
            let mut end = self.at;
            while self
                .chars
                .get(end)
                .is_some_and(|c| c.is_alphanumeric() || *c == '.')
            {
                end += 1;
            }
            let word: String = self.chars[start..end].iter().collect();
            return Err(BracketError {
                column,
                why: format!("{word:?} is not an integer"),
            });
        }
        text.parse::<i64>()
            .map(TreeShape::Leaf)
            .map_err(|_| BracketError {
                column,
                why: if text.len() <= 1 {
                    format!("{text:?} is not an integer")
                } else {
                    format!("{text} is too large for a leaf value")
                },
            })
    }
}

#[cfg(test)]
mod tests;

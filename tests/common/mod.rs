//! Shared by every test binary, each `tests/<group>/main.rs` including it once
//! (`#[path = "../common/mod.rs"] mod common;`): the built binary run as a
//! process and scratch folders ([`bin`]), the conformance suite every game runs
//! ([`conformance`]), the studio's harness ([`studio_ui`], with the `gui`
//! feature), Tablut and Ard-ri positions ([`tafl_common`]), the exercises'
//! arenas ([`exercise_common`]); and here, for the search tests, an explicit
//! game tree ([`Tree`]) that implements `Game` and `Heuristic`, and random
//! positions of any game.

#![allow(dead_code, clippy::unwrap_used)]

pub mod bin;
pub mod conformance;
pub mod exercise_common;
#[cfg(feature = "gui")]
pub mod studio_ui;
pub mod tafl_common;

use ludoscope::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Scores, Turn, Viewer};
use ludoscope::search::{Heuristic, Value};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Below every leaf: the one final state (a draw) that no depth-limited search of
/// the tree's depth reaches.
pub const BOTTOM: u32 = u32::MAX;

/// An explicit tree: node 0 is the root (player 0, maximising), players alternate
/// by depth; a leaf's value is its heuristic estimate, so search it with the
/// tree's depth. Each leaf has one action leading to [`BOTTOM`].
#[derive(Clone, Debug)]
pub struct Tree {
    pub children: Vec<Vec<u32>>,
    pub depth: Vec<u32>,
    pub value: Vec<Value>,
    pub players: usize,
}

impl Tree {
    /// A tree from nested lists: `Node(children)` or `Leaf(value)`.
    pub fn build(shape: &Shape) -> Tree {
        let mut t = Tree {
            children: vec![],
            depth: vec![],
            value: vec![],
            players: 2,
        };
        t.add(shape, 0);
        t
    }

    fn add(&mut self, shape: &Shape, depth: u32) -> u32 {
        let id = self.children.len() as u32;
        self.children.push(vec![]);
        self.depth.push(depth);
        match shape {
            Shape::Leaf(v) => self.value.push(*v),
            Shape::Node(kids) => {
                self.value.push(0);
                for k in kids {
                    let c = self.add(k, depth + 1);
                    self.children[id as usize].push(c);
                }
            }
        }
        id
    }

    /// The minimax value of every node (player 0 maximises at even depths).
    pub fn values(&self) -> Vec<Value> {
        let mut v = self.value.clone();
        for id in (0..self.children.len()).rev() {
            let kids = &self.children[id];
            if kids.is_empty() {
                continue;
            }
            let vals = kids.iter().map(|&c| v[c as usize]);
            v[id] = if self.depth[id].is_multiple_of(2) {
                vals.max().unwrap()
            } else {
                vals.min().unwrap()
            };
        }
        v
    }
}

pub enum Shape {
    Leaf(Value),
    Node(Vec<Shape>),
}

impl Game for Tree {
    type State = u32;
    type Action = u8;
    type View = u32;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Tree",
            players: self.players,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> u32 {
        0
    }

    fn turn(&self, s: &u32) -> Turn {
        if *s == BOTTOM {
            Turn::Terminal
        } else {
            Turn::Player((self.depth[*s as usize] % 2) as Player)
        }
    }

    fn legal_actions(&self, s: &u32, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            let n = self.children[*s as usize].len().max(1);
            out.extend(0..n as u8);
        }
    }

    fn apply(&self, s: &mut u32, joint: &[Move<u8>]) {
        if let [m] = joint {
            let kids = &self.children[*s as usize];
            *s = kids.get(m.action as usize).copied().unwrap_or(BOTTOM);
        }
    }

    fn scores(&self, s: &u32) -> Option<Scores> {
        (*s == BOTTOM).then(|| Scores::two_player(None))
    }

    fn view(&self, s: &u32, _: Viewer) -> u32 {
        *s
    }

    fn notation(&self, _: &u32, a: u8) -> String {
        a.to_string()
    }

    fn parse_action(&self, _: &u32, text: &str) -> Result<u8, ActionError> {
        text.parse().map_err(|_| ActionError::Syntax {
            text: text.into(),
            expected: "a child index".into(),
        })
    }

    fn render(&self, s: &u32) -> String {
        s.to_string()
    }

    fn play(&self, s: &mut u32, actor: Actor, a: u8) {
        self.apply(s, &[Move::new(actor, a)]);
    }
}

impl Heuristic for Tree {
    fn estimate(&self, s: &u32) -> Value {
        self.value.get(*s as usize).copied().unwrap_or(0)
    }
}

/// A uniform tree of branching `b` and depth `d` with distinct leaf values in
/// [-99, 99] (so b^d <= 199), children sorted best-first for the player to move.
pub fn sorted_uniform_tree(b: usize, d: u32, seed: u64) -> Tree {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pool: Vec<Value> = (-99..=99).collect();
    let mut draw = move || {
        let i = rng.random_range(0..pool.len());
        pool.swap_remove(i)
    };
    fn shape(b: usize, d: u32, draw: &mut dyn FnMut() -> Value) -> Shape {
        if d == 0 {
            Shape::Leaf(draw())
        } else {
            Shape::Node((0..b).map(|_| shape(b, d - 1, draw)).collect())
        }
    }
    let raw = Tree::build(&shape(b, d, &mut draw));
    let values = raw.values();
    let mut sorted = raw.clone();
    for (id, kids) in sorted.children.iter_mut().enumerate() {
        if raw.depth[id].is_multiple_of(2) {
            kids.sort_by_key(|&c| -values[c as usize]);
        } else {
            kids.sort_by_key(|&c| values[c as usize]);
        }
    }
    sorted
}

/// A position `plies` random moves from the start (fewer if the game ends).
pub fn random_position<G: Game>(g: &G, rng: &mut ChaCha8Rng, plies: usize) -> G::State {
    let mut s = g.initial_state();
    let mut legal = Vec::new();
    for _ in 0..plies {
        let Some(p) = g.turn(&s).to_move() else { break };
        g.legal_actions(&s, p, &mut legal);
        let a = legal[rng.random_range(0..legal.len())];
        g.play(&mut s, Actor::Player(p), a);
    }
    s
}

/// A non-final position after `plies` random moves, or fewer if the game would
/// end first (then the last non-final one).
pub fn random_live_position<G: Game>(g: &G, plies: usize, rng: &mut ChaCha8Rng) -> G::State {
    let mut s = g.initial_state();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Turn::Player(p) = g.turn(&s) else { break };
        g.legal_actions(&s, p, &mut moves);
        let mut c = s.clone();
        g.play(
            &mut c,
            Actor::Player(p),
            moves[rng.random_range(0..moves.len())],
        );
        if g.turn(&c).is_terminal() {
            break;
        }
        s = c;
    }
    s
}

/// The arena file text of a chain of `n` inner nodes `n0`, `n1`, ..., players
/// alternating, ending in a win of player 0 (the deep arenas of issue 20).
pub fn chain_arena_text(n: usize) -> String {
    let mut nodes: Vec<String> = (0..n)
        .map(|i| {
            format!(
                "(name: \"n{i}\", owner: {}, edges: [\"n{}\"])",
                i % 2,
                i + 1
            )
        })
        .collect();
    nodes.push(format!("(name: \"n{n}\", outcome: Win0)"));
    format!("(initial: \"n0\", nodes: [{}])", nodes.join(",\n"))
}

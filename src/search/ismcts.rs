//! Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012,
//! the single-observer variant): each iteration makes up a full state from the
//! searching player's view ([`Determinize`]), walks the tree with UCB restricted
//! to the actions available in that state, adds one node, finishes the game with
//! random moves and backs the scores up. The search never reads the true state.
//! At simultaneous moves each player selects from its own statistics at the node
//! (decoupled UCT), so no one's choice depends on another's unseen choice.
//!
//! Selection follows Cowling, Powley and Whitehouse, "Information Set Monte
//! Carlo Tree Search", IEEE Transactions on Computational Intelligence and AI in
//! Games 4(2), 2012 (SO-ISMCTS, Algorithm 2): an action counts its visits `n`,
//! the sum of its rewards and its *availability* `n'` (how many selections at
//! its node it was legal in, since a determinisation may not allow it), and
//! the tree picks `mean + c * sqrt(ln(n') / n)`, an untried action first.
//!
//! [`ismcts_hooked`] tells an [`IsMctsHooks`] what each iteration does: the
//! determinisation sampled, each selection with every available edge's figures
//! and the UCB used, the joint action played at each node, the node added, the
//! playout and the scores (the inspector of `crate::inspect::ismcts` records a run
//! through them). Hooks only look: the search with hooks gives the same result,
//! for a seed, as without; [`NoHooks`] does nothing and compiles away.

use super::ucb::Uct;
use crate::engine::{Actor, Determinize, Game, Move, Player, sample_chance};
pub use hooks::{EdgeFigures, IsMctsHooks, NoHooks, Selection};
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The settings of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsMctsSettings {
    pub iterations: u32,
    /// The UCB exploration constant `c` in `mean + c * sqrt(ln(available) / visits)`.
    pub exploration: f64,
    pub seed: u64,
}

impl Default for IsMctsSettings {
    fn default() -> Self {
        IsMctsSettings {
            iterations: 2_000,
            exploration: 0.7,
            seed: 0,
        }
    }
}

/// The root actions of the searching player: visits and mean score.
#[derive(Clone, Debug, PartialEq)]
pub struct IsMctsResult<A> {
    pub best: A,
    pub actions: Vec<(A, u32, f64)>,
}

mod hooks;

/// One action's statistics at a node of the tree.
struct Edge<A> {
    player: Player,
    action: A,
    visits: u32,
    available: u32,
    reward: f64,
}

struct Node<A> {
    edges: Vec<Edge<A>>,
    kids: Vec<(Vec<Move<A>>, usize)>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node {
            edges: vec![],
            kids: vec![],
        }
    }
}

/// Searches for `player`, who sees `view`; `None` when the player has no action.
pub fn ismcts<G: Determinize>(
    g: &G,
    view: &G::View,
    player: Player,
    settings: &IsMctsSettings,
) -> Option<IsMctsResult<G::Action>> {
    ismcts_until(g, view, player, settings, &mut |_| true)
}

/// [`ismcts_until`] telling `hooks` what each iteration does (see the module
/// documentation); the result is the same as without hooks.
pub fn ismcts_hooked<G: Determinize, H: IsMctsHooks<G>>(
    g: &G,
    view: &G::View,
    player: Player,
    settings: &IsMctsSettings,
    go_on: &mut dyn FnMut(u32) -> bool,
    hooks: &mut H,
) -> Option<IsMctsResult<G::Action>> {
    let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
    let mut tree: Vec<Node<G::Action>> = vec![Node::new()];
    for done in 1..=settings.iterations.max(1) {
        let mut search = Iteration {
            g,
            me: player,
            c: settings.exploration,
            tree: &mut tree,
            rng: &mut rng,
            hooks,
        };
        search.run(view, done);
        if !go_on(done) {
            break;
        }
    }
    let mut actions: Vec<(G::Action, u32, f64)> = tree[0]
        .edges
        .iter()
        .filter(|e| e.player == player && e.visits > 0)
        .map(|e| (e.action, e.visits, e.reward / e.visits as f64))
        .collect();
    actions.sort_by_key(|a| std::cmp::Reverse(a.1));
    let best = actions.first()?.0;
    Some(IsMctsResult { best, actions })
}

/// [`ismcts`] that calls `go_on` with the number of iterations done after each
/// one and stops early (answering from the iterations so far, at least one) when
/// it returns false: for an agent asked to answer at once.
pub fn ismcts_until<G: Determinize>(
    g: &G,
    view: &G::View,
    player: Player,
    settings: &IsMctsSettings,
    go_on: &mut dyn FnMut(u32) -> bool,
) -> Option<IsMctsResult<G::Action>> {
    ismcts_hooked(g, view, player, settings, go_on, &mut NoHooks)
}

/// One iteration's context: the game, the searching player, the tree.
struct Iteration<'a, G: Game, R: Rng, H> {
    g: &'a G,
    me: Player,
    c: f64,
    tree: &'a mut Vec<Node<G::Action>>,
    rng: &'a mut R,
    hooks: &'a mut H,
}

impl<G: Determinize, R: Rng, H: IsMctsHooks<G>> Iteration<'_, G, R, H> {
    /// Iteration number `k` (from 1): determinise, select, add a node, play
    /// out, back up.
    fn run(&mut self, view: &G::View, k: u32) {
        let (g, me) = (self.g, self.me);
        let mut s = g.determinize(view, me, self.rng);
        self.hooks.determinised(k, &s);
        let mut node = 0;
        let mut path: Vec<(usize, Vec<usize>)> = vec![];
        let mut legal = Vec::new();
        let mut outcomes = Vec::new();
        while !g.turn(&s).is_terminal() {
            let mut joint = vec![];
            let mut chosen = vec![];
            for actor in g.turn(&s).actors() {
                match actor {
                    Actor::Chance => {
                        g.chance_outcomes(&s, &mut outcomes);
                        if let Some(a) = sample_chance(&outcomes, self.rng) {
                            joint.push(Move::new(actor, a));
                        }
                    }
                    Actor::Player(p) => {
                        g.legal_actions(&s, p, &mut legal);
                        let here = available(&mut self.tree[node], p, &legal);
                        let e = select(&self.tree[node], &here, self.c, self.rng);
                        self.hooks.selected(&Selection {
                            node,
                            player: p,
                            edges: &self.tree[node].edges,
                            here: &here,
                            chosen: e,
                            c: self.c,
                        });
                        joint.push(Move::new(actor, self.tree[node].edges[e].action));
                        chosen.push(e);
                    }
                }
            }
            self.hooks.played(node, &s, &joint);
            path.push((node, chosen));
            g.apply(&mut s, &joint);
            match self.tree[node].kids.iter().find(|(j, _)| *j == joint) {
                Some(&(_, k)) => node = k,
                None => {
                    self.tree.push(Node::new());
                    let k = self.tree.len() - 1;
                    self.tree[node].kids.push((joint, k));
                    self.hooks.added(node, k);
                    break;
                }
            }
        }
        let scores = rollout(g, s, self.rng, self.hooks);
        self.hooks.scored(&scores);
        for (n, edges) in path {
            for e in edges {
                let edge = &mut self.tree[n].edges[e];
                edge.visits += 1;
                edge.reward += scores.get(edge.player).copied().unwrap_or(0.0);
            }
        }
    }
}

/// Player `p`'s edges at `node` for the `legal` actions (added when new), each
/// counted available once more.
fn available<A: Copy + PartialEq>(node: &mut Node<A>, p: Player, legal: &[A]) -> Vec<usize> {
    let mut here = Vec::with_capacity(legal.len());
    for &a in legal {
        let i = match node
            .edges
            .iter()
            .position(|e| e.player == p && e.action == a)
        {
            Some(i) => i,
            None => {
                node.edges.push(Edge {
                    player: p,
                    action: a,
                    visits: 0,
                    available: 0,
                    reward: 0.0,
                });
                node.edges.len() - 1
            }
        };
        node.edges[i].available += 1;
        here.push(i);
    }
    here
}

/// The edge to follow among `here` (the available ones): an untried one at
/// random, else the best by UCB over availability ([`ucb`]; the last of equals).
fn select<A, R: Rng>(node: &Node<A>, here: &[usize], c: f64, rng: &mut R) -> usize {
    let untried: Vec<usize> = here
        .iter()
        .copied()
        .filter(|&i| node.edges[i].visits == 0)
        .collect();
    if let Some(&i) = untried.choose(rng) {
        return i;
    }
    here.iter()
        .copied()
        .max_by(|&a, &b| ucb(&node.edges[a], c).total_cmp(&ucb(&node.edges[b], c)))
        .unwrap_or(0)
}

/// `mean + c * sqrt(ln(available) / visits)` of a tried edge ([`Uct`] fed the
/// availability).
fn ucb<A>(e: &Edge<A>, c: f64) -> f64 {
    Uct::new(c, e.available.into())
        .score(e.reward, e.visits.into())
        .value()
}

/// Random moves to the end; the final scores. A game with a draw rule
/// ([`Game::draw_limit`]: an arena with a cycle) stops after that many plies
/// with every player at 0, a draw.
fn rollout<G: Game, R: Rng, H: IsMctsHooks<G>>(
    g: &G,
    mut s: G::State,
    rng: &mut R,
    hooks: &mut H,
) -> Vec<f64> {
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut plies_left = g.draw_limit().unwrap_or(u32::MAX);
    while !g.turn(&s).is_terminal() {
        if plies_left == 0 {
            return vec![0.0; g.info().players];
        }
        plies_left -= 1;
        let mut joint = vec![];
        for actor in g.turn(&s).actors() {
            let a = match actor {
                Actor::Chance => {
                    g.chance_outcomes(&s, &mut outcomes);
                    sample_chance(&outcomes, rng)
                }
                Actor::Player(p) => {
                    g.legal_actions(&s, p, &mut legal);
                    (!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())])
                }
            };
            if let Some(a) = a {
                joint.push(Move::new(actor, a));
            }
        }
        hooks.playout(&s, &joint);
        g.apply(&mut s, &joint);
    }
    g.scores(&s)
        .map(|sc| sc.as_slice().to_vec())
        .unwrap_or_default()
}

//! Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012,
//! the single-observer variant): each iteration makes up a full state from the
//! searching player's view ([`Determinize`]), walks the tree with UCB restricted
//! to the actions available in that state, adds one node, finishes the game with
//! random moves and backs the scores up. The search never reads the true state.
//! At simultaneous moves each player selects from its own statistics at the node
//! (decoupled UCT), so no one's choice depends on another's unseen choice.

use crate::engine::{Actor, Determinize, Game, Move, Player, sample_chance};
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
    let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
    let mut tree: Vec<Node<G::Action>> = vec![Node::new()];
    for done in 1..=settings.iterations.max(1) {
        iterate(g, view, player, settings.exploration, &mut tree, &mut rng);
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

fn iterate<G: Determinize, R: Rng>(
    g: &G,
    view: &G::View,
    me: Player,
    c: f64,
    tree: &mut Vec<Node<G::Action>>,
    rng: &mut R,
) {
    let mut s = g.determinize(view, me, rng);
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
                    if let Some(a) = sample_chance(&outcomes, rng) {
                        joint.push(Move::new(actor, a));
                    }
                }
                Actor::Player(p) => {
                    g.legal_actions(&s, p, &mut legal);
                    let e = select(&mut tree[node], p, &legal, c, rng);
                    joint.push(Move::new(actor, tree[node].edges[e].action));
                    chosen.push(e);
                }
            }
        }
        path.push((node, chosen));
        g.apply(&mut s, &joint);
        match tree[node].kids.iter().find(|(j, _)| *j == joint) {
            Some(&(_, k)) => node = k,
            None => {
                tree.push(Node::new());
                let k = tree.len() - 1;
                tree[node].kids.push((joint, k));
                break;
            }
        }
    }
    let scores = rollout(g, s, rng);
    for (n, edges) in path {
        for e in edges {
            let edge = &mut tree[n].edges[e];
            edge.visits += 1;
            edge.reward += scores.get(edge.player).copied().unwrap_or(0.0);
        }
    }
}

/// Player `p`'s edge at `node` among the `legal` actions: an untried one at random,
/// else the best by UCB over availability.
fn select<A: Copy + PartialEq, R: Rng>(
    node: &mut Node<A>,
    p: Player,
    legal: &[A],
    c: f64,
    rng: &mut R,
) -> usize {
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
    let untried: Vec<usize> = here
        .iter()
        .copied()
        .filter(|&i| node.edges[i].visits == 0)
        .collect();
    if let Some(&i) = untried.choose(rng) {
        return i;
    }
    let ucb = |e: &Edge<A>| {
        e.reward / e.visits as f64 + c * ((e.available as f64).ln() / e.visits as f64).sqrt()
    };
    here.into_iter()
        .max_by(|&a, &b| ucb(&node.edges[a]).total_cmp(&ucb(&node.edges[b])))
        .unwrap_or(0)
}

/// Random moves to the end; the final scores. A game with a draw rule
/// ([`Game::draw_limit`]: an arena with a cycle) stops after that many plies
/// with every player at 0, a draw.
fn rollout<G: Game, R: Rng>(g: &G, mut s: G::State, rng: &mut R) -> Vec<f64> {
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
        g.apply(&mut s, &joint);
    }
    g.scores(&s)
        .map(|sc| sc.as_slice().to_vec())
        .unwrap_or_default()
}

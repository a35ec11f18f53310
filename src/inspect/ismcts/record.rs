//! Recording an information-set MCTS run ([`crate::search::ismcts`]) through its
//! hooks: per iteration the determinisation sampled (kept as a state of the
//! game, to be described and drawn), the path of the tree's nodes with each
//! player's choice (the edges available in that determinisation, the one
//! chosen, its reward before the backup and the UCB the search used), the
//! joint action played at each node, the node added, the playout and the
//! scores. Everything but the determinisations is erased over games
//! ([`IsMctsTrace`]: actions as indices into a table of notations), like
//! [`crate::inspect::InspectTrace`]. The search runs exactly as the agents run
//! it: same seed, same result.

use crate::engine::{Actor, Determinize, Game, Move, Player};
use crate::search::ismcts::{EdgeFigures, IsMctsHooks, IsMctsSettings, Selection, ismcts_hooked};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// One move of a joint action, as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub actor: Actor,
    /// The action's index in [`IsMctsTrace::names`].
    pub action: u32,
    /// Whether the searching player sees this move where it was played
    /// ([`Game::action_visible`]) in that iteration's determinisation.
    pub seen: bool,
}

/// One player's selection at a node.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub player: Player,
    /// The edges (indices among the node's edges) available in this
    /// determinisation, in the order of the legal actions.
    pub available: Vec<u32>,
    pub chosen: u32,
    /// The chosen edge's reward sum before this iteration's backup.
    pub reward_before: f64,
    /// The UCB the search computed for the chosen edge (`None`: it was untried).
    pub ucb: Option<f64>,
}

/// One node of an iteration's path: the choices made there and the joint
/// action played (chance's outcome included).
#[derive(Clone, Debug, PartialEq)]
pub struct PathStep {
    pub node: u32,
    pub choices: Vec<Choice>,
    pub joint: Vec<Played>,
}

/// What one iteration did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IterationRecord {
    pub path: Vec<PathStep>,
    /// The node added (none when the path ended at a final state).
    pub added: Option<u32>,
    /// The random playout's joint actions.
    pub playout: Vec<Vec<Played>>,
    /// The final scores, one per player.
    pub scores: Vec<f64>,
}

/// An edge of the tree: whose action, and which (index into the names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeKey {
    pub player: Player,
    pub action: u32,
}

/// A node of the tree: the set of states (over the determinisations) that the
/// joint actions from the root lead to, from the searching player's root
/// information set.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    pub parent: Option<u32>,
    /// The joint action from the parent (empty for the root).
    pub joint: Vec<Played>,
    /// The iteration that added it (0 for the root).
    pub born: u32,
    /// Its edges, numbered as the search numbers them.
    pub edges: Vec<EdgeKey>,
}

/// A recorded run, erased over games.
#[derive(Clone, Debug, PartialEq)]
pub struct IsMctsTrace {
    pub settings: IsMctsSettings,
    pub players: usize,
    /// The player whose view the search starts from.
    pub searcher: Player,
    /// The notation of each action index.
    pub names: Vec<String>,
    /// Every node the run added, in order (node 0 the root).
    pub nodes: Vec<TreeNode>,
    /// Iteration `k` is `iterations[k - 1]`.
    pub iterations: Vec<IterationRecord>,
}

impl IsMctsTrace {
    /// Iterations recorded (fewer than asked when stopped).
    pub fn len(&self) -> u32 {
        self.iterations.len() as u32
    }

    pub fn is_empty(&self) -> bool {
        self.iterations.is_empty()
    }

    /// Iteration `k` (from 1).
    pub fn iteration(&self, k: u32) -> Option<&IterationRecord> {
        k.checked_sub(1)
            .and_then(|i| self.iterations.get(i as usize))
    }

    /// The joint action as text: `bet`, or `K` for chance, moves of a
    /// simultaneous turn joined by `+`.
    pub fn joint_text(&self, joint: &[Played]) -> String {
        let names: Vec<&str> = joint
            .iter()
            .map(|m| self.names[m.action as usize].as_str())
            .collect();
        names.join("+")
    }
}

/// A recorded run with the game and the determinisations, to describe and draw.
#[derive(Clone, Debug)]
pub struct IsMctsRun<G: Game> {
    pub game: G,
    /// The true state searched (the search never reads it).
    pub state: G::State,
    pub trace: Arc<IsMctsTrace>,
    determinisations: Vec<G::State>,
}

impl<G: Game> IsMctsRun<G> {
    /// The determinisation of iteration `k` (from 1).
    pub fn determinisation(&self, k: u32) -> Option<&G::State> {
        k.checked_sub(1)
            .and_then(|i| self.determinisations.get(i as usize))
    }
}

/// Runs ISMCTS for `searcher` (who must act at `state`) from its view of
/// `state`, recording every iteration. `progress(done)` hears the iterations
/// done now and then; raising `stop` ends the run after the current iteration
/// (the iterations done are kept, at least one).
pub fn record<G: Determinize>(
    g: &G,
    state: &G::State,
    searcher: Player,
    settings: &IsMctsSettings,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(u32),
) -> Result<IsMctsRun<G>, String> {
    let turn = g.turn(state);
    if turn.is_terminal() {
        return Err("the position is final: no one chooses".into());
    }
    if !turn.is_active(Actor::Player(searcher)) {
        return Err(format!(
            "player {searcher} does not choose at this position"
        ));
    }
    let view = g.view(state, crate::engine::Viewer::Player(searcher));
    let mut recorder = Recorder {
        g,
        searcher,
        names: vec![],
        index: HashMap::new(),
        trace_nodes: vec![TreeNode {
            parent: None,
            joint: vec![],
            born: 0,
            edges: vec![],
        }],
        iterations: vec![],
        states: vec![],
        pending: vec![],
    };
    let mut go_on = |done: u32| {
        if done.is_multiple_of(64) {
            progress(done);
        }
        !stop.load(Ordering::Relaxed)
    };
    ismcts_hooked(g, &view, searcher, settings, &mut go_on, &mut recorder);
    progress(recorder.iterations.len() as u32);
    let trace = IsMctsTrace {
        settings: *settings,
        players: g.info().players,
        searcher,
        names: recorder.names,
        nodes: recorder.trace_nodes,
        iterations: recorder.iterations,
    };
    Ok(IsMctsRun {
        game: g.clone(),
        state: state.clone(),
        trace: Arc::new(trace),
        determinisations: recorder.states,
    })
}

/// A selection heard, waiting for the state its actions are named at: the
/// player, the edge chosen, the available edges' figures.
type Pending<A> = (Player, usize, Vec<EdgeFigures<A>>);

/// The hooks' listener.
struct Recorder<'a, G: Game> {
    g: &'a G,
    searcher: Player,
    names: Vec<String>,
    index: HashMap<(Actor, G::Action), u32>,
    trace_nodes: Vec<TreeNode>,
    iterations: Vec<IterationRecord>,
    states: Vec<G::State>,
    /// Selections at the current node, named once its state is known.
    pending: Vec<Pending<G::Action>>,
}

impl<G: Game> Recorder<'_, G> {
    fn name(&mut self, before: &G::State, actor: Actor, action: G::Action) -> u32 {
        if let Some(&i) = self.index.get(&(actor, action)) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(self.g.notation(before, action));
        self.index.insert((actor, action), i);
        i
    }

    fn current(&mut self) -> &mut IterationRecord {
        if self.iterations.is_empty() {
            self.iterations.push(IterationRecord::default());
        }
        let last = self.iterations.len() - 1;
        &mut self.iterations[last]
    }
}

impl<G: Game> IsMctsHooks<G> for Recorder<'_, G> {
    fn determinised(&mut self, _iteration: u32, state: &G::State) {
        self.iterations.push(IterationRecord::default());
        self.states.push(state.clone());
    }

    fn selected(&mut self, selection: &Selection<'_, G::Action>) {
        let figures = selection.available().collect();
        self.pending
            .push((selection.player(), selection.chosen(), figures));
    }

    fn played(&mut self, node: usize, before: &G::State, joint: &[Move<G::Action>]) {
        let mut choices = vec![];
        for (player, chosen, figures) in std::mem::take(&mut self.pending) {
            let mut available = Vec::with_capacity(figures.len());
            let mut picked = None;
            for f in &figures {
                let action = self.name(before, Actor::Player(player), f.action);
                let edges = &mut self.trace_nodes[node].edges;
                if edges.len() <= f.edge {
                    let blank = EdgeKey { player, action };
                    edges.resize(f.edge + 1, blank);
                }
                edges[f.edge] = EdgeKey { player, action };
                available.push(f.edge as u32);
                if f.edge == chosen {
                    picked = Some(*f);
                }
            }
            let (reward_before, ucb) = picked.map_or((0.0, None), |f| (f.reward, f.ucb));
            choices.push(Choice {
                player,
                available,
                chosen: chosen as u32,
                reward_before,
                ucb,
            });
        }
        let joint = self.joint(before, joint);
        self.current().path.push(PathStep {
            node: node as u32,
            choices,
            joint,
        });
    }

    fn added(&mut self, parent: usize, node: usize) {
        let born = self.iterations.len() as u32;
        let joint = self
            .current()
            .path
            .last()
            .map(|s| s.joint.clone())
            .unwrap_or_default();
        debug_assert_eq!(node, self.trace_nodes.len(), "nodes are added in order");
        self.trace_nodes.push(TreeNode {
            parent: Some(parent as u32),
            joint,
            born,
            edges: vec![],
        });
        self.current().added = Some(node as u32);
    }

    fn playout(&mut self, before: &G::State, joint: &[Move<G::Action>]) {
        let joint = self.joint(before, joint);
        self.current().playout.push(joint);
    }

    fn scored(&mut self, scores: &[f64]) {
        self.current().scores = scores.to_vec();
    }
}

impl<G: Game> Recorder<'_, G> {
    /// A joint action named, each move with whether the searcher sees it.
    fn joint(&mut self, before: &G::State, joint: &[Move<G::Action>]) -> Vec<Played> {
        joint
            .iter()
            .map(|m| Played {
                actor: m.actor,
                action: self.name(before, m.actor, m.action),
                seen: self
                    .g
                    .action_visible(before, m.actor, m.action, self.searcher),
            })
            .collect()
    }
}

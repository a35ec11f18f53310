//! Recording an information-set MCTS run ([`crate::search::ismcts`]) through its
//! hooks: per iteration the determinisation sampled (kept as a state of the
//! game, to be described and drawn), the path of the tree's nodes with each
//! player's choice (the edges available in that determinisation, the one
//! chosen, its reward before the backup and the UCB the search used), the
//! joint action played at each node, the node added, the playout and the
//! scores. Everything but the determinisations is erased over games
//! ([`IsMctsTrace`]: the shared [`RecordedRun`] of the Monte Carlo inspectors,
//! actions as indices into a table of notations, with ISMCTS's nodes and
//! records), like [`crate::inspect::InspectTrace`]. The search runs exactly as
//! the agents run it: same seed, same result.

use crate::engine::{Actor, Determinize, Game, Move, Player};
use crate::inspect::mcts::{Iteration, RecordedRun};
use crate::search::ismcts::{EdgeFigures, IsMctsHooks, IsMctsSettings, Selection, ismcts_hooked};
use std::collections::HashMap;
use std::ops::Deref;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// One move of a joint action, as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub actor: Actor,
    /// The action's index in the run's names ([`RecordedRun::names`]).
    pub action: u32,
    /// Whether the searching player sees this move where it was played: its
    /// own, or another's it sees ([`Game::action_visible`]) in that
    /// iteration's determinisation.
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

impl Iteration for IterationRecord {
    fn scores(&self) -> &[f64] {
        &self.scores
    }
}

impl IterationRecord {
    /// The nodes this iteration's backup counts a visit in: its path's, then
    /// the node it added.
    pub fn visited(&self) -> impl Iterator<Item = u32> + '_ {
        self.path.iter().map(|s| s.node).chain(self.added)
    }
}

/// An edge of the tree: whose action, and which (index into the names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeKey {
    pub player: Player,
    pub action: u32,
}

/// A node of the tree: the set of states (over the determinisations) that the
/// joint actions from the root lead to, from the searching player's root
/// information set. Its parent and the iteration that added it are the
/// shared model's ([`RecordedRun::parent`], [`RecordedRun::nodes_after`]).
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// The joint action from the parent (empty for the root).
    pub joint: Vec<Played>,
    /// Its edges, numbered as the search numbers them.
    pub edges: Vec<EdgeKey>,
}

/// A recorded run, erased over games: the shared [`RecordedRun`] (`players`,
/// `names`, `len()`, `iteration(k)`, `path(k)`, `parent(n)`...) with
/// ISMCTS's settings and nodes.
#[derive(Clone, Debug, PartialEq)]
pub struct IsMctsTrace {
    pub settings: IsMctsSettings,
    /// The player whose view the search starts from.
    pub searcher: Player,
    /// Every node the run added, in order (node 0 the root).
    pub nodes: Vec<TreeNode>,
    recorded: RecordedRun<IterationRecord>,
}

impl Deref for IsMctsTrace {
    type Target = RecordedRun<IterationRecord>;
    fn deref(&self) -> &RecordedRun<IterationRecord> {
        &self.recorded
    }
}

impl IsMctsTrace {
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
            joint: vec![],
            edges: vec![],
        }],
        recorded: RecordedRun::new(g.info().players, vec![]),
        current: None,
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
    let mut recorded = recorder.recorded;
    progress(recorded.len());
    recorded.names = recorder.names;
    let trace = IsMctsTrace {
        settings: *settings,
        searcher,
        nodes: recorder.trace_nodes,
        recorded,
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
    /// The iterations recorded (named at the end).
    recorded: RecordedRun<IterationRecord>,
    /// The iteration being recorded.
    current: Option<IterationRecord>,
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
        self.current.get_or_insert_with(IterationRecord::default)
    }
}

impl<G: Game> IsMctsHooks<G> for Recorder<'_, G> {
    fn determinised(&mut self, _iteration: u32, state: &G::State) {
        self.current = Some(IterationRecord::default());
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
        let joint = self
            .current()
            .path
            .last()
            .map(|s| s.joint.clone())
            .unwrap_or_default();
        let id = self.recorded.add_node(parent as u32);
        debug_assert_eq!(node, id as usize, "nodes are added in order");
        self.trace_nodes.push(TreeNode {
            joint,
            edges: vec![],
        });
        self.current().added = Some(node as u32);
    }

    fn playout(&mut self, before: &G::State, joint: &[Move<G::Action>]) {
        let joint = self.joint(before, joint);
        self.current().playout.push(joint);
    }

    fn scored(&mut self, scores: &[f64]) {
        let mut record = self.current.take().unwrap_or_default();
        record.scores = scores.to_vec();
        let path: Vec<u32> = record.visited().collect();
        self.recorded.push(record, &path);
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
                // A player knows its own moves; signals (seed 000) carry the
                // others' ([`Game::action_visible`] is asked of those only).
                seen: m.actor == Actor::Player(self.searcher)
                    || self
                        .g
                        .action_visible(before, m.actor, m.action, self.searcher),
            })
            .collect()
    }
}

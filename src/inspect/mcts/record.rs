//! [`MctsRun`]: one MCTS run recorded iteration by iteration, for any game: the
//! shared [`RecordedRun`] (iterations, paths, the tree's growth, actions as
//! indices into a table of notations) with MCTS's records (each expansion) and
//! the run's position and settings; and [`MctsRecorder`], the
//! tracer that records it from the search's MCTS hooks
//! ([`crate::search::Tracer::mcts_actions`] and the others). The recorder follows
//! the state along each iteration (the path, then the playout) only to write each
//! action in the game's notation where it was played.

use super::recorded::{Iteration, RecordedRun};
use super::shape::Shape;
use super::{MctsOptions, check};
use crate::engine::{Actor, Game, Player, Prob, Turn, state_after};
use crate::games::{AnyGame, Catalogued, GameSpec};
use crate::search::mcts::search_traced;
use crate::search::trace::{Bound, LeafKind, Tracer, Value};
use crate::search::trace_file::Names;
use crate::with_game;
use serde::{Deserialize, Serialize};
use std::ops::Deref;
use std::sync::atomic::{AtomicBool, Ordering};

/// What an expansion added: the chooser there (`None`: chance) and the
/// children, in the tree's order, with chance's probabilities (empty for a
/// player's node).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Expansion {
    pub mover: Option<Player>,
    pub children: Vec<u32>,
    pub probs: Vec<f64>,
}

/// One iteration: the child index taken at each step from the root, the
/// expansion (at most one per iteration), the playout's actions and the score
/// vector backed up.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct IterationRecord {
    pub path: Vec<u32>,
    pub expansion: Option<Expansion>,
    pub playout: Vec<u32>,
    pub scores: Vec<f64>,
}

impl Iteration for IterationRecord {
    fn scores(&self) -> &[f64] {
        &self.scores
    }
}

/// A recorded MCTS run on any game: what each iteration did, exactly. It reads
/// as the shared [`RecordedRun`] (`players`, `names`, `iteration(k)`, `path(k)`...).
#[derive(Clone, Debug)]
pub struct MctsRun {
    pub spec: GameSpec,
    /// The moves from the initial state to the searched position.
    pub moves: Vec<String>,
    pub options: MctsOptions,
    pub root_player: Player,
    recorded: RecordedRun<IterationRecord>,
    /// The tree's MCTS structure over the whole run.
    pub(super) shape: Shape,
}

impl Deref for MctsRun {
    type Target = RecordedRun<IterationRecord>;
    fn deref(&self) -> &RecordedRun<IterationRecord> {
        &self.recorded
    }
}

impl MctsRun {
    /// Runs MCTS on `spec` after `moves`, recording; `progress(iterations_done)`
    /// is called now and then; `stop` cancels (the run keeps the iterations
    /// done). Errors name the problem.
    pub fn record(
        spec: &GameSpec,
        moves: &[String],
        options: &MctsOptions,
        stop: &AtomicBool,
        progress: &dyn Fn(u32),
    ) -> Result<MctsRun, String> {
        let game = AnyGame::from_spec(spec).map_err(|e| e.to_string())?;
        with_game!(&game, g => {
            let root = state_after(g, moves).map_err(|e| e.to_string())?;
            let mut rec = MctsRecorder::new(g, &root, stop, progress);
            search_traced(g, &root, options, stop, &mut rec).map_err(|e| e.to_string())?;
            rec.finish(moves, options)
        })
    }

    /// Iterations recorded.
    pub fn iterations(&self) -> u32 {
        self.recorded.len()
    }

    /// Iteration `k`'s path as moves, from the root down: each step's action
    /// (its notation) and who chose it (`None`: chance).
    pub fn steps(&self, k: u32) -> Vec<(&str, Option<Player>)> {
        let s = &self.shape;
        let step = |&n: &u32| (self.name(s.action[n as usize]), s.mover[n as usize]);
        self.path(k).iter().skip(1).map(step).collect()
    }

    /// A run from its parts, its structure checked (not its actions: see
    /// [`check::against_rules`]).
    pub(super) fn from_parts(
        head: RunHead,
        names: Vec<String>,
        records: Vec<IterationRecord>,
    ) -> Result<MctsRun, String> {
        let (recorded, shape) = Shape::build(records, head.players, head.root_player, names)
            .map_err(|(k, why)| format!("iteration {k}: {why}"))?;
        Ok(MctsRun {
            spec: head.spec,
            moves: head.moves,
            options: head.options,
            root_player: head.root_player,
            recorded,
            shape,
        })
    }
}

/// The position and settings of a run.
pub(super) struct RunHead {
    pub spec: GameSpec,
    pub moves: Vec<String>,
    pub options: MctsOptions,
    pub players: usize,
    pub root_player: Player,
}

/// The tracer that records an MCTS run of `G` from `root` (the search's
/// [`Tracer`] events it ignores but the root's `enter` and, for the state,
/// each child's); `stop` and `progress` as in [`MctsRun::record`].
pub struct MctsRecorder<'a, G: Game> {
    game: &'a G,
    root: G::State,
    state: G::State,
    names: Names,
    records: Vec<IterationRecord>,
    current: IterationRecord,
    stop: &'a AtomicBool,
    progress: &'a dyn Fn(u32),
}

impl<'a, G: Game> MctsRecorder<'a, G> {
    pub fn new(
        game: &'a G,
        root: &G::State,
        stop: &'a AtomicBool,
        progress: &'a dyn Fn(u32),
    ) -> Self {
        MctsRecorder {
            game,
            root: root.clone(),
            state: root.clone(),
            names: Names::default(),
            records: Vec::new(),
            current: IterationRecord::default(),
            stop,
            progress,
        }
    }

    fn name(&mut self, a: G::Action) -> u32 {
        self.names.intern(&self.game.notation(&self.state, a))
    }

    /// The run recorded, from the position after `moves`, checked like a loaded one.
    pub fn finish(self, moves: &[String], options: &MctsOptions) -> Result<MctsRun, String>
    where
        G: Catalogued,
    {
        let info = self.game.info();
        let Turn::Player(root_player) = self.game.turn(&self.root) else {
            return Err("no player chooses at the searched position".into());
        };
        let head = RunHead {
            spec: self.game.spec(),
            moves: moves.to_vec(),
            options: options.clone(),
            players: info.players,
            root_player,
        };
        let mut run = MctsRun::from_parts(head, self.names.into_table(), self.records)?;
        run.shape.game_rank = check::against_rules(self.game, &self.root, &run)?;
        Ok(run)
    }

    /// Iterations recorded so far.
    pub fn iterations(&self) -> usize {
        self.records.len()
    }
}

impl<G: Game> Tracer<G::Action> for MctsRecorder<'_, G> {
    fn enter(&mut self, action: Option<G::Action>, depth: u32, _: Value, _: Value) {
        match action {
            None if depth == 0 => {
                self.state = self.root.clone();
                self.current = IterationRecord::default();
            }
            None => {}
            Some(a) => {
                let actor = match self.game.turn(&self.state) {
                    Turn::Chance => Actor::Chance,
                    turn => Actor::Player(turn.to_move().unwrap_or(0)),
                };
                self.game.play(&mut self.state, actor, a);
            }
        }
    }
    fn leaf(&mut self, _: LeafKind, _: Value) {}
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    fn cut(&mut self, _: &[G::Action]) {}
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    fn exit(&mut self, _: Value, _: Bound) {}
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
    fn mcts_actions(&mut self, player: Player, actions: &[G::Action]) {
        let children = actions.iter().map(|&a| self.name(a)).collect();
        self.current.expansion = Some(Expansion {
            mover: Some(player),
            children,
            probs: Vec::new(),
        });
    }
    fn mcts_outcomes(&mut self, outcomes: &[(G::Action, Prob)]) {
        let children = outcomes.iter().map(|&(a, _)| self.name(a)).collect();
        self.current.expansion = Some(Expansion {
            mover: None,
            children,
            probs: outcomes.iter().map(|(_, p)| p.to_f64()).collect(),
        });
    }
    fn mcts_child(&mut self, index: u32) {
        self.current.path.push(index);
    }
    fn mcts_playout(&mut self, actor: Actor, action: G::Action) {
        let a = self.name(action);
        self.current.playout.push(a);
        self.game.play(&mut self.state, actor, action);
    }
    fn mcts_scores(&mut self, scores: &[f64]) {
        self.current.scores = scores.to_vec();
        self.records.push(std::mem::take(&mut self.current));
        if self.records.len().is_multiple_of(256) {
            (self.progress)(self.records.len() as u32);
        }
    }
}

//! [`InspectTrace`]: a recorded search that the studio can hold whatever the
//! game: the trace with each action replaced by an index into one table of
//! notations (`Trace<u32>`), the position searched from (spec and moves), the
//! algorithm and, for memo and transposition hits, the node whose value was
//! reused. Built from a fresh recording ([`InspectTrace::from_typed`]) or from a
//! trace file ([`InspectTrace::load`], checked against the rules: every action
//! legal where it was played); written back as a trace file on demand.

use super::algorithm::{Algorithm, Family};
use super::settings::SearchSettings;
use super::walk::{Reuse, Visit, walk};
use crate::engine::{Actor, Game, Turn, available, parse_legal, state_after};
use crate::games::AnyGame;
use crate::games::{Catalogued, GameSpec};
use crate::search::Trace;
use crate::search::trace_file::{NamedTrace, Names, TraceFile, read};
use crate::with_game;
use std::path::Path;

/// A recorded search, for any game.
#[derive(Clone, Debug)]
pub struct InspectTrace {
    /// Actions are indices into [`InspectTrace::names`].
    pub trace: Trace<u32>,
    /// The notation of each action index.
    pub names: Vec<String>,
    pub spec: GameSpec,
    /// The moves from the start to the searched position.
    pub moves: Vec<String>,
    pub algorithm: Algorithm,
    /// For each memo or transposition hit, in event order: (the node answered,
    /// the earlier node of the same position whose value was reused), when found.
    pub reused: Vec<(u32, u32)>,
    /// The settings of the run; `None` for a trace opened from a file.
    pub settings: Option<SearchSettings>,
}

impl InspectTrace {
    /// The trace of a search of `g` from `root` (reached by `moves`).
    pub fn from_typed<G: Catalogued>(
        g: &G,
        moves: &[String],
        root: &G::State,
        algorithm: Algorithm,
        trace: Trace<G::Action>,
    ) -> Result<InspectTrace, String> {
        let mut naming = Naming {
            g,
            trace: &trace,
            names: Names::default(),
            actions: vec![None; trace.node_count()],
            cuts: Vec::new(),
            reuse: Reuse::new(&trace),
        };
        walk(&trace, root, &mut naming)?;
        let Naming {
            mut names,
            actions,
            cuts,
            reuse,
            ..
        } = naming;
        // Cut actions are numbered after every node's, as in a trace file.
        let cut_actions = cuts.iter().flatten().map(|t| names.intern(t)).collect();
        Ok(InspectTrace {
            trace: trace.map_actions(actions, cut_actions),
            names: names.into_table(),
            spec: g.spec(),
            moves: moves.to_vec(),
            algorithm,
            reused: reuse.found,
            settings: None,
        })
    }

    /// Reads the trace file at `path` and checks it against its game; the
    /// error names the file.
    pub fn load(path: &Path) -> Result<InspectTrace, String> {
        let named = read(path).map_err(|e| e.to_string())?;
        InspectTrace::checked(named).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// A trace file's content, checked against its game.
    pub fn from_file(file: &TraceFile) -> Result<InspectTrace, String> {
        let named = NamedTrace::from_file(file).map_err(|e| e.to_string())?;
        InspectTrace::checked(named)
    }

    /// Checks a named trace against its game: the spec must name a game, the
    /// moves must be legal from its start, the algorithm must be known, and every
    /// action of the trace legal where it was played.
    pub fn checked(named: NamedTrace) -> Result<InspectTrace, String> {
        let algorithm = Algorithm::parse(&named.algorithm)
            .ok_or_else(|| format!("the trace names no known algorithm: {:?}", named.algorithm))?;
        let game = AnyGame::from_spec(&named.spec).map_err(|e| e.to_string())?;
        let reused = with_game!(&game, g => {
            let root = state_after(g, &named.moves).map_err(|e| e.to_string())?;
            let mut checking = Checking { g, named: &named, reuse: Reuse::new(&named.trace) };
            walk(&named.trace, &root, &mut checking)?;
            checking.reuse.found
        });
        Ok(InspectTrace {
            trace: named.trace,
            names: named.names,
            spec: named.spec,
            moves: named.moves,
            algorithm,
            reused,
            settings: None,
        })
    }

    /// Keeps the settings of the run.
    pub fn with_settings(mut self, settings: SearchSettings) -> Self {
        self.settings = Some(settings);
        self
    }

    /// The trace file's form (spec, moves, algorithm, tables in notation).
    pub fn to_file(&self) -> TraceFile {
        NamedTrace {
            spec: self.spec.clone(),
            moves: self.moves.clone(),
            algorithm: self.algorithm.name().into(),
            trace: self.trace.clone(),
            names: self.names.clone(),
        }
        .to_file()
    }

    /// Writes the trace file at `path`.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        self.to_file().save(path).map_err(|e| e.to_string())
    }

    pub fn spec(&self) -> &GameSpec {
        &self.spec
    }

    /// The moves from the start to the searched position.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The pseudo-code the trace follows.
    pub fn family(&self) -> Family {
        self.algorithm.family()
    }

    /// The notation of action index `a`.
    pub fn name(&self, a: u32) -> &str {
        self.names.get(a as usize).map_or("?", String::as_str)
    }

    /// The action leading to node `id` in notation (empty for a root).
    pub fn action_name(&self, id: u32) -> &str {
        self.trace.action(id).map_or("", |a| self.name(a))
    }

    /// The moves from the root to node `id`, in notation.
    pub fn line_names(&self, id: u32) -> Vec<String> {
        self.trace
            .line_to(id)
            .into_iter()
            .map(|a| self.name(a).to_string())
            .collect()
    }

    /// The node whose value the hit at node `id` reused, if `id` was answered by
    /// a hit.
    pub fn reused_from(&self, id: u32) -> Option<u32> {
        self.reused.iter().find(|(h, _)| *h == id).map(|&(_, s)| s)
    }
}

/// Who acts at `s` for an action of the trace: chance at a chance node, else the
/// one player to move.
fn actor<G: Game>(g: &G, s: &G::State) -> Option<Actor> {
    match g.turn(s) {
        Turn::Chance => Some(Actor::Chance),
        turn => turn.to_move().map(Actor::Player),
    }
}

/// The walk that writes each action of a typed trace in notation.
struct Naming<'a, G: Game> {
    g: &'a G,
    trace: &'a Trace<G::Action>,
    names: Names,
    actions: Vec<Option<u32>>,
    /// Each cut's unexplored actions in notation, in cut order.
    cuts: Vec<Vec<String>>,
    reuse: Reuse<G::State>,
}

impl<G: Game> Visit<G::State> for Naming<'_, G> {
    type Frame = ();

    fn enter(&mut self, node: u32, parent: &G::State, _: &mut ()) -> Result<G::State, String> {
        let a = self
            .trace
            .action(node)
            .ok_or_else(|| format!("node {node} has no action"))?;
        let name = self.names.intern(&self.g.notation(parent, a));
        if let Some(slot) = self.actions.get_mut(node as usize) {
            *slot = Some(name);
        }
        let actor =
            actor(self.g, parent).ok_or("an action at a state where no single player moves")?;
        let mut next = parent.clone();
        self.g.play(&mut next, actor, a);
        Ok(next)
    }

    fn cut(&mut self, cut: usize, at: &G::State) -> Result<(), String> {
        let g = self.g;
        let texts = self.trace.cut(cut).iter().map(|&a| g.notation(at, a));
        self.cuts.push(texts.collect());
        Ok(())
    }

    fn hit(&mut self, node: u32, at: &G::State) {
        self.reuse.hit(node, at);
    }

    fn exit(&mut self, node: u32, state: G::State, leaf: bool) {
        self.reuse.exit(node, state, leaf);
    }
}

/// The walk that checks each action of a named trace against the rules.
struct Checking<'a, G: Game> {
    g: &'a G,
    named: &'a NamedTrace,
    reuse: Reuse<G::State>,
}

/// Why a trace's action does not fit its game.
fn misfit(why: impl std::fmt::Display) -> String {
    format!("the trace does not fit the game: {why}")
}

impl<G: Game> Checking<'_, G> {
    /// Reads `text` as a legal action at `s`; `legal` keeps `s`'s actor and
    /// legal actions for its other children.
    fn parse(
        &self,
        s: &G::State,
        text: &str,
        legal: &mut Option<(Actor, Vec<G::Action>)>,
    ) -> Result<(Actor, G::Action), String> {
        let g = self.g;
        if legal.is_none() {
            let actor =
                actor(g, s).ok_or_else(|| misfit(format!("action {text} at a final state")))?;
            *legal = Some((actor, available(g, s, actor)));
        }
        let Some((actor, moves)) = legal.as_ref() else {
            return Err(misfit("no legal actions"));
        };
        match g.parse_action(s, text.trim()) {
            Ok(a) if moves.contains(&a) => Ok((*actor, a)),
            // The engine's own door says why, in its words.
            _ => parse_legal(g, s, *actor, text)
                .map(|a| (*actor, a))
                .map_err(misfit),
        }
    }
}

impl<G: Game> Visit<G::State> for Checking<'_, G> {
    type Frame = Option<(Actor, Vec<G::Action>)>;

    fn enter(
        &mut self,
        node: u32,
        parent: &G::State,
        legal: &mut Option<(Actor, Vec<G::Action>)>,
    ) -> Result<G::State, String> {
        let text = self
            .named
            .trace
            .action(node)
            .map(|a| self.named.name(a))
            .ok_or_else(|| misfit("a child node without action"))?;
        let (actor, a) = self.parse(parent, text, legal)?;
        let mut next = parent.clone();
        self.g.play(&mut next, actor, a);
        Ok(next)
    }

    fn cut(&mut self, cut: usize, at: &G::State) -> Result<(), String> {
        let mut legal = None;
        for &a in self.named.trace.cut(cut) {
            self.parse(at, self.named.name(a), &mut legal)?;
        }
        Ok(())
    }

    fn hit(&mut self, node: u32, at: &G::State) {
        self.reuse.hit(node, at);
    }

    fn exit(&mut self, node: u32, state: G::State, leaf: bool) {
        self.reuse.exit(node, state, leaf);
    }
}

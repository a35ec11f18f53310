//! Agents: who chooses a player's actions. An agent sees only what its player may
//! know (the player's view and its legal actions), never the state itself.
//! [`AgentSpec`] names an agent and its settings as a RON value (`Random`,
//! `Level(3)`, `AlphaBeta(depth: 6)`, `Negamax(millis: 100)`,
//! `Mcts(iterations: 5000)`, `IsMcts(iterations: 2000)`, `Cfr(iterations: 1000)`,
//! `Perfect`, `External(command: "python3 my_agent.py")`), so the
//! command line, replays and the app can rebuild it. [`levels`] holds seed 002's
//! ladder, [`search`] the search agents, [`tournament`] many games in parallel.

pub mod cfr;
pub mod control;
pub mod exact;
pub mod external;
pub mod levels;
pub mod perfect;
mod reading;
mod runner;
pub mod search;
pub mod tournament;

pub use control::{Control, CountingTracer};
pub use exact::{ExactAnswer, ExactPlay, ExactSolver};
pub use reading::{
    MAX_AGENT_DEPTH, MAX_AGENT_ITERATIONS, MAX_AGENT_MILLIS, MAX_CFR_ITERATIONS, MAX_COMMAND,
    parse_agents,
};
pub use runner::{Finished, Outcome, RunError, outcomes, play_out};

use crate::engine::{Determinize, Game, Player};
use crate::env::Observe;
use crate::games::Catalogued;
use crate::search::ismcts::{IsMctsSettings, ismcts_until};
use crate::search::{Heuristic, MoveOrder};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Chooses actions for one seat.
pub trait Agent<G: Game>: Send {
    /// One of `legal` (never empty) for `player`, who sees `view`.
    fn choose(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> G::Action;

    /// [`Agent::choose`] for the app: a search agent adds the nodes it visits to
    /// `control.nodes` and, once `control.hurry` is raised, answers at once with
    /// its best move so far. The default ignores the control.
    fn choose_controlled(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        let _ = control;
        self.choose(game, player, view, legal)
    }

    /// A remark on how the last move was chosen (e.g. why a perfect agent played
    /// a weaker engine), for the app to show.
    fn note(&self) -> Option<String> {
        None
    }

    /// What the agent wrote on the side, its last lines (an external
    /// program's standard error), for the studio to show. Built-in agents
    /// write nothing.
    fn log(&self) -> Vec<String> {
        Vec::new()
    }

    /// Why the last move was not the agent's own choice (an external program
    /// that crashed, stayed silent or wrote garbage: see [`external`]); taking
    /// it clears it. The game is then lost for that seat. Built-in agents
    /// never fail.
    fn take_fault(&mut self) -> Option<String> {
        None
    }

    /// The game is over: each seat's reward and why (an external program
    /// hears it, then goes).
    fn game_over(&mut self, rewards: &[f64], reason: &str) {
        let _ = (rewards, reason);
    }
}

/// Runs `f` with a control that is never hurried and whose count nobody reads.
pub(crate) fn uncontrolled<R>(f: impl FnOnce(Control<'_>) -> R) -> R {
    let (hurry, nodes) = (
        std::sync::atomic::AtomicBool::new(false),
        std::sync::atomic::AtomicU64::new(0),
    );
    f(Control {
        hurry: &hurry,
        nodes: &nodes,
    })
}

/// An agent and its settings, as written on the command line and in replays.
/// An unknown field is refused; the ranges are [`AgentSpec::FIELDS`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum AgentSpec {
    /// Uniform over the legal actions.
    Random,
    /// Information-set MCTS from the player's view, `iterations` per move.
    IsMcts {
        #[serde(default = "default_iterations")]
        iterations: u32,
    },
    /// Seed 002's ladder, 0 to 4: see [`levels`].
    Level(u8),
    /// Seed 004's alpha-beta to `depth` plies with the game's heuristic, sooner
    /// wins first ([`crate::search::Scoring::SoonerWins`]).
    AlphaBeta { depth: u32 },
    /// The negamax engine, iterative deepening for `millis` milliseconds a move.
    Negamax { millis: u64 },
    /// UCT MCTS (the state made up from the view), `iterations` per move.
    Mcts {
        #[serde(default = "default_iterations")]
        iterations: u32,
    },
    /// CFR+ on the whole game for `iterations` iterations, then the average
    /// strategy at each move (see [`cfr`]).
    Cfr {
        #[serde(default = "default_cfr_iterations")]
        iterations: u32,
    },
    /// Perfect play: the exact solver on 7x6 Connect Four, the attractor solution
    /// on small two-player games, level 4 elsewhere (see [`perfect`]).
    Perfect,
    /// A program in any language speaking the agent protocol on its standard
    /// input and output (see [`external`]), started with `command` through the
    /// shell; `name` (default: the program's own, or the command's first
    /// word) names the seat, `millis` is its time per move.
    External {
        command: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
        #[serde(default = "default_external_millis")]
        millis: u64,
    },
}

/// What every agent may need of a game: a state from a view, a heuristic and a
/// move order for search, the full action set for level 0, and an exact solver
/// for perfect play (most games have none). Every game of the catalog has them.
pub trait AgentGame:
    Determinize + Heuristic + MoveOrder + Observe + ExactPlay + Catalogued
{
}

impl<G: Determinize + Heuristic + MoveOrder + Observe + ExactPlay + Catalogued> AgentGame for G {}

fn default_iterations() -> u32 {
    2_000
}

fn default_cfr_iterations() -> u32 {
    1_000
}

fn default_external_millis() -> u64 {
    external::DEFAULT_MILLIS
}

impl AgentSpec {
    /// The agent, with its random generator seeded by `seed`.
    pub fn build<G: AgentGame>(&self, seed: u64) -> Box<dyn Agent<G>> {
        let fallback = || levels::LevelAgent::new(levels::MAX_LEVEL, seed);
        let rng = search::rng_for(seed);
        match self {
            AgentSpec::Random => Box::new(RandomAgent::new(seed)),
            AgentSpec::Level(n) => Box::new(levels::LevelAgent::new(*n, seed)),
            AgentSpec::AlphaBeta { depth } => Box::new(search::AlphaBetaAgent {
                depth: *depth,
                scoring: crate::search::Scoring::SoonerWins,
                rng,
                fallback: fallback(),
            }),
            AgentSpec::Negamax { millis } => Box::new(search::NegamaxAgent::<G> {
                millis: *millis,
                rng,
                engine: None,
                unsupported: false,
                fallback: fallback(),
            }),
            AgentSpec::Mcts { iterations } => Box::new(search::MctsAgent {
                iterations: *iterations,
                seed,
                rng,
                fallback: fallback(),
            }),
            AgentSpec::Perfect => Box::new(search::PerfectAgent::<G>::new(rng, fallback())),
            AgentSpec::Cfr { iterations } => Box::new(cfr::CfrAgent::<G>::new(
                (*iterations).into(),
                rng,
                fallback(),
            )),
            AgentSpec::External {
                command,
                name,
                millis,
            } => Box::new(external::ExternalAgent::<G>::new(
                command, name, *millis, seed,
            )),
            AgentSpec::IsMcts { iterations } => Box::new(IsMctsAgent {
                settings: IsMctsSettings {
                    iterations: *iterations,
                    seed,
                    ..IsMctsSettings::default()
                },
            }),
        }
    }
}

impl AgentSpec {
    /// The agent as tables and charts name it: its RON, except an external
    /// program's, named by its name (or its command, cut to 40 characters).
    pub fn label(&self) -> String {
        match self {
            AgentSpec::External { name, .. } if !name.is_empty() => format!("External {name:?}"),
            AgentSpec::External { command, .. } => {
                let mut cut: String = command.chars().take(40).collect();
                if cut.len() < command.len() {
                    cut.push('…');
                }
                format!("External {cut:?}")
            }
            _ => self.to_string(),
        }
    }
}

/// Plays uniformly at random among the legal actions, from its own seeded generator.
pub struct RandomAgent {
    rng: ChaCha8Rng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, _: &G, _: Player, _: &G::View, legal: &[G::Action]) -> G::Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}

/// Information-set MCTS: searches from its player's view only; each move draws a
/// new seed from the previous one so that a game is reproducible.
pub struct IsMctsAgent {
    settings: IsMctsSettings,
}

impl<G: Determinize> Agent<G> for IsMctsAgent {
    fn choose(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> G::Action {
        uncontrolled(|c| self.choose_controlled(game, player, view, legal, c))
    }

    fn choose_controlled(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        self.settings.seed = self
            .settings
            .seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1);
        // Iterations count as the nodes searched.
        let mut go_on = |_| {
            control.add_nodes(1);
            !control.hurried()
        };
        match ismcts_until(game, view, player, &self.settings, &mut go_on) {
            Some(r) if legal.contains(&r.best) => r.best,
            _ => legal[0],
        }
    }
}

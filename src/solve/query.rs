//! Questions to a [`Solution`]: the answer for one state (winner, rank, the
//! strategy's move, and what every legal move leads to) and the summary of the
//! whole solve (what `ludoscope solve` prints).

use super::attractor::Value;
use super::{Solution, graph::OWNER_0, graph::OWNER_1};
use crate::engine::{Game, Player};

/// What one legal move leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnswer<A> {
    pub action: A,
    /// The value of the state the move leads to.
    pub value: Value,
    /// For a forced win: how many moves to the end, this one included.
    pub moves: Option<u32>,
}

/// Everything the solver knows about one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateAnswer<A> {
    pub id: u32,
    /// Who acts here (`None` at a terminal state).
    pub to_move: Option<Player>,
    pub value: Value,
    /// The first `n` with the state in `A_n(i)`, `i` its winner: the most moves the
    /// winner needs.
    pub rank: Option<u32>,
    /// The winning strategy's move, when the player to move wins.
    pub strategy: Option<A>,
    /// Every legal move in the game's order.
    pub moves: Vec<MoveAnswer<A>>,
}

/// The figures of a solve.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub states: u64,
    pub edges: u64,
    pub initial: Value,
    /// `|A(0)|`, `|A(1)|`.
    pub attractor: [u64; 2],
    /// States in neither attractor that can reach a draw.
    pub draws: u64,
    /// States in neither attractor that cannot: infinite plays.
    pub infinite: u64,
    /// `|A_n(0)|` and `|A_n(1)|` for `n` from 0 until stationary.
    pub levels: [Vec<u64>; 2],
    pub acyclic: bool,
    /// Heap bytes per state held by the graph and the result.
    pub bytes_per_state: f64,
    /// Heap bytes per state at the peak (with the transient arrays of the
    /// attractor computation: predecessor lists or depth-first order).
    pub peak_bytes_per_state: f64,
    pub seconds: f64,
}

impl<G: Game> Solution<G> {
    /// The value of state `id` (see [`Value`]).
    pub fn value(&self, id: u32) -> Value {
        self.attractors.value(id)
    }

    /// The answer for `s`, or `None` when `s` is not reachable from the start.
    pub fn answer(&self, s: &G::State) -> Option<StateAnswer<G::Action>> {
        let id = self.graph.id(s)?;
        let to_move = match self.graph.kind(id) {
            OWNER_0 => Some(0),
            OWNER_1 => Some(1),
            _ => None,
        };
        let mut actions = Vec::new();
        if let Some(p) = to_move {
            self.game.legal_actions(s, p, &mut actions);
        }
        let succ = self.graph.successors(id);
        let target = self.attractors.strategy(id);
        let strategy = actions
            .iter()
            .zip(succ.iter())
            .find(|&(_, &c)| Some(c) == target)
            .map(|(&a, _)| a);
        let moves = actions
            .iter()
            .zip(succ.iter())
            .map(|(&action, &c)| MoveAnswer {
                action,
                value: self.value(c),
                moves: self.attractors.rank(c).map(|r| r + 1),
            })
            .collect();
        Some(StateAnswer {
            id,
            to_move,
            value: self.value(id),
            rank: self.attractors.rank(id),
            strategy,
            moves,
        })
    }

    /// The figures of the whole solve.
    pub fn summary(&self) -> Summary {
        let n = self.graph.len().max(1) as f64;
        let held = self.graph.heap_bytes() + self.attractors.heap_bytes();
        let (draws, infinite) = self.attractors.neither_counts();
        Summary {
            states: self.graph.len() as u64,
            edges: self.graph.edge_count() as u64,
            initial: self.value(0),
            attractor: self.attractors.sizes(),
            draws,
            infinite,
            levels: self.attractors.levels.clone(),
            acyclic: self.attractors.acyclic,
            bytes_per_state: held as f64 / n,
            peak_bytes_per_state: (held + self.attractors.peak_extra_bytes) as f64 / n,
            seconds: self.seconds,
        }
    }
}

impl Value {
    /// `win0`, `win1`, `draw` (the JSON of `ludoscope solve`), or `infinite`.
    pub fn code(self) -> &'static str {
        match self {
            Value::Win(0) => "win0",
            Value::Win(_) => "win1",
            Value::Draw => "draw",
            Value::Infinite => "infinite",
        }
    }

    /// In words: `win for 0`, `win for 1`, `draw`, `infinite play`.
    pub fn words(self) -> String {
        match self {
            Value::Win(p) => format!("win for {p}"),
            Value::Draw => "draw".into(),
            Value::Infinite => "infinite play (neither wins, no draw reachable)".into(),
        }
    }
}

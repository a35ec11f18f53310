//! Nim, normal play: heaps of objects; in turn a player takes one or more objects
//! from one heap; whoever takes the last object wins. Player 0 moves first.
//!
//! Notation: `heap:count`, heaps numbered from 1 (`2:3` takes three objects from the
//! second heap). Up to 12 heaps of up to 255 objects.

use crate::engine::{
    ActionError, Game, GameInfo, Material, MaterialState, Move, Player, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

/// The most heaps a game may have.
pub const MAX_HEAPS: usize = 12;

/// The rules of Nim from given starting heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    start: Vec<u32>,
}

/// The heap sizes and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NimState {
    pub heaps: [u8; MAX_HEAPS],
    pub to_move: u8,
}

/// Take `count` objects from heap `heap` (both from 0 and 1 respectively).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take {
    pub heap: u8,
    pub count: u8,
}

impl Nim {
    /// Nim from `heaps`: 1 to 12 heaps of at most 255 objects, at least one object.
    pub fn new(heaps: &[u32]) -> Result<Self, SpecError> {
        let invalid = |why: String| SpecError::Invalid { game: "Nim", why };
        if heaps.is_empty() || heaps.len() > MAX_HEAPS {
            return Err(invalid(format!(
                "between 1 and {MAX_HEAPS} heaps, not {}",
                heaps.len()
            )));
        }
        if let Some(h) = heaps.iter().find(|&&h| h > 255) {
            return Err(invalid(format!(
                "a heap holds at most 255 objects, not {h}"
            )));
        }
        if heaps.iter().all(|&h| h == 0) {
            return Err(invalid("the heaps hold no object".into()));
        }
        Ok(Nim {
            start: heaps.to_vec(),
        })
    }

    /// The heaps at the start.
    pub fn start_heaps(&self) -> &[u32] {
        &self.start
    }

    /// The number of heaps.
    pub fn heap_count(&self) -> usize {
        self.start.len()
    }

    /// The nim-sum (XOR of the heap sizes): the player to move wins iff it is non-zero.
    pub fn nim_sum(s: &NimState) -> u8 {
        s.heaps.iter().fold(0, |x, &h| x ^ h)
    }
}

impl Catalogued for Nim {
    fn spec(&self) -> GameSpec {
        GameSpec::Nim {
            heaps: self.start.clone(),
        }
    }
}

impl Game for Nim {
    type State = NimState;
    type Action = Take;
    type View = NimState;

    /// Each heap keeps 0 to its start size, either player to move.
    fn states_estimate(&self) -> Option<f64> {
        Some(
            2.0 * self
                .start
                .iter()
                .map(|&h| f64::from(h) + 1.0)
                .product::<f64>(),
        )
    }

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Nim",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> NimState {
        let mut heaps = [0; MAX_HEAPS];
        for (h, &n) in heaps.iter_mut().zip(&self.start) {
            *h = n as u8;
        }
        NimState { heaps, to_move: 0 }
    }

    fn turn(&self, s: &NimState) -> Turn {
        if s.heaps.iter().all(|&h| h == 0) {
            Turn::Terminal
        } else {
            Turn::Player(s.to_move as Player)
        }
    }

    fn legal_actions(&self, s: &NimState, p: Player, out: &mut Vec<Take>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            for (heap, &size) in s.heaps.iter().enumerate().take(self.heap_count()) {
                out.extend((1..=size).map(|count| Take {
                    heap: heap as u8,
                    count,
                }));
            }
        }
    }

    fn apply(&self, s: &mut NimState, joint: &[Move<Take>]) {
        if let [m] = joint {
            s.heaps[m.action.heap as usize] -= m.action.count;
            s.to_move = 1 - s.to_move;
        }
    }

    fn scores(&self, s: &NimState) -> Option<Scores> {
        self.turn(s)
            .is_terminal()
            .then(|| Scores::two_player(Some(1 - s.to_move as Player)))
    }

    fn view(&self, s: &NimState, _viewer: Viewer) -> NimState {
        *s
    }

    fn notation(&self, _s: &NimState, a: Take) -> String {
        format!("{}:{}", a.heap + 1, a.count)
    }

    fn parse_action(&self, _s: &NimState, text: &str) -> Result<Take, ActionError> {
        let syntax = || ActionError::Syntax {
            text: text.into(),
            expected: "heap:count, such as 2:3 (heaps numbered from 1)".into(),
        };
        let (heap, count) = text.split_once(':').ok_or_else(syntax)?;
        let heap: usize = heap.trim().parse().map_err(|_| syntax())?;
        let count: u32 = count.trim().parse().map_err(|_| syntax())?;
        if heap == 0 || heap > self.heap_count() {
            return Err(ActionError::OutOfRange {
                text: text.into(),
                why: format!("heaps are numbered 1 to {}", self.heap_count()),
            });
        }
        if count == 0 || count > 255 {
            return Err(ActionError::OutOfRange {
                text: text.into(),
                why: "take from 1 to 255 objects".into(),
            });
        }
        Ok(Take {
            heap: (heap - 1) as u8,
            count: count as u8,
        })
    }

    fn render(&self, s: &NimState) -> String {
        (0..self.heap_count())
            .map(|i| {
                let n = s.heaps[i] as usize;
                format!("{:>2}: {} ({n})\n", i + 1, "|".repeat(n))
            })
            .collect()
    }
}

/// Seed 000's material state: heaps `heap1`.. with their sizes, and whose turn it
/// is; all visible.
impl Material for Nim {
    fn material(&self, s: &NimState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for (i, h) in s.heaps.iter().enumerate().take(self.heap_count()) {
            m.relate("size", &[&format!("heap{}", i + 1), &h.to_string()]);
        }
        m.relate("to_move", &[&format!("player{}", s.to_move)]);
        m
    }
}

/// Perfect information: the view is the state.
impl crate::engine::Determinize for Nim {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &NimState,
        _: Player,
        _: &mut R,
    ) -> NimState {
        *view
    }
}

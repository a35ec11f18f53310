//! Players, the chance player, sets of active players, viewers and score vectors
//! (seed 000: the set of players `J`, the random player `r`, the score function
//! `sc : S_f -> R^J`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player, numbered from 0. Seed 000 writes the set of players `J`; here it is
/// `0..info().players`.
pub type Player = usize;

/// At most this many players in one game (the width of [`PlayerSet`] and [`Scores`]).
pub const MAX_PLAYERS: usize = 8;

/// Who chooses an action: a player, or the random player `r` of seed 000.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Actor {
    Player(Player),
    Chance,
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Actor::Player(p) => write!(f, "player {p}"),
            Actor::Chance => write!(f, "chance"),
        }
    }
}

/// A set of players, as a bit set (player `p` is bit `p`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PlayerSet(u8);

impl PlayerSet {
    pub const EMPTY: PlayerSet = PlayerSet(0);

    pub fn single(p: Player) -> Self {
        PlayerSet(1 << p)
    }

    /// All of `0..n`.
    pub fn all(n: usize) -> Self {
        PlayerSet(((1u16 << n) - 1) as u8)
    }

    pub fn with(self, p: Player) -> Self {
        PlayerSet(self.0 | 1 << p)
    }

    pub fn contains(self, p: Player) -> bool {
        p < MAX_PLAYERS && self.0 & (1 << p) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Player> {
        (0..MAX_PLAYERS).filter(move |&p| self.contains(p))
    }
}

impl FromIterator<Player> for PlayerSet {
    fn from_iter<I: IntoIterator<Item = Player>>(iter: I) -> Self {
        iter.into_iter().fold(PlayerSet::EMPTY, PlayerSet::with)
    }
}

/// Who looks at the board: the omniscient observer, what every player sees, or one player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Viewer {
    /// Sees everything (the true state).
    Everyone,
    /// Sees only what every player sees.
    Public,
    /// Sees what this player sees (its visibility set `V_j`, seed 000 "Visibilité").
    Player(Player),
}

impl fmt::Display for Viewer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Viewer::Everyone => write!(f, "everyone"),
            Viewer::Public => write!(f, "public"),
            Viewer::Player(p) => write!(f, "player {p}"),
        }
    }
}

/// The score vector of a final state, one number per player; each player wants to
/// maximise its own (seed 000, `sc : S_f -> R^J`). Stored inline: no allocation.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Scores {
    len: u8,
    values: [f64; MAX_PLAYERS],
}

impl Scores {
    /// Scores from a slice of at most [`MAX_PLAYERS`] values.
    pub fn new(values: &[f64]) -> Self {
        assert!(values.len() <= MAX_PLAYERS, "at most {MAX_PLAYERS} players");
        let mut s = Scores {
            len: values.len() as u8,
            values: [0.0; MAX_PLAYERS],
        };
        s.values[..values.len()].copy_from_slice(values);
        s
    }

    /// Two-player win/loss/draw: +1 for the winner and -1 for the loser, 0 each on a draw.
    pub fn two_player(winner: Option<Player>) -> Self {
        match winner {
            Some(0) => Scores::new(&[1.0, -1.0]),
            Some(_) => Scores::new(&[-1.0, 1.0]),
            None => Scores::new(&[0.0, 0.0]),
        }
    }

    pub fn get(&self, p: Player) -> f64 {
        self.as_slice()[p]
    }

    pub fn as_slice(&self) -> &[f64] {
        &self.values[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The single player with the strictly highest score, if there is one.
    pub fn winner(&self) -> Option<Player> {
        let s = self.as_slice();
        let best = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let mut top = (0..s.len()).filter(|&p| s[p] == best);
        match (top.next(), top.next()) {
            (Some(p), None) => Some(p),
            _ => None,
        }
    }
}

impl fmt::Display for Scores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.as_slice().iter().map(|v| format!("{v}")).collect();
        write!(f, "[{}]", parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_sets() {
        let s: PlayerSet = [0, 2].into_iter().collect();
        assert!(s.contains(0) && !s.contains(1) && s.contains(2));
        assert_eq!(s.len(), 2);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2]);
        assert_eq!(PlayerSet::all(3).len(), 3);
        assert_eq!(PlayerSet::all(8).len(), 8);
    }

    #[test]
    fn winners() {
        assert_eq!(Scores::two_player(Some(1)).winner(), Some(1));
        assert_eq!(Scores::two_player(None).winner(), None);
        assert_eq!(Scores::new(&[2.0, 2.0, 1.0]).winner(), None);
        assert_eq!(Scores::new(&[-1.0, 0.5, -1.0]).winner(), Some(1));
    }
}

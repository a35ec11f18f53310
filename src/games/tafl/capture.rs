//! The transition model of seed 001 ("Modèle de transition"): forfeit, moves and
//! their captures (see the module documentation of [`super`] for the choices), and
//! the final states ("États finaux").

use super::board::{ATTACKER, DEFENDER, EMPTY, KING, NO_KING, OFF};
use super::{ATTACKERS, DEFENDERS, Tafl, TaflAction, TaflState};
use crate::engine::{Game, Player};

/// How a game of tafl ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaflOutcome {
    /// The king was captured or the defenders gave up.
    AttackersWin,
    /// The king reached a corner fortress or the attackers gave up.
    DefendersWin,
    /// The draw limit was reached without a result (an addition to seed 001).
    Draw,
}

impl TaflOutcome {
    pub fn winner(self) -> Option<Player> {
        match self {
            TaflOutcome::AttackersWin => Some(ATTACKERS),
            TaflOutcome::DefendersWin => Some(DEFENDERS),
            TaflOutcome::Draw => None,
        }
    }
}

impl Tafl {
    /// The result at a final state, `None` while the game goes on.
    pub fn outcome(&self, s: &TaflState) -> Option<TaflOutcome> {
        if s.king == NO_KING {
            Some(TaflOutcome::AttackersWin)
        } else if self.is_corner(s.king as usize) {
            Some(TaflOutcome::DefendersWin)
        } else if s.plies >= self.draw_limit {
            Some(TaflOutcome::Draw)
        } else {
            None
        }
    }

    /// Plays `action` for the side to move (unchecked: the action must be legal).
    pub(super) fn play_action(&self, s: &mut TaflState, action: TaflAction) {
        match action {
            TaflAction::Forfeit => self.forfeit(s),
            TaflAction::Move { from, to } => {
                if let (Some(from), Some(to)) = (self.padded(from), self.padded(to)) {
                    self.move_piece(s, from, to);
                }
            }
        }
        s.plies = s.plies.saturating_add(1);
    }

    /// Seed 001 declarerForfait: the attackers' forfeit puts the king on the
    /// top-left corner; the defenders' forfeit removes the king.
    fn forfeit(&self, s: &mut TaflState) {
        if s.king != NO_KING {
            s.clear(s.king as usize);
        }
        s.king = NO_KING;
        if s.to_move() == ATTACKERS {
            s.put(self.top_left(), KING);
        }
    }

    /// Moves the piece and removes what it captures.
    fn move_piece(&self, s: &mut TaflState, from: usize, to: usize) {
        let piece = s.cells[from];
        s.clear(from);
        s.put(to, piece);
        let mover = if piece == ATTACKER {
            ATTACKERS
        } else {
            DEFENDERS
        };
        for &d in &self.dirs {
            self.capture_pawn(s, to, d, mover);
        }
        if mover == ATTACKERS && s.king != NO_KING && self.king_captured(s, to) {
            s.clear(s.king as usize);
            s.king = NO_KING;
        }
    }

    /// Captures the opponent's simple pawn next to `to` in direction `d`, if the
    /// square beyond it is hostile to it.
    fn capture_pawn(&self, s: &mut TaflState, to: usize, d: usize, mover: Player) {
        let victim = to.wrapping_add(d);
        let prey = if mover == ATTACKERS {
            DEFENDER
        } else {
            ATTACKER
        };
        if s.cells[victim] == prey && self.hostile_to_pawn(s, victim.wrapping_add(d), mover) {
            s.clear(victim);
        }
    }

    /// Whether `sq` closes a sandwich for `mover`: a piece of the mover (the king
    /// counts for the defenders), or an empty fortress. The throne with the king on
    /// it is a defender piece: hostile to the attackers only.
    fn hostile_to_pawn(&self, s: &TaflState, sq: usize, mover: Player) -> bool {
        let c = s.cells[sq];
        Self::owns(mover, c) || (c == EMPTY && self.is_fortress_padded(sq))
    }

    /// Whether a side of the king is hostile to it: an attacker, the edge, or an
    /// empty fortress.
    fn hostile_to_king(&self, s: &TaflState, sq: usize) -> bool {
        let c = s.cells[sq];
        c == ATTACKER || c == OFF || (c == EMPTY && self.is_fortress_padded(sq))
    }

    /// After an attackers' move to `to`: the king is surrounded with the moved
    /// attacker taking part, or its group is blocked.
    pub(super) fn king_captured(&self, s: &TaflState, to: usize) -> bool {
        let king = s.king as usize;
        let adjacent = self.dirs.iter().any(|&d| king.wrapping_add(d) == to);
        let surrounded = self
            .dirs
            .iter()
            .all(|&d| self.hostile_to_king(s, king.wrapping_add(d)));
        (adjacent && surrounded) || self.group_blocked(s)
    }

    /// Whether no piece of the king's group (the king and the defenders adjacent
    /// to it, transitively) can move.
    pub fn group_blocked(&self, s: &TaflState) -> bool {
        if s.king == NO_KING {
            return false;
        }
        let mut seen: u128 = 1 << s.king;
        let mut stack = [0u8; 128];
        stack[0] = s.king;
        let mut len = 1;
        while len > 0 {
            len -= 1;
            let sq = stack[len] as usize;
            if self.can_move(s, sq) {
                return false;
            }
            for &d in &self.dirs {
                let n = sq.wrapping_add(d);
                if s.cells[n] == DEFENDER && seen >> n & 1 == 0 {
                    seen |= 1 << n;
                    stack[len] = n as u8;
                    len += 1;
                }
            }
        }
        true
    }

    /// The squares whose pieces `action` would remove (captured pawns, and the
    /// king's square when it is captured or removed by forfeit): for the board
    /// painter. Empty when the action is not legal at `s`.
    pub fn captures(&self, s: &TaflState, action: TaflAction) -> Vec<u8> {
        let mut legal = Vec::new();
        if let Some(p) = self.turn(s).to_move() {
            self.push_actions(s, p, &mut legal);
        }
        if !legal.contains(&action) {
            return Vec::new();
        }
        let mut after = *s;
        self.play_action(&mut after, action);
        // The square a piece left without being captured.
        let moved = match action {
            TaflAction::Move { from, .. } => Some(from),
            TaflAction::Forfeit if s.to_move() == ATTACKERS => self.king_square(s),
            TaflAction::Forfeit => None,
        };
        (0..self.size * self.size)
            .filter(|&sq| Some(sq) != moved)
            .filter(|&sq| self.piece(s, sq).is_some() && self.piece(&after, sq).is_none())
            .collect()
    }
}

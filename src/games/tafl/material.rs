//! Tablut and Ard-ri in seed 000's terms (all visible: perfect information), and
//! their trivial determinization.

use super::{Piece, Tafl, TaflState};
use crate::engine::{Determinize, Game, Material, MaterialState, Player, Turn};

/// Squares `a1`.. holding an attacker, a defender or the king; the fortresses;
/// whose turn it is and seed 001's action counter.
impl Material for Tafl {
    fn material(&self, s: &TaflState) -> MaterialState {
        let mut m = MaterialState::new(2);
        let squares = self.size() as u16 * self.size() as u16;
        for sq in 0..squares as u8 {
            let name = self.square_name(sq);
            if let Some(piece) = self.piece(s, sq) {
                let kind = match piece {
                    Piece::Attacker => "attacker",
                    Piece::Defender => "defender",
                    Piece::King => "king",
                };
                m.relate("on", &[kind, &name]);
            }
            if self.is_fortress(sq) {
                m.relate("fortress", &[&name]);
            }
        }
        if let Turn::Player(p) = self.turn(s) {
            m.relate("to_move", &[["attackers", "defenders"][p]]);
        }
        m.relate("actions_played", &[&s.plies().to_string()]);
        m
    }
}

/// Perfect information: the view is the state.
impl Determinize for Tafl {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &TaflState,
        _: Player,
        _: &mut R,
    ) -> TaflState {
        *view
    }
}

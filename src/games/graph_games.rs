//! Chomp, Cram and hand-written arenas in seed 000's terms (all visible: perfect
//! information), and their trivial determinization.

use super::arena::file::Leaf;
use super::{Arena, Chomp, ChompState, Cram, CramState};
use crate::engine::{Determinize, Game, Material, MaterialState, Player, Scores, Turn};

/// Squares `r1c1`.. still on the bar (`r1c1` is poisoned), whose turn it is.
impl Material for Chomp {
    fn material(&self, s: &ChompState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if s.board & super::chomp::square(r, c) != 0 {
                    m.relate("on_bar", &[&format!("r{}c{}", r + 1, c + 1)]);
                }
            }
        }
        m.relate("poisoned", &["r1c1"]);
        turn_and_winner(&mut m, self.turn(s), self.scores(s));
        m
    }
}

/// Cells `r1c1`.. covered by a domino, whose turn it is.
impl Material for Cram {
    fn material(&self, s: &CramState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if s.covered & (1u64 << (8 * r as u32 + c as u32)) != 0 {
                    m.relate("covered", &[&format!("r{}c{}", r + 1, c + 1)]);
                }
            }
        }
        turn_and_winner(&mut m, self.turn(s), self.scores(s));
        m
    }
}

/// The token on the current node, its owner, and its value or outcome if final.
impl Material for Arena {
    fn material(&self, s: &u32) -> MaterialState {
        let mut m = MaterialState::new(2);
        let name = self.name(*s).to_string();
        m.relate("token_on", &[&name]);
        if let Some(node) = self.node(*s) {
            match node.leaf {
                Some(Leaf::Value(v)) => m.relate("value", &[&name, &v.to_string()]),
                Some(Leaf::Outcome(o)) => m.relate("outcome", &[&name, &format!("{o:?}")]),
                None => m.relate("owner", &[&name, &format!("player{}", node.owner)]),
            }
        }
        m
    }
}

/// Whose turn it is, or who won.
fn turn_and_winner(m: &mut MaterialState, turn: Turn, scores: Option<Scores>) {
    if let Turn::Player(p) = turn {
        m.relate("to_move", &[&format!("player{p}")]);
    }
    if let Some(w) = scores.and_then(|sc| sc.winner()) {
        m.relate("winner", &[&format!("player{w}")]);
    }
}

/// Perfect information: the view is the state.
impl Determinize for Chomp {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        v: &ChompState,
        _: Player,
        _: &mut R,
    ) -> ChompState {
        *v
    }
}

/// Perfect information: the view is the state.
impl Determinize for Cram {
    fn determinize<R: rand::Rng + ?Sized>(&self, v: &CramState, _: Player, _: &mut R) -> CramState {
        *v
    }
}

/// Perfect information: the view is the state.
impl Determinize for Arena {
    fn determinize<R: rand::Rng + ?Sized>(&self, v: &u32, _: Player, _: &mut R) -> u32 {
        *v
    }
}

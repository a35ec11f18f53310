//! What the strong engine ([`super::negamax`]) needs to know about a game beyond
//! its rules: the [`Evaluator`] plug-in (position key, leaf values, proven
//! shortcuts, the moves to try and their order), and [`MoveOrder`], a game's
//! own guess of which moves to try first.
//!
//! Two general evaluators are given: [`HeuristicEval`] (the game's
//! [`Heuristic`]) and [`ZeroEval`] (0 at the horizon, for exact solving or games
//! without a heuristic). The exact Connect Four solver plugs in its own
//! ([`super::c4_solver`]). Values are from the point of view of the player to move.

use super::heuristic::{Heuristic, M};
use super::trace::Value;
use crate::engine::{Game, Player};
use crate::games::{ConnectFour, Nim, TicTacToe};
use std::hash::{Hash, Hasher};

/// A game's order in which to try moves (best guesses first). The default keeps
/// the game's order.
pub trait MoveOrder: Game {
    /// Reorders `moves` (the legal actions at `s`) in place.
    fn order_moves(&self, s: &Self::State, moves: &mut [Self::Action]) {
        let _ = (s, moves);
    }
}

impl MoveOrder for ConnectFour {
    /// Centre columns first.
    fn order_moves(&self, _s: &Self::State, moves: &mut [u8]) {
        let centre = self.cols() as i32 - 1;
        moves.sort_by_key(|&c| (2 * c as i32 - centre).abs());
    }
}

impl MoveOrder for TicTacToe {
    /// The centre, then the corners, then the edges.
    fn order_moves(&self, _s: &Self::State, moves: &mut [u8]) {
        const RANK: [u8; 9] = [1, 2, 1, 2, 0, 2, 1, 2, 1];
        moves.sort_by_key(|&c| RANK[c as usize % 9]);
    }
}

impl MoveOrder for Nim {}

/// The result of a game-specific test made before searching a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Nothing known.
    None,
    /// The node's exact value, without search.
    Exact(Value),
    /// The value lies in `lo..=hi`.
    Window(Value, Value),
}

/// The game-specific parts of the strong engine.
pub trait Evaluator<G: MoveOrder> {
    /// The transposition-table key of `s` (by default a hash of the state).
    fn key(&self, g: &G, s: &G::State) -> u64 {
        let _ = g;
        hash_state(s)
    }

    /// The value of the final state `s` for player `p`, reached `ply` plies below
    /// the root: by default a win `WIN - ply`, a loss `-(WIN - ply)`, a draw 0
    /// (see [`super::negamax`]). Values of magnitude at least
    /// [`super::negamax::WIN_BAND`] must follow this convention (the table
    /// shifts them by the ply); other values are taken as they are.
    fn terminal(&self, g: &G, s: &G::State, p: Player, ply: u32) -> Value {
        super::negamax::final_at_ply(terminal_value(g, s, p), ply)
    }

    /// The value for `p`, to move at the non-final `s`, at the depth limit.
    fn evaluate(&self, g: &G, s: &G::State, p: Player) -> Value;

    /// A proven value or window for `p` to move at `s`, before any search.
    fn shortcut(&self, g: &G, s: &G::State, p: Player) -> Shortcut {
        let _ = (g, s, p);
        Shortcut::None
    }

    /// Whether [`Evaluator::key`] gives close numbers for related positions
    /// (rather than a hash): the table then indexes by remainder modulo a prime
    /// ([`super::tt::Table::with_prime_index`]).
    fn structured_keys(&self) -> bool {
        false
    }

    /// Calls `each` with the [`Evaluator::key`] of every child of `s` that
    /// [`Evaluator::moves`] would list, when the evaluator knows them without
    /// listing or playing the moves (by default it does not: no call). The
    /// engine calls it before reading the node's own table entry and asks the
    /// table to bring the children's entries towards the cache, so that their
    /// loads from memory overlap with the node's own and with each other.
    #[inline]
    fn child_keys(&self, g: &G, s: &G::State, p: Player, each: impl FnMut(u64)) {
        let _ = (g, s, p, each);
    }

    /// Whether the engine may cut a node by its children's table entries
    /// before searching any of them (the enhanced transposition cutoff of
    /// Plaat, Schaeffer, Pijls and de Bruin, "Exploiting Graph Properties of
    /// Game Trees", AAAI 1996): when a child listed by
    /// [`Evaluator::child_keys`] is known to be worth at most `-beta` to its
    /// mover, the node is worth at least `beta`. Only for an evaluator whose
    /// children are all the other player's to move (false by default), and
    /// where it pays: at `s`, the children's entries are read before any is
    /// searched.
    fn transposition_cutoffs(&self, g: &G, s: &G::State) -> bool {
        let _ = (g, s);
        false
    }

    /// The move `a` at `s` as the table keeps it, and back (an involution): the
    /// same move by default. An evaluator whose [`Evaluator::key`] is one for a
    /// position and its mirror image maps the moves of a mirrored position to
    /// the image's, so that the best move stored under the key fits both.
    #[inline]
    fn table_move(&self, g: &G, s: &G::State, a: G::Action) -> G::Action {
        let _ = (g, s);
        a
    }

    /// Plays `a` for `p` at `s`, as the search does for every child (by default
    /// the game's own play). An evaluator that knows more about the moves it
    /// lists may skip work here, as long as the state it makes is the one the
    /// game's play would make.
    #[inline]
    fn play(&self, g: &G, s: &mut G::State, p: Player, a: G::Action) {
        g.play(s, crate::engine::Actor::Player(p), a);
    }

    /// Replaces `out` with the moves of `p` at `s` worth searching, best guesses
    /// first (by default all legal moves in the game's [`MoveOrder`]).
    fn moves(&self, g: &G, s: &G::State, p: Player, out: &mut Vec<G::Action>) {
        g.legal_actions(s, p, out);
        g.order_moves(s, out);
    }
}

/// `M` times player `p`'s score at a final state, clamped to `[-M, M]` (so a win
/// is `M`, a loss `-M`, a draw 0, as in seed 004 Definition 4.12).
pub fn terminal_value<G: Game>(g: &G, s: &G::State, p: Player) -> Value {
    let score = g.scores(s).map_or(0.0, |sc| sc.get(p));
    ((score * M as f64).round() as Value).clamp(-M, M)
}

/// A 64-bit hash of a state (FNV-1a over the state's `Hash` output).
pub fn hash_state<S: Hash>(s: &S) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    s.hash(&mut h);
    h.finish()
}

struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        // A final mix so that low bits depend on every byte.
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^ (x >> 33)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Leaves are scored by the game's [`Heuristic`] (player 0's view, turned into
/// the mover's).
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicEval;

impl<G: Heuristic + MoveOrder> Evaluator<G> for HeuristicEval {
    /// A final state the game values itself (the integer leaves of an exercise
    /// tree, [`Heuristic::terminal_value`]) is worth that value, for player 0,
    /// as in the seeds' MinMax (kept below [`super::negamax::WIN_BAND`]: it is
    /// not a win at a distance); other final states as by default.
    fn terminal(&self, g: &G, s: &G::State, p: Player, ply: u32) -> Value {
        match g.terminal_value(s) {
            Some(v) => {
                let band = super::negamax::WIN_BAND - 1;
                let v = v.clamp(-band, band);
                if p == 0 { v } else { -v }
            }
            None => super::negamax::final_at_ply(terminal_value(g, s, p), ply),
        }
    }

    fn evaluate(&self, g: &G, s: &G::State, p: Player) -> Value {
        let v = g.estimate(s);
        if p == 0 { v } else { -v }
    }
}

/// Leaves at the depth limit are worth 0 (for exact solving, or a game with no
/// heuristic).
#[derive(Clone, Copy, Debug, Default)]
pub struct ZeroEval;

impl<G: MoveOrder> Evaluator<G> for ZeroEval {
    fn evaluate(&self, _g: &G, _s: &G::State, _p: Player) -> Value {
        0
    }
}

// The other games search in their own order.
impl MoveOrder for crate::games::Chomp {}
impl MoveOrder for crate::games::Cram {}
impl MoveOrder for crate::games::Arena {}
impl MoveOrder for crate::games::Tafl {}
impl MoveOrder for crate::games::Pig {}
impl MoveOrder for crate::games::KuhnPoker {}
impl MoveOrder for crate::games::LeducPoker {}
impl MoveOrder for crate::games::Goofspiel {}
impl MoveOrder for crate::games::PhantomTicTacToe {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Actor, Turn};

    #[test]
    fn orders_and_terminal_values() {
        let c4 = ConnectFour::default();
        let mut m: Vec<u8> = (0..7).collect();
        c4.order_moves(&c4.initial_state(), &mut m);
        assert_eq!(&m[..3], &[3, 2, 4]);
        let mut t: Vec<u8> = (0..9).collect();
        TicTacToe.order_moves(&Default::default(), &mut t);
        assert_eq!(&t[..5], &[4, 0, 2, 6, 8]);
        let mut s = c4.initial_state();
        for c in [0, 1, 0, 1, 0, 1, 0] {
            let Turn::Player(p) = c4.turn(&s) else {
                panic!()
            };
            c4.play(&mut s, Actor::Player(p), c);
        }
        assert_eq!(terminal_value(&c4, &s, 0), M);
        assert_eq!(terminal_value(&c4, &s, 1), -M);
        assert_ne!(hash_state(&s), hash_state(&c4.initial_state()));
    }
}

//! The inspector's "children reordered" setting as a game: [`Reordered`] has the
//! rules of the game it wraps, except that its legal actions come best first for
//! the player to move. Any search run on it explores children in that order, so
//! the same search code is inspected with or without ordering.
//!
//! The order: the game's own guess first ([`MoveOrder`], e.g. centre columns in
//! Connect Four), then a stable sort by the heuristic value of the position each
//! move leads to (seed 003 Definition 2.2, player 0's point of view: highest first
//! when player 0 moves, lowest first when player 1 moves). On an arena exercise
//! tree this puts the best leaves first, the case where alpha-beta prunes most.

use crate::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Scores, Turn, Viewer};
use crate::search::{Heuristic, MoveOrder, Value, evaluate};

/// `G` with its legal actions reordered (when `reorder` is set).
#[derive(Clone, Debug, PartialEq)]
pub struct Reordered<G> {
    pub game: G,
    pub reorder: bool,
}

impl<G: Heuristic + MoveOrder> Reordered<G> {
    /// The order key of action `a` at `s` for player `p`: smaller comes first.
    fn key(&self, s: &G::State, p: Player, a: G::Action) -> Value {
        let mut child = s.clone();
        self.game.play(&mut child, Actor::Player(p), a);
        let v = evaluate(&self.game, &child);
        if p == 0 { -v } else { v }
    }
}

impl<G: Heuristic + MoveOrder> Game for Reordered<G> {
    type State = G::State;
    type Action = G::Action;
    type View = G::View;

    fn info(&self) -> GameInfo {
        self.game.info()
    }
    fn initial_state(&self) -> G::State {
        self.game.initial_state()
    }
    fn turn(&self, s: &G::State) -> Turn {
        self.game.turn(s)
    }
    fn legal_actions(&self, s: &G::State, p: Player, out: &mut Vec<G::Action>) {
        self.game.legal_actions(s, p, out);
        if self.reorder && out.len() > 1 {
            self.game.order_moves(s, out);
            out.sort_by_cached_key(|&a| self.key(s, p, a));
        }
    }
    fn chance_outcomes(&self, s: &G::State, out: &mut Vec<(G::Action, crate::engine::Prob)>) {
        self.game.chance_outcomes(s, out)
    }
    fn apply(&self, s: &mut G::State, joint: &[Move<G::Action>]) {
        self.game.apply(s, joint)
    }
    fn scores(&self, s: &G::State) -> Option<Scores> {
        self.game.scores(s)
    }
    fn view(&self, s: &G::State, viewer: Viewer) -> G::View {
        self.game.view(s, viewer)
    }
    fn action_visible(
        &self,
        before: &G::State,
        actor: Actor,
        a: G::Action,
        viewer: Player,
    ) -> bool {
        self.game.action_visible(before, actor, a, viewer)
    }
    fn notation(&self, s: &G::State, a: G::Action) -> String {
        self.game.notation(s, a)
    }
    fn parse_action(&self, s: &G::State, text: &str) -> Result<G::Action, ActionError> {
        self.game.parse_action(s, text)
    }
    fn render(&self, view: &G::View) -> String {
        self.game.render(view)
    }
    fn play(&self, s: &mut G::State, actor: Actor, a: G::Action) {
        self.game.play(s, actor, a)
    }
    fn may_repeat(&self) -> bool {
        self.game.may_repeat()
    }
    fn draw_limit(&self) -> Option<u32> {
        self.game.draw_limit()
    }
    fn line_bound(&self) -> Option<u64> {
        self.game.line_bound()
    }
}

impl<G: Heuristic + MoveOrder> Heuristic for Reordered<G> {
    fn estimate(&self, s: &G::State) -> Value {
        self.game.estimate(s)
    }
    fn terminal_value(&self, s: &G::State) -> Option<Value> {
        self.game.terminal_value(s)
    }
    fn leaf_bound(&self) -> Option<Value> {
        self.game.leaf_bound()
    }
}

/// The order is already in the legal actions; the engine keeps it.
impl<G: Heuristic + MoveOrder> MoveOrder for Reordered<G> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Arena, ConnectFour};

    #[test]
    fn arena_children_come_best_first_for_the_mover() {
        let arena = Arena::load("assets/arenas/seed-003-alpha-beta.ron").unwrap();
        let g = Reordered {
            game: arena.clone(),
            reorder: true,
        };
        let names = |s: u32, p| {
            let mut out = Vec::new();
            g.legal_actions(&s, p, &mut out);
            out.iter().map(|&a| g.notation(&s, a)).collect::<Vec<_>>()
        };
        // C3 (owned by player 0, the max player): leaves -4 3 5 become 5 3 -4.
        let c3 = arena.id("C3").unwrap();
        assert_eq!(names(c3, 0), ["C3c", "C3b", "C3a"]);
        // Inner children are estimated 0: the game's order stays.
        let r = arena.id("R").unwrap();
        assert_eq!(names(r, 0), ["A", "B", "C"]);
        let plain = Reordered {
            game: arena,
            reorder: false,
        };
        let mut out = Vec::new();
        plain.legal_actions(&c3, 0, &mut out);
        assert_eq!(out.len(), 3);
        assert_eq!(plain.notation(&c3, out[0]), "C3a");
    }

    #[test]
    fn connect_four_keeps_the_same_moves() {
        let c4 = ConnectFour::default();
        let g = Reordered {
            game: c4.clone(),
            reorder: true,
        };
        let s = g.initial_state();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        g.legal_actions(&s, 0, &mut a);
        c4.legal_actions(&s, 0, &mut b);
        assert_eq!(a[0], 3, "the centre first");
        a.sort_unstable();
        assert_eq!(a, b);
    }
}

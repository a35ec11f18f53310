//! The histories behind each information set of a solver's tree: every state
//! where the set's player acts and sees the same view (seed 000's views, as the
//! tree keys its information sets), with the line of moves that led there, and
//! what the player knows there ([`Knowledge`]): the chance outcomes it saw
//! (private, or public when every player saw them), the ones hidden from it,
//! and the players' moves, its own and the others' it saw.
//!
//! The game is walked in the tree's own order (chance outcomes, then legal
//! actions, simultaneous moves one player after the other), so the sets come
//! out numbered as the tree numbers them; each is checked against the tree
//! (player, actions, view) and a mismatch is an error, not a wrong table.

use crate::engine::{Actor, Game, Move, Player, Viewer, available};
use crate::search::tree::GameTree;
use std::collections::HashMap;

/// One player's move as the set's player knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The player's own move, in notation.
    Own(String),
    /// Another player's move it saw.
    Other(Player, String),
    /// Another player's move it did not see.
    Hidden(Player),
}

/// What a player knows at an information set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    /// Chance outcomes it saw and some other player did not (its own card).
    pub private: Vec<String>,
    /// Chance outcomes every player saw (a public card).
    pub public: Vec<String>,
    /// Chance outcomes it did not see.
    pub hidden_chance: usize,
    /// The players' moves in order (the betting).
    pub moves: Vec<Seen>,
}

/// One information set of the tree: whose, which actions, what is known.
#[derive(Clone, Debug, PartialEq)]
pub struct InfoSetFacts {
    pub player: Player,
    /// The actions, in notation, in the tree's slot order.
    pub actions: Vec<String>,
    /// The first action slot ([`GameTree::slots`]).
    pub slot: usize,
    /// What the player knows (as reached by the first history).
    pub knows: Knowledge,
}

/// The histories of one information set.
#[derive(Clone, Debug)]
pub struct Members<G: Game> {
    /// The states the player cannot tell apart, in the tree's order.
    pub states: Vec<G::State>,
    /// The last move of each state's line ([`InfoSetHistories::line`]).
    ends: Vec<u32>,
}

/// Every information set of a tree, numbered as the tree numbers them, and
/// the histories of each (same index).
#[derive(Clone, Debug)]
pub struct InfoSetHistories<G: Game> {
    pub sets: Vec<InfoSetFacts>,
    pub members: Vec<Members<G>>,
    /// Every move of the tree once: its notation and the move before it
    /// ([`NO_MOVE`] at the start), so that lines share their beginnings.
    moves: Vec<(u32, String)>,
}

/// No move: the start of a line.
const NO_MOVE: u32 = u32::MAX;

impl<G: Game> InfoSetHistories<G> {
    /// The line of history `k` of `set`: its moves from the start in notation.
    pub fn line(&self, set: usize, k: usize) -> Vec<String> {
        let mut line = Vec::new();
        let mut at = self.members[set].ends[k];
        while at != NO_MOVE {
            let (before, name) = &self.moves[at as usize];
            line.push(name.clone());
            at = *before;
        }
        line.reverse();
        line
    }
}

/// The information sets of `tree` (built from `g`) with their histories.
pub fn histories<G: Game>(g: &G, tree: &GameTree) -> Result<InfoSetHistories<G>, String> {
    let mut walk = Walk {
        g,
        tree,
        keys: HashMap::new(),
        sets: vec![],
        members: vec![],
        moves: vec![],
        path: vec![],
    };
    walk.node(&g.initial_state(), 0)?;
    if walk.sets.len() != tree.info_sets() {
        return Err(format!(
            "the walk found {} information sets, the solver's tree {}",
            walk.sets.len(),
            tree.info_sets()
        ));
    }
    Ok(InfoSetHistories {
        sets: walk.sets,
        members: walk.members,
        moves: walk.moves,
    })
}

/// A move on the path from the start, with the state it was chosen at and
/// its index in the walk's table of moves.
struct Step<G: Game> {
    before: G::State,
    mv: Move<G::Action>,
    index: u32,
}

struct Walk<'a, G: Game> {
    g: &'a G,
    tree: &'a GameTree,
    keys: HashMap<(Player, G::View), usize>,
    sets: Vec<InfoSetFacts>,
    members: Vec<Members<G>>,
    moves: Vec<(u32, String)>,
    path: Vec<Step<G>>,
}

impl<G: Game> Walk<'_, G> {
    /// Walks the subtree of `s`; the moves of `path` from `turn` on are the ones
    /// already chosen at this turn (not yet played).
    fn node(&mut self, s: &G::State, turn: usize) -> Result<(), String> {
        let g = self.g;
        let actors = g.turn(s).actors();
        let Some(&actor) = actors.get(self.path.len() - turn) else {
            if actors.is_empty() {
                return Ok(());
            }
            let joint: Vec<Move<G::Action>> = self.path[turn..].iter().map(|st| st.mv).collect();
            let mut next = s.clone();
            g.apply(&mut next, &joint);
            return self.node(&next, self.path.len());
        };
        if let Actor::Player(p) = actor {
            self.record(s, p, turn)?;
        }
        for a in available(g, s, actor) {
            let before = self.path.last().map_or(NO_MOVE, |st| st.index);
            self.moves.push((before, g.notation(s, a)));
            self.path.push(Step {
                before: s.clone(),
                mv: Move::new(actor, a),
                index: (self.moves.len() - 1) as u32,
            });
            self.node(s, turn)?;
            self.path.pop();
        }
        Ok(())
    }

    /// Adds `s` to its information set (numbering a new set as the tree does).
    fn record(&mut self, s: &G::State, p: Player, turn: usize) -> Result<(), String> {
        let g = self.g;
        let view = g.view(s, Viewer::Player(p));
        let index = match self.keys.get(&(p, view.clone())) {
            Some(&i) => i,
            None => {
                let i = self.sets.len();
                let actions: Vec<String> = available(g, s, Actor::Player(p))
                    .into_iter()
                    .map(|a| g.notation(s, a))
                    .collect();
                if i >= self.tree.info_sets() {
                    return Err(format!("information set {i} is not in the solver's tree"));
                }
                let known = self.tree.info_set(i);
                if known.player != p || known.actions != actions || known.label != g.render(&view) {
                    return Err(format!(
                        "information set {i} differs from the solver's tree (player {p}, actions {actions:?})"
                    ));
                }
                self.sets.push(InfoSetFacts {
                    player: p,
                    actions,
                    slot: self.tree.slots(i).0,
                    knows: self.knowledge(p, turn),
                });
                self.members.push(Members {
                    states: vec![],
                    ends: vec![],
                });
                self.keys.insert((p, view), i);
                i
            }
        };
        let members = &mut self.members[index];
        members.states.push(s.clone());
        members
            .ends
            .push(self.path.last().map_or(NO_MOVE, |st| st.index));
        Ok(())
    }

    /// What `p` knows of the path: moves of earlier turns as their signals
    /// showed them, moves of this turn (from `turn` on) not yet.
    fn knowledge(&self, p: Player, turn: usize) -> Knowledge {
        let g = self.g;
        let players = g.info().players;
        let mut k = Knowledge::default();
        for (i, st) in self.path.iter().enumerate() {
            let (before, Move { actor, action }) = (&st.before, st.mv);
            let name = || g.notation(before, action);
            let sees = |q: Player| i < turn && g.action_visible(before, actor, action, q);
            match actor {
                Actor::Chance if !sees(p) => k.hidden_chance += 1,
                Actor::Chance if (0..players).all(sees) => k.public.push(name()),
                Actor::Chance => k.private.push(name()),
                Actor::Player(q) if q == p => k.moves.push(Seen::Own(name())),
                Actor::Player(q) if sees(p) => k.moves.push(Seen::Other(q, name())),
                Actor::Player(q) => k.moves.push(Seen::Hidden(q)),
            }
        }
        k
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Goofspiel, GoofspielSignal, KuhnPoker};

    fn kuhn_sets() -> InfoSetHistories<KuhnPoker> {
        let kuhn = KuhnPoker::new(2).unwrap();
        histories(&kuhn, &GameTree::build(&kuhn, 10_000).unwrap()).unwrap()
    }

    #[test]
    fn kuhn_has_twelve_sets_of_two_histories_each() {
        let sets = kuhn_sets();
        assert_eq!(sets.sets.len(), 12);
        for (i, (set, members)) in sets.sets.iter().zip(&sets.members).enumerate() {
            // Own card known, the other's card one of the two left.
            assert_eq!(members.states.len(), 2, "{:?}", set.knows);
            let lines = [sets.line(i, 0), sets.line(i, 1)];
            assert_eq!(set.knows.private.len(), 1);
            assert_eq!(set.knows.hidden_chance, 1);
            assert!(set.knows.public.is_empty());
            let own = &set.knows.private[0];
            for (line, state) in lines.iter().zip(&members.states) {
                // The line leads to the state.
                let replayed = crate::engine::state_after(&KuhnPoker::new(2).unwrap(), line);
                assert_eq!(&replayed.unwrap(), state, "{line:?}");
                assert_eq!(&line[set.player], own, "the player's own card");
                assert_ne!(&line[1 - set.player], own);
            }
            let other = |k: usize| &lines[k][1 - set.player];
            assert_ne!(other(0), other(1));
        }
    }

    #[test]
    fn kuhn_sets_say_the_betting_as_the_player_saw_it() {
        let sets = kuhn_sets();
        let described: Vec<(Player, String, Vec<Seen>)> = sets
            .sets
            .iter()
            .map(|s| (s.player, s.knows.private[0].clone(), s.knows.moves.clone()))
            .collect();
        let own = |a: &str| Seen::Own(a.into());
        let other = |q, a: &str| Seen::Other(q, a.into());
        assert!(described.contains(&(0, "J".into(), vec![])));
        assert!(described.contains(&(1, "Q".into(), vec![other(0, "bet")])));
        assert!(described.contains(&(0, "K".into(), vec![own("pass"), other(1, "bet")])));
        // Each (player, card, betting) once.
        for d in &described {
            assert_eq!(described.iter().filter(|e| *e == d).count(), 1);
        }
    }

    #[test]
    fn goofspiel_bids_of_this_turn_are_hidden_and_earlier_ones_seen() {
        let g = Goofspiel::new(3, GoofspielSignal::Bids).unwrap();
        let tree = GameTree::build(&g, 1_000_000).unwrap();
        let sets = histories(&g, &tree).unwrap();
        assert_eq!(sets.sets.len(), tree.info_sets());
        for (i, (set, members)) in sets.sets.iter().zip(&sets.members).enumerate() {
            assert_eq!(set.knows.hidden_chance, 0, "prizes are public");
            let last = set.knows.moves.last();
            if set.player == 1 {
                // Player 0 bid this turn, unseen by player 1 yet.
                assert_eq!(last, Some(&Seen::Hidden(0)));
            }
            let seen = |s| g.view(s, Viewer::Player(set.player));
            for (k, state) in members.states.iter().enumerate() {
                let line = sets.line(i, k);
                assert_eq!(seen(state), seen(&members.states[0]), "{line:?}");
                assert!(!line.is_empty());
            }
        }
    }
}

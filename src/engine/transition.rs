//! The checked transition of seed 000 and the signals it sends, built in one place
//! for every game.
//!
//! Seed 000 ("Modèle", flot du jeu): each player `j` receives a signal made of
//! - its own action `a_j`;
//! - a tuple `(i, a_i, c_1..c_p)` for each other actor `i` whose action's parameters
//!   are all visible to `j` (here: [`Game::action_visible`]);
//! - the visible relations of the new state (here: [`Game::view`] for `j`).

use super::game::{ActionError, Game, Move, Turn};
use super::player::{Actor, Player, Viewer};
use super::prob::{DistributionError, check_distribution};
use thiserror::Error;

/// What one player learns from one transition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signal<A, V> {
    /// The player's own action, if it acted.
    pub own: Option<A>,
    /// The other actors' moves that the player sees, in joint-action order.
    pub seen: Vec<Move<A>>,
    /// What the player sees of the new state.
    pub view: V,
}

/// The signals of one transition, one per player.
pub type Signals<G> = Vec<Signal<<G as Game>::Action, <G as Game>::View>>;

/// Why a joint action cannot be applied.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("{0}")]
    Action(#[from] ActionError),
    #[error("{actor} must act here but has no move in the joint action")]
    Missing { actor: Actor },
    #[error("{actor} has two moves in the joint action")]
    Twice { actor: Actor },
    #[error("chance distribution is invalid: {0}")]
    Distribution(#[from] DistributionError),
}

/// The actions available to `actor` at `s`: a player's legal actions, or chance's
/// outcomes (without their probabilities).
pub fn available<G: Game>(g: &G, s: &G::State, actor: Actor) -> Vec<G::Action> {
    match actor {
        Actor::Player(p) => {
            let mut v = Vec::new();
            g.legal_actions(s, p, &mut v);
            v
        }
        Actor::Chance => {
            let mut v = Vec::new();
            g.chance_outcomes(s, &mut v);
            v.into_iter().map(|(a, _)| a).collect()
        }
    }
}

/// Reads a joint action given actor by actor, in notation, at `s`; each move is
/// read and checked by [`parse_legal`].
pub fn parse_joint<G: Game>(
    g: &G,
    s: &G::State,
    joint: &[(Actor, &str)],
) -> Result<Vec<Move<G::Action>>, PlayError> {
    joint
        .iter()
        .map(|&(actor, text)| Ok(Move::new(actor, parse_legal(g, s, actor, text)?)))
        .collect()
}

/// Reads `text` as an action of `actor` at `s` and checks that it is available;
/// the error lists the legal actions.
pub fn parse_legal<G: Game>(
    g: &G,
    s: &G::State,
    actor: Actor,
    text: &str,
) -> Result<G::Action, ActionError> {
    if !g.turn(s).is_active(actor) {
        return Err(ActionError::NotActive { actor });
    }
    let a = g.parse_action(s, text.trim())?;
    let legal = available(g, s, actor);
    if legal.contains(&a) {
        Ok(a)
    } else {
        Err(ActionError::Illegal {
            text: text.trim().to_string(),
            actor,
            legal: legal.iter().map(|&b| g.notation(s, b)).collect(),
        })
    }
}

/// Checks that `joint` has exactly one available move per actor of the turn.
pub fn check_joint<G: Game>(
    g: &G,
    s: &G::State,
    joint: &[Move<G::Action>],
) -> Result<(), PlayError> {
    let turn = g.turn(s);
    if turn == Turn::Terminal {
        return Err(PlayError::GameOver);
    }
    for (i, m) in joint.iter().enumerate() {
        if joint[..i].iter().any(|n| n.actor == m.actor) {
            return Err(PlayError::Twice { actor: m.actor });
        }
        if !turn.is_active(m.actor) {
            return Err(ActionError::NotActive { actor: m.actor }.into());
        }
        let legal = available(g, s, m.actor);
        if !legal.contains(&m.action) {
            return Err(ActionError::Illegal {
                text: g.notation(s, m.action),
                actor: m.actor,
                legal: legal.iter().map(|&b| g.notation(s, b)).collect(),
            }
            .into());
        }
    }
    if let Some(actor) = turn
        .actors()
        .into_iter()
        .find(|a| !joint.iter().any(|m| m.actor == *a))
    {
        return Err(PlayError::Missing { actor });
    }
    if turn.is_active(Actor::Chance) {
        let mut outcomes = Vec::new();
        g.chance_outcomes(s, &mut outcomes);
        check_distribution(&outcomes)?;
    }
    Ok(())
}

/// The signals that `joint` at `before` sends to each player, given the state after.
pub fn signals<G: Game>(
    g: &G,
    before: &G::State,
    joint: &[Move<G::Action>],
    after: &G::State,
) -> Signals<G> {
    (0..g.info().players)
        .map(|j: Player| Signal {
            own: joint
                .iter()
                .find(|m| m.actor == Actor::Player(j))
                .map(|m| m.action),
            seen: joint
                .iter()
                .filter(|m| {
                    m.actor != Actor::Player(j) && g.action_visible(before, m.actor, m.action, j)
                })
                .copied()
                .collect(),
            view: g.view(after, Viewer::Player(j)),
        })
        .collect()
}

/// The checked transition `tau`: validates `joint`, applies it to `s`, and returns
/// one signal per player. On error `s` is unchanged.
pub fn transition<G: Game>(
    g: &G,
    s: &mut G::State,
    joint: &[Move<G::Action>],
) -> Result<Signals<G>, PlayError> {
    check_joint(g, s, joint)?;
    let before = s.clone();
    g.apply(s, joint);
    Ok(signals(g, &before, joint, s))
}

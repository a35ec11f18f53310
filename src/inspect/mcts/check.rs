//! Checks a recorded MCTS run against its game's rules, iteration by
//! iteration, replaying each path and playout from the searched position: every
//! expansion lists exactly the legal actions (in any order: the search
//! shuffles) or chance's outcomes with their probabilities, every playout move
//! is legal where it is played, and the scores are the rules' (or all 0 when
//! the draw rule ended the playout). Errors name the iteration.

use super::record::{Expansion, MctsRun};
use super::shape::NONE;
use crate::engine::{Actor, Game, Turn, parse_legal};

/// Checks `run` against `g` from `root`; the error names the iteration.
/// Gives each node's rank among its siblings in the game's own order (the
/// order of its legal actions or chance's outcomes; the root's 0), which the
/// tree and the tables show, where the search's order is shuffled.
pub(super) fn against_rules<G: Game>(
    g: &G,
    root: &G::State,
    run: &MctsRun,
) -> Result<Vec<u32>, String> {
    let players = g.info().players;
    if players != run.players {
        return Err(format!(
            "the trace is for {} players, the game has {players}",
            run.players
        ));
    }
    if g.turn(root) != Turn::Player(run.root_player) {
        return Err(format!(
            "player {} does not choose at the searched position",
            run.root_player
        ));
    }
    let s = &run.shape;
    let mut typed: Vec<Option<G::Action>> = vec![None; run.node_count()];
    let mut ranks = vec![0u32; run.node_count()];
    for k in 1..=run.iterations() {
        let rec = &run.records()[k as usize - 1];
        let at = |why: String| format!("iteration {k}: {why}");
        let mut st = root.clone();
        for (j, &node) in run.path(k).iter().enumerate() {
            let node = node as usize;
            if j > 0 {
                let a = typed[node].ok_or_else(|| at(format!("node {node} has no action")))?;
                let actor = actor_at(g, &st).ok_or_else(|| at("a move after the end".into()))?;
                g.play(&mut st, actor, a);
            }
            if node as u32 == s.expanded[k as usize - 1] && s.expanded[k as usize - 1] != NONE {
                let e = rec
                    .expansion
                    .as_ref()
                    .ok_or_else(|| at("no expansion".into()))?;
                let first = s.first[node] as usize;
                let (parsed, order) = expansion(g, &st, run, e).map_err(at)?;
                for (slot, a) in typed[first..first + parsed.len()].iter_mut().zip(parsed) {
                    *slot = Some(a);
                }
                ranks[first..first + order.len()].copy_from_slice(&order);
            }
        }
        playout(g, &mut st, run, k).map_err(at)?;
    }
    Ok(ranks)
}

/// The one actor at `s`, if a single player or chance acts.
fn actor_at<G: Game>(g: &G, s: &G::State) -> Option<Actor> {
    match g.turn(s) {
        Turn::Player(p) => Some(Actor::Player(p)),
        Turn::Chance => Some(Actor::Chance),
        _ => None,
    }
}

/// The actions of expansion `e` at `s`, checked, and each one's rank in the
/// game's order.
fn expansion<G: Game>(
    g: &G,
    s: &G::State,
    run: &MctsRun,
    e: &Expansion,
) -> Result<(Vec<G::Action>, Vec<u32>), String> {
    let actor = actor_at(g, s).ok_or("an expansion at a final state")?;
    let parse =
        |&a: &u32| parse_legal(g, s, actor, run.name(a)).map_err(|err| format!("expansion: {err}"));
    let parsed = e
        .children
        .iter()
        .map(parse)
        .collect::<Result<Vec<_>, _>>()?;
    let order = match (actor, e.mover) {
        (Actor::Player(p), Some(q)) if p == q => {
            let mut legal = Vec::new();
            g.legal_actions(s, p, &mut legal);
            let mut seen = vec![false; legal.len()];
            let mut order = Vec::with_capacity(parsed.len());
            for a in &parsed {
                match legal.iter().position(|l| l == a) {
                    Some(i) if !seen[i] => {
                        seen[i] = true;
                        order.push(i as u32);
                    }
                    _ => return Err("expansion: an action listed twice".into()),
                }
            }
            if parsed.len() != legal.len() {
                return Err(format!(
                    "expansion: {} children where player {p} has {} legal actions",
                    parsed.len(),
                    legal.len()
                ));
            }
            order
        }
        (Actor::Chance, None) => {
            let mut outcomes = Vec::new();
            g.chance_outcomes(s, &mut outcomes);
            let same = outcomes.len() == parsed.len()
                && outcomes
                    .iter()
                    .zip(parsed.iter().zip(&e.probs))
                    .all(|((a, p), (b, q))| a == b && p.to_f64() == *q);
            if !same {
                return Err(
                    "expansion: chance's outcomes or probabilities differ from the rules".into(),
                );
            }
            (0..parsed.len() as u32).collect()
        }
        (actor, _) => {
            return Err(format!(
                "expansion: the trace says {:?} chooses, the rules say {actor}",
                e.mover
            ));
        }
    };
    Ok((parsed, order))
}

/// Plays iteration `k`'s playout from `s` (its leaf) and checks its scores.
fn playout<G: Game>(g: &G, s: &mut G::State, run: &MctsRun, k: u32) -> Result<(), String> {
    let rec = &run.records()[k as usize - 1];
    for (i, &a) in rec.playout.iter().enumerate() {
        let actor =
            actor_at(g, s).ok_or_else(|| format!("playout move {} after the end", i + 1))?;
        let action = parse_legal(g, s, actor, run.name(a))
            .map_err(|e| format!("playout move {}: {e}", i + 1))?;
        g.play(s, actor, action);
    }
    let mut expected = vec![0.0; run.players];
    let drawn = g.draw_limit() == Some(rec.playout.len() as u32);
    if !drawn {
        let more = match g.turn(s) {
            Turn::Player(p) => {
                let mut legal = Vec::new();
                g.legal_actions(s, p, &mut legal);
                !legal.is_empty()
            }
            Turn::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(s, &mut outcomes);
                !outcomes.is_empty()
            }
            _ => false,
        };
        if more {
            return Err("the playout stops before the end of the game".into());
        }
        if let Some(sc) = g.scores(s) {
            for (e, v) in expected.iter_mut().zip(sc.as_slice()) {
                *e = *v;
            }
        }
    }
    if expected != rec.scores {
        return Err(format!(
            "the scores are {:?}; the rules give {expected:?}",
            rec.scores
        ));
    }
    Ok(())
}

//! A graph that does not say who moves, read as an arena (seed 003, Exercise
//! 1.1): question 1 draws Chomp 3x2 as "un graphe non nécessairement biparti"
//! (a node is the bar, whoever is to move); question 2 asks how the seed's
//! formalism (Definition 1.1, where each state belongs to the player to move)
//! represents it. [`expand`] is that answer, computed: player 0 moves first,
//! the players alternate, and each node `v` reachable with player `p` to move
//! becomes the node `v/p` owned by `p`, its edges leading to `w/(1-p)`. A
//! terminal node's outcome is written for the player to move there
//! ([`MoverOutcome`]) and becomes `Win0`, `Win1` or `Draw` for each copy.
//! Only the copies reachable from the initial node are kept, in the order they
//! are first reached (breadth first).

use super::file::{ArenaFile, MoverOutcome, NodeData, Outcome, Problem, Turns};
use std::collections::{HashMap, VecDeque};

/// The arena of a file with `turns: Alternate`: every reachable (node, player
/// to move) as a node of its own, named `name/player`.
pub fn expand(file: ArenaFile) -> Result<ArenaFile, Problem> {
    let draw_limit = file.draw_limit;
    let index: HashMap<&str, usize> = file
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| (n.name.as_str(), i))
        .collect();
    if index.len() < file.nodes.len() {
        let mut seen = std::collections::HashSet::new();
        let twice = file.nodes.iter().find(|n| !seen.insert(n.name.as_str()));
        return Err(Problem::Duplicate(
            twice.map_or_else(String::new, |n| n.name.clone()),
        ));
    }
    for n in &file.nodes {
        if n.outcome.is_some() || (n.edges.is_empty() && n.value.is_some()) {
            return Err(Problem::AbsoluteOutcome(n.name.clone()));
        }
        if n.owner != 0 {
            return Err(Problem::OwnerWithAlternate(n.name.clone()));
        }
    }
    let initial_name = file.initial.clone().ok_or(Problem::NoInitial)?;
    let &start = index
        .get(initial_name.as_str())
        .ok_or_else(|| Problem::UnknownInitial(initial_name.clone()))?;
    let name = |v: usize, p: u8| format!("{}/{p}", file.nodes[v].name);
    let mut seen = HashMap::from([((start, 0u8), ())]);
    let mut queue = VecDeque::from([(start, 0u8)]);
    let mut nodes = Vec::new();
    while let Some((v, p)) = queue.pop_front() {
        let n = &file.nodes[v];
        let mut edges = Vec::with_capacity(n.edges.len());
        for to in &n.edges {
            let &w = index.get(to.as_str()).ok_or_else(|| Problem::UnknownEdge {
                node: n.name.clone(),
                to: to.clone(),
            })?;
            edges.push(name(w, 1 - p));
            if seen.insert((w, 1 - p), ()).is_none() {
                queue.push_back((w, 1 - p));
            }
        }
        let outcome = n.mover.map(|m| match m {
            MoverOutcome::Draw => Outcome::Draw,
            MoverOutcome::Wins if p == 0 => Outcome::Win0,
            MoverOutcome::Loses if p == 1 => Outcome::Win0,
            _ => Outcome::Win1,
        });
        nodes.push(NodeData {
            name: name(v, p),
            owner: p,
            edges,
            outcome,
            label: n.label.clone(),
            pos: n.pos.map(|(x, y)| (x, 2.0 * y + f32::from(p))),
            ..NodeData::default()
        });
    }
    Ok(ArenaFile {
        initial: Some(format!("{initial_name}/0")),
        turns: Turns::Owners,
        draw_limit,
        nodes,
    })
}

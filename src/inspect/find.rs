//! Search within a trace: the nodes at a depth, the nodes that cut, or the nodes
//! reached from a root by an action path such as `4 4 5` (the actions' names,
//! separated by spaces); then the next or previous match from a node. Matches
//! are node ids in visit order, computed once per query (O(n) at most), so
//! stepping through them is a binary search.

use super::tree::Tree;
use crate::search::trace::Trace;

/// What to look for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Query {
    /// Nodes at this many plies from their root.
    Depth(u32),
    /// Nodes where a cut happened.
    Cuts,
    /// Nodes answered by the transposition table (or memo).
    TtHits,
    /// Nodes reached from a root by these actions, named as the trace's namer names them.
    Path(Vec<String>),
}

/// Why a query's text is not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueryError {
    #[error("a depth is a whole number from 0, not {0:?}")]
    BadDepth(String),
}

impl Query {
    /// A depth query from its text.
    pub fn depth(text: &str) -> Result<Query, QueryError> {
        text.trim()
            .parse()
            .map(Query::Depth)
            .map_err(|_| QueryError::BadDepth(text.into()))
    }

    /// An action path from its text (names separated by spaces or commas).
    pub fn path(text: &str) -> Query {
        Query::Path(
            text.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect(),
        )
    }
}

/// Every node matching `query`, in id order.
pub fn matches<A: Copy>(
    trace: &Trace<A>,
    shape: &Tree,
    query: &Query,
    name: &dyn Fn(A) -> String,
) -> Vec<u32> {
    match query {
        Query::Depth(d) => trace
            .nodes()
            .enumerate()
            .filter(|(_, n)| n.depth as u32 == *d)
            .map(|(id, _)| id as u32)
            .collect(),
        Query::Cuts => shape.cut_nodes().collect(),
        Query::TtHits => shape.hit_nodes().collect(),
        Query::Path(tokens) => {
            let mut frontier = shape.roots().to_vec();
            for token in tokens {
                frontier = frontier
                    .iter()
                    .flat_map(|&p| shape.children(p))
                    .filter(|&c| trace.action(c).is_some_and(|a| name(a) == *token))
                    .collect();
            }
            frontier
        }
    }
}

/// The first match after `from` (the first one when `from` is `None`), wrapping
/// around to the first.
pub fn next_match(matches: &[u32], from: Option<u32>) -> Option<u32> {
    let i = from.map_or(0, |f| matches.partition_point(|&m| m <= f));
    matches.get(i).or(matches.first()).copied()
}

/// The last match before `from` (the last one when `from` is `None`), wrapping
/// around to the last.
pub fn previous_match(matches: &[u32], from: Option<u32>) -> Option<u32> {
    let i = from.map_or(matches.len(), |f| matches.partition_point(|&m| m < f));
    i.checked_sub(1)
        .and_then(|i| matches.get(i))
        .or(matches.last())
        .copied()
}

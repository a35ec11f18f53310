//! The side tables of a search with chance nodes (expectiminimax): the exact
//! `f64` value of each node (the node table keeps the integer the tracer was
//! given) and the probability of the chance outcome leading to a node. Both
//! are empty for the searches that report neither, so they cost the others
//! nothing.

use crate::engine::Prob;

/// Exact values and outcome probabilities, by node id.
#[derive(Clone, Debug, Default)]
pub struct ChanceTables {
    /// Each node's exact value (NaN until reported; shorter than the node
    /// table when the last nodes have none).
    pub(crate) exact: Vec<f64>,
    /// The probability of the outcome leading to each node (`None` for a
    /// player's move or a root).
    pub(crate) probabilities: Vec<Option<Prob>>,
}

impl PartialEq for ChanceTables {
    /// Bit for bit, so that two recordings of one search are equal (NaN included).
    fn eq(&self, other: &Self) -> bool {
        self.probabilities == other.probabilities
            && self.exact.len() == other.exact.len()
            && self
                .exact
                .iter()
                .zip(&other.exact)
                .all(|(a, b)| a.to_bits() == b.to_bits())
    }
}

impl ChanceTables {
    /// Node `id`'s exact value, if the search reported one.
    pub fn exact(&self, id: u32) -> Option<f64> {
        self.exact.get(id as usize).copied().filter(|v| !v.is_nan())
    }

    /// The probability of the outcome leading to node `id`, if chance chose it.
    pub fn probability(&self, id: u32) -> Option<Prob> {
        self.probabilities.get(id as usize).copied().flatten()
    }

    /// Whether the search reported anything here (an expectiminimax trace).
    pub fn is_empty(&self) -> bool {
        self.exact.is_empty() && self.probabilities.is_empty()
    }

    pub(crate) fn set_exact(&mut self, id: u32, value: f64) {
        let i = id as usize;
        if self.exact.len() <= i {
            self.exact.resize(i + 1, f64::NAN);
        }
        self.exact[i] = value;
    }

    pub(crate) fn set_probability(&mut self, id: u32, p: Prob) {
        let i = id as usize;
        if self.probabilities.len() <= i {
            self.probabilities.resize(i + 1, None);
        }
        self.probabilities[i] = Some(p);
    }

    /// The file's form: the exact values (NaN where none) and, for each node
    /// reached by chance, (node, numerator, denominator).
    pub fn to_rows(&self) -> (Vec<f64>, Vec<(u32, u32, u32)>) {
        let outcomes = self
            .probabilities
            .iter()
            .enumerate()
            .filter_map(|(id, p)| p.map(|p| (id as u32, p.numerator(), p.denominator())))
            .collect();
        (self.exact.clone(), outcomes)
    }

    /// The tables of a file's rows for `nodes` nodes; the error names a row
    /// that names no node or no probability.
    pub fn from_rows(
        exact: Vec<f64>,
        outcomes: &[(u32, u32, u32)],
        nodes: usize,
    ) -> Result<ChanceTables, String> {
        if exact.len() > nodes {
            return Err(format!("{} exact values for {nodes} nodes", exact.len()));
        }
        let mut tables = ChanceTables {
            exact,
            probabilities: Vec::new(),
        };
        for &(id, num, den) in outcomes {
            if id as usize >= nodes {
                return Err(format!("outcome ({id}, {num}, {den}) names no node"));
            }
            let p =
                Prob::new(num, den).map_err(|e| format!("outcome ({id}, {num}, {den}): {e}"))?;
            tables.set_probability(id, p);
        }
        Ok(tables)
    }

    pub(crate) fn shrink_to_fit(&mut self) {
        self.exact.shrink_to_fit();
        self.probabilities.shrink_to_fit();
    }

    pub(crate) fn memory_bytes(&self) -> usize {
        self.exact.capacity() * size_of::<f64>()
            + self.probabilities.capacity() * size_of::<Option<Prob>>()
    }
}

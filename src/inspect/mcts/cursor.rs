//! The one cursor of the Monte Carlo replays ([`super::MctsReplay`],
//! [`crate::inspect::ismcts::IsMctsReplay`]): where a replay stands, an
//! iteration and a phase of it, and how it steps, phase by phase or iteration
//! by iteration, over a search's own list of phases ([`MCTS_PHASES`],
//! [`ISMCTS_PHASES`]); and what the cursor means for the counts (the
//! iterations backed up) and the tree (the iterations whose nodes it holds).

/// The phases of an iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The state sampled for the iteration (information-set MCTS only).
    Determinisation,
    Selection,
    Expansion,
    Simulation,
    Backpropagation,
}

/// An iteration of MCTS, in order.
pub const MCTS_PHASES: &[Phase] = &[
    Phase::Selection,
    Phase::Expansion,
    Phase::Simulation,
    Phase::Backpropagation,
];

/// An iteration of information-set MCTS, in order.
pub const ISMCTS_PHASES: &[Phase] = &[
    Phase::Determinisation,
    Phase::Selection,
    Phase::Expansion,
    Phase::Simulation,
    Phase::Backpropagation,
];

/// Where the replay stands: `iteration` in 1..=total is the iteration being
/// shown, at `phase`; iteration 0 (always at `Backpropagation`) is before any
/// iteration (the root alone). After `Backpropagation` of iteration k the counts
/// are those of the search after k iterations; during the other phases of k,
/// those after k - 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub iteration: u32,
    pub phase: Phase,
}

impl Cursor {
    /// Before any iteration.
    pub const START: Cursor = Cursor::end_of(0);

    /// The end of iteration `k` (its backup done).
    pub const fn end_of(k: u32) -> Cursor {
        Cursor {
            iteration: k,
            phase: Phase::Backpropagation,
        }
    }

    /// The iterations whose backup is in the counts at the cursor.
    pub fn applied(self) -> u32 {
        match self.phase {
            Phase::Backpropagation => self.iteration,
            _ => self.iteration.saturating_sub(1),
        }
    }

    /// The iterations whose nodes are in the tree at the cursor (the current
    /// one's from its expansion on).
    pub fn grown(self) -> u32 {
        match self.phase {
            Phase::Determinisation | Phase::Selection => self.iteration.saturating_sub(1),
            _ => self.iteration,
        }
    }

    /// One phase of `phases` (an iteration's, in order, ending with
    /// `Backpropagation`) forward or back, crossing iterations, within a run
    /// of `total` iterations.
    pub fn step_phase(self, forward: bool, total: u32, phases: &[Phase]) -> Cursor {
        let Cursor {
            iteration: k,
            phase,
        } = self;
        let at = phases.iter().position(|&p| p == phase).unwrap_or(0);
        let to = |iteration, phase| Cursor { iteration, phase };
        match (forward, phase) {
            (true, Phase::Backpropagation) if k < total => to(k + 1, phases[0]),
            (true, Phase::Backpropagation) => self,
            (true, _) => to(k, phases.get(at + 1).copied().unwrap_or(phase)),
            (false, Phase::Backpropagation) if k == 0 => self,
            (false, _) if at == 0 => Cursor::end_of(k.saturating_sub(1)),
            (false, _) => to(k, phases[at - 1]),
        }
    }

    /// To the end of the next iteration (forward; from inside an iteration,
    /// the end of that one) or of the previous one (back), within `total`.
    pub fn step_iteration(self, forward: bool, total: u32) -> Cursor {
        let k = self.iteration;
        let target = match (forward, self.phase) {
            (true, Phase::Backpropagation) => k + 1,
            (true, _) => k,
            (false, _) => k.saturating_sub(1),
        };
        Cursor::end_of(target.min(total))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cursor stepping forward from the start to the end of `total`.
    fn walk(total: u32, phases: &[Phase]) -> Vec<Cursor> {
        let mut at = vec![Cursor::START];
        loop {
            let next = at[at.len() - 1].step_phase(true, total, phases);
            if next == at[at.len() - 1] {
                return at;
            }
            at.push(next);
        }
    }

    #[test]
    fn phases_go_in_order_and_back_the_same_way() {
        for phases in [MCTS_PHASES, ISMCTS_PHASES] {
            let all = walk(3, phases);
            assert_eq!(all.len(), 1 + 3 * phases.len());
            assert_eq!(
                all[1],
                Cursor {
                    iteration: 1,
                    phase: phases[0]
                }
            );
            assert_eq!(*all.last().unwrap_or(&Cursor::START), Cursor::end_of(3));
            for w in all.windows(2) {
                assert_eq!(w[1].step_phase(false, 3, phases), w[0]);
            }
            assert_eq!(Cursor::START.step_phase(false, 3, phases), Cursor::START);
        }
    }

    #[test]
    fn counts_and_tree_follow_the_phase() {
        let at = |phase| Cursor {
            iteration: 4,
            phase,
        };
        assert_eq!(at(Phase::Determinisation).applied(), 3);
        assert_eq!(at(Phase::Simulation).applied(), 3);
        assert_eq!(at(Phase::Backpropagation).applied(), 4);
        assert_eq!(at(Phase::Selection).grown(), 3);
        assert_eq!(at(Phase::Expansion).grown(), 4);
        assert_eq!(Cursor::START.applied(), 0);
    }

    #[test]
    fn iterations_step_to_ends_within_the_run() {
        let mid = Cursor {
            iteration: 2,
            phase: Phase::Expansion,
        };
        assert_eq!(mid.step_iteration(true, 5), Cursor::end_of(2));
        assert_eq!(mid.step_iteration(false, 5), Cursor::end_of(1));
        assert_eq!(Cursor::end_of(5).step_iteration(true, 5), Cursor::end_of(5));
        assert_eq!(Cursor::START.step_iteration(false, 5), Cursor::START);
        assert_eq!(Cursor::end_of(1).step_iteration(true, 5), Cursor::end_of(2));
    }
}

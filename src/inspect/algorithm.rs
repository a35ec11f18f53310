//! The one name of every search algorithm, shared by the command line's
//! `--algo`, the inspector's settings, trace files and the inspector's rule
//! lines: [`Algorithm`], with [`Algorithm::name`] and [`Algorithm::parse`], and
//! what each algorithm implies for the inspector ([`Family`]: which of seed 004's
//! pseudo-codes its trace follows) and for its options ([`DepthUse`]). It runs
//! nothing: [`super::run`] dispatches the searches.

/// Every search the command line runs; the first six are the inspector's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Seed 004 MinMax to the end of the game, values in {-1, 0, 1}.
    Minimax,
    /// MinMax with memoisation (seed 003 Exercise 2.1), to the end or to a
    /// depth (seed 003 Remark 2.2).
    MinimaxMemo,
    /// Seed 004 MinMax to a depth, with the heuristic.
    MinimaxDepth,
    /// Seed 004 AlphaBeta.
    #[default]
    AlphaBeta,
    /// Negamax alpha-beta (fail-soft) with a transposition table, PVS and
    /// iterative deepening; values for the player to move.
    Negamax,
    /// Expectiminimax to a depth (games with chance), player 0's point of view.
    Expectiminimax,
    /// Monte Carlo tree search (UCT).
    Mcts,
    /// Vanilla CFR on the whole game (hidden information), the average strategy.
    Cfr,
    /// CFR+ on the whole game.
    CfrPlus,
    /// Discounted CFR (1.5, 0, 2) on the whole game.
    Dcfr,
}

/// Which pseudo-code a trace follows, for its rule lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Seed 004 MinMax (no window); expectiminimax and MCTS traces too.
    MinMax,
    /// Seed 004 AlphaBeta: max nodes raise alpha, min nodes lower beta.
    AlphaBeta,
    /// Negamax: every node raises its alpha; children's values are negated.
    Negamax,
}

/// How an algorithm takes a depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepthUse {
    Required,
    Optional,
    Refused,
}

impl Algorithm {
    /// Every algorithm, in the order of `ludoscope search --help`.
    pub const ALL: [Algorithm; 10] = [
        Algorithm::Minimax,
        Algorithm::MinimaxMemo,
        Algorithm::MinimaxDepth,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::Expectiminimax,
        Algorithm::Mcts,
        Algorithm::Cfr,
        Algorithm::CfrPlus,
        Algorithm::Dcfr,
    ];

    /// The searches the inspector runs and records (the seeds' four, the
    /// strong engine and expectiminimax).
    pub const INSPECTED: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::MinimaxMemo,
        Algorithm::MinimaxDepth,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::Expectiminimax,
    ];

    /// The name on the command line, in the inspector and in trace files.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::MinimaxMemo => "minimax-memo",
            Algorithm::MinimaxDepth => "minimax-depth",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Negamax => "negamax",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::Mcts => "mcts",
            Algorithm::Cfr => "cfr",
            Algorithm::CfrPlus => "cfr+",
            Algorithm::Dcfr => "dcfr",
        }
    }

    /// The algorithm named `name` (as written by [`Algorithm::name`]).
    pub fn parse(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// What the command line's help says of it.
    pub fn summary(self) -> &'static str {
        match self {
            Algorithm::Minimax => "Seed 004 MinMax to the end of the game, values in {-1, 0, 1}",
            Algorithm::MinimaxMemo => {
                "MinMax with memoisation (seed 003 Exercise 2.1), to the end or to --depth \
                 (Remark 2.2)"
            }
            Algorithm::MinimaxDepth => {
                "MinMax to --depth with the heuristic, values in [-100, 100]"
            }
            Algorithm::AlphaBeta => {
                "Seed 004 AlphaBeta, to the end or to --depth with the heuristic"
            }
            Algorithm::Negamax => {
                "The strong engine: negamax alpha-beta, iterative deepening to --depth (or the \
                 end), transposition table, PVS; value for the player to move"
            }
            Algorithm::Expectiminimax => {
                "Expectiminimax to --depth (games with chance), player 0's point of view"
            }
            Algorithm::Mcts => "Monte Carlo tree search (UCT), --iterations, --seed",
            Algorithm::Cfr => {
                "Vanilla CFR (Zinkevich et al. 2007) on the whole game, --iterations or \
                 --target-nash-conv; values per player, NashConv and exploitability"
            }
            Algorithm::CfrPlus => {
                "CFR+ (Tammelin 2014): regret matching+, alternating updates, linear \
                 averaging; as cfr"
            }
            Algorithm::Dcfr => "Discounted CFR (Brown & Sandholm 2019, 1.5, 0, 2); as cfr",
        }
    }

    /// Whose point of view the value is from.
    pub fn perspective(self) -> &'static str {
        match self {
            Algorithm::Minimax
            | Algorithm::MinimaxMemo
            | Algorithm::MinimaxDepth
            | Algorithm::AlphaBeta
            | Algorithm::Expectiminimax => "player 0",
            Algorithm::Negamax | Algorithm::Mcts => "player to move",
            Algorithm::Cfr | Algorithm::CfrPlus | Algorithm::Dcfr => "each player",
        }
    }

    /// The pseudo-code its trace follows (seed 004's MinMax for the searches
    /// without a window).
    pub fn family(self) -> Family {
        match self {
            Algorithm::AlphaBeta => Family::AlphaBeta,
            Algorithm::Negamax => Family::Negamax,
            _ => Family::MinMax,
        }
    }

    /// Whether the search passes an (alpha, beta) window and cuts.
    pub fn prunes(self) -> bool {
        matches!(self, Algorithm::AlphaBeta | Algorithm::Negamax)
    }

    /// Whether a depth is required (`minimax-depth`, `expectiminimax`), allowed
    /// (alpha-beta, negamax, and `minimax-memo`: seed 003 Remark 2.2) or refused
    /// (`minimax` goes to the end; MCTS and CFR have no depth).
    pub fn depth_use(self) -> DepthUse {
        match self {
            Algorithm::MinimaxDepth | Algorithm::Expectiminimax => DepthUse::Required,
            Algorithm::AlphaBeta | Algorithm::Negamax | Algorithm::MinimaxMemo => {
                DepthUse::Optional
            }
            Algorithm::Minimax
            | Algorithm::Mcts
            | Algorithm::Cfr
            | Algorithm::CfrPlus
            | Algorithm::Dcfr => DepthUse::Refused,
        }
    }

    /// Whether `ludoscope search --trace` records it: the seeds' four,
    /// expectiminimax and MCTS.
    pub fn records(self) -> bool {
        !matches!(self, Algorithm::Negamax) && self.cfr_variant().is_none()
    }

    /// The member of the CFR family it runs, if it is one.
    pub fn cfr_variant(self) -> Option<crate::search::cfr::CfrVariant> {
        use crate::search::cfr::CfrVariant;
        match self {
            Algorithm::Cfr => Some(CfrVariant::Vanilla),
            Algorithm::CfrPlus => Some(CfrVariant::Plus),
            Algorithm::Dcfr => Some(CfrVariant::Discounted),
            _ => None,
        }
    }

    /// The seeds' own searches (seed 004's MinMax in its three forms and
    /// AlphaBeta), which report through the tracer and stop when it asks.
    pub fn is_seed(self) -> bool {
        matches!(
            self,
            Algorithm::Minimax
                | Algorithm::MinimaxMemo
                | Algorithm::MinimaxDepth
                | Algorithm::AlphaBeta
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_each_algorithm_says_what_it_is() {
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::parse(a.name()), Some(a));
        }
        assert_eq!(Algorithm::parse("alpha-beta"), None);
        assert_eq!(Algorithm::AlphaBeta.family(), Family::AlphaBeta);
        assert_eq!(Algorithm::Mcts.family(), Family::MinMax);
        assert_eq!(Algorithm::Negamax.family(), Family::Negamax);
        let recorded: Vec<&str> = Algorithm::ALL
            .into_iter()
            .filter(|a| a.records())
            .map(Algorithm::name)
            .collect();
        assert_eq!(
            recorded,
            [
                "minimax",
                "minimax-memo",
                "minimax-depth",
                "alphabeta",
                "expectiminimax",
                "mcts"
            ]
        );
        assert!(Algorithm::INSPECTED.iter().all(|a| a.name() != "mcts"));
        for variant in crate::search::cfr::CfrVariant::ALL {
            let a = Algorithm::parse(variant.name()).unwrap();
            assert_eq!(a.cfr_variant(), Some(variant));
        }
    }
}

//! The solver's packed path: the fused depth-first solve on `u64` keys for the
//! games whose states pack ([`PackedGame`], reached through
//! [`Game::with_packing`]: the type system finds the capability, no run-time
//! type test), each numbered by the table that suits its keys
//! ([`PackedKind`]). Other games are stored as they are.

use super::SolveError;
use super::fused::{self, Fused};
use super::index::{Direct, Inline};
use super::store::{Packed, PackedKind};
use super::table::Interner;
use crate::engine::{Game, PackedGame, PackedJob};

/// The fused solve of `g` on packed keys, when `g` packs; `None` otherwise.
pub(super) fn solve_packed<G: Game>(
    g: &G,
    limit: usize,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Option<Result<Option<Fused<G>>, SolveError>> {
    g.with_packing(FusedOnKeys { limit, progress })
}

/// The fused solve within `limit` states, on packed keys.
struct FusedOnKeys<'p> {
    limit: usize,
    progress: &'p mut dyn FnMut(usize) -> bool,
}

impl<G: Game> PackedJob<G> for FusedOnKeys<'_> {
    type Output = Result<Option<Fused<G>>, SolveError>;

    fn run(self, g: &G) -> Self::Output
    where
        G: PackedGame,
    {
        let (limit, progress) = (self.limit, self.progress);
        match PackedKind::of(g) {
            PackedKind::Direct if g.index_is_dense() => {
                fused::solve::<G, Packed<Direct<G, true>>>(g, limit, progress)
            }
            PackedKind::Direct => fused::solve::<G, Packed<Direct<G>>>(g, limit, progress),
            PackedKind::Inline => fused::solve::<G, Packed<Inline>>(g, limit, progress),
            PackedKind::Hashed => fused::solve::<G, Packed<Interner<u64>>>(g, limit, progress),
        }
    }
}

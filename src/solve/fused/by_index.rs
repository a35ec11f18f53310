//! The depth-first pass of `fused.rs` when its per-state data are by index
//! ([`Numbering::BY_INDEX`]): the children's fold, which reads the settled
//! ones from their indices alone, and the data put in order of id at the end.

use super::{Dfs, NONE, OPEN, Pending, RANK_BITS, RANK_MASK, UNEXPANDED};
use crate::engine::Game;
use crate::solve::SolveError;
use crate::solve::settle::Tally;
use crate::solve::store::Codec;
use crate::solve::table::Numbering;

impl<G: Game, C: Codec<G>> Dfs<'_, G, C> {
    /// Folds the children whose data are by index into `tally`: first those
    /// already settled, read from their indices alone, then the others in
    /// order, numbered, that wait as pending (their states from `children`,
    /// or from `keys`, or from the parent `s`). Whether one is open (a
    /// cycle), and whether all have larger ids than the parent's, `id`.
    pub(super) fn fold_by_index(
        &mut self,
        (id, s): (u32, &G::State),
        tally: &mut Tally,
        keys: &[C::Key],
        children: &[G::State],
    ) -> Result<(bool, bool), SolveError> {
        let (mut cycle, mut forward) = (false, true);
        let mut rest = std::mem::take(&mut self.rest);
        rest.clear();
        for (&h, pos) in self.hashes.iter().zip(0..) {
            let w = self.words[h as usize];
            match (w >> RANK_BITS) as u8 {
                UNEXPANDED | OPEN => rest.push(pos),
                f => {
                    forward &= self.it.id_at(h as usize) > id;
                    tally.add(h as u32, pos, f, w & RANK_MASK);
                }
            }
        }
        for &pos in &rest {
            let (k, h) = (pos as usize, self.hashes[pos as usize]);
            let key = match (keys.get(k), self.it.id_at(h as usize)) {
                (Some(key), _) => key.clone(),
                (None, u32::MAX) => C::child_key(self.g, s, k),
                (None, known) => self.it.key(known).clone(),
            };
            let (c, _) = self.number(key.clone(), h)?;
            forward &= c > id;
            if (self.words[h as usize] >> RANK_BITS) as u8 == OPEN {
                cycle = true;
                continue;
            }
            self.pending.push(Pending {
                place: h as u32,
                pos,
            });
            let state = match children.get(k) {
                Some(child) => child.clone(),
                None => C::state(self.g, &key),
            };
            self.pending_states.push(state);
        }
        self.rest = rest;
        Ok((cycle, forward))
    }

    /// The per-state data in order of id, from the data by index (the
    /// strategies turned into ids); these and those coexist for a moment.
    pub(super) fn order_by_id(&mut self) {
        let n = self.it.len();
        let (mut kinds, mut words, mut strategy) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        for id in 0..n as u32 {
            let place = self.it.hash(self.it.key(id)) as usize;
            kinds.push(self.kinds[place]);
            words.push(self.words[place]);
            strategy.push(match self.strategy[place] {
                NONE => NONE,
                best => self.it.id_at(best as usize),
            });
        }
        (self.kinds, self.words, self.strategy) = (kinds, words, strategy);
    }
}

//! What the inspector may show of a run to the studio's viewer ("View as"), and
//! the determinisation of an iteration described in the game's own terms: the
//! facts of seed 000's material state ([`Material`]) that the full state
//! assumed and the searching player does not see (the cards it dealt to the
//! others), with the game's text drawing of the state. Nothing here knows a
//! game's rules.
//!
//! The search knows what the searching player knows. A viewer who may see that
//! (everyone, or the searching player) is shown the determinisation whole and
//! the true position as the searching player sees it. Any other viewer (the
//! public, another player) is shown the determinisation as the public sees it
//! and the true position as it sees it itself: a guess about its own cards
//! would tell it which cards the searching player holds (the guesses never
//! take those), so no guess shows, and a card hidden from it stays hidden.

use super::record::IsMctsRun;
use crate::engine::{Material, Player, Viewer};

/// Who the determinisation and the searching player's board are drawn for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The determinisation's viewer: everyone, unless the studio's viewer may
    /// not see what the searching player sees (then the public).
    pub determinisation: Viewer,
    /// The true position's viewer: the searching player, or (likewise) the
    /// studio's viewer itself.
    pub position: Viewer,
}

/// The viewers for a search by `searcher` shown to the studio's `viewer`.
pub fn shown(searcher: Player, viewer: Viewer) -> Shown {
    match viewer {
        Viewer::Everyone => Shown {
            determinisation: Viewer::Everyone,
            position: Viewer::Player(searcher),
        },
        Viewer::Player(p) if p == searcher => Shown {
            determinisation: Viewer::Everyone,
            position: viewer,
        },
        other => Shown {
            determinisation: Viewer::Public,
            position: other,
        },
    }
}

/// An iteration's determinisation, described.
#[derive(Clone, Debug, PartialEq)]
pub struct Determinisation {
    /// Who it is described for ([`Shown::determinisation`]).
    pub viewer: Viewer,
    /// Relations of the material state that the viewer sees and the searching
    /// player does not: what the determinisation assumed (`is(card2.rank, K)`).
    /// Seed 000's point relation `.(card2, card2.rank)`, which only says that
    /// a component has an attribute, is left out.
    pub assumed: Vec<String>,
    /// For each assumed fact, whether the true state has it too; only when
    /// the viewer is everyone (otherwise the truth is not the viewer's to see).
    pub true_too: Option<Vec<bool>>,
    /// The game's text drawing of the determinisation as the viewer sees it.
    pub text: String,
}

/// The determinisation of iteration `k` (from 1) of `run`, for the studio's `viewer`.
pub fn determinisation<G: Material>(
    run: &IsMctsRun<G>,
    k: u32,
    viewer: Viewer,
) -> Option<Determinisation> {
    let g = &run.game;
    let det = run.determinisation(k)?;
    let searcher = run.trace.searcher;
    let shown = shown(searcher, viewer).determinisation;
    let known = g.material_view(det, Viewer::Player(searcher)).relations;
    let assumed: Vec<String> = g
        .material_view(det, shown)
        .relations
        .into_iter()
        .filter(|r| !r.starts_with(".(") && !known.contains(r))
        .collect();
    let true_too = (shown == Viewer::Everyone).then(|| {
        let truth = g.material_view(&run.state, Viewer::Everyone).relations;
        assumed.iter().map(|r| truth.contains(r)).collect()
    });
    Some(Determinisation {
        viewer: shown,
        assumed,
        true_too,
        text: g.render(&g.view(det, shown)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_everyone_and_the_searcher_see_what_the_search_knows() {
        let s = shown(1, Viewer::Everyone);
        assert_eq!(s.determinisation, Viewer::Everyone);
        assert_eq!(s.position, Viewer::Player(1));
        let s = shown(1, Viewer::Player(1));
        assert_eq!(
            (s.determinisation, s.position),
            (Viewer::Everyone, Viewer::Player(1))
        );
        for other in [Viewer::Public, Viewer::Player(0)] {
            let s = shown(1, other);
            assert_eq!((s.determinisation, s.position), (Viewer::Public, other));
        }
    }
}

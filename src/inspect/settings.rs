//! What the inspector runs: the algorithm ([`Algorithm`], one of its
//! [`Algorithm::INSPECTED`]) and its settings, as plain data that the studio
//! edits and [`super::run`] carries out.

use super::algorithm::{Algorithm, DepthUse};
use crate::lang::Language;
use crate::search::{CutRule, Window};

/// Why the inspector does not run `a`.
pub fn not_inspected(a: Algorithm) -> String {
    format!("{} is not one of the inspector's searches", a.name())
}

/// The settings of one recorded search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    pub algorithm: Algorithm,
    /// Plies, the heuristic at the horizon; `None`: to the end of the game.
    pub depth: Option<u32>,
    /// Seed 004 cuts on equality (`a >= beta`); Strict only on `a > beta`
    /// (alpha-beta only).
    pub cut: CutRule,
    /// The window of alpha-beta's initial call: seed 004's (-inf, +inf), or
    /// [-M, M] (seed 003 Example 2.2; alpha-beta only).
    pub window: Window,
    /// Children best first by the heuristic ([`super::reorder`]) instead of the
    /// game's order.
    pub reorder: bool,
    /// Negamax: the transposition table.
    pub tt: bool,
    /// Negamax: principal-variation (null-window) search.
    pub pvs: bool,
    /// Negamax: iterative deepening (one root per depth in the trace).
    pub deepen: bool,
    /// The most nodes recorded; the search stops there.
    pub budget: usize,
    /// minimax-memo: the most positions its table keeps (`None`: as many as
    /// fit in about 1 GiB, [`crate::search::default_memo_entries`]).
    pub memo_entries: Option<usize>,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            algorithm: Algorithm::AlphaBeta,
            depth: Some(4),
            cut: CutRule::Seed,
            window: Window::Infinite,
            reorder: false,
            tt: true,
            pvs: false,
            deepen: false,
            budget: crate::search::trace::DEFAULT_NODE_BUDGET,
            memo_entries: None,
        }
    }
}

impl SearchSettings {
    /// Checks that the settings go together; the message names the setting.
    pub fn check(&self) -> Result<(), String> {
        let name = self.algorithm.name();
        if !Algorithm::INSPECTED.contains(&self.algorithm) {
            return Err(not_inspected(self.algorithm));
        }
        match (self.algorithm.depth_use(), self.depth) {
            (DepthUse::Required, None) => Err(format!("{name} needs a depth")),
            (DepthUse::Refused, Some(_)) => Err(format!(
                "{name} searches to the end of the game; choose minimax-depth, minimax-memo or alphabeta for a depth"
            )),
            (_, Some(d)) if self.algorithm == Algorithm::Negamax && d >= 255 => {
                Err(format!("negamax depth {d} is too large (at most 254)"))
            }
            _ if self.cut == CutRule::Strict && self.algorithm != Algorithm::AlphaBeta => {
                Err("the strict cut rule only applies to alphabeta".into())
            }
            _ if self.window != Window::Infinite && self.algorithm != Algorithm::AlphaBeta => {
                Err("the heuristic window [-M, M] only applies to alphabeta".into())
            }
            _ if self.budget == 0 => Err("the node budget must be at least 1".into()),
            _ => Ok(()),
        }
    }

    /// One line for headers and exports: `alphabeta, depth 3, cut on a >= beta,
    /// game order` (and `window [-M, M]` when alpha-beta starts from it).
    pub fn summary(&self) -> String {
        self.summary_in(Language::English)
    }

    /// [`SearchSettings::summary`] in `lang` (the algorithm's name and the
    /// formulas stay as written): `alphabeta, profondeur 3, coupure si a >= beta,
    /// ordre du jeu`.
    pub fn summary_in(&self, lang: Language) -> String {
        let say = |en: &str, fr: &str| match lang {
            Language::English => en.to_string(),
            Language::French => fr.to_string(),
        };
        let mut parts = vec![self.algorithm.name().to_string()];
        parts.push(match self.depth {
            Some(d) => format!("{} {d}", say("depth", "profondeur")),
            None => say("to the end", "jusqu'à la fin"),
        });
        if self.algorithm == Algorithm::AlphaBeta {
            parts.push(match self.cut {
                CutRule::Seed => say("cut on a >= beta", "coupure si a >= beta"),
                CutRule::Strict => say("cut on a > beta", "coupure si a > beta"),
            });
            if self.window == Window::Heuristic {
                parts.push(say("window [-M, M]", "fenêtre [-M, M]"));
            }
        }
        parts.push(if self.reorder {
            say("reordered", "réordonné")
        } else {
            say("game order", "ordre du jeu")
        });
        if self.algorithm == Algorithm::Negamax {
            parts.push(if self.tt {
                say("TT on", "table activée")
            } else {
                say("TT off", "table désactivée")
            });
            if self.pvs {
                parts.push("PVS".into());
            }
            if self.deepen {
                parts.push(say("iterative deepening", "approfondissement itératif"));
            }
        }
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_settings_are_checked() {
        let mcts = SearchSettings {
            algorithm: Algorithm::Mcts,
            ..SearchSettings::default()
        };
        let refused = mcts.check().unwrap_err();
        assert!(refused.contains("not one of the inspector's"), "{refused}");
        let mut s = SearchSettings::default();
        assert!(s.check().is_ok());
        s.algorithm = Algorithm::MinimaxDepth;
        s.depth = None;
        assert!(s.check().unwrap_err().contains("needs a depth"));
        s.depth = Some(2);
        assert!(s.check().is_ok());
        s.algorithm = Algorithm::Minimax;
        assert!(s.check().unwrap_err().contains("end of the game"));
        s.depth = None;
        s.cut = CutRule::Strict;
        assert!(s.check().unwrap_err().contains("strict"));
        s.algorithm = Algorithm::AlphaBeta;
        assert_eq!(
            s.summary(),
            "alphabeta, to the end, cut on a > beta, game order"
        );
        s.window = Window::Heuristic;
        assert_eq!(
            s.summary(),
            "alphabeta, to the end, cut on a > beta, window [-M, M], game order"
        );
        assert_eq!(
            s.summary_in(Language::French),
            "alphabeta, jusqu'à la fin, coupure si a > beta, fenêtre [-M, M], ordre du jeu"
        );
        s.algorithm = Algorithm::MinimaxMemo;
        s.cut = CutRule::Seed;
        assert!(s.check().unwrap_err().contains("window"));
        s.window = Window::Infinite;
        s.depth = Some(3);
        assert!(s.check().is_ok(), "seed 003 Remark 2.2: memo with a depth");
    }
}

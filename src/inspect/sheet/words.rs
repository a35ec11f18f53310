//! The words of a sheet, in English and French: one enum of messages, one match
//! per language.

use crate::lang::Language;
use crate::search::CutRule;

/// A sentence or label printed on a sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    ExerciseTitle,
    KeyTitle,
    Cut(CutRule),
    /// Children best first by the heuristic (`true`) or in the game's order.
    Order(bool),
    Name,
    ExerciseHint,
    KeyHint,
    Evaluated,
    Of,
    RootValue,
    MoveToPlay,
    Leaf,
    Pruned,
}

impl Word {
    pub fn text(self, lang: Language) -> &'static str {
        match lang {
            Language::English => self.english(),
            Language::French => self.french(),
        }
    }

    fn english(self) -> &'static str {
        match self {
            Word::ExerciseTitle => "Alpha-beta exercise",
            Word::KeyTitle => "Alpha-beta exercise: answer key",
            Word::Cut(CutRule::Seed) => {
                "Cut: a >= beta at a MAX node, b <= alpha at a MIN node (seed 004)"
            }
            Word::Cut(CutRule::Strict) => {
                "Cut: a > beta at a MAX node, b < alpha at a MIN node (strict)"
            }
            Word::Order(false) => "Children: left to right, in the game's order",
            Word::Order(true) => "Children: left to right, best first by the heuristic",
            Word::Name => "Name:",
            Word::ExerciseHint => {
                "Write in each box the value alpha-beta returns (>= v or <= v after a cut), and cross out every edge it prunes."
            }
            Word::KeyHint => {
                "In each box the value returned, under or beside it the window (alpha, beta) received; pruned edges crossed in red, the subtrees below them grey."
            }
            Word::Evaluated => "Leaves evaluated:",
            Word::Of => "of",
            Word::RootValue => "Root value:",
            Word::MoveToPlay => "Move to play:",
            Word::Leaf => "leaf",
            Word::Pruned => "pruned edge",
        }
    }

    fn french(self) -> &'static str {
        match self {
            Word::ExerciseTitle => "Exercice alpha-bêta",
            Word::KeyTitle => "Exercice alpha-bêta : corrigé",
            Word::Cut(CutRule::Seed) => {
                "Coupe : a >= beta en un nœud MAX, b <= alpha en un nœud MIN (cours, seed 004)"
            }
            Word::Cut(CutRule::Strict) => {
                "Coupe : a > beta en un nœud MAX, b < alpha en un nœud MIN (stricte)"
            }
            Word::Order(false) => "Fils : de gauche à droite, dans l'ordre du jeu",
            Word::Order(true) => {
                "Fils : de gauche à droite, le meilleur d'abord selon l'heuristique"
            }
            Word::Name => "Nom :",
            Word::ExerciseHint => {
                "Écrivez dans chaque case la valeur que renvoie alpha-bêta (>= v ou <= v après une coupe) et barrez chaque arête élaguée."
            }
            Word::KeyHint => {
                "Dans chaque case la valeur renvoyée, dessous ou à côté la fenêtre (alpha, beta) reçue ; arêtes élaguées barrées en rouge, sous-arbres élagués en gris."
            }
            Word::Evaluated => "Feuilles évaluées :",
            Word::Of => "sur",
            Word::RootValue => "Valeur de la racine :",
            Word::MoveToPlay => "Coup à jouer :",
            Word::Leaf => "feuille",
            Word::Pruned => "arête élaguée",
        }
    }
}

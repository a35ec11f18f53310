//! The attractor inspector's strings in English and French (its own table, so
//! the main one in `i18n.rs` does not grow). `{n}`, `{k}`, `{p}`... are filled in
//! with [`crate::lang::fill`].

crate::strings! { A;
    Solve => "Solve", "Résoudre";
    SolveAgain => "Solve again", "Résoudre à nouveau";
    Cancel => "Cancel solve", "Annuler la résolution";
    StateLimit => "State limit", "Limite d'états";
    NotSolved => "Not solved yet: Solve enumerates every position reachable from the start and computes both attractors (seed 003, Definition 1.5).", "Pas encore résolu\u{a0}: Résoudre énumère toutes les positions accessibles depuis le départ et calcule les deux attracteurs (séance 003, définition 1.5).";
    Enumerating => "States enumerated: {s} (limit {l})", "États énumérés\u{a0}: {s} (limite {l})";
    TooLarge => "{g} has more than {l} reachable states: too large to solve here.", "{g} a plus de {l} états accessibles\u{a0}: trop grand pour être résolu ici.";
    SolveVariant => "Solve {g} instead", "Résoudre plutôt {g}";
    NoVariant => "A smaller {g} is not needed: its board is part of the game.", "Un {g} plus petit n'est pas utile\u{a0}: son plateau fait partie du jeu.";
    RaiseLimit => "Raise the state limit, or choose a smaller game.", "Relevez la limite d'états, ou choisissez un jeu plus petit.";
    OpenArena => "Open a bundled arena", "Ouvrir une arène fournie";
    NoArenas => "No file in assets/arenas/", "Aucun fichier dans assets/arenas/";
    Cancelled => "Solve cancelled after {s}.", "Résolution annulée après {s}.";
    Unsolvable => "Cannot solve this game:", "Ce jeu ne peut pas être résolu\u{a0}:";
    Summary => "{s}, {e}, solved in {t} s", "{s}, {e}, résolu en {t} s";
    Sizes => "|A(0)| = {a}, |A(1)| = {b}, draws: {d}, infinite plays: {i}", "|A(0)| = {a}, |A(1)| = {b}, nuls\u{a0}: {d}, parties infinies\u{a0}: {i}";
    Start => "From the start:", "Depuis le départ\u{a0}:";
    Wins => "{p} wins", "{p} gagne";
    Levels => "Attractor levels", "Niveaux des attracteurs";
    LevelsNote => "A_0(i) = final states won by i; A_n+1(i) adds the states from which i forces entry into A_n(i).", "A_0(i) = états finals gagnés par i\u{a0}; A_n+1(i) ajoute les états d'où i force l'entrée dans A_n(i).";
    Level => "Level n", "Niveau n";
    SizeAt => "|A_{n}({p})| = {c}", "|A_{n}({p})| = {c}";
    Stationary => "stationary from n = {n}", "stationnaire dès n = {n}";
    Show => "Show A_n of", "Afficher A_n de";
    Members => "{c} in A_{n}({p}), in order of rank", "{c} dans A_{n}({p}), par rang";
    NewAt => "new at n = {n}", "nouveau à n = {n}";
    Rank => "rank", "rang";
    Final => "final", "final";
    ToMove => "to move", "au trait";
    Strategy => "strategy: {m}", "stratégie\u{a0}: {m}";
    GraphNote => "Coloured: in A_n(0) or A_n(1) at the chosen n (faint: enters later); number: rank; bold edges: the winning strategy; ringed: the position on the board.", "En couleur\u{a0}: dans A_n(0) ou A_n(1) pour le n choisi (pâle\u{a0}: entre plus tard)\u{a0}; nombre\u{a0}: rang\u{a0}; arcs en gras\u{a0}: la stratégie gagnante\u{a0}; cerclé\u{a0}: la position sur le plateau.";
    InLevel => "in A_{n}({p}), rank {r}", "dans A_{n}({p}), rang {r}";
    Later => "enters A({p}) at n = {r}", "entre dans A({p}) à n = {r}";
    Unreachable => "unreachable", "inaccessible";
    Position => "The position on the board", "La position sur le plateau";
    WinsIn => "{p} wins in {k}", "{p} gagne en {k}";
    MoverView => "{p} to move: {o}", "{p} au trait\u{a0}: {o}";
    FinalWon => "final: {p} has won", "finale\u{a0}: {p} a gagné";
    DrawWords => "draw", "nul";
    InfiniteWords => "infinite play (neither can force a win)", "partie infinie (aucun ne peut forcer le gain)";
    Moves => "Every legal move", "Tous les coups légaux";
    WinIn => "win in {k}", "gain en {k}";
    LossIn => "loss in {k}", "perte en {k}";
    Infinite => "infinite play", "partie infinie";
    WinShort => "W{k}", "G{k}";
    LossShort => "L{k}", "P{k}";
    DrawShort => "D", "N";
    InfiniteShort => "inf", "inf";
    PlayStrategy => "Play the strategy move", "Jouer le coup de la stratégie";
    ShowMarks => "Solver outcomes on the board", "Issues du solveur sur le plateau";
    OtherPosition => "The position cannot be read in the solved game:", "La position ne se lit pas dans le jeu résolu\u{a0}:";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;

    #[test]
    fn every_string_is_translated_and_drawable() {
        let drawable = |c: char| (' '..='~').contains(&c) || ('\u{a0}'..='\u{17f}').contains(&c);
        for &a in A::ALL {
            for lang in Language::ALL {
                let text = a.text(lang);
                assert!(!text.trim().is_empty(), "{a:?} in {lang:?}");
                assert!(text.chars().all(drawable), "{a:?} in {lang:?}: {text}");
            }
        }
    }
}

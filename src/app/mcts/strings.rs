//! The Monte Carlo panel's strings, English and French (`{key}` is filled in
//! by [`crate::lang::fill`]).

crate::strings! { M;
    Heading => "Monte Carlo tree search", "Recherche arborescente Monte-Carlo";
    Exploration => "Exploration c", "Exploration c";
    Iterations => "Iterations", "Itérations";
    Seed => "Seed", "Graine";
    Run => "Run", "Lancer";
    Cancel => "Cancel", "Annuler";
    Running => "MCTS running: {n} of {t} iterations", "MCTS en cours\u{a0}: {n} itérations sur {t}";
    Loading => "Opening {f}…", "Ouverture de {f}…";
    Empty => "Run MCTS on the board's position to step through its iterations, or open an MCTS trace (File > Open).", "Lancez MCTS sur la position du plateau pour parcourir ses itérations, ou ouvrez une trace MCTS (Fichier > Ouvrir).";
    Simultaneous => "This game has simultaneous moves: MCTS here needs one player at a time, so it cannot search it.", "Ce jeu a des coups simultanés\u{a0}: MCTS ici demande un seul joueur à la fois et ne peut pas le chercher.";
    Failed => "No result: {e}", "Pas de résultat\u{a0}: {e}";
    Stale => "This run searched another position than the board's: run again to search the board's.", "Cette recherche porte sur une autre position que celle du plateau\u{a0}: relancez pour chercher celle du plateau.";
    Searched => "{g}, position {m}: {n} iterations, c = {c}, seed {s}", "{g}, position {m}\u{a0}: {n} itérations, c = {c}, graine {s}";
    Initial => "initial", "initiale";
    ToStart => "|< Start", "|< Début";
    ToStartTip => "Before the first iteration (Home)", "Avant la première itération (Début)";
    PhaseBack => "< Phase", "< Phase";
    PhaseBackTip => "One phase back (Left)", "Une phase en arrière (Gauche)";
    PhaseForward => "Phase >", "Phase >";
    PhaseForwardTip => "One phase forward (Right)", "Une phase en avant (Droite)";
    IterationBack => "<< Iteration", "<< Itération";
    IterationBackTip => "One iteration back (Shift+Left)", "Une itération en arrière (Maj+Gauche)";
    IterationForward => "Iteration >>", "Itération >>";
    IterationForwardTip => "One iteration forward (Shift+Right)", "Une itération en avant (Maj+Droite)";
    BestChange => "Run to best-move change", "Jusqu'au changement de meilleur coup";
    BestChangeTip => "To the next iteration where the most visited root move changes (B)", "Jusqu'à la prochaine itération où le coup le plus visité de la racine change (B)";
    NoChange => "The most visited move no longer changes.", "Le coup le plus visité ne change plus.";
    ToEnd => "End >|", "Fin >|";
    ToEndTip => "After the last iteration (End)", "Après la dernière itération (Fin)";
    Iteration => "Iteration", "Itération";
    Start => "Before the first iteration: the tree is only its root.", "Avant la première itération\u{a0}: l'arbre n'a que sa racine.";
    Determinisation => "Determinisation", "Déterminisation";
    Selection => "Selection", "Sélection";
    Expansion => "Expansion", "Expansion";
    Simulation => "Simulation", "Simulation";
    Backpropagation => "Backpropagation", "Rétropropagation";
    PhaseHeading => "Iteration {k} of {t}: {p}", "Itération {k} sur {t}\u{a0}: {p}";
    SelectionRule => "From the root down, each node takes the child of highest UCB = Q/N + c * sqrt(ln N_parent / N).", "De la racine vers le bas, chaque nœud prend l'enfant de plus grand UCB = Q/N + c * sqrt(ln N_parent / N).";
    StepAt => "At {node} ({n} visits): {a} chosen.", "En {node} ({n} visites)\u{a0}: {a} choisi.";
    NoSelection => "The root has no child yet: selection stops at once.", "La racine n'a pas encore d'enfant\u{a0}: la sélection s'arrête tout de suite.";
    Expanded => "{node} expanded: {n} new children: {list}.", "{node} développé\u{a0}: {n} nouveaux enfants\u{a0}: {list}.";
    NotExpanded => "No new node: {node} is a final position, or the tree is full.", "Pas de nouveau nœud\u{a0}: {node} est une position finale, ou l'arbre est plein.";
    Playout => "Random playout from {node}: {n} plies.", "Partie aléatoire depuis {node}\u{a0}: {n} coups.";
    Result => "Result: {s}", "Résultat\u{a0}: {s}";
    FinalPosition => "The position at the end of the playout:", "La position à la fin de la partie aléatoire\u{a0}:";
    Backup => "Leaf to root, each node's visits and mean (old -> new):", "De la feuille à la racine, visites et moyenne de chaque nœud (avant -> après)\u{a0}:";
    Node => "Node", "Nœud";
    Visits => "Visits", "Visites";
    Mean => "Mean", "Moyenne";
    Action => "Move", "Coup";
    Ucb => "UCB", "UCB";
    Exploit => "Q/N", "Q/N";
    Explore => "c·√(ln Np/N)", "c·√(ln Np/N)";
    PriorRank => "Rank", "Rang";
    PriorRankTip => "The order in which expansion listed the move (MCTS shuffles them)", "L'ordre dans lequel l'expansion a listé le coup (MCTS les mélange)";
    Best => "Most visited", "Le plus visité";
    BestTied => "Most visited, tied", "Le plus visité, ex æquo";
    RowVisits => "Visits of {a}", "Visites de {a}";
    Root => "root", "racine";
    RootTable => "The root's children", "Les enfants de la racine";
    NoChildren => "No child yet.", "Pas encore d'enfant.";
    Plot => "Share of the root's visits per move, against iterations", "Part des visites de la racine par coup, selon les itérations";
    PlotName => "Visit share plot", "Courbe des parts de visites";
    PlotValue => "{n} moves, cursor at iteration {k}", "{n} coups, curseur à l'itération {k}";
    Share => "share of visits", "part des visites";
    Why => "Why this move and not that one?", "Pourquoi ce coup et pas celui-là\u{a0}?";
    First => "Move", "Coup";
    Second => "rather than", "plutôt que";
    Duel => "Side by side: alpha-beta and MCTS on the board's position", "Côte à côte\u{a0}: alpha-bêta et MCTS sur la position du plateau";
    Depth => "Alpha-beta depth", "Profondeur d'alpha-bêta";
    Compare => "Compare", "Comparer";
    Algorithm => "Search", "Recherche";
    BestMove => "Best move", "Meilleur coup";
    Value => "Value", "Valeur";
    Work => "Work", "Travail";
    Time => "Time", "Temps";
    Nodes => "{n} nodes", "{n} nœuds";
    IterationsDone => "{n} iterations", "{n} itérations";
    Searching => "searching…", "recherche…";
    AlphaBeta => "Alpha-beta, depth {d} (value for player 0, heuristic at the horizon)", "Alpha-bêta, profondeur {d} (valeur pour le joueur 0, heuristique à l'horizon)";
    MctsRow => "MCTS, {n} iterations (mean score of the player to move)", "MCTS, {n} itérations (score moyen du joueur au trait)";
    None => "none", "aucun";
    Tree => "Monte Carlo tree", "Arbre de Monte-Carlo";
    NodeLabel => "Node {a}: {n} visits, mean {m}", "Nœud {a}\u{a0}: {n} visites, moyenne {m}";
    RootLabel => "Node {a}: {n} visits (nobody moved into it: no mean)", "Nœud {a}\u{a0}: {n} visites (personne n'y a joué\u{a0}: pas de moyenne)";
    Folded => "{n} nodes folded ({v} visits)", "{n} nœuds repliés ({v} visites)";
    Legend => "Size: visits. Colour: loss (red) to win (green) for who moved into the node. Ring: most visited child. Orange: this iteration's path.", "Taille\u{a0}: visites. Couleur\u{a0}: de la défaite (rouge) à la victoire (vert) pour qui a joué vers le nœud. Anneau\u{a0}: enfant le plus visité. Orange\u{a0}: chemin de l'itération.";
    Chance => "chance", "hasard";
    PlayerScore => "player {p}: {s}", "joueur {p}\u{a0}: {s}";
}

/// `x` with three decimals, as `lang` writes decimals.
pub fn number(x: f64, lang: crate::app::i18n::Language) -> String {
    lang.decimal(format!("{x:.3}"))
}

#[cfg(test)]
mod tests {
    use super::M;
    use crate::app::i18n::Language;

    /// Most strings are translated (the keys in both languages are checked
    /// with every table's, in [`crate::app::i18n`]).
    #[test]
    fn most_strings_are_translated() {
        let translated = M::ALL
            .iter()
            .filter(|s| s.text(Language::English) != s.text(Language::French))
            .count();
        assert!(translated * 10 >= M::ALL.len() * 8, "most strings differ");
    }
}

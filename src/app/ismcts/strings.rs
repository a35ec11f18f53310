//! The ISMCTS inspector's strings, English and French (`{key}` is filled in by
//! [`crate::app::attractors::strings::fill`]).

crate::strings! { IM;
    Heading => "ISMCTS", "ISMCTS";
    Iterations => "Iterations", "Itérations";
    Exploration => "Exploration c", "Exploration c";
    Seed => "Seed", "Graine";
    Run => "Run", "Lancer";
    Cancel => "Cancel", "Annuler";
    Running => "{n} of {t} iterations", "{n} itérations sur {t}";
    Empty => "Run ISMCTS to search this position from the view of the player to move: each iteration makes up the cards it cannot see.", "Lancez ISMCTS pour chercher dans cette position depuis la vue du joueur qui joue\u{a0}: chaque itération invente les cartes qu'il ne voit pas.";
    Failed => "No result: {e}", "Pas de résultat\u{a0}: {e}";
    Searcher => "Search for player {p}, from its view", "Recherche pour le joueur {p}, depuis sa vue";
    Iteration => "Iteration", "Itération";
    First => "Start", "Début";
    Back => "Back", "Reculer";
    Forward => "Forward", "Avancer";
    Last => "End", "Fin";
    After => "after {k} of {n} iterations, {m} nodes", "après {k} itérations sur {n}, {m} nœuds";
    Root => "Root: the actions of player {p}", "Racine\u{a0}: les actions du joueur {p}";
    Action => "Action", "Action";
    Visits => "Visits", "Visites";
    Available => "Available n'", "Disponible n'";
    Mean => "Mean", "Moyenne";
    Ucb => "UCB", "UCB";
    Formula => "UCB = mean + c·sqrt(ln n' / n), n' counting the iterations where the action was legal (Cowling, Powley and Whitehouse 2012)", "UCB = moyenne + c·sqrt(ln n' / n), n' comptant les itérations où l'action était permise (Cowling, Powley et Whitehouse 2012)";
    MostVisited => "most visited", "la plus visitée";
    RowName => "Root action {a}", "Action {a} à la racine";
    Determinisation => "Determinisation of iteration {k}", "Déterminisation de l'itération {k}";
    DetSeenBy => "The full state it assumed, as {v} sees it", "L'état complet supposé, tel que le voit {v}";
    PositionSeenBy => "The position as {v} sees it", "La position telle que la voit {v}";
    Assumed => "Assumed, hidden from player {p}:", "Supposé, caché au joueur {p}\u{a0}:";
    NothingAssumed => "Nothing hidden from player {p} is shown: it sees all of this state, or the viewer may not see what it assumed.", "Rien de caché au joueur {p} n'est montré\u{a0}: il voit tout cet état, ou le spectateur ne peut pas voir ce qu'il a supposé.";
    IsTrue => "as in the true state", "comme dans l'état réel";
    IsFalse => "not the true state", "pas l'état réel";
    Withheld => "Seen as {v}: the determinisation is drawn as the public sees it, so that nothing player {p} knows or assumed shows.", "Vu comme {v}\u{a0}: la déterminisation est dessinée telle que la voit le public, pour que rien de ce que le joueur {p} sait ou suppose n'apparaisse.";
    Path => "Selection of iteration {k}", "Sélection de l'itération {k}";
    AtNode => "Node {n}, player {p}:", "Nœud {n}, joueur {p}\u{a0}:";
    ChanceAt => "Node {n}: chance plays {a}", "Nœud {n}\u{a0}: le hasard joue {a}";
    Chose => "chose {a}", "choisit {a}";
    WhyUntried => "untried: drawn at random among the untried", "jamais essayée\u{a0}: tirée au hasard parmi les non essayées";
    WhyExploit => "best UCB, and the best mean too", "meilleur UCB, et meilleure moyenne aussi";
    WhyExplore => "best UCB thanks to its exploration term", "meilleur UCB grâce à son terme d'exploration";
    Added => "Node added: {n}, by {a}", "Nœud ajouté\u{a0}: {n}, par {a}";
    NoneAdded => "No node added: the path reached a final state.", "Aucun nœud ajouté\u{a0}: le chemin a atteint un état final.";
    Playout => "Playout, {n} plies: {m}", "Simulation, {n} coups\u{a0}: {m}";
    Scores => "Scores: {s}", "Scores\u{a0}: {s}";
    Tree => "Tree over player {p}'s information sets ({n} nodes open at most, the most visited)", "Arbre sur les ensembles d'information du joueur {p} ({n} nœuds ouverts au plus, les plus visités)";
    Folded => "{n} more nodes, {v} visits", "{n} nœuds de plus, {v} visites";
    NodeTip => "Node {n}: {v} visits", "Nœud {n}\u{a0}: {v} visites";
    MeanTip => "mean {m} for who chose it", "moyenne {m} pour qui l'a choisi";
    HiddenMove => "a move player {p} would not see; the search keys it all the same", "un coup que le joueur {p} ne verrait pas\u{a0}; la recherche le distingue quand même";
    Start => "Before the first iteration: the tree is empty.", "Avant la première itération\u{a0}: l'arbre est vide.";
    Root0 => "root", "racine";
}

#[cfg(test)]
mod tests {
    use super::IM;
    use crate::app::i18n::Language;

    /// Each string in both languages, with the same `{keys}` to fill.
    #[test]
    fn every_string_is_in_french_with_its_keys() {
        let keys = |text: &str| -> Vec<String> {
            let mut found: Vec<String> = text
                .split('{')
                .skip(1)
                .filter_map(|t| t.split_once('}').map(|(k, _)| k.to_string()))
                .collect();
            found.sort();
            found
        };
        for &s in IM::ALL {
            let (en, fr) = (s.text(Language::English), s.text(Language::French));
            assert!(!en.is_empty() && !fr.is_empty(), "{s:?}");
            assert_eq!(keys(en), keys(fr), "{s:?}");
        }
    }
}

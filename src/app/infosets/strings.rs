//! The information-set inspector's strings, English and French (`{key}` is
//! filled in by [`crate::lang::fill`]).

crate::strings! { IS;
    Heading => "Information sets", "Ensembles d'information";
    Algorithm => "Algorithm", "Algorithme";
    Iterations => "Iterations", "Itérations";
    Run => "Run", "Lancer";
    Cancel => "Cancel", "Annuler";
    Running => "{v} running: {n} of {t} iterations", "{v} en cours\u{a0}: {n} itérations sur {t}";
    Empty => "Run CFR to see the information sets of this game, their strategies and regrets.", "Lancez CFR pour voir les ensembles d'information de ce jeu, leurs stratégies et leurs regrets.";
    Failed => "No result: {e}", "Pas de résultat\u{a0}: {e}";
    Shows => "Table:", "Tableau\u{a0}:";
    Snapshot => "Snapshot", "Instantané";
    After => "after {n} iterations: NashConv {c}", "après {n} itérations\u{a0}: NashConv {c}";
    Set => "Set", "Ens.";
    Player => "Player", "Joueur";
    Private => "Own", "En main";
    Public => "Public", "Public";
    Moves => "Moves", "Coups";
    Average => "Average strategy", "Stratégie moyenne";
    Current => "Current", "Courante";
    Regret => "Regret", "Regret";
    HiddenChance => "{n} hidden", "{n} caché(s)";
    Family => "Ticks: Kuhn's equilibrium for alpha = {a} (read at player 0, J, first move)", "Repères\u{a0}: équilibre de Kuhn pour alpha = {a} (lu chez le joueur 0, J, premier coup)";
    SetName => "Information set {i}", "Ensemble d'information {i}";
    BarName => "Average {a} at set {i}", "{a} moyen, ensemble {i}";
    Plot => "NashConv against iterations (log-log)", "NashConv selon les itérations (log-log)";
    PlotName => "NashConv plot", "Courbe de NashConv";
    PlotValue => "{v}: {n} points", "{v}\u{a0}: {n} points";
    Histories => "Set {i}: {n} histories that player {p} cannot tell apart", "Ensemble {i}\u{a0}: {n} historiques que le joueur {p} ne distingue pas";
    SeenBy => "Seen by", "Vu par";
    Everyone => "Everyone", "Tous";
    PublicView => "Public", "Public";
    Close => "Close", "Fermer";
    ClickHint => "Click a set to list its histories.", "Cliquez sur un ensemble pour lister ses historiques.";
}

#[cfg(test)]
mod tests {
    use super::IS;
    use crate::app::i18n::Language;

    /// Most strings are translated (the keys in both languages are checked
    /// with every table's, in [`crate::app::i18n`]).
    #[test]
    fn most_strings_are_translated() {
        let translated = IS::ALL
            .iter()
            .filter(|s| s.text(Language::English) != s.text(Language::French))
            .count();
        assert!(translated * 10 >= IS::ALL.len() * 8, "most strings differ");
    }
}

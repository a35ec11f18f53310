//! The interface's strings in English and French, in one table. Every label the
//! studio shows comes from here through [`T::text`]; game notation and the engine's
//! error messages are not translated.

pub use crate::lang::Language;
use crate::strings;

/// What joins a label to its value: ": " in English; in French a
/// non-breaking space before the colon, "\u{a0}: " (French typography puts one
/// before `:`, `;`, `?` and `!`, and every French string of the tables does).
pub fn colon(lang: Language) -> &'static str {
    match lang {
        Language::English => ": ",
        Language::French => "\u{a0}: ",
    }
}

strings! { T;
    AppTitle => "ludoscope studio", "ludoscope studio";
    File => "File", "Fichier";
    NewGame => "New game", "Nouvelle partie";
    OnTheBoard => "On the board:", "Sur le plateau\u{a0}:";
    NewGameStarts => "New game starts:", "« Nouvelle partie » lancera\u{a0}:";
    OpenReplay => "Open replay…", "Ouvrir une partie…";
    SaveReplay => "Save replay…", "Enregistrer la partie…";
    Quit => "Quit", "Quitter";
    View => "View", "Affichage";
    Settings => "Settings", "Réglages";
    Language => "Language", "Langue";
    Theme => "Theme", "Thème";
    Dark => "Dark", "Sombre";
    Light => "Light", "Clair";
    PanelBoard => "Board", "Plateau";
    PanelInspector => "Search inspector", "Inspecteur de recherche";
    PanelAttractors => "Attractors", "Attracteurs";
    PanelTournament => "Tournament", "Tournoi";
    PanelInfoSets => "Information sets", "Ensembles d'information";
    PanelMcts => "Monte Carlo", "Monte-Carlo";
    PanelIsmcts => "ISMCTS", "ISMCTS";
    MctsTrueState => "MCTS: sees the whole state", "MCTS\u{a0}: voit tout l'état";
    MctsInformationSets => "ISMCTS: searches what the player knows", "ISMCTS\u{a0}: cherche dans ce que sait le joueur";
    Game => "Game", "Jeu";
    Rows => "Rows", "Lignes";
    Cols => "Columns", "Colonnes";
    Heaps => "Heaps", "Tas";
    HeapsHint => "sizes separated by spaces", "tailles séparées par des espaces";
    Leaves => "Tree in brackets", "Arbre entre parenthèses";
    LeavesHint => "leaves in brackets: ((3, 5), (2, 9))", "feuilles entre parenthèses\u{a0}: ((3, 5), (2, 9))";
    Seats => "Seats", "Places";
    Player => "Player", "Joueur";
    Human => "Human", "Humain";
    AgentRandom => "Random agent", "Agent aléatoire";
    AgentIsMcts => "Information-set MCTS", "MCTS à ensembles d'information";
    AgentCfr => "CFR+: average strategy", "CFR+\u{a0}: stratégie moyenne";
    AgentLevel0 => "Level 0: any action, legal or not", "Niveau 0\u{a0}: toute action, légale ou non";
    AgentLevel1 => "Level 1: random legal action", "Niveau 1\u{a0}: action légale au hasard";
    AgentLevel2 => "Level 2: wins at once", "Niveau 2\u{a0}: gagne tout de suite";
    AgentLevel3 => "Level 3: also blocks", "Niveau 3\u{a0}: bloque aussi";
    AgentLevel4 => "Level 4: heuristic", "Niveau 4\u{a0}: heuristique";
    AgentAlphaBeta => "Alpha-beta", "Alpha-bêta";
    AgentNegamax => "Negamax: time per move", "Négamax\u{a0}: temps par coup";
    AgentMcts => "MCTS", "MCTS";
    AgentPerfect => "Perfect play: the solver", "Jeu parfait\u{a0}: le solveur";
    AgentExternal => "Program", "Programme";
    CommandWord => "command", "commande";
    CommandHint => "The shell command that starts your agent, run from the folder ludoscope was started in; it speaks the agent protocol (see the README). Press Enter to use it.", "La commande shell qui lance votre agent, exécutée depuis le dossier où ludoscope a été lancé\u{a0}; il parle le protocole d'agent (voir le README). Entrée pour l'utiliser.";
    Parameters => "Parameters", "Paramètres";
    Domino => "Domino", "Domino";
    Node => "Node", "Sommet";
    LayingOut => "Laying out the graph", "Disposition du graphe en cours";
    ArenaCanvas => "Arena graph", "Graphe de l'arène";
    NodesWord => "nodes", "sommets";
    CardOf => "Card of", "Carte de";
    Recent => "Recent files", "Fichiers récents";
    Depth => "depth", "profondeur";
    Millis => "ms", "ms";
    Iterations => "iterations", "itérations";
    LevelWord => "level", "niveau";
    Pot => "Pot", "Pot";
    Prize => "Prize", "Lot";
    Points => "points", "points";
    Round => "Round", "Manche";
    ChanceActs => "Chance acts", "Le hasard joue";
    StatePanel => "State (seed 000: components and relations)", "État (modèle 000\u{a0}: composants et relations)";
    Hidden => "hidden", "caché";
    SetupNotInspected => "The search inspector starts from the initial position and a line of moves; this game started from a set-up position, which it cannot search yet. Search it with `ludoscope search --position` instead.", "L'inspecteur de recherche part de la position initiale et d'une suite de coups\u{a0}; cette partie a commencé à une position mise en place, qu'il ne sait pas encore chercher. Cherchez-la plutôt avec `ludoscope search --position`.";
    SetupNotSearched => "The Monte Carlo panel searches from the initial position and a line of moves; this game started from a set-up position, which it cannot search yet. Search it with `ludoscope search --position` instead.", "Le panneau Monte-Carlo cherche à partir de la position initiale et d'une suite de coups\u{a0}; cette partie a commencé à une position mise en place, qu'il ne sait pas encore chercher. Cherchez-la plutôt avec `ludoscope search --position`.";
    ResumeTitle => "Resume the game in progress?", "Reprendre la partie en cours\u{a0}?";
    ResumeBody => "A game was left unfinished", "Une partie n'a pas été terminée";
    ResumeGame => "Resume", "Reprendre";
    StartAfresh => "Start afresh", "Repartir de zéro";
    Display => "Display", "Affichage";
    Hints => "Legal-move hints", "Coups légaux";
    Coordinates => "Coordinates", "Coordonnées";
    FlipBoard => "Flip board", "Retourner le plateau";
    ViewAs => "View as", "Voir comme";
    Everyone => "Everyone", "Tout le monde";
    Public => "Public", "Public";
    SameBoard => "Perfect information: every viewer sees the same board.", "Information parfaite\u{a0}: tous voient le même plateau.";
    Moves => "Moves", "Coups";
    NoMoves => "No move yet.", "Aucun coup pour l'instant.";
    First => "First position (Home)", "Position initiale (Début)";
    Back => "Back (Left arrow)", "Reculer (flèche gauche)";
    Forward => "Forward (Right arrow)", "Avancer (flèche droite)";
    Last => "Last position (End)", "Dernière position (Fin)";
    Undo => "Undo (Ctrl+Z)", "Défaire (Ctrl+Z)";
    Redo => "Redo (Ctrl+Y)", "Rétablir (Ctrl+Y)";
    UndoShort => "Undo", "Défaire";
    RedoShort => "Redo", "Rétablir";
    Ply => "Ply", "Demi-coup";
    ToMove => "to move", "au trait";
    Wins => "wins", "gagne";
    Draw => "Draw", "Match nul";
    GameOver => "Game over", "Partie terminée";
    DrawByRule => "Draw by the draw rule: still going after {n} plies", "Match nul par la règle de nullité\u{a0}: la partie dure encore après {n} demi-coups";
    Thinking => "thinking…", "réfléchit…";
    Stop => "Stop (Esc)", "Arrêter (Échap)";
    Paused => "Agents paused.", "Agents en pause.";
    LostByForfeit => "{who} loses by forfeit", "{who} perd par forfait";
    PlayOn => "Play on", "Continuer la partie";
    PlayOnTip => "Withdraw the forfeit and go on with this game (after fixing the program, say)", "Retirer le forfait et continuer cette partie (une fois le programme corrigé, par exemple)";
    Resume => "Resume agents", "Reprendre les agents";
    Viewing => "Viewing a past position.", "Vous regardez une position passée.";
    BackToGame => "Back to the game", "Revenir à la partie";
    DiscardTitle => "Start a new line?", "Commencer une nouvelle ligne\u{a0}?";
    DiscardBody => "Playing here discards the moves after this position.", "Jouer ici efface les coups qui suivent cette position.";
    Discard => "Discard and play", "Effacer et jouer";
    NewMove => "New move:", "Nouveau coup\u{a0}:";
    Cancel => "Cancel", "Annuler";
    Error => "Error", "Erreur";
    Dismiss => "OK", "OK";
    Cell => "Cell", "Case";
    Column => "Column", "Colonne";
    Heap => "Heap", "Tas";
    Object => "object", "objet";
    Square => "Square", "Case";
    EmptySquare => "empty", "vide";
    Attacker => "Attacker", "Attaquant";
    Defender => "Defender", "Défenseur";
    King => "King", "Roi";
    DrawAt => "draw at", "nul à";
    Captured => "Captured", "Capturés";
    Attackers => "attackers", "attaquants";
    Defenders => "defenders", "défenseurs";
    Forfeit => "Forfeit", "Abandonner";
    ReplayUnavailable => "Replays open once the replay module is merged.", "Les parties s'ouvriront quand le module de parties sera fusionné.";
}

/// "Player 1" in `lang`: players are numbered from 0 on screen, as in the seeds
/// (joueur 0, joueur 1), the engine's boards and the command line.
pub fn player_name(lang: Language, p: usize) -> String {
    format!("{} {}", T::Player.text(lang), p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_string_exists_in_both_languages() {
        for &t in T::ALL {
            for lang in Language::ALL {
                assert!(!t.text(lang).trim().is_empty(), "{t:?} in {lang:?}");
            }
        }
        let translated = T::ALL
            .iter()
            .filter(|t| t.text(Language::English) != t.text(Language::French))
            .count();
        assert!(translated * 10 >= T::ALL.len() * 8, "most strings differ");
    }

    /// The default fonts (Ubuntu Light) have Latin letters and a few punctuation
    /// marks, but no arrows or symbols: anything else would be drawn as tofu.
    #[test]
    fn every_character_is_in_the_default_font() {
        let drawable = |c: char| {
            (' '..='~').contains(&c)
                || ('\u{a0}'..='\u{17f}').contains(&c)
                || "\u{2013}\u{2014}\u{2019}\u{201c}\u{201d}\u{2026}".contains(c)
        };
        for &t in T::ALL {
            for lang in Language::ALL {
                let text = t.text(lang);
                assert!(text.chars().all(drawable), "{t:?} in {lang:?}: {text}");
            }
        }
        for lang in Language::ALL {
            assert!(lang.name().chars().all(drawable));
        }
    }

    #[test]
    fn labels_are_unique_per_language() {
        for lang in Language::ALL {
            let mut seen = HashSet::new();
            for &t in T::ALL {
                // A few words are legitimately shared between keys.
                if matches!(t, T::Heap | T::Heaps | T::View | T::Display | T::Square) {
                    continue;
                }
                assert!(seen.insert(t.text(lang)), "{t:?} repeats in {lang:?}");
            }
        }
    }
}

//! The tournament panel's strings, English and French.

crate::strings! { TT;
    Heading => "Tournament", "Tournoi";
    GameSpec => "Game (RON)", "Jeu (RON)";
    CurrentGame => "Current game", "Jeu en cours";
    Mode => "Format", "Formule";
    RoundRobin => "Round robin (ludoscope tournament)", "Toutes rondes (ludoscope tournament)";
    Match => "Match, one agent per seat (ludoscope play)", "Match, un agent par place (ludoscope play)";
    GamesPerPair => "Games per pair", "Parties par paire";
    GamesInMatch => "Games", "Parties";
    Seed => "Seed", "Graine";
    Swap => "Swap seats from game to game", "Échanger les places à chaque partie";
    Agents => "Agents", "Agents";
    Remove => "Remove", "Retirer";
    AgentRon => "Agent (RON)", "Agent (RON)";
    Add => "Add", "Ajouter";
    AddSeats => "Add the seats' agents", "Ajouter les agents des places";
    Start => "Start", "Lancer";
    Cancel => "Cancel", "Annuler";
    Cancelled => "Cancelled.", "Annulé.";
    Done => "Done.", "Terminé.";
    CrossTable => "Cross table (row's points per game against the column)", "Table croisée (points par partie de la ligne contre la colonne)";
    Agent => "Agent", "Agent";
    Wins => "W", "G";
    Draws => "D", "N";
    Losses => "L", "P";
    Score => "Score", "Score";
    Elo => "Elo", "Elo";
    EloLater => "Elo ratings when the run is over.", "Classement Elo à la fin.";
    Chart => "Score against game number", "Score selon le numéro de partie";
    GameNumber => "game", "partie";
    NoRun => "Set the game and the agents, then Start.", "Choisissez le jeu et les agents, puis Lancer.";
}

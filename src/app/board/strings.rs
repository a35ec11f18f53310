//! The board painters' own strings (coordinates, Cram's dominoes, Chomp's
//! poison, Goofspiel's cards, Pig's dice), in English and French.

crate::strings! { B;
    Row => "Row", "Ligne";
    Poisoned => "poisoned", "empoisonnée";
    PoisonLegend => "Poisoned square: whoever eats it loses", "Case empoisonnée\u{a0}: qui la mange perd";
    Chocolate => "chocolate", "chocolat";
    Eaten => "eaten", "mangée";
    PlacedDomino => "Placed domino", "Domino posé";
    Laid => "laid", "posé";
    SetUp => "as set up (one way to cover these cells)", "position posée (une façon de couvrir ces cases)";
    BidOf => "Bid of", "Mise de";
    OnTable => "On the table", "Sur la table";
    NoPrize => "no prize yet: chance turns the next card", "pas encore de lot\u{a0}: le hasard retourne la carte suivante";
    Chosen => "has chosen its bid", "a choisi sa mise";
    Choosing => "choosing", "choisit";
    WonBy => "won by", "remportée par";
    Discarded => "equal bids: prize discarded", "mises égales\u{a0}: lot défaussé";
    Rounds => "Rounds", "Manches";
    GoalOf => "first to", "premier à";
    ScoreOf => "Score of", "Score de";
    TurnTotal => "Turn total", "Total du tour";
    Die => "Die", "Dé";
    Rolling => "rolling…", "lancer…";
    NotRolled => "not rolled yet", "pas encore lancé";
    LostTurn => "a 1: the turn total is lost", "un 1\u{a0}: le total du tour est perdu";
    Roll => "Roll", "Lancer";
    Hold => "Hold", "Garder";
}

//! Every game of the crate, in one closed enum built from a [`GameSpec`], and the
//! [`with_game!`] macro that runs generic code on whichever game it holds
//! (monomorphised, so search and perft run at full speed). Adding a game: one
//! module, one arm here and in the macro, its painter, its conformance test.

use super::{
    Arena, Chomp, ConnectFour, Cram, Goofspiel, KuhnPoker, LeducPoker, Nim, PhantomTicTacToe, Pig,
    Tafl, TicTacToe,
};
use super::{CatalogMatch, Catalogued, GameSpec, GoofspielSignal, SpecError};
use crate::engine::{Match, PositionError, position_or_initial};

/// Whichever game is loaded.
#[derive(Clone, Debug)]
pub enum AnyGame {
    TicTacToe(TicTacToe),
    ConnectFour(ConnectFour),
    Nim(Nim),
    KuhnPoker(KuhnPoker),
    LeducPoker(LeducPoker),
    Goofspiel(Goofspiel),
    PhantomTicTacToe(PhantomTicTacToe),
    Pig(Pig),
    /// Tablut or Ard-ri (one implementation, the board size as a parameter).
    Tafl(Tafl),
    Chomp(Chomp),
    Cram(Cram),
    Arena(Arena),
}

/// Runs `$body` with `$g` bound to the concrete game inside an [`AnyGame`].
///
/// ```
/// use ludoscope::{engine::Game, games::AnyGame, with_game};
/// let game = AnyGame::from_spec(&"ConnectFour".parse().unwrap()).unwrap();
/// let players = with_game!(&game, g => g.info().players);
/// assert_eq!(players, 2);
/// ```
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::games::AnyGame::TicTacToe($g) => $body,
            $crate::games::AnyGame::ConnectFour($g) => $body,
            $crate::games::AnyGame::Nim($g) => $body,
            $crate::games::AnyGame::KuhnPoker($g) => $body,
            $crate::games::AnyGame::LeducPoker($g) => $body,
            $crate::games::AnyGame::Goofspiel($g) => $body,
            $crate::games::AnyGame::PhantomTicTacToe($g) => $body,
            $crate::games::AnyGame::Pig($g) => $body,
            $crate::games::AnyGame::Tafl($g) => $body,
            $crate::games::AnyGame::Chomp($g) => $body,
            $crate::games::AnyGame::Cram($g) => $body,
            $crate::games::AnyGame::Arena($g) => $body,
        }
    };
}

impl AnyGame {
    /// Builds the game that `spec` names, checking its parameters.
    pub fn from_spec(spec: &GameSpec) -> Result<AnyGame, SpecError> {
        Ok(match spec {
            GameSpec::TicTacToe => AnyGame::TicTacToe(TicTacToe),
            GameSpec::ConnectFour { rows, cols } => {
                AnyGame::ConnectFour(ConnectFour::new(*rows, *cols)?)
            }
            GameSpec::Nim { heaps } => AnyGame::Nim(Nim::new(heaps)?),
            GameSpec::KuhnPoker { players } => {
                AnyGame::KuhnPoker(KuhnPoker::new(*players as usize)?)
            }
            GameSpec::LeducPoker => AnyGame::LeducPoker(LeducPoker),
            GameSpec::Goofspiel { cards, signal } => {
                AnyGame::Goofspiel(Goofspiel::new(*cards, *signal)?)
            }
            GameSpec::PhantomTicTacToe => AnyGame::PhantomTicTacToe(PhantomTicTacToe),
            GameSpec::Pig { target } => AnyGame::Pig(Pig::new(*target)?),
            GameSpec::Tablut { step, draw_limit } => {
                AnyGame::Tafl(Tafl::new(9, *step, *draw_limit)?)
            }
            GameSpec::ArdRi { step, draw_limit } => {
                AnyGame::Tafl(Tafl::new(7, *step, *draw_limit)?)
            }
            GameSpec::Chomp { rows, cols } => AnyGame::Chomp(Chomp::new(*rows, *cols)?),
            GameSpec::Cram { rows, cols } => AnyGame::Cram(Cram::new(*rows, *cols)?),
            GameSpec::Arena { path, draw_limit } => {
                AnyGame::Arena(Arena::from_spec(path, *draw_limit)?)
            }
            GameSpec::Tree { leaves } => AnyGame::Arena(Arena::from_leaves(leaves)?),
        })
    }

    /// The stack a thread searching this game needs, or `None` when the usual
    /// one is enough (see [`crate::engine::stack_for`]).
    pub fn search_stack(&self) -> Option<usize> {
        with_game!(self, g => crate::engine::stack_for(g))
    }

    /// A new match of this game from its initial state, types erased.
    pub fn new_match(&self) -> Box<dyn CatalogMatch> {
        with_game!(self, g => Box::new(Match::new(g.clone())))
    }

    /// A new match from `position` (the game's notation, checked), or from the
    /// initial state without one.
    pub fn new_match_at(
        &self,
        position: Option<&str>,
    ) -> Result<Box<dyn CatalogMatch>, PositionError> {
        with_game!(self, g => {
            let start = position_or_initial(g, position)?;
            Ok(Box::new(Match::from_state(g.clone(), start)))
        })
    }
}

/// One entry of the list of games: a specification with default parameters and
/// what the game is, in English (the command line, the English studio) and in
/// French (the French studio). The moves' notation is the engine's in both.
pub struct CatalogEntry {
    pub spec: GameSpec,
    pub description: &'static str,
    pub description_fr: &'static str,
}

/// Every game, with default parameters, in the order the app and `ludoscope games`
/// list them.
pub fn catalog() -> Vec<CatalogEntry> {
    vec![
        CatalogEntry {
            spec: GameSpec::TicTacToe,
            description: "tic-tac-toe on 3x3; cells 1 to 9 in reading order",
            description_fr: "morpion sur 3x3 ; cases 1 à 9 dans l'ordre de lecture",
        },
        CatalogEntry {
            spec: GameSpec::ConnectFour { rows: 6, cols: 7 },
            description: "Connect Four, 4 to 8 rows and columns; moves are column numbers from 1",
            description_fr: "Puissance 4, de 4 à 8 lignes et colonnes ; un coup est un numéro de colonne, à partir de 1",
        },
        CatalogEntry {
            spec: GameSpec::Nim {
                heaps: vec![1, 3, 5, 7],
            },
            description: "Nim, normal play (taking the last object wins); moves heap:count",
            description_fr: "Nim, version normale (prendre le dernier objet gagne) ; coups tas:nombre",
        },
        CatalogEntry {
            spec: GameSpec::KuhnPoker { players: 2 },
            description: "Kuhn poker, 2 or 3 players, hidden cards; moves pass, bet",
            description_fr: "poker de Kuhn, 2 ou 3 joueurs, cartes cachées ; coups pass, bet",
        },
        CatalogEntry {
            spec: GameSpec::LeducPoker,
            description: "Leduc poker, 2 players, 6 cards, a private and a public card, two betting rounds; moves fold, check, call, raise",
            description_fr: "poker de Leduc, 2 joueurs, 6 cartes, une carte privée et une carte commune, deux tours d'enchères ; coups fold (se coucher), check (parole), call (suivre), raise (relancer)",
        },
        CatalogEntry {
            spec: GameSpec::Goofspiel {
                cards: 5,
                signal: GoofspielSignal::Bids,
            },
            description: "Goofspiel, 3 to 13 cards, simultaneous secret bids for shuffled prizes",
            description_fr: "Goofspiel, de 3 à 13 cartes, enchères secrètes simultanées sur des lots tirés au hasard",
        },
        CatalogEntry {
            spec: GameSpec::PhantomTicTacToe,
            description: "phantom tic-tac-toe: each player sees only its own marks",
            description_fr: "morpion fantôme : chaque joueur ne voit que ses propres marques",
        },
        CatalogEntry {
            spec: GameSpec::Pig { target: 30 },
            description: "Pig, the dice game: roll or hold, first to the target (2 to 100) wins",
            description_fr: "Pig, le jeu de dés : relancer ou garder, le premier à la cible (de 2 à 100) gagne",
        },
        CatalogEntry {
            spec: Tafl::tablut().spec(),
            description: "Tablut 9x9 (seed 001), attackers move first; moves e1-e4 or forfeit",
            description_fr: "Tablut 9x9 (seed 001), les attaquants commencent ; coups e1-e4 ou forfeit",
        },
        CatalogEntry {
            spec: Tafl::ard_ri().spec(),
            description: "Ard-ri 7x7 (seed 001), attackers move first; moves c1-c2 or forfeit",
            description_fr: "Ard-ri 7x7 (seed 001), les attaquants commencent ; coups c1-c2 ou forfeit",
        },
        CatalogEntry {
            spec: GameSpec::Chomp { rows: 3, cols: 2 },
            description: "Chomp, 1 to 8 rows and columns; eating the poisoned 1,1 loses; moves row,col",
            description_fr: "Chomp, de 1 à 8 lignes et colonnes ; manger le carré empoisonné 1,1 fait perdre ; coups ligne,colonne",
        },
        CatalogEntry {
            spec: GameSpec::Cram { rows: 3, cols: 3 },
            description: "Cram, 1 to 8 rows and columns; whoever cannot place a domino loses; moves r,c h|v",
            description_fr: "Cram, de 1 à 8 lignes et colonnes ; qui ne peut plus poser de domino perd ; coups r,c h|v (ligne, colonne, horizontal ou vertical)",
        },
        CatalogEntry {
            spec: GameSpec::Arena {
                path: "assets/arenas/seed-003-chomp-3x2.ron".into(),
                draw_limit: None,
            },
            description: "an arena written in a RON file (assets/arenas/); moves are node names",
            description_fr: "une arène écrite dans un fichier RON (assets/arenas/) ; les coups sont des noms de sommets",
        },
        CatalogEntry {
            spec: GameSpec::Tree {
                leaves: "((3, 5), (2, 9))".into(),
            },
            description: "a game tree as textbooks write it, ((3, 5), (2, 9)): MAX at the root, players alternating, leaves valued; moves are node names (A, A1, ...)",
            description_fr: "un arbre de jeu écrit comme dans les manuels, ((3, 5), (2, 9)) : MAX à la racine, joueurs alternés, feuilles valuées ; les coups sont des noms de sommets (A, A1, ...)",
        },
    ]
}

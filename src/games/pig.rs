//! Pig, the dice game, for two players: in turn a player rolls a die as often as it
//! likes, adding each roll to its turn total; a 1 loses the turn total and ends the
//! turn; holding banks the turn total. The first to reach `target` (2 to 100:
//! small targets make trees small enough to read in the search inspector)
//! wins. A player must roll at least once per turn (holding on 0 is not allowed),
//! so that play cannot stall. Player 0 starts.
//!
//! Perfect information with chance: the game that exercises expectiminimax.
//! Notation: `roll`, `hold`; the die shows `die:4`.

use crate::engine::{
    ActionError, Game, GameInfo, Material, MaterialState, Move, Player, Prob, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

/// The rules for one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pig {
    target: u8,
}

/// Banked scores, the turn total, whose turn it is, and whether the die is rolling.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PigState {
    pub scores: [u8; 2],
    pub turn_total: u8,
    pub to_move: u8,
    pub rolling: bool,
}

/// A player's choice or the die's face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PigAction {
    Roll,
    Hold,
    Die(u8),
}

impl Pig {
    pub fn new(target: u8) -> Result<Self, SpecError> {
        if !(2..=100).contains(&target) {
            return Err(SpecError::Invalid {
                game: "Pig",
                why: format!("the target must be from 2 to 100, not {target}"),
            });
        }
        Ok(Pig { target })
    }

    pub fn target(&self) -> u8 {
        self.target
    }

    fn winner(&self, s: &PigState) -> Option<Player> {
        (0..2).find(|&p| s.scores[p] >= self.target)
    }
}

impl Catalogued for Pig {
    fn spec(&self) -> GameSpec {
        GameSpec::Pig {
            target: self.target,
        }
    }
}

impl Game for Pig {
    type State = PigState;
    type Action = PigAction;
    type View = PigState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Pig",
            players: 2,
            simultaneous: false,
            chance: true,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> PigState {
        PigState::default()
    }

    fn turn(&self, s: &PigState) -> Turn {
        if self.winner(s).is_some() {
            Turn::Terminal
        } else if s.rolling {
            Turn::Chance
        } else {
            Turn::Player(s.to_move as Player)
        }
    }

    fn legal_actions(&self, s: &PigState, p: Player, out: &mut Vec<PigAction>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.push(PigAction::Roll);
            if s.turn_total > 0 {
                out.push(PigAction::Hold);
            }
        }
    }

    fn chance_outcomes(&self, s: &PigState, out: &mut Vec<(PigAction, Prob)>) {
        out.clear();
        if self.turn(s) == Turn::Chance {
            out.extend((1..=6).map(|d| (PigAction::Die(d), Prob::uniform(6))));
        }
    }

    fn apply(&self, s: &mut PigState, joint: &[Move<PigAction>]) {
        let [m] = joint else { return };
        match m.action {
            PigAction::Roll => s.rolling = true,
            PigAction::Die(1) => {
                s.rolling = false;
                s.turn_total = 0;
                s.to_move = 1 - s.to_move;
            }
            PigAction::Die(d) => {
                s.rolling = false;
                s.turn_total = s.turn_total.saturating_add(d);
            }
            PigAction::Hold => {
                let p = s.to_move as usize;
                s.scores[p] = s.scores[p].saturating_add(s.turn_total);
                s.turn_total = 0;
                if s.scores[p] < self.target {
                    s.to_move = 1 - s.to_move;
                }
            }
        }
    }

    fn scores(&self, s: &PigState) -> Option<Scores> {
        self.winner(s).map(|w| Scores::two_player(Some(w)))
    }

    fn view(&self, s: &PigState, _: Viewer) -> PigState {
        *s
    }

    fn notation(&self, _: &PigState, a: PigAction) -> String {
        match a {
            PigAction::Roll => "roll".into(),
            PigAction::Hold => "hold".into(),
            PigAction::Die(d) => format!("die:{d}"),
        }
    }

    fn parse_action(&self, _: &PigState, text: &str) -> Result<PigAction, ActionError> {
        match text {
            "roll" => Ok(PigAction::Roll),
            "hold" => Ok(PigAction::Hold),
            _ => match text.strip_prefix("die:").map(str::parse::<u8>) {
                Some(Ok(d @ 1..=6)) => Ok(PigAction::Die(d)),
                Some(_) => Err(ActionError::OutOfRange {
                    text: text.into(),
                    why: "a die shows 1 to 6".into(),
                }),
                None => Err(ActionError::Syntax {
                    text: text.into(),
                    expected: "roll, hold or die:N".into(),
                }),
            },
        }
    }

    fn render(&self, s: &PigState) -> String {
        let mut out = String::new();
        for p in 0..2 {
            let mark = if s.to_move as usize == p { ">" } else { " " };
            out.push_str(&format!(
                "{mark} player {p}: {:>3} / {}\n",
                s.scores[p], self.target
            ));
        }
        out.push_str(&format!("turn total: {}\n", s.turn_total));
        out
    }
}

/// Seed 000's material state: each player's banked score, the turn total, whose
/// turn it is, whether the die is rolling; all public.
impl Material for Pig {
    fn material(&self, s: &PigState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for p in 0..2 {
            m.relate("banked", &[&format!("player{p}"), &s.scores[p].to_string()]);
        }
        m.relate("turn_total", &[&s.turn_total.to_string()]);
        m.relate("to_move", &[&format!("player{}", s.to_move)]);
        if s.rolling {
            m.relate("rolling", &["die"]);
        }
        m
    }
}

/// Perfect information: the view is the state.
impl crate::engine::Determinize for Pig {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &PigState,
        _: Player,
        _: &mut R,
    ) -> PigState {
        *view
    }
}

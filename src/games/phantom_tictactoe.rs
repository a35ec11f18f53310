//! Phantom tic-tac-toe: tic-tac-toe where each player sees only its own marks. A
//! move onto a cell the opponent holds is refused: it reveals that mark to the
//! mover (and to no one else), and the mover plays again. Three in a line wins; a
//! full grid draws. Player 0 (X) moves first.
//!
//! Visibility (seed 000): a player's visibility set holds its own marks and the
//! opponent's marks it has bumped into; a player's move is seen by no one else.
//!
//! Notation: the cell number 1..9 in reading order, as in tic-tac-toe.

use super::tictactoe::{TicTacToe, has_line};
use crate::engine::{
    ActionError, Actor, Game, GameInfo, Material, MaterialState, Move, Player, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec};

const FULL: u16 = 0b111_111_111;

/// The rules of phantom tic-tac-toe.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PhantomTicTacToe;

/// The true marks, the opponent marks each player has discovered, who moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PhantomState {
    pub marks: [u16; 2],
    pub discovered: [u16; 2],
    pub to_move: u8,
}

/// The marks a viewer sees, and whose turn it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PhantomView {
    pub marks: [u16; 2],
    pub to_move: Option<Player>,
    pub over: bool,
}

impl PhantomState {
    fn winner(&self) -> Option<Player> {
        (0..2).find(|&p| has_line(self.marks[p]))
    }

    fn over(&self) -> bool {
        self.winner().is_some() || self.marks[0] | self.marks[1] == FULL
    }
}

impl Catalogued for PhantomTicTacToe {
    fn spec(&self) -> GameSpec {
        GameSpec::PhantomTicTacToe
    }
}

impl Game for PhantomTicTacToe {
    type State = PhantomState;
    /// The cell index 0..9 in reading order.
    type Action = u8;
    type View = PhantomView;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "PhantomTicTacToe",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: false,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> PhantomState {
        PhantomState::default()
    }

    fn turn(&self, s: &PhantomState) -> Turn {
        if s.over() {
            Turn::Terminal
        } else {
            Turn::Player(s.to_move as Player)
        }
    }

    /// Every cell the player does not know to be taken: its own marks and the
    /// opponent marks it discovered are excluded, unknown opponent marks are not.
    fn legal_actions(&self, s: &PhantomState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            let known = s.marks[p] | s.discovered[p];
            out.extend((0..9).filter(|&i| known & (1 << i) == 0));
        }
    }

    fn apply(&self, s: &mut PhantomState, joint: &[Move<u8>]) {
        if let [m] = joint {
            let p = s.to_move as usize;
            let bit = 1u16 << m.action;
            if s.marks[1 - p] & bit != 0 {
                s.discovered[p] |= bit;
            } else {
                s.marks[p] |= bit;
                s.to_move = 1 - s.to_move;
            }
        }
    }

    fn scores(&self, s: &PhantomState) -> Option<Scores> {
        s.over().then(|| Scores::two_player(s.winner()))
    }

    fn view(&self, s: &PhantomState, viewer: Viewer) -> PhantomView {
        let marks = match viewer {
            Viewer::Everyone => s.marks,
            // What both players see: the marks their opponent bumped into.
            Viewer::Public => [s.discovered[1], s.discovered[0]],
            Viewer::Player(p) => {
                let mut m = [0, 0];
                m[p] = s.marks[p];
                m[1 - p] = s.discovered[p];
                m
            }
        };
        PhantomView {
            marks,
            to_move: self.turn(s).to_move(),
            over: s.over(),
        }
    }

    fn action_visible(&self, _: &PhantomState, _: Actor, _: u8, _: Player) -> bool {
        false
    }

    fn notation(&self, _: &PhantomState, a: u8) -> String {
        TicTacToe.notation(&Default::default(), a)
    }

    fn parse_action(&self, _: &PhantomState, text: &str) -> Result<u8, ActionError> {
        TicTacToe.parse_action(&Default::default(), text)
    }

    fn render(&self, v: &PhantomView) -> String {
        let mut out = String::new();
        for r in 0..3 {
            let row: Vec<&str> = (0..3)
                .map(|c| {
                    let bit = 1 << (3 * r + c);
                    if v.marks[0] & bit != 0 {
                        "X"
                    } else if v.marks[1] & bit != 0 {
                        "O"
                    } else {
                        "."
                    }
                })
                .collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
        out
    }
}

/// Seed 000's material state: cells `cell1`..`cell9` whose attribute `cellN.mark` is
/// X, O or empty. A player's visibility set holds the marks of the cells where it
/// played and of those it bumped into; whose turn it is is public.
impl Material for PhantomTicTacToe {
    fn material(&self, s: &PhantomState) -> MaterialState {
        let mut m = MaterialState::new(2);
        // Every symbol exists whatever the marks, so that none betrays a hidden one.
        for symbol in ["X", "O", "empty"] {
            m.component(symbol);
        }
        for i in 0..9 {
            let bit = 1u16 << i;
            let name = format!("cell{}.mark", i + 1);
            let owner = (0..2).find(|&p| s.marks[p] & bit != 0);
            m.relate("is", &[&name, owner.map_or("empty", |p| ["X", "O"][p])]);
            m.private_to(&name, None);
            for p in 0..2 {
                if (s.marks[p] | s.discovered[p]) & bit != 0 {
                    m.reveal_to(&name, p);
                }
            }
        }
        if let Turn::Player(p) = self.turn(s) {
            m.relate("to_move", &[["X", "O"][p]]);
        } else {
            m.relate("over", &[]);
        }
        m
    }
}

/// The opponent's unseen marks go on random cells the player does not know to be
/// taken, as many as alternation implies, avoiding a line of three (the game would
/// be over); what the opponent has discovered is unknown and taken as nothing.
impl crate::engine::Determinize for PhantomTicTacToe {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &PhantomView,
        player: Player,
        rng: &mut R,
    ) -> PhantomState {
        use rand::seq::SliceRandom;
        let other = 1 - player;
        let own = view.marks[player];
        let known = view.marks[other];
        let to_move = view.to_move.unwrap_or(player);
        // X (player 0) moves first: on X's turn both have as many marks, on O's turn
        // X has one more.
        let (mine, o_to_move) = (own.count_ones(), u32::from(to_move == 1));
        let other_count = if player == 0 {
            mine - o_to_move
        } else {
            mine + o_to_move
        };
        let missing = other_count.saturating_sub(known.count_ones()) as usize;
        let mut free: Vec<u8> = (0..9).filter(|&i| (own | known) & (1 << i) == 0).collect();
        let mut marks = known;
        for attempt in 0..100 {
            free.shuffle(rng);
            marks = free.iter().take(missing).fold(known, |m, &i| m | 1 << i);
            if !has_line(marks) || attempt == 99 {
                break;
            }
        }
        let mut s = PhantomState::default();
        s.marks[player] = own;
        s.marks[other] = marks;
        s.discovered[player] = known;
        s.to_move = to_move as u8;
        s
    }
}

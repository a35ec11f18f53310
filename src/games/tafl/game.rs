//! The [`Game`] implementation of Tablut and Ard-ri on top of the board, move and
//! capture modules.

use super::{Tafl, TaflAction, TaflState};
use crate::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Scores, Turn, Viewer};
use crate::games::{Catalogued, GameSpec};

impl Catalogued for Tafl {
    fn spec(&self) -> GameSpec {
        let (step, draw_limit) = (self.step, self.draw_limit);
        if self.size == 9 {
            GameSpec::Tablut { step, draw_limit }
        } else {
            GameSpec::ArdRi { step, draw_limit }
        }
    }
}

impl Game for Tafl {
    type State = TaflState;
    type Action = TaflAction;
    type View = TaflState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: if self.size == 9 { "Tablut" } else { "ArdRi" },
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> TaflState {
        self.initial
    }

    fn turn(&self, s: &TaflState) -> Turn {
        match self.outcome(s) {
            Some(_) => Turn::Terminal,
            None => Turn::Player(s.to_move()),
        }
    }

    fn legal_actions(&self, s: &TaflState, p: Player, out: &mut Vec<TaflAction>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            self.push_actions(s, p, out);
        }
    }

    fn apply(&self, s: &mut TaflState, joint: &[Move<TaflAction>]) {
        if let [m] = joint {
            self.play_action(s, m.action);
        }
    }

    fn scores(&self, s: &TaflState) -> Option<Scores> {
        self.outcome(s).map(|o| Scores::two_player(o.winner()))
    }

    fn view(&self, s: &TaflState, _viewer: Viewer) -> TaflState {
        *s
    }

    fn notation(&self, _s: &TaflState, a: TaflAction) -> String {
        self.action_text(a)
    }

    fn parse_action(&self, s: &TaflState, text: &str) -> Result<TaflAction, ActionError> {
        self.read_action(s, text)
    }

    fn render(&self, s: &TaflState) -> String {
        self.diagram(s)
    }

    fn play(&self, s: &mut TaflState, _actor: Actor, action: TaflAction) {
        self.play_action(s, action);
    }

    fn legal_count(&self, s: &TaflState, p: Player) -> usize {
        if self.turn(s) == Turn::Player(p) {
            self.count_actions(s, p)
        } else {
            0
        }
    }
}

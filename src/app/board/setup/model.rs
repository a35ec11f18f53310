//! The board editor's state and what each of its requests does, without egui
//! (tested here): the setup being edited, the brush (a piece of the palette or
//! the eraser), the text in the game's notation kept in step both ways, and
//! why the last "Start from here" was refused. Every rule question goes to the
//! game ([`AnyGame::check_setup`] and the other erased doors of `Positions`).

use crate::app::studio::Studio;
use crate::engine::{Player, Setup, SetupLayout};
use crate::games::AnyGame;

/// The position being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupEditor {
    pub layout: SetupLayout,
    pub setup: Setup,
    /// The setup in the game's notation, as shown (and perhaps being typed).
    pub text: String,
    /// Why the text does not read, while it does not.
    pub text_error: Option<String>,
    /// What a click puts: piece `k` (from 1) of the palette, or 0 to erase.
    pub brush: u8,
    /// Why the last "Start from here" was refused.
    pub refused: Option<String>,
}

/// A request of the board editor.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupAction {
    /// Opens the editor on the position at the cursor.
    Open,
    Cancel,
    /// Chooses what a click puts (0: the eraser).
    Brush(u8),
    /// A click on cell `k` (reading order): puts the brush there, or empties the
    /// cell when it already holds the brush's piece.
    Click(usize),
    /// Empties the board.
    Clear,
    /// The text field's new content.
    Text(String),
    ToMove(Player),
    /// Sets number `k` (a heap, a score, the action counter).
    Number(usize, u32),
    /// Starts a new game from the position, if the rules allow it.
    Start,
}

impl SetupEditor {
    /// The editor on `setup`, for a game with position set-up.
    pub fn new(game: &AnyGame, setup: Setup) -> Option<SetupEditor> {
        let layout = game.setup_layout()?;
        let text = game.write_setup(&setup)?;
        Some(SetupEditor {
            brush: u8::from(!layout.pieces.is_empty()),
            layout,
            setup,
            text,
            text_error: None,
            refused: None,
        })
    }

    /// Rewrites the text from the setup (after an edit on the board).
    fn board_changed(&mut self, game: &AnyGame) {
        if let Some(text) = game.write_setup(&self.setup) {
            self.text = text;
        }
        self.text_error = None;
        self.refused = None;
    }
}

/// Carries out `action` on the studio's editor.
pub fn apply(studio: &mut Studio, action: SetupAction) {
    let game = studio.game.clone();
    if action == SetupAction::Open {
        let setup = studio.session.setup().or_else(|| game.initial_setup());
        studio.setup = setup.and_then(|s| SetupEditor::new(&game, s));
        return;
    }
    let Some(editor) = studio.setup.as_mut() else {
        return;
    };
    match action {
        SetupAction::Open => {}
        SetupAction::Cancel => studio.setup = None,
        SetupAction::Brush(k) => editor.brush = k,
        SetupAction::Click(k) => {
            if let Some(cell) = editor.setup.cells.get_mut(k) {
                *cell = if *cell == editor.brush {
                    0
                } else {
                    editor.brush
                };
                editor.board_changed(&game);
            }
        }
        SetupAction::Clear => {
            editor.setup.cells.iter_mut().for_each(|c| *c = 0);
            editor.board_changed(&game);
        }
        SetupAction::ToMove(p) => {
            game.set_setup_to_move(&mut editor.setup, p);
            editor.board_changed(&game);
        }
        SetupAction::Number(k, v) => {
            if let Some(n) = editor.setup.numbers.get_mut(k) {
                *n = v;
                editor.board_changed(&game);
            }
        }
        SetupAction::Text(text) => {
            match game.read_setup(&text) {
                Ok(setup) => {
                    editor.setup = setup;
                    editor.text_error = None;
                }
                Err(e) => editor.text_error = Some(e.to_string()),
            }
            editor.text = text;
            editor.refused = None;
        }
        SetupAction::Start => {
            let setup = editor.setup.clone();
            match studio.start_from_setup(&setup) {
                Ok(()) => studio.setup = None,
                Err(e) => {
                    if let Some(editor) = studio.setup.as_mut() {
                        editor.refused = Some(e);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::app::settings::Settings;
    use crate::engine::Turn;
    use crate::games::GameSpec;

    fn studio(spec: GameSpec) -> Studio {
        let mut s = Studio::new(Settings::default());
        s.start(&spec).unwrap();
        s
    }

    #[test]
    fn clicks_and_text_stay_in_step_and_start_a_game() {
        let mut s = studio(GameSpec::TicTacToe);
        apply(&mut s, SetupAction::Open);
        assert_eq!(s.setup.as_ref().unwrap().text, ". . .\n. . .\n. . .\n");
        apply(&mut s, SetupAction::Click(4));
        apply(&mut s, SetupAction::Brush(2));
        apply(&mut s, SetupAction::Click(0));
        assert_eq!(s.setup.as_ref().unwrap().text, "O . .\n. X .\n. . .\n");
        // Clicking the same piece again empties the cell.
        apply(&mut s, SetupAction::Click(0));
        assert_eq!(s.setup.as_ref().unwrap().setup.cells[0], 0);
        apply(&mut s, SetupAction::Text("X?.\n...\n...".into()));
        let ed = s.setup.as_ref().unwrap();
        assert_eq!(
            ed.text_error.as_deref(),
            Some("line 1, column 2: unknown cell '?'; the cells are X X, O O, . empty")
        );
        apply(&mut s, SetupAction::Text("XX.\nO..\n...".into()));
        assert_eq!(s.setup.as_ref().unwrap().setup.cells[..4], [1, 1, 0, 2]);
        apply(&mut s, SetupAction::Start);
        assert!(s.setup.is_none());
        assert_eq!(s.session.turn(), Turn::Player(1));
        assert_eq!(
            s.session.start_position().as_deref(),
            Some("X X .\nO . .\n. . .\n")
        );
        assert_eq!(
            s.replay().position.as_deref(),
            Some("X X .\nO . .\n. . .\n")
        );
    }

    #[test]
    fn an_illegal_position_is_refused_with_the_reason_and_nothing_changes() {
        let mut s = studio(GameSpec::TicTacToe);
        apply(&mut s, SetupAction::Open);
        apply(&mut s, SetupAction::Text("XXX\nXX.\n...".into()));
        apply(&mut s, SetupAction::Start);
        let ed = s.setup.as_ref().unwrap();
        assert!(ed.refused.as_deref().unwrap().contains("5 X and 0 O"));
        assert_eq!(s.session.start_position(), None);
    }

    #[test]
    fn the_tafl_side_to_move_goes_through_the_counter() {
        let mut s = studio(crate::games::Catalogued::spec(&crate::games::Tafl::ard_ri()));
        apply(&mut s, SetupAction::Open);
        apply(&mut s, SetupAction::ToMove(1));
        let ed = s.setup.as_ref().unwrap();
        assert_eq!(ed.setup.numbers, vec![1]);
        assert!(
            ed.text.ends_with("actions: 1, defenders to move\n"),
            "{}",
            ed.text
        );
    }
}

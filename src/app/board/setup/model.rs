//! The board editor's state and what each of its requests does, without egui
//! (tested here): the setup being edited, the brush (a piece of the palette or
//! the eraser), the text in the game's notation kept in step both ways, and
//! why the last "Start from here" was refused. Every rule question goes to the
//! game ([`AnyGame::check_setup`] and the other erased doors of `Positions`).

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

    /// Notes why the rules refused to start from the position.
    pub fn refuse(&mut self, reason: String) {
        self.refused = Some(reason);
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

/// Carries out `action` on the board editor (`None` while closed) of `game`.
/// Open edits the position at the board's cursor (`at_cursor`, asked only
/// then) or the game's initial one. Start returns the setup to start a new
/// game from: the caller starts it, then closes the editor, or gives the
/// rules' refusal to [`SetupEditor::refuse`].
pub fn apply(
    editor: &mut Option<SetupEditor>,
    game: &AnyGame,
    at_cursor: impl FnOnce() -> Option<Setup>,
    action: SetupAction,
) -> Option<Setup> {
    if action == SetupAction::Open {
        let setup = at_cursor().or_else(|| game.initial_setup());
        *editor = setup.and_then(|s| SetupEditor::new(game, s));
        return None;
    }
    let ed = editor.as_mut()?;
    match action {
        SetupAction::Open => {}
        SetupAction::Cancel => *editor = None,
        SetupAction::Brush(k) => ed.brush = k,
        SetupAction::Click(k) => {
            if let Some(cell) = ed.setup.cells.get_mut(k) {
                *cell = if *cell == ed.brush { 0 } else { ed.brush };
                ed.board_changed(game);
            }
        }
        SetupAction::Clear => {
            ed.setup.cells.iter_mut().for_each(|c| *c = 0);
            ed.board_changed(game);
        }
        SetupAction::ToMove(p) => {
            game.set_setup_to_move(&mut ed.setup, p);
            ed.board_changed(game);
        }
        SetupAction::Number(k, v) => {
            if let Some(n) = ed.setup.numbers.get_mut(k) {
                *n = v;
                ed.board_changed(game);
            }
        }
        SetupAction::Text(text) => {
            match game.read_setup(&text) {
                Ok(setup) => {
                    ed.setup = setup;
                    ed.text_error = None;
                }
                Err(e) => ed.text_error = Some(e.to_string()),
            }
            ed.text = text;
            ed.refused = None;
        }
        SetupAction::Start => return Some(ed.setup.clone()),
    }
    None
}

//! The panel contract: what every panel of the studio does, so that the shell
//! ([`super::shell`]) and the dispatcher ([`super::commands`]) go over the
//! panels once instead of naming each (after egui's demo app, where each demo
//! is a `View` the app loops over, and the UI returns commands that one place
//! applies).
//!
//! A panel is a model (its state, its background [`super::task::job::Job`]s) and a
//! view. The model implements [`PanelModel`]: it is handed the waker once,
//! polled each frame for what its jobs brought (it may start work there, never
//! while drawing), told when the document changed ([`PanelModel::follow`]),
//! and applies its own intents ([`Applies`]), a plain-data enum in its folder.
//! What a panel asks of the document in return is [`Raised`], carried out by
//! the dispatcher. The view draws from the studio and pushes commands; the
//! shell draws the one whose [`Panel`] tab is shown.
//!
//! Adding a panel: its folder (model, view, intents, strings), its field in
//! [`super::studio::Studio`] with its line in `Studio::models`, its tab here.
//! Nothing here imports a panel: the panels import this module.

use super::session::AnySession;
use super::task::Waker;
use crate::engine::Viewer;
use crate::games::{AnyGame, GameSpec};
use crate::lang::Language;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The main area of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Panel {
    #[default]
    Board,
    Inspector,
    Attractors,
    Tournament,
    InfoSets,
    /// The Monte Carlo panel: MCTS iteration by iteration.
    Mcts,
    /// The ISMCTS inspector (the Monte Carlo panel's information-set search).
    Ismcts,
}

impl Panel {
    pub const ALL: [Panel; 7] = [
        Panel::Board,
        Panel::Inspector,
        Panel::Attractors,
        Panel::Tournament,
        Panel::InfoSets,
        Panel::Mcts,
        Panel::Ismcts,
    ];

    /// Reads `board|inspector|attractors|tournament|infosets|mcts|ismcts` (the
    /// `--panel` values).
    pub fn parse(text: &str) -> Result<Panel, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "board" => Ok(Panel::Board),
            "inspector" => Ok(Panel::Inspector),
            "attractors" => Ok(Panel::Attractors),
            "tournament" => Ok(Panel::Tournament),
            "infosets" => Ok(Panel::InfoSets),
            "mcts" => Ok(Panel::Mcts),
            "ismcts" => Ok(Panel::Ismcts),
            other => Err(format!(
                "unknown panel {other:?}; expected board, inspector, attractors, tournament, infosets, mcts or ismcts"
            )),
        }
    }

    /// Whether the panel needs the window's width for its tree and table (the
    /// moves panel is folded away then).
    pub fn wide(self) -> bool {
        matches!(
            self,
            Panel::Inspector | Panel::InfoSets | Panel::Mcts | Panel::Ismcts
        )
    }

    /// Whether the panel steps through its trace with the arrows, Home and
    /// End (the board's line does not move with them then).
    pub fn takes_arrows(self) -> bool {
        matches!(self, Panel::Inspector | Panel::Mcts | Panel::Ismcts)
    }
}

/// What a panel sees of the open document.
pub struct Doc<'a> {
    /// The document's game, built once (an arena's file is not read again).
    pub game: &'a AnyGame,
    /// The line of play, its cursor and seats.
    pub session: &'a dyn AnySession,
    pub viewer: Viewer,
    pub lang: Language,
    /// Changes whenever the line or the cursor changes.
    pub generation: u64,
}

impl Doc<'_> {
    /// The game's specification.
    pub fn spec(&self) -> GameSpec {
        self.session.spec()
    }

    /// The moves from the start to the cursor (notation).
    pub fn moves(&self) -> Vec<String> {
        self.session.line_to_cursor()
    }

    /// Whether the game started from a position set up by hand, which the
    /// panels that search by moves from the start cannot reach.
    pub fn from_setup(&self) -> bool {
        self.session.start_position().is_some()
    }
}

/// What a panel asks of the document after polling or applying an intent:
/// plain data, carried out by the dispatcher.
#[derive(Debug, PartialEq)]
pub enum Raised {
    /// A problem to show in the studio's dialog.
    Message(String),
    /// Start a new game of this specification and show the board.
    NewGame(GameSpec),
    /// A file read in the background holds a position: start a game of
    /// `spec` after `moves`, remember `path`, show `tab`, then tell the panel
    /// ([`PanelModel::opened`]). A position that cannot be played becomes a
    /// message naming the file.
    Opened {
        path: PathBuf,
        spec: GameSpec,
        moves: Vec<String>,
        tab: Panel,
    },
}

/// The model side of a panel: what the shell calls on each, every frame.
pub trait PanelModel {
    /// The tab that shows the panel (none for a model drawn inside another,
    /// such as the evaluation plot's).
    fn tab(&self) -> Option<Panel>;

    /// What the panel's jobs call to wake the window; given once, at start.
    fn set_waker(&mut self, wake: &Waker);

    /// Collects what the panel's background jobs sent (never waits); the one
    /// place, with [`PanelModel::follow`], where a panel may start work of its
    /// own.
    fn poll(&mut self, doc: &Doc<'_>) -> Vec<Raised>;

    /// The document may have changed (another game, another cursor): drop or
    /// mark stale what belongs to another position.
    fn follow(&mut self, doc: &Doc<'_>);

    /// The position of a file this panel raised as [`Raised::Opened`] is on
    /// the board now: show what was read.
    fn opened(&mut self, _doc: &Doc<'_>) {}

    /// Whether a background job of the panel is still working (a screenshot
    /// waits for it; the panels without jobs never are).
    fn busy(&self) -> bool {
        false
    }
}

/// A panel's own intents (plain data in its folder), applied to its model.
pub trait Applies {
    type Intent;

    /// Carries out `intent` on the open document `doc`.
    fn apply(&mut self, intent: Self::Intent, doc: &Doc<'_>) -> Vec<Raised>;
}

/// The open document of `$studio` as panels see it ([`Doc`]), borrowing only
/// the document's fields, so that a panel's own field can be borrowed
/// mutably beside it.
macro_rules! panel_doc {
    ($studio:expr) => {
        $crate::app::contract::Doc {
            game: &$studio.game,
            session: $studio.session.as_ref(),
            viewer: $studio.viewer,
            lang: $studio.settings.language,
            generation: $studio.generation,
        }
    };
}
pub(crate) use panel_doc;

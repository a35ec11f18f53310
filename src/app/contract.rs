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
//! Adding a panel: its folder (model, view, intents, strings) and its entry
//! in [`super::registry`], from which its [`Panel`] variant and its line of
//! [`TABS`] here, its field of the studio, its command and its view's line
//! are made. Nothing here imports a panel: the panels import this module.

use super::i18n::T;
use super::session::AnySession;
use super::task::Waker;
use crate::engine::Viewer;
use crate::games::{AnyGame, GameSpec};
use crate::lang::Language;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Makes [`Panel`] (the board, then a variant per registered panel) and
/// [`TABS`] from the registry's entries.
macro_rules! tabs {
    ($($field:ident: $model:ty {
        start: $start:expr,
        tab: $tab:ident, key: $key:literal, name: $name:ident, wide: $wide:literal, arrows: $arrows:literal,
        intent: $variant:ident($intent:ty),
        run: $run:expr,
        view: $view:expr,
    },)*) => {
        /// The main area of the window: the board or a registered panel.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        pub enum Panel {
            #[default]
            Board,
            $(
                #[doc = concat!("The `", $key, "` panel.")]
                $tab,
            )*
        }

        /// Every tab, in the menus' order: the board's, then the registry's.
        pub const TABS: [Tab; 1 + [$($key),*].len()] = [
            tab(Panel::Board, "board", T::PanelBoard, false, false),
            $(tab(Panel::$tab, $key, T::$name, $wide, $arrows),)*
        ];
    };
}
super::registry::for_each_panel!(tabs);

/// What the shell, the menus and the command line know of a tab: one line
/// per panel in [`TABS`].
#[derive(Clone, Copy, Debug)]
pub struct Tab {
    pub panel: Panel,
    /// Its `--panel` value.
    pub key: &'static str,
    /// Its name in the menus.
    pub name: T,
    /// It needs the window's width for its tree and table (the moves panel
    /// is folded away then).
    pub wide: bool,
    /// It steps through its trace with the arrows, Home and End (the
    /// board's line does not move with them then).
    pub arrows: bool,
}

const fn tab(panel: Panel, key: &'static str, name: T, wide: bool, arrows: bool) -> Tab {
    Tab {
        panel,
        key,
        name,
        wide,
        arrows,
    }
}

impl Panel {
    pub const ALL: [Panel; TABS.len()] = {
        let mut all = [Panel::Board; TABS.len()];
        let mut k = 0;
        while k < TABS.len() {
            all[k] = TABS[k].panel;
            k += 1;
        }
        all
    };

    /// The panel's line of [`TABS`].
    pub fn tab(self) -> &'static Tab {
        TABS.iter().find(|t| t.panel == self).unwrap_or(&TABS[0])
    }

    /// Reads a `--panel` value ([`Tab::key`], any case).
    pub fn parse(text: &str) -> Result<Panel, String> {
        let wanted = text.trim().to_ascii_lowercase();
        TABS.iter()
            .find(|t| t.key == wanted)
            .map(|t| t.panel)
            .ok_or_else(|| {
                let keys: Vec<&str> = TABS.iter().map(|t| t.key).collect();
                format!(
                    "unknown panel {wanted:?}; expected one of {}",
                    keys.join(", ")
                )
            })
    }

    /// See [`Tab::wide`].
    pub fn wide(self) -> bool {
        self.tab().wide
    }

    /// See [`Tab::arrows`].
    pub fn takes_arrows(self) -> bool {
        self.tab().arrows
    }

    /// The panel's name in the menus.
    pub fn name(self) -> T {
        self.tab().name
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_panel_has_one_tab_and_the_command_line_knows_its_key() {
        for p in Panel::ALL {
            assert_eq!(TABS.iter().filter(|t| t.panel == p).count(), 1, "{p:?}");
            assert_eq!(Panel::parse(p.tab().key), Ok(p));
        }
        let keys: Vec<&str> = TABS.iter().map(|t| t.key).collect();
        assert_eq!(
            keys,
            crate::cli::PANELS,
            "`studio --panel` takes every tab's key"
        );
        let e = Panel::parse("chess").unwrap_err();
        assert!(
            e.contains("\"chess\"") && e.contains("board, inspector"),
            "{e}"
        );
    }
}

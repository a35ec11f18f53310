//! Replays: RON files holding a whole game, versioned, validated on load by
//! replaying every ply through the engine, and saved atomically (DESIGN.md,
//! "Replays").
//!
//! A replay, one ply per line (a ply is the joint action: one `(actor, "action")`
//! per active actor, chance included, in the game's notation):
//!
//! ```
//! let text = r#"
//! #![enable(implicit_some)]
//! (
//!     format: 1,
//!     game: TicTacToe,
//!     players: [
//!         Human(name: "Ada"),
//!         Agent(Random),
//!     ],
//!     created: "2026-11-25T23:10:00Z",
//!     notes: "a quick win on the diagonal",
//!     actions: [
//!         [(Player(0), "5")],
//!         [(Player(1), "2")],
//!         [(Player(0), "1")],
//!         [(Player(1), "3")],
//!         [(Player(0), "9")],
//!     ],
//!     annotations: [
//!         (ply: 4, comment: "should block at 9", eval: 1.0),
//!     ],
//!     outcome: [1.0, -1.0],
//! )
//! "#;
//! let replay = ludoscope::replay::load_str(text).unwrap();
//! assert_eq!(replay.game.ply_count(), 5);
//! assert_eq!(replay.game.scores().unwrap().winner(), Some(0));
//! ```
//!
//! Fields: `format` (version, from 1), `game` (a `GameSpec`), `players` (a seat
//! per player: `Human(name: ...)` with an optional name, or `Agent(...)` with its
//! `AgentSpec`), `created` (UTC, RFC 3339), `notes` (optional), `position`
//! (optional: the position set up to start from, in the game's notation; the
//! initial state when absent), `actions`,
//! `annotations` (optional; `ply` from 1, optional `comment` and `eval`),
//! `outcome` (the final scores; absent while the game is unfinished). With the
//! `implicit_some` extension (always on when reading) optional values need no
//! `Some(...)`.
//!
//! Loading refuses, with a message naming the place: RON errors (line and
//! column), files over 16 MiB (before reading), nesting deeper than 32, unknown
//! games, newer format versions, wrong players, illegal or unreadable actions and
//! impossible chance outcomes (by ply number, with the legal ones), and an outcome
//! that replaying does not give. Nothing here panics on any input.

mod error;
mod format;
mod load;
mod migrate;
mod parse;
mod save;

/// The atomic write replays are saved with, where their readers have known it.
pub use crate::files::{commit, write_atomic, write_atomic_with};
pub use error::{LoadError, SaveError};
pub use format::{Annotation, FORMAT_VERSION, Ply, PlyMove, ReplayFile, Seat, rfc3339};
pub use load::{
    Replay, check_into, load, load_autosave, load_str, play_ply, replay_typed, validate,
};
pub use migrate::{read_version, to_current};
pub use parse::{MAX_BYTES, MAX_DEPTH, check_depth, parse, read_text, text_of};
pub use save::{AUTOSAVE_NAME, DEFAULT_DIR, autosave, autosave_path, in_default_dir, save};

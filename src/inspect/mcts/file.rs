//! MCTS trace files: a recorded run as RON, with a format version, written
//! atomically (a temporary file renamed into place) and read back checked:
//! the structure of the records, then every action against the rules; an error
//! names the file and the iteration (or the place the RON parser stopped). A
//! file starts with `kind: "mcts"`, which [`MctsRun::is_mcts_file`] reads.

use super::MctsOptions;
use super::check;
use super::record::{IterationRecord, MctsRun, RunHead};
use crate::engine::{Player, state_after};
use crate::files::read_bounded;
use crate::files::write_atomic;
use crate::games::{AnyGame, GameSpec};
use crate::with_game;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The version written in new files.
pub const MCTS_FORMAT_VERSION: u32 = 1;

/// The largest file read (256 MiB).
const MAX_BYTES: u64 = 256 << 20;

/// What `kind` says in an MCTS trace.
const KIND: &str = "mcts";

/// An MCTS trace as stored on disk.
#[derive(Serialize, Deserialize)]
struct MctsFile {
    kind: String,
    version: u32,
    spec: GameSpec,
    moves: Vec<String>,
    iterations: u32,
    exploration: f64,
    seed: u64,
    players: usize,
    root_player: Player,
    names: Vec<String>,
    /// One per iteration: (path: child index per step, expansion: (chooser,
    /// children, chance's probabilities), playout, scores).
    records: Vec<IterationRecord>,
}

impl MctsRun {
    /// Writes the run as RON at `path`, replacing it if it exists.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        self.write(path, true)
    }

    /// Writes the run as RON at `path` through a synced temporary file renamed
    /// into place; an existing file is replaced only when `overwrite`.
    pub fn write(&self, path: &Path, overwrite: bool) -> Result<(), String> {
        let file = MctsFile {
            kind: KIND.into(),
            version: MCTS_FORMAT_VERSION,
            spec: self.spec.clone(),
            moves: self.moves.clone(),
            iterations: self.options.iterations,
            exploration: self.options.exploration,
            seed: self.options.seed,
            players: self.players,
            root_player: self.root_player,
            names: self.names.clone(),
            records: self.records().to_vec(),
        };
        let config = ron::ser::PrettyConfig::default().depth_limit(2);
        let text = ron::ser::to_string_pretty(&file, config)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        write_atomic(path, text.as_bytes(), overwrite).map_err(|e| e.to_string())
    }

    /// Reads the MCTS trace at `path` and checks it against its game; errors
    /// name the file and the iteration, never panic.
    pub fn load(path: &Path) -> Result<MctsRun, String> {
        let shown = path.display();
        let bytes = read_bounded(path, MAX_BYTES).map_err(|e| format!("{shown}: {e}"))?;
        let text =
            String::from_utf8(bytes).map_err(|_| format!("{shown}: not a text file (UTF-8)"))?;
        MctsRun::from_ron(&text).map_err(|e| format!("{shown}: {e}"))
    }

    /// A run from the text of an MCTS trace, checked against its game.
    pub fn from_ron(text: &str) -> Result<MctsRun, String> {
        match header_version(text) {
            None => {
                return Err(
                    "not an MCTS trace (no `kind: \"mcts\"` and version at the start)".into(),
                );
            }
            Some(v) if v != MCTS_FORMAT_VERSION => {
                return Err(format!(
                    "MCTS trace format version {v} is not supported (this build reads {MCTS_FORMAT_VERSION})"
                ));
            }
            Some(_) => {}
        }
        let file: MctsFile =
            ron::from_str(text).map_err(|e| format!("not a readable MCTS trace: {e}"))?;
        let options = MctsOptions {
            iterations: file.iterations,
            exploration: file.exploration,
            seed: file.seed,
        };
        if !options.exploration.is_finite() {
            return Err("the exploration constant is not a finite number".into());
        }
        let head = RunHead {
            spec: file.spec,
            moves: file.moves,
            options,
            players: file.players,
            root_player: file.root_player,
        };
        let mut run = MctsRun::from_parts(head, file.names, file.records)?;
        let game = AnyGame::from_spec(&run.spec).map_err(|e| e.to_string())?;
        with_game!(&game, g => {
            let root = state_after(g, &run.moves).map_err(|e| format!("the moves: {e}"))?;
            run.shape.game_rank = check::against_rules(g, &root, &run)?;
        });
        Ok(run)
    }

    /// Whether the file at `path` is an MCTS trace (reads its first bytes only, and
    /// never opens a named pipe).
    pub fn is_mcts_file(path: &Path) -> bool {
        crate::files::head(path).is_ok_and(|text| header_version(&text).is_some())
    }
}

/// The version an MCTS trace's header gives: the text starts (after `(` and
/// blanks) with `kind: "mcts",` then `version: N`.
fn header_version(text: &str) -> Option<u32> {
    let rest = text.trim_start().strip_prefix('(')?.trim_start();
    let rest = rest.strip_prefix("kind:")?.trim_start();
    let rest = rest.strip_prefix(&format!("\"{KIND}\""))?.trim_start();
    let rest = rest.strip_prefix(',')?.trim_start();
    let rest = rest.strip_prefix("version:")?.trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

//! The sheet options of `ludoscope search` (`--sheet`, `--key`, `--force`)
//! and their checks before any search; [`super::sheet`] draws and writes what
//! they ask for. Apart from both so that the arguments and the drawing do not
//! import each other.

use crate::inspect::Algorithm;
use crate::inspect::sheet::{Format, Part};
use clap::Args;
use std::path::{Path, PathBuf};

/// The sheet options of `ludoscope search`.
#[derive(Args, Debug, Default, Clone, PartialEq)]
pub struct SheetArgs {
    /// Draw the alpha-beta exercise sheet of the tree to this file (.svg or .png, A4).
    #[arg(long, value_name = "OUT")]
    pub sheet: Option<PathBuf>,
    /// Draw the sheet's answer key to this file (.svg or .png, A4).
    #[arg(long, value_name = "OUT")]
    pub key: Option<PathBuf>,
    /// Replace the --trace, --sheet and --key files if they exist.
    #[arg(long)]
    pub force: bool,
}

impl SheetArgs {
    /// Whether a sheet or a key was asked for.
    pub fn wanted(&self) -> bool {
        self.sheet.is_some() || self.key.is_some()
    }

    /// The files to write, each with its part.
    pub fn outputs(&self) -> Vec<(Part, &Path)> {
        let sheet = self.sheet.as_deref().map(|p| (Part::Exercise, p));
        let key = self.key.as_deref().map(|p| (Part::Key, p));
        sheet.into_iter().chain(key).collect()
    }

    /// Checks the options before any search: alpha-beta only, known formats,
    /// two different files, existing files only with `--force`.
    pub fn check(&self, algo: Algorithm, trace: bool) -> Result<(), String> {
        if self.force && !self.wanted() && !trace {
            return Err("--force goes with --trace, --sheet or --key".into());
        }
        if !self.wanted() {
            return Ok(());
        }
        if algo != Algorithm::AlphaBeta {
            return Err(format!(
                "--sheet and --key draw an alpha-beta exercise: use --algo alphabeta, not {}",
                algo.name()
            ));
        }
        if let (Some(a), Some(b)) = (&self.sheet, &self.key)
            && a == b
        {
            return Err(format!(
                "--sheet and --key name the same file {}",
                a.display()
            ));
        }
        for (_, path) in self.outputs() {
            Format::of(path).map_err(|e| e.to_string())?;
            if !self.force && std::fs::symlink_metadata(path).is_ok() {
                return Err(format!(
                    "{} already exists: add --force to replace it",
                    path.display()
                ));
            }
        }
        Ok(())
    }
}

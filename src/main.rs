//! The `ludoscope` command: see `ludoscope --help` and the README. With no
//! subcommand it opens the studio (feature `gui`).

use ludoscope::cli::{CliError, StudioArgs};
use std::process::ExitCode;

fn main() -> ExitCode {
    ludoscope::cli::main_with(studio)
}

#[cfg(feature = "gui")]
fn studio(args: &StudioArgs) -> Result<(), CliError> {
    ludoscope::app::run(args).map_err(CliError::from)
}

#[cfg(not(feature = "gui"))]
fn studio(_: &StudioArgs) -> Result<(), CliError> {
    Err(ludoscope::cli::NO_GUI.into())
}

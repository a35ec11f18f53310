//! The `ludoscope` command: see `ludoscope --help` and the README.

use std::process::ExitCode;

fn main() -> ExitCode {
    ludoscope::cli::main()
}

//! The command line (clap): one subcommand per module; every error becomes one
//! message on stderr and a non-zero exit status here, in one place.

mod bench;
mod bench_baseline;
mod bench_search;
mod c4;
mod moves;
mod perft;
mod play;

use crate::engine::GameSpec;
use crate::games::catalog;
use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// The error of a command: a message for the user.
pub type CliError = Box<dyn std::error::Error>;

#[derive(Parser, Debug)]
#[command(
    name = "ludoscope",
    version,
    about = "A game studio with a visual debugger"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the games with their default specification.
    Games,
    /// Count action sequences and distinct states at each depth.
    Perft(perft::PerftArgs),
    /// Play games between agents.
    Play(play::PlayArgs),
    /// Print the benchmark table (build with --release).
    Bench,
    /// Connect Four tools: `c4 solve` gives exact scores.
    C4(c4::C4Args),
}

/// Runs the command line and returns the process's exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => Cli::command().print_help().map_err(CliError::from),
        Some(Command::Games) => {
            list_games();
            Ok(())
        }
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Bench) => bench::run(),
        Some(Command::C4(args)) => c4::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn list_games() {
    for entry in catalog() {
        println!("{:<32} {}", entry.spec.to_string(), entry.description);
    }
}

/// Parses a game specification argument (clap value parser).
fn parse_spec(text: &str) -> Result<GameSpec, String> {
    text.parse::<GameSpec>().map_err(|e| e.to_string())
}

//! `ludoscope replay check FILE...` and `ludoscope replay show FILE`, and the
//! saving of played games for `ludoscope play --save FILE [--force]`.

use super::CliError;
use crate::agents::AgentSpec;
use crate::engine::{Actor, DynMatch, Viewer};
use crate::games::{AnyGame, CatalogMatch, GameSpec};
use crate::replay::{self, Annotation, ReplayFile, SaveError, Seat};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct ReplayArgs {
    #[command(subcommand)]
    command: ReplayCommand,
}

#[derive(Subcommand, Debug)]
enum ReplayCommand {
    /// Validate replay files: prints `FILE: ok` or `FILE: the error` for each; the
    /// exit status is non-zero if any failed.
    Check {
        /// Replay files (RON).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a replay move by move, with the board after each ply.
    Show {
        /// A replay file (RON).
        file: PathBuf,
    },
}

pub fn run(args: &ReplayArgs) -> Result<(), CliError> {
    match &args.command {
        ReplayCommand::Check { files } => check(files),
        ReplayCommand::Show { file } => show(file),
    }
}

fn check(files: &[PathBuf]) -> Result<(), CliError> {
    let mut failed = 0;
    for path in files {
        match replay::load(path) {
            Ok(_) => println!("{}: ok", path.display()),
            Err(e) => {
                failed += 1;
                note!("{}", not_a_replay(path, &e));
            }
        }
    }
    match failed {
        0 => Ok(()),
        n => Err(format!("{n} of {} replays failed", files.len()).into()),
    }
}

fn show(path: &Path) -> Result<(), CliError> {
    let loaded = replay::load(path).map_err(|e| not_a_replay(path, &e))?;
    let file = &loaded.file;
    print_header(file);
    let mut m = AnyGame::from_spec(&file.game)?.new_match();
    println!("\nstart\n{}", m.render(Viewer::Everyone).trim_end());
    for (k, ply) in file.actions.iter().enumerate() {
        let n = k + 1;
        replay::play_ply(m.as_mut(), n, ply)?;
        let moves: Vec<String> = ply.iter().map(|(a, t)| describe_move(*a, t)).collect();
        println!("\nply {n}: {}", moves.join(", "));
        for a in file.annotations.iter().filter(|a| a.ply == n) {
            println!("  {}", annotation(a));
        }
        println!("{}", m.render(Viewer::Everyone).trim_end());
    }
    println!("\n{}", outcome(m.as_ref()));
    Ok(())
}

/// The error of a file that did not load as a replay; when the file is a search
/// trace or an arena, says so and where it opens instead.
/// The message of `e`, which names the file ([`replay::load`]); a file that
/// reads but is not a replay is said to be the trace or arena it is.
fn not_a_replay(path: &Path, e: &replay::LoadError) -> String {
    use replay::LoadError::{Io, NotRegular, TooLarge};
    if matches!(e.cause(), Io { .. } | NotRegular { .. } | TooLarge { .. }) {
        return e.to_string();
    }
    let shown = path.display();
    if crate::search::trace_file::TraceFile::load(path).is_ok() {
        return format!(
            "{shown}: this is a search trace, not a replay: open it in the studio's inspector \
             (ludoscope studio --open {shown})"
        );
    }
    if crate::games::Arena::load(&path.to_string_lossy()).is_ok() {
        let spec = GameSpec::Arena {
            path: path.to_string_lossy().into_owned(),
            draw_limit: None,
        };
        return format!(
            "{shown}: this is an arena (a game graph), not a replay: name it as a game, \
             such as ludoscope solve '{spec}', or pick it in the studio's game setup"
        );
    }
    e.to_string()
}

fn describe_move(actor: Actor, text: &str) -> String {
    match actor {
        Actor::Chance => format!("chance gives {text}"),
        Actor::Player(_) => format!("{actor} plays {text}"),
    }
}

fn print_header(file: &ReplayFile) {
    println!(
        "{} (format {}, created {})",
        file.game, file.format, file.created
    );
    for (p, seat) in file.players.iter().enumerate() {
        let who = match seat {
            Seat::Human { name: Some(name) } => format!("human {name:?}"),
            Seat::Human { name: None } => "human".into(),
            Seat::Agent(spec) => format!("agent {spec}"),
        };
        println!("seat {p}: {who}");
    }
    if let Some(notes) = &file.notes {
        println!("notes: {notes}");
    }
}

fn annotation(a: &Annotation) -> String {
    let mut parts = vec![];
    if let Some(c) = &a.comment {
        parts.push(format!("comment: {c}"));
    }
    if let Some(e) = a.eval {
        parts.push(format!("eval: {e}"));
    }
    parts.join("; ")
}

fn outcome(m: &dyn DynMatch) -> String {
    match m.scores() {
        None => format!("unfinished after {} plies", m.ply_count()),
        Some(s) => match s.winner() {
            Some(p) => format!("player {p} wins {s}"),
            None => format!("no single winner {s}"),
        },
    }
}

/// Where game `i` (from 0) of `count` is saved: `path` itself for a single game,
/// else `NAME-K.EXT` with `K` from 1, zero-padded (`game-01.ron` .. `game-12.ron`).
/// A bare file name goes in `saves/`.
pub fn save_path(path: &Path, i: u64, count: u64) -> PathBuf {
    let path = replay::in_default_dir(path);
    if count <= 1 {
        return path;
    }
    let width = count.to_string().len();
    let stem = path
        .file_stem()
        .map_or_else(|| "replay".into(), |s| s.to_string_lossy());
    let ext = path
        .extension()
        .map_or_else(|| "ron".into(), |s| s.to_string_lossy());
    path.with_file_name(format!("{stem}-{:0width$}.{ext}", i + 1))
}

/// Refuses to start playing when a replay file to be written exists already.
pub fn check_free(path: &Path, count: u64, force: bool) -> Result<(), CliError> {
    if force {
        return Ok(());
    }
    match (0..count)
        .map(|i| save_path(path, i, count))
        .find(|p| p.exists())
    {
        Some(p) => Err(format!("{} already exists; use --force to replace it", p.display()).into()),
        None => Ok(()),
    }
}

/// Saves a finished match played by `seats`, creating the default folder if it
/// is the one used.
pub fn save_played(
    m: &dyn CatalogMatch,
    seats: &[AgentSpec],
    notes: String,
    path: &Path,
    force: bool,
) -> Result<(), CliError> {
    let players = seats.iter().cloned().map(Seat::Agent).collect();
    let mut file = ReplayFile::from_match(m, players);
    file.notes = Some(notes);
    if path.parent() == Some(Path::new(replay::DEFAULT_DIR)) {
        std::fs::create_dir_all(replay::DEFAULT_DIR)
            .map_err(|e| format!("cannot create {}: {e}", replay::DEFAULT_DIR))?;
    }
    replay::save(path, &file, force).map_err(|e| match e {
        SaveError::Exists { path } => format!(
            "{} already exists; use --force to replace it",
            path.display()
        )
        .into(),
        e => CliError::from(e),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_paths() {
        let p = |s: &str, i, n| save_path(Path::new(s), i, n);
        assert_eq!(p("a.ron", 0, 1), Path::new("saves/a.ron"));
        assert_eq!(p("out/a.ron", 0, 1), Path::new("out/a.ron"));
        assert_eq!(p("./a.ron", 0, 1), Path::new("./a.ron"));
        assert_eq!(p("out/a.ron", 0, 3), Path::new("out/a-1.ron"));
        assert_eq!(p("a.ron", 11, 12), Path::new("saves/a-12.ron"));
        assert_eq!(p("a", 0, 12), Path::new("saves/a-01.ron"));
    }
}

//! The command line (clap): one subcommand per module; every error becomes one
//! message on stderr and a non-zero exit status here, in one place.

/// `eprintln!` that never panics: a line on stderr, dropped when stderr is
/// closed (`ludoscope c4 solve 2>&1 | head -1`), where `eprintln!` would panic.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

mod bench;
mod c4;
mod draw;
mod moves;
mod perft;
mod play;
mod replay;
mod search;
mod solve;
mod tournament;
mod trace;
mod trace_check;

use crate::games::{GameSpec, catalog};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
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
    /// A round robin between agents: cross table and Elo ratings.
    Tournament(tournament::TournamentArgs),
    /// Search a position with the seeds' minimax or alpha-beta.
    Search(search::SearchArgs),
    /// Attractor solve: who wins from every state, in how many moves, how.
    Solve(solve::SolveArgs),
    /// Print the benchmark table (build with --release).
    Bench(bench::BenchArgs),
    /// Check or show replay files.
    Replay(replay::ReplayArgs),
    /// Open the studio window (the default when no subcommand is given).
    Studio(StudioArgs),
    /// Connect Four tools: `c4 solve` gives exact scores.
    C4(c4::C4Args),
    /// Draw an arena's graph, or a small game's state graph (SVG, PNG, JSON).
    Draw(draw::DrawArgs),
    /// Trace files: `trace show` prints what the inspector shows at a step.
    Trace(trace::TraceArgs),
}

/// The studio's panels, as `studio --panel` takes them (the studio's tab
/// table checks it has these keys).
pub const PANELS: [&str; 7] = [
    "board",
    "inspector",
    "attractors",
    "tournament",
    "infosets",
    "mcts",
    "ismcts",
];

/// The options of `ludoscope studio`. The command line only reads them; the app
/// (`src/app/`, feature `gui`) is handed them through [`main_with`], so this layer
/// does not depend on the GUI.
#[derive(Args, Debug, Default, Clone, PartialEq)]
pub struct StudioArgs {
    /// A file to open: a replay, a search or MCTS trace, an arena.
    #[arg(long, value_name = "FILE")]
    pub open: Option<PathBuf>,
    /// A new game to start, as RON (`ludoscope games` lists them), such as
    /// `KuhnPoker(players: 2)`; before `--open`.
    #[arg(long, value_name = "SPEC", value_parser = spec_parser())]
    pub game: Option<GameSpec>,
    /// Run the shown panel's algorithm at once on the game: the search
    /// (inspector), CFR (information sets), MCTS, ISMCTS. The attractors panel
    /// solves by itself; an arena opened on the inspector is searched anyway.
    #[arg(long)]
    pub run: bool,
    /// The panel to show.
    #[arg(long, value_name = "P", value_parser = PANELS)]
    pub panel: Option<String>,
    /// The window's inner size in points, such as 1280x800.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// Save a PNG of the settled window to this path, then exit.
    #[arg(long, value_name = "PNG")]
    pub screenshot: Option<PathBuf>,
    /// Write the settled window's layout report (every visible text and widget,
    /// with its rectangle, size and colours) as JSON to this path, then exit.
    #[arg(long, value_name = "JSON")]
    pub ui_report: Option<PathBuf>,
    /// Replace the --screenshot and --ui-report files if they exist.
    #[arg(long)]
    pub force: bool,
    /// Start in presentation mode.
    #[arg(long)]
    pub presentation: bool,
    /// The interface's zoom, from 0.75 to 2 (in presentation mode, from 1.25).
    #[arg(long, value_name = "Z", value_parser = parse_zoom)]
    pub zoom: Option<f32>,
    /// The interface's language.
    #[arg(long, value_name = "L", value_parser = ["en", "fr"])]
    pub lang: Option<String>,
    /// The colour theme.
    #[arg(long, value_name = "T", value_parser = ["dark", "light"])]
    pub theme: Option<String>,
}

/// A zoom such as 1.5, from 0.75 to 2.
fn parse_zoom(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(z) if (0.75..=2.0).contains(&z) => Ok(z),
        Ok(_) => Err(format!("--zoom must be from 0.75 to 2, not {text}")),
        Err(_) => Err(format!("expected a zoom such as 1.5, not {text:?}")),
    }
}

/// What runs the studio: the app when built with the `gui` feature.
pub type StudioFn = fn(&StudioArgs) -> Result<(), CliError>;

/// Runs the command line without a studio (it answers that there is no GUI).
pub fn main() -> ExitCode {
    main_with(|_| Err(NO_GUI.into()))
}

/// What `ludoscope studio` says in a build without the `gui` feature.
pub const NO_GUI: &str =
    "this build has no GUI: build with the default feature `gui` to open the studio";

/// Runs the command line and returns the process's exit status; `studio` opens
/// the studio (no subcommand, or `ludoscope studio`).
pub fn main_with(studio: StudioFn) -> ExitCode {
    quiet_on_broken_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        None => studio(&StudioArgs::default()),
        Some(Command::Studio(args)) => check_studio_files(&args).and_then(|()| studio(&args)),
        Some(Command::Games) => {
            list_games();
            Ok(())
        }
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Tournament(args)) => tournament::run(&args),
        Some(Command::Search(args)) => search::run(&args),
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Replay(args)) => replay::run(&args),
        Some(Command::C4(args)) => c4::run(&args),
        Some(Command::Draw(args)) => draw::run(&args),
        Some(Command::Trace(args)) => trace::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            note!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// What a CLI writer says when it does not write `e`'s file: an existing file
/// without `--force`, a named pipe or a folder in any case.
pub fn refusal(e: crate::files::WriteError) -> CliError {
    match e {
        crate::files::WriteError::Exists { path } => format!(
            "{} already exists: add --force to replace it",
            path.display()
        )
        .into(),
        e => e.to_string().into(),
    }
}

/// The studio's files checked before any window opens: `--open` must be a
/// regular file that can be read (a named pipe would hang the window), and the
/// `--screenshot`/`--ui-report` targets must be writable, an existing one only
/// with `--force`.
fn check_studio_files(args: &StudioArgs) -> Result<(), CliError> {
    if let Some(path) = &args.open {
        crate::files::head(path).map_err(|e| match e {
            crate::files::InputError::NotRegular(kind) => {
                format!("cannot open {}: it is {kind}, not a file", path.display())
            }
            crate::files::InputError::Io(e) => format!(
                "cannot open {}: {}",
                path.display(),
                crate::files::read::io_reason(&e)
            ),
            e => format!("cannot open {}: {e}", path.display()),
        })?;
    }
    let targets = [&args.screenshot, &args.ui_report];
    for path in targets.into_iter().flatten() {
        crate::files::check_target(path, args.force).map_err(refusal)?;
    }
    if let (Some(a), Some(b)) = (&args.screenshot, &args.ui_report)
        && a == b
    {
        return Err(format!(
            "--screenshot and --ui-report name the same file {}",
            a.display()
        )
        .into());
    }
    Ok(())
}

/// Ends the process quietly (status 0) when standard output is closed under
/// us (`ludoscope solve ... | head -2`): `println!` panics on a broken pipe, and
/// a reader that has seen enough is no error. Every other panic goes to the
/// hook that was there.
fn quiet_on_broken_pipe() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        previous(info);
    }));
}

fn list_games() {
    let entries = catalog();
    let width = entries
        .iter()
        .map(|e| e.spec.to_string().len())
        .max()
        .unwrap_or(0);
    for entry in entries {
        let parameters = GameSpec::parameters(entry.spec.name());
        let parameters = match parameters.is_empty() {
            true => String::new(),
            false => format!(" [{parameters}]"),
        };
        println!(
            "{:<width$}  {}{parameters}",
            entry.spec.to_string(),
            entry.description
        );
    }
}

/// Reads `WxH` (`1280x800`), each side from 200 to 8000.
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("expected a size such as 1280x800, not {text:?}");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.trim().parse().map_err(|_| bad())?;
    let h: u32 = h.trim().parse().map_err(|_| bad())?;
    if !(200..=8000).contains(&w) || !(200..=8000).contains(&h) {
        return Err(format!(
            "each side of --size must be from 200 to 8000, not {text}"
        ));
    }
    Ok((w, h))
}

/// A clap value parser from [`FromStr`](std::str::FromStr) whose error is the
/// type's own message alone: clap's default would quote the whole argument
/// first, however long (the message quotes at most a line of it,
/// [`crate::quote::excerpt`]).
#[derive(Clone, Debug)]
pub struct Quiet<T>(std::marker::PhantomData<T>);

impl<T> clap::builder::TypedValueParser for Quiet<T>
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let option = arg.map_or_else(String::new, |a| match a.get_long() {
            Some(long) => format!("--{long}: "),
            None => String::new(),
        });
        let text = value.to_str().ok_or_else(|| {
            clap::Error::raw(
                clap::error::ErrorKind::InvalidUtf8,
                format!("{option}the value is not UTF-8 text\n"),
            )
            .with_cmd(cmd)
        })?;
        text.parse::<T>().map_err(|e| {
            clap::Error::raw(
                clap::error::ErrorKind::ValueValidation,
                format!("{option}{e}\n"),
            )
            .with_cmd(cmd)
        })
    }
}

/// The value parser of game specifications.
pub fn spec_parser() -> Quiet<GameSpec> {
    Quiet(std::marker::PhantomData)
}

/// The value parser of agent specifications.
pub fn agent_parser() -> Quiet<crate::agents::AgentSpec> {
    Quiet(std::marker::PhantomData)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn studio_arguments() {
        let cli = Cli::try_parse_from([
            "ludoscope",
            "studio",
            "--panel",
            "board",
            "--size",
            "800x600",
            "--screenshot",
            "a.png",
        ])
        .unwrap();
        let Some(Command::Studio(args)) = cli.command else {
            panic!("not the studio")
        };
        assert_eq!(args.size, Some((800, 600)));
        assert_eq!(args.panel.as_deref(), Some("board"));
        assert!(Cli::try_parse_from(["ludoscope", "studio", "--panel", "chess"]).is_err());
        assert!(Cli::try_parse_from(["ludoscope", "studio", "--size", "80x60"]).is_err());
        assert!(Cli::try_parse_from(["ludoscope", "studio", "--size", "wide"]).is_err());
        let cli = Cli::try_parse_from([
            "ludoscope",
            "studio",
            "--ui-report",
            "r.json",
            "--presentation",
            "--zoom",
            "1.5",
            "--lang",
            "fr",
            "--theme",
            "light",
        ])
        .unwrap();
        let Some(Command::Studio(args)) = cli.command else {
            panic!("not the studio")
        };
        assert_eq!(args.ui_report, Some(PathBuf::from("r.json")));
        assert!(args.presentation);
        assert_eq!(args.zoom, Some(1.5));
        assert_eq!(args.lang.as_deref(), Some("fr"));
        assert_eq!(args.theme.as_deref(), Some("light"));
        let cli = Cli::try_parse_from([
            "ludoscope",
            "studio",
            "--game",
            "KuhnPoker(players: 3)",
            "--panel",
            "infosets",
            "--run",
        ])
        .unwrap();
        let Some(Command::Studio(args)) = cli.command else {
            panic!("not the studio")
        };
        assert_eq!(args.game, Some(GameSpec::KuhnPoker { players: 3 }));
        assert!(args.run);
        assert!(!args.presentation);
        let chess = Cli::try_parse_from(["ludoscope", "studio", "--game", "Chess"]).unwrap_err();
        assert!(chess.to_string().contains("Chess"), "{chess}");
        for bad in [
            ["--zoom", "3"],
            ["--zoom", "big"],
            ["--lang", "de"],
            ["--theme", "blue"],
        ] {
            let mut words = vec!["ludoscope", "studio"];
            words.extend(bad);
            assert!(Cli::try_parse_from(words).is_err(), "{bad:?}");
        }
        assert!(
            Cli::try_parse_from(["ludoscope"])
                .unwrap()
                .command
                .is_none()
        );
    }
}

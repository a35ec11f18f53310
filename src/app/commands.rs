//! What a user can ask of the studio, as plain data. Panels and keys emit
//! [`Command`]s while drawing; [`apply`] carries them out afterwards, in one place,
//! without egui (so it is unit-tested here).

use super::i18n::Language;
use super::session::PlayOutcome;
use super::settings::{Panel, Seat, Theme};
use super::studio::{Draft, Studio};
use super::tournament::model::TournamentCommand;
use crate::engine::{GameSpec, Viewer};
use std::path::PathBuf;

/// One request from the interface.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start the game set up in the picker.
    NewGame,
    /// Change the game being set up in the picker.
    SetDraft(Draft),
    SetSeat(usize, Seat),
    /// A human's move in notation, for the player to move at the cursor.
    Play(String),
    /// An agent's move, computed for position `generation`.
    AgentMoved {
        generation: u64,
        text: String,
    },
    GoTo(usize),
    First,
    Back,
    Forward,
    Last,
    Undo,
    Redo,
    ViewAs(Viewer),
    SetLanguage(Language),
    SetTheme(Theme),
    SetHints(bool),
    SetCoordinates(bool),
    SetFlip(bool),
    ShowPanel(Panel),
    /// Pause the agents (the shell also makes a thinking agent move at once).
    Stop,
    Resume,
    ConfirmDiscard,
    CancelDiscard,
    /// Load the autosaved game offered at start-up, or forget it.
    ResumeAutosave,
    DropAutosave,
    DismissMessage,
    /// Open a replay, or a trace file (shown in the search inspector).
    Open(PathBuf),
    Save(PathBuf),
    /// A request to the attractor inspector.
    Attractors(crate::app::attractors::Request),
    /// A request of the tournament panel.
    Tournament(TournamentCommand),
    /// A request of the search inspector.
    Inspect(super::inspector::Action),
}

/// Whether the file at `path` reads as an arena (seed 003's graphs written by
/// hand: `initial:` and `nodes:`, no replay's `format:`), which Open starts as a
/// new game rather than reading as a replay.
fn is_arena_file(path: &std::path::Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(65_536).read_to_end(&mut head));
    read.is_ok() && {
        let text = String::from_utf8_lossy(&head);
        text.contains("initial:") && text.contains("nodes:") && !text.contains("format:")
    }
}

/// Carries out `cmd`. Errors become `studio.message`; nothing here panics.
pub fn apply(studio: &mut Studio, cmd: Command) {
    let before = (studio.session.len(), studio.session.cursor());
    match cmd {
        Command::NewGame => {
            let spec = studio.draft.spec.clone();
            if let Err(e) = studio.start(&spec) {
                studio.message = Some(e);
            }
        }
        Command::SetDraft(draft) => studio.draft = draft,
        Command::SetSeat(p, seat) => {
            studio.settings.set_seat(p, seat);
            studio.generation += 1;
        }
        Command::Play(text) => {
            // A human move resumes paused agents.
            if play(studio, &text, false) == Some(PlayOutcome::Played) {
                studio.paused = false;
            }
        }
        Command::AgentMoved { generation, text } => {
            if generation == studio.generation && studio.session.cursor() == studio.session.len() {
                play(studio, &text, false);
            }
        }
        Command::GoTo(k) => studio.session.set_cursor(k),
        Command::First => studio.session.set_cursor(0),
        Command::Back => {
            let k = studio.session.cursor().saturating_sub(1);
            studio.session.set_cursor(k);
        }
        Command::Forward => {
            let k = studio.session.cursor() + 1;
            studio.session.set_cursor(k);
        }
        Command::Last => {
            let k = studio.session.len();
            studio.session.set_cursor(k);
        }
        Command::Undo => undo(studio),
        Command::Redo => redo(studio),
        Command::ViewAs(v) => studio.viewer = v,
        Command::SetLanguage(l) => studio.settings.language = l,
        Command::SetTheme(t) => studio.settings.theme = t,
        Command::SetHints(b) => studio.settings.hints = b,
        Command::SetCoordinates(b) => studio.settings.coordinates = b,
        Command::SetFlip(b) => studio.settings.flip = b,
        Command::ShowPanel(p) => studio.settings.panel = p,
        Command::Stop => studio.paused = true,
        Command::Resume => {
            studio.paused = false;
            studio.generation += 1;
        }
        Command::ConfirmDiscard => {
            if let Some(text) = studio.pending.take()
                && play(studio, &text, true) == Some(PlayOutcome::Played)
            {
                studio.paused = false;
            }
        }
        Command::CancelDiscard => studio.pending = None,
        Command::ResumeAutosave => {
            if let Some(data) = studio.resume.take()
                && let Err(e) = studio.load(&data)
            {
                studio.message = Some(e);
            }
        }
        Command::DropAutosave => studio.resume = None,
        Command::DismissMessage => studio.message = None,
        Command::Open(path) if super::inspector::is_trace_file(&path) => {
            super::inspector::open_trace(studio, &path)
        }
        Command::Inspect(action) => super::inspector::apply(studio, action),
        Command::Open(path) if is_arena_file(&path) => {
            let spec = GameSpec::Arena {
                path: path.display().to_string(),
            };
            match studio.start(&spec) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Open(path) => {
            let loaded = studio.store.load(&path).and_then(|r| studio.load(&r));
            match loaded {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Tournament(c) => studio.tournament.apply(c),
        Command::Save(path) => {
            let replay = studio.replay();
            match studio.store.save(&path, &replay) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Attractors(request) => {
            let spec = studio.session.spec();
            studio.attractors.apply(request, &spec);
        }
    }
    // A solution belongs to one game: a new game drops it.
    studio.attractors.follow(&studio.session.spec());
    if (studio.session.len(), studio.session.cursor()) != before {
        studio.generation += 1;
    }
}

fn play(studio: &mut Studio, text: &str, discard: bool) -> Option<PlayOutcome> {
    match studio.session.play(text, discard) {
        Ok(outcome) => {
            if outcome == PlayOutcome::NeedsConfirm {
                studio.pending = Some(text.to_string());
            }
            Some(outcome)
        }
        Err(e) => {
            studio.message = Some(e);
            None
        }
    }
}

/// Takes back plies until a human is to move (at least one ply), so that undo
/// against an agent returns to the human's turn. With no human seat, pauses.
fn undo(studio: &mut Studio) {
    if !studio.session.undo() {
        return;
    }
    while !human_to_move(studio) && !studio.session.is_empty() && any_human(studio) {
        studio.session.undo();
    }
    if !human_to_move(studio) {
        studio.paused = true;
    }
}

/// Plays again what undo took back, up to the next human turn.
fn redo(studio: &mut Studio) {
    if !studio.session.redo() {
        return;
    }
    while !human_to_move(studio) && studio.session.can_redo() {
        studio.session.redo();
    }
}

fn human_to_move(studio: &Studio) -> bool {
    matches!(studio.seat_to_move(), Some((_, Seat::Human)))
}

fn any_human(studio: &Studio) -> bool {
    (0..studio.players()).any(|p| studio.settings.seat(p) == Seat::Human)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::AgentSpec;
    use crate::app::settings::Settings;
    use crate::app::store::{MemoryStore, ReplayData};
    use crate::engine::GameSpec;

    fn studio(spec: GameSpec, seats: Vec<Seat>) -> Studio {
        Studio::new(Settings {
            spec,
            seats,
            ..Settings::default()
        })
    }

    fn humans(spec: GameSpec) -> Studio {
        studio(spec, vec![Seat::Human, Seat::Human])
    }

    fn moves(s: &Studio) -> Vec<String> {
        (0..s.session.len())
            .map(|k| s.session.ply_text(k))
            .collect()
    }

    #[test]
    fn moves_navigation_and_branching() {
        let mut s = humans(GameSpec::TicTacToe);
        for m in ["5", "1", "9"] {
            apply(&mut s, Command::Play(m.into()));
        }
        assert_eq!(moves(&s), ["5", "1", "9"]);
        apply(&mut s, Command::Back);
        apply(&mut s, Command::Back);
        assert_eq!(s.session.cursor(), 1);
        apply(&mut s, Command::Play("2".into()));
        assert_eq!(s.pending.as_deref(), Some("2"));
        apply(&mut s, Command::CancelDiscard);
        assert_eq!(moves(&s), ["5", "1", "9"]);
        apply(&mut s, Command::Play("2".into()));
        apply(&mut s, Command::ConfirmDiscard);
        assert_eq!(moves(&s), ["5", "2"]);
        apply(&mut s, Command::First);
        assert_eq!(s.session.cursor(), 0);
        apply(&mut s, Command::Last);
        assert_eq!(s.session.cursor(), 2);
        apply(&mut s, Command::Play("99".into()));
        assert!(s.message.as_deref().unwrap_or("").contains("out of range"));
        apply(&mut s, Command::DismissMessage);
        assert!(s.message.is_none());
    }

    #[test]
    fn undo_against_an_agent_returns_to_the_human() {
        let mut s = studio(
            GameSpec::TicTacToe,
            vec![Seat::Human, Seat::Agent(AgentSpec::Random)],
        );
        apply(&mut s, Command::Play("5".into()));
        let (generation, job) = s.agent_request().expect("the agent is to move");
        let text = job(&Default::default()).expect("an answer");
        apply(
            &mut s,
            Command::AgentMoved {
                generation: generation + 7,
                text: text.clone(),
            },
        );
        assert_eq!(s.session.len(), 1, "a stale answer is dropped");
        let generation = s.generation;
        apply(&mut s, Command::AgentMoved { generation, text });
        assert_eq!(s.session.len(), 2);
        apply(&mut s, Command::Undo);
        assert_eq!(s.session.len(), 0);
        apply(&mut s, Command::Redo);
        assert_eq!(s.session.len(), 2);
    }

    #[test]
    fn stop_pauses_the_agents_and_new_game_validates_the_draft() {
        let mut s = studio(GameSpec::TicTacToe, vec![Seat::Agent(AgentSpec::Random); 2]);
        assert!(s.agent_request().is_some());
        apply(&mut s, Command::Stop);
        assert!(s.agent_request().is_none());
        apply(&mut s, Command::Resume);
        assert!(s.agent_request().is_some());
        let bad = Draft::new(GameSpec::ConnectFour { rows: 3, cols: 7 });
        apply(&mut s, Command::SetDraft(bad));
        apply(&mut s, Command::NewGame);
        assert!(s.message.is_some());
        assert_eq!(s.session.spec(), GameSpec::TicTacToe);
        apply(
            &mut s,
            Command::SetDraft(Draft::new(GameSpec::Nim { heaps: vec![2, 2] })),
        );
        apply(&mut s, Command::NewGame);
        assert_eq!(s.session.spec(), GameSpec::Nim { heaps: vec![2, 2] });
        assert_eq!(s.settings.spec, s.session.spec());
    }

    #[test]
    fn opening_an_arena_file_starts_a_game_on_it_and_a_broken_one_says_why() {
        let mut s = humans(GameSpec::TicTacToe);
        let path = PathBuf::from("assets/arenas/seed-003-alpha-beta.ron");
        apply(&mut s, Command::Open(path.clone()));
        assert_eq!(s.message, None);
        assert_eq!(
            s.session.spec(),
            GameSpec::Arena {
                path: path.display().to_string()
            }
        );
        assert_eq!(s.settings.recent.first(), Some(&path));
        let dir = std::env::temp_dir().join(format!("ludoscope-arena-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let broken = dir.join("broken.ron");
        std::fs::write(
            &broken,
            "(initial: \"R\", nodes: [(name: \"R\", owner: 0, edges: [\"X\"])])",
        )
        .expect("write");
        apply(&mut s, Command::Open(broken));
        let message = s.message.take().unwrap_or_default();
        assert!(message.contains("X"), "names the unknown node: {message}");
        assert_eq!(
            s.session.spec(),
            GameSpec::Arena {
                path: path.display().to_string()
            }
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn save_and_open_go_through_the_store() {
        let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
        s.store = Box::new(MemoryStore::default());
        for m in ["4", "4", "3"] {
            apply(&mut s, Command::Play(m.into()));
        }
        apply(&mut s, Command::Save("a.ron".into()));
        apply(&mut s, Command::NewGame);
        assert_eq!(s.session.len(), 0);
        apply(&mut s, Command::Open("a.ron".into()));
        assert_eq!(moves(&s), ["4", "4", "3"]);
        assert_eq!(
            s.settings.recent,
            [PathBuf::from("a.ron")],
            "saved and opened: listed once"
        );
        apply(&mut s, Command::Open("missing.ron".into()));
        assert!(s.message.as_deref().unwrap_or("").contains("missing.ron"));
        assert_eq!(
            s.settings.recent.len(),
            1,
            "a failed open is not remembered"
        );
        assert_eq!(moves(&s), ["4", "4", "3"], "a failed open changes nothing");
    }

    #[test]
    fn the_autosaved_game_resumes_or_is_dropped() {
        let data = ReplayData {
            spec: GameSpec::TicTacToe,
            moves: vec!["5".into(), "1".into()],
        };
        let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
        s.resume = Some(data.clone());
        apply(&mut s, Command::ResumeAutosave);
        assert_eq!(s.resume, None);
        assert_eq!(
            (s.session.spec(), moves(&s)),
            (GameSpec::TicTacToe, vec!["5".to_string(), "1".into()])
        );
        s.resume = Some(data);
        apply(&mut s, Command::DropAutosave);
        assert_eq!((s.resume.clone(), s.session.len()), (None, 2));
    }

    #[test]
    fn a_match_survives_the_ron_store() {
        use crate::app::store::{data_of, file_of};
        let data = ReplayData {
            spec: GameSpec::Goofspiel {
                cards: 3,
                signal: crate::engine::GoofspielSignal::WinnerOnly,
            },
            moves: vec!["prize:2".into(), "3+1".into(), "prize:3".into()],
        };
        let file = file_of(&data).unwrap();
        let back = crate::replay::validate(file).unwrap();
        assert_eq!(data_of(back.game.as_ref()), data);
        assert_eq!(back.game.ply_count(), 3);
        // The studio loads it too, simultaneous bids included.
        let mut s = humans(GameSpec::TicTacToe);
        s.load(&data).unwrap();
        assert_eq!(moves(&s), ["prize:2", "3+1", "prize:3"]);
        let bad = ReplayData {
            moves: vec!["prize:2".into(), "3".into()],
            ..data
        };
        assert!(file_of(&bad).unwrap_err().contains("ply 2"));
    }
}

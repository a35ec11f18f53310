//! What the studio remembers between runs (eframe persistence, key [`Settings::KEY`]):
//! theme, language, the last game and the seats New game starts with, display
//! toggles, the open panel, presentation mode and the two zooms (everyday and
//! presentation, [`super::presentation`]), the tournament panel's settings, the
//! file chooser (the system's or the built-in one). Seats are the
//! replay's ([`Seat`]: a person, perhaps named, or an agent with its settings).
//! The window size is persisted by eframe itself. Nothing of the match in progress
//! lives here: that is [`super::studio::Studio`].

use super::i18n::Language;
use super::presentation::{NORMAL, PRESENTING, ZoomStep};
use super::tournament::model::Setup;
use crate::agents::AgentSpec;
use crate::games::GameSpec;
use crate::replay::Seat;
use serde::{Deserialize, Serialize};

/// Dark or light widgets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    #[default]
    Dark,
    Light,
}

pub use super::contract::Panel;

/// Which file chooser the studio uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChooserKind {
    /// The system's dialog (rfd), falling back on the built-in one when none
    /// can be shown.
    #[default]
    System,
    /// The studio's own chooser, always.
    BuiltIn,
}

/// The persisted settings. `#[serde(default)]`: a file from an older version, with
/// fields missing, still loads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: Theme,
    pub language: Language,
    /// The game that New game starts.
    pub spec: GameSpec,
    /// The seats New game starts with, one per player of `spec` (padded with
    /// people when short). Named `players` as in a replay file; an older file's
    /// `seats`, written in another form, is ignored.
    pub players: Vec<Seat>,
    pub hints: bool,
    pub coordinates: bool,
    pub flip: bool,
    pub panel: Panel,
    /// The least time an agent takes per move, so agent games can be watched.
    pub agent_delay_ms: u64,
    /// The seed of the agents' random generators (each ply derives its own).
    pub seed: u64,
    /// Replays opened or saved lately, the latest first.
    pub recent: Vec<std::path::PathBuf>,
    /// The tournament panel's settings, as last edited (none before the first).
    pub tournament: Option<Setup>,
    /// Presentation mode: side panels folded away, [`Settings::presentation_zoom`].
    pub presentation: bool,
    /// The interface's zoom outside presentation (egui's zoom factor).
    pub zoom: f32,
    /// The interface's zoom in presentation.
    pub presentation_zoom: f32,
    /// In presentation mode, whether the toolbars are open (folded to a thin
    /// strip when entering it: T or the strip's button opens them).
    pub toolbars: bool,
    /// The file chooser (set to the built-in one when the system's failed).
    pub file_chooser: ChooserKind,
}

impl Settings {
    /// The eframe storage key.
    pub const KEY: &'static str = "ludoscope-settings";

    /// The most recent files kept.
    pub const RECENT: usize = 8;

    /// Puts `path` first among the recent files.
    pub fn remember(&mut self, path: &std::path::Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(Self::RECENT);
    }

    /// Remembers `seat` as player `p`'s seat for the next games.
    pub fn set_seat(&mut self, p: usize, seat: Seat) {
        if self.players.len() <= p {
            self.players.resize(p + 1, Seat::Human { name: None });
        }
        self.players[p] = seat;
    }

    /// Whether the toolbars are drawn: always outside presentation mode, in
    /// it only once opened.
    pub fn toolbars_shown(&self) -> bool {
        !self.presentation || self.toolbars
    }

    /// The zoom the window is drawn at now (the mode's, brought into its range).
    pub fn zoom_factor(&self) -> f32 {
        if self.presentation {
            PRESENTING.clamp(self.presentation_zoom)
        } else {
            NORMAL.clamp(self.zoom)
        }
    }

    /// Changes the zoom of the mode the window is in.
    pub fn step_zoom(&mut self, step: ZoomStep) {
        if self.presentation {
            self.presentation_zoom = PRESENTING.after(self.presentation_zoom, step);
        } else {
            self.zoom = NORMAL.after(self.zoom, step);
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::Dark,
            language: Language::English,
            spec: GameSpec::ConnectFour { rows: 6, cols: 7 },
            players: vec![Seat::Human { name: None }, Seat::Agent(AgentSpec::Random)],
            hints: true,
            coordinates: true,
            flip: false,
            panel: Panel::Board,
            agent_delay_ms: 300,
            seed: 0,
            recent: Vec::new(),
            tournament: None,
            presentation: false,
            zoom: NORMAL.default,
            presentation_zoom: PRESENTING.default,
            toolbars: false,
            file_chooser: ChooserKind::System,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_tolerate_missing_fields() {
        let mut s = Settings {
            language: Language::French,
            ..Settings::default()
        };
        s.set_seat(3, Seat::Agent(AgentSpec::Random));
        let text = ron::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), s);
        let partial: Settings = ron::from_str("(theme: Light)").unwrap();
        assert_eq!(partial.theme, Theme::Light);
        assert_eq!(partial.spec, Settings::default().spec);
        assert_eq!(partial.players, Settings::default().players);
        // An older file, its seats written as `Human`, keeps its other settings.
        let old: Settings = ron::from_str("(language: French, seats: [Human, Agent(Random)])")
            .expect("the old seats are ignored");
        assert_eq!(old.language, Language::French);
        assert_eq!(partial.tournament, None);
        assert_eq!(partial.file_chooser, ChooserKind::System);
        let chooser: Settings = ron::from_str("(file_chooser: BuiltIn)").unwrap();
        assert_eq!(chooser.file_chooser, ChooserKind::BuiltIn);
    }

    #[test]
    fn the_tournament_setup_is_remembered() {
        use crate::app::tournament::model::Mode;
        let setup = Setup {
            spec: "Nim(heaps: [3, 4])".into(),
            agents: vec![AgentSpec::Random, AgentSpec::Mcts { iterations: 300 }],
            mode: Mode::Match,
            games: 7,
            seed: 11,
            swap: false,
            typed: "Level(2)".into(),
        };
        let s = Settings {
            tournament: Some(setup.clone()),
            ..Settings::default()
        };
        let back: Settings = ron::from_str(&ron::to_string(&s).unwrap()).unwrap();
        // What is being typed is not kept.
        let kept = Setup {
            typed: String::new(),
            ..setup
        };
        assert_eq!(back.tournament.as_ref(), Some(&kept));
        // An older file with fewer fields still loads, the rest defaulted.
        let partial: Settings = ron::from_str("(tournament: Some((games: 5)))").unwrap();
        let t = partial.tournament.unwrap();
        assert_eq!((t.games, &t.agents), (5, &Setup::default().agents));
    }

    #[test]
    fn presentation_and_zooms_are_remembered_apart() {
        let mut s = Settings::default();
        assert_eq!(s.zoom_factor(), 1.0);
        s.step_zoom(ZoomStep::In);
        s.presentation = true;
        assert_eq!(s.zoom_factor(), 1.5, "presentation has its own zoom");
        s.step_zoom(ZoomStep::Out);
        s.step_zoom(ZoomStep::Out);
        s.step_zoom(ZoomStep::Out);
        assert_eq!(s.zoom_factor(), 1.25, "never under 1.25 in presentation");
        let back: Settings = ron::from_str(&ron::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        assert!(back.presentation);
        assert_eq!((back.zoom, back.presentation_zoom), (1.125, 1.25));
        s.presentation = false;
        assert_eq!(s.zoom_factor(), 1.125, "the everyday zoom is kept");
        // A file from before presentation mode, or with a zoom out of range.
        let old: Settings = ron::from_str("(theme: Light)").unwrap();
        assert!(!old.presentation);
        assert_eq!(old.zoom_factor(), 1.0);
        let wild: Settings = ron::from_str("(presentation: true, presentation_zoom: 7.0)").unwrap();
        assert_eq!(wild.zoom_factor(), 2.0);
    }

    #[test]
    fn panels_parse() {
        assert_eq!(Panel::parse("Inspector"), Ok(Panel::Inspector));
        assert_eq!(Panel::parse("mcts"), Ok(Panel::Mcts));
        assert!(Panel::parse("chess").unwrap_err().contains("chess"));
    }

    #[test]
    fn recent_files_keep_the_latest_first() {
        let mut s = Settings::default();
        for k in 0..10 {
            s.remember(std::path::Path::new(&format!("{k}.ron")));
        }
        assert_eq!(s.recent.len(), Settings::RECENT);
        assert_eq!(s.recent[0], std::path::PathBuf::from("9.ron"));
        s.remember(std::path::Path::new("5.ron"));
        assert_eq!(s.recent[0], std::path::PathBuf::from("5.ron"));
        assert_eq!(s.recent.iter().filter(|p| p.ends_with("5.ron")).count(), 1);
    }
}

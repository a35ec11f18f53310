//! The studio's domain state, apart from any drawing: the settings, the session
//! (whichever game is loaded, with its line of play), the viewer, the game being
//! set up in the picker, a move waiting for confirmation, the message to show.
//! Panels read it; [`super::commands::apply`] is the only writer.

use super::seat_agents::Thinking;
use super::session::{AnySession, new_session};
use super::settings::{Seat, Settings};
use super::store::{ReplayData, ReplayStore, RonFiles};
use super::tournament::model::Tournament;
use super::worker::Job;
use crate::agents::tournament::derive_seed;
use crate::engine::Viewer;
use crate::games::{AnyGame, GameSpec};

/// The game being set up in the picker before New game.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub spec: GameSpec,
    /// The parameters as typed, kept as text so that a half-typed value is not
    /// lost: Nim's heaps, or the specification in RON for the other games.
    pub heaps_text: String,
}

impl Draft {
    pub fn new(spec: GameSpec) -> Self {
        let heaps_text = match &spec {
            GameSpec::Nim { heaps } => heaps
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            other => other.to_string(),
        };
        Draft { spec, heaps_text }
    }
}

/// Everything the studio knows, apart from the worker and the window.
pub struct Studio {
    pub settings: Settings,
    pub session: Box<dyn AnySession>,
    pub viewer: Viewer,
    pub draft: Draft,
    /// A move from a past position waiting for "discard the rest of the line?".
    pub pending: Option<String>,
    /// An error to show in a dialog.
    pub message: Option<String>,
    /// Agents do not move while paused (after Stop).
    pub paused: bool,
    /// Changes whenever the line or the cursor changes, so that an agent's answer
    /// computed for another position is dropped.
    pub generation: u64,
    pub store: Box<dyn ReplayStore>,
    /// A game left in progress, offered at start-up.
    pub resume: Option<ReplayData>,
    /// The attractor inspector: its solve and solution of the current game.
    pub attractors: super::attractors::Inspector,
    /// The tournament panel's settings and run.
    pub tournament: Tournament,
    /// What the agent thinking now reports (nodes, note); new for each move.
    pub thinking: std::sync::Arc<Thinking>,
    /// The line's evaluation ply by ply, computed in the background.
    pub evals: super::evals::Evaluations,
    /// The search inspector's state.
    pub inspector: super::inspector::Inspector,
}

impl Studio {
    /// The studio on `settings`, with a new game of the remembered game (or the
    /// default game when the remembered one is no longer valid).
    pub fn new(settings: Settings) -> Studio {
        let (game, spec) = match AnyGame::from_spec(&settings.spec) {
            Ok(g) => (g, settings.spec.clone()),
            Err(_) => {
                let spec = Settings::default().spec;
                let game = AnyGame::from_spec(&spec).unwrap_or_else(|_| fallback());
                (game, spec)
            }
        };
        let mut settings = settings;
        settings.spec = spec.clone();
        Studio {
            session: new_session(&game),
            viewer: Viewer::Everyone,
            draft: Draft::new(spec.clone()),
            pending: None,
            message: None,
            paused: false,
            generation: 0,
            store: Box::new(RonFiles),
            resume: None,
            attractors: Default::default(),
            tournament: match &settings.tournament {
                Some(setup) => Tournament::with_setup(setup.clone()),
                None => Tournament::new(&spec),
            },
            thinking: Default::default(),
            evals: Default::default(),
            inspector: Default::default(),
            settings,
        }
    }

    /// The number of players of the loaded game.
    pub fn players(&self) -> usize {
        self.session.info().players
    }

    /// Who plays the player to move at the cursor, if one player is to move.
    pub fn seat_to_move(&self) -> Option<(usize, Seat)> {
        let p = self.session.to_move()?;
        Some((p, self.settings.seat(p)))
    }

    /// Plays chance's move when chance acts at the end of the line (drawn from the
    /// settings' seed and the ply); true if it did.
    pub fn chance_step(&mut self) -> bool {
        if self.paused || self.pending.is_some() {
            return false;
        }
        let seed = mix(self.settings.seed ^ 0xC4A4_CE00, self.session.len() as u64);
        let Some(text) = self.session.chance_move(seed) else {
            return false;
        };
        let played = self.session.play(&text, false).is_ok();
        if played {
            self.generation += 1;
        }
        played
    }

    /// Whether a click on the board may play a move now.
    pub fn board_clickable(&self) -> bool {
        self.pending.is_none() && matches!(self.seat_to_move(), Some((_, Seat::Human)))
    }

    /// The agent whose move is awaited at the end of the line, as a job for the
    /// worker, with the generation its answer belongs to. Seat `p`'s agent is
    /// seeded as the tournament runner seeds seat `p` of game 0 (so an agents'
    /// game here is that game) and kept across moves by the session.
    pub fn agent_request(&mut self) -> Option<(u64, Job)> {
        if self.paused || self.pending.is_some() || self.session.cursor() != self.session.len() {
            return None;
        }
        let (p, Seat::Agent(agent)) = self.seat_to_move()? else {
            return None;
        };
        let seed = derive_seed(self.settings.seed, 0, Some(p));
        let thinking = std::sync::Arc::new(Thinking::default());
        let job = self.session.agent_job(
            p,
            &agent,
            seed,
            self.settings.agent_delay_ms,
            thinking.clone(),
        )?;
        self.thinking = thinking;
        Some((self.generation, job))
    }

    /// Replaces the match with a new game of `spec`.
    pub fn start(&mut self, spec: &GameSpec) -> Result<(), String> {
        let game = AnyGame::from_spec(spec).map_err(|e| e.to_string())?;
        self.session = new_session(&game);
        self.settings.spec = spec.clone();
        self.draft = Draft::new(spec.clone());
        if let Viewer::Player(p) = self.viewer
            && p >= self.players()
        {
            self.viewer = Viewer::Everyone;
        }
        self.pending = None;
        self.paused = false;
        self.generation += 1;
        Ok(())
    }

    /// The match as a replay.
    pub fn replay(&self) -> ReplayData {
        ReplayData {
            spec: self.session.spec(),
            moves: (0..self.session.len())
                .map(|k| self.session.ply_text(k))
                .collect(),
        }
    }

    /// Loads a replay: every move goes through the engine; the first bad one is
    /// reported by its ply number and nothing changes.
    pub fn load(&mut self, replay: &ReplayData) -> Result<(), String> {
        let game = AnyGame::from_spec(&replay.spec).map_err(|e| e.to_string())?;
        let mut session = new_session(&game);
        for (k, text) in replay.moves.iter().enumerate() {
            // A joint action's moves (`3+1`) are chosen one after another.
            for part in text.split('+') {
                session
                    .play(part, false)
                    .map_err(|e| format!("bad move at ply {}: {e}", k + 1))?;
            }
        }
        let spec = replay.spec.clone();
        self.start(&spec)?;
        self.session = session;
        self.paused = true;
        Ok(())
    }
}

/// Tic-tac-toe, which cannot fail to build.
fn fallback() -> AnyGame {
    AnyGame::TicTacToe(crate::games::TicTacToe)
}

/// A seed for ply `k` from the settings' seed (splitmix64).
pub fn mix(seed: u64, k: u64) -> u64 {
    let mut z = seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

//! The studio's domain state, apart from any drawing: the settings, the open
//! document (the game, built once from its spec, and the session: its typed line
//! of play with the replay's other fields), the viewer, the game being set up in
//! the picker, a move waiting for confirmation, the message to show. Panels read
//! it; [`super::commands::apply`] is the only writer. The panels' fields come
//! from their entries in [`super::registry`]; [`Studio::models`] lists them
//! with the shared models (the panel contract, [`super::contract`]).

use super::contract::{Doc, Panel, PanelModel, Raised, panel_doc};
use super::move_ref::MoveRef;
use super::seat_agents::Thinking;
use super::session::{
    AnySession, line_session, new_session, open_session, seats_for, setup_session,
};
use super::settings::Settings;
use super::store::{ReplayStore, RonFiles};
use super::task::Waker;
use super::worker::Job;
use crate::agents::tournament::derive_seed;
use crate::engine::{Game, Viewer};
use crate::games::{AnyGame, GameSpec};
use crate::replay::{ReplayFile, Seat};
use crate::with_game;

/// The game being set up in the picker before New game.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub spec: GameSpec,
    /// The parameters as typed, kept as text so that a half-typed value is not
    /// lost: Nim's heaps, a tree's leaves in bracket notation, or the
    /// specification in RON for the other games.
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
            GameSpec::Tree { leaves } => leaves.clone(),
            other => other.to_string(),
        };
        Draft { spec, heaps_text }
    }
}

/// A game lost by a fault of one seat's agent, after `ply` plies.
#[derive(Clone, Debug, PartialEq)]
pub struct Forfeit {
    pub ply: usize,
    pub player: crate::engine::Player,
    /// What happened, naming the seat (and the program's last stderr lines).
    pub reason: String,
}

/// Makes [`Studio`] (the document, the shared models, then a field per
/// registered panel) and [`Studio::new`] from the registry's entries.
macro_rules! studio {
    ($($field:ident: $model:ty {
        start: $start:expr,
        tab: $tab:ident, key: $key:literal, name: $name:ident, wide: $wide:literal, arrows: $arrows:literal,
        intent: $variant:ident($intent:ty),
        run: $run:expr,
        view: $view:expr,
    },)*) => {
        /// Everything the studio knows, apart from the worker and the window.
        pub struct Studio {
            pub settings: Settings,
            /// The open document's game, built once from its spec (an arena's file is
            /// read once): what the attractor solve and the inspector's search run on.
            pub game: AnyGame,
            /// The open document: the game's typed line, the cursor, the seats, notes
            /// and annotations.
            pub session: Box<dyn AnySession>,
            pub viewer: Viewer,
            pub draft: Draft,
            /// A move from a past position waiting for "discard the rest of the line?".
            pub pending: Option<MoveRef>,
            /// An error to show in a dialog.
            pub message: Option<String>,
            /// Agents do not move while paused (after Stop).
            pub paused: bool,
            /// The seat that lost the game at the end of the line by a fault of its
            /// agent (a program that crashed, hung, wrote garbage or chose an illegal
            /// move: seed 002, an illegal move loses); see [`Studio::lost_by_forfeit`].
            pub forfeit: Option<Forfeit>,
            /// Changes whenever the line or the cursor changes, so that an agent's answer
            /// computed for another position is dropped.
            pub generation: u64,
            pub store: Box<dyn ReplayStore>,
            /// A game left in progress, offered at start-up.
            pub resume: Option<ReplayFile>,
            /// The tree views' pictures: the files chosen, the job writing them.
            pub tree_pictures: super::tree_view::pictures::TreePictures,
            /// What the agent thinking now reports (nodes, note); new for each move.
            pub thinking: std::sync::Arc<Thinking>,
            /// The line's evaluation ply by ply, computed in the background.
            pub evals: super::evals::Evaluations,
            /// The board editor, while a position is being set up.
            pub setup: Option<super::board::setup::SetupEditor>,
            /// The file chooser: the built-in one while open, the system's awaited.
            pub chooser: super::file_chooser::FileChooser,
            /// The layout of the open arena's graph (the board and the Attractors
            /// panel draw it).
            pub graph: super::graph_view::GraphModel,
            $(
                #[doc = concat!("The `", $key, "` panel's model.")]
                pub $field: $model,
            )*
        }

        impl Studio {
            /// The studio on `settings`, with a new game of the remembered game (or the
            /// default game when the remembered one is no longer valid).
            pub fn new(settings: Settings) -> Studio {
                let (game, spec) = match build(&settings.spec) {
                    Ok(g) => (g, settings.spec.clone()),
                    Err(_) => {
                        let spec = Settings::default().spec;
                        let game = build(&spec).unwrap_or_else(|_| fallback());
                        (game, spec)
                    }
                };
                let mut settings = settings;
                settings.spec = spec.clone();
                let mut studio = Studio {
                    session: new_session(&game),
                    game,
                    viewer: Viewer::Everyone,
                    draft: Draft::new(spec.clone()),
                    pending: None,
                    message: None,
                    paused: false,
                    forfeit: None,
                    generation: 0,
                    store: Box::new(RonFiles),
                    resume: None,
                    tree_pictures: Default::default(),
                    thinking: Default::default(),
                    evals: Default::default(),
                    setup: None,
                    chooser: Default::default(),
                    graph: Default::default(),
                    $($field: start_with($start, &settings, &spec),)*
                    settings,
                };
                studio.seat_new_game();
                studio
            }
        }

        impl Studio {
            /// Every panel's model beside the document they see: the one list
            /// the shell and the dispatcher go over (the shared models by
            /// hand, then the registry's panels).
            pub fn models(&mut self) -> (Doc<'_>, Vec<&mut dyn PanelModel>) {
                let mut models: Vec<&mut dyn PanelModel> =
                    vec![&mut self.graph, &mut self.tree_pictures, &mut self.evals];
                $(models.push(&mut self.$field);)*
                (panel_doc!(self), models)
            }
        }
    };
}
super::registry::for_each_panel!(studio);

/// A panel's model, made by its registry entry's `start`.
fn start_with<M>(
    start: impl FnOnce(&Settings, &GameSpec) -> M,
    settings: &Settings,
    spec: &GameSpec,
) -> M {
    start(settings, spec)
}

impl Studio {
    /// The remembered seats on the new game.
    fn seat_new_game(&mut self) {
        let seats = seats_for(&self.settings.players, self.players());
        self.session.header_mut().seats = seats;
    }

    /// The number of players of the loaded game.
    pub fn players(&self) -> usize {
        self.session.info().players
    }

    /// Who plays seat `p` of the open game.
    pub fn seat(&self, p: usize) -> Seat {
        self.session.header().seat(p)
    }

    /// Who plays the player to move at the cursor, if one player is to move.
    pub fn seat_to_move(&self) -> Option<(usize, Seat)> {
        let p = self.session.to_move()?;
        Some((p, self.seat(p)))
    }

    /// Plays chance's move when chance acts at the end of the line (drawn from the
    /// settings' seed and the ply); true if it did.
    pub fn chance_step(&mut self) -> bool {
        if self.paused || self.pending.is_some() {
            return false;
        }
        let seed = mix(self.settings.seed ^ 0xC4A4_CE00, self.session.len() as u64);
        let Some(mv) = self.session.chance_move(seed) else {
            return false;
        };
        let played = self.session.play(mv, false).is_ok();
        if played {
            self.generation += 1;
        }
        played
    }

    /// Whether a click on the board may play a move now.
    pub fn board_clickable(&self) -> bool {
        self.pending.is_none()
            && self.drawn_by_rule().is_none()
            && self.lost_by_forfeit().is_none()
            && matches!(self.seat_to_move(), Some((_, Seat::Human { .. })))
    }

    /// The game's draw limit when the position at the cursor is a draw by the
    /// draw rule: still going after that many plies ([`Game::draw_limit`], an
    /// arena's or its spec's). No move is played from there, as in `ludoscope
    /// play`.
    pub fn drawn_by_rule(&self) -> Option<u32> {
        let limit = with_game!(&self.game, g => Game::draw_limit(g))?;
        let over = self.session.cursor() >= limit as usize && !self.session.turn().is_terminal();
        over.then_some(limit)
    }

    /// The forfeit that ended the game, when the cursor is at the end of the
    /// line it ended: no move is played from there (as in `ludoscope play`,
    /// the game stops at the fault). A line that grew or shrank since (undo, a
    /// move after Resume) is no longer that game's.
    pub fn lost_by_forfeit(&self) -> Option<&Forfeit> {
        let len = self.session.len();
        self.forfeit
            .as_ref()
            .filter(|f| f.ply == len && self.session.cursor() == len)
    }

    /// The agent whose move is awaited at the end of the line, as a job for the
    /// worker, with the generation its answer belongs to. Seat `p`'s agent is
    /// seeded as the tournament runner seeds seat `p` of game 0 (so an agents'
    /// game here is that game) and kept across moves by the session.
    pub fn agent_request(&mut self) -> Option<(u64, Job)> {
        if self.paused
            || self.pending.is_some()
            || self.session.cursor() != self.session.len()
            || self.drawn_by_rule().is_some()
            || self.lost_by_forfeit().is_some()
        {
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

    /// Replaces the document with a new game of `spec` (the game built once
    /// here), seated as the settings remember.
    pub fn start(&mut self, spec: &GameSpec) -> Result<(), String> {
        let game = build(spec)?;
        self.session = new_session(&game);
        self.game = game;
        self.settings.spec = spec.clone();
        self.seat_new_game();
        self.reset(spec);
        Ok(())
    }

    /// Opens the replay `file`: its game built once, its line replayed once
    /// through the engine (the first bad ply is named and nothing changes), its
    /// seats, notes and annotations kept. Agents stay paused until Resume.
    pub fn open(&mut self, file: &ReplayFile) -> Result<(), String> {
        let game = build(&file.game)?;
        self.session = open_session(&game, file).map_err(|e| e.to_string())?;
        self.game = game;
        self.settings.spec = file.game.clone();
        self.reset(&file.game);
        self.paused = true;
        Ok(())
    }

    /// Starts a new game of `spec` at the position after `plies` (notation): a
    /// trace file's root position. The seats are the remembered ones.
    pub fn start_at(&mut self, spec: &GameSpec, plies: &[String]) -> Result<(), String> {
        let game = build(spec)?;
        self.session = line_session(&game, plies).map_err(|e| e.to_string())?;
        self.game = game;
        self.settings.spec = spec.clone();
        self.seat_new_game();
        self.reset(spec);
        self.paused = true;
        Ok(())
    }

    /// Starts a new game of the current game from the position `setup` (set up
    /// in the board editor); the seats are the remembered ones. Refused, with
    /// the rules' reason, when the game does not allow the position; then
    /// nothing changes.
    pub fn start_from_setup(&mut self, setup: &crate::engine::Setup) -> Result<(), String> {
        let spec = self.settings.spec.clone();
        self.session = setup_session(&self.game, setup).map_err(|e| e.to_string())?;
        self.seat_new_game();
        self.reset(&spec);
        self.paused = true;
        Ok(())
    }

    /// What follows a new document: the picker shows its game, the viewer is
    /// one of its players, nothing is pending.
    fn reset(&mut self, spec: &GameSpec) {
        self.draft = Draft::new(spec.clone());
        // The editor belonged to the game replaced.
        self.setup = None;
        if let Viewer::Player(p) = self.viewer
            && p >= self.players()
        {
            self.viewer = Viewer::Everyone;
        }
        self.pending = None;
        self.paused = false;
        self.forfeit = None;
        self.generation += 1;
    }

    /// Hands every panel the waker its jobs call.
    pub fn set_waker(&mut self, wake: &Waker) {
        self.models().1.into_iter().for_each(|m| m.set_waker(wake));
    }

    /// Whether any panel's background job is still working.
    pub fn busy(&mut self) -> bool {
        self.models().1.into_iter().any(|m| m.busy())
    }

    /// Tells every panel the document may have changed.
    pub fn follow(&mut self) {
        let (doc, models) = self.models();
        models.into_iter().for_each(|m| m.follow(&doc));
    }

    /// Collects what every panel's jobs brought (never waits), with what the
    /// panels ask of the document in return.
    pub fn poll(&mut self) -> Vec<Raised> {
        let (doc, models) = self.models();
        models.into_iter().flat_map(|m| m.poll(&doc)).collect()
    }

    /// Tells the panel shown in `tab` that the position of the file it read
    /// is on the board.
    pub fn opened(&mut self, tab: Panel) {
        let (doc, models) = self.models();
        for m in models.into_iter().filter(|m| m.tab() == Some(tab)) {
            m.opened(&doc);
        }
    }

    /// The document as a replay file: the whole line, seats, notes, annotations.
    /// A game lost by forfeit says so in its notes (the outcome field holds
    /// only scores the rules gave).
    pub fn replay(&self) -> ReplayFile {
        let mut file = self.session.to_file();
        if let Some(f) = self.lost_by_forfeit() {
            let said = format!("forfeit at ply {}: {}", f.ply, f.reason);
            file.notes = Some(match file.notes.take().filter(|n| !n.is_empty()) {
                Some(notes) => format!("{notes}\n{said}"),
                None => said,
            });
        }
        file
    }
}

/// The game a document's spec names, built once per document (an arena's file
/// is read here, and only here).
fn build(spec: &GameSpec) -> Result<AnyGame, String> {
    AnyGame::from_spec(spec).map_err(|e| e.to_string())
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

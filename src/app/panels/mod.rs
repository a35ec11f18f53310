//! The panels: each draws from the studio's state and pushes [`Command`]s; none
//! changes anything itself. One small module per panel.

pub mod agent_status;
pub mod arena_picker;
pub mod board;
pub mod dialogs;
pub mod eval_plot;
pub mod game;
pub mod icons;
pub mod menu;
pub mod moves;

use super::commands::Command;
use super::i18n::Language;
use super::i18n::{T, player_name};
use super::studio::Studio;
use crate::agents::AgentSpec;
use crate::engine::Viewer;
use crate::replay::Seat;

/// The seats a user can choose, in the order the menus list them. New agents
/// (heuristic levels, search with settings) are added here and in [`seat_name`].
pub fn seat_choices() -> Vec<Seat> {
    vec![
        Seat::Human { name: None },
        Seat::Agent(AgentSpec::Random),
        Seat::Agent(AgentSpec::Level(0)),
        Seat::Agent(AgentSpec::Level(1)),
        Seat::Agent(AgentSpec::Level(2)),
        Seat::Agent(AgentSpec::Level(3)),
        Seat::Agent(AgentSpec::Level(4)),
        Seat::Agent(AgentSpec::AlphaBeta { depth: 4 }),
        Seat::Agent(AgentSpec::Negamax { millis: 500 }),
        Seat::Agent(AgentSpec::Mcts { iterations: 2_000 }),
        Seat::Agent(AgentSpec::IsMcts { iterations: 2_000 }),
        Seat::Agent(AgentSpec::Perfect),
    ]
}

/// A seat's name in the interface language.
pub fn seat_name(lang: Language, seat: &Seat) -> &'static str {
    match seat {
        Seat::Human { .. } => T::Human.text(lang),
        Seat::Agent(AgentSpec::Random) => T::AgentRandom.text(lang),
        Seat::Agent(AgentSpec::IsMcts { .. }) => T::AgentIsMcts.text(lang),
        Seat::Agent(AgentSpec::Level(0)) => T::AgentLevel0.text(lang),
        Seat::Agent(AgentSpec::Level(1)) => T::AgentLevel1.text(lang),
        Seat::Agent(AgentSpec::Level(2)) => T::AgentLevel2.text(lang),
        Seat::Agent(AgentSpec::Level(3)) => T::AgentLevel3.text(lang),
        Seat::Agent(AgentSpec::Level(_)) => T::AgentLevel4.text(lang),
        Seat::Agent(AgentSpec::AlphaBeta { .. }) => T::AgentAlphaBeta.text(lang),
        Seat::Agent(AgentSpec::Negamax { .. }) => T::AgentNegamax.text(lang),
        Seat::Agent(AgentSpec::Mcts { .. }) => T::AgentMcts.text(lang),
        Seat::Agent(AgentSpec::Perfect) => T::AgentPerfect.text(lang),
    }
}

/// What the panels emit during one frame.
pub type Out = Vec<Command>;

/// The viewer's name in the interface language.
pub fn viewer_name(studio: &Studio, v: Viewer) -> String {
    let lang = studio.settings.language;
    match v {
        Viewer::Everyone => T::Everyone.text(lang).to_string(),
        Viewer::Public => T::Public.text(lang).to_string(),
        Viewer::Player(p) => player_name(lang, p),
    }
}

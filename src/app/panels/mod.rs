//! The panels: each draws from the studio's state and pushes [`Command`]s; none
//! changes anything itself. One small module per panel.

pub mod board;
pub mod dialogs;
pub mod game;
pub mod icons;
pub mod menu;
pub mod moves;

use super::commands::Command;
use super::i18n::Language;
use super::i18n::{T, player_name};
use super::settings::Seat;
use super::studio::Studio;
use crate::agents::AgentSpec;
use crate::engine::Viewer;

/// The seats a user can choose, in the order the menus list them. New agents
/// (heuristic levels, search with settings) are added here and in [`seat_name`].
pub fn seat_choices() -> Vec<Seat> {
    vec![
        Seat::Human,
        Seat::Agent(AgentSpec::Random),
        Seat::Agent(AgentSpec::IsMcts { iterations: 2_000 }),
    ]
}

/// A seat's name in the interface language.
pub fn seat_name(lang: Language, seat: &Seat) -> &'static str {
    match seat {
        Seat::Human => T::Human.text(lang),
        Seat::Agent(AgentSpec::Random) => T::AgentRandom.text(lang),
        Seat::Agent(AgentSpec::IsMcts { .. }) => T::AgentIsMcts.text(lang),
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

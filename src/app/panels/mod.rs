//! The panels: each draws from the studio's state and pushes [`Command`]s; none
//! changes anything itself. One small module per panel of the window's frame
//! (menu, game, moves, dialogs), and [`views`]: the view of each tab of the
//! central area, the one place the shell learns how a panel is drawn.

pub mod agent_status;
pub mod arena_picker;
pub mod board;
pub mod course;
pub mod dialogs;
pub mod eval_plot;
pub mod game;
pub mod icons;
pub mod menu;
pub mod moves;
pub mod views;

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
        Seat::Agent(AgentSpec::Cfr { iterations: 1_000 }),
        Seat::Agent(AgentSpec::Perfect),
        Seat::Agent(AgentSpec::External {
            command: EXAMPLE_COMMAND.into(),
            name: String::new(),
            millis: crate::agents::external::DEFAULT_MILLIS,
        }),
    ]
}

/// The command an external seat starts with: seed 002's level 3 written in
/// Python (`python/examples/seed002_levels.py`), run by the Python package's
/// protocol runner from the repository's folder; the user types their own.
pub const EXAMPLE_COMMAND: &str =
    "python3 -m ludoscope.agent python/examples/seed002_levels.py:level3";

/// A seat's name in the interface language: "Human", or the agent's kind
/// ([`agent_kind`]; its setting is edited next to it).
pub fn seat_name(lang: Language, seat: &Seat) -> &'static str {
    match seat {
        Seat::Human { .. } => T::Human.text(lang),
        Seat::Agent(agent) => agent_kind(lang, agent),
    }
}

/// An agent's kind, without its setting: "Level 3: also blocks", "Alpha-beta".
pub fn agent_kind(lang: Language, agent: &AgentSpec) -> &'static str {
    let kind = match agent {
        AgentSpec::Random => T::AgentRandom,
        AgentSpec::IsMcts { .. } => T::AgentIsMcts,
        AgentSpec::Level(0) => T::AgentLevel0,
        AgentSpec::Level(1) => T::AgentLevel1,
        AgentSpec::Level(2) => T::AgentLevel2,
        AgentSpec::Level(3) => T::AgentLevel3,
        AgentSpec::Level(_) => T::AgentLevel4,
        AgentSpec::AlphaBeta { .. } => T::AgentAlphaBeta,
        AgentSpec::Negamax { .. } => T::AgentNegamax,
        AgentSpec::Mcts { .. } => T::AgentMcts,
        AgentSpec::Cfr { .. } => T::AgentCfr,
        AgentSpec::Perfect => T::AgentPerfect,
        AgentSpec::External { .. } => T::AgentExternal,
    };
    kind.text(lang)
}

/// An agent's name wherever it is shown (pickers, tables, charts, the board):
/// its kind, then its setting: "Level 3: also blocks", "Alpha-beta, depth 4",
/// "MCTS, 2000 iterations" ("Alpha-bêta, profondeur 4" in French).
pub fn agent_name(lang: Language, agent: &AgentSpec) -> String {
    let kind = agent_kind(lang, agent);
    let setting = match *agent {
        AgentSpec::AlphaBeta { depth } => format!("{} {depth}", T::Depth.text(lang)),
        AgentSpec::Negamax { millis } => format!("{millis} {}", T::Millis.text(lang)),
        AgentSpec::Mcts { iterations }
        | AgentSpec::IsMcts { iterations }
        | AgentSpec::Cfr { iterations } => {
            format!("{iterations} {}", T::Iterations.text(lang))
        }
        AgentSpec::External {
            ref command,
            ref name,
            ..
        } => {
            let word = command.split_whitespace().next().unwrap_or_default();
            if name.is_empty() {
                word.into()
            } else {
                name.clone()
            }
        }
        AgentSpec::Random | AgentSpec::Level(_) | AgentSpec::Perfect => return kind.into(),
    };
    format!("{kind}, {setting}")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_agent_is_named_by_its_kind_then_its_setting() {
        let en = Language::English;
        let fr = Language::French;
        let alpha_beta = AgentSpec::AlphaBeta { depth: 4 };
        assert_eq!(agent_name(en, &alpha_beta), "Alpha-beta, depth 4");
        assert_eq!(agent_name(fr, &alpha_beta), "Alpha-bêta, profondeur 4");
        assert_eq!(agent_name(en, &AgentSpec::Level(3)), "Level 3: also blocks");
        assert_eq!(
            agent_name(en, &AgentSpec::Mcts { iterations: 500 }),
            "MCTS, 500 iterations"
        );
        // The picker's name (the kind) begins every full name, in both languages.
        for seat in seat_choices() {
            let Seat::Agent(agent) = &seat else { continue };
            for lang in Language::ALL {
                let name = agent_name(lang, agent);
                assert!(name.starts_with(seat_name(lang, &seat)), "{name}");
                assert!(!name.contains('('), "no RON in {name}");
            }
        }
    }
}

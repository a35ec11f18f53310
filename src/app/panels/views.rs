//! The view of each tab of the central area ([`view`]): the one place the
//! shell learns how a panel is drawn. Apart from [`super`] so that the panels,
//! which use its helpers, are not imported by it.

use super::{Out, board};
use crate::app::commands::Command;
use crate::app::contract::Panel;
use crate::app::studio::Studio;
use eframe::egui::Ui;

/// What the shell knows of the frame beyond the studio.
pub struct Frame {
    /// An agent is thinking about the board's position.
    pub thinking: bool,
}

/// A tab's view: draws from the studio and pushes commands.
pub type View = fn(&mut Ui, &Studio, &Frame, &mut Out);

/// The view of tab `panel` (a new panel adds its line here).
pub fn view(panel: Panel) -> View {
    match panel {
        Panel::Board => |ui, s, f, out| board::show(ui, s, f.thinking, out),
        Panel::Inspector => |ui, s, _, out| {
            let (lang, presenting) = (s.settings.language, s.settings.presentation);
            let bars = (presenting, s.settings.toolbars_shown());
            let shown = (&s.inspector, &s.tree_pictures);
            let asked = crate::app::inspector::show(ui, shown, lang, bars);
            out.extend(asked.into_iter().map(Command::Inspect));
        },
        Panel::Attractors => |ui, s, _, out| crate::app::attractors::panel::show(ui, s, out),
        Panel::Tournament => |ui, s, _, out| crate::app::tournament::panel::show(ui, s, out),
        Panel::InfoSets => |ui, s, _, out| crate::app::infosets::panel::show(ui, s, out),
        Panel::Ismcts => |ui, s, _, out| crate::app::ismcts::show(ui, s, out),
        Panel::Mcts => |ui, s, _, out| crate::app::mcts::panel::show(ui, s, out),
    }
}

//! The view of each tab of the central area ([`view`]): the one place the
//! shell learns how a panel is drawn (the board's here, the others' from
//! their entries in [`crate::app::registry`]). Apart from [`super`] so that
//! the panels, which use its helpers, are not imported by it.

use super::{Out, board};
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

/// A registered panel's view (it does not need the frame).
type PanelView = fn(&mut Ui, &Studio, &mut Out);

/// Makes [`view`] from the registry's entries.
macro_rules! views {
    ($($field:ident: $model:ty {
        start: $start:expr,
        tab: $tab:ident, key: $key:literal, name: $name:ident, wide: $wide:literal, arrows: $arrows:literal,
        intent: $variant:ident($intent:ty),
        run: $run:expr,
        view: $view:expr,
    },)*) => {
        /// The view of tab `panel`.
        pub fn view(panel: Panel) -> View {
            match panel {
                Panel::Board => |ui, s, f, out| board::show(ui, s, f.thinking, out),
                $(Panel::$tab => |ui, s, _, out| {
                    let view: PanelView = $view;
                    view(ui, s, out)
                },)*
            }
        }
    };
}
crate::app::registry::for_each_panel!(views);

//! The studio's panels, one entry each: the one place a new panel is
//! registered (the rest is its folder). `for_each_panel!` hands the list to
//! a macro of the module that needs it, which takes the columns it uses:
//! - [`super::contract`]: the [`super::contract::Panel`] variant and its line
//!   of `TABS` (`tab`, `key`, `name`, `wide`, `arrows`);
//! - [`super::studio`]: the model's field in `Studio` (`field`, `model`,
//!   `start`) and its place in `Studio::models`;
//! - [`super::commands`]: the [`super::commands::Command`] variant carrying
//!   the panel's intents (`intent`), their dispatch to the model, and the
//!   command of `studio --run` (`run`);
//! - [`super::panels::views`]: how the tab is drawn (`view`).
//!
//! The board, the tab of the document itself, has no model here; the shared
//! models that no tab shows (the graph's layout, the tree pictures, the
//! evaluations) are listed in `Studio::models` by hand.
//!
//! The paths in the list are resolved where each macro is expanded, so a
//! module depends only on the columns its macro takes: the studio names the
//! models, never the views (`scripts/import-cycles.py` reads a `macro_rules!`
//! body as no module's imports for that reason).
//!
//! An entry's columns:
//! - `field: model` the field of `Studio` and the model's type (a
//!   [`super::contract::PanelModel`] and [`super::contract::Applies`]);
//! - `start` builds the model from the settings and the game's spec;
//! - `tab`, `key`, `name`, `wide`, `arrows` make its [`super::contract::Tab`];
//! - `intent: Variant(Type)` the command variant and the intents' type;
//! - `run` the intent that runs the panel's algorithm, if it has one;
//! - `view` draws the tab: `fn(&mut Ui, &Studio, &mut Out)`.

/// Calls `$then! { entries }` with every panel's entry, in the menus' order.
macro_rules! for_each_panel {
    ($then:ident) => {
        $then! {
            inspector: crate::app::inspector::Inspector {
                start: |_, _| Default::default(),
                tab: Inspector, key: "inspector", name: PanelInspector, wide: true, arrows: true,
                intent: Inspect(crate::app::inspector::Action),
                run: Some(crate::app::inspector::Action::Run),
                view: |ui, s, out| {
                    let (lang, presenting) = (s.settings.language, s.settings.presentation);
                    let bars = (presenting, s.settings.toolbars_shown());
                    let shown = (&s.inspector, &s.tree_pictures);
                    let asked = crate::app::inspector::show(ui, shown, lang, bars);
                    out.extend(asked.into_iter().map(crate::app::commands::Command::Inspect));
                },
            },
            attractors: crate::app::attractors::Inspector {
                start: |_, _| Default::default(),
                tab: Attractors, key: "attractors", name: PanelAttractors, wide: false, arrows: false,
                intent: Attractors(crate::app::attractors::Request),
                run: None,
                view: crate::app::attractors::panel::show,
            },
            tournament: crate::app::tournament::model::Tournament {
                start: |settings, spec| match &settings.tournament {
                    Some(setup) => crate::app::tournament::model::Tournament::with_setup(setup.clone()),
                    None => crate::app::tournament::model::Tournament::new(spec),
                },
                tab: Tournament, key: "tournament", name: PanelTournament, wide: false, arrows: false,
                intent: Tournament(crate::app::tournament::model::TournamentCommand),
                run: None,
                view: crate::app::tournament::panel::show,
            },
            infosets: crate::app::infosets::InfoSets {
                start: |_, _| Default::default(),
                tab: InfoSets, key: "infosets", name: PanelInfoSets, wide: true, arrows: false,
                intent: InfoSets(crate::app::infosets::Request),
                run: Some(crate::app::infosets::Request::Run),
                view: crate::app::infosets::panel::show,
            },
            mcts: crate::app::mcts::Mcts {
                start: |_, _| Default::default(),
                tab: Mcts, key: "mcts", name: PanelMcts, wide: true, arrows: true,
                intent: Mcts(crate::app::mcts::Request),
                run: Some(crate::app::mcts::Request::Run),
                view: crate::app::mcts::panel::show,
            },
            ismcts: crate::app::ismcts::Ismcts {
                start: |_, _| Default::default(),
                tab: Ismcts, key: "ismcts", name: PanelIsmcts, wide: true, arrows: true,
                intent: Ismcts(crate::app::ismcts::Request),
                run: Some(crate::app::ismcts::Request::Run),
                view: crate::app::ismcts::show,
            },
        }
    };
}
pub(crate) use for_each_panel;

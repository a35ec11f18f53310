//! The search inspector's model, without any drawing (the studio's panel is
//! `app::inspector`): a recorded search for any game ([`InspectTrace`]), running
//! a search with its settings into one ([`run_search`], cancellable, with
//! progress), the tidy tree layout ([`layout`]), stepping targets ([`stepping`]),
//! the rule line and labels in the seeds' words ([`rules`]), and the Graphviz
//! export ([`dot`]). It adds no search logic: the searches are
//! [`crate::search`]'s, traced.

pub mod algorithm;
pub mod dot;
pub mod erased;
pub mod labels;
pub mod layout;
pub mod reorder;
pub mod replayer;
pub mod rules;
pub mod run;
pub mod settings;
pub mod stepping;
pub mod tree;

pub use algorithm::{Algorithm, DepthUse, Family};
pub use erased::InspectTrace;
pub use layout::{Item, TreeLayout};
pub use replayer::Replayer;
pub use rules::{node_label, rule_line};
pub use run::{RunError, run_search, search_with};
pub use settings::SearchSettings;
pub use stepping::{Move, Steps, views_at};
pub use tree::{Children, best_child, principal_variation};

//! The ISMCTS inspector's model, without egui (the studio's panel is
//! `app::ismcts`): a run of [`crate::search::ismcts`] recorded through its hooks
//! on a position, from the searching player's view ([`record`](mod@record)); its
//! replay iteration by iteration, forward and back with the counts restored
//! exactly, the root table and what each selection saw and why (the Monte
//! Carlo inspector's [`Why`]) ([`replay`]); the tree
//! over the searching player's information sets with its level of detail
//! ([`tree`]); and each iteration's determinisation described for the
//! studio's viewer ([`describe`]). It adds no search logic.

pub mod describe;
pub mod record;
pub mod replay;
pub mod tree;

pub use crate::inspect::mcts::Why;
pub use crate::search::ismcts::IsMctsSettings;
pub use describe::{Determinisation, Shown, determinisation, shown};
pub use record::{
    Choice, EdgeKey, IsMctsRun, IsMctsTrace, IterationRecord, PathStep, Played, TreeNode, record,
};
pub use replay::{ChoiceView, EdgeCount, EdgeRow, IsMctsReplay, StepView};
pub use tree::{TreeItem, TreeItemKind, VisibleTree, visible_tree, visible_tree_within};

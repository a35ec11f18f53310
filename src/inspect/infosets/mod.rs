//! The information-set inspector's model, without egui (the studio's panel is
//! `app::infosets`): a CFR run on a whole game with its snapshots of the
//! average and current strategies, the cumulative regrets and NashConv at
//! log-spaced iterations ([`mod@run`]); what each information set holds, the
//! histories the player cannot tell apart and what the player knows there
//! ([`mod@histories`]); and, for two-player Kuhn poker, the equilibrium family that
//! the bars are compared with ([`mod@kuhn_family`]). It adds no solving logic: the
//! solver is [`crate::search::cfr`].

pub mod histories;
pub mod kuhn_family;
pub mod run;

pub use histories::{InfoSetFacts, InfoSetHistories, Knowledge, Members, Seen, histories};
pub use kuhn_family::{KuhnFamily, kuhn_family};
pub use run::{CfrRun, Snapshot, VARIANTS, run_cfr, snapshot_points, variant_name};

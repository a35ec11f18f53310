//! Benchmark rows of the CFR family (issue 21): for a game given by its spec
//! and a NashConv target, the iterations and the seconds each variant (cfr,
//! cfr+, dcfr) needs to bring its average strategy to the target, and its
//! iterations per second. The default games are two-player Kuhn poker (target
//! 1e-4) and Leduc poker (1e-3); a spec this build does not know (Leduc before
//! its game is merged) prints a line saying so instead of its rows.

use crate::engine::Game;
use crate::games::{AnyGame, GameSpec};
use crate::search::cfr::target::{Limits, Stop};
use crate::search::cfr::{Cfr, CfrVariant};
use crate::with_game;
use std::time::{Duration, Instant};

/// The default rows: (spec, NashConv target).
pub const DEFAULT_GAMES: [(&str, f64); 2] = [("KuhnPoker(players: 2)", 1e-4), ("LeducPoker", 1e-3)];

/// The most time one variant gets to reach its target.
pub const TIME_LIMIT: Duration = Duration::from_secs(120);

/// The most nodes of a benchmarked game tree.
const MAX_NODES: usize = 5_000_000;

/// The rows of `spec` (as written on the command line) and `target`.
pub fn rows(spec: &str, target: f64) {
    let game = spec
        .parse::<GameSpec>()
        .map_err(|e| e.to_string())
        .and_then(|s| AnyGame::from_spec(&s).map_err(|e| e.to_string()));
    match game {
        Ok(game) => with_game!(&game, g => game_rows(g, spec, target)),
        Err(e) => println!("{:<44} (skipped: {e})", format!("CFR on {spec}")),
    }
}

fn game_rows<G: Game>(g: &G, spec: &str, target: f64) {
    for variant in CfrVariant::ALL {
        let built = Instant::now();
        let mut cfr = match Cfr::new(g, variant, MAX_NODES) {
            Ok(cfr) => cfr,
            Err(e) => {
                println!("{:<44} (skipped: {e})", format!("CFR on {spec}"));
                return;
            }
        };
        let build = built.elapsed().as_secs_f64();
        let limits = Limits {
            target: Some(target),
            max_iterations: u64::MAX,
            time: Some(TIME_LIMIT),
        };
        let out = cfr.run_until(&limits, |_| true);
        let name = format!("{} {spec} NashConv <= {target:e}", variant.name());
        let reached = match out.stop {
            Stop::Target => "reached".to_string(),
            _ => format!("NOT reached in {} s", TIME_LIMIT.as_secs()),
        };
        println!(
            "{name:<44} {:>14.3} {:<14} ({reached}: {} iterations, NashConv {:.3e}, {:.0} iterations/s, \
             {} information sets, tree built in {build:.3} s)",
            out.seconds,
            "s",
            out.iterations,
            out.nash_conv,
            out.iterations as f64 / out.seconds.max(1e-9),
            cfr.tree().info_sets(),
        );
    }
}

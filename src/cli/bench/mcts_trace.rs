//! `ludoscope bench --mcts-trace`: the MCTS inspector's model on a run of
//! 100,000 iterations (tic-tac-toe, then Connect Four 7x6): the time to record
//! it and the trace file's size, then the time of each operation a frame of the
//! studio's MCTS tab may do (stepping a phase forward and back, an iteration,
//! seeking to random iterations, the root's table, the tree view's level of
//! detail at 2,000 nodes, the share series), and what the studio's panel
//! computes in one frame while a student steps (a phase, the tree view's
//! [`VIEW_NODES`] nodes, the root's table, the phase's detail), as mean, 99th
//! percentile and worst in milliseconds. No window: the model alone.

use super::CliError;
use crate::games::{Catalogued, ConnectFour, TicTacToe};
use crate::inspect::mcts::{MctsOptions, MctsReplay, MctsRun, VIEW_NODES};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Iterations of each recorded run.
const ITERATIONS: u32 = 100_000;
/// Times each operation runs.
const RUNS: usize = 400;

pub fn rows() -> Result<(), CliError> {
    println!(
        "{:<44} {:>10} {:>10} {:>10}  (ms; {RUNS} runs each)",
        "MCTS trace, 100,000 iterations", "mean", "p99", "worst"
    );
    game_rows("tic-tac-toe", &TicTacToe)?;
    game_rows("Connect Four 7x6", &ConnectFour::default())?;
    Ok(())
}

fn game_rows<G: Catalogued>(name: &str, g: &G) -> Result<(), CliError> {
    let options = MctsOptions {
        iterations: ITERATIONS,
        seed: 1,
        ..MctsOptions::default()
    };
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let run = MctsRun::record(&g.spec(), &[], &options, &stop, &|_| {})?;
    let record = start.elapsed().as_secs_f64();
    let path =
        std::env::temp_dir().join(format!("ludoscope-mcts-bench-{}.ron", std::process::id()));
    run.save(&path)?;
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let start = Instant::now();
    let loaded = MctsRun::load(&path);
    let load = start.elapsed().as_secs_f64();
    let _ = std::fs::remove_file(&path);
    loaded?;
    let start = Instant::now();
    let mut r = MctsReplay::new(Arc::new(run));
    let open = start.elapsed().as_secs_f64();
    println!(
        "{name}: record {record:.2} s, save+load {load:.2} s, trace file {:.1} MB, \
         replay index {open:.2} s, {} nodes",
        size as f64 / 1e6,
        {
            r.seek(ITERATIONS);
            r.node_count()
        }
    );
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    r.seek(ITERATIONS / 2);
    line(name, "step_phase forward", || r.step_phase(true));
    line(name, "step_phase back", || r.step_phase(false));
    line(name, "step_iteration forward", || r.step_iteration(true));
    line(name, "seek random iteration", || {
        r.seek(rng.random_range(0..=ITERATIONS))
    });
    r.seek(ITERATIONS);
    line(name, "root_table", || {
        black_box(r.root_table());
    });
    line(name, "phase_detail (selection)", || {
        black_box(r.phase_detail());
    });
    line(name, "visible_tree(2,000)", || {
        black_box(r.visible_tree(2_000));
    });
    // What the studio's panel computes each frame while a student steps.
    r.seek(ITERATIONS / 2);
    line(name, "frame while stepping (model work)", || {
        r.step_phase(true);
        black_box(r.visible_tree(VIEW_NODES));
        black_box(r.root_table());
        black_box(r.phase_detail());
    });
    let start = Instant::now();
    black_box(r.share_series(500));
    let series = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "{:<44} {series:>10.3} (once, cached)",
        format!("{name}: share_series(500)")
    );
    Ok(())
}

/// Times `op` [`RUNS`] times and prints mean, 99th percentile and worst.
fn line(game: &str, op: &str, mut work: impl FnMut()) {
    let mut ms: Vec<f64> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            work();
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    let p99 = ms[(ms.len() * 99 / 100).min(ms.len() - 1)];
    let worst = ms[ms.len() - 1];
    println!(
        "{:<44} {mean:>10.3} {p99:>10.3} {worst:>10.3}",
        format!("{game}: {op}")
    );
}

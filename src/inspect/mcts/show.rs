//! What `ludoscope trace show FILE --iteration K` prints for an MCTS trace: the
//! root's children after iteration K (the last by default) with their visits,
//! mean value and UCB, as text or as JSON
//! (`{"iteration": k, "root": {"children": [{"action", "visits", "value", "ucb"}]}}`);
//! at the last iteration the visits and values are those `ludoscope search
//! --algo mcts --json` prints for the same seed. From the same model as the
//! studio ([`MctsReplay`]).

use super::record::MctsRun;
use super::replay::MctsReplay;
use serde_json::{Value as Json, json};
use std::path::Path;
use std::sync::Arc;

/// The replay of `run` after `iteration` iterations (the last when `None`);
/// an error when past the last.
fn at(run: Arc<MctsRun>, iteration: Option<u32>) -> Result<MctsReplay, String> {
    let total = run.iterations();
    let k = iteration.unwrap_or(total);
    if k > total {
        return Err(format!(
            "iteration {k} is past the last one: the trace holds {total} iterations"
        ));
    }
    let mut replay = MctsReplay::new(run);
    replay.seek(k);
    Ok(replay)
}

/// The replay of a copy of `run` after `iteration` (the last when `None`, or
/// when past it).
fn clamped(run: &MctsRun, iteration: Option<u32>) -> MctsReplay {
    let k = iteration.unwrap_or(u32::MAX).min(run.iterations());
    let mut replay = MctsReplay::new(Arc::new(run.clone()));
    replay.seek(k);
    replay
}

/// The root's children after `iteration` (the last when `None`, clamped), as text.
pub fn show_text(run: &MctsRun, iteration: Option<u32>) -> String {
    text(&clamped(run, iteration))
}

/// The root's children after `iteration` (the last when `None`, clamped), as
/// JSON; `ucb` is `null` for an unvisited child (infinite).
pub fn show_json(run: &MctsRun, iteration: Option<u32>) -> Json {
    json_of(&clamped(run, iteration))
}

/// `trace show` of the MCTS trace file at `path` after `iteration` (the last
/// when `None`): text, or JSON when `json`; errors name the file, or the
/// iteration past the last.
pub fn show_file(path: &Path, iteration: Option<u32>, json: bool) -> Result<String, String> {
    let run = MctsRun::load(path)?;
    let replay = at(Arc::new(run), iteration).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(if json {
        json_of(&replay).to_string()
    } else {
        text(&replay)
    })
}

/// The root's table at the replay's cursor, as text.
fn text(r: &MctsReplay) -> String {
    let run = r.run();
    let k = r.cursor().iteration;
    let moves = if run.moves.is_empty() {
        "no move".to_string()
    } else {
        run.moves.join(" ")
    };
    let mut out = format!(
        "MCTS on {} after {moves} (exploration {}, seed {}): iteration {k} of {}, \
         root visits {}, player {} to move\n",
        run.spec,
        run.options.exploration,
        run.options.seed,
        run.iterations(),
        r.visits(0),
        run.root_player,
    );
    out.push_str(&format!(
        "{:<12} {:>8} {:>10} {:>10}\n",
        "action", "visits", "value", "ucb"
    ));
    for row in r.root_table() {
        let ucb = row.ucb.map_or("inf".to_string(), |u| format!("{u:.4}"));
        let best = if row.best { "  best" } else { "" };
        out.push_str(&format!(
            "{:<12} {:>8} {:>10.4} {:>10}{best}\n",
            row.action, row.visits, row.mean, ucb
        ));
    }
    out
}

/// The root's table at the replay's cursor, as JSON.
fn json_of(r: &MctsReplay) -> Json {
    let children: Vec<Json> = r
        .root_table()
        .into_iter()
        .map(|row| json!({"action": row.action, "visits": row.visits, "value": row.mean, "ucb": row.ucb}))
        .collect();
    json!({
        "iteration": r.cursor().iteration,
        "iterations": r.run().iterations(),
        "root": {"children": children},
    })
}

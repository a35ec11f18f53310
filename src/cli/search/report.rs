//! The text report of the engines' searches (negamax, expectiminimax, MCTS, CFR),
//! as readable as the seeds' (see [`super::seeds::print`]): one labelled line per
//! fact, numbers rounded, moves in notation, MCTS's moves by visits. `--json`
//! prints the report object itself, unchanged.

use super::args::SearchArgs;
use serde_json::Value as Json;

/// Prints the report: one JSON object, or the text lines.
pub fn print(report: &Json, args: &SearchArgs) {
    if args.json {
        println!("{report}");
        return;
    }
    for line in text(report, args) {
        println!("{line}");
    }
}

/// The report's text lines.
pub fn text(r: &Json, args: &SearchArgs) -> Vec<String> {
    let from = if args.position.is_some() {
        "from --position, "
    } else {
        ""
    };
    let mut lines = vec![format!(
        "{} {from}after [{}], {}",
        args.spec,
        args.moves_text(),
        args.algo.name()
    )];
    if let Some(budget) = r["budget"].as_str() {
        lines.push(budget_line(r, budget));
    }
    let perspective = r["perspective"].as_str().unwrap_or("player 0");
    let scale = r["scale"].as_str().unwrap_or("");
    match r["value"] {
        Json::Array(ref values) => {
            let each: Vec<String> = values
                .iter()
                .enumerate()
                .map(|(p, v)| format!("player {p} {}", number(v)))
                .collect();
            lines.push(format!("value:   {} ({scale})", each.join(", ")));
        }
        Json::Null => {}
        ref v => lines.push(format!(
            "value:   {} ({perspective}'s point of view; {scale})",
            number(v)
        )),
    }
    if let Some(meaning) = scale_meaning(scale) {
        lines.push(format!("scale:   {meaning}"));
    }
    if let Some(plies) = r["plies_to_end"].as_u64() {
        lines.push(format!("end:     a win or loss in {plies} plies"));
    }
    if let Some(best) = r["best"].as_str() {
        lines.push(format!("best:    {best}"));
    } else if r.get("best").is_some() {
        lines.push("best:    none (final state)".into());
    }
    if let Some(pv) = r["pv"].as_array() {
        let moves: Vec<&str> = pv.iter().filter_map(Json::as_str).collect();
        lines.push(format!("pv:      {}", moves.join(" ")));
    }
    if let (Some(d), None) = (r["completed_depth"].as_u64(), r.get("depth")) {
        lines.push(format!("depth:   {d} plies, the deepest search completed"));
    }
    if let Some(depth) = r["depth"].as_u64() {
        let exact = match r["exact"].as_bool() {
            Some(true) => "exact: no depth limit reached",
            _ => "not exact: the heuristic at the horizon",
        };
        lines.push(format!("depth:   {depth} plies ({exact})"));
    }
    if let Some(actions) = r["actions"].as_array() {
        lines.extend(mcts_actions(actions));
    }
    if let Some(n) = r["tree_full_at"].as_u64() {
        lines.push(format!(
            "tree:    full at {n} nodes, its bound: the later iterations ran through it as it was"
        ));
    }
    if let Some(x) = r.get("exploitability").filter(|x| !x.is_null()) {
        lines.push(format!(
            "exploitability: {:.3e} (NashConv {:.3e})",
            x.as_f64().unwrap_or(f64::NAN),
            r["nash_conv"].as_f64().unwrap_or(f64::NAN)
        ));
    }
    lines.extend(super::cfr::target_line(r));
    lines.push(counters(r));
    if let Some(s) = r["seconds"].as_f64() {
        lines.push(format!("seconds: {s:.3}"));
    }
    if let Some(path) = &args.trace {
        lines.push(format!("trace:   {}", path.display()));
    }
    lines
}

/// How the budget (`--max-nodes`, `--millis`) went.
fn budget_line(r: &Json, budget: &str) -> String {
    if r["stopped"].as_bool() != Some(true) {
        return format!("budget:  {budget} was enough: the search finished");
    }
    let ran_out = format!("stopped: the budget ({budget}) ran out");
    if let Some(iterations) = r["iterations"].as_u64() {
        return format!(
            "{ran_out} after {iterations} iterations: the answer below is the best so far"
        );
    }
    match r["completed_depth"].as_u64() {
        Some(d) if d > 0 && !r["value"].is_null() => format!(
            "{ran_out}: the answer below is the best so far, that of depth {d}, the deepest \
             search completed (iterative deepening)"
        ),
        _ => format!("{ran_out} before depth 1 finished: no value and no best move"),
    }
}

/// What a value on `scale` means (the report's `"scale"`).
fn scale_meaning(scale: &str) -> Option<&'static str> {
    Some(match scale {
        "win distance" => {
            "win distance: a win n plies away is 1000000 - n (a loss the opposite), \
             otherwise the heuristic or the game's leaf value"
        }
        "heuristic" => "heuristic: M times the score at final states, expected over chance",
        "mean score" => "mean score: the mean final score of the playouts through a move",
        "expected score" => "expected score of each player under the average strategies",
        _ => return None,
    })
}

/// The moves of an MCTS root, most visited first.
fn mcts_actions(actions: &[Json]) -> Vec<String> {
    let mut sorted: Vec<&Json> = actions.iter().collect();
    sorted.sort_by_key(|a| std::cmp::Reverse(a["visits"].as_u64().unwrap_or(0)));
    let width = sorted
        .iter()
        .filter_map(|a| a["action"].as_str())
        .map(str::len)
        .max()
        .unwrap_or(0);
    let mut lines = vec!["moves:   by visits (mean score of the playouts through each)".into()];
    for a in sorted {
        lines.push(format!(
            "  {:<width$}  visits {:>8}  mean {}",
            a["action"].as_str().unwrap_or("?"),
            a["visits"].as_u64().unwrap_or(0),
            number(&a["value"])
        ));
    }
    lines
}

/// The work counters present in the report, on one line.
fn counters(r: &Json) -> String {
    let parts: Vec<String> = [
        ("nodes", "nodes"),
        ("leaves", "leaves"),
        ("cuts", "cuts"),
        ("tt_hits", "tt hits"),
        ("iterations", "iterations"),
        ("nodes_total", "nodes over the deepening"),
        ("info_sets", "information sets"),
    ]
    .iter()
    .filter_map(|(key, label)| r[*key].as_u64().map(|n| format!("{label}: {n}")))
    .collect();
    parts.join("  ")
}

/// A number for reading: integers whole, others to four significant decimals.
fn number(v: &Json) -> String {
    match (v.as_i64(), v.as_f64()) {
        (Some(i), _) => i.to_string(),
        (None, Some(f)) => format!("{f:.4}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string(),
        _ => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn numbers_are_rounded() {
        assert_eq!(number(&json!(18.476851851851848)), "18.4769");
        assert_eq!(number(&json!(-5)), "-5");
        assert_eq!(number(&json!(0.5)), "0.5");
        assert_eq!(number(&json!(-1.0)), "-1");
    }
}

//! Reading a student's own search trace: JSON lines, one event a line,
//! `{"enter": "A1", "window": [alpha, beta]}` on entering a node and
//! `{"leave": "A1", "value": v}` on leaving it. Nodes are named as seed 003
//! names them (`R`, `A`, `A1`, `A1a`: [`crate::games::arena::tree::child_name`]);
//! a bound of the window is a number or `null` for an infinite one (`"inf"`
//! and `"-inf"` are read too); an infinite value is `"inf"` or `"-inf"`. The
//! window may be left out when the trace is of minimax. Every error names the
//! line, from 1.

use crate::search::trace::{INFINITY, Value};
use serde_json::Value as Json;

/// One event of a student's trace, with the line it was read from (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudentEvent {
    Enter {
        name: String,
        window: Option<(Value, Value)>,
        line: usize,
    },
    Leave {
        name: String,
        value: Value,
        line: usize,
    },
}

impl StudentEvent {
    /// The node the event is about.
    pub fn name(&self) -> &str {
        match self {
            StudentEvent::Enter { name, .. } | StudentEvent::Leave { name, .. } => name,
        }
    }

    /// The line the event was read from (from 1).
    pub fn line(&self) -> usize {
        match self {
            StudentEvent::Enter { line, .. } | StudentEvent::Leave { line, .. } => *line,
        }
    }
}

/// Why a line is not an event: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {why}")]
pub struct LineError {
    pub line: usize,
    pub why: String,
}

/// What an event looks like, said with every error.
const SHAPE: &str =
    r#"an event is {"enter": "A1", "window": [alpha, beta]} or {"leave": "A1", "value": v}"#;

/// The most events read: a tree of the checks is at most 20,000 nodes.
pub const MAX_EVENTS: usize = 200_000;

/// Reads every event of `text`; blank lines are skipped. With `needs_window`
/// (alpha-beta) every `enter` must give its window.
pub fn parse_trace(text: &str, needs_window: bool) -> Result<Vec<StudentEvent>, LineError> {
    let mut events = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        if events.len() >= MAX_EVENTS {
            return Err(LineError {
                line,
                why: format!("more than {MAX_EVENTS} events: this is not a trace of a small tree"),
            });
        }
        let err = |why: String| LineError { line, why };
        events.push(parse_line(raw, line, needs_window).map_err(err)?);
    }
    if events.is_empty() {
        return Err(LineError {
            line: 1,
            why: format!("the trace has no event: {SHAPE}"),
        });
    }
    Ok(events)
}

fn parse_line(raw: &str, line: usize, needs_window: bool) -> Result<StudentEvent, String> {
    let json: Json = serde_json::from_str(raw.trim())
        .map_err(|e| format!("not JSON ({e}): {SHAPE}, one a line"))?;
    let Json::Object(map) = json else {
        return Err(format!("not a JSON object: {SHAPE}"));
    };
    let allowed: &[&str] = if map.contains_key("enter") {
        &["enter", "window"]
    } else if map.contains_key("leave") {
        &["leave", "value"]
    } else {
        return Err(format!("neither \"enter\" nor \"leave\": {SHAPE}"));
    };
    if let Some(k) = map.keys().find(|k| !allowed.contains(&k.as_str())) {
        return Err(format!("unexpected key {k:?} here: {SHAPE}"));
    }
    let name = |key: &str| match map.get(key) {
        Some(Json::String(s)) if !s.trim().is_empty() => Ok(s.trim().to_string()),
        other => Err(format!(
            "\"{key}\" must be a node's name such as \"A1\", not {}",
            shown(other)
        )),
    };
    if map.contains_key("enter") {
        let name = name("enter")?;
        let window = match map.get("window") {
            None | Some(Json::Null) if needs_window => {
                return Err(format!(
                    "entering {name} without a window: alpha-beta's trace gives \"window\": [alpha, beta] (null for an infinite bound)"
                ));
            }
            None | Some(Json::Null) => None,
            Some(Json::Array(w)) if w.len() == 2 => Some((
                bound(&w[0], -INFINITY).map_err(|e| format!("alpha of {name}'s window: {e}"))?,
                bound(&w[1], INFINITY).map_err(|e| format!("beta of {name}'s window: {e}"))?,
            )),
            Some(other) => {
                return Err(format!(
                    "the window of {name} must be [alpha, beta], not {}",
                    shown(Some(other))
                ));
            }
        };
        Ok(StudentEvent::Enter { name, window, line })
    } else {
        let name = name("leave")?;
        let value = match map.get("value") {
            None => return Err(format!("leaving {name} without a \"value\"")),
            Some(Json::Null) => {
                return Err(format!(
                    "the value of {name} is null: write an infinite value as \"inf\" or \"-inf\""
                ));
            }
            Some(v) => bound(v, 0).map_err(|e| format!("the value of {name}: {e}"))?,
        };
        Ok(StudentEvent::Leave { name, value, line })
    }
}

/// A number (an integer, or a float with nothing after the point), `"inf"`,
/// `"-inf"`, or `null` standing for `infinite`.
fn bound(v: &Json, infinite: Value) -> Result<Value, String> {
    let clamp = |x: f64| x.clamp(-INFINITY as f64, INFINITY as f64) as Value;
    match v {
        Json::Null if infinite != 0 => Ok(infinite),
        Json::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => Ok(clamp(i as f64)),
            (None, Some(f)) if f.fract() == 0.0 => Ok(clamp(f)),
            _ => Err(format!("{n} is not an integer (the tree's values are)")),
        },
        Json::String(s) => match s.trim() {
            "inf" | "+inf" | "Infinity" | "∞" => Ok(INFINITY),
            "-inf" | "-Infinity" | "-∞" => Ok(-INFINITY),
            _ => Err(format!("{s:?} is not a number (nor \"inf\", \"-inf\")")),
        },
        other => Err(format!(
            "expected a number or null, not {}",
            shown(Some(other))
        )),
    }
}

/// A JSON value as written, shortened, or "nothing".
fn shown(v: Option<&Json>) -> String {
    match v {
        None => "nothing".into(),
        Some(v) => crate::quote::excerpt(&v.to_string()),
    }
}

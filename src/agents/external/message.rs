//! The messages of the agent protocol, version [`PROTOCOL`] (the README's
//! "Agents in any language" and `DESIGN.md`'s contract): one JSON object a
//! line, each with a `"type"`. ludoscope writes [`Hello`], [`MoveRequest`],
//! [`GameResult`] and `quit`; the agent answers [`Reply`]s: `ready`, any
//! number of `info` lines, then an `action`. Unknown fields are ignored both
//! ways, and so is an agent's message of an unknown type (forward compatible).

use serde::{Deserialize, Serialize};

/// The protocol's version.
pub const PROTOCOL: u32 = 1;

/// Once, first: the game and the seat.
#[derive(Serialize)]
pub struct Hello<'a> {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub protocol: u32,
    /// The game's name (`ConnectFour`, `Nim`...).
    pub game: &'a str,
    /// The game with its parameters, as a seat spec names it on the command
    /// line (`ConnectFour(rows: 6, cols: 7)`): `ludoscope` reads it back.
    pub spec: String,
    pub seat: usize,
    /// The seat's PettingZoo name (`player_0`).
    pub agent: String,
    pub players: usize,
    pub observation_shape: Vec<usize>,
    pub action_count: usize,
    /// The time allowed for each move, in milliseconds.
    pub millis: u64,
    /// A seed for the agent's own random choices (the run's, so a game is
    /// reproducible).
    pub seed: u64,
}

/// One legal action: its index in the game's full action set and its notation.
#[derive(Serialize)]
pub struct Legal {
    pub index: usize,
    pub notation: String,
}

/// The seat must act.
#[derive(Serialize)]
pub struct MoveRequest {
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The seat's own move number in this game (0 at its first move).
    pub turn: usize,
    pub seat: usize,
    pub agent: String,
    /// The seat's view as a flat tensor (last dimension fastest).
    pub observation: Vec<serde_json::Number>,
    /// One entry per action of the full set: 1 legal, 0 not.
    pub action_mask: Vec<u8>,
    pub legal: Vec<Legal>,
    /// The seat's view drawn as text (what `play` prints).
    pub view: String,
    pub millis_left: u64,
}

/// The game is over.
#[derive(Serialize)]
pub struct GameResult<'a> {
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Each seat's reward: +1 a win, -1 a loss, 0 a draw (or the game's scores).
    pub rewards: &'a [f64],
    pub reason: &'a str,
}

/// What the agent says of its search, every field optional.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
pub struct Info {
    pub value: Option<f64>,
    pub depth: Option<u64>,
    pub nodes: Option<u64>,
    #[serde(default)]
    pub pv: Vec<String>,
    pub text: Option<String>,
}

impl Info {
    /// `depth 6 · value +0.50 · nodes 12345 · pv 4 4 3 · free words`.
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        if let Some(d) = self.depth {
            parts.push(format!("depth {d}"));
        }
        if let Some(v) = self.value {
            parts.push(format!("value {v:+.2}"));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes {n}"));
        }
        if !self.pv.is_empty() {
            parts.push(format!("pv {}", self.pv.join(" ")));
        }
        if let Some(t) = self.text.as_deref().filter(|t| !t.trim().is_empty()) {
            parts.push(t.trim().chars().take(200).collect());
        }
        parts.join(" · ")
    }
}

/// The agent's move: an index in the full action set, or a notation.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Index(i64),
    Notation(String),
}

/// One line from the agent.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    Ready {
        name: Option<String>,
        protocol: Option<u64>,
    },
    Info(Info),
    Action(Choice),
    /// A message of a type this version does not know (ignored).
    Other,
}

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Wire {
    Ready {
        name: Option<String>,
        protocol: Option<u64>,
    },
    Info(Info),
    Action {
        index: Option<i64>,
        notation: Option<String>,
    },
}

impl Reply {
    /// Reads one line; the error says what is wrong with it.
    pub fn parse(line: &[u8]) -> Result<Reply, String> {
        let text = std::str::from_utf8(line).map_err(|_| "a line that is not UTF-8".to_string())?;
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|_| format!("a line that is not JSON: {}", excerpt(text)))?;
        let Some(kind) = value
            .get("type")
            .and_then(|t| t.as_str())
            .map(str::to_string)
        else {
            return Err(format!(
                "a line without a \"type\" field: {}",
                excerpt(text)
            ));
        };
        if !matches!(kind.as_str(), "ready" | "info" | "action") {
            return Ok(Reply::Other);
        }
        let wire: Wire = serde_json::from_value(value).map_err(|e| {
            format!(
                "a {kind} message that cannot be read ({e}): {}",
                excerpt(text)
            )
        })?;
        Ok(match wire {
            Wire::Ready { name, protocol } => Reply::Ready { name, protocol },
            Wire::Info(info) => Reply::Info(info),
            Wire::Action {
                index: Some(i),
                notation: _,
            } => Reply::Action(Choice::Index(i)),
            Wire::Action {
                index: None,
                notation: Some(n),
            } => Reply::Action(Choice::Notation(n)),
            Wire::Action { .. } => {
                return Err(format!(
                    "an action with neither \"index\" nor \"notation\": {}",
                    excerpt(text)
                ));
            }
        })
    }
}

/// The first 80 characters of `text`, quoted.
pub fn excerpt(text: &str) -> String {
    let mut cut: String = text.chars().take(80).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    format!("{cut:?}")
}

/// A number as JSON: an integer when it is one (`1`, not `1.0`).
pub fn number(x: f32) -> serde_json::Number {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        serde_json::Number::from(x as i64)
    } else {
        serde_json::Number::from_f64(x.into()).unwrap_or_else(|| serde_json::Number::from(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_read_and_bad_lines_named() {
        assert_eq!(
            Reply::parse(br#"{"type":"action","index":3,"extra":1}"#),
            Ok(Reply::Action(Choice::Index(3)))
        );
        assert_eq!(
            Reply::parse(br#"{"type":"action","notation":"4"}"#),
            Ok(Reply::Action(Choice::Notation("4".into())))
        );
        assert_eq!(
            Reply::parse(br#"{"type":"ready","name":"Alice","protocol":1}"#),
            Ok(Reply::Ready {
                name: Some("Alice".into()),
                protocol: Some(1)
            })
        );
        assert_eq!(Reply::parse(br#"{"type":"ponder"}"#), Ok(Reply::Other));
        let info = Reply::parse(br#"{"type":"info","depth":6,"value":0.5,"pv":["4","3"]}"#);
        let Ok(Reply::Info(info)) = info else {
            panic!("{info:?}")
        };
        assert_eq!(info.summary(), "depth 6 · value +0.50 · pv 4 3");
        let err = |line: &[u8]| Reply::parse(line).unwrap_err();
        assert!(err(b"this is not json").starts_with("a line that is not JSON"));
        assert!(err(br#"{"index":3}"#).contains("without a \"type\""));
        assert!(err(br#"{"type":"action"}"#).contains("neither"));
        assert!(err(br#"{"type":"action","index":"three"}"#).contains("cannot be read"));
        assert!(err(&[0xff, 0xfe]).contains("UTF-8"));
    }

    #[test]
    fn whole_numbers_are_written_as_integers() {
        assert_eq!(number(1.0).to_string(), "1");
        assert_eq!(number(-2.0).to_string(), "-2");
        assert_eq!(number(0.5).to_string(), "0.5");
    }
}

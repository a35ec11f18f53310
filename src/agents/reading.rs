//! Agent specifications as users write them (`Level(2)`, `Mcts(iterations:
//! 500)`, `External(command: "python3 my_agent.py")`): their names, their fields
//! and ranges, reading them from RON with messages that name the field, and
//! lists of them.

use super::{AgentSpec, levels};
use crate::games::spec_text::{Field, canonical, ron_message};
use crate::quote::quoted;
use std::fmt;
use std::str::FromStr;

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match ron::to_string(self) {
            Ok(s) => f.write_str(&s),
            Err(_) => write!(f, "{self:?}"),
        }
    }
}

/// The deepest alpha-beta agent (plies).
pub const MAX_AGENT_DEPTH: u32 = 100;
/// The most iterations a move of an MCTS agent (a billion; the tree grows
/// with the iterations actually run).
pub const MAX_AGENT_ITERATIONS: u32 = 1_000_000_000;
/// The longest a negamax agent thinks about a move (an hour).
pub const MAX_AGENT_MILLIS: u64 = 3_600_000;
/// The longest command of an external agent (bytes).
pub const MAX_COMMAND: usize = 4096;
/// The most iterations of a CFR agent (each one sweeps the whole game tree).
pub const MAX_CFR_ITERATIONS: u32 = 10_000_000;

impl AgentSpec {
    /// The name of every agent, as written in a specification.
    pub const NAMES: &'static [&'static str] = &[
        "Random",
        "Level",
        "AlphaBeta",
        "Negamax",
        "Mcts",
        "IsMcts",
        "Cfr",
        "Perfect",
        "External",
    ];

    /// Every agent's parameters and what each accepts.
    pub const FIELDS: &'static [Field] = &[
        Field {
            owner: "Level",
            name: "",
            range: "0 to 4",
        },
        Field {
            owner: "AlphaBeta",
            name: "depth",
            range: "1 to 100 plies",
        },
        Field {
            owner: "Negamax",
            name: "millis",
            range: "1 to 3600000 (one hour)",
        },
        Field {
            owner: "Mcts",
            name: "iterations",
            range: "1 to 1000000000",
        },
        Field {
            owner: "IsMcts",
            name: "iterations",
            range: "1 to 1000000000",
        },
        Field {
            owner: "Cfr",
            name: "iterations",
            range: "1 to 10000000",
        },
        Field {
            owner: "External",
            name: "command",
            range: "a shell command of at most 4096 bytes, such as \"python3 my_agent.py\"",
        },
        Field {
            owner: "External",
            name: "name",
            range: "at most 100 characters (optional)",
        },
        Field {
            owner: "External",
            name: "millis",
            range: "1 to 3600000 (optional, default 1000)",
        },
    ];

    /// Refuses settings outside [`AgentSpec::FIELDS`]' ranges, naming the range.
    pub fn check(&self) -> Result<(), String> {
        let out =
            |field: &str, range: &str, value: String| Err(format!("{field}: {range}, not {value}"));
        match *self {
            AgentSpec::Level(n) if n > levels::MAX_LEVEL => Err(format!("0 to 4, not {n}")),
            AgentSpec::AlphaBeta { depth } if !(1..=MAX_AGENT_DEPTH).contains(&depth) => {
                out("depth", "1 to 100 plies", depth.to_string())
            }
            AgentSpec::Negamax { millis } if !(1..=MAX_AGENT_MILLIS).contains(&millis) => {
                out("millis", "1 to 3600000 (one hour)", millis.to_string())
            }
            AgentSpec::Mcts { iterations } | AgentSpec::IsMcts { iterations }
                if !(1..=MAX_AGENT_ITERATIONS).contains(&iterations) =>
            {
                out("iterations", "1 to 1000000000", iterations.to_string())
            }
            AgentSpec::Cfr { iterations } if !(1..=MAX_CFR_ITERATIONS).contains(&iterations) => {
                out("iterations", "1 to 10000000", iterations.to_string())
            }
            AgentSpec::External { ref command, .. }
                if command.trim().is_empty() || command.len() > MAX_COMMAND =>
            {
                out(
                    "command",
                    "a shell command of 1 to 4096 bytes",
                    format!("{} bytes", command.trim().len()),
                )
            }
            AgentSpec::External { ref name, .. } if name.chars().count() > 100 => out(
                "name",
                "at most 100 characters",
                format!("{} characters", name.chars().count()),
            ),
            AgentSpec::External { millis, .. } if !(1..=MAX_AGENT_MILLIS).contains(&millis) => {
                out("millis", "1 to 3600000 (one hour)", millis.to_string())
            }
            _ => Ok(()),
        }
    }
}

impl FromStr for AgentSpec {
    type Err = String;

    /// Reads RON; the name is matched ignoring case, `Random()` is `Random`,
    /// and the settings are checked against their ranges.
    fn from_str(text: &str) -> Result<Self, String> {
        let (name, text) =
            canonical(text, Self::NAMES).map_err(|e| e.describe(text, "agent", Self::NAMES))?;
        let spec: AgentSpec = ron::from_str(&text).map_err(|e| {
            format!(
                "cannot read agent {}: {}",
                quoted(&text),
                ron_message(&text, name, &e, Self::FIELDS)
            )
        })?;
        spec.check().map_err(|e| format!("agent {name}: {e}"))?;
        Ok(spec)
    }
}

/// Reads a list of RON agents separated by ';', or by ',' outside parentheses:
/// `Level(1),Level(4),AlphaBeta(depth: 4)`; line breaks separate too.
pub fn parse_agents(text: &str) -> Result<Vec<AgentSpec>, String> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' | ';' | '\n' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .map(str::parse)
        .collect()
}

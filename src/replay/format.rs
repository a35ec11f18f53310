//! The replay document as plain data ([`ReplayFile`]), and its RON text: one ply
//! per line, so that a person can read and edit it.
//!
//! This module neither checks the actions nor touches the file system: a
//! `ReplayFile` is unvalidated data (as shakmaty's `Setup`); [`super::load`] turns
//! it into a playable match, [`super::save`] writes it.

use crate::agents::AgentSpec;
use crate::engine::Actor;
use crate::games::{CatalogMatch, GameSpec};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

/// The format version this ludoscope writes. Older versions are read through
/// `super::migrate`; newer ones are refused.
pub const FORMAT_VERSION: u32 = 1;

/// Who sits in one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// A person, with an optional name.
    Human {
        #[serde(default)]
        name: Option<String>,
    },
    /// An agent with its full settings.
    Agent(AgentSpec),
}

impl Seat {
    /// A person without a name.
    pub fn human() -> Seat {
        Seat::Human { name: None }
    }

    pub fn is_human(&self) -> bool {
        matches!(self, Seat::Human { .. })
    }
}

/// One actor's move in a ply: who, and the action (or chance outcome) in the
/// game's notation.
pub type PlyMove = (Actor, String);

/// One joint action: a move per active actor, chance included (so a replay never
/// depends on a random generator).
pub type Ply = Vec<PlyMove>;

/// A comment or an evaluation attached to ply `ply` (from 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Annotation {
    pub ply: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// An evaluation of the position after the ply, from player 0's side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<f64>,
}

/// A replay as written in the file, before any check.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayFile {
    pub format: u32,
    pub game: GameSpec,
    pub players: Vec<Seat>,
    /// When the replay was written, UTC, RFC 3339 (`2026-11-25T23:10:00Z`).
    pub created: String,
    #[serde(default)]
    pub notes: Option<String>,
    /// The position the game started from, in the game's notation
    /// ([`crate::engine::Positions`]), when it was set up rather than the
    /// initial state; absent in older replays and games from the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Every joint action in order.
    pub actions: Vec<Ply>,
    #[serde(default)]
    pub annotations: Vec<Annotation>,
    /// The final scores, one per player; `None` if the game is unfinished.
    #[serde(default)]
    pub outcome: Option<Vec<f64>>,
}

impl ReplayFile {
    /// The replay of `m` as played so far, stamped with the current time.
    pub fn from_match(m: &dyn CatalogMatch, players: Vec<Seat>) -> ReplayFile {
        ReplayFile {
            format: FORMAT_VERSION,
            game: m.spec(),
            players,
            created: rfc3339(SystemTime::now()),
            notes: None,
            position: m.start_position(),
            actions: (0..m.ply_count()).map(|k| m.ply_notation(k)).collect(),
            annotations: vec![],
            outcome: m.scores().map(|s| s.as_slice().to_vec()),
        }
    }

    /// The RON text: a field per line, a seat per line, a ply per line.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let mut out = String::from("#![enable(implicit_some)]\n(\n");
        field(&mut out, "format", &self.format)?;
        field(&mut out, "game", &self.game)?;
        list(&mut out, "players", &self.players)?;
        field(&mut out, "created", &self.created)?;
        if let Some(notes) = &self.notes {
            field(&mut out, "notes", notes)?;
        }
        if let Some(position) = &self.position {
            field(&mut out, "position", position)?;
        }
        list(&mut out, "actions", &self.actions)?;
        if !self.annotations.is_empty() {
            list(&mut out, "annotations", &self.annotations)?;
        }
        if let Some(outcome) = &self.outcome {
            field(&mut out, "outcome", outcome)?;
        }
        out.push_str(")\n");
        Ok(out)
    }
}

/// One value in RON on one line, with the implicit-some extension the file enables.
fn inline<T: Serialize>(value: &T) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new()
        .new_line("")
        .indentor("")
        .separator(" ")
        .compact_arrays(true)
        .compact_structs(true)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME);
    let text = ron::ser::to_string_pretty(value, config)?;
    // The pretty writer puts the extension header first; the file has it once.
    Ok(text
        .strip_prefix("#![enable(implicit_some)]")
        .unwrap_or(&text)
        .trim()
        .to_string())
}

fn field<T: Serialize>(out: &mut String, name: &str, value: &T) -> Result<(), ron::Error> {
    let _ = writeln!(out, "    {name}: {},", inline(value)?);
    Ok(())
}

fn list<T: Serialize>(out: &mut String, name: &str, items: &[T]) -> Result<(), ron::Error> {
    if items.is_empty() {
        let _ = writeln!(out, "    {name}: [],");
        return Ok(());
    }
    let _ = writeln!(out, "    {name}: [");
    for item in items {
        let _ = writeln!(out, "        {},", inline(item)?);
    }
    let _ = writeln!(out, "    ],");
    Ok(())
}

/// `t` as UTC in RFC 3339 to the second (`2026-11-25T23:10:00Z`); times before
/// 1970 are written as the epoch.
pub fn rfc3339(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// The proleptic Gregorian date of `days` after 1970-01-01 (H. Hinnant's
/// `civil_from_days`, for non-negative days).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn at(secs: u64) -> String {
        rfc3339(UNIX_EPOCH + Duration::from_secs(secs))
    }

    #[test]
    fn rfc3339_known_dates() {
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_700_000_000), "2023-11-14T22:13:20Z");
        assert_eq!(at(4_107_542_399), "2100-02-28T23:59:59Z");
        assert_eq!(at(4_107_542_400), "2100-03-01T00:00:00Z");
        assert_eq!(at(1_798_761_599), "2026-12-31T23:59:59Z");
        assert_eq!(rfc3339(UNIX_EPOCH - Duration::from_secs(5)), at(0));
    }

    #[test]
    fn one_ply_per_line() {
        let file = ReplayFile {
            format: 1,
            game: GameSpec::ConnectFour { rows: 6, cols: 7 },
            players: vec![
                Seat::Human {
                    name: Some("Ada".into()),
                },
                Seat::Agent(AgentSpec::Random),
            ],
            created: at(0),
            notes: Some("a \"quoted\" note".into()),
            position: None,
            actions: vec![
                vec![(Actor::Player(0), "4".into())],
                vec![(Actor::Player(1), "5".into()), (Actor::Chance, "2".into())],
            ],
            annotations: vec![Annotation {
                ply: 2,
                comment: Some("hm".into()),
                eval: Some(-0.5),
            }],
            outcome: None,
        };
        let text = file.to_ron().unwrap();
        let expected = r#"#![enable(implicit_some)]
(
    format: 1,
    game: ConnectFour(rows: 6, cols: 7),
    players: [
        Human(name: "Ada"),
        Agent(Random),
    ],
    created: "1970-01-01T00:00:00Z",
    notes: "a \"quoted\" note",
    actions: [
        [(Player(0), "4")],
        [(Player(1), "5"), (Chance, "2")],
    ],
    annotations: [
        (ply: 2, comment: "hm", eval: -0.5),
    ],
)
"#;
        assert_eq!(text, expected);
        assert_eq!(ron::from_str::<ReplayFile>(&text).unwrap(), file);
    }
}

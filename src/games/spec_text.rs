//! Reading the RON text of a specification (a game's, such as
//! `ConnectFour(rows: 5, cols: 4)`, or an agent's, such as `Mcts(iterations: 500)`)
//! so that a user is guided: the name is matched without regard to case (with
//! "did you mean ConnectFour?" for a near miss), `Name()` is `Name`, and RON's
//! errors become messages that name the field and its range ("rows: 4 to 8, not
//! 1000000") or the known fields. Checking values inside their type's bounds is
//! the game's (or the agent's) own constructor; this module only reads.

use crate::quote::quoted;

/// A parameter of a specification and what it accepts, as the help says it.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// The variant (game or agent) it belongs to.
    pub owner: &'static str,
    /// The field's name; empty for the single value of `Level(3)`.
    pub name: &'static str,
    /// What it accepts, such as `4 to 8`.
    pub range: &'static str,
}

/// Why a specification's name was not found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// The text does not start with a name.
    Missing,
    /// No such name; `near` is the likely one meant.
    Unknown {
        typed: String,
        near: Option<&'static str>,
    },
}

impl NameError {
    /// The message, `what` being "game" or "agent".
    pub fn describe(&self, text: &str, what: &str, names: &[&str]) -> String {
        match self {
            NameError::Missing => format!(
                "cannot read {what} {}: expected a name, one of {}",
                quoted(text),
                names.join(", ")
            ),
            NameError::Unknown { typed, near } => {
                format!(
                    "unknown {what} {}; {}known: {}",
                    quoted(typed),
                    hint(*near),
                    names.join(", ")
                )
            }
        }
    }
}

/// "did you mean X? " for a near miss, or nothing.
pub fn hint(near: Option<&str>) -> String {
    near.map_or_else(String::new, |n| format!("did you mean {n}? "))
}

/// The name at the start of `text` spelled as in `names` (matched ignoring
/// case), and the text with that spelling; `Name()` becomes `Name`.
pub fn canonical(text: &str, names: &[&'static str]) -> Result<(&'static str, String), NameError> {
    let text = text.trim();
    let typed: String = text
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if typed.is_empty() {
        return Err(NameError::Missing);
    }
    let Some(&name) = names.iter().find(|n| n.eq_ignore_ascii_case(&typed)) else {
        let near = did_you_mean(&typed, names);
        return Err(NameError::Unknown { typed, near });
    };
    let rest = text[typed.len()..].trim_start();
    let rest = if rest.replace(char::is_whitespace, "") == "()" {
        ""
    } else {
        rest
    };
    Ok((name, format!("{name}{rest}")))
}

/// The name in `names` closest to `typed` (ignoring case), if it is near enough
/// to be a slip: at most a third of its letters wrong, or one contains the other.
pub fn did_you_mean(typed: &str, names: &[&'static str]) -> Option<&'static str> {
    let typed = typed.to_ascii_lowercase();
    names
        .iter()
        .map(|n| (n, n.to_ascii_lowercase()))
        .map(|(n, lower)| {
            let near = lower.contains(&typed) && typed.len() >= 3
                || typed.contains(&lower)
                || edit_distance(&typed, &lower) <= lower.len().max(3) / 3;
            (n, near, edit_distance(&typed, &lower))
        })
        .filter(|(_, near, _)| *near)
        .min_by_key(|(_, _, d)| *d)
        .map(|(n, _, _)| *n)
}

/// The Levenshtein distance between two strings, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// RON's error on `text` (the text given to RON, one spec of variant `owner`)
/// as a message: an unknown field with the known fields and their ranges, a
/// number too large for its field with the field's range, otherwise RON's own
/// words with the column. `fields` lists every variant's fields.
pub fn ron_message(
    text: &str,
    owner: &str,
    e: &ron::error::SpannedError,
    fields: &[Field],
) -> String {
    let own: Vec<&Field> = fields.iter().filter(|f| f.owner == owner).collect();
    let described = || {
        let list: Vec<String> = own
            .iter()
            .map(|f| match f.name {
                "" => format!("{owner}(N) with N {}", f.range),
                name => format!("{name} ({})", f.range),
            })
            .collect();
        match list.is_empty() {
            true => format!("{owner} takes no parameters"),
            false => format!("{owner}'s parameters: {}", list.join(", ")),
        }
    };
    match &e.code {
        ron::Error::NoSuchStructField { found, .. } => {
            format!(
                "unknown field {} in {owner}; {}",
                quoted(found),
                described()
            )
        }
        ron::Error::IntegerOutOfBounds => {
            let at = offset_of(text, e.span.start.line, e.span.start.col);
            let (field, number) = field_before(text, at);
            match own.iter().find(|f| f.name == field) {
                Some(f) => {
                    let label = if field.is_empty() { owner } else { field };
                    format!("{label}: {}, not {}", f.range, quoted_number(&number))
                }
                None => format!("a number is out of range; {}", described()),
            }
        }
        ron::Error::ExpectedStructLike
        | ron::Error::ExpectedNamedStructLike(_)
        | ron::Error::ExpectedStructLikeEnd
        | ron::Error::ExpectedUnit
        | ron::Error::TrailingCharacters
        | ron::Error::MissingStructField { .. } => {
            format!("{} (column {}); {}", e.code, e.span.start.col, described())
        }
        code if own.is_empty() => format!("{code} (column {})", e.span.start.col),
        _ => format!(
            "{owner} is written {} (column {})",
            written_form(owner, &own),
            e.span.start.col
        ),
    }
}

/// How a variant with fields `own` is written, from the one table of fields:
/// `Mcts(iterations: 1 to 1000000000)`, `Level(0 to 4)`.
fn written_form(owner: &str, own: &[&Field]) -> String {
    let inside: Vec<String> = own
        .iter()
        .map(|f| match f.name {
            "" => f.range.to_string(),
            name => format!("{name}: {}", f.range),
        })
        .collect();
    format!("{owner}({})", inside.join(", "))
}

fn quoted_number(n: &str) -> String {
    match n.is_empty() {
        true => "this".into(),
        false => crate::quote::excerpt(n),
    }
}

/// The byte offset of RON's (1-based) line and column in `text`.
fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let mut offset = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            let within: usize = l
                .chars()
                .take(col.saturating_sub(1))
                .map(char::len_utf8)
                .sum();
            return offset + within;
        }
        offset += l.len();
    }
    text.len()
}

/// The field whose value is at or just before byte `at` (`rows` in `rows:
/// 1000000`; empty for a bare value such as `Level(300)`), and the number there.
fn field_before(text: &str, at: usize) -> (&str, String) {
    let at = at.min(text.len());
    let head = &text[..at];
    // The number: the run of digits (and signs) that ends at or crosses `at`.
    let number_start = head
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '+'))
        .map_or(0, |i| i + 1);
    let number: String = text[number_start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-' || *c == '+')
        .collect();
    let before = head[..number_start].trim_end();
    let Some(before) = before.strip_suffix(':') else {
        return ("", number);
    };
    let before = before.trim_end();
    let name_start = before
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    (&before[name_start..], number)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: &[&str] = &["TicTacToe", "ConnectFour", "Nim"];

    #[test]
    fn names_ignore_case_and_empty_parentheses() {
        let (name, text) = canonical("connectfour(rows: 5)", NAMES).unwrap();
        assert_eq!(
            (name, text.as_str()),
            ("ConnectFour", "ConnectFour(rows: 5)")
        );
        let (_, text) = canonical(" TicTacToe( ) ", NAMES).unwrap();
        assert_eq!(text, "TicTacToe");
        let e = canonical("ConectFour", NAMES).unwrap_err();
        let message = e.describe("ConectFour", "game", NAMES);
        assert!(message.contains("did you mean ConnectFour?"), "{message}");
        let e = canonical("Chess", NAMES).unwrap_err();
        let message = e.describe("Chess", "game", NAMES);
        assert!(!message.contains("did you mean"), "{message}");
        assert!(
            message.contains("known: TicTacToe, ConnectFour, Nim"),
            "{message}"
        );
        assert_eq!(canonical("(1, 2)", NAMES), Err(NameError::Missing));
    }

    #[test]
    fn near_misses() {
        assert_eq!(did_you_mean("tictacto", NAMES), Some("TicTacToe"));
        assert_eq!(did_you_mean("connect", NAMES), Some("ConnectFour"));
        assert_eq!(did_you_mean("nimm", NAMES), Some("Nim"));
        assert_eq!(did_you_mean("go", NAMES), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn the_field_before_a_place() {
        let text = "ConnectFour(rows: 1000000, cols: 4)";
        let at = text.find("1000000").unwrap() + 3;
        assert_eq!(field_before(text, at), ("rows", "1000000".to_string()));
        let text = "Level(300)";
        assert_eq!(field_before(text, 7), ("", "300".to_string()));
        assert_eq!(offset_of("ab\ncd", 2, 2), 4);
    }
}

//! Reading a trace file fast. A large trace (a million nodes is a 94 MB file)
//! takes seconds through RON's deserializer and a `String` per action; this
//! reader goes over the bytes once, builds the node and event tables in place
//! and gives each action's notation one index ([`Names`]). It reads the RON that
//! [`TraceFile::save`] writes, with any whitespace and `//` comments, fields in
//! any order after `nodes`' own, and an optional struct name; the spec and the
//! hits are small and go through RON itself. Anything else (an escape in a
//! string, a number written another way, `/* */`, a missing field) makes it
//! give up, and the file is read by RON's deserializer instead, which accepts
//! or refuses it with its own message: both paths give the same trace.

use super::named::{NamedTrace, Names};
use super::{TRACE_FORMAT_VERSION, TraceFile, TraceFileError, letter_event};
use crate::games::GameSpec;
use crate::search::chunked::Chunked;
use crate::search::trace::{ChanceTables, EventKind, NO_PARENT, Trace, TraceNode, TtHit};
use std::path::Path;

/// Reads the trace file at `path`, not checked against its game; every error
/// names the file.
pub fn read(path: &Path) -> Result<NamedTrace, TraceFileError> {
    let text = super::read_text(path)?;
    let named = match Reader::new(&text).file() {
        Some(fields) => fields.into_named(),
        None => {
            let file: TraceFile = ron::from_str(&text).map_err(|e| super::syntax(path, &e))?;
            NamedTrace::from_file(&file)
        }
    };
    named.map_err(|e| e.in_file(path))
}

/// What the fast reader gives up on (the file goes to RON's reader).
struct GiveUp;

type Read<T> = Result<T, GiveUp>;

/// The fields read so far.
#[derive(Default)]
struct Fields {
    version: Option<u32>,
    spec: Option<GameSpec>,
    moves: Option<Vec<String>>,
    algorithm: Option<String>,
    truncated: Option<bool>,
    nodes: Option<Chunked<TraceNode>>,
    /// Each node's action index (`None` for roots), read after `nodes`.
    actions: Option<Chunked<Option<u32>>>,
    events: Option<String>,
    cuts: Option<(Vec<u32>, Vec<u32>)>,
    hits: Option<Vec<TtHit>>,
    exact: Option<Vec<f64>>,
    outcomes: Option<Vec<(u32, u32, u32)>>,
    names: Names,
}

impl Fields {
    /// The trace, with the checks [`NamedTrace::from_file`] makes, in its order.
    fn into_named(self) -> Result<NamedTrace, TraceFileError> {
        let version = self.version.unwrap_or_default();
        if version != TRACE_FORMAT_VERSION {
            return Err(TraceFileError::Version(version));
        }
        let nodes = self.nodes.unwrap_or_default();
        let actions = self.actions.unwrap_or_default();
        super::one_action_per_node(actions.len(), nodes.len())?;
        let events = self
            .events
            .unwrap_or_default()
            .chars()
            .map(letter_event)
            .collect::<Result<Chunked<EventKind>, _>>()?;
        let chance = ChanceTables::from_rows(
            self.exact.unwrap_or_default(),
            &self.outcomes.unwrap_or_default(),
            nodes.len(),
        )
        .map_err(TraceFileError::Invalid)?;
        let trace = Trace::from_tables(
            nodes,
            actions,
            events,
            self.cuts.unwrap_or_default(),
            self.hits.unwrap_or_default(),
            self.truncated.unwrap_or_default(),
        )
        .with_chance(chance);
        Ok(NamedTrace {
            spec: self.spec.ok_or_else(|| invalid("no spec"))?,
            moves: self.moves.unwrap_or_default(),
            algorithm: self.algorithm.unwrap_or_default(),
            trace,
            names: self.names.into_table(),
        })
    }
}

fn invalid(why: &str) -> TraceFileError {
    TraceFileError::Invalid(why.into())
}

/// A cursor over the file's bytes.
struct Reader<'t> {
    text: &'t str,
    at: usize,
}

impl<'t> Reader<'t> {
    fn new(text: &'t str) -> Self {
        Reader { text, at: 0 }
    }

    /// The whole file, or `None` to let RON read it.
    fn file(&mut self) -> Option<Fields> {
        self.fields().ok()
    }

    fn fields(&mut self) -> Read<Fields> {
        let mut f = Fields::default();
        self.space()?;
        if self.peek() != Some(b'(') {
            self.ident()?; // the struct's name
            self.space()?;
        }
        self.eat(b'(')?;
        loop {
            self.space()?;
            if self.peek() == Some(b')') {
                break;
            }
            let name = self.ident()?;
            self.space()?;
            self.eat(b':')?;
            self.space()?;
            self.field(&mut f, name)?;
            self.space()?;
            if self.peek() == Some(b',') {
                self.at += 1;
            } else if self.peek() != Some(b')') {
                return Err(GiveUp);
            }
        }
        self.at += 1;
        self.space()?;
        let complete = f.version.is_some()
            && f.spec.is_some()
            && f.moves.is_some()
            && f.algorithm.is_some()
            && f.truncated.is_some()
            && f.nodes.is_some()
            && f.actions.is_some()
            && f.events.is_some()
            && f.cuts.is_some()
            && f.hits.is_some();
        (self.at == self.text.len() && complete)
            .then_some(f)
            .ok_or(GiveUp)
    }

    fn field(&mut self, f: &mut Fields, name: &str) -> Read<()> {
        match name {
            "version" => f.version = Some(self.int()?),
            "spec" => f.spec = Some(self.ron()?),
            "moves" => f.moves = Some(self.list(|r| r.string().map(str::to_string))?),
            "algorithm" => f.algorithm = Some(self.string()?.to_string()),
            "truncated" => f.truncated = Some(self.boolean()?),
            "nodes" => f.nodes = Some(self.list(Reader::node)?),
            "actions" => {
                // Roots have no action: the node table must come first.
                let nodes = f.nodes.as_ref().ok_or(GiveUp)?;
                let names = &mut f.names;
                let mut id = 0;
                f.actions = Some(self.list(|r| {
                    let text = r.string()?;
                    let root = nodes.get(id).is_none_or(|n| n.parent == NO_PARENT);
                    id += 1;
                    Ok((!root).then(|| names.intern(text)))
                })?);
            }
            "events" => f.events = Some(self.string()?.to_string()),
            "cuts" => {
                // Cuts after actions, so that names are numbered as RON's path does.
                if f.actions.is_none() {
                    return Err(GiveUp);
                }
                let names = &mut f.names;
                let (mut ends, mut all) = (Vec::new(), Vec::new());
                self.list::<(), ()>(|r| {
                    r.list::<(), ()>(|r| r.string().map(|t| all.push(names.intern(t))))?;
                    ends.push(all.len() as u32);
                    Ok(())
                })?;
                f.cuts = Some((ends, all));
            }
            "hits" => f.hits = Some(self.ron()?),
            // Expectiminimax's tables, small beside the rest: RON reads them.
            "exact" => f.exact = Some(self.ron()?),
            "outcomes" => f.outcomes = Some(self.ron()?),
            _ => return Err(GiveUp),
        }
        Ok(())
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn eat(&mut self, b: u8) -> Read<()> {
        if self.peek() == Some(b) {
            self.at += 1;
            Ok(())
        } else {
            Err(GiveUp)
        }
    }

    /// Whitespace and `//` comments.
    fn space(&mut self) -> Read<()> {
        let bytes = self.text.as_bytes();
        while let Some(&b) = bytes.get(self.at) {
            match b {
                b' ' | b'\n' | b'\r' | b'\t' => self.at += 1,
                b'/' if bytes.get(self.at + 1) == Some(&b'/') => {
                    while bytes.get(self.at).is_some_and(|&c| c != b'\n') {
                        self.at += 1;
                    }
                }
                b'/' | b'#' => return Err(GiveUp),
                _ => break,
            }
        }
        Ok(())
    }

    fn ident(&mut self) -> Read<&'t str> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        while bytes
            .get(self.at)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        {
            self.at += 1;
        }
        if self.at == start || bytes[start].is_ascii_digit() {
            return Err(GiveUp);
        }
        Ok(&self.text[start..self.at])
    }

    /// A decimal integer, as RON writes it.
    fn int<T: TryFrom<i64>>(&mut self) -> Read<T> {
        let bytes = self.text.as_bytes();
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let start = self.at;
        let mut v: i64 = 0;
        while let Some(d) = bytes.get(self.at).filter(|b| b.is_ascii_digit()) {
            v = v
                .checked_mul(10)
                .and_then(|v| v.checked_add(i64::from(d - b'0')))
                .ok_or(GiveUp)?;
            self.at += 1;
        }
        let follows = bytes.get(self.at).copied().unwrap_or(b' ');
        if self.at == start || follows.is_ascii_alphanumeric() || follows == b'.' {
            return Err(GiveUp);
        }
        T::try_from(if negative { -v } else { v }).map_err(|_| GiveUp)
    }

    fn boolean(&mut self) -> Read<bool> {
        match self.ident()? {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(GiveUp),
        }
    }

    /// A string without escapes, borrowed from the file.
    fn string(&mut self) -> Read<&'t str> {
        self.eat(b'"')?;
        let start = self.at;
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.at) {
                Some(b'"') => break,
                Some(b'\\') | None => return Err(GiveUp),
                Some(_) => self.at += 1,
            }
        }
        self.at += 1;
        Ok(&self.text[start..self.at - 1])
    }

    /// `[item, item, ...]`, a trailing comma allowed.
    fn list<T, C: FromIterator<T>>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Read<T>,
    ) -> Read<C> {
        self.eat(b'[')?;
        let mut error = None;
        let out = std::iter::from_fn(|| {
            let step = (|| {
                self.space()?;
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(None);
                }
                let x = item(self)?;
                self.space()?;
                match self.peek() {
                    Some(b',') => self.at += 1,
                    Some(b']') => {}
                    _ => return Err(GiveUp),
                }
                Ok(Some(x))
            })();
            step.unwrap_or_else(|e| {
                error = Some(e);
                None
            })
        })
        .collect();
        match error {
            Some(e) => Err(e),
            None => Ok(out),
        }
    }

    /// A node row: `(parent, depth, alpha, beta, value, returned, parent_alpha,
    /// parent_beta, flags)`.
    fn node(&mut self) -> Read<TraceNode> {
        self.eat(b'(')?;
        let mut ints = [0i64; 9];
        for (k, slot) in ints.iter_mut().enumerate() {
            self.space()?;
            *slot = self.int()?;
            self.space()?;
            if k < 8 || self.peek() == Some(b',') {
                self.eat(b',')?;
                self.space()?;
            }
        }
        self.eat(b')')?;
        let int = |k: usize| i32::try_from(ints[k]).map_err(|_| GiveUp);
        Ok(TraceNode {
            parent: u32::try_from(ints[0]).map_err(|_| GiveUp)?,
            depth: u16::try_from(ints[1]).map_err(|_| GiveUp)?,
            alpha: int(2)?,
            beta: int(3)?,
            value: int(4)?,
            returned: int(5)?,
            parent_alpha: int(6)?,
            parent_beta: int(7)?,
            flags: u8::try_from(ints[8]).map_err(|_| GiveUp)?,
        })
    }

    /// A value read by RON itself: its text runs to the `,` or `)` that closes
    /// it (brackets balanced, strings skipped).
    fn ron<T: serde::de::DeserializeOwned>(&mut self) -> Read<T> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        let mut depth = 0usize;
        while let Some(&b) = bytes.get(self.at) {
            match b {
                b'"' => {
                    self.string()?;
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => break,
                b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => break,
                _ => {}
            }
            self.at += 1;
        }
        ron::from_str(&self.text[start..self.at]).map_err(|_| GiveUp)
    }
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;

//! Writing an arena description back as RON text that the arena reader
//! ([`super::file::parse`]) reads as the same graph: for random trees, trees
//! pasted in bracket notation and trees built in the studio's editor.

use super::file::ArenaFile;

/// An arena description as RON text that [`super::file::parse`]
/// reads back, with `comment` as its first lines.
pub fn arena_ron(file: &ArenaFile, comment: &str) -> String {
    let mut out = String::new();
    for line in comment.lines() {
        out.push_str(&format!("// {line}\n"));
    }
    out.push_str("(\n");
    if let Some(initial) = &file.initial {
        out.push_str(&format!("    initial: {initial:?},\n"));
    }
    if file.turns == super::file::Turns::Alternate {
        out.push_str("    turns: Alternate,\n");
    }
    if let Some(limit) = file.draw_limit {
        out.push_str(&format!("    draw_limit: {limit},\n"));
    }
    out.push_str("    nodes: [\n");
    for n in &file.nodes {
        let mut fields = vec![format!("name: {:?}", n.name)];
        if n.owner != 0 || !n.edges.is_empty() {
            fields.push(format!("owner: {}", n.owner));
        }
        if !n.edges.is_empty() {
            let edges: Vec<String> = n.edges.iter().map(|e| format!("{e:?}")).collect();
            fields.push(format!("edges: [{}]", edges.join(", ")));
        }
        if let Some(o) = n.outcome {
            fields.push(format!("outcome: {o:?}"));
        }
        if let Some(m) = n.mover {
            fields.push(format!("mover: {m:?}"));
        }
        if let Some(v) = n.value {
            fields.push(format!("value: {v}"));
        }
        if let Some(l) = &n.label {
            fields.push(format!("label: {l:?}"));
        }
        if let Some((x, y)) = n.pos {
            fields.push(format!("pos: ({x:?}, {y:?})"));
        }
        out.push_str(&format!("        ({}),\n", fields.join(", ")));
    }
    out.push_str("    ],\n)\n");
    out
}

//! The finished search tree as Graphviz DOT text: one box per node (the action
//! leading to it, its value or bound, MAX/MIN), edges labelled with the action and
//! the window passed down, pruned children grey and dashed under a red cut edge,
//! the principal variation in bold, transposition hits as dotted links to the
//! node whose value they reused.

use super::loaded::Loaded;
use super::rules::{node_label, window_text};
use std::fmt::Write;

/// Quotes `s` for DOT.
fn quote(s: &str) -> String {
    format!(
        "\"{}\"",
        s.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\n', "\\n")
    )
}

/// The whole tree at the end of the search, as DOT.
pub fn to_dot(l: &Loaded) -> String {
    let t = &l.trace;
    let views = l.views(l.len());
    let pv = &l.pv;
    // The children whose value made their parent cut, sorted (by parent, so by id).
    let cause: Vec<u32> = l
        .tree
        .cut_nodes()
        .filter_map(|node| l.caused_cut(node))
        .collect();
    let mut out = String::new();
    let _ = writeln!(out, "digraph search {{");
    let _ = writeln!(
        out,
        "  label={}; labelloc=t; node [shape=box, fontname=Helvetica]; edge [fontname=Helvetica, fontsize=10];",
        quote(&format!("{} on {}", t.algorithm.name(), t.spec()))
    );
    for (id, node) in t.trace.nodes().enumerate() {
        let id = id as u32;
        let role = match node.maximizing() {
            Some(true) => " MAX",
            Some(false) => " MIN",
            None => "",
        };
        let name = match t.action_name(id) {
            "" => "root".to_string(),
            a => a.to_string(),
        };
        let value = views.get(id as usize).map(node_label).unwrap_or_default();
        let bold = if pv.contains(&id) {
            ", style=bold, penwidth=2"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  n{id} [label={}{bold}];",
            quote(&format!("{name}{role}\n{value}"))
        );
        if node.parent != crate::search::trace::NO_PARENT {
            let edge_bold = if pv.contains(&id) && pv.contains(&node.parent) {
                ", style=bold, penwidth=2"
            } else {
                ""
            };
            let mut label = format!(
                "{} {}",
                t.action_name(id),
                window_text(node.alpha, node.beta)
            );
            let mut style = edge_bold.to_string();
            if cause.binary_search(&id).is_ok() {
                label.push_str(" cut");
                style.push_str(", color=red, fontcolor=red");
            }
            let _ = writeln!(
                out,
                "  n{} -> n{id} [label={}{style}];",
                node.parent,
                quote(&label)
            );
        }
    }
    let mut pruned = 0;
    for (cut, node) in l.tree.cut_owners().into_iter().enumerate() {
        for &a in t.trace.cut(cut) {
            let _ = writeln!(
                out,
                "  p{pruned} [label={}, color=gray, fontcolor=gray, style=dashed];",
                quote(t.name(a))
            );
            let _ = writeln!(out, "  n{node} -> p{pruned} [color=gray, style=dashed];");
            pruned += 1;
        }
    }
    for &(hit, source) in &t.reused {
        let _ = writeln!(
            out,
            "  n{hit} -> n{source} [style=dotted, color=blue, constraint=false, label=\"reused\"];"
        );
    }
    let _ = writeln!(out, "}}");
    out
}

//! Draws a sheet or its answer key as SVG. The tree is the studio's (MAX a
//! triangle pointing up, MIN pointing down, leaves squares with their values),
//! every inner node with a value box on its right and its name above the box.
//! The exercise leaves the boxes empty and the edges unmarked; the key fills
//! each box with the value alpha-beta returns (a bound `>= v` / `<= v` after a
//! cut, seed 004), writes the window (alpha, beta) under it (beside it when
//! an edge passes under), crosses each pruned
//! edge with a red double stroke, greys the subtrees below, thickens the edge
//! of the move to play and sums up (leaves evaluated, root value, move).
//!
//! Every value box is a `rect` of class `value-box` and every value in one a
//! `text` of class `value`, both with `data-node` (the node's name); pruned
//! edges are `line`s of class `edge pruned` with `data-node` (the child's
//! name), crossed by `cut-mark` lines: what tests and scripts read.
//!
//! The layout is the tree views' ([`crate::inspect::TreeLayout`]), the nodes'
//! outlines the pictures' ([`super::picture::outline`]) and the writer the one
//! SVG writer ([`super::svg`]); what is the sheet's own is the paper: value
//! boxes to fill, windows, names placed clear of the edges, the header and
//! the legend.

use super::key::{Answer, Shape, SheetNode};
use super::page::{
    BOX_H, FOOTER, MARGIN, NODE, Page, SIDE, SMALL, Segments, TEXT, leaf_half, name_place,
    text_width, window_place,
};
use super::picture::outline;
use super::svg::{Anchor, Font, Paint, Svg, num};
use super::words::Word;
use super::{Part, Sheet};
use crate::search::Bound;

const INK: &str = "#202020";
const GREY: &str = "#a0a0a0";
const PALE: &str = "#eeeeee";
const RED: &str = "#d03030";
/// The studio's finished (exact) and bound colours, lightened for paper.
const EXACT_FILL: &str = "#cfe4f7";
const BOUND_FILL: &str = "#e4dcf5";

fn font(size: f32, anchor: Anchor, colour: &str) -> Font<'_> {
    Font {
        size,
        anchor,
        bold: false,
        colour,
    }
}

/// The SVG of `part` of `sheet`.
pub fn svg(sheet: &Sheet, part: Part) -> String {
    let page = &sheet.page;
    let key = part == Part::Key;
    let title = match part {
        Part::Exercise => Word::ExerciseTitle,
        Part::Key => Word::KeyTitle,
    }
    .text(sheet.options.lang);
    let mut doc = Svg::new(
        page.width,
        page.height,
        &format!("{title}: {}", sheet.options.title),
    );
    header(&mut doc, sheet, part);
    let at = |i: u32| {
        let i = i as usize;
        page.at(sheet.layout.x[i], sheet.layout.depth[i])
    };
    let nodes = &sheet.key.nodes;
    // Edges first: the nodes' white fill covers their ends.
    let mut segments = Vec::new();
    for i in 0..nodes.len() as u32 {
        for c in sheet.key.tree.children(i) {
            let child = &nodes[c as usize];
            edge(
                &mut doc,
                at(i),
                at(c),
                child,
                key,
                key && sheet.key.line.contains(&c),
            );
            segments.push((at(i), at(c)));
        }
    }
    for (i, n) in nodes.iter().enumerate() {
        node(&mut doc, page, at(i as u32), n, key, &segments);
    }
    footer(&mut doc, sheet, part);
    doc.finish()
}

fn header(doc: &mut Svg, sheet: &Sheet, part: Part) {
    let (lang, page) = (sheet.options.lang, &sheet.page);
    let left = MARGIN;
    let mut title = font(6.0, Anchor::Start, INK);
    title.bold = true;
    let word = match part {
        Part::Exercise => Word::ExerciseTitle,
        Part::Key => Word::KeyTitle,
    };
    doc.text((left, MARGIN + 5.0), word.text(lang), title, "");
    let sub = font(TEXT + 0.6, Anchor::Start, INK);
    doc.text((left, MARGIN + 11.0), &sheet.options.title, sub, "");
    let hint = match part {
        Part::Exercise => Word::ExerciseHint,
        Part::Key => Word::KeyHint,
    };
    let (cut, order) = (
        Word::Cut(sheet.options.cut).text(lang),
        Word::Order(sheet.options.reorder).text(lang),
    );
    let width = page.width - 2.0 * MARGIN;
    let joined = format!("{cut} · {order}");
    let mut lines: Vec<(String, &str)> = if text_width(&joined, TEXT) <= width {
        vec![(joined, INK)]
    } else {
        vec![(cut.to_string(), INK), (order.to_string(), INK)]
    };
    lines.extend(
        wrap(hint.text(lang), width, TEXT)
            .into_iter()
            .map(|l| (l, "#505050")),
    );
    for (k, (line, colour)) in lines.iter().take(HEADER_LINES).enumerate() {
        let y = MARGIN + 16.5 + k as f32 * 4.3;
        doc.text((left, y), line, font(TEXT, Anchor::Start, colour), "");
    }
    if part == Part::Exercise {
        let right = page.width - MARGIN;
        let name = font(TEXT + 0.6, Anchor::Start, INK);
        doc.text(
            (right - 80.0, MARGIN + 5.0),
            Word::Name.text(lang),
            name,
            "",
        );
        doc.line(
            (right - 64.0, MARGIN + 5.5),
            (right, MARGIN + 5.5),
            Paint::solid(INK, 0.3, "none"),
            "",
        );
    }
}

/// The lines of text under the title the header has room for.
const HEADER_LINES: usize = 4;

/// `text` cut into lines at most `width` wide (by the estimated text width).
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line} {word}"), size) <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

fn edge(doc: &mut Svg, from: (f32, f32), to: (f32, f32), child: &SheetNode, key: bool, best: bool) {
    let name = [("data-node", child.name.as_str())];
    match child.answer {
        Answer::Pruned | Answer::Below if key => {
            let mut p = Paint::solid(GREY, 0.35, "none");
            p.dash = Some("1.6 1.2");
            let class = if child.answer == Answer::Pruned {
                "edge pruned"
            } else {
                "edge below"
            };
            doc.line(from, to, p, &Svg::attrs(&[("class", class), name[0]]));
            if child.answer == Answer::Pruned {
                cut_mark(doc, from, to);
            }
        }
        _ => {
            let width = if best { 1.1 } else { 0.35 };
            let class = if best { "edge best" } else { "edge" };
            doc.line(
                from,
                to,
                Paint::solid(INK, width, "none"),
                &Svg::attrs(&[("class", class), name[0]]),
            );
        }
    }
}

/// Two short red strokes across the middle of the edge `from`-`to`.
fn cut_mark(doc: &mut Svg, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy * 2.4, ux * 2.4);
    let mid = (from.0 + dx * 0.55, from.1 + dy * 0.55);
    for s in [-0.8f32, 0.8] {
        let c = (mid.0 + ux * s, mid.1 + uy * s);
        doc.line(
            (c.0 - nx, c.1 - ny),
            (c.0 + nx, c.1 + ny),
            Paint::solid(RED, 0.6, "none"),
            &Svg::attrs(&[("class", "cut-mark")]),
        );
    }
}

/// The fill, stroke and text colours of a node.
fn colours(n: &SheetNode, key: bool) -> (&'static str, &'static str, &'static str) {
    match n.answer {
        _ if !key => ("white", INK, INK),
        Answer::Visited {
            bound: Bound::Exact,
            ..
        } => (EXACT_FILL, INK, INK),
        Answer::Visited { .. } => (BOUND_FILL, INK, INK),
        Answer::Pruned | Answer::Below => (PALE, GREY, GREY),
    }
}

fn node(doc: &mut Svg, page: &Page, c: (f32, f32), n: &SheetNode, key: bool, edges: &Segments) {
    let (fill, stroke, ink) = colours(n, key);
    let box_w = page.box_w;
    if n.shape == Shape::Leaf {
        let value = num(n.value);
        let half = leaf_half(&value);
        let class = Svg::attrs(&[("class", "leaf"), ("data-node", &n.name)]);
        doc.rect(
            c,
            2.0 * half,
            1.8 * NODE,
            0.6,
            Paint::solid(stroke, 0.35, fill),
            &class,
        );
        let mut f = font(TEXT, Anchor::Middle, ink);
        f.bold = true;
        doc.text_centred(c, &value, f, &Svg::attrs(&[("class", "leaf-value")]));
        let below = (c.0, c.1 + 0.9 * NODE + TEXT + 0.3);
        doc.text(below, &n.name, font(SMALL, Anchor::Middle, "#606060"), "");
        if let Some(window) = n.window_text().filter(|_| key && page.leaf_windows) {
            let under = (below.0, below.1 + SMALL + 0.4);
            window_label(doc, under, &window, &n.name);
        }
        return;
    }
    let up = n.shape == Shape::Max;
    let class = Svg::attrs(&[
        ("class", if up { "max" } else { "min" }),
        ("data-node", &n.name),
    ]);
    outline(
        doc,
        n.shape,
        c,
        NODE,
        Paint::solid(stroke, 0.4, fill),
        &class,
    );
    let b = (c.0 + SIDE + box_w / 2.0, c.1);
    let (above, anchor) = name_place(c, box_w, &n.name, edges);
    let named = halo(&[("class", "name"), ("data-node", &n.name)]);
    doc.text(above, &n.name, font(TEXT, anchor, ink), &named);
    let boxed = Svg::attrs(&[("class", "value-box"), ("data-node", &n.name)]);
    doc.rect(
        b,
        box_w,
        BOX_H,
        0.8,
        Paint::solid(stroke, 0.35, "white"),
        &boxed,
    );
    if !key {
        return;
    }
    if let Some(text) = n.answer_text() {
        let mut f = font(TEXT + 0.3, Anchor::Middle, INK);
        f.bold = true;
        let attrs = Svg::attrs(&[("class", "value"), ("data-node", &n.name)]);
        doc.text_centred(b, &text, f, &attrs);
    }
    if let Some(window) = n.window_text() {
        let at = window_place(page, b, &window, edges);
        window_label(doc, at, &window, &n.name);
    }
}

/// A node's window `(alpha, beta)`, centred at `at`.
fn window_label(doc: &mut Svg, at: (f32, f32), window: &str, node: &str) {
    let attrs = halo(&[("class", "window"), ("data-node", node)]);
    doc.text(at, window, font(SMALL, Anchor::Middle, "#1f5fa0"), &attrs);
}

/// Attributes of text with a white halo, legible where an edge passes.
fn halo(pairs: &[(&str, &str)]) -> String {
    let mut all = pairs.to_vec();
    all.extend([
        ("stroke", "white"),
        ("stroke-width", "0.8"),
        ("stroke-linejoin", "round"),
        ("paint-order", "stroke"),
    ]);
    Svg::attrs(&all)
}

fn footer(doc: &mut Svg, sheet: &Sheet, part: Part) {
    let (lang, page) = (sheet.options.lang, &sheet.page);
    // The legend on the last line; the key's summary on the line above.
    let y = page.height - MARGIN - 1.0;
    let mut x = MARGIN;
    let f = font(TEXT, Anchor::Start, INK);
    let sample = |doc: &mut Svg, x: f32, shape: Shape| {
        let c = (x + NODE, y - 1.0);
        match shape {
            Shape::Leaf => doc.rect(
                c,
                1.8 * NODE,
                1.8 * NODE,
                0.6,
                Paint::solid(INK, 0.35, "white"),
                "",
            ),
            s => outline(doc, s, c, NODE * 0.8, Paint::solid(INK, 0.4, "white"), ""),
        }
    };
    for (shape, label) in [
        (Shape::Max, "MAX"),
        (Shape::Min, "MIN"),
        (Shape::Leaf, Word::Leaf.text(lang)),
    ] {
        sample(doc, x, shape);
        doc.text((x + 2.0 * NODE + 1.5, y), label, f, "");
        x += 2.0 * NODE + 4.0 + text_width(label, TEXT);
    }
    if part == Part::Exercise {
        return;
    }
    let mut p = Paint::solid(GREY, 0.35, "none");
    p.dash = Some("1.6 1.2");
    doc.line((x, y - 1.0), (x + 12.0, y - 1.0), p, "");
    cut_mark(doc, (x, y - 1.0), (x + 12.0, y - 1.0));
    doc.text((x + 14.0, y), Word::Pruned.text(lang), f, "");
    let k = &sheet.key;
    let best = k
        .best
        .map_or_else(|| "-".to_string(), |b| k.nodes[b as usize].name.clone());
    let summary = format!(
        "{} {} {} {} · {} {} · {} {}",
        Word::Evaluated.text(lang),
        k.evaluated,
        Word::Of.text(lang),
        k.leaves,
        Word::RootValue.text(lang),
        num(k.root_value),
        Word::MoveToPlay.text(lang),
        best
    );
    let mut bold = font(TEXT + 0.6, Anchor::Start, INK);
    bold.bold = true;
    doc.text(
        (MARGIN, page.height - MARGIN - FOOTER + 5.0),
        &summary,
        bold,
        &Svg::attrs(&[("class", "summary")]),
    );
}

//! The tree's palette: the colours of node states (unvisited, on the current
//! path, finished, bound only, principal variation, cut, reused, chance), the
//! greys of edges and pruned children, and the two rules every mark is held
//! to on the tree's background in both themes (WCAG 2.1 level AA): a line or
//! shape that carries meaning at 3:1 ([`line()`]), a text at 4.5:1
//! ([`mark_text`]).
//!
//! The bright state colours are the nodes' fills (black text is written on
//! them); drawn as a line or a text on the light theme's near-white they are
//! too pale, so [`line()`] and [`mark_text`] darken them, hue kept, by the least
//! step that reaches the ratio ([`crate::app::theme::at_least`]). The
//! functions of `dark` alone ([`line_of`], [`background_of`]) are what the
//! contrast tests check without a window.

use crate::app::theme::{AA_LINE, AA_TEXT, at_least};
use eframe::egui::{Color32, Ui};
use std::sync::LazyLock;

pub const ON_PATH: Color32 = Color32::from_rgb(0xf2, 0x9d, 0x38);
pub const FINISHED: Color32 = Color32::from_rgb(0x4f, 0x9d, 0xe0);
pub const BOUND: Color32 = Color32::from_rgb(0x9b, 0x7b, 0xd8);
pub const PV: Color32 = Color32::from_rgb(0xf2, 0xc1, 0x2e);
pub const CUT: Color32 = Color32::from_rgb(0xe0, 0x4f, 0x4f);
pub const REUSE: Color32 = Color32::from_rgb(0x5f, 0xc2, 0x6a);
/// Chance nodes' outline and their outcomes' probabilities (expectiminimax);
/// no other mark of the tree is magenta.
pub const CHANCE: Color32 = Color32::from_rgb(0xd0, 0x5c, 0xc8);

/// The mark on what an exercise's question is about (its node's ring, its
/// edge, the answer's box).
pub const ASKED: Color32 = Color32::from_rgb(0xff, 0x8c, 0x1a);
/// The mark on a wrong answer.
pub const WRONG: Color32 = Color32::from_rgb(0xe0, 0x3c, 0x3c);

/// Every mark colour the tree draws as a line, for the contrast tests.
pub const MARKS: [(&str, Color32); 9] = [
    ("on path", ON_PATH),
    ("finished", FINISHED),
    ("bound", BOUND),
    ("principal variation", PV),
    ("cut", CUT),
    ("reused", REUSE),
    ("chance", CHANCE),
    ("asked", ASKED),
    ("wrong", WRONG),
];

/// The tree's background in the dark or the light theme.
pub fn background_of(dark: bool) -> Color32 {
    Color32::from_gray(if dark { 24 } else { 248 })
}

pub fn background(ui: &Ui) -> Color32 {
    background_of(ui.visuals().dark_mode)
}

/// The lines of [`MARKS`] and the unvisited grey, in the light theme (first)
/// and the dark one, worked out once: they are drawn on every edge of every
/// frame.
static LINES: LazyLock<[[Color32; MARKS.len() + 1]; 2]> = LazyLock::new(|| {
    [false, true].map(|dark| {
        let ground = background_of(dark);
        let grey = Color32::from_gray(if dark { 70 } else { 200 });
        let mut lines = [at_least(grey, ground, AA_LINE); MARKS.len() + 1];
        for (line, (_, c)) in lines.iter_mut().zip(MARKS) {
            *line = at_least(c, ground, AA_LINE);
        }
        lines
    })
});

/// Mark colour `c` as a line or a shape's outline on the tree's background
/// of the dark or the light theme: at least [`AA_LINE`] (a colour of
/// [`MARKS`] read from the table made once).
pub fn line_of(dark: bool, c: Color32) -> Color32 {
    match MARKS.iter().position(|&(_, m)| m == c) {
        Some(k) => LINES[usize::from(dark)][k],
        None => at_least(c, background_of(dark), AA_LINE),
    }
}

/// Mark colour `c` as a line on the tree: at least 3:1 on its background.
pub fn line(ui: &Ui, c: Color32) -> Color32 {
    line_of(ui.visuals().dark_mode, c)
}

/// Mark colour `c` as a text on the tree (a reuse count, a probability): at
/// least 4.5:1 on its background.
pub fn mark_text(ui: &Ui, c: Color32) -> Color32 {
    at_least(c, background(ui), AA_TEXT)
}

/// The grey of unvisited nodes and edges in the dark or light theme: the
/// faintest line that still reaches 3:1 (an unvisited edge is part of the
/// tree the class reads).
pub fn unvisited_of(dark: bool) -> Color32 {
    LINES[usize::from(dark)][MARKS.len()]
}

pub fn unvisited(ui: &Ui) -> Color32 {
    unvisited_of(ui.visuals().dark_mode)
}

/// A pruned child's outline and words: grey, yet at WCAG AA's 4.5:1 on the
/// tree's background in both themes (its dashes and the red bar say pruned).
pub fn pruned_of(dark: bool) -> Color32 {
    Color32::from_gray(if dark { 140 } else { 105 })
}

pub fn pruned(ui: &Ui) -> Color32 {
    pruned_of(ui.visuals().dark_mode)
}

/// A right answer's text: green, lighter on the dark theme and darker on the
/// light one, at 4.5:1 on either background.
pub fn right_text(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0x6f, 0xd0, 0x8a)
    } else {
        Color32::from_rgb(0x1e, 0x7a, 0x34)
    }
}

/// Text in the cut's colour (a wrong answer's too): [`CUT`] made lighter on
/// the dark theme and darker on the light one, so that it reaches 4.5:1 on
/// either background.
pub fn cut_text(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0xff, 0x7a, 0x7a)
    } else {
        Color32::from_rgb(0xb0, 0x2a, 0x2a)
    }
}

/// The edges' and outlines' grey of visited nodes.
pub fn edge_of(dark: bool) -> Color32 {
    Color32::from_gray(if dark { 150 } else { 110 })
}

pub fn edge(ui: &Ui) -> Color32 {
    edge_of(ui.visuals().dark_mode)
}

pub fn text(ui: &Ui) -> Color32 {
    ui.visuals().strong_text_color()
}

pub fn window(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0x9a, 0xd0, 0xff)
    } else {
        Color32::from_rgb(0x1f, 0x5f, 0xa0)
    }
}

//! What breaks the classroom's rules in a [`UiReport`]: texts that overlap,
//! node boxes of a tree that overlap (their texts may not),
//! texts cut off, texts too small (one limit for the window, one for what is
//! drawn on a canvas, the graph or the board, and one for the trees), and
//! texts below WCAG AA's contrast (but those of disabled widgets, which WCAG
//! exempts), and the lines drawn on a tree or a canvas (edges, rings, marks,
//! outlines: what carries the lesson's meaning) below 3:1 for graphical
//! objects. Each fault names the text or the line and where it is.

use super::boxes::NodeBox;
use super::lines::Line;
use super::{Text, UiReport, inside};
use crate::app::theme::{AA_LINE, AA_TEXT};
use std::fmt;

/// The limits a report is held to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rules {
    /// The smallest text, in window pixels.
    pub min_px: f32,
    /// The smallest text drawn on a canvas (graph, board).
    pub canvas_min_px: f32,
    /// The smallest text drawn on a tree (24 px in presentation mode, issue 30).
    pub tree_min_px: f32,
    /// The least contrast of a text on its background.
    pub min_contrast: f32,
    /// The least contrast of a line on a tree or a canvas on its background.
    pub min_line_contrast: f32,
    /// Two texts overlap when they share more than this many pixels each way.
    pub overlap_slack: f32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            min_px: 14.0,
            canvas_min_px: 14.0,
            tree_min_px: 14.0,
            min_contrast: AA_TEXT,
            min_line_contrast: AA_LINE,
            overlap_slack: 1.0,
        }
    }
}

/// One broken rule.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    Overlap(Text, Text),
    /// Two node boxes of a tree overlap (issue 30: folded subtrees' boxes
    /// wider than their slots).
    Boxes(NodeBox, NodeBox),
    Clipped(Text),
    Small {
        text: Text,
        min: f32,
    },
    Faint(Text),
    /// A line on a tree or a canvas below [`Rules::min_line_contrast`].
    FaintLine(Line),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |t: &Text| {
            let [x0, y0, x1, y1] = t.rect;
            format!("{:?} at ({x0:.0}, {y0:.0})-({x1:.0}, {y1:.0})", t.text)
        };
        match self {
            Fault::Overlap(a, b) => write!(f, "{} overlaps {}", at(a), at(b)),
            Fault::Boxes(a, b) => {
                let at = |b: &NodeBox| {
                    let [x0, y0, x1, y1] = b.rect;
                    format!("{:?}'s box ({x0:.0}, {y0:.0})-({x1:.0}, {y1:.0})", b.label)
                };
                write!(f, "{} overlaps {}", at(a), at(b))
            }
            Fault::Clipped(t) => write!(f, "{} is cut off", at(t)),
            Fault::Small { text, min } => {
                write!(
                    f,
                    "{} is {:.1} px (at least {min} wanted)",
                    at(text),
                    text.px
                )
            }
            Fault::Faint(t) => write!(
                f,
                "{} has a contrast of {:.2}:1 ({} on {})",
                at(t),
                t.contrast,
                t.fg,
                t.bg
            ),
            Fault::FaintLine(l) => {
                let [x0, y0, x1, y1] = l.rect;
                let what = if l.outline { "an outline" } else { "a line" };
                write!(
                    f,
                    "{what} at ({x0:.0}, {y0:.0})-({x1:.0}, {y1:.0}) has a contrast of {:.2}:1 ({} on {})",
                    l.contrast, l.fg, l.bg
                )
            }
        }
    }
}

/// Every fault of `report` under `rules`.
pub fn faults(report: &UiReport, rules: &Rules) -> Vec<Fault> {
    let area = |role: &str| -> Vec<[f32; 4]> {
        report
            .widgets
            .iter()
            .filter(|w| w.role == role)
            .map(|w| w.rect)
            .collect()
    };
    let (canvases, trees) = (area("canvas"), area("tree"));
    let mut out = Vec::new();
    for t in &report.texts {
        if t.clipped {
            out.push(Fault::Clipped(t.clone()));
        }
        let mid = [(t.rect[0] + t.rect[2]) / 2.0, (t.rect[1] + t.rect[3]) / 2.0];
        let on = |areas: &[[f32; 4]]| areas.iter().any(|r| inside(mid, *r));
        let min = if on(&trees) {
            rules.tree_min_px
        } else if on(&canvases) {
            rules.canvas_min_px
        } else {
            rules.min_px
        };
        if t.px + 0.05 < min {
            out.push(Fault::Small {
                text: t.clone(),
                min,
            });
        }
        // WCAG exempts inactive controls from the contrast rule.
        if t.contrast + 0.005 < rules.min_contrast && !t.disabled {
            out.push(Fault::Faint(t.clone()));
        }
    }
    for l in &report.lines {
        let drawn = trees.iter().chain(&canvases).any(|r| inside(l.at, *r));
        if drawn && l.contrast + 0.005 < rules.min_line_contrast {
            out.push(Fault::FaintLine(l.clone()));
        }
    }
    for (i, a) in report.texts.iter().enumerate() {
        for b in &report.texts[i + 1..] {
            if shared(a.rect, b.rect, rules.overlap_slack) {
                out.push(Fault::Overlap(a.clone(), b.clone()));
            }
        }
    }
    for (i, a) in report.boxes.iter().enumerate() {
        for b in &report.boxes[i + 1..] {
            if a.owner != b.owner && shared(a.rect, b.rect, rules.overlap_slack) {
                out.push(Fault::Boxes(a.clone(), b.clone()));
            }
        }
    }
    out
}

/// Whether two rectangles share more than `slack` pixels both ways.
fn shared(a: [f32; 4], b: [f32; 4], slack: f32) -> bool {
    let w = a[2].min(b[2]) - a[0].max(b[0]);
    let h = a[3].min(b[3]) - a[1].max(b[1]);
    w > slack && h > slack
}

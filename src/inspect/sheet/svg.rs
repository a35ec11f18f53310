//! A small SVG writer: the elements a sheet is drawn with (lines, polygons,
//! rectangles, text), written by hand as plain text with every attribute value
//! and text escaped. Lengths are millimetres: the document is `width`
//! millimetres wide with a matching `viewBox`, so it prints at its real size.
//! The font is the generic `sans-serif` family. A picture for the screen
//! ([`Svg::pixels`]) is measured in pixels instead.

use crate::files::svg::escape;
use crate::inspect::labels::value_text;
use crate::search::trace::Value;
use std::fmt::Write;

/// A value as the sheets write it (`-∞` / `+∞` for the infinities).
pub fn num(v: Value) -> String {
    value_text(v)
}

/// A length with at most two decimals.
fn mm(v: f32) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// How a shape is stroked and filled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paint<'a> {
    pub stroke: &'a str,
    pub width: f32,
    pub fill: &'a str,
    /// A dash pattern (`"1.5 1"`), or none.
    pub dash: Option<&'a str>,
}

impl<'a> Paint<'a> {
    /// A solid (undashed) paint.
    pub fn solid(stroke: &'a str, width: f32, fill: &'a str) -> Paint<'a> {
        Paint {
            stroke,
            width,
            fill,
            dash: None,
        }
    }

    fn attrs(&self) -> String {
        let mut a = format!(
            r#"stroke="{}" stroke-width="{}" fill="{}""#,
            escape(self.stroke),
            mm(self.width),
            escape(self.fill)
        );
        if let Some(d) = self.dash {
            let _ = write!(a, r#" stroke-dasharray="{}""#, escape(d));
        }
        a
    }
}

/// Where text stands relative to its x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// How text is written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Font<'a> {
    pub size: f32,
    pub anchor: Anchor,
    pub bold: bool,
    pub colour: &'a str,
}

/// An SVG document being written.
pub struct Svg {
    out: String,
}

impl Svg {
    /// A document `width` x `height` millimetres with a white page.
    pub fn new(width: f32, height: f32, title: &str) -> Svg {
        Svg::sized(width, height, "mm", title)
    }

    /// A document `width` x `height` pixels (CSS pixels, 96 to the inch) with
    /// a white page: a picture for the screen, rasterised at a scale.
    pub fn pixels(width: f32, height: f32, title: &str) -> Svg {
        Svg::sized(width, height, "", title)
    }

    fn sized(width: f32, height: f32, unit: &str, title: &str) -> Svg {
        let mut out = String::new();
        let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
        let _ = writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}{unit}" height="{h}{unit}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#,
            w = mm(width),
            h = mm(height)
        );
        let _ = writeln!(out, "<title>{}</title>", escape(title));
        let _ = writeln!(
            out,
            r#"<rect x="0" y="0" width="{}" height="{}" fill="white"/>"#,
            mm(width),
            mm(height)
        );
        Svg { out }
    }

    /// Extra attributes (`class`, `data-*`), already escaped, with a leading space.
    pub fn attrs(pairs: &[(&str, &str)]) -> String {
        pairs
            .iter()
            .map(|(k, v)| format!(r#" {k}="{}""#, escape(v)))
            .collect()
    }

    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), paint: Paint, extra: &str) {
        let _ = writeln!(
            self.out,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" {} stroke-linecap="round"{extra}/>"#,
            mm(from.0),
            mm(from.1),
            mm(to.0),
            mm(to.1),
            paint.attrs()
        );
    }

    pub fn circle(&mut self, c: (f32, f32), r: f32, paint: Paint, extra: &str) {
        let _ = writeln!(
            self.out,
            r#"<circle cx="{}" cy="{}" r="{}" {}{extra}/>"#,
            mm(c.0),
            mm(c.1),
            mm(r),
            paint.attrs()
        );
    }

    pub fn polygon(&mut self, points: &[(f32, f32)], paint: Paint, extra: &str) {
        let pts: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", mm(x), mm(y)))
            .collect();
        let _ = writeln!(
            self.out,
            r#"<polygon points="{}" {} stroke-linejoin="round"{extra}/>"#,
            pts.join(" "),
            paint.attrs()
        );
    }

    /// A rectangle centred on `c`, `w` x `h`, with corner radius `r`.
    pub fn rect(&mut self, c: (f32, f32), w: f32, h: f32, r: f32, paint: Paint, extra: &str) {
        let _ = writeln!(
            self.out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" {}{extra}/>"#,
            mm(c.0 - w / 2.0),
            mm(c.1 - h / 2.0),
            mm(w),
            mm(h),
            mm(r),
            paint.attrs()
        );
    }

    /// `text` with its baseline's `anchor` point at `at`.
    pub fn text(&mut self, at: (f32, f32), text: &str, font: Font, extra: &str) {
        let anchor = match font.anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let weight = if font.bold {
            r#" font-weight="bold""#
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            r#"<text x="{}" y="{}" font-size="{}" text-anchor="{anchor}" fill="{}"{weight}{extra}>{}</text>"#,
            mm(at.0),
            mm(at.1),
            mm(font.size),
            escape(font.colour),
            escape(text)
        );
    }

    /// Text vertically centred on `c.1` (the baseline a third of the size below).
    pub fn text_centred(&mut self, c: (f32, f32), text: &str, font: Font, extra: &str) {
        self.text((c.0, c.1 + 0.35 * font.size), text, font, extra);
    }

    /// Opens a group with extra attributes; [`Svg::end_group`] closes it.
    pub fn group(&mut self, extra: &str) {
        let _ = writeln!(self.out, "<g{extra}>");
    }

    pub fn end_group(&mut self) {
        self.out.push_str("</g>\n");
    }

    /// The finished document.
    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut svg = Svg::new(10.0, 5.0, "T & <U>");
        let font = Font {
            size: 3.0,
            anchor: Anchor::Middle,
            bold: false,
            colour: "black",
        };
        svg.text(
            (1.0, 2.5),
            "<= 3",
            font,
            &Svg::attrs(&[("data-node", "A\"1")]),
        );
        let doc = svg.finish();
        assert!(doc.contains("<title>T &amp; &lt;U&gt;</title>"), "{doc}");
        assert!(
            doc.contains(r#"data-node="A&quot;1">&lt;= 3</text>"#),
            "{doc}"
        );
        assert!(doc.contains(r#"width="10mm" height="5mm" viewBox="0 0 10 5""#));
    }

    #[test]
    fn lengths_keep_two_decimals_at_most() {
        assert_eq!(mm(1.0), "1");
        assert_eq!(mm(1.256), "1.26");
        assert_eq!(mm(-0.001), "0");
        assert_eq!(mm(12.5), "12.5");
    }
}

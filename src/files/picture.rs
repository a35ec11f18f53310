//! An SVG picture rasterised to PNG with resvg, at a chosen resolution, on a
//! white page (the sheets' PNG files, `ludoscope draw --png`). The fonts are
//! egui's own default fonts (Ubuntu Light for text, Hack as the monospace
//! fallback, from `epaint_default_fonts`), loaded into resvg's font database
//! and given as the `sans-serif` family: no system font is read, so the
//! picture is the same on every machine.

use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg::{self, fontdb};
use std::sync::Arc;

/// The family name of `epaint_default_fonts::UBUNTU_LIGHT`.
const SANS: &str = "Ubuntu";

fn fonts() -> fontdb::Database {
    let mut db = fontdb::Database::new();
    db.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
    db.set_sans_serif_family(SANS);
    db.set_monospace_family("Hack");
    db
}

/// The PNG of `svg` at `dpi` dots per inch (the SVG's size is in millimetres).
pub fn rasterise(svg: &str, dpi: f32) -> Result<Vec<u8>, String> {
    pixmap(svg, dpi)?
        .encode_png()
        .map_err(|e| format!("PNG encoding: {e}"))
}

/// The pixels of `svg` at `dpi` dots per inch, on white: width, height and
/// RGBA (opaque, so premultiplied or not alike).
pub fn rgba(svg: &str, dpi: f32) -> Result<(u32, u32, Vec<u8>), String> {
    let p = pixmap(svg, dpi)?;
    Ok((p.width(), p.height(), p.take()))
}

fn pixmap(svg: &str, dpi: f32) -> Result<Pixmap, String> {
    let options = usvg::Options {
        font_family: SANS.into(),
        fontdb: Arc::new(fonts()),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| format!("the SVG: {e}"))?;
    // usvg measures in CSS pixels, 96 to the inch.
    let scale = dpi / 96.0;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).round() as u32,
        (size.height() * scale).round() as u32,
    );
    let mut pixmap = Pixmap::new(w, h).ok_or_else(|| format!("no {w}x{h} picture"))?;
    pixmap.fill(Color::WHITE);
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

//! Pictures of a whole graph for slides and notes (the board's arena, the
//! Attractors panel's graph coloured by level): the layout the studio shows,
//! written by `ludoscope draw`'s renderer ([`crate::graph_layout::svg::svg`]),
//! saved as SVG, or as PNG at the chosen scale through the sheets' and
//! `draw`'s [`crate::files::rasterise`], or copied to the clipboard. The
//! drawing and the writing run in a [`Job`], never on the UI thread; the file
//! is written atomically. The views ask with [`PictureIntent`]s.

use super::text::Labelled;
use crate::app::task::job::Job;
use crate::files::picture::rgba;
use crate::files::{rasterise, write_atomic};
use crate::graph_layout::svg::{EdgeStyle, NodeStyle, svg};
use crate::inspect::sheet::picture::scale_within;
use eframe::egui;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The scale of PNG and copied pictures unless the user chose another.
pub const DEFAULT_SCALE: f32 = 2.0;
/// The scales offered.
pub const SCALES: std::ops::RangeInclusive<f32> = 0.5..=8.0;

crate::strings! { GP;
    SavePicture => "Save picture…", "Enregistrer l'image…";
    SavePictureTip => "The whole graph (not only the part in view) as an SVG file, or a PNG at the scale beside", "Le graphe entier (pas seulement la partie visible) en fichier SVG, ou PNG à l'échelle indiquée à côté";
    CopyPicture => "Copy picture", "Copier l'image";
    CopyPictureTip => "The whole graph to the clipboard, at the scale beside", "Le graphe entier dans le presse-papiers, à l'échelle indiquée à côté";
    PictureScaleTip => "The scale of PNG and copied pictures (pixels per unit of the drawing)", "L'échelle des images PNG et copiées (pixels par unité du dessin)";
    Drawing => "Drawing the picture…", "Dessin de l'image…";
    Saved => "Saved {f} ({w} × {h})", "Enregistrée\u{a0}: {f} ({w} × {h})";
    Copied => "Copied to the clipboard ({w} × {h})", "Copiée dans le presse-papiers ({w} × {h})";
}

/// How the picture draws each node and edge (the layout's edge order).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    pub nodes: Vec<NodeStyle>,
    pub edges: Vec<EdgeStyle>,
}

/// What a view asks of the pictures.
#[derive(Clone, Debug, PartialEq)]
pub enum PictureIntent {
    /// What "Save picture…" draws, kept until the file is chosen.
    Prepare(Look),
    /// Write the prepared picture to this file (SVG or PNG by its extension).
    Save(PathBuf),
    /// Copy this picture to the clipboard.
    Copy(Look),
    SetScale(f32),
}

/// What a picture's job did: the file written or the copy, with its size in
/// pixels.
#[derive(Clone, Debug, PartialEq)]
pub enum Delivered {
    Saved(PathBuf, [u32; 2]),
    Copied([u32; 2]),
}

/// What the job sends: what it did, and the pixels to copy.
type Sent = Result<(Delivered, Option<egui::ColorImage>), String>;

/// The pictures of one graph model: the scale, the picture prepared, the
/// job drawing one, and the last outcome.
pub struct Pictures {
    pub scale: f32,
    prepared: Option<Look>,
    job: Job<Sent>,
    /// What the last picture did, or why it failed.
    pub note: Option<Result<Delivered, String>>,
    /// Where copied pictures go (the window's clipboard).
    ctx: Option<egui::Context>,
}

impl Default for Pictures {
    fn default() -> Self {
        Pictures {
            scale: DEFAULT_SCALE,
            prepared: None,
            job: Job::default(),
            note: None,
            ctx: None,
        }
    }
}

impl Pictures {
    /// Whether a picture is being drawn.
    pub fn is_busy(&self) -> bool {
        self.job.is_running()
    }

    /// Sets what the picture's job wakes (the window).
    pub fn set_waker(&mut self, wake: crate::app::task::Waker) {
        self.job.set_waker(wake);
    }

    /// The window whose clipboard receives copied pictures.
    pub fn set_context(&mut self, ctx: egui::Context) {
        self.ctx = Some(ctx);
    }

    /// Carries out `intent` on `laid` (the graph's layout, when done).
    pub fn apply(&mut self, intent: PictureIntent, laid: Option<Arc<Labelled>>) {
        let (look, to) = match intent {
            PictureIntent::SetScale(s) => {
                self.scale = s.clamp(*SCALES.start(), *SCALES.end());
                return;
            }
            PictureIntent::Prepare(look) => {
                self.prepared = Some(look);
                return;
            }
            PictureIntent::Save(path) => match self.prepared.clone() {
                Some(look) => (look, Some(path)),
                None => return,
            },
            PictureIntent::Copy(look) => (look, None),
        };
        let Some(laid) = laid else {
            self.note = Some(Err("the graph is still being laid out".into()));
            return;
        };
        let scale = self.scale;
        let started = self.job.start("graph-picture", None, (), move |r| {
            let text = svg(&laid.layout, &look.nodes, &look.edges);
            r.send(match &to {
                Some(path) => save(&text, laid.layout.size, path, scale).map(|d| (d, None)),
                None => pixels(&text, laid.layout.size, scale),
            });
        });
        self.note = started
            .err()
            .map(|e| Err(format!("cannot start drawing the picture: {e}")));
    }

    /// Takes the job's outcome (never waits); a copied picture goes to the
    /// clipboard here.
    pub fn poll(&mut self) {
        let Some((sent, ())) = self.job.answer() else {
            return;
        };
        let sent = sent.unwrap_or_else(|| Err("the picture was not drawn".into()));
        self.note = Some(sent.map(|(done, image)| {
            if let (Some(ctx), Some(image)) = (&self.ctx, image) {
                ctx.copy_image(image);
            }
            done
        }));
    }
}

/// The width and height a PNG's header gives.
pub fn png_size(png: &[u8]) -> Option<[u32; 2]> {
    let word = |at: usize| Some(u32::from_be_bytes(png.get(at..at + 4)?.try_into().ok()?));
    (png.get(1..4)? == b"PNG").then_some([word(16)?, word(20)?])
}

/// Writes the SVG `text` of a picture of `size` to `path`: as a PNG at
/// `scale` (kept within the sheets' pixel limits) when its extension says
/// so, else as the SVG itself.
pub fn save(text: &str, size: [f32; 2], path: &Path, scale: f32) -> Result<Delivered, String> {
    let png = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let (bytes, pixels) = if png {
        let png = rasterise(text, 96.0 * scale_within(size, scale))?;
        let pixels = png_size(&png).ok_or("PNG encoding: no header")?;
        (png, pixels)
    } else {
        (text.as_bytes().to_vec(), size.map(|x| x.round() as u32))
    };
    // The chooser has asked about replacing the file already.
    write_atomic(path, &bytes, true).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Delivered::Saved(path.to_path_buf(), pixels))
}

/// The pixels of the SVG `text` of a picture of `size` at `scale`, for the
/// clipboard.
fn pixels(text: &str, size: [f32; 2], scale: f32) -> Sent {
    let s = scale_within(size, scale);
    let (w, h, rgba) = rgba(text, 96.0 * s)?;
    let image = egui::ColorImage::from_rgba_premultiplied([w as usize, h as usize], &rgba);
    Ok((Delivered::Copied([w, h]), Some(image)))
}

#[cfg(test)]
#[path = "pictures_tests.rs"]
mod tests;

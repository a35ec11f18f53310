//! The model of every tree view's pictures ("Save picture…", "Copy
//! picture"): the scale chosen, the file chosen for each view while it waits
//! for the view's picture, the job that writes or rasterises it, and what the
//! last save or copy of each view did. A view lays out its picture
//! ([`super::picture::asks`], a list of shapes) and hands it over as a
//! [`TreePictureIntent::Deliver`]; the SVG writing, the rasterising and the
//! atomic write run in a [`Job`], never on the UI thread, and a copied
//! picture goes to the clipboard when the job answers (as the graph view's
//! pictures do, [`crate::app::graph_view::pictures`]).

use super::strings::TV as S;
use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::inspect::sheet::picture::Picture;
use crate::inspect::sheet::{Format, write};
use crate::lang::Language;
use eframe::egui;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The scale of PNG and copied pictures unless the user chose another.
pub const DEFAULT_SCALE: f32 = 2.0;
/// The scales offered.
pub const SCALES: std::ops::RangeInclusive<f32> = 0.5..=8.0;

/// The tree view a picture is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TreeOf {
    /// The search inspector's Tree tab.
    Search,
    /// The tree editor.
    Editor,
    /// The Monte Carlo panel's tree.
    Mcts,
    /// The ISMCTS inspector's tree.
    Ismcts,
}

impl TreeOf {
    /// The file name the chooser offers.
    pub fn file_name(self) -> &'static str {
        match self {
            TreeOf::Search => "search-tree.png",
            TreeOf::Editor => "edited-tree.png",
            TreeOf::Mcts => "mcts-tree.png",
            TreeOf::Ismcts => "ismcts-tree.png",
        }
    }
}

/// A view's picture, laid out, and where it goes.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureOrder {
    pub of: TreeOf,
    pub picture: Picture,
    /// The file chosen for it (SVG or PNG by its extension), if any.
    pub to: Option<PathBuf>,
    /// Also to the clipboard.
    pub copy: bool,
}

/// What the views and the file chooser ask of the tree pictures.
#[derive(Clone, Debug, PartialEq)]
pub enum TreePictureIntent {
    /// The file chosen for view `of`'s picture: the view hands the picture
    /// over the next time it is drawn.
    Chosen(TreeOf, PathBuf),
    /// A view's picture to write or copy.
    Deliver(Box<PictureOrder>),
    SetScale(f32),
}

/// What a picture's job did, for the note beside the buttons.
#[derive(Clone, Debug, PartialEq)]
enum Done {
    Saved { to: PathBuf, scale: Option<f32> },
    Copied { scale: f32 },
}

/// What the job sends: the view, what it did (or why not) with the pixels to
/// copy.
type Sent = (TreeOf, Vec<Result<Done, String>>, Option<egui::ColorImage>);

/// The pictures of every tree view.
pub struct TreePictures {
    pub scale: f32,
    /// Files chosen, waiting for their view's picture.
    wanted: HashMap<TreeOf, PathBuf>,
    /// What the last picture of each view did, in the language of the time.
    notes: HashMap<TreeOf, String>,
    job: Job<Sent>,
    /// Where copied pictures go (the window's clipboard).
    ctx: Option<egui::Context>,
}

impl Default for TreePictures {
    fn default() -> Self {
        TreePictures {
            scale: DEFAULT_SCALE,
            wanted: HashMap::new(),
            notes: HashMap::new(),
            job: Job::default(),
            ctx: None,
        }
    }
}

impl TreePictures {
    /// The file chosen for view `of`'s picture, waiting for it.
    pub fn wanted(&self, of: TreeOf) -> Option<&Path> {
        self.wanted.get(&of).map(PathBuf::as_path)
    }

    /// What the last save or copy of view `of` did.
    pub fn note(&self, of: TreeOf) -> Option<&str> {
        self.notes.get(&of).map(String::as_str)
    }

    /// Whether a picture is being written or copied.
    pub fn is_busy(&self) -> bool {
        self.job.is_running()
    }

    /// The window whose clipboard receives copied pictures.
    pub fn set_context(&mut self, ctx: egui::Context) {
        self.ctx = Some(ctx);
    }

    fn start(&mut self, order: PictureOrder, lang: Language) {
        let scale = self.scale;
        let of = order.of;
        let started = self.job.start("tree-picture", None, (), move |r| {
            let mut done = Vec::new();
            if let Some(path) = &order.to {
                done.push(save(&order.picture, path, scale));
            }
            let mut image = None;
            if order.copy {
                let s = order.picture.scale_within(scale);
                done.push(order.picture.rgba(s).map(|(w, h, rgba)| {
                    let size = [w as usize, h as usize];
                    image = Some(egui::ColorImage::from_rgba_premultiplied(size, &rgba));
                    Done::Copied { scale: s }
                }));
            }
            r.send((of, done, image));
        });
        if let Err(e) = started {
            self.notes
                .insert(of, format!("{}: {e}", S::NotDrawn.text(lang)));
        }
    }
}

impl PanelModel for TreePictures {
    fn tab(&self) -> Option<Panel> {
        None
    }

    fn set_waker(&mut self, wake: &Waker) {
        self.job.set_waker(wake.clone());
    }

    fn poll(&mut self, doc: &Doc<'_>) -> Vec<Raised> {
        let Some((sent, ())) = self.job.answer() else {
            return Vec::new();
        };
        let Some((of, done, image)) = sent else {
            return Vec::new();
        };
        if let (Some(ctx), Some(image)) = (&self.ctx, image) {
            ctx.copy_image(image);
        }
        let words: Vec<String> = done.iter().map(|d| said(d, self.scale, doc.lang)).collect();
        self.notes.insert(of, words.join(" "));
        Vec::new()
    }

    fn follow(&mut self, _doc: &Doc<'_>) {}

    fn busy(&self) -> bool {
        self.is_busy()
    }
}

impl Applies for TreePictures {
    type Intent = TreePictureIntent;

    fn apply(&mut self, intent: TreePictureIntent, doc: &Doc<'_>) -> Vec<Raised> {
        match intent {
            TreePictureIntent::Chosen(of, path) => {
                self.wanted.insert(of, path);
            }
            TreePictureIntent::SetScale(s) => self.scale = s.clamp(*SCALES.start(), *SCALES.end()),
            TreePictureIntent::Deliver(order) => {
                if order.to.is_some() && self.wanted.get(&order.of) == order.to.as_ref() {
                    self.wanted.remove(&order.of);
                }
                self.start(*order, doc.lang);
            }
        }
        Vec::new()
    }
}

/// What `done` did, in words: the file and, when it was not the one asked,
/// the scale used.
fn said(done: &Result<Done, String>, asked: f32, lang: Language) -> String {
    match done {
        Ok(Done::Saved { to, scale }) => {
            let at = scale.map_or(String::new(), |s| at(s, asked));
            format!("{} {}{at}", S::Saved.text(lang), to.display())
        }
        Ok(Done::Copied { scale }) => format!("{}{}", S::Copied.text(lang), at(*scale, asked)),
        Err(e) => e.clone(),
    }
}

/// " (0.25×)" when the scale used is not the one asked.
fn at(used: f32, asked: f32) -> String {
    if (used - asked).abs() < 1e-3 {
        String::new()
    } else {
        format!(" ({used:.2}×)")
    }
}

/// Writes `pic` to `path` (SVG, or PNG at `scale` kept within the sheets'
/// pixel limits); the chooser has asked about replacing the file already.
fn save(pic: &Picture, path: &Path, scale: f32) -> Result<Done, String> {
    let named = |e: String| format!("{}: {e}", path.display());
    let (bytes, used) = match Format::of(path).map_err(|e| named(e.to_string()))? {
        Format::Svg => (pic.svg().into_bytes(), None),
        Format::Png => {
            let s = pic.scale_within(scale);
            (pic.png(s).map_err(named)?, Some(s))
        }
    };
    write(path, &bytes, true).map_err(|e| named(e.to_string()))?;
    Ok(Done::Saved {
        to: path.to_path_buf(),
        scale: used,
    })
}

#[cfg(test)]
#[path = "pictures_tests.rs"]
mod tests;

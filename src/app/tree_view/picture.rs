//! Pictures of the whole tree for slides and notes ("Save picture…", "Copy
//! picture"): not the viewport but every item of the picture a tree view lays
//! out, drawn at zoom 1 in the light theme as the view's [`Overlay`] shows it
//! (shapes, fills, outlines, values, names, the words along edges, pruned
//! edges), made into a [`Picture`] and written by the sheets' SVG writer and
//! rasteriser ([`crate::inspect::sheet::picture`]): an SVG, or a PNG at the
//! scale chosen beside the buttons (2x unless changed; remembered), or copied
//! to the clipboard. The outcome is shown beside the buttons.
//!
//! Every tree view (the search inspector's, the editor's, MCTS's, ISMCTS's)
//! has the same buttons ([`buttons`]), then hands its picture over
//! ([`deliver`]): a copy is made at once; "Save picture…" makes the view's
//! panel ask for a file ([`TreeOf`] names the view in the file chooser's
//! purpose), and the path chosen comes back through [`order`] to be written
//! the next time the view is drawn.

use super::camera::{Camera, Frame, NODE, Place, UNIT_X, UNIT_Y};
use super::edges::{edge_words, word_room};
use super::look;
use super::strings::TV as S;
use super::{NodeShow, Overlay};
use crate::inspect::Item;
use crate::inspect::sheet::picture::{Edge, Node, Picture, Shape};
use crate::inspect::sheet::{Format, write};
use crate::lang::Language;
use eframe::egui::{self, Color32, Pos2, Ui, vec2};
use std::path::{Path, PathBuf};
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

/// Hands the path chosen for the picture of view `of` to the view, which
/// writes it the next time it is drawn.
pub fn order(ctx: &egui::Context, of: TreeOf, path: PathBuf) {
    ctx.data_mut(|d| d.insert_temp(order_id(of), path));
    ctx.request_repaint();
}

fn order_id(of: TreeOf) -> egui::Id {
    egui::Id::unique((of, "tree-picture-to"))
}

/// Where what the last save or copy of view `of` did is noted (egui's memory).
fn note_id(of: TreeOf) -> egui::Id {
    egui::Id::unique((of, "tree-picture-note"))
}

/// Pixels around the picture.
const MARGIN: f32 = 24.0;
/// The scale of PNG pictures unless the user chose another.
pub const DEFAULT_SCALE: f32 = 2.0;

/// What the picture buttons asked for this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// "Save picture…": choose a file.
    pub save: bool,
    /// "Copy picture": to the clipboard.
    pub copy: bool,
}

/// The PNG scale chosen (remembered in egui's memory between sessions).
pub fn scale(ctx: &egui::Context) -> f32 {
    ctx.data_mut(|d| *d.get_persisted_mut_or(scale_id(), DEFAULT_SCALE))
}

fn scale_id() -> egui::Id {
    egui::Id::unique("tree-picture-scale")
}

/// "Save picture…", "Copy picture", the PNG's scale and what the last save or
/// copy of view `of` did.
pub fn buttons(ui: &mut Ui, of: TreeOf, lang: Language) -> Asked {
    let save = ui
        .button(S::SavePicture.text(lang))
        .on_hover_text(S::SavePictureTip.text(lang))
        .clicked();
    let copy = ui
        .button(S::CopyPicture.text(lang))
        .on_hover_text(S::CopyPictureTip.text(lang))
        .clicked();
    let mut s = scale(ui.ctx());
    let drag = egui::DragValue::new(&mut s)
        .range(0.5..=8.0)
        .speed(0.05)
        .max_decimals(2)
        .suffix("×");
    if ui
        .add(drag)
        .on_hover_text(S::PictureScaleTip.text(lang))
        .changed()
    {
        ui.ctx()
            .data_mut(|d| d.insert_persisted(scale_id(), s.clamp(0.5, 8.0)));
    }
    if let Some(text) = ui.ctx().data(|d| d.get_temp::<String>(note_id(of))) {
        ui.label(egui::RichText::new(text).weak());
    }
    Asked { save, copy }
}

/// The picture of view `of` (its whole tree, `place` as `overlay` shows it,
/// titled `title`): written to the file chosen for it, if one was
/// ([`order`]: SVG or PNG by its extension), and copied to the clipboard
/// when `copy`; the outcome noted beside the buttons.
pub fn deliver(
    ui: &mut Ui,
    (place, overlay, title): (&Place, &dyn Overlay, &str),
    of: TreeOf,
    copy: bool,
    lang: Language,
) {
    let to: Option<PathBuf> = ui.ctx().data_mut(|d| d.remove_temp(order_id(of)));
    if to.is_none() && !copy {
        return;
    }
    let path = to.as_deref();
    let pic = picture(ui, place, overlay, title);
    let scale = scale(ui.ctx());
    let mut notes = Vec::new();
    if let Some(path) = path {
        notes.push(match save(&pic, path, scale) {
            Ok(s) => format!("{} {}{}", S::Saved.text(lang), path.display(), at(s, scale)),
            Err(e) => e,
        });
    }
    if copy {
        let s = pic.scale_within(scale);
        notes.push(match pic.rgba(s) {
            Ok((w, h, rgba)) => {
                let size = [w as usize, h as usize];
                ui.ctx()
                    .copy_image(egui::ColorImage::from_rgba_premultiplied(size, &rgba));
                format!("{}{}", S::Copied.text(lang), at(s, scale))
            }
            Err(e) => e,
        });
    }
    let note = notes.join(" ");
    ui.ctx().data_mut(|d| d.insert_temp(note_id(of), note));
}

/// " (at 0.25×)" when the scale used is not the one asked.
fn at(used: f32, asked: f32) -> String {
    if (used - asked).abs() < 1e-3 {
        String::new()
    } else {
        format!(" ({used:.2}×)")
    }
}

/// Writes `pic` to `path`; returns the scale of a PNG.
fn save(pic: &Picture, path: &Path, scale: f32) -> Result<f32, String> {
    let (bytes, used) = match Format::of(path).map_err(|e| e.to_string())? {
        Format::Svg => (pic.svg().into_bytes(), scale),
        Format::Png => {
            let s = pic.scale_within(scale);
            (pic.png(s)?, s)
        }
    };
    write(path, &bytes, true).map_err(|e| e.to_string())?;
    Ok(used)
}

/// The whole picture of `place` as `overlay` shows it, at zoom 1 in the light
/// theme: every item laid out, not those in view only.
pub fn picture(ui: &mut Ui, place: &Place, overlay: &dyn Overlay, title: &str) -> Picture {
    let mut light = ui.new_child(egui::UiBuilder::new());
    *light.visuals_mut() = egui::Visuals::light();
    let ui = &light;
    let layout = place.layout;
    let levels = layout.levels.len().max(1) as f32;
    let top = MARGIN + NODE * 1.6;
    let cam = Camera {
        pan: [MARGIN + UNIT_X / 2.0, top],
        zoom: 1.0,
        level: UNIT_Y,
        fit: false,
        ..Camera::default()
    };
    let f = Frame {
        origin: Pos2::ZERO,
        cam,
    };
    let mut pic = Picture {
        width: layout.width * UNIT_X + UNIT_X + 2.0 * MARGIN + place.right_margin,
        height: (levels - 1.0) * UNIT_Y + 2.0 * top,
        title: title.to_string(),
        ..Picture::default()
    };
    for item in 0..layout.len() {
        if let Some(e) = edge(ui, place, overlay, &f, item) {
            pic.edges.push(e);
        }
        if let Some(n) = node(ui, place, overlay, &f, item) {
            pic.nodes.push(n);
        }
    }
    pic
}

/// A colour as SVG writes it.
fn hex(c: Color32) -> String {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    if a == 255 {
        format!("#{r:02x}{g:02x}{b:02x}")
    } else {
        format!("rgba({r},{g},{b},{:.2})", f32::from(a) / 255.0)
    }
}

fn xy(p: Pos2) -> (f32, f32) {
    (p.x, p.y)
}

/// The edge into `item`, as the view draws it.
fn edge(ui: &Ui, place: &Place, overlay: &dyn Overlay, f: &Frame, item: usize) -> Option<Edge> {
    let layout = place.layout;
    let parent = layout.parent(item)?;
    let (px, pd) = (*layout.x.get(parent)?, *layout.depth.get(parent)?);
    let from = f.screen(px, pd) + vec2(0.0, NODE);
    let to = f.screen(layout.x[item], layout.depth[item]) - vec2(0.0, NODE);
    let pruned = Edge {
        from: xy(from),
        to: xy(to),
        colour: hex(look::pruned(ui)),
        width: 1.2,
        pruned: true,
        band: None,
        words: Vec::new(),
    };
    match layout.item(item)? {
        Item::Pruned { parent, cut, index } => {
            let show = overlay.pruned(parent, cut, index)?;
            // With its value on the square, the action is written on the edge.
            let words = show
                .value
                .is_some()
                .then(|| (show.name, pruned.colour.clone()));
            Some(Edge {
                words: words.into_iter().collect(),
                ..pruned
            })
        }
        Item::Node(id) => {
            let show = overlay.edge(ui, id)?;
            let mut words = Vec::new();
            if let Some(w) = &show.words {
                let room = word_room(layout.room(item), 1.0);
                if let Some(p) = &w.over {
                    words.push((p.clone(), hex(look::CHANCE)));
                }
                for (i, text) in edge_words(w, room, 12.0).into_iter().enumerate() {
                    let colour = if i == 0 { w.colour } else { look::window(ui) };
                    words.push((text, hex(colour)));
                }
            }
            Some(Edge {
                colour: hex(if show.pruned {
                    look::pruned(ui)
                } else {
                    show.stroke.color
                }),
                width: show.stroke.width,
                pruned: show.pruned,
                band: show.mark.map(|c| hex(c.gamma_multiply(0.6))),
                words,
                ..pruned
            })
        }
    }
}

/// Item `item` as the view draws it at zoom 1.
fn node(ui: &Ui, place: &Place, overlay: &dyn Overlay, f: &Frame, item: usize) -> Option<Node> {
    let layout = place.layout;
    let at = xy(f.screen(layout.x[item], layout.depth[item]));
    match layout.item(item)? {
        Item::Pruned { parent, cut, index } => {
            let show = overlay.pruned(parent, cut, index)?;
            let grey = hex(look::pruned(ui));
            Some(Node {
                at,
                half: NODE,
                shape: Shape::Leaf,
                fill: "white".into(),
                stroke: grey.clone(),
                width: 1.2,
                label: show.label,
                text: show.value.unwrap_or(show.name),
                text_colour: grey,
                rings: Vec::new(),
                above: None,
            })
        }
        Item::Node(id) => Some(drawn(ui, at, overlay.node(ui, id)?)),
    }
}

/// A node at `at` as `show` says, at zoom 1.
fn drawn(ui: &Ui, at: (f32, f32), show: NodeShow) -> Node {
    let half = NODE * show.size;
    Node {
        at,
        half,
        shape: show.shape,
        fill: hex(show.fill.unwrap_or(look::background(ui))),
        stroke: hex(show.outline.color),
        width: show.outline.width,
        text_colour: hex(show.text_colour),
        text: show.text,
        label: show.label,
        rings: show
            .rings
            .iter()
            .map(|r| (half * r.scale + r.plus, hex(r.stroke.color), r.stroke.width))
            .collect(),
        above: show.above.map(|(t, c)| (t, hex(c))),
    }
}

#[cfg(test)]
#[path = "picture_tests.rs"]
mod tests;

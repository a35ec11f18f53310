//! Pictures of the whole tree for slides and notes ("Save picture…", "Copy
//! picture"): not the viewport but every item of the picture a tree view lays
//! out, drawn at zoom 1 in the light theme as the view's [`Overlay`] shows it
//! (shapes, fills, outlines, values, names, the words along edges, pruned
//! edges), made into a [`Picture`] that the sheets' SVG writer and rasteriser
//! ([`crate::inspect::sheet::picture`]) turn into an SVG, or a PNG at the
//! scale chosen beside the buttons (2x unless changed), or a copy on the
//! clipboard. The outcome is shown beside the buttons.
//!
//! Every tree view (the search inspector's, the editor's, MCTS's, ISMCTS's)
//! has the same buttons ([`buttons`]) and hands its picture over when it is
//! wanted ([`asks`]): "Save picture…" makes the view's panel ask for a
//! file ([`TreeOf`] names the view in the file chooser's purpose), the path
//! chosen is kept by the model ([`super::pictures::TreePictures`]), and the
//! next time the view is drawn it lays the picture out as an intent; the
//! model writes or copies it in a job, never while drawing.

use super::camera::{Camera, Frame, NODE, Place, UNIT_X, UNIT_Y};
use super::edges::{edge_words, word_room};
use super::look;
pub use super::pictures::TreeOf;
use super::pictures::{PictureOrder, SCALES, TreePictureIntent, TreePictures};
use super::strings::TV as S;
use super::{NodeShow, Overlay};
use crate::app::file_chooser::Purpose;
use crate::inspect::Item;
use crate::inspect::sheet::picture::{Edge, Node, Picture, Shape};
use crate::lang::Language;
use eframe::egui::{self, Color32, Pos2, Ui, vec2};
use std::path::Path;
/// Pixels around the picture.
const MARGIN: f32 = 24.0;

/// What the picture buttons asked for this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Asked {
    /// "Save picture…": choose a file.
    pub save: bool,
    /// "Copy picture": to the clipboard.
    pub copy: bool,
    /// A new scale for PNG and copied pictures.
    pub scale: Option<f32>,
}

/// "Save picture…", "Copy picture", the PNG's scale and what the last save or
/// copy of view `of` did (read from `pictures`, the model).
pub fn buttons(ui: &mut Ui, of: TreeOf, pictures: &TreePictures, lang: Language) -> Asked {
    let save = ui
        .button(S::SavePicture.text(lang))
        .on_hover_text(S::SavePictureTip.text(lang))
        .clicked();
    let copy = ui
        .button(S::CopyPicture.text(lang))
        .on_hover_text(S::CopyPictureTip.text(lang))
        .clicked();
    let mut s = pictures.scale;
    let drag = egui::DragValue::new(&mut s)
        .range(SCALES)
        .speed(0.05)
        .max_decimals(2)
        .suffix("×");
    let changed = ui
        .add(drag)
        .on_hover_text(S::PictureScaleTip.text(lang))
        .changed();
    if pictures.is_busy() {
        ui.spinner();
    } else if let Some(text) = pictures.note(of) {
        ui.label(egui::RichText::new(text).weak());
    }
    Asked {
        save,
        copy,
        scale: changed.then_some(s),
    }
}

/// What a tree view's picture buttons ask: a file for "Save picture…", and
/// the pictures' intents (a new scale, the picture laid out).
#[derive(Debug, Default, PartialEq)]
pub struct PictureAsks {
    pub choose: Option<Purpose>,
    pub intents: Vec<TreePictureIntent>,
}

/// What the buttons `asked` for view `of`, with the view's picture (its
/// whole tree, `place` as `overlay` shows it, titled `title`) laid out when
/// it is wanted: for the file chosen for it ([`TreePictures::wanted`]) and
/// for the clipboard when "Copy picture" was clicked. The model writes or
/// copies it in a job.
pub fn asks(
    ui: &mut Ui,
    (place, overlay, title): (&Place, &dyn Overlay, &str),
    of: TreeOf,
    pictures: &TreePictures,
    asked: Asked,
) -> PictureAsks {
    let mut intents: Vec<TreePictureIntent> = asked
        .scale
        .map(TreePictureIntent::SetScale)
        .into_iter()
        .collect();
    let to = pictures.wanted(of).map(Path::to_path_buf);
    if to.is_some() || asked.copy {
        let picture = picture(ui, place, overlay, title);
        let order = PictureOrder {
            of,
            picture,
            to,
            copy: asked.copy,
        };
        intents.push(TreePictureIntent::Deliver(Box::new(order)));
    }
    PictureAsks {
        choose: asked.save.then_some(Purpose::SavePicture(of)),
        intents,
    }
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

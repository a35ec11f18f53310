//! The one tree view of the studio: every tree (the search inspector's Tree
//! tab and exercises, the Monte Carlo and ISMCTS trees) is a
//! [`crate::inspect::TreeLayout`] drawn here with egui's painter over the space
//! left, with pan (drag), zoom (wheel, pinch, buttons: [`zoom_buttons`]) and
//! fit ([`camera`]). What each node and edge shows is the caller's
//! [`Overlay`]: the shape, size, fill, outline and rings of a node, the words
//! in it and above it, its accessible name; an edge's stroke, its words and
//! probability, dashed when pruned; a folded subtree's summary. The painter
//! knows no trace: the layout gives each item's parent. Only the items inside
//! the view are drawn (each level is indexed by x), and the overlay is asked
//! about those only; a node too small to draw is a mark (the level of
//! detail). Each node is an accessible widget; edges the overlay names are
//! clickable (a handle at their middle, or a click near the line). The whole
//! tree, not the viewport, is drawn as a picture by [`picture`] from the same
//! overlay.

pub mod camera;
pub mod colours;
pub mod edges;
pub mod look;
pub mod overlay;
pub mod picture;
pub mod pictures;
pub mod strings;
pub mod summary;

pub use crate::inspect::sheet::picture::Shape;
use crate::inspect::{Item, TreeLayout};
pub use camera::{Camera, Frame, Place, levels_in_view, zoom_buttons};
use camera::{MIN_HALF, MIN_HIT, NODE, half_size, steer};
use eframe::egui::{self, Pos2, Rect, Sense, Stroke, Ui, Vec2, vec2};
pub use overlay::{EdgeShow, Links, NodeShow, Overlay, PrunedShow, Ring, Words};

/// How many nodes a view that opens a large tree's most visited nodes first
/// (MCTS's, ISMCTS's) keeps open in a view of `size` points: across, about
/// one per one and a half of the tree's text size, so that nodes keep room
/// for their words on a narrow or enlarged window; down, a view with room for
/// fewer than [`OPEN_ROWS`] levels of words (about four text heights each)
/// opens as many fewer (the rest are folded; a short panel in presentation
/// mode shows a few readable levels rather than many unreadable ones); at
/// least 10, at most `most`.
pub fn open_nodes(ctx: &egui::Context, size: Vec2, most: usize) -> usize {
    let text = look::text_size(ctx, 0.0);
    let across = size.x / (1.5 * text);
    let rows = (size.y / (4.0 * text)).floor().clamp(1.0, OPEN_ROWS);
    ((across * rows / OPEN_ROWS) as usize).clamp(10.min(most), most)
}

/// Pixels kept between the drawn boxes of two neighbouring nodes (their
/// texts on them included).
pub const GAP: f32 = 4.0;

/// How many levels a view `height` points high shows whole in presentation
/// mode (levels [`camera::least_level`] apart at the presented fit's least
/// zoom, half a level above the root and below the last: [`camera::fit`]),
/// at least three (the root, its children and what is folded under them:
/// a smaller view pans); no limit when not presenting, where the fit zooms
/// out to show them all. A view that opens a large tree's most visited nodes
/// opens no more levels (ISMCTS's).
pub fn open_levels(ctx: &egui::Context, height: f32) -> usize {
    let content = crate::app::presentation::content(ctx);
    if !content.presenting {
        return usize::MAX;
    }
    let level = camera::least_level(camera::fit_zooms(content)[0], content.least);
    ((height / level).floor().max(3.0)) as usize
}

/// The levels of words a view needs room for to open nodes across all its
/// width ([`open_nodes`]).
pub const OPEN_ROWS: f32 = 6.0;

/// What happened in the view.
pub struct Drawn {
    /// The camera, when it moved.
    pub camera: Option<Camera>,
    /// A node clicked.
    pub clicked: Option<u32>,
    /// An edge clicked (by the node it leads to).
    pub edge_clicked: Option<u32>,
    /// A folded subtree's summary clicked (by its root): open it.
    pub open: Option<u32>,
    /// A node right-clicked: fold its subtree.
    pub fold: Option<u32>,
    /// A click on no node and no edge.
    pub background: bool,
    /// Where layout coordinates are on the screen, and the view's rectangle.
    pub frame: Frame,
    pub rect: Rect,
}

impl Drawn {
    /// The screen centre and half size of node `id` in `layout`.
    pub fn node_at(&self, layout: &TreeLayout, id: u32) -> Option<(Pos2, f32)> {
        let (x, depth) = layout.at(id)?;
        let c = self.frame.screen(x, depth);
        Some((c, half_size(self.frame.cam.zoom)))
    }

    /// The nodes (not pruned items) of `layout` in view, by level.
    pub fn nodes_in_view(&self, layout: &TreeLayout) -> Vec<u32> {
        levels_in_view(&self.frame, self.rect, layout)
            .flat_map(|(d, lo, hi)| layout.visible(d, lo, hi).iter().copied())
            .filter_map(|i| match layout.item(i as usize) {
                Some(Item::Node(id)) => Some(id),
                _ => None,
            })
            .collect()
    }
}

/// Draws the tree of `place.layout` in the space left in `ui`.
pub fn show(ui: &mut Ui, place: &Place, overlay: &dyn Overlay) -> Drawn {
    let layout = place.layout;
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    // A tree (the accessibility tree's role), which the layout report holds
    // to the trees' text size.
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Tree, true, place.name));
    let words = |readable: f32| words_zoom(ui, layout, overlay, readable);
    let (cam, moved) = steer(ui, place, (rect, &response), &words);
    let frame = Frame {
        origin: rect.min,
        cam,
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, look::background(ui));
    let mut out = Drawn {
        camera: moved.then_some(cam),
        clicked: None,
        edge_clicked: None,
        open: None,
        fold: None,
        background: false,
        frame,
        rect,
    };
    // Edges (from each visible item up to its parent), then the nodes on top.
    let mut lines = Vec::new();
    for (d, lo, hi) in levels_in_view(&frame, rect, layout) {
        for &item in layout.visible(d, lo, hi) {
            if let Some(line) = edge(&painter, ui, layout, &frame, item as usize, overlay) {
                lines.push(line);
            }
        }
    }
    if let Some(links) = overlay.links() {
        edges::links(&painter, ui, &links, layout, &frame, rect);
    }
    for (d, lo, hi) in levels_in_view(&frame, rect, layout) {
        for &item in layout.visible(d, lo, hi) {
            let at = (&frame, item as usize);
            node(ui, &painter, place, at, overlay, &mut out);
        }
    }
    for &(id, from, to) in &lines {
        if let Some(name) = overlay.edge_name(id)
            && edges::handle(ui, place.salt, id, from, to, &name)
        {
            out.edge_clicked = Some(id);
        }
    }
    let quiet = out.clicked.is_none() && out.open.is_none() && out.edge_clicked.is_none();
    if quiet && response.clicked() {
        let near = response
            .interact_pointer_pos()
            .and_then(|p| edges::nearest(&lines, p, &|id| overlay.edge_name(id).is_some()));
        match near {
            Some(id) => out.edge_clicked = Some(id),
            None => out.background = true,
        }
    }
    out
}

/// The least zoom at which every folded subtree's box (a box node's count,
/// all it says) fits its slot, [`GAP`] to spare, given the readable zoom
/// `readable` (that zoom when they fit at it): a presented fit zooms in that
/// far rather than leave the counts out (issue 30: "+139" at 24 px is wider
/// than a unit at the readable zoom). Other nodes' words are left out where
/// they do not fit ([`fit_words`]).
fn words_zoom(ui: &Ui, layout: &TreeLayout, overlay: &dyn Overlay, readable: f32) -> f32 {
    let painter = ui.painter();
    let mut zoom = readable;
    for i in 0..layout.len() {
        let Some(Item::Node(id)) = layout.item(i) else {
            continue;
        };
        let Some(show) = overlay.node(ui, id).filter(|s| s.shape == Shape::Box) else {
            continue;
        };
        let r = (NODE * readable * show.size).max(MIN_HALF);
        if let Some((back, _)) = look::value_galley(painter, Pos2::ZERO, r, &show) {
            let slot = layout.room(i) * camera::UNIT_X;
            zoom = zoom.max((back.width() + GAP) / slot);
        }
    }
    zoom
}

/// Draws the edge into an item; returns the node and the line for a node's edge.
fn edge(
    painter: &egui::Painter,
    ui: &Ui,
    layout: &TreeLayout,
    f: &Frame,
    item: usize,
    overlay: &dyn Overlay,
) -> Option<(u32, Pos2, Pos2)> {
    let parent = layout.parent(item)?;
    let z = f.cam.zoom;
    let a = f.screen(*layout.x.get(parent)?, *layout.depth.get(parent)?);
    let b = f.screen(layout.x[item], layout.depth[item]);
    let from = a + vec2(0.0, NODE * z);
    let to = b - vec2(0.0, NODE * z);
    match layout.item(item)? {
        Item::Pruned { parent, cut, index } => {
            if overlay.pruned(parent, cut, index).is_some() {
                edges::pruned_line(painter, ui, from, to, z);
            }
            None
        }
        Item::Node(id) => {
            let show = overlay.edge(ui, id)?;
            if let Some(colour) = show.mark {
                // A band under the edge, at 3:1 on the tree as every mark.
                let band = colours::line(ui, colour);
                painter.line_segment([from, to], Stroke::new(9.0, band));
            }
            if show.pruned {
                edges::pruned_line(painter, ui, from, to, z);
            } else {
                painter.line_segment([from, to], show.stroke);
            }
            if let Some(words) = &show.words {
                // Between the parent's and the child's values, which may be
                // taller than their nodes.
                let text = look::text_top(ui.ctx(), NODE * z);
                let line = (from, to, (a.y + text, b.y - text));
                edges::edge_label(painter, ui, f, layout.room(item), line, words);
            }
            Some((id, from, to))
        }
    }
}

/// Draws one item and its accessible widget (a folded node its summary too);
/// notes in `out` what was clicked.
fn node(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    (f, item): (&Frame, usize),
    overlay: &dyn Overlay,
    out: &mut Drawn,
) {
    let layout = place.layout;
    let z = f.cam.zoom;
    let c = f.screen(layout.x[item], layout.depth[item]);
    match layout.item(item) {
        Some(Item::Pruned { parent, cut, index }) => {
            if let Some(show) = overlay.pruned(parent, cut, index) {
                let r = half_size(z);
                let rect = Rect::from_center_size(c, Vec2::splat(2.0 * r.max(MIN_HIT)));
                let id = egui::Id::unique((place.salt, "pruned", parent, cut, index));
                pruned_item(ui, painter, (c, r, rect, z), &show, id);
            }
        }
        None => {}
        Some(Item::Node(id)) => {
            let Some(mut show) = overlay.node(ui, id) else {
                return;
            };
            let r = (NODE * z * show.size).max(MIN_HALF);
            fit_words(ui, painter, place, (f, item), overlay, (c, r), &mut show);
            if layout.is_folded(id)
                && let Some((summary, name)) = overlay.summary(id)
            {
                let at = summary::At {
                    c,
                    r,
                    item,
                    frame: f,
                };
                if summary::show(ui, painter, place, at, (id, &name), &summary) {
                    out.open = Some(id);
                }
            }
            if NODE * z * show.size < MIN_HALF {
                // Too small to draw: a mark in the node's colour.
                painter.circle_filled(c, 1.5, show.mark);
            } else {
                look::paint(painter, ui, c, r, &show);
                let drawn = look::drawn_rect(painter, c, r, &show);
                let owner = (node_owner(place, id), show.label.as_str());
                crate::app::ui_report::boxes::note(ui.ctx(), drawn, painter.clip_rect(), owner);
            }
            let rect = Rect::from_center_size(c, look::extent(show.shape, r.max(MIN_HIT)));
            let resp = ui.interact(rect, egui::Id::unique((place.salt, id)), Sense::click());
            if resp.hovered() {
                // The node under the pointer ringed, so that a class sees
                // which one the teacher points at.
                let ring =
                    Rect::from_center_size(c, look::extent(show.shape, r) + Vec2::splat(10.0));
                let stroke = Stroke::new(3.0, look::text(ui));
                painter.rect_stroke(ring, 6.0, stroke, egui::StrokeKind::Outside);
            }
            let NodeShow {
                label, text, tip, ..
            } = show;
            resp.widget_info(|| {
                let mut info = egui::WidgetInfo::labeled(egui::Role::Button, true, &label);
                info.current_text_value = Some(text.clone());
                info
            });
            if resp.clicked() {
                out.clicked = Some(id);
            }
            if resp.secondary_clicked() && layout.is_partial() && !layout.is_folded(id) {
                out.fold = Some(id);
            }
            if let Some(tip) = tip {
                resp.on_hover_text(tip);
            }
        }
    }
}

/// What the layout report's boxes of node `id` are noted under (its own and
/// its folded subtree's summary: [`crate::app::ui_report::boxes`]).
pub(crate) fn node_owner(place: &Place, id: u32) -> egui::Id {
    egui::Id::unique((place.salt, "node", id))
}

/// Clears the text on node `item` and the words above it when they would not
/// clear its neighbours' or its parent's (the tooltip and name still say them).
fn fit_words(
    ui: &Ui,
    painter: &egui::Painter,
    place: &Place,
    (f, item): (&Frame, usize),
    overlay: &dyn Overlay,
    (c, r): (Pos2, f32),
    show: &mut NodeShow,
) {
    let layout = place.layout;
    let z = f.cam.zoom;
    let room = layout.room(item) * camera::UNIT_X * z;
    // The text on a node only when it clears its neighbours' and
    // its parent's (as the words above it): a folded subtree's count
    // among others, two lines on a squeezed level.
    let width = |text: &str, font| {
        let colour = egui::Color32::WHITE;
        painter
            .layout_no_wrap(text.to_string(), font, colour)
            .size()
    };
    let parent = parent_reach(ui, layout, (f, item), overlay);
    let clears = |top: f32| parent.is_none_or(|(y, reach)| top >= y + reach + 2.0);
    // Words centred on the node that the view's edge would cut (a tree
    // wider than its view): left out, as the words that do not clear.
    let view = painter.clip_rect();
    let inside = |w: f32| c.x - w / 2.0 >= view.left() && c.x + w / 2.0 <= view.right();
    // Its width as drawn (a wide text on its backing, a box widened to hold
    // it): each node keeps within half the room to its nearest neighbour
    // less half a gap, so that no two boxes meet.
    if let Some((back, _)) = look::value_galley(painter, c, r, show) {
        let w = back.width();
        if w + GAP > room || !inside(w) || !clears(c.y - look::node_reach(ui.ctx(), r, show)) {
            show.text.clear();
        }
    }
    // The words above a node only when they clear its neighbours'
    // (centred on each node, they meet within the distance between
    // them) and the parent's text above them; the node's tooltip and
    // name still say them.
    if let Some((words, _)) = &show.above {
        let size = width(words, look::above_font(ui.ctx()));
        let wide = size.x + 4.0 > room || !inside(size.x);
        let tall = !clears(c.y - look::node_reach(ui.ctx(), r, show) - 2.0 - size.y);
        if wide || tall {
            show.above = None;
        }
    }
}

/// Where item `item`'s parent node is drawn (its centre's height) and how far
/// below it its text reaches.
fn parent_reach(
    ui: &Ui,
    layout: &TreeLayout,
    (f, item): (&Frame, usize),
    overlay: &dyn Overlay,
) -> Option<(f32, f32)> {
    let parent = layout.parent(item)?;
    let Some(Item::Node(id)) = layout.item(parent) else {
        return None;
    };
    let show = overlay.node(ui, id)?;
    let r = (NODE * f.cam.zoom * show.size).max(MIN_HALF);
    let c = f.screen(layout.x[parent], layout.depth[parent]);
    Some((c.y, look::node_reach(ui.ctx(), r, &show)))
}

/// A child a cut pruned: a grey square with its action, and its value when
/// the overlay gives one.
fn pruned_item(
    ui: &mut Ui,
    painter: &egui::Painter,
    (c, r, rect, z): (Pos2, f32, Rect, f32),
    show: &PrunedShow,
    id: egui::Id,
) {
    let grey = look::pruned(ui);
    painter.rect_stroke(rect, 3.0, Stroke::new(1.2, grey), egui::StrokeKind::Middle);
    if let Some(ring) = show.ring {
        painter.rect_stroke(rect.expand(6.0), 5.0, ring, egui::StrokeKind::Outside);
    }
    if r > 6.0 {
        let font =
            egui::FontId::proportional(look::text_size(ui.ctx(), (11.0 * z.sqrt()).min(14.0)));
        let (at, align) = match &show.value {
            // The name above the square, the value in it (a leaf's way).
            Some(v) => {
                let size = look::text_size(ui.ctx(), (r * 0.85).min(20.0));
                painter.text(
                    c,
                    egui::Align2::CENTER_CENTER,
                    v,
                    egui::FontId::proportional(size),
                    grey,
                );
                (c - vec2(0.0, r + 2.0), egui::Align2::CENTER_BOTTOM)
            }
            None => (c, egui::Align2::CENTER_CENTER),
        };
        painter.text(at, align, &show.name, font, grey);
    }
    let resp = ui.interact(rect, id, Sense::hover());
    // Named only: egui's label role would read a value as its name (the
    // value is painted in the square and checked on the model).
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &show.label));
}

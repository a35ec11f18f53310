//! A folded subtree in the tree view (the level of detail of a large tree,
//! [`crate::inspect::detail`]): a fan under its root node, coloured by how much
//! of it the search has entered at the step, with its node count and, when
//! there is room, its value and cuts; hovering tells all of it, and a click
//! opens the subtree. Also the toolbar's "Fold all".

use super::camera::{Frame, Place, UNIT_X};
use super::look;
use super::strings::TV as D;
use crate::inspect::detail::Summary;
use crate::inspect::rules::value_text;
use crate::lang::{Language, group};
use eframe::egui::{self, Color32, Pos2, Rect, Sense, Shape, Stroke, Ui, pos2, vec2};

/// Where the folded node is drawn: its centre, half size, layout item and frame.
pub struct At<'a> {
    pub c: Pos2,
    pub r: f32,
    pub item: usize,
    pub frame: &'a Frame,
}

/// The words of a summary: its node count (the nodes entered first, while
/// the search is inside it), then its value and cuts when there are any.
fn lines(s: &Summary, lang: Language) -> (String, String) {
    let count = if s.entered == 0 || s.entered >= s.nodes {
        group(u64::from(s.nodes))
    } else {
        format!(
            "{} / {}",
            group(u64::from(s.entered)),
            group(u64::from(s.nodes))
        )
    };
    let mut second = Vec::new();
    if let Some(v) = s.value {
        second.push(format!("{} {}", D::Value.text(lang), value_text(v)));
    }
    if s.cuts > 0 {
        second.push(format!("{} {}", s.cuts, D::Cuts.text(lang)));
    }
    (count, second.join(" · "))
}

/// What hovering (and a screen reader) says of the subtree under the move
/// `name` (empty: the root).
pub fn label(lang: Language, name: &str, s: &Summary) -> String {
    let name = if name.is_empty() {
        D::Root.text(lang)
    } else {
        name
    };
    let value = s.value.map_or_else(|| "?".to_string(), value_text);
    format!(
        "{} {} {name}: {} {} ({} {}), {} {value}, {} {}; {}",
        D::Folded.text(lang),
        D::Under.text(lang),
        group(u64::from(s.nodes)),
        D::Nodes.text(lang),
        group(u64::from(s.entered)),
        D::Entered.text(lang),
        D::Value.text(lang),
        s.cuts,
        D::Cuts.text(lang),
        D::Open.text(lang),
    )
}

/// The fan's colour: how much of the subtree the search has entered.
fn tint(ui: &Ui, s: &Summary) -> Color32 {
    if s.entered == 0 {
        look::unvisited(ui)
    } else if s.entered >= s.nodes {
        look::FINISHED
    } else {
        look::ON_PATH
    }
}

/// Draws the summary of the folded subtree of `id` under its node; whether
/// it was clicked.
pub fn show(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    at: At,
    (id, name): (u32, &str),
    s: &Summary,
) -> bool {
    let z = at.frame.cam.zoom;
    // At most two units: a fitted picture keeps one beside its ends.
    let room = place.layout.room(at.item).min(2.0) * UNIT_X * z * 0.95;
    let level = at.frame.cam.level * z;
    let top = at.c + vec2(0.0, at.r + 3.0);
    let height = ((level - 2.0 * at.r) * 0.3).clamp(4.0, 40.0);
    let half = (room * 0.35).clamp(3.0, 2.0 * at.r.max(4.0));
    let base = top.y + height;
    let colour = tint(ui, s);
    painter.add(Shape::convex_polygon(
        vec![top, pos2(top.x + half, base), pos2(top.x - half, base)],
        colour.gamma_multiply(0.35),
        Stroke::new(1.2, look::line(ui, colour)),
    ));
    let mut area = Rect::from_min_max(pos2(top.x - half, top.y), pos2(top.x + half, base));
    let size = super::look::text_size(painter.ctx(), (11.0 * z.sqrt()).min(13.0));
    let (count, second) = lines(s, place.lang);
    let mut y = base + 2.0;
    for (text, font) in [
        (count, egui::FontId::proportional(size)),
        (second, egui::FontId::proportional(size)),
    ] {
        if text.is_empty() {
            break;
        }
        let galley = painter.layout_no_wrap(text, font, look::text(ui));
        if galley.size().x > room {
            break;
        }
        let r = Rect::from_center_size(
            pos2(top.x, y + galley.size().y / 2.0),
            galley.size() + vec2(4.0, 0.0),
        );
        painter.rect_filled(r, 2.0, look::background(ui).gamma_multiply(0.85));
        painter.galley(r.min + vec2(2.0, 0.0), galley, look::text(ui));
        area = area.union(r);
        y = r.bottom();
    }
    let label = label(place.lang, name, s);
    let owner = (super::node_owner(place, id), label.as_str());
    crate::app::ui_report::boxes::note(ui.ctx(), area, painter.clip_rect(), owner);
    let resp = ui
        .interact(
            area.expand(2.0),
            egui::Id::unique((place.salt, "summary", id)),
            Sense::click(),
        )
        .on_hover_text(&label);
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    resp.clicked()
}

/// The toolbar's "Fold all", shown only for a tree drawn with folded
/// subtrees; whether it was pressed.
pub fn fold_all_button(ui: &mut Ui, partial: bool, lang: Language) -> bool {
    partial
        && ui
            .button(D::FoldAll.text(lang))
            .on_hover_text(D::FoldAllTip.text(lang))
            .clicked()
}

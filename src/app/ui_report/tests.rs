//! The layout report on frames drawn by a bare egui context: texts, their
//! sizes, clipping, colours, what covers them, the zoom, the widgets, and the
//! faults found in them.
#![allow(clippy::unwrap_used)]

use super::faults::{Fault, Rules, faults};
use super::shapes::hex;
use super::*;
use eframe::egui::{Color32, FontId, Pos2, RawInput, Rect, RichText, vec2};

/// The report of one frame of `draw` in a 400 x 300 window at `zoom`.
fn report(zoom: f32, draw: impl FnMut(&mut egui::Ui)) -> UiReport {
    let ctx = egui::Context::default();
    ctx.set_zoom_factor(zoom);
    let slot = Capture::install(&ctx);
    let input = || RawInput {
        // In points, as a window of 400 x 300 pixels gives it at this zoom.
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(400.0, 300.0) / zoom)),
        ..Default::default()
    };
    let mut draw = draw;
    // The first frame settles the zoom and the fonts; the second is reported.
    for armed in [false, true] {
        if armed {
            arm(&slot);
        }
        // No renderer here: the textures are dropped.
        ctx.run_ui(input(), |ui| draw(ui)).textures_delta.clear();
    }
    taken(&slot).unwrap()
}

fn find<'r>(r: &'r UiReport, text: &str) -> &'r Text {
    r.texts
        .iter()
        .find(|t| t.text == text)
        .unwrap_or_else(|| panic!("no {text:?} in {:?}", r.texts))
}

#[test]
fn a_label_is_reported_with_its_size_colours_and_place() {
    let r = report(1.0, |ui| {
        ui.label(RichText::new("Alpha").size(20.0).color(Color32::WHITE));
    });
    assert_eq!(r.size, [400.0, 300.0]);
    let t = find(&r, "Alpha");
    assert_eq!(t.px, 20.0);
    assert!(!t.clipped);
    assert_eq!(t.fg, "#ffffff");
    let panel = egui::Context::default().global_style().visuals.panel_fill;
    assert_eq!(t.bg, hex(panel));
    assert!((t.contrast - crate::app::theme::contrast(Color32::WHITE, panel)).abs() < 1e-4);
    // Inside the window, about as high as its font.
    let [x0, y0, x1, y1] = t.rect;
    assert!(x0 >= 0.0 && y0 >= 0.0 && x1 <= 400.0 && y1 <= 300.0);
    assert!((y1 - y0) >= 20.0 && (y1 - y0) < 30.0, "{:?}", t.rect);
}

#[test]
fn the_zoom_scales_rectangles_and_sizes() {
    let one = report(1.0, |ui| {
        ui.label(RichText::new("Beta").size(16.0));
    });
    let two = report(2.0, |ui| {
        ui.label(RichText::new("Beta").size(16.0));
    });
    let (a, b) = (find(&one, "Beta"), find(&two, "Beta"));
    assert_eq!(b.px, 32.0);
    assert_eq!(two.size, [400.0, 300.0]);
    let width = |t: &Text| t.rect[2] - t.rect[0];
    assert!((width(b) - 2.0 * width(a)).abs() < 1.0, "{a:?} {b:?}");
}

#[test]
fn text_on_a_fill_reports_the_fill_and_a_covered_text_is_left_out() {
    let r = report(1.0, |ui| {
        let p = ui.painter();
        let font = FontId::proportional(18.0);
        let box_ = Rect::from_min_size(Pos2::new(10.0, 10.0), vec2(100.0, 40.0));
        p.rect_filled(box_, 0.0, Color32::from_rgb(0, 0, 200));
        p.text(
            box_.center(),
            egui::Align2::CENTER_CENTER,
            "On blue",
            font.clone(),
            Color32::WHITE,
        );
        p.text(
            Pos2::new(200.0, 200.0),
            egui::Align2::CENTER_CENTER,
            "Under",
            font,
            Color32::WHITE,
        );
        p.rect_filled(
            Rect::from_center_size(Pos2::new(200.0, 200.0), vec2(120.0, 60.0)),
            0.0,
            Color32::BLACK,
        );
    });
    assert_eq!(find(&r, "On blue").bg, "#0000c8");
    assert!(r.texts.iter().all(|t| t.text != "Under"), "{:?}", r.texts);
}

#[test]
fn a_text_cut_by_its_clip_is_clipped() {
    let r = report(1.0, |ui| {
        let clip = Rect::from_min_size(Pos2::new(0.0, 0.0), vec2(30.0, 300.0));
        ui.painter_at(clip).text(
            Pos2::new(5.0, 50.0),
            egui::Align2::LEFT_TOP,
            "A long caption",
            FontId::proportional(16.0),
            Color32::WHITE,
        );
    });
    assert!(find(&r, "A long caption").clipped);
}

#[test]
fn a_row_cut_at_the_bottom_of_a_scrolled_list_is_not_clipped() {
    let r = report(1.0, |ui| {
        let clip = Rect::from_min_size(Pos2::new(0.0, 0.0), vec2(300.0, 58.0));
        ui.painter_at(clip).text(
            Pos2::new(5.0, 50.0),
            egui::Align2::LEFT_TOP,
            "Half a row",
            FontId::proportional(16.0),
            Color32::WHITE,
        );
    });
    assert!(!find(&r, "Half a row").clipped);
}

#[test]
fn buttons_are_widgets_with_their_role_and_name() {
    let r = report(1.0, |ui| {
        let _ = ui.button(RichText::new("Run").size(16.0));
    });
    let w = r.widgets.iter().find(|w| w.label == "Run").unwrap();
    assert_eq!(w.role, "button");
    let t = find(&r, "Run");
    assert!(
        w.rect[0] <= t.rect[0] && w.rect[2] >= t.rect[2],
        "{w:?} {t:?}"
    );
}

#[test]
fn faults_name_overlaps_small_and_faint_texts() {
    let r = report(1.0, |ui| {
        let p = ui.painter();
        let at = Pos2::new(100.0, 100.0);
        let font = FontId::proportional(16.0);
        p.text(
            at,
            egui::Align2::LEFT_TOP,
            "First",
            font.clone(),
            Color32::WHITE,
        );
        p.text(
            at + vec2(5.0, 3.0),
            egui::Align2::LEFT_TOP,
            "Second",
            font,
            Color32::WHITE,
        );
        let faint = ui.visuals().panel_fill.gamma_multiply(1.2);
        p.text(
            Pos2::new(100.0, 200.0),
            egui::Align2::LEFT_TOP,
            "Faint",
            FontId::proportional(16.0),
            faint,
        );
        p.text(
            Pos2::new(300.0, 200.0),
            egui::Align2::LEFT_TOP,
            "Tiny",
            FontId::proportional(9.0),
            Color32::WHITE,
        );
    });
    let found = faults(&r, &Rules::default());
    let overlap = found.iter().any(|f| {
        matches!(f, Fault::Overlap(a, b) if [a.text.as_str(), b.text.as_str()] == ["First", "Second"])
    });
    assert!(overlap, "{found:?}");
    assert!(
        found
            .iter()
            .any(|f| matches!(f, Fault::Faint(t) if t.text == "Faint"))
    );
    assert!(
        found
            .iter()
            .any(|f| matches!(f, Fault::Small { text, .. } if text.text == "Tiny"))
    );
    // Nothing else: the white texts on the panel read, and nothing is cut.
    assert_eq!(found.len(), 3, "{found:#?}");
    let small = found
        .iter()
        .find(|f| matches!(f, Fault::Small { .. }))
        .unwrap();
    assert!(
        small.to_string().starts_with("\"Tiny\" at (300, 2"),
        "{small}"
    );
    assert!(
        small
            .to_string()
            .ends_with("is 9.0 px (at least 14 wanted)"),
        "{small}"
    );
}

#[test]
fn each_row_of_a_text_is_a_text_of_its_own() {
    let r = report(1.0, |ui| {
        ui.label(RichText::new("Top row\nBottom row").size(16.0));
    });
    let (top, bottom) = (find(&r, "Top row"), find(&r, "Bottom row"));
    assert!(bottom.rect[1] >= top.rect[3] - 1.0, "{top:?} {bottom:?}");
    assert!(
        (top.rect[0] - bottom.rect[0]).abs() < 2.0,
        "{top:?} {bottom:?}"
    );
    assert!(faults(&r, &Rules::default()).is_empty());
}

#[test]
fn a_disabled_button_is_marked_and_its_faint_text_is_no_fault() {
    let r = report(1.0, |ui| {
        ui.add_enabled(false, egui::Button::new(RichText::new("Back").size(16.0)));
        let _ = ui.button(RichText::new("Step").size(16.0));
    });
    let (back, step) = (find(&r, "Back"), find(&r, "Step"));
    assert!(back.disabled && !step.disabled);
    assert!(back.contrast < step.contrast, "{back:?} {step:?}");
    let found = faults(&r, &Rules::default());
    assert!(
        found
            .iter()
            .all(|f| !matches!(f, Fault::Faint(t) if t.text == "Back")),
        "{found:?}"
    );
}

/// The lines painted on a canvas are held to 3:1; a faint one there is a
/// fault naming its colours, the same line off the canvas (a separator, a
/// frame) is not, and an outline counts by its fill when that stands out.
#[test]
fn a_faint_line_on_a_canvas_is_a_fault_and_a_strong_one_or_one_beside_it_is_not() {
    let r = report(1.0, |ui| {
        let canvas = Rect::from_min_size(Pos2::new(0.0, 0.0), vec2(200.0, 300.0));
        let response = ui.allocate_rect(canvas, egui::Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "graph"));
        let p = ui.painter();
        let panel = ui.visuals().panel_fill;
        let faint = egui::Stroke::new(2.0, panel.gamma_multiply(1.4));
        let strong = egui::Stroke::new(2.0, Color32::WHITE);
        p.line_segment([Pos2::new(20.0, 50.0), Pos2::new(180.0, 50.0)], faint);
        p.line_segment([Pos2::new(20.0, 100.0), Pos2::new(180.0, 100.0)], strong);
        // A faint ring round a white disc stands out by its fill.
        p.circle(Pos2::new(100.0, 200.0), 20.0, Color32::WHITE, faint);
        // Off the canvas: decoration, not held to the rule.
        p.line_segment([Pos2::new(220.0, 50.0), Pos2::new(380.0, 50.0)], faint);
    });
    let on_canvas = |l: &super::lines::Line| l.at[0] < 200.0;
    assert_eq!(
        r.lines.iter().filter(|l| on_canvas(l)).count(),
        3,
        "{:#?}",
        r.lines
    );
    let found: Vec<Fault> = faults(&r, &Rules::default())
        .into_iter()
        .filter(|f| matches!(f, Fault::FaintLine(_)))
        .collect();
    assert_eq!(found.len(), 1, "{found:#?}");
    let Fault::FaintLine(l) = &found[0] else {
        unreachable!()
    };
    assert_eq!(l.at, [100.0, 50.0]);
    assert!(!l.outline && l.contrast < 3.0 && l.width == 2.0, "{l:?}");
    assert!(
        found[0]
            .to_string()
            .starts_with("a line at (20, 50)-(180, 50) has a contrast of"),
        "{}",
        found[0]
    );
    let ring = r.lines.iter().find(|l| l.outline).unwrap();
    assert_eq!(
        ring.fg, "#ffffff",
        "the ring's disc stands out, not its faint outline"
    );
    assert!(ring.contrast > 3.0);
}

#[test]
fn node_boxes_that_overlap_are_a_fault_unless_they_are_one_node_s() {
    let r = report(2.0, |ui| {
        let ctx = ui.ctx().clone();
        let clip = Rect::from_min_size(Pos2::ZERO, vec2(150.0, 150.0));
        let at = |x: f32, w: f32| Rect::from_min_size(Pos2::new(x, 40.0), vec2(w, 16.0));
        let (a, b, c) = (
            egui::Id::unique("a"),
            egui::Id::unique("b"),
            egui::Id::unique("c"),
        );
        // "+139" wider than its slot reaches into "+198"; "+170" clears it
        // by a point.
        boxes::note(&ctx, at(10.0, 32.0), clip, (a, "+139"));
        boxes::note(&ctx, at(40.0, 32.0), clip, (b, "+198"));
        boxes::note(&ctx, at(73.0, 30.0), clip, (c, "+170"));
        // A node's own fan under it, touching it: one node.
        boxes::note(
            &ctx,
            at(10.0, 20.0).translate(vec2(0.0, 10.0)),
            clip,
            (a, "fan"),
        );
        // Outside the view: not drawn, not noted.
        boxes::note(
            &ctx,
            at(140.0, 40.0).translate(vec2(20.0, 0.0)),
            clip,
            (c, "away"),
        );
    });
    assert_eq!(r.boxes.len(), 4, "{:?}", r.boxes);
    // In window pixels (zoom 2).
    assert_eq!(r.boxes[1].rect, [80.0, 80.0, 144.0, 112.0]);
    let found: Vec<(String, String)> = faults(&r, &Rules::default())
        .into_iter()
        .filter_map(|f| match f {
            Fault::Boxes(a, b) => Some((a.label, b.label)),
            _ => None,
        })
        .collect();
    assert_eq!(found, [("+139".to_string(), "+198".to_string())]);
}

#[test]
fn no_box_is_noted_without_a_capture() {
    let ctx = egui::Context::default();
    let clip = Rect::from_min_size(Pos2::ZERO, vec2(100.0, 100.0));
    ctx.run_ui(RawInput::default(), |ui| {
        let r = Rect::from_min_size(Pos2::new(10.0, 10.0), vec2(20.0, 20.0));
        boxes::note(ui.ctx(), r, clip, (egui::Id::unique("a"), "a"));
    })
    .textures_delta
    .clear();
    assert!(boxes::take(&ctx, 1.0).is_empty());
}

/// A value's plate inside its node (the node's fill, a grey outline) is part
/// of the node, not a line of its own; the same plate reaching past the node
/// onto the canvas is held to the rule by the side it stands out on.
#[test]
fn a_plate_inside_its_node_is_part_of_it() {
    let blue = Color32::from_rgb(0x4f, 0x9d, 0xe0);
    let grey = egui::Stroke::new(1.0, Color32::from_gray(110));
    let r = report(1.0, |ui| {
        let canvas = Rect::from_min_size(Pos2::ZERO, vec2(400.0, 300.0));
        let response = ui.allocate_rect(canvas, egui::Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "tree"));
        let p = ui.painter();
        p.circle_filled(Pos2::new(100.0, 100.0), 30.0, blue);
        let inside = Rect::from_center_size(Pos2::new(100.0, 100.0), vec2(14.0, 16.0));
        p.rect(inside, 3.0, blue, grey, egui::StrokeKind::Middle);
        // Wider than its node: its ends lie on the canvas, where blue shows.
        p.circle_filled(Pos2::new(300.0, 100.0), 10.0, blue);
        let past = Rect::from_center_size(Pos2::new(300.0, 100.0), vec2(60.0, 16.0));
        p.rect(past, 3.0, blue, grey, egui::StrokeKind::Middle);
    });
    let plates: Vec<_> = r
        .lines
        .iter()
        .filter(|l| l.outline && l.width == 1.0)
        .collect();
    assert_eq!(plates.len(), 1, "only the plate past its node: {plates:#?}");
    assert!(
        plates[0].at[0] > 300.0 + 30.0 || plates[0].at[0] < 300.0 - 30.0,
        "{:?}",
        plates[0]
    );
    assert!(
        faults(&r, &Rules::default())
            .iter()
            .all(|f| !matches!(f, Fault::FaintLine(_)))
    );
}

//! Icon buttons drawn with the painter (the default fonts have no arrow or media
//! glyphs): first, back, forward, last. Each is named for accessibility by its
//! tooltip text, so tests and screen readers find it by that name.

use eframe::egui::{self, Color32, Pos2, Rect, Response, Sense, Shape, Stroke, StrokeKind, Ui};

/// Which icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    First,
    Back,
    Forward,
    Last,
}

/// A button showing `icon`, named `label` (also its tooltip).
pub fn icon_button(ui: &mut Ui, icon: Icon, label: &str, enabled: bool) -> Response {
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(egui::vec2(36.0, 28.0), sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    if ui.is_rect_visible(rect) {
        let visuals = if enabled {
            ui.style().interact(&response)
        } else {
            &ui.visuals().widgets.noninteractive
        };
        ui.painter().rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            StrokeKind::Inside,
        );
        let color = if enabled {
            visuals.fg_stroke.color
        } else {
            ui.visuals().weak_text_color().gamma_multiply(0.6)
        };
        paint(ui, icon, rect.shrink2(egui::vec2(11.0, 8.0)), color);
    }
    response.on_hover_text(label)
}

fn paint(ui: &Ui, icon: Icon, r: Rect, color: Color32) {
    let painter = ui.painter();
    let triangle = |left: bool, x0: f32, x1: f32| {
        let (tip, base) = if left { (x0, x1) } else { (x1, x0) };
        Shape::convex_polygon(
            vec![
                Pos2::new(tip, r.center().y),
                Pos2::new(base, r.top()),
                Pos2::new(base, r.bottom()),
            ],
            color,
            Stroke::NONE,
        )
    };
    let bar = |x: f32| Rect::from_min_max(Pos2::new(x, r.top()), Pos2::new(x + 2.5, r.bottom()));
    match icon {
        Icon::First => {
            painter.rect_filled(bar(r.left()), 0.0, color);
            painter.add(triangle(true, r.left() + 3.5, r.right()));
        }
        Icon::Back => {
            painter.add(triangle(true, r.left() + 1.5, r.right() - 1.5));
        }
        Icon::Forward => {
            painter.add(triangle(false, r.left() + 1.5, r.right() - 1.5));
        }
        Icon::Last => {
            painter.add(triangle(false, r.left(), r.right() - 3.5));
            painter.rect_filled(bar(r.right() - 2.5), 0.0, color);
        }
    }
}

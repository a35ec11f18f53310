//! Small input helpers shared by the tool widgets: a text field and a number
//! field that carry an accessible name (what screen readers and the UI tests
//! find them by).

use eframe::egui;

/// A one-line text field named `name`.
pub fn text_field(ui: &mut egui::Ui, text: &mut String, name: &str, width: f32) -> egui::Response {
    hinted_field(ui, text, name, "", width)
}

/// A one-line text field named `name`, showing `hint` while it is empty.
pub fn hinted_field(
    ui: &mut egui::Ui,
    text: &mut String,
    name: &str,
    hint: &str,
    width: f32,
) -> egui::Response {
    let r = ui.add(
        egui::TextEdit::singleline(text)
            .hint_text(hint)
            .desired_width(width),
    );
    let now = text.clone();
    r.widget_info(|| {
        let mut info = egui::WidgetInfo::text_edit(true, &now, &now, "");
        info.label = Some(name.to_string());
        info
    });
    r
}

/// A number field named `name`, shown with a label before it.
pub fn number_field<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    value: &mut N,
    name: &str,
    range: std::ops::RangeInclusive<N>,
) -> egui::Response {
    let label = ui.label(name);
    ui.add(egui::DragValue::new(value).range(range))
        .labelled_by(label.id)
}

//! "Save picture": the tree area as a PNG, through the screenshot path of
//! [`crate::app::screenshot`]. The button asks the studio's file chooser for a
//! file; once it is chosen and the tree drawn again, the frame's screenshot is
//! requested, cropped to the tree's rectangle and written when it arrives (a
//! later frame); the outcome is shown beside the button.

use super::strings::S;
use crate::app::i18n::Language;
use crate::app::screenshot::write_png;
use eframe::egui::{self, Rect, Ui};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The outcome of the last save (a note for the user), shared with the
/// screenshot callback.
pub type Note = Arc<Mutex<Option<String>>>;

/// The button and the last outcome; returns whether the button was clicked.
pub fn button(ui: &mut Ui, note: &Note, lang: Language) -> bool {
    let clicked = ui
        .button(S::SavePicture.text(lang))
        .on_hover_text(S::SavePictureTip.text(lang))
        .clicked();
    if let Ok(n) = note.lock()
        && let Some(text) = n.as_ref()
    {
        ui.label(egui::RichText::new(text).weak());
    }
    clicked
}

/// Asks for this frame's pixels and writes the part in `rect` (points) to `path`.
pub fn request(ctx: &egui::Context, rect: Rect, path: PathBuf, note: &Note, lang: Language) {
    let note = note.clone();
    let wake = ctx.clone();
    let ppp = ctx.pixels_per_point();
    ctx.request_screenshot(move |image| {
        let tree = image.region(&rect, Some(ppp));
        let text = match write_png(&path, &tree) {
            Ok(()) => format!("{} {}", S::Saved.text(lang), path.display()),
            Err(e) => e,
        };
        if let Ok(mut n) = note.lock() {
            *n = Some(text);
        }
        wake.request_repaint();
    });
}

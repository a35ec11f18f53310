//! The row that asks for a picture of the whole graph ("Save picture…",
//! "Copy picture", the PNG's scale, what the last one did), drawn above the
//! board's arena and in the Attractors panel. It reads the graph's
//! [`Pictures`] and returns commands; what the picture draws ([`Look`]) is
//! made only when a button is clicked. The board's look is `ludoscope draw`'s
//! ([`node_styles`]).

use super::model::graph_of;
use super::pictures::{Delivered, GP, Look, PictureIntent, Pictures, SCALES};
use crate::app::commands::Command;
use crate::app::file_chooser::Purpose;
use crate::app::i18n::Language;
use crate::app::studio::Studio;
use crate::engine::state_after;
use crate::games::AnyGame;
use crate::graph_layout::arena::node_styles;
use crate::lang::fill;
use eframe::egui::{self, Color32, RichText, Ui};

/// An SVG colour for `c`, its transparency blended onto the picture's white
/// page.
pub fn hex(c: Color32) -> String {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    let on_white = |x: u8| {
        let alpha = f32::from(a) / 255.0;
        (f32::from(x) * alpha + 255.0 * (1.0 - alpha)).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", on_white(r), on_white(g), on_white(b))
}

/// The buttons, the scale and the last outcome; `look` is what the picture
/// draws.
pub fn buttons(
    ui: &mut Ui,
    pictures: &Pictures,
    lang: Language,
    look: &dyn Fn() -> Look,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let save = ui
            .button(GP::SavePicture.text(lang))
            .on_hover_text(GP::SavePictureTip.text(lang));
        if save.clicked() {
            out.push(Command::Graph(PictureIntent::Prepare(look())));
            out.push(Command::Choose(Purpose::GraphPicture));
        }
        let copy = ui
            .button(GP::CopyPicture.text(lang))
            .on_hover_text(GP::CopyPictureTip.text(lang));
        if copy.clicked() {
            out.push(Command::Graph(PictureIntent::Copy(look())));
        }
        let mut s = pictures.scale;
        let drag = egui::DragValue::new(&mut s)
            .range(SCALES)
            .speed(0.05)
            .max_decimals(2)
            .suffix("×");
        let scale = ui.add(drag).on_hover_text(GP::PictureScaleTip.text(lang));
        if scale.changed() {
            out.push(Command::Graph(PictureIntent::SetScale(s)));
        }
        note(ui, pictures, lang);
    });
}

/// What the last picture did, or that one is being drawn.
fn note(ui: &mut Ui, pictures: &Pictures, lang: Language) {
    if pictures.is_busy() {
        ui.spinner();
        ui.label(RichText::new(GP::Drawing.text(lang)).weak());
        return;
    }
    let size = |[w, h]: [u32; 2]| [("w", w.to_string()), ("h", h.to_string())];
    let text = match &pictures.note {
        None => return,
        Some(Ok(Delivered::Saved(path, px))) => {
            let [w, h] = size(*px);
            fill(
                GP::Saved.text(lang),
                &[("f", path.display().to_string()), w, h],
            )
        }
        Some(Ok(Delivered::Copied(px))) => fill(GP::Copied.text(lang), &size(*px)),
        Some(Err(e)) => {
            ui.label(RichText::new(e).color(ui.visuals().warn_fg_color));
            return;
        }
    };
    ui.label(RichText::new(text).weak());
}

/// The picture row above the board when the game is an arena: the whole
/// graph as `ludoscope draw` draws it, the node of the position shown filled
/// as `draw --moves` fills it.
pub fn board_buttons(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let AnyGame::Arena(arena) = &studio.game else {
        return;
    };
    let Some(graph) = graph_of(&studio.game) else {
        return;
    };
    let look = || {
        let here = state_after(arena, &studio.session.line_to_cursor()).unwrap_or(graph.initial);
        Look {
            nodes: node_styles(graph, here),
            edges: Vec::new(),
        }
    };
    let lang = studio.settings.language;
    buttons(ui, &studio.graph.pictures, lang, &look, out);
}

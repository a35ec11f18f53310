//! The board editor ("Set up position..."): the board of the game as a grid
//! whose cells are clicked to place and remove pieces, a palette (the game's
//! pieces or marks and an eraser), the player to move, the game's numbers
//! (heaps, scores, the action counter), the position in the game's notation
//! in a text field kept in step both ways, and "Start from here" (refused with
//! the rules' reason) or Cancel. The state and its requests are [`model`]; this
//! module only draws and emits [`SetupAction`]s. The pieces, the notation and
//! the legality all come from the game's `Positions` (no rule here).

pub mod model;

pub use model::{SetupAction, SetupEditor};

use super::{board_rect, part, player_color};
use crate::app::commands::Command;
use crate::app::i18n::{Language, player_name};
use crate::app::panels::Out;
use crate::app::studio::Studio;
use crate::engine::SetupPiece;
use eframe::egui::{self, Color32, Id, Rect, RichText, Stroke, StrokeKind, Ui, Vec2};

crate::strings! { S;
    Title => "Set up a position", "Mettre en place une position";
    Palette => "Click a cell to put:", "Un clic sur une case y met\u{a0}:";
    Eraser => "eraser", "gomme";
    ClearBoard => "Empty the board", "Vider le plateau";
    ToMove => "To move:", "Au trait\u{a0}:";
    FixedByPieces => "(fixed by the pieces)", "(fixé par les pièces)";
    GameOver => "the game is over in this position", "la partie est finie dans cette position";
    Notation => "The position in the game's notation (editable):", "La position dans la notation du jeu (modifiable)\u{a0}:";
    Legal => "A legal position.", "Une position légale.";
    Illegal => "Not a legal position:", "Position illégale\u{a0}:";
    Start => "Start from here", "Commencer ici";
    Cancel => "Cancel", "Annuler";
    Refused => "Refused:", "Refusé\u{a0}:";
    Open => "Set up position…", "Mettre en place une position…";
}

/// The label of the button and menu entry that open the editor.
pub fn open_label(lang: Language) -> &'static str {
    S::Open.text(lang)
}

fn push(out: &mut Out, a: SetupAction) {
    out.push(Command::Setup(a));
}

fn piece_name(lang: Language, p: &SetupPiece) -> &'static str {
    match lang {
        Language::English => p.name,
        Language::French => p.name_fr,
    }
}

/// Draws the editor in the central panel.
pub fn show(ui: &mut Ui, studio: &Studio, editor: &SetupEditor, out: &mut Out) {
    let lang = studio.settings.language;
    let check = studio.game.check_setup(&editor.setup);
    ui.heading(S::Title.text(lang));
    palette(ui, lang, editor, out);
    to_move(ui, lang, editor, &check, out);
    numbers(ui, editor, out);
    ui.horizontal(|ui| {
        match &check {
            Ok(_) => ui.label(RichText::new(S::Legal.text(lang)).size(15.0)),
            Err(e) => ui.label(
                RichText::new(format!("{} {e}", S::Illegal.text(lang)))
                    .size(15.0)
                    .color(ui.visuals().warn_fg_color),
            ),
        };
    });
    if let Some(why) = &editor.refused {
        ui.label(
            RichText::new(format!("{} {why}", S::Refused.text(lang)))
                .size(15.0)
                .color(ui.visuals().error_fg_color),
        );
    }
    ui.horizontal(|ui| {
        let start = egui::Button::new(RichText::new(S::Start.text(lang)).strong().size(15.0));
        if ui.add(start).clicked() {
            push(out, SetupAction::Start);
        }
        if ui
            .button(RichText::new(S::Cancel.text(lang)).size(15.0))
            .clicked()
        {
            push(out, SetupAction::Cancel);
        }
    });
    ui.separator();
    // The text beside the board when there is room, under it otherwise.
    let wide = ui.available_width() > 760.0;
    let text_width = if wide { 300.0 } else { ui.available_width() };
    if wide {
        ui.horizontal_top(|ui| {
            text_field(ui, lang, editor, text_width, out);
            grid(ui, editor, out);
        });
    } else {
        text_field(ui, lang, editor, text_width, out);
        grid(ui, editor, out);
    }
}

fn palette(ui: &mut Ui, lang: Language, editor: &SetupEditor, out: &mut Out) {
    if editor.layout.pieces.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(S::Palette.text(lang)).size(15.0));
        for (k, p) in editor.layout.pieces.iter().enumerate() {
            let k = k as u8 + 1;
            let name = piece_name(lang, p);
            let text = if name == p.symbol.to_string() {
                name.to_string()
            } else {
                format!("{}  {name}", p.symbol)
            };
            if ui
                .selectable_label(editor.brush == k, RichText::new(text).size(15.0))
                .clicked()
            {
                push(out, SetupAction::Brush(k));
            }
        }
        if ui
            .selectable_label(
                editor.brush == 0,
                RichText::new(S::Eraser.text(lang)).size(15.0),
            )
            .clicked()
        {
            push(out, SetupAction::Brush(0));
        }
        if ui
            .button(RichText::new(S::ClearBoard.text(lang)).size(15.0))
            .clicked()
        {
            push(out, SetupAction::Clear);
        }
    });
}

fn to_move(
    ui: &mut Ui,
    lang: Language,
    editor: &SetupEditor,
    check: &Result<Option<usize>, crate::engine::PositionError>,
    out: &mut Out,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(S::ToMove.text(lang)).size(15.0));
        if editor.layout.to_move_free {
            for p in 0..editor.layout.players {
                if ui
                    .radio(editor.setup.to_move == p, player_name(lang, p))
                    .clicked()
                {
                    push(out, SetupAction::ToMove(p));
                }
            }
        } else {
            match check {
                Ok(Some(p)) => ui.label(RichText::new(player_name(lang, *p)).strong().size(15.0)),
                Ok(None) => ui.label(RichText::new(S::GameOver.text(lang)).size(15.0)),
                Err(_) => ui.label(RichText::new("?").size(15.0)),
            };
            ui.label(RichText::new(S::FixedByPieces.text(lang)).size(15.0));
        }
    });
}

fn numbers(ui: &mut Ui, editor: &SetupEditor, out: &mut Out) {
    for (k, name) in editor.layout.numbers.iter().enumerate() {
        let mut v = editor.setup.numbers.get(k).copied().unwrap_or(0);
        ui.horizontal(|ui| {
            ui.label(RichText::new(name).size(15.0));
            if ui
                .add(egui::DragValue::new(&mut v).range(0..=999))
                .changed()
            {
                push(out, SetupAction::Number(k, v));
            }
        });
    }
}

fn text_field(ui: &mut Ui, lang: Language, editor: &SetupEditor, width: f32, out: &mut Out) {
    ui.vertical(|ui| {
        ui.set_max_width(width);
        let caption = ui.label(RichText::new(S::Notation.text(lang)).size(15.0));
        let mut text = editor.text.clone();
        let field = egui::TextEdit::multiline(&mut text)
            .font(egui::FontId::monospace(15.0))
            .desired_width(width)
            .desired_rows(editor.layout.rows.max(2) + 2)
            .id_source("setup-notation");
        if ui.add(field).labelled_by(caption.id).changed() {
            push(out, SetupAction::Text(text));
        }
        if let Some(e) = &editor.text_error {
            ui.label(
                RichText::new(e)
                    .size(14.0)
                    .color(ui.visuals().warn_fg_color),
            );
        }
    });
}

/// The grid: each cell a clickable part named by its row and column.
fn grid(ui: &mut Ui, editor: &SetupEditor, out: &mut Out) {
    let (rows, cols) = (editor.layout.rows, editor.layout.cols);
    if rows == 0 || cols == 0 {
        return;
    }
    let board = board_rect(ui, cols as f32 / rows as f32, 12.0);
    let side = board.width() / cols as f32;
    let canvas = ui.painter_at(board.expand(2.0));
    let dark = ui.visuals().dark_mode;
    let (light_sq, marked_sq) = if dark {
        (Color32::from_gray(70), Color32::from_rgb(0x55, 0x44, 0x2a))
    } else {
        (Color32::from_gray(225), Color32::from_rgb(0xd8, 0xc0, 0x90))
    };
    for k in 0..rows * cols {
        let (r, c) = (k / cols, k % cols);
        let rect = Rect::from_min_size(
            board.min + Vec2::new(c as f32 * side, r as f32 * side),
            Vec2::splat(side),
        );
        let fill = if editor.layout.marked.contains(&k) {
            marked_sq
        } else {
            light_sq
        };
        canvas.rect_filled(rect.shrink(1.0), 2.0, fill);
        let cell = editor.setup.cells.get(k).copied().unwrap_or(0);
        let piece = (cell > 0)
            .then(|| editor.layout.pieces.get(cell as usize - 1))
            .flatten();
        let value = piece.map_or(String::from("empty"), |p| p.name.to_string());
        let label = format!("cell {},{}", r + 1, c + 1);
        let response = part(ui, rect, Id::unique(("setup-cell", k)), label, value, true);
        if response.hovered() {
            canvas.rect_stroke(
                rect.shrink(1.0),
                2.0,
                Stroke::new(2.0, ui.visuals().selection.bg_fill),
                StrokeKind::Inside,
            );
        }
        if let Some(p) = piece {
            paint_piece(&canvas, rect, p);
        }
        if response.clicked() {
            push(out, SetupAction::Click(k));
        }
    }
}

/// A player's piece as a disc of the player's colour with its symbol; a piece
/// of no one (a Chomp square, a covered Cram cell) as a filled square.
fn paint_piece(canvas: &egui::Painter, rect: Rect, p: &SetupPiece) {
    let side = rect.width();
    let ink = Color32::from_gray(20);
    match p.owner {
        Some(owner) => {
            canvas.circle_filled(rect.center(), side * 0.38, player_color(owner));
            canvas.circle_stroke(rect.center(), side * 0.38, Stroke::new(1.5, ink));
        }
        None => {
            canvas.rect_filled(
                rect.shrink(side * 0.12),
                3.0,
                Color32::from_rgb(0x8a, 0x5a, 0x3a),
            );
        }
    }
    canvas.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        p.symbol,
        egui::FontId::monospace((side * 0.4).clamp(12.0, 40.0)),
        ink,
    );
}

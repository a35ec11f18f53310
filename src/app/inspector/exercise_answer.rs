//! The answer box of the step exercise, placed on the tree beside the node the
//! question is about (the root for its move): one field that keeps the
//! keyboard focus from question to question (Enter checks; a yes/no question
//! is answered by typing or pressing Y, O or N), with Yes/No buttons for a cut
//! question, the root's moves as buttons for the last one, and Check.

use super::exercise_overlay::full_name;
use super::exercise_step::{StepAction, StepState, Unread};
use super::strings::{Ex, ToolText};
use crate::app::i18n::Language;
use crate::app::tree_view::Drawn;
use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::step::{Answer, Ask, Question};
use eframe::egui::{self, Color32, Key, Rect, Ui, pos2, vec2};

/// The id of the answer field (one for every question: its focus stays).
pub fn field_id() -> egui::Id {
    egui::Id::unique("exercise-answer-field")
}

/// The box's rectangle: right of the node, or left of it near the right edge,
/// inside the view.
fn placed(drawn: &Drawn, centre: egui::Pos2, r: f32, size: egui::Vec2) -> Rect {
    let view = drawn.rect;
    let mut x = centre.x + 1.8 * r + 8.0;
    if x + size.x > view.right() {
        x = centre.x - 1.8 * r - 8.0 - size.x;
    }
    let x = x.clamp(view.left(), (view.right() - size.x).max(view.left()));
    let y = (centre.y - size.y / 2.0).clamp(view.top(), (view.bottom() - size.y).max(view.top()));
    Rect::from_min_size(pos2(x, y), size)
}

/// Draws the answer box for `q` on the drawn tree.
pub fn answer_box(
    ui: &mut Ui,
    drawn: &Drawn,
    state: &StepState,
    q: &Question,
    ex: &Exercise,
    lang: Language,
    out: &mut Vec<StepAction>,
) {
    let node = match q.ask {
        Ask::Move => 0,
        _ => ex.full_node(q.node).unwrap_or(0),
    };
    let (centre, r) = drawn
        .node_at(&ex.tree.layout, node)
        .filter(|(c, _)| drawn.rect.contains(*c))
        .unwrap_or((drawn.rect.left_top() + vec2(0.0, 20.0), 0.0));
    let moves = if q.ask == Ask::Move {
        ex.root_moves().len()
    } else {
        0
    };
    // As large as the tree's texts (24 px in presentation mode): the class
    // reads the answer with the question.
    let k = crate::app::presentation::tree_text(ui.ctx()) / crate::app::presentation::MIN_TEXT;
    let width = (250.0 + 48.0 * moves as f32) * k;
    let rect = placed(drawn, centre, r, vec2(width, 64.0 * k));
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    // Outlined in the question's colour, as the node it is about: it shows
    // on the tree at 3:1 and ties the answer to its node.
    let asked = crate::app::tree_view::colours::line(ui, crate::app::tree_view::colours::ASKED);
    let frame = egui::Frame::popup(child.style()).stroke(egui::Stroke::new(2.0, asked));
    frame.show(&mut child, |ui| {
        let styles = &mut ui.style_mut().text_styles;
        for (style, size) in [
            (egui::TextStyle::Body, crate::app::presentation::MIN_TEXT),
            (egui::TextStyle::Button, crate::app::presentation::MIN_TEXT),
            (egui::TextStyle::Heading, 20.0),
        ] {
            styles.insert(style, egui::FontId::proportional(size * k));
        }
        ui.horizontal(|ui| fields(ui, state, q, ex, (lang, k), out));
        let unread = state.unread.map(|u| match u {
            Unread::NotANumber => ToolText::NotANumber.text(lang),
            Unread::NotYesNo => Ex::NotYesNo.text(lang),
            Unread::NotAMove => Ex::NotAMove.text(lang),
        });
        if let Some(text) = unread {
            ui.colored_label(Color32::RED, text);
        }
    });
}

/// The field and the buttons.
fn fields(
    ui: &mut Ui,
    state: &StepState,
    q: &Question,
    ex: &Exercise,
    (lang, k): (Language, f32),
    out: &mut Vec<StepAction>,
) {
    let mut input = state.input.clone();
    let hint = match q.ask {
        Ask::Cuts => Ex::YesNoKeys.text(lang),
        _ => "",
    };
    let r = ui.add(
        egui::TextEdit::singleline(&mut input)
            .id(field_id())
            .hint_text(hint)
            .desired_width(70.0 * k)
            .font(egui::TextStyle::Heading),
    );
    let name = ToolText::Answer.text(lang);
    let now = input.clone();
    r.widget_info(|| {
        let mut info = egui::WidgetInfo::text_edit(true, &now, &now, "");
        info.label = Some(name.to_string());
        info
    });
    if input != state.input {
        out.push(StepAction::SetInput(input));
    }
    let enter = r.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    // The focus stays in the field: after Enter, after a button, between questions.
    if enter || !ui.ctx().text_edit_focused() {
        r.request_focus();
    }
    match q.ask {
        Ask::Cuts => {
            for (text, yes) in [(ToolText::Yes, true), (ToolText::No, false)] {
                if ui.button(text.text(lang)).clicked() {
                    out.push(StepAction::Answer(Answer::YesNo(yes)));
                }
            }
            if enter {
                out.push(StepAction::Check);
            }
        }
        _ => {
            if ui.button(ToolText::Check.text(lang)).clicked() || enter {
                out.push(StepAction::Check);
            }
            if q.ask == Ask::Move {
                for (i, c) in ex.root_moves().into_iter().enumerate() {
                    if ui.button(full_name(ex, c, lang)).clicked() {
                        out.push(StepAction::Answer(Answer::Move(i)));
                    }
                }
            }
        }
    }
}

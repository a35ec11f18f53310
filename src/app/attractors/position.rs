//! The position on the board as the solver sees it: who wins and in how many
//! moves, every legal move with its outcome for the player who plays it (win in
//! `k` / draw / loss in `k`), as a table in the inspector (wins first, then
//! draws, then losses) and as marks over the
//! moves on the Board panel, and the button that plays the strategy's move
//! through the ordinary command (so the engine checks it).

use super::model::Request;
use super::solved::{AnySolution, MoveOutcome, PositionAnswer, best_first};
use super::strings::A;
use crate::app::board::{Mark, player_text_color};
use crate::app::commands::Command;
use crate::app::i18n::{Language, player_name};
use crate::app::studio::Studio;
use crate::engine::Player;
use crate::lang::{counted, fill};
use crate::solve::Value;
use eframe::egui::{self, Color32, RichText, Ui};

const WIN: Color32 = Color32::from_rgb(0x4c, 0xc0, 0x6a);
const LOSS: Color32 = Color32::from_rgb(0xe8, 0x5d, 0x4a);
const DRAW: Color32 = Color32::from_rgb(0xb0, 0xb0, 0xb0);
const INFINITE: Color32 = Color32::from_rgb(0xa8, 0x8c, 0xe8);

/// The solution of the studio's current game, if there is one.
pub fn current(studio: &Studio) -> Option<&dyn AnySolution> {
    studio
        .attractors
        .solution()
        .filter(|s| *s.spec() == studio.session.spec())
}

/// The moves from the start to the cursor, in notation.
pub fn line(studio: &Studio) -> Vec<String> {
    let s = &studio.session;
    (0..s.cursor()).map(|k| s.ply_text(k)).collect()
}

/// A move's outcome for `mover`, who plays it, as a board mark.
pub fn mark(outcome: &MoveOutcome, mover: Player, lang: Language) -> Mark {
    let k = outcome.moves.unwrap_or(0).to_string();
    let (color, short, words) = match outcome.value {
        Value::Win(p) if p == mover => (WIN, A::WinShort, A::WinIn),
        Value::Win(_) => (LOSS, A::LossShort, A::LossIn),
        Value::Draw => (DRAW, A::DrawShort, A::DrawWords),
        Value::Infinite => (INFINITE, A::InfiniteShort, A::Infinite),
    };
    let pairs = [("k", k)];
    Mark {
        color,
        short: fill(short.text(lang), &pairs),
        words: fill(words.text(lang), &pairs),
    }
}

/// The marks of every legal move at the cursor, when the game is solved and the
/// outcomes are switched on.
pub fn board_marks(studio: &Studio) -> Vec<(String, Mark)> {
    let lang = studio.settings.language;
    let answer = match current(studio) {
        Some(sol) if studio.attractors.show_marks => sol.position(&line(studio)).ok(),
        _ => None,
    };
    let Some((answer, mover)) = answer.and_then(|a| a.to_move.map(|p| (a, p))) else {
        return Vec::new();
    };
    answer
        .moves
        .iter()
        .map(|m| (m.notation.clone(), mark(m, mover, lang)))
        .collect()
}

/// Who wins from the position and in how many moves, then the same seen by
/// the player to move: `Player 1 wins in 2 moves; Player 0 to move: loss in 2`.
pub fn verdict(answer: &PositionAnswer, lang: Language) -> String {
    let rank = answer.rank.unwrap_or(0) as u64;
    let who = match (answer.value, answer.to_move) {
        (Value::Win(p), None) => {
            return fill(A::FinalWon.text(lang), &[("p", player_name(lang, p))]);
        }
        (Value::Win(p), Some(_)) => fill(
            A::WinsIn.text(lang),
            &[
                ("p", player_name(lang, p)),
                ("k", counted(crate::lang::nouns::MOVE, rank, lang)),
            ],
        ),
        (Value::Draw, _) => A::DrawWords.text(lang).to_string(),
        (Value::Infinite, _) => A::InfiniteWords.text(lang).to_string(),
    };
    // A draw reads the same from either side.
    let Some(mover) = answer
        .to_move
        .filter(|_| matches!(answer.value, Value::Win(_)))
    else {
        return who;
    };
    let seen = MoveOutcome {
        notation: String::new(),
        value: answer.value,
        moves: answer.rank,
    };
    let pairs = [
        ("p", player_name(lang, mover)),
        ("o", mark(&seen, mover, lang).words),
    ];
    format!("{who}; {}", fill(A::MoverView.text(lang), &pairs))
}

/// A mark's colour as text: darker on a light background.
fn readable(color: Color32, dark_mode: bool) -> Color32 {
    if dark_mode {
        color
    } else {
        let darker = |c: u8| (f32::from(c) * 0.6) as u8;
        Color32::from_rgb(darker(color.r()), darker(color.g()), darker(color.b()))
    }
}

/// The Board panel's line about the solver (only when the game is solved): the
/// outcomes toggle, the verdict, and the strategy button.
pub fn board_strip(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let Some(sol) = current(studio) else {
        return;
    };
    let lang = studio.settings.language;
    ui.horizontal(|ui| {
        let mut on = studio.attractors.show_marks;
        if ui.checkbox(&mut on, A::ShowMarks.text(lang)).changed() {
            out.push(Command::Attractors(Request::ShowMarks(on)));
        }
        if let Ok(answer) = sol.position(&line(studio)) {
            ui.label(RichText::new(verdict(&answer, lang)).strong());
            strategy_button(ui, studio, &answer, lang, out);
        }
    });
}

fn strategy_button(
    ui: &mut Ui,
    studio: &Studio,
    answer: &PositionAnswer,
    lang: Language,
    out: &mut Vec<Command>,
) {
    let Some(best) = &answer.strategy else { return };
    let text = format!("{} ({best})", A::PlayStrategy.text(lang));
    if ui.button(text).clicked() {
        match studio.session.find_move(best) {
            Ok(mv) => out.push(Command::Play(mv)),
            Err(e) => out.push(Command::Show(e)),
        }
    }
}

/// The inspector's section on the position at the cursor.
pub fn show(ui: &mut Ui, studio: &Studio, sol: &dyn AnySolution, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    ui.label(RichText::new(A::Position.text(lang)).strong());
    let answer = match sol.position(&line(studio)) {
        Ok(a) => a,
        Err(e) => {
            ui.label(format!("{} {e}", A::OtherPosition.text(lang)));
            return;
        }
    };
    let color = match answer.value {
        Value::Win(p) => player_text_color(ui, p),
        _ => ui.visuals().text_color(),
    };
    ui.label(
        RichText::new(verdict(&answer, lang))
            .color(color)
            .size(16.0),
    );
    strategy_button(ui, studio, &answer, lang, out);
    let mut on = studio.attractors.show_marks;
    if ui.checkbox(&mut on, A::ShowMarks.text(lang)).changed() {
        out.push(Command::Attractors(Request::ShowMarks(on)));
    }
    let Some(mover) = answer.to_move else {
        return;
    };
    ui.label(RichText::new(A::Moves.text(lang)).weak());
    // Sized to its content: the panel's column scrolls, not the list.
    egui::Grid::new("attractor-move-grid")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for m in best_first(&answer.moves, mover) {
                let mark = mark(&m, mover, lang);
                ui.label(RichText::new(&m.notation).monospace());
                let color = readable(mark.color, ui.visuals().dark_mode);
                ui.label(RichText::new(mark.words).color(color));
                ui.end_row();
            }
        });
}

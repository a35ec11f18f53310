//! The left panel: the game picker (every game of `catalog()` and its
//! parameters), New game, the seats (human or agent), "View as", and the display
//! toggles.

use super::{Out, seat_choices, seat_name, viewer_name};
use crate::agents::AgentSpec;
use crate::app::commands::Command;
use crate::app::i18n::{Language, T, player_name};
use crate::app::studio::{Draft, Studio};
use crate::engine::Viewer;
use crate::games::{GameSpec, catalog};
use crate::replay::Seat;
use eframe::egui::{self, RichText, Ui};

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    ui.add_space(4.0);
    let heading = ui.heading(T::Game.text(lang));
    game_list(ui, studio, heading.id, out);
    // New game right under the list, where it stays whatever rows follow.
    ui.add_space(4.0);
    let mut new_game = egui::Button::new(RichText::new(T::NewGame.text(lang)).strong())
        .min_size(egui::vec2(ui.available_width(), 28.0));
    if studio.draft.spec != studio.session.spec() {
        // Another game is set up: the button that starts it stands out.
        new_game = new_game.fill(ui.visuals().selection.bg_fill);
    }
    if ui.add(new_game).clicked() {
        out.push(Command::NewGame);
    }
    pending_game(ui, studio);
    // The board editor, for a game that sets up positions.
    if studio.game.setup_layout().is_some() {
        let label = crate::app::board::setup::open_label(lang);
        let button = egui::Button::new(label).min_size(egui::vec2(ui.available_width(), 24.0));
        if ui.add_enabled(studio.setup.is_none(), button).clicked() {
            out.push(Command::Setup(crate::app::board::setup::SetupAction::Open));
        }
    }
    parameters(ui, studio, out);
    if let GameSpec::Arena { path, .. } = &studio.draft.spec {
        super::arena_picker::show(ui, lang, path, out);
    }
    ui.separator();
    ui.heading(T::Seats.text(lang));
    seats(ui, studio, out);
    ui.separator();
    ui.heading(T::ViewAs.text(lang));
    view_as(ui, studio, out);
    ui.separator();
    ui.heading(T::Display.text(lang));
    let s = &studio.settings;
    let mut hints = s.hints;
    if ui.checkbox(&mut hints, T::Hints.text(lang)).changed() {
        out.push(Command::SetHints(hints));
    }
    let mut coords = s.coordinates;
    if ui
        .checkbox(&mut coords, T::Coordinates.text(lang))
        .changed()
    {
        out.push(Command::SetCoordinates(coords));
    }
    let mut flip = s.flip;
    if ui.checkbox(&mut flip, T::FlipBoard.text(lang)).changed() {
        out.push(Command::SetFlip(flip));
    }
}

/// When the game set up differs from the one on the board: says plainly that
/// the board keeps its game until New game.
fn pending_game(ui: &mut Ui, studio: &Studio) {
    let (draft, current) = (&studio.draft.spec, studio.session.spec());
    if *draft == current {
        return;
    }
    let lang = studio.settings.language;
    let color = ui.visuals().warn_fg_color;
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.0, color))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(format!("{} {current}", T::OnTheBoard.text(lang))).color(color));
            ui.label(RichText::new(format!("{} {draft}", T::NewGameStarts.text(lang))).strong());
        });
}

/// The game list; `heading` names it.
fn game_list(ui: &mut Ui, studio: &Studio, heading: egui::Id, out: &mut Out) {
    let draft = &studio.draft;
    let entries = catalog();
    egui::ComboBox::from_id_salt("game-picker")
        .selected_text(draft.spec.name())
        .width(ui.available_width() - 8.0)
        .show_ui(ui, |ui| {
            for e in &entries {
                let on = e.spec.name() == draft.spec.name();
                if ui.selectable_label(on, e.spec.name()).clicked() && !on {
                    out.push(Command::SetDraft(Draft::new(e.spec.clone())));
                }
            }
        })
        .response
        .labelled_by(heading);
}

/// The chosen game's description and parameters.
fn parameters(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let draft = &studio.draft;
    let entries = catalog();
    if let Some(e) = entries.iter().find(|e| e.spec.name() == draft.spec.name()) {
        let description = match lang {
            Language::English => e.description,
            Language::French => e.description_fr,
        };
        ui.label(RichText::new(description).weak());
    }
    match &draft.spec {
        GameSpec::ConnectFour { rows, cols } => {
            let (mut r, mut c) = (*rows, *cols);
            let changed =
                number(ui, T::Rows.text(lang), &mut r) | number(ui, T::Cols.text(lang), &mut c);
            if changed {
                let spec = GameSpec::ConnectFour { rows: r, cols: c };
                out.push(Command::SetDraft(Draft::new(spec)));
            }
        }
        GameSpec::Nim { .. } => {
            let mut text = draft.heaps_text.clone();
            let edit = ui.horizontal(|ui| {
                let label = ui.label(T::Heaps.text(lang));
                ui.add(
                    egui::TextEdit::singleline(&mut text)
                        .hint_text(T::HeapsHint.text(lang))
                        .desired_width(120.0),
                )
                .labelled_by(label.id)
            });
            if edit.inner.changed() {
                let heaps: Option<Vec<u32>> =
                    text.split_whitespace().map(|w| w.parse().ok()).collect();
                let spec = match heaps {
                    Some(h) if !h.is_empty() => GameSpec::Nim { heaps: h },
                    _ => draft.spec.clone(),
                };
                out.push(Command::SetDraft(Draft {
                    spec,
                    heaps_text: text,
                }));
            }
        }
        GameSpec::Tree { .. } => tree_leaves(ui, studio, out),
        // An arena's one parameter, its file, has its own picker.
        GameSpec::TicTacToe
        | GameSpec::PhantomTicTacToe
        | GameSpec::LeducPoker
        | GameSpec::Arena { .. } => {}
        other => {
            let mut text = draft.heaps_text.clone();
            let label = ui.label(T::Parameters.text(lang));
            // The whole text in view, wrapped to the panel's width rather
            // than scrolled inside a field; Enter adds no line.
            let field = egui::TextEdit::multiline(&mut text)
                .desired_rows(1)
                .desired_width(f32::INFINITY)
                .return_key(None);
            let edit = ui.add(field).labelled_by(label.id);
            if edit.changed() {
                // Keep the last valid specification of this game while typing.
                let spec = text
                    .parse::<GameSpec>()
                    .ok()
                    .filter(|s| s.name() == other.name())
                    .unwrap_or_else(|| other.clone());
                out.push(Command::SetDraft(Draft {
                    spec,
                    heaps_text: text,
                }));
            }
        }
    }
}

/// A tree's leaves in bracket notation, multi-line: the draft follows each
/// valid text, and a text that does not read says why, at which column.
fn tree_leaves(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let mut text = studio.draft.heaps_text.clone();
    let label = ui.label(T::Leaves.text(lang));
    let edit = ui
        .add(
            egui::TextEdit::multiline(&mut text)
                .hint_text(T::LeavesHint.text(lang))
                .code_editor()
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
    let parsed = crate::games::arena::TreeShape::parse(&text);
    if let Err(e) = &parsed {
        ui.colored_label(ui.visuals().error_fg_color, e.to_string());
    }
    if edit.changed() {
        let spec = match parsed {
            Ok(tree) => GameSpec::Tree {
                leaves: tree.to_bracket(),
            },
            Err(_) => studio.draft.spec.clone(),
        };
        out.push(Command::SetDraft(Draft {
            spec,
            heaps_text: text,
        }));
    }
}

/// A labelled number from 4 to 8 (board sizes).
fn number(ui: &mut Ui, label: &str, value: &mut u8) -> bool {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(egui::DragValue::new(value).range(4..=8))
            .labelled_by(l.id)
            .changed()
    })
    .inner
}

fn seats(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let choices = seat_choices();
    for p in 0..studio.players() {
        let seat = studio.seat(p);
        let current = seat_name(lang, &seat);
        ui.horizontal(|ui| {
            let (dot, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(dot.center(), 5.0, crate::app::board::player_color(p));
            let label = ui.label(player_name(lang, p));
            egui::ComboBox::from_id_salt(("seat", p))
                .selected_text(current)
                // Every choice in view, the last ("Program") too, without scrolling.
                .height(ui.ctx().content_rect().height() * 0.8)
                .show_ui(ui, |ui| {
                    for s in &choices {
                        let on = same_choice(s, &seat);
                        if ui.selectable_label(on, seat_name(lang, s)).clicked() && !on {
                            out.push(Command::SetSeat(p, s.clone()));
                        }
                    }
                })
                .response
                .labelled_by(label.id);
            if let Seat::Agent(spec) = &seat
                && let Some(edited) = agent_setting(ui, lang, spec)
            {
                out.push(Command::SetSeat(p, Seat::Agent(edited)));
            }
        });
        if let Seat::Agent(spec) = &seat
            && let Some(edited) = program_command(ui, lang, spec)
        {
            out.push(Command::SetSeat(p, Seat::Agent(edited)));
        }
    }
}

/// Whether `choice` (an entry of the seat menu) is what `seat` is: any person
/// is "Human", whatever the name a replay gave.
fn same_choice(choice: &Seat, seat: &Seat) -> bool {
    match (choice, seat) {
        (Seat::Human { .. }, Seat::Human { .. }) => true,
        (Seat::Agent(AgentSpec::External { .. }), Seat::Agent(AgentSpec::External { .. })) => true,
        _ => choice == seat,
    }
}

/// The one setting of an agent (depth, time, iterations, level), editable next to
/// the seat; the agent with the new value when it changed.
pub fn agent_setting(ui: &mut Ui, lang: Language, spec: &AgentSpec) -> Option<AgentSpec> {
    let edit = |ui: &mut Ui, name: T, value: u64, range: std::ops::RangeInclusive<u64>| {
        let label = ui.label(RichText::new(name.text(lang)).weak());
        let mut v = value;
        let changed = ui
            .add(egui::DragValue::new(&mut v).range(range))
            .labelled_by(label.id)
            .changed();
        changed.then_some(v)
    };
    match *spec {
        AgentSpec::AlphaBeta { depth } => edit(ui, T::Depth, depth.into(), 1..=12)
            .map(|d| AgentSpec::AlphaBeta { depth: d as u32 }),
        AgentSpec::Negamax { millis } => {
            edit(ui, T::Millis, millis, 10..=60_000).map(|m| AgentSpec::Negamax { millis: m })
        }
        AgentSpec::Mcts { iterations } => {
            edit(ui, T::Iterations, iterations.into(), 10..=1_000_000).map(|i| AgentSpec::Mcts {
                iterations: i as u32,
            })
        }
        AgentSpec::IsMcts { iterations } => {
            edit(ui, T::Iterations, iterations.into(), 10..=1_000_000).map(|i| AgentSpec::IsMcts {
                iterations: i as u32,
            })
        }
        AgentSpec::Cfr { iterations } => edit(ui, T::Iterations, iterations.into(), 1..=100_000)
            .map(|i| AgentSpec::Cfr {
                iterations: i as u32,
            }),
        AgentSpec::Level(l) => {
            edit(ui, T::LevelWord, l.into(), 0..=4).map(|l| AgentSpec::Level(l as u8))
        }
        AgentSpec::External {
            ref command,
            ref name,
            millis,
        } => edit(ui, T::Millis, millis, 1..=3_600_000).map(|m| AgentSpec::External {
            command: command.clone(),
            name: name.clone(),
            millis: m,
        }),
        AgentSpec::Random | AgentSpec::Perfect => None,
    }
}

/// An external program's command on a row of its own below its seat (a
/// command is long: the panel keeps its width); the agent with the new
/// command once it is given.
pub fn program_command(ui: &mut Ui, lang: Language, spec: &AgentSpec) -> Option<AgentSpec> {
    let AgentSpec::External {
        command,
        name,
        millis,
    } = spec
    else {
        return None;
    };
    ui.horizontal(|ui| command_field(ui, lang, command))
        .inner
        .map(|command| AgentSpec::External {
            command,
            name: name.clone(),
            millis: *millis,
        })
}

/// An external program's command, edited in place and given when the field
/// is left (Enter or a click elsewhere), so that a half-typed command never
/// starts; the text being typed is the field's own state, as its cursor is.
fn command_field(ui: &mut Ui, lang: Language, command: &str) -> Option<String> {
    let id = ui.next_auto_id().with("external command");
    let mut text = ui
        .data_mut(|d| d.get_temp::<String>(id))
        .unwrap_or_else(|| command.into());
    let label = ui.label(RichText::new(T::CommandWord.text(lang)).weak());
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut text)
                .desired_width(ui.available_width())
                .hint_text("python3 -m ludoscope.agent my_agent.py:policy"),
        )
        .labelled_by(label.id)
        .on_hover_text(T::CommandHint.text(lang));
    let given = field.lost_focus() && text.trim() != command && !text.trim().is_empty();
    if field.has_focus() {
        ui.data_mut(|d| d.insert_temp(id, text.clone()));
    } else {
        ui.data_mut(|d| d.remove_temp::<String>(id));
    }
    given.then(|| text.trim().to_string())
}

fn view_as(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let mut viewers = vec![Viewer::Everyone, Viewer::Public];
    viewers.extend((0..studio.players()).map(Viewer::Player));
    ui.horizontal_wrapped(|ui| {
        for v in viewers {
            let on = studio.viewer == v;
            if ui.selectable_label(on, viewer_name(studio, v)).clicked() && !on {
                out.push(Command::ViewAs(v));
            }
        }
    });
    if studio.session.info().perfect_information {
        ui.label(RichText::new(T::SameBoard.text(lang)).weak());
    }
}

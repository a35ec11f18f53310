//! The tournament panel: the settings of `ludoscope tournament` / `ludoscope
//! play` (game, agents, format, games, seed, swap), Start and Cancel with a
//! progress bar, then the live cross table (Elo ratings once over) and an
//! egui_plot chart of each agent's score against the game number. It reads
//! [`super::model::Tournament`] and emits commands; the games run elsewhere.

use super::TT;
use super::model::{Mode, Run, Setup, TournamentCommand};
use crate::agents::AgentSpec;
use crate::app::board::{player_color, player_text_color};
use crate::app::charts::{Entry, legend, unit_label, unit_ticks};
use crate::app::commands::Command;
use crate::app::i18n::Language;
use crate::app::panels::game::{agent_setting, program_command};
use crate::app::panels::{Out, agent_name, seat_choices, seat_name};
use crate::app::studio::Studio;
use crate::replay::Seat;
use eframe::egui::{self, RichText, Ui};
use egui_plot::{Line, LineStyle};

fn edit(out: &mut Out, setup: Setup) {
    out.push(Command::Tournament(TournamentCommand::Edit(setup)));
}

/// The width from which the settings and the agents stand side by side.
const TWO_COLUMNS: f32 = 880.0;

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let t = &studio.tournament;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(TT::Heading.text(lang));
            // Side by side only where both columns have room for their
            // widest row (the format's radio labels, the agents' rows);
            // otherwise one above the other, never overlapping.
            if ui.available_width() >= TWO_COLUMNS {
                ui.columns(2, |cols| {
                    settings(&mut cols[0], studio, out);
                    agents(&mut cols[1], studio, out);
                });
            } else {
                settings(ui, studio, out);
                ui.add_space(8.0);
                agents(ui, studio, out);
            }
            ui.separator();
            controls(ui, studio, out);
            if let Some(p) = &t.problem {
                ui.colored_label(ui.visuals().error_fg_color, p);
            }
            match &t.run {
                // The results are content: the content's share of the zoom.
                Some(run) => {
                    ui.scope(|ui| {
                        crate::app::presentation::content_text(ui);
                        results(ui, lang, run);
                    });
                }
                None => {
                    ui.label(RichText::new(TT::NoRun.text(lang)).weak());
                }
            }
        });
}

fn settings(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let setup = &studio.tournament.setup;
    ui.horizontal(|ui| {
        let label = ui.label(TT::GameSpec.text(lang));
        let mut text = setup.spec.clone();
        // Room left for the "Current game" button, in a narrow column too.
        let width = (ui.available_width() - 140.0).clamp(120.0, 300.0);
        let edit_box = egui::TextEdit::singleline(&mut text).desired_width(width);
        if ui.add(edit_box).labelled_by(label.id).changed() {
            edit(
                out,
                Setup {
                    spec: text,
                    ..setup.clone()
                },
            );
        }
        if ui.button(TT::CurrentGame.text(lang)).clicked() {
            let spec = studio.session.spec().to_string();
            edit(
                out,
                Setup {
                    spec,
                    ..setup.clone()
                },
            );
        }
    });
    ui.label(TT::Mode.text(lang));
    for (mode, name) in [(Mode::RoundRobin, TT::RoundRobin), (Mode::Match, TT::Match)] {
        if ui.radio(setup.mode == mode, name.text(lang)).clicked() && setup.mode != mode {
            edit(
                out,
                Setup {
                    mode,
                    ..setup.clone()
                },
            );
        }
    }
    let games_label = match setup.mode {
        Mode::RoundRobin => TT::GamesPerPair,
        Mode::Match => TT::GamesInMatch,
    };
    egui::Grid::new("tournament-numbers")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(games_label.text(lang));
            let mut games = setup.games;
            let drag = egui::DragValue::new(&mut games).range(1..=100_000);
            if ui.add(drag).labelled_by(label.id).changed() {
                edit(
                    out,
                    Setup {
                        games,
                        ..setup.clone()
                    },
                );
            }
            ui.end_row();
            let label = ui.label(TT::Seed.text(lang));
            let mut seed = setup.seed;
            if ui
                .add(egui::DragValue::new(&mut seed))
                .labelled_by(label.id)
                .changed()
            {
                edit(
                    out,
                    Setup {
                        seed,
                        ..setup.clone()
                    },
                );
            }
            ui.end_row();
        });
    let mut swap = setup.swap;
    let swap_box = egui::Checkbox::new(&mut swap, TT::Swap.text(lang));
    if ui
        .add_enabled(setup.mode == Mode::Match, swap_box)
        .changed()
    {
        edit(
            out,
            Setup {
                swap,
                ..setup.clone()
            },
        );
    }
}

/// The agent list: one row per agent (kind, setting, RON, remove), then a RON
/// field to add any agent, and the seats' agents.
fn agents(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let setup = &studio.tournament.setup;
    ui.label(RichText::new(TT::Agents.text(lang)).strong());
    let choices: Vec<AgentSpec> = seat_choices()
        .into_iter()
        .filter_map(|s| match s {
            Seat::Agent(a) => Some(a),
            Seat::Human { .. } => None,
        })
        .collect();
    for (k, agent) in setup.agents.iter().enumerate() {
        // Wrapped: long names (French) must not push the panel past its width.
        ui.horizontal_wrapped(|ui| {
            let label =
                ui.label(RichText::new(format!("#{}", k + 1)).color(player_text_color(ui, k)));
            let current = seat_name(lang, &Seat::Agent(agent.clone()));
            let mut chosen = None;
            egui::ComboBox::from_id_salt(("tournament-agent", k))
                .selected_text(current)
                .show_ui(ui, |ui| {
                    for a in &choices {
                        let name = seat_name(lang, &Seat::Agent(a.clone()));
                        if ui.selectable_label(name == current, name).clicked() && name != current {
                            chosen = Some(a.clone());
                        }
                    }
                })
                .response
                .labelled_by(label.id);
            if let Some(edited) = chosen.or_else(|| agent_setting(ui, lang, agent)) {
                let mut next = setup.clone();
                next.agents[k] = edited;
                edit(out, next);
            }
            if ui.small_button(TT::Remove.text(lang)).clicked() {
                let mut next = setup.clone();
                next.agents.remove(k);
                edit(out, next);
            }
        });
        if let Some(edited) = program_command(ui, lang, agent) {
            let mut next = setup.clone();
            next.agents[k] = edited;
            edit(out, next);
        }
    }
    let typed = setup.typed_agents();
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(TT::AgentRon.text(lang));
        let mut text = setup.typed.clone();
        let field = egui::TextEdit::singleline(&mut text)
            .hint_text("AlphaBeta(depth: 4)")
            .desired_width(160.0);
        if ui.add(field).labelled_by(label.id).changed() {
            edit(
                out,
                Setup {
                    typed: text,
                    ..setup.clone()
                },
            );
        }
        if ui
            .add_enabled(typed.is_ok(), egui::Button::new(TT::Add.text(lang)))
            .clicked()
            && let Ok(more) = &typed
        {
            let mut next = setup.clone();
            next.agents.extend(more.iter().cloned());
            next.typed.clear();
            edit(out, next);
        }
    });
    if let (Err(e), false) = (&typed, setup.typed.trim().is_empty()) {
        ui.label(RichText::new(e).small().color(ui.visuals().error_fg_color));
    }
    if ui.button(TT::AddSeats.text(lang)).clicked() {
        let mut next = setup.clone();
        next.agents = (0..studio.players())
            .filter_map(|p| match studio.seat(p) {
                Seat::Agent(a) => Some(a),
                Seat::Human { .. } => None,
            })
            .collect();
        edit(out, next);
    }
}

fn controls(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let run = studio.tournament.run.as_ref();
    let running = run.is_some_and(Run::running);
    ui.horizontal(|ui| {
        let start = egui::Button::new(RichText::new(TT::Start.text(lang)).strong())
            .min_size(egui::vec2(90.0, 26.0));
        if ui.add_enabled(!running, start).clicked() {
            out.push(Command::Tournament(TournamentCommand::Start));
        }
        if ui
            .add_enabled(running, egui::Button::new(TT::Cancel.text(lang)))
            .clicked()
        {
            out.push(Command::Tournament(TournamentCommand::Cancel));
        }
        if let Some(run) = run {
            let done = run.records.len();
            let text = format!(
                "{done} / {} · {} s",
                crate::lang::nouns::GAME.count(lang, run.total as u64),
                lang.decimal(format!("{:.1}", run.elapsed()))
            );
            let fraction = done as f32 / run.total.max(1) as f32;
            ui.add(
                egui::ProgressBar::new(fraction)
                    .text(text)
                    .desired_width(260.0),
            );
            if running {
                ui.spinner();
            } else if run.cancelled {
                ui.label(TT::Cancelled.text(lang));
            } else if let Some(e) = &run.error {
                ui.colored_label(ui.visuals().error_fg_color, e);
            } else {
                ui.label(TT::Done.text(lang));
            }
        }
    });
}

fn results(ui: &mut Ui, lang: Language, run: &Run) {
    ui.add_space(6.0);
    ui.label(RichText::new(TT::CrossTable.text(lang)).strong());
    table(ui, lang, run);
    if run.running() && run.players == 2 {
        ui.label(RichText::new(TT::EloLater.text(lang)).weak());
    }
    ui.add_space(6.0);
    ui.label(RichText::new(TT::Chart.text(lang)).strong());
    let entries: Vec<Entry> = run
        .agents
        .iter()
        .enumerate()
        .map(|(a, agent)| Entry {
            name: format!("#{} {}", a + 1, agent_name(lang, agent)),
            color: player_text_color(ui, a),
            marker: None,
            // Every other agent dashed: curves that coincide stay apart.
            dashed: a % 2 == 1,
        })
        .collect();
    // Above the plot, outside its area: the curves keep the whole of [0, 1].
    legend(ui, &entries);
    let height = ui.available_height().max(220.0);
    crate::app::presentation::controls_text(ui); // the axes keep their size
    crate::app::charts::plot("tournament-scores")
        .height(height)
        // A score is within [0, 1]: the axis is ticked in that range and no
        // more, with a sliver of room so that a curve at 0 or 1 is not
        // drawn on the plot's frame.
        .default_y_bounds(-0.03, 1.03)
        .y_grid_spacer(unit_ticks)
        .y_axis_formatter(move |mark, _| lang.decimal(unit_label(mark)))
        .include_x(0.0)
        .x_axis_label(TT::GameNumber.text(lang))
        .y_axis_label(TT::Score.text(lang))
        .allow_scroll(false)
        .show(ui, |plot| {
            for (a, entry) in entries.iter().enumerate() {
                let style = if entry.dashed {
                    LineStyle::dashed_loose()
                } else {
                    LineStyle::Solid
                };
                let line = Line::new(entry.name.clone(), run.score_curve(a))
                    .color(player_color(a))
                    .width(2.0)
                    .style(style);
                plot.line(line);
            }
        });
}

/// Rows: agents; columns: the opponents' numbers, then totals and Elo.
fn table(ui: &mut Ui, lang: Language, run: &Run) {
    let n = run.agents.len();
    let cross = run.cross_table();
    let totals = run.totals();
    let ratings = run.ratings();
    egui::Grid::new("tournament-table")
        .striped(true)
        .min_col_width(48.0 * crate::app::presentation::text_factor(ui))
        .show(ui, |ui| {
            ui.label(RichText::new(TT::Agent.text(lang)).strong());
            if run.players == 2 {
                for b in 0..n {
                    ui.label(RichText::new(format!("#{}", b + 1)).strong());
                }
            }
            for head in [TT::Wins, TT::Draws, TT::Losses, TT::Score] {
                ui.label(RichText::new(head.text(lang)).strong());
            }
            if ratings.is_some() {
                ui.label(RichText::new(TT::Elo.text(lang)).strong());
            }
            ui.end_row();
            for a in 0..n {
                ui.label(
                    RichText::new(format!("#{} {}", a + 1, agent_name(lang, &run.agents[a])))
                        .monospace()
                        .color(player_text_color(ui, a)),
                );
                if run.players == 2 {
                    for (b, t) in cross[a].iter().enumerate() {
                        if a == b || t.games() == 0 {
                            ui.label(RichText::new("-").weak());
                        } else {
                            ui.label(
                                RichText::new(lang.decimal(format!("{:.3}", t.score())))
                                    .monospace(),
                            )
                            .on_hover_text(format!("{} / {} / {}", t.wins, t.draws, t.losses));
                        }
                    }
                }
                let t = totals[a];
                for v in [t.wins, t.draws, t.losses] {
                    ui.label(RichText::new(v.to_string()).monospace());
                }
                ui.label(RichText::new(lang.decimal(format!("{:.3}", t.score()))).monospace());
                if let Some(r) = &ratings {
                    ui.label(RichText::new(format!("{:.0}", r[a])).monospace().strong());
                }
                ui.end_row();
            }
        });
}

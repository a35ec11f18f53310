//! What the current phase did, with its numbers ([`PhaseDetail`]): selection
//! step by step with each step's UCB table and which term won; expansion's new
//! node and children; the simulation's plies (count and list), its scores and
//! its final position on a miniature board drawn by the game's painter from
//! the engine's view; backpropagation's visits and means, old -> new.

use super::strings::M;
use super::table::{self, number};
use crate::app::board::{BoardInput, Painter};
use crate::app::columns::{self, Cell, Head};
use crate::app::graph_view::GraphModel;
use crate::app::i18n::Language;
use crate::engine::{Viewer, state_after};
use crate::games::AnyGame;
use crate::inspect::mcts::{MctsReplay, Phase, PhaseDetail, SelectionStep, Update, Why};
use crate::lang::fill;
use crate::with_game;
use eframe::egui::{self, RichText, Ui};

/// The height of the miniature board.
const BOARD: f32 = 220.0;

/// The phase's name.
pub fn phase_name(p: Phase) -> M {
    match p {
        Phase::Determinisation => M::Determinisation,
        Phase::Selection => M::Selection,
        Phase::Expansion => M::Expansion,
        Phase::Simulation => M::Simulation,
        Phase::Backpropagation => M::Backpropagation,
    }
}

/// The heading: "Iteration 3 of 200: Selection" (nothing before the first).
pub fn heading(replay: &MctsReplay, lang: Language) -> Option<String> {
    let cursor = replay.cursor();
    (cursor.iteration > 0).then(|| {
        let pairs = [
            ("k", cursor.iteration.to_string()),
            ("t", replay.run().iterations().to_string()),
            ("p", phase_name(cursor.phase).text(lang).to_string()),
        ];
        fill(M::PhaseHeading.text(lang), &pairs)
    })
}

/// A node's name: the moves from the searched position to it, or "root".
pub fn node_name(replay: &MctsReplay, id: u32, lang: Language) -> String {
    let moves = replay.moves_to(id);
    if moves.is_empty() {
        M::Root.text(lang).to_string()
    } else {
        moves.join(" ")
    }
}

/// The phase's details; an arena's playout drawn with the layout of `graph`.
pub fn show(ui: &mut Ui, replay: &MctsReplay, game: &AnyGame, graph: &GraphModel, lang: Language) {
    match heading(replay, lang) {
        Some(h) => ui.heading(h),
        None => ui.heading(M::Start.text(lang)),
    };
    match replay.phase_detail() {
        PhaseDetail::Start => {}
        PhaseDetail::Selection(steps) => selection(ui, replay, &steps, lang),
        PhaseDetail::Expansion { node, added } => {
            let name = node_name(replay, node, lang);
            let text = if added.is_empty() {
                fill(M::NotExpanded.text(lang), &[("node", name)])
            } else {
                let list: Vec<String> = added
                    .iter()
                    .filter_map(|&id| replay.node(id).action)
                    .collect();
                let pairs = [
                    ("node", name),
                    ("n", added.len().to_string()),
                    ("list", list.join(", ")),
                ];
                fill(M::Expanded.text(lang), &pairs)
            };
            ui.label(text);
        }
        PhaseDetail::Simulation {
            from,
            plies,
            scores,
        } => simulation(ui, replay, (game, graph), (from, &plies, &scores), lang),
        PhaseDetail::Backpropagation(updates) => backup(ui, replay, &updates, lang),
    }
}

fn selection(ui: &mut Ui, replay: &MctsReplay, steps: &[SelectionStep], lang: Language) {
    ui.label(M::SelectionRule.text(lang));
    if steps.is_empty() {
        ui.label(M::NoSelection.text(lang));
    }
    for (k, step) in steps.iter().enumerate() {
        let chosen = replay.node(step.chosen).action.unwrap_or_default();
        let at = [
            ("node", node_name(replay, step.node, lang)),
            ("n", replay.node(step.node).visits.to_string()),
            ("a", chosen.clone()),
        ];
        ui.add_space(6.0);
        ui.label(RichText::new(fill(M::StepAt.text(lang), &at)).strong());
        ui.label(step.why.text(lang, &chosen));
        if !matches!(step.why, Why::Chance { .. }) {
            let salt = format!("mcts-step-{k}");
            let opts = table::Options {
                salt: &salt,
                chosen: Some(&chosen),
                named: false,
            };
            table::show(ui, &step.rows, &opts, lang);
        }
    }
}

fn simulation(
    ui: &mut Ui,
    replay: &MctsReplay,
    (game, graph): (&AnyGame, &GraphModel),
    (from, plies, scores): (u32, &[String], &[f64]),
    lang: Language,
) {
    let pairs = [
        ("node", node_name(replay, from, lang)),
        ("n", plies.len().to_string()),
    ];
    ui.label(RichText::new(fill(M::Playout.text(lang), &pairs)).strong());
    if !plies.is_empty() {
        ui.label(RichText::new(plies.join(" ")).monospace());
    }
    let each: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(p, s)| {
            let pairs = [("p", p.to_string()), ("s", number(*s, lang))];
            fill(M::PlayerScore.text(lang), &pairs)
        })
        .collect();
    ui.label(fill(M::Result.text(lang), &[("s", each.join(", "))]));
    ui.label(M::FinalPosition.text(lang));
    let mut line = replay.run().moves.clone();
    line.extend(replay.moves_to(from));
    line.extend(plies.iter().cloned());
    with_game!(game, g => miniature(ui, g, graph, &line, lang));
}

/// The position after `line` drawn by the game's painter, as everyone sees it.
fn miniature<G: Painter>(ui: &mut Ui, g: &G, graph: &GraphModel, line: &[String], lang: Language) {
    let state = match state_after(g, line) {
        Ok(s) => s,
        Err(e) => {
            ui.label(e.to_string());
            return;
        }
    };
    let view = g.view(&state, Viewer::Everyone);
    let input = BoardInput::still(g, &view, lang).with_graph(graph);
    // As high as the content's text makes the board's (its cards, its words).
    let high = BOARD * crate::app::presentation::text_factor(ui);
    let size = egui::vec2(ui.available_width().min(high * 1.3), high);
    ui.allocate_ui(size, |ui| {
        let clip = ui.max_rect().intersect(ui.clip_rect());
        ui.set_clip_rect(clip);
        ui.push_id("mcts-playout", |ui| g.paint(ui, &input));
    });
}

fn backup(ui: &mut Ui, replay: &MctsReplay, updates: &[Update], lang: Language) {
    ui.label(M::Backup.text(lang));
    let heads = [M::Node, M::Visits, M::Mean].map(|h| Head::new(h.text(lang)));
    let rows: Vec<Vec<Cell>> = updates
        .iter()
        .map(|u| {
            let (a, b) = (number(u.mean.0, lang), number(u.mean.1, lang));
            vec![
                RichText::new(node_name(replay, u.node, lang))
                    .monospace()
                    .into(),
                format!("{} -> {}", u.visits.0, u.visits.1).into(),
                format!("{a} -> {b}").into(),
            ]
        })
        .collect();
    columns::show(ui, "mcts-backup", &heads, &rows);
}

//! The states of `A_n` at the slider's `n`. For an arena, the graph itself: each
//! node coloured by the attractor it belongs to (player 0, player 1, neither),
//! faint until the level it enters, labelled by its rank, the winning
//! strategy's edges in bold (seed 003, Remark 1.4). For a built-in game, the
//! states of `A_n(i)` in order of rank, each with a miniature board drawn by the
//! game's painter (the position in the game's notation, never an internal
//! id, on hover); only the rows in view are drawn. The arena's graph offers
//! its picture (the whole graph as the panel colours it, through
//! [`crate::app::graph_view::picture_view`]).

use super::model::Request;
use super::solved::{AnySolution, NodeFacts, size_at};
use super::strings::A;
use crate::app::board::{part, player_color, player_text_color};
use crate::app::commands::Command;
use crate::app::graph_view::picture_view::{buttons, hex};
use crate::app::graph_view::pictures::Look;
use crate::app::graph_view::{GraphModel, GraphView, NodeStyle, Ring};
use crate::app::i18n::{Language, T, player_name};
use crate::app::theme::{AA_LINE, at_least};
use crate::engine::Player;
use crate::games::Arena;
use crate::graph_layout::arena::leaf_text;
use crate::graph_layout::svg::{self, EdgeStyle};
use crate::lang::{counted, fill};
use crate::solve::Value;
use eframe::egui::{self, Color32, Id, RichText, Stroke, Ui};

/// Draw nodes and infinite plays, and nodes not reached from the start.
const NEITHER: Color32 = Color32::from_rgb(0x8a, 0x8a, 0x8a);
const INFINITE: Color32 = Color32::from_rgb(0xa8, 0x8c, 0xe8);
const UNREACHED: Color32 = Color32::from_rgb(0x50, 0x50, 0x50);

/// The height of a row of the list, and of its miniature.
const ROW: f32 = 84.0;

/// The states of `A_n` for the solution: the arena graph (laid out by
/// `model`), or the list.
#[allow(clippy::too_many_arguments)]
pub fn show(
    ui: &mut Ui,
    sol: &dyn AnySolution,
    model: &GraphModel,
    n: usize,
    player: usize,
    here: Option<u32>,
    lang: Language,
    out: &mut Vec<Command>,
) {
    match sol.arena() {
        Some((arena, facts)) => graph(ui, model, arena, facts, (n, here), lang, out),
        None => list(ui, sol, n, player, here, lang, out),
    }
}

/// How node `u` looks at level `n`: its fill (faint until the level it
/// enters), its rank on it, and the words a screen reader reads.
fn look(f: &NodeFacts, n: usize, lang: Language) -> (NodeStyle, String) {
    let rank = f.rank.map(|r| r.to_string()).unwrap_or_default();
    let (fill_color, value, faint) = match (f.value, f.rank) {
        (Some(Value::Win(p)), Some(r)) if r as usize <= n => {
            let pairs = [
                ("n", n.to_string()),
                ("p", p.to_string()),
                ("r", rank.clone()),
            ];
            (player_color(p), fill(A::InLevel.text(lang), &pairs), false)
        }
        (Some(Value::Win(p)), Some(r)) => {
            let pairs = [("p", p.to_string()), ("r", r.to_string())];
            (player_color(p), fill(A::Later.text(lang), &pairs), true)
        }
        (Some(Value::Infinite), _) => (INFINITE, A::Infinite.text(lang).to_string(), false),
        (Some(_), _) => (NEITHER, A::DrawWords.text(lang).to_string(), false),
        (None, _) => (UNREACHED, A::Unreachable.text(lang).to_string(), true),
    };
    let style = NodeStyle {
        fill: if faint {
            fill_color.gamma_multiply(0.3)
        } else {
            fill_color
        },
        inner: rank,
        ring: None,
    };
    (style, value)
}

/// The arena read-only in the graph view: each node coloured by its level at
/// `n`, the strategy's edges from nodes already in `A_n` of their owner in
/// bold, the position on the board (`here`) ringed. Every node is a widget
/// "Node NAME" whose value says its level.
fn graph(
    ui: &mut Ui,
    model: &GraphModel,
    arena: &Arena,
    facts: &[NodeFacts],
    (n, here): (usize, Option<u32>),
    lang: Language,
    out: &mut Vec<Command>,
) {
    let whole = || picture(model, arena, facts, n, lang);
    buttons(ui, &model.pictures, lang, &whole, out);
    ui.label(RichText::new(A::GraphNote.text(lang)).weak().small());
    let here_node = here.and_then(|id| facts.iter().position(|f| f.id == Some(id)));
    let graph = arena.graph();
    let Some(view) = GraphView::new(ui, Some(model), graph, false, lang) else {
        return;
    };
    let canvas = view.canvas(ui);
    // Every edge at 3:1 on the panel, the strategies' in their player's colour.
    let line = |c| at_least(c, ui.visuals().panel_fill, AA_LINE);
    let weak = Stroke::new(1.0, line(ui.visuals().weak_text_color()));
    view.edges(
        &canvas,
        weak.width,
        &|u, v| match strategy(facts, u, v, n) {
            Some(p) => Stroke::new(STRATEGY_WIDTH, line(player_color(p))),
            None => weak,
        },
    );
    for (u, node) in graph.nodes.iter().enumerate() {
        let (mut style, value) = look(&facts[u], n, lang);
        let label = format!("{} {}", T::Node.text(lang), node.name);
        let id = Id::unique(("arena", u));
        let response = part(ui, view.node_rect(u), id, label, value, false);
        if let Some(text) = view.hidden_text(graph, u, &style.inner) {
            response.on_hover_text(text);
        }
        style.ring = (here_node == Some(u)).then(|| Ring::here(ui));
        view.node(ui, &canvas, graph, u, &style);
    }
}

/// The width of the strategy's edges.
const STRATEGY_WIDTH: f32 = 3.5;

/// Whose winning strategy the edge `u` -> `v` is at level `n`, if any: it
/// leaves a node already in `A_n` of its owner.
fn strategy(facts: &[NodeFacts], u: u32, v: u32, n: usize) -> Option<Player> {
    let f = facts.get(u as usize)?;
    match (f.value, f.rank, f.strategy) {
        (Some(Value::Win(p)), Some(r), Some(to)) if to == v && r as usize <= n => Some(p),
        _ => None,
    }
}

/// The picture of the whole graph as the panel draws it at level `n`: the
/// nodes' fills and ranks, final nodes squares with their values, the
/// strategy's edges in bold.
fn picture(
    model: &GraphModel,
    arena: &Arena,
    facts: &[NodeFacts],
    n: usize,
    lang: Language,
) -> Look {
    let graph = arena.graph();
    let nodes = graph
        .nodes
        .iter()
        .zip(facts)
        .map(|(node, f)| {
            let (style, _) = look(f, n, lang);
            svg::NodeStyle {
                fill: hex(style.fill),
                square: node.leaf.is_some(),
                inner: node.leaf.map_or(style.inner, leaf_text),
            }
        })
        .collect();
    let edges = model.laid().map_or_else(Vec::new, |laid| {
        let edge = |from, to| match strategy(facts, from, to, n) {
            Some(p) => EdgeStyle {
                colour: hex(player_color(p)),
                width: STRATEGY_WIDTH,
            },
            None => EdgeStyle::default(),
        };
        laid.layout
            .edges
            .iter()
            .map(|e| edge(e.from, e.to))
            .collect()
    });
    Look { nodes, edges }
}

fn list(
    ui: &mut Ui,
    sol: &dyn AnySolution,
    n: usize,
    player: usize,
    here: Option<u32>,
    lang: Language,
    out: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        ui.label(A::Show.text(lang));
        for p in 0..2 {
            let name = RichText::new(player_name(lang, p)).color(player_text_color(ui, p));
            if ui.selectable_label(player == p, name).clicked() && player != p {
                out.push(Command::Attractors(Request::SetPlayer(p)));
            }
        }
    });
    let members = sol.by_rank(player);
    let shown = size_at(&sol.summary().levels[player], n) as usize;
    let members = &members[..shown.min(members.len())];
    let pairs = [
        ("n", n.to_string()),
        ("p", player.to_string()),
        ("c", counted(crate::lang::nouns::STATE, shown as u64, lang)),
    ];
    ui.label(RichText::new(fill(A::Members.text(lang), &pairs)).strong());
    let height = ROW;
    egui::ScrollArea::vertical()
        .id_salt(("attractor-members", player))
        .auto_shrink([false, false])
        .show_rows(ui, height, members.len(), |ui, rows| {
            for k in rows {
                let id = members[k];
                row(ui, sol, id, n, height, here == Some(id), lang);
            }
        });
}

/// One state of the list, `height` high: its miniature, then what the solver
/// knows of it, then the state in the game's notation.
#[allow(clippy::too_many_arguments)]
fn row(
    ui: &mut Ui,
    sol: &dyn AnySolution,
    id: u32,
    n: usize,
    height: f32,
    here: bool,
    lang: Language,
) {
    let facts = sol.facts(id);
    let rank = facts.rank.unwrap_or(0);
    let fresh = rank as usize == n;
    ui.horizontal(|ui| {
        ui.set_height(height);
        let mini = ui.allocate_ui(egui::vec2(ROW * 1.3, ROW - 6.0), |ui| {
            sol.miniature(ui, id, lang);
        });
        // The state as the game writes it (never its internal id), on hover
        // and as the miniature's accessible name: the miniature is the board.
        if let Some(text) = sol.notation(id) {
            let hover = ui.interact(
                mini.response.rect,
                Id::unique(("miniature", id)),
                egui::Sense::hover(),
            );
            let name = text.trim_end().to_string();
            hover.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
            hover.on_hover_text(RichText::new(text).monospace());
        }
        ui.vertical(|ui| {
            let mut facts_text = format!("{} {rank}", A::Rank.text(lang));
            match facts.to_move {
                Some(p) => {
                    let who = format!("{} {}", player_name(lang, p), A::ToMove.text(lang));
                    facts_text = format!("{facts_text}, {who}");
                }
                None => facts_text = format!("{facts_text}, {}", A::Final.text(lang)),
            }
            if let Some(m) = &facts.strategy {
                let strategy = fill(A::Strategy.text(lang), &[("m", m.clone())]);
                facts_text = format!("{facts_text}, {strategy}");
            }
            // The position on the board stands out.
            let facts_text = RichText::new(facts_text);
            ui.label(if here {
                facts_text.strong().underline()
            } else {
                facts_text
            });
            if fresh {
                let text = fill(A::NewAt.text(lang), &[("n", n.to_string())]);
                ui.label(RichText::new(text).color(player_text_color(ui, player_of(&facts.value))));
            }
        });
    });
}

fn player_of(v: &Value) -> usize {
    match v {
        Value::Win(p) => *p,
        _ => 0,
    }
}

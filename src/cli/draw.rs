//! `ludoscope draw SPEC [--moves M] (--svg OUT.svg | --png OUT.png | --json)
//! [--force] [--max-nodes N]`: the graph of an arena (`Arena(path: ...)`,
//! `Tree(leaves: ...)`), or the state graph of a small game from the position
//! after `--moves` (refused above `--max-nodes` states), drawn with the studio's
//! own layout ([`crate::graph_layout`]) for course notes and slides. `--json`
//! prints the layout itself, in one coordinate system: nodes with their `box`
//! and `label_box` `[x0, y0, x1, y1]`, edges with their polyline `points`.
//! For an arena, `--moves` rings the node they reach. In a game's state graph a
//! final state reached by several moves is drawn once under each of them (its
//! label on the first only; each named by the moves that reach it), so that a
//! game such as Chomp, where every position can end the game, is not crossed
//! by an edge from every layer. Existing files are kept unless `--force`.

use super::{CliError, moves, spec_parser};
use crate::engine::{Game, Viewer};
use crate::games::{AnyGame, GameSpec};
use crate::graph_layout::arena::{FINAL, OWNERS, node_styles, spec as arena_spec};
use crate::graph_layout::svg::{NodeStyle, svg};
use crate::graph_layout::{GraphSpec, Layout, layout};
use crate::solve::StateGraph;
use crate::solve::graph::{OWNER_0, OWNER_1, WIN_0, WIN_1};
use crate::with_game;
use clap::Args;
use serde_json::json;
use std::path::PathBuf;

/// The most states of a game's state graph drawn by default, the most nodes
/// of an arena file drawn by default, and the most `--max-nodes` allows.
const DEFAULT_MAX: usize = 300;
const DEFAULT_ARENA_MAX: usize = 5000;
const MOST: usize = 100_000;
/// The PNG's resolution (twice the SVG's pixels).
const PNG_DPI: f32 = 192.0;
/// The most pixels of a PNG (64 megapixels: 256 MB of RGBA); a larger graph is
/// drawn as SVG.
const MOST_PNG_PIXELS: f64 = 64.0e6;

#[derive(Args, Debug)]
pub struct DrawArgs {
    /// The game, as RON: 'Arena(path: "assets/arenas/x.ron")', 'Tree(leaves: "...")',
    /// 'Chomp(rows: 2, cols: 3)'.
    #[arg(value_parser = spec_parser())]
    spec: GameSpec,
    /// Moves to play first (an arena: the node they reach is ringed).
    #[arg(long, default_value = "")]
    moves: String,
    /// Write the picture as SVG.
    #[arg(long, value_name = "OUT.svg", group = "out")]
    svg: Option<PathBuf>,
    /// Write the picture as PNG.
    #[arg(long, value_name = "OUT.png", group = "out")]
    png: Option<PathBuf>,
    /// Print the layout as JSON.
    #[arg(long, group = "out")]
    json: bool,
    /// Replace the output file if it exists.
    #[arg(long)]
    force: bool,
    /// Refuse a game with more reachable states, or an arena file with more
    /// nodes, than this (1 to 100000; by default 300 states, 5000 arena nodes).
    #[arg(long)]
    max_nodes: Option<usize>,
}

/// A graph ready to draw: node names, the layout's input, each node's look,
/// and for a game's state graph each edge's move in notation.
struct Picture {
    names: Vec<String>,
    spec: GraphSpec,
    style: Vec<NodeStyle>,
    steps: Vec<String>,
}

pub fn run(args: &DrawArgs) -> Result<(), CliError> {
    let out = args.svg.as_ref().or(args.png.as_ref());
    if out.is_none() && !args.json {
        return Err("say what to draw: --svg OUT.svg, --png OUT.png or --json".into());
    }
    if args.max_nodes.is_some_and(|n| n == 0 || n > MOST) {
        return Err(format!("--max-nodes must be from 1 to {MOST}").into());
    }
    if let Some(path) = out {
        crate::files::check_target(path, args.force).map_err(super::refusal)?;
    }
    let game = AnyGame::from_spec(&args.spec)?;
    let moves = moves::split_moves_for(&game, &args.moves);
    let picture = match &game {
        AnyGame::Arena(arena) => {
            let most = args.max_nodes.unwrap_or(DEFAULT_ARENA_MAX);
            let n = arena.graph().nodes.len();
            if n > most {
                return Err(format!(
                    "{}: the arena has {n} nodes, more than {most}; `draw` draws at most \
                     {most} nodes (--max-nodes, up to {MOST})",
                    args.spec
                )
                .into());
            }
            let reached = moves::play_moves(arena, &moves)?;
            arena_picture(arena.graph(), reached)
        }
        _ => split_finals(with_game!(&game, g => state_picture(g, &moves, args)?)),
    };
    let drawn = layout(&picture.spec);
    if args.json {
        println!("{}", json_of(&drawn, &picture.names));
    }
    let text = svg(&drawn, &picture.style, &[]);
    if let Some(path) = &args.svg {
        crate::files::write_atomic(path, text.as_bytes(), args.force).map_err(super::refusal)?;
    } else if let Some(path) = &args.png {
        check_pixels(&drawn)?;
        let png = crate::files::rasterise(&text, PNG_DPI)?;
        crate::files::write_atomic(path, &png, args.force).map_err(super::refusal)?;
    }
    Ok(())
}

/// Refuses a PNG of more than [`MOST_PNG_PIXELS`] (the layout's size is in
/// the SVG's pixels, at 96 to the inch), before any pixel is allocated.
fn check_pixels(drawn: &Layout) -> Result<(), String> {
    let scale = f64::from(PNG_DPI) / 96.0;
    let [w, h] = drawn.size.map(|x| (f64::from(x) * scale).ceil());
    if w * h > MOST_PNG_PIXELS {
        return Err(format!(
            "the picture would be {w} x {h} pixels ({:.0} megapixels): --png draws at most \
             {:.0} megapixels; draw it with --svg OUT.svg",
            w * h / 1e6,
            MOST_PNG_PIXELS / 1e6
        ));
    }
    Ok(())
}

/// The layout as JSON, nodes named.
fn json_of(drawn: &Layout, names: &[String]) -> serde_json::Value {
    let nodes: Vec<_> = drawn
        .nodes
        .iter()
        .zip(names)
        .map(|(p, name)| json!({"name": name, "box": p.node_box, "label_box": p.label_box}))
        .collect();
    let edges: Vec<_> = drawn
        .edges
        .iter()
        .map(|e| {
            json!({"from": names[e.from as usize], "to": names[e.to as usize], "points": e.points})
        })
        .collect();
    json!({"nodes": nodes, "edges": edges, "size": drawn.size})
}

fn arena_picture(graph: &crate::games::arena::ArenaGraph, reached: u32) -> Picture {
    Picture {
        names: graph.nodes.iter().map(|n| n.name.clone()).collect(),
        spec: arena_spec(graph),
        style: node_styles(graph, reached),
        steps: Vec::new(),
    }
}

/// The state graph of `g` from the position after `moves`: states named by
/// the moves from there (`start` for the first), labelled with the board.
fn state_picture<G: Game>(g: &G, moves: &[String], args: &DrawArgs) -> Result<Picture, CliError> {
    let root = moves::play_moves(g, moves)?;
    let most = args.max_nodes.unwrap_or(DEFAULT_MAX);
    let graph = StateGraph::build(g, &root, most, &mut |_| true).map_err(|e| {
        format!(
            "{} after [{}]: {e}; `draw` draws at most {most} states (--max-nodes, up to {MOST})",
            args.spec,
            moves.join(" "),
        )
    })?;
    let n = graph.len();
    let mut names = vec![String::new(); n];
    names[0] = "start".to_string();
    let mut edges = Vec::new();
    let mut steps = Vec::new();
    let mut actions = Vec::new();
    for id in 0..n as u32 {
        let state = graph.state(id).into_owned();
        actions.clear();
        if let Some(p) = graph.owner(id) {
            g.legal_actions(&state, p, &mut actions);
        }
        for (k, &child) in graph.successors(id).iter().enumerate() {
            edges.push((id, child));
            let step = actions
                .get(k)
                .map(|&a| g.notation(&state, a))
                .unwrap_or_default();
            if names[child as usize].is_empty() {
                names[child as usize] = path(&names[id as usize], id, &step);
            }
            steps.push(step);
        }
    }
    let labels = (0..n as u32)
        .map(|id| {
            let view = g.view(&graph.state(id), Viewer::Everyone);
            g.render(&view)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let style = (0..n as u32)
        .map(|id| {
            let kind = graph.kind(id);
            let inner = match kind {
                OWNER_0 | OWNER_1 => "",
                WIN_0 => "W0",
                WIN_1 => "W1",
                _ => "=",
            };
            NodeStyle {
                fill: match kind {
                    OWNER_0 | OWNER_1 => OWNERS[usize::from(kind)].into(),
                    _ => FINAL.into(),
                },
                square: !matches!(kind, OWNER_0 | OWNER_1),
                inner: inner.into(),
            }
        })
        .collect();
    Ok(Picture {
        names,
        spec: GraphSpec {
            labels,
            edges,
            initial: 0,
            given: None,
        },
        style,
        steps,
    })
}

/// The name of the state reached by `step` from state `id` named `from`: the
/// moves from the start.
fn path(from: &str, id: u32, step: &str) -> String {
    match id {
        0 => step.to_string(),
        _ => format!("{from} {step}"),
    }
}

/// `p` with each final state (a square) that several edges reach drawn once
/// under each: the first edge keeps the state, each other one gets a copy
/// with the state's look, no label, and for name the moves along that edge.
fn split_finals(p: Picture) -> Picture {
    let mut reached = vec![false; p.names.len()];
    let (mut names, mut labels, mut style) =
        (p.names.clone(), p.spec.labels.clone(), p.style.clone());
    let mut edges = Vec::with_capacity(p.spec.edges.len());
    for &(from, to) in &p.spec.edges {
        let t = to as usize;
        if p.style[t].square && reached[t] {
            edges.push((from, names.len() as u32));
            let step = p.steps.get(edges.len() - 1).map_or("", String::as_str);
            names.push(path(&p.names[from as usize], from, step));
            labels.push(String::new());
            style.push(p.style[t].clone());
        } else {
            reached[t] = true;
            edges.push((from, to));
        }
    }
    Picture {
        names,
        spec: GraphSpec {
            labels,
            edges,
            ..p.spec
        },
        style,
        steps: p.steps,
    }
}

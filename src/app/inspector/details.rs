//! The details pane: for the node clicked (or the current one) at the step
//! shown, its position drawn small by the game's own board painter (read-only),
//! the path from the root, its role, the window at entry and now, its value and
//! bound, best child, children explored and cut, why it was cut, and where a
//! memo or table value came from; then "why this move and not that one?"
//! ([`super::why_view`]). Ends with the colour legend.

use super::action::Action;
use super::state::{Inspector, Loaded};
use super::strings::S;
use crate::app::board::BoardOptions;
use crate::app::i18n::Language;
use crate::app::tree_view::look;
use crate::engine::Viewer;
use crate::inspect::best_child;
use crate::inspect::chance;
use crate::inspect::rules::{bound_word, cut_reason, window_text};
use crate::search::trace_view::NodeStatus;
use eframe::egui::{self, Color32, RichText, Ui, vec2};

fn row(ui: &mut Ui, key: S, lang: Language, value: impl Into<RichText>) {
    ui.label(RichText::new(key.text(lang)).weak());
    ui.label(value.into());
    ui.end_row();
}

pub fn show(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) {
    let (Some(l), Some(id)) = (&ins.loaded, ins.focus()) else {
        return;
    };
    let t = &l.trace;
    if t.trace.node(id).is_none() {
        return;
    }
    let name = match t.action_name(id) {
        "" => S::Root.text(lang).to_string(),
        a => a.to_string(),
    };
    ui.horizontal(|ui| {
        ui.heading(format!("{} {name} (#{id})", S::Details.text(lang)));
        if ins.selected.is_some() && ui.small_button(S::Clear.text(lang)).clicked() {
            out.push(Action::Select(None));
        }
    });
    // An arena's board is its whole tree with the leaf values: hidden while the
    // tree hides what the search has not reached.
    let arena = matches!(l.trace.spec(), crate::games::GameSpec::Arena { .. });
    if let Some((node, session)) = &ins.miniature
        && *node == id
        && !(arena && ins.hide_unvisited)
    {
        let opts = BoardOptions {
            hints: false,
            coordinates: false,
            flip: false,
            legend: true,
            lang,
        };
        let w = ui.available_width();
        ui.allocate_ui(vec2(w, 170.0), |ui| {
            ui.set_min_size(vec2(w, 170.0));
            session
                .scene(Viewer::Everyone, false, &[])
                .paint(ui, opts, Some(&ins.graph));
        });
    }
    egui::Grid::new("inspector-details")
        .num_columns(2)
        .spacing([8.0, 3.0])
        .show(ui, |ui| facts(ui, ins, l, id, lang));
    if let Some(why) = cut_reason(l, id, ins.step).map(|r| r.text(lang)) {
        ui.add_space(4.0);
        ui.label(RichText::new(S::WhyCut.text(lang)).weak());
        ui.label(RichText::new(why).color(look::cut_text(ui)));
    }
    let mut asked = Vec::new();
    super::why_view::show(ui, &ins.tabs.why, l, lang, &mut asked);
    out.extend(asked.into_iter().map(Action::Why));
    ui.add_space(8.0);
    legend(ui, lang);
}

/// The node's path, role and status, then [`values`] and [`tree_rows`].
fn facts(ui: &mut Ui, ins: &Inspector, l: &Loaded, id: u32, lang: Language) {
    let t = &l.trace;
    let v = ins.view(id);
    let Some(n) = t.trace.node(id) else { return };
    let mut path = vec![S::Root.text(lang).to_string()];
    path.extend(t.line_names(id));
    let path = path.join(" > ");
    ui.label(RichText::new(S::Path.text(lang)).weak());
    ui.add(egui::Label::new(path).wrap());
    ui.end_row();
    let role = match (n.leaf().is_some(), n.maximizing()) {
        (true, _) => S::Leaf,
        _ if n.chance() => S::ChanceNode,
        (_, Some(true)) => S::Max,
        (_, Some(false)) => S::Min,
        (_, None) => S::Mover,
    };
    row(ui, S::Role, lang, role.text(lang));
    let status = match v.status {
        NodeStatus::Unvisited => S::Unvisited,
        NodeStatus::OnPath => S::OnPath,
        NodeStatus::Finished(_) => S::Finished,
    };
    row(ui, S::Status, lang, status.text(lang));
    values(ui, ins, l, id, lang);
    tree_rows(ui, ins, l, id, lang);
}

/// The node's windows, its value, and at a chance node its outcomes' sum.
fn values(ui: &mut Ui, ins: &Inspector, l: &Loaded, id: u32, lang: Language) {
    let (v, Some(n)) = (ins.view(id), l.trace.trace.node(id)) else {
        return;
    };
    row(
        ui,
        S::EntryWindow,
        lang,
        RichText::new(window_text(n.alpha, n.beta)).monospace(),
    );
    if v.status != NodeStatus::Unvisited {
        row(
            ui,
            S::NowWindow,
            lang,
            RichText::new(window_text(v.alpha, v.beta)).monospace(),
        );
        row(
            ui,
            S::ValueKey,
            lang,
            RichText::new(match chance::exact_at(l, id, ins.step) {
                Some(x) => chance::exact_text(x, lang),
                None => chance::label(l, id, ins.step, lang),
            })
            .strong(),
        );
    }
    if let Some(p) = chance::edge_probability(l, id) {
        let p = chance::probability_text(p);
        row(
            ui,
            S::OutcomeProbability,
            lang,
            RichText::new(p).color(crate::app::theme::at_least(
                look::CHANCE,
                ui.visuals().panel_fill,
                crate::app::theme::AA_TEXT,
            )),
        );
    }
    if chance::is_chance(l, id) {
        // A die's six terms are long: wrapped, so the pane keeps its width.
        let sum = chance::sum_text(&chance::outcomes(l, id, ins.step), lang);
        ui.label(RichText::new(S::ExpectedValue.text(lang)).weak());
        ui.add(egui::Label::new(RichText::new(sum).monospace()).wrap());
        ui.end_row();
    }
}

/// Where the search stands below and around the node: its bound, best child,
/// children explored and cut, and the table's reuse.
fn tree_rows(ui: &mut Ui, ins: &Inspector, l: &Loaded, id: u32, lang: Language) {
    let (t, v) = (&l.trace, ins.view(id));
    if let NodeStatus::Finished(b) = v.status {
        row(ui, S::Bound, lang, bound_word(b, lang));
    }
    if let Some(best) = best_child(&t.trace, &l.tree, &|c| ins.view(c), id) {
        row(ui, S::BestChild, lang, t.action_name(best));
    }
    let kids: Vec<u32> = l.tree.children(id).collect();
    if !kids.is_empty() {
        let done = kids
            .iter()
            .filter(|&&c| l.status(c, ins.step) != NodeStatus::Unvisited)
            .count();
        row(ui, S::Explored, lang, format!("{done} / {}", kids.len()));
    }
    if let Some(k) = v.cut {
        let pruned: Vec<&str> = t.trace.cut(k).iter().map(|&a| t.name(a)).collect();
        row(
            ui,
            S::CutChildren,
            lang,
            RichText::new(pruned.join(", ")).color(look::cut_text(ui)),
        );
    }
    if let Some(src) = t.reused_from(id) {
        row(
            ui,
            S::ReusedFrom,
            lang,
            format!("#{src} ({})", t.line_names(src).join(" ")),
        );
    }
    if let Some(count) = l.reuse_counts.get(&id) {
        row(ui, S::ReusedBy, lang, format!("×{count}"));
    }
}

fn legend(ui: &mut Ui, lang: Language) {
    ui.label(RichText::new(S::Legend.text(lang)).weak());
    let items: [(Color32, S); 7] = [
        (look::unvisited(ui), S::Unvisited),
        (look::ON_PATH, S::OnPath),
        (look::FINISHED, S::Finished),
        (look::BOUND, S::BoundOnly),
        (look::pruned(ui), S::Pruned),
        (look::PV, S::Pv),
        (look::REUSE, S::ReuseLegend),
    ];
    egui::Grid::new("inspector-legend")
        .num_columns(2)
        .show(ui, |ui| {
            for (k, (c, s)) in items.into_iter().enumerate() {
                ui.horizontal(|ui| {
                    let (r, _) = ui.allocate_exact_size(vec2(12.0, 12.0), egui::Sense::hover());
                    // Outlined as the nodes are: a pale fill still shows its edge.
                    let outline = egui::Stroke::new(1.2, look::edge(ui));
                    ui.painter()
                        .rect(r, 2.0, c, outline, egui::StrokeKind::Inside);
                    ui.label(RichText::new(s.text(lang)).small());
                });
                if k % 2 == 1 {
                    ui.end_row();
                }
            }
            ui.horizontal(|ui| {
                let (r, _) = ui.allocate_exact_size(vec2(12.0, 12.0), egui::Sense::hover());
                ui.painter().line_segment(
                    [r.left_center(), r.right_center()],
                    egui::Stroke::new(2.5, look::line(ui, look::CUT)),
                );
                ui.label(RichText::new(S::CutLegend.text(lang)).small());
            });
            ui.end_row();
        });
    ui.label(RichText::new(S::Shapes.text(lang)).small());
}

//! The outline widget: a large trace as collapsible rows, one per node (depth
//! indentation, action, role, window at entry, value and bound, cut marker, TT
//! hit), laid out with `ScrollArea::show_rows` so that only the rows on screen
//! cost anything; and a search bar (by depth, by cut, by TT hit, by action path)
//! with next and previous match, which expands the match's ancestors and scrolls
//! to it. The model is [`crate::inspect::Outline`]; this module draws it.

use super::fields::text_field;
use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::{Outline, Query, Role, RowText, Tree, find, row_text};
use crate::search::Trace;
use eframe::egui::{self, Color32, RichText};

/// Traces with more nodes open collapsed below depth 2.
const OPEN_ALL_UP_TO: usize = 10_000;
/// Indentation per ply, in points, and the deepest indentation drawn.
const INDENT: f32 = 14.0;
const MAX_INDENT_PLIES: u32 = 40;

/// What the search bar looks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchKind {
    #[default]
    Path,
    Depth,
    Cuts,
    TtHits,
}

impl SearchKind {
    const ALL: [SearchKind; 4] = [
        SearchKind::Path,
        SearchKind::Depth,
        SearchKind::Cuts,
        SearchKind::TtHits,
    ];

    fn label(self) -> ToolText {
        match self {
            SearchKind::Path => ToolText::ByPath,
            SearchKind::Depth => ToolText::ByDepth,
            SearchKind::Cuts => ToolText::ByCut,
            SearchKind::TtHits => ToolText::ByHit,
        }
    }
}

/// The model built from one trace, rebuilt when the trace changes.
struct Built {
    shape: Tree,
    outline: Outline,
    key: (usize, usize),
}

/// The outline's state: the model, the selection and the search.
#[derive(Default)]
pub struct OutlineState {
    pub lang: Language,
    /// The selected node.
    pub selected: Option<u32>,
    pub search_kind: SearchKind,
    pub search_text: String,
    built: Option<Result<Built, String>>,
    matches: Option<Vec<u32>>,
    message: Option<String>,
    scroll_to: Option<u32>,
}

impl OutlineState {
    /// The rows shown (0 before the first frame).
    pub fn visible_rows(&self) -> usize {
        match &self.built {
            Some(Ok(b)) => b.outline.visible_count(),
            _ => 0,
        }
    }

    /// The current search's matches, if a search ran.
    pub fn matches(&self) -> Option<&[u32]> {
        self.matches.as_deref()
    }

    /// Builds (or rebuilds, when the trace's size changed) the model.
    fn model<A: Copy>(&mut self, trace: &Trace<A>) -> Result<&mut Built, String> {
        let key = (trace.node_count(), trace.event_count());
        if !matches!(&self.built, Some(Ok(b)) if b.key == key) {
            self.matches = None;
            self.built = Some(
                Tree::new(trace)
                    .map(|shape| {
                        let outline = if trace.node_count() <= OPEN_ALL_UP_TO {
                            Outline::new(&shape)
                        } else {
                            Outline::expanded_to(&shape, trace, 2)
                        };
                        Built {
                            shape,
                            outline,
                            key,
                        }
                    })
                    .map_err(|e| e.to_string()),
            );
        }
        match &mut self.built {
            Some(Ok(b)) => Ok(b),
            Some(Err(e)) => Err(e.clone()),
            None => Err(String::new()),
        }
    }

    /// Runs the search typed in the bar.
    pub fn run_search<A: Copy>(&mut self, trace: &Trace<A>, name: &dyn Fn(A) -> String) {
        let query = match self.search_kind {
            SearchKind::Path => Ok(Query::path(&self.search_text)),
            SearchKind::Depth => Query::depth(&self.search_text),
            SearchKind::Cuts => Ok(Query::Cuts),
            SearchKind::TtHits => Ok(Query::TtHits),
        };
        match (query, self.model(trace)) {
            (Ok(q), Ok(b)) => {
                let found = find::matches(trace, &b.shape, &q, name);
                self.message = None;
                self.matches = Some(found);
            }
            (Err(e), _) => self.message = Some(e.to_string()),
            (_, Err(e)) => self.message = Some(e),
        }
    }

    /// Selects node `id`, expanding its ancestors and scrolling to its row.
    pub fn select<A: Copy>(&mut self, trace: &Trace<A>, id: u32) {
        if let Ok(b) = self.model(trace) {
            b.outline.reveal(&b.shape, trace, id);
        }
        self.selected = Some(id);
        self.scroll_to = Some(id);
    }

    /// Expands every node.
    pub fn expand_all<A: Copy>(&mut self, trace: &Trace<A>) {
        if let Ok(b) = self.model(trace) {
            b.outline.expand_all(&b.shape);
        }
    }

    /// Shows the nodes up to `depth` only.
    pub fn collapse_below<A: Copy>(&mut self, trace: &Trace<A>, depth: u32) {
        if let Ok(b) = self.model(trace) {
            b.outline = Outline::expanded_to(&b.shape, trace, depth);
        }
    }

    /// Selects the next (or previous) match, expanding its ancestors; returns it.
    pub fn jump<A: Copy>(&mut self, trace: &Trace<A>, forward: bool) -> Option<u32> {
        let found = self.matches.as_deref()?;
        let to = if forward {
            find::next_match(found, self.selected)
        } else {
            find::previous_match(found, self.selected)
        }?;
        self.select(trace, to);
        Some(to)
    }
}

/// Draws the search bar and the rows of `trace`; returns the node selected this
/// frame (by a click or a search), if any. `name` names an action.
pub fn show<A: Copy>(
    ui: &mut egui::Ui,
    state: &mut OutlineState,
    trace: &Trace<A>,
    name: &dyn Fn(A) -> String,
) -> Option<u32> {
    let lang = state.lang;
    if let Err(e) = state.model(trace) {
        ui.colored_label(
            Color32::RED,
            format!("{}: {e}", ToolText::BadTrace.text(lang)),
        );
        return None;
    }
    let mut chosen = search_bar(ui, state, trace, name);
    let (scroll_to, selected) = (state.scroll_to.take(), state.selected);
    let matches = state.matches.as_deref().unwrap_or(&[]);
    let Some(Ok(b)) = state.built.as_mut() else {
        return chosen;
    };
    ui.label(format!(
        "{} {}, {} {}",
        b.outline.visible_count(),
        ToolText::Rows.text(lang),
        trace.node_count(),
        ToolText::Nodes.text(lang)
    ));
    let row_height = ui.spacing().interact_size.y;
    let step = row_height + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::both()
        .id_salt("inspector outline rows")
        .auto_shrink([false, false]);
    if let Some(row) = scroll_to.and_then(|n| b.outline.row_of(n)) {
        let half = (ui.available_height() / 2.0).max(0.0);
        area = area.vertical_scroll_offset((row as f32 * step - half).max(0.0));
    }
    let total = b.outline.visible_count();
    let mut toggled = None;
    area.show_rows(ui, row_height, total, |ui, range| {
        for row in range {
            let Some(id) = b.outline.node_at_row(row) else {
                continue;
            };
            let Some(text) = row_text(trace, &b.shape, id, name) else {
                continue;
            };
            let marked = matches.binary_search(&id).is_ok();
            let collapsed = b.outline.is_collapsed(id);
            let size = egui::vec2(ui.available_width(), row_height);
            let layout = egui::Layout::left_to_right(egui::Align::Center);
            ui.allocate_ui_with_layout(size, layout, |ui| {
                let click = draw_row(ui, &text, lang, collapsed, selected, marked);
                if click.toggle {
                    toggled = Some(id);
                }
                if click.select {
                    chosen = Some(id);
                }
            });
        }
    });
    if let Some(id) = toggled {
        b.outline.toggle(&b.shape, id);
    }
    if let Some(id) = chosen {
        state.selected = Some(id);
    }
    chosen
}

/// What a click on a row did.
struct RowClick {
    toggle: bool,
    select: bool,
}

fn draw_row(
    ui: &mut egui::Ui,
    r: &RowText,
    lang: Language,
    collapsed: bool,
    selected: Option<u32>,
    marked: bool,
) -> RowClick {
    ui.add_space(r.depth.min(MAX_INDENT_PLIES) as f32 * INDENT);
    let mut toggle = false;
    if r.has_children {
        let (glyph, what) = if collapsed {
            ("+", ToolText::Expand)
        } else {
            ("-", ToolText::Collapse)
        };
        let button = ui.add(egui::Button::new(glyph).frame(false));
        let label = format!(
            "{} {} {}",
            what.text(lang),
            ToolText::Node.text(lang),
            r.node
        );
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        toggle = button.clicked();
    } else {
        ui.add_space(ui.spacing().interact_size.y);
    }
    let role = match r.role {
        Role::Max => "max",
        Role::Min => "min",
        Role::Leaf => ToolText::Leaf.text(lang),
        Role::Inner => ToolText::Inner.text(lang),
    };
    let line = format!("{:<6} {:<7} {:<14} {}", r.action, role, r.window, r.value);
    let mut text = RichText::new(line).monospace();
    if marked {
        text = text.strong().color(ui.visuals().warn_fg_color);
    }
    let select = ui
        .selectable_label(selected == Some(r.node), text)
        .clicked();
    if let Some(k) = r.pruned {
        let cut = format!(
            "{} ({k} {})",
            ToolText::Cut.text(lang),
            ToolText::Pruned.text(lang)
        );
        ui.colored_label(Color32::from_rgb(220, 90, 60), cut);
    }
    if let Some(tt) = &r.tt {
        ui.colored_label(Color32::from_rgb(80, 140, 230), format!("TT {tt}"));
    }
    RowClick { toggle, select }
}

/// The search bar; returns the node a jump selected.
fn search_bar<A: Copy>(
    ui: &mut egui::Ui,
    state: &mut OutlineState,
    trace: &Trace<A>,
    name: &dyn Fn(A) -> String,
) -> Option<u32> {
    let lang = state.lang;
    let mut chosen = None;
    ui.horizontal(|ui| {
        egui::ComboBox::from_label(ToolText::SearchKind.text(lang))
            .selected_text(state.search_kind.label().text(lang))
            .show_ui(ui, |ui| {
                for k in SearchKind::ALL {
                    ui.selectable_value(&mut state.search_kind, k, k.label().text(lang));
                }
            });
        let mut submit = false;
        if matches!(state.search_kind, SearchKind::Path | SearchKind::Depth) {
            let name = ToolText::SearchText.text(lang);
            let r = text_field(ui, &mut state.search_text, name, 120.0);
            submit = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        }
        if ui.button(ToolText::Find.text(lang)).clicked() || submit {
            state.run_search(trace, name);
            chosen = state.jump(trace, true);
        }
        let any = state.matches.as_ref().is_some_and(|m| !m.is_empty());
        if ui
            .add_enabled(any, egui::Button::new(ToolText::Previous.text(lang)))
            .clicked()
        {
            chosen = state.jump(trace, false);
        }
        if ui
            .add_enabled(any, egui::Button::new(ToolText::Next.text(lang)))
            .clicked()
        {
            chosen = state.jump(trace, true);
        }
        match (&state.message, &state.matches) {
            (Some(m), _) => {
                ui.colored_label(Color32::RED, m);
            }
            (None, Some(m)) if m.is_empty() => {
                ui.label(ToolText::NoMatch.text(lang));
            }
            (None, Some(m)) => {
                let at = state.selected.and_then(|s| m.binary_search(&s).ok());
                let at = at.map_or("-".to_string(), |i| (i + 1).to_string());
                ui.label(format!(
                    "{at} / {} {}",
                    m.len(),
                    ToolText::Matches.text(lang)
                ));
            }
            _ => {}
        }
    });
    ui.horizontal(|ui| {
        if ui.button(ToolText::ExpandAll.text(lang)).clicked() {
            state.expand_all(trace);
        }
        if ui.button(ToolText::CollapseDeep.text(lang)).clicked() {
            state.collapse_below(trace, 2);
        }
    });
    chosen
}

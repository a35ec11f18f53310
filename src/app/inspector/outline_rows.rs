//! Drawing the Outline tab ([`super::outline`]): the search bar, the expand and
//! collapse buttons, the row count, and the rows on screen only. It reads the
//! tab's state and returns its requests.

use super::fields::text_field;
use super::outline::{OutlineAction, OutlineTab, SearchKind};
use super::strings::{S, ToolText};
use crate::app::i18n::Language;
use crate::inspect::{Loaded, Role, RowText, row_text};
use crate::lang::nouns::{NODE, ROW};
use eframe::egui::{self, Color32, RichText};

/// Indentation per ply, in points, and the deepest indentation drawn.
const INDENT: f32 = 14.0;
const MAX_INDENT_PLIES: u32 = 40;

fn label(kind: SearchKind) -> ToolText {
    match kind {
        SearchKind::Path => ToolText::ByPath,
        SearchKind::Depth => ToolText::ByDepth,
        SearchKind::Cuts => ToolText::ByCut,
        SearchKind::TtHits => ToolText::ByHit,
    }
}

/// Draws the search bar and the rows of `l`.
pub fn show(
    ui: &mut egui::Ui,
    tab: &OutlineTab,
    l: &Loaded,
    lang: Language,
    out: &mut Vec<OutlineAction>,
) {
    search_bar(ui, tab, lang, out);
    let trace = &l.trace.trace;
    let o = &tab.outline;
    ui.label(format!(
        "{}, {}",
        ROW.count(lang, o.visible_count() as u64),
        NODE.count(lang, trace.node_count() as u64)
    ));
    let row_height = ui.spacing().interact_size.y;
    let step = row_height + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::both()
        .id_salt("inspector outline rows")
        .auto_shrink([false, false]);
    if let Some(row) = tab.scroll_to.and_then(|n| o.row_of(n)) {
        let half = (ui.available_height() / 2.0).max(0.0);
        area = area.vertical_scroll_offset((row as f32 * step - half).max(0.0));
    }
    if tab.scroll_to.is_some() {
        out.push(OutlineAction::Scrolled);
    }
    let matches = tab.matches.as_deref().unwrap_or(&[]);
    let name = |a: u32| l.trace.name(a).to_string();
    area.show_rows(ui, row_height, o.visible_count(), |ui, range| {
        for row in range {
            let Some(id) = o.node_at_row(row) else {
                continue;
            };
            let Some(text) = row_text(trace, &l.tree, id, &name) else {
                continue;
            };
            let marked = matches.binary_search(&id).is_ok();
            let collapsed = o.is_collapsed(id);
            let size = egui::vec2(ui.available_width(), row_height);
            let layout = egui::Layout::left_to_right(egui::Align::Center);
            ui.allocate_ui_with_layout(size, layout, |ui| {
                let click = draw_row(ui, &text, lang, collapsed, tab.selected, marked);
                if click.toggle {
                    out.push(OutlineAction::Toggle(id));
                }
                if click.select {
                    out.push(OutlineAction::Select(id));
                }
            });
        }
    });
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
    // The root has no action: the model names it in English.
    let action = if r.depth == 0 && r.action == "root" {
        S::Root.text(lang)
    } else {
        r.action.as_str()
    };
    let line = format!("{action:<6} {role:<7} {:<14} {}", r.window, r.value);
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
        ui.colored_label(crate::app::tree_view::look::cut_text(ui), cut);
    }
    if let Some(tt) = &r.tt {
        ui.colored_label(Color32::from_rgb(80, 140, 230), format!("TT {tt}"));
    }
    RowClick { toggle, select }
}

/// The search bar and the expand and collapse buttons.
fn search_bar(ui: &mut egui::Ui, tab: &OutlineTab, lang: Language, out: &mut Vec<OutlineAction>) {
    ui.horizontal_wrapped(|ui| {
        let mut kind = tab.search_kind;
        egui::ComboBox::from_label(ToolText::SearchKind.text(lang))
            .selected_text(label(kind).text(lang))
            .show_ui(ui, |ui| {
                for k in SearchKind::ALL {
                    ui.selectable_value(&mut kind, k, label(k).text(lang));
                }
            });
        if kind != tab.search_kind {
            out.push(OutlineAction::SetKind(kind));
        }
        let mut submit = false;
        if matches!(kind, SearchKind::Path | SearchKind::Depth) {
            let name = ToolText::SearchText.text(lang);
            let mut text = tab.search_text.clone();
            let r = text_field(ui, &mut text, name, 120.0);
            if text != tab.search_text {
                out.push(OutlineAction::SetText(text));
            }
            submit = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        }
        if ui.button(ToolText::Find.text(lang)).clicked() || submit {
            out.push(OutlineAction::Find);
        }
        let any = tab.matches.as_ref().is_some_and(|m| !m.is_empty());
        for (text, forward) in [(ToolText::Previous, false), (ToolText::Next, true)] {
            if ui
                .add_enabled(any, egui::Button::new(text.text(lang)))
                .clicked()
            {
                out.push(OutlineAction::Jump { forward });
            }
        }
        match (&tab.message, &tab.matches) {
            (Some(m), _) => {
                ui.colored_label(Color32::RED, m);
            }
            (None, Some(m)) if m.is_empty() => {
                ui.label(ToolText::NoMatch.text(lang));
            }
            (None, Some(m)) => {
                let at = tab.selected.and_then(|s| m.binary_search(&s).ok());
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
            out.push(OutlineAction::ExpandAll);
        }
        if ui.button(ToolText::CollapseDeep.text(lang)).clicked() {
            out.push(OutlineAction::CollapseBelow(2));
        }
    });
}

//! The information-set inspector's panel: the run controls (variant,
//! iterations, run or cancel with the progress), the run shown and its
//! snapshot slider on top; the table of sets in the middle ([`super::table`]);
//! on the right the NashConv plot ([`super::plot`]) and the histories of the
//! clicked set ([`super::members`]). It reads the state and emits commands.

use super::model::{InfoSets, MAX_ITERATIONS, Request};
use super::strings::IS;
use super::{members, plot, table};
use crate::app::commands::Command;
use crate::app::i18n::Language;
use crate::app::studio::Studio;
use crate::inspect::infosets::{VARIANTS, kuhn_family, variant_name};
use crate::lang::{count, fill};
use eframe::egui::{self, RichText, Ui};

/// The width of the plot and histories beside the table.
const SIDE: f32 = 360.0;

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    let ins = &studio.infosets;
    let spec = studio.session.spec();
    let mut asked = Vec::new();
    // Runs of another game are not shown (the next run drops them).
    let mine = ins.spec.as_ref() == Some(&spec);
    // In presentation the run's controls fold with the toolbars; the
    // snapshot slider (the lesson's steps) stays.
    let bars = studio.settings.toolbars_shown();
    egui::Panel::top("infosets-controls").show(ui, |ui| {
        if bars {
            controls(ui, ins, lang, &mut asked);
        }
        if mine {
            snapshot_slider(ui, ins, lang, &mut asked);
        }
    });
    let (Some(sets), Some(run), true) = (&ins.sets, ins.shown_run(), mine) else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(24.0);
            ui.label(RichText::new(IS::Empty.text(lang)).size(15.0));
        });
        out.extend(asked.into_iter().map(Command::InfoSets));
        return;
    };
    let Some(snap) = run.snapshots.get(ins.snapshot) else {
        out.extend(asked.into_iter().map(Command::InfoSets));
        return;
    };
    // Beside the table when both fit, below it when they do not; the table
    // and the side are content, in the content's share of the zoom.
    let k = crate::app::presentation::content(ui.ctx()).scale;
    if ui.available_width() >= table::width(ui, sets.facts(), k) + SIDE * k + 24.0 {
        egui::Panel::right("infosets-side")
            .resizable(true)
            .default_size(SIDE * k)
            .show(ui, |ui| {
                // The plot keeps its size (its axes have no room to spare).
                plot::show(ui, ins, lang);
                ui.separator();
                crate::app::presentation::content_text(ui);
                members::show(ui, ins, sets.as_ref(), studio.players(), lang, &mut asked);
            });
    } else {
        egui::Panel::bottom("infosets-below")
            .resizable(true)
            .default_size((ui.available_height() * 0.35).min(300.0))
            .show(ui, |ui| {
                ui.columns(2, |cols| {
                    plot::show(&mut cols[0], ins, lang);
                    crate::app::presentation::content_text(&mut cols[1]);
                    let players = studio.players();
                    members::show(&mut cols[1], ins, sets.as_ref(), players, lang, &mut asked);
                });
            });
    }
    egui::CentralPanel::default().show(ui, |ui| {
        crate::app::presentation::content_text(ui);
        let family = kuhn_family(&spec, sets.facts(), &snap.average);
        if let Some(f) = &family {
            let a = format!("{:.3}", f.alpha);
            ui.label(RichText::new(fill(IS::Family.text(lang), &[("a", a)])).small());
        } else {
            ui.label(RichText::new(IS::ClickHint.text(lang)).small());
        }
        let implied = family.as_ref().map(|f| f.implied.as_slice());
        table::show(
            ui,
            sets.facts(),
            snap,
            implied,
            ins.selected,
            lang,
            &mut asked,
        );
    });
    out.extend(asked.into_iter().map(Command::InfoSets));
}

/// Variant, iterations, Run or Cancel, and the progress of a run.
fn controls(ui: &mut Ui, ins: &InfoSets, lang: Language, out: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        ui.heading(IS::Heading.text(lang));
        ui.add_space(12.0);
        let label = ui.label(IS::Algorithm.text(lang));
        egui::ComboBox::from_id_salt("infosets-variant")
            .selected_text(variant_name(VARIANTS[ins.variant]))
            .show_ui(ui, |ui| {
                for (k, &v) in VARIANTS.iter().enumerate() {
                    if ui
                        .selectable_label(k == ins.variant, variant_name(v))
                        .clicked()
                    {
                        out.push(Request::SetVariant(k));
                    }
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(IS::Iterations.text(lang));
        let mut n = ins.iterations;
        ui.add(
            egui::DragValue::new(&mut n)
                .range(1..=MAX_ITERATIONS)
                .speed(50.0),
        )
        .labelled_by(label.id);
        if n != ins.iterations {
            out.push(Request::SetIterations(n));
        }
        match ins.running.meta() {
            Some(run) => {
                if ui.button(IS::Cancel.text(lang)).clicked() {
                    out.push(Request::Cancel);
                }
                ui.spinner();
                let pairs = [
                    ("v", variant_name(VARIANTS[run.variant])),
                    ("n", count(ins.running.progress(), lang)),
                    ("t", count(run.iterations, lang)),
                ];
                ui.label(fill(IS::Running.text(lang), &pairs));
            }
            None => {
                if ui.button(IS::Run.text(lang)).clicked() {
                    out.push(Request::Run);
                }
            }
        }
        if let Some(e) = &ins.failure {
            let text = fill(IS::Failed.text(lang), &[("e", e.clone())]);
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        }
    });
}

/// Which run the table shows, and the slider over its snapshots.
fn snapshot_slider(ui: &mut Ui, ins: &InfoSets, lang: Language, out: &mut Vec<Request>) {
    let Some(run) = ins.shown_run() else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(IS::Shows.text(lang));
        for (k, r) in ins.runs.iter().enumerate() {
            let on = k == ins.shown;
            if ui.selectable_label(on, variant_name(r.variant)).clicked() && !on {
                out.push(Request::ShowRun(k));
            }
        }
        ui.add_space(12.0);
        let last = run.snapshots.len().saturating_sub(1);
        let mut k = ins.snapshot;
        ui.add(egui::Slider::new(&mut k, 0..=last).text(IS::Snapshot.text(lang)));
        if k != ins.snapshot {
            out.push(Request::SetSnapshot(k));
        }
        if let Some(s) = run.snapshots.get(ins.snapshot) {
            let pairs = [
                ("n", count(s.iteration, lang)),
                ("c", format!("{:.2e}", s.nash_conv)),
            ];
            ui.label(RichText::new(fill(IS::After.text(lang), &pairs)).strong());
        }
    });
}

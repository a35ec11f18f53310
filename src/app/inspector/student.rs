//! A student's own trace checked in the inspector (issue 31): the Tree tab's
//! "Check a student's trace…" reads the student's JSON-lines trace and runs
//! [`crate::inspect::check`] against the seeds' algorithm on the tree shown
//! (the inspector's algorithm, cut rule and window), on a thread of its own;
//! the report (the first divergence, both events, the counts) is shown above
//! the reference tree and the student's own tree drawn beside it
//! ([`super::student_tree`]), the node where the student's code first went
//! wrong ringed in both. The student's tree keeps its camera and its
//! selection here ([`StudentAction`]).

use super::strings::S;
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::app::tree_view::Camera;
use crate::games::GameSpec;
use crate::inspect::check::{Algo, Report, arena_of, check_file, text};
use crate::inspect::{Algorithm, Loaded, SearchSettings, TreeLayout};
use crate::lang::Language;
use eframe::egui::{self, RichText, Ui};
use std::path::{Path, PathBuf};

/// A report shown: the file checked, the report, the student's tree laid out.
pub struct Shown {
    pub path: PathBuf,
    pub report: Report,
    pub layout: TreeLayout,
}

/// What the student's tree asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum StudentAction {
    /// Its camera moved.
    Camera(Camera),
    /// A node of the student's tree clicked (none: its background).
    Select(Option<u32>),
}

/// The check being made, and the last report.
#[derive(Default)]
pub struct StudentCheck {
    job: Job<Result<(Report, TreeLayout), String>, PathBuf>,
    /// The last report.
    pub shown: Option<Shown>,
    /// The student's tree's camera.
    pub camera: Camera,
    /// The node selected in the student's tree (by index).
    pub selected: Option<u32>,
}

impl StudentCheck {
    pub fn set_waker(&mut self, wake: Waker) {
        self.job.set_waker(wake);
    }

    pub fn is_running(&self) -> bool {
        self.job.is_running()
    }

    /// Starts checking `path` on `spec`'s tree with `settings`' algorithm.
    pub fn start(
        &mut self,
        path: PathBuf,
        spec: &GameSpec,
        settings: &SearchSettings,
    ) -> Result<(), String> {
        let algo = match settings.algorithm {
            Algorithm::Minimax | Algorithm::MinimaxDepth => Algo::Minimax,
            Algorithm::AlphaBeta => Algo::AlphaBeta,
            other => {
                return Err(format!(
                    "a student's trace is checked against minimax or alpha-beta (seed 004), \
                     not {}: choose one of them in Algorithm",
                    other.name()
                ));
            }
        };
        let arena = arena_of(spec)?;
        let (cut, window) = (settings.cut, settings.window);
        let file = path.clone();
        self.job
            .start("student-trace", None, path, move |r| {
                let checked = check_file(&file, arena, algo, cut, window);
                r.send(checked.map(|report| {
                    let layout = report.tree.layout();
                    (report, layout)
                }));
            })
            .map_err(|e| format!("cannot check the trace: {e}"))
    }

    /// The report once it has come; a problem (an unreadable file, a line
    /// that is not an event) as an error to show.
    pub fn poll(&mut self) -> Result<(), String> {
        let Some((answer, path)) = self.job.answer() else {
            return Ok(());
        };
        match answer {
            Some(Ok((report, layout))) => {
                self.shown = Some(Shown {
                    path,
                    report,
                    layout,
                });
                self.camera = Camera::default();
                self.selected = None;
                Ok(())
            }
            Some(Err(e)) => Err(e),
            None => Err(format!(
                "{}: the check ended without an answer",
                path.display()
            )),
        }
    }

    /// The node the student's code first went wrong at, if it did.
    pub fn diverged_at(&self) -> Option<&str> {
        let shown = self.shown.as_ref()?;
        shown.report.divergence.as_ref().map(|d| d.node.as_str())
    }

    /// The name of the reference's root (the root of the tree checked).
    pub fn root_name(&self) -> Option<&str> {
        Some(self.shown.as_ref()?.report.reference.name(0))
    }

    /// The student's node named as node `id` of `l`'s trace is (its move; the
    /// root by the tree's name): what the student's tree selects when the
    /// reference's node `id` is.
    pub fn follow(&mut self, id: Option<u32>, l: Option<&Loaded>) {
        let Some(shown) = &self.shown else {
            return;
        };
        let name = id.zip(l).map(|(id, l)| match l.trace.action_name(id) {
            "" => shown.report.reference.name(0),
            name => name,
        });
        self.selected = name.and_then(|n| shown.report.tree.find(n));
    }

    /// The node of `l`'s trace named as the student's node `i` is (none: the
    /// reference's tree has no such node).
    pub fn reference_node(&self, i: Option<u32>, l: Option<&Loaded>) -> Option<u32> {
        let shown = self.shown.as_ref()?;
        let name = &shown.report.tree.nodes.get(i? as usize)?.name;
        let l = l?;
        let root = shown.report.reference.name(0);
        (0..l.trace.trace.node_count() as u32).find(|&id| match l.trace.action_name(id) {
            "" => name == root,
            a => a == name,
        })
    }
}

/// The Tree tab's button that asks for a student's trace; whether it was clicked.
pub fn button(ui: &mut Ui, lang: Language) -> bool {
    ui.button(S::CheckStudent.text(lang))
        .on_hover_text(S::CheckStudentTip.text(lang))
        .clicked()
}

/// The report above the trees: the verdict in colour, the divergence with
/// both events, the counts (scrolled past a quarter of the height); and a
/// button that closes it (whether it was clicked).
pub fn report(ui: &mut Ui, check: &StudentCheck, lang: Language) -> bool {
    let Some(Shown {
        path, report: r, ..
    }) = &check.shown
    else {
        return false;
    };
    let agree = r.divergence.is_none();
    let colour = if agree {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().error_fg_color
    };
    egui::Frame::group(ui.style())
        .show(ui, |ui| {
            let close = ui
                .horizontal_wrapped(|ui| {
                    ui.label(RichText::new(file_name(path)).strong().color(colour));
                    ui.small_button(S::CloseCheck.text(lang)).clicked()
                })
                .inner;
            // A quarter of the height at most (scrolled): the trees below
            // keep the rest.
            let most = (ui.available_height() * 0.25).max(60.0);
            egui::ScrollArea::vertical()
                .id_salt("student-report")
                .max_height(most)
                .show(ui, |ui| {
                    let text = text::report_text(r, lang);
                    ui.label(RichText::new(text.trim_end()).color(colour));
                });
            close
        })
        .inner
}

/// The file's name (its path when it has none).
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

//! A student's own trace checked in the inspector (issue 31): the Tree tab's
//! "Check a student's trace…" reads the student's JSON-lines trace and runs
//! [`crate::inspect::check`] against the seeds' algorithm on the tree shown
//! (the inspector's algorithm, cut rule and window), on a thread of its own;
//! the report (the first divergence, both events, the counts) is shown above
//! the reference tree, and the node where the student's code first went wrong
//! is ringed in it.

use super::strings::S;
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::games::GameSpec;
use crate::inspect::check::{Algo, Report, arena_of, check_file, text};
use crate::inspect::{Algorithm, SearchSettings};
use crate::lang::Language;
use eframe::egui::{self, RichText, Ui};
use std::path::{Path, PathBuf};

/// The check being made, and the last report.
#[derive(Default)]
pub struct StudentCheck {
    job: Job<Result<Report, String>, PathBuf>,
    /// The file checked and its report.
    pub shown: Option<(PathBuf, Report)>,
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
                r.send(check_file(&file, arena, algo, cut, window));
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
            Some(Ok(report)) => {
                self.shown = Some((path, report));
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
        let (_, report) = self.shown.as_ref()?;
        report.divergence.as_ref().map(|d| d.node.as_str())
    }
}

/// The Tree tab's button that asks for a student's trace; whether it was clicked.
pub fn button(ui: &mut Ui, lang: Language) -> bool {
    ui.button(S::CheckStudent.text(lang))
        .on_hover_text(S::CheckStudentTip.text(lang))
        .clicked()
}

/// The report above the tree: the verdict in colour, the divergence with
/// both events, the counts; and a button that closes it (whether it was
/// clicked).
pub fn report(ui: &mut Ui, check: &StudentCheck, lang: Language) -> bool {
    let Some((path, r)) = &check.shown else {
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
            ui.label(RichText::new(text::report_text(r, lang).trim_end()).color(colour));
            close
        })
        .inner
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

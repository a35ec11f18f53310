//! The system's file dialog, behind a small trait ([`FileDialogs`]) so that
//! tests answer with plain paths (or a failure) and never open a dialog.
//! [`NativeDialogs`] is the real one: rfd on a thread of its own, so the
//! window keeps drawing while the dialog is open; its answer is polled each
//! frame. rfd says "cancelled" (`None`) both when the user cancels and when no
//! dialog could be shown (no file-chooser portal, no zenity: a bare X session,
//! Xvfb, some lab machines), and reports the failure only through the `log`
//! crate; [`NativeDialogs`] catches rfd's log records on the dialog's thread
//! and tells the two apart ([`answer`]). A failure makes the studio open its
//! own chooser (`super::file_chooser`).

use super::file_chooser::request::{Mode, Purpose};
use super::task::Waker;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What the dialog gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Chosen(PathBuf),
    Cancelled,
    /// No dialog could be shown; why, in the system's words.
    Failed(String),
}

/// Asks the user for a file, without blocking the window.
pub trait FileDialogs {
    /// Opens the dialog for `purpose`; `wake` is called when it answers.
    fn start(&mut self, purpose: Purpose, wake: &Waker);
    /// The answer, once the dialog has closed (taken once).
    fn poll(&mut self) -> Option<Answer>;
}

/// Dialogs that answer every request at once with the same answer (tests, and
/// the studio under a test hook).
pub struct Scripted {
    pub answer: Answer,
    pending: Option<Answer>,
    /// The purposes asked for, in order.
    pub asked: Vec<Purpose>,
}

impl Scripted {
    pub fn new(answer: Answer) -> Scripted {
        Scripted {
            answer,
            pending: None,
            asked: Vec::new(),
        }
    }
}

impl FileDialogs for Scripted {
    fn start(&mut self, purpose: Purpose, wake: &Waker) {
        self.asked.push(purpose);
        self.pending = Some(self.answer.clone());
        wake();
    }

    fn poll(&mut self) -> Option<Answer> {
        self.pending.take()
    }
}

/// rfd's dialogs, each on its own thread. The thread is not joined: a dialog
/// cannot be cancelled from outside, and closing the studio must not wait for
/// it.
#[derive(Default)]
pub struct NativeDialogs {
    answer: Option<Receiver<Answer>>,
}

impl FileDialogs for NativeDialogs {
    fn start(&mut self, purpose: Purpose, wake: &Waker) {
        catch::install();
        let (tx, rx) = channel();
        let wake = wake.clone();
        let spawned = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let (picked, records) = catch::records_of(|| pick(purpose));
                let _ = tx.send(answer(picked, &records, catch::installed()));
                wake();
            });
        self.answer = match spawned {
            Ok(_) => Some(rx),
            Err(e) => {
                let (tx, rx) = channel();
                let _ = tx.send(Answer::Failed(format!("cannot start its thread: {e}")));
                Some(rx)
            }
        };
    }

    fn poll(&mut self) -> Option<Answer> {
        let rx = self.answer.as_ref()?;
        let got = match rx.try_recv() {
            Ok(a) => Some(a),
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => Some(Answer::Failed(
                "the dialog's thread stopped without an answer".into(),
            )),
        };
        self.answer = None;
        got
    }
}

/// The blocking rfd call for `purpose` (on the dialog's thread).
fn pick(purpose: Purpose) -> Option<PathBuf> {
    let (name, extensions) = purpose.filter();
    let dialog = rfd::FileDialog::new()
        .add_filter(name, extensions)
        .set_directory(purpose.folder());
    match purpose.mode() {
        Mode::Open => dialog.pick_file(),
        Mode::Save => dialog.set_file_name(purpose.file_name()).save_file(),
    }
}

/// The answer from what rfd returned and what it logged meanwhile: `None`
/// after an error as its last word is a failure (the portal failed and the
/// zenity fallback too, or there was none); `None` after a warning ("using
/// zenity fallback") or nothing is a cancel. Without our log catcher
/// (another logger was installed first) a `None` counts as a cancel.
pub fn answer(picked: Option<PathBuf>, records: &[(log::Level, String)], caught: bool) -> Answer {
    match (picked, records.last()) {
        (Some(path), _) => Answer::Chosen(path),
        (None, Some((log::Level::Error, _))) if caught => {
            let errors: Vec<&str> = records
                .iter()
                .filter(|(level, _)| *level == log::Level::Error)
                .map(|(_, text)| text.as_str())
                .collect();
            Answer::Failed(errors.join("; "))
        }
        (None, _) => Answer::Cancelled,
    }
}

/// A logger that keeps rfd's warnings and errors logged on a thread that asked
/// for them, and drops everything else (as having no logger did).
mod catch {
    use std::cell::RefCell;
    use std::sync::OnceLock;

    /// Records kept on this thread while [`records_of`] runs.
    type Records = Vec<(log::Level, String)>;

    thread_local! {
        static KEPT: RefCell<Option<Records>> = const { RefCell::new(None) };
    }

    struct Catcher;

    static CATCHER: Catcher = Catcher;
    static INSTALLED: OnceLock<bool> = OnceLock::new();

    impl log::Log for Catcher {
        fn enabled(&self, meta: &log::Metadata) -> bool {
            meta.target().starts_with("rfd") && meta.level() <= log::Level::Warn
        }

        fn log(&self, record: &log::Record) {
            if self.enabled(record.metadata()) {
                KEPT.with(|k| {
                    if let Some(kept) = k.borrow_mut().as_mut() {
                        kept.push((record.level(), record.args().to_string()));
                    }
                });
            }
        }

        fn flush(&self) {}
    }

    /// Installs the catcher, once, unless a logger is there already.
    pub fn install() {
        INSTALLED.get_or_init(|| {
            let ok = log::set_logger(&CATCHER).is_ok();
            if ok {
                log::set_max_level(log::LevelFilter::Warn);
            }
            ok
        });
    }

    /// Whether the catcher is the logger.
    pub fn installed() -> bool {
        INSTALLED.get().copied().unwrap_or(false)
    }

    /// Runs `f`, keeping rfd's records logged on this thread meanwhile.
    pub fn records_of<T>(f: impl FnOnce() -> T) -> (T, Records) {
        KEPT.with(|k| *k.borrow_mut() = Some(Vec::new()));
        let out = f();
        let kept = KEPT.with(|k| k.borrow_mut().take()).unwrap_or_default();
        (out, kept)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn rfd_records_are_kept_on_the_asking_thread_only() {
            install();
            if !installed() {
                return; // another test's logger came first: nothing to check
            }
            log::error!(target: "other", "not rfd");
            let ((), kept) = records_of(|| {
                log::error!(target: "rfd::backend", "OpenFile failed: no portal");
                log::info!(target: "rfd::backend", "too chatty");
                log::warn!(target: "rfd", "Using zenity fallback");
                log::error!(target: "winit", "someone else");
            });
            assert_eq!(
                kept,
                vec![
                    (log::Level::Error, "OpenFile failed: no portal".to_string()),
                    (log::Level::Warn, "Using zenity fallback".to_string()),
                ]
            );
            let ((), none) = records_of(|| {});
            assert!(none.is_empty());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use log::Level::{Error, Warn};

    #[test]
    fn a_failure_is_told_apart_from_a_cancel() {
        let portal = (Error, "OpenFile failed: ServiceUnknown".to_string());
        let zenity_tried = (Warn, "Using zenity fallback".to_string());
        let zenity_failed = (
            Error,
            "Failed to pick file with zenity: not found".to_string(),
        );
        let chosen = answer(Some("a.ron".into()), std::slice::from_ref(&portal), true);
        assert_eq!(chosen, Answer::Chosen("a.ron".into()));
        assert_eq!(answer(None, &[], true), Answer::Cancelled);
        // zenity showed its dialog and the user cancelled it.
        let cancelled = answer(None, &[portal.clone(), zenity_tried.clone()], true);
        assert_eq!(cancelled, Answer::Cancelled);
        let failed = answer(None, &[portal, zenity_tried, zenity_failed], true);
        assert_eq!(
            failed,
            Answer::Failed(
                "OpenFile failed: ServiceUnknown; Failed to pick file with zenity: not found"
                    .into()
            )
        );
        // Records not caught by us mean nothing.
        let other = (Error, "x".to_string());
        assert_eq!(answer(None, &[other], false), Answer::Cancelled);
    }
}

//! The one door to every file the studio asks for: File > Open and Save
//! replay (Ctrl+O, Ctrl+S), the Game panel's arena, the search inspector's
//! exports and picture, the tree editor's open and save, the exercise sheet's
//! file. A place asks with a [`Purpose`] (`Command::Choose`); [`FileChooser`]
//! sends it to the system's dialog (through the shell's
//! [`super::file_dialogs::FileDialogs`], off the UI thread) or, when the
//! settings say so or the system's dialog fails, to the built-in chooser
//! ([`browser`], drawn by [`window`]). When the system's dialog fails, the
//! studio says why once and keeps to the built-in chooser (remembered in the
//! settings; View > "Use the built-in file chooser" switches back).
//!
//! Not here: reading or writing the files (each purpose's command does).

pub mod browser;
pub mod request;
pub mod strings;
pub mod window;

pub use browser::{Browser, BrowserAction, Outcome};
pub use request::{Mode, Purpose};

use super::file_dialogs::Answer;

/// The chooser's state, in the studio.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileChooser {
    /// The built-in chooser, while it is open.
    pub browser: Option<Browser>,
    /// Why the system's dialog could not be used, said once in the built-in
    /// chooser.
    pub notice: Option<String>,
    /// A request for the system's dialog, for the shell to start.
    pub to_start: Option<Purpose>,
    /// The system's dialog is open for this purpose.
    pub waiting: Option<Purpose>,
}

/// What the studio does after a step of the chooser.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    Nothing,
    /// A file was chosen for this purpose.
    Chosen(Purpose, std::path::PathBuf),
}

impl FileChooser {
    /// Whether a chooser is open or awaited (a new request is then ignored).
    pub fn is_busy(&self) -> bool {
        self.browser.is_some() || self.to_start.is_some() || self.waiting.is_some()
    }

    /// Asks for a file for `purpose`, with the built-in chooser or the
    /// system's dialog.
    pub fn ask(&mut self, purpose: Purpose, built_in: bool) {
        if self.is_busy() {
            return;
        }
        if built_in {
            self.browser = Some(Browser::new(purpose));
        } else {
            self.to_start = Some(purpose);
        }
    }

    /// The shell started the system's dialog for the request.
    pub fn started(&mut self) -> Option<Purpose> {
        let p = self.to_start.take()?;
        self.waiting = Some(p);
        Some(p)
    }

    /// The system's dialog answered; on a failure the built-in chooser opens
    /// with a note in the user's language (the system's reason is kept and
    /// written to the standard error, not shown).
    pub fn answered(&mut self, answer: Answer) -> Next {
        let Some(purpose) = self.waiting.take() else {
            return Next::Nothing;
        };
        match answer {
            Answer::Chosen(path) => Next::Chosen(purpose, path),
            Answer::Cancelled => Next::Nothing,
            Answer::Failed(why) => {
                eprintln!("the system's file dialog failed: {why}");
                self.notice = Some(why);
                self.browser = Some(Browser::new(purpose));
                Next::Nothing
            }
        }
    }

    /// Stops waiting for the system's dialog and opens the built-in chooser
    /// for the same purpose (its late answer is then dropped).
    pub fn stop_waiting(&mut self) {
        if let Some(purpose) = self.waiting.take() {
            self.browser = Some(Browser::new(purpose));
        }
    }

    /// A request of the built-in chooser's window.
    pub fn act(&mut self, a: BrowserAction) -> Next {
        let Some(b) = self.browser.as_mut() else {
            return Next::Nothing;
        };
        let purpose = b.purpose;
        match b.apply(a) {
            Outcome::Open => Next::Nothing,
            Outcome::Chosen(path) => {
                self.close();
                Next::Chosen(purpose, path)
            }
            Outcome::Closed => {
                self.close();
                Next::Nothing
            }
        }
    }

    fn close(&mut self) {
        self.browser = None;
        // Said once.
        self.notice = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_dialog_is_awaited_and_its_failure_opens_the_built_in_one() {
        let mut c = FileChooser::default();
        c.ask(Purpose::SaveReplay, false);
        assert!(c.is_busy() && c.browser.is_none());
        assert_eq!(c.started(), Some(Purpose::SaveReplay));
        // A second request while the dialog is open is ignored.
        c.ask(Purpose::OpenReplay, false);
        assert_eq!((c.to_start, c.waiting), (None, Some(Purpose::SaveReplay)));
        let chosen = c.answered(Answer::Chosen("saves/a.ron".into()));
        assert_eq!(
            chosen,
            Next::Chosen(Purpose::SaveReplay, "saves/a.ron".into())
        );
        assert!(!c.is_busy());
        c.ask(Purpose::OpenReplay, false);
        c.started();
        assert_eq!(
            c.answered(Answer::Failed("no portal".into())),
            Next::Nothing
        );
        assert_eq!(c.notice.as_deref(), Some("no portal"));
        assert_eq!(
            c.browser.as_ref().map(|b| b.purpose),
            Some(Purpose::OpenReplay)
        );
        // Closing forgets the note: it is said once.
        assert_eq!(c.act(BrowserAction::Close), Next::Nothing);
        assert_eq!((c.notice.as_ref(), c.browser.as_ref()), (None, None));
        // A dialog that never shows: the built-in chooser instead; its late
        // answer is dropped.
        c.ask(Purpose::SaveDot, false);
        c.started();
        c.stop_waiting();
        assert_eq!(
            c.browser.as_ref().map(|b| b.purpose),
            Some(Purpose::SaveDot)
        );
        assert_eq!(c.answered(Answer::Chosen("x.dot".into())), Next::Nothing);
    }
}

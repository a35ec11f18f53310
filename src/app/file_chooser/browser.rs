//! The built-in file chooser's model, without egui: the folder shown and its
//! listing (sub-folders, then the files the [`Purpose`] accepts), the path
//! field, the entry selected, and the question before replacing a file.
//! [`Browser::apply`] carries out one [`BrowserAction`] and says whether a
//! file was chosen. The folder is read when it changes, never while drawing.

use super::request::{Mode, Purpose};
use std::path::{Path, PathBuf};

/// At most this many entries of one folder are listed (a huge folder stays
/// quick to draw; a typed name still reaches any file).
pub const MAX_ENTRIES: usize = 2000;

/// One line of the listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub path: PathBuf,
    pub is_dir: bool,
}

/// The chooser's state while it is open.
#[derive(Clone, Debug, PartialEq)]
pub struct Browser {
    pub purpose: Purpose,
    /// The folder shown (relative to the working folder when inside it).
    pub folder: PathBuf,
    pub entries: Vec<Entry>,
    /// Entries left out past [`MAX_ENTRIES`].
    pub more: usize,
    /// The path field: a name in the folder, or a path (relative to the
    /// working folder, or absolute): see [`Browser::target`].
    pub typed: String,
    pub selected: Option<usize>,
    /// A file that exists, waiting for "replace it?".
    pub confirm: Option<PathBuf>,
    /// Why the folder cannot be read or the path not used.
    pub problem: Option<Problem>,
}

/// What the chooser could not do (shown in the interface's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The folder could not be listed (the system's reason).
    Unreadable(PathBuf, String),
    /// No file at this path (opening).
    NoFile(PathBuf),
    /// The folder to save in does not exist.
    NoFolder(PathBuf),
    /// Nothing typed or selected.
    NoName,
}

/// A request of the chooser's window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrowserAction {
    /// Show this folder.
    Enter(PathBuf),
    /// The parent folder.
    Up,
    /// Select entry `k` (its name goes in the path field).
    Select(usize),
    /// Move the selection by this many lines (arrow keys).
    Move(isize),
    /// Entry `k` double-clicked: a folder is entered, a file chosen.
    Activate(usize),
    /// The path field changed.
    Type(String),
    /// Enter or the Open / Save button: use the path field.
    Accept,
    /// Yes, replace the existing file.
    Replace,
    /// No, keep it: back to the chooser.
    Keep,
    Close,
}

/// What an action leaves for the studio.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Open,
    Chosen(PathBuf),
    Closed,
}

impl Browser {
    /// The chooser for `purpose` in its folder (the working folder when that
    /// one is missing).
    pub fn new(purpose: Purpose) -> Browser {
        let folder = PathBuf::from(purpose.folder());
        let folder = if folder.is_dir() {
            folder
        } else {
            PathBuf::from(".")
        };
        let typed = match purpose.mode() {
            Mode::Save => purpose.file_name().to_string(),
            Mode::Open => String::new(),
        };
        let mut b = Browser {
            purpose,
            folder: PathBuf::new(),
            entries: Vec::new(),
            more: 0,
            typed,
            selected: None,
            confirm: None,
            problem: None,
        };
        b.enter(folder);
        b
    }

    /// Carries out `a`.
    pub fn apply(&mut self, a: BrowserAction) -> Outcome {
        match a {
            BrowserAction::Enter(dir) => self.enter(dir),
            BrowserAction::Up => {
                let up = parent(&self.folder);
                self.enter(up);
            }
            BrowserAction::Select(k) => self.select(k),
            BrowserAction::Move(by) => {
                let last = self.entries.len().checked_sub(1);
                let next = match (self.selected, last) {
                    (_, None) => None,
                    (None, Some(_)) if by < 0 => last,
                    (None, Some(_)) => Some(0),
                    (Some(k), Some(last)) => Some(k.saturating_add_signed(by).min(last)),
                };
                if let Some(k) = next {
                    self.select(k);
                }
            }
            BrowserAction::Activate(k) => match self.entries.get(k).cloned() {
                Some(e) if e.is_dir => self.enter(e.path),
                Some(e) => {
                    self.typed = e.name;
                    return self.accept();
                }
                None => {}
            },
            BrowserAction::Type(text) => {
                self.typed = text;
                self.problem = None;
            }
            BrowserAction::Accept => return self.accept(),
            BrowserAction::Replace => {
                if let Some(path) = self.confirm.take() {
                    return Outcome::Chosen(path);
                }
            }
            BrowserAction::Keep => self.confirm = None,
            BrowserAction::Close => return Outcome::Closed,
        }
        Outcome::Open
    }

    /// The path the field names: a bare name is in the folder shown; a path
    /// (`assets/arenas/x.ron`, `./x.ron`, `../x.ron`: a recent file's too) is
    /// relative to the working folder, as on the command line, or absolute.
    pub fn target(&self) -> Option<PathBuf> {
        let typed = Path::new(self.typed.trim());
        match typed.components().count() {
            0 => None,
            1 if !typed.is_absolute() => Some(self.folder.join(typed)),
            _ => Some(typed.to_path_buf()),
        }
    }

    fn select(&mut self, k: usize) {
        if let Some(e) = self.entries.get(k) {
            self.selected = Some(k);
            self.typed = e.name.clone();
            self.problem = None;
        }
    }

    fn accept(&mut self) -> Outcome {
        let Some(path) = self.target() else {
            self.problem = Some(Problem::NoName);
            return Outcome::Open;
        };
        if path.is_dir() {
            self.enter(path);
            return Outcome::Open;
        }
        match self.purpose.mode() {
            Mode::Open if path.is_file() => Outcome::Chosen(tidy(&path)),
            Mode::Open => {
                self.problem = Some(Problem::NoFile(path));
                Outcome::Open
            }
            Mode::Save => {
                let path = tidy(&self.purpose.with_extension(path));
                let folder = parent(&path);
                if !folder.is_dir() {
                    self.problem = Some(Problem::NoFolder(folder));
                    Outcome::Open
                } else if self.purpose.asks_before_replacing() && path.exists() {
                    self.confirm = Some(path);
                    Outcome::Open
                } else {
                    Outcome::Chosen(path)
                }
            }
        }
    }

    fn enter(&mut self, dir: PathBuf) {
        let dir = tidy(&dir);
        match list(&dir, self.purpose) {
            Ok((entries, more)) => {
                self.folder = dir;
                self.entries = entries;
                self.more = more;
                self.selected = None;
                self.problem = None;
                if self.purpose.mode() == Mode::Open {
                    self.typed.clear();
                }
            }
            Err(e) => self.problem = Some(Problem::Unreadable(dir, e.to_string())),
        }
    }
}

/// The sub-folders of `dir` (not hidden ones), then the files `purpose`
/// accepts, each sorted by name; and how many were left out.
pub fn list(dir: &Path, purpose: Purpose) -> std::io::Result<(Vec<Entry>, usize)> {
    let mut folders = Vec::new();
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let Ok(entry) = entry else { continue };
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        // Follows links: a link to a folder is a folder.
        let is_dir = path.is_dir();
        if is_dir && !name.starts_with('.') {
            folders.push(Entry { name, path, is_dir });
        } else if !is_dir && purpose.accepts(&path) {
            files.push(Entry { name, path, is_dir });
        }
    }
    folders.sort_by(|a, b| a.name.cmp(&b.name));
    files.sort_by(|a, b| a.name.cmp(&b.name));
    folders.append(&mut files);
    let more = folders.len().saturating_sub(MAX_ENTRIES);
    folders.truncate(MAX_ENTRIES);
    Ok((folders, more))
}

/// The folder above `path` (`..` past the start of a relative path).
fn parent(path: &Path) -> PathBuf {
    use std::path::Component;
    let path = tidy(path);
    match path.components().next_back() {
        Some(Component::CurDir | Component::ParentDir) => path.join(".."),
        _ => match path.parent() {
            Some(p) if p.as_os_str().is_empty() => PathBuf::from("."),
            Some(p) => p.to_path_buf(),
            None => path,
        },
    }
}

/// `path` without `.` parts and with `dir/..` folded, so that the folder shown
/// reads well (`saves` rather than `./saves/../saves`).
fn tidy(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.last(), Some(Component::Normal(_))) => {
                out.pop();
            }
            Component::ParentDir if matches!(out.last(), Some(Component::RootDir)) => {}
            other => out.push(other),
        }
    }
    if out.is_empty() {
        PathBuf::from(".")
    } else {
        out.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_tidied_and_parents_found() {
        assert_eq!(
            tidy(Path::new("./saves/../saves/x")),
            PathBuf::from("saves/x")
        );
        assert_eq!(tidy(Path::new("saves/..")), PathBuf::from("."));
        assert_eq!(tidy(Path::new("../a")), PathBuf::from("../a"));
        assert_eq!(tidy(Path::new("/..")), PathBuf::from("/"));
        assert_eq!(parent(Path::new("saves")), PathBuf::from("."));
        assert_eq!(parent(Path::new(".")), PathBuf::from("./.."));
        assert_eq!(tidy(&parent(Path::new("."))), PathBuf::from(".."));
        assert_eq!(parent(Path::new("..")), PathBuf::from("../.."));
        assert_eq!(parent(Path::new("/")), PathBuf::from("/"));
        assert_eq!(parent(Path::new("/tmp/x")), PathBuf::from("/tmp"));
    }

    #[test]
    fn folders_come_first_then_the_files_of_the_kind_asked() {
        let dir = std::env::temp_dir().join(format!("ludoscope-browser-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for d in ["b-dir", "a-dir", ".hidden"] {
            std::fs::create_dir_all(dir.join(d)).unwrap();
        }
        for f in ["z.ron", "m.RON", "notes.txt", "pic.png"] {
            std::fs::write(dir.join(f), "x").unwrap();
        }
        let (entries, more) = list(&dir, Purpose::OpenReplay).unwrap();
        let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["a-dir", "b-dir", "m.RON", "z.ron"]);
        assert_eq!(more, 0);
        let mut b = Browser::new(Purpose::OpenReplay);
        b.apply(BrowserAction::Enter(dir.clone()));
        assert_eq!(b.entries.len(), 4);
        // The arrows stop at the ends; Up from nothing selects the last.
        b.apply(BrowserAction::Move(-1));
        assert_eq!((b.selected, b.typed.as_str()), (Some(3), "z.ron"));
        b.apply(BrowserAction::Move(5));
        assert_eq!(b.selected, Some(3));
        b.apply(BrowserAction::Move(-9));
        assert_eq!((b.selected, b.typed.as_str()), (Some(0), "a-dir"));
        // Enter on a folder enters it; on a missing file says so.
        assert_eq!(b.apply(BrowserAction::Accept), Outcome::Open);
        assert_eq!(b.folder, dir.join("a-dir"));
        b.apply(BrowserAction::Type("nothing.ron".into()));
        assert_eq!(b.apply(BrowserAction::Accept), Outcome::Open);
        assert!(matches!(b.problem, Some(Problem::NoFile(_))));
        b.apply(BrowserAction::Up);
        assert_eq!(
            b.apply(BrowserAction::Activate(3)),
            Outcome::Chosen(dir.join("z.ron"))
        );
        // Saving: a missing folder is refused, an existing file asks first.
        let mut s = Browser::new(Purpose::SaveReplay);
        s.apply(BrowserAction::Enter(dir.clone()));
        s.apply(BrowserAction::Type("no-such/x".into()));
        assert_eq!(s.apply(BrowserAction::Accept), Outcome::Open);
        // A path is the working folder's (as on the command line).
        assert_eq!(s.problem, Some(Problem::NoFolder(PathBuf::from("no-such"))));
        s.apply(BrowserAction::Type("z".into()));
        assert_eq!(s.apply(BrowserAction::Accept), Outcome::Open);
        assert_eq!(s.confirm, Some(dir.join("z.ron")));
        assert_eq!(
            s.apply(BrowserAction::Replace),
            Outcome::Chosen(dir.join("z.ron"))
        );
        s.apply(BrowserAction::Type("new".into()));
        assert_eq!(
            s.apply(BrowserAction::Accept),
            Outcome::Chosen(dir.join("new.ron"))
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_typed_name_is_in_the_folder_shown_and_a_typed_path_in_the_working_folder() {
        let mut b = Browser::new(Purpose::OpenReplay);
        b.folder = PathBuf::from("saves");
        let target = |b: &mut Browser, text: &str| {
            b.apply(BrowserAction::Type(text.into()));
            b.target()
        };
        assert_eq!(target(&mut b, "  "), None);
        assert_eq!(
            target(&mut b, "game.ron"),
            Some(PathBuf::from("saves/game.ron"))
        );
        // Not saves/assets/...: what the issue met.
        assert_eq!(
            target(&mut b, "assets/arenas/seed-003-chomp-3x2.ron"),
            Some(PathBuf::from("assets/arenas/seed-003-chomp-3x2.ron"))
        );
        assert_eq!(target(&mut b, "./x.ron"), Some(PathBuf::from("./x.ron")));
        assert_eq!(target(&mut b, "../x.ron"), Some(PathBuf::from("../x.ron")));
        let abs = std::env::temp_dir().join("x.ron");
        assert_eq!(target(&mut b, &abs.display().to_string()), Some(abs));
    }
}

//! Asking the user for a file, behind a small trait ([`FileDialogs`]) so that
//! tests answer with plain paths and never open a dialog; [`NativeDialogs`] is
//! the real one (rfd).

use std::path::PathBuf;

/// The folder of the bundled arenas (seed 003's graphs written by hand).
pub const ARENAS: &str = "assets/arenas";

/// Asks the user for a file to open or save.
pub trait FileDialogs {
    fn pick_open(&mut self) -> Option<PathBuf>;
    fn pick_save(&mut self) -> Option<PathBuf>;
    /// An arena file to play; none unless the dialogs know how to ask.
    fn pick_arena(&mut self) -> Option<PathBuf> {
        None
    }
}

/// Native dialogs (rfd, xdg portal), starting in `saves/`. Blocking: the frame
/// waits while the dialog is open, which is fine on a click.
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn pick_open(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("replay", &["ron"])
            .set_directory("saves")
            .pick_file()
    }

    fn pick_save(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("replay", &["ron"])
            .set_directory("saves")
            .set_file_name("game.ron")
            .save_file()
    }

    fn pick_arena(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("arena", &["ron"])
            .set_directory(ARENAS)
            .pick_file()
    }
}

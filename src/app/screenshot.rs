//! `--screenshot PNG` and `--ui-report JSON`: once the window has settled
//! (enough frames drawn and time passed, no agent thinking, nothing loading),
//! ask the integration for the pixels of the next frame and write them as a
//! PNG, and/or arm the layout report ([`super::ui_report`]) for the next frame
//! and write it as JSON; then close the window.

use super::ui_report::{self, Slot};
use crate::files::write::write_atomic;
use eframe::egui::{self, ColorImage};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Frames and time to wait before the shot (fonts, layout and sizes settle).
const MIN_FRAMES: u64 = 8;
const MIN_TIME: Duration = Duration::from_millis(800);
/// Take the shot anyway after this long (an agent game that never pauses).
const MAX_TIME: Duration = Duration::from_secs(10);

/// What a snapshot's writes came to (`None`: not yet).
pub type Outcome = Arc<Mutex<Option<Result<(), String>>>>;

/// A layout report's path, its capture, and its write's outcome once written.
type Report = (PathBuf, Slot, Option<Result<(), String>>);

/// The state of one screenshot and/or layout report request.
pub struct Screenshot {
    png: Option<(PathBuf, Outcome)>,
    report: Option<Report>,
    started: Instant,
    requested: bool,
    /// Both writes' outcome, for the code that waits for `run_native`.
    result: Outcome,
}

impl Screenshot {
    /// A snapshot writing a PNG to `png` and/or the layout report to `report`
    /// (its capture installed on `ctx`).
    pub fn new(ctx: &egui::Context, png: Option<PathBuf>, report: Option<PathBuf>) -> Self {
        Screenshot {
            png: png.map(|p| (p, Outcome::default())),
            report: report.map(|p| (p, ui_report::Capture::install(ctx), None)),
            started: Instant::now(),
            requested: false,
            result: Outcome::default(),
        }
    }

    /// Makes `outcome` (held by the code that waits for `run_native` to
    /// return) the one the snapshot fills.
    pub fn share(mut self, outcome: Outcome) -> Self {
        self.result = outcome;
        self
    }

    /// Called at the end of every frame.
    pub fn step(&mut self, ctx: &egui::Context, frames: u64, busy: bool) {
        let waited = self.started.elapsed();
        let settled = frames >= MIN_FRAMES && waited >= MIN_TIME && !busy;
        if !self.requested && (settled || waited >= MAX_TIME) {
            self.requested = true;
            if let Some((path, outcome)) = &self.png {
                let (path, outcome, wake) = (path.clone(), outcome.clone(), ctx.clone());
                ctx.request_screenshot(move |image| {
                    let written = write_png(&path, &image);
                    if let Ok(mut slot) = outcome.lock() {
                        *slot = Some(written);
                    }
                    wake.request_repaint();
                });
            }
            if let Some((_, slot, _)) = &self.report {
                ui_report::arm(slot);
            }
        }
        if let Some((path, slot, written @ None)) = &mut self.report
            && let Some(report) = ui_report::taken(slot)
        {
            let json = report.to_json();
            *written = Some(write_atomic(path, json.as_bytes(), true).map_err(|e| e.to_string()));
        }
        match self.finished() {
            Some(result) => {
                if let Ok(mut slot) = self.result.lock() {
                    *slot = Some(result);
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            None => ctx.request_repaint_after(Duration::from_millis(30)),
        }
    }

    /// Both writes' outcome once both are done (the first error, if any).
    fn finished(&self) -> Option<Result<(), String>> {
        let png = match &self.png {
            Some((_, outcome)) => outcome.lock().ok()?.clone()?,
            None => Ok(()),
        };
        let report = match &self.report {
            Some((_, _, written)) => written.clone()?,
            None => Ok(()),
        };
        Some(png.and(report))
    }
}

/// Writes an RGBA image as PNG, atomically ([`write_atomic`]: a named pipe is
/// refused, not waited on; whether an existing file may be replaced was checked
/// by the command line before the window opened, `--force`).
pub fn write_png(path: &Path, image: &ColorImage) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    let mut file = Vec::new();
    encode_png(&mut file, image).map_err(|e| fail(&e))?;
    write_atomic(path, &file, true).map_err(|e| e.to_string())
}

fn encode_png(file: &mut Vec<u8>, image: &ColorImage) -> Result<(), png::EncodingError> {
    let [w, h] = image.size;
    let mut encoder = png::Encoder::new(file, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    let bytes: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|c| c.to_srgba_unmultiplied())
        .collect();
    writer.write_image_data(&bytes)?;
    writer.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_png_with_the_image_size() {
        let dir = std::env::temp_dir().join(format!("ludoscope-shot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("shot.png");
        let image = ColorImage::new([3, 2], vec![egui::Color32::RED; 6]);
        write_png(&path, &image).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(&bytes[1..4], b"PNG");
        assert!(write_png(&dir.join("missing/x.png"), &image).is_err());
        std::fs::remove_dir_all(&dir).ok();
    }
}

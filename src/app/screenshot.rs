//! `--screenshot PNG`: once the window has settled (enough frames drawn and time
//! passed, no agent thinking), ask the integration for the pixels of the next
//! frame, write them as a PNG, and close the window.

use eframe::egui::{self, ColorImage};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Frames and time to wait before the shot (fonts, layout and sizes settle).
const MIN_FRAMES: u64 = 8;
const MIN_TIME: Duration = Duration::from_millis(800);
/// Take the shot anyway after this long (an agent game that never pauses).
const MAX_TIME: Duration = Duration::from_secs(10);

/// The state of one screenshot request.
pub struct Screenshot {
    path: PathBuf,
    started: Instant,
    requested: bool,
    /// Filled by the integration's callback: the write's outcome.
    result: Arc<Mutex<Option<Result<(), String>>>>,
}

impl Screenshot {
    pub fn new(path: PathBuf) -> Self {
        Screenshot {
            path,
            started: Instant::now(),
            requested: false,
            result: Arc::new(Mutex::new(None)),
        }
    }

    /// The outcome, shared with the code that waits for `run_native` to return.
    pub fn outcome(&self) -> Arc<Mutex<Option<Result<(), String>>>> {
        self.result.clone()
    }

    /// Called at the end of every frame.
    pub fn step(&mut self, ctx: &egui::Context, frames: u64, busy: bool) {
        let waited = self.started.elapsed();
        let settled = frames >= MIN_FRAMES && waited >= MIN_TIME && !busy;
        if !self.requested && (settled || waited >= MAX_TIME) {
            self.requested = true;
            let path = self.path.clone();
            let result = self.result.clone();
            let wake = ctx.clone();
            ctx.request_screenshot(move |image| {
                let outcome = write_png(&path, &image);
                if let Ok(mut slot) = result.lock() {
                    *slot = Some(outcome);
                }
                wake.request_repaint();
            });
        }
        let done = self.result.lock().map(|r| r.is_some()).unwrap_or(true);
        if done {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint_after(Duration::from_millis(30));
        }
    }
}

/// Writes an RGBA image as PNG.
pub fn write_png(path: &Path, image: &ColorImage) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    let file = std::fs::File::create(path).map_err(|e| fail(&e))?;
    let [w, h] = image.size;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| fail(&e))?;
    let bytes: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|c| c.to_srgba_unmultiplied())
        .collect();
    writer.write_image_data(&bytes).map_err(|e| fail(&e))?;
    writer.finish().map_err(|e| fail(&e))
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

//! The search inspector's benchmark of a large trace, for `ludoscope bench`: a
//! real trace of about a million nodes (seed 004's MinMax on Connect Four to
//! depth 7, 960,793 nodes, the trace `ludoscope search 'ConnectFour(rows: 6,
//! cols: 7)' --algo minimax-depth --depth 7 --trace F` saves), opened the way
//! the studio opens it, on a thread of its own and without a window: the file
//! read and parsed, checked against the game, indexed and laid out
//! ([`Loaded::open`]). It reports the time and the memory the open trace keeps
//! (resident bytes per node, read from `/proc/self/statm` before and after).

use super::loaded::{Loaded, OpenError};
use crate::engine::Game;
use crate::games::ConnectFour;
use crate::search::trace_file::TraceFile;
use crate::search::{Trace, minimax_depth};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The trace of the benchmark (seed 004 MinMax on Connect Four, depth 7).
pub fn million_node_trace() -> Trace<u8> {
    let g = ConnectFour::default();
    let mut trace = Trace::new();
    // The search cannot fail on Connect Four; an empty trace would show as 0 nodes.
    let _ = minimax_depth(&g, &g.initial_state(), 7, &mut trace);
    trace
}

/// Writes the benchmark's trace to `path`, as `ludoscope search --trace` does.
pub fn save_million_node_trace(path: &Path) -> Result<(), String> {
    let g = ConnectFour::default();
    let mut trace = million_node_trace();
    trace.shrink_to_fit();
    let file = TraceFile::from_trace(&g, &[], &g.initial_state(), "minimax-depth", &trace)
        .map_err(|e| e.to_string())?;
    file.save(path).map_err(|e| e.to_string())
}

/// What opening a trace cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpenCost {
    pub nodes: usize,
    pub events: usize,
    /// Wall time of the whole open: read, parse, check, index, layout.
    pub seconds: f64,
    /// The process's resident memory after the open less before, per node
    /// (`None` where `/proc/self/statm` cannot be read).
    pub bytes_per_node: Option<f64>,
}

/// The resident memory of this process, in bytes (Linux only).
pub fn resident_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = text.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// Opens the trace file at `path` on a new thread, as the studio does, and
/// measures it; the open trace is kept until the memory is read.
pub fn open_cost(path: &Path) -> Result<OpenCost, String> {
    let before = resident_bytes();
    let start = Instant::now();
    let owned = path.to_path_buf();
    let opened = std::thread::Builder::new()
        .name("inspector-bench".into())
        .spawn(move || Loaded::open(&owned, &AtomicBool::new(false)))
        .map_err(|e| format!("cannot start a thread: {e}"))?
        .join()
        .map_err(|_| "the opening thread panicked".to_string())?;
    let seconds = start.elapsed().as_secs_f64();
    let loaded = opened.map_err(|e| match e {
        OpenError::Cancelled => "cancelled".to_string(),
        OpenError::Failed(why) => why,
    })?;
    let nodes = loaded.trace.trace.node_count();
    let bytes_per_node = before
        .zip(resident_bytes())
        .map(|(b, a)| a.saturating_sub(b) as f64 / nodes.max(1) as f64);
    Ok(OpenCost {
        nodes,
        events: loaded.len(),
        seconds,
        bytes_per_node,
    })
}

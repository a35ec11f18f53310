//! Shows one inspector tool widget in a window, for looking at it before the
//! inspector panel hosts it: `cargo run --example inspector_tools -- WIDGET
//! [PNG]` with WIDGET one of `outline`, `outline-large`, `stats`, `exercise`,
//! `exercise-whole` (or `bench` to print the outline's frame times); with a PNG path the
//! window saves a screenshot once settled and closes (run it under Xvfb).

use eframe::egui;
use ludoscope::app::inspector_tools::exercise::{self, ExerciseState, Mode};
use ludoscope::app::inspector_tools::outline::{self, OutlineState};
use ludoscope::app::inspector_tools::stats::{self, StatsState};
use ludoscope::app::screenshot::Screenshot;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, ConnectFour};
use ludoscope::search::negamax::{Negamax, Options};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};
use std::path::PathBuf;

enum Shown {
    ArenaOutline(Arena, Trace<u32>, OutlineState),
    LargeOutline(Trace<u8>, OutlineState),
    Stats(Trace<u8>, StatsState, bool),
    Exercise(Box<ExerciseState>),
}

struct Viewer {
    shown: Shown,
    shot: Option<Screenshot>,
    frames: u64,
}

impl eframe::App for Viewer {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| match &mut self.shown {
            Shown::ArenaOutline(arena, trace, state) => {
                let name = |a: u32| arena.name(a).to_string();
                outline::show(ui, state, trace, &name);
            }
            Shown::LargeOutline(trace, state) => {
                let name = |a: u8| (a + 1).to_string();
                outline::show(ui, state, trace, &name);
            }
            Shown::Stats(trace, state, started) => {
                if !*started {
                    // The comparison runs on a worker thread; the window does not wait.
                    let g = ConnectFour::default();
                    let root = g.initial_state();
                    state.start_comparison(ui.ctx(), g, root, 6);
                    *started = true;
                }
                stats::show(ui, state, trace, &|a: u8| (a + 1).to_string());
            }
            Shown::Exercise(state) => {
                exercise::show(ui, state);
            }
        });
        self.frames += 1;
        if let Some(shot) = &mut self.shot {
            let busy = matches!(&self.shown, Shown::Stats(_, st, _) if st.computing());
            shot.step(ui.ctx(), self.frames, busy);
        }
    }
}

fn exercise_arena() -> Result<Arena, String> {
    let path = format!(
        "{}/assets/arenas/seed-003-alpha-beta.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    Arena::load(&path).map_err(|e| e.to_string())
}

fn ab_trace(arena: &Arena) -> Result<Trace<u32>, String> {
    let mut t = Trace::new();
    let opts = AlphaBetaOptions {
        depth: Some(64),
        ..Default::default()
    };
    alphabeta(arena, &arena.initial_state(), opts, &mut t).map_err(|e| e.to_string())?;
    Ok(t)
}

fn shown(widget: &str) -> Result<Shown, String> {
    Ok(match widget {
        "outline" => {
            let arena = exercise_arena()?;
            let trace = ab_trace(&arena)?;
            Shown::ArenaOutline(arena, trace, OutlineState::default())
        }
        "outline-large" => {
            let trace = ludoscope::app::inspector_tools::bench::million_node_trace();
            let mut state = OutlineState::default();
            state.search_text = "4 4 5".into();
            state.run_search(&trace, &|a: u8| (a + 1).to_string());
            state.jump(&trace, true);
            Shown::LargeOutline(trace, state)
        }
        "exercise" | "exercise-whole" => {
            let mut state = ExerciseState::default();
            if widget == "exercise-whole" {
                state.mode = Mode::Whole;
            }
            Shown::Exercise(Box::new(state))
        }
        "stats" => {
            // Iterative deepening to depth 6: one root per iteration.
            let g = ConnectFour::default();
            let mut engine =
                Negamax::new(g.clone(), Options::default()).map_err(|e| e.to_string())?;
            let mut trace = Trace::new();
            let stop = std::sync::atomic::AtomicBool::new(false);
            engine
                .deepen(&g.initial_state(), 6, &mut trace, &stop)
                .map_err(|e| e.to_string())?;
            Shown::Stats(trace, StatsState::default(), false)
        }
        other => return Err(format!("unknown widget {other:?}")),
    })
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let widget = args.first().map_or("outline", String::as_str);
    if widget == "bench" {
        // The outline rows of `ludoscope bench`, alone.
        let budget = std::time::Duration::from_millis(500);
        let (nodes, figures) = ludoscope::app::inspector_tools::bench::outline_frame_times(budget);
        for (what, ms) in figures {
            println!("{what:<50} {ms:>10.3} ms ({nodes} nodes)");
        }
        return Ok(());
    }
    let shown = shown(widget)?;
    let shot = args.get(1).map(|p| Screenshot::new(PathBuf::from(p)));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1000.0, 700.0]),
        ..Default::default()
    };
    eframe::run_native(
        "inspector tools",
        options,
        Box::new(|_| {
            Ok(Box::new(Viewer {
                shown,
                shot,
                frames: 0,
            }))
        }),
    )
    .map_err(|e| e.to_string())
}

//! Shows one tab of the search inspector in a window on its own: `cargo run
//! --example inspector_tools -- TAB [PNG]` with TAB one of `outline`,
//! `outline-large`, `stats`, `exercise`, `exercise-whole`, `exercise-mcts`,
//! `exercise-mcts-run` (the MCTS exercise, generated or on tic-tac-toe: the
//! first question right, the second wrong), `why` (why C and not B on seed
//! 003's alpha-beta tree, as the details pane shows it); with a PNG path the
//! window saves a screenshot once settled and closes (run it under Xvfb). After
//! them, `--fr` (French), `--light` (light theme) and `--size WxH` (the window,
//! 1000x700 by default); the exercises are shown part answered (step mode: the
//! first fourteen questions right, the fifteenth wrong; whole tree: the
//! answers with two mistakes, checked). `bench`
//! prints the outline's frame times on a trace of a million nodes instead (the
//! egui half of the inspector's benchmark; `ludoscope bench` has the model's).
//! Each frame draws the tab (which only reads its state) and then carries out
//! what it asked for, as the inspector does.

use eframe::egui;
use ludoscope::app::inspector::exercise::{self, ExerciseAction, ExerciseTab, Mode};
use ludoscope::app::inspector::exercise_mcts::{MctsAction, MctsSource};
use ludoscope::app::inspector::exercise_step::StepAction;
use ludoscope::app::inspector::exercise_whole::WholeAction;
use ludoscope::app::inspector::outline::{OutlineAction, OutlineTab, SearchKind};
use ludoscope::app::inspector::outline_rows;
use ludoscope::app::inspector::statistics::{self, StatsAction, StatsTab};
use ludoscope::app::inspector::why_view::{self, WhyAction, WhyPanel};
use ludoscope::app::screenshot::Screenshot;
use ludoscope::app::task::no_wake;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, Catalogued, ConnectFour};
use ludoscope::inspect::exercise::step::Answer;
use ludoscope::inspect::{Algorithm, InspectTrace, Loaded};
use ludoscope::lang::Language;
use ludoscope::search::negamax::{Negamax, Options};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};
use std::path::PathBuf;
use std::time::{Duration, Instant};

enum Shown {
    Outline(Box<Loaded>, OutlineTab),
    Stats(Box<Loaded>, StatsTab),
    Exercise(Box<ExerciseTab>),
    Why(Box<Loaded>, WhyPanel),
}

struct Viewer {
    shown: Shown,
    /// The window's size, asked for on the first frame.
    size: Option<egui::Vec2>,
    lang: Language,
    light: bool,
    shot: Option<Screenshot>,
    frames: u64,
}

/// One frame of `shown`: drawn, then its requests carried out.
fn frame(ui: &mut egui::Ui, shown: &mut Shown, lang: Language) {
    match shown {
        Shown::Outline(l, tab) => {
            let mut asked = Vec::new();
            outline_rows::show(ui, tab, l, lang, &mut asked);
            for a in asked {
                tab.apply(a, l);
            }
        }
        Shown::Stats(l, tab) => {
            let mut asked = Vec::new();
            statistics::show(ui, tab, l, lang, &mut asked);
            for a in asked {
                tab.apply(a, l, &no_wake());
            }
            tab.poll();
            if tab.computing() {
                ui.ctx().request_repaint_after(Duration::from_millis(50));
            }
        }
        Shown::Exercise(tab) => {
            let mut asked = Vec::new();
            exercise::show(ui, tab, (lang, true), &mut asked);
            for a in asked {
                tab.apply(a);
            }
        }
        Shown::Why(l, panel) => {
            ui.set_max_width(320.0);
            let mut asked = Vec::new();
            why_view::show(ui, panel, l, lang, &mut asked);
            for a in asked {
                panel.apply(a, l);
            }
        }
    }
}

impl eframe::App for Viewer {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if let Some(size) = self.size.take() {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::InnerSize(size));
        }
        if self.light {
            ui.ctx().set_visuals(egui::Visuals::light());
        }
        egui::CentralPanel::default().show(ui, |ui| frame(ui, &mut self.shown, self.lang));
        self.frames += 1;
        if let Some(shot) = &mut self.shot {
            let busy = matches!(&self.shown, Shown::Stats(_, tab) if tab.computing());
            shot.step(ui.ctx(), self.frames, busy);
        }
    }
}

fn loaded<G: Catalogued>(
    g: &G,
    algorithm: Algorithm,
    trace: Trace<G::Action>,
) -> Result<Loaded, String> {
    let t = InspectTrace::from_typed(g, &[], &g.initial_state(), algorithm, trace)?;
    Loaded::new(t)
}

fn exercise_arena() -> Result<Arena, String> {
    let path = format!(
        "{}/assets/arenas/seed-003-alpha-beta.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    Arena::load(&path).map_err(|e| e.to_string())
}

/// The million-node trace of the benchmark, ready to show.
fn large() -> Result<Loaded, String> {
    let trace = ludoscope::inspect::bench::million_node_trace();
    loaded(&ConnectFour::default(), Algorithm::MinimaxDepth, trace)
}

fn shown(tab: &str) -> Result<Shown, String> {
    Ok(match tab {
        "outline" => {
            let arena = exercise_arena()?;
            let mut t = Trace::new();
            let opts = AlphaBetaOptions {
                depth: Some(64),
                ..Default::default()
            };
            alphabeta(&arena, &arena.initial_state(), opts, &mut t).map_err(|e| e.to_string())?;
            let l = loaded(&arena, Algorithm::AlphaBeta, t)?;
            let tab = OutlineTab::new(&l);
            Shown::Outline(Box::new(l), tab)
        }
        "outline-large" => {
            let l = large()?;
            let mut tab = OutlineTab::new(&l);
            tab.apply(OutlineAction::SetText("4 4 5".into()), &l);
            tab.apply(OutlineAction::Find, &l);
            Shown::Outline(Box::new(l), tab)
        }
        "exercise" | "exercise-whole" => {
            let mut ex = ExerciseTab::default();
            ex.start();
            if tab == "exercise-whole" {
                ex.mode = Mode::Whole;
                part_filled(&mut ex);
            } else {
                part_answered(&mut ex, 14);
            }
            Shown::Exercise(Box::new(ex))
        }
        "exercise-mcts" | "exercise-mcts-run" => {
            let mut ex = ExerciseTab::default();
            ex.apply(ExerciseAction::SetMcts(true));
            if tab == "exercise-mcts-run" {
                ex.apply(ExerciseAction::Mcts(MctsAction::SetSource(
                    MctsSource::TicTacToe,
                )));
            }
            mcts_answered(&mut ex);
            Shown::Exercise(Box::new(ex))
        }
        "why" => {
            // Seed 003's tree: why C and not B (B's cut).
            let ex = ludoscope::inspect::exercise::loaded::Exercise::new(
                exercise_arena()?,
                ludoscope::search::CutRule::Seed,
                false,
            )?;
            let l = ex.search;
            let moves = ludoscope::inspect::why_move::root_moves(&l);
            let mut panel = WhyPanel::default();
            if let [_, b, c] = moves[..] {
                panel.apply(WhyAction::First(c), &l);
                panel.apply(WhyAction::Second(b), &l);
            }
            Shown::Why(Box::new(l), panel)
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
            let l = loaded(&g, Algorithm::Negamax, trace)?;
            let mut tab = StatsTab::default();
            // The comparison runs on a task; the window does not wait.
            tab.apply(StatsAction::Compare, &l, &no_wake());
            Shown::Stats(Box::new(l), tab)
        }
        other => return Err(format!("unknown tab {other:?}")),
    })
}

/// Answers the MCTS exercise's first question right and the second wrong.
fn mcts_answered(ex: &mut ExerciseTab) {
    use ludoscope::inspect::exercise::mcts::quiz::Answer as A;
    for i in 0..2 {
        let Some(q) = ex.mcts.quiz.current().copied() else {
            return;
        };
        let given = match (q.answer, &ex.mcts.exercise()) {
            (A::Node(n), Some(e)) if i == 1 => {
                let up = e.tree.nodes[n].parent.unwrap_or(0);
                let other = e.tree.nodes[up].children.iter().find(|&&c| c != n);
                A::Node(other.copied().unwrap_or(n))
            }
            (A::Count(c), _) if i == 1 => A::Count(c + 1),
            (a, _) => a,
        };
        ex.apply(ExerciseAction::Mcts(MctsAction::Answer(given)));
    }
}

/// Answers the first `right` questions right and the next one wrong.
fn part_answered(ex: &mut ExerciseTab, right: usize) {
    for i in 0..=right {
        let Some(q) = ex.step.quiz().and_then(|q| q.current()).copied() else {
            return;
        };
        let given = match q.answer {
            Answer::Value(v) if i == right => Answer::Value(v + 1),
            Answer::YesNo(b) if i == right => Answer::YesNo(!b),
            a => a,
        };
        ex.apply(ExerciseAction::Step(StepAction::Answer(given)));
    }
}

/// Fills the whole-tree sheet right but for two mistakes (a value, an edge), and checks it.
fn part_filled(ex: &mut ExerciseTab) {
    let Some(l) = &ex.loaded else { return };
    let sheet = l.key.answers();
    let mut asked = Vec::new();
    for (i, v) in sheet.values.iter().enumerate() {
        if let Some(v) = v {
            let v = if asked.is_empty() { v + 2 } else { *v };
            asked.push(WholeAction::SetValue(i, v.to_string()));
        }
    }
    let marked: Vec<usize> = (0..sheet.pruned.len())
        .filter(|&i| sheet.pruned[i])
        .collect();
    for &i in marked.iter().skip(1) {
        asked.push(WholeAction::TogglePruned(i));
    }
    asked.push(WholeAction::Check);
    for a in asked {
        ex.apply(ExerciseAction::Whole(a));
    }
}

/// The outline's frame times on the million-node trace, in a headless egui
/// context of 1280x800 points: one frame is the tab's layout
/// (`Context::run_ui`) plus tessellation.
fn bench(budget: Duration) -> Result<(), String> {
    let l = large()?;
    let ctx = egui::Context::default();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let one = |tab: &mut OutlineTab| {
        let mut out = ctx.run_ui(input(), |ui| {
            let mut asked = Vec::new();
            outline_rows::show(ui, tab, &l, Default::default(), &mut asked);
            for a in asked {
                tab.apply(a, &l);
            }
        });
        out.textures_delta.clear(); // no renderer takes the font atlas
        std::hint::black_box(ctx.tessellate(out.shapes, out.pixels_per_point));
    };
    let mean = |tab: &mut OutlineTab| {
        one(tab);
        one(tab);
        let (start, mut frames) = (Instant::now(), 0);
        while frames < 10 || start.elapsed() < budget {
            one(tab);
            frames += 1;
        }
        start.elapsed().as_secs_f64() * 1e3 / frames as f64
    };
    let row = |what: &str, ms: f64| {
        println!(
            "{what:<50} {ms:>10.3} ms ({} nodes)",
            l.trace.trace.node_count()
        );
    };
    let start = Instant::now();
    let mut tab = OutlineTab::new(&l);
    one(&mut tab);
    row(
        "outline first frame (builds the tab)",
        start.elapsed().as_secs_f64() * 1e3,
    );
    row("outline frame, collapsed below depth 2", mean(&mut tab));
    tab.apply(OutlineAction::SetKind(SearchKind::Path), &l);
    tab.apply(OutlineAction::SetText("4 4 4 4 4 4 5".into()), &l);
    let found = tab.apply(OutlineAction::Find, &l);
    row("outline frame, search match revealed", mean(&mut tab));
    let mut all = OutlineTab::new(&l);
    one(&mut all);
    let start = Instant::now();
    all.apply(OutlineAction::ExpandAll, &l);
    one(&mut all);
    row(
        &format!("outline expand all ({} rows)", all.visible_rows()),
        start.elapsed().as_secs_f64() * 1e3,
    );
    row("outline frame, fully expanded, top", mean(&mut all));
    if let Some(m) = found {
        all.reveal(&l, m);
        row(
            &format!("outline frame, fully expanded, at node {m}"),
            mean(&mut all),
        );
    }
    Ok(())
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tab = args.first().map_or("outline", String::as_str);
    if tab == "bench" {
        return bench(Duration::from_millis(500));
    }
    let shown = shown(tab)?;
    let flag = |f: &str| args.iter().any(|a| a == f);
    let size = args
        .iter()
        .position(|a| a == "--size")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.split_once('x'))
        .and_then(|(w, h)| Some([w.parse::<f32>().ok()?, h.parse::<f32>().ok()?]))
        .unwrap_or([1000.0, 700.0]);
    let shot_path = args
        .get(1)
        .filter(|p| !p.starts_with("--"))
        .map(PathBuf::from);
    let lang = if flag("--fr") {
        Language::French
    } else {
        Language::English
    };
    let light = flag("--light");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size(size),
        persist_window: false,
        ..Default::default()
    };
    eframe::run_native(
        "inspector tools",
        options,
        Box::new(|cc| {
            let shot = shot_path.map(|p| Screenshot::new(&cc.egui_ctx, Some(p), None));
            Ok(Box::new(Viewer {
                shown,
                size: Some(egui::vec2(size[0], size[1])),
                lang,
                light,
                shot,
                frames: 0,
            }))
        }),
    )
    .map_err(|e| e.to_string())
}

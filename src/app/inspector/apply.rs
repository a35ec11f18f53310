//! Carrying out the inspector's [`Action`]s: the only place that changes the
//! inspector's state, starts its tasks (the search, the opening of a trace
//! file, the statistics' comparison) and reads or writes files. It takes the
//! inspector and what it needs from the studio as plain values (the board's
//! [`Position`], for a search) and gives errors back as values for the studio
//! to show; it knows nothing of the studio itself. The editor's tree is
//! searched here too, as a game of its own (`Tree(leaves: ...)` or an arena
//! in memory), without the board's position.

use super::action::{Action, Applied, Position};
use super::editor::EditorAction;
use super::editor_strings::E;
use super::state::{Inspector, Notice, Tab};
use super::student::StudentAction;
use super::task;
use crate::games::AnyGame;
use crate::inspect::dot::to_dot;
use crate::inspect::{RunError, SearchSettings};
use crate::lang::Language;

/// Carries out `a`; `position` is the board's when `a` searches it
/// ([`Action::searches`]).
pub fn apply(
    ins: &mut Inspector,
    a: Action,
    position: Option<Position>,
) -> Result<Applied, String> {
    match a {
        Action::SetSettings(s) => ins.settings = s,
        Action::Run => run(ins, position)?,
        Action::Cancel => {
            ins.task.cancel();
        }
        Action::Open(path) => {
            ins.playing = false;
            ins.notice = None;
            ins.opening = Some(path.clone());
            ins.of_editor = false;
            task::start_open(&mut ins.task, path)
                .map_err(|e| format!("cannot open the trace: {e}"))?;
        }
        Action::Step(m) => {
            if let Some(l) = &ins.loaded {
                let k = l.steps.target(&l.trace.trace, ins.step, m);
                ins.go_to(k);
            }
        }
        Action::GoTo(k) => ins.go_to(k),
        Action::Select(id) => {
            ins.selected = id;
            ins.student.follow(id, ins.loaded.as_ref());
            ins.refresh();
            // A node clicked in the tree is revealed in the outline too.
            if let (Some(id), Some(l)) = (id, &ins.loaded)
                && ins.tabs.outline.selected != Some(id)
            {
                ins.tabs.outline.reveal(l, id);
            }
        }
        Action::Play(on) => {
            if on && ins.at_end() {
                ins.go_to(0);
            }
            ins.playing = on && ins.loaded.is_some();
            ins.clock = None;
        }
        Action::SetSpeed(s) => ins.speed = s.clamp(0.25, 200.0),
        Action::Tick(now) => tick(ins, now),
        Action::SetTab(t) => set_tab(ins, t),
        Action::HideUnvisited(on) => ins.hide_unvisited = on,
        Action::HidePruned(on) => ins.hide_pruned = on,
        Action::SetCamera(c) => ins.camera = c,
        a @ (Action::OpenSubtree(_)
        | Action::FoldSubtree(_)
        | Action::FoldAll
        | Action::ExportDot(_)
        | Action::ExportRon(_)) => loaded(ins, a)?,
        // The studio's file chooser answers these.
        Action::Choose(_) | Action::Picture(_) => {}
        a @ (Action::CheckStudent(_) | Action::CloseStudent | Action::Student(_)) => {
            student(ins, a)?
        }
        Action::Outline(a) => {
            let chosen = match &ins.loaded {
                Some(l) => ins.tabs.outline.apply(a, l),
                None => None,
            };
            // A row clicked or found: that node, right after it is entered.
            if let Some(id) = chosen {
                ins.selected = Some(id);
                ins.refresh();
                let entered = ins.loaded.as_ref().and_then(|l| l.steps.entered_at(id));
                if let Some(k) = entered {
                    ins.go_to(k);
                }
            }
        }
        Action::Statistics(a) => {
            if let Some(l) = &ins.loaded {
                ins.tabs.statistics.apply(a, l, &ins.wake);
            }
        }
        Action::Exercise(a) => ins.tabs.exercise.apply(a),
        Action::Why(a) => {
            if let Some(l) = &ins.loaded {
                ins.tabs.why.apply(a, l);
            }
        }
        Action::Editor(a) => return editor(ins, a),
        Action::Practise(arena) => {
            set_tab(ins, Tab::Exercise);
            ins.tabs.exercise.use_arena(*arena);
        }
    }
    Ok(Applied::Done)
}

/// A student's trace: checked against the tree searched, closed, or its
/// tree clicked (the reference's node of the same name selected too).
fn student(ins: &mut Inspector, a: Action) -> Result<(), String> {
    match a {
        Action::CheckStudent(path) => {
            let Some(l) = &ins.loaded else {
                return Err("search a tree first: a student's trace is checked against it".into());
            };
            ins.student.start(path, l.trace.spec(), &ins.settings)?;
        }
        Action::CloseStudent => ins.student.shown = None,
        Action::Student(StudentAction::Camera(c)) => ins.student.camera = c,
        Action::Student(StudentAction::Select(i)) => {
            let id = ins.student.reference_node(i, ins.loaded.as_ref());
            apply(ins, Action::Select(id), None)?;
            ins.student.selected = i;
        }
        _ => {}
    }
    Ok(())
}

/// Folds and opens the loaded trace's subtrees, or exports it (nothing
/// happens with no trace loaded).
fn loaded(ins: &mut Inspector, a: Action) -> Result<(), String> {
    let Some(l) = &ins.loaded else {
        return Ok(());
    };
    match a {
        Action::OpenSubtree(id) => ins.detail.open(l, id),
        Action::FoldSubtree(id) => ins.detail.fold(l, id),
        Action::FoldAll => ins.detail.fold_all(l),
        // Through a temporary file, refusing a FIFO or a folder; replacing a
        // file the save dialog has asked about already.
        Action::ExportDot(path) => crate::files::write_atomic(&path, to_dot(l).as_bytes(), true)
            .map_err(|e| e.to_string())?,
        Action::ExportRon(path) => l.trace.save(&path)?,
        _ => {}
    }
    Ok(())
}

/// Carries out an editor request: the search, practice and play on the board
/// here, the rest in the tab.
fn editor(ins: &mut Inspector, a: EditorAction) -> Result<Applied, String> {
    let tab = &mut ins.tabs.editor;
    match a {
        EditorAction::Search(algorithm) => {
            if ins.task.is_running() {
                return Ok(Applied::Done);
            }
            let game = tab.arena().map(AnyGame::Arena)?;
            let settings = tab.settings(&ins.settings, algorithm);
            start(ins, game, Vec::new(), settings)?;
            ins.of_editor = true;
            // The trace is shown in full in the Tree tab when it comes.
            ins.hide_unvisited = false;
            ins.tab = Tab::Tree;
        }
        EditorAction::Practise => {
            let arena = tab.arena()?;
            return apply(ins, Action::Practise(Box::new(arena)), None);
        }
        EditorAction::PlayOnBoard => {
            let spec = tab.board_spec().ok_or(E::NoSpec.text(Language::English))?;
            return Ok(Applied::NewGame(spec));
        }
        other => tab.apply(other),
    }
    Ok(Applied::Done)
}

/// Starts the search of the board's position, unless one runs.
fn run(ins: &mut Inspector, position: Option<Position>) -> Result<(), String> {
    if ins.task.is_running() {
        return Ok(());
    }
    let Position { game, moves } = position.ok_or("no position to search")?;
    let settings = ins.settings.clone();
    start(ins, game, moves, settings)?;
    ins.of_editor = false;
    Ok(())
}

/// Starts `settings` on the position of `game` after `moves`.
fn start(
    ins: &mut Inspector,
    game: AnyGame,
    moves: Vec<String>,
    settings: SearchSettings,
) -> Result<(), String> {
    ins.playing = false;
    ins.notice = None;
    task::start_search(&mut ins.task, game, moves, settings)
        .map_err(|e| format!("cannot start the search: {e}"))?;
    Ok(())
}

/// Collects the answers of the search or opening and of the comparison
/// (the panel contract's poll, each frame).
pub fn poll(ins: &mut Inspector) -> Result<Applied, String> {
    ins.tabs.statistics.poll();
    ins.student.poll()?;
    let Some(answer) = task::poll(&mut ins.task) else {
        return Ok(Applied::Done);
    };
    let opened = ins.opening.take();
    match answer {
        Ok(loaded) => match opened {
            Some(path) => {
                return Ok(Applied::Opened {
                    path,
                    loaded: Box::new(loaded),
                });
            }
            None => ins.set_loaded(loaded),
        },
        Err(RunError::Cancelled) => ins.notice = Some(Notice::Cancelled),
        Err(RunError::Failed(why)) => return Err(why),
    }
    Ok(Applied::Done)
}

/// Shows tab `t`. Practising (the Exercise tab): the tree must not show the
/// answer's shape, and the exercise starts on the trace's arena when it is one.
fn set_tab(ins: &mut Inspector, t: Tab) {
    if t == Tab::Exercise && ins.tab != Tab::Exercise {
        ins.hide_unvisited = true;
        if let Some(l) = &ins.loaded {
            ins.tabs.exercise.prime(&l.trace);
        }
    }
    ins.tab = t;
}

/// Autoplay: as many steps as the speed allows since the last one.
fn tick(ins: &mut Inspector, now: f64) {
    if !ins.playing {
        return;
    }
    let Some(last) = ins.clock else {
        ins.clock = Some(now);
        return;
    };
    let due = ((now - last) * ins.speed as f64).floor();
    if due >= 1.0 {
        ins.clock = Some(last + due / ins.speed as f64);
        let k = ins.step + due as usize;
        ins.go_to(k);
        if ins.at_end() {
            ins.playing = false;
        }
    }
}

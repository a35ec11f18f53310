//! The ISMCTS inspector's domain state ([`Ismcts`], held by the studio as
//! `studio.ismcts`): the settings of a run (iterations, exploration constant,
//! seed), the run in progress as a [`Task`](crate::app::task::Task) (iterations as its progress; the
//! UI thread only polls; a cancelled run keeps the iterations done), the
//! finished run with its replay (the iteration shown), and the position it
//! belongs to: another position drops it ([`Ismcts::follow`]). Panels emit
//! [`Request`]s; [`Ismcts::apply`] carries them out.

use super::run::AnyRun;
use crate::app::board::Painter;
use crate::app::task::job::Job;
use crate::app::task::{Reporter, Waker};
use crate::app::tree_view::Camera;
use crate::engine::{Actor, Player, Turn, Viewer, position_or_initial, state_after_from};
use crate::games::{AnyGame, GameSpec};
use crate::inspect::ismcts::{IsMctsReplay, IsMctsSettings, record};
use crate::with_game;

/// The most iterations a run may ask for.
pub const MAX_ITERATIONS: u32 = 200_000;
/// The nodes the tree view opens at most.
pub const TREE_NODES: usize = 60;

/// What the user asks of the inspector.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Search the studio's position (replacing the run shown).
    Run,
    Cancel,
    SetIterations(u32),
    SetExploration(f64),
    SetSeed(u64),
    /// Show the counts after this many iterations.
    Seek(u32),
    /// One iteration forward (true) or back.
    Step(bool),
    /// The tree view's camera moved.
    SetCamera(Camera),
}

/// The position searched: the game, where its line started, the moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub spec: GameSpec,
    pub start: Option<String>,
    pub moves: Vec<String>,
}

/// What the run's thread sends back.
type Outcome = Result<Box<dyn AnyRun>, String>;

/// A run on its thread.
pub struct Running {
    pub iterations: u32,
}

/// The inspector's state.
#[derive(Default)]
pub struct Ismcts {
    pub settings: IsMctsSettings,
    /// The position of the run (and of the run in progress).
    pub position: Option<Position>,
    pub run: Option<Box<dyn AnyRun>>,
    pub replay: Option<IsMctsReplay>,
    pub running: Job<Outcome, Running>,
    /// Why the last run gave nothing.
    pub failure: Option<String>,
    /// The tree view's pan and zoom.
    pub camera: Camera,
}

impl Ismcts {
    /// Sets what the run's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.running.set_waker(wake);
    }

    pub fn is_busy(&self) -> bool {
        self.running.is_running()
    }

    /// Carries out `request`; `game` is the studio's game, `position` the
    /// position at its cursor and `viewer` the studio's viewer (a run is for
    /// the player to move, or the viewer at a simultaneous turn).
    pub fn apply(&mut self, request: Request, game: &AnyGame, position: Position, viewer: Viewer) {
        match request {
            Request::Run => self.start(game, position, viewer),
            Request::Cancel => {
                // The iterations done are kept: the thread sends them.
                self.running.cancel();
            }
            Request::SetIterations(n) => self.settings.iterations = n.clamp(1, MAX_ITERATIONS),
            Request::SetExploration(c) if c.is_finite() => {
                self.settings.exploration = c.clamp(0.0, 100.0)
            }
            Request::SetExploration(_) => {}
            Request::SetSeed(s) => self.settings.seed = s,
            Request::Seek(k) => {
                if let Some(r) = &mut self.replay {
                    r.seek(k)
                }
            }
            Request::Step(forward) => {
                if let Some(r) = &mut self.replay {
                    r.step(forward)
                }
            }
            Request::SetCamera(c) => self.camera = c,
        }
    }

    /// Drops the run of another position than `position` (cancelling it).
    pub fn follow(&mut self, position: &Position) {
        if self.position.as_ref().is_some_and(|mine| mine != position) {
            self.stop();
            self.position = None;
            self.run = None;
            self.replay = None;
            self.failure = None;
        }
    }

    /// Collects the run's result when it has arrived (never waits).
    pub fn poll(&mut self) {
        let Some((outcome, _)) = self.running.answer() else {
            return;
        };
        let outcome = outcome.unwrap_or_else(|| Err("the run ended without a result".into()));
        match outcome {
            Ok(run) => {
                self.failure = None;
                let mut replay = IsMctsReplay::new(run.trace().clone());
                replay.seek(u32::MAX);
                self.replay = Some(replay);
                self.run = Some(run);
            }
            Err(e) => self.failure = Some(e),
        }
    }

    /// Stops the run in progress without waiting for it.
    fn stop(&mut self) {
        self.running.stop();
    }

    fn start(&mut self, game: &AnyGame, position: Position, viewer: Viewer) {
        self.stop();
        self.run = None;
        self.replay = None;
        self.position = Some(position.clone());
        let game = game.clone();
        let settings = self.settings;
        let meta = Running {
            iterations: settings.iterations,
        };
        let spawned = self
            .running
            .start("ludoscope-ismcts", None, meta, move |r| {
                r.send(with_game!(&game, g => run_boxed(g, &position, viewer, &settings, r)));
            });
        match spawned {
            Ok(()) => self.failure = None,
            Err(e) => self.failure = Some(format!("cannot start the ISMCTS thread: {e}")),
        }
    }
}

/// Who searches at `turn`: the player to move; at a simultaneous turn the
/// viewer when it is one of those who move, else the first of them.
pub fn searcher(turn: Turn, viewer: Viewer) -> Option<Player> {
    match turn {
        Turn::Player(p) => Some(p),
        Turn::Simultaneous { .. } => {
            let moving = |p: Player| turn.is_active(Actor::Player(p));
            match viewer {
                Viewer::Player(p) if moving(p) => Some(p),
                _ => turn.actors().into_iter().find_map(|a| match a {
                    Actor::Player(p) => Some(p),
                    Actor::Chance => None,
                }),
            }
        }
        Turn::Chance | Turn::Terminal => None,
    }
}

/// Records a run of `g` at `position`, reporting iterations as progress.
fn run_boxed<G: Painter>(
    g: &G,
    position: &Position,
    viewer: Viewer,
    settings: &IsMctsSettings,
    task: &Reporter<Outcome>,
) -> Outcome {
    let start = position_or_initial(g, position.start.as_deref()).map_err(|e| e.to_string())?;
    let state = state_after_from(g, start, &position.moves).map_err(|e| e.to_string())?;
    let Some(p) = searcher(g.turn(&state), viewer) else {
        return Err("no player chooses at this position (it is final or chance acts)".into());
    };
    let run = record(g, &state, p, settings, task.flag(), &mut |n| {
        task.set_progress(n as u64)
    })?;
    Ok(Box::new(run))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn settle(ins: &mut Ismcts) {
        let start = Instant::now();
        while ins.is_busy() {
            assert!(start.elapsed() < Duration::from_secs(60), "no result");
            std::thread::sleep(Duration::from_millis(2));
            ins.poll();
        }
    }

    fn kuhn_after(moves: &[&str]) -> (AnyGame, Position) {
        let spec = GameSpec::KuhnPoker { players: 2 };
        let position = Position {
            spec: spec.clone(),
            start: None,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        };
        (AnyGame::from_spec(&spec).unwrap(), position)
    }

    #[test]
    fn runs_steps_cancels_and_follows_the_position() {
        let (game, at) = kuhn_after(&["J", "K"]);
        let mut ins = Ismcts::default();
        ins.apply(
            Request::SetIterations(300),
            &game,
            at.clone(),
            Viewer::Everyone,
        );
        ins.apply(Request::Run, &game, at.clone(), Viewer::Everyone);
        settle(&mut ins);
        assert!(ins.failure.is_none(), "{:?}", ins.failure);
        let replay = ins.replay.as_ref().unwrap();
        assert_eq!((replay.iteration(), replay.trace().searcher), (300, 0));
        ins.apply(Request::Step(false), &game, at.clone(), Viewer::Everyone);
        ins.apply(Request::Step(false), &game, at.clone(), Viewer::Everyone);
        assert_eq!(ins.replay.as_ref().unwrap().iteration(), 298);
        ins.apply(Request::Seek(5), &game, at.clone(), Viewer::Everyone);
        assert_eq!(ins.replay.as_ref().unwrap().iteration(), 5);

        // A long run cancelled keeps what it did.
        ins.apply(
            Request::SetIterations(MAX_ITERATIONS),
            &game,
            at.clone(),
            Viewer::Everyone,
        );
        ins.apply(Request::Run, &game, at.clone(), Viewer::Everyone);
        std::thread::sleep(Duration::from_millis(20));
        ins.apply(Request::Cancel, &game, at.clone(), Viewer::Everyone);
        settle(&mut ins);
        let kept = ins.replay.as_ref().unwrap().trace().len();
        assert!((1..MAX_ITERATIONS).contains(&kept), "{kept}");

        // Another position drops the run.
        let (_, later) = kuhn_after(&["J", "K", "bet"]);
        ins.follow(&at);
        assert!(ins.run.is_some());
        ins.follow(&later);
        assert!(ins.run.is_none() && ins.replay.is_none() && ins.position.is_none());

        // A position where chance acts gives a reason.
        let (_, deal) = kuhn_after(&["J"]);
        ins.apply(Request::Run, &game, deal, Viewer::Everyone);
        settle(&mut ins);
        assert!(ins.failure.as_ref().unwrap().contains("no player chooses"));
    }

    #[test]
    fn the_searcher_is_the_player_to_move_or_the_viewer_who_moves_at_once() {
        use crate::engine::PlayerSet;
        assert_eq!(searcher(Turn::Player(1), Viewer::Player(0)), Some(1));
        let both = Turn::Simultaneous {
            players: PlayerSet::from_iter([0, 1]),
            chance: false,
        };
        assert_eq!(searcher(both, Viewer::Player(1)), Some(1));
        assert_eq!(searcher(both, Viewer::Public), Some(0));
        assert_eq!(searcher(Turn::Chance, Viewer::Everyone), None);
    }
}

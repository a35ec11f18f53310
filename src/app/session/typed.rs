//! [`AnySession`] for [`Session<G>`]: the studio's object-safe calls turned into
//! the typed game's (moves by their place among the available actions, the
//! board's scene built from the engine's view for the chosen viewer, the jobs of the seats' agents and of the
//! evaluation plot).

use super::{AnySession, Header, PlayOutcome, Session};
use crate::agents::AgentSpec;
use crate::app::board::scene::{Position, Scene};
use crate::app::board::{Chosen, Mark, Painter};
use crate::app::move_ref::MoveRef;
use crate::app::seat_agents::Thinking;
use crate::app::worker::Job;
use crate::engine::{
    Actor, Game, GameInfo, MaterialView, Move, Player, Scores, Turn, Viewer, available,
    parse_legal, sample_chance,
};
use crate::games::GameSpec;
use crate::replay::ReplayFile;
use rand::SeedableRng;

impl<G: Painter> AnySession for Session<G> {
    fn spec(&self) -> GameSpec {
        self.game().spec()
    }

    fn info(&self) -> GameInfo {
        self.game().info()
    }

    fn len(&self) -> usize {
        self.line.plies().len()
    }

    fn cursor(&self) -> usize {
        self.cursor
    }

    fn set_cursor(&mut self, k: usize) {
        self.cursor = k.min(self.len());
    }

    fn ply_text(&self, k: usize) -> String {
        match (self.line.plies().get(k), self.line.state_at(k)) {
            (Some(joint), Some(s)) => joint
                .iter()
                .map(|m| self.game().notation(s, m.action))
                .collect::<Vec<_>>()
                .join("+"),
            _ => String::new(),
        }
    }

    fn ply_seen(&self, k: usize, viewer: Viewer) -> String {
        let (Some(joint), Some(s)) = (self.line.plies().get(k), self.line.state_at(k)) else {
            return String::new();
        };
        joint
            .iter()
            .map(|m| {
                if self.seen(k, m, viewer) {
                    self.game().notation(s, m.action)
                } else {
                    "?".to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("+")
    }

    fn ply_actor(&self, k: usize) -> Option<Actor> {
        match self.line.plies().get(k).map(Vec::as_slice) {
            Some([m]) => Some(m.actor),
            _ => None,
        }
    }

    fn turn(&self) -> Turn {
        self.game().turn(self.here())
    }

    fn scores(&self) -> Option<Scores> {
        self.game().scores(self.here())
    }

    fn to_move(&self) -> Option<Player> {
        match self.actor_here()? {
            Actor::Player(p) => Some(p),
            Actor::Chance => None,
        }
    }

    fn chance_move(&self, seed: u64) -> Option<MoveRef> {
        if self.cursor != self.len() || self.actor_here()? != Actor::Chance {
            return None;
        }
        let here = self.here();
        let mut outcomes = Vec::new();
        self.game().chance_outcomes(here, &mut outcomes);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let a = sample_chance(&outcomes, &mut rng)?;
        self.move_ref(Actor::Chance, a)
    }

    fn find_move(&self, text: &str) -> Result<MoveRef, String> {
        let actor = self.actor_here().ok_or("the game is over")?;
        let action =
            parse_legal(self.game(), self.here(), actor, text).map_err(|e| e.to_string())?;
        self.move_ref(actor, action)
            .ok_or_else(|| format!("{text:?} is not available here"))
    }

    fn move_text(&self, mv: MoveRef) -> Option<String> {
        let action = self.resolve(mv).ok()?;
        Some(self.game().notation(self.here(), action))
    }

    fn play(&mut self, mv: MoveRef, discard: bool) -> Result<PlayOutcome, String> {
        let action = self.resolve(mv)?;
        let actor = mv.actor;
        let here = self.here();
        if self.game().turn(here).actors().len() > 1 {
            if self.cursor < self.len() {
                return Err("a simultaneous move is played at the end of the line".into());
            }
            self.chosen.push(Move::new(actor, action));
            if self.actor_here().is_some() {
                return Ok(PlayOutcome::Played);
            }
            let joint = std::mem::take(&mut self.chosen);
            self.line.play(&joint).map_err(|e| e.to_string())?;
            self.redo.clear();
            self.cursor = self.len();
            return Ok(PlayOutcome::Played);
        }
        let joint = vec![Move::new(actor, action)];
        if self.cursor < self.len() {
            if self.line.plies().get(self.cursor) == Some(&joint) {
                self.cursor += 1;
                return Ok(PlayOutcome::Followed);
            }
            if !discard {
                return Ok(PlayOutcome::NeedsConfirm);
            }
            self.truncate(self.cursor);
        }
        self.line.play(&joint).map_err(|e| e.to_string())?;
        self.redo.clear();
        self.cursor = self.len();
        Ok(PlayOutcome::Played)
    }

    fn undo(&mut self) -> bool {
        if !self.chosen.is_empty() {
            self.chosen.clear();
            return true;
        }
        match self.line.undo() {
            Some(joint) => {
                self.redo.push(joint);
                self.cursor = self.len();
                true
            }
            None => false,
        }
    }

    fn redo(&mut self) -> bool {
        let Some(joint) = self.redo.pop() else {
            return false;
        };
        match self.line.play(&joint) {
            Ok(_) => {
                self.cursor = self.len();
                true
            }
            Err(_) => {
                self.redo.clear();
                false
            }
        }
    }

    fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn scene(
        &self,
        viewer: Viewer,
        clickable: bool,
        marks: &[(String, Mark)],
    ) -> Box<dyn Scene + '_> {
        let game = self.game();
        let here = self.here();
        let view = game.view(here, viewer);
        let mover = self.to_move();
        // Hints come from the true state: show them only to who may know them.
        let may_know = game.info().perfect_information
            || viewer == Viewer::Everyone
            || mover.is_some_and(|p| viewer == Viewer::Player(p));
        let legal = match mover {
            Some(p) if clickable && may_know => available(game, here, Actor::Player(p)),
            _ => Vec::new(),
        };
        // The last move, when one actor made it and the viewer saw it.
        let last = self.cursor.checked_sub(1).and_then(|k| {
            match self.line.plies().get(k).map(Vec::as_slice) {
                Some([m]) if self.seen(k, m, viewer) => Some(m.action),
                _ => None,
            }
        });
        let before = last
            .and(self.cursor.checked_sub(1))
            .and_then(|k| self.line.state_at(k))
            .map(|s| game.view(s, viewer));
        let names: Vec<String> = legal.iter().map(|&a| game.notation(here, a)).collect();
        let marks = match mover {
            Some(p) if may_know && !marks.is_empty() => marked_actions(game, here, p, marks),
            _ => Vec::new(),
        };
        // Moves chosen at a simultaneous turn: only their chooser (and the
        // omniscient view) knows them before the turn is played.
        let chosen = if self.cursor == self.len() {
            self.chosen
                .iter()
                .filter_map(|m| match m.actor {
                    Actor::Player(p) => {
                        let sees = viewer == Viewer::Everyone || viewer == Viewer::Player(p);
                        Some(Chosen {
                            player: p,
                            action: sees.then_some(m.action),
                        })
                    }
                    Actor::Chance => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        Box::new(Position {
            game,
            view,
            legal,
            names,
            last,
            before,
            marks,
            chosen,
        })
    }

    fn material(&self, viewer: Viewer) -> MaterialView {
        self.game().material_view(self.here(), viewer)
    }

    fn render(&self, viewer: Viewer) -> String {
        self.game().render(&self.game().view(self.here(), viewer))
    }

    fn agent_job(
        &mut self,
        p: Player,
        agent: &AgentSpec,
        seed: u64,
        delay_ms: u64,
        thinking: std::sync::Arc<Thinking>,
    ) -> Option<Job> {
        if self.cursor != self.len() || self.to_move() != Some(p) {
            return None;
        }
        let state = self.line.state();
        if available(self.game(), state, Actor::Player(p)).is_empty() {
            return None;
        }
        let game = self.line.game();
        Some(
            self.agents
                .job(game, state, self.len(), p, agent, seed, delay_ms, thinking),
        )
    }

    fn agents_built(&self) -> usize {
        self.agents.built
    }

    fn eval_job(&self, from: usize) -> Option<crate::app::eval_job::EvalJob> {
        let states: Vec<G::State> = (from..=self.len())
            .filter_map(|k| self.line.state_at(k).cloned())
            .collect();
        (!states.is_empty()).then(|| crate::app::eval_job::eval_job(self.game(), states, from))
    }

    fn header(&self) -> &Header {
        &self.header
    }

    fn header_mut(&mut self) -> &mut Header {
        &mut self.header
    }

    fn to_file(&self) -> ReplayFile {
        Session::to_file(self)
    }

    fn setup(&self) -> Option<crate::engine::Setup> {
        self.game().positions().map(|p| p.setup_of(self.here()))
    }

    fn start_position(&self) -> Option<String> {
        self.line.start_position()
    }

    fn eval_source(&self) -> crate::app::eval_job::EvalSource {
        if self.info().is_two_player_zero_sum_perfect() {
            crate::app::eval_job::EvalSource::Engine
        } else {
            crate::app::eval_job::EvalSource::Heuristic
        }
    }
}

impl<G: Painter> Session<G> {
    /// `action` of `actor` at the cursor as a [`MoveRef`].
    fn move_ref(&self, actor: Actor, action: G::Action) -> Option<MoveRef> {
        let index = available(self.game(), self.here(), actor)
            .iter()
            .position(|&a| a == action)?;
        Some(MoveRef {
            at: self.cursor,
            actor,
            index,
        })
    }

    /// The action `mv` names, if it was chosen at the cursor by whoever acts there.
    fn resolve(&self, mv: MoveRef) -> Result<G::Action, String> {
        let Some(actor) = self.actor_here() else {
            return Err("the game is over".into());
        };
        if mv.at != self.cursor || mv.actor != actor {
            return Err("the position changed before the move was played".into());
        }
        available(self.game(), self.here(), actor)
            .get(mv.index)
            .copied()
            .ok_or_else(|| "no such move here".into())
    }
}

/// The legal actions of `p` at `s` that `marks` names, with their marks.
fn marked_actions<G: Game>(
    game: &G,
    s: &G::State,
    p: Player,
    marks: &[(String, Mark)],
) -> Vec<(G::Action, Mark)> {
    available(game, s, Actor::Player(p))
        .into_iter()
        .filter_map(|a| {
            let name = game.notation(s, a);
            let (_, mark) = marks.iter().find(|(n, _)| *n == name)?;
            Some((a, mark.clone()))
        })
        .collect()
}

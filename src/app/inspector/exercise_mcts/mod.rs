//! The MCTS exercise in the Exercise tab: the tree (a seeded one, or the tree
//! of a real MCTS run on a tic-tac-toe position after `k` iterations) drawn
//! with its counts ([`super::exercise_mcts_tree`]); the student says which
//! child selection picks (level by level, or where the whole path ends), then
//! types the new N and Q along the path once the playout's result is backed
//! up. Each answer is graded, a wrong one corrected with the computation
//! ([`crate::inspect::exercise::mcts::explain`]), and the score kept per part.
//! The state changes only through [`MctsTab::apply`]; the model is
//! [`crate::inspect::exercise::mcts`]. A real run is at most 61 iterations of
//! tic-tac-toe: it is worked out when asked for, like the alpha-beta trees.

pub mod view;

use crate::engine::{Actor, Game, Turn};
use crate::games::TicTacToe;
use crate::inspect::exercise::mcts::GenSpec;
use crate::inspect::exercise::mcts::quiz::{Answer, MctsExercise, MctsQuiz, Part, PickMode};
use crate::search::mcts::MctsOptions;
use crate::strings;

strings! { MctsText;
    Kind => "Exercise:", "Exercice\u{a0}:";
    Tree => "The exercise's tree", "L'arbre de l'exercice";
    AlphaBeta => "Alpha-beta", "Alpha-bêta";
    Mcts => "MCTS (UCT)", "MCTS (UCT)";
    Generated => "Generated tree", "Arbre généré";
    RealRun => "Tic-tac-toe run", "Partie de morpion";
    Iterations => "Iterations", "Itérations";
    Depth => "Depth", "Profondeur";
    Children => "Children", "Fils";
    Seed => "Seed", "Graine";
    Exploration => "c", "c";
    New => "New tree", "Nouvel arbre";
    ByLevel => "Level by level", "Niveau par niveau";
    WholePath => "Whole path", "Chemin entier";
    Restart => "Restart", "Recommencer";
    Answer => "Answer", "Réponse";
    Check => "Check", "Vérifier";
    Right => "Right!", "Juste\u{a0}!";
    Wrong => "Wrong", "Faux";
    YouAnswered => "you answered", "vous avez répondu";
    TheAnswer => "the answer is", "la réponse est";
    Score => "Score", "Score";
    Selection => "selection", "sélection";
    Backup => "backpropagation", "rétropropagation";
    Done => "All answered.", "Tout est répondu.";
    NotANode => "not a node of the tree", "ce n'est pas un nœud de l'arbre";
    NotANumber => "type a whole number", "tapez un nombre entier";
    Position => "Tic-tac-toe after 5, 1, 9, 3 (X to move); the question is about iteration k + 1.", "Morpion après 5, 1, 9, 3 (X joue)\u{a0}; la question porte sur l'itération k + 1.";
    Legend => "Each node: its move, N (visits) and Q (total value for the player who moved into it). UCB = Q/N + c √(ln N_parent / N); an unvisited child's UCB is infinite; among equals, the first listed.", "Chaque nœud\u{a0}: son coup, N (visites) et Q (valeur totale pour le joueur qui y a joué). UCB = Q/N + c √(ln N_parent / N)\u{a0}; un fils jamais visité a un UCB infini\u{a0}; entre égaux, le premier de la liste.";
}

/// Where the tree comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MctsSource {
    #[default]
    Generated,
    /// A real run on tic-tac-toe after 5, 1, 9, 3 ([`run_root`]).
    TicTacToe,
}

/// The MCTS exercise's state.
#[derive(Clone, Debug)]
pub struct MctsTab {
    pub source: MctsSource,
    pub spec: GenSpec,
    /// The real run's iterations `k` and seed.
    pub run: (u32, u64),
    pub mode: PickMode,
    pub exercise: Option<Result<MctsExercise, String>>,
    pub quiz: MctsQuiz,
    pub input: String,
    /// The typed answer could not be read.
    pub unread: Option<MctsText>,
}

impl Default for MctsTab {
    fn default() -> Self {
        MctsTab {
            source: MctsSource::default(),
            spec: GenSpec::default(),
            run: (12, 0),
            mode: PickMode::default(),
            exercise: None,
            quiz: MctsQuiz::default(),
            input: String::new(),
            unread: None,
        }
    }
}

/// A request of the MCTS exercise.
#[derive(Clone, Debug, PartialEq)]
pub enum MctsAction {
    SetSource(MctsSource),
    SetSpec(GenSpec),
    SetRun(u32, u64),
    SetMode(PickMode),
    /// Build the tree the settings name.
    Load,
    SetInput(String),
    /// Grade the typed answer.
    Check,
    Answer(Answer),
    Restart,
}

/// The real run's position: tic-tac-toe after 5, 1, 9, 3 (cells 4, 0, 8, 2).
pub fn run_root() -> <TicTacToe as Game>::State {
    let g = TicTacToe;
    let mut s = g.initial_state();
    for a in [4u8, 0, 8, 2] {
        if let Turn::Player(p) = g.turn(&s) {
            g.play(&mut s, Actor::Player(p), a);
        }
    }
    s
}

impl MctsTab {
    /// The exercise loaded, if it loaded.
    pub fn exercise(&self) -> Option<&MctsExercise> {
        self.exercise.as_ref().and_then(|e| e.as_ref().ok())
    }

    /// Builds a tree unless one is built (or failed to).
    pub fn start(&mut self) {
        if self.exercise.is_none() {
            self.load();
        }
    }

    pub fn apply(&mut self, a: MctsAction) {
        match a {
            MctsAction::SetSource(s) => {
                self.source = s;
                self.load();
            }
            MctsAction::SetSpec(s) => self.spec = s,
            MctsAction::SetRun(k, seed) => self.run = (k, seed),
            MctsAction::SetMode(m) => {
                self.mode = m;
                self.restart();
            }
            MctsAction::Load => self.load(),
            MctsAction::SetInput(t) => {
                self.input = t;
                self.unread = None;
            }
            MctsAction::Check => match self.read() {
                Ok(a) => self.answer(a),
                Err(why) => self.unread = Some(why),
            },
            MctsAction::Answer(a) => self.answer(a),
            MctsAction::Restart => self.restart(),
        }
    }

    fn load(&mut self) {
        let ex = match self.source {
            MctsSource::Generated => MctsExercise::generated(&self.spec).map_err(|e| e.to_string()),
            MctsSource::TicTacToe => {
                let opts = MctsOptions {
                    iterations: self.run.0 + 1,
                    exploration: self.spec.c,
                    seed: self.run.1,
                };
                MctsExercise::from_run(&TicTacToe, &run_root(), self.run.0, &opts)
                    .map_err(|e| e.to_string())
            }
        };
        self.exercise = Some(ex);
        self.restart();
    }

    fn restart(&mut self) {
        self.quiz = self
            .exercise()
            .map(|ex| MctsQuiz::new(ex, self.mode))
            .unwrap_or_default();
        self.input.clear();
        self.unread = None;
    }

    fn answer(&mut self, a: Answer) {
        if self.quiz.answer(a).is_some() {
            self.input.clear();
            self.unread = None;
        }
    }

    /// The typed answer: a node's name for selection, a number for a count.
    fn read(&self) -> Result<Answer, MctsText> {
        let t = self.input.trim();
        match self.quiz.current().map(|q| q.ask.part()) {
            Some(Part::Selection) => self
                .exercise()
                .and_then(|ex| {
                    (1..ex.tree.nodes.len()).find(|&i| ex.tree.name(i).eq_ignore_ascii_case(t))
                })
                .map(Answer::Node)
                .ok_or(MctsText::NotANode),
            _ => t
                .parse::<i64>()
                .map(Answer::Count)
                .map_err(|_| MctsText::NotANumber),
        }
    }
}

//! The native half of the Python package `ludoscope` (`ludoscope._native`):
//! the catalog's games and the engine's turn-by-turn environment
//! (`ludoscope::env`, seed 002's PettingZoo shape) behind a small class that
//! `ludoscope/pettingzoo.py` wraps into PettingZoo's AEC and parallel APIs.
//! Observations cross as bytes (int8 for 0/1 tensors, little-endian float32
//! otherwise) that Python reads with `numpy.frombuffer`: no numpy at build time.

use ludoscope::engine::{Player, Viewer};
use ludoscope::env::{DynEnv, EnvSettings, dyn_env};
use ludoscope::games::{GameSpec, catalog as games_catalog};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyByteArray;

/// Every game of the catalog with default parameters: `(spec, description)`,
/// the spec as RON text (`ConnectFour(rows: 6, cols: 7)`).
#[pyfunction]
fn catalog() -> Vec<(String, String)> {
    games_catalog()
        .into_iter()
        .map(|e| (e.spec.to_string(), e.description.to_string()))
        .collect()
}

/// The environment over one game (see `ludoscope::env::Env`).
#[pyclass(module = "ludoscope._native")]
struct NativeEnv {
    env: Box<dyn DynEnv>,
    spec: String,
    /// Whether the tensor is made of 0/1 values (sent as int8) or not (float32).
    binary: bool,
    action_count: usize,
}

impl NativeEnv {
    fn check_player(&self, p: Player) -> PyResult<()> {
        if p < self.env.players() {
            Ok(())
        } else {
            Err(PyValueError::new_err(format!(
                "no player {p} in {} (players 0 to {})",
                self.spec,
                self.env.players() - 1
            )))
        }
    }

    fn selected(&self) -> i64 {
        self.env.selected().map_or(-1, |p| p as i64)
    }
}

#[pymethods]
impl NativeEnv {
    /// The game `spec` names (RON, as `ludoscope games` lists them), chance
    /// drawn from `seed`; an illegal action gives -1 to its player and
    /// `illegal_reward_to_others` to each other.
    #[new]
    fn new(spec: &str, seed: u64, illegal_reward_to_others: f64) -> PyResult<Self> {
        let parsed: GameSpec = spec
            .parse()
            .map_err(|e| PyValueError::new_err(format!("game spec {spec:?}: {e}")))?;
        let settings = EnvSettings {
            illegal_reward_to_others,
        };
        let env = dyn_env(&parsed, settings, seed)
            .map_err(|e| PyValueError::new_err(format!("game spec {spec:?}: {e}")))?;
        Ok(NativeEnv {
            binary: env.observation_bounds() == (0.0, 1.0),
            action_count: env.action_count(),
            spec: parsed.to_string(),
            env,
        })
    }

    /// The spec as RON text, with every parameter.
    #[getter]
    fn spec(&self) -> String {
        self.spec.clone()
    }
    #[getter]
    fn name(&self) -> &'static str {
        self.env.name()
    }
    #[getter]
    fn players(&self) -> usize {
        self.env.players()
    }
    #[getter]
    fn simultaneous(&self) -> bool {
        self.env.simultaneous()
    }
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.env.observation_shape()
    }
    #[getter]
    fn observation_bounds(&self) -> (f32, f32) {
        self.env.observation_bounds()
    }
    /// `"int8"` for a tensor of 0/1 values, else `"float32"`.
    #[getter]
    fn observation_dtype(&self) -> &'static str {
        if self.binary { "int8" } else { "float32" }
    }
    #[getter]
    fn action_count(&self) -> usize {
        self.action_count
    }

    /// A new episode: chance from `seed`, or (`None`) from the generator where
    /// the last episode left it. Returns the first player to act.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, seed: Option<u64>) -> i64 {
        match seed {
            Some(s) => self.env.reset(s),
            None => self.env.restart(),
        }
        self.selected()
    }

    /// The selected player plays action `index` of the full set (an illegal one
    /// ends the game). Returns the next player to act, -1 once the game is over.
    fn step(&mut self, index: usize) -> PyResult<i64> {
        if index >= self.action_count {
            return Err(PyValueError::new_err(format!(
                "action {index} is not in the action space of {} (0 to {})",
                self.spec,
                self.action_count - 1
            )));
        }
        self.env
            .step(index)
            .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        Ok(self.selected())
    }

    /// Ends the game on illegal actions of `players` (-1 each).
    fn forfeit(&mut self, players: Vec<Player>) -> PyResult<()> {
        for &p in &players {
            self.check_player(p)?;
        }
        self.env.forfeit(&players);
        Ok(())
    }

    /// The players still to act in this turn, in order (empty once over).
    fn to_act(&self) -> Vec<Player> {
        self.env.to_act()
    }

    /// What `player` observes: `(tensor bytes, action mask bytes)`, read with
    /// `numpy.frombuffer` as `observation_dtype` and int8. The mask is all 0
    /// unless `player` is selected or, with `every_actor`, is to act this turn.
    #[pyo3(signature = (player, every_actor=false))]
    fn observe<'py>(
        &self,
        py: Python<'py>,
        player: Player,
        every_actor: bool,
    ) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
        self.check_player(player)?;
        let (mut tensor, mut mask) = (Vec::new(), Vec::new());
        self.env
            .observe_into(player, every_actor, &mut tensor, &mut mask);
        let bytes: Vec<u8> = if self.binary {
            tensor.iter().map(|&x| x as i8 as u8).collect()
        } else {
            tensor.iter().flat_map(|x| x.to_le_bytes()).collect()
        };
        Ok((PyByteArray::new(py, &bytes), PyByteArray::new(py, &mask)))
    }

    #[getter]
    fn over(&self) -> bool {
        self.env.is_over()
    }
    #[getter]
    fn illegal(&self) -> bool {
        self.env.ended_on_illegal()
    }
    /// Whether the game's draw rule stopped the episode (a draw).
    #[getter]
    fn truncated(&self) -> bool {
        self.env.is_truncated()
    }
    /// Each player's reward: the final scores once over, 0 before.
    fn rewards(&self) -> Vec<f64> {
        self.env.rewards()
    }

    /// The board as text, as `player` sees it (`None`: as every player sees it).
    #[pyo3(signature = (player=None))]
    fn render(&self, player: Option<Player>) -> PyResult<String> {
        let viewer = match player {
            Some(p) => {
                self.check_player(p)?;
                Viewer::Player(p)
            }
            None => Viewer::Public,
        };
        Ok(self.env.render(viewer))
    }

    /// The selected player's legal actions: `(index, notation)`.
    fn legal(&self) -> Vec<(usize, String)> {
        self.env.legal()
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(catalog, m)?)?;
    m.add_class::<NativeEnv>()?;
    Ok(())
}

"""Every game of ludoscope's catalog as a PettingZoo environment.

``env(spec)`` is an AEC environment (``agent_iter``, ``last``, ``step``), the
engine's ``ludoscope::env::Env`` underneath: agents ``player_0``, ``player_1``, ...;
each observation is ``{"observation": array, "action_mask": int8 array}`` built
from the observing player's own view (hidden cards stay hidden); chance is drawn
from the environment's generator, seeded by ``reset(seed=...)`` (``reset()``
without a seed goes on with the same generator). Connect Four is observed exactly
as PettingZoo's ``connect_four_v3``: int8 (6, 7, 2), channel 0 the acting agent's
discs, row 0 the top row.

An illegal action (in the action space but masked out) ends the game as
PettingZoo's classic environments end it (their ``TerminateIllegalWrapper``):
-1 for the player who made it, 0 for the others, every agent terminated and
truncated. An action outside the action space raises ``ValueError``.

Simultaneous-move games (Goofspiel) also have ``parallel_env(spec)``; in their
AEC form the players of a simultaneous turn step one after another and none
sees the others' choices before the turn is over (the joint action is applied
after the last).
"""

from __future__ import annotations

import secrets
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils.env_logger import EnvLogger

from ludoscope import _native

__all__ = ["env", "raw_env", "parallel_env", "games"]


def games() -> list[str]:
    """The spec of every game of the catalog, with its default parameters."""
    return [spec for spec, _ in _native.catalog()]


def env(spec: str = "ConnectFour", render_mode: str | None = None, **kwargs) -> "raw_env":
    """The AEC environment of the game ``spec`` (RON, as ``ludoscope games`` lists them)."""
    return raw_env(spec, render_mode=render_mode, **kwargs)


def parallel_env(spec: str = "Goofspiel", render_mode: str | None = None, **kwargs):
    """The parallel environment of a simultaneous-move game."""
    return ludoscope_parallel_env(spec, render_mode=render_mode, **kwargs)


class _Game:
    """What both APIs share: the native environment, names, spaces, arrays."""

    def __init__(self, spec: str, render_mode: str | None, illegal_reward_to_others: float):
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"render_mode {render_mode!r}: expected None, 'human' or 'ansi'")
        self.render_mode = render_mode
        self._core = _native.NativeEnv(spec, secrets.randbits(63), float(illegal_reward_to_others))
        core = self._core
        self._names = [f"player_{p}" for p in range(core.players)]
        self._index = {a: p for p, a in enumerate(self._names)}
        self._shape = tuple(core.observation_shape)
        self._dtype = np.dtype(core.observation_dtype)
        low, high = core.observation_bounds
        n = core.action_count
        space = lambda: spaces.Dict(  # noqa: E731 (one space object per agent)
            {
                "observation": spaces.Box(low=low, high=high, shape=self._shape, dtype=self._dtype),
                "action_mask": spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: space() for a in self._names}
        self.action_spaces = {a: spaces.Discrete(n) for a in self._names}
        self.spec = core.spec
        self.metadata = {
            "name": f"ludoscope_{core.name}",
            "render_modes": ["human", "ansi"],
            "is_parallelizable": core.simultaneous,
        }
        self._seeded = False

    def _reset_core(self, seed: int | None) -> int:
        if seed is None and not self._seeded:
            seed = secrets.randbits(63)
        if seed is not None:
            self._seeded = True
            return self._core.reset(int(seed) % (1 << 64))
        return self._core.reset(None)

    _every_actor = False  # the parallel API masks every player of a turn in

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        tensor, mask = self._core.observe(self._index[agent], self._every_actor)
        return {
            "observation": np.frombuffer(tensor, self._dtype).reshape(self._shape),
            "action_mask": np.frombuffer(mask, np.int8),
        }

    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.action_spaces[agent]

    def _text(self, agent: str | None) -> str:
        return self._core.render(None if agent is None else self._index[agent])

    def _show(self, text: str) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


class raw_env(_Game, AECEnv):
    """The AEC environment (see the module's doc)."""

    def __init__(self, spec: str = "ConnectFour", render_mode: str | None = None,
                 illegal_reward_to_others: float = 0.0):
        AECEnv.__init__(self)
        _Game.__init__(self, spec, render_mode, illegal_reward_to_others)
        self.possible_agents = self._names[:]
        self.agents = []

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        first = self._reset_core(seed)
        self.agents = self._names[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        if first < 0:  # a game over before anyone moves
            self._finish(self._names[0])
        else:
            self.agent_selection = self._names[first]

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must give an action: the game is not over")
        # Rewards come only at the end: nothing to clear while the game goes on.
        nxt = self._core.step(int(action))
        if nxt >= 0:
            self.agent_selection = self._names[nxt]
        else:
            self._finish(agent)
        if self.render_mode == "human":
            self.render()

    def _finish(self, mover: str) -> None:
        """The game is over after `mover`'s action: rewards, terminations, order."""
        core = self._core
        for a, r in zip(self._names, core.rewards()):
            self.rewards[a] = r
            self._cumulative_rewards[a] += r
        if core.truncated:
            # The game's draw rule (an arena's draw_limit): a draw, truncated.
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.terminations = dict.fromkeys(self.agents, True)
        if core.illegal:
            # PettingZoo's TerminateIllegalWrapper: all truncated too, the dead
            # step in the agents' order.
            EnvLogger.warn_on_illegal_move()
            self.truncations = dict.fromkeys(self.agents, True)
            self._deads_step_first()
        else:
            # As connect_four_v3: the next agent in turn order sees the end first.
            p = self._index[mover]
            self.agent_selection = self._names[(p + 1) % len(self._names)]

    def render(self) -> str | None:
        return self._show(self._text(self.agent_selection if self.agents else None))

    def legal_actions(self) -> list[tuple[int, str]]:
        """The selected agent's legal actions: (index, the game's notation)."""
        return self._core.legal()


class ludoscope_parallel_env(_Game, ParallelEnv):
    """The parallel environment of a simultaneous-move game: every agent of a
    turn acts at once; its observation holds nothing of the others' choices."""

    _every_actor = True

    def __init__(self, spec: str = "Goofspiel", render_mode: str | None = None,
                 illegal_reward_to_others: float = 0.0):
        _Game.__init__(self, spec, render_mode, illegal_reward_to_others)
        if not self._core.simultaneous:
            raise ValueError(
                f"{self.spec} is played in turn: no move is simultaneous; "
                "use ludoscope.pettingzoo.env (the AEC API)"
            )
        self.possible_agents = self._names[:]
        self.agents = []

    def _all(self):
        obs = {a: self.observe(a) for a in self.agents}
        return obs, {a: {} for a in self.agents}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None):
        self._reset_core(seed)
        self.agents = self._names[:]
        return self._all()

    def step(self, actions: dict[str, Any]):
        core = self._core
        acting = core.to_act()
        illegal = []
        for p in acting:
            a = self._names[p]
            if a not in actions or actions[a] is None:
                raise ValueError(f"{a} must give an action this turn")
            action = int(actions[a])
            if not 0 <= action < core.action_count:
                raise ValueError(f"action {action} of {a} is not in its action space")
            mask = core.observe(p, True)[1]
            if not mask[action]:
                illegal.append(p)
        if illegal:
            EnvLogger.warn_on_illegal_move()
            core.forfeit(illegal)
        else:
            for p in acting:
                core.step(int(actions[self._names[p]]))
        obs, infos = self._all()
        over = core.over
        rewards = dict(zip(self.agents, core.rewards())) if over else dict.fromkeys(self.agents, 0.0)
        terminations = dict.fromkeys(self.agents, over and not core.truncated)
        truncations = dict.fromkeys(self.agents, over and (core.illegal or core.truncated))
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return obs, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        return self._show(self._text(None))

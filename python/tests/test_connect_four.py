"""Connect Four exactly as PettingZoo's own connect_four_v3: the same random games
(with some illegal moves) played in both, compared move by move: agents, the
agent to act, every agent's observation, the mask, rewards, cumulative rewards,
terminations, truncations, infos."""

import random

import numpy as np
import pytest

from ludoscope import pettingzoo as lp

connect_four_v3 = pytest.importorskip("pettingzoo.classic.connect_four_v3")


def state(env):
    """Everything an agent can read of the environment after a step."""
    agent = env.agent_selection
    obs, reward, term, trunc, info = env.last()
    return {
        "agents": list(env.agents),
        "agent": agent,
        "observation": obs["observation"].copy(),
        "dtype": (obs["observation"].dtype, obs["action_mask"].dtype),
        "mask": obs["action_mask"].copy(),
        "others": {a: env.observe(a)["observation"].tobytes() for a in env.agents},
        "reward": float(reward),
        "rewards": {a: float(r) for a, r in env.rewards.items()},
        "cumulative": {a: float(r) for a, r in env._cumulative_rewards.items()},
        "terminations": dict(env.terminations),
        "truncations": dict(env.truncations),
        "term": term,
        "trunc": trunc,
        "info": info,
    }


def same(a, b, where):
    assert a.keys() == b.keys()
    for k in a:
        if isinstance(a[k], np.ndarray):
            assert a[k].shape == b[k].shape, f"{where}: {k}"
            assert np.array_equal(a[k], b[k]), f"{where}: {k}\n{a[k]}\n{b[k]}"
        else:
            assert a[k] == b[k], f"{where}: {k}: ours {a[k]!r}, PettingZoo's {b[k]!r}"


GAMES = range(60)


def pick(a, rng):
    """A random legal column; one move in 30 on a full column (illegal: it loses)."""
    legal = [i for i in range(7) if a["mask"][i]]
    full = [i for i in range(7) if not a["mask"][i]]
    return rng.choice(full if full and rng.random() < 1 / 30 else legal)


def test_the_games_end_every_way():
    endings = set()
    for game in GAMES:
        rng, env = random.Random(game), lp.env("ConnectFour")
        env.reset(seed=game)
        while not env.terminations[env.agent_selection]:
            env.step(pick(state(env), rng))
        illegal = env.truncations[env.agent_selection]
        endings.add("illegal" if illegal else tuple(sorted(env.rewards.values())))
    assert endings >= {"illegal", (-1.0, 1.0)}, endings


@pytest.mark.parametrize("game", GAMES)
def test_same_games_as_connect_four_v3(game):
    rng = random.Random(game)
    ours, theirs = lp.env("ConnectFour"), connect_four_v3.env()
    ours.reset(seed=game)
    theirs.reset(seed=game)
    assert ours.observation_space("player_0") == theirs.observation_space("player_0")
    assert ours.action_space("player_1") == theirs.action_space("player_1")
    ply = 0
    while ours.agents or theirs.agents:
        a, b = state(ours), state(theirs)
        if a["term"] and b["term"]:
            # The one difference, on purpose: once the game is over no action
            # is legal (step takes None) and our mask is all 0; PettingZoo's
            # still lists the columns that are not full.
            assert not a["mask"].any()
            a["mask"] = b["mask"]
        same(a, b, f"game {game}, ply {ply}")
        if a["term"] or a["trunc"]:
            action = None
        else:
            action = pick(a, rng)
        ours.step(action)
        theirs.step(action)
        ply += 1
    assert ours.agents == theirs.agents == []
    assert ply >= 9

"""PettingZoo's own tests over every game of the catalog (the list comes from the
native module), and what those tests do not check: views, chance, illegal moves."""

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, seed_test
from pettingzoo.test.seed_test import parallel_seed_test

from ludoscope import _native
from ludoscope import pettingzoo as lp

GAMES = lp.games()
PARALLEL = [s for s in GAMES if _native.NativeEnv(s, 0, 0.0).simultaneous]


def test_the_catalog_is_listed_whole():
    assert len(GAMES) == len(_native.catalog()) >= 14
    assert "ConnectFour(rows: 6, cols: 7)" in GAMES
    assert PARALLEL == ["Goofspiel(cards: 5, signal: Bids)"]


@pytest.mark.parametrize("spec", GAMES)
def test_api(spec):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(lp.env(spec), num_cycles=1000)


@pytest.mark.parametrize("spec", GAMES)
def test_seed(spec):
    seed_test(lambda: lp.env(spec))


@pytest.mark.parametrize("spec", PARALLEL)
def test_parallel_api_and_seed(spec):
    parallel_api_test(lp.parallel_env(spec), num_cycles=1000)
    parallel_seed_test(lambda: lp.parallel_env(spec))


def test_parallel_env_refuses_a_game_played_in_turn():
    with pytest.raises(ValueError, match="played in turn"):
        lp.parallel_env("ConnectFour")


def test_a_bad_spec_is_named():
    with pytest.raises(ValueError, match="Connect"):
        lp.env("ConnectFour(rows: 3, cols: 7)")
    with pytest.raises(ValueError, match="render_mode"):
        lp.env("TicTacToe", render_mode="rgb_array")


def test_spaces_match_what_is_returned():
    for spec in GAMES:
        env = lp.env(spec)
        env.reset(seed=1)
        obs, *_ = env.last()
        space = env.observation_space(env.agent_selection)
        assert space.contains(obs), spec
        assert obs["observation"].dtype == space["observation"].dtype
        assert obs["action_mask"].dtype == np.int8
    assert lp.env("Pig").observation_space("player_0")["observation"].dtype == np.float32


def test_chance_comes_from_the_seed():
    deals = set()
    for seed in range(20):
        env = lp.env("KuhnPoker(players: 2)")
        env.reset(seed=seed)
        first = env.observe("player_0")["observation"].tobytes()
        env.reset(seed=seed)
        assert env.observe("player_0")["observation"].tobytes() == first
        deals.add(first)
    assert len(deals) == 3  # J, Q or K, each seen in 20 seeded deals


def test_reset_without_seed_goes_on_with_the_generator():
    def three(env):
        out = []
        for _ in range(3):
            out.append(env.observe("player_0")["observation"].tobytes())
            env.reset()
        return out

    a, b = lp.env("LeducPoker"), lp.env("LeducPoker")
    a.reset(seed=7)
    b.reset(seed=7)
    assert three(a) == three(b)


def test_hidden_cards_stay_hidden():
    # Kuhn poker: each player sees its own card only (the first three entries
    # are one-hot J, Q, K); the two players' cards differ.
    env = lp.env("KuhnPoker(players: 2)")
    env.reset(seed=3)
    mine = env.observe("player_0")["observation"][:3]
    theirs = env.observe("player_1")["observation"][:3]
    assert mine.sum() == 1 and theirs.sum() == 1
    assert not np.array_equal(mine, theirs)


def test_a_simultaneous_bid_is_not_seen_before_the_turn_ends():
    env = lp.env("Goofspiel(cards: 5, signal: Bids)")
    env.reset(seed=0)
    assert env.agent_selection == "player_0"
    before = env.observe("player_1")
    assert not before["action_mask"].any()  # not its turn in the AEC order
    env.step(4)  # player_0 bids 5
    assert env.agent_selection == "player_1"
    after = env.observe("player_1")
    np.testing.assert_array_equal(after["observation"], before["observation"])
    assert after["action_mask"].sum() == 5


def test_parallel_masks_every_bidder_and_forfeits_each_illegal_one():
    env = lp.parallel_env("Goofspiel")
    obs, _ = env.reset(seed=0)
    assert all(o["action_mask"].sum() == 5 for o in obs.values())
    obs, rew, term, trunc, _ = env.step({"player_0": 0, "player_1": 1})
    assert not any(term.values()) and env.agents == ["player_0", "player_1"]
    assert obs["player_0"]["action_mask"][0] == 0  # its 1 is spent
    obs, rew, term, trunc, _ = env.step({"player_0": 0, "player_1": 1})  # both spent
    assert rew == {"player_0": -1.0, "player_1": -1.0}
    assert all(term.values()) and all(trunc.values()) and env.agents == []


def test_an_illegal_move_loses_with_zero_to_the_others():
    env = lp.env("TicTacToe")
    env.reset(seed=0)
    env.step(4)
    env.step(4)  # player_1 plays on the taken centre
    assert env.rewards == {"player_0": 0.0, "player_1": -1.0}
    assert all(env.terminations.values()) and all(env.truncations.values())
    other = lp.env("TicTacToe", illegal_reward_to_others=1.0)
    other.reset(seed=0)
    other.step(4)
    other.step(4)
    assert other.rewards == {"player_0": 1.0, "player_1": -1.0}


def test_an_action_outside_the_space_raises():
    env = lp.env("ConnectFour")
    env.reset(seed=0)
    with pytest.raises(ValueError, match="action 7 is not in the action space"):
        env.step(7)


def test_ansi_render_is_the_acting_players_view():
    env = lp.env("ConnectFour", render_mode="ansi")
    env.reset(seed=0)
    env.step(3)
    text = env.render()
    assert isinstance(text, str) and text.strip()
    assert text == env._core.render(1)


CYCLE = 'Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 4)'


def test_the_draw_rule_truncates():
    env = lp.env(CYCLE)
    env.reset(seed=0)
    for node in ["a", "b", "a", "b"]:
        assert not env.truncations[env.agent_selection]
        index = dict((n, i) for i, n in env.legal_actions())[node]
        env.step(index)
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert env.rewards == {"player_0": 0.0, "player_1": 0.0}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(lp.env(CYCLE), num_cycles=100)
    seed_test(lambda: lp.env(CYCLE))

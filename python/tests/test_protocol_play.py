"""Seed 002's agents written in Python (python/examples/seed002_levels.py) seated
through the agent protocol (`External(command: ...)`) in `ludoscope play` and
`ludoscope tournament`: whole games against ludoscope's own agents, the same
results from the same seed, level 0's illegal moves lost as seed 002 says."""

import subprocess
import sys

from conftest import ludoscope_bin


def seat(level, name=None):
    command = f"{sys.executable} -m ludoscope.agent python/examples/seed002_levels.py:{level}"
    named = f', name: "{name}"' if name else ""
    return f'External(command: "{command}"{named}, millis: 5000)'


def run(*args):
    done = subprocess.run(
        [ludoscope_bin(), *args], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def games(text):
    return [line for line in text.splitlines() if line.startswith("game ")]


def test_python_level3_plays_whole_games_against_level3_reproducibly():
    args = ["play", "ConnectFour", "--p0", seat("level3"), "--p1", "Level(3)",
            "--games", "6", "--swap", "--seed", "5"]
    first, second = run(*args), run(*args)
    assert len(games(first)) == 6
    assert games(first) == games(second)
    assert "0 forfeits" in first
    # Every game reached an end by the rules (a win or a full board).
    assert all("wins" in g or "no single winner" in g for g in games(first)), first


def test_python_level2_takes_the_win_level1_leaves():
    # Level 2 against level 1 wins most games; both in Python.
    out = run("play", "ConnectFour", "--p0", seat("level2", "L2"), "--p1", seat("level1", "L1"),
              "--games", "10", "--swap", "--seed", "2", "--json")
    import json
    result = json.loads(out)
    l2 = result["agents"][0]
    assert l2["wins"] > l2["losses"], result


def test_python_level0_loses_by_illegal_moves():
    out = run("play", "ConnectFour", "--p0", seat("level0"), "--p1", "Level(1)",
              "--games", "20", "--seed", "3")
    assert "which is not a legal action here (an illegal move loses, seed 002)" in out, out
    assert " 0 forfeits" not in out


def test_a_tournament_of_python_and_built_in_agents():
    agents = ";".join([seat("level1", "py1"), seat("level3", "py3"), "Level(3)", "Random"])
    first = run("tournament", "ConnectFour", "--agents", agents, "--games", "4", "--seed", "1")
    second = run("tournament", "ConnectFour", "--agents", agents, "--games", "4", "--seed", "1")
    table = lambda t: [l for l in t.splitlines()[1:]]
    assert table(first) == table(second)
    assert first.startswith("24 games of ConnectFour")
    assert 'External "py3"' in first and 'External "py1"' in first
    assert "forfeit" not in first

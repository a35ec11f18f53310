"""`python -m ludoscope.agent` speaking protocol v1 (plan/protocol-v1.md) as a
subprocess fed hand-written lines, with seed 002's levels 0 to 3
(python/examples/seed002_levels.py) on Connect Four positions made by
ludoscope's own environment, and the hostile agents of tests/fixtures/agents
that the Rust side's tests start."""

import ast
import importlib.util
import json
import os
import pathlib
import subprocess
import sys
import time

import numpy as np
import pytest

from ludoscope import pettingzoo as lp

ROOT = pathlib.Path(__file__).resolve().parents[2]
LEVELS = ROOT / "python" / "examples" / "seed002_levels.py"
AGENTS = ROOT / "tests" / "fixtures" / "agents"
TIMEOUT = 60


def child_env():
    """This checkout's package first on the path of the agent's interpreter."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "python"), env.get("PYTHONPATH", "")])
    return env


def hello(seed=0):
    return {"type": "hello", "protocol": 1, "game": "ConnectFour", "seat": 0,
            "agent": "player_0", "players": 2, "observation_shape": [6, 7, 2],
            "action_count": 7, "millis": 1000, "seed": seed}


def position(moves):
    """The acting agent and its observation after the columns `moves`."""
    env = lp.env("ConnectFour")
    env.reset(seed=0)
    for column in moves:
        env.step(column)
    agent = env.agent_selection
    return agent, env.observe(agent)


def move(moves, ply=None):
    """The `move` line for the agent to act after the columns `moves`."""
    agent, obs = position(moves)
    mask = obs["action_mask"].tolist()
    return {"type": "move", "ply": len(moves) if ply is None else ply, "agent": agent,
            "seat": int(agent[-1]), "observation": obs["observation"].flatten().tolist(),
            "action_mask": mask, "millis_left": 1000,
            "legal": [{"index": i, "notation": str(i + 1)} for i, m in enumerate(mask) if m],
            "view": "(not used)"}


def run(command, lines, timeout=TIMEOUT):
    """Runs `command` with `lines` (dicts as JSON, strings as they are) on stdin."""
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n"
                   for line in lines)
    return subprocess.run(command, input=text, capture_output=True, text=True,
                          timeout=timeout, env=child_env(), cwd=ROOT)


def agent(target, lines, *flags):
    return run([sys.executable, "-m", "ludoscope.agent", *flags, str(target)], lines)


def answers(done):
    """The JSON lines an agent wrote; fails on anything else on its stdout."""
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def actions(level, moves, seed=0, repeat=1):
    """The indices `level` answers to `repeat` moves on the position after `moves`."""
    lines = [hello(seed)] + [move(moves)] * repeat + [{"type": "quit"}]
    out = answers(agent(f"{LEVELS}:{level}", lines))
    assert out[0] == {"type": "ready", "name": f"seed002_levels:{level}", "protocol": 1}
    assert all(a["type"] == "action" for a in out[1:]) and len(out) == repeat + 1
    return [a["index"] for a in out[1:]]


THREE_IN_COLUMN_3 = [3, 0, 3, 0, 3, 1]  # player_0 to move, 3 stones in column 3
THREE_IN_ROW = [1, 1, 2, 2, 3, 3]  # player_0 to move: columns 0 and 4 win
OPPONENT_THREE = [0, 3, 1, 3, 5, 3]  # player_0 to move, player_1 threatens column 3
BOTH_THREE = [0, 3, 0, 3, 0, 3]  # player_0 wins in column 0, player_1 threatens 3
FULL_0_3_6 = [0] * 6 + [6] * 6 + [3] * 6  # columns 0, 3 and 6 full, no 4 in a row


def test_level2_takes_the_immediate_win():
    for seed in range(4):
        assert actions("level2", THREE_IN_COLUMN_3, seed, repeat=3) == [3, 3, 3]
        assert actions("level2", THREE_IN_ROW, seed) == [0]  # the first from the left


def test_level3_blocks_the_opponents_three_and_prefers_its_own_win():
    for seed in range(4):
        assert actions("level3", OPPONENT_THREE, seed, repeat=3) == [3, 3, 3]
        assert actions("level3", BOTH_THREE, seed, repeat=3) == [0, 0, 0]
        assert actions("level3", THREE_IN_COLUMN_3, seed) == [3]
    # Level 2 does not block: it plays at random there.
    assert set(actions("level2", OPPONENT_THREE, 0, repeat=30)) != {3}


def test_level1_never_plays_a_masked_column_level0_does():
    legal = {1, 2, 4, 5}
    played1, played0 = set(), set()
    for seed in range(5):
        played1 |= set(actions("level1", FULL_0_3_6, seed, repeat=40))
        played0 |= set(actions("level0", FULL_0_3_6, seed, repeat=40))
    assert played1 == legal
    assert played0 - legal and played0 <= set(range(7))


def test_the_same_seed_gives_the_same_answers():
    first = actions("level1", [], seed=7, repeat=30)
    assert actions("level1", [], seed=7, repeat=30) == first
    assert actions("level1", [], seed=8, repeat=30) != first
    assert actions("level0", FULL_0_3_6, seed=3, repeat=30) == actions(
        "level0", FULL_0_3_6, seed=3, repeat=30)


def write_policy(tmp_path, body):
    path = tmp_path / "student.py"
    path.write_text(body)
    return path


INFO_POLICY = """
import numpy as np

from ludoscope.agent import info

def policy(observation, agent):
    print("thinking as", agent)  # a student's print: to stderr, not the protocol
    info(value=np.float32(0.5), depth=2, nodes=np.int64(10), pv=["4", "3"], text="hi")
    info(text="only text")
    return np.flatnonzero(observation["action_mask"])[0]
"""


def test_info_lines_come_before_the_action_and_prints_go_to_stderr(tmp_path):
    path = write_policy(tmp_path, INFO_POLICY)
    done = agent(f"{path}:policy", [hello(), move([0] * 6), {"type": "quit"}])
    assert answers(done) == [
        {"type": "ready", "name": "student:policy", "protocol": 1},
        {"type": "info", "value": 0.5, "depth": 2, "nodes": 10, "pv": ["4", "3"], "text": "hi"},
        {"type": "info", "text": "only text"},
        {"type": "action", "index": 1},
    ]
    assert "thinking as player_0" in done.stderr


def test_a_policy_that_raises_exits_1_with_its_traceback(tmp_path):
    path = write_policy(tmp_path, "def policy(obs, agent):\n    raise ValueError('boom')\n")
    done = agent(f"{path}:policy", [hello(), move([]), {"type": "quit"}])
    assert done.returncode == 1
    assert json.loads(done.stdout.splitlines()[0])["type"] == "ready"
    assert len(done.stdout.splitlines()) == 1
    assert "Traceback" in done.stderr and "ValueError: boom" in done.stderr
    assert "student.py" in done.stderr


def test_a_policy_that_returns_no_index_exits_1_saying_so(tmp_path):
    path = write_policy(tmp_path, "def policy(obs, agent):\n    return None\n")
    done = agent(f"{path}:policy", [hello(), move([])])
    assert done.returncode == 1
    assert "the policy returned None, not an action index" in done.stderr


def test_result_and_unknown_messages_are_ignored():
    lines = [hello(), {"type": "result", "rewards": [1.0, -1.0], "reason": "x"},
             {"type": "ponder", "future": True}, "", move(THREE_IN_COLUMN_3),
             {"type": "result", "rewards": [1.0, -1.0]}, {"type": "quit"}]
    out = answers(agent(f"{LEVELS}:level2", lines))
    assert [m["type"] for m in out] == ["ready", "action"] and out[1]["index"] == 3


def test_the_end_of_input_exits_0():
    done = agent(f"{LEVELS}:level1", [hello(), move([])])
    assert [m["type"] for m in answers(done)] == ["ready", "action"]
    assert answers(agent(f"{LEVELS}:level1", [])) == []


def test_name_flag_and_a_class_with_choose_action(tmp_path):
    out = answers(agent(f"{LEVELS}:level3", [hello()], "--name", "Alice"))
    assert out == [{"type": "ready", "name": "Alice", "protocol": 1}]
    path = write_policy(tmp_path, "class Last:\n    def choose_action(self, obs, agent):\n"
                                  "        return 6\n")
    out = answers(agent(f"{path}:Last", [hello(), move([])]))
    assert out[0]["name"] == "student:Last" and out[1] == {"type": "action", "index": 6}


def load_levels():
    spec = importlib.util.spec_from_file_location("seed002_levels", LEVELS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def oracle_wins(grid, column, k):
    """Drops a stone of channel k in `column` and scans every window of 4."""
    filled = grid.sum(axis=2)
    rows = np.flatnonzero(filled[:, column] == 0)
    if not rows.size:
        return False
    mine = grid[:, :, k].copy()
    mine[rows.max(), column] = 1
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(6):
            for c in range(7):
                cells = [(r + i * dr, c + i * dc) for i in range(4)]
                if all(0 <= y < 6 and 0 <= x < 7 and mine[y, x] for y, x in cells):
                    return True
    return False


def test_the_seeds_win_check_agrees_with_scanning_every_window():
    levels, rng = load_levels(), np.random.default_rng(2)
    checked = wins = 0
    for game in range(60):
        env = lp.env("ConnectFour")
        env.reset(seed=game)
        while not env.terminations[env.agent_selection]:
            obs = env.observe(env.agent_selection)
            grid = obs["observation"]
            for column in range(7):
                for k in (0, 1):
                    expected = oracle_wins(grid, column, k)
                    assert levels.wins(grid, column, k) == expected, (game, column, k)
                    checked, wins = checked + 1, wins + expected
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert checked > 1000 and wins > 50, (checked, wins)


# The hostile agents of tests/fixtures/agents (for the Rust side's tests).


def fixture(name, *args):
    return [sys.executable, str(AGENTS / name), *args]


STANDARD = {"json", "os", "sys", "time"}  # what the fixtures may import


@pytest.mark.parametrize("path", sorted(AGENTS.glob("*.py")), ids=lambda p: p.name)
def test_each_fixture_agent_is_small_standard_library_and_documented(path):
    source = path.read_text()
    tree = ast.parse(source)
    doc = ast.get_docstring(tree)
    assert doc and "\n" not in doc, f"{path.name}: a one-line docstring"
    assert len(source.splitlines()) < 30, path.name
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            assert set(names) <= STANDARD, f"{path.name} imports {names}"


READY = {"type": "ready", "protocol": 1}


def ready(line, name):
    assert json.loads(line) == {**READY, "name": name}


def test_crash_exits_3_at_the_first_move_with_a_line_on_stderr():
    done = run(fixture("crash.py"), [hello(), move([]), move([3])])
    assert done.returncode == 3
    ready(done.stdout.splitlines()[0], "crash")
    assert len(done.stdout.splitlines()) == 1 and "crash.py" in done.stderr


def test_sleep_does_not_answer_the_first_move():
    proc = subprocess.Popen(fixture("sleep.py"), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, env=child_env())
    try:
        proc.stdin.write(json.dumps(hello()) + "\n" + json.dumps(move([])) + "\n")
        proc.stdin.flush()
        ready(proc.stdout.readline(), "sleep")
        time.sleep(1.5)
        assert proc.poll() is None  # still asleep, no answer
    finally:
        proc.kill()
        rest = proc.communicate(timeout=TIMEOUT)[0]
    assert rest == ""


def test_garbage_answers_a_line_that_is_not_json():
    done = run(fixture("garbage.py"), [hello(), move([])])
    first, second = done.stdout.splitlines()
    ready(first, "garbage")
    assert second == "this is not json"


def test_illegal_answers_99_or_a_masked_index():
    out = answers(run(fixture("illegal.py"), [hello(), move([])]))
    assert out[1] == {"type": "action", "index": 99}
    out = answers(run(fixture("illegal.py", "masked"), [hello(), move([]), move([0] * 6)]))
    assert out[1:] == [{"type": "action", "index": 0}, {"type": "action", "index": 0}]
    assert move([0] * 6)["action_mask"][0] == 0  # the second answer is masked


def test_flood_writes_10_mb_without_a_newline():
    done = run(fixture("flood.py"), [hello(), move([])])
    first, _, rest = done.stdout.partition("\n")
    ready(first, "flood")
    assert len(rest) == 10_000_000 and "\n" not in rest


def test_silent_exit_exits_0_without_answering_hello():
    done = run(fixture("silent_exit.py"), [hello()])
    assert done.returncode == 0 and done.stdout == ""


def test_wrong_protocol_answers_ready_for_protocol_99():
    out = answers(run(fixture("wrong_protocol.py"), [hello(), {"type": "quit"}]))
    assert out == [{"type": "ready", "name": "wrong protocol", "protocol": 99}]


def test_first_legal_sends_one_info_then_the_first_legal_index():
    lines = [hello(), move([]), move([0] * 6), {"type": "result", "rewards": [0, 0]},
             {"type": "quit"}]
    out = answers(run(fixture("first_legal.py"), lines))
    info = {"type": "info", "value": 0, "depth": 1, "nodes": 1, "text": "first legal"}
    assert out == [
        {**READY, "name": "first legal"},
        {**info, "pv": ["1"]}, {"type": "action", "index": 0},
        {**info, "pv": ["2"]}, {"type": "action", "index": 1},
    ]

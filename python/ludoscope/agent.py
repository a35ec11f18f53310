"""Run a PettingZoo-style policy as a ludoscope protocol agent (protocol version 1).

Usage: ``python -m ludoscope.agent [--name NAME] my_agent.py:policy`` (or
``module:policy``). ``policy(observation, agent)`` gets ``{"observation": array
of the hello's shape, "action_mask": int8 array}`` and the agent's name
(``"player_0"``) and returns an action index; a class (instantiated with no
arguments) or an object with a ``choose_action`` method is called the same way.
JSON lines on stdin/stdout; the policy's own ``print`` goes to stderr (kept by
ludoscope), so it cannot break the protocol. A policy may call
``ludoscope.agent.info(...)`` to show its search beside the board.

``random`` and numpy's global generator are seeded from the hello's ``seed``.
``result`` is kept in ``last_result``; unknown messages are ignored; the agent
ends with status 0 on ``quit`` or the end of its input, and with status 1 and the
traceback on stderr when the policy raises (ludoscope counts it as a crash).
"""

import argparse
import importlib
import importlib.util
import json
import os
import random
import sys
import traceback

import numpy as np

# The protocol's channel (the real stdout, set by main), and the last `result`.
_out = sys.stdout
last_result = None


def as_array(values, shape):
    """int8 when every value is an integer in int8's range, else float32 (keeps values)."""
    arr = np.asarray(values, dtype=np.float64)
    if arr.size and np.all(arr == np.round(arr)) and arr.min() >= -128 and arr.max() <= 127:
        arr = arr.astype(np.int8)
    else:
        arr = arr.astype(np.float32)
    return arr.reshape(shape) if shape else arr


def load(target):
    """The callable named by ``file.py:name`` or ``module:name``, and its name
    (``file:name`` for a file)."""
    where, _, name = target.rpartition(":")
    if not where:
        raise SystemExit(f"ludoscope.agent: expected MODULE:NAME, got {target!r}")
    if where.endswith(".py") or os.sep in where:
        spec = importlib.util.spec_from_file_location("student_agent", where)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        where = os.path.splitext(os.path.basename(where))[0]
    else:
        module = importlib.import_module(where)
    obj = getattr(module, name)
    if isinstance(obj, type):
        obj = obj()
    return getattr(obj, "choose_action", obj), f"{where}:{name}"


def send(message):
    _out.write(json.dumps(message) + "\n")
    _out.flush()


def info(value=None, depth=None, nodes=None, pv=None, text=None):
    """Sends an ``info`` line (only the fields given) before the policy's action:
    its evaluation, search depth, nodes searched, principal variation (a list of
    move notations) and free text."""
    fields = {
        "value": None if value is None else float(value),
        "depth": None if depth is None else int(depth),
        "nodes": None if nodes is None else int(nodes),
        "pv": None if pv is None else [str(m) for m in pv],
        "text": None if text is None else str(text),
    }
    send({"type": "info", **{k: v for k, v in fields.items() if v is not None}})


def act(policy, msg, shape, agent):
    obs = {
        "observation": as_array(msg["observation"], shape),
        "action_mask": np.asarray(msg["action_mask"], dtype=np.int8),
    }
    action = policy(obs, msg.get("agent", agent))
    try:
        return int(action)
    except (TypeError, ValueError):
        raise TypeError(f"the policy returned {action!r}, not an action index") from None


def serve(policy, name, lines):
    """Answers the protocol's messages read from ``lines`` until ``quit`` or the end."""
    global last_result
    shape, agent = None, None
    for line in lines:
        if not line.strip():
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            shape, agent = msg.get("observation_shape"), msg.get("agent")
            seed = msg.get("seed", 0)
            random.seed(seed)
            np.random.seed(seed % 2**32)
            send({"type": "ready", "name": name, "protocol": 1})
        elif kind == "move":
            send({"type": "action", "index": act(policy, msg, shape, agent)})
        elif kind == "result":
            last_result = msg
        elif kind == "quit":
            break


def main(argv):
    global _out
    parser = argparse.ArgumentParser(prog="python -m ludoscope.agent")
    parser.add_argument("--name", help="the name sent in `ready` (default: MODULE:POLICY)")
    parser.add_argument("policy", metavar="MODULE:POLICY", help="file.py:name or module:name")
    args = parser.parse_args(argv)
    _out, sys.stdout = sys.stdout, sys.stderr
    try:
        policy, name = load(args.policy)
        serve(policy, args.name or name, sys.stdin)
    except Exception:
        traceback.print_exc()
        sys.stderr.flush()
        sys.exit(1)


if __name__ == "__main__":
    # Run as `ludoscope.agent`, the module a policy imports for `info`, not as
    # a second copy named `__main__`.
    from ludoscope.agent import main as _main

    _main(sys.argv[1:])

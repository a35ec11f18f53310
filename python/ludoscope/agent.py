"""Run a PettingZoo-style policy as a ludoscope protocol agent (protocol version 1).

Usage: ``python -m ludoscope.agent my_agent.py:policy`` (or ``module:policy``).
``policy(observation, agent)`` gets ``{"observation": array of the hello's shape,
"action_mask": int8 array}`` and the agent's name (``"player_0"``) and returns an
action index; a class (instantiated with no arguments) or an object with a
``choose_action`` method is called the same way. JSON lines on stdin/stdout.
"""

import importlib
import importlib.util
import json
import os
import random
import sys

import numpy as np


def as_array(values, shape):
    """int8 when every value is an integer in int8's range, else float32 (keeps values)."""
    arr = np.asarray(values, dtype=np.float64)
    if arr.size and np.all(arr == np.round(arr)) and arr.min() >= -128 and arr.max() <= 127:
        arr = arr.astype(np.int8)
    else:
        arr = arr.astype(np.float32)
    return arr.reshape(shape) if shape else arr


def load(target):
    """The callable named by ``file.py:name`` or ``module:name``."""
    where, _, name = target.rpartition(":")
    if not where:
        raise SystemExit(f"ludoscope.agent: expected MODULE:NAME, got {target!r}")
    if where.endswith(".py") or os.sep in where:
        spec = importlib.util.spec_from_file_location("student_agent", where)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    else:
        module = importlib.import_module(where)
    obj = getattr(module, name)
    if isinstance(obj, type):
        obj = obj()
    return getattr(obj, "choose_action", obj)


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main(argv):
    if len(argv) != 1:
        raise SystemExit("usage: python -m ludoscope.agent MODULE:POLICY")
    policy = load(argv[0])
    shape = None
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            shape = msg.get("observation_shape")
            seed = msg.get("seed", 0)
            random.seed(seed)
            np.random.seed(seed % 2**32)
            send({"type": "ready", "name": argv[0], "protocol": 1})
        elif kind == "move":
            obs = {
                "observation": as_array(msg["observation"], shape),
                "action_mask": np.asarray(msg["action_mask"], dtype=np.int8),
            }
            send({"type": "action", "index": int(policy(obs, msg.get("agent")))})
        elif kind == "quit":
            break


if __name__ == "__main__":
    main(sys.argv[1:])

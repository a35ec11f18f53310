"""Write a search trace that ``ludoscope trace check`` reads (pure Python, stdlib only).

One JSON object a line: ``{"enter": "A1", "window": [alpha, beta]}`` on entering a
node, ``{"leave": "A1", "value": v}`` on leaving it. Infinite bounds of a window
are written ``null``; an infinite value ``"inf"`` / ``"-inf"``. Nodes are named
as seed 003 names them (``child_name``): the root ``R``, then levels alternate
capital letters (no ``R``), numbers, small letters, numbers: ``A``, ``A1``,
``A1a``, ``A1a1``, ``A1a1B`` ...

    with Tracer("trace.jsonl") as t:
        t.enter("R", -math.inf, math.inf)
        ...
        t.leave("R", value)
"""

import json
import math

__all__ = ["Tracer", "child_name", "ROOT"]

ROOT = "R"
LETTERS = "ABCDEFGHIJKLMNOPQSTUVWXYZ"


def child_name(parent, depth, index):
    """The name of child ``index`` (from 0) of ``parent``, the child at ``depth`` (from 1)."""
    stem = "" if depth == 1 else parent
    kind = depth % 4
    if kind in (1, 3):
        letter = LETTERS[index] if index < len(LETTERS) else "_%d" % (index + 1)
        return stem + (letter if kind == 1 else letter.lower())
    return stem + str(index + 1)


def _bound(x):
    if x is None or (isinstance(x, float) and math.isinf(x)):
        return None
    return _number(x)


def _number(x):
    if isinstance(x, float):
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        if x.is_integer():
            return int(x)
    return x


class Tracer:
    """Writes the events of a search to ``path`` (or to an open text file)."""

    def __init__(self, path):
        self._own = isinstance(path, (str, bytes)) or hasattr(path, "__fspath__")
        self._file = open(path, "w", encoding="utf-8") if self._own else path

    def enter(self, name, alpha=None, beta=None):
        """Entering node ``name`` with the window (alpha, beta); None or inf for infinite.
        Give no window for minimax."""
        event = {"enter": name}
        if alpha is not None or beta is not None:
            event["window"] = [_bound(alpha), _bound(beta)]
        self._write(event)

    def leave(self, name, value):
        """Leaving node ``name``, which returns ``value``."""
        self._write({"leave": name, "value": _number(value)})

    def _write(self, event):
        self._file.write(json.dumps(event) + "\n")

    def close(self):
        if self._own:
            self._file.close()
        else:
            self._file.flush()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

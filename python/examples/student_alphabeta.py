"""Seed 004's AlphaBeta written as a student would, on a nested-list tree, with a
trace for ``ludoscope trace check``.

    python3 student_alphabeta.py TRACE [TREE] [--strict]

TREE is the bracket notation (default: seed 003's Exercise 2.3 tree); a leaf is
an integer, MAX plays at the root. --strict cuts on a > beta / b < alpha.
"""

import ast
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from ludoscope.trace import ROOT, Tracer, child_name  # noqa: E402

EXERCISE = "(((-5, 4), (0, -6, -4)), ((-3, -2), (6, -3)), ((-7, 1), (2, -1), (-4, 3, 5)))"


def alphabeta(t, node, name, depth, alpha, beta, strict):
    t.enter(name, alpha, beta)
    if isinstance(node, int):
        t.leave(name, node)
        return node
    if depth % 2 == 0:  # MAX
        a = alpha
        for i, child in enumerate(node):
            v = alphabeta(t, child, child_name(name, depth + 1, i), depth + 1, a, beta, strict)
            a = max(v, a)
            if (a > beta) if strict else (a >= beta):
                t.leave(name, a)
                return a
        t.leave(name, a)
        return a
    b = beta
    for i, child in enumerate(node):
        v = alphabeta(t, child, child_name(name, depth + 1, i), depth + 1, alpha, b, strict)
        b = min(v, b)
        if (b < alpha) if strict else (b <= alpha):
            t.leave(name, b)
            return b
    t.leave(name, b)
    return b


def main(argv):
    strict = "--strict" in argv
    args = [a for a in argv if a != "--strict"]
    tree = ast.literal_eval(args[1] if len(args) > 1 else EXERCISE)
    with Tracer(args[0]) as t:
        value = alphabeta(t, tree, ROOT, 0, -math.inf, math.inf, strict)
    print(value)


if __name__ == "__main__":
    main(sys.argv[1:])

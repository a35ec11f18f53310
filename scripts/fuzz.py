#!/usr/bin/env python3
"""A long fuzz run of the ludoscope binary (issue 33), outside the test suite.

Each input is one run of the release binary, capped in processor time
(--timeout, 10 s of CPU, through RLIMIT_CPU), in wall time (three times that,
at least 30 s) and in address space (--mem-gib, 2 GiB, through RLIMIT_AS),
over the families of the issue:

  specs    game specs and flags of perft/search/solve/draw/play, mutated
  arenas   arena files, random and mutated, drawn, solved, searched, played
  replays  replay files saved by `play --save`, mutated, checked and shown
  traces   search traces (`search --trace`) and students' traces, mutated,
           through `trace show` and `trace check`
  agents   agent specs, mutated, in `play` and `tournament`
  io       FIFOs as inputs and outputs, /dev/zero and huge standard inputs,
           missing folders, and `kill -9` during writes (then a second write
           to the same folder must leave no temporary file behind, and the
           target must be absent or whole)

Every outcome is one of: ok (exit 0), clean error (a non-zero exit with a
message), panic ("panicked at" on stderr), crash (ended by a signal we did
not send), busy at cap (still computing when its processor time ran out: a
long search, not stuck; counted apart, not as a fault), hang (still running
at the wall cap having used less than a fifth of it in processor time: stuck
waiting), memory abort (an allocation failed under the cap), corrupt (io only: a killed write left a broken target
or a temporary file). The table at the end counts them per family; the first
few inputs of every bad outcome are printed with their command so that each
can be run again (`--seed S --only K` reruns input K alone, verbosely).

Inputs are reproducible: input K of seed S is drawn from its own generator
seeded by (S, K), whatever --jobs is.

  python3 scripts/fuzz.py --bin target/release/ludoscope --seed 1 --count 100000 --jobs 2
"""

import argparse
import concurrent.futures as cf
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

FAMILIES = ["specs", "arenas", "replays", "traces", "agents", "io"]
OUTCOMES = ["ok", "clean error", "busy at cap", "panic", "crash", "hang", "memory abort", "corrupt"]
BAD = {"panic", "crash", "hang", "memory abort", "corrupt"}
# One entry per write of the io family: whether it was killed before its end.
KILLS = []

GAMES = [
    "TicTacToe", "ConnectFour(rows: 4, cols: 4)", "ConnectFour(rows: 6, cols: 7)",
    "Nim(heaps: [1, 3, 5])", "Nim(heaps: [2, 2])", "KuhnPoker(players: 2)",
    "KuhnPoker(players: 3)", "LeducPoker", "Goofspiel(cards: 3, signal: Bids)",
    "PhantomTicTacToe", "Pig(target: 10)", "Tablut(step: Rook, draw_limit: 300)",
    "ArdRi(step: One, draw_limit: 20)", "Chomp(rows: 3, cols: 3)", "Cram(rows: 2, cols: 3)",
    'Arena(path: "assets/arenas/cyclic-infinite-play.ron")',
    'Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 50)',
    'Arena(path: "assets/arenas/seed-003-alpha-beta.ron")',
    'Tree(leaves: "((3, 5), (2, 9))")',
]
# Games small enough for any depth and the end-of-game searches.
SMALL = [g for g in GAMES if g.startswith(("TicTacToe", "Nim", "Chomp", "Cram", "Arena", "Tree"))]
ALGOS = ["minimax", "minimax-memo", "minimax-depth", "alphabeta", "negamax",
         "expectiminimax", "mcts", "cfr", "cfr+", "dcfr", "bogus", ""]
AGENTS = ["Random", "Level(0)", "Level(4)", "AlphaBeta(depth: 2)", "Negamax(millis: 5)",
          "Mcts(iterations: 20)", "IsMcts(iterations: 20)", "Cfr(iterations: 5)", "Perfect"]
NUMBERS = ["0", "1", "2", "-1", "3", "7", "100", "65535", "65536", "4294967295",
           "4294967296", "18446744073709551616", "1e9", "NaN", "inf", "0x10", "", " ", "ü"]


def mutate(text, rng, times=None):
    """The text with a few random edits: flips, cuts, repeats, insertions."""
    b = bytearray(text.encode("utf-8", "surrogatepass"))
    for _ in range(times if times is not None else rng.randint(1, 4)):
        if not b:
            b = bytearray(rng.choice([b"(", b"\"", b"\x00", b"[]"]))
        k = rng.randrange(len(b))
        op = rng.randrange(7)
        if op == 0:
            b[k] = rng.randrange(256)
        elif op == 1:
            del b[k:k + rng.randint(1, 16)]
        elif op == 2:
            b[k:k] = b[k:k + rng.randint(1, 64)] * rng.randint(1, 8)
        elif op == 3:
            b[k:k] = rng.choice([b"(", b")", b"[", b"]", b",", b"\"", b":", b"\\", b"\n",
                                 b"99999999999999999999", b"-1", b"r#", b"\xff\xfe", b"\x00"])
        elif op == 4:
            b = b[:k]
        elif op == 5:
            digits = [i for i, c in enumerate(b) if 48 <= c <= 57]
            if digits:
                i = rng.choice(digits)
                b[i:i + 1] = rng.choice(NUMBERS).encode()
        else:
            b[k:k] = b"".join(rng.choice([b"a", b"(", b"[", b","]) for _ in range(rng.randint(1, 200)))
    return bytes(b)


def text(b):
    return b.decode("utf-8", "replace").replace("\x00", "")


def arena_text(rng, n=None, cyclic=None):
    """A random arena in RON: every node reached from n0, some leaves valued."""
    n = n or rng.choice([1, 2, 3, 5, 10, 40, 300])
    cyclic = rng.random() < 0.5 if cyclic is None else cyclic
    edges = {u: [] for u in range(n)}
    for v in range(1, n):
        edges[rng.randrange(max(0, v - 6), v)].append(v)
    for u in range(n):
        for _ in range(rng.randint(0, 2)):
            v = rng.randrange(n) if cyclic else rng.randrange(u, n)
            if v not in edges[u] and (cyclic or v > u):
                edges[u].append(v)
    nodes = []
    for u in range(n):
        pos = f", pos: ({rng.uniform(-9, 9):.1f}, {rng.randint(0, 9)}.0)" if rng.random() < 0.3 else ""
        if edges[u]:
            es = ", ".join(f'"n{v}"' for v in edges[u])
            nodes.append(f'(name: "n{u}", owner: {rng.randint(0, 1)}, edges: [{es}]{pos})')
        elif rng.random() < 0.5:
            nodes.append(f'(name: "n{u}", value: {rng.randint(-20, 20)}{pos})')
        else:
            nodes.append(f'(name: "n{u}", outcome: {rng.choice(["Win0", "Win1", "Draw"])}{pos})')
    limit = f"draw_limit: {rng.choice([1, 10, 1000])}, " if rng.random() < 0.2 else ""
    return f'({limit}initial: "n0", nodes: [{", ".join(nodes)}])'


class Case:
    def __init__(self, family, argv, stdin=None, kill_after=None, check=None, files=None):
        self.family, self.argv, self.stdin = family, argv, stdin
        self.kill_after, self.check, self.files = kill_after, check, files or {}


def gen_specs(rng, d, g):
    files = {}
    game = rng.choice(GAMES)
    if rng.random() < 0.4:
        game = text(mutate(game, rng))
    cmd = rng.choice(["perft", "search", "solve", "draw", "play", "games"])
    if cmd == "perft":
        small = game in SMALL or rng.random() < 0.2
        argv = ["perft", game, "--depth", rng.choice(NUMBERS) if rng.random() < 0.3 else
                str(rng.randint(0, 9 if small else 3))]
        if rng.random() < 0.3:
            argv += ["--max-states", rng.choice(NUMBERS)]
    elif cmd == "search":
        algo = rng.choice(ALGOS)
        argv = ["search", game, "--algo", algo, "--json"]
        if rng.random() < 0.7:
            deep = game in SMALL and rng.random() < 0.3
            argv += ["--depth", rng.choice(NUMBERS + ["60000", "2000000"]) if deep or rng.random() < 0.2
                     else str(rng.randint(0, 4))]
        if algo in ("mcts", "cfr", "cfr+", "dcfr") or rng.random() < 0.2:
            argv += ["--iterations", rng.choice(NUMBERS[:8]) if rng.random() < 0.5 else str(rng.randint(1, 200))]
        if rng.random() < 0.15:
            argv += ["--position", rng.choice(["x", "", "@/nonexistent", "@" + d + "/pos", "1 2 3",
                                                "@/dev/null"])]
            files["pos"] = text(mutate("x.o......", rng))
        if rng.random() < 0.15:
            argv += ["--moves", text(mutate("1 2 3", rng))]
        for flag in ["--window", "--order", "--max-memo", "--millis", "--max-nodes", "--target-nash-conv"]:
            if rng.random() < 0.05:
                argv += [flag, rng.choice(NUMBERS + ["heuristic", "infinite", "game"])]
    elif cmd == "solve":
        if game.startswith(("ConnectFour(rows: 6", "Tablut", "ArdRi")):
            game = "ConnectFour(rows: 4, cols: 4)"  # the big ones are long work, not a fault
        argv = ["solve", game] + (["--json"] if rng.random() < 0.5 else [])
    elif cmd == "draw":
        argv = ["draw", game, "--json"]
        if rng.random() < 0.3:
            argv += ["--max-nodes", rng.choice(NUMBERS)]
    elif cmd == "play":
        argv = ["play", game, "--p0", rng.choice(AGENTS[:4]), "--p1", rng.choice(AGENTS[:4]),
                "--games", rng.choice(["1", "2", "0", "1000001", "x"]), "--seed", str(rng.randint(0, 9))]
    else:
        argv = ["games"]
    return Case("specs", argv, files=files)


def gen_arenas(rng, d, g):
    body = arena_text(rng)
    if rng.random() < 0.6:
        body = text(mutate(body, rng))
    path = os.path.join(d, "a.ron")
    spec = f'Arena(path: "{path}")'
    if rng.random() < 0.2:
        spec = f'Arena(path: "{path}", draw_limit: {rng.choice(NUMBERS[:9])})'
    cmd = rng.randrange(5)
    if cmd == 0:
        argv = ["draw", spec, "--json"]
    elif cmd == 1:
        argv = ["solve", spec, "--json"]
    elif cmd == 2:
        argv = ["search", spec, "--algo", rng.choice(["minimax", "alphabeta", "negamax", "minimax-memo", "mcts"]),
                "--json"] + (["--depth", str(rng.choice([1, 3, 10, 60000]))] if rng.random() < 0.5 else [])
    elif cmd == 3:
        argv = ["play", spec, "--p0", rng.choice(AGENTS), "--p1", rng.choice(AGENTS), "--games", "2"]
    else:
        argv = ["draw", spec, "--svg", os.path.join(d, "out.svg")]
    return Case("arenas", argv, files={"a.ron": body})


def gen_replays(rng, d, g):
    base = rng.choice(g["replays"])
    body = text(mutate(base, rng, rng.randint(0, 6)))
    argv = ["replay", rng.choice(["check", "show"]), os.path.join(d, "r.ron")]
    return Case("replays", argv, files={"r.ron": body})


def gen_traces(rng, d, g):
    if rng.random() < 0.6:
        body = text(mutate(rng.choice(g["traces"]), rng, rng.randint(0, 6)))
        argv = ["trace", "show", os.path.join(d, "t.ron")]
        if rng.random() < 0.5:
            argv += ["--step", rng.choice(NUMBERS[:10])]
        if rng.random() < 0.2:
            argv += ["--iteration", rng.choice(NUMBERS[:10])]
        if rng.random() < 0.5:
            argv.append("--json")
        return Case("traces", argv, files={"t.ron": body})
    lines = ['{"enter": "R", "window": [-1000, 1000]}', '{"enter": "A", "window": [-1000, 1000]}',
             '{"leave": "A", "value": 3}', '{"leave": "R", "value": 3}']
    body = text(mutate("\n".join(lines), rng, rng.randint(0, 5)))
    tree = rng.choice(['Tree(leaves: "((3, 5), (2, 9))")', "((3, 5), (2, 9))", "(1, (2, 3))",
                       text(mutate("((3, 5), (2, 9))", rng))])
    argv = ["trace", "check", "--tree", tree, "--algo", rng.choice(["minimax", "alphabeta", "x"]),
            os.path.join(d, "s.jsonl")]
    return Case("traces", argv, files={"s.jsonl": body})


def gen_agents(rng, d, g):
    def agent():
        a = rng.choice(AGENTS + ['External(command: "python3 tests/fixtures/agents/first_legal.py")'])
        return text(mutate(a, rng)) if rng.random() < 0.6 else a
    game = rng.choice(["TicTacToe", "Nim(heaps: [1, 3])", "KuhnPoker(players: 2)", "Chomp(rows: 2, cols: 3)",
                       'Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 30)'])
    if rng.random() < 0.5:
        argv = ["play", game, "--p0", agent(), "--p1", agent(), "--games", str(rng.randint(1, 3))]
    else:
        argv = ["tournament", game, "--agents", ",".join(agent() for _ in range(rng.randint(1, 3))),
                "--games", str(rng.randint(1, 2))]
    return Case("agents", argv)


def gen_io(rng, d, g):
    fifo = os.path.join(d, "fifo")
    kind = rng.randrange(8)
    files = {}
    if kind == 0:  # a FIFO as every reader's input
        files["fifo"] = None
        argv = rng.choice([["trace", "show", fifo], ["replay", "check", fifo], ["replay", "show", fifo],
                           ["search", "TicTacToe", "--position", "@" + fifo],
                           ["draw", f'Arena(path: "{fifo}")', "--json"],
                           ["trace", "check", "--tree", "(1, 2)", "--algo", "minimax", fifo]])
        return Case("io", argv, files=files)
    if kind == 1:  # a FIFO as a writer's output
        files["fifo"] = None
        argv = rng.choice([["draw", "TicTacToe", "--svg", fifo, "--force"],
                           ["draw", "Chomp(rows: 2, cols: 2)", "--png", fifo, "--force"],
                           ["play", "TicTacToe", "--p0", "Random", "--p1", "Random", "--save", fifo, "--force"],
                           ["search", "TicTacToe", "--depth", "2", "--trace", fifo, "--force"]])
        return Case("io", argv, files=files)
    if kind == 2:  # endless or huge inputs
        argv = rng.choice([["search", "TicTacToe", "--position", "@/dev/zero"],
                           ["search", "TicTacToe", "--position", "@/dev/urandom"],
                           ["trace", "show", "/dev/zero"], ["replay", "check", "/dev/zero"],
                           ["c4", "solve", "--millis", "50"]])
        stdin = "/dev/zero" if argv[0] == "c4" and rng.random() < 0.5 else None
        if argv[0] == "c4" and stdin is None:
            stdin = os.path.join(d, "in.txt")
            files["in.txt"] = "\n".join(text(mutate("4444", rng)) for _ in range(rng.randint(1, 5)))
        return Case("io", argv, stdin=stdin)
    if kind == 3:  # a big file
        files["big.ron"] = "(" * rng.choice([10, 100000, 1 << 20]) + "x" * rng.choice([0, 1 << 20])
        argv = rng.choice([["replay", "check"], ["trace", "show"]]) + [os.path.join(d, "big.ron")]
        return Case("io", argv, files=files)
    if kind == 4:  # folders that do not exist, a folder as a file
        out = rng.choice([os.path.join(d, "no", "such", "x.ron"), d, "/proc/version", ""])
        argv = rng.choice([["play", "TicTacToe", "--p0", "Random", "--p1", "Random", "--save", out],
                           ["draw", "TicTacToe", "--svg", out], ["replay", "check", out],
                           ["search", "TicTacToe", "--depth", "1", "--trace", out]])
        return Case("io", argv)
    # kill -9 during a write, then the same write again to the same folder
    target = os.path.join(d, rng.choice(["g.ron", "p.svg", "t.ron"]))
    if target.endswith("g.ron"):
        argv = ["play", "Tablut(step: Rook, draw_limit: 300)", "--p0", "Random", "--p1", "Random",
                "--games", "40", "--save", target, "--force"]
    elif target.endswith("p.svg"):
        files["big.ron"] = arena_text(rng, 3000, True)
        argv = ["draw", f'Arena(path: "{os.path.join(d, "big.ron")}")', "--svg", target, "--force",
                "--max-nodes", "100000"]
    else:
        argv = ["search", "ConnectFour(rows: 6, cols: 7)", "--algo", "alphabeta", "--depth", "7",
                "--trace", target, "--force"]
    return Case("io", argv, kill_after=rng.uniform(0.0, 0.2), check=target, files=files)


GENERATORS = {"specs": gen_specs, "arenas": gen_arenas, "replays": gen_replays,
              "traces": gen_traces, "agents": gen_agents, "io": gen_io}


def limits(mem_bytes, cpu_seconds=None):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (mem_bytes, mem_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if cpu_seconds is not None:
            soft = max(1, int(cpu_seconds))
            resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 5))
    return apply


def cpu_seconds(pid):
    """The processor time (user and system, every thread) of a live process."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def wall_cap(timeout):
    return max(3 * timeout, 30.0)


def run(binary, case, timeout, mem, cwd):
    """Runs one case; returns (outcome, detail)."""
    stdin = open(case.stdin, "rb") if case.stdin else subprocess.DEVNULL
    env = dict(os.environ, RAYON_NUM_THREADS="1", NO_COLOR="1")
    try:
        p = subprocess.Popen([binary] + case.argv, stdin=stdin, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, cwd=cwd, env=env, start_new_session=True,
                             preexec_fn=limits(mem, timeout))
        killed = False
        try:
            wait = case.kill_after if case.kill_after is not None else wall_cap(timeout)
            _, err = p.communicate(timeout=wait)
        except subprocess.TimeoutExpired:
            used = cpu_seconds(p.pid)
            os.killpg(p.pid, signal.SIGKILL)
            _, err = p.communicate()
            if case.kill_after is None:
                if used < wall_cap(timeout) / 5:
                    return "hang", f"{used:.1f} s of processor time in {wall_cap(timeout):g} s"
                return "busy at cap", ""
            killed = True
    finally:
        if case.stdin:
            stdin.close()
    err = err.decode("utf-8", "replace")
    if case.check:
        return check_write(binary, case, timeout, mem, cwd, killed, p.returncode, err)
    return classify(p.returncode, err)


def classify(rc, err):
    if "memory allocation of" in err or "out of memory" in err.lower() and rc < 0:
        return "memory abort", err[-300:]
    if "panicked at" in err:
        return "panic", err[-300:]
    if rc == -signal.SIGXCPU:
        return "busy at cap", ""
    if rc < 0:
        return "crash", f"signal {-rc} " + err[-300:]
    if rc == 0:
        return "ok", ""
    if rc == 101:
        return "panic", err[-300:]
    return "clean error", ""


def check_write(binary, case, timeout, mem, cwd, killed, rc, err):
    """After a killed write: the target absent or whole; after a second write
    to the same folder, no temporary file left."""
    if not killed:
        out = classify(rc, err)
        if out[0] in BAD:
            return out
    KILLS.append(killed)
    target = case.check
    folder = os.path.dirname(target)
    broken = None
    if killed:
        stem = os.path.basename(target).split(".")[0]
        for f in sorted(os.listdir(folder)):
            if f.startswith(stem) and not f.endswith(".tmp"):
                broken = broken or whole(binary, os.path.join(folder, f), cwd, mem)
    again = subprocess.run([binary] + case.argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           cwd=cwd, timeout=60, preexec_fn=limits(mem),
                           env=dict(os.environ, RAYON_NUM_THREADS="1"))
    left = [f for f in os.listdir(folder) if f.endswith(".tmp")]
    if broken:
        return "corrupt", f"target broken after kill: {broken}"
    if left:
        return "corrupt", f"temporary files left after a second write: {left}"
    return classify(again.returncode, again.stderr.decode("utf-8", "replace"))


def whole(binary, target, cwd, mem):
    """Why `target` is not a whole file of its kind, or None."""
    data = open(target, "rb").read()
    if target.endswith(".svg"):
        return None if data.rstrip().endswith(b"</svg>") else "an SVG without its end"
    argv = ["replay", "check", target] if os.path.basename(target).startswith("g") else ["trace", "show", target]
    r = subprocess.run([binary] + argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd,
                       timeout=60, preexec_fn=limits(mem))
    return None if r.returncode == 0 else r.stderr.decode("utf-8", "replace")[-200:]


def make_case(seed, k, work, golden, families=FAMILIES):
    rng = random.Random(seed * 1_000_003 + k)
    family = families[k % len(families)]
    d = os.path.join(work, f"c{k}")
    os.makedirs(d, exist_ok=True)
    case = GENERATORS[family](rng, d, golden)
    for name, body in case.files.items():
        path = os.path.join(d, name)
        if body is None:
            os.mkfifo(path)
        else:
            with open(path, "w", encoding="utf-8", errors="replace") as f:
                f.write(body)
    return case, d


def golden_files(binary, work, root):
    """Valid replays and traces to mutate, made by the binary once."""
    g = {"replays": [], "traces": []}
    runs = [("replays", ["play", "TicTacToe", "--p0", "Random", "--p1", "Level(2)", "--save"]),
            ("replays", ["play", "KuhnPoker(players: 2)", "--p0", "Random", "--p1", "Random", "--save"]),
            ("replays", ["play", 'Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 12)',
                         "--p0", "Random", "--p1", "Random", "--save"]),
            ("traces", ["search", "TicTacToe", "--algo", "alphabeta", "--depth", "2", "--trace"]),
            ("traces", ["search", 'Tree(leaves: "((3, 5), (2, 9))")', "--algo", "minimax", "--trace"]),
            ("traces", ["search", "Pig(target: 4)", "--algo", "expectiminimax", "--depth", "2", "--trace"]),
            ("traces", ["search", "TicTacToe", "--algo", "mcts", "--iterations", "30", "--trace"])]
    for k, (kind, argv) in enumerate(runs):
        path = os.path.join(work, f"golden{k}.ron")
        subprocess.run([binary] + argv + [path], cwd=root, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        g[kind].append(open(path, encoding="utf-8").read())
    return g


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default="target/release/ludoscope")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--mem-gib", type=float, default=2.0)
    ap.add_argument("--family", choices=FAMILIES, action="append",
                    help="draw inputs of this family only (may be given again)")
    ap.add_argument("--only", type=int, help="run input K alone and print its command and stderr")
    ap.add_argument("--show", type=int, default=5, help="bad inputs printed per outcome and family")
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(a.bin)
    mem = int(a.mem_gib * (1 << 30))
    work = tempfile.mkdtemp(prefix="ludoscope-fuzz-")
    golden = golden_files(binary, work, root)
    if a.only is not None:
        case, d = make_case(a.seed, a.only, work, golden, a.family or FAMILIES)
        print(case.family, " ".join(repr(x) for x in case.argv), "stdin:", case.stdin)
        print(run(binary, case, a.timeout, mem, root))
        return
    table = {f: {o: 0 for o in OUTCOMES} for f in FAMILIES}
    shown = {}
    started = time.time()

    def one(k):
        case, d = make_case(a.seed, k, work, golden, a.family or FAMILIES)
        try:
            out, detail = run(binary, case, a.timeout, mem, root)
        except Exception as e:  # the harness's own fault: say it, do not count it as the binary's
            out, detail = "clean error", f"harness: {e}"
        shutil.rmtree(d, ignore_errors=True)
        return k, case, out, detail

    done = 0
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for k, case, out, detail in pool.map(one, range(a.count)):
            table[case.family][out] += 1
            done += 1
            if (out in BAD or out == "busy at cap") and shown.get((case.family, out), 0) < a.show:
                shown[(case.family, out)] = shown.get((case.family, out), 0) + 1
                print(f"[{out}] input {k} ({case.family}): ludoscope "
                      f"{' '.join(repr(x) for x in case.argv)}  {detail.strip()[:300]}", flush=True)
            if done % 2000 == 0:
                print_table(table, done, a, time.time() - started, sys.stderr)
    shutil.rmtree(work, ignore_errors=True)
    print_table(table, done, a, time.time() - started, sys.stdout)
    sys.exit(1 if any(table[f][o] for f in FAMILIES for o in BAD) else 0)


def print_table(table, done, a, seconds, out):
    """The table of outcomes per family (markdown)."""
    print(f"\n{done} inputs, seed {a.seed}, {a.jobs} jobs, cap {a.timeout:g} s of CPU "
          f"({wall_cap(a.timeout):g} s wall) and {a.mem_gib:g} GiB, "
          f"{seconds:.0f} s ({done / max(seconds, 1e-9):.1f} inputs/s)", file=out)
    print(f"io: {sum(KILLS)} of {len(KILLS)} writes killed (kill -9) before they ended", file=out)
    head = ["family", "inputs"] + OUTCOMES
    print("| " + " | ".join(head) + " |", file=out)
    print("|" + "---|" * len(head), file=out)
    for f in FAMILIES + ["all"]:
        row = table[f] if f != "all" else {o: sum(table[x][o] for x in FAMILIES) for o in OUTCOMES}
        print(f"| {f} | {sum(row.values())} | " + " | ".join(str(row[o]) for o in OUTCOMES) + " |",
              file=out, flush=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Import cycles among the modules of src/app and src/cli (issue 17).

Each .rs file is a module (`mod.rs` is its folder's module). A module depends on
another when one of its `use` lines names a path into it: `crate::a::b::X`,
`super::b::X`, `self::b::X` (group imports `{...}` expanded). The target is the
module that defines the item, re-exports (`pub use`) followed: `use super::X` from
a child depends on the sibling that defines `X` when the parent only re-exports
it. A `macro_rules!` body is no module's imports: its paths are resolved
where it is expanded. A list macro (one whose body calls `$then! { ... }`, as
`app::registry::for_each_panel` does) is followed there: a module that writes
`list!(mine)` depends on the paths of the entries' columns that its own macro
`mine` writes out (its transcriber's `$var`s, matched to the columns by its
pattern's `label: $var`). Cycles are counted as the strongly connected components
of that graph with more than one module; each is printed with its modules.

Usage: scripts/import-cycles.py [SRC_DIR] [--all] [--edges]
  --all    look at every module of the crate, not only src/app and src/cli
  --edges  also print the imports inside each cycle (`a -> b`), to see which
           `use` lines to move
Exit status: 0 when there is no cycle, 1 when there is one (CI runs it as a
check; the report is printed either way).
"""
import os
import re
import sys


def modules(src):
    """module path (tuple) -> file."""
    out = {}
    for root, _, files in os.walk(src):
        for f in files:
            if not f.endswith(".rs"):
                continue
            path = os.path.join(root, f)
            rel = os.path.relpath(path, src)[:-3].split(os.sep)
            if rel[-1] == "mod":
                rel = rel[:-1]
            if rel in (["lib"], ["main"]):
                rel = []
            out[tuple(rel)] = path
    return out


def strip_comments(text):
    """The code without comments, nor the paths of `pub(in path)` visibilities
    (a visibility names where an item may be seen from, not what it uses)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = "\n".join(line.split("//")[0] for line in text.splitlines())
    return re.sub(r"\bpub\s*\(\s*in\s+[\w:]+\s*\)", "pub", text)


def inline_modules(text):
    """(start, end, name) of every `mod name { ... }` written inline."""
    out = []
    for m in re.finditer(r"\bmod\s+(\w+)\s*\{", text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append((m.end(), j, m.group(1)))
    return out


def macro_bodies(text):
    """(name, start, end) of every `macro_rules! name { ... }`."""
    out = []
    for m in re.finditer(r"\bmacro_rules!\s*(\w+)\s*\{", text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append((m.group(1), m.end(), j))
    return out


def without_macros(text):
    """The text with the bodies of its `macro_rules!` blanked out."""
    for _, a, b in reversed(macro_bodies(text)):
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def list_entries(body):
    """The entries of a list macro's body, each a dict of column label -> text
    (the head `field: path {` under the label `@head`)."""
    inner = body[body.index("$then!") :]
    inner = inner[inner.index("{") + 1 :]
    entries, depth, start = [], 0, None
    for j, ch in enumerate(inner):
        if ch == "{":
            if depth == 0:
                head = re.search(r"(\w+)\s*:\s*([\w:]+)\s*$", inner[:j])
                start, cols = j + 1, {"@head": head.group(2) if head else ""}
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0 and start is not None:
                text = inner[start:j]
                labels = list(re.finditer(r"(?:^|[\s,{])(\w+):\s", text))
                for k, lab in enumerate(labels):
                    end = labels[k + 1].start() if k + 1 < len(labels) else len(text)
                    cols[lab.group(1)] = text[lab.end() : end]
                entries.append(cols)
                start = None
            if depth < 0:
                break
    return entries


def expanded_paths(crate, text):
    """The paths a module writes through list macros (`list!(mine)`)."""
    lists = {name: list_entries(body) for name, body in crate.lists.items()}
    mine = {name: text[a:b] for name, a, b in macro_bodies(text)}
    for m in re.finditer(r"\b(\w+)!\s*\(\s*(\w+)\s*\)", text):
        entries, own = lists.get(m.group(1)), mine.get(m.group(2))
        if entries is None or own is None:
            continue
        pattern, _, transcriber = own.partition("=>")
        used = set(re.findall(r"\$(\w+)", transcriber))
        column = {var: label for label, var in re.findall(r"(\w+):\s*\$(\w+):", pattern)}
        head = re.search(r"\$(\w+):ty\s*\{", pattern)
        if head:
            column[head.group(1)] = "@head"
        for cols in entries:
            for var in used:
                piece = cols.get(column.get(var, ""), "")
                if column.get(var) == "@head":
                    piece = "crate::" + piece.removeprefix("crate::")
                yield from re.findall(r"\b(?:crate|super|self)(?:::\w+)+", piece)


def use_statements(text):
    """(path tree, inline modules around it) for every `use` tree (renames
    dropped), then every path written in full in the code
    (`super::inspector::apply(...)`, `crate::app::evals::EvalJob`)."""
    blocks = inline_modules(text)

    def inside(pos):
        return [name for (a, b, name) in blocks if a <= pos < b]

    spans = []
    for m in re.finditer(r"\buse\s+([^;]+);", text):
        spans.append((m.start(), m.end()))
        tree = re.sub(r"\s+as\s+\w+", "", m.group(1))
        yield re.sub(r"\s+", "", tree), inside(m.start())
    for m in re.finditer(r"\b(?:crate|super|self)(?:::\w+)+", text):
        if not any(a <= m.start() < b for a, b in spans):
            yield m.group(0), inside(m.start())


def expand(tree):
    """`a::{b,c::{d,e}}` -> ['a::b', 'a::c::d', 'a::c::e']."""
    i = tree.find("{")
    if i < 0:
        return [tree]
    prefix = tree[:i]
    depth, parts, start = 0, [], i + 1
    for j in range(i + 1, len(tree)):
        ch = tree[j]
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                parts.append(tree[start:j])
                break
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(tree[start:j])
            start = j + 1
    out = []
    for p in parts:
        if p:
            out.extend(expand(prefix + p))
    return out


def resolve(path, here):
    """The absolute module path that a use path in module `here` names."""
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    if segs[0] == "crate":
        return segs[1:]
    cur = list(here)
    if segs[0] == "self":
        return cur + segs[1:]
    while segs and segs[0] == "super":
        cur = cur[:-1]
        segs = segs[1:]
    # a name of a child module (or of an external crate, which matches nothing)
    return cur + segs


DEFINES = r"\b(?:fn|struct|enum|trait|type|const|static|union|macro_rules!)\s+{}\b"


class Crate:
    """The crate's modules, their texts and what they re-export (`pub use`)."""

    def __init__(self, src):
        self.files = modules(src)
        self.text = {m: strip_comments(open(f, encoding="utf-8").read()) for m, f in self.files.items()}
        # list macros by name -> their bodies (their entries name paths)
        self.lists = {
            name: text[a:b]
            for text in self.text.values()
            for name, a, b in macro_bodies(text)
            if "$then!" in text[a:b]
        }
        self.reexports = {}
        self.globs = {}
        for m, text in self.text.items():
            names, globs = {}, []
            for st in re.finditer(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", text):
                for p in expand(re.sub(r"\s+", "", re.sub(r"\s+as\s+", "@", st.group(1)))):
                    target, _, alias = p.partition("@")
                    segs = resolve(target, m)
                    if not segs:
                        continue
                    if segs[-1] == "*":
                        globs.append(segs[:-1])
                    else:
                        names[alias or segs[-1]] = segs
            self.reexports[m], self.globs[m] = names, globs

    def module_of(self, segs, depth=0):
        """The module where the item that `segs` names is defined, following
        re-exports; `None` when the path leaves the crate."""
        for k in range(len(segs), 0, -1):
            m = tuple(segs[:k])
            if m not in self.files:
                continue
            rest = segs[k:]
            if not rest or depth > 20:
                return m
            name = rest[0]
            if re.search(DEFINES.format(re.escape(name)), self.text[m]):
                return m
            if name in self.reexports[m]:
                return self.module_of(self.reexports[m][name] + rest[1:], depth + 1) or m
            for g in self.globs[m]:
                found = self.module_of(g + rest, depth + 1)
                if found and found != tuple(g):
                    return found
            return m
        return None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    everything = "--all" in sys.argv
    src = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "src")
    crate = Crate(src)
    mods = crate.files
    scope = {m for m in mods if everything or (m[:1] in (("app",), ("cli",)))}
    edges = {m: set() for m in scope}
    for m in scope:
        used = list(use_statements(without_macros(crate.text[m])))
        used += [(p, []) for p in expanded_paths(crate, crate.text[m])]
        for stmt, nested in used:
            for p in expand(stmt):
                target = resolve(p, m + tuple(nested))
                best = crate.module_of(target) if target else None
                if best and best != m and best in scope:
                    edges[m].add(best)
    # Tarjan's strongly connected components
    index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            sccs.append(comp)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    cycles = sorted((sorted("::".join(m) for m in c) for c in sccs if len(c) > 1), key=len)
    for c in cycles:
        print(f"{len(c):3} modules: {' '.join(c)}")
        if "--edges" in sys.argv:
            members = {tuple(m.split("::")) for m in c}
            for a in sorted(members):
                for b in sorted(edges[a] & members):
                    print(f"      {'::'.join(a)} -> {'::'.join(b)}")
    in_cycles = sum(len(c) for c in cycles)
    print(f"{len(cycles)} import cycles among {len(scope)} modules ({in_cycles} modules in a cycle)")
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())

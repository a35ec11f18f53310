#!/usr/bin/env python3
"""Runs the studio's layout report (`ludoscope studio --ui-report`) over panels,
window sizes, presentation mode, languages and themes, and prints for each run
the smallest text, the lowest contrast, how many texts are cut off or
overlap another, how many node boxes of a tree overlap another, and the
lowest contrast of the lines drawn on a tree or a canvas (edges, rings,
marks; WCAG's 3:1 for graphical objects). With --shots DIR it also saves each
run's screenshot there.

Needs a display (run under Xvfb, see the README) and a built binary:

    scripts/classroom-report.py [--bin target/debug/ludoscope]
        [--panels board,inspector] [--sizes 1024x768,1440x900]
        [--open PANEL=FILE ...] [--shots assets/screenshots/classroom] [--faults]

The inspector and the attractors open a course arena; the information sets,
MCTS and ISMCTS run on a game of their own (GAME below).

The lowest contrast leaves out the texts of disabled widgets, which WCAG
exempts (the report marks them `"disabled": true`).
"""

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile

PANELS = ["board", "inspector", "attractors", "tournament", "infosets", "mcts", "ismcts"]
SIZES = ["1024x768", "1280x720", "1366x768", "1440x900", "1920x1080"]
OPEN = {
    "inspector": "assets/arenas/seed-003-alpha-beta.ron",
    "attractors": "assets/arenas/seed-003-chomp-3x2.ron",
}
# The panels shown on a game of their own, their algorithm run at start
# (`studio --game SPEC --run`) unless --open gives them a file.
GAME = {
    "infosets": "KuhnPoker(players: 2)",
    "mcts": "TicTacToe",
    "ismcts": "PhantomTicTacToe",
}


def drawn_lines(report):
    """The lines whose middle is on a tree or a canvas (the rules' lines)."""
    areas = [w["rect"] for w in report["widgets"] if w["role"] in ("tree", "canvas")]
    inside = lambda p, r: r[0] <= p[0] <= r[2] and r[1] <= p[1] <= r[3]
    return [l for l in report.get("lines", []) if any(inside(l["at"], r) for r in areas)]


def overlaps(texts, slack=1.0):
    """Pairs of texts sharing more than `slack` pixels both ways."""
    pairs = []
    for a, b in itertools.combinations(texts, 2):
        w = min(a["rect"][2], b["rect"][2]) - max(a["rect"][0], b["rect"][0])
        h = min(a["rect"][3], b["rect"][3]) - max(a["rect"][1], b["rect"][1])
        if w > slack and h > slack:
            pairs.append((a, b))
    return pairs


def box_overlaps(boxes, slack=1.0):
    """Pairs of node boxes of a tree (of two nodes) sharing more than `slack`
    pixels both ways."""
    return [(a, b) for a, b in overlaps(boxes, slack) if a["owner"] != b["owner"]]


def run(args, panel, size, presentation, lang, theme, out_dir):
    name = f"{panel}-{size}-{'pres' if presentation else 'normal'}-{lang}-{theme}"
    report = os.path.join(out_dir, name + ".json")
    cmd = [args.bin, "studio", "--panel", panel, "--size", size, "--lang", lang,
           "--theme", theme, "--ui-report", report]
    if presentation:
        cmd.append("--presentation")
    if panel in args.open:
        cmd += ["--open", args.open[panel]]
    elif panel in GAME:
        cmd += ["--game", GAME[panel], "--run"]
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
        cmd += ["--screenshot", os.path.join(args.shots, name + ".png")]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        return name, None, done.stderr.strip()
    with open(report, encoding="utf-8") as f:
        return name, json.load(f), ""


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bin", default="target/debug/ludoscope")
    p.add_argument("--panels", default=",".join(PANELS))
    p.add_argument("--sizes", default="1024x768")
    p.add_argument("--langs", default="en,fr")
    p.add_argument("--themes", default="dark,light")
    p.add_argument("--modes", default="normal,pres")
    p.add_argument("--open", action="append", default=[], metavar="PANEL=FILE")
    p.add_argument("--shots", help="save each run's screenshot in this folder")
    p.add_argument("--faults", action="store_true", help="list each fault")
    args = p.parse_args()
    opened = dict(OPEN)
    for item in args.open:
        panel, _, path = item.partition("=")
        opened[panel] = path
    args.open = opened
    out_dir = tempfile.mkdtemp(prefix="ludoscope-report-")
    print(f"{'run':44} {'texts':>5} {'min px':>6} {'min contrast':>12} {'cut':>4} {'overlaps':>8} {'boxes':>5} {'lines':>5} {'line contrast':>13}")
    failed = 0
    for panel, size, mode, lang, theme in itertools.product(
            args.panels.split(","), args.sizes.split(","), args.modes.split(","),
            args.langs.split(","), args.themes.split(",")):
        name, report, error = run(args, panel, size, mode == "pres", lang, theme, out_dir)
        if report is None:
            failed += 1
            print(f"{name:44} failed: {error}")
            continue
        texts = report["texts"]
        cut = [t for t in texts if t["clipped"]]
        pairs = overlaps(texts)
        boxes = box_overlaps(report.get("boxes", []))
        small = min((t["px"] for t in texts), default=0)
        # WCAG exempts disabled controls from the contrast rule.
        faint = min((t["contrast"] for t in texts if not t.get("disabled")), default=0)
        drawn = drawn_lines(report)
        line_low = min((l["contrast"] for l in drawn), default=float("nan"))
        print(f"{name:44} {len(texts):5} {small:6.1f} {faint:12.2f} {len(cut):4} {len(pairs):8} {len(boxes):5} {len(drawn):5} {line_low:13.2f}")
        if args.faults:
            for t in cut:
                print(f"    cut: {t['text'][:50]!r} {t['rect']}")
            for t in texts:
                if t["contrast"] < 4.5 and not t.get("disabled"):
                    print(f"    faint {t['contrast']:.2f}: {t['text'][:50]!r} {t['fg']} on {t['bg']}")
                if t["px"] < 14:
                    print(f"    small {t['px']:.1f} px: {t['text'][:50]!r}")
            for a, b in pairs:
                print(f"    overlap: {a['text'][:30]!r} {b['text'][:30]!r}")
            for l in drawn:
                if l["contrast"] < 3.0:
                    print(f"    faint line {l['contrast']:.2f}: at {l['at']} {l['fg']} on {l['bg']}")
            for a, b in boxes:
                print(f"    boxes overlap: {a['label'][:30]!r} {b['label'][:30]!r}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

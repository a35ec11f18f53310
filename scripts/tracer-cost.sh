#!/usr/bin/env bash
# What the no-op tracer costs: the searches that report to a tracer (the seeds'
# minimax and alpha-beta, the negamax engine, MCTS), built as usual (with the
# no-op tracer, NoTracer) and built with `--features tracer-free` (every tracer
# call compiled out, nothing else changed: see `trace!` in src/search/trace.rs).
# Both binaries run `ludoscope bench --tracer-cost` in turns, ROUNDS times (the
# tracer-free one first in odd rounds, second in even ones, so that a busy
# machine weighs on both alike); each row's figure is the best rate of each
# side. Prints, per row, the two rates, the time ratio of the best rates
# (no-op / tracer-free: 1.000 means the tracer costs nothing) and the median
# and range of the rounds' own ratios, whose spread is the machine's noise.
#
# Usage: scripts/tracer-cost.sh [ROUNDS]   (default 5; about 5 s per round and side)
#
# Builds with `cargo build --release`, the tracer-free binary first, so that
# target/release/ludoscope is the usual build at the end.
set -euo pipefail

rounds=${1:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$root"
cargo build --release --quiet --features tracer-free
cp target/release/ludoscope "$work/free"
cargo build --release --quiet
cp target/release/ludoscope "$work/noop"

# Appends "<side> <round> <rate> <row name>" for each row of one run.
run() {
    "$work/$1" bench --tracer-cost |
        awk -v side="$1" -v round="$2" 'NR > 2 {
            name = substr($0, 1, 44); sub(/ +$/, "", name)
            split(substr($0, 46), f, " ")
            print side, round, f[1], name
        }' >>"$work/rates"
}

for ((r = 1; r <= rounds; r++)); do
    if ((r % 2)); then run free "$r"; run noop "$r"; else run noop "$r"; run free "$r"; fi
done

awk -v rounds="$rounds" '
    {
        name = $4; for (i = 5; i <= NF; i++) name = name " " $i
        if (!(name in seen)) { seen[name] = 1; order[++n] = name }
        rate[$1, $2, name] = $3
        if ($3 > best[$1, name]) best[$1, name] = $3
    }
    END {
        printf "%-44s %14s %14s %8s %8s %15s\n", "row (" rounds " rounds)", "no-op tracer", "tracer-free", "ratio", "median", "range"
        for (k = 1; k <= n; k++) {
            name = order[k]; m = 0
            for (r = 1; r <= rounds; r++) {
                if (rate["noop", r, name] > 0) x[++m] = rate["free", r, name] / rate["noop", r, name]
            }
            for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t }
            med = (m % 2) ? x[(m + 1) / 2] : (x[m / 2] + x[m / 2 + 1]) / 2
            printf "%-44s %14.0f %14.0f %8.3f %8.3f %7.3f-%.3f\n", name, best["noop", name], best["free", name],
                best["free", name] / best["noop", name], med, x[1], x[m]
        }
    }' "$work/rates"

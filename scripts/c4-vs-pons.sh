#!/usr/bin/env bash
# Side by side: our exact Connect Four solver (`ludoscope c4 solve`) against Pascal
# Pons's public C++ solver (https://github.com/PascalPons/connect4, AGPL-3.0; not
# vendored here) on the same positions. Checks that every score is identical and
# prints, per stage (>= 28 moves played, 14..27, <= 13), the positions, the mean
# nodes and the mean and total solve times of both, then the median and 90th
# percentile of the solve times of both.
#
# Usage: scripts/c4-vs-pons.sh PONS_DIR [POSITIONS [ROUNDS]]
#   PONS_DIR   a checkout of the C++ solver, e.g.
#              git clone https://github.com/PascalPons/connect4 /tmp/connect4
#              (its Solver.hpp, Solver.cpp, Position.hpp, ... are used as they are)
#   POSITIONS  one position per line, column digits 1..7 (default:
#              assets/c4/solve-bench.txt, the positions of `ludoscope bench`)
#   ROUNDS     how many times both solve the whole file (default 1), taking
#              turns (C++ first in odd rounds, ours first in even ones), so that
#              a busy machine weighs on both alike; the figures cover every round
#
# The C++ solver is built with g++ (or $CXX) -O3 -DNDEBUG against a small driver
# written below (ours, not the repository's main.cpp, which prints no times): it
# empties the table before each position, without timing it, and prints
# "<moves> <score> <nodes> <microseconds>". Ours runs with --fresh-table, which
# does the same. Tables: the C++ one has a prime near 2^24 entries of a 32-bit
# partial key and a byte; ours (the default --tt-bits 24) a prime near 2^24
# entries of 8 bytes, in huge pages where the kernel allows. Emptying a table
# that size goes through every cache, so both start each position with cold
# caches (code, stack and table): at >= 28 moves the waits for memory, not the
# search, are most of the time (ours measured more than twice as fast when only
# the slots written were emptied). Times are read to
# the nanosecond on both sides and printed in microseconds with three decimals:
# at >= 28 moves (about 1 us a position) a single preemption still moves the
# stage's mean, so compare several runs or rounds (or pass a file of positions
# repeated). No opening book on either side. Build output goes to a temporary
# directory; ludoscope is built with `cargo build --release`.
set -euo pipefail

pons_dir=${1:?usage: scripts/c4-vs-pons.sh PONS_DIR [POSITIONS [ROUNDS]]}
root=$(cd "$(dirname "$0")/.." && pwd)
positions=${2:-$root/assets/c4/solve-bench.txt}
rounds=${3:-1}
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS must be a positive whole number, not $rounds" >&2; exit 2; }
for f in Solver.hpp Solver.cpp Position.hpp; do
  [ -f "$pons_dir/$f" ] || { echo "no $f in $pons_dir: is it a checkout of PascalPons/connect4?" >&2; exit 2; }
done
[ -f "$positions" ] || { echo "no positions file $positions" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/driver.cpp" <<'EOF'
#include "Solver.hpp"
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>
using namespace GameSolver::Connect4;
int main() {
  Solver solver;
  std::string line;
  for (int l = 1; std::getline(std::cin, line); l++) {
    std::istringstream fields(line);
    std::string moves;
    if (!(fields >> moves)) continue;
    Position P;
    if (P.play(moves) != moves.size()) {
      std::cerr << "line " << l << ": invalid position " << moves << std::endl;
      continue;
    }
    solver.reset();
    auto start = std::chrono::steady_clock::now();
    int score = solver.solve(P);
    auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                  std::chrono::steady_clock::now() - start).count();
    char us[32];
    std::snprintf(us, sizeof us, "%.3f", ns / 1000.0);
    std::cout << moves << " " << score << " " << solver.getNodeCount() << " " << us << std::endl;
  }
}
EOF
${CXX:-g++} --std=c++11 -O3 -DNDEBUG -I"$pons_dir" -o "$work/pons" \
  "$work/driver.cpp" "$pons_dir/Solver.cpp"
(cd "$root" && cargo build --release --quiet --no-default-features)
target=${CARGO_TARGET_DIR:-$root/target}

run_pons() { "$work/pons" < "$positions" >> "$work/pons.txt"; }
run_ours() { "$target/release/ludoscope" c4 solve --fresh-table < "$positions" >> "$work/ours.txt"; }
: > "$work/pons.txt"
: > "$work/ours.txt"
for ((r = 1; r <= rounds; r++)); do
  if ((r % 2)); then run_pons; run_ours; else run_ours; run_pons; fi
done

# Join line by line (both print the positions in input order).
paste -d' ' "$work/ours.txt" "$work/pons.txt" > "$work/both.txt"

# The median and 90th percentile of each stage's times, both sides: one line
# "<stage> <median ours> <p90 ours> <median C++> <p90 C++>" a stage (nearest
# rank on the times sorted by sort -g).
for s in 1 2 3; do
  for col in 4 8; do
    awk -v s="$s" -v c="$col" '{
      n = length($1); t = (n >= 28) ? 1 : (n >= 14) ? 2 : 3
      if (t == s) print $c
    }' "$work/both.txt" | sort -g > "$work/times.$s.$col"
  done
  count=$(wc -l < "$work/times.$s.4")
  [ "$count" -gt 0 ] || continue
  rank() { sed -n "$(( ($1 * count + 99) / 100 ))p" "$2"; }
  echo "$s $(rank 50 "$work/times.$s.4") $(rank 90 "$work/times.$s.4") $(rank 50 "$work/times.$s.8") $(rank 90 "$work/times.$s.8")"
done > "$work/quantiles.txt"

awk '
  NR == FNR { q[$1] = $2 " " $3 " " $4 " " $5; next }
  $1 != $5 { printf "position mismatch: %s vs %s\n", $1, $5; bad = 1; next }
  $2 != $6 { printf "SCORE MISMATCH %s: ours %s, C++ %s\n", $1, $2, $6; bad = 1 }
  {
    n = length($1); s = (n >= 28) ? 1 : (n >= 14) ? 2 : 3
    count[s]++; on[s] += $3; ot[s] += $4; pn[s] += $7; pt[s] += $8
  }
  END {
    name[1] = ">= 28 moves"; name[2] = "14..27 moves"; name[3] = "<= 13 moves"
    printf "%-14s %5s %14s %14s %12s %12s %10s %10s\n", "stage", "pos.", "nodes ours", "nodes C++", "us ours", "us C++", "s ours", "s C++"
    for (s = 1; s <= 3; s++) if (count[s]) printf "%-14s %5d %14.0f %14.0f %12.2f %12.2f %10.3f %10.3f\n", \
      name[s], count[s], on[s] / count[s], pn[s] / count[s], ot[s] / count[s], pt[s] / count[s], ot[s] / 1e6, pt[s] / 1e6
    printf "%-14s %12s %12s %12s %12s   (us a position)\n", "stage", "median ours", "p90 ours", "median C++", "p90 C++"
    for (s = 1; s <= 3; s++) if (count[s]) { split(q[s], v, " "); printf "%-14s %12.3f %12.3f %12.3f %12.3f\n", name[s], v[1], v[2], v[3], v[4] }
    if (bad) { print "some scores differ"; exit 1 }
    print "all scores identical"
  }' "$work/quantiles.txt" "$work/both.txt"

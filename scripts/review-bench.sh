#!/usr/bin/env bash
# Times the review of a fixed 40-move game natively: `jarmo review` of
# tests/bench/review-game-40.txt (level 3 against level 5, 40 plies, 41 positions
# to analyse) with the default budget of 300 ms per position, and once with a
# node budget, which repeats exactly. Prints wall-clock and CPU seconds (the CPU
# time is the steadier on a shared machine) and how many moves got each label.
# BENCHMARKS.md quotes it.
#
#   bash scripts/review-bench.sh [MS]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

MS="${1:-300}"
GAME=tests/bench/review-game-40.txt
cargo build --release -q -p jarmo-cli
out=$(mktemp)
timing=$(mktemp)
trap 'rm -f "$out" "$timing"' EXIT
TIMEFORMAT='%R %U'

run() {
  { time target/release/jarmo review - "$@" < "$GAME" > "$out"; } 2> "$timing"
  read -r wall cpu < "$timing"
  labels=$(awk '{ n[$3]++ } END { for (l in n) printf "%s %d, ", l, n[l] }' "$out")
  echo "jarmo review - $* < $GAME: $(wc -l < "$out") moves in $wall s ($cpu s of CPU); ${labels%, }"
}

run --ms "$MS"
run --nodes 100000

#!/usr/bin/env bash
# Regenerates www/puzzles/puzzles.txt, the puzzles the page ships: builds the
# command line in release, has `jarmo puzzles` make puzzles from engine games
# (each proved by the exact solver), keeps the first PER_BAND of each band by K
# in the order they were made, and writes them under a header that names the
# bands. Prints the time taken, the count of each band and the file's size, raw
# and gzip. The same settings always give the same file.
#
#   bash scripts/puzzles.sh
#
# The bands (docs/puzzles.md): easy K 1-3, medium K 4-7, hard K 8-9. K is the
# number of plies of the win; with --max-plies 9 no puzzle is longer.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

SEED=1
MAX_PLIES=9
# Enough puzzles for every band to fill: the short ones are the rarest (about
# 18 % of all).
COUNT=700
PER_BAND=100
OUT=www/puzzles/puzzles.txt

cargo build --release -q -p jarmo-cli
made=$(mktemp)
timing=$(mktemp)
trap 'rm -f "$made" "$timing"' EXIT

# Wall-clock and CPU seconds: on a shared machine the CPU time is the steadier.
TIMEFORMAT='%R %U'
{ time target/release/jarmo puzzles --count "$COUNT" --seed "$SEED" --max-plies "$MAX_PLIES" > "$made"; } 2> "$timing"
read -r wall cpu < "$timing"

# name low high, in the order the file lists them.
bands=("easy 1 3" "medium 4 7" "hard 8 9")

mkdir -p "$(dirname "$OUT")"
{
  echo "# Jarmo puzzles: POSITION;MOVES;K, one a line (docs/puzzles.md)."
  echo "# In POSITION the side to move wins by force within K plies, not in fewer,"
  echo "# and exactly one first move wins within $MAX_PLIES; MOVES is the winning line with"
  echo "# the best defence. Made by scripts/puzzles.sh:"
  echo "# jarmo puzzles --count $COUNT --seed $SEED --max-plies $MAX_PLIES, the first $PER_BAND of each band."
  echo "# Bands by K, easiest first: '# band NAME KMIN-KMAX'."
  for band in "${bands[@]}"; do
    read -r name low high <<< "$band"
    echo "# band $name $low-$high"
  done
  for band in "${bands[@]}"; do
    read -r name low high <<< "$band"
    # awk counts itself: `| head` could end awk with SIGPIPE, which pipefail
    # would turn into a failure.
    awk -F';' -v low="$low" -v high="$high" -v most="$PER_BAND" \
      '$3 >= low && $3 <= high && kept < most { print; kept++ }' "$made"
  done
} > "$OUT"

echo "made $(wc -l < "$made") puzzles in $wall s ($cpu s of CPU): jarmo puzzles --count $COUNT --seed $SEED --max-plies $MAX_PLIES"
for band in "${bands[@]}"; do
  read -r name low high <<< "$band"
  made_n=$(awk -F';' -v low="$low" -v high="$high" '$3 >= low && $3 <= high' "$made" | wc -l)
  kept_n=$(grep -v '^#' "$OUT" | awk -F';' -v low="$low" -v high="$high" '$3 >= low && $3 <= high' | wc -l)
  if [ "$kept_n" -lt "$PER_BAND" ]; then
    echo "puzzles: band $name (K $low-$high) has only $kept_n of $PER_BAND: raise COUNT" >&2
    exit 1
  fi
  echo "band $name (K $low-$high): $kept_n kept of $made_n made"
done
echo "$OUT: $(grep -vc '^#' "$OUT") puzzles, $(stat -c %s "$OUT") bytes, $(gzip -9 -c "$OUT" | wc -c) bytes gzip -9"

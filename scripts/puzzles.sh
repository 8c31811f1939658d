#!/usr/bin/env bash
# Regenerates the puzzles the page ships for a board: www/puzzles/puzzles.txt for
# the knight board (the default), www/puzzles/puzzles-traditional.txt for the
# traditional board. Builds the command line in release, has `jarmo puzzles` make
# puzzles from engine games on the board (each proved by the exact solver), keeps
# the first PER_BAND of each band by K in the order they were made, and writes them
# under a header that names the bands, and for the traditional board the board
# (`# board traditional`: a puzzle line does not name it). Prints the time taken,
# the count of each band and the file's size, raw and gzip. The same settings
# always give the same file.
#
#   bash scripts/puzzles.sh [knight | traditional]
#
# The bands (docs/puzzles.md): easy K 1-3, medium K 4-7, hard K 8-9. K is the
# number of plies of the win; with --max-plies 9 no puzzle is longer.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

BOARD="${1:-knight}"
SEED=1
MAX_PLIES=9
# Enough puzzles for every band to fill: the short ones are the rarest (about
# 18 % of all on the knight board).
COUNT=700
PER_BAND=100
case "$BOARD" in
  knight) OUT=www/puzzles/puzzles.txt ;;
  traditional) OUT=www/puzzles/puzzles-traditional.txt ;;
  *) echo "puzzles.sh: “$BOARD” is not a board: use knight or traditional" >&2; exit 2 ;;
esac
# The knight board's command names no board, as before there were two.
board_option=()
[ "$BOARD" = knight ] || board_option=(--board "$BOARD")
command="jarmo puzzles --count $COUNT --seed $SEED --max-plies $MAX_PLIES${board_option[*]:+ ${board_option[*]}}"

cargo build --release -q -p jarmo-cli
made=$(mktemp)
timing=$(mktemp)
kept=$(mktemp)
left_out=$(mktemp)
trap 'rm -f "$made" "$timing" "$kept" "$left_out"' EXIT

# Wall-clock and CPU seconds: on a shared machine the CPU time is the steadier.
TIMEFORMAT='%R %U'
{ time "${CARGO_TARGET_DIR:-target}/release/jarmo" puzzles --count "$COUNT" --seed "$SEED" \
  --max-plies "$MAX_PLIES" "${board_option[@]}" > "$made"; } 2> "$timing"
read -r wall cpu < "$timing"

# name low high, in the order the file lists them.
bands=("easy 1 3" "medium 4 7" "hard 8 9")

# The first PER_BAND of each band whose position has no shuttle state: a shuttle
# state forbids a step that the board does not show, which a player could not see.
# The generator drops the states where the board without them is a puzzle, nearly
# always; the others are left out here and counted.
for band in "${bands[@]}"; do
  read -r name low high <<< "$band"
  # awk counts itself: `| head` could end awk with SIGPIPE, which pipefail
  # would turn into a failure.
  awk -F';' -v low="$low" -v high="$high" -v most="$PER_BAND" -v left_out="$left_out" '
    $3 >= low && $3 <= high && kept < most {
      if ($1 ~ / - -$/) { print; kept++ } else { skipped++ }
    }
    END { print skipped + 0 >> left_out }' "$made" >> "$kept"
done
skipped=$(awk '{ n += $1 } END { print n + 0 }' "$left_out")

mkdir -p "$(dirname "$OUT")"
{
  echo "# Jarmo puzzles: POSITION;MOVES;K, one a line (docs/puzzles.md)."
  [ "$BOARD" = knight ] || echo "# board $BOARD"
  echo "# In POSITION the side to move wins by force within K plies, not in fewer,"
  echo "# and exactly one first move wins within $MAX_PLIES; MOVES is the winning line with"
  echo "# the best defence. Made by scripts/puzzles.sh:"
  echo "# $command, the first $PER_BAND of each band."
  [ "$skipped" -eq 0 ] || echo "# Left out: $skipped whose POSITION has a shuttle state, which the board does not show."
  echo "# Bands by K, easiest first: '# band NAME KMIN-KMAX'."
  for band in "${bands[@]}"; do
    read -r name low high <<< "$band"
    echo "# band $name $low-$high"
  done
  cat "$kept"
} > "$OUT"

echo "made $(wc -l < "$made") puzzles in $wall s ($cpu s of CPU): $command"
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
echo "left out for a shuttle state: $skipped"
echo "$OUT: $(grep -vc '^#' "$OUT") puzzles, $(stat -c %s "$OUT") bytes, $(gzip -9 -c "$OUT" | wc -c) bytes gzip -9"

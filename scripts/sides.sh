#!/usr/bin/env bash
# Which side each board favours: engine games on the knight and the traditional
# board, one level against itself, for levels 2, 4 and 8, colours switched each
# game (`jarmo match --swap`), all from the start. Prints, for each board and level,
# how often White won, Black won and the game was drawn, beside the figures of the
# human games BrainKing published, then how many games were played and how long
# they took. BENCHMARKS.md quotes it ("Which side each board favours").
#
#   bash scripts/sides.sh
#
# Levels 2 and 4 have noise, so their games all differ; level 8 has none and thinks
# for a time (--ms 50 here), so few of its games differ: the column "different"
# says how many did. The matches run one after the other (the machine is shared).
# About 2.5 minutes of one core on this project's machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

SEED=1
# level games [extra options], one match a line, the same for both boards.
matches=("2 2000" "4 2000" "8 100 --ms 50")
BOARDS=(knight traditional)

cargo build --release -q -p jarmo-cli
jarmo="${CARGO_TARGET_DIR:-target}/release/jarmo"
out=$(mktemp)
trap 'rm -f "$out"' EXIT

started=$SECONDS
total=0
printf '%-12s %5s %6s %9s %8s %8s %8s %7s\n' board level games different White Black draws length
for board in "${BOARDS[@]}"; do
  for m in "${matches[@]}"; do
    read -r level games extra <<< "$m"
    # shellcheck disable=SC2086 # extra holds options, split on purpose
    "$jarmo" match --white "$level" --black "$level" --games "$games" --swap --seed "$SEED" \
      --board "$board" $extra > "$out"
    # The summary's last two lines: "mean game length L moves; ...; N different games"
    # and "by colour: White won W %, Black won B %, drawn D %".
    read -r length different < <(sed -n 's/^mean game length \([0-9.]*\) moves;.*; \([0-9]*\) different games$/\1 \2/p' "$out")
    read -r white black drawn < <(sed -n 's/^by colour: White won \([0-9.]*\) %, Black won \([0-9.]*\) %, drawn \([0-9.]*\) %$/\1 \2 \3/p' "$out")
    printf '%-12s %5s %6s %9s %6s %% %6s %% %6s %% %7s\n' \
      "$board" "$level" "$games" "$different" "$white" "$black" "$drawn" "$length"
    total=$((total + games))
  done
done
printf '%-12s %5s %6s %9s %6s %% %6s %% %6s %% %7s\n' "BrainKing" human "" "" 40.65 48.89 10.45 ""
echo "$total games in $((SECONDS - started)) s: jarmo match --white L --black L --games N --swap --seed $SEED --board B (level 8 with --ms 50)"

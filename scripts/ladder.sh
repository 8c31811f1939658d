#!/usr/bin/env bash
# The levels' Elo ratings (issue 36, part 4). Plays engine matches along a ladder of
# players, on both boards, saves each pair's wins, draws and losses to
# docs/ladder/BOARD.tsv, fits the ratings by maximum likelihood with the Python
# package choix (Bradley-Terry; scripts/ladder_fit.py), the random mover fixed at 0,
# and writes them, each with a 95 % interval, into BENCHMARKS.md (between the
# ladder markers), rounded into README.md's table (the same markers) and into
# www/panels/ratings.js, which the New game dialog reads.
#
#   bash scripts/ladder.sh                    # play both boards, then fit
#   bash scripts/ladder.sh --board knight     # play one board, then fit both
#   bash scripts/ladder.sh --fit-only         # refit from the saved results
#
# The ladder: random, then level 1 diluted with random moves (`1~90` plays a random
# move 90 % of the time; random scores nearly nothing against level 1 itself, and a
# fit needs pairs that are not all won), then levels 1 to 8. Every player meets its
# neighbours and the players two steps away: GAMES games a pair (GAMES8 for a pair
# with level 8), `--swap` (colours alternate), `--random-plies 2` (each pair of games
# opens with the same two random moves), each pair its own seed. Level 8 thinks
# 100 ms a move here (`--ms 100`), not the page's 1000 ms: 200-game pairs at 1000 ms
# would take hours. Levels 1-7 are limited by depth or nodes, so their games repeat
# exactly for a seed; level 8's depend on the machine's speed.
#
# Playing takes about 22 minutes on this project's machine (two cores, one busy), run
# under `nice -n 19`, one match at a time, nearly all of it level 8's four pairs;
# --fit-only takes 4 seconds and always gives the same output for the same results. The fit's Python
# packages are installed from PyPI into tools/ladder-venv the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# The ladder, weakest first. Change it and play again: the fit takes whatever pairs
# the results hold.
PLAYERS=(random 1~90 1~75 1~50 1~25 1 2 3 4 5 6 7 8)
GAMES=1000
GAMES8=400
LEVEL8_MS=100
RANDOM_PLIES=2
BOARDS=(knight traditional)

usage() {
  echo "usage: bash scripts/ladder.sh [--fit-only | --board knight|traditional]" >&2
  exit 2
}

main() {
  local play=1 boards=("${BOARDS[@]}")
  while [ $# -gt 0 ]; do
    case "$1" in
      --fit-only) play=0 ;;
      --board)
        [ $# -ge 2 ] || usage
        case "$2" in
          knight | traditional) boards=("$2") ;;
          *) echo "ladder.sh: '$2' is not a board: use knight or traditional" >&2; exit 2 ;;
        esac
        shift
        ;;
      *) usage ;;
    esac
    shift
  done

  if [ "$play" = 1 ]; then
    cargo build --release -q -p jarmo-cli
    local board
    for board in "${boards[@]}"; do
      play_board "$board"
    done
  fi
  fit
}

# play_board BOARD: every pair of the ladder, written to docs/ladder/BOARD.tsv when
# all are played (an interrupted run leaves the old file).
play_board() {
  local board=$1 jarmo="${CARGO_TARGET_DIR:-target}/release/jarmo"
  local tsv="docs/ladder/$board.tsv" tmp out
  tmp=$(mktemp)
  out=$(mktemp)
  mkdir -p docs/ladder
  local started=$SECONDS n=${#PLAYERS[@]} pair=0 step i j commit
  # The engine played is the one built from the work tree: its commit, and whether the
  # crates differed from it.
  commit=$(git rev-parse --short HEAD)
  git diff --quiet HEAD -- crates Cargo.lock || commit="$commit with changes to the crates"
  {
    echo "# The rating ladder on the $board board: bash scripts/ladder.sh (issue 36)."
    echo "# Each line one match: jarmo match --white A --black B --games GAMES --swap --seed SEED"
    echo "#   --random-plies $RANDOM_PLIES --board $board (--ms $LEVEL8_MS when level 8 plays)."
    echo "# wins, draws, losses: A's; seconds: the match's time (nice -n 19, beside other work)."
    printf 'a\tb\tgames\twins\tdraws\tlosses\tseed\tseconds\n'
  } > "$tmp"
  # Upwards, so that level 8's pairs come last: j against the players one and two below.
  for ((j = 1; j < n; j++)); do
    for step in 1 2; do
      i=$((j - step))
      [ "$i" -ge 0 ] || continue
      pair=$((pair + 1))
      local a=${PLAYERS[j]} b=${PLAYERS[i]} games=$GAMES extra=()
      if [ "$a" = 8 ] || [ "$b" = 8 ]; then
        games=$GAMES8
        extra=(--ms "$LEVEL8_MS")
      fi
      local seed=$pair
      [ "$board" = traditional ] && seed=$((pair + 1000))
      local from=$SECONDS
      nice -n 19 "$jarmo" match --white "$a" --black "$b" --games "$games" --swap \
        --seed "$seed" --random-plies "$RANDOM_PLIES" --board "$board" "${extra[@]}" > "$out"
      # The summary: "A vs B, N games, colours alternating: wins W, draws D, losses L (...".
      local w d l
      read -r w d l < <(sed -n 's/.* games, colours alternating: wins \([0-9]*\), draws \([0-9]*\), losses \([0-9]*\) .*/\1 \2 \3/p' "$out")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$a" "$b" "$games" "$w" "$d" "$l" "$seed" "$((SECONDS - from))" >> "$tmp"
      printf '%-12s %5s vs %-5s %4s games: +%s =%s -%s (%s s)\n' "$board" "$a" "$b" "$games" "$w" "$d" "$l" "$((SECONDS - from))"
    done
  done
  echo "# played in $((SECONDS - started)) s, $(date -u '+%Y-%m-%d %H:%M') UTC, commit $commit" >> "$tmp"
  mv "$tmp" "$tsv"
  rm -f "$out"
}

# fit: the ratings from docs/ladder/*.tsv, into BENCHMARKS.md, README.md and
# www/panels/ratings.js.
fit() {
  local venv=tools/ladder-venv
  if ! "$venv/bin/python" -c 'import choix, numpy, scipy' 2>/dev/null; then
    echo "[ladder] installing choix, numpy and scipy into $venv (PyPI)" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q choix numpy scipy
  fi
  "$venv/bin/python" scripts/ladder_fit.py docs/ladder/knight.tsv docs/ladder/traditional.tsv
}

main "$@"; exit

#!/usr/bin/env bash
# The main thread's tasks while the game page starts, as Lighthouse counts them: each
# task of 5 ms or more from the first paint on, what it did, and whether it is over
# 12.5 ms (Lighthouse's simulation runs it 4x slower and counts what is beyond 50 ms
# as blocking time). Builds nothing (run trunk build --release --offline first); a
# benchmark: it asserts nothing. JARMO_PROFILE=1 adds the sampling profiler, which
# names the page's functions in each task (and slows the page down).
#
#   bash scripts/start-tasks.sh [RUNS] [QUERY]   (RUNS defaults to 1; QUERY, such as
#                                                 '?mode=ai', to index.html's address;
#                                                 JARMO_DIST=DIR measures another build)
#   bash scripts/start-tasks.sh --trace FILE     (a trace written elsewhere, such as
#                                                 Lighthouse's with --save-assets)
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${JARMO_DIST:-$PWD/dist}"
if [ "${1:-}" = --trace ]; then
  [ -f "${2:-}" ] || { echo "start-tasks: no trace file '${2:-}'" >&2; exit 1; }
  trace="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
  cd tests && exec node bench/start-tasks.mjs --trace "$trace"
fi
[ -f "$dist/index.html" ] || { echo "start-tasks: $dist is not built: run trunk build --release --offline" >&2; exit 1; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "start-tasks: no Chromium at ${CHROMIUM:-/usr/bin/chromium} (bash scripts/test.sh browsers installs it)" >&2; exit 1; }
if [ ! -d tests/node_modules ] || ! (cd tests && npm ls --depth=0 >/dev/null 2>&1); then
  (cd tests && npm ci --no-audit --no-fund >&2)
fi
cd tests && JARMO_DIST="$dist" exec node bench/start-tasks.mjs "${1:-1}" "${2:-}"

#!/usr/bin/env bash
# What a first visit of the game page costs on the wire: every request with its
# transfer size, their count and total, and apart what the service worker then
# fetches for offline play; with the page's paints and layout shifts. Builds nothing
# (run trunk build --release --offline first); a benchmark: it asserts nothing.
#
#   bash scripts/first-visit.sh [RUNS] [QUERY]   (RUNS defaults to 1; QUERY, such as
#                                                 '?mode=ai', to index.html's address;
#                                                 JARMO_DIST=DIR measures another build)
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${JARMO_DIST:-$PWD/dist}"
[ -f "$dist/index.html" ] || { echo "first-visit: $dist is not built: run trunk build --release --offline" >&2; exit 1; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "first-visit: no Chromium at ${CHROMIUM:-/usr/bin/chromium} (bash scripts/test.sh browsers installs it)" >&2; exit 1; }
if [ ! -d tests/node_modules ] || ! (cd tests && npm ls --depth=0 >/dev/null 2>&1); then
  (cd tests && npm ci --no-audit --no-fund >&2)
fi
cd tests && JARMO_DIST="$dist" exec node bench/first-visit.mjs "${1:-1}" "${2:-}"

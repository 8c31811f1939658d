#!/usr/bin/env bash
# Lighthouse 12 (the version pinned in tools/lighthouse/, installed there on first use,
# apart from the site's build tools) on the built site as GitHub Pages serves it
# (tests/bench/pages-server.mjs: gzip, max-age=600, CORS), with Debian's Chromium,
# mobile (Lighthouse's default: a phone, simulated slow 4G and a 4x slower CPU).
# Prints each run's four scores and main metrics, and their medians. A benchmark: it
# builds nothing (run trunk build --release --offline first) and asserts nothing.
#
#   bash scripts/lighthouse.sh [RUNS] [QUERY]   (RUNS defaults to 3; QUERY, such as
#                                                '?mode=ai', to index.html's address;
#                                                JARMO_DIST=DIR measures another build)
#
# The reports stay in tests/artifacts/lighthouse/ (run-N.json).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
query="${2:-}"
dist="${JARMO_DIST:-$PWD/dist}"
[ -f "$dist/index.html" ] || { echo "lighthouse: $dist is not built: run trunk build --release --offline" >&2; exit 1; }
chrome="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chrome" ] || { echo "lighthouse: no Chromium at $chrome (Debian package chromium, or set CHROME_PATH)" >&2; exit 1; }
if ! (cd tools/lighthouse && npm ls --depth=0 >/dev/null 2>&1); then
  echo "lighthouse: installing lighthouse (tools/lighthouse/package-lock.json)" >&2
  (cd tools/lighthouse && npm ci --no-audit --no-fund >&2)
fi

out=tests/artifacts/lighthouse
mkdir -p "$out"
rm -f "$out"/run-*.json
port=$((20000 + RANDOM % 20000))
node tests/bench/pages-server.mjs "$dist" "$port" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/jarmo/" && break
  sleep 0.1
done

url="http://127.0.0.1:$port/jarmo/index.html$query"
echo "lighthouse: $runs runs on $url, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do
  CHROME_PATH="$chrome" tools/lighthouse/node_modules/.bin/lighthouse "$url" \
    --chrome-flags="--headless=new --no-sandbox" --output=json --output-path="$out/run-$i.json" \
    --only-categories=performance,accessibility,best-practices,seo --quiet
done
echo "lighthouse: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
node tests/bench/lighthouse-summary.mjs "$out"/run-*.json

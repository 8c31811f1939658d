#!/usr/bin/env bash
# Prints the numbers BENCHMARKS.md and the README quote: perft and search speed
# natively, search speed in the browser (wasm in headless Chromium), and the sizes of
# dist/. Builds what it needs first. Strength matches take long: BENCHMARKS.md lists
# their commands separately.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh >/dev/null
cargo build --release -q -p jarmo-cli
trunk build --release --offline >/dev/null 2>&1
# The browser benchmark needs benchSearch(), which the page's build leaves out.
trunk build --release --offline --features bench --dist target/bench-dist >/dev/null 2>&1
[ -d tests/node_modules ] || (cd tests && npm ci --no-audit --no-fund >/dev/null)

echo "== native (target/release/jarmo bench)"
target/release/jarmo bench
echo
echo "== wasm in headless Chromium (tests/bench/wasm.mjs)"
JARMO_DIST="$PWD/target/bench-dist/" node tests/bench/wasm.mjs
echo
echo "== dist/ (scripts/sizes.sh)"
bash scripts/sizes.sh

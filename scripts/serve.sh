#!/usr/bin/env bash
# Installs everything, builds the game and serves it on http://127.0.0.1:8080/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# The pages' policy names the address served (scripts/csp.mjs): a frame sandboxed
# without allow-same-origin has no 'self' in WebKit.
port="${PORT:-8080}"
JARMO_ORIGIN="${JARMO_ORIGIN:-http://127.0.0.1:$port}" exec trunk serve --release --offline --address 127.0.0.1 --port "$port"

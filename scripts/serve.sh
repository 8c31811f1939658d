#!/usr/bin/env bash
# Installs everything, builds the game and serves it on http://127.0.0.1:8080/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --release --offline --address 127.0.0.1 --port "${PORT:-8080}"

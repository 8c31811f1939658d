#!/usr/bin/env bash
# Builds the page's rules core (jarmo-rules_bg.wasm, scripts/rules-wasm.sh) and the whole
# core (jarmo-core_bg.wasm, Trunk) as the page does, but keeping their functions' names,
# and prints what each one's code is made of (scripts/wasm-sizes.mjs): bytes by Rust
# module, before wasm-opt (which inlines, so that after it much of the code sits in the
# exports' shims). About a minute; uses target/wasm-sizes/.
#
#   bash scripts/wasm-sizes.sh [DEPTH=3] [ROWS=40]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
target="$PWD/target/wasm-sizes"
out="$target/out"
mkdir -p "$out"
for module in rules core; do
  if [ "$module" = rules ]; then profile=wasm-rules; features=(--no-default-features); else profile=wasm-release; features=(); fi
  cargo build --quiet --locked --target wasm32-unknown-unknown --profile "$profile" \
    -p jarmo-core "${features[@]}" --target-dir "$target"
  wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$module" \
    "$target/wasm32-unknown-unknown/$profile/jarmo_core.wasm"
  echo "== $module ($profile ${features[*]}): $(stat -c %s "$out/${module}_bg.wasm") bytes before wasm-opt"
  node scripts/wasm-sizes.mjs "$out/${module}_bg.wasm" "${1:-3}" "${2:-40}"
done

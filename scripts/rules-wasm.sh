#!/usr/bin/env bash
# Builds the core a second time without its engine, what a friend's link needs and the
# standing of matches (cargo's default features `engine`, `answers` and `matches` off)
# into DIR as jarmo-rules.js and jarmo-rules_bg.wasm: the rules alone, what the page's
# own thread needs when no computer plays, and what the rules page needs (a friend
# game's answers, a link's comparison and a match's standing are asked of the whole
# core: www/engine/core.js). The
# whole core (jarmo-core.js and jarmo-core_bg.wasm, Trunk's own build) is what the
# computer's worker runs, and what the page runs when it opens a game against the
# computer (www/engine/core.js). A Trunk post-build hook before scripts/bundle.sh (which
# bundles both glue modules) and the service worker's stamp.
#
#   bash scripts/rules-wasm.sh [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
#
# The same steps as Trunk's (cargo, the pinned wasm-bindgen, wasm-opt), with the
# profile wasm-rules (opt-level "z": no search runs in this module, so it is built
# for size alone), wasm-opt -Oz, and a target folder of its own so that the two
# builds never take each other's artifact.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || { echo "rules-wasm: usage: bash scripts/rules-wasm.sh DIR" >&2; exit 1; }
dir="$(cd "$dir" && pwd)"
target="$root/target/rules-wasm"

cargo build --quiet --locked --target wasm32-unknown-unknown --profile wasm-rules \
  --manifest-path "$root/crates/jarmo-core/Cargo.toml" --no-default-features --target-dir "$target"
wasm-bindgen --target web --no-typescript --out-dir "$dir" --out-name jarmo-rules \
  "$target/wasm32-unknown-unknown/wasm-rules/jarmo_core.wasm"
wasm-opt -Oz --converge --strip-producers --strip-target-features \
  --output "$dir/jarmo-rules_bg.wasm" "$dir/jarmo-rules_bg.wasm"

#!/usr/bin/env bash
# Bundles the page's JavaScript and minifies its CSS in a built site, with the esbuild
# pinned in tools/package-lock.json: a Trunk post-build hook, after wasm-bindgen (the
# core's glue, jarmo-core.js, is bundled in) and before the service worker's stamp.
#
# - www/main.js: the game page, one script; each language's catalog is a file of its
#   own (www/chunks/), loaded only when that language is used.
# - www/rules.js: the rules page, one script (sharing those catalog files).
# - www/engine-worker.js: the computer's worker, one classic script that imports and
#   fetches nothing, so that a frame with an opaque origin can start it from a Blob URL
#   (the page sends it the compiled wasm module).
# The sources (www/ as Trunk copied it) leave the built site.
#
#   bash scripts/bundle.sh [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || { echo "bundle: usage: bash scripts/bundle.sh DIR" >&2; exit 1; }
esbuild="$root/tools/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || { echo "bundle: $esbuild is missing: run bash scripts/setup.sh" >&2; exit 1; }
[ -f "$dir/jarmo-core.js" ] || { echo "bundle: $dir/jarmo-core.js is missing: Trunk's wasm-bindgen step comes first" >&2; exit 1; }

out="$dir/www"
# What Trunk copied of www/ that the bundles replace: every script and the rules
# page's folder (its html and css go to www/ itself, where they always were).
find "$out" -name '*.js' -delete
rm -rf "$out/rules"
find "$out" -type d -empty -delete

common=(--bundle --minify --log-level=warning --alias:jarmo-core="$dir/jarmo-core.js" --target=es2022)
"$esbuild" "$root/www/main.js" "$root/www/rules/rules.js" "${common[@]}" --format=esm --splitting \
  --outdir="$out" --entry-names='[name]' --chunk-names='chunks/[name]-[hash]'
"$esbuild" "$root/www/game/engine-worker.js" "${common[@]}" --format=iife \
  --log-override:empty-import-meta=silent --outfile="$out/engine-worker.js"

cp "$root/www/rules/rules.html" "$out/rules.html"
for css in "$root/www/style.css" "$root/www/rules/rules.css"; do
  "$esbuild" "$css" --minify --log-level=warning --outfile="$out/$(basename "$css")"
done

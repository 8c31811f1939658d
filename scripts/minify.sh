#!/usr/bin/env bash
# Minifies the JavaScript and CSS of a built site in place, file by file (each ES
# module keeps its imports and exported names; only the engine's worker is bundled), with the esbuild
# pinned in tools/package-lock.json. The whole site must stay under 150 KB gzip and
# its sources are written to be read, not to be small. sw.js is left alone: the
# stamp that follows (scripts/stamp-sw.sh) writes into it.
#
#   bash scripts/minify.sh [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
set -euo pipefail

dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || { echo "minify: usage: bash scripts/minify.sh DIR" >&2; exit 1; }
esbuild="$(cd "$(dirname "$0")/.." && pwd)/tools/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || { echo "minify: $esbuild is missing: run bash scripts/setup.sh" >&2; exit 1; }

# The engine's worker is one classic script with the core's glue inside: a frame
# sandboxed without allow-same-origin (an opaque origin) can start a worker only from a
# Blob URL, and a script there can import nothing by a relative URL. The page sends it
# the compiled wasm module (www/opponent.js).
"$esbuild" "$dir/www/engine-worker.js" --bundle --format=iife --minify --log-level=warning \
  --log-override:empty-import-meta=silent --outfile="$dir/www/engine-worker.js" --allow-overwrite

find "$dir" -type f \( -name '*.js' -o -name '*.css' \) ! -path "$dir/sw.js" -print0 |
  while IFS= read -r -d '' file; do
    "$esbuild" "$file" --minify --log-level=warning --outfile="$file" --allow-overwrite
  done

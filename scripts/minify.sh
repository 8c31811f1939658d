#!/usr/bin/env bash
# Minifies the JavaScript and CSS of a built site in place, file by file (no
# bundling: each ES module keeps its imports and exported names), with the esbuild
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

find "$dir" -type f \( -name '*.js' -o -name '*.css' \) ! -path "$dir/sw.js" -print0 |
  while IFS= read -r -d '' file; do
    "$esbuild" "$file" --minify --log-level=warning --outfile="$file" --allow-overwrite
  done

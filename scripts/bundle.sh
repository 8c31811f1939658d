#!/usr/bin/env bash
# Bundles the page's JavaScript and minifies its CSS in a built site, with the esbuild
# and terser pinned in tools/package-lock.json: a Trunk post-build hook, after wasm-bindgen and
# scripts/rules-wasm.sh (the glue of both cores, jarmo-core.js and jarmo-rules.js, is
# bundled in) and before the service worker's stamp.
#
# - www/main.js: the game page, one script with the rules core's glue and the English
#   catalog; in chunks of their own (www/chunks/, named after their source's folder),
#   each loaded only when needed: every other language's catalogs (chunks/i18n/fi/...),
#   the words for the core's errors, the whole core's glue with the engine for this
#   thread (engine/whole-core.js), the lessons and the puzzles (boot/trainer.js), and
#   every other feature that comes when first used. main.js is one file: a chunk reads
#   the modules it shares with the page from the page's own script (bundle-pages.mjs
#   firstVisit says how), so a lazy feature never splits the first visit's script.
# - www/rules.js: the rules page, one script, built apart so that the game page
#   shares no chunk with it (the catalog chunks are the same files).
#   Both by scripts/bundle-pages.mjs, which writes the languages' loaders out.
# - www/engine-worker.js: the computer's worker, one classic script that imports and
#   fetches nothing, so that a frame with an opaque origin can start it from a Blob URL
#   (the page sends it the compiled wasm module).
# - www/start-check.js: the game page's classic script, which says why where its module
#   cannot load (embed/start-check.js): minified alone, imports nothing.
# The sources (www/ as Trunk copied it, and the type declarations) leave the built site.
#
#   bash scripts/bundle.sh [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || { echo "bundle: usage: bash scripts/bundle.sh DIR" >&2; exit 1; }
dir="$(cd "$dir" && pwd)"
esbuild="$root/tools/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || { echo "bundle: $esbuild is missing: run bash scripts/setup.sh" >&2; exit 1; }
[ -f "$dir/jarmo-core.js" ] || { echo "bundle: $dir/jarmo-core.js is missing: Trunk's wasm-bindgen step comes first" >&2; exit 1; }
[ -f "$dir/jarmo-rules.js" ] || { echo "bundle: $dir/jarmo-rules.js is missing: scripts/rules-wasm.sh comes first" >&2; exit 1; }

out="$dir/www"
# What Trunk copied of www/ that the bundles replace: every script, the markup that the
# scripts carry (panels/*.html) and the rules page's folder (its html and css go to www/
# itself, where they always were).
find "$out" -name '*.js' -delete -o -name '*.d.ts' -delete -o -name '*.html' -delete
rm -rf "$out/rules"
find "$out" -type d -empty -delete

# UTF-8 as it is (scripts are always read as UTF-8): escaped, a catalog's letters take
# up to six bytes each, the Russian one twice its size.
common=(--bundle --minify --charset=utf8 --log-level=warning --alias:jarmo-core="$dir/jarmo-core.js"
  --alias:jarmo-rules="$dir/jarmo-rules.js" --target=es2022)
# The pages, with the same options and the languages' loaders written out from
# www/i18n/languages.js (scripts/bundle-pages.mjs says why).
node "$root/scripts/bundle-pages.mjs" "$out" "$dir/jarmo-core.js" "$dir/jarmo-rules.js"
"$esbuild" "$root/www/engine/engine-worker.js" "${common[@]}" --format=iife \
  --log-override:empty-import-meta=silent --outfile="$out/engine-worker.js"
"$esbuild" "$root/www/embed/start-check.js" --minify --log-level=warning --target=es2022 --outfile="$out/start-check.js"

# terser then minifies every script again: it packs them tighter than esbuild (1.3 KB
# less gzip on a first visit, BENCHMARKS.md "First visit"). Each stays a module (or the
# worker's classic script) with the names it exports and imports.
terser="$root/tools/node_modules/.bin/terser"
[ -x "$terser" ] || { echo "bundle: $terser is missing: run bash scripts/setup.sh" >&2; exit 1; }
while IFS= read -r -d '' script; do
  kind=--module
  case "$script" in "$out/engine-worker.js" | "$out/start-check.js") kind= ;; esac
  "$terser" "$script" $kind --ecma 2022 --compress passes=2 --mangle --output "$script"
done < <(find "$out" -name '*.js' -print0)

cp "$root/www/rules/rules.html" "$out/rules.html"
# Its <noscript> says it in every language of www/i18n/languages.js.
node "$root/scripts/rules-noscript.mjs" "$out/rules.html"
# The site's SVG icon written into the game page and the manifest as a data: URL (a
# request less on a first visit), and the manifest on one line (its source stays readable).
node "$root/scripts/icon-inline.mjs" "$dir"
# The pages without the indentation of their source (0.15 KB less gzip for index.html):
# each line keeps its line break, so no text loses the space between its words, and
# neither page has a <pre>, nor a <textarea> with text in it (checked here).
for html in "$dir/index.html" "$out/rules.html"; do
  if grep -qi '<pre' "$html" || perl -0ne 'exit(/<textarea[^>]*>[^<]/i ? 0 : 1)' "$html"; then
    echo "bundle: $html has a <pre> or a <textarea> with text: its indentation is content" >&2
    exit 1
  fi
  sed -i 's/^[[:blank:]]*//' "$html"
done
# The style sheets, each one file in www/: the page's, the rules page's, and those that
# come with a chunk (the review's, the trainer's: page/stylesheet.js adds them), whose
# sources Trunk copied into their folders.
for css in "$root/www/style.css" "$root/www/rules/rules.css" "$root/www/review/review.css" "$root/www/learn/learn.css"; do
  "$esbuild" "$css" --minify --log-level=warning --outfile="$out/$(basename "$css")"
done
rm -f "$out/review/review.css" "$out/learn/learn.css"
find "$out" -type d -empty -delete

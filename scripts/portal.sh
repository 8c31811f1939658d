#!/usr/bin/env bash
# Builds the game for a games portal, ready to upload: dist-portal/NAME/ and
# dist-portal/NAME.zip beside it, with the zip's size and its number of files.
#
#   bash scripts/portal.sh NAME        NAME: crazygames, poki, gamedistribution or itch
#
# It builds the site once as usual (trunk build --release --offline: Trunk.toml's hooks
# bundle it, write its policy and stamp its service worker), or takes a site already
# built (JARMO_DIST=DIR), copies it, and makes the copy the portal's:
# - its portal's module (www/portal/NAME.js, with the machine and glue it imports) is
#   bundled as www/portal.js, which the plain site does not have;
# - index.html and www/rules.html carry <meta name="jarmo-portal" content="NAME">, the
#   marker www/portal/hook.js reads to load it (and that turns the service worker off);
# - the pages' Content-Security-Policy names the game's own files and the portal's SDK
#   host, nothing else (itch.io: its own files only);
# - sw.js leaves the upload: no portal build registers a service worker.
# GameDistribution's build takes the game's id from GD_GAME_ID (its developer portal
# gives it). JARMO_PORTAL_OUT=DIR writes the build and its zip into DIR instead of
# dist-portal/ (the browser tests do). docs/PORTALS.md says how to upload each and why.
#
# It also writes the listing kit, dist-portal/NAME/listing/ (scripts/listing.mjs): the
# covers and thumbnails in the sizes NAME's form asks for, four screenshots, a GIF of a
# whole game and the listing's texts in every language, made by the game in headless
# Chromium (CHROMIUM=PATH, default /usr/bin/chromium). It is neither in the zip nor in
# its count of files. JARMO_LISTING=off leaves it out (the browser tests), =texts writes
# its texts alone (no browser); JARMO_LISTING_LANG=CODE draws the pictures' words in
# another language (default en: the four portals list in English).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
fail() { echo "portal: $*" >&2; exit 1; }

name="${1:-}"
case "$name" in
  crazygames) sdk=https://sdk.crazygames.com; limit=1500 ;;
  poki) sdk=https://game-cdn.poki.com; limit=1500 ;;
  gamedistribution) sdk=https://html5.api.gamedistribution.com; limit=1500 ;;
  itch) sdk=; limit=1000 ;;
  *) fail "usage: bash scripts/portal.sh crazygames|poki|gamedistribution|itch" ;;
esac
command -v zip >/dev/null || fail "the zip command is missing (apt-get install zip)"
listing="${JARMO_LISTING:-on}"
case "$listing" in
  on)
    # Checked first: no build, and no half kit, on a machine that cannot make the pictures.
    chromium="${CHROMIUM:-/usr/bin/chromium}"
    [ -x "$chromium" ] || fail "the listing kit needs Chromium, and there is none at $chromium: install it (apt-get install chromium), name it with CHROMIUM=PATH, or leave the kit out with JARMO_LISTING=off (JARMO_LISTING=texts: its texts alone)"
    [ -f "$root/tests/node_modules/playwright-core/index.mjs" ] || fail "the listing kit drives Chromium with playwright-core, which is not in tests/node_modules: run (cd tests && npm ci), or JARMO_LISTING=off"
    ;;
  off | texts) ;;
  *) fail "JARMO_LISTING='$listing': on, off or texts" ;;
esac

site="${JARMO_DIST:-}"
if [ -z "$site" ]; then
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}" trunk build --release --offline >&2
  site="$root/dist"
fi
[ -f "$site/index.html" ] && [ -f "$site/www/main.js" ] || fail "'$site' is not a built site"
[ -f "$site/www/portal.js" ] && fail "'$site' is a portal's build already: build the plain site"

outdir="${JARMO_PORTAL_OUT:-$root/dist-portal}"
mkdir -p "$outdir"
out="$(cd "$outdir" && pwd)/$name"
rm -rf "$out" "$out.zip"
cp -r "$site" "$out"
rm -f "$out/sw.js"

esbuild "$root/www/portal/$name.js" --bundle --minify --format=esm --target=es2022 --charset=utf8 \
  --log-level=warning --outfile="$out/www/portal.js"

game_id="${GD_GAME_ID:-}"
[[ "$game_id" =~ ^[A-Za-z0-9-]*$ ]] || fail "GD_GAME_ID '$game_id' is not a GameDistribution game id"
extra=
[ "$name" = gamedistribution ] && extra=" data-game-id=\"$game_id\""
for page in index.html www/rules.html; do
  grep -q '<meta http-equiv="Content-Security-Policy"' "$out/$page" || fail "$page has no policy meta"
  sed -i "s|<meta http-equiv=\"Content-Security-Policy\"|<meta name=\"jarmo-portal\" content=\"$name\"$extra>\n&|" "$out/$page"
  # The game page fetches its portal's module with its own script, not after it.
  [ "$page" = index.html ] && sed -i 's|^<script type="module" src="www/main.js"></script>$|&\n<link rel="modulepreload" href="www/portal.js">|' "$out/$page"
  # No link out of a portal: every href of the pages is the game's own (the icon
  # written into the page as a data: URL is its own file, scripts/icon-inline.mjs).
  own='href="\(\.\|#\|?\|www/\|rules\|icons/\|data:image/svg+xml,\|[a-z.-]*\.\(css\|html\|webmanifest\|svg\|png\)\)'
  if grep -o 'href="[^"]*"' "$out/$page" | grep -qiv "$own"; then
    fail "$page links out: $(grep -o 'href="[^"]*"' "$out/$page" | grep -iv "$own" | head -3 | tr '\n' ' ')"
  fi
done
node --input-type=module -e '
  import { stampSite } from "./scripts/csp.mjs";
  const [dir, sdk] = process.argv.slice(1);
  console.log(`portal: the pages'"'"' policy: ${stampSite(dir, sdk ? [sdk] : [])}`);
' "$out" "$sdk"

# The listing kit, served from the build itself; listing/ stays out of the upload.
if [ "$listing" != off ]; then
  texts=; [ "$listing" = texts ] && texts=--texts-only
  node "$root/scripts/listing.mjs" "$name" "$out/listing" --site "$out" --lang "${JARMO_LISTING_LANG:-en}" $texts
fi

files=$(find "$out" -path "$out/listing" -prune -o -path "$out/listing.part" -prune -o -type f -print | wc -l)
[ "$files" -le "$limit" ] || fail "$files files: $name takes at most $limit"
(cd "$out" && zip -qrX9 "$out.zip" . -x 'listing/*' 'listing.part/*')
bytes=$(stat -c %s "$out.zip")
echo "portal: $name: $out.zip, $bytes bytes ($(( (bytes + 1023) / 1024 )) KB), $files files (at most $limit)"
[ "$listing" = off ] || echo "portal: $name: the listing kit in $out/listing/ (not in the zip): its README.md says what goes where"

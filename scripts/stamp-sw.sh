#!/usr/bin/env bash
# Stamps the service worker of a built site: writes into DIR/sw.js the list of every
# file of DIR (its precache list) and a version, a hash of all their contents. Any
# change to the site changes sw.js, which is how browsers learn that there is a new
# version to fetch (see sw.js).
#
#   bash scripts/stamp-sw.sh [DIR]
#
# DIR defaults to $TRUNK_STAGING_DIR, so Trunk can run it as a post_build hook; it
# must run after every other step that changes files (see Trunk.toml). Stamping a
# stamped sw.js again replaces the old stamp.
set -euo pipefail

fail() { echo "stamp-sw: $*" >&2; exit 1; }

dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] || fail "no folder given: usage: bash scripts/stamp-sw.sh DIR (Trunk hooks set TRUNK_STAGING_DIR)"
[ -d "$dir" ] || fail "'$dir' is not a folder"
cd "$dir"

marker='// stamped by scripts/stamp-sw.sh'
[ -f sw.js ] || fail "'$dir/sw.js' is missing: index.html must copy it with <link data-trunk rel=\"copy-file\" href=\"sw.js\">"
grep -q "^const BUILD = .*; $marker\$" sw.js || fail "'$dir/sw.js' has no line 'const BUILD = ...; $marker'"

mapfile -t files < <(find . -type f ! -path ./sw.js -printf '%P\n' | LC_ALL=C sort)
[ "${#files[@]}" -gt 0 ] || fail "'$dir' holds no files besides sw.js"
for f in "${files[@]}"; do
  # The names go into JavaScript and URLs unescaped.
  [[ "$f" =~ ^[A-Za-z0-9._/-]+$ ]] || fail "file name '$f' has characters other than letters, digits, '.', '_', '-' and '/'"
done
[ -f index.html ] || fail "'$dir/index.html' is missing: is this a built site?"

version=$(sha256sum -- "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s",' "${files[@]}")
build="{\"version\":\"$version\",\"files\":[${list%,}]}"
sed -i "s|^const BUILD = .*; $marker\$|const BUILD = $build; $marker|" sw.js
echo "stamp-sw: sw.js version $version, ${#files[@]} files to precache"

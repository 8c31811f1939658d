#!/usr/bin/env bash
# Renders the app icons of the web app manifest from their SVG sources. Run it after
# changing www/icons/*.svg and commit the PNGs (builds do not need rsvg-convert).
# Needs rsvg-convert: apt-get install librsvg2-bin
set -euo pipefail
cd "$(dirname "$0")/../www/icons"
command -v rsvg-convert >/dev/null || { echo "render-icons: rsvg-convert is missing: apt-get install librsvg2-bin" >&2; exit 1; }
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" icon.svg -o "icon-$size.png"
  rsvg-convert -w "$size" -h "$size" icon-maskable.svg -o "maskable-$size.png"
done
ls -l ./*.png

#!/usr/bin/env bash
# Renders the app icons of the web app manifest from their SVG sources. Run it after
# changing www/icons/*.svg and commit the PNGs (builds do not need rsvg-convert).
# Needs rsvg-convert, pngquant and zopflipng: apt-get install librsvg2-bin pngquant zopfli
# (quantised PNGs are a fifth of the size, zopfli takes another eighth: the whole site
# must stay under 150 KB gzip)
set -euo pipefail
cd "$(dirname "$0")/../www/icons"
for tool in rsvg-convert pngquant zopflipng; do
  command -v "$tool" >/dev/null || { echo "render-icons: $tool is missing: apt-get install librsvg2-bin pngquant zopfli" >&2; exit 1; }
done
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" icon.svg -o "icon-$size.png"
  rsvg-convert -w "$size" -h "$size" icon-maskable.svg -o "maskable-$size.png"
done
for png in ./*.png; do
  pngquant --force --quality 35-60 --speed 1 --strip --output "$png" "$png"
  zopflipng -m -y --lossy_transparent "$png" "$png" >/dev/null
done
ls -l ./*.png

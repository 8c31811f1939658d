#!/usr/bin/env bash
# Writes the endgame tables that the site ships into a built site, gzipped: every
# tables/BOARD-pN.jtb of the repository as DIR/tables/BOARD-pN.jtb.gz. A Trunk
# post-build hook, before the service worker's stamp (which then lists them for
# offline play, as it lists every file of the site).
#
#   bash scripts/tables.sh [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
#
# The .jtb files are made by `jarmo tables build --board BOARD --max-p N --out tables`
# and committed (building the knight table takes 6 s natively, and the site's build
# does not build the command line); crates/jarmo-core/src/tables/mod.rs tests that
# building them again gives the same bytes. The page reads which boards and layers it
# has from www/engine/tables.js (SHIPPED_TABLES), which must name exactly these files
# (checked here). The budget, 100 KB of gzip a board, is checked here too: the knight
# table up to layer 3 is 46 KB, the traditional one up to layer 2 2.5 KB (BENCHMARKS.md).
# gzip -n leaves out the name and the time, so that the same table gives the same
# file, and an unchanged site the same stamp.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-${TRUNK_STAGING_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || { echo "tables: usage: bash scripts/tables.sh DIR" >&2; exit 1; }
budget=$((100 * 1024))

mkdir -p "$dir/tables"
shipped=()
for table in "$root"/tables/*.jtb; do
  name="$(basename "$table")"
  gzip -9 -n -c "$table" > "$dir/tables/$name.gz"
  size=$(stat -c %s "$dir/tables/$name.gz")
  [ "$size" -le "$budget" ] || { echo "tables: $name is $size bytes gzipped, over the budget of $budget a board" >&2; exit 1; }
  shipped+=("${name%.jtb}")
done
# The page's list (www/engine/tables.js: SHIPPED_TABLES = { knight: 3, ... }) as names.
listed=$(sed -n 's/^export const SHIPPED_TABLES = Object.freeze({\(.*\)});$/\1/p' "$root/www/engine/tables.js" \
  | tr ',' '\n' | sed -n 's/^ *\([a-z]*\): *\([0-9]*\) *$/\1-p\2/p' | LC_ALL=C sort | tr '\n' ' ')
files=$(printf '%s\n' "${shipped[@]}" | LC_ALL=C sort | tr '\n' ' ')
[ "$listed" = "$files" ] || { echo "tables: www/engine/tables.js ships '$listed' but tables/ has '$files'" >&2; exit 1; }

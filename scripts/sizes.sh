#!/usr/bin/env bash
# Prints every file of dist/ with its raw and gzip size, and the totals.
set -euo pipefail
cd "$(dirname "$0")/../dist"
total_raw=0
total_gz=0
printf '%-40s %10s %10s\n' file raw gzip
while IFS= read -r f; do
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-40s %10d %10d\n' "${f#./}" "$raw" "$gz"
done < <(find . -type f | sort)
printf '%-40s %10d %10d\n' total "$total_raw" "$total_gz"

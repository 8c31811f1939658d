#!/usr/bin/env bash
# Installs what building Jarmo needs, skipping whatever is already there at the right
# version: the wasm32 target, clippy and rustfmt, Trunk, wasm-bindgen-cli at exactly
# the version of the wasm-bindgen crate in Cargo.lock, and wasm-opt (the npm package
# binaryen, pinned in tools/package-lock.json; Debian's binaryen 108 miscompiles
# wasm-bindgen's output), and esbuild, which minifies the built site (also in tools/).
# Safe to run again; quick when everything is present.
# Callers put tools/node_modules/.bin on PATH so that Trunk finds that wasm-opt.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

export PATH="$HOME/.cargo/bin:$PATH"

if ! command -v cargo >/dev/null; then
  echo "[setup] Rust is missing: install it from https://rustup.rs and run this again" >&2
  exit 1
fi

if command -v rustup >/dev/null; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  for component in clippy rustfmt; do
    if ! rustup component list --installed | grep -q "^$component"; then
      say "adding $component"
      rustup component add "$component"
    fi
  done
fi

# The CLI that Trunk runs must match the crate that Cargo.lock pins, to the patch.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$bindgen_version" ]; then
  echo "[setup] cannot find the wasm-bindgen version in Cargo.lock" >&2
  exit 1
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (takes a few minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  # Not --locked: the registry snapshot lacks one of its locked dependencies.
  say "installing wasm-bindgen-cli $bindgen_version (takes a few minutes)"
  cargo install wasm-bindgen-cli --version "=$bindgen_version" --force
fi

if ! command -v npm >/dev/null; then
  say "installing Node.js and npm (Debian packages)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi

if ! (cd tools && npm ls --depth=0 >/dev/null 2>&1); then
  say "installing the npm build tools: wasm-opt (binaryen) and esbuild (tools/package-lock.json)"
  (cd tools && npm ci --no-audit --no-fund)
fi
export PATH="$PWD/tools/node_modules/.bin:$PATH"

# Trunk.toml names the tool versions so that Trunk never tries to download them.
if ! grep -qx "wasm_bindgen = \"$bindgen_version\"" Trunk.toml; then
  echo "[setup] Trunk.toml must say wasm_bindgen = \"$bindgen_version\" (the version in Cargo.lock)" >&2
  exit 1
fi
opt_version=$(wasm-opt --version | sed -n 's/.*(\(version_[0-9]*\)).*/\1/p')
if ! grep -qx "wasm_opt = \"$opt_version\"" Trunk.toml; then
  echo "[setup] Trunk.toml must say wasm_opt = \"$opt_version\" (the version in tools/package-lock.json)" >&2
  exit 1
fi
say "ready: trunk $TRUNK_VERSION, wasm-bindgen $bindgen_version, $(wasm-opt --version)"

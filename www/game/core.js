// Loading the rules core: its wasm module is compiled here once, started on this
// thread, and handed to the engine's worker, so that a visit fetches it once.

import init, { Engine, Game, lines } from 'jarmo-core';

async function compile(url) {
  if (WebAssembly.compileStreaming) {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // A server that sends another MIME type: compile from the bytes instead.
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * The core, started: its classes, its line table and the compiled module.
 * `url`: where the wasm file is (next to the page).
 */
export async function loadCore(url) {
  const module = await compile(url);
  await init({ module_or_path: module });
  return { module, Game, Engine, lines };
}

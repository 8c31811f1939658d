// The whole core (rules and engine: jarmo-core.js, the glue of jarmo-core_bg.wasm)
// and the engine on this thread: one bundle chunk, loaded only when this thread needs
// the whole core (core.js).

export { initSync, Engine, Game, Analysis, lines, matchState } from 'jarmo-core';
export { createLocalEngine } from './local-engine.js';

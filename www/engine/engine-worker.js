// The computer opponent's thread: its own wasm instance, so the page never waits on
// a search. The build bundles this file with the core's glue into one classic script
// (scripts/bundle.sh) that fetches and imports nothing: the page sends the compiled
// wasm module, so the same script runs from its own URL or from a Blob URL, as a
// frame with an opaque origin needs. It keeps its game between requests and plays on
// the moves that are new, instead of reading the whole game again each time. What it
// does with each message is engine-host.js's; an analysis yields between its slices
// with setTimeout, so that a `stop` (or any other request) is read.
// Messages: contract.js's ToWorker and FromWorker.
import { initSync, Engine, Game } from 'jarmo-core';
import { createEngineHost } from './engine-host.js';

const read = createEngineHost({ initSync, Engine, Game }, (message) => postMessage(message), (task) => setTimeout(task, 0));
self.onmessage = ({ data }) => read(data);

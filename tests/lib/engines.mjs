// Which engines a browser test runs in, said in one place: the test's options.
//
//   test(name, everyEngine('input'), fn)   // where the engines really differ
//   test(name, sameInEveryEngine(), fn)    // behaviour the engines share: Chromium only
//
// Engine-sensitive areas are those where Chromium, Firefox and WebKit have differed, and
// where the differences this project found came from (docs/testing.md): input by
// pointer, touch and keyboard; drawing on the canvas; layout at the frame sizes;
// sandboxed and cross-origin frames; the CSP; storage and several tabs; the service
// worker and offline play; workers; audio; the browser's language; the clipboard.
// Every other browser test checks what the page does whatever the engine, and a unit
// test or this Chromium test checks it, so Firefox and WebKit skip it.
// `JARMO_ALL_ENGINES=1` (bash scripts/test.sh all-engines) runs every test everywhere.
// tests/unit/engines.test.mjs checks that every browser test says its kind.

import { ENGINE } from './browser.mjs';

export const AREAS = ['input', 'canvas', 'layout', 'frames', 'csp', 'storage', 'offline', 'workers', 'audio', 'locale', 'clipboard'];
export const ALL_ENGINES = process.env.JARMO_ALL_ENGINES === '1';
/** Whether this engine runs every test, and a matrix whole: Chromium, or any with JARMO_ALL_ENGINES=1. */
export const WHOLE_MATRIX = ENGINE === 'chromium' || ALL_ENGINES;

/** A test of an engine-sensitive `area`, run in every engine; `also`: more options (needs()). */
export function everyEngine(area, also = {}) {
  if (!AREAS.includes(area)) throw new Error(`everyEngine('${area}'): the areas are ${AREAS.join(', ')}`);
  return { ...also };
}

/** A test of behaviour every engine shares: Chromium runs it, the others skip it. */
export function sameInEveryEngine(also = {}) {
  if (WHOLE_MATRIX) return { ...also };
  return { skip: 'the same in every engine: Chromium runs it (JARMO_ALL_ENGINES=1 runs it here too)' };
}

/** Whether a test file has a test that this engine runs (run-e2e.mjs leaves out the others). */
export function runsHere(source) {
  return WHOLE_MATRIX || /\beveryEngine\(/.test(source);
}

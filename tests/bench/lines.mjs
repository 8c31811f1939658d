// The engine's lines for the analysis board, as wasm in Node (the built dist/, as the
// worker runs it): for each benchmark position (`jarmo bench`'s), three lines analysed
// for a second of the wall clock in the worker's slices (50 ms) and in the page's thread's
// (8 ms); prints the depth reached, the nodes, the slices and the longest. Natively:
// `jarmo analyse POSITION --lines 3 --ms 1000`.
//   node tests/bench/lines.mjs [MS]
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ANALYSIS_SLICE_MS } from '../../www/engine/engine-host.js';
import { SLICE_MS } from '../../www/engine/local-engine.js';

const dist = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const core = await import(pathToFileURL(`${dist}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${dist}/jarmo-core_bg.wasm`) });
const ms = Number(process.argv[2] || 1000);

for (const position of ['bbbbb/5/5/5/wwwww w - -', 'b1b1b/1b3/2w2/1w1b1/w2ww b - -', '1B2b/w4/2b2/1w3/3w1 w - -']) {
  for (const slice of [ANALYSIS_SLICE_MS, SLICE_MS]) {
    const engine = new core.Engine();
    const game = core.Game.fromPosition(position);
    engine.startAnalysisIn(game, 3);
    const start = performance.now();
    let last = null;
    let slices = 0;
    let longest = 0;
    while (performance.now() - start < ms) {
      const before = performance.now();
      last = engine.analyseFor(slice) ?? last;
      longest = Math.max(longest, performance.now() - before);
      slices++;
    }
    console.log(`${position}, slices of ${slice} ms: depth ${last.depth}, ${last.nodes} nodes, ${slices} slices, longest ${longest.toFixed(1)} ms`);
    game.free();
    engine.free();
  }
}

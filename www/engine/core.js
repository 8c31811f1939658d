// Loading the core. One crate makes two wasm modules (scripts/rules-wasm.sh):
// - jarmo-rules_bg.wasm, the rules alone (Game, lines), with its glue in this bundle;
// - jarmo-core_bg.wasm, the rules and the engine: what the computer's worker runs,
//   with its glue in a chunk of its own (whole-core.js).
// A page that needs the engine at once (a game against the computer, the lessons and
// puzzles) loads only the whole core: this thread runs its Game, and the worker gets
// the module compiled here. Any other page loads only the rules, and the whole core
// when the computer is first needed (a game against it, a hint, a review). Each
// module is fetched and compiled at most once a visit, and the workers fetch nothing.

// Each module is compiled here (compileStreaming, off this thread), then started with
// wasm-bindgen's initSync: instantiating a compiled module is quick, and the glue's
// own fetching and streaming code, which the page never uses, stays out of the bundle.
import { initSync as initRules, Game as RulesGame, lines as rulesLines } from 'jarmo-rules';
import { nextTask } from '../page/tasks.js';
import { lendAnswers } from './answers-core.js';

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
 * The started core, once its first calls are made, in a task of their own: the
 * browser compiles a wasm function when it is first called, and the page's start
 * calls many (10 ms of a phone's main thread, far more under the 4x slower CPU
 * Lighthouse simulates), in three tasks, so that no task of the start is long.
 * @template {{Game: typeof import('jarmo-core').Game, lines: (board?: string) => unknown}} C
 * @param {C} core
 * @returns {Promise<C>}
 */
async function warmed(core) {
  await nextTask();
  const game = new core.Game();
  game.state();
  await nextTask();
  game.record();
  game.compactRecord();
  game.free();
  await nextTask();
  core.lines();
  await nextTask();
  return core;
}

/**
 * `make()` once: the same promise for every call, except that a failure is not kept
 * (a fetch while offline before the site was kept), so the next call tries again.
 * @template T
 * @param {() => Promise<T>} make
 * @returns {() => Promise<T>}
 */
function once(make) {
  /** @type {Promise<T> | null} */
  let made = null;
  return () => {
    made ??= make().catch((error) => {
      made = null;
      throw error;
    });
    return made;
  };
}

/**
 * The core as the page's parts take it, once started: the Game class and the line
 * table of the core this thread runs, and the whole core's module for the engine.
 * @typedef {{Game: typeof import('jarmo-core').Game, lines: (board?: string) => import('../contract.js').Line[],
 *   matchState: typeof import('jarmo-core').matchState,
 *   engine: () => Promise<WebAssembly.Module>, answering: () => Promise<void>, matching: () => Promise<void> | null,
 *   startHere: (module: WebAssembly.Module) => Promise<ReturnType<typeof import('./local-engine.js').createLocalEngine>>}} StartedCore
 */

/**
 * Starts loading the core at once. `root`: the site's folder (where the wasm files
 * are); `withEngine`: whether the page needs the engine at once (a game against the
 * computer, the lessons and puzzles), so that this thread runs the whole core too.
 * Returns
 * - `ready`: resolves to the started core's Game class and line table;
 * - `engine()`: resolves to the compiled module of the whole core (for the worker);
 * - `startHere(module)`: the engine on this thread, where no worker starts
 *   (local-engine.js), started with that module;
 * - `answering()`: resolves once this thread's Game has what a friend's link needs
 *   (answers-core.js): at once where it runs the whole core, else once the whole core
 *   is here;
 * - `matching()`: null when `matchState` answers now, else a promise that resolves once
 *   it does (the rules core has none: a match's standing is asked of the whole core,
 *   fetched then); until then `matchState` throws.
 * @param {URL} root
 * @param {boolean} withEngine
 */
export function loadCore(root, withEngine) {
  const engine = once(() => compile(new URL('jarmo-core_bg.wasm', root)));
  const whole = once(() => import('./whole-core.js'));
  /** @type {typeof import('jarmo-core').matchState | null} the whole core's, once it is here */
  let matchesHere = null;
  /** The whole core started on this thread: for its Game, or lending its answers and its matchState. */
  const wholeHere = once(() => Promise.all([whole(), engine()]).then(([core, module]) => {
    core.initSync({ module });
    matchesHere ??= core.matchState;
    return core;
  }));
  /** @type {typeof import('jarmo-core').matchState} */
  const matchState = (games, results) => {
    if (!matchesHere) throw new Error('matchState: the whole core is not here yet (await matching() first)');
    return matchesHere(games, results);
  };
  const ready = (withEngine
    ? wholeHere().then((core) => ({ Game: core.Game, lines: core.lines, matchState: core.matchState }))
    : compile(new URL('jarmo-rules_bg.wasm', root)).then((module) => {
      initRules({ module });
      return { Game: RulesGame, lines: rulesLines, matchState };
    })).then(warmed);
  /** @param {WebAssembly.Module} module */
  async function startHere(module) {
    const core = await whole();
    // Started already where this thread runs the whole core (the glue starts once).
    core.initSync({ module });
    return core.createLocalEngine(core.Engine, core.Game);
  }
  const answering = once(async () => {
    if (!withEngine) lendAnswers(RulesGame, (await wholeHere()).Game);
  });
  /** Null when matchState answers now, else the whole core's coming (wholeHere, once), which makes it answer. */
  const matching = () => (matchesHere ? null : wholeHere().then(() => undefined));
  return { ready, engine, startHere, answering, matching };
}

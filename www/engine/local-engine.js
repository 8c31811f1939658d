// The last way for the computer to think, where no Web Worker can start: on the
// page's own thread, in slices of at most SLICE_MS, each in a task of its own, so that
// the page goes on between them (drawing, input, the host's messages). One search at
// a time; a new request or cancel() ends the one before, and a `stop` the analysis it
// names. A review here searches each position SLICE_MS only, in a task of its own; a
// puzzle's proof is one task (tens of milliseconds for the file's puzzles). An
// analysis deepens in the same slices as a move, answering after each that finished a
// depth.

/** The longest the engine may hold the page's thread at a time. */
export const SLICE_MS = 8;

import { createKeptGame } from './kept-game.js';
import { createTableWatch } from './tables.js';

/** `Engine` and `Game`: the core's classes on this thread. */
export function createLocalEngine(Engine, Game) {
  let engine = null;
  const kept = createKeptGame(Game);
  let generation = 0;
  /** @type {((board: string) => Promise<Uint8Array | null>) | null} where the endgame tables come from (useTables) */
  let tables = null;
  const watch = createTableWatch(Game, kept);
  /** Each board's table asked for: settles once it is loaded, or could not be. */
  const asked = new Map();

  /**
   * Null, or what `request` waits for first: the table it is the first to reach
   * (tables.js), as the worker waits (engine-host.js).
   * @returns {Promise<void> | null}
   */
  function tableFirst(request) {
    const board = tables && watch.reached(request);
    if (!board) return null;
    if (!asked.has(board)) {
      asked.set(board, tables(board).then((bytes) => {
        if (!bytes) return;
        engine ??= new Engine();
        engine.loadTables(bytes);
      }).catch(() => {}));
    }
    return asked.get(board);
  }

  /** `run` now, or once the table that `request` reaches is here. */
  function after(request, run) {
    const first = tableFirst(request);
    if (first) first.then(run);
    else run();
  }

  /** The next slice soon, after whatever the page has to do: a task of its own. */
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const queue = [];
  if (channel) channel.port1.onmessage = () => queue.shift()?.();
  const later = (fn) => {
    if (!channel) {
      setTimeout(fn, 0);
      return;
    }
    queue.push(fn);
    channel.port2.postMessage(null);
  };

  /** The id of the request going on (the one `generation` counts). */
  let running = null;

  return {
    /** Answers `request` (contract.js's ToWorker) through `answer(FromWorker)`. */
    handle(request, answer) {
      if (request.type === 'stop') {
        if (request.id === running) generation++;
        return;
      }
      const mine = ++generation;
      running = request.id;
      const fail = (error) => answer({
        type: 'error', message: String(error?.message ?? error), code: error?.code, params: error?.params,
      });
      if (request.type === 'analyse') {
        const slice = () => {
          if (mine !== generation) return;
          let result;
          try {
            result = engine.analyseFor(SLICE_MS);
          } catch (error) {
            fail(error);
            return;
          }
          if (result) answer({ type: 'lines', result });
          if (!result?.done) later(slice);
        };
        later(() => {
          if (mine !== generation) return;
          try {
            engine ??= new Engine();
            engine.startAnalysisIn(kept.gameFor(request.start, request.moves, request.board), request.lines);
          } catch (error) {
            fail(error);
            return;
          }
          slice();
        });
        return;
      }
      if (request.type === 'review' || request.type === 'puzzle' || request.type === 'puzzle-info') {
        after(request, () => later(() => {
          if (mine !== generation) return;
          try {
            engine ??= new Engine();
            answer(request.type === 'review'
              ? { type: 'review', result: engine.reviewPly(request.record, request.ply, SLICE_MS) }
              : request.type === 'puzzle'
                ? { type: 'puzzle', result: engine.puzzleMove(request.record, request.move, request.pliesLeft) }
                : { type: 'puzzle-info', result: engine.puzzleInfo(request.record, request.plies) });
          } catch (error) {
            fail(error);
          }
        }));
        return;
      }
      // A frame first, so that "thinking" shows before the first slice.
      after(request, () => requestAnimationFrame(() => later(() => {
        if (mine !== generation) return;
        try {
          engine ??= new Engine();
          const { start, board, moves, level, timeMs, seed } = request;
          engine.startThinkingIn(kept.gameFor(start, moves, board), level, timeMs ?? undefined, seed ?? undefined);
        } catch (error) {
          fail(error);
          return;
        }
        const slice = () => {
          if (mine !== generation) return;
          let result;
          try {
            result = engine.thinkFor(SLICE_MS);
          } catch (error) {
            fail(error);
            return;
          }
          if (result === undefined) later(slice);
          else answer({ type: 'move', result });
        };
        slice();
      })));
    },
    cancel() {
      generation++;
    },
    /** Where the endgame tables come from: from then on, a level-8 move or a review that reaches one loads it first. */
    useTables(fetcher) {
      tables = fetcher;
    },
  };
}

// The trainer (lessons and puzzles) without a browser: the page's own lesson and puzzle
// controllers (www/app/lessons.js, www/app/puzzles.js) with the real core, the progress
// kept in a storage of the test's, and stand-ins for the view (it keeps the last
// snapshot), the card (it keeps what it was asked to show and to announce) and the
// engine (the core's own answers: Engine.puzzleMove for a puzzle, the first legal move,
// or one the test gives, for the lesson against the engine). The clock is node:test's
// mock timers, which the test enables.

import { readFileSync } from 'node:fs';
import { createSession } from '../../../www/app/session.js';
import { createLessons } from '../../../www/app/lessons.js';
import { createPuzzles } from '../../../www/app/puzzles.js';
import { createLearnStore } from '../../../www/storage/learn.js';
import { parsePuzzles } from '../../../www/puzzles/data.js';
import { core, memoryStorage } from './device.mjs';

export const PUZZLES = parsePuzzles(readFileSync(new URL('../../../www/puzzles/puzzles.txt', import.meta.url), 'utf8'));
/** The traditional board's puzzles. */
export const TRADITIONAL_PUZZLES = parsePuzzles(readFileSync(new URL('../../../www/puzzles/puzzles-traditional.txt', import.meta.url), 'utf8'));

function parts({ storage, engine }) {
  const view = {
    snap: null,
    /** Black's archers are at the bottom, as last drawn. */
    get flipped() {
      return view.snap?.flipped ?? false;
    },
    render(snap) {
      view.snap = snap;
      // Nothing travels on this board: said drawn at once, as the page's view does (panels/board-view.js).
      queueMicrotask(() => view.owner?.boardSettled?.(snap));
    },
    /** @type {{boardSettled?: (snap: unknown) => void} | null} the lessons or puzzles the view tells */
    owner: null,
  };
  const card = {
    /** The last view of the lesson or puzzle drawn, and each announcement. */
    shown: null,
    announced: [],
    render(v) { card.shown = v; },
    announce(v, what) { card.announced.push({ what, v }); },
  };
  const opponent = {
    asked: [],
    cancelled: 0,
    cancel() { opponent.cancelled += 1; },
    warm() {},
    think(request) {
      opponent.asked.push(request);
      const game = core.Game.fromPosition(request.start, request.board);
      for (const m of request.moves) game.play(m);
      const state = game.state();
      game.free();
      const move = engine ? engine(state) : state.moves[0];
      return Promise.resolve({ move, score: 0, depth: 1, nodes: 1, ms: 1, seed: 0 });
    },
    /** Each puzzle's themes and work asked for, as the worker answers. */
    infos: [],
    puzzleInfo({ record, plies }) {
      opponent.infos.push({ record, plies });
      const solver = new core.Engine();
      try {
        return Promise.resolve(solver.puzzleInfo(record, plies));
      } finally {
        solver.free();
      }
    },
    puzzle({ record, move, pliesLeft }) {
      opponent.asked.push({ record, move, pliesLeft });
      const solver = new core.Engine();
      try {
        return Promise.resolve(solver.puzzleMove(record, move, pliesLeft));
      } finally {
        solver.free();
      }
    },
  };
  const addresses = [];
  const session = createSession(core.Game);
  const store = createLearnStore(storage);
  /** What the address says besides the number: the themes chosen, the replay of the puzzles missed. */
  const query = { themes: [], replay: false };
  return {
    view, card, opponent, addresses, query, session, store, storage,
    address: (n, themes = [], replay = false) => {
      addresses.push(n);
      Object.assign(query, { themes, replay });
    },
  };
}

/** The lessons, opened at lesson `n`. */
export function openLessons(n, { storage = memoryStorage(), engine = null } = {}) {
  const p = parts({ storage, engine });
  const lessons = createLessons(p);
  p.view.owner = lessons;
  lessons.open(n);
  return { ...p, lessons };
}

/** The puzzles (of `file`, the knight board's by default), opened at puzzle `n`. */
export function openPuzzles(n, { storage = memoryStorage(), file = PUZZLES } = {}) {
  const p = parts({ storage, engine: null });
  const puzzles = createPuzzles({ ...p, file });
  puzzles.open(n);
  return { ...p, puzzles };
}

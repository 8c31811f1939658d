// A device running the game page without a browser: the page's own controller, session,
// storage keepers and opening plan (www/app/), wired as www/boot/game.js wires them,
// with the real core (dist/jarmo-core.js) and stand-ins for what only a browser has: the
// view (it keeps the last snapshot, whose notices it shows), the address (a URL per device), the
// clock (node:test's mock timers, which the test enables) and the engine (the first
// legal move, or one the test gives; its answers can be held back). The statistics are
// the page's own (storage/stats.js), in the device's storage. Several devices can play each other by links:
// each keeps its own storage and address, and the globals the page's modules read
// (location, history) are the acting device's while it acts.

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, mock } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createController } from '../../../www/app/game.js';
import * as friendly from '../../../www/app/friendly.js';
// The chunks the page fetches when first used, loaded here ahead: their import() then
// answers in a few microtasks, as a chunk in the browser's cache does (settle() waits).
import '../../../www/app/matches.js';
import '../../../www/app/drawings.js';
import { openingPlan, openingPlayers } from '../../../www/app/opening.js';
import { createSession } from '../../../www/app/session.js';
import { createGameKeeper, createSaver, newGameId, withReceived } from '../../../www/storage/save.js';
import { readFragment } from '../../../www/storage/share.js';
import { createFriendStore } from '../../../www/storage/friends.js';
import { createAsideStore } from '../../../www/storage/aside.js';
import { createStats } from '../../../www/storage/stats.js';
import { loadPlayers, savePlayers } from '../../../www/storage/players.js';
import { createPlayers } from '../../../www/app/players.js';
import { parseEmbedOptions } from '../../../www/embed/options.js';
import { urlSettings } from '../../../www/embed/settings.js';
import { pageAddress, queryParams, setQuery } from '../../../www/page/address.js';

const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../../dist/', import.meta.url));
export const core = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
core.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });

export const SITE = 'https://jarmo.example/jarmo/';

/** What the game keeper asks of a stored record (as boot/game.js answers it): null when unreadable. */
export function inspectRecord(record) {
  try {
    const game = core.Game.fromRecord(record);
    const { over, history, turn } = game.state();
    game.free();
    return { over, plies: history.length, turn };
  } catch {
    return null;
  }
}

/** The mock clock (node:test's timers stand in for setTimeout) in each test of the file that calls this. */
export function useMockClock() {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());
}

/** Lets the promises settle that what just ran set off (a few turns of the event loop). */
export async function flush() {
  for (let i = 0; i < 5; i++) await new Promise((ok) => setImmediate(ok));
}

/**
 * Runs the timers due on the mock clock (the save's task, the computer's reply), `ms`
 * at a time, five times, as `device` acts, and the promises they settle.
 */
export async function settle(device, ms = 0) {
  for (let i = 0; i < 5; i++) {
    device.acting(() => mock.timers.tick(ms));
    await new Promise((ok) => setImmediate(ok));
  }
}

/** A localStorage of the device's own (a Map), or one that refuses every write. */
export function memoryStorage({ full = false } = {}) {
  const items = new Map();
  return {
    items,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem(key, value) {
      if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      items.set(key, String(value));
    },
    removeItem: (key) => items.delete(key),
    get length() {
      return items.size;
    },
  };
}

/** Runs `fn` with `window` as the page's window (for the modules that read it once). */
function withWindow(window, fn) {
  const before = globalThis.window;
  globalThis.window = window;
  try {
    return fn();
  } finally {
    if (before === undefined) delete globalThis.window;
    else globalThis.window = before;
  }
}

/** The address of one device: what location and history are while it acts. */
function createAddress(href) {
  let url = new URL(href);
  const location = {
    get href() { return url.href; },
    get hash() { return url.hash; },
    get search() { return url.search; },
    get pathname() { return url.pathname; },
    get origin() { return url.origin; },
  };
  const history = {
    state: null,
    replaceState(_state, _title, next) {
      url = new URL(next, url);
    },
  };
  return { location, history, set: (next) => { url = new URL(next, url); } };
}

/** The view as the controller sees it: it keeps what it was asked to show. */
function createFakeView() {
  const view = {
    snap: null,
    /** The snapshot's one-shot parts last acted on, as the page's view does: by their ids. */
    acted: { said: 0, focus: 0, error: null, disagree: null },
    /** What screen readers were told, in order ('move', 'status', 'drawings'). */
    said: [],
    /** Where the focus was sent, in order. */
    focused: [],
    /** Black's archers are at the bottom, as last drawn. */
    get flipped() {
      return view.snap?.flipped ?? false;
    },
    /** The game's notices as last drawn (its snapshot's), by key. */
    get notices() {
      return new Map((view.snap?.notices ?? []).map((n) => [n.key, n]));
    },
    errors: [],
    shared: [],
    /** Each change of "the computer is thinking" the view was told of, in order. */
    thinking: [],
    /** How often the view drew the whole page (render). */
    renders: 0,
    render(snap) {
      // Each change of "the computer is thinking", as the page's view draws it.
      if ((view.snap?.thinking ?? false) !== snap.thinking) view.thinking.push(snap.thinking);
      view.snap = snap;
      view.renders += 1;
      if (snap.said.id !== view.acted.said) {
        view.acted.said = snap.said.id;
        view.said.push(snap.said.what);
        if (snap.said.what === 'drawings') view.drawingsSaid.push(snap.drawings);
      }
      // Each error shown, in order, as the page's view says it (the disagreement beside the move box).
      if (snap.error && snap.error !== view.acted.error) view.errors.push(snap.error);
      if (snap.disagree && snap.disagree !== view.acted.disagree) view.errors.push({ key: 'error.disagree', error: snap.disagree });
      view.acted.error = snap.error;
      view.acted.disagree = snap.disagree;
      if (snap.focus.id !== view.acted.focus) {
        view.acted.focus = snap.focus.id;
        if (snap.focus.on !== 'end' || snap.endOpen) view.focused.push(snap.focus.on);
      }
      // Nothing travels on this board: its drawing is done at once, and the view says so
      // as the page's does once the board's last frame is drawn (panels/board-view.js).
      queueMicrotask(() => view.owner?.boardSettled(snap));
    },
    /** @type {{boardSettled: (snap: unknown) => void} | null} the controller the view tells */
    owner: null,
    /** Each announcement of the player's arrows and circles, in order. */
    drawingsSaid: [],
  };
  return view;
}

/**
 * A device that opens `url` with `storage` (its own, kept between visits: pass the same
 * one to `reopen`). `engine(state)`: the computer's move (default: the first legal).
 * `answer`: what the "Start a new game?" question is answered; `reloaded`: the page is a
 * reload of the tab (address.js isReload); `first`: a first visit (opening.js firstVisit);
 * `review`: the review the reviewer has of any game (default none); `clock`: the app's
 * clock (default the system's, which the mock timers replace); `tab`: the tab's own storage
 * (sessionStorage; pass the same one for a reload of the tab); `lazyFriends`: fetches the
 * friend features' chunk as the page does (by default the device has it at once).
 */
export function openDevice(url, { storage = memoryStorage(), tab = memoryStorage(), engine = null, names = { you: '', them: '' }, answer = true, reloaded = false, first = false, review = null, clock = undefined, lazyFriends = null, matching = undefined } = {}) {
  /** What the "Start a new game?" question is answered now (device.answering changes it). */
  let answering = answer;
  const address = createAddress(url);
  const view = createFakeView();
  const posted = [];
  const recorded = [];
  const sounds = [];
  /** problems: each failure to save (storage/save.js onProblem); problem: the save's as read on opening. */
  const saved = { problems: [], problem: 'none' };
  /** Each start of the engine ahead of a request. */
  const warmed = [];
  /** The boards the statistics panel was told to show, in order. */
  const statsShown = [];
  /** The games that ended offered for a quiet review (`{record, total, whose}`). */
  const quiet = [];

  /** Runs `fn` with this device's address as the page's. */
  function acting(fn) {
    const before = { location: globalThis.location, history: globalThis.history };
    globalThis.location = address.location;
    globalThis.history = address.history;
    try {
      return fn();
    } finally {
      globalThis.location = before.location;
      globalThis.history = before.history;
    }
  }

  /** As `acting`, for an async `fn`: the device's address is the page's until it settles. */
  async function actingUntil(fn) {
    const before = { location: globalThis.location, history: globalThis.history };
    globalThis.location = address.location;
    globalThis.history = address.history;
    try {
      return await fn();
    } finally {
      globalThis.location = before.location;
      globalThis.history = before.history;
    }
  }

  /** @type {(() => void)[] | null} the engine's answers held back, or null */
  let held = null;

  const device = acting(() => {
    const embed = parseEmbedOptions(location.search, { warn: () => {} });
    // As boot/game.js's gameOpening: a first visit's game under its question is against the computer.
    const players = createPlayers(openingPlayers(loadPlayers(storage), urlSettings(location.search, embed), first), {
      save: (chosen) => savePlayers(chosen, storage),
    });
    const session = createSession(core.Game);
    const friends = createFriendStore(storage);
    const aside = createAsideStore(storage);
    const keeper = createGameKeeper(storage, {
      friends,
      aside,
      // As boot/game.js: a portal's address, else the page's own without this visit's settings.
      linkBase: () => embed.options.shareUrl ?? pageAddress(),
      onProblem: (problem) => saved.problems.push(problem),
      inspect: inspectRecord,
      tab,
    });
    const opponent = {
      route: 'test',
      /** Each request: the game, the level and the time it was given. */
      asked: [],
      /** How often what it thought about was cancelled. */
      cancelled: 0,
      warm() {
        warmed.push(true);
      },
      cancel() {
        opponent.cancelled += 1;
      },
      think(request) {
        const { start, board, moves } = request;
        opponent.asked.push(request);
        const game = core.Game.fromPosition(start, board);
        for (const m of moves) game.play(m);
        const state = game.state();
        game.free();
        const move = engine ? engine(state) : state.moves[0];
        const answer = { move, score: 0, depth: 1, nodes: 1, ms: 1, seed: 0 };
        // A held answer comes when the test releases it, as a worker's message that was
        // already on its way when the page cancelled the search.
        if (held) return new Promise((ok) => held.push(() => ok(answer)));
        return Promise.resolve(answer);
      },
    };
    // The statistics as the page keeps them, in this device's storage (stats.js reads
    // window.localStorage once, when made, and listens to other tabs: none here).
    const stats = withWindow({ localStorage: storage, addEventListener() {} }, () => createStats(() => {}));
    // `quiet`: each game that ended offered for a quiet review (app/reviewing.js), as the reviewer was told.
    const reviewer = { of: () => review, warm() {}, start: async () => {}, cancel() {}, drawing: () => null, quiet: (record, total, whose) => quiet.push({ record, total, whose }) };
    const controller = createController({
      // The friend features' chunk, here at once (the page fetches it with the first game with a friend: tests/unit/friendly.test.mjs).
      friendly: lazyFriends ? null : friendly,
      ...(lazyFriends ? { loadFriendly: lazyFriends } : {}),
      // Where a match stands, asked of the core once it is here (the page's rules core has none: engine/core.js matching).
      ...(matching ? { matching } : {}),
      matchState: core.matchState,
      motionAllowed: () => false,
      // Send: each link given, as the clipboard took it.
      share: async (link) => {
        view.shared.push({ link });
        return 'copied';
      },
      session,
      opponent,
      view,
      players,
      bridge: {
        ready: (...a) => posted.push(['ready', ...a]),
        move: (...a) => posted.push(['move', ...a]),
        undo: (...a) => posted.push(['undo', ...a]),
        redo: (...a) => posted.push(['redo', ...a]),
        position: (...a) => posted.push(['position', ...a]),
        link: (...a) => posted.push(['link', ...a]),
        gameOver: (...a) => posted.push(['gameover', ...a]),
      },
      stats: {
        record(winner, id, board) {
          recorded.push({ winner, id });
          stats.record(winner, id, board);
        },
        /** The board whose statistics the panel would show. */
        show(board) {
          statsShown.push(board);
        },
      },
      save: keeper.save,
      saved: () => keeper.read().save ?? null,
      newId: newGameId,
      confirmNew: async () => answering,
      friends,
      aside,
      names: () => names,
      reviewer,
      sound: { play: (cues) => sounds.push(...cues) },
      clock,
    });
    view.owner = controller;
    // As boot/game.js's gameOpening: the save as read, and what was wrong with it (the
    // page says that in a notice, save.problem.<problem>, before the game opens).
    const read = createSaver(storage).read();
    saved.problem = read.problem ?? 'none';
    const fragment = withReceived(readFragment(location.hash), tab);
    const plan = openingPlan({ position: queryParams().get('position'), fragment, save: read.save ?? null });
    if (queryParams().has('position')) setQuery({ position: null });
    // As boot/game.js: ready once the game is open (after the friend features' chunk, for a game with a friend).
    const opening = controller.open(plan, { reloaded, first });
    const opened = opening instanceof Promise ? opening.then(() => acting(() => controller.announceReady())) : acting(() => controller.announceReady());
    return { controller, session, friends, aside, players, plan, opponent, stats, opened: Promise.resolve(opened) };
  });

  const { controller } = device;
  return {
    ...device,
    quiet,
    storage,
    tab,
    view,
    posted,
    recorded,
    sounds,
    saved,
    warmed,
    statsShown,
    acting,
    actingUntil,
    /** The address now (after the saves due have run: call settle() first). */
    url: () => address.location.href,
    snap: () => acting(() => controller.snapshot()),
    moves: () => acting(() => controller.snapshot().state.history.map((m) => m.text)),
    /** A move from the board. */
    move: (text) => acting(() => controller.boardMove(text, false)),
    /** A move typed in the move box: null, or the error shown beside it. */
    type: (text) => acting(() => controller.typedMove(text)),
    undo: () => acting(() => controller.undo()),
    redo: () => acting(() => controller.redo()),
    send: () => acting(() => controller.send()),
    /** The address's fragment changed (a link opened in this tab, or a page that opened it). */
    follow(href) {
      acting(() => {
        address.set(href);
        controller.openLink(readFragment(location.hash));
      });
    },
    /** Presses the button of notice `key`. */
    press(key) {
      const notice = view.notices.get(key);
      if (!notice?.action) throw new Error(`no notice ${key} with a button (notices: ${[...view.notices.keys()].join(', ')})`);
      acting(() => controller.noticeAction(key));
    },
    /** The page is left (pagehide). */
    leave: () => acting(() => controller.flushSave()),
    /** Shows the position after `ply` moves from the move list (the number played: the game). */
    look: (ply) => acting(() => controller.view(ply)),
    /** The "Start a new game?" question is answered `yes` from now on. */
    answering(yes) {
      answering = yes;
    },
    /** The computer's answers are held back from now until release(). */
    hold() {
      held ??= [];
    },
    /** The answers held back come now (and later ones at once). */
    release() {
      const due = held ?? [];
      held = null;
      for (const answer of due) answer();
    },
    /** Pasted text loaded (Load game), or its last position set up (Set up position). */
    load: (text, { asPosition = false, ask = true } = {}) => acting(() => controller.load(device.session.read(text), { asPosition, ask })),
  };
}

// The portals' state machine (www/portal/machine.js): which SDK calls a game makes, in
// which order, and what an ad break or the portal's pause and mute do to the page, with
// a fake SDK, a fake page and a fake clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AD_LIMIT_MS, createPortalMachine } from '../../www/portal/machine.js';

const MINUTE = 60_000;

function fakeClock() {
  let now = 0;
  let next = 1;
  /** @type {Map<number, {at: number, fn: () => void}>} */
  const timers = new Map();
  return {
    now: () => now,
    set(fn, ms) {
      timers.set(next, { at: now + ms, fn });
      return next++;
    },
    clear: (id) => timers.delete(id),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

/** A fake SDK that records its calls into `log`; its ads end when the test says. */
function fakeSdk(log, { adGapMs = 0, ads = true, throws = [] } = {}) {
  /** @type {(() => void)[]} */
  const adsOn = [];
  const sdk = {
    adGapMs,
    adBreak: ads ? () => {
      log.push('adBreak');
      return new Promise((done) => adsOn.push(done));
    } : null,
    endAd: () => adsOn.shift()?.(),
  };
  for (const name of ['loadingStart', 'loadingStop', 'gameplayStart', 'gameplayStop', 'happytime']) {
    sdk[name] = () => {
      if (throws.includes(name)) throw new Error(`${name} is disabled`);
      log.push(name);
    };
  }
  return sdk;
}

function fakePage(log) {
  let paused = false;
  return {
    pause: () => { paused = true; log.push('page:pause'); },
    resume: () => { paused = false; log.push('page:resume'); },
    paused: () => paused,
    mute: (muted) => log.push(muted ? 'page:mute' : 'page:unmute'),
    setPaused: (value) => { paused = value; },
  };
}

function setUp(options = {}) {
  const log = [];
  const clock = fakeClock();
  const sdk = fakeSdk(log, options);
  const page = fakePage(log);
  const warnings = [];
  const machine = createPortalMachine({ sdk, clock, warn: (w) => warnings.push(w) });
  machine.connect(page);
  return { log, clock, sdk, page, machine, warnings };
}

const flush = () => new Promise((done) => setImmediate(done));

test('a whole game: loading, the first move starts gameplay, a pause stops it, the end, an ad break, a second game', async () => {
  const { log, sdk, machine } = setUp();
  machine.loading();
  machine.ready();
  assert.deepEqual(log, ['loadingStart', 'loadingStop'], 'no gameplay before a move');
  machine.move();
  machine.move();
  assert.deepEqual(log.slice(2), ['gameplayStart'], 'one start for the game, not one a move');
  machine.hostPaused(true);
  machine.hostPaused(false);
  machine.gameOver({ won: false });
  assert.deepEqual(log.slice(3), ['gameplayStop', 'gameplayStart', 'gameplayStop']);
  const ad = machine.newGame();
  assert.deepEqual(log.slice(6), ['page:pause', 'page:mute', 'adBreak'], 'muted and paused before the ad');
  assert.equal(machine.inAd, true);
  machine.move();
  assert.equal(machine.gameplay, false, 'no gameplay while the ad plays');
  sdk.endAd();
  await ad;
  assert.deepEqual(log.slice(9), ['page:resume', 'page:unmute', 'gameplayStart'],
    'a move made during the ad counts once the ad is over');
});

test('no ad break for a new game started before the game ended, nor without an end panel', async () => {
  const { log, machine } = setUp();
  machine.ready();
  machine.move();
  assert.equal(machine.newGame(), undefined);
  assert.ok(!log.includes('adBreak'));
  assert.deepEqual(log, ['loadingStop', 'gameplayStart', 'gameplayStop']);
});

test('CrazyGames: ad breaks at least three minutes apart, counted from the end of the last', async () => {
  const { log, clock, sdk, machine } = setUp({ adGapMs: 3 * MINUTE });
  machine.ready();
  const play = () => { machine.move(); machine.gameOver(); };
  play();
  const first = machine.newGame();
  assert.ok(first, 'the first break between games has an ad');
  clock.advance(30_000);
  sdk.endAd();
  await first;
  play();
  clock.advance(2 * MINUTE);
  assert.equal(machine.newGame(), undefined, 'two minutes after the last ad: none');
  play();
  clock.advance(MINUTE);
  assert.ok(machine.newGame(), 'three minutes after: one');
  assert.equal(log.filter((c) => c === 'adBreak').length, 2);
});

test('happytime once a game, only for a win against the computer', () => {
  const { log, machine } = setUp();
  machine.ready();
  machine.move();
  machine.gameOver({ won: true });
  machine.gameOver({ won: true });
  machine.newGame();
  machine.move();
  machine.gameOver({ won: false });
  assert.equal(log.filter((c) => c === 'happytime').length, 1);
});

test('a menu, a dialog or the rules page stop gameplay; gameplay comes back when the last closes', () => {
  const { log, machine } = setUp();
  machine.ready();
  machine.move();
  machine.cover('menu', true);
  machine.cover('dialog', true);
  machine.cover('menu', false);
  assert.equal(machine.gameplay, false);
  machine.cover('dialog', false);
  assert.deepEqual(log, ['loadingStop', 'gameplayStart', 'gameplayStop', 'gameplayStart']);
});

test("the portal's pause holds and mutes the page and lets it go; a host's pause is never lifted by the portal", () => {
  const { log, page, machine } = setUp();
  machine.ready();
  machine.move();
  machine.portalPause(true);
  machine.portalPause(false);
  assert.deepEqual(log, ['loadingStop', 'gameplayStart', 'gameplayStop', 'page:pause', 'page:mute', 'page:resume', 'page:unmute', 'gameplayStart']);
  log.length = 0;
  page.setPaused(true);
  machine.portalPause(true);
  machine.portalPause(false);
  assert.ok(!log.includes('page:resume'), 'paused before: still paused');
});

test("the portal's mute mutes the page, and an ad ends with the sound as the portal wants it", async () => {
  const { log, sdk, machine } = setUp();
  machine.ready();
  machine.portalMute(true);
  machine.move();
  machine.gameOver();
  const ad = machine.newGame();
  sdk.endAd();
  await ad;
  assert.deepEqual(log.filter((c) => c.startsWith('page:') && c.endsWith('mute')), ['page:mute'], 'muted throughout');
  machine.portalMute(false);
  assert.equal(log.at(-1), 'page:unmute');
});

test('an SDK that throws is warned of once a call, and the game goes on', async () => {
  const { log, machine, warnings } = setUp({ throws: ['gameplayStart', 'loadingStop'] });
  machine.loading();
  machine.ready();
  machine.move();
  machine.cover('dialog', true);
  machine.cover('dialog', false);
  assert.deepEqual(log, ['loadingStart', 'gameplayStop']);
  assert.equal(warnings.length, 2);
  assert.equal(machine.gameplay, true, 'the machine still knows the player plays');
});

test('an ad that fails or never ends gives the game back', async () => {
  const { log, clock, sdk, machine, warnings } = setUp();
  machine.ready();
  machine.move();
  machine.gameOver();
  sdk.adBreak = () => Promise.reject(new Error('no fill'));
  await machine.newGame();
  assert.equal(log.at(-1), 'page:unmute');
  machine.move();
  machine.gameOver();
  sdk.adBreak = () => new Promise(() => {});
  const ad = machine.newGame();
  await flush();
  assert.equal(machine.inAd, true);
  clock.advance(AD_LIMIT_MS);
  await ad;
  assert.equal(machine.inAd, false);
  assert.equal(warnings.length, 2);
});

test('a portal without ads: no break, the game simply goes on', () => {
  const { log, machine } = setUp({ ads: false });
  machine.ready();
  machine.move();
  machine.gameOver();
  assert.equal(machine.newGame(), undefined);
  assert.ok(!log.includes('page:pause'));
});

// --- the page's side (glue.js) and CrazyGames' store ---------------------------------

const { createPortal, INVITE_PARAM } = await import('../../www/portal/glue.js');
const { dataStorage } = await import('../../www/portal/crazygames.js');
const { createSaver, SAVE_KEY } = await import('../../www/storage/save.js');

function recordingSdk(log) {
  const sdk = { adBreak: null, adGapMs: 0 };
  for (const name of ['loadingStart', 'loadingStop', 'gameplayStart', 'gameplayStop', 'happytime']) sdk[name] = () => log.push(name);
  return sdk;
}

/** A host bridge that records what the page posted to it. */
function fakeBridge(log) {
  const post = (type) => (...args) => {
    log.push(`bridge:${type}`);
    return args.length > 0;
  };
  return Object.freeze({
    embedded: false, targetOrigin: '*',
    ready: post('ready'), move: post('move'), undo: post('undo'), redo: post('redo'), position: post('position'),
    link: post('link'), gameOver: post('gameOver'), destroy: () => {},
  });
}

test("the host bridge's calls still reach the host, and feed the machine: a win against the computer is happytime", () => {
  const log = [];
  const portal = createPortal({ name: 'test', sdk: recordingSdk(log), win: /** @type {any} */ ({}) });
  let seats = { white: 'human', black: 'computer' };
  const bridge = portal.tap(/** @type {any} */ (fakeBridge(log)), () => seats);
  bridge.ready('start', []);
  bridge.move('a1-b3', 'p');
  bridge.gameOver('white', 5, 4);
  assert.deepEqual(log, ['loadingStart', 'bridge:ready', 'loadingStop', 'bridge:move', 'gameplayStart', 'bridge:gameOver', 'happytime', 'gameplayStop']);
  log.length = 0;
  bridge.position('start', []);
  bridge.move('a1-b3', 'p');
  seats = { white: 'human', black: 'human' };
  bridge.gameOver('white', 5, 4);
  assert.ok(!log.includes('happytime'), 'two at one screen: no happy time');
  log.length = 0;
  bridge.position('start', []);
  bridge.move('a1-b3', 'p');
  seats = { white: 'computer', black: 'human' };
  bridge.gameOver('white', 5, 4);
  assert.ok(!log.includes('happytime'), 'the computer won');
  assert.equal(bridge.link('x', 'y'), true, 'what the machine does not hear passes through');
});

test("a friend's link through the portal carries the game's fragment; a failing portal gives the game's own link", async () => {
  const asked = [];
  const portal = createPortal({
    name: 'test', sdk: recordingSdk([]), win: /** @type {any} */ ({}),
    invite: async (params) => {
      asked.push(params);
      return `https://portal.example/game?${new URLSearchParams(params)}`;
    },
  });
  const own = 'https://site.example/jarmo/#game=a1-b3&id=abc';
  assert.equal(await portal.shareLink(own), 'https://portal.example/game?jarmo=game%3Da1-b3%26id%3Dabc');
  assert.deepEqual(asked, [{ [INVITE_PARAM]: 'game=a1-b3&id=abc' }]);
  const warned = [];
  const warn = console.warn;
  console.warn = (message) => warned.push(message);
  try {
    const broken = createPortal({ name: 'test', sdk: recordingSdk([]), win: /** @type {any} */ ({}), invite: () => { throw new Error('disabled'); } });
    assert.equal(await broken.shareLink(own), own);
    const odd = createPortal({ name: 'test', sdk: recordingSdk([]), win: /** @type {any} */ ({}), invite: () => 'javascript:alert(1)' });
    assert.equal(await odd.shareLink(own), own);
  } finally {
    console.warn = warn;
  }
  assert.equal(warned.length, 2);
});

test("CrazyGames' data store is the saves' storage, with the same checks for damaged data", () => {
  const data = new Map();
  const sdkData = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, v), removeItem: (k) => data.delete(k) };
  const storage = dataStorage(sdkData);
  assert.ok(storage);
  const saver = createSaver(storage);
  const players = { mode: 'hotseat', human: 'white', level: 4, first: 'white', board: 'knight', match: 1 };
  assert.equal(saver.write({ id: 'game-1', record: '1. a1-c2 e5-d3', players }), null);
  assert.equal(JSON.parse(data.get(SAVE_KEY)).record, '1. a1-c2 e5-d3');
  assert.equal(saver.read().save.record, '1. a1-c2 e5-d3');
  data.set(SAVE_KEY, '{"version":1,"record":');
  const damaged = saver.read();
  assert.equal(damaged.save, undefined);
  assert.notEqual(damaged.problem, 'none', 'damaged data is found as in localStorage');
  assert.equal(dataStorage(undefined), null, 'no data module: the page keeps its own storage');
  assert.equal(dataStorage({}), null);
});

// --- the hook the plain site carries (hook.js) ----------------------------------------

const { portalBuild, startPortal } = await import('../../www/portal/hook.js');
const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
const os = await import('node:os');
const path = await import('node:path');
const { pathToFileURL } = await import('node:url');

/** A document whose marker says `name` (null: none). */
const markedDoc = (name) => ({
  querySelector: (selector) => (name !== null && selector === 'meta[name="jarmo-portal"]' ? { getAttribute: () => name } : null),
});

/** A site folder whose www/portal.js is `source`; its root URL. */
function siteWith(source) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jarmo-hook-'));
  mkdirSync(path.join(dir, 'www'));
  writeFileSync(path.join(dir, 'www/portal.js'), source);
  return { root: new URL(`${pathToFileURL(dir).href}/`), done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('the plain site: no marker, no portal, and nothing is imported', async () => {
  assert.equal(portalBuild(markedDoc(null)), null);
  assert.equal(portalBuild(markedDoc('../evil')), null, 'a marker is a plain name');
  assert.equal(await startPortal(new URL('file:///nowhere/'), { doc: markedDoc(null) }), null);
});

test("a portal build whose module or SDK fails, throws or never answers plays without it, with one warning", async () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (message) => warned.push(message);
  const sites = [
    siteWith('export async function start({ name }) { return { name, events: {} }; }'),
    siteWith('export async function start() { throw new Error("the SDK is disabled on this domain"); }'),
    siteWith('export function start() { return new Promise(() => {}); }'),
  ];
  try {
    const started = await startPortal(sites[0].root, { doc: markedDoc('poki') });
    assert.equal(started?.name, 'poki');
    assert.equal(await startPortal(sites[1].root, { doc: markedDoc('poki') }), null);
    assert.equal(await startPortal(sites[2].root, { doc: markedDoc('poki'), waitMs: 50 }), null);
    assert.equal(await startPortal(new URL('file:///nowhere/'), { doc: markedDoc('poki') }), null, 'no www/portal.js');
  } finally {
    console.warn = warn;
    for (const site of sites) site.done();
  }
  assert.equal(warned.length, 3);
  assert.match(warned[0], /disabled on this domain/);
  assert.match(warned[1], /no answer in 50 ms/);
});

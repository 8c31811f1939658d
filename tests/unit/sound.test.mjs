// The sounds: which a move makes (game/cues.js), that each sound can be told from the
// others by its first note (as the browser tests tell them), the stored switch, and
// the player (sound/sound.js) with a fake window: silent before a gesture, when off,
// muted by the host or hidden; a buzz on a capture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { endCue, moveCues } from '../../www/app/cues.js';
import { SOUNDS, lengthOf } from '../../www/sound/recipes.js';
import { createSound } from '../../www/sound/sound.js';
import { lazySound } from '../../www/sound/lazy-sound.js';
import { readStoredSound, storeSound, SOUND_STORAGE_KEY } from '../../www/storage/settings.js';
import { recordAudio, soundsOf } from '../lib/sound.mjs';

const step = (side, capture = false) => ({ kind: 'step', side, text: 'a1-c2', from: 'a1', to: 'c2', capture, unmarks: null });
const playing = (turn) => ({ over: false, result: null, turn });
const ended = (winner) => ({ over: true, turn: 'white', result: { winner, reason: 'goal-row', side: 'white', white: 2, black: 1, text: '' } });
const HOTSEAT = { white: 'human', black: 'human' };
const VS_COMPUTER = { white: 'human', black: 'computer' };
const VS_FRIEND = { white: 'friend', black: 'human' };

test('a step, a capture and a return each make their own sound; a pass makes none', () => {
  assert.deepEqual(moveCues(step('white'), playing('black'), HOTSEAT), ['step']);
  assert.deepEqual(moveCues(step('white', true), playing('black'), HOTSEAT), ['capture']);
  assert.deepEqual(moveCues({ ...step('white'), kind: 'return', from: null, text: '@b1' }, playing('black'), HOTSEAT), ['return']);
  assert.deepEqual(moveCues({ ...step('white'), kind: 'pass', from: null, to: null, text: 'pass' }, playing('black'), HOTSEAT), []);
});

test("your turn sounds after the computer's or a friend's move, not after your own or at one screen", () => {
  assert.deepEqual(moveCues(step('black'), playing('white'), VS_COMPUTER), ['step', 'turn']);
  assert.deepEqual(moveCues(step('white', true), playing('black'), VS_FRIEND), ['capture', 'turn']);
  assert.deepEqual(moveCues(step('white'), playing('black'), VS_COMPUTER), ['step']);
  assert.deepEqual(moveCues(step('white'), playing('black'), HOTSEAT), ['step']);
});

test('the end is a win or a loss for the people at this screen, or a draw', () => {
  assert.deepEqual(moveCues(step('white'), ended('white'), VS_COMPUTER), ['step', 'win']);
  assert.deepEqual(moveCues(step('black', true), ended('black'), VS_COMPUTER), ['capture', 'loss']);
  assert.deepEqual(moveCues(step('white'), ended('black'), VS_COMPUTER), ['step', 'loss']);
  assert.deepEqual(moveCues(step('white'), ended(null), VS_FRIEND), ['step', 'draw']);
  assert.equal(endCue('black', HOTSEAT), 'win', 'with two players at one screen a winner is one of them');
  assert.equal(endCue('white', VS_FRIEND), 'loss');
});

test('each sound starts with a note no other starts with, so a recording names them', () => {
  const firsts = Object.values(SOUNDS).map(([n]) => `${n.wave}:${n.freq}`);
  assert.equal(new Set(firsts).size, firsts.length);
  const all = ['step', 'capture', 'return', 'refused', 'turn', 'win', 'loss', 'draw'];
  assert.deepEqual(Object.keys(SOUNDS).sort(), [...all].sort());
  assert.deepEqual(soundsOf(all.flatMap((name) => SOUNDS[name])), all);
  for (const name of all) {
    assert.ok(lengthOf(name) > 0 && lengthOf(name) < 1, `${name} is short`);
    for (const n of SOUNDS[name]) assert.ok(n.gain > 0 && n.gain <= 0.5, `${name} is not too loud`);
  }
});

/** localStorage's interface in memory; `refuse`: every write throws, as a full or sandboxed one does. */
function memoryStorage({ refuse = false } = {}) {
  const data = new Map();
  return {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem(k, v) {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, String(v));
    },
    data,
  };
}

test('the sound switch is stored versioned; unreadable or other versions read as unset', () => {
  const storage = memoryStorage();
  assert.equal(readStoredSound(storage), null);
  assert.equal(storeSound(false, storage), true);
  assert.equal(storage.data.get(SOUND_STORAGE_KEY), '{"version":1,"on":false}');
  assert.equal(readStoredSound(storage), false);
  storeSound(true, storage);
  assert.equal(readStoredSound(storage), true);
  for (const bad of ['{"version":2,"on":true}', '{"version":1,"on":"yes"}', 'off', '[]']) {
    storage.data.set(SOUND_STORAGE_KEY, bad);
    assert.equal(readStoredSound(storage), null, bad);
  }
  assert.equal(storeSound(true, memoryStorage({ refuse: true })), false);
  assert.equal(storeSound(true, null), false);
  assert.equal(readStoredSound(null), null);
  assert.equal(readStoredSound({ getItem() { throw new Error('sandboxed'); } }), null);
});

/** A window with a recording AudioContext (the browser tests' own), a document that can hide, gestures to dispatch. */
function fakeWindow() {
  const listeners = {};
  const docListeners = {};
  const document = {
    visibilityState: 'visible',
    addEventListener: (type, fn) => { (docListeners[type] ??= []).push(fn); },
  };
  /** Timers wait here until `tasks()` runs them, as the event loop would after the handler. */
  const timers = [];
  const win = {
    document,
    navigator: {},
    setTimeout: (fn) => timers.push(fn),
    addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
    removeEventListener: (type, fn) => { listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn); },
  };
  recordAudio(win);
  return {
    win,
    /** A gesture's handlers, then the tasks they queued. */
    gesture() {
      [...(listeners.pointerdown ?? [])].forEach((fn) => fn({}));
      this.tasks();
    },
    /** Only the gesture's handlers (the tasks stay queued). */
    press: () => [...(listeners.pointerdown ?? [])].forEach((fn) => fn({})),
    tasks: () => timers.splice(0).forEach((fn) => fn()),
    hide(hidden) {
      document.visibilityState = hidden ? 'hidden' : 'visible';
      for (const fn of docListeners.visibilitychange ?? []) fn();
    },
    heard: () => ({ contexts: win.__audio.contexts, sounds: soundsOf(win.__audio.notes), vibrations: win.__audio.vibrations.length }),
  };
}

test('no AudioContext and no sound before the first gesture; then each cue in turn', () => {
  const fake = fakeWindow();
  const sound = createSound({ on: true, win: /** @type {any} */ (fake.win) });
  sound.play(['step']);
  assert.deepEqual(fake.heard(), { contexts: 0, sounds: [], vibrations: 0 });
  fake.gesture();
  sound.play(['capture', 'turn']);
  assert.deepEqual(fake.heard(), { contexts: 1, sounds: ['capture', 'turn'], vibrations: 1 });
  fake.gesture();
  assert.equal(fake.heard().contexts, 1, 'one context for the page');
});

test("the context is made in a task after the gesture, not in its handler; the gesture's sounds wait for it", () => {
  const fake = fakeWindow();
  const sound = createSound({ on: true, win: /** @type {any} */ (fake.win) });
  fake.press();
  sound.play(['step']);
  assert.deepEqual(fake.heard(), { contexts: 0, sounds: [], vibrations: 0 }, 'nothing made inside the handler');
  sound.play(['capture']);
  fake.tasks();
  assert.deepEqual(fake.heard(), { contexts: 1, sounds: ['step', 'capture'], vibrations: 1 });
  fake.tasks();
  assert.deepEqual(fake.heard().sounds, ['step', 'capture'], 'played once');
});

test('a gesture the browser does not count (no activation) makes no context', () => {
  const fake = fakeWindow();
  fake.win.navigator.userActivation = { isActive: false, hasBeenActive: false };
  const sound = createSound({ on: true, win: /** @type {any} */ (fake.win) });
  fake.gesture();
  sound.play(['step']);
  assert.deepEqual(fake.heard(), { contexts: 0, sounds: [], vibrations: 0 });
  fake.win.navigator.userActivation = { isActive: true, hasBeenActive: true };
  fake.gesture();
  sound.play(['step']);
  assert.deepEqual(fake.heard(), { contexts: 1, sounds: ['step'], vibrations: 0 });
});

test('silent when switched off, muted by the host or hidden; heard again once each is undone', () => {
  const fake = fakeWindow();
  const sound = createSound({ on: false, win: /** @type {any} */ (fake.win) });
  fake.gesture();
  sound.play(['capture']);
  assert.deepEqual(fake.heard(), { contexts: 0, sounds: [], vibrations: 0 }, 'off: not even a context');
  sound.setOn(true);
  sound.play(['step']);
  fake.tasks();
  sound.setHostMuted(true);
  sound.play(['capture']);
  sound.setHostMuted(false);
  fake.hide(true);
  sound.play(['win']);
  fake.hide(false);
  sound.play(['loss']);
  sound.setOn(false);
  sound.play(['draw']);
  assert.deepEqual(fake.heard(), { contexts: 1, sounds: ['step', 'loss'], vibrations: 0 });
});

/** lazySound over the fake window, its chunk given when `arrive()` is called (or failing with `fail()`). */
function lazyOver(fake, on) {
  let loads = 0;
  let arrive;
  let fail;
  const sound = lazySound({
    on,
    win: /** @type {any} */ (fake.win),
    load: () => {
      loads++;
      return new Promise((resolve, reject) => {
        arrive = () => resolve({ createSound });
        fail = () => reject(new Error('offline'));
      });
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { sound, loads: () => loads, arrive: async () => { arrive(); await settle(); }, fail: async () => { fail(); await settle(); } };
}

test('before their chunk: nothing is fetched before the first gesture; what the gesture asked for is played once the sounds come', async () => {
  const fake = fakeWindow();
  const lazy = lazyOver(fake, true);
  lazy.sound.play(['step']);
  assert.equal(lazy.loads(), 0, 'no gesture, no chunk');
  fake.press();
  fake.press();
  assert.equal(lazy.loads(), 1, 'fetched once, at the first gesture');
  lazy.sound.play(['capture']);
  await lazy.arrive();
  fake.tasks();
  assert.deepEqual(fake.heard(), { contexts: 1, sounds: ['capture'], vibrations: 1 });
  lazy.sound.play(['turn']);
  assert.deepEqual(fake.heard().sounds, ['capture', 'turn'], 'then at once');
});

test('before their chunk: switched off, nothing is fetched until it is switched on; the mutes wait for the sounds', async () => {
  const fake = fakeWindow();
  const lazy = lazyOver(fake, false);
  fake.gesture();
  assert.equal(lazy.loads(), 0, 'off: no chunk');
  lazy.sound.setHostMuted(true);
  lazy.sound.setOn(true);
  assert.equal(lazy.sound.on, true);
  assert.equal(lazy.loads(), 1, 'switched on (a click): fetched');
  await lazy.arrive();
  fake.tasks();
  lazy.sound.play(['step']);
  assert.deepEqual(fake.heard().sounds, [], 'still muted by the host');
  lazy.sound.setHostMuted(false);
  fake.gesture();
  lazy.sound.play(['step']);
  assert.deepEqual(fake.heard().sounds, ['step']);
});

test('before their chunk: sounds that cannot come leave the game silent, and the next gesture tries again', async (t) => {
  t.mock.method(console, 'warn', () => {});
  const fake = fakeWindow();
  const lazy = lazyOver(fake, true);
  fake.press();
  lazy.sound.play(['step']);
  await lazy.fail();
  assert.deepEqual(fake.heard(), { contexts: 0, sounds: [], vibrations: 0 });
  fake.press();
  assert.equal(lazy.loads(), 2);
  await lazy.arrive();
  fake.tasks();
  lazy.sound.play(['win']);
  assert.deepEqual(fake.heard().sounds, ['win']);
});

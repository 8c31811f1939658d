// The statistics of two tabs that finish games at once (www/storage/stats.js): a tab
// whose localStorage copy was stale when it wrote (WebKit keeps one in each tab's
// process) drops the other tab's count; the other tab sees that in the storage event
// and counts its game again, so both count. e2e/stats.test.mjs plays it in browsers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATS_KEY, createStats } from '../../www/storage/stats.js';

/** A tab: its window (its listeners, its storage) and its statistics. */
function openTab(storage) {
  const listeners = [];
  const win = { localStorage: storage, addEventListener: (type, fn) => type === 'storage' && listeners.push(fn) };
  const before = globalThis.window;
  globalThis.window = win;
  try {
    const stats = createStats(() => {});
    return { stats, hear: (newValue) => listeners.forEach((fn) => fn({ key: STATS_KEY, newValue })) };
  } finally {
    globalThis.window = before;
  }
}

/** One origin's storage, of which each tab may read a copy from before the last write. */
function sharedStorage(initial) {
  const map = new Map([[STATS_KEY, initial]]);
  const tab = ({ stale = null } = {}) => ({
    getItem: (key) => (key === STATS_KEY && stale !== null ? stale : map.get(key) ?? null),
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
  });
  return { map, tab };
}

const stored = (map) => JSON.parse(map.get(STATS_KEY));

test('a count another tab\'s stale write dropped is counted again, once', () => {
  const start = JSON.stringify({ version: 1, white: 0, black: 5, draw: 0, games: [] });
  const { map, tab } = sharedStorage(start);
  const a = openTab(tab());
  // B's process still has the counts from before A's write.
  const b = openTab(tab({ stale: start }));
  a.stats.record('white', 'game-a');
  assert.equal(stored(map).white, 1);
  b.stats.record('white', 'game-b');
  assert.deepEqual(stored(map).games, ['game-b'], 'B wrote over A\'s count');
  // A hears B's write: its game is missing, and it counts it again.
  a.hear(map.get(STATS_KEY));
  assert.deepEqual(stored(map), { version: 1, white: 2, black: 5, draw: 0, games: ['game-b', 'game-a'] });
  // B hears A's write, which shows its game: nothing more.
  b.hear(map.get(STATS_KEY));
  a.hear(map.get(STATS_KEY));
  assert.equal(stored(map).white, 2);
});

test('a count another tab\'s write shows is not counted again, nor after a reset', () => {
  const { map, tab } = sharedStorage(JSON.stringify({ version: 1, white: 0, black: 0, draw: 0, games: [] }));
  const a = openTab(tab());
  const b = openTab(tab());
  a.stats.record(null, 'game-a');
  b.stats.record('black', 'game-b');
  a.hear(map.get(STATS_KEY));
  assert.deepEqual(stored(map), { version: 1, white: 0, black: 1, draw: 1, games: ['game-a', 'game-b'] });
  // A reset in B keeps the ids: A's game stays uncounted.
  b.stats.reset();
  a.hear(map.get(STATS_KEY));
  assert.deepEqual(stored(map), { version: 1, white: 0, black: 0, draw: 0, games: ['game-a', 'game-b'] });
  // Another version, or damaged text, in the storage is no lost count either.
  const c = openTab(tab());
  c.stats.record('white', 'game-c');
  for (const text of ['{"version":2}', '{"versi']) {
    map.set(STATS_KEY, text);
    c.hear(text);
    assert.equal(map.get(STATS_KEY), text);
  }
});

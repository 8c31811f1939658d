// engine/lazy-opponent.js: the computer opponent before its chunk comes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyOpponent, routesFor } from '../../www/engine/lazy-opponent.js';
import { Cancelled } from '../../www/app/cancelled.js';

/** An opponent as opponent.js makes it, that answers each request with what it was asked. */
function fakeOpponent(log) {
  return {
    think: async (args) => ({ asked: 'think', ...args }),
    review: async (args) => ({ asked: 'review', ...args }),
    puzzle: async (args) => ({ asked: 'puzzle', ...args }),
    puzzleInfo: async (args) => ({ asked: 'puzzleInfo', ...args }),
    analyse(args, onLines) {
      log.push(`analyse ${args.lines}`);
      onLines({ asked: 'analyse', ...args });
      return { stop: () => log.push(`stop ${args.lines}`) };
    },
    warm: () => log.push('warm'),
    route: 'blob',
    cancel: () => log.push('cancel'),
  };
}

test('routesFor: a worker from its URL, else from a Blob URL, else this thread', () => {
  assert.deepEqual(routesFor({ origin: 'https://example.org', hasWorker: true }), ['url', 'blob', 'local']);
  assert.deepEqual(routesFor({ origin: 'null', hasWorker: true }), ['blob', 'local']);
  assert.deepEqual(routesFor({ origin: 'https://example.org', hasWorker: false }), ['local']);
});

test('the route is known before the chunk; requests wait for it, which is fetched once', async () => {
  const log = [];
  let makes = 0;
  let release;
  const chunk = new Promise((resolve) => { release = resolve; });
  const opponent = lazyOpponent(async () => {
    makes++;
    await chunk;
    return fakeOpponent(log);
  });
  assert.equal(opponent.route, 'local', 'Node has no Worker: this thread');
  const answers = Promise.all([opponent.think({ level: 3 }), opponent.review({ ply: 2 }), opponent.puzzle({ move: 'a1-c2' }), opponent.puzzleInfo({ plies: 3 })]);
  release();
  assert.deepEqual((await answers).map((a) => a.asked), ['think', 'review', 'puzzle', 'puzzleInfo']);
  assert.equal(makes, 1);
  assert.equal(opponent.route, 'blob', 'once made, the opponent\'s own');
  opponent.warm();
  assert.deepEqual(log, ['warm']);
});

test('cancel() while a request waits for the chunk cancels it; the next one is answered', async () => {
  const log = [];
  let release;
  const chunk = new Promise((resolve) => { release = resolve; });
  const opponent = lazyOpponent(async () => {
    await chunk;
    return fakeOpponent(log);
  });
  const waiting = opponent.think({ level: 1 });
  opponent.cancel();
  release();
  await assert.rejects(waiting, Cancelled);
  assert.equal((await opponent.think({ level: 2 })).level, 2);
  opponent.cancel();
  assert.deepEqual(log, ['cancel'], 'a made opponent is cancelled itself');
});

test('a chunk that cannot come fails the request that asked, and the next request tries again', async () => {
  let offline = true;
  const opponent = lazyOpponent(async () => {
    if (offline) throw new Error('Failed to fetch dynamically imported module');
    return fakeOpponent([]);
  });
  opponent.warm();
  await assert.rejects(opponent.think({}), /Failed to fetch/);
  offline = false;
  assert.equal((await opponent.think({ level: 4 })).level, 4);
});

test('an analysis asked before the chunk starts once it comes, unless stopped or cancelled by then', async () => {
  const log = [];
  let release;
  const chunk = new Promise((resolve) => { release = resolve; });
  const opponent = lazyOpponent(async () => {
    await chunk;
    return fakeOpponent(log);
  });
  const got = [];
  const running = opponent.analyse({ lines: 3 }, (lines) => got.push(lines.lines));
  opponent.analyse({ lines: 2 }, assert.fail).stop();
  opponent.cancel();
  const after = opponent.analyse({ lines: 1 }, (lines) => got.push(lines.lines));
  release();
  await opponent.think({ level: 1 });
  assert.deepEqual(got, [1], 'the one stopped and the one cancelled never started');
  after.stop();
  running.stop();
  assert.deepEqual(log, ['analyse 1', 'stop 1']);
  // Once made, the opponent's own.
  opponent.analyse({ lines: 5 }, (lines) => got.push(lines.lines)).stop();
  assert.deepEqual(log.slice(2), ['analyse 5', 'stop 5']);
});

test('an analysis whose chunk cannot come says so to onError', async () => {
  const opponent = lazyOpponent(async () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const error = await new Promise((resolve) => opponent.analyse({ lines: 3 }, assert.fail, resolve));
  assert.match(error.message, /Failed to fetch/);
});

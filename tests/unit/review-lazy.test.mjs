// The review's chunk is loaded when a review may come (www/review/lazy.js): warming
// loads it once, a review starts once it is here, a chunk that does not load gives a
// review that failed with the reason (and draws nothing of a review), and the next
// press tries again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLazyReviewer } from '../../www/review/lazy.js';

/** A chunk whose reviewer records what it was asked. */
function fakeChunk(log) {
  return {
    createReviewer: (makeEngine, onChange) => {
      let review = null;
      return {
        warm: () => log.push('warm'),
        start(record, total) {
          log.push(`start ${record} ${total}`);
          review = { status: 'running', record, total, lines: [] };
          onChange();
        },
        cancel: () => log.push('cancel'),
        of: (record) => (review?.record === record ? review : null),
      };
    },
    createReviewDrawing: () => ({ renderReview: () => {}, markMoves: () => {} }),
  };
}

test('the chunk is loaded once, on warming, and a review then starts', async () => {
  const log = [];
  let loads = 0;
  const reviewer = createLazyReviewer(() => null, () => log.push('change'), () => false, async () => {
    loads++;
    return fakeChunk(log);
  });
  assert.equal(reviewer.drawing(), null);
  assert.equal(reviewer.of('1. a1-c2'), null);
  reviewer.warm();
  reviewer.warm();
  await reviewer.start('1. a1-c2', 1);
  assert.equal(loads, 1);
  assert.deepEqual(log, ['warm', 'warm', 'start 1. a1-c2 1', 'change']);
  assert.equal(reviewer.of('1. a1-c2').status, 'running');
  assert.notEqual(reviewer.drawing(), null);
});

test('a chunk that does not load gives a failed review with the reason, and the next press loads again', async () => {
  const log = [];
  let loads = 0;
  const reviewer = createLazyReviewer(() => null, () => log.push('change'), () => false, async () => {
    loads++;
    if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return fakeChunk(log);
  });
  await reviewer.start('1. a1-c2', 1);
  const failed = reviewer.of('1. a1-c2');
  assert.equal(failed.status, 'failed');
  assert.match(String(failed.error.message), /Failed to fetch/);
  assert.equal(reviewer.of('1. b1-a3'), null, 'the failure is of that record only');
  assert.equal(reviewer.drawing(), null);
  assert.deepEqual(log, ['change']);
  await reviewer.start('1. a1-c2', 1);
  assert.equal(loads, 2);
  assert.equal(reviewer.of('1. a1-c2').status, 'running');
});

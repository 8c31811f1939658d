// The page's start in tasks (www/boot/starting.js): input held until ready, the host's
// commands kept until ready and then obeyed in their order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { holdInput, untilReady } from '../../www/boot/starting.js';

test('calls before the page is ready are kept, and made in their order once it is', () => {
  const done = [];
  const host = untilReady();
  const newGame = host.later((options) => done.push(['newgame', options]));
  const pause = host.later(() => done.push(['pause']));
  newGame({ mode: 'ai' });
  pause();
  newGame({ mode: 'hotseat' });
  assert.deepEqual(done, []);
  host.open();
  assert.deepEqual(done, [['newgame', { mode: 'ai' }], ['pause'], ['newgame', { mode: 'hotseat' }]]);
  pause();
  assert.deepEqual(done.at(-1), ['pause'], 'after ready a call is made at once');
  assert.equal(done.length, 4);
  host.open();
  assert.equal(done.length, 4, 'opening again makes no call twice');
});

test('input is stopped before any handler of the page until released, and reaches them after', () => {
  const listeners = new Map();
  const win = {
    addEventListener: (type, fn, capture) => listeners.set(`${type}:${capture}`, fn),
    removeEventListener: (type, fn, capture) => {
      if (listeners.get(`${type}:${capture}`) === fn) listeners.delete(`${type}:${capture}`);
    },
  };
  const held = holdInput(/** @type {any} */ (win));
  for (const type of ['pointerdown', 'click', 'keydown', 'input', 'change', 'focus']) {
    const hold = listeners.get(`${type}:true`);
    assert.equal(typeof hold, 'function', `${type} is held in the capture phase`);
    let stopped = false;
    hold({ stopImmediatePropagation: () => { stopped = true; } });
    assert.ok(stopped, `${type} is stopped`);
  }
  held.release();
  assert.equal(listeners.size, 0, 'released, nothing is held');
});

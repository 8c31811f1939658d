// What the views ask of the page's controller instead of reading the page back: the
// review graph's point; and what its snapshot tells them: the focus after a game that opens finished (www/app/game.js,
// driven without a browser by tests/unit/lib/device.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, flush, openDevice, settle, useMockClock } from './lib/device.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { DEFAULT_DELAYS } from '../../www/app/delays.js';
import { indexOf } from '../../www/board/geometry.js';

useMockClock();

const TWO_MOVES = ['a1-c2', 'e5-c4', 'b1-a3', 'd5-e3'];

test('a point of the review graph shows the position after the move nearest to it', async () => {
  const review = { status: 'done', record: '', total: 4, lines: [] };
  const device = openDevice(`${SITE}?mode=hotseat`, { review });
  await settle(device);
  for (const move of TWO_MOVES) device.move(move);
  await settle(device);
  const shownAt = (fraction) => {
    device.acting(() => device.controller.pickReviewPoint(fraction));
    return device.snap().viewing;
  };
  // 4 moves across the graph: a quarter each; the last point is the game itself.
  assert.equal(shownAt(0), 0);
  assert.equal(shownAt(0.3), 1);
  assert.equal(shownAt(0.6), 2);
  assert.equal(shownAt(0.74), 3);
  assert.equal(shownAt(1), null);
  // Outside the graph (a press on its edge, rounded out): the nearest end.
  assert.equal(shownAt(-0.2), 0);
  assert.equal(shownAt(1.7), null);
  assert.equal(shownAt(Number.NaN), null, 'a point that is no number changes nothing');
});

test('without a review the graph picks nothing', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  for (const move of TWO_MOVES) device.move(move);
  await settle(device);
  device.acting(() => device.controller.pickReviewPoint(0));
  assert.equal(device.snap().viewing, null);
});

test('the focus goes to the end panel when it is shown, and not when it was put away', async () => {
  const finished = `#game=${WHITE_WINS.join('+')}`;
  const device = openDevice(`${SITE}?mode=hotseat`);
  // Where the snapshot sent the focus, as the view took it (the end panel's only while it is open).
  const focused = () => device.view.focused;
  await settle(device);
  for (const move of TWO_MOVES) device.move(move);
  assert.deepEqual(focused(), [], 'no end panel in a game going on');
  device.follow(`${SITE}?mode=hotseat${finished}&id=Finished01`);
  await settle(device);
  assert.equal(device.snap().state.over, true);
  assert.deepEqual(focused(), ['end'], 'a finished game opened: its end panel, with the focus');
  device.acting(() => device.controller.closeEnd());
  assert.deepEqual(focused(), ['end', 'board'], 'closed: the focus goes to the board');
  device.acting(() => device.controller.undo());
  device.acting(() => device.controller.redo());
  await settle(device);
  assert.equal(device.snap().endOpen, false);
  assert.deepEqual(focused(), ['end', 'board'], 'the panel put away is not opened again by a redo, nor focused');
});

test('against the computer the engine starts off the critical path: at the page\'s first press, once a game', async () => {
  const device = openDevice(`${SITE}?mode=ai&color=white`);
  await settle(device, 10_000);
  assert.deepEqual(device.warmed, [], 'not while the page starts, nor while nobody uses it');
  device.acting(() => device.controller.warmEngine());
  assert.equal(device.warmed.length, 1, 'at the first press');
  device.acting(() => device.controller.warmEngine());
  assert.equal(device.warmed.length, 1, 'once a game');
  await device.acting(() => device.controller.newGame({ ask: false }));
  await settle(device);
  device.acting(() => device.controller.warmEngine());
  assert.equal(device.warmed.length, 2, 'and again for the next game');

  const two = openDevice(`${SITE}?mode=hotseat`);
  await settle(two);
  two.acting(() => two.controller.warmEngine());
  assert.deepEqual(two.warmed, [], 'two players at one screen need no engine');
});

test('the app\'s timers and times go through the clock it is given', async () => {
  const timers = [];
  const clock = {
    set: (fn, ms) => timers.push({ fn, ms, done: false }),
    clear: (id) => {
      if (id) timers[id - 1].done = true;
    },
    now: () => 1000,
  };
  let device = null;
  /** Runs the timers due so far, as the clock would (as the device acts); returns their delays. */
  const run = async () => {
    const due = timers.filter((t) => !t.done);
    for (const t of due) {
      t.done = true;
      device.acting(() => t.fn());
    }
    await flush();
    return due.map((t) => t.ms);
  };
  device = openDevice(`${SITE}?mode=ai&color=white&level=1`, { clock });
  await run();
  device.move('a1-c2');
  await flush();
  assert.equal(device.moves().length, 1, 'the computer waits for its clock');
  // The save's task (0) and the computer's pause after its search (no time went by).
  assert.deepEqual((await run()).sort((a, b) => a - b), [0, DEFAULT_DELAYS.replyPause]);
  assert.equal(device.moves().length, 2, 'the computer answered when its clock said');
});

test('the error above the board is the game\'s state: it stays through moves, goes with a new game, and a tap puts it away', async () => {
  const device = openDevice(`${SITE}?mode=hotseat&position=bbbbbb/5/5/5/wwwww%20w%20-%20-`);
  await settle(device);
  assert.equal(device.snap().error?.key, 'error.position');
  device.move('a1-c2');
  assert.equal(device.snap().error?.key, 'error.position', 'a move does not take it away');
  await device.acting(() => device.controller.newGame({ ask: false }));
  assert.equal(device.snap().error, null, 'a new game does');
  assert.deepEqual(device.view.errors.map((e) => e.key), ['error.position'], 'said once');

  const again = openDevice(`${SITE}?mode=hotseat&position=x`);
  await settle(again);
  assert.equal(again.snap().error?.key, 'error.position');
  again.acting(() => again.controller.dismissError());
  assert.equal(again.snap().error, null);
  assert.equal(again.view.snap.error, null, 'and it is drawn gone');
});

test('what came of Send is the game\'s state: it stands for the position sent, and the friend\'s reply makes it old', async () => {
  const anna = openDevice(`${SITE}?mode=friend&color=white&lang=en`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  anna.move('a1-c2');
  assert.equal(anna.snap().shared, null, 'not sent yet');
  anna.send();
  await settle(anna);
  const { shared } = anna.snap();
  assert.equal(shared?.outcome, 'copied');
  assert.equal(shared.link, anna.view.shared.at(-1).link);
  assert.deepEqual(anna.view.snap.shared, shared, 'and it is drawn');
  const ben = openDevice(shared.link);
  await settle(ben);
  ben.move('e5-d3');
  ben.send();
  await settle(ben);
  anna.follow(ben.view.shared.at(-1).link);
  await settle(anna);
  assert.equal(anna.moves().length, 2);
  assert.equal(anna.snap().shared, null, 'the reply came: what Send said is old');
});

test('the snapshot carries the archer the board picked up; an earlier position shown drops it', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  assert.equal(device.type('a1-c2'), null);
  await settle(device);
  assert.equal(device.snap().picked, -1);
  const drawn = device.view.renders;
  device.acting(() => device.controller.pick(indexOf('e5')));
  assert.equal(device.snap().picked, indexOf('e5'), 'e5 picked up');
  assert.ok(device.view.renders > drawn, 'drawn again with it');
  assert.equal(device.view.snap.picked, indexOf('e5'), 'the view was given it');
  device.acting(() => device.controller.view(0));
  assert.equal(device.snap().picked, -1, 'the start shown: dropped (the board lets it go too)');
});

// The computer's turn in the page's controller: who moves first, what waits for it,
// what stops it (a new game), and the hint, dropped when the game moved on. Driven
// without a browser (tests/unit/lib/device.mjs): the engine is a stand-in whose answers
// the test can hold back; e2e/computer.test.mjs keeps the real engine in its worker,
// the page's tasks while it thinks, the wasm it fetches and the turned board's clicks.

import { test } from 'node:test';
import { START } from '../lib/games.mjs';
import assert from 'node:assert/strict';
import { memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator, t } from '../../www/i18n/lang.js';
import { statusText } from '../../www/panels/status.js';
import { RETURN } from '../../www/app/turns.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));

useMockClock();

const status = (device) => statusText(device.snap());
/** The circles (a1 ...) the board lets the player pick up now. */
const pickable = (device) => [...device.snap().dests.keys()].filter((from) => from !== RETURN)
  .map((i) => `${'abcde'[i % 5]}${Math.floor(i / 5) + 1}`).sort();

test('the computer moves first when the person plays Black, and then only Black\'s archers can be picked up', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=2&color=black`);
  await settle(device, 400);
  assert.equal(device.moves().length, 1);
  assert.equal(device.opponent.asked[0].level, 2);
  assert.equal(status(device), 'Black to move');
  assert.equal(device.view.flipped, true, 'Black at the bottom');
  assert.deepEqual(pickable(device), ['a5', 'b5', 'c5', 'd5', 'e5']);
});

test('Black may move first against the computer', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white&first=black`);
  await settle(device, 400);
  const [first] = device.moves();
  assert.match(first, /^[a-e]5[-x][a-e][1-5]$/, 'Black (the computer) made the first move');
  assert.equal(status(device), 'White to move');
  assert.equal(device.view.flipped, false);
});

test('the computer answers after its pause, and says it thinks only meanwhile', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(device);
  device.move('a1-c2');
  assert.equal(device.moves().length, 1);
  assert.equal(device.snap().humanToMove, false, 'no input while the computer is to move');
  await settle(device, 400);
  assert.deepEqual(device.view.thinking, [true, false]);
  assert.equal(device.moves().length, 2);
  assert.equal(device.snap().humanToMove, true);
  assert.equal(status(device), 'White to move');
});

test('the computer thinks once the board has drawn the move it answers, and 400 ms later at most when the board says nothing', async () => {
  // The view says when its board has drawn a snapshot's last frame (controller.boardSettled,
  // app/settle.js); the app asks the view nothing.
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(device);
  device.move('a1-c2');
  await settle(device);
  assert.equal(device.view.thinking[0], true, 'drawn at once: the search begins without waiting');
  // A board that never says it is done (a hidden tab draws no frames): 400 ms, on the app's clock.
  const hidden = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(hidden);
  hidden.view.owner = null;
  hidden.move('a1-c2');
  await settle(hidden, 79);
  assert.deepEqual(hidden.view.thinking, [], 'not before 400 ms');
  await settle(hidden, 1);
  assert.equal(hidden.view.thinking[0], true);
  // Said done for a snapshot drawn before the last one, it is not done.
  const late = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(late);
  const before = late.view.snap;
  late.view.owner = null;
  late.move('a1-c2');
  late.acting(() => late.controller.boardSettled(before));
  await settle(late, 79);
  assert.deepEqual(late.view.thinking, [], 'an older drawing done says nothing of the last');
  late.acting(() => late.controller.boardSettled(late.view.snap));
  await settle(late);
  assert.equal(late.view.thinking[0], true);
});

test('typed moves wait for the computer\'s turn to end, with a sound of refusal', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=8&color=black`);
  device.hold();
  await settle(device, 400);
  assert.equal(device.snap().thinking, true);
  const refusal = device.type('a5-b3');
  assert.match(t(refusal.code, refusal.params), /Wait for the computer/);
  assert.deepEqual(device.moves(), [], 'nothing played');
  assert.deepEqual(device.sounds, ['refused']);
  device.release();
  await settle(device, 400);
  assert.equal(device.moves().length, 1);
});

test('a new game stops the computer\'s thinking and drops its answer, even one that comes later', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=8&color=white`);
  await settle(device);
  device.hold();
  device.move('a1-c2');
  await settle(device, 400);
  assert.equal(device.snap().thinking, true);
  const cancelled = device.opponent.cancelled;
  device.answering(true);
  assert.equal(await device.acting(() => device.controller.newGame()), true);
  assert.equal(device.snap().thinking, false);
  assert.ok(device.opponent.cancelled > cancelled, 'the search is cancelled');
  assert.equal(device.snap().shown.position, START);
  // The new game's first move: the old search's answer, were it played, would follow it.
  device.move('a1-c2');
  device.release();
  await settle(device, 1800);
  assert.equal(device.moves().length, 2, 'the new game\'s own answer, not the old one as well');
  assert.equal(device.opponent.asked.length, 2);
});

test('a hint is the engine\'s move for the person, asked at level 8 for a short time, and goes with the move', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  assert.equal(device.snap().canHint, true);
  const asked = device.acting(() => device.controller.hint());
  assert.deepEqual(device.snap().hint, { kind: 'looking' });
  await asked;
  const { hint } = device.snap();
  assert.equal(hint.kind, 'move');
  assert.equal(device.opponent.asked.at(-1).level, 8);
  assert.equal(device.opponent.asked.at(-1).timeMs, 500);
  assert.equal(device.type(hint.move.text), null);
  assert.deepEqual(device.moves(), [hint.move.text]);
  assert.equal(device.snap().hint, null, 'the hint goes with the move');
});

test('a hint that comes after a move, a takeback or a new game is dropped', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  device.move('a1-c2');
  const changes = {
    'a move': () => device.move('e5-d3'),
    'a takeback': () => device.undo(),
    'a new game': () => device.acting(() => device.controller.newGame({ ask: false })),
  };
  for (const [what, change] of Object.entries(changes)) {
    device.hold();
    const asked = device.acting(() => device.controller.hint());
    assert.deepEqual(device.snap().hint, { kind: 'looking' }, what);
    const before = device.moves().length;
    change();
    assert.notEqual(device.moves().length, before, `${what} changed the game`);
    device.release();
    await asked;
    await settle(device);
    assert.equal(device.snap().hint, null, `the hint asked before ${what}`);
  }
});

test('no hint while an earlier position is shown, nor for the computer\'s move, nor when the game is over', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(device);
  device.move('a1-c2');
  assert.equal(device.snap().canHint, false, 'the computer is to move');
  await settle(device, 400);
  assert.equal(device.snap().canHint, true);
  device.look(0);
  assert.equal(device.snap().canHint, false, 'an earlier position');
  const asked = device.opponent.asked.length;
  await device.acting(() => device.controller.hint());
  assert.equal(device.opponent.asked.length, asked, 'the engine is not asked');
});

test('the players\' choice survives a reload, and the game goes on against the computer', async () => {
  const storage = memoryStorage();
  const device = openDevice(`${SITE}?mode=hotseat`, { storage });
  await settle(device);
  device.acting(() => {
    device.players.keep({ mode: 'ai', human: 'black', level: 3 });
    device.controller.newGame({ ask: false });
  });
  await settle(device, 400);
  assert.equal(device.moves().length, 1);
  device.leave();
  const again = openDevice(SITE, { storage, reloaded: true });
  await settle(again, 400);
  assert.deepEqual(again.players.get(), { mode: 'ai', human: 'black', level: 3, first: 'white', board: 'knight', match: 1 });
  assert.deepEqual(again.moves(), device.moves(), 'the game resumed, not answered twice');
  assert.equal(status(again), 'Black to move');
  assert.equal(again.view.flipped, true);
});

// How a game begins and ends on the page's controller, and what the host page hears of
// it: a position from the address (set up, refused with the core's reason, or already
// over and not counted), a draw by repetition, the end's words, and the messages the
// bridge posts (ready, move, undo, redo, position, gameover). Driven without a browser
// (tests/unit/lib/device.mjs); the messages' crossing to the host is e2e's
// (embed-control.test.mjs), and embed.test.mjs here checks their targets.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { REPETITION, START, WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { createI18n } from '../../www/i18n/i18n.js';
import { errorText, errorTexts, setTranslator, t } from '../../www/i18n/lang.js';
import { describeResult, statusText } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));

useMockClock();

const ended = (device) => {
  const snap = device.snap();
  return { ...describeResult(snap.state.result, { seats: snap.seats }), status: statusText(snap) };
};

test('a position occurring the third time is a draw by repetition, counted once; New game then asks nothing', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  device.answering(false);
  await settle(device);
  for (const move of REPETITION) assert.equal(device.type(move), null, move);
  await settle(device);
  const end = ended(device);
  assert.equal(end.title, 'Draw by repetition');
  assert.match(end.detail, /third time/);
  assert.equal(end.status, 'Game over: Draw by repetition');
  assert.equal(device.snap().endOpen, true);
  assert.deepEqual(device.stats.counts(), { white: 0, black: 0, draw: 1, games: [device.session.id] });
  // "Start a new game?" is answered no here: were it asked, nothing would start.
  assert.equal(await device.acting(() => device.controller.newGame()), true, 'not asked');
  assert.equal(device.snap().shown.position, START);
  assert.deepEqual(device.moves(), []);
  assert.equal(device.snap().endOpen, false);
  assert.equal(device.stats.counts().draw, 1);
});

test('a whole game ends with the winner and both scores; then no move is taken and it counts once', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  for (const move of WHITE_WINS) device.move(move);
  await settle(device);
  assert.equal(device.snap().shown.position, WHITE_WINS_FINAL);
  const end = ended(device);
  assert.equal(end.title, 'White wins');
  assert.match(end.detail, /White 5 points, Black 4 points/);
  assert.match(end.detail, /Every archer Black still has on the board stands on its goal row/);
  assert.equal(end.status, 'Game over: White wins 5–4');
  assert.equal(device.snap().dests.size, 0, 'no archer can be picked up');
  const refusal = device.type('c4-e5');
  await errorTexts();
  assert.match(errorText(refusal), /game is over/);
  assert.equal(device.snap().shown.position, WHITE_WINS_FINAL);
  assert.deepEqual(device.stats.counts(), { white: 1, black: 0, draw: 0, games: [device.session.id] });
});

test('a position in the address sets up the board with its points and captured archers', async () => {
  const setup = 'bW3/1b3/1B1b1/5/w2ww w c3b5:1 d5b4:1';
  const device = openDevice(`${SITE}?position=${encodeURIComponent(setup)}`);
  await settle(device);
  const { shown } = device.snap();
  assert.equal(shown.position, setup);
  assert.deepEqual(device.view.errors, []);
  assert.deepEqual(shown.points, { white: 5, black: 4 });
  assert.deepEqual([shown.captured.white.length, shown.captured.black.length], [1, 1], 'archers captured before the game began');
  assert.doesNotMatch(device.url(), /position=/, 'the parameter leaves the address');
});

test('a position in the address that cannot be set up is refused with the core\'s reason, and a new game starts', async () => {
  const device = openDevice(`${SITE}?position=bbbbbb/5/5/5/wwwww%20w%20-%20-`);
  await settle(device);
  assert.equal(device.snap().shown.position, START);
  const [shown] = device.view.errors;
  assert.equal(shown.key, 'error.position');
  await errorTexts();
  const words = t('error.position', { reason: errorText(shown.error) });
  assert.match(words, /cannot be set up: .*rank 5/i);
  assert.match(words, /new game from the start/);
  assert.doesNotMatch(device.url(), /position=/);
});

test('a set-up position that is over shows its result and is not counted', async () => {
  // Both sides' only archers stand on their goal rows: over at once (E1), 2-2.
  const device = openDevice(`${SITE}?position=${encodeURIComponent('W4/5/5/5/4b w - -')}`);
  await settle(device, 300);
  assert.equal(device.snap().endOpen, true);
  const end = ended(device);
  assert.equal(end.title, 'Draw');
  assert.match(end.detail, /White 2 points, Black 2 points/);
  assert.equal(end.status, 'Game over: Draw 2–2');
  assert.deepEqual(device.recorded, [], 'no game was played here');
  assert.deepEqual(device.posted.filter(([kind]) => kind === 'gameover'), [], 'nor does the host hear of an end');
});

test('the host hears ready with the opening game, each move, takebacks, replays, a new game and the end', async () => {
  const device = openDevice(`${SITE}?mode=hotseat#game=1.+a1-c2`);
  await settle(device);
  assert.deepEqual(device.posted, [['ready', 'bbbbb/5/5/2w2/1wwww b a1c2:1 -', ['a1-c2']]]);
  device.move('e5-d3');
  device.undo();
  device.redo();
  device.acting(() => device.controller.newGame({ ask: false }));
  for (const move of WHITE_WINS) device.move(move);
  await settle(device);
  const kinds = device.posted.map(([kind]) => kind);
  assert.deepEqual(kinds.slice(0, 5), ['ready', 'move', 'undo', 'redo', 'position']);
  assert.deepEqual(device.posted[1], ['move', 'e5-d3', 'bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1']);
  assert.equal(device.posted[2][1].length, 1, 'the move taken back');
  assert.deepEqual(device.posted[4], ['position', START, []]);
  assert.equal(kinds.filter((k) => k === 'move').length, 1 + WHITE_WINS.length);
  // The last move first, then the end.
  assert.deepEqual(kinds.slice(-2), ['move', 'gameover']);
  assert.deepEqual(device.posted.at(-1), ['gameover', 'white', 5, 4]);
});

// Correspondence comforts (issue 26): your move at a glance (the list's order, the tab's
// title, the app's badge, a notice naming the move a link brought) and Rematch. The
// page's controller driven without a browser (tests/unit/lib/device.mjs), with the real
// core and a fake clock.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { receive, said } from './lib/friends.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { newFriendGame, tabTitle, waitsForYou, yoursFirst, YOUR_MOVE_MARK } from '../../www/app/friend.js';
import { showAppBadge } from '../../www/page/badge.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import { matchLine } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// English's words of the notices and lists fetched on first use, here as the page's loaders fetch them first.
await laterTexts();
useMockClock();

test('games with friends: those waiting for your move first, the last changed first in each part', () => {
  const game = (id, seat, turn, updated, over = false) => ({ id, seat, turn, updated, over });
  const games = [game('a', 'white', 'black', 9), game('b', 'white', 'white', 3), game('c', 'black', 'black', 5),
    game('d', 'white', 'white', 10, true), game('e', null, 'white', 11)];
  assert.deepEqual(games.filter(waitsForYou).map((g) => g.id), ['b', 'c'], 'not a finished one, nor one whose side is not known');
  assert.deepEqual(yoursFirst(games).map((g) => g.id), ['c', 'b', 'e', 'd', 'a']);
});

test('a new game with a friend: this device takes the colour chosen, the names go to their sides, nothing sent yet', () => {
  const given = { you: 'Anna', them: 'Ben' };
  assert.deepEqual(newFriendGame('g1', 'white', given), { id: 'g1', seat: 'white', sent: 0, names: { white: 'Anna', black: 'Ben' } });
  assert.deepEqual(newFriendGame('g2', 'black', given), { id: 'g2', seat: 'black', sent: 0, names: { white: 'Ben', black: 'Anna' } });
});

test('the tab\'s title is marked while the game with a friend on screen waits for your move', async () => {
  const anna = openDevice(`${SITE}?mode=friend&color=white`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  assert.equal(tabTitle('Jarmo', anna.snap()), `${YOUR_MOVE_MARK} Jarmo`);
  anna.type('a1-c2');
  await settle(anna);
  assert.equal(tabTitle('Jarmo', anna.snap()), 'Jarmo', "Ben's move");
  // Looking back at an earlier position, it is still your move.
  const ben = await receive(openDevice(SITE), anna.url());
  ben.look(0);
  assert.equal(tabTitle('Jarmo', ben.snap()), `${YOUR_MOVE_MARK} Jarmo`);
  // Not a game with a friend: no mark.
  const alone = openDevice(`${SITE}?mode=hotseat`);
  await settle(alone);
  assert.equal(tabTitle('Jarmo', alone.snap()), 'Jarmo');
});

test('the app\'s badge counts the games waiting, and clears at none; without the API nothing happens', async () => {
  const calls = [];
  const nav = { setAppBadge: async (n) => calls.push(n), clearAppBadge: async () => calls.push('clear') };
  showAppBadge(2, nav);
  showAppBadge(0, nav);
  assert.deepEqual(calls, [2, 'clear']);
  showAppBadge(3, {});
  // Refused (not installed, a frame): no unhandled rejection.
  showAppBadge(1, { setAppBadge: () => Promise.reject(new Error('not allowed')) });
  showAppBadge(1, { setAppBadge: () => { throw new Error('not allowed'); } });
  await settle(openDevice(SITE));
});

test('a link that brings the friend\'s move names it in a notice, which goes once you answer', async () => {
  const anna = openDevice(`${SITE}?mode=friend&color=white`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  anna.type('a1-c2');
  await settle(anna);
  let ben = await receive(openDevice(SITE), anna.url());
  assert.equal(said(ben, 'friend-moved'), 'Anna played a1-c2.');
  ben.type('e5-d3');
  await settle(ben);
  assert.equal(said(ben, 'friend-moved'), null, 'answered');
  const back = await receive(anna, ben.url());
  assert.equal(said(back, 'friend-moved'), 'Ben played e5-d3.');
  // The same link again brings nothing new, and says nothing.
  const again = await receive(back, ben.url());
  assert.equal(said(again, 'friend-moved'), null);
  // Without a name: "Your friend".
  const nameless = openDevice(`${SITE}?mode=friend&color=white`);
  await settle(nameless);
  nameless.type('b1-c3');
  await settle(nameless);
  ben = await receive(openDevice(SITE), nameless.url());
  assert.equal(said(ben, 'friend-moved'), 'Your friend played b1-c3.');
});

test('rematch against the computer: the person takes the other side, and the computer opens', async () => {
  const engine = (state) => state.moves.find((m) => m.text === WHITE_WINS[state.history.length]) ?? state.moves[0];
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`, { engine });
  await settle(device, 400);
  assert.equal(device.snap().canRematch, false, 'not before the end');
  for (let i = 0; i < WHITE_WINS.length; i += 2) {
    assert.equal(device.type(WHITE_WINS[i]), null);
    await settle(device, 400);
  }
  assert.equal(device.snap().canRematch, true);
  assert.equal(device.stats.counts().white, 1);
  await device.actingUntil(() => device.controller.rematch());
  await settle(device, 400);
  assert.deepEqual(device.snap().seats, { white: 'computer', black: 'human' });
  assert.equal(device.view.flipped, true);
  assert.equal(device.moves().length, 1, 'the computer, White now, opened');
  assert.equal(device.players.get().human, 'black');
  assert.equal(device.stats.counts().white, 1, 'the game before counted once');
});

test('rematch with a friend: a new game by link, the sides and names switched, its link sent at once when the friend begins', async () => {
  let anna = openDevice(`${SITE}?mode=friend&color=white`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  let ben = null;
  for (const [i, move] of WHITE_WINS.entries()) {
    if (i % 2 === 0) {
      if (ben) anna = await receive(anna, ben.url());
      assert.equal(anna.type(move), null);
      await settle(anna);
    } else {
      ben = await receive(ben ?? openDevice(SITE), anna.url());
      assert.equal(ben.type(move), null);
      await settle(ben);
    }
  }
  ben = await receive(ben, anna.url());
  assert.equal(anna.snap().canRematch, true);
  const first = anna.snap().friend.id;
  await anna.actingUntil(() => anna.controller.rematch());
  await settle(anna);
  const { friend } = anna.snap();
  assert.notEqual(friend.id, first, 'a game of its own');
  assert.equal(friend.seat, 'black');
  assert.deepEqual(friend.names, { white: 'Ben', black: 'Anna' });
  assert.equal(anna.moves().length, 0);
  // Ben begins: Anna's device sent him the new game's link at once.
  assert.equal(anna.view.shared.length, 1);
  const link = anna.view.shared[0].link;
  assert.match(link, new RegExp(`#game=&id=${friend.id}&w=Ben&b=Anna$`));
  ben = await receive(ben, link);
  assert.equal(ben.snap().friend.seat, 'white');
  assert.equal(ben.type('a1-c2'), null);
});

test('rematch after a match: a new match of as many games, each player on the other side', async () => {
  const device = openDevice(`${SITE}?mode=hotseat&match=2`);
  await settle(device);
  for (let game = 0; game < 2; game += 1) {
    for (const m of WHITE_WINS) assert.equal(device.type(m), null, m);
    await settle(device);
    if (game === 0) {
      assert.equal(device.snap().canRematch, false, 'between the games of a match: Next game');
      device.acting(() => device.controller.nextGame());
      await settle(device);
    }
  }
  assert.equal(device.snap().canRematch, true);
  await device.actingUntil(() => device.controller.rematch());
  await settle(device);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
  assert.equal(device.moves().length, 0);
});

test('the review graph\'s move numbers: at most six, at round steps, each at the first ply of its move', async () => {
  const { moveTicks } = await import('../../www/review/drawn.js');
  const history = (plies) => Array.from({ length: plies }, (_, i) => ({ number: Math.floor(i / 2) + 1 }));
  assert.deepEqual(moveTicks(history(17)).map((tick) => [tick.ply, tick.number]), [[1, 1], [3, 2], [7, 4], [11, 6], [15, 8]]);
  assert.deepEqual(moveTicks(history(4)).map((tick) => tick.number), [1, 2]);
  assert.deepEqual(moveTicks(history(120)).map((tick) => tick.number), [1, 20, 40, 60]);
  assert.deepEqual(moveTicks([]), []);
});

test('a key on the review graph steps through the game, and stops at its start and its end', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  for (const m of ['a1-c2', 'e5-d3', 'b1-a3']) device.type(m);
  await settle(device);
  const shown = () => device.snap().viewing;
  device.acting(() => device.controller.stepView(-1));
  assert.equal(shown(), 2);
  device.acting(() => device.controller.stepView(-10));
  assert.equal(shown(), 0, 'not before the start');
  device.acting(() => device.controller.stepView(Infinity));
  assert.equal(shown(), null, 'the end: the game as it is');
  device.acting(() => device.controller.stepView(-Infinity));
  assert.equal(shown(), 0);
});

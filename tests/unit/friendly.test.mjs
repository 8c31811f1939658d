// The friend features' chunk (app/friendly.js: friend links and prepared answers) is
// fetched with the first game with a friend, not on a first visit: a page that never
// shows one never asks for it, and a link, a press or a saved game that needs it waits
// for it and loses nothing. Devices driven without a browser (tests/unit/lib/device.mjs)
// whose chunk comes when the test lets it, with the real core and a fake clock.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { anna, said } from './lib/friends.mjs';
import * as friendly from '../../www/app/friendly.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
useMockClock();

/** A chunk that comes when `release` is called (or fails with `fail`), counting the times it is asked for. */
function chunkOnCue() {
  let release;
  let fail;
  const coming = new Promise((ok, no) => {
    release = () => ok(friendly);
    fail = (error) => no(error);
  });
  const chunk = { asked: 0, load: () => ((chunk.asked += 1), coming), release: () => release(), fail: (e) => fail(e) };
  return chunk;
}

/** Lets the chunk come and what waited for it run, with `device`'s address as the page's. */
async function arrives(device, chunk) {
  await device.actingUntil(async () => {
    chunk.release();
    await device.opened;
    for (let i = 0; i < 5; i++) await new Promise((ok) => setImmediate(ok));
  });
  await settle(device);
}

test('a page that shows no game with a friend never asks for the chunk: a game against the computer, at one screen, moves, a new game', async () => {
  for (const url of [SITE, `${SITE}?mode=ai&color=white`, `${SITE}?mode=hotseat`]) {
    const chunk = chunkOnCue();
    const device = openDevice(url, { lazyFriends: chunk.load });
    await settle(device);
    assert.equal(device.type('a1-c2'), null, url);
    await settle(device, 3000);
    device.acting(() => device.controller.newGame({ ask: false }));
    await settle(device);
    assert.equal(chunk.asked, 0, url);
    assert.equal(device.snap().canPrepare, false);
    assert.equal(device.snap().answers, null);
  }
});

test('a friend\'s link opened as the page loads waits for the chunk, then shows the friend\'s move; nothing was drawn of another game meanwhile', async () => {
  const white = await anna();
  white.type('a1-c2');
  white.send();
  await settle(white);
  const link = white.view.shared.at(-1).link;
  const chunk = chunkOnCue();
  const black = openDevice(link, { lazyFriends: chunk.load });
  await settle(black);
  assert.equal(chunk.asked, 1);
  assert.equal(black.posted.some(([kind]) => kind === 'ready'), false, 'not ready before its game is open');
  await arrives(black, chunk);
  assert.equal(chunk.asked, 1, 'asked for once');
  assert.deepEqual(black.moves(), ['a1-c2']);
  assert.equal(black.snap().friend.seat, 'black');
  assert.equal(black.posted.some(([kind]) => kind === 'ready'), true);
  // Its features work at once: this device answers and sends the link back.
  assert.equal(black.type('e5-d3'), null);
  black.send();
  await settle(black);
  assert.match(black.view.shared.at(-1).link, /#/);
});

test('a new game with a friend fetches the chunk, and a Send pressed before it came is carried out once it comes', async () => {
  const chunk = chunkOnCue();
  // A first game against the computer: nothing asked; then the players choose a friend.
  const device = openDevice(`${SITE}?mode=hotseat&lang=en`, { lazyFriends: chunk.load, names: { you: 'Anna', them: 'Ben' } });
  await settle(device);
  assert.equal(chunk.asked, 0);
  device.acting(() => {
    device.players.set({ ...device.players.get(), mode: 'friend', human: 'white' });
    device.controller.playersChanged();
  });
  await settle(device);
  assert.equal(chunk.asked, 1, 'a game with a friend on screen asks for its features');
  assert.equal(device.snap().friend.seat, 'white');
  assert.equal(device.type('a1-c2'), null, 'the game is played while they come');
  device.acting(() => device.controller.send());
  await settle(device);
  assert.equal(device.view.shared.length, 0, 'Send waits for the chunk');
  await arrives(device, chunk);
  assert.equal(device.view.shared.length, 1, 'and is not lost');
  assert.equal(device.snap().sent, true);
  assert.equal(device.snap().canPrepare, true, 'answers may be prepared now');
});

test('a chunk that cannot come is said, and the page still has a game', async () => {
  const white = await anna();
  white.type('a1-c2');
  white.send();
  await settle(white);
  const chunk = chunkOnCue();
  const black = openDevice(white.view.shared.at(-1).link, { lazyFriends: chunk.load });
  await settle(black);
  await black.actingUntil(async () => {
    chunk.fail(new TypeError('Failed to fetch dynamically imported module'));
    await black.opened;
    for (let i = 0; i < 5; i++) await new Promise((ok) => setImmediate(ok));
  });
  await settle(black);
  assert.match(said(black, 'friends-missing'), /could not load/);
  assert.ok(black.snap().state, 'a game is shown');
  assert.equal(black.posted.some(([kind]) => kind === 'ready'), true, 'and the page is ready');
});

// Nothing this device played is lost to something it only opened, and in a game with a
// friend each device plays its own seat: the page's controller, storage keepers and
// opening plan (www/app/, www/storage/) driven without a browser, with the real core
// and a fake clock (tests/unit/lib/device.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { SAVE_KEY } from '../../www/storage/save.js';
import { FRIENDS_KEY } from '../../www/storage/friends.js';
import { ASIDE_KEY } from '../../www/storage/aside.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import { statusText } from '../../www/panels/status.js';
import { isReload } from '../../www/page/address.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));

useMockClock();

const saved = (storage) => JSON.parse(storage.getItem(SAVE_KEY));
const friendIds = (storage) => (JSON.parse(storage.getItem(FRIENDS_KEY) ?? '{"games":[]}').games).map((g) => g.id);
const asideIds = (storage) => (JSON.parse(storage.getItem(ASIDE_KEY) ?? '{"games":[]}').games).map((g) => g.id);

/** A device with a game against the computer in progress (three moves each), saved. */
async function computerGameSaved(storage = memoryStorage()) {
  const device = openDevice(`${SITE}?mode=ai&level=2&color=white`, { storage });
  await settle(device);
  for (const move of ['a1-c2', 'b1-a3', 'c1-e2']) {
    device.move(move);
    await settle(device, 400);
  }
  assert.equal(device.moves().length, 6, 'the computer answered each move');
  const save = saved(storage);
  assert.equal(save.players.mode, 'ai');
  return { device, storage, save };
}

/** Anna starts a game with Ben (she plays White) and plays `move`; returns her device and the link. */
async function annaStarts(move = 'a1-c2', storage = memoryStorage()) {
  const anna = openDevice(`${SITE}?mode=friend&color=white`, { storage, names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  anna.move(move);
  await settle(anna);
  return { anna, link: anna.url() };
}

test('a position in the address does not touch the saved game, and offers it back, also after a reload', async () => {
  for (const position of ['bbbbb%2F5%2F5%2F5%2Fwwwww%20w%20-%20-', 'garbage']) {
    const { storage, save } = await computerGameSaved();
    const opened = openDevice(`${SITE}?position=${position}`, { storage });
    await settle(opened);
    assert.deepEqual(saved(storage), save, `?position=${position}: the save is the game in progress`);
    if (position === 'garbage') {
      assert.equal(opened.view.errors[0]?.key, 'error.position', 'a bad position is said');
      assert.equal(opened.moves().length, 6, 'and the game in progress goes on');
      continue;
    }
    assert.deepEqual(opened.moves(), []);
    assert.ok(opened.view.notices.get('link-replaced')?.action, 'the game in progress is offered back');
    // The start position with no moves leaves nothing in the address: a reload resumes the save.
    const reloaded = openDevice(opened.url(), { storage });
    await settle(reloaded);
    assert.equal(reloaded.moves().length, 6);
  }
  // Another position is in the address from then on: a reload of this tab still offers it.
  {
    const { storage, save } = await computerGameSaved();
    const opened = openDevice(`${SITE}?position=${encodeURIComponent('bbbb1/4b/5/2w2/ww1ww w - -')}`, { storage });
    await settle(opened);
    assert.match(opened.url(), /#game=/);
    const again = openDevice(opened.url(), { storage });
    await settle(again);
    assert.deepEqual(saved(storage), save);
    again.press('link-replaced');
    assert.equal(again.moves().length, 6, 'the game in progress is back');
    assert.equal(again.snap().seats.black, 'computer', 'with its players');
  }
});

test('a game opened from the address is stored once this device moves in it, and the game it replaced is put aside', async () => {
  const { storage, save } = await computerGameSaved();
  const opened = openDevice(`${SITE}#game=1.+a1-c2`, { storage });
  await settle(opened);
  assert.deepEqual(saved(storage), save, 'only opened: nothing stored');
  opened.move('e5-d3');
  await settle(opened);
  const linkGame = saved(storage);
  assert.deepEqual(opened.moves(), ['a1-c2', 'e5-d3']);
  assert.match(linkGame.record, /a1-c2 e5-d3/, 'moved in: it is the save');
  assert.deepEqual(asideIds(storage), [save.id], 'the computer game is put aside, not lost');
  // Brought back from the offer, which still stands after the move.
  opened.press('link-replaced');
  await settle(opened);
  assert.equal(opened.moves().length, 6);
  assert.deepEqual(saved(storage), save, 'the computer game is the save again');
  assert.deepEqual(asideIds(storage), [linkGame.id], 'and the game it leaves goes aside in its turn');
  // Opened from the list of games put aside, the link's game comes back the same way.
  opened.acting(() => opened.controller.openAside(linkGame.id));
  await settle(opened);
  assert.deepEqual(opened.moves(), ['a1-c2', 'e5-d3']);
  assert.deepEqual(asideIds(storage), [save.id]);
});

test('a friend\'s link does not replace the saved game silently, and is not stored before this device moves', async () => {
  const { storage, save } = await computerGameSaved();
  const opened = openDevice(`${SITE}#game=a1-c2&id=Stranger01&w=Mallory`, { storage });
  await settle(opened);
  assert.deepEqual(opened.moves(), ['a1-c2']);
  assert.deepEqual(saved(storage), save, 'the computer game is still the save');
  assert.deepEqual(friendIds(storage), [], 'a link only opened is not one of this device\'s games');
  assert.ok(opened.view.notices.get('link-replaced')?.action, 'the computer game is offered back');
  opened.move('e5-d3');
  await settle(opened);
  assert.deepEqual(friendIds(storage), ['Stranger01'], 'moved in: now it is');
  assert.deepEqual(asideIds(storage), [save.id], 'and the computer game is put aside');
});

test('a page changing the fragment again and again evicts none of this device\'s games with friends', async () => {
  const storage = memoryStorage();
  const real = [];
  for (let i = 0; i < 3; i++) {
    const { anna } = await annaStarts(['a1-c2', 'b1-d2', 'c1-e2'][i], storage);
    real.push(anna.snap().friend.id);
  }
  assert.deepEqual(new Set(friendIds(storage)), new Set(real));
  const victim = openDevice(SITE, { storage });
  await settle(victim);
  for (let i = 0; i < 110; i++) {
    victim.follow(`${SITE}#game=a1-c2&id=Junk${i}`);
    await settle(victim);
  }
  assert.deepEqual(new Set(friendIds(storage)), new Set(real), 'only the games this device played are kept');
});

test('two links in a row keep the offer of the game in progress, which a reload keeps too', async () => {
  const { device, storage, save } = await computerGameSaved();
  device.follow(`${SITE}#game=1.+a1-c2`);
  await settle(device);
  device.follow(`${SITE}#game=1.+b1-d2`);
  await settle(device);
  assert.deepEqual(device.moves(), ['b1-d2']);
  const again = openDevice(device.url(), { storage });
  await settle(again);
  assert.deepEqual(saved(storage), save);
  again.press('link-replaced');
  assert.equal(again.moves().length, 6, 'the first game, not the first link\'s');
});

test('a crafted address with an id and players is not this tab\'s own game (the rules page\'s round trip)', async () => {
  const { storage, save } = await computerGameSaved();
  const crafted = openDevice(`${SITE}#game=1.+a1-c2&id=Crafted001&mode=hotseat`, { storage });
  await settle(crafted);
  assert.deepEqual(crafted.moves(), ['a1-c2']);
  assert.deepEqual(saved(storage), save, 'the save stays');
  assert.ok(crafted.view.notices.get('link-replaced')?.action);
  // The tab's own game, reloaded, is its own: no offer, the same game.
  const { device } = await computerGameSaved(memoryStorage());
  const reloaded = openDevice(device.url(), { storage: device.storage });
  await settle(reloaded);
  assert.equal(reloaded.moves().length, 6);
  assert.equal(reloaded.view.notices.has('link-replaced'), false);
});

test('the friend plays only the other seat: the sender\'s move cannot be taken back, nor its side played', async () => {
  const { anna, link } = await annaStarts('a1-c2');
  const ben = openDevice(link, { names: { you: 'Ben', them: '' } });
  await settle(ben);
  const first = ben.snap();
  assert.equal(first.friend.seat, 'black', 'the side to move is the friend\'s');
  assert.deepEqual(first.seats, { white: 'friend', black: 'human' });
  assert.equal(first.canUndo, false, 'Anna\'s move is not Ben\'s to take back');
  assert.equal(statusText(first), 'Your move (Black)');
  ben.undo();
  assert.deepEqual(ben.moves(), ['a1-c2']);
  assert.notEqual(ben.type('b1-d2'), null, 'White\'s moves are Anna\'s');
  assert.deepEqual(ben.moves(), ['a1-c2']);
  assert.equal(ben.type('e5-d3'), null);
  await settle(ben);
  assert.equal(ben.snap().canUndo, true, 'his own move, not sent yet, can be taken back');
  ben.send();
  await settle(ben);
  assert.equal(ben.snap().canUndo, false, 'once sent it cannot');
  // After a reload too.
  const benAgain = openDevice(ben.url(), { storage: ben.storage });
  await settle(benAgain);
  assert.equal(benAgain.snap().canUndo, false);

  // A link that plays a move of Anna's side for her is refused like a rewritten one.
  const forged = ben.url().replace('game=a1-c2+e5-d3', 'game=a1-c2+e5-d3+b1-d2');
  anna.follow(forged);
  await settle(anna);
  assert.deepEqual(anna.moves(), ['a1-c2'], 'Anna\'s copy stays');
  assert.ok(anna.view.notices.has('link-own-side'), 'and she is told why');
  // Ben's real reply comes through.
  anna.follow(ben.url());
  await settle(anna);
  assert.deepEqual(anna.moves(), ['a1-c2', 'e5-d3']);
});

test('no hint and no review in a friend game until it is over', async () => {
  const { anna, link } = await annaStarts('a1-c2');
  const ben = openDevice(link);
  await settle(ben);
  const snap = ben.snap();
  assert.equal(snap.humanToMove, true);
  assert.equal(snap.canHint, false);
  assert.equal(snap.canReview, false);
  assert.equal(anna.snap().canReview, false);
  // Against the computer both are there.
  const { device } = await computerGameSaved();
  assert.equal(device.snap().canHint, true);
  assert.equal(device.snap().canReview, true);
});

test('"link copied" is said until the friend\'s reply comes; a reload of one\'s own tab says nothing of older links', async () => {
  const { anna } = await annaStarts('a1-c2');
  anna.send();
  await settle(anna);
  assert.equal(anna.view.shared.length, 1);
  assert.equal(anna.snap().sent, true, 'the link was sent for this position');
  const ben = openDevice(anna.url());
  await settle(ben);
  ben.move('e5-d3');
  await settle(ben);
  anna.follow(ben.url());
  await settle(anna);
  assert.deepEqual(anna.moves(), ['a1-c2', 'e5-d3']);
  assert.equal(anna.snap().sent, false, 'the reply came: "link copied" is old');
  // A plain reload of Anna's tab: her own game, nothing to say.
  const reloaded = openDevice(anna.url(), { storage: anna.storage });
  await settle(reloaded);
  assert.deepEqual(reloaded.moves(), ['a1-c2', 'e5-d3']);
  assert.deepEqual([...reloaded.view.notices.keys()], []);
});

test('a reload whose address lags the move made just before says nothing; an old link opened does', async () => {
  const { anna } = await annaStarts('a1-c2');
  const ben = openDevice(anna.url());
  await settle(ben);
  ben.move('e5-d3');
  await settle(ben);
  anna.follow(ben.url());
  await settle(anna);
  const before = anna.url();
  // The move is stored at once when the page is left, but the reload loads the address
  // it had (the browser took it before the page's last moments).
  anna.move('b1-d2');
  anna.leave();
  const reloaded = openDevice(before, { storage: anna.storage, reloaded: true });
  await settle(reloaded);
  assert.deepEqual(reloaded.moves(), ['a1-c2', 'e5-d3', 'b1-d2'], 'this device\'s copy');
  assert.deepEqual([...reloaded.view.notices.keys()], [], 'no news');
  assert.match(reloaded.url(), /b1-d2/, 'and the address catches up');
  const old = openDevice(before, { storage: anna.storage });
  await settle(old);
  assert.deepEqual([...old.view.notices.keys()], ['link-older'], 'an old link opened is said to be old');
});

test('a reload or a step back or forward in the tab\'s history is a reload', () => {
  assert.equal(isReload({ type: 'reload' }), true);
  assert.equal(isReload({ type: 'back_forward' }), true);
  assert.equal(isReload({ type: 'navigate' }), false);
  assert.equal(isReload(undefined), false);
});

test('a press on the board while an earlier position is shown goes back to the game', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  device.move('a1-c2');
  device.move('e5-d3');
  device.acting(() => device.controller.view(1));
  assert.equal(device.snap().viewing, 1);
  assert.equal(device.snap().humanToMove, false, 'the board takes no move there');
  device.acting(() => device.controller.pressedInert());
  assert.equal(device.snap().viewing, null);
  assert.equal(device.snap().humanToMove, true);
  // Anywhere else a press the board does not take changes nothing.
  device.acting(() => device.controller.pressedInert());
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3']);
});

test('a first visit asks how to play until a game is chosen or a move is made', async () => {
  const device = openDevice(SITE, { first: true });
  await settle(device);
  assert.equal(device.snap().welcome, true);
  await device.acting(() => device.controller.newGame({ ask: false }));
  assert.equal(device.snap().welcome, false, 'a game chosen');
  const mover = openDevice(SITE, { first: true });
  await settle(mover);
  mover.move('a1-c2');
  assert.equal(mover.snap().welcome, false, 'a move made on the default game');
  // A first visit that opens a saved game in progress (another tab's) asks nothing.
  const { storage } = await computerGameSaved();
  const resumed = openDevice(SITE, { storage, first: true });
  await settle(resumed);
  assert.equal(resumed.snap().welcome, false);
});

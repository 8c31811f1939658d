// What a page or a link cannot do to a player's data (issue 32's security review): count
// games nobody here played, overwrite the saved game unseen, take over the save's
// players, change a match's length, reverse a notice's sentence, show the friend's
// prepared answers in the address. And a first visit in a frame is asked how to play,
// with the computer to answer until it is. The page's controller, storage keepers and
// opening plan driven without a browser, with the real core and a fake clock
// (tests/unit/lib/device.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, inspectRecord, memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { anna, receive, said } from './lib/friends.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { SAVE_KEY, RECEIVED_KEY, createGameKeeper } from '../../www/storage/save.js';
import { ASIDE_KEY, createAsideStore } from '../../www/storage/aside.js';
import { createFriendStore } from '../../www/storage/friends.js';
import { STATS_KEY } from '../../www/storage/stats.js';
import { continues, firstVisit, openingPlan, openingPlayers } from '../../www/app/opening.js';
import { DEFAULTS } from '../../www/app/players.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
useMockClock();

const saved = (storage) => JSON.parse(storage.getItem(SAVE_KEY));
const aside = (storage) => JSON.parse(storage.getItem(ASIDE_KEY) ?? '{"games":[]}').games;
const zero = { white: 0, black: 0, draw: 0 };
const counts = (device, table = 'knight') => {
  const { white, black, draw } = device.stats.counts(table);
  return { white, black, draw };
};

/** A position where White, the computer in the attack, wins with its one move. */
const CRAFTED = '5/w4/4b/5/5+w+-+-';

/** The computer's move that ends the game, if it has one (else the first). */
function finisher(state) {
  return state.moves.find((move) => {
    const game = core.Game.fromPosition(state.position, state.board);
    try {
      game.play(move.text);
      return game.state().over;
    } finally {
      game.free();
    }
  }) ?? state.moves[0];
}

/** A device that finished one game of its own (White won, at one screen): a real count with its id. */
async function deviceWithOneRealGame() {
  const device = openDevice(`${SITE}?mode=hotseat`, { engine: finisher });
  await settle(device);
  for (const move of WHITE_WINS) assert.equal(device.type(move), null, move);
  await settle(device);
  assert.deepEqual(counts(device), { ...zero, white: 1 });
  return { device, realId: device.session.id };
}

test('60 crafted links that the computer wins at once count nothing, and push no real game out of the counted list', async () => {
  const { device, realId } = await deviceWithOneRealGame();
  const before = device.storage.getItem(STATS_KEY);
  for (let n = 0; n < 60; n++) {
    // What a page that opened this one does: it sets the address, again and again.
    device.follow(`${SITE}#game=${CRAFTED}&id=ATTACK${n}&mode=ai&level=1&color=black`);
    await settle(device, 400);
    assert.equal(device.snap().state.over, true, `link ${n}: the computer won it`);
  }
  assert.deepEqual(counts(device), { ...zero, white: 1 }, 'only the game played here');
  assert.deepEqual(device.stats.counts().games, [realId]);
  assert.equal(device.storage.getItem(STATS_KEY), before, 'the stored statistics are untouched');
  assert.equal(device.recorded.length, 1);
  // The host still hears of each end: it is told what happened, not what counts.
  assert.equal(device.posted.filter(([kind]) => kind === 'gameover').length, 61);
});

test('a crafted link opened as the page loads counts nothing; nor does a crafted match', async () => {
  const storage = memoryStorage();
  const single = openDevice(`${SITE}#game=${CRAFTED}&id=ATTACK&mode=ai&level=1&color=black`, { storage, engine: finisher });
  await settle(single, 400);
  assert.equal(single.snap().state.over, true);
  assert.deepEqual(counts(single), zero);
  // The last game of a two-game match that the computer ends: the match would be over.
  const match = openDevice(`${SITE}#game=${CRAFTED}&id=ATTACKm&mode=ai&level=1&color=white&match=2&mid=M1&mi=1&mr=4-4`, { storage, engine: finisher });
  await settle(match, 400);
  assert.equal(match.snap().match?.state.over, true, 'the match ended');
  assert.deepEqual(counts(match, 'knight.match'), zero);
  assert.equal(storage.getItem(STATS_KEY), null, 'nothing was written');
});

test('a game that came by link counts once a person here has moved in it', async () => {
  // White (the person) to move and win at once.
  const device = openDevice(`${SITE}#game=${CRAFTED}&id=LINKED&mode=hotseat`);
  await settle(device);
  assert.equal(device.snap().humanToMove, true);
  device.move(finisher(device.snap().state).text);
  await settle(device);
  assert.equal(device.snap().state.over, true);
  assert.deepEqual(counts(device), { ...zero, white: 1 });
  assert.deepEqual(device.stats.counts().games, ['LINKED']);
});

/** A game at one screen with four moves, saved on this device; returns it and its id. */
async function savedGame(storage = memoryStorage()) {
  const device = openDevice(`${SITE}?mode=hotseat`, { storage });
  await settle(device);
  for (const move of ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3']) assert.equal(device.type(move), null, move);
  await settle(device);
  const save = saved(storage);
  assert.equal(save.record, '1. a1-c2 e5-d3 2. b1-a3 d5-e3');
  return { device, storage, id: save.id, record: save.record };
}

for (const [kind, suffix] of [['a link', '&mode=hotseat'], ['a friend\'s link', '']]) {
  test(`${kind} with the saved game's id and other moves takes nothing's place unseen: the save goes aside and is offered back`, async () => {
    const { device, storage, id, record } = await savedGame();
    // The id is in the tab's address; someone sends it back with other moves.
    const opened = await receive(device, `${SITE}#game=a1-b3&id=${id}${suffix}`);
    assert.deepEqual(opened.moves(), ['a1-b3']);
    assert.notEqual(opened.session.id, id, 'the link\'s game has an id of its own');
    assert.ok(opened.view.notices.has('link-replaced'), 'the saved game is offered back');
    // The player moves in it: the saved game goes aside, whole.
    assert.equal(opened.type(opened.snap().state.moves[0].text), null);
    await settle(opened);
    assert.deepEqual(aside(storage).map((g) => [g.id, g.record]), [[id, record]]);
    // And comes back as it was.
    opened.press('link-replaced');
    await settle(opened);
    assert.deepEqual(opened.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3']);
    assert.equal(opened.session.id, id);
  });
}

test('the same id with a record that continues the save is the same game; an older copy of it is not', async () => {
  const { device, id } = await savedGame();
  // The tab's own address, one move on (another tab of the same game): the same game.
  const on = await receive(device, `${SITE}#game=1.+a1-c2+e5-d3+2.+b1-a3+d5-e3+3.+c1-b3&id=${id}&mode=hotseat`);
  assert.equal(on.session.id, id);
  // An older copy of its address (two moves back), then another move than the save's: another game.
  const older = await receive(on, `${SITE}#game=1.+a1-c2+e5-d3&id=${id}&mode=hotseat`);
  assert.notEqual(older.session.id, id);
  assert.equal(older.type('b1-d2'), null);
  await settle(older);
  assert.deepEqual(aside(older.storage).map((g) => g.id), [id]);
  assert.equal(continues('1. a1-c2 e5-d3', '1. a1-c2 e5-d3 2. b1-a3'), true);
  assert.equal(continues('1. a1-c2 e5-d3', '1. a1-c2 e5-d3'), true);
  assert.equal(continues('1. a1-c2 e5-d3 2. b1-a3', '1. a1-c2 e5-d3'), false, 'a takeback is not a continuation');
  assert.equal(continues('1. a1-c2 e5-d3 2. b1-a3', '1. a1-c2 e5-d3 2. b1-a3x'), false);
  assert.equal(continues('[Board "traditional"]\n', '[Board "traditional"]\n1. a1-c2'), true);
  assert.equal(continues('[Board "traditional"]\n', '1. a1-c2'), false, 'another board');
});

test('the keeper: a save with the game\'s id and other moves, written by another page, goes aside under an id of its own; a takeback here does not', () => {
  const storage = memoryStorage();
  const inspect = inspectRecord;
  const options = { friends: createFriendStore(storage), aside: createAsideStore(storage), linkBase: () => SITE, onProblem() {}, inspect };
  const players = { ...DEFAULTS };
  const game = (record) => {
    const g = core.Game.fromRecord(record);
    const state = g.state();
    g.free();
    return { id: 'SAME', record, compact: record, players, friend: null, state, owned: true, ended: null };
  };
  // Another page (another tab) wrote the save.
  storage.setItem(SAVE_KEY, JSON.stringify({ version: 1, id: 'SAME', record: '1. a1-c2 e5-d3 2. b1-a3', players }));
  const keeper = createGameKeeper(storage, options);
  globalThis.history = { state: null, replaceState() {} };
  globalThis.location = new URL(SITE);
  try {
    keeper.save(game('1. a1-b3 e5-d3'));
    const kept = aside(storage);
    assert.equal(kept.length, 1, 'put aside');
    assert.equal(kept[0].record, '1. a1-c2 e5-d3 2. b1-a3');
    assert.notEqual(kept[0].id, 'SAME', 'under an id of its own: the game shown keeps "SAME"');
    // This page's own takeback (what it wrote, less a move) and a move on: the same game.
    keeper.save(game('1. a1-b3 e5-d3 2. b1-a3'));
    keeper.save(game('1. a1-b3 e5-d3'));
    keeper.save(game('1. a1-b3 e5-d3 2. c1-e2'));
    assert.equal(aside(storage).length, 1, 'nothing more put aside');
    assert.equal(saved(storage).record, '1. a1-b3 e5-d3 2. c1-e2');
  } finally {
    delete globalThis.history;
    delete globalThis.location;
  }
});

test('a copied link sent back with &mode=ai added does not take over the saved game\'s players; the tab\'s own reload keeps its address\'s', async () => {
  const { device, id } = await savedGame();
  // What Copy link gives: the record alone.
  const copied = `${SITE}#game=${encodeURIComponent(saved(device.storage).record).replace(/%20/g, '+')}`;
  const opened = await receive(device, `${copied}&mode=ai&level=1&color=black`);
  assert.equal(opened.session.id, id, 'the save, resumed');
  assert.deepEqual(opened.snap().seats, { white: 'human', black: 'human' }, 'two players, as saved');
  assert.equal(opened.moves().length, 4, 'the computer did not move');
  assert.equal(saved(opened.storage).players.mode, 'hotseat');
  // The tab's own reload (its id and record) keeps what its address says.
  const reload = await receive(opened, `${copied}&id=${id}&mode=ai&level=1&color=black`, { reloaded: true });
  assert.deepEqual(reload.snap().seats, { white: 'computer', black: 'human' });
  assert.deepEqual(openingPlan({ position: null, fragment: { record: 'r', id: null, players: { mode: 'ai' } }, save: { id: 'S', record: 'r', players: DEFAULTS } })
    .map((a) => a.kind === 'save' && a.players.mode), ['hotseat', false]);
});

test('a friend\'s link that gives a match another length than this device first saw is damaged, and said', async () => {
  let white = openDevice(`${SITE}?mode=friend&color=white&match=2`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(white);
  assert.equal(white.type('a1-c2'), null);
  await settle(white);
  assert.match(white.url(), /&match=2&/);
  let black = await receive(openDevice(SITE), white.url());
  assert.equal(black.snap().match.state.games, 2);
  assert.equal(black.type('e5-d3'), null);
  await settle(black);
  // Anna's device is sent back a link of the same game and match, made ten games long.
  white = await receive(white, black.url().replace('&match=2&', '&match=10&'));
  assert.equal(white.view.notices.get('link-match')?.text, 'friend.matchDamaged');
  assert.equal(white.snap().match.state.games, 2, 'still a match of two');
  assert.deepEqual(white.moves(), ['a1-c2', 'e5-d3'], 'the game goes on');
  // Ben's device too keeps the length it first saw.
  black = await receive(black, black.url().replace('&match=2&', '&match=4&'));
  assert.equal(black.view.notices.get('link-match')?.text, 'friend.matchDamaged');
  assert.equal(black.snap().match.state.games, 2);
});

test('a friend\'s note with a direction mark or a long part is quoted as every notice quotes the address', async () => {
  const white = await anna();
  white.type('a1-c2');
  await settle(white);
  const black = await receive(openDevice(SITE), `${white.url()}&draw=b3.%E2%80%AEa1c2`);
  assert.equal(black.view.notices.get('link-note')?.text, 'draw.damaged');
  assert.equal(black.view.notices.get('link-note').params.part, '\ufffda1c2', 'the mark cannot turn the sentence round');
  const long = await receive(openDevice(SITE), `${white.url()}&draw=${'%F0%9F%98%80'.repeat(40)}`);
  assert.equal(long.view.notices.get('link-note').params.part, `${'😀'.repeat(32)}…`);
});

test('the friend\'s prepared answers are never in the receiving tab\'s address: the tab keeps them for a reload, the game once moved in', async () => {
  const white = await anna();
  assert.equal(white.type('a1-c2'), null);
  await settle(white);
  white.acting(() => white.controller.prepare());
  for (const move of ['e5-d3', 'b1-a3']) white.acting(() => white.controller.boardMove(move, false));
  white.acting(() => white.controller.prepareDone());
  await settle(white);
  assert.match(white.url(), /&if=1%3Ae5-d3\+b1-a3$/, 'her own answers are in her address');
  const link = white.url();
  let black = await receive(openDevice(SITE), link);
  assert.deepEqual(black.snap().answers.lines, [['e5-d3', 'b1-a3']]);
  assert.doesNotMatch(black.url(), /if=/, 'not in his address');
  assert.match(black.tab.getItem(RECEIVED_KEY), /e5-d3/, 'kept for his tab');
  // A reload of his tab keeps them; a new tab with the address alone does not have them.
  black = await receive(black, black.url(), { reloaded: true });
  assert.deepEqual(black.snap().answers?.lines, [['e5-d3', 'b1-a3']]);
  const otherTab = await receive(black, black.url(), { tab: memoryStorage() });
  assert.equal(otherTab.snap().answers, null);
});

test('a first visit in a frame that names no mode, or in a portal\'s build, is asked how to play, and plays the computer until it answers', async () => {
  const plan = [{ kind: 'new' }];
  const first = { plan, framed: true, storage: false, storedPlayers: false, addressPlayers: false };
  assert.equal(firstVisit(first), true, 'a sandboxed frame: no storage, asked every visit');
  assert.equal(firstVisit({ ...first, storage: true }), true);
  assert.equal(firstVisit({ ...first, addressPlayers: true, addressMode: false }), true, '?lang= or ?level= chooses no mode');
  assert.equal(firstVisit({ ...first, addressPlayers: true, addressMode: true }), false, '?mode= chooses');
  assert.equal(firstVisit({ ...first, storedPlayers: true }), false, 'answered before');
  assert.equal(firstVisit({ ...first, framed: false }), false, 'a page of its own asks only where it can keep the answer');
  assert.equal(openingPlayers(DEFAULTS, {}, true).mode, 'ai');
  assert.equal(openingPlayers(DEFAULTS, { mode: 'hotseat' }, true).mode, 'hotseat');
  assert.equal(openingPlayers(DEFAULTS, {}, false).mode, DEFAULTS.mode);
  // The game under the question: a move gets the computer's answer.
  const device = openDevice(`${SITE}?lang=en`, { first: true, storage: null });
  await settle(device);
  assert.equal(device.snap().welcome, true);
  assert.deepEqual(device.snap().seats, { white: 'human', black: 'computer' });
  device.move('a1-c2');
  await settle(device, 400);
  assert.equal(device.moves().length, 2, 'the computer answered');
});

test('a friend\'s note goes with its position: after a move, and after a newer link without a note', async () => {
  const white = await anna();
  white.type('a1-c2');
  await settle(white);
  let black = await receive(openDevice(SITE), `${white.url()}&draw=e5d3.b3`);
  assert.ok(black.view.notices.has('link-note'));
  black.type('e5-d3');
  await settle(black);
  assert.equal(black.view.notices.has('link-note'), false, 'gone with the move');
  // Again: the note's link, then a link of another game, with no note.
  black = await receive(openDevice(SITE), `${white.url()}&draw=e5d3.b3`);
  assert.ok(black.view.notices.has('link-note'));
  const other = await anna();
  other.type('b1-a3');
  await settle(other);
  black.follow(other.url());
  await settle(black);
  assert.deepEqual(black.moves(), ['b1-a3']);
  assert.equal(black.view.notices.has('link-note'), false, 'gone with the other game');
  // Looking at another position of the list takes it away too; the same link again keeps it.
  const again = await receive(openDevice(SITE), `${white.url()}&draw=e5d3.b3`);
  again.follow(`${white.url()}&draw=e5d3.b3`);
  await settle(again);
  assert.ok(again.view.notices.has('link-note'), 'the same link: the same position');
  again.look(0);
  assert.equal(again.view.notices.has('link-note'), false);
});

// Nothing a player does is lost: an earlier position is shown read-only, moves are taken
// back and played again (against the computer, back to the player's turn, dropping what
// it thought), a finished game is counted once and its record says how it ended, and the
// address keeps the game as a link. The page's controller, session and keepers
// (www/app/, www/storage/) driven without a browser, with the real core and a fake
// clock (tests/unit/lib/device.mjs); e2e/records.test.mjs keeps what needs a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { START, WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { SAVE_KEY } from '../../www/storage/save.js';
import { importErrorText } from '../../www/panels/notices.js';
import { captionOf, pasteMessage, recordTags } from '../../www/panels/transfer.js';
import { paste, pasteLoader } from '../../www/app/paste.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { errorText, errorTexts, setTranslator, t } from '../../www/i18n/lang.js';
import { statusText } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// Export and import say English's later words (en/later.js), which the page loads with their chunk.
await laterTexts();

useMockClock();

const AFTER_1 = 'bbbbb/5/5/2w2/1wwww b a1c2:1 -';
const AFTER_2 = 'bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1';
const AFTER_3 = 'bbbb1/5/w2b1/2w2/2www b b1a3:1 e5d3:1';

const position = (device) => device.snap().shown.position;
const status = (device) => statusText(device.snap());

/** A game of two players here with `moves` played, the last one saved. */
async function twoPlayers(moves, options = {}) {
  const device = openDevice(`${SITE}?mode=hotseat`, options);
  await settle(device);
  for (const move of moves) device.move(move);
  await settle(device);
  return device;
}

test('a move typed while an earlier position is shown is played in the game; the computer\'s answer keeps the view', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(device);
  assert.equal(device.type('a1-c2'), null);
  await settle(device, 400);
  assert.equal(device.moves().length, 2, 'the computer answered');
  device.look(1);
  assert.equal(device.snap().viewing, 1);
  assert.equal(device.snap().canHint, false, 'no hint for a position that is not the game');
  // A move typed while looking back is played in the game, which the board shows again.
  device.hold();
  assert.equal(device.type('b1-a3'), null);
  assert.equal(device.snap().viewing, null);
  assert.equal(device.moves()[2], 'b1-a3');
  // Looking back while the computer thinks: its answer arrives, the view stays.
  device.look(1);
  await settle(device, 400);
  assert.equal(device.snap().thinking, true);
  device.release();
  await settle(device, 400);
  assert.equal(device.moves().length, 4, 'the answer is in the game');
  assert.equal(device.snap().viewing, 1, 'the view stays');
  assert.equal(position(device), AFTER_1);
  // Back to the game (the number of moves played).
  device.look(4);
  assert.equal(device.snap().viewing, null);
  assert.equal(status(device), 'White to move');
});

test('with two players undo and redo step one move at a time, and another move forgets what redo would play', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  assert.equal(device.snap().canUndo, false);
  assert.equal(device.snap().canRedo, false);
  for (const move of ['a1-c2', 'e5-d3', 'b1-a3']) device.move(move);
  device.undo();
  assert.equal(position(device), AFTER_2);
  device.undo();
  assert.equal(position(device), AFTER_1);
  device.redo();
  assert.equal(position(device), AFTER_2);
  device.undo();
  device.redo();
  device.redo();
  assert.equal(position(device), AFTER_3);
  assert.equal(device.snap().canRedo, false);
  device.undo();
  assert.equal(device.snap().canRedo, true);
  device.move('c1-b3');
  assert.equal(device.snap().canRedo, false);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'c1-b3']);
  // The host hears of each takeback and replay.
  assert.deepEqual(device.posted.filter(([kind]) => kind === 'undo' || kind === 'redo').map(([kind]) => kind),
    ['undo', 'undo', 'redo', 'undo', 'redo', 'redo', 'undo']);
});

test('undo past the end goes on, the points shown are the position\'s, and the game counts once', async () => {
  const device = await twoPlayers(WHITE_WINS);
  assert.equal(position(device), WHITE_WINS_FINAL);
  assert.deepEqual(device.stats.counts(), { white: 1, black: 0, draw: 0, games: [device.session.id] });
  // The points beside the board are those of the position shown: the start's, then the end's.
  assert.equal(device.snap().shown.points.black, 4);
  device.look(0);
  assert.equal(device.snap().shown.points.black, 5);
  device.look(WHITE_WINS.length);
  assert.equal(device.snap().shown.points.black, 4);
  assert.equal(device.snap().endOpen, true);
  device.undo();
  assert.equal(device.snap().endOpen, false, 'the end panel goes');
  assert.equal(status(device), 'White to move');
  device.redo();
  await settle(device, 300);
  assert.equal(device.snap().endOpen, true, 'and comes back with the end');
  // The host hears of the end twice; the statistics count the game once (by its id).
  assert.equal(device.posted.filter(([kind]) => kind === 'gameover').length, 2);
  assert.deepEqual(device.stats.counts(), { white: 1, black: 0, draw: 0, games: [device.session.id] });
});

test('against the computer undo goes back to the player\'s previous turn, and redo plays both moves again', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white`);
  await settle(device);
  device.type('a1-c2');
  await settle(device, 400);
  device.type('b1-a3');
  await settle(device, 400);
  const four = device.moves();
  assert.equal(four.length, 4);
  const asked = device.opponent.asked.length;
  device.undo();
  // Both the computer's answer and the player's move are taken back.
  assert.deepEqual(device.moves(), four.slice(0, 2));
  assert.equal(status(device), 'White to move');
  await settle(device, 600);
  assert.deepEqual(device.moves(), four.slice(0, 2), 'the computer does not move on its own');
  assert.equal(device.opponent.asked.length, asked, 'nor is it asked to');
  device.redo();
  assert.deepEqual(device.moves(), four, 'redo plays both again');
  assert.equal(status(device), 'White to move');
  // Back to the start: the player's first turn; nothing before it.
  device.undo();
  device.undo();
  assert.equal(position(device), START);
  assert.equal(device.snap().canUndo, false);
});

test('an undo while the computer thinks stops it, and drops its answer even when it comes later', async () => {
  // The engine's first answer differs from its later ones, so that a stale answer played
  // would show on the board.
  let answers = 0;
  const engine = (state) => (answers++ === 0 ? state.moves.at(-1) : state.moves[0]);
  const device = openDevice(`${SITE}?mode=ai&level=8&color=white`, { engine });
  await settle(device);
  device.hold();
  device.type('a1-c2');
  await settle(device, 400);
  assert.equal(device.snap().thinking, true);
  assert.equal(device.opponent.asked.at(-1).timeMs, 1000, 'level 8 thinks for a second');
  const cancelled = device.opponent.cancelled;
  device.undo();
  assert.equal(position(device), START);
  assert.equal(device.snap().thinking, false);
  assert.deepEqual(device.view.thinking, [true, false]);
  assert.ok(device.opponent.cancelled > cancelled, 'the search is cancelled');
  await settle(device, 1600);
  assert.equal(position(device), START);
  // The same move again: the answer of the first search, on its way all along, comes
  // now with the second's, and only the second's is played.
  device.type('a1-c2');
  await settle(device, 400);
  device.release();
  await settle(device, 400);
  const first = openDevice(`${SITE}?mode=hotseat`);
  first.move('a1-c2');
  assert.deepEqual(device.moves(), ['a1-c2', first.snap().state.moves[0].text]);
  assert.notEqual(first.snap().state.moves[0].text, first.snap().state.moves.at(-1).text);
});

test('a finished game\'s record has its result; a computer\'s side names its level', async () => {
  const date = new Date(2026, 10, 29);
  const finished = await twoPlayers(WHITE_WINS);
  const record = finished.acting(() => finished.session.record(recordTags(finished.session.state(), finished.players.get(), date)));
  assert.match(record, /^\[Event "Jarmo"\]\n\[Date "2026\.11\.29"\]\n\[White "Player"\]\n\[Black "Player"\]\n\[Result "white 5-4"\]\n/);
  assert.doesNotMatch(record, /\[Position/);
  assert.match(record, /9\. b2xd3$/);
  // Against the computer (Black here), its side names its level.
  const ai = openDevice(`${SITE}?mode=ai&level=5&color=black`);
  await settle(ai, 400);
  assert.equal(ai.moves().length, 1, 'the computer opened');
  const aiRecord = ai.session.record(recordTags(ai.session.state(), ai.players.get(), date));
  assert.match(aiRecord, /\[White "Computer level 5"\]\n\[Black "Player"\]\n\[Result "\*"\]/);
  // From a position that is not the start: the position is named.
  const set = openDevice(`${SITE}?mode=hotseat&position=${encodeURIComponent(AFTER_1)}`);
  await settle(set);
  set.move('e5-d3');
  const setRecord = set.session.record(recordTags(set.session.state(), set.players.get(), date));
  assert.match(setRecord, new RegExp(`\\[Position "${AFTER_1.replaceAll('/', '\\/')}"\\]\\n1\\. e5-d3$`));
});

test('a picture\'s caption names the players, their points and the last move\'s number; two at one screen, the sides', async () => {
  await laterTexts();
  const finished = await twoPlayers(WHITE_WINS);
  const snap = finished.snap();
  assert.equal(captionOf(snap, snap.state), 'White 5 · Black 4 · move 9');
  assert.equal(captionOf(snap, finished.session.stateAt(0)), 'White 5 · Black 5', 'the start: no move yet');
  const ai = openDevice(`${SITE}?mode=ai&level=5&color=black`);
  await settle(ai, 400);
  const aiSnap = ai.snap();
  assert.equal(captionOf(aiSnap, aiSnap.state), `White (${t('seat.computer', { level: 5 })}) 5 · Black (${t('seat.you')}) 5 · move 1`);
});

test('the address keeps the game with its id and players, and opens it on another device', async () => {
  const device = await twoPlayers(['a1-c2', 'e5-d3', 'b1-a3']);
  const url = device.url();
  assert.match(new URL(url).hash, /^#game=1\.\+a1-c2\+e5-d3\+2\.\+b1-a3&id=[A-Za-z0-9]{10}&mode=hotseat$/);
  // Another device (its own storage) opening the link shows the same game.
  const other = openDevice(url);
  await settle(other);
  assert.equal(position(other), AFTER_3);
  assert.deepEqual(other.moves(), ['a1-c2', 'e5-d3', 'b1-a3']);
});

test('a share link opened where a game is in progress is shown, and the game in progress is offered back', async () => {
  const sharer = await twoPlayers(['a1-c2', 'e5-d3', 'b1-a3']);
  const shared = `${SITE}${new URL(sharer.url()).hash.replace(/&.*/, '')}`;
  const storage = memoryStorage();
  const busy = await twoPlayers(['b1-a3'], { storage });
  assert.match(JSON.parse(storage.getItem(SAVE_KEY)).record, /b1-a3/);
  const linked = openDevice(shared, { storage });
  await settle(linked);
  assert.equal(position(linked), AFTER_3);
  assert.equal(linked.view.notices.get('link-replaced')?.text, 'link.replaced');
  linked.press('link-replaced');
  assert.deepEqual(linked.moves(), ['b1-a3']);
  assert.equal(busy.moves().length, 1);
});

test('a link opened in the tab is followed, a broken one says why and keeps the game, a new game leaves the fragment empty', async () => {
  const device = await twoPlayers(['a1-c2', 'e5-d3', 'b1-a3']);
  device.follow(`${SITE}?mode=hotseat#game=1.+a1-c2`);
  await settle(device);
  assert.equal(position(device), AFTER_1);
  // The game in progress it replaced can be brought back.
  device.press('link-replaced');
  await settle(device);
  assert.equal(position(device), AFTER_3);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'b1-a3']);
  assert.match(device.url(), /b1-a3/);
  device.follow(`${SITE}?mode=hotseat#game=1.+a1-c2`);
  await settle(device);
  assert.equal(position(device), AFTER_1);
  // A broken link says so and keeps the game.
  device.follow(`${SITE}?mode=hotseat#game=1.+a1-a2`);
  await settle(device);
  const problem = device.view.notices.get('link-problem');
  assert.ok(problem, 'the broken link is said');
  await errorTexts();
  assert.match(errorText(problem.error), /a1 and a2/);
  assert.equal(position(device), AFTER_1);
  assert.match(new URL(device.url()).hash, /^#game=1\.\+a1-c2&id=[A-Za-z0-9]{10}&mode=hotseat$/);
  // A new game from the start leaves nothing in the fragment.
  device.answering(true);
  await device.acting(() => device.controller.newGame());
  await settle(device);
  assert.equal(position(device), START);
  assert.equal(new URL(device.url()).hash, '');
});

test('a finished game counts once across reloads, and the next visit starts a new game', async () => {
  const storage = memoryStorage();
  const device = await twoPlayers(WHITE_WINS, { storage });
  device.leave();
  assert.equal(device.stats.counts().white, 1);
  const again = openDevice(`${SITE}?mode=hotseat`, { storage, reloaded: true });
  await settle(again);
  assert.equal(position(again), START);
  assert.deepEqual(again.recorded, [], 'the finished game is not counted again');
  assert.equal(again.stats.counts().white, 1);
  // Its own link, reloaded, shows it finished, and does not count it either.
  const link = openDevice(device.url(), { storage, reloaded: true });
  await settle(link);
  assert.equal(link.snap().state.over, true);
  assert.equal(link.stats.counts().white, 1);
});

test('a full storage is said once and the game goes on, kept in the address', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`, { storage: memoryStorage({ full: true }) });
  await settle(device);
  device.move('a1-c2');
  await settle(device);
  assert.deepEqual(device.saved.problems, ['quota']);
  for (const move of ['e5-d3', 'b1-a3']) {
    device.move(move);
    await settle(device);
  }
  assert.equal(position(device), AFTER_3);
  assert.deepEqual(device.saved.problems, ['quota'], 'said once');
  assert.match(device.url(), /b1-a3/);
});

test('a pasted game loads after asking whether to leave the game in progress; set up position starts from its last position', async () => {
  const device = await twoPlayers([]);
  // Nothing in progress: nothing is asked.
  device.answering(false);
  assert.equal(await device.load('1. a1-c2 e5-d3 2. b1-a3'), true);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'b1-a3']);
  device.move('d5-e3');
  assert.equal(await device.load('1. a1-c2'), false, 'the player kept the game in progress');
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3']);
  device.answering(true);
  assert.equal(await device.load(AFTER_2, { asPosition: true }), true);
  assert.equal(position(device), AFTER_2);
  assert.deepEqual(device.moves(), []);
  // From a record: its last position, with no moves.
  device.move('b1-a3');
  assert.equal(await device.load('1. a1-c2', { asPosition: true }), true);
  assert.equal(position(device), AFTER_1);
  assert.deepEqual(device.moves(), []);
  // A bad record is refused by the core with its line, move and reason: nothing changes.
  await errorTexts();
  assert.throws(() => device.load('[Event "Jarmo"]\n1. a1-c2 e5-d3\n2. c2-c3 d3-b2'), (e) => {
    assert.equal(t('import.failed', { reason: importErrorText(e) }), 'Nothing was loaded. Line 3, move 2: No line joins c2 and c3.');
    return true;
  });
  assert.equal(position(device), AFTER_1);
  // A bad position says what is wrong with it.
  assert.throws(() => device.load('bbbbb/5/5/5/wwwwx w - -', { asPosition: true }), (e) => {
    assert.equal(t('import.failed', { reason: importErrorText(e) }), 'Nothing was loaded. Line 1: Rank 1 has the unknown sign “x”.');
    return true;
  });
  assert.equal(position(device), AFTER_1);
});

test('the paste box: empty text is asked for, a refusal is named, Load game asks its own question, and a kept game stays', async () => {
  const device = await twoPlayers([]);
  await errorTexts();
  let asked = 0;
  let agree = false;
  let dropped = 0;
  const ports = {
    read: (text) => {
      const candidate = device.session.read(text);
      const { drop } = candidate;
      candidate.drop = () => {
        dropped += 1;
        drop();
      };
      return candidate;
    },
    load: pasteLoader({
      load: (candidate, options) => device.acting(() => device.controller.load(candidate, options)),
      inProgress: () => device.controller.inProgress(),
    }, async () => {
      asked += 1;
      return agree;
    }),
  };
  const said = async (text, asPosition = false) => pasteMessage(await paste(text, asPosition, ports));

  assert.deepEqual(await said('  \n '), { text: 'Paste a game record or a position into the box first.', problem: true });
  assert.deepEqual(await said('[Event "Jarmo"]\n1. a1-c2 e5-d3\n2. c2-c3 d3-b2'),
    { text: 'Nothing was loaded. Line 3, move 2: No line joins c2 and c3.', problem: true });
  assert.deepEqual(device.moves(), []);
  // Nothing in progress: loaded without a question.
  assert.deepEqual(await said('1. a1-c2 e5-d3 2. b1-a3'), { text: 'The game is loaded: 3 moves.', problem: false });
  assert.equal(asked, 0);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'b1-a3']);
  // A game in progress: "Load this game?", and the player keeps the game.
  device.move('d5-e3');
  const kept = await paste('1. a1-c2', false, ports);
  assert.deepEqual(kept, { kind: 'kept' });
  assert.deepEqual(pasteMessage(kept), { text: '', problem: false });
  assert.equal(asked, 1);
  assert.equal(dropped, 1, 'the game not loaded is freed, once');
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3']);
  agree = true;
  assert.deepEqual(await paste('1. a1-c2', false, ports), { kind: 'loaded', moves: 1 });
  assert.equal(asked, 2);
  assert.deepEqual(device.moves(), ['a1-c2']);
  // Set up position asks "Start a new game?" (the controller's question), not "Load this game?".
  device.answering(true);
  assert.deepEqual(await said(AFTER_2, true), { text: 'The position is set up: a new game starts from it.', problem: false });
  assert.equal(asked, 2);
  assert.equal(position(device), AFTER_2);
  assert.deepEqual(device.moves(), []);
});

test('a typed move is taken in capitals too; a bad one is refused with the core\'s reason in words and changes nothing', async () => {
  const device = await twoPlayers([]);
  assert.equal(device.type('A1-C2'), null);
  assert.deepEqual(device.moves(), ['a1-c2']);
  const before = position(device);
  await errorTexts();
  for (const [text, reason] of [
    // The core's reasons by their codes, in the page's words (www/i18n/en/errors.js).
    ['zz', /“zz” is not a move/],
    ['e5-e4', /^No line joins e5 and e4\.$/],
    ['a1-b3', /^There is no archer on a1\.$/],
    ['@a5', /^a5 is not empty\.$/],
    ['pass', /^You may pass only when you can make neither a step nor a return\.$/],
  ]) {
    const refusal = device.type(text);
    assert.ok(refusal instanceof Error, text);
    assert.match(errorText(refusal), reason, text);
    assert.equal(position(device), before, text);
  }
  assert.deepEqual(device.sounds.filter((cue) => cue === 'refused').length, 5, 'each refusal is heard');
  assert.equal(device.type('e5-d3'), null);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3']);
});

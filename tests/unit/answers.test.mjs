// Prepared answers in a game with a friend ("if they play X, I play Y"): the decisions of
// app/answers.js, and the whole flow on two devices driven without a browser, with the real
// core and a fake clock (tests/unit/lib/device.mjs), in every case of a link that carries
// answers: the same link again, an older, a newer, a rewritten or a damaged one, answers
// that do not fit the link's game, a finished game, a reload of the friend's tab. The
// tree itself is the core's (crates/jarmo-core/src/answers.rs, with its own tests).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { anna, receive, said } from './lib/friends.mjs';
import { FRIENDS_KEY, parseFriends, readPrepared } from '../../www/storage/friends.js';
import { answersPly, lockedLines, unpreparedMove, withLine, withoutLine } from '../../www/app/answers.js';
import { readFragment } from '../../www/storage/share.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { errorTexts, setTranslator } from '../../www/i18n/lang.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// English's words of the notices and lists fetched on first use, here as the page's loaders fetch them first.
await laterTexts();
await errorTexts();

useMockClock();


const played = (side, text) => ({ side, text });

test('a move of this device\'s side in a link is accepted only where its own tree prepared it', () => {
  // White's tree after White's move: if e5-d3 then b1-a3, then if d3xe1 then a3-c4; if d5-e3 then c2-d4.
  const lines = [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4'], ['d5-e3', 'c2-d4']];
  const black = (text) => played('black', text);
  const white = (text) => played('white', text);
  assert.equal(unpreparedMove([black('e5-d3'), white('b1-a3'), black('d5-c3')], 'white', lines), null);
  assert.equal(unpreparedMove([black('e5-d3'), white('b1-a3'), black('d3xe1'), white('a3-c4'), black('b5-c3')], 'white', lines), null);
  assert.equal(unpreparedMove([black('d5-e3'), white('c2-d4')], 'white', lines), null);
  // Another answer than the one prepared, an answer to another move, a move past the tree.
  assert.deepEqual(unpreparedMove([black('e5-d3'), white('b1-d2')], 'white', lines), white('b1-d2'));
  assert.deepEqual(unpreparedMove([black('b5-c3'), white('b1-a3')], 'white', lines), white('b1-a3'));
  assert.deepEqual(unpreparedMove([black('d5-e3'), white('c2-d4'), black('b5-c3'), white('b1-a3')], 'white', lines), white('b1-a3'));
  // Without a tree, every move of this device's side is one it did not make (as before).
  assert.deepEqual(unpreparedMove([black('e5-d3'), white('b1-a3')], 'white', []), white('b1-a3'));
  assert.equal(unpreparedMove([black('e5-d3')], 'white', []), null);
});

test('the lines a link sent carried are locked: a line sent begins them', () => {
  const sent = [['e5-d3', 'b1-a3']];
  assert.deepEqual(lockedLines([['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4'], ['d5-e3', 'c2-d4'], ['e5-d3', 'b1-a3']], sent), [true, false, true]);
  assert.deepEqual(lockedLines([['e5-d3', 'b1-a3']], []), [false]);
});

test('a tree\'s text says its number of moves; lines are added and removed as text', () => {
  assert.equal(answersPly('3:e5-d3 a1-c2'), 3);
  assert.equal(answersPly('12:'), 12);
  assert.equal(answersPly('e5-d3 a1-c2'), null);
  assert.equal(answersPly(''), null);
  const lines = [['e5-d3', 'b1-a3'], ['d5-e3', 'c2-d4']];
  assert.equal(withoutLine(lines, 0, 1), '1:d5-e3 c2-d4');
  assert.equal(withoutLine([['e5-d3', 'b1-a3']], 0, 1), '');
  assert.equal(withLine(lines, ['b5-c3', 'b1-d2'], 1), '1:e5-d3 b1-a3_d5-e3 c2-d4_b5-c3 b1-d2');
});

test('stored answers are read only when they can be, and a bad one costs only itself', () => {
  assert.deepEqual(readPrepared({ text: '1:e5-d3 b1-a3', mine: true }), { text: '1:e5-d3 b1-a3', mine: true });
  assert.deepEqual(readPrepared({ text: '1:e5-d3 b1-a3', mine: true, sent: '1:e5-d3 b1-a3' }), { text: '1:e5-d3 b1-a3', mine: true, sent: '1:e5-d3 b1-a3' });
  assert.deepEqual(readPrepared({ text: '1:e5-d3 b1-a3', mine: true, sent: '<b>' }), { text: '1:e5-d3 b1-a3', mine: true }, 'a bad sent tree costs only itself');
  for (const bad of [null, 'x', { text: 3, mine: true }, { text: '1:e5-d3', mine: 'yes' }, { text: '<script>', mine: true },
    { text: `1:${'e5-d3 b1-a3_'.repeat(50)}`, mine: false }]) {
    assert.equal(readPrepared(bad), null, JSON.stringify(bad));
  }
  const entry = { id: 'K3x9QpLm2a', seat: 'white', names: { white: 'Anna', black: 'Ben' }, record: '1. a1-c2', turn: 'black', plies: 1, sent: 1, over: false, winner: null, updated: 1 };
  const text = JSON.stringify({ version: 1, games: [{ ...entry, answers: { text: '1:<b>', mine: true } }] });
  const { games } = parseFriends(text);
  assert.equal(games.length, 1, 'the game is kept');
  assert.equal(games[0].answers, null, 'without its answers');
});

test('a link\'s answers are read from its fragment, and only a friend\'s link has them', () => {
  assert.equal(readFragment('#game=a1-c2&id=K3x9QpLm2a&if=1%3Ae5-d3+b1-a3').answers, '1:e5-d3 b1-a3');
  assert.equal(readFragment('#game=a1-c2&id=K3x9QpLm2a').answers, undefined);
  assert.equal(readFragment('#game=a1-c2&id=K3x9QpLm2a&mode=ai&if=1%3Ae5-d3+b1-a3').answers, undefined);
});


const act = (device, fn) => device.acting(() => fn(device.controller));

/** Anna plays `first`, prepares `lines` (each played on the scratch board) and sends the link. */
async function annaPrepares(first, lines) {
  const white = await anna();
  white.type(first);
  await settle(white);
  act(white, (c) => c.prepare());
  for (const [i, line] of lines.entries()) {
    if (i > 0) act(white, (c) => c.prepareNewLine());
    for (const move of line) assert.equal(white.type(move), null, `${move} on the scratch board`);
  }
  act(white, (c) => c.prepareDone());
  await settle(white);
  white.send();
  await settle(white);
  return white;
}

test('prepared on a scratch board: the game is untouched, the lines are kept and the link carries them', async () => {
  const white = await anna();
  white.type('a1-c2');
  await settle(white);
  assert.equal(white.snap().canPrepare, true);
  act(white, (c) => c.prepare());
  const start = white.snap().shown.position;
  assert.equal(white.snap().preparing.line.length, 0);
  assert.equal(white.snap().humanToMove, true, 'the scratch board takes the friend\'s move');
  assert.equal(white.snap().state.turn, 'black');
  // The friend's move, then the answer, on the scratch board only.
  white.move('e5-d3');
  assert.deepEqual(white.snap().preparing.line, ['e5-d3']);
  assert.notEqual(white.snap().shown.position, start, 'the scratch board shows it');
  assert.deepEqual(white.moves(), ['a1-c2'], 'the game has not moved');
  // Arrows and circles are the game's: none on the scratch board.
  assert.equal(await act(white, (c) => c.draw({ from: 0, to: 7 })), 'invalid', 'after the drawings\' chunk (app/drawings-lazy.js)');
  assert.deepEqual(white.snap().drawings, []);
  white.move('b1-a3');
  assert.deepEqual(white.snap().answers, { mine: true, lines: [['e5-d3', 'b1-a3']], locked: [false] });
  // Deeper on the same line, then another line.
  white.move('d3-e1');
  white.move('a3-c4');
  act(white, (c) => c.prepareNewLine());
  assert.equal(white.snap().shown.position, start, 'a new line starts from the game');
  white.move('d5-e3');
  white.move('c2-d4');
  assert.deepEqual(white.snap().answers.lines, [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4'], ['d5-e3', 'c2-d4']]);
  // A second answer to the same move is refused, with the core's reason.
  act(white, (c) => c.prepareNewLine());
  white.move('e5-d3');
  assert.equal(white.type('b1-d2').code, 'answers.two-answers');
  assert.deepEqual(white.snap().preparing.line, ['e5-d3'], 'the refused answer is taken back');
  // Removed one by one.
  act(white, (c) => c.prepareDone());
  assert.equal(white.snap().preparing, null);
  assert.deepEqual(white.moves(), ['a1-c2']);
  act(white, (c) => c.removeAnswer(1));
  assert.deepEqual(white.snap().answers.lines, [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4']]);
  white.send();
  await settle(white);
  assert.equal(white.snap().sent, true);
  assert.match(white.view.shared.at(-1).link, /&if=1%3Ae5-d3\+b1-a3\+d3xe1\+a3-c4$/);
  // Sent, a line stays: the friend may have it, and the moves it makes must come back as prepared.
  assert.deepEqual(white.snap().answers.locked, [true]);
  act(white, (c) => c.removeAnswer(0));
  assert.equal(white.snap().answers.lines.length, 1, 'a line sent is not removed');
  // Lines added after it can be, until they are sent; Send's words are old once the tree changes.
  act(white, (c) => c.prepare());
  white.move('d5-e3');
  white.move('c2-d4');
  act(white, (c) => c.prepareDone());
  assert.deepEqual(white.snap().answers.locked, [true, false]);
  assert.equal(white.snap().sent, false, 'a changed link is to be sent again');
  act(white, (c) => c.removeAnswer(1));
  assert.deepEqual(white.snap().answers.lines, [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4']]);
  await settle(white);
  // Kept with the game on this device, with what was sent.
  const stored = parseFriends(white.storage.getItem(FRIENDS_KEY)).games[0];
  assert.deepEqual(stored.answers, { text: '1:e5-d3 b1-a3 d3xe1 a3-c4', mine: true, sent: '1:e5-d3 b1-a3 d3xe1 a3-c4' });
  // A reload keeps them, and what was sent.
  const again = await receive(white, white.url(), { reloaded: true });
  assert.deepEqual(again.snap().answers, { mine: true, lines: [['e5-d3', 'b1-a3', 'd3xe1', 'a3-c4']], locked: [true] });
});

test('no preparing on one\'s own move, and a takeback of the move they answer drops them', async () => {
  const white = await anna();
  assert.equal(white.snap().canPrepare, false, 'White to move: nothing to prepare');
  act(white, (c) => c.prepare());
  assert.equal(white.snap().preparing, null);
  white.type('a1-c2');
  await settle(white);
  act(white, (c) => c.prepare());
  white.move('e5-d3');
  white.move('b1-a3');
  act(white, (c) => c.prepareDone());
  assert.equal(white.snap().answers.lines.length, 1);
  // Not sent yet: Undo takes the move back, and the answers with it.
  white.undo();
  await settle(white);
  assert.deepEqual(white.moves(), []);
  assert.equal(white.snap().answers, null);
  assert.doesNotMatch(white.url(), /if=/);
});

test('the friend plays the move foreseen: the answer comes at once, said, deeper answers keep working, and the link back is taken', async () => {
  let white = await annaPrepares('a1-c2', [['e5-d3', 'b1-a3', 'd5-e3', 'a3-c4'], ['d5-e3', 'c2-d4']]);
  let black = openDevice(white.view.shared[0].link.replace('https://jarmo.example/jarmo/', SITE));
  await settle(black);
  assert.deepEqual(black.snap().answers, { mine: false, lines: [['e5-d3', 'b1-a3', 'd5-e3', 'a3-c4'], ['d5-e3', 'c2-d4']], locked: [false, false] });
  black.move('e5-d3');
  await settle(black);
  assert.deepEqual(black.moves(), ['a1-c2', 'e5-d3', 'b1-a3'], 'the answer was played at once');
  assert.equal(said(black, 'friend-moved'), 'Prepared answer: Anna played b1-a3.');
  assert.equal(black.snap().humanToMove, true, 'Black to move again');
  assert.equal(black.snap().canUndo, false, 'neither the answer nor the move it answered is taken back');
  assert.deepEqual(black.snap().answers.lines, [['d5-e3', 'a3-c4']], 'the rest of the tree');
  // A reload of the friend's tab keeps the rest.
  black = await receive(black, black.url(), { reloaded: true });
  assert.deepEqual(black.moves(), ['a1-c2', 'e5-d3', 'b1-a3']);
  assert.deepEqual(black.snap().answers.lines, [['d5-e3', 'a3-c4']]);
  black.move('d5-e3');
  await settle(black);
  assert.deepEqual(black.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3', 'a3-c4'], 'the deeper answer too');
  assert.equal(black.snap().answers, null, 'the tree is used up');
  // Ben's own move, past the tree, and the link back.
  black.move('b5-c3');
  await settle(black);
  black.send();
  await settle(black);
  white = await receive(white, black.url());
  assert.deepEqual(white.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'd5-e3', 'a3-c4', 'b5-c3'], 'Anna takes the moves her answers made');
  assert.equal(said(white, 'link-own-side'), null);
  assert.equal(said(white, 'answers-used'), 'Played from your prepared answers: b1-a3, a3-c4.');
  assert.equal(said(white, 'friend-moved'), 'Ben played b5-c3.');
  assert.equal(white.snap().answers, null, 'her tree was for the position before');
});

test('a move the friend did not foresee gets no answer; the tree is dropped', async () => {
  const white = await annaPrepares('a1-c2', [['e5-d3', 'b1-a3']]);
  const black = openDevice(white.url());
  await settle(black);
  black.move('d5-e3');
  await settle(black);
  assert.deepEqual(black.moves(), ['a1-c2', 'd5-e3']);
  assert.equal(black.snap().answers, null);
  assert.equal(said(black, 'friend-moved'), null, 'the notice of the link\'s move is gone with the move');
  assert.doesNotMatch(black.url(), /if=/);
});

test('a "prepared" answer that this device never prepared is refused like today', async () => {
  const white = await annaPrepares('a1-c2', [['e5-d3', 'b1-a3']]);
  const id = new URL(white.url()).hash.match(/id=(\w+)/)[1];
  // Another answer than hers, to the move she foresaw.
  let back = await receive(white, `${SITE}#game=a1-c2+e5-d3+b1-d2+b5-c3&id=${id}&w=Anna&b=Ben`);
  assert.deepEqual(back.moves(), ['a1-c2']);
  assert.match(said(back, 'link-own-side'), /b1-d2 \(move 2\)/);
  // Her answer to a move she did not foresee.
  back = await receive(back, `${SITE}#game=a1-c2+d5-e3+b1-a3+b5-c3&id=${id}&w=Anna&b=Ben`);
  assert.deepEqual(back.moves(), ['a1-c2']);
  assert.match(said(back, 'link-own-side'), /b1-a3/);
  // A link that brings a tree of her own side's answers is no proof either.
  back = await receive(back, `${SITE}#game=a1-c2+d5-e3+c2-d4&id=${id}&w=Anna&b=Ben&if=1%3Ad5-e3+c2-d4`);
  assert.deepEqual(back.moves(), ['a1-c2']);
  assert.match(said(back, 'link-own-side'), /c2-d4/);
  assert.deepEqual(back.snap().answers.lines, [['e5-d3', 'b1-a3']], 'her own tree stays');
  // The true link.
  back = await receive(back, `${SITE}#game=a1-c2+e5-d3+b1-a3+b5-c3&id=${id}&w=Anna&b=Ben`);
  assert.deepEqual(back.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'b5-c3']);
});

test('never lose a game: the same link twice, an older one, a newer one and a rewritten one, each with answers', async () => {
  const white = await annaPrepares('a1-c2', [['e5-d3', 'b1-a3']]);
  const first = white.url();
  // The same link opened twice in the friend's tab: the same game and tree.
  let black = openDevice(first);
  await settle(black);
  black.follow(first);
  await settle(black);
  assert.deepEqual(black.moves(), ['a1-c2']);
  assert.deepEqual(black.snap().answers.lines, [['e5-d3', 'b1-a3']]);
  // A reload of his tab before he moves: the address keeps them.
  black = await receive(black, black.url(), { reloaded: true });
  assert.deepEqual(black.snap().answers.lines, [['e5-d3', 'b1-a3']]);
  black.move('e5-d3');
  await settle(black);
  black.move('b5-c3');
  await settle(black);
  const mine = ['a1-c2', 'e5-d3', 'b1-a3', 'b5-c3'];
  const before = black.storage.getItem(FRIENDS_KEY);
  // Older, with its answers: Ben's copy stays, the answers are not taken.
  black = await receive(black, first);
  assert.deepEqual(black.moves(), mine);
  assert.equal(said(black, 'link-older'), 'This link is older than your game: your copy stays as it is.');
  assert.equal(black.snap().answers, null);
  assert.equal(black.storage.getItem(FRIENDS_KEY), before, 'nothing stored changed');
  // Rewritten, with answers: his copy stays, theirs to look at, the answers not taken.
  const id = new URL(first).hash.match(/id=(\w+)/)[1];
  black = await receive(black, `${SITE}#game=a1-c2+d5-e3+b1-a3&id=${id}&w=Anna&b=Ben&if=3%3Ab5-c3+a3-c4`);
  assert.deepEqual(black.moves(), mine);
  assert.match(said(black, 'link-differs'), /changes move 1\.\.\./);
  assert.equal(black.snap().answers, null);
  assert.equal(black.storage.getItem(FRIENDS_KEY), before);
  // Newer, with answers for Ben's next move: taken, with the game.
  black = await receive(black, `${SITE}#game=a1-c2+e5-d3+b1-a3+b5-c3+c2-d4&id=${id}&w=Anna&b=Ben&if=5%3Ac3-e4+d4-e2`);
  assert.deepEqual(black.moves(), [...mine, 'c2-d4']);
  assert.deepEqual(black.snap().answers, { mine: false, lines: [['c3-e4', 'd4-e2']], locked: [false] });
  // The same newer link again: nothing changes.
  const now = black.storage.getItem(FRIENDS_KEY);
  black = await receive(black, black.url());
  assert.deepEqual(black.snap().answers.lines, [['c3-e4', 'd4-e2']]);
  assert.equal(black.storage.getItem(FRIENDS_KEY), now);
});

test('damaged answers, answers that do not fit the link\'s game, for another move or a finished game: the game opens, the answers are dropped and said', async () => {
  const cases = [
    ['1%3Ae5-d3+zz', 'Line 1 of the prepared answers has a move that cannot be played there: zz.'],
    ['1%3Ae5-d3+a1-c2', 'Line 1 of the prepared answers has a move that cannot be played there: a1-c2.'],
    ['1%3Ae5-d3', 'Line 1 of the prepared answers ends without an answer.'],
    ['e5-d3+b1-a3', 'The prepared answers are not understood: “e5-d3 b1-a3”.'],
    ['3%3Ae5-d3+b1-a3', 'The prepared answers are for the game after 3 moves, and this game has 1.'],
    ['1%3Ae5-d3+b1-a3_e5-d3+b1-d2', 'Line 2 of the prepared answers gives e5-d3 a second answer.'],
    [`1%3A${'e5-d3+b1-a3_'.repeat(40)}`, 'The prepared answers are too long: at most 400 characters.'],
  ];
  for (const [answers, reason] of cases) {
    const black = openDevice(`${SITE}#game=a1-c2&id=K3x9QpLm2a&w=Anna&b=Ben&if=${answers}`);
    await settle(black);
    assert.deepEqual(black.moves(), ['a1-c2'], `${answers}: the game opens`);
    assert.equal(black.snap().answers, null);
    assert.equal(said(black, 'answers-dropped'), `The answers prepared in this link were dropped: ${reason} The game is as the link has it.`);
    black.move('e5-d3');
    await settle(black);
    assert.deepEqual(black.moves(), ['a1-c2', 'e5-d3'], 'and is played as usual');
  }
  // A finished game's link.
  const over = '1.+a1-b3+b5-c3+2.+b1-a3+c5-d3+3.+b3xa5+d3xc1+4.+d1-b2+c3-d1+5.+e1-d3+d5-e3+6.+d3xc1+e3-c2+7.+c1-b3+c2-a1+8.+a3-c4+e5-d3+9.+b2xd3';
  const ended = openDevice(`${SITE}#game=${over}&id=K3x9QpLm2b&if=17%3Aa1-b3+c4-e5`);
  await settle(ended);
  assert.equal(ended.snap().state.over, true);
  assert.equal(said(ended, 'answers-dropped'), 'The answers prepared in this link were dropped: The game is over: no answers can be prepared. The game is as the link has it.');
});

test('the friend answered from an older link of the same move: a line sent stays, so the moves it made are still taken', async () => {
  let white = await annaPrepares('a1-c2', [['e5-d3', 'b1-a3']]);
  const first = white.url();
  // A line more, sent again; Ben opened the first link.
  act(white, (c) => c.prepare());
  white.move('d5-e3');
  white.move('c2-d4');
  act(white, (c) => c.prepareDone());
  white.send();
  await settle(white);
  assert.match(white.url(), /if=1%3Ae5-d3\+b1-a3_d5-e3\+c2-d4$/);
  const black = openDevice(first);
  await settle(black);
  black.move('e5-d3');
  await settle(black);
  black.move('b5-c3');
  await settle(black);
  white = await receive(white, black.url());
  assert.deepEqual(white.moves(), ['a1-c2', 'e5-d3', 'b1-a3', 'b5-c3']);
  assert.equal(said(white, 'link-own-side'), null);
});

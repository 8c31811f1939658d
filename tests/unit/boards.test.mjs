// The two boards in the page (issue 24): a game on the traditional board is chosen by
// the address (?board=traditional) or the New game dialog's choice, which is kept; it is
// played on its own lines (the core's), the computer thinks on them, and its link, its
// save and its record carry the board. A record or link that names no board is a
// knight-board game, as every one made before there were two. The page's controller
// driven without a browser (tests/unit/lib/device.mjs), with the real core.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { BOARDS } from '../../www/app/players.js';
import { createKeptGame } from '../../www/engine/kept-game.js';
import { parseEmbedOptions, parseNewGameOptions } from '../../www/embed/options.js';
import { playersFor } from '../../www/embed/settings.js';

useMockClock();

const board = (device) => device.snap().state.board;

test('the page names exactly the boards the core has, and the core refuses any other', () => {
  assert.deepEqual(BOARDS, ['knight', 'traditional']);
  assert.equal(core.lines().length, 48, 'no board named: the knight board');
  assert.equal(core.lines('knight').length, 48);
  assert.equal(core.lines('traditional').length, 38);
  assert.throws(() => core.lines('hexagonal'), (e) => e.code === 'api.bad-board' && e.params.text === 'hexagonal');
  assert.throws(() => new core.Game('white', 'Traditional'), (e) => e.code === 'api.bad-board');
});

test('?board=traditional opens a game on the traditional board, and its moves are that board\'s', async () => {
  const device = openDevice(`${SITE}?mode=hotseat&board=traditional`);
  await settle(device);
  assert.equal(board(device), 'traditional');
  // b1-c3 is a line of the knight board only; b1-d2 of both.
  assert.equal(device.type('b1-c3')?.code, 'play.not-joined');
  assert.equal(device.type('b1-d2'), null);
  assert.deepEqual(device.moves(), ['b1-d2']);
  // Without the parameter: the knight board, where b1-c3 is a move.
  const knight = openDevice(`${SITE}?mode=hotseat`);
  await settle(knight);
  assert.equal(board(knight), 'knight');
  assert.equal(knight.type('b1-c3'), null);
});

test('a board the address names wrongly is a problem to say, and the game is on the knight board', async () => {
  const { problems } = parseEmbedOptions('?board=round', { warn: () => {} });
  assert.deepEqual(problems, [{ param: 'board', value: 'round', expected: 'knight | traditional' }]);
  const device = openDevice(`${SITE}?mode=hotseat&board=round`);
  await settle(device);
  assert.equal(board(device), 'knight');
});

test('the board chosen for a new game is kept, and a reload resumes the game on its board', async () => {
  const storage = memoryStorage();
  const device = openDevice(`${SITE}?mode=hotseat`, { storage });
  await settle(device);
  device.acting(() => {
    device.players.keep({ board: 'traditional' });
    device.controller.newGame({ ask: false });
  });
  await settle(device);
  assert.equal(board(device), 'traditional');
  device.move('b1-d2');
  await settle(device);
  device.leave();
  const again = openDevice(SITE, { storage, reloaded: true });
  await settle(again);
  assert.equal(board(again), 'traditional');
  assert.deepEqual(again.moves(), ['b1-d2']);
  assert.equal(again.players.get().board, 'traditional', 'the choice is kept for the next game');
});

test('the computer is asked for its move on the game\'s board, and its move is legal there', async () => {
  const device = openDevice(`${SITE}?mode=ai&level=2&color=black&board=traditional`);
  await settle(device, 400);
  const [request] = device.opponent.asked;
  assert.equal(request.board, 'traditional');
  // The engine's own copy of the game (the worker's) is on that board.
  const kept = createKeptGame(core.Game);
  assert.equal(kept.gameFor(request.start, request.moves, request.board).state().board, 'traditional');
  assert.equal(kept.gameFor(request.start, request.moves).state().board, 'knight', 'another board: read again');
  const engine = new core.Engine();
  const game = kept.gameFor(request.start, request.moves, 'traditional');
  for (let i = 0; i < 6; i++) {
    const { move } = engine.bestMoveIn(game, 2, undefined, i + 1);
    assert.ok(game.state().moves.some((m) => m.text === move.text), `${move.text} is a move of the traditional board`);
    game.play(move.text);
  }
  engine.free();
});

test('a friend\'s link carries the board, and the friend plays on it', async () => {
  const anna = openDevice(`${SITE}?mode=friend&color=white&board=traditional`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  anna.move('b1-d2');
  await settle(anna);
  anna.send();
  await settle(anna);
  const link = anna.view.shared[0].link;
  const ben = openDevice(link);
  await settle(ben);
  assert.equal(board(ben), 'traditional');
  assert.deepEqual(ben.moves(), ['b1-d2']);
  assert.equal(ben.type('d5-e3'), null, 'a line of the traditional board');
});

test('a record or a link that names no board is a knight-board game', async () => {
  const device = openDevice(`${SITE}#game=${encodeURIComponent('1. b1-c3')}`);
  await settle(device);
  assert.equal(board(device), 'knight');
  assert.deepEqual(device.moves(), ['b1-c3']);
  const game = core.Game.fromRecord('[Board "traditional"]\n1. b1-d2');
  assert.equal(game.state().board, 'traditional');
  assert.match(game.record({ Event: 'x' }), /^\[Event "x"\]\n\[Board "traditional"\]\n1\. b1-d2$/);
  game.free();
});

test('each board has its own statistics, and the panel shows the board on screen', async () => {
  const storage = memoryStorage();
  const device = openDevice(`${SITE}?mode=hotseat&board=traditional&position=${encodeURIComponent('4b/5/5/5/1w3 w - -')}`, { storage });
  await settle(device);
  assert.equal(board(device), 'traditional');
  assert.equal(device.statsShown.at(-1), 'traditional');
  // b1-d2 is no line here: b1's lines lead to a3 and d2 only (a3-b1, b1-d2); d2-d3 on.
  for (const m of ['b1-d2', 'e5-d3', 'd2-d3']) assert.equal(device.type(m), null, m);
  await settle(device);
  assert.equal(device.snap().state.over, true);
  const traditional = device.stats.counts('traditional');
  assert.equal(traditional.white + traditional.black + traditional.draw, 1, 'counted on the traditional board');
  assert.deepEqual(device.stats.counts('knight'), { white: 0, black: 0, draw: 0, games: traditional.games });
  // Stored beside the knight board's counts, which stay where a page of before reads them.
  const stored = JSON.parse(storage.getItem('jarmo.stats.v1'));
  assert.equal(stored.white + stored.black + stored.draw, 0);
  assert.deepEqual(stored.traditional, { white: traditional.white, black: traditional.black, draw: traditional.draw });
});

test('a pasted record on the traditional board loads on it, and "set up" keeps its board', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  const record = '[Board "traditional"]\n1. b1-d2 d5-e3';
  assert.equal(await device.load(record), true);
  assert.equal(board(device), 'traditional');
  assert.deepEqual(device.moves(), ['b1-d2', 'd5-e3']);
  assert.equal(await device.load(record, { asPosition: true }), true);
  assert.equal(board(device), 'traditional', 'the position set up on the board of its record');
  assert.deepEqual(device.moves(), []);
  assert.equal(device.snap().state.startPosition, 'bbb1b/5/4b/3w1/w1www w b1d2:1 d5e3:1');
});

test('a host\'s jarmo:newgame may choose the board, checked as the address is', () => {
  assert.deepEqual(parseNewGameOptions({ board: 'traditional' }), { options: { board: 'traditional' }, problems: [] });
  const bad = parseNewGameOptions({ board: 'hex', first: 'black' });
  assert.deepEqual(bad.options, { first: 'black' });
  assert.deepEqual(bad.problems.map((p) => p.param), ['board']);
  const current = { mode: 'ai', human: 'white', level: 4, first: 'white', board: 'knight' };
  assert.equal(playersFor(current, { board: 'traditional' }).board, 'traditional');
  assert.equal(playersFor(current, {}).board, 'knight');
});

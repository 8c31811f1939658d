// Matches on the page (issue 24): an even number of games with the sides switched after
// each, won on the points of all the games, chosen by ?match=N or in New game. The
// page's controller driven without a browser (tests/unit/lib/device.mjs), with the real
// core, which says what the results mean (matchState).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { MATCH_GAMES, playersIn, pointsOf, readMatch, sideIn } from '../../www/app/match.js';
import { parseEmbedOptions } from '../../www/embed/bridge.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import { matchGames, matchLine, matchPlayerOf, matchResult } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
useMockClock();

/** Plays WHITE_WINS on `device` (White wins 5–4), both sides typed at this screen. */
async function playWhiteWins(device) {
  for (const m of WHITE_WINS) assert.equal(device.type(m), null, m);
  await settle(device);
  assert.equal(device.snap().state.over, true);
}

test('the players of a match switch sides after each game', () => {
  assert.deepEqual([0, 1, 2, 3].map((i) => sideIn('white', i)), ['white', 'black', 'white', 'black']);
  assert.deepEqual([0, 1].map((i) => sideIn('black', i)), ['black', 'white']);
  const players = { mode: 'ai', human: 'white', level: 4, first: 'white', board: 'knight', match: 2 };
  assert.equal(playersIn(players, { id: 'm', games: 2, results: [[5, 4]], index: 1 }).human, 'black');
  assert.equal(playersIn(players, null).human, 'white');
  assert.deepEqual(pointsOf({ winner: null, reason: 'repetition', side: null, white: 3, black: 3, text: '' }), [0, 0],
    'a draw by repetition scores nothing');
});

test('?match= takes 1 (one game) or an even number up to 10, and says so for any other', () => {
  assert.deepEqual(MATCH_GAMES, [1, 2, 4, 6, 8, 10]);
  assert.equal(parseEmbedOptions('?match=4').options.match, 4);
  for (const bad of ['3', '12', 'two', '0']) {
    const { options, problems } = parseEmbedOptions(`?match=${bad}`, { warn: () => {} });
    assert.equal(options.match, 1, bad);
    assert.deepEqual(problems.map((p) => p.param), ['match'], bad);
  }
});

test('a match at one screen: the next game switches the sides, the points are added, and the match counts once', async () => {
  const device = openDevice(`${SITE}?mode=hotseat&match=2`);
  await settle(device);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
  await playWhiteWins(device);
  let { match } = device.snap();
  assert.deepEqual(match.state.totals, { first: 5, second: 4 }, 'Player 1 had White: 5–4');
  assert.equal(match.state.over, false);
  assert.equal(match.state.nextFirst, 'black');
  // Its result is in the match: the game's moves cannot be taken back now.
  assert.equal(device.snap().canUndo, false);
  device.undo();
  assert.equal(device.moves().length, WHITE_WINS.length);
  assert.deepEqual(device.stats.counts(), { white: 0, black: 0, draw: 0, games: [] }, 'a match\'s game is not counted alone');
  device.acting(() => device.controller.nextGame());
  await settle(device);
  assert.equal(device.snap().state.history.length, 0);
  assert.equal(matchLine(device.snap().match), 'Game 2 of 2: Player 1 5 – 4 Player 2');
  assert.deepEqual(['white', 'black'].map((side) => matchPlayerOf(device.snap().match, side)), ['second', 'first']);
  // Player 2 has White now, and wins the same way: 5–4 for each, a draw.
  await playWhiteWins(device);
  match = device.snap().match;
  assert.equal(match.state.over, true);
  assert.deepEqual(match.state.totals, { first: 9, second: 9 });
  assert.equal(matchResult(match), 'The match is drawn 9–9');
  assert.deepEqual(matchGames(match), ['Game 1: Player 1 5 – 4 Player 2', 'Game 2: Player 1 4 – 5 Player 2']);
  const counted = device.stats.counts('knight.match');
  assert.deepEqual([counted.white, counted.black, counted.draw], [0, 0, 1]);
  assert.equal(counted.games.length, 1, 'the match once');
  // Over: no next game; New game starts another match.
  device.acting(() => device.controller.nextGame());
  assert.equal(device.snap().match.number, 2);
  device.acting(() => device.controller.newGame({ ask: false }));
  await settle(device);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
});

test('a match against the computer: the person has the other side in the next game, and the computer opens it', async () => {
  // The computer plays Black's moves of WHITE_WINS in game 1.
  const engine = (state) => state.moves.find((m) => m.text === WHITE_WINS[state.history.length]) ?? state.moves[0];
  const device = openDevice(`${SITE}?mode=ai&level=1&color=white&match=2`, { engine });
  await settle(device, 400);
  for (let i = 0; i < WHITE_WINS.length; i += 2) {
    assert.equal(device.type(WHITE_WINS[i]), null, WHITE_WINS[i]);
    await settle(device, 400);
  }
  assert.equal(device.snap().state.over, true);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: You 5 – 4 The computer');
  assert.equal(device.view.flipped, false);
  const asked = device.opponent.asked.length;
  device.acting(() => device.controller.nextGame());
  await settle(device, 400);
  assert.deepEqual(device.snap().seats, { white: 'computer', black: 'human' });
  assert.equal(device.view.flipped, true, 'the person\'s side, Black, at the bottom');
  assert.equal(device.opponent.asked.length, asked + 1, 'the computer, White now, moved first');
  assert.equal(device.moves().length, 1);
  assert.equal(device.players.get().human, 'white', 'the players\' choice is as it was');
});

test('a match goes on over a reload, between games too', async () => {
  const storage = memoryStorage();
  const device = openDevice(`${SITE}?mode=hotseat&match=2`, { storage });
  await settle(device);
  await playWhiteWins(device);
  device.leave();
  // The finished first game comes back with its match, and the next game follows.
  const again = openDevice(SITE, { storage, reloaded: true });
  await settle(again);
  assert.equal(again.snap().state.over, true);
  assert.equal(again.snap().match.number, 1);
  assert.deepEqual(again.snap().match.state.totals, { first: 5, second: 4 });
  again.acting(() => again.controller.nextGame());
  await settle(again);
  assert.equal(again.type('a1-c2'), null);
  await settle(again);
  again.leave();
  const third = openDevice(SITE, { storage, reloaded: true });
  await settle(third);
  assert.equal(third.snap().match.number, 2);
  assert.deepEqual(third.moves(), ['a1-c2']);
  // A frame without storage keeps the match in its address.
  assert.match(third.url(), /[#&]match=2&mid=[A-Za-z0-9]+&mi=1&mr=5-4$/);
});

test('a match ends early once the games left cannot change its outcome, and counts for the player who began as White', async () => {
  const storage = memoryStorage();
  // The third game of four, Player 1 20–0 ahead; White (Player 1) wins it at once with a4-c5.
  storage.setItem('jarmo.game.v1', JSON.stringify({
    version: 1,
    id: 'game3',
    record: '[Position "5/w4/4b/5/5 w - -"]',
    players: { mode: 'hotseat', human: 'white', level: 4, first: 'white', board: 'knight', match: 4 },
    match: { id: 'M4', games: 4, results: [[10, 0], [0, 10]], index: 2 },
  }));
  const device = openDevice(SITE, { storage });
  await settle(device);
  assert.equal(device.snap().match.number, 3, 'resumed at its third game, though no move was made in it');
  assert.equal(device.type('a4-c5'), null);
  await settle(device);
  const { match } = device.snap();
  assert.deepEqual(match.state.totals, { first: 22, second: 1 });
  assert.equal(match.state.over, true);
  assert.equal(match.state.early, true);
  assert.equal(matchResult(match), 'Player 1 wins the match 22–1');
  const counted = device.stats.counts('knight.match');
  assert.deepEqual([counted.white, counted.black, counted.draw], [1, 0, 0]);
});

test('a damaged match in a save or an address is left out: the game goes on alone', () => {
  const check = core.matchState;
  assert.deepEqual(readMatch({ id: 'M', games: 2, results: [[5, 4]], index: 1 }, check), { id: 'M', games: 2, results: [[5, 4]], index: 1 });
  for (const bad of [null, 'x', { id: 'M', games: 3, results: [] }, { id: 'M', games: 2, results: [[11, 0]] },
    { id: 'M', games: 2, results: [[5, 4], [4, 5], [1, 1]] }, { id: 'bad id', games: 2, results: [] },
    { id: 'M', games: 2, results: [[5, 4]], index: 0.5 }, { id: 'M', games: 2, results: [['5', 4]] }]) {
    assert.equal(readMatch(bad, check), null, JSON.stringify(bad));
  }
});

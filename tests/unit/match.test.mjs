// Matches on the page (issue 24): an even number of games with the sides switched after
// each, won on the points of all the games, chosen by ?match=N or in New game. The
// page's controller driven without a browser (tests/unit/lib/device.mjs), with the real
// core, which says what the results mean (matchState).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { receive, said } from './lib/friends.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import {
  MATCH_GAMES, inScore, matchGameId, matchOver, matchView, newMatch, playersIn, readMatch, sideIn,
} from '../../www/app/match.js';
import { countGame, linkedMatch, mergeResults, nextOf, pointsOf } from '../../www/app/match-play.js';
import { switchedSides } from '../../www/app/friend.js';
import { lazyMatches } from '../../www/app/matches-lazy.js';
import { FRIENDS_KEY } from '../../www/storage/friends.js';
import { t } from '../../www/i18n/lang.js';
import { parseEmbedOptions } from '../../www/embed/options.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import { matchGames, matchLine, matchPlayerOf, matchResult } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// English's words of the notices and lists fetched on first use, here as the page's loaders fetch them first.
await laterTexts();
/** A refusal of a typed move in words, as the move box says it. */
const reasonOf = (error) => t(error.code, error.params);
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

/**
 * The page's `matching` on the rules core (engine/core.js): the whole core, which alone
 * says where a match stands, comes when first asked for, once `arrive()` is called.
 */
function lateCore() {
  let arrive = () => {};
  const coming = new Promise((resolve) => { arrive = resolve; });
  const core = { asked: 0, here: false, arrive: () => arrive() };
  core.matching = () => {
    if (core.here) return null;
    core.asked += 1;
    return coming.then(() => { core.here = true; });
  };
  return core;
}

test('a match waits for the core that says where it stands, fetched when one is chosen, and the choice is not lost', async () => {
  const core = lateCore();
  const device = openDevice(`${SITE}?mode=hotseat`, { matching: core.matching });
  await settle(device);
  assert.equal(device.snap().match, null, 'a single game opens on the rules alone');
  assert.equal(core.asked, 0, 'no whole core for it');
  device.move('a1-c2');
  // The players choose a match of 2 games (the New game dialog, a host's command).
  device.players.set({ ...device.players.get(), match: 2 });
  device.acting(() => device.controller.playersChanged());
  await settle(device);
  assert.equal(core.asked, 1);
  assert.equal(device.snap().match, null, 'the old game until the core is here');
  assert.deepEqual(device.moves(), ['a1-c2']);
  core.arrive();
  await settle(device);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
  assert.deepEqual(device.moves(), []);
  // Once it is here, the next match starts at once.
  await device.controller.newGame({ ask: false });
  assert.equal(core.asked, 1);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
});

test('a match chosen in the New game dialog brings its core while the player finishes choosing: Start then begins it at once', async () => {
  const core = lateCore();
  const device = openDevice(`${SITE}?mode=hotseat`, { matching: core.matching });
  await settle(device);
  // The dialog shows a match chosen (panels/players.js onMatch).
  device.acting(() => device.controller.warmMatches());
  assert.equal(core.asked, 1);
  assert.equal(device.snap().match, null, 'nothing begins before Start');
  core.arrive();
  await settle(device);
  device.players.set({ ...device.players.get(), match: 2 });
  device.acting(() => device.controller.playersChanged());
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2', 'at once');
  assert.equal(core.asked, 1);
});

test('a match whose core cannot come changes nothing, and a notice says why; the next try may bring it', async () => {
  let fails = true;
  let here = false;
  const matching = () => (here ? null : fails ? Promise.reject(new Error('offline')) : Promise.resolve().then(() => { here = true; }));
  const device = openDevice(`${SITE}?mode=hotseat`, { matching });
  await settle(device);
  device.move('a1-c2');
  device.players.set({ ...device.players.get(), match: 2 });
  const warn = console.warn;
  console.warn = () => {};
  try {
    device.acting(() => device.controller.playersChanged());
    await settle(device);
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(device.moves(), ['a1-c2'], 'the game as it was');
  assert.equal(device.snap().match, null);
  assert.deepEqual(device.snap().notices.map((n) => [n.key, n.text]), [['match-missing', 'match.unavailable']]);
  assert.match(t('match.unavailable'), /could not load, so nothing changed/);
  fails = false;
  device.acting(() => device.controller.playersChanged());
  await settle(device);
  assert.equal(matchLine(device.snap().match), 'Game 1 of 2: Player 1 0 – 0 Player 2');
});

test('a reload in a match opens it once the core says where it stands, and a single game never waits for it', async () => {
  const storage = memoryStorage();
  const first = openDevice(`${SITE}?mode=hotseat&match=2`, { storage });
  await settle(first);
  first.move('a1-c2');
  await settle(first);
  first.leave();
  const core = lateCore();
  const again = openDevice(SITE, { storage, reloaded: true, matching: core.matching });
  await settle(again);
  assert.equal(core.asked, 1, 'the save of a match asks for the core');
  core.arrive();
  await settle(again);
  assert.equal(again.snap().match.number, 1);
  assert.deepEqual(again.moves(), ['a1-c2']);
  const single = lateCore();
  const plain = openDevice(`${SITE}?mode=hotseat`, { matching: single.matching });
  await settle(plain);
  assert.equal(single.asked, 0);
  assert.equal(plain.snap().state.history.length, 0);
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

/**
 * Plays `moves` by links between the devices of `bySide` (White's first), from the
 * moves played already: each receives
 * the other's last link, moves, and its address is the link it sends; at the end the
 * side that did not move last receives the last link too. Returns the devices as they are then.
 */
async function playByLinks(bySide, moves) {
  const devices = { ...bySide };
  // From where the devices are: the one further on sent the other its link.
  const ahead = devices.white.moves().length >= devices.black.moves().length ? devices.white : devices.black;
  const played = ahead.moves().length;
  let link = played ? ahead.url() : null;
  for (const [i, move] of moves.entries()) {
    if (i < played) continue;
    const side = i % 2 === 0 ? 'white' : 'black';
    if (link) devices[side] = await receive(devices[side], link);
    assert.equal(devices[side].type(move), null, `${side}: ${move}`);
    await settle(devices[side]);
    link = devices[side].url();
  }
  const waiting = moves.length % 2 === 0 ? 'white' : 'black';
  devices[waiting] = await receive(devices[waiting], link);
  return devices;
}

test('a match with a friend by links: the link carries it, each device switches sides and names, and both count it once', async () => {
  let anna = openDevice(`${SITE}?mode=friend&color=white&match=2`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  assert.equal(matchLine(anna.snap().match), 'Game 1 of 2: You 0 – 0 Ben');
  assert.equal(anna.type(WHITE_WINS[0]), null);
  await settle(anna);
  const [, mid] = anna.url().match(/[#&]mid=([A-Za-z0-9]+)/);
  assert.match(anna.url(), new RegExp(`#game=a1-b3&id=${mid}-1&w=Anna&b=Ben&match=2&mid=${mid}&mi=0$`), 'the link names the match and its game');
  let ben = openDevice(anna.url());
  await settle(ben);
  assert.equal(matchLine(ben.snap().match), 'Game 1 of 2: Anna 0 – 0 You');
  ({ white: anna, black: ben } = await playByLinks({ white: anna, black: ben }, WHITE_WINS));
  for (const [who, device, line] of [['Anna', anna, 'Game 1 of 2: You 5 – 4 Ben'], ['Ben', ben, 'Game 1 of 2: Anna 5 – 4 You']]) {
    assert.equal(device.snap().state.over, true, who);
    assert.equal(matchLine(device.snap().match), line, who);
    assert.deepEqual(device.stats.counts(), { white: 0, black: 0, draw: 0, games: [] }, `${who}: a match's game is not counted alone`);
  }

  // Game 2: Anna goes on first; it is Ben's move (White now), so her board waits for his link.
  anna.acting(() => anna.controller.nextGame());
  await settle(anna);
  assert.equal(anna.snap().friend.seat, 'black');
  assert.deepEqual(anna.snap().friend.names, { white: 'Ben', black: 'Anna' });
  assert.equal(anna.view.flipped, true, 'her side, Black, at the bottom');
  assert.equal(matchLine(anna.snap().match), 'Game 2 of 2: You 5 – 4 Ben');
  assert.equal(reasonOf(anna.type('a1-b3')), "White's move: send Ben the link.");
  ben.acting(() => ben.controller.nextGame());
  await settle(ben);
  assert.equal(ben.snap().friend.seat, 'white');
  assert.equal(ben.view.flipped, false);
  assert.equal(ben.type(WHITE_WINS[0]), null);
  await settle(ben);
  assert.match(ben.url(), new RegExp(`#game=a1-b3&id=${mid}-2&w=Ben&b=Anna&match=2&mid=${mid}&mi=1&mr=5-4$`));
  ({ white: ben, black: anna } = await playByLinks({ white: ben, black: anna }, WHITE_WINS));
  for (const [who, device] of [['Anna', anna], ['Ben', ben]]) {
    const { match } = device.snap();
    assert.equal(match.state.over, true, who);
    assert.deepEqual(match.state.totals, { first: 9, second: 9 }, who);
    assert.equal(matchResult(match), 'The match is drawn 9–9', who);
    const counted = device.stats.counts('knight.match');
    assert.deepEqual([counted.white, counted.black, counted.draw, counted.games.length], [0, 0, 1, 1], `${who}: the match, once`);
    // A reload keeps it, and counts nothing again.
    const again = await receive(device, device.url(), { reloaded: true });
    assert.equal(again.snap().match.state.over, true, `${who} after a reload`);
    assert.equal(again.stats.counts('knight.match').games.length, 1, `${who} after a reload`);
  }
  assert.deepEqual(matchGames(anna.snap().match), ['Game 1: You 5 – 4 Ben', 'Game 2: You 4 – 5 Ben']);
  // Each game of the match is one of "Games with friends", with its match.
  const kept = JSON.parse(anna.storage.getItem(FRIENDS_KEY)).games.map((g) => [g.id, g.match.index, g.match.results.length]);
  assert.deepEqual(kept.sort(), [[`${mid}-1`, 0, 1], [`${mid}-2`, 1, 2]]);
});

test('a link of a match with a friend never loses a game: an older game, a result of its own, a damaged match', async () => {
  let anna = openDevice(`${SITE}?mode=friend&color=white&match=4`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  assert.equal(anna.type(WHITE_WINS[0]), null);
  await settle(anna);
  let ben = openDevice(anna.url());
  await settle(ben);
  ({ white: anna, black: ben } = await playByLinks({ white: anna, black: ben }, WHITE_WINS));
  const endOfGame1 = anna.url();
  const mid = new URL(endOfGame1).hash.match(/mid=(\w+)/)[1];
  ben.acting(() => ben.controller.nextGame());
  await settle(ben);
  assert.equal(ben.type('a1-c2'), null);
  await settle(ben);
  anna = await receive(anna, ben.url());
  assert.equal(anna.snap().match.number, 2);
  assert.equal(anna.type('e5-d3'), null);
  await settle(anna);
  const game2 = ['a1-c2', 'e5-d3'];

  // The first game's last link again: that game, as it ended, with its match; game 2 stays kept.
  anna = await receive(anna, endOfGame1);
  assert.equal(anna.snap().match.number, 1);
  assert.equal(anna.snap().state.over, true);
  anna.acting(() => anna.controller.openFriendGame(`${mid}-2`));
  await settle(anna);
  assert.deepEqual(anna.moves(), game2);
  assert.equal(anna.snap().match.number, 2);

  // A link that gives game 1 another result: her copy's 5–4 stays.
  const forged = anna.url().replace('mr=5-4', 'mr=0-10');
  anna = await receive(anna, forged);
  assert.equal(said(anna, 'link-match'), "This link gives game 1 of the match another result than your copy has: your copy's stays.");
  assert.deepEqual(anna.snap().match.state.totals, { first: 5, second: 4 });
  assert.deepEqual(anna.moves(), game2);

  // A damaged match (a game 2 that claims to be game 3 of it, a result no game can
  // have): its game goes on alone, and nothing of hers changes.
  for (const damaged of [ben.url().replace(`id=${mid}-2`, `id=${mid}-3`), ben.url().replace('mr=5-4', 'mr=11-0')]) {
    const carol = await receive(openDevice(SITE), damaged);
    assert.equal(said(carol, 'link-match'), "This link's match cannot be read: its game goes on as a single game.", damaged);
    assert.equal(carol.snap().match, null);
    assert.deepEqual(carol.moves(), ['a1-c2']);
  }
  const before = anna.storage.getItem(FRIENDS_KEY);
  anna = await receive(anna, anna.url().replace('match=4', 'match=3'));
  assert.deepEqual(anna.moves(), game2);
  assert.equal(anna.snap().match.number, 2, 'her copy keeps its match');
  assert.equal(anna.storage.getItem(FRIENDS_KEY), before);
});

test('the games of a match with a friend have the same ids on both devices, and the points only this device has stay', () => {
  assert.equal(matchGameId({ id: 'M4tch1dxyz', games: 4, results: [[5, 4]], index: 1 }), 'M4tch1dxyz-2');
  assert.equal(matchGameId({ id: 'x'.repeat(64), games: 2, results: [], index: 0 }).length, 63);
  assert.deepEqual(mergeResults([[5, 4], [3, 3]], []), { results: [[5, 4], [3, 3]], differs: null });
  assert.deepEqual(mergeResults([[5, 4], [3, 3]], [[5, 4], [2, 6], [1, 1]]), { results: [[5, 4], [2, 6]], differs: 2 });
});

test('the match\'s transitions: a new match, a game counted once, the next game, who is who, with the real core', () => {
  const { matchState } = core;
  const ids = ['m1', 'm2'];
  const newId = () => /** @type {string} */ (ids.shift());
  assert.equal(newMatch(1, newId), null, 'one game is no match');
  const match = newMatch(2, newId);
  assert.deepEqual(match, { id: 'm1', games: 2, results: [], index: 0 });
  const over = (white, black) => ({ over: true, result: { winner: white > black ? 'white' : black > white ? 'black' : null, reason: 'captures', side: null, white, black, text: '' } });
  // A game going on adds nothing; one that ended adds its points once.
  assert.deepEqual(countGame(match, { over: false }, matchState), { match, ended: false, winner: null });
  const first = countGame(match, over(5, 4), matchState);
  assert.deepEqual(first.match.results, [[5, 4]]);
  assert.equal(first.ended, false);
  assert.deepEqual(countGame(first.match, over(5, 4), matchState).match, first.match, 'counted once');
  assert.equal(inScore(first.match), true, 'its moves stay');
  assert.equal(inScore(match), false);
  assert.equal(matchOver(first.match, matchState), false);
  assert.equal(matchOver(null, matchState), true, 'a single game');
  // The next game switches the sides; with a friend, the names too.
  const second = nextOf(first.match, matchState);
  assert.deepEqual(second, { id: 'm1', games: 2, results: [[5, 4]], index: 1 });
  assert.equal(nextOf(second, matchState), null, 'not before it is counted');
  assert.deepEqual(switchedSides({ id: 'g', seat: 'white', sent: 4, names: { white: 'Anna', black: 'Ben' } }),
    { seat: 'black', sent: 0, names: { white: 'Ben', black: 'Anna' } });
  const ai = { mode: 'ai', human: 'white', level: 4, first: 'white', board: 'knight', match: 2 };
  assert.equal(matchView(second, { friend: null, players: ai, matchState }).you, 'first');
  assert.equal(matchView(second, { friend: null, players: { ...ai, mode: 'hotseat' }, matchState }).you, null);
  const friend = { id: 'g', seat: 'white', sent: 0, names: { white: 'Ben', black: 'Anna' } };
  assert.deepEqual(matchView(second, { friend, players: ai, matchState }).you, 'second', 'White in game 2 began as Black');
  assert.equal(matchView(second, { friend, players: ai, matchState }).friend, 'Anna');
  assert.equal(matchView(null, { friend, players: ai, matchState }), null);
  // Black wins the second 6–4: the match ends, won by the player who began as Black.
  const last = countGame(second, over(6, 4), matchState);
  assert.deepEqual([last.ended, last.winner], [true, 'black'], 'second player: 5+4 against 4+6');
  assert.equal(nextOf(last.match, matchState), null, 'over');
  assert.equal(matchOver(last.match, matchState), true);
});

test('a link\'s match is taken with this device\'s own points where it has them, and refused where it cannot be', () => {
  const { matchState } = core;
  const linked = (match) => ({ match, id: matchGameId(match) });
  const two = { id: 'mx', games: 4, results: [[5, 4]], index: 1 };
  assert.deepEqual(linkedMatch({ id: 'g' }, { ours: null, stored: [], matchState }), { match: null, damaged: false, differs: null });
  assert.deepEqual(linkedMatch(linked(two), { ours: null, stored: [], matchState }), { match: two, damaged: false, differs: null });
  // This device had game 1 otherwise: its own points stand, and the link is said to differ.
  const ours = { id: 'mx', games: 4, results: [[3, 5]], index: 0 };
  assert.deepEqual(linkedMatch(linked(two), { ours, stored: [], matchState }), { match: { ...two, results: [[3, 5]] }, damaged: false, differs: 1 });
  assert.deepEqual(linkedMatch(linked(two), { ours: null, stored: [null, ours], matchState }).differs, 1, 'from the games with friends');
  // Another length than the one first seen, an id that is not the match's game's, a result past the game: damaged.
  const damaged = { match: null, damaged: true, differs: null };
  assert.deepEqual(linkedMatch(linked(two), { ours: { ...ours, games: 2 }, stored: [], matchState }), damaged);
  assert.deepEqual(linkedMatch({ match: two, id: 'other' }, { ours: null, stored: [], matchState }), damaged);
  assert.deepEqual(linkedMatch(linked({ ...two, index: 0 }), { ours: null, stored: [], matchState }), damaged);
  assert.deepEqual(linkedMatch({ match: { id: 'mx', games: 3 }, id: 'mx-1' }, { ours: null, stored: [], matchState }), damaged);
});

test('before the matches\' chunk: a single game needs none of it; a match waits for it, and a chunk that cannot come is said', async (t) => {
  t.mock.method(console, 'warn', () => {});
  const notices = [];
  let loads = 0;
  let offline = true;
  const ctx = /** @type {any} */ ({
    ui: { match: null, theirs: null },
    matchState: () => ({ over: true }),
    matching: () => null,
    players: { get: () => ({ match: 1 }) },
    notice: (...args) => notices.push(args[1]),
  });
  const matches = lazyMatches(ctx, async () => {
    loads++;
    if (offline) throw new Error('offline');
    return { createMatches: () => ({ withMatches: (run) => run(), rematch: () => 'rematched' }) };
  });
  matches.countMatchGame({ over: true });
  assert.equal(matches.rematchable({ over: true }), true, 'a single game over: Rematch');
  assert.equal(matches.rematchable({ over: false }), false);
  assert.equal(matches.whenWanted(() => 'single'), 'single', 'a single game starts at once');
  assert.equal(loads, 0, 'nothing fetched for a single game');
  ctx.players.get = () => ({ match: 2 });
  assert.equal(await matches.whenWanted(() => 'match'), undefined, 'the chunk could not come: nothing started');
  assert.deepEqual(notices, ['match.unavailable']);
  offline = false;
  assert.equal(await matches.whenWanted(() => 'match'), 'match');
  assert.equal(await matches.rematch(), 'rematched');
  assert.equal(loads, 2);
});

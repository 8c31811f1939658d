// What the page reads back from localStorage, however it was damaged: the saved game,
// the statistics and the players' settings each come back usable, and the kind of
// damage is known so that the page can say so. The browser tests (storage.test.mjs in
// e2e) load the page on each kind; these check the readers one by one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSaver, isQuota, newGameId, parseSave, SAVE_KEY } from '../../www/storage/save.js';
import { parseStats } from '../../www/storage/stats.js';
import { DEFAULTS, sanitize } from '../../www/storage/players.js';
import { friendHash, friendLink, hashFor, linkFor, readFragment, recordFromHash } from '../../www/storage/share.js';
import { cleanName, createFriendStore, FRIENDS_KEY, MAX_GAMES, parseFriends } from '../../www/storage/friends.js';
import { ASIDE_KEY, MAX_ASIDE, createAsideStore, parseAside } from '../../www/storage/aside.js';
import { recordDate, recordTags } from '../../www/panels/transfer.js';

const GOOD = { version: 1, id: 'abc-123', record: '1. a1-c2', players: { mode: 'ai', human: 'black', level: 3, first: 'white' } };

test('a good save reads back as written', () => {
  // Made before there were two boards, its players name none: a new game is on the knight board.
  assert.deepEqual(parseSave(JSON.stringify(GOOD)), { save: { id: 'abc-123', record: '1. a1-c2', players: { ...GOOD.players, board: 'knight', match: 1 } } });
  const traditional = { ...GOOD, players: { ...GOOD.players, board: 'traditional' } };
  assert.deepEqual(parseSave(JSON.stringify(traditional)).save.players.board, 'traditional');
  const unknown = { ...GOOD, players: { ...GOOD.players, board: 'hexagonal' } };
  assert.deepEqual(parseSave(JSON.stringify(unknown)).save.players.board, 'knight', 'a board that does not exist is the default');
});

test('nothing stored is no save and no problem to report', () => {
  for (const text of [null, undefined, '']) assert.deepEqual(parseSave(text), { problem: 'none' });
});

test('truncated JSON is a damaged save', () => {
  const text = JSON.stringify(GOOD);
  for (const cut of [1, 10, text.length - 1]) assert.deepEqual(parseSave(text.slice(0, cut)), { problem: 'json' });
});

test('a save that is not an object, or has fields of the wrong type, is damaged', () => {
  for (const data of [null, [], 'text', 42, true, [GOOD]]) {
    assert.deepEqual(parseSave(JSON.stringify(data)), { problem: 'shape' }, JSON.stringify(data));
  }
  for (const change of [{ id: 5 }, { id: '' }, { id: 'x'.repeat(65) }, { id: 'a b' }, { record: 7 }, { record: ['a1-c2'] },
    { record: null }, { players: 'ai' }, { players: null }, { players: [] }, { record: 'x'.repeat(200_001) }]) {
    assert.deepEqual(parseSave(JSON.stringify({ ...GOOD, ...change })), { problem: 'shape' }, JSON.stringify(change).slice(0, 60));
  }
});

test('a save of another version is reported as such', () => {
  for (const version of [0, 2, '1', null, undefined]) {
    assert.deepEqual(parseSave(JSON.stringify({ ...GOOD, version })), { problem: 'version' }, String(version));
  }
});

test('unknown fields are left out and bad player settings fall back one by one', () => {
  const { save } = parseSave(JSON.stringify({
    ...GOOD, extra: 1, __proto__: { x: 1 }, players: { mode: 'robot', human: 'black', level: 99, first: 7, colour: 'red' },
  }));
  assert.deepEqual(save, { id: 'abc-123', record: '1. a1-c2', players: { ...DEFAULTS, human: 'black' } });
});

test('the saver writes and reads back; a full storage says "quota"', () => {
  const data = new Map();
  const storage = {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
  };
  const saver = createSaver(storage);
  assert.deepEqual(saver.read(), { problem: 'none' });
  assert.equal(saver.write({ id: 'g1', record: '1. a1-c2', players: DEFAULTS }), null);
  assert.deepEqual(saver.read(), { save: { id: 'g1', record: '1. a1-c2', players: DEFAULTS } });
  assert.equal(JSON.parse(data.get(SAVE_KEY)).version, 1);

  const full = { ...storage, setItem: () => { throw Object.assign(new Error('full'), { name: 'QuotaExceededError' }); } };
  assert.equal(createSaver(full).write({ id: 'g1', record: '', players: DEFAULTS }), 'quota');
  const refused = { ...storage, setItem: () => { throw new Error('no'); } };
  assert.equal(createSaver(refused).write({ id: 'g1', record: '', players: DEFAULTS }), 'failed');
  const unreadable = { ...storage, getItem: () => { throw new Error('no'); } };
  assert.deepEqual(createSaver(unreadable).read(), { problem: 'none' });
  // No storage at all (a sandboxed frame): nothing to read, writing is not a failure.
  assert.deepEqual(createSaver(null).read(), { problem: 'none' });
  assert.equal(createSaver(null).write({ id: 'g1', record: '', players: DEFAULTS }), null);
});

test('quota errors are known by every browser\'s name for them', () => {
  assert.ok(isQuota(Object.assign(new Error('x'), { name: 'QuotaExceededError' })));
  assert.ok(isQuota(Object.assign(new Error('x'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })));
  assert.ok(isQuota(Object.assign(new Error('x'), { code: 22 })));
  assert.ok(!isQuota(new Error('x')));
  assert.ok(!isQuota('QuotaExceededError'));
});

const ROW0 = { white: 0, black: 0, draw: 0 };
/** parseStats's answer: the knight board's counts, the traditional board's, the ids. */
const stats = (knight, games = [], traditional = ROW0) => ({
  tables: { knight, traditional, 'knight.match': ROW0, 'traditional.match': ROW0 },
  games,
});

test('statistics: negative, huge, fractional or textual counts are zero, the others kept', () => {
  const text = JSON.stringify({ version: 1, white: -3, black: 2, draw: 1, games: ['a', 7, 'x'.repeat(65), 'b'] });
  assert.deepEqual(parseStats(text), stats({ white: 0, black: 2, draw: 1 }, ['a', 'b']));
  assert.deepEqual(parseStats(JSON.stringify({ version: 1, white: 1e300, black: 2 ** 53, draw: 4 })),
    stats({ white: 0, black: 0, draw: 4 }));
  assert.deepEqual(parseStats(JSON.stringify({ version: 1, white: 1.5, black: '3', draw: null })), stats(ROW0));
  // The traditional board's counts, checked the same way; a damaged table is zero.
  assert.deepEqual(parseStats(JSON.stringify({ version: 1, white: 1, black: 0, draw: 0, traditional: { white: 2, black: -1, draw: 3 } })),
    stats({ white: 1, black: 0, draw: 0 }, [], { white: 2, black: 0, draw: 3 }));
  assert.deepEqual(parseStats(JSON.stringify({ version: 1, white: 1, black: 0, draw: 0, traditional: 'lots' })),
    stats({ white: 1, black: 0, draw: 0 }));
});

test('statistics: truncated JSON, another version or not an object is all zero', () => {
  for (const text of ['{"version":1,"white":4', JSON.stringify({ version: 2, white: 4 }), 'null', '[]', '"x"', null]) {
    assert.deepEqual(parseStats(text), stats(ROW0), String(text));
  }
});

test('statistics keep only the last 50 counted game ids', () => {
  const games = Array.from({ length: 80 }, (_, i) => `g${i}`);
  assert.deepEqual(parseStats(JSON.stringify({ version: 1, white: 1, black: 0, draw: 0, games })).games, games.slice(30));
});

test('players settings: each bad field falls back to its default', () => {
  assert.deepEqual(sanitize({ mode: 'ai', level: '9', human: 'green', first: 'black' }), { ...DEFAULTS, mode: 'ai', first: 'black' });
  assert.deepEqual(sanitize('ai'), DEFAULTS);
  assert.deepEqual(sanitize(null), DEFAULTS);
});

test('the share link keeps any record in the fragment and reads it back', () => {
  for (const record of ['1. a1-c2 e5-d3', '[Position "bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1"]\n1. a1-c2', '1. @b1 & + # %']) {
    assert.equal(recordFromHash(hashFor(record)), record);
  }
  assert.equal(hashFor('1. a1-c2 e5-d3'), '#game=1.+a1-c2+e5-d3');
  assert.equal(hashFor(''), '');
  assert.equal(recordFromHash(''), null);
  assert.equal(recordFromHash('#other=1'), null);
  assert.equal(recordFromHash('#game='), null);
  assert.equal(linkFor('https://x.example/jarmo/?lang=de#old', '1. a1-c2'), 'https://x.example/jarmo/?lang=de#game=1.+a1-c2');
  assert.equal(linkFor('https://x.example/jarmo/#game=1', ''), 'https://x.example/jarmo/');
});

const noNames = { white: '', black: '' };

test('the fragment holds this tab\'s game: its record, id and players, each read back', () => {
  const players = { mode: 'ai', level: 6, human: 'black', first: 'white' };
  const hash = hashFor('1. a1-c2', { id: 'K3x9QpLm2a', players });
  assert.equal(hash, '#game=1.+a1-c2&id=K3x9QpLm2a&mode=ai&level=6&color=black');
  assert.deepEqual(readFragment(hash),
    { record: '1. a1-c2', id: 'K3x9QpLm2a', players: { mode: 'ai', level: 6, human: 'black' }, friend: false, names: noNames });
  // Two players need no level or colour; a share link holds the record alone.
  assert.equal(hashFor('1. a1-c2', { players: { mode: 'hotseat' } }), '#game=1.+a1-c2&mode=hotseat');
  assert.deepEqual(readFragment('#game=1.+a1-c2'), { record: '1. a1-c2', id: null, players: null, friend: false, names: noNames });
  // A hand-edited address loses only what is not valid.
  assert.deepEqual(readFragment('#game=1.+a1-c2&id=a%20b&mode=ai&level=12&color=green'),
    { record: '1. a1-c2', id: null, players: { mode: 'ai' }, friend: false, names: noNames });
  assert.deepEqual(readFragment('#mode=robot&game=x').players, null);
});

test('a friend\'s link is the game: a record, an id and the names, as plain text of at most 24 characters', () => {
  const hash = friendHash('a1-c2 e5-d3', 'K3x9QpLm2a', { white: 'Anna', black: 'Ben' });
  assert.equal(hash, '#game=a1-c2+e5-d3&id=K3x9QpLm2a&w=Anna&b=Ben');
  assert.deepEqual(readFragment(hash),
    { record: 'a1-c2 e5-d3', id: 'K3x9QpLm2a', players: null, friend: true, names: { white: 'Anna', black: 'Ben' } });
  // Names are optional; an id without a mode makes it a friend's game.
  assert.equal(friendHash('a1-c2', 'abc', noNames), '#game=a1-c2&id=abc');
  assert.equal(readFragment('#game=a1-c2&id=abc').friend, true);
  // Markup is text, control characters go, and a long name is cut.
  const odd = readFragment(`#game=a1-c2&id=abc&w=${encodeURIComponent('<b>Anna</b>\u0007')}&b=${'x'.repeat(40)}`);
  assert.equal(odd.names.white, '<b>Anna</b>');
  assert.equal(odd.names.black, 'x'.repeat(24));
  assert.equal(cleanName('  Ann\n  Marie  '), 'Ann Marie');
  assert.equal(friendLink('https://portal.example/play?x=1#old', 'a1-c2', 'abc', { white: 'Anna', black: '' }),
    'https://portal.example/play?x=1#game=a1-c2&id=abc&w=Anna');
});

test('a new game id is ten letters and digits, fit for the address and the save', () => {
  const ids = new Set(Array.from({ length: 200 }, newGameId));
  assert.equal(ids.size, 200);
  for (const id of ids) assert.match(id, /^[A-Za-z0-9]{10}$/);
});

test('record tags: the date, who played each side and the result', () => {
  const date = new Date(2026, 0, 5);
  assert.equal(recordDate(date), '2026.01.05');
  const going = { over: false };
  assert.deepEqual(recordTags(going, { mode: 'hotseat', human: 'white', level: 4 }, date),
    { Event: 'Jarmo', Date: '2026.01.05', White: 'Player', Black: 'Player', Result: '*' });
  const over = { over: true, result: { text: 'white 5-4' } };
  assert.deepEqual(recordTags(over, { mode: 'ai', human: 'white', level: 7 }, date),
    { Event: 'Jarmo', Date: '2026.01.05', White: 'Player', Black: 'Computer level 7', Result: 'white 5-4' });
});

const entry = (id, updated, more = {}) => ({
  id, seat: 'white', names: { white: 'Anna', black: 'Ben' }, record: 'a1-c2', turn: 'black', plies: 1, over: false, winner: null, updated, ...more,
});

test('my games: kept per id, the last changed first, each bad entry left out on its own', () => {
  const data = new Map();
  const storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, v), removeItem: (k) => data.delete(k) };
  const store = createFriendStore(storage);
  store.put(entry('g1', 1));
  store.put(entry('g2', 2, { seat: null }));
  store.put(entry('g1', 3, { record: 'a1-c2 e5-d3', plies: 2, turn: 'white' }));
  assert.deepEqual(store.list().map((g) => [g.id, g.plies]), [['g1', 2], ['g2', 1]]);
  assert.equal(store.get('g2').seat, null);
  store.remove('g2');
  assert.deepEqual(store.list().map((g) => g.id), ['g1']);
  assert.throws(() => store.put({ id: 'bad id' }), /not a friend game/);

  // Damage: one bad entry is left out, the rest read; other versions and bad JSON are none.
  const stored = JSON.parse(data.get(FRIENDS_KEY));
  stored.games.push({ id: 'x', seat: 'green' }, entry('g3', 5, { names: { white: '<i>Eve</i>', black: 7 } }));
  assert.deepEqual(parseFriends(JSON.stringify(stored)).games.map((g) => [g.id, g.names.white, g.names.black]),
    [['g1', 'Anna', 'Ben'], ['g3', '<i>Eve</i>', '']]);
  assert.deepEqual(parseFriends('{"version":2,"games":[]}'), { games: [], problem: 'version' });
  assert.deepEqual(parseFriends('{"version":1,'), { games: [], problem: 'json' });
  assert.deepEqual(parseFriends('[]'), { games: [], problem: 'shape' });
  assert.deepEqual(parseFriends(null), { games: [], problem: 'none' });

  // A game of a match keeps its match; a damaged match costs the game nothing but its match.
  const match = { id: 'M4tch', games: 2, index: 1, results: [[5, 4]] };
  const games = parseFriends(JSON.stringify({ version: 1, games: [
    entry('M4tch-2', 9, { match }), entry('M4tch-1', 8, { match: { ...match, results: [['5', 4]] } }), entry('g4', 7, { match: 'x' }),
  ] })).games;
  assert.deepEqual(games.map((g) => [g.id, g.match]), [['M4tch-2', match], ['M4tch-1', null], ['g4', null]]);
});

test('my games: a full storage is said once and loses nothing saved before', () => {
  const data = new Map();
  let full = false;
  const storage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      data.set(k, v);
    },
  };
  let told = 0;
  const store = createFriendStore(storage, { onQuota: () => { told += 1; } });
  store.put(entry('g1', 1));
  full = true;
  store.put(entry('g2', 2));
  store.put(entry('g3', 3));
  assert.equal(told, 1, 'said once');
  assert.deepEqual(parseFriends(data.get(FRIENDS_KEY)).games.map((g) => g.id), ['g1'], 'what was saved stays');
  assert.deepEqual(store.list().map((g) => g.id), ['g3', 'g2', 'g1'], 'the visit goes on with every game');
});

test('a name keeps no mark that turns the direction of the text: U+202E cannot reverse a sentence', () => {
  for (const mark of ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
    assert.equal(cleanName(`An${mark}na`), 'Anna', `U+${mark.codePointAt(0).toString(16)}`);
  }
  assert.equal(cleanName('\u202eneB'), 'neB');
  // Right-to-left letters are a name, and stay.
  assert.equal(cleanName('שרה'), 'שרה');
  assert.equal(readFragment(`#game=a1-c2&id=abc&w=${encodeURIComponent('\u202eAnna')}`).names.white, 'Anna');
  // What is stored is read the same way.
  const stored = { version: 1, games: [entry('g1', 1, { names: { white: 'A\u2067nn', black: 'B\u200fen' } })] };
  assert.deepEqual(parseFriends(JSON.stringify(stored)).games[0].names, { white: 'Ann', black: 'Ben' });
});

test('my games: 30 000 stored entries are read as the first MAX_GAMES; no more than 4 x MAX_GAMES are looked at', () => {
  const many = Array.from({ length: 30000 }, (_, i) => entry(`g${i}`, 30000 - i));
  const { games, problem } = parseFriends(JSON.stringify({ version: 1, games: many }));
  assert.equal(problem, 'none');
  assert.deepEqual(games.map((g) => g.id), many.slice(0, MAX_GAMES).map((g) => g.id));
  // Bad entries first: those past the first 4 x MAX_GAMES are not read, good or not.
  const late = [...Array.from({ length: 4 * MAX_GAMES }, () => ({ id: 'bad id' })), ...many];
  assert.deepEqual(parseFriends(JSON.stringify({ version: 1, games: late })).games, []);
  const early = [...Array.from({ length: 4 * MAX_GAMES - 3 }, () => ({ id: 'bad id' })), ...many];
  assert.deepEqual(parseFriends(JSON.stringify({ version: 1, games: early })).games.map((g) => g.id), ['g0', 'g1', 'g2']);
  // The store lists no more either.
  const storage = { getItem: () => JSON.stringify({ version: 1, games: many }), setItem: () => {} };
  assert.equal(createFriendStore(storage).list().length, MAX_GAMES);
});

test('my games: at most MAX_GAMES, the oldest go first', () => {
  const store = createFriendStore(null);
  for (let i = 0; i < MAX_GAMES + 5; i++) store.put(entry(`g${i}`, i));
  const ids = store.list().map((g) => g.id);
  assert.equal(ids.length, MAX_GAMES);
  assert.equal(ids.at(-1), 'g5');
});

test('my games: over MAX_GAMES the oldest finished games go first, then the oldest', () => {
  const store = createFriendStore(null);
  store.put(entry('going-old', 0));
  for (let i = 1; i < MAX_GAMES; i++) store.put(entry(`done${i}`, i, { over: true, winner: 'white' }));
  store.put(entry('new1', 1000));
  store.put(entry('new2', 1001));
  const ids = store.list().map((g) => g.id);
  assert.equal(ids.length, MAX_GAMES);
  assert.ok(ids.includes('going-old'), 'a game still going outlives finished ones');
  assert.ok(!ids.includes('done1') && !ids.includes('done2') && ids.includes('done3'), 'the two oldest finished went');
});

test('my games: how many moves the friend has (sent) is kept, and taken as every move where an older page kept none', () => {
  const store = createFriendStore(null);
  store.put(entry('g1', 1, { record: 'a1-c2 e5-d3', plies: 2, sent: 1 }));
  store.put(entry('g2', 2, { record: 'a1-c2 e5-d3', plies: 2 }));
  store.put(entry('g3', 3, { record: 'a1-c2 e5-d3', plies: 2, sent: 9 }));
  assert.deepEqual(store.list().map((g) => [g.id, g.sent]), [['g3', 2], ['g2', 2], ['g1', 1]]);
});

test('games put aside: kept per id, the last first, at most MAX_ASIDE, each bad entry left out on its own', () => {
  const data = new Map();
  const storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, String(v)), removeItem: (k) => data.delete(k) };
  const store = createAsideStore(storage);
  const game = (id, updated) => ({ id, record: '1. a1-c2', players: { mode: 'ai', level: 3, human: 'white', first: 'white' }, plies: 1, turn: 'black', updated });
  for (let i = 0; i < MAX_ASIDE + 3; i++) store.put(game(`g${i}`, i));
  assert.deepEqual(store.list().map((g) => g.id), Array.from({ length: MAX_ASIDE }, (_, i) => `g${MAX_ASIDE + 2 - i}`));
  store.remove('g12');
  assert.equal(store.get('g12'), null);
  assert.throws(() => store.put({ id: 'no good' }), /not a game to put aside/);
  const stored = JSON.parse(data.get(ASIDE_KEY));
  stored.games.unshift({ id: 'x', record: 5 }, { ...game('evil', 99), players: { mode: 'god', level: 99 } });
  assert.deepEqual(parseAside(JSON.stringify(stored)).slice(0, 2).map((g) => [g.id, g.players.mode, g.players.level]),
    [['evil', 'hotseat', 4], ['g11', 'ai', 3]], 'bad players fall back field by field');
  assert.deepEqual(parseAside('{"version":2,"games":[]}'), []);
  assert.deepEqual(parseAside('not json'), []);
  // A huge list is read only as far as it needs.
  const huge = JSON.stringify({ version: 1, games: Array.from({ length: 30000 }, (_, i) => game(`h${i}`, i)) });
  assert.equal(parseAside(huge).length, MAX_ASIDE);
  // The last game removed leaves nothing stored.
  for (const g of store.list()) store.remove(g.id);
  assert.equal(data.has(ASIDE_KEY), false);
});

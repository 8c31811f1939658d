// Damaged stored data never breaks the page: for each kind of damage the page opens,
// says so where the player lost something (a saved game that cannot be resumed), keeps
// whatever is still good, and plays on. The page's opening, controller, keepers and
// statistics driven without a browser (tests/unit/lib/device.mjs), on a storage the test
// damages; e2e/storage.test.mjs keeps one real page's check for each stored thing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryStorage, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { START, WHITE_WINS } from '../lib/games.mjs';
import { SAVE_KEY } from '../../www/storage/save.js';
import { STATS_KEY } from '../../www/storage/stats.js';
import { importErrorText } from '../../www/panels/notices.js';
import { createI18n } from '../../www/i18n/i18n.js';
import { errorTexts, setTranslator, t } from '../../www/i18n/lang.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
await errorTexts();

useMockClock();

const AFTER_2 = 'bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1';
const PLAYERS = { mode: 'hotseat', human: 'white', level: 4, first: 'white', board: 'knight', match: 1 };
const save = (fields) => JSON.stringify({ version: 1, id: 'game-1', record: '1. a1-c2 e5-d3', players: PLAYERS, ...fields });

/** A returning visitor's page at the plain address, with `items` in its storage. */
async function reopenWith(items) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  const device = openDevice(SITE, { storage });
  await settle(device);
  return device;
}

/**
 * What the page says of the save on opening: boot/game.js's notice for a save it could
 * not read (save.problem.<problem>), else the controller's for a record it could not
 * resume; null when nothing was lost.
 */
function saveNotice(device) {
  if (device.saved.problem !== 'none') return t(`save.problem.${device.saved.problem}`);
  const notice = device.view.notices.get('save-problem');
  if (!notice) return null;
  return t(notice.text, notice.error === null ? notice.params : { ...notice.params, reason: importErrorText(notice.error) });
}

/** The page plays on: a move is taken and saved as a readable save. */
async function playsOn(device) {
  const before = device.moves().length;
  const move = device.snap().state.position === START ? 'a1-c2' : 'b1-a3';
  device.move(move);
  await settle(device);
  assert.equal(device.moves().length, before + 1);
  const stored = JSON.parse(device.storage.getItem(SAVE_KEY));
  assert.equal(stored.version, 1);
  assert.ok(stored.record.endsWith(move), stored.record);
}

for (const [damage, value, words] of [
  ['truncated', save().slice(0, 30), /damaged and could not be read, so a new game has started/],
  ['fields of the wrong type', save({ id: 42, record: ['a1-c2'], players: 'ai' }), /damaged/],
  ['null', 'null', /damaged/],
  ['an array', '[1,2]', /damaged/],
  ['a string', '"1. a1-c2"', /damaged/],
  ['a number', '12', /damaged/],
  ['an old version', save({ version: 0 }), /another version of Jarmo/],
  ['an illegal move', save({ record: '1. a1-c2 e5-d3 2. c2-c3' }), /could not be resumed.*Line 1, move 2: No line joins c2 and c3/],
]) {
  test(`a save with ${damage} starts a new game and says why`, async () => {
    const device = await reopenWith({ [SAVE_KEY]: value });
    assert.match(saveNotice(device) ?? '(nothing said)', words);
    assert.equal(device.snap().state.position, START);
    await playsOn(device);
  });
}

test('a save with unknown keys resumes its game, and says nothing', async () => {
  const device = await reopenWith({ [SAVE_KEY]: save({ savedBy: 'Jarmo 9', extra: [1, 2] }) });
  assert.equal(saveNotice(device), null);
  assert.equal(device.view.notices.size, 0);
  assert.equal(device.snap().state.position, AFTER_2);
  assert.deepEqual(device.moves(), ['a1-c2', 'e5-d3']);
  await playsOn(device);
});

test('a save with bad player settings resumes its game with the defaults', async () => {
  const device = await reopenWith({ [SAVE_KEY]: save({ players: { mode: 'robot', human: 'green', level: 99, first: null } }) });
  assert.equal(device.snap().state.position, AFTER_2);
  assert.deepEqual(device.players.get(), PLAYERS);
  await playsOn(device);
});

test('a save of a finished game starts the next one without counting it again, and says nothing', async () => {
  const device = await reopenWith({
    [SAVE_KEY]: save({ record: WHITE_WINS.join(' ') }),
    [STATS_KEY]: JSON.stringify({ version: 1, white: 1, black: 0, draw: 0, games: ['game-1'] }),
  });
  assert.equal(device.snap().state.position, START);
  assert.equal(saveNotice(device), null);
  assert.equal(device.view.notices.size, 0);
  assert.deepEqual(device.recorded, []);
  assert.equal(device.stats.counts().white, 1);
  await playsOn(device);
});

test('damaged statistics keep the good counts, and count the next game', async () => {
  const negative = await reopenWith({ [STATS_KEY]: JSON.stringify({ version: 1, white: -3, black: 2, draw: 1 }) });
  assert.deepEqual(negative.stats.counts(), { white: 0, black: 2, draw: 1, games: [] });
  const huge = await reopenWith({ [STATS_KEY]: JSON.stringify({ version: 1, white: 1e300, black: 2.5, draw: 9007199254740993 }) });
  assert.deepEqual(huge.stats.counts(), { white: 0, black: 0, draw: 0, games: [] });
  const truncated = await reopenWith({ [STATS_KEY]: '{"version":1,"white":12,"bla' });
  assert.deepEqual(truncated.stats.counts(), { white: 0, black: 0, draw: 0, games: [] });
  for (const move of WHITE_WINS) truncated.move(move);
  await settle(truncated);
  assert.equal(JSON.parse(truncated.storage.getItem(STATS_KEY)).white, 1);
});

test('damaged player settings fall back to the defaults', async () => {
  const device = await reopenWith({ 'jarmo.players.v1': '{"mode":"ai","level":"9","human":"green"' });
  assert.deepEqual(device.players.get(), PLAYERS);
  await playsOn(device);
});

// Damaged stored data never breaks the page: for each kind of damage the page opens
// without an uncaught exception, says so where the player lost something (a saved
// game that cannot be resumed), keeps whatever is still good, and plays on. Every kind
// of damage is checked without a browser by tests/unit/damaged.test.mjs; here, a real
// page's storage for each thing stored (the save, the statistics, the settings). A save
// resumed after a reload: e2e/records.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START, assertNoErrors, moves, openGame, playersShown, playMoves, position, sleep, typeMove, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const PLAYERS = { mode: 'hotseat', human: 'white', level: 4, first: 'white' };
const save = (fields) => JSON.stringify({ version: 1, id: 'game-1', record: '1. a1-c2 e5-d3', players: PLAYERS, ...fields });

/**
 * Opens the page once (fresh storage), puts `items` into its localStorage, and opens
 * it again at the plain address: the page then reads them as a returning visitor's.
 */
async function reopenWith(items) {
  const first = await openGame(env);
  // The page saves its new game in a task after its start, and a script of the test can
  // run before that task (Firefox once did): the page's save would then replace the
  // damage. So the damage comes after the page's own save.
  await first.page.waitFor(() => localStorage.getItem('jarmo.game.v1') !== null, null, { what: "the page's own save" });
  await first.page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await first.page.goto(env.server.url);
  await first.page.waitForSelector('body.ready');
  return first;
}

const noticeText = (page, key) => page.text(`.toast[data-key="${key}"]`);

/** The page plays on: a move is taken and saved as a readable save. */
async function playsOn(page) {
  const before = (await moves(page)).length;
  const move = (await position(page)) === START ? 'a1-c2' : 'b1-a3';
  await typeMove(page, move);
  assert.equal((await moves(page)).length, before + 1);
  // The save is written in a task after the move's.
  await page.waitFor((m) => JSON.parse(localStorage.getItem('jarmo.game.v1')).record.endsWith(m), move);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.game.v1')));
  assert.equal(stored.version, 1);
}

test('a_truncated_save_starts_a_new_game_with_a_notice', everyEngine('storage'), async () => {
  const { page } = await reopenWith({ 'jarmo.game.v1': save().slice(0, 30) });
  assert.match(await noticeText(page, 'save-problem'), /damaged and could not be read, so a new game has started/);
  assert.equal(await position(page), START);
  await playsOn(page);
  await assertNoErrors(page);
  await page.close();
});

test('a_save_with_an_illegal_move_names_it_and_starts_a_new_game', sameInEveryEngine(), async () => {
  const { page } = await reopenWith({ 'jarmo.game.v1': save({ record: '1. a1-c2 e5-d3 2. c2-c3' }) });
  assert.match(await noticeText(page, 'save-problem'), /could not be resumed.*Line 1, move 2: No line joins c2 and c3/);
  assert.equal(await position(page), START);
  await playsOn(page);
  await assertNoErrors(page);
  await page.close();
});

test('a_save_of_a_finished_game_starts_the_next_one_without_counting_it_again', sameInEveryEngine(), async () => {
  const record = WHITE_WINS.join(' ');
  const { page } = await reopenWith({
    'jarmo.game.v1': save({ record }),
    'jarmo.stats.v1': JSON.stringify({ version: 1, white: 1, black: 0, draw: 0, games: ['game-1'] }),
  });
  assert.equal(await position(page), START);
  assert.equal(await page.count('.toast'), 0, 'nothing was lost: no notice');
  await sleep(300);
  assert.equal(await page.text('#stats-total'), '1');
  await playsOn(page);
  await assertNoErrors(page);
  await page.close();
});

test('truncated_statistics_start_from_zero_and_count_the_next_game', sameInEveryEngine(), async () => {
  const { page } = await reopenWith({ 'jarmo.stats.v1': '{"version":1,"white":12,"bla' });
  assert.equal(await page.text('#stats-total'), '0');
  await playMoves(page, WHITE_WINS);
  await page.waitFor(() => document.getElementById('stats-total').textContent === '1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.stats.v1')));
  assert.equal(stored.white, 1);
  await assertNoErrors(page);
  await page.close();
});

test('corrupted_players_language_and_theme_settings_fall_back_to_their_defaults', everyEngine('storage'), async () => {
  const { page } = await reopenWith({
    'jarmo.players.v1': '{"mode":"ai","level":"9","human":"green"',
    'jarmo.lang': '{"x":1}',
    'jarmo.theme': 'purple',
  });
  assert.equal((await playersShown(page)).mode, 'hotseat');
  assert.equal(await page.attr('html', 'lang'), 'en');
  await playsOn(page);
  await assertNoErrors(page);
  await page.close();
});

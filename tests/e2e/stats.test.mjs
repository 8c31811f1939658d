// The statistics of finished games: kept in localStorage under a versioned key, shown
// with shares to two decimals, recovered from bad data, kept in memory (and said to be
// unsaved) without storage, shared between tabs without losing a count, reset only
// after a question.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, openGame, playMoves, settle, shot, typeMove, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const KEY = 'jarmo.stats.v1';

const text = (page, id) => page.text(`#${id}`);
const total = (page, n) => page.waitFor((want) => document.getElementById('stats-total').textContent === want, String(n),
  { what: `${n} games in the statistics` });
const stored = (page) => page.evaluate((key) => localStorage.getItem(key), KEY);
/** The stored counts without the ids of the games counted (see counted()). */
const storedCounts = async (page) => {
  const { games, ...counts } = JSON.parse(await stored(page));
  return counts;
};
const counted = async (page) => JSON.parse(await stored(page)).games.length;
const store = (page, value) => page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, value]);

async function playToTheEnd(page, last = true) {
  await playMoves(page, WHITE_WINS.slice(0, last ? undefined : -1));
}

test('statistics_show_each_share_with_two_decimals_and_survive_a_reload', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await store(page, JSON.stringify({ version: 1, white: 3, black: 2, draw: 2 }));
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await text(page, 'stats-white'), '3 (42.86%)');
  assert.equal(await text(page, 'stats-black'), '2 (28.57%)');
  assert.equal(await text(page, 'stats-draw'), '2 (28.57%)');
  assert.equal(await text(page, 'stats-total'), '7');
  await playToTheEnd(page);
  await total(page, 8);
  assert.equal(await text(page, 'stats-white'), '4 (50.00%)');
  assert.deepEqual(await storedCounts(page), { version: 1, white: 4, black: 2, draw: 2 });
  assert.equal(await counted(page), 1);
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await text(page, 'stats-total'), '8');
  await assertNoErrors(page);
  await page.close();
});

test('corrupted_or_old_statistics_start_from_zero_without_an_error', everyEngine('storage'), async () => {
  const { page } = await openGame(env);
  for (const bad of ['{not json', '"text"', 'null', '[]', JSON.stringify({ version: 0, white: 5, black: 1, draw: 0 }),
    JSON.stringify({ version: 1, white: -1, black: 0, draw: 0 }), JSON.stringify({ version: 1, white: 2.5, black: 0, draw: 0 })]) {
    await store(page, bad);
    await page.reload();
    await page.waitForSelector('body.ready');
    assert.equal(await text(page, 'stats-total'), '0', `start from zero after ${bad}`);
    assert.equal(await text(page, 'stats-white'), '0 (0.00%)');
    assert.equal(await page.hidden('#stats-note'), true);
  }
  // Counting goes on from zero and writes good data over the bad.
  await playToTheEnd(page);
  await total(page, 1);
  assert.deepEqual(await storedCounts(page), { version: 1, white: 1, black: 0, draw: 0 });
  await assertNoErrors(page);
  await page.close();
});

test('without_storage_the_game_plays_and_the_panel_says_the_counts_are_not_saved', everyEngine('storage'), async () => {
  for (const [name, init] of [
    // A sandboxed iframe or blocked cookies: touching localStorage throws.
    ['throwing localStorage', () => Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    })],
    // A full quota or private mode: reading works, writing throws.
    ['throwing setItem', () => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; }],
  ]) {
    const { page } = await openGame(env, { init });
    assert.equal(await page.visible('#stats-note'), true, name);
    assert.match(await text(page, 'stats-note'), /Not saved/);
    await playToTheEnd(page);
    await total(page, 1);
    assert.equal(await text(page, 'stats-white'), '1 (100.00%)');
    assert.equal(await page.text('#end-title'), 'White wins');
    await page.click('#end-new-game');
    await typeMove(page, 'a1-c2');
    assert.equal(await page.text('#move-error'), '');
    if (name === 'throwing localStorage') {
      await settle(page);
      await shot(page, 'desktop-not-saved');
    }
    await assertNoErrors(page);
    await page.close();
  }
});

test('a_change_in_another_tab_shows_up', everyEngine('storage'), async () => {
  const { page: first } = await openGame(env);
  const second = await first.tab();
  await second.goto(env.server.url);
  await second.waitForSelector('body.ready');
  await playToTheEnd(second);
  await total(second, 1);
  // The first tab learns of it through the storage event, without a reload.
  await total(first, 1);
  assert.equal(await text(first, 'stats-white'), '1 (100.00%)');
  await assertNoErrors(first);
  await assertNoErrors(second);
  await first.close();
});

test('two_tabs_finishing_games_at_the_same_time_both_count', everyEngine('storage'), async () => {
  const { page: first } = await openGame(env);
  await store(first, JSON.stringify({ version: 1, white: 0, black: 5, draw: 0 }));
  await first.reload();
  await first.waitForSelector('body.ready');
  const second = await first.tab();
  await second.goto(env.server.url);
  await second.waitForSelector('body.ready');
  await playToTheEnd(first, false);
  await playToTheEnd(second, false);
  // Both tabs show 5 games; each must add its own game to what is stored then.
  await Promise.all([typeMove(first, WHITE_WINS.at(-1)), typeMove(second, WHITE_WINS.at(-1))]);
  await total(first, 7);
  await total(second, 7);
  assert.deepEqual(await storedCounts(first), { version: 1, white: 2, black: 5, draw: 0 });
  assert.equal(await counted(first), 2, 'two games, two ids');
  await assertNoErrors(first);
  await assertNoErrors(second);
  await first.close();
});

test('reset_asks_first_and_then_clears_the_counts', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await store(page, JSON.stringify({ version: 1, white: 1, black: 1, draw: 1 }));
  await page.reload();
  await page.waitForSelector('body.ready');
  await page.click('#stats-reset');
  assert.equal(await page.visible('#confirm-reset'), true);
  await settle(page);
  await shot(page, 'desktop-reset-question');
  await page.click('#confirm-reset button[value="cancel"]');
  assert.equal(await text(page, 'stats-total'), '3');
  await page.click('#stats-reset');
  await page.press('Escape');
  assert.equal(await text(page, 'stats-total'), '3', 'Escape keeps the counts too');
  await page.click('#stats-reset');
  await page.click('#confirm-reset button[value="reset"]');
  await total(page, 0);
  assert.equal(await text(page, 'stats-white'), '0 (0.00%)');
  assert.deepEqual(await storedCounts(page), { version: 1, white: 0, black: 0, draw: 0 });
  await assertNoErrors(page);
  await page.close();
});

// The game comes first: the side panel shows the game (both players, whose turn it is,
// undo, redo, hint and the moves), the settings wait in one menu and the players'
// choices in the New game dialog. Nothing scrolls the page from 280 x 280 up, and in a
// 16:9 frame of 800 x 450 the board and the move list are both in sight.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, clickCircle, moves, openFramed, openGame, openNewGame, openSettings, overflow, settle, shot, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';

const env = useBrowser();

/** Whether the element is entirely inside the viewport and nothing covers its centre. */
const inSight = (target, selector) => target.evaluate((sel) => {
  const el = document.querySelector(sel);
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {
    inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 && r.width > 0,
    uncovered: Boolean(top) && (top === el || el.contains(top)),
  };
}, selector);

const SIZES = [[280, 280], [320, 480], [390, 844], [800, 450], [1024, 600], [1280, 800], [1920, 1080]];

for (const [width, height] of SIZES) {
  test(`at_${width}x${height}_nothing_scrolls_the_page_and_the_menus_fit`, async () => {
    const { page, frame } = await openFramed(env, { width, height, query: '?mode=hotseat&lang=de' });
    assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
    assert.deepEqual(await inSight(frame, '#board'), { inside: true, uncovered: true });
    // No form anywhere: a frame sandboxed without allow-forms refuses their submissions.
    assert.equal(await frame.count('form'), 0);
    await shot(page, `gamefirst-${width}x${height}`);
    for (const [open, dialog, close] of [
      [openSettings, '#settings', '#settings-close'],
      [openNewGame, '#new-dialog', '#new-dialog button[value="cancel"]'],
    ]) {
      await open(frame);
      const box = await frame.evaluate((sel) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
      }, dialog);
      assert.ok(box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width, `${dialog} fits: ${JSON.stringify(box)}`);
      assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
      await shot(page, `gamefirst-${width}x${height}-${dialog.slice(1)}`);
      await frame.click(close);
      await frame.waitForSelector(dialog, { hidden: true });
    }
    await assertNoErrors(page);
    await page.close();
  });
}

test('at_800x450_the_board_and_the_move_list_with_its_last_move_are_in_sight', async () => {
  const { page, frame } = await openFramed(env, { width: 800, height: 450, query: '?mode=hotseat&lang=en' });
  const played = WHITE_WINS.slice(0, 12);
  for (const move of played) {
    const [from, to] = move.split(/[-x]/);
    await clickCircle(frame, from);
    await clickCircle(frame, to);
  }
  assert.deepEqual(await moves(frame), played);
  await settle();
  for (const selector of ['#board', '#seat-white', '#seat-black', '#status', '#undo', '#redo', '#hint', '#record-title',
    '#record li:last-child button.move:last-of-type', '#view-end']) {
    assert.deepEqual(await inSight(frame, selector), { inside: true, uncovered: true }, `${selector} in sight`);
  }
  assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
  await shot(page, 'gamefirst-800x450-moves');
  await assertNoErrors(page);
  await page.close();
});

test('the_game_card_names_both_players_and_whose_turn_it_is', async () => {
  const { page } = await openGame(env, { query: '?mode=ai&color=black&level=3&first=black&lang=en' });
  assert.equal(await page.text('#who-white'), 'Computer, level 3');
  assert.equal(await page.text('#who-black'), 'You');
  assert.equal(await page.evaluate(() => document.getElementById('seat-black').classList.contains('to-move')), true);
  await typeMove(page, 'a5-b3');
  await page.waitFor(() => document.getElementById('seat-white').classList.contains('to-move')
    || document.querySelectorAll('#record button.move').length === 2);
  const { page: two } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  assert.deepEqual(await two.texts('.seat .who'), ['At this screen', 'At this screen']);
  await assertNoErrors(page);
  await assertNoErrors(two);
  await page.close();
  await two.close();
});

test('the_settings_menu_opens_from_the_keyboard_closes_on_escape_and_gives_the_focus_back', async () => {
  const { page } = await openGame(env, { query: '?lang=en' });
  await page.focus('#settings-open');
  await page.press('Enter');
  await page.waitForSelector('#settings');
  assert.equal(await page.evaluate(() => document.getElementById('settings').contains(document.activeElement)), true);
  await page.press('Escape');
  await page.waitForSelector('#settings', { hidden: true });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'settings-open');
  // Done closes it too; the language chosen there is the page's.
  await openSettings(page);
  await page.select('#language', 'fi');
  await page.waitFor(() => document.documentElement.lang === 'fi');
  await page.click('#settings-close');
  await page.waitForSelector('#settings', { hidden: true });
  assert.equal(await page.text('#new-game'), 'Uusi peli');
  await assertNoErrors(page);
  await page.close();
});

test('new_game_opens_the_players_choices_and_a_game_in_progress_is_lost_only_on_start', async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  // Nothing to lose: no warning, and Start has the focus.
  await openNewGame(page);
  assert.equal(await page.visible('#new-warning'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-start');
  await page.press('Escape');
  await page.waitForSelector('#new-dialog', { hidden: true });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-game');
  await typeMove(page, 'a1-c2');
  // A game in progress: the dialog says it ends; Cancel and Escape keep it.
  await openNewGame(page);
  assert.equal(await page.visible('#new-warning'), true);
  await page.check('#players-form input[name="mode"][value="ai"]');
  assert.equal(await page.visible('#players-form select[name="level"]'), true, 'the level, against the computer');
  await page.click('#new-dialog button[value="cancel"]');
  await page.waitForSelector('#new-dialog', { hidden: true });
  assert.deepEqual(await moves(page), ['a1-c2']);
  assert.equal(await page.text('#who-black'), 'At this screen', 'nothing changed');
  // Start: the new game with the players chosen.
  await openNewGame(page);
  assert.equal(await page.checked('#players-form input[name="mode"][value="hotseat"]'), true, 'the dialog shows the current players');
  await page.check('#players-form input[name="mode"][value="ai"]');
  await page.select('#players-form select[name="level"]', '2');
  await page.click('#new-start');
  await page.waitForSelector('#new-dialog', { hidden: true });
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.text('#who-black'), 'Computer, level 2');
  await assertNoErrors(page);
  await page.close();
});

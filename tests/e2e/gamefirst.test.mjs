// The game comes first: the side panel shows the game (both players, whose turn it is,
// undo, redo, hint and the moves), the settings wait in one menu and the players'
// choices in the New game dialog. Nothing scrolls the page from 280 x 280 up, and in a
// 16:9 frame of 800 x 450 the board and the move list are both in sight.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, clickCircle, holdAnswers, moves, movesReach, openFramed, openGame, openNewGame, openSettings, overflow,
  releaseAnswers, settle, shot, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';
import { levelLabel } from '../../www/panels/level-labels.js';
import { createI18n, loadCatalogs } from '../../www/i18n/i18n.js';
import laterEnglish from '../../www/i18n/en/later.js';

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
  test(`at_${width}x${height}_nothing_scrolls_the_page_and_the_menus_fit`, [280, 390, 800].includes(width) ? everyEngine('layout') : sameInEveryEngine(), async () => {
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

test('the_new_game_dialog_gives_each_level_its_rating_on_the_board_chosen_and_it_fits_a_phone', everyEngine('layout'), async () => {
  // Portuguese has the longest labels ("8 · o mais forte · aprox. 1750"); English the words of the issue.
  for (const [lang, width, height] of [['pt', 320, 480], ['pt', 390, 844], ['en', 320, 480]]) {
    const { catalogs, format } = await loadCatalogs(lang);
    if (lang === 'en') catalogs.en = { ...catalogs.en, ...laterEnglish };
    const { t } = createI18n(lang, catalogs, { format, warn: false });
    const labels = (board) => [1, 2, 3, 4, 5, 6, 7, 8].map((level) => levelLabel(t, level, board));
    const { page, frame } = await openFramed(env, { width, height, query: `?mode=ai&level=8&lang=${lang}` });
    await openNewGame(frame);
    const shown = () => frame.evaluate(() => [...document.querySelectorAll('#players-form select[name="level"] option')].map((o) => o.textContent));
    assert.deepEqual(await shown(), labels('knight'), `${lang}: the knight board's ratings`);
    if (lang === 'en') assert.match((await shown())[2], /^3 · about \d+$/);
    await frame.check('#players-form input[name="board"][value="traditional"]');
    assert.deepEqual(await shown(), labels('traditional'), `${lang}: the traditional board's ratings, once it is chosen`);
    await shot(page, `gamefirst-ratings-${lang}-${width}x${height}`);
    // The dialog stays inside the frame, and the level's field inside the dialog, as wide as its
    // longest label: a select squeezed to its row's width would cut the ratings off.
    const boxes = await frame.evaluate(() => Object.fromEntries(['#new-dialog', '#players-form .level-field', '#players-form select[name="level"]'].map((sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return [sel, { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width }];
    })));
    const dialog = boxes['#new-dialog'];
    const row = boxes['#players-form .level-field'];
    const select = boxes['#players-form select[name="level"]'];
    const at = `${lang} ${width}x${height}`;
    assert.ok(dialog.left >= 0 && dialog.right <= width && dialog.top >= 0 && dialog.bottom <= height, `${at}: the dialog fits: ${JSON.stringify(dialog)}`);
    assert.ok(select.left >= dialog.left && select.right <= dialog.right, `${at}: the level fits the dialog: ${JSON.stringify(select)}`);
    assert.ok(select.width < row.width - 1, `${at}: the level's select has room for its longest label: ${select.width} of ${row.width}`);
    assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
    await frame.click('#new-dialog button[value="cancel"]');
    await assertNoErrors(page);
    await page.close();
  }
});

test('at_800x450_the_board_and_the_move_list_with_its_last_move_are_in_sight', everyEngine('layout'), async () => {
  const { page, frame } = await openFramed(env, { width: 800, height: 450, query: '?mode=hotseat&lang=en' });
  const played = WHITE_WINS.slice(0, 12);
  for (const move of played) {
    const [from, to] = move.split(/[-x]/);
    await clickCircle(frame, from);
    await clickCircle(frame, to);
  }
  assert.deepEqual(await moves(frame), played);
  await settle(frame);
  for (const selector of ['#board', '#seat-white', '#seat-black', '#status', '#undo', '#redo', '#hint', '#record-title',
    '#record li:last-child button.move:last-of-type', '#view-end']) {
    assert.deepEqual(await inSight(frame, selector), { inside: true, uncovered: true }, `${selector} in sight`);
  }
  assert.deepEqual(await overflow(frame), { x: 0, y: 0 });
  await shot(page, 'gamefirst-800x450-moves');
  await assertNoErrors(page);
  await page.close();
});

test('the_game_card_names_both_players_and_whose_turn_it_is', sameInEveryEngine(), async () => {
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

/**
 * What the element says, and whether a player sees all of it: inside the frame and its
 * bar, not cut off, nothing over its centre (a hidden element is not hit there either).
 */
const said = (target, selector) => target.evaluate((sel) => {
  const el = document.querySelector(sel);
  const r = el.getBoundingClientRect();
  const bar = el.closest('.player').getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {
    text: el.textContent,
    inside: r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5
      && r.left >= bar.left && r.right <= bar.right && r.top >= bar.top - 0.5 && r.bottom <= bar.bottom + 0.5,
    whole: el.scrollWidth <= el.clientWidth,
    uncovered: Boolean(top) && (top === el || el.contains(top)),
  };
}, selector);

// Whose turn it is and that the computer thinks are said in the bars round the board,
// at every size: in a small frame the side panel (with its game card) is behind the
// menu button, and on a phone it starts below the board, where "thinking…" may be cut.
for (const [width, height] of [[320, 480], [360, 800], [375, 667], [390, 844]]) {
  for (const [lang, toMove, thinking] of [['en', 'to move', 'thinking…'], ['de', 'am Zug', 'denkt nach…']]) {
    test(`at_${width}x${height}_the_bars_say_whose_turn_it_is_and_that_the_computer_thinks_${lang}`, lang === 'en' && width === 320 ? everyEngine('layout') : sameInEveryEngine(), async () => {
      // The computer's answer is held (holdAnswers), so it thinks until released.
      const { page, frame } = await openFramed(env, { width, height, query: `?mode=ai&level=1&lang=${lang}`, init: holdAnswers });
      assert.deepEqual(await said(frame, '#player-white .to-move-tag'), { text: toMove, inside: true, whole: true, uncovered: true });
      await clickCircle(frame, 'a1');
      await clickCircle(frame, 'c2');
      await frame.waitFor(() => document.body.classList.contains('thinking'), null, { what: 'the computer to think' });
      assert.deepEqual(await said(frame, '#player-black .thinking-tag'), { text: thinking, inside: true, whole: true, uncovered: true });
      assert.equal((await said(frame, '#player-white .to-move-tag')).uncovered, false, 'White\'s bar does not say it is to move');
      await shot(page, `bars-${width}x${height}-${lang}-thinking`);
      await releaseAnswers(frame);
      await movesReach(frame, 2);
      await frame.waitFor(() => !document.body.classList.contains('thinking'));
      assert.deepEqual(await said(frame, '#player-white .to-move-tag'), { text: toMove, inside: true, whole: true, uncovered: true });
      assert.equal((await said(frame, '#player-black .thinking-tag')).uncovered, false, 'Black\'s bar thinks no more');
      await assertNoErrors(page);
      await page.close();
    });
  }
}

// A notice (here: a link that cannot be read) floats over the board's column, so that
// every button of the side panel beside the board can still be pressed.
for (const [width, height] of [[800, 450], [1024, 600], [1280, 800], [1920, 1080]]) {
  test(`at_${width}x${height}_a_notice_covers_none_of_the_side_panels_buttons`, width === 800 ? everyEngine('layout') : sameInEveryEngine(), async () => {
    const { page, frame } = await openFramed(env, { width, height, query: '?mode=hotseat&lang=de#game=zz' });
    await frame.waitForSelector('.toast');
    const overlaps = () => frame.evaluate(() => {
      const toasts = [...document.querySelectorAll('.toast')].map((t) => t.getBoundingClientRect());
      const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...document.querySelectorAll('.side button, .side a, .side select, .side input, .side textarea, .masthead button, .masthead a')]
        .filter((el) => el.checkVisibility())
        .filter((el) => toasts.some((t) => meets(t, el.getBoundingClientRect())))
        .map((el) => el.id || el.textContent.trim());
    });
    assert.deepEqual(await overlaps(), [], 'with the panel at its top');
    // And with the panel scrolled to its foot, where its last buttons are.
    await frame.evaluate(() => { const side = document.getElementById('side'); side.scrollTop = side.scrollHeight; });
    assert.deepEqual(await overlaps(), [], 'with the panel at its foot');
    assert.deepEqual(await inSight(frame, '.toast'), { inside: true, uncovered: true }, 'the notice is in sight');
    await shot(page, `notice-${width}x${height}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('the_settings_menu_opens_from_the_keyboard_closes_on_escape_and_gives_the_focus_back', everyEngine('input'), async () => {
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

test('new_game_opens_the_players_choices_and_a_game_in_progress_is_lost_only_on_start', sameInEveryEngine(), async () => {
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

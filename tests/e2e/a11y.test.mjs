// The game without a mouse and without sight: a whole move, a capture, a return and
// Escape with the keyboard alone, every move (the computer's too) said in the live
// region, the position in words, and axe-core finding no serious or critical problem
// in either theme.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertAxeClean, assertNoErrors, choosePlayers, focusCircle, loadAxe, moves, movesReach, openGame, openNewGame,
  openSettings, playMoves, position, settle, shot, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

/** Moves the board's keyboard focus to a circle (the harness follows a turned board). */
const goTo = (page, circle) => focusCircle(page, circle);

const said = (page) => page.text('#announce');
const focusText = (page) => page.text('#board-focus');

async function focusBoard(page) {
  await page.focus('#board');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
}

test('keyboard_alone_plays_a_step_and_a_capture_and_both_are_announced', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  assert.equal(await page.attr('#board', 'tabindex'), '0');
  await focusBoard(page);
  await goTo(page, 'c1');
  assert.match(await focusText(page), /^c1, White archer, can move$/);
  await page.press('Enter');
  await page.waitFor(() => /c1 picked up/.test(document.getElementById('board-focus').textContent));
  await goTo(page, 'b3');
  assert.match(await focusText(page), /^b3, empty, it can go here$/);
  await page.press('Enter');
  await page.waitFor(() => document.getElementById('announce').textContent !== '' && /c1 to b3/.test(document.getElementById('announce').textContent));
  assert.equal(await said(page), 'White: c1 to b3');
  assert.deepEqual(await moves(page), ['c1-b3']);

  // Black captures with Space, the other key that picks up and puts down.
  await goTo(page, 'c5');
  await page.press(' ');
  await goTo(page, 'b3');
  assert.match(await focusText(page), /^b3, White archer, it captures here$/);
  await page.press(' ');
  await page.waitFor(() => /captures/.test(document.getElementById('announce').textContent));
  assert.equal(await said(page), 'Black: c5 to b3, captures');
  assert.equal(await position(page), 'bb1bb/5/1B3/5/ww1ww w c1b3:1 c5b3:1');
  // The position in words follows every move.
  const description = await page.text('#board-desc');
  assert.match(description, /Black archers: b3 \(marked\), a5, b5, d5, e5\./);
  assert.match(description, /Captured: White 1, Black 0\. Points: White 4, Black 5\. White to move/);
  await settle(page);
  await shot(page, 'keyboard-capture');
  await assertNoErrors(page);
  await page.close();
});

test('escape_lets_go_of_a_picked_archer_and_the_next_enter_plays_nothing', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await focusBoard(page);
  await goTo(page, 'a1');
  await page.press('Enter');
  await page.press('Escape');
  await page.waitFor(() => document.getElementById('board-focus').textContent === 'Let go.');
  await goTo(page, 'c2');
  await page.press('Enter');
  await page.waitFor(() => /^c2, empty$/.test(document.getElementById('board-focus').textContent));
  assert.deepEqual(await moves(page), [], 'nothing was played');
  // An archer of the side not to move cannot be picked up.
  await goTo(page, 'a5');
  await page.press('Enter');
  assert.deepEqual(await moves(page), []);
  await assertNoErrors(page);
  await page.close();
});

test('r_starts_a_return_and_enter_puts_the_archer_on_the_chosen_home_circle', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await focusBoard(page);
  await page.press('r');
  await page.waitFor(() => document.getElementById('board-focus').textContent === 'No return is possible now.');
  await playMoves(page, ['c1-b3', 'c5xb3', 'b1-c3', 'e5-d3', 'c3xb5', 'd5-b4']);
  await focusBoard(page);
  await page.press('R');
  await page.waitFor(() => /^Return: choose a circle of your home row\./.test(document.getElementById('board-focus').textContent));
  assert.equal(await page.attr('#tray-white .returnable', 'aria-pressed'), 'true');
  await goTo(page, 'c1');
  await page.press('Enter');
  await page.waitFor(() => /returns/.test(document.getElementById('announce').textContent));
  assert.equal(await said(page), 'White returns an archer to c1');
  assert.deepEqual((await moves(page)).slice(6), ['@c1']);
  assert.equal(await position(page), 'bw3/1b3/1B1b1/5/w1www b - d5b4:1');
  await assertNoErrors(page);
  await page.close();
});

test('the_computers_moves_are_announced_too', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?mode=ai&level=1&color=white' });
  await focusBoard(page);
  await goTo(page, 'a1');
  await page.press('Enter');
  await goTo(page, 'c2');
  await page.press('Enter');
  await page.waitFor(() => /^Black: /.test(document.getElementById('announce').textContent), null, { timeout: 20000 });
  const [, reply] = await moves(page);
  const [from, to] = reply.split(/[-x]/);
  assert.match(await said(page), new RegExp(`^Black: ${from} to ${to}`));
  await assertNoErrors(page);
  await page.close();
});

test('keyboard_focus_is_visible_on_the_page_controls', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await page.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return { id: document.activeElement.id, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  assert.equal(outline.id, 'new-game');
  assert.notEqual(outline.style, 'none');
  assert.ok(outline.width >= 2, `outline ${outline.width}px`);
  await assertNoErrors(page);
  await page.close();
});

for (const theme of ['light', 'dark']) {
  test(`axe_finds_no_serious_or_critical_problem_in_the_${theme}_theme`, sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { colorScheme: theme });
    // A game under way: captured archers, a move list, the return button.
    await playMoves(page, ['c1-b3', 'c5xb3', 'b1-c3', 'e5-d3', 'c3xb5', 'd5-b4']);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), theme);
    await loadAxe(page);
    const check = (what) => assertAxeClean(page, what);
    await check('the game');
    await settle(page);
    await shot(page, `axe-${theme}`);
    // The settings menu and the New game dialog, open.
    await openSettings(page);
    await check('the settings menu');
    await page.press('Escape');
    await page.waitForSelector('#settings', { hidden: true });
    await openNewGame(page);
    await page.check('#players-form input[name="mode"][value="friend"]');
    await check('the New game dialog');
    await shot(page, `axe-${theme}-new-game`);
    await page.press('Escape');
    await page.waitForSelector('#new-dialog', { hidden: true });
    await assertNoErrors(page);
    await page.close();
  });
}

test('axe_finds_no_serious_or_critical_problem_on_the_analysis_board_and_the_puzzle_card', sameInEveryEngine(), async () => {
  const record = '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3';
  const { page } = await openGame(env, { query: `?analysis&lang=en#${new URLSearchParams({ analyse: record, at: 'a1-c2 b5-a3' })}` });
  await page.waitFor(() => document.querySelectorAll('#analysis-lines li').length === 3, null, { timeout: 30000, what: 'the engine\'s lines' });
  await loadAxe(page);
  await assertAxeClean(page, 'the analysis board');
  // The puzzle card with its theme boxes and the puzzles missed.
  await page.goto(`${env.server.url}?puzzle=3&lang=en`);
  await page.waitForSelector('body.ready');
  await page.click('#puzzle-solution');
  await page.waitFor(() => !document.getElementById('puzzle-replay').hidden);
  await loadAxe(page);
  await assertAxeClean(page, 'the puzzle card');
  await assertNoErrors(page);
  await page.close();
});

test('on_the_board_turned_for_black_the_arrow_keys_follow_the_screen', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await choosePlayers(page, { human: 'black', level: 1 });
  await movesReach(page, 1);
  await focusBoard(page);
  // The bottom left corner of the turned board is e5, Black's own corner.
  for (let i = 0; i < 4; i++) {
    await page.press('ArrowLeft');
    await page.press('ArrowDown');
  }
  await page.waitFor(() => /\be5\b/.test(document.getElementById('board-focus').textContent));
  await page.press('ArrowUp');
  await page.waitFor(() => /\be4\b/.test(document.getElementById('board-focus').textContent));
  await page.press('ArrowRight');
  await page.waitFor(() => /\bd4\b/.test(document.getElementById('board-focus').textContent));
  await assertNoErrors(page);
  await page.close();
});

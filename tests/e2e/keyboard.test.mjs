// A player with only a keyboard, and one with a screen reader: the focus is never lost
// and what is said matches the board. The glowing captured archer keeps the focus when
// the tray is redrawn and, pressed, goes on to the board; the end panel takes the focus
// and Escape closes it; the board says which circle has the focus when it gets it, and
// again after a move.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, focusCircle, keyMove, moves, openGame, playMoves, position, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();
const focused = (target) => target.evaluate(() => document.activeElement?.id || document.activeElement?.className || document.activeElement?.tagName);
const said = (target) => target.text('#board-focus');

test('the_board_says_its_focused_circle_when_it_gets_the_focus_and_after_a_move', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat' });
  await page.focus('#board');
  // The first focus lands on an archer that can move, and says so.
  await page.waitFor(() => document.getElementById('board-focus').textContent !== '');
  assert.match(await said(page), /^[a-e]1, White archer/);
  await keyMove(page, 'a1', 'c2');
  assert.deepEqual(await moves(page), ['a1-c2']);
  // After the move the focus (on c2) describes what is there now.
  await page.waitFor(() => document.getElementById('board-focus').textContent.startsWith('c2, White archer'));
  assert.doesNotMatch(await said(page), /empty/);
  await assertNoErrors(page);
  await page.close();
});

test('enter_on_the_glowing_captured_archer_keeps_the_focus_and_goes_on_to_the_board', everyEngine('input'), async () => {
  // White has three captured archers and a marked archer on its goal row: a return.
  const { page } = await openGame(env, { query: '?mode=hotseat&position=W3b/5/2w2/5/5%20w%20-%20-' });
  await page.focus('#tray-white .returnable');
  await page.press('Enter');
  // The return is started and the focus is on the board, on a home-row circle.
  await page.waitFor(() => document.activeElement?.id === 'board');
  await page.waitFor(() => /home row/i.test(document.getElementById('board-focus').textContent));
  assert.match(await said(page), /[a-e]1/);
  await page.press('Enter');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  assert.match((await moves(page))[0], /^@[a-e]1$/);
  assert.equal(await focused(page), 'board', 'the focus stays on the board');
  await assertNoErrors(page);
  await page.close();
});

test('a_second_press_on_the_glowing_captured_archer_lets_go_and_it_keeps_the_focus', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&position=W3b/5/2w2/5/5%20w%20-%20-' });
  // A click with the mouse selects the return; the tray is redrawn, and the archer
  // that was pressed by keyboard keeps the focus when pressed a second time.
  await page.click('#tray-white .returnable');
  assert.equal(await page.attr('#tray-white .returnable', 'aria-pressed'), 'true');
  await page.focus('#tray-white .returnable');
  await page.press('Enter');
  await page.waitFor(() => document.querySelector('#tray-white .returnable')?.getAttribute('aria-pressed') === 'false');
  assert.match(await focused(page), /returnable/, 'the redrawn archer has the focus, not the page');
  await assertNoErrors(page);
  await page.close();
});

test('the_end_panel_takes_the_focus_and_escape_closes_it', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat' });
  await playMoves(page, WHITE_WINS.slice(0, -1));
  // The last move, b2xd3, from the keyboard.
  await keyMove(page, 'b2', 'd3');
  assert.equal(await position(page), WHITE_WINS_FINAL);
  await page.waitForSelector('#end-panel');
  // Its first button, Rematch, has the focus.
  await page.waitFor(() => document.activeElement?.id === 'end-rematch');
  assert.equal(await page.attr('#end-panel', 'role'), 'dialog');
  await page.press('Escape');
  await page.waitForSelector('#end-panel', { hidden: true });
  assert.equal(await focused(page), 'board', 'the focus goes back to the board');
  // The board still says where its focus is.
  await focusCircle(page, 'c4');
  assert.match(await said(page), /^c4, White archer/);
  await assertNoErrors(page);
  await page.close();
});

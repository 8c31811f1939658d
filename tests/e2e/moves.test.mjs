// Moves made the way players make them: click an archer then a circle, drag, type.
// The board offers only what the core says is legal; anything else changes nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, boardDrawn, clickCircle, dragCircle, indexOf, layout, moves, needs, openGame, playMoves,
  position, settle, shot, status, tapCircle, textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

test('click_an_archer_then_a_destination_plays_the_step', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await clickCircle(page, 'a1');
  await settle(page);
  await shot(page, 'desktop-selected');
  await clickCircle(page, 'c2');
  assert.deepEqual(await moves(page), ['a1-c2']);
  assert.equal(await position(page), 'bbbbb/5/5/2w2/1wwww b a1c2:1 -');
  assert.equal(await status(page), 'Black to move');
  await assertNoErrors(page);
  await page.close();
});

test('a_whole_game_is_played_by_clicks_alone', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  for (const [i, move] of WHITE_WINS.entries()) {
    const [from, to] = move.split(/[-x]/);
    await clickCircle(page, from);
    await clickCircle(page, to);
    assert.equal((await moves(page))[i], move, `move ${i + 1} by two clicks`);
  }
  assert.deepEqual(await moves(page), WHITE_WINS);
  assert.equal(await position(page), WHITE_WINS_FINAL);
  assert.equal(await page.text('#end-title'), 'White wins');
  await page.waitFor(() => document.getElementById('stats-total').textContent === '1');
  await assertNoErrors(page);
  await page.close();
});

test('dragging_an_archer_to_a_destination_plays_the_step', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await dragCircle(page, 'a1', 'c2');
  await dragCircle(page, 'e5', 'd3');
  assert.deepEqual(await moves(page), ['a1-c2', 'e5-d3']);
  assert.equal(await status(page), 'White to move');
  await assertNoErrors(page);
  await page.close();
});

test('clicks_and_drags_to_circles_that_are_not_destinations_change_nothing', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  // a2 is empty but no line joins a1 and a2.
  await clickCircle(page, 'a1');
  await clickCircle(page, 'a2');
  // A Black archer cannot be moved on White's turn.
  await clickCircle(page, 'e5');
  await clickCircle(page, 'd3');
  // An own archer does not capture an own archer: a click on it selects it instead.
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd1');
  await clickCircle(page, 'd2');
  await dragCircle(page, 'b1', 'b2');
  await dragCircle(page, 'b1', 'd3');
  await dragCircle(page, 'e4', 'c3');
  assert.equal(await position(page), START);
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.text('#move-error'), '');
  await assertNoErrors(page);
  await page.close();
});

test('clicking_the_selected_archer_again_deselects_it', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await clickCircle(page, 'a1');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  // Deselected, so c2 was no destination; clicking empty space deselects as well.
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c4');
  await clickCircle(page, 'c3');
  assert.equal(await position(page), START);
  // Selecting another own archer switches to it.
  await clickCircle(page, 'a1');
  await clickCircle(page, 'e1');
  await clickCircle(page, 'd3');
  assert.deepEqual(await moves(page), ['e1-d3']);
  await assertNoErrors(page);
  await page.close();
});

test('a_capture_marks_the_capturing_archer_and_puts_the_captured_one_beside_the_board', everyEngine('canvas'), async () => {
  const { page } = await openGame(env);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'b3');
  await clickCircle(page, 'c5');
  await clickCircle(page, 'b3');
  assert.deepEqual(await moves(page), ['c1-b3', 'c5xb3']);
  // B: a marked Black archer on b3.
  assert.equal(await position(page), 'bb1bb/5/1B3/5/ww1ww w c1b3:1 c5b3:1');
  assert.equal(await page.count('#tray-white .archer'), 1);
  assert.equal(await page.count('#tray-black .archer'), 0);
  assert.equal(await page.text('#points-white'), '4 points');
  assert.match(await page.attr('#tray-white .archer', 'title'), /Captured on b3/);
  // The canvas says in words what it shows.
  assert.match(await page.text('#board-desc'), /Black archers: b3 \(marked\), a5, b5, d5, e5\./);
  await settle(page);
  await shot(page, 'desktop-capture');
  await assertNoErrors(page);
  await page.close();
});

test('a_return_is_made_by_clicking_the_captured_archer_then_a_home_row_circle', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await playMoves(page, ['c1-b3', 'c5xb3', 'b1-c3', 'e5-d3', 'c3xb5', 'd5-b4']);
  // White has a captured archer, a marked archer on b5 and free circles on rank 1.
  const archer = '#tray-white .returnable';
  assert.equal(await page.count(archer), 1);
  assert.equal(await page.count('#tray-black .returnable'), 0, 'only the side to move may return');

  // Anything else cancels the gesture: an empty circle that is no target, then a1.
  await page.click(archer);
  assert.equal(await page.attr(archer, 'aria-pressed'), 'true');
  await clickCircle(page, 'c3');
  assert.equal(await page.attr(archer, 'aria-pressed'), 'false');
  await page.click(archer);
  await page.click('#record-title');
  assert.equal(await page.attr(archer, 'aria-pressed'), 'false');
  await clickCircle(page, 'c1');
  assert.equal((await moves(page)).length, 6, 'a cancelled return plays nothing');

  await page.click(archer);
  await settle(page);
  await shot(page, 'desktop-return-targets');
  await clickCircle(page, 'c1');
  assert.deepEqual((await moves(page)).slice(6), ['@c1']);
  // The archer is back on c1 unmarked, and the archer on b5 has lost its mark.
  assert.equal(await position(page), 'bw3/1b3/1B1b1/5/w1www b - d5b4:1');
  assert.equal(await page.count('#tray-white .archer'), 0);
  await assertNoErrors(page);
  await page.close();
});

test('a_typed_move_is_played_and_a_bad_one_shows_the_reason_and_changes_nothing', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  await typeMove(page, 'A1-C2');
  assert.deepEqual(await moves(page), ['a1-c2']);
  assert.equal(await page.value('#move-input'), '');
  const before = await position(page);

  // Each of the core's reasons in words: tests/unit/records.test.mjs. Here, one of
  // them and the box's own, as the move box shows them.
  for (const [text, reason] of [
    ['e5-e4', /^No line joins e5 and e4\.$/],
    ['', /Type a move first/],
  ]) {
    await typeMove(page, text);
    assert.match(await textOnceSaid(page, '#move-error', reason), reason, `reason shown for '${text}'`);
    assert.equal(await page.value('#move-input'), text, 'the typed text stays to be corrected');
    assert.equal(await position(page), before);
  }
  await typeMove(page, 'e5-d3');
  assert.equal(await page.text('#move-error'), '');
  assert.deepEqual(await moves(page), ['a1-c2', 'e5-d3']);
  // A reason is about the game as it was: a takeback, or a move on the board, makes it old.
  const gone = /^There is no archer on e5\.$/;
  await typeMove(page, 'e5-e4');
  assert.match(await textOnceSaid(page, '#move-error', gone), gone, 'Black has moved from e5');
  await page.click('#undo');
  await page.waitFor(() => document.getElementById('move-error').textContent === '', null, { what: 'the reason to go' });
  await typeMove(page, 'e5-e4');
  const noLine = /^No line joins e5 and e4\.$/;
  assert.match(await textOnceSaid(page, '#move-error', noLine), noLine);
  await clickCircle(page, 'd5');
  await clickCircle(page, 'e3');
  assert.deepEqual(await moves(page), ['a1-c2', 'd5-e3']);
  assert.equal(await page.text('#move-error'), '');
  await assertNoErrors(page);
  await page.close();
});

test('taps_on_a_touch_screen_play_a_step', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, mobile: true });
  for (const circle of ['d1', 'e3']) await tapCircle(page, circle);
  assert.deepEqual(await moves(page), ['d1-e3']);
  await assertNoErrors(page);
  await page.close();
});

test('under_reduced_motion_an_archer_stands_on_its_new_circle_at_once', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { reducedMotion: true });
  assert.equal(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), true);
  // The colour of the canvas at a circle's centre (from the page's geometry, here in
  // Node), two frames after the move and later.
  const box = await page.box('#board');
  const c = layout(box.width, box.height).centre(indexOf('c2'));
  const sample = () => page.evaluate(async ({ x, y }) => {
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    const canvas = document.getElementById('board');
    const r = devicePixelRatio;
    return Array.from(canvas.getContext('2d').getImageData(Math.round(x * r), Math.round(y * r), 1, 1).data);
  }, c);
  await boardDrawn(page);
  const empty = await sample();
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  const soon = await sample();
  // Once the page is still: after a flight, had there been one.
  await settle(page);
  const later = await sample();
  assert.notDeepEqual(later, empty, 'an archer is drawn on c2');
  assert.deepEqual(soon, later, 'no animation: the archer was there at once');
  await assertNoErrors(page);
  await page.close();
});

// Whole games: the end is announced with the winner and both scores (or a draw by
// repetition), nothing more can be played, and the statistics count the game once.
// The end's words and counting, a draw by repetition too: tests/unit/ends.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, choosePlayers, clickCircle, fastDelays, moves, movesReach, openGame, openNewGame, playMoves,
  position, positionBecomes, settle, shot, status, textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

test('a_whole_game_ends_with_the_winner_and_both_scores_and_counts_once', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await playMoves(page, WHITE_WINS.slice(0, -1));
  assert.equal(await page.hidden('#end-panel'), true);
  // The last move, a capture, by clicking.
  await clickCircle(page, 'b2');
  await clickCircle(page, 'd3');
  assert.equal(await position(page), WHITE_WINS_FINAL);
  assert.equal(await page.visible('#end-panel'), true);
  assert.equal(await page.text('#end-title'), 'White wins');
  const detail = await page.text('#end-detail');
  assert.match(detail, /White 5 points, Black 4 points/);
  assert.match(detail, /Every archer Black still has on the board stands on its goal row/);
  assert.equal(await status(page), 'Game over: White wins 5–4');
  await page.waitFor(() => document.getElementById('stats-total').textContent === '1');
  assert.equal(await page.text('#stats-white'), '1 (100.00%)');
  assert.equal(await page.text('#stats-black'), '0 (0.00%)');
  await settle(page);
  await shot(page, 'desktop-game-over');

  // Over means over: no archer can be picked up and a typed move is refused.
  await page.click('#end-close');
  assert.equal(await page.hidden('#end-panel'), true);
  await clickCircle(page, 'c4');
  await clickCircle(page, 'd5');
  await typeMove(page, 'c4-e5');
  assert.match(await textOnceSaid(page, '#move-error', /game is over/), /game is over/);
  assert.equal(await position(page), WHITE_WINS_FINAL);
  assert.equal(await page.text('#stats-total'), '1', 'counted once');

  // The count survives a reload; the page starts a new game.
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await page.text('#stats-white'), '1 (100.00%)');
  assert.equal(await page.text('#stats-total'), '1');
  assert.equal(await position(page), START);
  await assertNoErrors(page);
  await page.close();
});

test('rematch_after_a_win_against_the_computer_gives_the_person_the_other_side', sameInEveryEngine(), async () => {
  // One move from the end: White's a4-c5 reaches the goal row with White's last archer.
  const { page } = await openGame(env, { query: '?mode=ai&level=1&color=white&position=5/w4/4b/5/5%20w%20-%20-', init: fastDelays });
  await clickCircle(page, 'a4');
  await clickCircle(page, 'c5');
  await page.waitForSelector('#end-panel');
  assert.equal(await page.text('#end-title'), 'You win');
  // Rematch is the panel's first button, and has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'end-rematch');
  assert.equal(await page.attr('#end-rematch', 'title'), 'The same players, the sides switched');
  await page.press('Enter');
  await page.waitForSelector('#end-panel', { hidden: true });
  // The computer has White now, and opens from the start; the person's Black is at the bottom.
  await movesReach(page, 1);
  assert.equal(await page.text('#who-black'), 'You');
  assert.equal(await page.evaluate(() => document.querySelector('.play').classList.contains('flipped')), true);
  await assertNoErrors(page);
  await page.close();
});

test('new_game_during_a_game_asks_first', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  // Nothing to lose yet: the New game dialog warns of nothing.
  await openNewGame(page);
  assert.equal(await page.visible('#new-warning'), false);
  await page.click('#new-dialog button[value="cancel"]');
  await page.waitForSelector('#new-dialog', { hidden: true });
  await typeMove(page, 'a1-c2');
  await openNewGame(page);
  assert.equal(await page.visible('#new-warning'), true, 'the game in progress ends here, it says');
  await page.click('#new-dialog button[value="cancel"]');
  await page.waitForSelector('#new-dialog', { hidden: true });
  assert.deepEqual(await moves(page), ['a1-c2']);
  await openNewGame(page);
  await page.click('#new-start');
  await positionBecomes(page, START);
  assert.equal(await page.text('#stats-total'), '0', 'an abandoned game is not counted');
  await assertNoErrors(page);
  await page.close();
});

test('a_question_asked_right_after_another_was_answered_waits_for_its_own_answer', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await typeMove(page, 'a1-c2');
  await openNewGame(page);
  // Cancel, and at once New game again, before the browser's close event of the first
  // dialog has come: the second one stays until it is answered.
  await page.evaluate(() => {
    document.querySelector('#new-dialog button[value="cancel"]').click();
    document.getElementById('new-game').click();
  });
  await new Promise((ok) => setTimeout(ok, 300));
  assert.equal(await page.visible('#new-dialog'), true, 'the second dialog is still open');
  assert.deepEqual(await moves(page), ['a1-c2']);
  await page.click('#new-start');
  await positionBecomes(page, START);
  await assertNoErrors(page);
  await page.close();
});

test('a_match_on_the_traditional_board_chosen_in_new_game_switches_sides_for_its_next_game', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat' });
  await choosePlayers(page, { mode: 'hotseat', board: 'traditional', match: 2 });
  // The match begins once the whole core, which says where a match stands, is here (engine/core.js matching).
  await page.waitFor(() => document.getElementById('match-line').textContent === 'Game 1 of 2: Player 1 0 – 0 Player 2', null, { what: 'the match' });
  assert.equal(await page.text('#stats-board'), 'Traditional');
  // b1-c3 is no line of the traditional board: the click on c3 moves nothing; b1-d2 is one.
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  assert.equal(await position(page), START);
  await clickCircle(page, 'b1');
  await clickCircle(page, 'd2');
  await positionBecomes(page, 'bbbbb/5/5/3w1/w1www b b1d2:1 -');
  await settle(page);
  await shot(page, 'traditional-match');
  await assertNoErrors(page);
  await page.close();
});

test('a_match_ends_with_the_next_game_button_and_then_its_result_game_by_game', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&match=2' });
  await playMoves(page, WHITE_WINS);
  await page.waitForSelector('#end-next-game:not([hidden])');
  assert.equal(await page.text('#end-match'), 'Game 1 of 2: Player 1 5 – 4 Player 2');
  // The next game has the focus, as New game has after a single game.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'end-next-game');
  await page.click('#end-next-game');
  await page.waitForSelector('#end-panel', { hidden: true });
  assert.equal(await page.text('#match-line'), 'Game 2 of 2: Player 1 5 – 4 Player 2');
  // The seats say who has which side now: Player 2 has White.
  assert.equal(await page.text('#who-white'), 'Player 2');
  assert.equal(await page.text('#who-black'), 'Player 1');
  await playMoves(page, WHITE_WINS);
  await page.waitFor(() => document.getElementById('end-title').textContent === 'The match is drawn 9–9', null, { what: 'the match result' });
  assert.equal(await page.hidden('#end-next-game'), true);
  assert.equal(await page.count('#end-match-games li'), 2);
  await page.waitFor(() => document.getElementById('stats-match-total').textContent === '1', null, { what: 'the match counted' });
  assert.equal(await page.visible('#stats-matches'), true);
  assert.equal(await page.text('#stats-total'), '0', 'its games are not counted one by one');
  await settle(page);
  await shot(page, 'match-over');
  await assertNoErrors(page);
  await page.close();
});

// The computer opponent in the page: the engine runs in a Web Worker, answers the
// person's moves, may move first, never blocks the page, stops when a new game
// starts, and gives hints.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, centre, choosePlayers, movesReach, positionBecomes, clickCircle, moves, openGame, position, settle, shot, status, typeMove, useBrowser,
} from '../lib/harness.mjs';

const env = useBrowser();
const START = 'bbbbb/5/5/5/wwwww w - -';

test('the_computer_answers_a_move_with_a_legal_move_of_its_own', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'white', level: 1 });
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await movesReach(page, 2);
  const played = await moves(page);
  assert.equal(played.length, 2);
  assert.equal(played[0], 'a1-c2');
  // The core played it, so it is legal; check it against the legal list all the same.
  const legal = await page.evaluate(async (first) => {
    const { Game } = await import(new URL('jarmo-core.js', document.baseURI).href);
    const g = new Game();
    g.play(first);
    return g.state().moves.map((m) => m.text);
  }, played[0]);
  assert.ok(legal.includes(played[1]), `${played[1]} is one of ${legal}`);
  assert.equal(await status(page), 'White to move');
  await settle(page);
  await shot(page, 'computer-answered');
  assertNoErrors(errors);
  await ctx.close();
});

test('the_computer_moves_first_when_the_person_plays_black', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'black', level: 2 });
  await movesReach(page, 1);
  assert.equal((await moves(page)).length, 1);
  assert.equal(await status(page), 'Black to move');
  // The person's archers (Black) can be moved now; White's cannot.
  await clickCircle(page, 'a1');
  assert.equal((await moves(page)).length, 1);
  assertNoErrors(errors);
  await ctx.close();
});

test('black_may_move_first_against_the_computer', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'white', level: 1, first: 'black' });
  await movesReach(page, 1);
  const [first] = await moves(page);
  assert.match(first, /^[a-e]5[-x][a-e][1-5]$/, 'Black (the computer) made the first move');
  assert.equal(await status(page), 'White to move');
  assertNoErrors(errors);
  await ctx.close();
});

test('the_page_has_no_long_task_while_the_computer_thinks', async () => {
  const init = () => {
    window.__longTasks = [];
    window.__thinking = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        const on = document.body.classList.contains('thinking');
        const log = window.__thinking;
        if (!log.length || log[log.length - 1].on !== on) log.push({ on, at: performance.now() });
      }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
    });
  };
  const { ctx, page, errors } = await openGame(env, { init });
  await choosePlayers(page, { human: 'white', level: 8 });
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  await movesReach(page, 2);
  const { tasks, thinking } = await page.evaluate(() => ({ tasks: window.__longTasks, thinking: window.__thinking }));
  const start = thinking.find((t) => t.on);
  const end = thinking.find((t) => !t.on && start && t.at > start.at);
  assert.ok(start && end, 'the thinking indicator came and went');
  assert.ok(end.at - start.at >= 300, `the computer thought for ${end.at - start.at} ms`);
  // The tasks that show and hide the indicator (the player's move, the computer's) hold
  // the moments recorded: a task while it thinks starts after one and ends before the other.
  const during = tasks.filter((t) => t.start > start.at && t.start + t.duration < end.at);
  assert.deepEqual(during, [], `no main-thread task over 50 ms while the computer thought: ${JSON.stringify(tasks)}`);
  assertNoErrors(errors);
  await ctx.close();
});

test('a_new_game_stops_the_computers_thinking', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'white', level: 8 });
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await page.waitForSelector('#thinking:not([hidden])');
  await page.click('#new-game');
  await page.click('#confirm-new button[value="new"]');
  await positionBecomes(page, START);
  assert.ok(await page.isHidden('#thinking'));
  // Level 8 would have answered within its second: nothing may arrive now.
  await page.waitForTimeout(1800);
  assert.deepEqual(await moves(page), []);
  assert.equal(await position(page), START);
  assertNoErrors(errors);
  await ctx.close();
});

test('a_hint_shows_a_legal_move_for_the_person', async () => {
  const { ctx, page, errors } = await openGame(env);
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.getElementById('hint-text').textContent));
  const text = (await page.textContent('#hint-text')).replace('Hint: ', '');
  await settle(page);
  await shot(page, 'hint');
  await typeMove(page, text);
  assert.deepEqual(await moves(page), [text]);
  assert.equal(await page.textContent('#hint-text'), '', 'the hint goes with the move');
  assertNoErrors(errors);
  await ctx.close();
});

test('typed_moves_wait_for_the_computers_turn_to_end', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'black', level: 8 });
  await page.waitForSelector('#thinking:not([hidden])');
  await typeMove(page, 'a5-b3');
  assert.match(await page.textContent('#move-error'), /Wait for the computer/);
  await movesReach(page, 1);
  assertNoErrors(errors);
  await ctx.close();
});

test('playing_black_against_the_computer_turns_the_board_and_clicks_still_land', async () => {
  const { ctx, page, errors } = await openGame(env);
  assert.equal(await page.getAttribute('#board', 'data-flipped'), null, 'two players: not turned');
  await choosePlayers(page, { human: 'black', level: 1 });
  await movesReach(page, 1);
  assert.equal(await page.getAttribute('#board', 'data-flipped'), 'true');
  // Black's bar below the board, White's above.
  const board = await page.locator('#board').boundingBox();
  assert.ok((await page.locator('#player-black').boundingBox()).y > board.y + board.height / 2);
  assert.ok((await page.locator('#player-white').boundingBox()).y < board.y);
  // Black's archers are drawn at the bottom, and clicking them moves them.
  assert.ok((await centre(page, 'c5')).y > board.y + board.height * 0.75, 'c5 near the bottom');
  const before = await position(page);
  for (const [from, to] of [['e5', 'd3'], ['a5', 'b3'], ['d5', 'e3'], ['b5', 'c3']]) {
    await clickCircle(page, from);
    await clickCircle(page, to);
    if ((await position(page)) !== before) break;
  }
  await movesReach(page, 3);
  await settle(page);
  await shot(page, 'desktop-black-at-the-bottom');
  // Back to two players: the board is the right way up again.
  await choosePlayers(page, { mode: 'hotseat' });
  await page.click('#confirm-new button[value="new"]');
  await page.waitForFunction(() => document.getElementById('board').dataset.flipped === 'false');
  assert.ok((await centre(page, 'c5')).y < board.y + board.height / 4, 'c5 near the top');
  assertNoErrors(errors);
  await ctx.close();
});

test('the_players_choice_survives_a_reload', async () => {
  const { ctx, page, errors } = await openGame(env);
  await choosePlayers(page, { human: 'black', level: 3 });
  await movesReach(page, 1);
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.ok(await page.isChecked('input[name="mode"][value="ai"]'));
  assert.equal(await page.inputValue('select[name="human"]'), 'black');
  assert.equal(await page.inputValue('select[name="level"]'), '3');
  await movesReach(page, 1);
  assertNoErrors(errors);
  await ctx.close();
});

test('the_engine_worker_protocol_reports_bad_requests_as_errors', async () => {
  const { ctx, page, errors } = await openGame(env);
  const result = await page.evaluate(async () => {
    const { createOpponent } = await import(new URL('www/opponent.js', document.baseURI).href);
    const opponent = createOpponent();
    const out = {};
    try {
      await opponent.think({ record: '1. a1-a2', level: 3 });
    } catch (e) {
      out.badRecord = e.message;
    }
    try {
      await opponent.think({ record: '', level: 9 });
    } catch (e) {
      out.badLevel = e.message;
    }
    const good = await opponent.think({ record: '1. a1-c2', level: 3, seed: 7 });
    const again = await opponent.think({ record: '1. a1-c2', level: 3, seed: 7 });
    out.same = good.move.text === again.move.text;
    out.move = good.move.text;
    return out;
  });
  assert.match(result.badRecord, /move 1.*a1-a2/);
  assert.match(result.badLevel, /level 9 is not/);
  assert.ok(result.same, 'same seed, same move');
  assert.match(result.move, /^[a-e]5[-x][a-e][1-5]$/);
  assertNoErrors(errors);
  await ctx.close();
});

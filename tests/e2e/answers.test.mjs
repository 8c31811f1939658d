// Prepared answers with a friend ("if they play X, I play Y"), in a browser: Anna
// prepares an answer on the scratch board, by the mouse and the move box, and sends the
// link; Ben opens it on another device, plays the move she foresaw, and sees her answer
// arrive at once with a notice; his link back is taken by her device. Every case of a
// link that carries answers, and the rule of which moves a link may bring:
// tests/unit/answers.test.mjs, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertAxeClean, assertNoErrors, choosePlayers, clickCircle, fastDelays, keyMove, loadAxe, moves, movesReach, openFramed, openGame, shot,
  textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

/**
 * Anna, White in a new game with Ben, plays a1-c2 and prepares answers: the board becomes
 * the scratch copy.
 */
async function annaPrepares(page) {
  await choosePlayers(page, { mode: 'friend', human: 'white', you: 'Anna', them: 'Ben' });
  await typeMove(page, 'a1-c2');
  await movesReach(page, 1);
  await page.waitForSelector('#answers-prepare');
  await page.click('#answers-prepare');
  await page.waitForSelector('body.preparing');
}

/** The page's address once the change just made is saved (a task after it). */
const link = (page) => page.evaluate(() => new Promise((ok) => setTimeout(() => ok(location.href), 0)));

test('an_answer_prepared_on_the_scratch_board_is_played_at_once_on_the_friends_device', sameInEveryEngine(), async () => {
  const { page: anna } = await openGame(env, { query: '?mode=friend&color=white&lang=en', clipboard: true, init: fastDelays });
  // Prepare answers: the board becomes a scratch copy, and says so.
  await annaPrepares(anna);
  assert.equal(await anna.text('#answers-step'), 'Play the move you expect from your friend.');
  // Ben's expected move by the mouse, her answer by the keyboard (the move box).
  await clickCircle(anna, 'e5');
  await clickCircle(anna, 'd3');
  assert.equal(await textOnceSaid(anna, '#answers-step', 'e5-d3 → … Now play your answer to e5-d3.'), 'e5-d3 → … Now play your answer to e5-d3.');
  await typeMove(anna, 'b1-a3');
  assert.equal(await textOnceSaid(anna, '#answers-lines li span', 'e5-d3 → b1-a3'), 'e5-d3 → b1-a3');
  assert.deepEqual(await moves(anna), ['a1-c2'], 'nothing was played in the game');
  // Another line, by the board's keys, from the game again; then removed.
  await anna.click('#answers-new');
  await keyMove(anna, 'd5', 'e3');
  await keyMove(anna, 'c2', 'd4');
  await anna.waitFor(() => document.querySelectorAll('#answers-lines li').length === 2);
  assert.equal(await anna.text('#answers-lines li:nth-child(2) span'), 'd5-e3 → c2-d4');
  await shot(anna, 'answers-preparing');
  await anna.click('#answers-lines li:nth-child(2) button');
  await anna.waitFor(() => document.querySelectorAll('#answers-lines li').length === 1);
  assert.deepEqual(await moves(anna), ['a1-c2'], 'still nothing played in the game');
  await anna.click('#answers-done');
  await anna.waitForSelector('body.preparing', { hidden: true });
  assert.match(await anna.text('#answers-note'), /^Send carries these answers in the link/);
  await anna.click('#send');
  await anna.waitFor(() => /Link copied/.test(document.getElementById('send-text').textContent));
  const sent = await link(anna);
  assert.match(sent, /&if=1%3Ae5-d3\+b1-a3$/);
  assert.equal(await anna.count('#answers-lines li button'), 0, 'a line sent stays: no Remove');
  // "Games with friends" says the game has answers waiting.
  await anna.waitFor(() => /^Ben's move · answers prepared · 1 move · /.test(document.querySelector('#my-games-list li .about')?.textContent ?? ''));

  // Ben, on his own device: the move she foresaw, and her answer at once.
  const ben = await env.browser.newPage({ init: fastDelays });
  ben.failuresFrom = env.server.failures.length;
  ben.server = env.server;
  await ben.goto(sent);
  await ben.waitForSelector('body.ready');
  assert.match(await ben.text('#answers-note'), /^Your friend prepared answers/);
  assert.equal(await ben.count('#answers-lines li'), 0, 'her lines stay hers');
  await clickCircle(ben, 'e5');
  await clickCircle(ben, 'd3');
  await movesReach(ben, 3);
  assert.deepEqual(await moves(ben), ['a1-c2', 'e5-d3', 'b1-a3']);
  assert.equal(await textOnceSaid(ben, '.toast[data-key="friend-moved"] p', 'Prepared answer: Anna played b1-a3.'), 'Prepared answer: Anna played b1-a3.');
  await ben.waitFor(() => document.getElementById('status').textContent === 'Your move (Black)');
  await shot(ben, 'answers-arrived');
  await clickCircle(ben, 'b5');
  await clickCircle(ben, 'c3');
  await movesReach(ben, 4);
  await ben.click('#send');
  await ben.waitFor(() => /Link copied/.test(document.getElementById('send-text').textContent));
  const back = await link(ben);

  // Back on Anna's device: the moves her answer made are hers.
  await anna.goto(back);
  await anna.waitForSelector('body.ready');
  await movesReach(anna, 4);
  assert.deepEqual(await moves(anna), ['a1-c2', 'e5-d3', 'b1-a3', 'b5-c3']);
  assert.match(await textOnceSaid(anna, '.toast[data-key="answers-used"] p', /b1-a3/), /Played from your prepared answers: b1-a3/);
  await assertNoErrors(anna);
  await assertNoErrors(ben);
  await anna.close();
  await ben.close();
});

// The rules core has no prepared answers (cargo feature `answers`): a page that began on
// it lends its Game the whole core's once a game with a friend comes
// (www/engine/answers-core.js). Each engine compiles the second module under the page's
// policy, on the page's thread.
test('a_game_with_a_friend_begun_on_a_page_of_the_rules_alone_prepares_answers_with_the_whole_core', everyEngine('csp'), async () => {
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en', clipboard: true, init: fastDelays });
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop())
    .filter((name) => name.endsWith('.wasm')));
  assert.deepEqual(await fetched(), ['jarmo-rules_bg.wasm'], 'two players: the rules alone');
  await annaPrepares(page);
  await typeMove(page, 'e5-d3');
  await typeMove(page, 'b1-a3');
  assert.equal(await textOnceSaid(page, '#answers-lines li span', 'e5-d3 → b1-a3'), 'e5-d3 → b1-a3');
  await page.click('#answers-done');
  await page.waitForSelector('body.preparing', { hidden: true });
  await page.click('#send');
  await page.waitFor(() => /Link copied/.test(document.getElementById('send-text').textContent));
  assert.match(await link(page), /&if=1%3Ae5-d3\+b1-a3$/);
  assert.deepEqual((await fetched()).sort(), ['jarmo-core_bg.wasm', 'jarmo-rules_bg.wasm'], 'the whole core came with the friend game, once');
  await shot(page, 'answers-on-the-rules-page');
  await assertNoErrors(page);
  await page.close();
});

for (const theme of ['light', 'dark']) {
  test(`axe_finds_no_serious_or_critical_problem_while_answers_are_prepared_in_the_${theme}_theme`, sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { query: '?mode=friend&color=white&lang=en', colorScheme: theme, init: fastDelays });
    await annaPrepares(page);
    await typeMove(page, 'e5-d3');
    await typeMove(page, 'b1-a3');
    await page.waitFor(() => document.querySelectorAll('#answers-lines li').length === 1);
    await loadAxe(page);
    await assertAxeClean(page);
    await shot(page, `answers-axe-${theme}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('in_a_320x480_frame_the_side_panel_makes_way_for_the_scratch_board', everyEngine('layout'), async () => {
  const { page, frame } = await openFramed(env, { width: 320, height: 480, query: '?mode=friend&color=white&lang=en' });
  await clickCircle(frame, 'a1');
  await clickCircle(frame, 'c2');
  await frame.waitFor(() => document.getElementById('status').textContent.startsWith("Black's move"));
  await frame.click('#panel-open');
  await frame.waitForSelector('body.panel-open');
  await frame.click('#answers-prepare');
  await frame.waitForSelector('body.preparing');
  await frame.waitForSelector('body.panel-open', { hidden: true });
  await clickCircle(frame, 'e5');
  await clickCircle(frame, 'd3');
  await clickCircle(frame, 'b1');
  await clickCircle(frame, 'a3');
  await frame.click('#panel-open');
  assert.equal(await textOnceSaid(frame, '#answers-lines li span', 'e5-d3 → b1-a3'), 'e5-d3 → b1-a3');
  await shot(page, 'answers-320x480');
  await assertNoErrors(page);
  await page.close();
});

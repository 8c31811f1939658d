// Your mistakes as puzzles, as a player meets them: a game played at one screen in which
// White lets a capture go, its review from the end panel, the mistake kept on the
// device; the puzzle card then offers "Your mistakes", the position comes back, the
// better move is found, and the card's link opens that game's review at the move. The
// quiet review after a game, the spaced repetition and the judging are
// tests/unit/mistakes.test.mjs's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, clickCircle, fastDelays, openGame, playMoves, position, shot, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
// WHITE_WINS before its ninth move: White to move, b2xd1 captures; e1-d3 (played) does not.
const START = 'W2bb/5/w4/1w3/2Bbw w d1b2:1 c3d1:1';
const REST = WHITE_WINS.slice(8);

/** The review searches each position for 50 ms (the page's test hook, www/app/delays.js). */
function quickReview() {
  window.__jarmoDelays = { ...(window.__jarmoDelays ?? {}), review: 50 };
}

test('a_mistake_comes_back_as_a_puzzle_and_opens_its_games_review', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { init: [fastDelays, quickReview], query: `?mode=hotseat&position=${encodeURIComponent(START)}&lang=en` });
  await playMoves(page, REST);
  await page.waitForSelector('#end-panel');
  await page.click('#end-review');
  await page.waitFor((n) => document.querySelectorAll('#record .move[data-label]').length === n
    && document.getElementById('review-run').hidden, REST.length, { timeout: 60000, interval: 250, what: 'the review done' });
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.mistakes.v1') ?? '{"mistakes":[]}').mistakes);
  const first = kept.find((m) => m.ply === 1);
  assert.ok(first, `the first move kept: ${JSON.stringify(kept.map((m) => [m.ply, m.played, m.best]))}`);
  assert.deepEqual([first.played, first.best, first.position, first.against], ['e1-d3', 'b2xd1', START, 'hotseat']);

  // The puzzles offer them.
  await page.goto(`${env.server.url}?puzzles&lang=en`);
  await page.waitForSelector('body.ready');
  await page.waitFor(() => document.getElementById('puzzle-mistakes')?.hidden === false, null, { what: 'Your mistakes' });
  assert.equal(await page.text('#puzzle-mistakes'), `Your mistakes (${kept.length})`);
  await page.click('#puzzle-mistakes');
  await page.waitForSelector('body.ready');
  await page.waitFor(() => /^Your mistakes/.test(document.getElementById('trainer-kicker')?.textContent ?? ''), null, { what: 'the mistakes' });
  assert.match(await page.url(), /[?&]mistakes=[^&]+%3A1\b|[?&]mistakes=[^&]+:1\b/);
  assert.equal(await position(page), START);
  assert.equal(await page.text('#trainer-text'), 'You played e1-d3 here. Find a better move for White.');
  assert.match(await page.text('#trainer-goal'), /^From your game at one screen, .+, move 1\.$/);
  await shot(page, 'mistakes-card');
  await clickCircle(page, 'b2');
  await clickCircle(page, 'd1');
  await page.waitFor(() => /^Right: b2xd1 is better/.test(document.getElementById('trainer-feedback').textContent), null,
    { timeout: 20000, what: 'the try judged' });
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.mistakes.v1')).mistakes.find((m) => m.ply === 1));
  assert.equal(after.box, 1, 'a box up: it comes back later');

  // Its game's review, at the move: the game is the save, which ended; the link shows it all the same.
  await page.click('#mistake-game');
  await page.waitForSelector('body.ready');
  await page.waitFor(() => !/[?&]review=/.test(location.search) && document.getElementById('review')?.hidden === false
    && document.querySelector('#record [aria-current="step"]')?.dataset.ply === '1', null, { timeout: 20000, what: 'the review at move 1' });
  assert.match(await page.text('#record [aria-current="step"]'), /e1-d3/);
  await assertNoErrors(page);
  await page.close();
});

test('a_game_against_the_computer_is_reviewed_quietly_when_it_ends_and_its_blunder_kept', everyEngine('workers'), async () => {
  // White to move: c4-a5 lets Black end the game at once (c3xa2), a blunder that the
  // review names (a2-c1 was better, with the game going on).
  const late = '1b1BW/2wb1/2b2/w4/3b1 w d2c4:1 e4c3:2';
  const quiet = () => {
    window.__jarmoDelays = { ...(window.__jarmoDelays ?? {}), review: 50, quietReview: 0 };
  };
  const { page } = await openGame(env, { init: [fastDelays, quiet], query: `?mode=ai&level=8&color=white&position=${encodeURIComponent(late)}&lang=en` });
  await page.fill('#move-input', 'c4-a5');
  await page.press('Enter');
  await page.waitFor(() => /^Game over/.test(document.getElementById('status').textContent), null, { timeout: 20000, what: 'the computer ending the game' });
  // Nothing pressed: the review runs quietly in its own worker, and nothing of it is shown.
  const kept = await page.waitFor(() => {
    const list = JSON.parse(localStorage.getItem('jarmo.mistakes.v1') ?? '{"mistakes":[]}').mistakes;
    return list.length ? list : false;
  }, null, { timeout: 30000, what: 'the blunder kept' });
  assert.deepEqual(kept.map((m) => [m.ply, m.played, m.position, m.against, m.level, m.label]), [[1, 'c4-a5', late, 'ai', 8, 'blunder']]);
  assert.equal(await page.hidden('#review'), true, 'no review shown');
  await assertNoErrors(page);
  await page.close();
});

test('the_mistakes_with_none_kept_say_how_they_come', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzles&mistakes=nothing-here&lang=en' });
  await page.waitFor(() => /No mistake of yours is kept yet/.test(document.getElementById('trainer-feedback').textContent), null, { what: 'the card' });
  await page.waitFor(() => document.body.textContent.includes('That mistake is no longer kept here'), null, { what: 'the notice' });
  assert.equal(await page.hidden('#mistake-game'), true);
  await assertNoErrors(page);
  await page.close();
});

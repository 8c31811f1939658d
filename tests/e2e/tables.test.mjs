// The endgame tables in the page (issue 36): the site's table of a board is fetched
// only when a level-8 game (or a review) reaches a position it holds, never on a
// first visit; level 8 then keeps the table's value, and the review says when a move
// threw a win away. In every engine: the table goes from the page to the computer's
// worker (fetch, DecompressionStream, a worker's message), where engines differ.
// The worker's side, the page's handle and the review's verdicts without a browser:
// tests/unit/tables.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, core, fastDelays, moves, openGame, settle, shot, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();

/** White to move wins by 2 with b1-c3 (the table's value; b1-d2 and b1-a3 win by 1). Layer 3. */
const WON_BY_2 = '2b2/5/5/5/1ww2 w - -';
/** White to move wins by 1 with e2-d4; e2-c1 throws the win away, and Black then wins by 1. */
const WON_BY_1 = '5/b4/5/4w/5 w - -';
const TABLE = /\/tables\/[a-z]+-p\d\.jtb\.gz$/;

/** The tables the server was asked for since `from` (its count of requests then). */
const tablesAsked = (from = 0) => env.server.requests.slice(from).filter((p) => TABLE.test(p));

/** The address of a game from `position` with the computer at `level`, the person Black. */
const gameLink = (position, level) => `#${new URLSearchParams({ game: `[Position "${position}"]`, mode: 'ai', level: String(level), color: 'black' })}`;

test('a_first_visit_and_a_game_far_from_the_tables_fetch_no_table', everyEngine('workers'), async () => {
  const from = env.server.requests.length;
  const { page } = await openGame(env, { firstVisit: true });
  await settle(page);
  await page.close();
  // A game against level 8 from the start: ten archers, far above every table.
  const { page: ai } = await openGame(env, { query: '?mode=ai&level=8&color=white', init: fastDelays });
  await typeMove(ai, 'a1-c2');
  await ai.waitFor(() => document.querySelectorAll('#record .move').length >= 2, null, { timeout: 20000, what: 'the computer\'s answer' });
  await settle(ai);
  assert.deepEqual(tablesAsked(from), []);
  await assertNoErrors(ai);
  await ai.close();
});

test('level_8_fetches_the_knight_table_when_its_game_is_in_it_and_keeps_the_win', everyEngine('workers'), async () => {
  // Below level 8 no table is fetched, even in a position of one.
  let from = env.server.requests.length;
  const { page: low } = await openGame(env, { query: `?${gameLink(WON_BY_2, 7)}`, init: fastDelays });
  await low.waitFor(() => document.querySelectorAll('#record .move').length >= 1, null, { timeout: 20000, what: 'level 7\'s move' });
  await settle(low);
  assert.deepEqual(tablesAsked(from), []);
  await low.close();

  from = env.server.requests.length;
  const { page } = await openGame(env, { query: `?${gameLink(WON_BY_2, 8)}`, init: fastDelays });
  // The computer, White, moves first: the game is in the knight table, which comes then.
  await page.waitFor(() => document.querySelectorAll('#record .move').length >= 1, null, { timeout: 30000, what: 'level 8\'s first move' });
  assert.deepEqual(tablesAsked(from), ['/jarmo/tables/knight-p3.jtb.gz']);
  // The one move that keeps both points.
  assert.deepEqual(await moves(page), ['b1-c3']);
  // The person plays on (the first legal move each time); level 8 keeps the win by 2
  // (more, where Black gives away more).
  const { Game } = await core();
  for (let turn = 0; turn < 30; turn++) {
    const played = await moves(page);
    const game = Game.fromPosition(WON_BY_2, 'knight');
    for (const m of played) game.play(m);
    const { result, moves: legal, turn: side } = game.state();
    game.free();
    if (result) {
      assert.ok(result.white - result.black >= 2, `${played.join(' ')}: ${result.text}`);
      break;
    }
    if (side === 'black') {
      await typeMove(page, legal[0].text);
      await page.waitFor((n) => document.querySelectorAll('#record .move').length > n, played.length + 1,
        { timeout: 30000, what: 'level 8\'s answer' });
    } else {
      await page.waitFor((n) => document.querySelectorAll('#record .move').length > n, played.length,
        { timeout: 30000, what: 'level 8\'s move' });
    }
  }
  await page.waitForSelector('#end-panel');
  // Fetched once for the whole game.
  assert.deepEqual(tablesAsked(from), ['/jarmo/tables/knight-p3.jtb.gz']);
  await assertNoErrors(page);
  await page.close();
});

test('the_review_says_which_move_threw_away_a_win_by_the_table', everyEngine('workers'), async () => {
  const review = () => {
    window.__jarmoDelays = { ...(window.__jarmoDelays ?? {}), review: 50 };
  };
  const from = env.server.requests.length;
  const link = `#${new URLSearchParams({ game: `[Position "${WON_BY_1}"]\n\ne2-c1 a4-c5 c1-b3` })}`;
  const { page } = await openGame(env, { query: link, init: review, viewport: { width: 1280, height: 800 } });
  assert.deepEqual(tablesAsked(from), [], 'no table before the review');
  await page.click('#review-start');
  await page.waitFor(() => document.querySelectorAll('#record .move[data-label]').length === 3 && document.getElementById('review-run').hidden,
    null, { timeout: 60000, interval: 250, what: 'the three moves reviewed' });
  assert.deepEqual(tablesAsked(from), ['/jarmo/tables/knight-p3.jtb.gz']);
  // The first move shown: the table's verdict after the review's own words.
  await page.click('#record .move[data-ply="1"]');
  await page.waitFor(() => /Endgame table/.test(document.getElementById('review-text').textContent), null, { what: 'the verdict' });
  const text = await page.text('#review-text');
  assert.match(text, /^1\. e2-c1: (best move|good|inaccuracy|mistake|blunder)\. /);
  assert.match(text, /Endgame table: this move threw away a win \(\+1 to -1, the points of the side that moved with best play\)\./);
  await settle(page);
  await shot(page, 'review-table-threw-away-a-win');
  await assertNoErrors(page);
  await page.close();
});

// The puzzles (?puzzle=N, ?puzzles): the file is fetched only when they are opened; a
// right move is answered with the best defence and a wrong one with its refutation,
// both played on the board (the refutation checked against the core in the unit test); the
// puzzle's themes are named; the puzzles solved, the streak and the rating are
// remembered; a band is chosen; the next puzzle follows; and with the server gone, a
// puzzle still loads and is solved offline. A wrong move's refutation, the streak, the
// rating, Try again and an illegal try are checked without a browser too:
// tests/unit/trainer.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, clickCircle, core, fastDelays, openGame, position, positionBecomes, settle, shot, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
// The file's first puzzle: White wins in 3 plies, a1xb3 first; its third, Black in 1.
const FIRST = '1w1Wb/5/1b3/5/w1b1b w - -';
const THIRD = '1W3/5/1B3/5/2B1w b - -';

function feedbackSays(target, pattern) {
  return target.waitFor((source) => new RegExp(source).test(document.getElementById('trainer-feedback').textContent),
    pattern.source, { timeout: 20000, what: `the puzzle to say ${pattern}` });
}

/** Whether the page has fetched the puzzle file (the resource timing entries it made). */
const fetchedPuzzles = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .some((e) => e.name.endsWith('/www/puzzles/puzzles.txt')));

test('the_game_page_does_not_load_the_puzzles_and_its_link_opens_them', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await settle(page);
  assert.equal(await fetchedPuzzles(page), false);
  await page.click('#puzzles-link');
  await page.waitFor(() => document.body?.dataset.trainer === 'puzzle' && document.body.classList.contains('ready'));
  assert.equal(await fetchedPuzzles(page), true);
  assert.equal(await page.text('#trainer-kicker'), 'Puzzle 1 of 300 · Board: Knight\'s moves');
  assert.equal(await position(page), FIRST);
  assert.match(await page.url(), /[?&]puzzle=1\b/);
  await assertNoErrors(page);
  await page.close();
});

test('a_puzzle_is_solved_move_by_move_with_the_best_defence_played_between', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzle=1' });
  assert.match(await page.text('#trainer-text'), /^White to move wins within 2 moves\./);
  // The worker names its themes and difficulty; the player starts at 1500.
  await page.waitFor(() => document.getElementById('puzzle-about').textContent !== '', null, { what: 'the puzzle\'s themes' });
  assert.match(await page.text('#puzzle-about'), /^Themes: capture, block of the goal row · difficulty \d{4}$/);
  assert.equal(await page.text('#puzzle-rating'), 'Rating 1500');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'b3');
  await feedbackSays(page, /Right\. Black answers e5-d3\. Go on\./);
  await positionBecomes(page, '1w1W1/5/1W1b1/5/2b1b w a1b3:1 e5d3:1');
  await clickCircle(page, 'b3');
  await clickCircle(page, 'a5');
  await feedbackSays(page, /Solved! Your streak goes on\./);
  assert.equal(await page.text('#puzzle-score'), 'Solved 1 of 300 · streak 1 (best 1)');
  assert.ok(Number(/^Rating (\d+)$/.exec(await page.text('#puzzle-rating'))?.[1]) > 1500, 'a solve raises the rating');
  // This solve is the first: nothing says it was solved before.
  assert.equal(await page.text('#trainer-goal'), '');
  await settle(page);
  await shot(page, 'puzzle-solved');
  // Remembered: the page opened again says so.
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await page.text('#puzzle-score'), 'Solved 1 of 300 · streak 1 (best 1)');
  assert.equal(await page.text('#trainer-goal'), 'You have solved this puzzle before.');
  await assertNoErrors(page);
  await page.close();
});

test('a_band_is_chosen_and_a_wrong_number_is_said', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzle=999&lang=fi' });
  await page.waitFor(() => Boolean(document.querySelector('.toast[data-key="puzzle-number"]')));
  assert.match(await page.text('.toast[data-key="puzzle-number"]'), /999/);
  assert.equal(await page.text('#trainer-kicker'), 'Tehtävä 1/300 · Lauta: Ratsun siirrot');
  await page.select('#puzzle-band', 'hard');
  await page.waitFor(() => document.getElementById('trainer-kicker').textContent === 'Tehtävä 201/300 · Lauta: Ratsun siirrot');
  assert.equal(await page.text('#trainer-title'), 'Vaikea');
  assert.match(await page.url(), /[?&]puzzle=201\b/);
  // The page's error watch counts the toast as no error: the number was only ignored.
  await assertNoErrors(page);
  await page.close();
});

test('themes_are_ticked_and_the_next_puzzle_has_one_of_them', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzle=1&lang=en' });
  await page.waitFor(() => document.getElementById('puzzle-about').textContent !== '', null, { what: 'the puzzle\'s themes' });
  const ticked = () => page.evaluate(() => [...document.querySelectorAll('#puzzle-themes input:checked')].map((b) => b.value).join(','));
  assert.equal(await ticked(), '', 'none ticked: all themes');
  assert.equal(await page.text('#puzzle-themes legend'), 'Themes');
  await page.click('#puzzle-themes input[value="race"]');
  await page.waitFor(() => /[?&]motif=race\b/.test(location.search) && !/[?&]puzzle=1\b/.test(location.search)
    && /race/.test(document.getElementById('puzzle-about').textContent), null, { what: 'a race puzzle' });
  assert.match(await page.text('#puzzle-about'), /^Themes: (.*, )?race · difficulty \d{4}$/);
  // A second box: puzzles of either; the focus stays on the box ticked (a keyboard player ticks on).
  await page.click('#puzzle-themes input[value="block"]');
  await page.waitFor(() => /[?&]motif=block%2Crace\b|[?&]motif=block,race\b/.test(location.search), null, { what: 'both themes in the address' });
  assert.equal(await ticked(), 'block,race');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('value')), 'block');
  // The address keeps them: `?puzzles&motif=race,block` opens a puzzle of one of them; a name that is no theme is said.
  await page.goto(`${env.server.url}?puzzles&motif=race,block,fork&lang=en`);
  await page.waitFor(() => /race|block/.test(document.getElementById('puzzle-about')?.textContent ?? ''), null, { what: 'a race or block puzzle' });
  assert.equal(await ticked(), 'block,race');
  await page.waitFor(() => document.body.textContent.includes('There is no puzzle theme fork: it is left out.'), null, { what: 'the notice' });
  await assertNoErrors(page);
  await page.close();
});

test('a_puzzle_missed_comes_back_with_puzzles_you_missed', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzle=3&lang=en' });
  assert.equal(await page.hidden('#puzzle-replay'), true, 'nothing missed yet');
  await page.click('#puzzle-solution');
  await feedbackSays(page, /counts as missed/);
  await page.waitFor(() => !document.getElementById('puzzle-replay').hidden, null, { what: 'the replay button' });
  assert.equal(await page.text('#puzzle-replay'), 'Puzzles you missed (1)');
  await page.click('#trainer-next');
  await page.waitFor(() => /[?&]puzzle=4\b/.test(location.search));
  await page.click('#puzzle-replay');
  await page.waitFor(() => /[?&]puzzle=3\b/.test(location.search) && /[?&]replay\b/.test(location.search)
    && document.getElementById('puzzle-replay').getAttribute('aria-pressed') === 'true', null, { what: 'puzzle 3 again' });
  assert.equal(await position(page), THIRD);
  // Solved at the first try: none is left, and the button goes once the replay ends.
  await clickCircle(page, 'b3');
  await clickCircle(page, 'a1');
  await feedbackSays(page, /Solved!/);
  await page.click('#trainer-next');
  await feedbackSays(page, /You have solved every puzzle you missed/);
  await page.waitFor(() => document.getElementById('puzzle-replay').hidden && !/[?&]replay\b/.test(location.search));
  await assertNoErrors(page);
  await page.close();
});

test('offline_after_a_visit_the_puzzles_load_and_are_solved_from_the_cache', everyEngine('offline'), async () => {
  // With its service worker allowed, the page has a WebKit session of its own
  // (tests/lib/browser.mjs, ownSession).
  const { page } = await openGame(env, { query: '?puzzle=2', serviceWorkers: 'allow' });
  await page.waitFor(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60000, what: 'the service worker' });
  await page.waitFor(async () => {
    const names = await caches.keys();
    const keys = names.length ? await (await caches.open(names[0])).keys() : [];
    return keys.some((r) => r.url.endsWith('/www/puzzles/puzzles.txt'));
  }, null, { timeout: 60000, what: 'the puzzle file in the cache' });
  await env.server.stop();
  try {
    await page.goto(`${env.server.url}?puzzle=3`);
    await page.waitForSelector('body.ready');
    assert.equal(await position(page), THIRD);
    await clickCircle(page, 'b3');
    await clickCircle(page, 'a1');
    await feedbackSays(page, /Solved!/);
  } finally {
    await env.server.start();
  }
  await page.close();
});

test('the_traditional_boards_puzzles_open_by_the_board_choice_and_are_solved_on_its_lines', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzles' });
  await page.select('#puzzle-board', 'traditional');
  // The choice loads the page again: the new document may not have its body yet.
  await page.waitFor(() => /[?&]board=traditional\b/.test(location.search) && Boolean(document.body?.classList.contains('ready'))
    && (document.getElementById('trainer-kicker')?.textContent ?? '').endsWith('Traditional'), null, { what: 'the traditional board\'s puzzles' });
  assert.equal(await page.text('#trainer-kicker'), 'Puzzle 1 of 300 · Board: Traditional');
  // Its first puzzle: Black wins at once with b3-a1, a line of both boards, on the board turned round.
  assert.equal(await position(page), '5/w3w/Wb3/5/4b b - -');
  await clickCircle(page, 'b3');
  await clickCircle(page, 'a1');
  await feedbackSays(page, /Solved!/);
  assert.equal(await page.text('#puzzle-score'), 'Solved 1 of 300 · streak 1 (best 1)');
  await assertNoErrors(page);
  await page.close();
});

test('show_the_solution_plays_the_proven_line_and_the_puzzle_counts_as_missed', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?puzzle=1&lang=en', init: fastDelays });
  assert.equal(await position(page), FIRST);
  await page.click('#puzzle-solution');
  await feedbackSays(page, /^The solution: a1xb3 e5-d3 b3-a5\. This puzzle counts as missed\.$/);
  // The line, move by move, to the win.
  const { Game } = await core();
  const game = Game.fromPosition(FIRST);
  for (const move of ['a1xb3', 'e5-d3', 'b3-a5']) game.play(move);
  await positionBecomes(page, game.position());
  game.free();
  // Watched, not won: the end is nobody's win at this screen.
  assert.equal(await page.text('#board-result'), 'White wins');
  assert.equal(await page.hidden('#puzzle-solution'), true);
  assert.match(await page.text('#puzzle-score'), /streak 0/);
  await shot(page, 'puzzle-solution');
  await assertNoErrors(page);
  await page.close();
});

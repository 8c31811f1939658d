// The review of a game: started from the end panel or for a loaded record, run in the
// review's own engine worker with a progress bar that can be stopped, every move
// marked in the list (a sign and a word, not only a colour), an evaluation graph whose
// points show their moves, and the better move said (and drawn as an arrow) where the
// move played was not the best. The page's thread stays free while it runs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAxeClean, assertNoErrors, loadAxe, needs, openGame, settle, shot, typeMove, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { mainThreadClock } from '../lib/cpu.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const LINK = `#game=${WHITE_WINS.join('+')}`;
const SIGNS = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * A set-up script: the review searches each position for 50 ms instead of 300 (the
 * page's test hook, www/app/delays.js), for the tests that wait for a whole review and
 * check what it shows, not how good its verdicts are (tests/unit and the core's own).
 */
function quickReview() {
  window.__jarmoDelays = { ...(window.__jarmoDelays ?? {}), review: 50 };
}

/** Waits until the review of `total` moves is done. */
function reviewDone(page, total) {
  return page.waitFor((n) => document.querySelectorAll('#record .move[data-label]').length === n
    && document.getElementById('review-run').hidden, total, { timeout: 120000, interval: 250, what: `${total} moves reviewed` });
}

test('a_finished_game_is_reviewed_from_the_end_panel_and_every_move_is_marked', everyEngine('workers'), async () => {
  const { page } = await openGame(env, { init: quickReview, query: LINK });
  await page.waitForSelector('#end-panel');
  await page.click('#end-review');
  await page.waitForSelector('#review-progress');
  // The progress bar goes up move by move, to the game's length.
  assert.equal(await page.evaluate(() => document.getElementById('review-progress').max), WHITE_WINS.length);
  await reviewDone(page, WHITE_WINS.length);
  const marks = await page.evaluate(() => [...document.querySelectorAll('#record .move')].map((b) => ({
    label: b.dataset.label, name: b.getAttribute('aria-label'), text: b.textContent, sign: b.nextElementSibling?.textContent,
  })));
  assert.equal(marks.length, WHITE_WINS.length);
  const words = { best: 'best move', good: 'good', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' };
  for (const [i, mark] of marks.entries()) {
    assert.ok(mark.label in SIGNS, `move ${i + 1} has a label`);
    assert.equal(mark.sign, SIGNS[mark.label], `move ${i + 1}'s sign`);
    assert.equal(mark.name, `${WHITE_WINS[i]}, ${words[mark.label]}`, `move ${i + 1} is named with its label`);
  }
  // The game's last move is shown, and what the review says of it.
  assert.match(await page.text('#review-text'), /^Review ready\. Pick a move in the list or on the graph\. 9\. b2xd3: (best move|good|inaccuracy|mistake|blunder)\./);
  await assertNoErrors(page);
  await page.close();
});

test('the_end_panel_makes_way_for_the_review_at_once_before_its_chunk_has_come', sameInEveryEngine(), async () => {
  // The review's chunk is held back by the server: the game's end asks for it, and it
  // comes only when released, however fast the machine.
  const chunk = env.server.hold(/\/chunks\/(?:review\/)?load-\w+\.js$/);
  try {
    const { page } = await openGame(env, { init: quickReview, query: LINK, serviceWorkers: 'block' });
    await page.waitForSelector('#end-panel');
    await chunk.asked;
    await page.click('#end-review');
    await page.waitForSelector('#end-panel', { hidden: true });
    assert.equal(await page.visible('#review-progress'), false, 'the review has not begun: its chunk is not here');
    // The board is in sight again: the centre circle is the board's, not the panel's.
    assert.equal(await page.evaluate(() => {
      const r = document.getElementById('board').getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.id;
    }), 'board');
    await shot(page, 'review-end-panel-gone');
    chunk.release();
    await page.waitForSelector('#review-progress');
    assert.equal(await page.visible('#end-panel'), false, 'and it stays away');
    await assertNoErrors(page);
    await page.close();
  } finally {
    chunk.release();
  }
});

test('the_review_is_a_chunk_the_page_fetches_only_when_a_review_may_come', sameInEveryEngine(), async () => {
  // Not on a first visit (the service worker's copy for offline play aside, which is
  // not the page's): the page asks for it once a pointer comes to Review, or the game ends.
  const chunks = (page) => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname).filter((p) => /\/chunks\/(?:review\/)?load-\w+\.js$/.test(p)));
  const { page } = await openGame(env);
  await typeMove(page, 'a1-c2');
  await settle(page);
  assert.deepEqual(await chunks(page), [], 'no review chunk before a review may come');
  await page.click('#review-start');
  await page.waitForSelector('#review');
  assert.equal((await chunks(page)).length, 1, 'the review chunk, once');
  await page.waitFor(() => document.querySelectorAll('#record .move[data-label]').length === 1, null,
    { timeout: 60000, interval: 250, what: 'the move reviewed' });
  await assertNoErrors(page);
  await page.close();
});

/** WHITE_WINS on a desktop screen, reviewed from the move card's Review. */
async function reviewedOnDesktop() {
  const { page } = await openGame(env, { init: quickReview, query: LINK, viewport: { width: 1280, height: 800 } });
  await page.waitForSelector('#end-panel');
  await page.click('#end-close');
  await page.click('#review-start');
  await reviewDone(page, WHITE_WINS.length);
  return page;
}

/** The move shown (its ply; 0 before the first), as the move list marks it. */
const shownPly = (page) => page.evaluate(() => Number(document.querySelector('#record [aria-current="step"]')?.dataset.ply ?? 0));

test('the_graph_takes_the_keyboard_and_a_drawn_pointer_and_says_its_scale_sides_and_move_numbers', everyEngine('input'), async () => {
  const page = await reviewedOnDesktop();
  // What the graph says: which side each half favours, its scale, the move numbers.
  assert.deepEqual(await page.texts('.review-side'), ['White better', 'Black better']);
  assert.deepEqual(await page.texts('.review-scale'), ['+2', '-2']);
  assert.deepEqual(await page.texts('#review-ticks span'), ['1', '2', '4', '6', '8']);
  // By keyboard: the graph is a slider over the moves.
  await page.evaluate(() => document.getElementById('review-graph').focus());
  await page.press('Home');
  await page.waitFor(() => document.getElementById('review-graph').getAttribute('aria-valuenow') === '0');
  assert.equal(await shownPly(page), 0);
  await page.press('ArrowRight');
  await page.press('ArrowRight');
  await page.waitFor(() => document.getElementById('review-graph').getAttribute('aria-valuenow') === '2');
  assert.equal(await shownPly(page), 2);
  assert.match(await page.attr('#review-graph', 'aria-valuetext'), new RegExp(`^1\\.\\.\\. ${WHITE_WINS[1]}: .+ Evaluation: [+−-]?\\d+\\.\\d\\d \\(how many points the engine reckons White is ahead; below zero, Black is\\)\\.`));
  await page.press('End');
  await page.waitFor(() => !document.querySelector('#record [aria-current="step"]') || document.getElementById('review-graph').getAttribute('aria-valuenow') === document.getElementById('review-graph').getAttribute('aria-valuemax'));
  // A pointer drawn along it walks through the moves: from the start to the ninth move.
  const box = await page.box('#review-graph');
  const at = (ply) => ({ x: box.left + (box.width * ply) / WHITE_WINS.length, y: box.top + box.height / 2 });
  await page.drag(at(1), at(9));
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '9');
  await shot(page, 'review-scale');
  await assertNoErrors(page);
  await page.close();
});

test('a_finger_drawn_along_the_graph_walks_through_the_moves', everyEngine('input', needs('touch')), async () => {
  const { page } = await openGame(env, { init: quickReview, query: LINK, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, mobile: true });
  await page.waitForSelector('#end-panel');
  await page.tap(...Object.values(await page.evaluate(() => {
    const r = document.getElementById('end-review').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  })));
  await reviewDone(page, WHITE_WINS.length);
  await page.evaluate(() => document.getElementById('review-graph').scrollIntoView({ block: 'center' }));
  const box = await page.box('#review-graph');
  const at = (ply) => ({ x: box.left + (box.width * ply) / WHITE_WINS.length, y: box.top + box.height / 2 });
  // Where the graph scrolls with: every box around it.
  const scrolls = () => page.evaluate(() => {
    const tops = [];
    for (let el = document.getElementById('review-graph').parentElement; el; el = el.parentElement) tops.push(el.scrollTop);
    return tops;
  });
  const before = await scrolls();
  await page.touchDrag(at(2), at(7));
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '7');
  assert.deepEqual(await scrolls(), before, 'the drag walked the moves, and scrolled nothing');
  await assertNoErrors(page);
  await page.close();
});

test('a_point_of_the_graph_shows_its_move_and_a_move_not_the_best_gets_its_better_move', sameInEveryEngine(), async () => {
  const page = await reviewedOnDesktop();
  // A press on the graph at the fifth move's point shows the position after it.
  const box = await page.box('#review-graph');
  await page.mouse.click(box.left + (box.width * 5) / WHITE_WINS.length, box.top + box.height / 2);
  await page.waitFor(() => document.querySelector('#record [aria-current="step"]')?.dataset.ply === '5');
  assert.equal(await page.visible('#viewing'), true);
  assert.match(await page.text('#review-text'), new RegExp(`^3\\. ${WHITE_WINS[4]}: (best move|good|inaccuracy|mistake|blunder)\\. (Evaluation: [+−-]?\\d+\\.\\d\\d|White wins by force|Black wins by force)`));
  // The move before a move that was not the best: the better one is said.
  const labels = await page.evaluate(() => [...document.querySelectorAll('#record .move')].map((b) => b.dataset.label));
  const notBest = labels.findIndex((l) => l !== 'best');
  if (notBest >= 0) {
    await page.click(notBest === 0 ? '#view-start' : `#record .move[data-ply="${notBest}"]`);
    await page.waitFor((n) => (document.querySelector('#record [aria-current="step"]')?.dataset.ply ?? '0') === String(n)
      || (n === 0 && !document.querySelector('#record [aria-current="step"]')), notBest);
    assert.match(await page.text('#review-text'), new RegExp(`Instead of ${WHITE_WINS[notBest]}, \\S+ was better \\(the arrow\\)\\.`));
    await settle(page);
    await shot(page, 'review-arrow');
  }
  await assertNoErrors(page);
  await page.close();
});

test('a_review_is_stopped_from_its_progress_bar_and_goes_on_when_asked_again', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: LINK });
  await page.waitForSelector('#end-panel');
  await page.click('#end-review');
  await page.waitFor(() => document.querySelectorAll('#record .move[data-label]').length >= 1, null, { timeout: 60000 });
  // The focus went to Stop, so a keyboard player stops it with Enter.
  await page.waitFor(() => document.activeElement?.id === 'review-cancel');
  await page.press('Enter');
  await page.waitFor(() => document.getElementById('review-run').hidden);
  assert.equal(await page.text('#review-text'), 'The review was stopped.');
  assert.equal(await page.visible('#review-start'), true);
  const kept = await page.count('#record .move[data-label]');
  assert.ok(kept >= 1 && kept < WHITE_WINS.length, `${kept} moves reviewed before the stop`);
  // Review again: it goes on from where it stopped, to the end.
  await page.click('#review-start');
  await reviewDone(page, WHITE_WINS.length);
  await assertNoErrors(page);
  await page.close();
});

test('a_move_played_after_the_review_leaves_it_behind', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { init: quickReview, query: `#game=${WHITE_WINS.slice(0, 4).join('+')}` });
  await page.click('#review-start');
  await reviewDone(page, 4);
  assert.equal(await page.visible('#review'), true);
  await page.fill('#move-input', 'e1-d3');
  await page.press('Enter');
  await page.waitFor(() => document.querySelectorAll('#record .move').length === 5);
  assert.equal(await page.visible('#review'), false);
  assert.equal(await page.count('#record .move[data-label]'), 0);
  assert.equal(await page.visible('#review-start'), true);
  await assertNoErrors(page);
  await page.close();
});

test('the_page_has_no_long_task_while_a_review_runs', sameInEveryEngine(), async () => {
  const init = () => {
    window.__gaps = [];
    const every = 10;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      if (now - last - every > 50) window.__gaps.push({ start: last, end: now });
      last = now;
      setTimeout(tick, every);
    };
    setTimeout(tick, every);
    // The review's time begins once the press on Review is done: its task showed the
    // progress bar, and the frame after it drew the panel (as the computer's time in
    // computer.test.mjs begins once the board has drawn the player's move). The press
    // and its frame are the player's; what follows is the review's.
    window.__shown = null;
    let seen = false;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        if (seen || document.getElementById('review-run').hidden) return;
        seen = true;
        requestAnimationFrame(() => setTimeout(() => { window.__shown = performance.now(); }, 0));
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
    });
  };
  const { page } = await openGame(env, { query: LINK, init });
  await page.waitForSelector('#end-panel');
  const clock = await mainThreadClock(page);
  await page.click('#end-review');
  await page.waitFor((n) => document.querySelectorAll('#record .move[data-label]').length === n
    && document.getElementById('review-run').hidden, WHITE_WINS.length, { timeout: 120000, interval: 500 });
  const ended = await page.evaluate(() => performance.now());
  clock.stop();
  const { gaps, origin, started } = await page.evaluate(() => ({ gaps: window.__gaps, origin: performance.timeOrigin, started: window.__shown }));
  assert.ok(started, 'the progress bar showed');
  const tasks = gaps.filter((g) => g.end > started && g.start < ended).map((g) => {
    const from = Math.max(g.start, started);
    return { start: Math.round(from), wall: Math.round(g.end - from), cpu: Math.round(clock.used(origin + from, origin + g.end)) };
  });
  assert.deepEqual(tasks.filter((t) => t.cpu > 50), [], `no main-thread task over 50 ms while the review ran: ${JSON.stringify(tasks)}`);
  await assertNoErrors(page);
  await page.close();
});

for (const theme of ['light', 'dark']) {
  test(`axe_finds_no_serious_or_critical_problem_in_a_review_in_the_${theme}_theme`, sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { init: quickReview, query: LINK, colorScheme: theme });
    await page.waitForSelector('#end-panel');
    await page.click('#end-close');
    await page.click('#review-start');
    await reviewDone(page, WHITE_WINS.length);
    await page.click('#record .move[data-ply="4"]');
    await loadAxe(page);
    await assertAxeClean(page, 'the review', { contrast: false });
    await shot(page, `review-axe-${theme}`);
    await assertNoErrors(page);
    await page.close();
  });
}

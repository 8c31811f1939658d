// The lessons (?learn, ?learn=N): reached from the first screen and left back to the
// game, which is kept; each try played on the board and judged by the core, a refusal
// explained in the page's language, the goal reached by mouse and by keyboard, the
// progress remembered (and recovered when damaged), in a sandboxed frame too. What each
// lesson decides (a refusal and its reason, the answer, the goal, the progress) is also
// checked without a browser: tests/unit/trainer.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertAxeClean, assertNoErrors, chooseSetting, clickCircle, keyMove, openFramed, openGame, openSettings, position, positionBecomes, settle, shot,
  loadAxe, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const feedback = (target) => target.text('#trainer-feedback');
const said = (target) => target.text('#announce');

/** Waits until the lesson's card says `pattern`. */
function feedbackSays(target, pattern) {
  return target.waitFor((source) => new RegExp(source).test(document.getElementById('trainer-feedback').textContent),
    pattern.source, { what: `the lesson to say ${pattern}` });
}

test('new_to_jarmo_opens_the_lessons_and_back_to_the_game_finds_the_game_again', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await typeMove(page, 'a1-c2');
  const game = await position(page);
  await page.click('#learn-link');
  // During the navigation there may be no body yet.
  await page.waitFor(() => document.body?.classList.contains('trainer') && document.body.classList.contains('ready'));
  assert.equal(await page.text('#trainer-kicker'), 'Lesson 1 of 9 · Board: Knight\'s moves');
  assert.equal(await page.text('#trainer-title'), 'Moving along lines');
  assert.match(await page.text('#trainer-goal'), /c5/);
  assert.match(await page.url(), /[?&]learn=1\b/);
  // The game's own panels are not shown.
  assert.equal(await page.visible('#new-game'), false);
  assert.equal(await page.visible('#players-title'), false);
  await page.click('#back-to-game');
  await page.waitFor(() => document.body && !document.body.classList.contains('trainer') && document.body.classList.contains('ready'));
  assert.equal(await position(page), game);
  await assertNoErrors(page);
  await page.close();
});

test('a_wrong_try_is_refused_with_the_cores_reason_and_the_goal_is_reached_by_clicks', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=1' });
  const start = await position(page);
  // c1 and c2 are not joined: the board lets the try through, the core refuses it.
  await clickCircle(page, 'c1');
  await clickCircle(page, 'c2');
  await feedbackSays(page, /No line joins c1 and c2/);
  assert.equal(await position(page), start);
  assert.match(await said(page), /No line joins c1 and c2/);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd3');
  // Black answers from the lesson's script, then White goes on.
  await positionBecomes(page, '3b1/5/3w1/5/4w w c1d3:1 e3d5:1');
  await clickCircle(page, 'd3');
  await clickCircle(page, 'c5');
  await feedbackSays(page, /Well done/);
  await settle(page);
  await shot(page, 'learn-done');
  assert.match(await page.text('#lesson-list [data-lesson="1"]'), /finished/);
  assert.equal(await page.text('#trainer-next'), 'Next lesson');
  await page.click('#trainer-next');
  await page.waitFor(() => document.getElementById('trainer-kicker').textContent === 'Lesson 2 of 9 · Board: Knight\'s moves');
  assert.match(await page.url(), /[?&]learn=2\b/);
  // Remembered: a new visit to ?learn opens the first lesson not finished.
  await page.goto(`${env.server.url}?learn`);
  await page.waitForSelector('body.ready');
  assert.equal(await page.text('#trainer-kicker'), 'Lesson 2 of 9 · Board: Knight\'s moves');
  assert.match(await page.text('#lesson-list [data-lesson="1"]'), /finished/);
  await assertNoErrors(page);
  await page.close();
});

test('the_return_is_made_from_the_tray_and_unmarks_the_archer_on_the_lowest_file', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=4' });
  await page.click('#tray-white .returnable');
  await clickCircle(page, 'c1');
  await feedbackSays(page, /Your archer is back/);
  // b5 lost its mark (w), d5 kept it (W).
  assert.equal((await position(page)).split(' ')[0], '1w1W1/2b2/b3b/5/w1w2');
  await assertNoErrors(page);
  await page.close();
});

test('the_shuttle_lesson_by_keyboard_alone_is_announced_to_screen_readers', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?learn=5' });
  assert.match(await said(page), /Lesson 5 of 9: No endless shuttle\. Goal: play a1–c2\./);
  await keyMove(page, 'a1', 'c2');
  await feedbackSays(page, /may not shuttle between a1 and c2/);
  assert.match(await said(page), /may not shuttle between a1 and c2/);
  await keyMove(page, 'd1', 'e3');
  await positionBecomes(page, '5/2b2/4w/5/w4 w d1e3:1 e5c4:1');
  await keyMove(page, 'a1', 'c2');
  await feedbackSays(page, /ended the shuttle/);
  assert.match(await said(page), /ended the shuttle/);
  await assertNoErrors(page);
  await page.close();
});

test('a_lesson_in_another_language_explains_a_refusal_in_it', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=3&lang=de' });
  assert.equal(await page.text('#trainer-title'), 'Schlagen und die Markierung');
  assert.equal(await page.text('#back-to-game'), 'Zurück zum Spiel');
  await clickCircle(page, 'c1');
  await clickCircle(page, 'c3');
  await feedbackSays(page, /Nicht erlaubt\. Keine Linie verbindet c1 und c3/);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd3');
  await feedbackSays(page, /Geschlagen!/);
  await assertNoErrors(page);
  await page.close();
});

test('a_typed_tries_reason_goes_once_a_move_on_the_board_changes_the_lesson', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=1' });
  await typeMove(page, 'c1-c2');
  await page.waitFor(() => document.getElementById('move-error').textContent !== '');
  assert.equal(await page.attr('#move-input', 'aria-invalid'), 'true');
  // A move on the board: the reason about the typed try is old.
  const start = await position(page);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd3');
  await page.waitFor(() => document.getElementById('move-error').textContent === '', null, { what: 'the reason to go' });
  assert.notEqual(await position(page), start, 'the move was played');
  assert.equal(await page.attr('#move-input', 'aria-invalid'), null);
  await assertNoErrors(page);
  await page.close();
});

// What each lesson's bars show (www/learn/lessons.js, bars): points where the lesson
// speaks of them, the captured archers a set-up leaves off the board where it uses them.
const BARS = {
  1: { points: false, white: 0, black: 0 }, 2: { points: true, white: 0, black: 0 },
  3: { points: false, white: 0, black: 0 }, 4: { points: false, white: 2, black: 2 },
  5: { points: false, white: 0, black: 0 }, 6: { points: true, white: 0, black: 0 },
  7: { points: true, white: 0, black: 0 }, 8: { points: true, white: 2, black: 3 },
};

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`each_lessons_bars_show_only_what_it_teaches_${width}x${height}`, everyEngine('layout'), async () => {
    const { page, frame } = await openFramed(env, { width, height, query: '?learn=1' });
    for (let n = 1; n <= 8; n++) {
      if (n > 1) {
        await frame.click(`#lesson-list button[data-lesson="${n}"]`);
        await frame.waitFor((k) => document.getElementById('trainer-kicker').textContent.startsWith(`Lesson ${k} `), n);
      }
      const bars = await frame.evaluate(() => Object.fromEntries(['white', 'black'].flatMap((side) => [
        [side, document.querySelectorAll(`#tray-${side} .archer`).length],
        [`${side}Points`, document.getElementById(`points-${side}`).checkVisibility() ? document.getElementById(`points-${side}`).textContent : null],
      ])));
      const want = BARS[n];
      assert.equal(bars.white, want.white, `lesson ${n}: White's captured archers`);
      assert.equal(bars.black, want.black, `lesson ${n}: Black's captured archers`);
      for (const side of ['white', 'black']) {
        if (want.points) assert.match(bars[`${side}Points`], /^\d+ points?$/, `lesson ${n}: ${side}'s points`);
        else assert.equal(bars[`${side}Points`], null, `lesson ${n}: no points`);
      }
      await shot(page, `lesson-${n}-${width}x${height}`);
    }
    await assertNoErrors(page);
    await page.close();
  });
}

for (const [width, height] of [[280, 280], [320, 480]]) {
  test(`in_a_${width}x${height}_frame_the_lessons_goal_and_each_tries_outcome_stay_in_sight_over_the_board`, everyEngine('layout'), async () => {
    // The card itself is behind the menu button here: its line over the board is not.
    const { page, frame } = await openFramed(env, { width, height, query: '?learn=1&lang=en' });
    const strip = () => frame.evaluate(() => {
      const el = document.getElementById('trainer-strip');
      const r = el.getBoundingClientRect();
      const board = document.getElementById('board').getBoundingClientRect();
      const text = document.getElementById('trainer-strip-text');
      return {
        text: text.textContent,
        inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 0,
        aboveBoard: r.bottom <= board.top,
        // Two lines at most, each whole: what does not fit is in the card (More).
        clipped: text.scrollHeight > text.clientHeight + 1,
        boardInside: board.bottom <= innerHeight && board.top >= 0,
      };
    });
    const first = await strip();
    assert.equal(first.text, 'Goal: bring an archer to c5, the ringed circle.');
    assert.deepEqual([first.inside, first.aboveBoard, first.boardInside], [true, true, true]);
    assert.equal(await frame.hidden('#trainer'), true, 'the card is behind the menu button');
    // A try's outcome takes the line: here the core's refusal, c1 and c2 are not joined.
    await clickCircle(frame, 'c1');
    await clickCircle(frame, 'c2');
    await frame.waitFor(() => document.getElementById('trainer-strip-text').dataset.kind === 'bad', null, { what: 'the refusal in the line' });
    const after = await strip();
    assert.match(after.text, /No line joins c1 and c2/);
    assert.equal(after.inside, true);
    await shot(page, `learn-strip-${width}x${height}`);
    // More opens the whole card.
    await frame.click('#trainer-strip-more');
    await frame.waitFor(() => document.body.classList.contains('panel-open') && document.getElementById('trainer').checkVisibility());
    await assertNoErrors(page);
    await page.close();
  });
}

test('a_lessons_settings_menu_changes_the_language_and_has_no_sound_switch', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=3&lang=en' });
  assert.equal(await page.text('#trainer-title'), 'Capturing, and the mark');
  // Nothing sounds in the lessons: the menu offers no switch that would do nothing.
  await openSettings(page);
  assert.equal(await page.visible('#sound'), false);
  await page.click('#settings-close');
  await page.waitForSelector('#settings', { hidden: true });
  await chooseSetting(page, '#language', 'de');
  await page.waitFor(() => document.getElementById('trainer-title').textContent === 'Schlagen und die Markierung');
  assert.equal(await page.text('#back-to-game'), 'Zurück zum Spiel');
  await assertNoErrors(page);
  await page.close();
});

test('damaged_progress_is_recovered_and_written_afresh', everyEngine('storage'), async () => {
  const { page } = await openGame(env, { query: '?learn=3' });
  await page.evaluate(() => localStorage.setItem('jarmo.learn.v1', '{"version":1,"lessons":["lines",'));
  await page.goto(`${env.server.url}?learn=3`);
  await page.waitForSelector('body.ready');
  assert.equal(await page.count('#lesson-list .done-mark'), 0);
  await clickCircle(page, 'c1');
  await clickCircle(page, 'd3');
  await feedbackSays(page, /Captured!/);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('jarmo.learn.v1')));
  assert.deepEqual(stored.lessons, ['capture']);
  assert.equal(stored.version, 1);
  await assertNoErrors(page);
  await page.close();
});

test('the_lessons_work_in_a_frame_sandboxed_to_scripts_alone', everyEngine('frames'), async () => {
  const { page, frame } = await openFramed(env, { width: 1000, height: 640, query: '?learn=3', sandbox: 'allow-scripts' });
  await clickCircle(frame, 'c1');
  await clickCircle(frame, 'd3');
  await feedbackSays(frame, /Captured!/);
  assert.match(await frame.text('#lesson-list [data-lesson="3"]'), /finished/);
  await assertNoErrors(page);
  await page.close();
});

test('the_end_lesson_is_won_on_points_and_the_small_game_is_answered_by_the_engine', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?learn=6' });
  await clickCircle(page, 'b3');
  await clickCircle(page, 'c5');
  await feedbackSays(page, /6 points against Black’s 3/);
  assert.match(await page.text('#status'), /You win 6–3/, 'the learner\'s own win');
  await page.click('#lesson-list [data-lesson="8"]');
  await page.waitFor(() => document.getElementById('trainer-kicker').textContent === 'Lesson 8 of 9 · Board: Knight\'s moves');
  const start = await position(page);
  await clickCircle(page, 'a1');
  await clickCircle(page, 'b3');
  // The computer's answer comes from the engine's worker; then it is White's turn again.
  await page.waitFor((s) => document.getElementById('position').textContent !== s
    && document.getElementById('status').textContent === 'White to move', start, { timeout: 20000, what: 'the engine to answer' });
  assert.equal(await page.text('#trainer-next'), 'Next lesson');
  await assertNoErrors(page);
  await page.close();
});

test('the_last_lesson_is_on_the_traditional_board_and_its_straight_lines_take_clicks', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: '?learn=9' });
  assert.equal(await page.text('#trainer-kicker'), 'Lesson 9 of 9 · Board: Traditional');
  // b2-b3 is a short straight line of the traditional board only.
  await clickCircle(page, 'b2');
  await clickCircle(page, 'b3');
  // Black's answer (e5-d3) comes, and it is White's move again.
  await page.waitFor(() => document.getElementById('position').textContent.startsWith('5/5/1w1b1/5/5 w'), null, { what: 'b2-b3 and the answer' });
  await clickCircle(page, 'b3');
  await clickCircle(page, 'b4');
  await feedbackSays(page, /step straight ahead/);
  assert.equal(await page.text('#trainer-next'), 'Play a game');
  await assertNoErrors(page);
  await page.close();
});

for (const theme of ['light', 'dark']) {
  test(`axe_finds_no_serious_or_critical_problem_in_a_lesson_in_the_${theme}_theme`, sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { query: '?learn=1', colorScheme: theme });
    // A refusal said, and a lesson finished in the list.
    await clickCircle(page, 'c1');
    await clickCircle(page, 'c2');
    await feedbackSays(page, /No line joins/);
    await loadAxe(page);
    await assertAxeClean(page);
    await shot(page, `learn-axe-${theme}`);
    await assertNoErrors(page);
    await page.close();
  });
}

// The computer opponent in the page: the engine runs in a Web Worker, answers the
// person's moves, may move first, never blocks the page, stops when a new game
// starts, and gives hints. Here, the real engine in its worker, the page's tasks while
// it thinks, the wasm fetched and the turned board's clicks; who moves when, what
// waits, what stops it and the hint: tests/unit/computer.test.mjs, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, centre, choosePlayers, clickCircle, core, moves, movesReach, openGame, openNewGame, position, settle, shot, status, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { mainThreadClock } from '../lib/cpu.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

test('the_computer_answers_a_move_with_a_legal_move_of_its_own', everyEngine('workers'), async () => {
  const { page } = await openGame(env);
  await choosePlayers(page, { human: 'white', level: 1 });
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await movesReach(page, 2);
  const played = await moves(page);
  assert.equal(played.length, 2);
  assert.equal(played[0], 'a1-c2');
  // The core played it, so it is legal; check it against the legal list all the same
  // (the rules engine, here in Node).
  const { Game } = await core();
  const game = new Game();
  game.play(played[0]);
  const legal = game.state().moves.map((m) => m.text);
  game.free();
  assert.ok(legal.includes(played[1]), `${played[1]} is one of ${legal}`);
  assert.equal(await status(page), 'White to move');
  await settle(page);
  await shot(page, 'computer-answered');
  await assertNoErrors(page);
  await page.close();
});

test('the_page_has_no_long_task_while_the_computer_thinks', sameInEveryEngine(), async () => {
  const init = () => {
    window.__gaps = [];
    window.__thinking = [];
    // A timer due every 10 ms runs late by as long as the main thread is held: each
    // tick more than 10 + 50 ms after the last is a gap in which a long task (over
    // 50 ms, as the Long Tasks API counts them) may have run. The same in every
    // engine (only Chromium has that API).
    const every = 10;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      if (now - last - every > 50) window.__gaps.push({ start: last, end: now });
      last = now;
      setTimeout(tick, every);
    };
    setTimeout(tick, every);
    // When the computer's answer reaches the page: its task (the computer's move) ends
    // the thinking, as the player's move began it.
    window.__answers = [];
    const Original = window.Worker;
    window.Worker = class extends Original {
      set onmessage(handler) {
        super.onmessage = handler && ((event) => {
          if (event.data?.type === 'move') window.__answers.push(performance.now());
          handler.call(this, event);
        });
      }

      get onmessage() {
        return super.onmessage;
      }
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        const on = document.body.classList.contains('thinking');
        const log = window.__thinking;
        if (!log.length || log[log.length - 1].on !== on) log.push({ on, at: performance.now() });
      }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
    });
  };
  const { page } = await openGame(env, { init });
  await choosePlayers(page, { human: 'white', level: 8 });
  // A gap on the clock is a long task only if the page's main thread did work through
  // it: on a busy machine the thread also waits, runnable, for a processor (see
  // tests/lib/cpu.mjs). Its processor time comes from the system.
  const clock = await mainThreadClock(page);
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  // Asked seldom: each question a driver asks runs on the page's main thread, and
  // asking every 50 ms (Firefox's driver more than the others) made gaps of its own.
  await page.waitFor(() => document.querySelectorAll('#record button.move').length >= 2, null,
    { timeout: 20000, interval: 500, what: "the computer's answer" });
  clock.stop();
  const { gaps, thinking, answers, origin } = await page.evaluate(() => ({
    gaps: window.__gaps, thinking: window.__thinking, answers: window.__answers, origin: performance.timeOrigin,
  }));
  const start = thinking.find((t) => t.on);
  const end = thinking.find((t) => !t.on && start && t.at > start.at);
  assert.ok(start && end, 'the thinking indicator came and went');
  assert.ok(end.at - start.at >= 300, `the computer thought for ${end.at - start.at} ms`);
  // While it thinks: from the end of the player's move (the indicator shown, as its
  // task's script ends) to the computer's answer arriving (the task that plays it).
  const answer = answers.find((at) => at > start.at && at <= end.at);
  assert.ok(answer, "the computer's answer came from its worker");
  // The main thread's work in each gap of the timer, counting only what fell while
  // the computer thought: over 50 ms of it without a turn for the timer is a long task.
  const tasks = gaps.filter((g) => g.end > start.at && g.start < answer).map((g) => {
    const from = Math.max(g.start, start.at);
    const to = Math.min(g.end, answer);
    return { start: Math.round(from), wall: Math.round(to - from), cpu: Math.round(clock.used(origin + from, origin + to)) };
  });
  const long = tasks.filter((t) => t.cpu > 50);
  assert.deepEqual(long, [], `no main-thread task over 50 ms while the computer thought (${Math.round(start.at)} to `
    + `${Math.round(answer)} ms): the gaps of the timer then, with the processor time the main thread used in each: `
    + `${JSON.stringify(tasks)}`);
  await assertNoErrors(page);
  await page.close();
});

test('a_match_chosen_in_new_game_brings_the_whole_core_before_start_which_then_begins_it', everyEngine('workers'), async () => {
  // The rules core has no matchState: the whole core says where a match stands, fetched
  // once a match is chosen in the dialog (panels/players.js onMatch), before Start.
  const { page } = await openGame(env, { query: '?mode=hotseat', serviceWorkers: 'block' });
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((name) => name.endsWith('.wasm')));
  assert.deepEqual(await fetched(), ['jarmo-rules_bg.wasm']);
  await openNewGame(page);
  await page.select('#players-form select[name="match"]', '2');
  await page.waitFor(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/jarmo-core_bg.wasm')), null, { what: 'the whole core, before Start' });
  await page.click('#new-start');
  await page.waitFor(() => document.getElementById('match-line').textContent === 'Game 1 of 2: Player 1 0 – 0 Player 2', null, { what: 'the match' });
  assert.deepEqual(await fetched(), ['jarmo-rules_bg.wasm', 'jarmo-core_bg.wasm']);
  await assertNoErrors(page);
  await page.close();
});

test('each_wasm_module_is_fetched_once_a_visit_and_the_worker_fetches_none', everyEngine('workers'), async () => {
  // Without the service worker, which would fetch every file for offline play: what the
  // server sees is what the page and its worker asked for.
  const wasm = (page, from) => page.server.requests.slice(from).filter((p) => p.endsWith('.wasm')).map((p) => p.split('/').pop());
  // Two players: the rules alone; the whole core once the computer is first needed,
  // for a hint, and not again for the next one.
  let from = env.server.requests.length;
  const { page: hotseat } = await openGame(env, { query: '?mode=hotseat', serviceWorkers: 'block' });
  assert.deepEqual(wasm(hotseat, from), ['jarmo-rules_bg.wasm']);
  for (let i = 0; i < 2; i++) {
    await hotseat.click('#hint');
    await hotseat.waitFor(() => /^Hint: /.test(document.getElementById('hint-text').textContent));
    await typeMove(hotseat, (await hotseat.text('#hint-text')).replace('Hint: ', ''));
  }
  assert.deepEqual(wasm(hotseat, from), ['jarmo-rules_bg.wasm', 'jarmo-core_bg.wasm']);
  await assertNoErrors(hotseat);
  await hotseat.close();
  // Against the computer, the player moving first: the rules while the page starts, the
  // whole core once the page is used (the first press), off the start's critical path.
  from = env.server.requests.length;
  const { page: ai } = await openGame(env, { query: '?mode=ai&level=1', serviceWorkers: 'block' });
  assert.deepEqual(wasm(ai, from), ['jarmo-rules_bg.wasm'], 'nothing of the engine before the page is used');
  await clickCircle(ai, 'a1');
  await clickCircle(ai, 'c2');
  await movesReach(ai, 2);
  assert.deepEqual(wasm(ai, from), ['jarmo-rules_bg.wasm', 'jarmo-core_bg.wasm']);
  await assertNoErrors(ai);
  await ai.close();
  // The computer moving first: the whole core alone, for the page and its worker.
  from = env.server.requests.length;
  const { page: opens } = await openGame(env, { query: '?mode=ai&level=1&color=black', serviceWorkers: 'block' });
  await movesReach(opens, 1);
  assert.deepEqual(wasm(opens, from), ['jarmo-core_bg.wasm']);
  await assertNoErrors(opens);
  await opens.close();
});

test('playing_black_against_the_computer_turns_the_board_and_clicks_still_land', everyEngine('input'), async () => {
  const { page } = await openGame(env);
  assert.equal(await page.attr('#board', 'data-flipped'), null, 'two players: not turned');
  await choosePlayers(page, { human: 'black', level: 1 });
  await movesReach(page, 1);
  assert.equal(await page.attr('#board', 'data-flipped'), 'true');
  // Black's bar below the board, White's above.
  const board = await page.box('#board');
  assert.ok((await page.box('#player-black')).top > board.top + board.height / 2);
  assert.ok((await page.box('#player-white')).top < board.top);
  // Black's archers are drawn at the bottom, and clicking them moves them.
  assert.ok((await centre(page, 'c5')).y > board.top + board.height * 0.75, 'c5 near the bottom');
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
  await page.waitFor(() => document.getElementById('board').dataset.flipped === 'false');
  assert.ok((await centre(page, 'c5')).y < board.top + board.height / 4, 'c5 near the top');
  await assertNoErrors(page);
  await page.close();
});

test('the_engine_worker_protocol_reports_bad_requests_as_errors', everyEngine('workers'), async () => {
  // The page's own engine worker, wherever the build puts its script: the page starts
  // it against the computer once it is used (a press), and this notes the address it
  // starts it from.
  const init = () => {
    const Original = window.Worker;
    window.__workerUrls = [];
    window.Worker = class extends Original {
      constructor(url, options) {
        window.__workerUrls.push(String(new URL(url, location.href)));
        super(url, options);
      }
    };
  };
  const { page } = await openGame(env, { query: '?mode=ai&level=1&color=white', init });
  await clickCircle(page, 'a1');
  // (The board's drawing worker starts from a Blob URL; the engine's, on a page with an
  // origin, from its script's own URL.)
  const [url] = await page.waitFor(() => {
    const engine = window.__workerUrls.filter((u) => !u.startsWith('blob:'));
    return engine.length > 0 && engine;
  }, null, { what: 'the page to start its engine worker' });
  // A worker of its own from that script, asked as opponent.js asks (contract.js's
  // ToWorker): the compiled wasm module first, then {type: 'think', id, start, moves, ...}.
  const result = await page.evaluate(async ({ script, start }) => {
    // The whole core's module, beside the page (the rules' alone has no engine).
    const module = await WebAssembly.compileStreaming(fetch(new URL('jarmo-core_bg.wasm', location.href)));
    const worker = new Worker(script);
    const answers = new Map();
    let ready;
    const started = new Promise((ok) => { ready = ok; });
    worker.onmessage = ({ data }) => {
      if (data.type === 'ready') ready();
      else answers.get(data.id)?.(data);
    };
    // An answer that never comes fails here rather than holding the test.
    const within = (promise, what) => Promise.race([promise, new Promise((_, fail) => {
      setTimeout(() => fail(new Error(`the worker did not answer ${what}`)), 20000);
    })]);
    worker.postMessage({ type: 'init', module });
    await within(started, 'init');
    const think = (id, request) => within(new Promise((resolve) => {
      answers.set(id, resolve);
      worker.postMessage({ type: 'think', id, timeMs: null, seed: null, start, moves: [], ...request });
    }), `request ${id}`);
    const out = {};
    out.badRecord = await think(1, { moves: ['a1-a2'], level: 3 });
    out.badLevel = await think(2, { level: 9 });
    const good = await think(3, { moves: ['a1-c2'], level: 3, seed: 7 });
    const again = await think(4, { moves: ['a1-c2'], level: 3, seed: 7 });
    worker.terminate();
    out.same = good.type === 'move' && again.type === 'move' && good.result.move.text === again.result.move.text;
    out.move = good.result?.move.text;
    return out;
  }, { script: url, start: START });
  assert.equal(result.badRecord.type, 'error');
  // The core's code and params, for the page's catalogs; its message repeats them for
  // a developer (the sentences are the catalogs').
  assert.equal(result.badRecord.code, 'play.not-joined');
  assert.deepEqual(result.badRecord.params, { from: 'a1', to: 'a2' });
  assert.equal(result.badRecord.message, 'play.not-joined: from a1, to a2');
  assert.equal(result.badLevel.type, 'error');
  assert.equal(result.badLevel.code, 'api.bad-level');
  assert.deepEqual(result.badLevel.params, { level: '9' });
  assert.equal(result.badLevel.message, 'api.bad-level: level 9');
  assert.ok(result.same, 'same seed, same move');
  assert.match(result.move, /^[a-e]5[-x][a-e][1-5]$/);
  await assertNoErrors(page);
  await page.close();
});

// The real game in an iframe of a page on another origin (the host on one port, the
// built site with its strict CSP on another): it says ready, reports every move and
// the end, obeys newgame, pause and resume from its parent at a listed origin only,
// and works sandboxed without allow-same-origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic } from '../lib-portal/server.mjs';
import { REPO, prepareSite } from '../lib-portal/site.mjs';
import { launchBrowser, poll, watchProblems } from '../lib-portal/browser.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { ARTIFACTS, focusCircle } from '../lib/harness.mjs';

let host;
let game;
let site;
let browser;

before(async () => {
  site = await prepareSite();
  host = await serveStatic({ root: REPO, prefix: '/', csp: null });
  game = await serveStatic({ root: site.dir, prefix: '/jarmo/' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await host?.stop();
  await game?.stop();
  await site?.remove();
});

const waitFor = (what, check, timeout = 20000) => poll(what, check, timeout);

const received = (page) => page.evaluate(() => window.received.map((m) => m.data));
const ofType = async (page, type) => (await received(page)).filter((m) => m.type === type);

/** Opens the host with the game in an iframe of `width` x `height`; resolves when the game is ready. */
async function embedGame(query, { sandbox, width = 480, height = 320 } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const src = `${game.url}index.html?${query}`;
  const frames = JSON.stringify([{ id: 'game', src, sandbox }]);
  await page.goto(`${host.url}tests/fixtures/embed-host.html?frames=${encodeURIComponent(frames)}`);
  await page.evaluate(([w, h]) => Object.assign(document.getElementById('game'), { width: String(w), height: String(h) }), [width, height]);
  const frame = await (await page.waitForSelector('iframe#game')).contentFrame();
  await frame.waitForSelector('body.ready');
  return { context, page, frame, problems };
}

/** Plays a move with the keyboard on the framed board: focus to a1, then along and up. */
async function keyMove(page, frame, from, to) {
  await frame.focus('#board');
  const flipped = (await frame.getAttribute('#board', 'data-flipped')) === 'true';
  for (const circle of [from, to]) {
    await focusCircle(page.keyboard, circle, { flipped });
    await page.keyboard.press('Enter');
  }
}

const trusted = () => `parentOrigin=${encodeURIComponent(host.origin)}`;

test('the_embedded_game_says_ready_and_reports_each_move_with_the_position', async () => {
  const { context, page, frame, problems } = await embedGame(`${trusted()}&mode=hotseat&lang=de`, { width: 280, height: 280 });
  await waitFor('jarmo:ready', async () => (await ofType(page, 'jarmo:ready')).length === 1);
  assert.equal(await frame.textContent('#status'), 'Weiß ist am Zug');
  assert.equal(await frame.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight), true);
  await keyMove(page, frame, 'a1', 'c2');
  await page.waitForTimeout(400);
  await page.locator('iframe#game').screenshot({ path: `${ARTIFACTS}embedded-280x280.png` });
  await waitFor('jarmo:move', async () => (await ofType(page, 'jarmo:move')).length === 1);
  assert.deepEqual((await ofType(page, 'jarmo:move'))[0],
    { type: 'jarmo:move', move: 'a1-c2', position: 'bbbbb/5/5/2w2/1wwww b a1c2:1 -' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('newgame_pause_and_resume_from_the_parent_control_the_computer', async () => {
  const { context, page, frame, problems } = await embedGame(`${trusted()}&mode=hotseat`);
  await waitFor('jarmo:ready', async () => (await ofType(page, 'jarmo:ready')).length === 1);
  // A new game against the computer, which plays White and so moves first: paused
  // at once, it must not move.
  await page.evaluate(() => {
    window.sendTo('game', { type: 'jarmo:newgame', mode: 'ai', level: 1, color: 'black', first: 'white' });
    window.sendTo('game', { type: 'jarmo:pause' });
  });
  await frame.waitForFunction(() => document.getElementById('status').textContent === 'Paused');
  await page.waitForTimeout(1500);
  assert.deepEqual(await ofType(page, 'jarmo:move'), [], 'no move while paused');
  assert.equal(await frame.isVisible('#notice'), true, 'the board says it is paused');
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:resume' }));
  await waitFor('the computer\'s move', async () => (await ofType(page, 'jarmo:move')).length === 1);
  // Black (the person) answers on the board; pause also stops the person's input.
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
  await frame.waitForFunction(() => document.getElementById('status').textContent === 'Paused');
  await keyMove(page, frame, 'a5', 'b3');
  await page.waitForTimeout(300);
  assert.equal((await ofType(page, 'jarmo:move')).length, 1, 'no input while paused');
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:resume' }));
  await frame.waitForFunction(() => document.getElementById('status').textContent === 'Black to move');
  await keyMove(page, frame, 'a5', 'b3');
  await waitFor('black\'s move and white\'s reply', async () => (await ofType(page, 'jarmo:move')).length === 3);
  // The computer's first move is random at level 1: it may have put an archer on b3,
  // which makes Black's move a capture.
  assert.match((await ofType(page, 'jarmo:move'))[1].move, /^a5[-x]b3$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the_end_of_the_game_is_reported_with_the_winner_and_both_scores', async () => {
  const { context, page, frame, problems } = await embedGame(`${trusted()}&mode=hotseat`, { width: 900, height: 640 });
  for (const move of WHITE_WINS) {
    await frame.fill('#move-input', move);
    await frame.press('#move-input', 'Enter');
  }
  await waitFor('jarmo:gameover', async () => (await ofType(page, 'jarmo:gameover')).length === 1);
  assert.deepEqual((await ofType(page, 'jarmo:gameover'))[0], { type: 'jarmo:gameover', winner: 'white', white: 5, black: 4 });
  assert.equal((await ofType(page, 'jarmo:move')).length, WHITE_WINS.length);
  assert.deepEqual(problems, []);
  await context.close();
});

test('commands_from_an_origin_not_listed_are_ignored_by_the_game', async () => {
  const stranger = `parentOrigin=${encodeURIComponent(`http://localhost:${host.port}`)}&mode=hotseat`;
  const { context, page, frame } = await embedGame(stranger);
  await page.evaluate(() => {
    window.sendTo('game', { type: 'jarmo:pause' });
    window.sendTo('game', { type: 'jarmo:newgame', mode: 'ai', color: 'black' });
  });
  await page.waitForTimeout(500);
  assert.equal(await frame.textContent('#status'), 'White to move', 'neither paused nor a new game');
  await keyMove(page, frame, 'b1', 'c3');
  await frame.waitForFunction(() => document.getElementById('position').textContent.startsWith('bbbbb/5/2w2'));
  assert.deepEqual(await received(page), [], 'messages go to the listed origin only');
  await context.close();
});

test('sandboxed_without_allow_same_origin_the_real_game_plays_and_keeps_statistics_in_memory', async () => {
  const { context, page, frame, problems } = await embedGame(`${trusted()}&mode=ai&level=1&lang=ru`, { sandbox: 'allow-scripts' });
  await waitFor('jarmo:ready', async () => (await received(page)).some((m) => m.type === 'jarmo:ready'));
  assert.equal(await frame.evaluate(() => origin), 'null');
  assert.equal(await frame.textContent('#status'), 'Ход белых');
  assert.match(await frame.textContent('#stats-note'), /Не сохраняется/);
  await keyMove(page, frame, 'a1', 'c2');
  await waitFor('the move and the reply', async () => (await ofType(page, 'jarmo:move')).length === 2);
  // The language choice works without storage, for the visit (in this small frame it
  // is behind the panel button).
  await frame.click('#panel-open');
  await frame.selectOption('#language', 'en');
  await frame.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await frame.textContent('#status'), 'White to move');
  assert.deepEqual(problems, []);
  await context.close();
});

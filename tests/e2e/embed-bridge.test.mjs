// The embedding bridge across real origins: a host page on one port embeds the game
// stand-in (tests/fixtures/embed-child.js, wired as www/main.js is to be) from
// another port. Messages flow both ways; commands count only from the parent window
// at an origin listed in parentOrigin; a sandboxed iframe works too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic } from '../lib-portal/server.mjs';
import { REPO } from '../lib-portal/site.mjs';
import { launchBrowser, poll, watchProblems } from '../lib-portal/browser.mjs';

let host; // the embedding site: no CSP of ours, it may frame anything
let game; // the game's site, with the game's CSP
let browser;

before(async () => {
  host = await serveStatic({ root: REPO, prefix: '/', csp: null });
  game = await serveStatic({ root: REPO, prefix: '/' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await host?.stop();
  await game?.stop();
});

const CHILD = 'tests/fixtures/embed-child.html';

async function openHost(frames) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${host.url}tests/fixtures/embed-host.html?frames=${encodeURIComponent(JSON.stringify(frames))}`);
  return { context, page, problems };
}

async function frameOf(page, id) {
  const handle = await page.waitForSelector(`iframe#${id}`);
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => window.log?.some((entry) => entry.type === 'started'));
  return frame;
}

const childLog = (frame) => frame.evaluate(() => window.log);
const received = (page) => page.evaluate(() => window.received);

const waitFor = (what, check, timeout = 10000) => poll(what, check, timeout);

/** Waits until the child has seen `count` messages (so the bridge has decided on them). */
const seen = (frame, count) => waitFor(`${count} messages seen by the game`,
  async () => (await childLog(frame)).filter((e) => e.type === 'seen').length >= count);

test('messages flow both ways between a host page and the game on another origin', async () => {
  const src = `${game.url}${CHILD}?parentOrigin=${encodeURIComponent(host.origin)}&mode=hotseat&level=12`;
  const { context, page, problems } = await openHost([{ id: 'game', src }]);
  const frame = await frameOf(page, 'game');

  const started = (await childLog(frame)).find((e) => e.type === 'started');
  assert.equal(started.targetOrigin, host.origin);
  assert.equal(started.options.mode, 'hotseat');
  assert.equal(started.options.level, 4, 'a bad level falls back to the default');
  assert.deepEqual(started.problems, [{ param: 'level', value: '12', expected: '1–8' }]);

  await waitFor('jarmo:ready', async () => (await received(page)).some((m) => m.data.type === 'jarmo:ready'));
  assert.deepEqual((await received(page))[0], { from: 'game', origin: game.origin, data: { type: 'jarmo:ready' } });

  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:newgame', mode: 'ai', level: 5, color: 'black' }));
  await waitFor('jarmo:move', async () => (await received(page)).some((m) => m.data.type === 'jarmo:move'));
  const move = (await received(page)).find((m) => m.data.type === 'jarmo:move');
  assert.deepEqual(move.data, { type: 'jarmo:move', move: 'a1-c2', position: 'bbbbb/5/5/2w2/1wwww b - -' });
  assert.deepEqual((await childLog(frame)).find((e) => e.type === 'newgame'),
    { type: 'newgame', settings: { mode: 'ai', level: 5, color: 'black' }, problems: [] });

  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
  // A careful host addresses the game's origin instead of '*'.
  await page.evaluate((origin) => window.sendTo('game', { type: 'jarmo:resume' }, origin), game.origin);
  await waitFor('jarmo:gameover', async () => (await received(page)).some((m) => m.data.type === 'jarmo:gameover'));
  assert.deepEqual((await received(page)).at(-1).data, { type: 'jarmo:gameover', winner: 'draw', white: 5, black: 5 });
  assert.deepEqual((await childLog(frame)).filter((e) => e.type !== 'seen').map((e) => e.type),
    ['started', 'newgame', 'pause', 'resume']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('commands from an origin that is not listed are ignored, and messages to it are not delivered', async () => {
  // The host is at http://127.0.0.1:PORT; the game trusts http://localhost:PORT only.
  const other = `http://localhost:${host.port}`;
  const src = `${game.url}${CHILD}?parentOrigin=${encodeURIComponent(other)}`;
  const { context, page } = await openHost([{ id: 'game', src }]);
  const frame = await frameOf(page, 'game');
  await page.evaluate(() => {
    window.sendTo('game', { type: 'jarmo:newgame', mode: 'ai' });
    window.sendTo('game', { type: 'jarmo:pause' });
  });
  await seen(frame, 2);
  assert.deepEqual((await childLog(frame)).filter((e) => e.type !== 'seen').map((e) => e.type), ['started']);
  // ready was addressed to the trusted origin only, so this host never got it.
  assert.deepEqual(await received(page), []);
  await context.close();
});

test('with no parentOrigin the game obeys no one but still says ready to anyone', async () => {
  const { context, page } = await openHost([{ id: 'game', src: `${game.url}${CHILD}` }]);
  const frame = await frameOf(page, 'game');
  await waitFor('jarmo:ready', async () => (await received(page)).length === 1);
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
  await seen(frame, 1);
  assert.deepEqual((await childLog(frame)).filter((e) => e.type !== 'seen').map((e) => e.type), ['started']);
  await context.close();
});

test('a frame at the listed origin that is not the parent window is ignored', async () => {
  const src = `${game.url}${CHILD}?parentOrigin=${encodeURIComponent(host.origin)}`;
  const { context, page } = await openHost([
    { id: 'game', src },
    { id: 'sibling', src: `${host.url}tests/fixtures/embed-sibling.html` },
  ]);
  const frame = await frameOf(page, 'game');
  const sibling = await (await page.waitForSelector('iframe#sibling')).contentFrame();
  await sibling.waitForFunction(() => typeof window.sendToSibling === 'function');
  await sibling.evaluate(() => window.sendToSibling('game', { type: 'jarmo:pause' }));
  await seen(frame, 1);
  const sight = (await childLog(frame)).find((e) => e.type === 'seen');
  assert.deepEqual(sight, { type: 'seen', command: 'jarmo:pause', origin: host.origin });
  assert.ok(!(await childLog(frame)).some((e) => e.type === 'pause'), 'the sibling was not obeyed');
  // The same command from the parent itself is obeyed.
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
  await waitFor('pause', async () => (await childLog(frame)).some((e) => e.type === 'pause'));
  await context.close();
});

test('in a sandboxed iframe (allow-scripts only) the bridge works and the service worker is skipped quietly', async () => {
  const src = `${game.url}${CHILD}?parentOrigin=${encodeURIComponent(host.origin)}&sw=1&lang=xx`;
  const { context, page, problems } = await openHost([{ id: 'game', src, sandbox: 'allow-scripts' }]);
  const frame = await frameOf(page, 'game');
  const started = (await childLog(frame)).find((e) => e.type === 'started');
  assert.equal(started.origin, 'null');
  assert.equal(started.serviceWorker, 'none');
  assert.deepEqual(started.problems.map((p) => p.param), ['lang']);
  assert.match(started.lang, /^(en|fi|sk|pt|de|ru)$/);
  await waitFor('jarmo:ready', async () => (await received(page)).length === 1);
  assert.equal((await received(page))[0].origin, 'null');
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:newgame', level: 2 }));
  await waitFor('jarmo:move', async () => (await received(page)).some((m) => m.data.type === 'jarmo:move'));
  assert.deepEqual(problems, []);
  await context.close();
});

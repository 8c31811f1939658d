// The real game embedded as a games portal embeds it: in an <iframe> of a host page on
// another origin, under the Content-Security-Policy that docs/EMBEDDING.md recommends,
// in every frame configuration a portal uses, at the frame sizes portals use. Each
// configuration plays by click, drag, keyboard and the move box, finishes a game,
// resets the statistics, answers "Start a new game?" both ways, lets the computer
// reply, visits the rules and comes back with the game and every setting of its
// address, and reports it all to the host, with no error and no form submission.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePolicy, stampSite } from '../../scripts/csp.mjs';
import { ENGINE } from '../lib/browser.mjs';
import { recommendedCsp, serve } from '../lib/server.mjs';
import {
  ARTIFACTS, DIST, START, assertNoErrors, clickCircle, dragCircle, fileBrowser, gameReady, keyMove, movesReach, moves, overflow,
  playersShown, position, rulesShown, settle, shot, typeMove,
} from '../lib/harness.mjs';
import { WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

let host; // the portal: its own origin, no CSP of ours
let game; // the game's site, with the recommended CSP
let bare; // the game's site as the Pages workflow builds it (its origin in the pages' policy), and no header
let bareDir;
let plain; // the game's site from a plain static server: no Access-Control-Allow-Origin
let browser;

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  host = await serve({ root: REPO, prefix: '/' });
  game = await serve({ root: DIST, prefix: '/jarmo/', csp: recommendedCsp });
  // A copy of dist/ with the pages' policy naming the origin it is served from, as
  // JARMO_ORIGIN does in the Pages workflow (the server reads each file when asked).
  bareDir = mkdtempSync(path.join(tmpdir(), 'jarmo-site-'));
  cpSync(DIST, bareDir, { recursive: true });
  bare = await serve({ root: bareDir, prefix: '/jarmo/' });
  stampSite(bareDir, [bare.origin]);
  plain = await serve({ root: DIST, prefix: '/jarmo/', cors: false });
  browser = await fileBrowser();
});

after(async () => {
  await browser?.close();
  await host?.close();
  await game?.close();
  await bare?.close();
  await plain?.close();
  if (bareDir) rmSync(bareDir, { recursive: true, force: true });
});

const SANDBOXES = [null, 'allow-scripts', 'allow-scripts allow-same-origin', 'allow-scripts allow-same-origin allow-forms'];
const SIZES = [[280, 280], [320, 480], [800, 450], [1920, 1080]];

/** Counts form submissions in every document: none may ever happen. */
function countSubmits() {
  window.__jarmoSubmits = 0;
  document.addEventListener('submit', () => {
    window.__jarmoSubmits += 1;
  }, true);
}

const received = (page) => page.evaluate(() => window.received.filter((m) => m.from === 'game').map((m) => m.data));
const ofType = async (page, type) => (await received(page)).filter((m) => m.type === type);
const waitForMessages = (page, type, count, timeout = 20000) => page.waitFor(([t, n]) =>
  window.received.filter((m) => m.from === 'game' && m.data.type === t).length >= n, [type, count],
{ timeout, what: `${count} ${type} message(s)` });

/** Opens the host page with the game in a frame; resolves when the game is ready. */
async function embed({ query, sandbox, width, height, site = game, ready = true }) {
  // The host page is wider than the frame (WebKit's window is at least 447 px wide).
  const viewport = { width: Math.max(width + 40, 480), height: height + 120 };
  const page = await browser.newPage({ viewport, init: countSubmits, serviceWorkers: 'block' });
  const frames = JSON.stringify([{ id: 'game', src: `${site.url}index.html?${query}`, sandbox: sandbox ?? undefined }]);
  await page.goto(`${host.url}tests/fixtures/embed-host.html?frames=${encodeURIComponent(frames)}`);
  await page.evaluate(([w, h]) => Object.assign(document.getElementById('game'), { width: String(w), height: String(h) }), [width, height]);
  const frame = await page.frame('#game');
  if (ready) await gameReady(frame);
  return { page, frame };
}

/** Runs `fn` with the side panel in view: in a small frame it waits behind the menu button. */
async function inPanel(frame, fn) {
  const menu = await frame.visible('#panel-open');
  if (menu) {
    await frame.click('#panel-open');
    await frame.waitForSelector('#side');
  }
  const result = await fn();
  if (menu && (await frame.visible('#panel-close'))) await frame.click('#panel-close');
  return result;
}

async function clickMove(frame, from, to) {
  for (const circle of [from, to]) await clickCircle(frame, circle);
}

for (const [n, sandbox] of SANDBOXES.entries()) {
  for (const trusted of [true, false]) {
    const index = n * 2 + (trusted ? 0 : 1);
    const [width, height] = SIZES[index % SIZES.length];
    const name = `${sandbox ? `sandbox ${sandbox}` : 'no sandbox'}, ${trusted ? 'with' : 'without'} parentOrigin, ${width}x${height}`;

    test(`embedded (${name}): plays by click, drag, keys and move box, reports the game, keeps it through the rules`, n === 1 ? everyEngine('frames') : sameInEveryEngine(), async () => {
      const origin = trusted ? `&parentOrigin=${encodeURIComponent(host.origin)}` : '';
      const query = `mode=hotseat&lang=en&stats=on${origin}`;
      const { page, frame } = await embed({ query, sandbox, width, height });

      // Ready, with the position it opens with.
      await waitForMessages(page, 'jarmo:ready', 1);
      assert.deepEqual((await ofType(page, 'jarmo:ready'))[0], { type: 'jarmo:ready', position: START, moves: [] });
      assert.deepEqual(await overflow(frame), { x: 0, y: 0 }, 'the frame does not scroll');
      const storage = await frame.evaluate(() => {
        try {
          return Boolean(window.localStorage);
        } catch {
          return false;
        }
      });
      assert.equal(storage, sandbox === null || sandbox.includes('allow-same-origin'));

      // The first four moves of a whole game, each a different way.
      const [m1, m2, m3, m4, ...rest] = WHITE_WINS;
      await clickMove(frame, m1.slice(0, 2), m1.slice(3));
      await movesReach(frame, 1);
      await dragCircle(frame, m2.slice(0, 2), m2.slice(3));
      await movesReach(frame, 2);
      await keyMove(frame, m3.slice(0, 2), m3.slice(3));
      await movesReach(frame, 3);
      await inPanel(frame, () => typeMove(frame, m4));
      await movesReach(frame, 4);
      assert.deepEqual(await moves(frame), [m1, m2, m3, m4]);
      await waitForMessages(page, 'jarmo:move', 4);
      assert.deepEqual((await ofType(page, 'jarmo:move')).map((m) => m.move), [m1, m2, m3, m4]);

      // The rest by the move box, to the end: the last move is reported before the end.
      await inPanel(frame, async () => {
        for (const m of rest) await typeMove(frame, m);
      });
      assert.equal(await position(frame), WHITE_WINS_FINAL);
      await waitForMessages(page, 'jarmo:gameover', 1);
      const tail = (await received(page)).slice(-2);
      assert.deepEqual(tail, [
        { type: 'jarmo:move', move: WHITE_WINS.at(-1), position: WHITE_WINS_FINAL },
        { type: 'jarmo:gameover', winner: 'white', white: 5, black: 4 },
      ]);
      await frame.waitForSelector('#end-panel');
      await settle(frame);
      await shot(page, `embed-${index}-end`);

      // The statistics counted it; reset asks first, and both answers work.
      await frame.click('#end-close');
      await inPanel(frame, async () => {
        await frame.waitFor(() => document.getElementById('stats-total').textContent === '1');
        await frame.click('#stats-reset');
        await frame.click('#confirm-reset button[value="cancel"]');
        await frame.waitForSelector('#confirm-reset', { hidden: true });
        assert.equal(await frame.text('#stats-total'), '1', 'kept');
        await frame.click('#stats-reset');
        await frame.click('#confirm-reset button[value="reset"]');
        await frame.waitFor(() => document.getElementById('stats-total').textContent === '0');
      });

      // A new game from the dialog (nothing to lose after the end), then a move, then
      // the dialog again: Cancel keeps the game.
      await inPanel(frame, async () => {
        await frame.click('#new-game');
        await frame.click('#new-start');
      });
      await frame.waitFor((s) => document.getElementById('position').textContent === s, START);
      await clickMove(frame, 'a1', 'c2');
      await movesReach(frame, 1);
      await inPanel(frame, async () => {
        await frame.click('#new-game');
        assert.equal(await frame.visible('#new-warning'), true);
        await frame.click('#new-dialog button[value="cancel"]');
        await frame.waitForSelector('#new-dialog', { hidden: true });
      });
      assert.deepEqual(await moves(frame), ['a1-c2'], 'going on keeps the game');
      // Against the computer, chosen in the dialog: Start takes it.
      await inPanel(frame, async () => {
        await frame.click('#new-game');
        await frame.check('#players-form input[name="mode"][value="ai"]');
        await frame.select('#players-form select[name="level"]', '1');
        await frame.click('#new-start');
        await frame.waitFor((s) => document.getElementById('position').textContent === s, START);
      });
      await clickMove(frame, 'b1', 'c3');
      await movesReach(frame, 2, 30000);
      // The computer thinks in a worker in every frame, never on the page's thread.
      assert.match(await frame.attr('body', 'data-engine'), /^(url|blob)$/);
      const before = await moves(frame);
      await waitForMessages(page, 'jarmo:move', WHITE_WINS.length + 3);

      // To the rules and back: the game and every setting of the address survive.
      const search = await frame.evaluate(() => location.search);
      // (The link leaves the page: the panel it is in is not closed again.)
      if (await frame.visible('#panel-open')) await frame.click('#panel-open');
      await frame.click('#rules-link');
      await rulesShown(frame);
      assert.equal(await frame.evaluate(() => document.documentElement.lang), 'en');
      await frame.click('#back');
      await gameReady(frame);
      assert.equal(await frame.evaluate(() => location.search), search);
      assert.deepEqual(await moves(frame), before, 'the game came back');
      assert.equal((await playersShown(frame)).mode, 'ai', 'still against the computer');

      // Commands are obeyed only from a listed parent origin.
      await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
      if (trusted) {
        await frame.waitFor(() => document.getElementById('status').textContent === 'Paused');
        await page.evaluate(() => window.sendTo('game', { type: 'jarmo:resume' }));
        await frame.waitFor(() => document.getElementById('status').textContent === 'White to move');
      } else {
        await new Promise((ok) => setTimeout(ok, 500));
        assert.equal(await frame.text('#status'), 'White to move');
      }

      assert.equal(await frame.evaluate(() => window.__jarmoSubmits), 0, 'no form was submitted');
      await shot(page, `embed-${index}`);
      await assertNoErrors(page, [game, host]);
      await page.close();
    });
  }
}

test('every setting of the frame\'s address survives the rules and back, with the game in the fragment only', sameInEveryEngine(), async () => {
  const query = `mode=ai&level=1&color=black&first=white&stats=off&theme=dark&lang=de&parentOrigin=${encodeURIComponent(host.origin)}`;
  const { page, frame } = await embed({ query, sandbox: 'allow-scripts', width: 800, height: 450 });
  // The computer plays White and opens; the player answers.
  await movesReach(frame, 1, 30000);
  assert.equal(await frame.attr('#board', 'data-flipped'), 'true');
  await frame.waitFor(() => document.getElementById('status').textContent === 'Schwarz ist am Zug');
  const [first] = await moves(frame);
  const reply = first === 'a1-b3' || first === 'c1-b3' ? 'c5-d3' : 'a5-b3';
  await typeMove(frame, reply);
  await movesReach(frame, 3, 30000);
  const played = await moves(frame);
  await frame.click('#rules-link');
  await rulesShown(frame, 'de');
  assert.equal(await frame.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await frame.click('#back');
  await gameReady(frame);
  assert.deepEqual(await moves(frame), played);
  assert.equal(await frame.hidden('#stats'), true, 'stats=off kept');
  assert.equal(await frame.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await frame.attr('#board', 'data-flipped'), 'true', 'still Black against the computer');
  const params = Object.fromEntries(new URLSearchParams(await frame.evaluate(() => location.search)));
  assert.deepEqual(params, { mode: 'ai', level: '1', color: 'black', first: 'white', stats: 'off', theme: 'dark', lang: 'de', parentOrigin: host.origin });
  // parentOrigin still works after the way back.
  await page.evaluate(() => window.sendTo('game', { type: 'jarmo:pause' }));
  await frame.waitFor(() => document.getElementById('status').textContent === 'Angehalten');
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('with no header, the pages\' own policy (their meta, naming the site) holds, and the game plays under it sandboxed on another origin', everyEngine('csp'), async () => {
  const { page, frame } = await embed({ query: 'mode=hotseat&lang=en', sandbox: 'allow-scripts', width: 800, height: 450, site: bare });
  const response = await fetch(`${bare.url}index.html`);
  assert.equal(response.headers.get('content-security-policy'), null, 'no header: as GitHub Pages serves it');
  assert.ok((await response.text()).includes(`content="${sitePolicy([bare.origin])}"`), 'the policy names the site\'s origin');
  await clickMove(frame, 'a1', 'c2');
  await movesReach(frame, 1);
  // The meta's policy is in force: an inline script (what an injection would add) does not run.
  const blocked = await frame.evaluate(() => new Promise((done) => {
    addEventListener('securitypolicyviolation', (event) => done(event.effectiveDirective), { once: true });
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    setTimeout(() => done(window.__inlineRan ? 'ran' : 'no violation reported'), 2000);
  }));
  assert.match(blocked, /^script-src/, 'the inline script was refused by the policy');
  assert.equal(await frame.evaluate(() => window.__inlineRan ?? false), false);
  // The game's rules page carries it too: to the rules and back, under it.
  await frame.click('#rules-link');
  await rulesShown(frame);
  await frame.click('#back');
  await gameReady(frame);
  assert.deepEqual(await moves(frame), ['a1-c2']);
  // What the page logged is the refused inline script of this test, nothing else.
  const errors = (await page.errors()).filter((e) => !/inline|script-src/i.test(e));
  assert.deepEqual([...errors, ...bare.failures, ...host.failures], [], `errors in ${ENGINE}`);
  await page.close();
});

test('from a server without Access-Control-Allow-Origin, sandboxed on another origin, the page says what the host must send', everyEngine('frames'), async () => {
  const { page, frame } = await embed({ query: 'mode=hotseat&lang=en', sandbox: 'allow-scripts', width: 320, height: 480, site: plain, ready: false });
  assert.equal((await fetch(`${plain.url}index.html`)).headers.get('access-control-allow-origin'), null);
  await frame.waitForSelector('#start-failed', { timeout: 30000 });
  const said = await frame.text('#start-failed');
  assert.match(said, /Access-Control-Allow-Origin: \*/);
  assert.match(said, /allow-same-origin/);
  assert.doesNotMatch(said, /connection/, 'the reason, not the network');
  // The static page's buttons are out of reach and look it: no click or key reaches them.
  const shell = await frame.evaluate(() => {
    const button = document.getElementById('new-game');
    button.focus();
    return {
      inert: document.querySelector('.app').inert,
      focused: document.activeElement === button,
      opacity: getComputedStyle(document.querySelector('.app')).opacity,
      ready: document.body.classList.contains('ready'),
    };
  });
  assert.deepEqual(shell, { inert: true, focused: false, opacity: '0.4', ready: false });
  // The message is in sight, whole, inside the frame.
  const box = await frame.box('#start-failed');
  const offset = await frame.offset();
  assert.ok(box.top >= offset.y && box.top + box.height <= offset.y + 480 && box.width <= 320, JSON.stringify(box));
  await shot(page, `embed-no-cors`);
  // What failed is the loading of the modules, which the browser says (Firefox as a page
  // error); no script of the page threw.
  assert.deepEqual((await page.errors()).filter((e) => e.startsWith('pageerror') && !/Cross-Origin Request Blocked/.test(e)), []);
  await page.close();
});

test(`the recommended policy is the one the test server sends (${ENGINE})`, everyEngine('csp'), async () => {
  const response = await fetch(`${game.url}index.html`);
  assert.equal(response.headers.get('content-security-policy'), recommendedCsp(game.origin));
  assert.match(recommendedCsp(game.origin), /worker-src 'self' http:\/\/127\.0\.0\.1:\d+ blob:/);
});

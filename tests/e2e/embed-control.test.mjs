// The parent page controls the embedded game (in an <iframe> on another origin, under
// the recommended CSP): jarmo:newgame, jarmo:pause and jarmo:resume steer the computer,
// and are obeyed only from the parent window at an origin listed in parentOrigin; the
// game's own messages go to that origin only. (tests/e2e/embed.test.mjs plays the
// game in every frame configuration and size.)

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ENGINE } from '../lib/browser.mjs';
import { recommendedCsp, serve } from '../lib/server.mjs';
import {
  DIST, START, assertNoErrors, chooseSetting, fileBrowser, keyMove, movesReach, moves, typeMove,
} from '../lib/harness.mjs';
import { heardAtLeast, recordAudio } from '../lib/sound.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

let host; // the portal: its own origin
let game; // the game's site, with the recommended CSP
let browser;

before(async () => {
  host = await serve({ root: REPO, prefix: '/' });
  game = await serve({ root: DIST, prefix: '/jarmo/', csp: recommendedCsp });
  browser = await fileBrowser();
});

after(async () => {
  await browser?.close();
  await host?.close();
  await game?.close();
});

/**
 * Opens the host page with `frames` ([{id, src, sandbox}]); resolves with the page and
 * the game's frame once the game is ready. In the game's document a listener added
 * after the game's own records every message it saw, so that once a message shows up
 * there the game has obeyed or ignored it.
 */
async function openHost(frames, { init } = {}) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 }, serviceWorkers: 'block', init });
  await page.goto(`${host.url}tests/fixtures/embed-host.html?frames=${encodeURIComponent(JSON.stringify(frames))}`);
  await page.evaluate(() => Object.assign(document.getElementById('game'), { width: '900', height: '640' }));
  const frame = await page.frame('#game');
  await frame.waitForSelector('body.ready', { timeout: 30000 });
  await frame.evaluate(() => {
    window.__seen = [];
    addEventListener('message', (event) => window.__seen.push(event.data?.type));
  });
  return { page, frame };
}

const received = (page) => page.evaluate(() => window.received.filter((m) => m.from === 'game'));
const ofType = async (page, type) => (await received(page)).filter((m) => m.data.type === type).map((m) => m.data);
const waitForMessages = (page, type, count) => page.waitFor(([t, n]) =>
  window.received.filter((m) => m.from === 'game' && m.data.type === t).length >= n, [type, count],
{ timeout: 30000, what: `${count} ${type} message(s)` });
/** Sends `message` from the host, and waits until the game has seen it. */
async function command(page, frame, message, targetOrigin = '*') {
  const before = await frame.evaluate(() => window.__seen.length);
  await page.evaluate(([m, o]) => window.sendTo('game', m, o), [message, targetOrigin]);
  await frame.waitFor((n) => window.__seen.length > n, before, { what: `the game to see ${message.type}` });
}
const status = (frame) => frame.text('#status');

test('newgame, pause and resume from the parent steer the computer, and pause stops the player too', everyEngine('frames'), async () => {
  const src = `${game.url}index.html?parentOrigin=${encodeURIComponent(host.origin)}&mode=hotseat&lang=en`;
  const { page, frame } = await openHost([{ id: 'game', src }]);
  await waitForMessages(page, 'jarmo:ready', 1);
  // The computer plays White and opens; paused at once (the next message, as a host
  // sends them one after the other), it must not move.
  const seen = await frame.evaluate(() => window.__seen.length);
  await page.evaluate(() => {
    window.sendTo('game', { type: 'jarmo:newgame', mode: 'ai', level: 1, color: 'black', first: 'white' });
    window.sendTo('game', { type: 'jarmo:pause' });
  });
  await frame.waitFor((n) => window.__seen.length >= n + 2, seen, { what: 'the game to see newgame and pause' });
  assert.equal(await status(frame), 'Paused');
  assert.equal(await frame.visible('#notice'), true, 'the board says it is paused');
  // A whole second without a move: the pause holds, however long the engine would take.
  await new Promise((ok) => setTimeout(ok, 1000));
  assert.deepEqual(await ofType(page, 'jarmo:move'), [], 'no move while paused');
  assert.equal(await frame.text('#position'), START);
  // A careful host addresses the game's origin instead of '*'.
  await command(page, frame, { type: 'jarmo:resume' }, game.origin);
  await waitForMessages(page, 'jarmo:move', 1);
  await frame.waitFor(() => document.getElementById('status').textContent === 'Black to move');
  // Paused, the board takes no move from the player either.
  await command(page, frame, { type: 'jarmo:pause' });
  const [first] = await moves(frame);
  const reply = first === 'a1-b3' || first === 'c1-b3' ? ['c5', 'd3'] : ['a5', 'b3'];
  await keyMove(frame, ...reply);
  assert.deepEqual(await moves(frame), [first], 'no input while paused');
  await command(page, frame, { type: 'jarmo:resume' });
  await frame.waitFor(() => document.getElementById('status').textContent === 'Black to move');
  await keyMove(frame, ...reply);
  await movesReach(frame, 3, 30000);
  assert.equal((await ofType(page, 'jarmo:move')).length, 3, "the move and the computer's reply are reported");
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('mute_and_unmute_from_the_parent_silence_the_game_over_the_switch_and_a_paused_game_is_silent', sameInEveryEngine(), async () => {
  const src = `${game.url}index.html?parentOrigin=${encodeURIComponent(host.origin)}&mode=hotseat&lang=en`;
  const { page, frame } = await openHost([{ id: 'game', src }], { init: recordAudio });
  // Waits for `count` sounds, as many as the next check names (heardAtLeast).
  const sounds = async (count = 0) => (await heardAtLeast(frame, count)).sounds;
  await keyMove(frame, 'b1', 'c3');
  assert.deepEqual(await sounds(1), ['step']);
  await command(page, frame, { type: 'jarmo:mute' });
  await keyMove(frame, 'e5', 'd3');
  await typeMove(frame, 'a1-a2');
  assert.deepEqual(await sounds(), ['step'], 'muted: neither the move nor the refusal is heard');
  await command(page, frame, { type: 'jarmo:unmute' });
  await typeMove(frame, 'a1-a2');
  assert.deepEqual(await sounds(2), ['step', 'refused']);
  // Paused: a move typed or a press on the board is refused in silence.
  await command(page, frame, { type: 'jarmo:pause' });
  await typeMove(frame, 'a1-c2');
  await keyMove(frame, 'a1', 'c2');
  assert.deepEqual(await moves(frame), ['b1-c3', 'e5-d3']);
  assert.deepEqual(await sounds(), ['step', 'refused']);
  await command(page, frame, { type: 'jarmo:resume' });
  await keyMove(frame, 'a1', 'c2');
  assert.deepEqual(await sounds(), ['step', 'refused', 'step']);
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('commands from an origin that is not listed are ignored, and the game tells it nothing', everyEngine('frames'), async () => {
  // The host is at http://127.0.0.1:PORT; the game trusts http://localhost:PORT only.
  const other = `http://localhost:${new URL(host.origin).port}`;
  const src = `${game.url}index.html?parentOrigin=${encodeURIComponent(other)}&mode=hotseat&lang=en`;
  const { page, frame } = await openHost([{ id: 'game', src }]);
  await command(page, frame, { type: 'jarmo:pause' });
  await command(page, frame, { type: 'jarmo:newgame', mode: 'ai', color: 'black' });
  assert.equal(await status(frame), 'White to move', 'neither paused nor a new game');
  await keyMove(frame, 'b1', 'c3');
  await movesReach(frame, 1);
  assert.deepEqual(await received(page), [], 'messages go to the listed origin only');
  // Firefox tells the console of each message addressed to an origin the parent does
  // not have, as a portal with a wrong parentOrigin should see; it is no error of the
  // page's (postMessage does not throw, and the game cannot read its parent's origin).
  // Every other engine stays silent, and nothing else may be logged.
  const errors = (await page.errors()).filter((e) => !(ENGINE === 'firefox'
    && /postMessage.*target origin provided \(.http:\/\/localhost:\d+.\) does not match the recipient window.s origin/.test(e)));
  assert.deepEqual(errors, []);
  assert.deepEqual([...game.failures, ...host.failures], []);
  await page.close();
});

test('with no parentOrigin the game obeys no one but still says ready to anyone', sameInEveryEngine(), async () => {
  const { page, frame } = await openHost([{ id: 'game', src: `${game.url}index.html?mode=hotseat&lang=en` }]);
  await waitForMessages(page, 'jarmo:ready', 1);
  await command(page, frame, { type: 'jarmo:pause' });
  assert.equal(await status(frame), 'White to move');
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('a frame at the listed origin that is not the parent window is not obeyed', everyEngine('frames'), async () => {
  const src = `${game.url}index.html?parentOrigin=${encodeURIComponent(host.origin)}&mode=hotseat&lang=en`;
  const { page, frame } = await openHost([
    { id: 'game', src },
    { id: 'sibling', src: `${host.url}tests/fixtures/embed-sibling.html` },
  ]);
  const sibling = await page.frame('#sibling');
  await sibling.waitFor(() => typeof window.sendToSibling === 'function');
  await sibling.evaluate(() => window.sendToSibling('game', { type: 'jarmo:pause' }));
  await frame.waitFor(() => window.__seen.includes('jarmo:pause'));
  assert.equal(await status(frame), 'White to move', 'the sibling was not obeyed');
  // The same command from the parent itself is obeyed.
  await command(page, frame, { type: 'jarmo:pause' });
  assert.equal(await status(frame), 'Paused');
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('sandboxed with allow-scripts only: messages come from an opaque origin, bad settings are named, no service worker', everyEngine('frames'), async () => {
  const src = `${game.url}index.html?parentOrigin=${encodeURIComponent(host.origin)}&mode=hotseat&level=12&lang=en`;
  const { page, frame } = await openHost([{ id: 'game', src, sandbox: 'allow-scripts' }]);
  await waitForMessages(page, 'jarmo:ready', 1);
  assert.equal((await received(page))[0].origin, 'null');
  assert.equal(await frame.evaluate(() => origin), 'null');
  // No service worker here (even reading navigator.serviceWorker throws): the page
  // skips it without an error, which assertNoErrors would catch.
  const worker = await frame.evaluate(() => {
    try {
      return navigator.serviceWorker?.controller ? 'controlled' : 'none';
    } catch (e) {
      return e.name;
    }
  });
  assert.notEqual(worker, 'controlled');
  // The bad level is named, and the default is used.
  await frame.waitFor(() => /level/.test(document.getElementById('notices').textContent));
  // A new game against the computer from the parent: the computer answers in a worker.
  await command(page, frame, { type: 'jarmo:newgame', mode: 'ai', level: 2, color: 'black', first: 'white' });
  await waitForMessages(page, 'jarmo:move', 1);
  assert.match(await frame.attr('body', 'data-engine'), /^(url|blob)$/);
  await assertNoErrors(page, [game, host]);
  await page.close();
});

test('opened on its own under the recommended CSP, the game plays the computer in its worker and loads its languages and rules', everyEngine('csp'), async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 }, serviceWorkers: 'allow' });
  await page.goto(`${game.url}?mode=ai&level=2&color=white&theme=dark&lang=en`);
  await page.waitForSelector('body.ready', { timeout: 30000 });
  await keyMove(page, 'b1', 'c3');
  await movesReach(page, 2, 30000);
  assert.equal(await page.attr('body', 'data-engine'), 'url', 'a module worker from the site');
  // The language selector loads a catalog module, the rules page its own scripts.
  await chooseSetting(page, '#language', 'pt');
  await page.waitFor(() => document.documentElement.lang === 'pt');
  await page.click('#rules-link');
  await page.waitForSelector('body[data-ready]');
  await assertNoErrors(page, [game]);
  await page.close();
});

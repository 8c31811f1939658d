// What every browser test needs: the built page served under a sub-path, the browser
// engine that JARMO_BROWSER names (tests/lib/browser.mjs), pages that fail the test on
// any console error, uncaught exception or failed request, and moves made the way a
// player makes them: clicks, taps, drags and keys at circle centres computed by the
// page's own geometry module (www/geometry.js, imported here in Node).
//
// Every helper that acts in the page takes a Target: a page, or a Frame of one.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENGINE, launchBrowser } from './browser.mjs';
import { AXE_PATH, FRAME_PATH, serve } from './server.mjs';
import { indexOf, layout } from '../../www/board/geometry.js';
import languages from '../../www/i18n/languages.js';
import { WHOLE_MATRIX } from './engines.mjs';

export { ENGINE, indexOf, layout };
export const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const SHOTS = process.env.JARMO_SHOTS === '1';
export const ARTIFACTS = fileURLToPath(new URL(`../artifacts/${ENGINE}/`, import.meta.url));
export { START } from './games.mjs';

/**
 * The browser every file of this process shares, once shareOneBrowser() was called
 * (tests/run-e2e.mjs runs every file in one process): launched by the first file that
 * asks, closed by the runner at the end. Each page is still opened in a fresh profile
 * (browser.newPage), so nothing a test stores reaches another test.
 */
let shared = null;

/** Makes useBrowser hand every file the same browser; resolves the returned function to close it. */
export function shareOneBrowser() {
  shared = { browser: null };
  return async () => {
    const browser = await shared.browser?.catch(() => null);
    shared = null;
    await browser?.close();
  };
}

/**
 * The browser for one test file: the shared one (shareOneBrowser), else one of its own
 * that `close()` closes. Launching is the slowest part of a short file.
 */
export async function fileBrowser() {
  if (!shared) return launchBrowser();
  shared.browser ??= launchBrowser();
  const browser = await shared.browser;
  const pages = new Set();
  return {
    ...browser,
    async newPage(options) {
      const page = await browser.newPage(options);
      pages.add(page);
      return page;
    },
    // The file's close() closes what its tests left open (a failed test's page), and
    // leaves the browser for the next file.
    async close() {
      for (const page of pages) await page.close().catch(() => {});
    },
  };
}

/**
 * Starts the browser (and, unless `server: false`, a server of dist/ under /jarmo/)
 * for a test file; returns an object that holds both once the file's tests run.
 * `root` serves another folder: a path, or a function that makes one (awaited here,
 * since a file's `before` hooks run at the same time, not one after the other).
 */
export function useBrowser({ server = true, csp = null, reportOnly = null, root = DIST } = {}) {
  const env = {};
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    if (server) {
      const folder = typeof root === 'function' ? await root() : root;
      env.server = await serve({ root: folder, prefix: '/jarmo/', csp, reportOnly });
    }
    env.browser = await fileBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

let coreModule = null;
/**
 * The rules engine the page runs (dist/jarmo-core.js and its wasm), loaded here in
 * Node: for a test that must check what the page did against the rules themselves.
 */
export async function core() {
  if (!coreModule) {
    const module = await import(pathToFileURL(`${DIST}/jarmo-core.js`).href);
    module.initSync({ module: readFileSync(`${DIST}/jarmo-core_bg.wasm`) });
    coreModule = module;
  }
  return coreModule;
}

/**
 * A test that needs what some engine's driver lacks (`feature`, as browser.lacks
 * names it) is skipped there, saying why: `test(name, everyEngine('input', needs('touch')), fn)`
 * (lib/engines.mjs).
 * Only for what a driver cannot do; a difference in the page is fixed in the page.
 */
export function needs(feature) {
  // WebKitWebDriver turns a touch pointer into a mouse (checked with WebKitGTK 2.50), and
  // lets go of a pressed right button as the left one: a mouseup with button 0 while
  // `buttons` still holds the right one, and no pointerup (WebKitGTK 2.50, in one chain of
  // actions or in several), so a right drag never ends there.
  const lacking = { touch: ['webkit'], 'right-button': ['webkit'] }[feature] ?? [];
  return lacking.includes(ENGINE) ? { skip: `the ${ENGINE} driver has no ${feature} emulation` } : {};
}

/**
 * A set-up script (openGame's, by default): the player chose how to play on an earlier
 * visit, so the page asks nothing first (a first visit asks over the board:
 * app/opening.js firstVisit). The choice is the default one, two players here.
 */
export function returningPlayer() {
  try {
    if (localStorage.getItem('jarmo.players.v1') === null) {
      localStorage.setItem('jarmo.players.v1', JSON.stringify({ mode: 'hotseat', human: 'white', level: 4, first: 'white' }));
    }
  } catch {
    // No storage in this document (a sandboxed frame): nothing is asked there either.
  }
}

/**
 * A set-up script that shortens the page's own delays through its test hook
 * (www/app/delays.js): a forced pass, the computer's reply pause, the trainer's reply,
 * the steps of a friend's moves played one by one, and the level-8 and hint searches
 * (100 ms: long enough to find a good move). For tests that wait on them, not on what
 * they are for.
 */
export function fastDelays() {
  window.__jarmoDelays = {
    passNotice: 0, replyPause: 0, trainerReply: 0, level8: 100, hint: 100, replayFirst: 0, replayStep: 0, solutionStep: 0,
  };
}

/**
 * A new page in a fresh profile (its own storage) at `query` under the sub-path,
 * waited for until the game is ready. Options as browser.newPage takes them;
 * `firstVisit`: the profile has never chosen how to play (else returningPlayer).
 */
export async function openGame(env, { query = '', ready = true, init, firstVisit = false, ...options } = {}) {
  // Several set-up scripts run one after the other.
  const scripts = [firstVisit ? [] : returningPlayer, init ?? []].flat();
  if (scripts.length) options.init = scripts.map((fn) => `(${fn.toString()})();`).join('\n');
  const page = await env.browser.newPage(options);
  page.failuresFrom = env.server ? env.server.failures.length : 0;
  page.server = env.server;
  await page.goto(env.server.url + query);
  if (ready) await page.waitForSelector('body.ready');
  return { page };
}

/**
 * Waits until the rules page in `target` is shown (`lang`: in that language): its script
 * has filled it (`body[data-ready]`) and a frame of it has been drawn. A press before
 * that frame may go nowhere: in Chromium a frame of another origin that has just
 * navigated takes input only once its first drawing has reached the browser, as a
 * person sees it. (Three times the embed tests' press on Back, made as soon as the
 * rules page was ready, left the frame on the rules page.)
 */
export async function rulesShown(target, lang = null) {
  await target.waitForSelector(lang ? `body[data-ready="${lang}"]` : 'body[data-ready]');
  await target.evaluate(() => new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
  }));
}

/**
 * Waits until the game in `target` (a page or a frame) is ready; when it does not come,
 * the failure says what the page showed then: how far its document and its files got,
 * the error a failed start shows, its notices, and what the server saw fail.
 */
export async function gameReady(target, { timeout = 30000 } = {}) {
  try {
    await target.waitForSelector('body.ready', { timeout });
  } catch (e) {
    const seen = await target.evaluate(() => ({
      url: location.href.slice(0, 160),
      readyState: document.readyState,
      body: document.body?.className ?? null,
      startFailed: document.querySelector('.start-failed:not([hidden])')?.textContent?.trim() ?? null,
      notices: [...document.querySelectorAll('#notices .toast p')].map((p) => p.textContent),
      files: performance.getEntriesByType('resource').length,
      last: performance.getEntriesByType('resource').slice(-4)
        .map((r) => `${r.name.split('/').pop()} ${Math.round(r.duration)} ms`),
      since: Math.round(performance.now()),
    })).catch((err) => `(the page could not be asked: ${err.message})`);
    const failures = target.server?.failures ?? target.page?.server?.failures ?? [];
    e.message += `; the page showed ${JSON.stringify(seen)}; the server's failures: ${JSON.stringify(failures.slice(-3))}`;
    throw e;
  }
}

/**
 * The game in a frame of exactly `width` x `height` (as a portal shows it; also how a
 * size narrower than WebKit's smallest window is tried there), at `query`, optionally
 * sandboxed. Resolves to `{page, frame}` once the game is ready.
 */
export async function openFramed(env, { width, height, query = '', sandbox = null, ready = true, ...options }) {
  const viewport = { width: Math.max(width, 480), height: height + 20 };
  const page = await env.browser.newPage({ viewport, ...options });
  page.failuresFrom = env.server.failures.length;
  page.server = env.server;
  const params = new URLSearchParams({ src: env.server.url + query, width: String(width), height: String(height) });
  if (sandbox !== null) params.set('sandbox', sandbox);
  await page.goto(`${env.server.origin}${FRAME_PATH}?${params}`);
  const frame = await page.frame('#game');
  if (ready) await gameReady(frame);
  return { page, frame };
}

/**
 * Fails on anything the page (and its frames) logged as an error or could not load:
 * console errors, uncaught exceptions and rejections, CSP violations, answers of 400
 * or more from the test server.
 */
export async function assertNoErrors(page, servers = []) {
  const errors = await page.errors();
  for (const server of [page.server, ...servers].filter(Boolean)) {
    errors.push(...server.failures.slice(server === page.server ? page.failuresFrom : 0));
  }
  assert.deepEqual(errors, [], `the page logged errors in ${ENGINE}`);
}

/**
 * A set-up script (openGame's `init`) that keeps every file the page hands the browser
 * to download (a click on an <a download>, the way the page downloads) in
 * `window.__downloads`, as {name, text, data} (`data`: a data: URL of the bytes): the same in every engine, where drivers
 * report downloads differently or not at all. The download itself goes on.
 */
export function captureDownloads() {
  const blobs = new Map();
  const create = URL.createObjectURL;
  URL.createObjectURL = function createObjectURL(object) {
    const url = create.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  window.__downloads = [];
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (!link) return;
    const entry = { name: link.download, href: link.href, text: null, data: null };
    window.__downloads.push(entry);
    const blob = blobs.get(link.href);
    if (blob) {
      blob.text().then((text) => { entry.text = text; });
      // The bytes too, for a picture (base64 in a data: URL: downloadedBytes reads them).
      const reader = new FileReader();
      reader.onload = () => { entry.data = reader.result; };
      reader.readAsDataURL(blob);
    }
  }, true);
}

/** The files the page downloaded so far (with captureDownloads as a set-up script), waited for until read. */
export function downloads(target, count = 1) {
  return target.waitFor((n) => window.__downloads?.length >= n && window.__downloads.every((d) => d.text !== null && d.data !== null)
    && window.__downloads, count, { what: `${count} downloads` });
}

/** The bytes of a download (`downloads`' entry), read from its data: URL. */
export function downloadedBytes(/** @type {{data: string}} */ entry) {
  return new Uint8Array(Buffer.from(entry.data.slice(entry.data.indexOf(',') + 1), 'base64'));
}

/**
 * A set-up script (openGame's `init`) that holds the computer's answers: each move the
 * page's engine worker sends back waits in the page until releaseAnswers(). A test
 * that acts while the computer thinks (undo, a new game) then acts before the answer
 * whatever the driver's speed (WebKit's takes longer than the computer's second to
 * see the thinking line and click), and releasing the answer afterwards shows that
 * the page drops an answer that comes too late.
 */
export function holdAnswers() {
  const Original = window.Worker;
  const held = [];
  let holding = true;
  // The page's workers that run, each with the moves asked of it and answered (held
  // or not): see answersSettled.
  const running = new Set();
  window.__answersSettled = () => [...running].every((w) => w.asked === w.answered);
  window.__holdAnswers = () => {
    holding = true;
  };
  window.__releaseAnswers = () => {
    holding = false;
    const count = held.length;
    for (const deliver of held.splice(0)) deliver();
    return count;
  };
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.asked = 0;
      this.answered = 0;
      running.add(this);
    }

    postMessage(message, ...rest) {
      if (message?.type === 'think') this.asked += 1;
      return super.postMessage(message, ...rest);
    }

    terminate() {
      running.delete(this);
      return super.terminate();
    }

    set onmessage(handler) {
      super.onmessage = handler && ((event) => {
        // An answer is a move, or the error the engine gave instead.
        if (event.data?.type === 'move' || (event.data?.type === 'error' && event.data.id != null)) this.answered += 1;
        if (holding && event.data?.type === 'move') held.push(() => handler.call(this, event));
        else handler.call(this, event);
      });
    }

    get onmessage() {
      return super.onmessage;
    }
  };
}

/** After releaseAnswers(), holds the engine's answers again, as holdAnswers() did at first. */
export function holdAnswersAgain(target) {
  return target.evaluate(() => window.__holdAnswers());
}

/** Lets the answers holdAnswers() kept reach the page; resolves to how many there were. */
export function releaseAnswers(target) {
  return target.evaluate(() => window.__releaseAnswers());
}

/**
 * Waits (with holdAnswers) until every move the page asked of its engine is answered
 * (and held) or its worker stopped: after that no answer can come but those held.
 */
export function answersSettled(target, { timeout = 20000 } = {}) {
  return target.waitFor(() => window.__answersSettled(), null,
    { timeout, what: 'every move asked of the engine to be answered, or its worker stopped' });
}

/**
 * Resolves once the page has done what a message or a click it was just given makes it
 * do in its next tasks and frames: two animation frames, then a task. (With
 * fastDelays, the page waits no longer than that before it plays a move.)
 */
export function pageCaughtUp(target) {
  return target.evaluate(() => new Promise((ok) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => ok(true), 0)));
  }));
}

/**
 * Waits until the board canvas shows its drawing: the page is ready for input before
 * the board's backdrop is painted (in a worker, or in tasks of its own: backdrop.js),
 * and on a busy machine the first frames can come before it. A test that compares the board's
 * pixels with how they were starts from the drawn board, as a person sees it.
 * Resolves to the number of opaque pixels sampled (every 97th).
 */
export function boardDrawn(target, { timeout = 15000 } = {}) {
  return target.waitFor(() => {
    const canvas = document.getElementById('board');
    if (!canvas.width || !canvas.height) return false;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4 * 97) opaque += data[i] > 0 ? 1 : 0;
    return opaque > 100 && opaque;
  }, null, { timeout, what: 'the board to be drawn' });
}

/** The board canvas's box in top-level coordinates and whether it is turned for Black. */
async function boardOf(target) {
  const box = await target.box('#board');
  const flipped = (await target.attr('#board', 'data-flipped')) === 'true';
  return { box, flipped };
}

/** The centre of a circle in top-level page coordinates, from the page's own geometry. */
export async function centre(target, name) {
  const { box, flipped } = await boardOf(target);
  const c = layout(box.width, box.height, { flipped }).centre(indexOf(name));
  return { x: box.left + c.x, y: box.top + c.y };
}

/**
 * The centre of a circle, once a press there would reach the board: as a person
 * waits for a panel or a notice to get out of the way, and a press that would land
 * on something else fails naming it (instead of a move that silently never comes).
 */
async function reachableCentre(target, name) {
  const { x, y } = await centre(target, name);
  const o = await target.offset();
  const local = { x: x - o.x, y: y - o.y };
  try {
    await target.waitFor(({ x: px, y: py }) => document.elementFromPoint(px, py)?.id === 'board', local,
      { timeout: 10000, what: `the board at ${name}` });
  } catch {
    const cover = await target.evaluate(({ x: px, y: py }) => {
      const el = document.elementFromPoint(px, py);
      return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : 'nothing';
    }, local);
    throw new Error(`cannot press ${name}: ${cover} covers the board there`);
  }
  return { x, y };
}

export async function clickCircle(target, name) {
  const { x, y } = await reachableCentre(target, name);
  await (target.page ?? target).mouse.click(x, y);
}

export async function tapCircle(target, name) {
  const { x, y } = await reachableCentre(target, name);
  await (target.page ?? target).tap(x, y);
}

/** Presses on one circle, moves in steps to another and lets go there. */
export async function dragCircle(target, from, to) {
  const a = await reachableCentre(target, from);
  const b = await centre(target, to);
  await (target.page ?? target).drag(a, b);
}

/** Types a move into the move box and presses Enter. */
export async function typeMove(target, text) {
  await target.fill('#move-input', text);
  await target.press('Enter');
}

/**
 * Plays `list` through the move box in one script in the page, each move once the one
 * before it is in the move list: for a test whose subject is where the moves lead (the
 * end, the counts, what is kept), not how a player enters them. (typeMove enters a
 * move as a player does, a command of the driver for each key and field; in WebKit
 * such a command costs a tenth of a second or more, and a whole game of them seconds.)
 * A move the page refuses fails with its reason.
 */
export async function playMoves(target, list) {
  const refused = await target.evaluate(async (all) => {
    const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
    const count = () => document.querySelectorAll('#record button.move').length;
    for (const move of all) {
      const before = count();
      input.value = move;
      document.getElementById('move-play').click();
      for (const end = Date.now() + 10000; count() === before;) {
        const reason = document.getElementById('move-error').textContent;
        if (reason || Date.now() > end) return `${move}: ${reason || 'not in the move list after 10 s'}`;
        await new Promise((ok) => setTimeout(ok, 5));
      }
    }
    return null;
  }, list);
  assert.equal(refused, null, 'every move played');
}

/**
 * The text of `selector` once it says `expected` (a string, or a RegExp it matches),
 * or after `timeout` as it is then, for the test's own assertion. A reason the core
 * gave is said a moment after the action that caused it when it is the first of the
 * visit: the words for the core's errors are fetched then (www/i18n/<code>/errors.js).
 */
export async function textOnceSaid(target, selector, expected, { timeout = 15000 } = {}) {
  const want = expected instanceof RegExp ? { source: expected.source, flags: expected.flags } : { text: expected };
  await target.waitFor(([sel, w]) => {
    const text = document.querySelector(sel)?.textContent ?? '';
    return w.text !== undefined ? text === w.text : new RegExp(w.source, w.flags).test(text);
  }, [selector, want], { timeout, what: `${selector} to say ${expected}` }).catch(() => {});
  return target.text(selector);
}

export const position = (target) => target.text('#position');
export const status = (target) => target.text('#status');

/**
 * Waits until the page shows `text` as its position: a dialog's answer, or the
 * computer's move, reaches the page in a later task than the action that caused it.
 */
export function positionBecomes(target, text, timeout) {
  return target.waitFor((t) => document.getElementById('position')?.textContent === t, text,
    { timeout, what: `the position ${text}` });
}

/**
 * Walks the board's keyboard focus to a circle, as a keyboard player does: to the
 * bottom left corner, then right along the files and up the ranks. The arrows follow
 * the screen, so on the board turned for Black (`flipped`) that corner is e5.
 */
export async function focusCircle(target, circle, { flipped } = {}) {
  const turned = flipped ?? (await target.attr('#board', 'data-flipped')) === 'true';
  for (let i = 0; i < 4; i++) {
    await target.press('ArrowLeft');
    await target.press('ArrowDown');
  }
  const file = 'abcde'.indexOf(circle[0]);
  const rank = Number(circle[1]) - 1;
  for (let i = 0; i < (turned ? 4 - file : file); i++) await target.press('ArrowRight');
  for (let i = 0; i < (turned ? 4 - rank : rank); i++) await target.press('ArrowUp');
}

/** Plays a step with the keyboard only: focus on the board, walk to each circle, Enter. */
export async function keyMove(target, from, to) {
  await target.focus('#board');
  for (const circle of [from, to]) {
    await focusCircle(target, circle);
    await target.press('Enter');
  }
}

/** In a small frame, opens the side panel (where New game and the settings are) unless it is open. */
async function showPanel(target) {
  if ((await target.visible('#panel-open')) && !(await target.visible('#panel-close'))) await target.click('#panel-open');
}

/** Opens the New game dialog, as a person would. */
export async function openNewGame(target) {
  await showPanel(target);
  await target.click('#new-game');
  await target.waitForSelector('#new-dialog');
}

/**
 * The players as the New game dialog shows them, read as a person would: the dialog is
 * opened (it is fetched and filled when first opened), read, and cancelled.
 * @returns {Promise<{mode: string, human: string, level: string}>}
 */
export async function playersShown(target) {
  await openNewGame(target);
  const shown = {
    mode: await target.evaluate(() => /** @type {HTMLInputElement} */ (document.querySelector('#players-form input[name="mode"]:checked'))?.value),
    human: await target.value('#players-form select[name="human"]'),
    level: await target.value('#players-form select[name="level"]'),
  };
  await target.click('#new-dialog button[value="cancel"]');
  await target.waitForSelector('#new-dialog', { hidden: true });
  if (await target.visible('#panel-close')) await target.click('#panel-close');
  return shown;
}

/** Every language the page speaks, by code (www/i18n/languages.js). */
export const LANGUAGES = languages.map(({ code }) => code);

/**
 * The languages a test of every language goes through: all of them in Chromium (Chinese,
 * Japanese, Korean and Arabic among them), and in Firefox and WebKit Finnish, whose words
 * are the longest (docs/testing.md). Arabic's right to left has its own test in every
 * engine (e2e/rtl.test.mjs), at the phone's and the portals' frame.
 */
export const HERE_LANGUAGES = WHOLE_MATRIX ? LANGUAGES : ['fi'];

/**
 * Switches the page in `frame` to `lang` as its language selector does (the selector's
 * own test is in languages.test.mjs) and waits for the page to say it: one page goes
 * through every language, instead of one page each.
 */
export async function speak(frame, lang, page) {
  // The selector is the settings dialog's, on the page once the dialog has been opened
  // (it comes with its chunk): opened and closed once, by its buttons.
  if (!(await frame.evaluate(() => Boolean(document.getElementById('language'))))) {
    await frame.evaluate(() => document.getElementById('settings-open').click());
    await frame.waitForSelector('#settings');
    await frame.evaluate(() => document.getElementById('settings-close').click());
    await frame.waitForSelector('#settings', { hidden: true });
  }
  // One call: the choice made, and its answer once <html lang> says the language (a
  // test goes through nineteen languages at each size: polling for each cost seconds).
  const said = await frame.evaluate((code) => new Promise((done) => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      if (root.lang !== code) return;
      observer.disconnect();
      done(true);
    });
    observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
    const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    if (root.lang === code) {
      observer.disconnect();
      done(true);
    }
    // No answer in 15 s is a failure, said below with what the page logged.
    setTimeout(() => {
      observer.disconnect();
      done(root.lang === code);
    }, 15000);
  }), lang);
  if (!said) {
    // Once (a fresh-clone run of d9424da's successor) a page in a frame of 800 x 450
    // never became Finnish, and five runs since did: what the page logged says why.
    throw new Error(`the page never said ${lang} (<html lang>); the page's errors: ${JSON.stringify(await page.errors())}`);
  }
}

/** Opens the settings menu (language, colours, sound), as a person would. */
export async function openSettings(target) {
  await showPanel(target);
  await target.click('#settings-open');
  await target.waitForSelector('#settings');
}

/** Chooses `value` in a selector of the settings menu (`#language`, `#theme`) and closes it. */
export async function chooseSetting(target, selector, value) {
  await openSettings(target);
  await target.select(selector, value);
  await target.click('#settings-close');
  await target.waitForSelector('#settings', { hidden: true });
}

/**
 * Chooses the players in the New game dialog and starts the game, as a person would
 * (with a game in progress, Start is the answer to the dialog's warning).
 */
export async function choosePlayers(target, { mode = 'ai', human, level, first, you, them, board, match } = {}) {
  await openNewGame(target);
  await target.check(`#players-form input[name="mode"][value="${mode}"]`);
  if (board) await target.check(`#players-form input[name="board"][value="${board}"]`);
  if (match) await target.select('#players-form select[name="match"]', String(match));
  if (first) await target.select('#players-form select[name="first"]', first);
  if (human) await target.select('#players-form select[name="human"]', human);
  if (level) await target.select('#players-form select[name="level"]', String(level));
  if (you !== undefined) await target.fill('#players-form input[name="you"]', you);
  if (them !== undefined) await target.fill('#players-form input[name="them"]', them);
  await target.click('#new-start');
  await target.waitForSelector('#new-dialog', { hidden: true });
}

/** Waits until the page lists at least `n` moves (the computer's too). */
export async function movesReach(target, n, timeout = 20000) {
  try {
    return await target.waitFor((count) => document.querySelectorAll('#record button.move').length >= count,
      n, { timeout, what: `${n} moves in the list` });
  } catch (e) {
    // What the page showed then: the moves, the status, whether it thought, its notices.
    const seen = await target.evaluate(() => ({
      moves: [...document.querySelectorAll('#record button.move')].map((b) => b.textContent),
      status: document.getElementById('status')?.textContent,
      thinking: !document.getElementById('thinking')?.hidden,
      engine: document.body.dataset.engine ?? null,
      notices: [...document.querySelectorAll('#notices > *, #notice:not([hidden]), #setup-error:not([hidden])')].map((el) => el.textContent.trim()),
      dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => d.id),
      // Whether a press reached the board: the archer picked up, where the board was, the focus.
      lifted: document.getElementById('board')?.dataset.lifted ?? null,
      board: (({ left, top, width, height }) => ({ left, top, width, height }))(document.getElementById('board').getBoundingClientRect()),
      viewport: { width: innerWidth, height: innerHeight },
      focus: document.activeElement?.id || document.activeElement?.tagName || null,
    })).catch((err) => `(the page could not be asked: ${err.message})`);
    e.message += `; the page showed ${JSON.stringify(seen)}`;
    throw e;
  }
}

/** The moves played, as the page lists them. */
export function moves(target) {
  return target.evaluate(() => [...document.querySelectorAll('#record button.move')].map((b) => b.textContent));
}

/**
 * Keeps a screenshot of the page as artifacts/ENGINE/NAME.png when JARMO_SHOTS=1 (to look
 * at what the tests saw: `JARMO_SHOTS=1 bash scripts/test.sh e2e`); otherwise nothing,
 * since a few hundred screenshots cost the whole command about half a minute.
 */
export async function shot(page, name) {
  if (SHOTS) await page.screenshot(`${ARTIFACTS}${name}.png`);
}

/**
 * Loads axe-core into the page, in its global scope, as a script of the page's own
 * origin (the test server serves it): the page's Content-Security-Policy allows that,
 * and forbids eval, which WebKit's driver is held to. Resolves once `window.axe` is there.
 */
export function loadAxe(target) {
  return target.evaluate((src) => new Promise((resolve, reject) => {
    if (window.axe) {
      resolve(true);
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve(true);
    script.onerror = () => reject(new Error(`axe-core did not load from ${src}`));
    document.head.append(script);
  }), AXE_PATH);
}

/**
 * Runs axe (loadAxe first) on the page as it is, for WCAG 2.1 A and AA and best
 * practice, and fails on any serious or critical problem, named with the elements it is
 * in (`what`: the state of the page, for the message). `contrast`: it must have checked
 * the text contrast too (a page of no text in view checks none).
 */
export async function assertAxeClean(page, what = '', { contrast = true } = {}) {
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  }));
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(bad, [], what);
  if (contrast) assert.ok(result.passes.some((p) => p.id === 'color-contrast'), `axe checked the text contrast: ${what}`);
}

/**
 * Waits until nothing on the page moves, before a screenshot or a measure: no finite
 * animation or transition runs (a glow that beckons for ever does not count), and the
 * board's canvas and every scrolled box are the same two frames apart (a flight, a
 * smooth scroll). Gives up quietly after `timeout`: what it waits for is how the
 * picture looks, not what a test checks.
 */
export async function settle(target, { timeout = 3000 } = {}) {
  await target.waitFor(() => new Promise((done) => {
    const moving = document.getAnimations().some((a) => a.playState === 'running'
      && a.effect?.getComputedTiming().endTime !== Infinity);
    if (moving) {
      done(false);
      return;
    }
    const look = () => {
      let sum = 0;
      const canvas = document.getElementById('board');
      if (canvas?.width && canvas.height) {
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4 * 13) sum = (sum * 31 + data[i] + data[i + 1] + data[i + 2] + data[i + 3]) % 1e9;
      }
      for (const el of document.querySelectorAll('*')) {
        if (el.scrollTop || el.scrollLeft) sum = (sum * 31 + el.scrollTop + el.scrollLeft * 7) % 1e9;
      }
      return sum;
    };
    const before = look();
    requestAnimationFrame(() => requestAnimationFrame(() => done(look() === before)));
  }), null, { timeout, what: 'the page to be still' }).catch(() => {});
}
export const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Whether the document scrolls (it never should): the overflow in each direction. */
export function overflow(target) {
  return target.evaluate(() => {
    const s = document.scrollingElement;
    return { x: s.scrollWidth - s.clientWidth, y: s.scrollHeight - s.clientHeight };
  });
}

// What every browser test needs: the built page served under a sub-path, Debian's
// Chromium driven by playwright-core, pages that fail the test on any console error or
// uncaught exception, and moves made the way a player makes them: clicks and drags at
// circle centres computed by the page's own www/geometry.js.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

export const DIST = process.env.JARMO_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Starts the server and the browser for a test file; returns a getter for both. */
export function useBrowser() {
  const env = {};
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    env.server = await serve(DIST, '/jarmo/');
    env.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * A new browser context (its own fresh storage) with one page at `query` under the
 * sub-path, watched for errors. `init` runs in the page before its scripts.
 */
export async function openGame(env, { query = '', viewport = { width: 1280, height: 800 }, init, context } = {}) {
  const ctx = context || (await env.browser.newContext({ viewport }));
  if (init && !context) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  const errors = watch(page);
  await page.goto(env.server.url + query);
  await page.waitForSelector('body.ready');
  return { ctx, page, errors };
}

/** Collects console errors and page errors; check them with assertNoErrors. */
export function watch(page) {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
  return errors;
}

export function assertNoErrors(errors) {
  assert.deepEqual(errors, [], 'the page logged errors');
}

/** The centre of a circle in page coordinates, from the page's own geometry module. */
export async function centre(page, name) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  return page.evaluate(async (circle) => {
    const { layout, indexOf } = await import(new URL('www/geometry.js', document.baseURI).href);
    const box = document.getElementById('board').getBoundingClientRect();
    const flipped = document.getElementById('board').dataset.flipped === 'true';
    const c = layout(box.width, box.height, { flipped }).centre(indexOf(circle));
    return { x: box.left + c.x, y: box.top + c.y };
  }, name);
}

export async function clickCircle(page, name) {
  const { x, y } = await centre(page, name);
  await page.mouse.click(x, y);
}

/** Presses on one circle, moves in steps to another and lets go there. */
export async function dragCircle(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

/** Types a move into the move box and presses Enter. */
export async function typeMove(page, text) {
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
}

export const position = (page) => page.textContent('#position');

/**
 * Waits until the page shows `text` as its position: a dialog's answer reaches the
 * page in a later task than the click that gave it.
 */
export function positionBecomes(page, text) {
  return page.waitForFunction((t) => document.getElementById('position').textContent === t, text);
}
export const status = (page) => page.textContent('#status');

/**
 * Walks the board's keyboard focus to a circle, as a keyboard player does: to the
 * bottom left corner, then right along the files and up the ranks. The arrows follow
 * the screen, so on the board turned for Black (`flipped`) that corner is e5.
 */
export async function focusCircle(keyboard, circle, { flipped = false } = {}) {
  for (let i = 0; i < 4; i++) {
    await keyboard.press('ArrowLeft');
    await keyboard.press('ArrowDown');
  }
  const file = 'abcde'.indexOf(circle[0]);
  const rank = Number(circle[1]) - 1;
  for (let i = 0; i < (flipped ? 4 - file : file); i++) await keyboard.press('ArrowRight');
  for (let i = 0; i < (flipped ? 4 - rank : rank); i++) await keyboard.press('ArrowUp');
}

/** Chooses the players in the page's form, as a person would. */
export async function choosePlayers(page, { mode = 'ai', human, level, first } = {}) {
  await page.check(`input[name="mode"][value="${mode}"]`);
  if (first) await page.selectOption('select[name="first"]', first);
  if (human) await page.selectOption('select[name="human"]', human);
  if (level) await page.selectOption('select[name="level"]', String(level));
}

/** Waits until the page lists at least `n` moves (the computer's too). */
export function movesReach(page, n, timeout = 20000) {
  return page.waitForFunction((count) => document.querySelectorAll('#record button.move').length >= count,
    n, { timeout });
}

/** The moves played, as the page lists them. */
export async function moves(page) {
  return page.locator('#record button.move').allTextContents();
}

export async function shot(page, name) {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/** Lets any move animation finish before a screenshot. */
export const settle = (page) => page.waitForTimeout(400);

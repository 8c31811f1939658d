// Light and dark: the system's choice by default, ?theme= for a visit, the page's own
// switch remembered; the board's frame darkens with the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, openGame, settle, shot, useBrowser } from '../lib/harness.mjs';

const env = useBrowser();

const look = (page) => page.evaluate(() => ({
  scheme: getComputedStyle(document.documentElement).colorScheme,
  background: getComputedStyle(document.documentElement).backgroundColor,
  theme: document.documentElement.dataset.theme ?? 'auto',
  select: document.getElementById('theme').value,
}));

/** The colour of the board's frame, a few pixels inside its top-left corner. */
const frame = (page) => page.evaluate(() => {
  const canvas = document.getElementById('board');
  const [r, g, b] = canvas.getContext('2d').getImageData(Math.round(canvas.width * 0.02), Math.round(canvas.height * 0.5), 1, 1).data;
  return r + g + b;
});

test('the_page_follows_the_systems_dark_and_light', async () => {
  const context = await env.browser.newContext({ colorScheme: 'dark' });
  const { ctx, page, errors } = await openGame(env, { context });
  const dark = await look(page);
  assert.equal(dark.scheme, 'dark');
  assert.equal(dark.select, 'auto');
  const darkFrame = await frame(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme === 'light');
  await page.waitForTimeout(200);
  assert.ok(await frame(page) > darkFrame, 'the board frame is lighter on a light page');
  assertNoErrors(errors);
  await ctx.close();
});

test('the_switch_changes_the_colours_and_is_remembered', async () => {
  const context = await env.browser.newContext({ colorScheme: 'light' });
  const { ctx, page, errors } = await openGame(env, { context });
  const light = await look(page);
  await page.selectOption('#theme', 'dark');
  const dark = await look(page);
  assert.equal(dark.theme, 'dark');
  assert.equal(dark.scheme, 'dark');
  assert.notEqual(dark.background, light.background);
  assert.equal(await page.getAttribute('#rules-link', 'href'), 'www/rules.html?lang=en&theme=dark');
  await settle(page);
  await shot(page, 'theme-dark-switched');
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal((await look(page)).theme, 'dark');
  // ?theme= wins for the visit.
  await page.goto(`${env.server.url}?theme=light`);
  await page.waitForSelector('body.ready');
  assert.equal((await look(page)).scheme, 'light');
  assertNoErrors(errors);
  await ctx.close();
});

test('a_bad_theme_in_the_address_is_named_in_a_notice', async () => {
  const { ctx, page, errors } = await openGame(env, { query: '?theme=pink&level=9' });
  const notices = await page.locator('#notices .toast p').allTextContents();
  assert.deepEqual(notices.sort(), [
    'Ignored level=9: expected 1–8.',
    'Ignored theme=pink: expected light | dark | auto.',
  ]);
  assert.equal((await look(page)).theme, 'auto');
  assertNoErrors(errors);
  await ctx.close();
});

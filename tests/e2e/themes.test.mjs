// Light and dark: the system's choice by default, ?theme= for a visit, the page's own
// switch remembered; the board's frame darkens with the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, boardDrawn, chooseSetting, openGame, openSettings, settle, shot, useBrowser } from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

const look = (page) => page.evaluate(() => ({
  scheme: getComputedStyle(document.documentElement).colorScheme,
  background: getComputedStyle(document.documentElement).backgroundColor,
  theme: document.documentElement.dataset.theme ?? 'auto',
}));

/** The colour of the board's frame, a few pixels inside its left edge, as r + g + b. */
function frameColour() {
  const canvas = document.getElementById('board');
  const [r, g, b] = canvas.getContext('2d').getImageData(Math.round(canvas.width * 0.02), Math.round(canvas.height * 0.5), 1, 1).data;
  return r + g + b;
}
const frame = (page) => page.evaluate(frameColour);

test('the_page_follows_the_systems_dark_and_light', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { colorScheme: 'dark' });
  const dark = await look(page);
  assert.equal(dark.scheme, 'dark');
  // The settings dialog (fetched when first opened) shows the system's colours chosen.
  await openSettings(page);
  assert.equal(await page.value('#theme'), 'auto');
  await page.click('#settings-close');
  await page.waitForSelector('#settings', { hidden: true });
  await boardDrawn(page);
  const darkFrame = await frame(page);
  // The system switches to light while the page is open.
  await page.setColorScheme('light');
  await page.waitFor(() => getComputedStyle(document.documentElement).colorScheme === 'light');
  // The board is drawn again in a later frame.
  await page.waitFor(`const c = (${frameColour})(); return c > ${darkFrame} && c;`,
    undefined, { what: `the board frame to be lighter than ${darkFrame}` });
  assert.ok(await frame(page) > darkFrame, 'the board frame is lighter on a light page');
  await assertNoErrors(page);
  await page.close();
});

test('the_switch_changes_the_colours_and_is_remembered', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { colorScheme: 'light' });
  const light = await look(page);
  await chooseSetting(page, '#theme', 'dark');
  const dark = await look(page);
  assert.equal(dark.theme, 'dark');
  assert.equal(dark.scheme, 'dark');
  assert.notEqual(dark.background, light.background);
  const rules = new URL(await page.evaluate(() => document.getElementById('rules-link').href));
  assert.equal(rules.pathname, '/jarmo/www/rules.html');
  assert.deepEqual(Object.fromEntries(rules.searchParams), { lang: 'en', theme: 'dark' });
  await settle(page);
  await shot(page, 'theme-dark-switched');
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal((await look(page)).theme, 'dark');
  // ?theme= wins for the visit.
  await page.goto(`${env.server.url}?theme=light`);
  await page.waitForSelector('body.ready');
  assert.equal((await look(page)).scheme, 'light');
  await assertNoErrors(page);
  await page.close();
});

test('a_bad_theme_in_the_address_is_named_in_a_notice', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?theme=pink&level=9' });
  const notices = await page.texts('#notices .toast p');
  assert.deepEqual(notices.sort(), [
    'Ignored level=9: expected 1–8.',
    'Ignored theme=pink: expected light | dark | auto.',
  ]);
  assert.equal((await look(page)).theme, 'auto');
  await assertNoErrors(page);
  await page.close();
});

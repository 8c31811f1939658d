// Limits and hostile input (issue 22): an address a stranger sends can hold anything,
// and the page stays a page: thousands of parentOrigin entries and a bad value for
// every parameter make at most five notices, and a megabyte in a link makes a notice
// of a few lines whose close button can be pressed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, openGame, shot, textOnceSaid, useBrowser } from '../lib/harness.mjs';
import { sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

const toasts = (page) => page.texts('#notices .toast p');

test('thousands of parentOrigin entries and a bad value for every parameter: the page is ready, with at most five notices', sameInEveryEngine(), async () => {
  // 20 000 entries, 117 KB: it froze the tab for 22.7 s with a notice each.
  const origins = Array.from({ length: 20000 }, (_, i) => `https://h${i}.example`).join(',');
  const bad = 'lang=xx&mode=online&level=9&color=red&theme=blue&stats=yes&sound=loud&first=both';
  const { page } = await openGame(env, { query: `?${bad}&parentOrigin=${encodeURIComponent(origins)}`, viewport: { width: 1000, height: 760 } });
  await page.waitFor(() => document.querySelectorAll('#notices .toast').length > 0);
  // Nine problems, one a parameter: the newest four show, the first five fold into one.
  const said = await toasts(page);
  assert.equal(said.length, 5, said.join('\n'));
  assert.equal(said[0], 'And 5 more notices.');
  assert.ok(said.includes('Ignored 19,992 entries of parentOrigin, the first “https://h8.example”: it takes up to 8 origins such as https://example.com.'),
    said.join('\n'));
  await shot(page, 'hostile-notices');
  // The folded ones go with one press, the others stay.
  await page.click('#notices .toast[data-key="more"] button.close');
  await page.waitFor(() => document.querySelectorAll('#notices .toast').length === 4);
  assert.deepEqual(await toasts(page), said.slice(1));
  // Each of the others is dismissed by its own close button.
  for (let left = 4; left > 0; left--) {
    await page.click('#notices .toast:last-child button.close');
    await page.waitFor((n) => document.querySelectorAll('#notices .toast').length === n, left - 1);
  }
  // The game plays.
  await page.fill('#move-input', 'a1-c2');
  await page.press('Enter');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  await assertNoErrors(page);
  await page.close();
});

test('a link with a megabyte token: the notice quotes its start, stays small, and its close button works', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=en', viewport: { width: 800, height: 600 } });
  // A link opened in this tab: the fragment changes (1 000 000 characters).
  await page.evaluate((n) => { location.hash = `#game=${'x'.repeat(n)}`; }, 1_000_000);
  const notice = '.toast[data-key="link-problem"]';
  await page.waitForSelector(notice);
  const text = await textOnceSaid(page, `${notice} p`, /is not a move/);
  assert.match(text, /“x{32}…” is not a move/);
  assert.ok(text.length < 300, `${text.length} characters`);
  const box = await page.box(notice);
  assert.ok(box.height < 160, `the notice is ${box.height} px tall`);
  await shot(page, 'hostile-link');
  await page.click(`${notice} button.close`);
  await page.waitForSelector(notice, { hidden: true });
  // Nothing was lost: the game is the one before the link.
  assert.equal(await page.text('#position'), 'bbbbb/5/5/5/wwwww w - -');
  await assertNoErrors(page);
  await page.close();
});

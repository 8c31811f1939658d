// The address keeps the game. In a frame sandboxed with allow-scripts only there is no
// storage at all, and the fragment (#game=...) is the only save: it must survive
// choosing a language or colours, a pause from the host, and a reload; a new game
// from a parameter (?position=) leaves the parameter behind and keeps the game in
// the fragment from there. (www/address.js is the one writer of the address.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, chooseSetting, moves, movesReach, openFramed, openGame, position, typeMove, useBrowser } from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();
const hash = (target) => target.evaluate(() => decodeURIComponent(location.hash));
const search = (target) => target.evaluate(() => location.search);

test('in_a_sandboxed_frame_the_game_survives_language_colours_a_pause_and_a_reload', everyEngine('frames'), async () => {
  const query = `?mode=hotseat&lang=en&parentOrigin=${encodeURIComponent(env.server.origin)}`;
  const { page, frame } = await openFramed(env, { width: 800, height: 600, query, sandbox: 'allow-scripts' });
  await typeMove(frame, 'a1-c2');
  await typeMove(frame, 'e5-d3');
  await frame.waitFor(() => decodeURIComponent(location.hash).includes('e5-d3'));
  const before = await search(frame);

  await chooseSetting(frame, '#language', 'de');
  await frame.waitFor(() => document.documentElement.lang === 'de');
  assert.match(await hash(frame), /#game=1\. a1-c2 e5-d3|#game=1\.\+a1-c2\+e5-d3/, 'after a language');
  await chooseSetting(frame, '#theme', 'dark');
  await frame.waitFor(() => document.documentElement.dataset.theme === 'dark');
  assert.match(await hash(frame), /e5-d3/, 'after colours');

  await page.evaluate(() => document.getElementById('game').contentWindow.postMessage({ type: 'jarmo:pause' }, '*'));
  await frame.waitFor(() => document.getElementById('status').textContent === 'Angehalten');
  assert.match(await hash(frame), /e5-d3/, 'while paused');
  await page.evaluate(() => document.getElementById('game').contentWindow.postMessage({ type: 'jarmo:resume' }, '*'));
  await frame.waitFor(() => document.getElementById('status').textContent !== 'Angehalten');

  // Nothing else keeps the game here: a reload brings it back from the address alone.
  const played = await moves(frame);
  // (The old document is marked, so that the wait is for the new one's readiness.)
  await frame.evaluate(() => {
    window.__before = true;
    location.reload();
  });
  await frame.waitFor(() => !window.__before && document.body?.classList.contains('ready'), null, { timeout: 30000 });
  assert.deepEqual(await moves(frame), played);
  assert.deepEqual(played, ['a1-c2', 'e5-d3']);
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'de', 'the language chosen for the visit');
  // The query the portal gave is kept as it was, apart from the choices made here.
  const after = new URLSearchParams(await search(frame));
  assert.equal(after.get('parentOrigin'), env.server.origin);
  assert.equal(after.get('mode'), new URLSearchParams(before).get('mode'));
  await assertNoErrors(page);
  await page.close();
});

test('a_new_game_from_a_position_in_the_address_is_kept_in_the_fragment', sameInEveryEngine(), async () => {
  const start = 'bbbbb/5/5/2w2/1wwww b - -';
  const { page } = await openGame(env, { query: `?mode=hotseat&lang=en&position=${encodeURIComponent(start)}` });
  assert.equal(await position(page), start);
  assert.equal(new URLSearchParams(await search(page)).has('position'), false, 'the parameter has done its work');
  await typeMove(page, 'e5-d3');
  await movesReach(page, 1);
  await page.waitFor(() => decodeURIComponent(location.hash).includes('e5-d3'));
  assert.match(await hash(page), /Position/, 'the record says where the game began');
  const now = await position(page);
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await position(page), now);
  assert.deepEqual(await moves(page), ['e5-d3']);
  await assertNoErrors(page);
  await page.close();
});

test('the rules and lessons links followed right after a move carry it', sameInEveryEngine(), async () => {
  // A move's save (the address with it) waits for a task of its own; a link followed
  // before that task took the address without the move, and in a frame with no
  // storage, or a portal's data store, the game came back without it.
  const { page } = await openGame(env, { query: '?mode=hotseat&lang=en' });
  const hrefs = await page.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
    input.value = 'a1-c2';
    document.getElementById('move-play').click();
    // The same task: the save has not run yet.
    return ['rules-link', 'learn-link', 'puzzles-link'].map((id) => {
      const link = document.getElementById(id);
      link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return decodeURIComponent(/** @type {HTMLAnchorElement} */ (link).href);
    });
  });
  for (const href of hrefs) assert.match(href, /#game=1\.[ +]a1-c2/, href);
  await assertNoErrors(page);
  await page.close();
});

// Two tabs of one browser share the saved game, but each tab's game lives in its
// address: a reload shows it as it was played, whatever the other tab saved since, and
// offers the saved game (the other tab's) back: only the save is this device's own
// game, so nothing in the address alone replaces it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, choosePlayers, moves, movesReach, openGame, playersShown, positionBecomes, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();

test('a_reload_resumes_the_tabs_own_game_as_played_after_another_tab_saved_another', everyEngine('storage'), async () => {
  // Tab A plays Black against the computer (level 1), which opens.
  const { page: a } = await openGame(env, { query: '?mode=ai&level=1&color=black' });
  await movesReach(a, 1, 30000);
  const [first] = await moves(a);
  const reply = first.endsWith('b3') ? 'c5-d3' : 'a5-b3';
  await typeMove(a, reply);
  await movesReach(a, 3, 30000);
  const played = await moves(a);

  // Tab B opens the page, switches to two players (a new game, after asking) and plays.
  const b = await a.tab();
  await b.goto(env.server.url);
  await b.waitForSelector('body.ready');
  await choosePlayers(b, { mode: 'hotseat' });
  await positionBecomes(b, START);
  await typeMove(b, 'a1-c2');
  await movesReach(b, 1);
  // B's game is the saved one now.
  await b.waitFor(() => JSON.parse(localStorage.getItem('jarmo.game.v1') ?? '{}').record?.includes('a1-c2'));

  // Tab A reloads: its game, against the computer, Black at the bottom; the saved game
  // (B's) is offered back, and stays the save until A moves.
  await a.reload();
  await a.waitForSelector('body.ready');
  assert.deepEqual(await moves(a), played);
  assert.equal((await playersShown(a)).mode, 'ai');
  assert.equal(await a.attr('#board', 'data-flipped'), 'true');
  assert.equal(await a.evaluate(() => document.querySelectorAll('#notices .toast[data-key="link-replaced"]').length), 1, 'B\'s game offered back');
  assert.match(await a.evaluate(() => localStorage.getItem('jarmo.game.v1')), /a1-c2/);
  await assertNoErrors(a);
  await assertNoErrors(b);
  await b.closeTab();
  await a.close();
});

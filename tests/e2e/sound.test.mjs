// The game's sounds, counted with a recording AudioContext (tests/lib/sound.mjs): each
// event its own sound (a step, a capture, a return, a refused move, your turn after the
// computer's move, a win, a loss, a draw), none before the first gesture, none when
// switched off, hidden or paused; the switch is remembered, ?sound= counts for the
// visit and a bad value is named; a capture buzzes where the device can. Which sound
// each change of the game asks for (the end as a win, a loss or a draw, a friend's
// move, a pause): tests/unit/game-sounds.test.mjs, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, clickCircle, core, holdAnswers, moves, movesReach, openGame, openSettings, position, releaseAnswers,
  textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { heard, heardAtLeast, recordAudio, soundsReach } from '../lib/sound.mjs';
import { everyEngine } from '../lib/engines.mjs';

const env = useBrowser();
const open = (query, init = []) => openGame(env, { query: `${query}&lang=en`, init: [recordAudio, init].flat() });
/** The sound a move in notation makes. */
const soundOf = (text) => (text.startsWith('@') ? 'return' : text.includes('x') ? 'capture' : 'step');
const position$ = (text) => encodeURIComponent(text);

test('silent_before_the_first_gesture_then_each_move_and_your_turn_after_the_computers', everyEngine('audio'), async () => {
  const { page } = await open('?mode=ai&color=white&first=black&level=1');
  // The computer opens before the player has touched the page: no sound, no context.
  await movesReach(page, 1);
  assert.deepEqual(await heard(page), { contexts: 0, sounds: [], vibrations: [] });
  const { Game } = await core();
  const game = Game.fromPosition(await position(page));
  const reply = game.state().moves.find((m) => m.kind === 'step').text;
  game.free();
  await typeMove(page, reply);
  await movesReach(page, 3);
  const [, , answer] = await moves(page);
  await soundsReach(page, 3);
  const { contexts, sounds } = await heard(page);
  assert.equal(contexts, 1);
  assert.deepEqual(sounds, [soundOf(reply), soundOf(answer), 'turn']);
  await assertNoErrors(page);
  await page.close();
});

test('a_capture_sounds_and_buzzes_a_refused_press_or_move_sounds_its_own', everyEngine('audio'), async () => {
  // White's c3 may take on d5; Black keeps e4, White a1.
  const { page } = await open(`?mode=hotseat&position=${position$('3b1/4b/2w2/5/w4 w - -')}`);
  await clickCircle(page, 'c3');
  await clickCircle(page, 'd5');
  // Black to move: White's a1 is refused, and so is a typed move it cannot make.
  await clickCircle(page, 'a1');
  await typeMove(page, 'e4-e3');
  assert.match(await textOnceSaid(page, '#move-error', /./), /./);
  assert.deepEqual(await heardAtLeast(page, 3), { contexts: 1, sounds: ['capture', 'refused', 'refused'], vibrations: [35] });
  await assertNoErrors(page);
  await page.close();
});

test('a_return_comes_back_with_its_own_sound', everyEngine('audio'), async () => {
  const { page } = await open(`?mode=hotseat&position=${position$('W3b/5/2w2/5/5 w - -')}`);
  await page.click('#tray-white .returnable');
  await clickCircle(page, 'a1');
  assert.deepEqual(await moves(page), ['@a1']);
  assert.deepEqual((await heardAtLeast(page, 1)).sounds, ['return']);
  await assertNoErrors(page);
  await page.close();
});

test('the_switch_silences_every_sound_and_the_buzz_and_is_remembered', everyEngine('audio'), async () => {
  const { page } = await open(`?mode=hotseat&position=${position$('3b1/4b/2w2/5/w4 w - -')}`);
  await openSettings(page);
  assert.equal(await page.checked('#sound'), true, 'on by default');
  await page.click('#sound');
  await page.click('#settings-close');
  await clickCircle(page, 'c3');
  await clickCircle(page, 'd5');
  await typeMove(page, 'e4-e3');
  // (The click that opened the menu may have made the context: it makes no sound.)
  const off = await heard(page);
  assert.deepEqual({ sounds: off.sounds, vibrations: off.vibrations }, { sounds: [], vibrations: [] });
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.sound.v1')), '{"version":1,"on":false}');
  // Another visit: still off.
  await page.reload();
  await page.waitForSelector('body.ready');
  await typeMove(page, 'e4-e3');
  assert.deepEqual((await heard(page)).sounds, []);
  // On again: heard at once.
  await openSettings(page);
  assert.equal(await page.checked('#sound'), false);
  await page.click('#sound');
  await page.click('#settings-close');
  await typeMove(page, 'e4-e3');
  assert.deepEqual((await heardAtLeast(page, 1)).sounds, ['refused']);
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.sound.v1')), '{"version":1,"on":true}');
  await assertNoErrors(page);
  await page.close();
});

test('sound_off_in_the_address_holds_for_the_visit_and_a_bad_value_is_named', everyEngine('audio'), async () => {
  const { page } = await open('?mode=hotseat&sound=off');
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  assert.deepEqual(await heard(page), { contexts: 0, sounds: [], vibrations: [] });
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.sound.v1')), null, 'the address is not stored');
  // The settings dialog shows the switch off; the player's switch wins from then on, and the address follows it.
  await openSettings(page);
  assert.equal(await page.checked('#sound'), false);
  await page.click('#sound');
  await page.click('#settings-close');
  await page.waitFor(() => new URLSearchParams(location.search).get('sound') === 'on');
  await clickCircle(page, 'e5');
  await clickCircle(page, 'd3');
  assert.deepEqual((await heardAtLeast(page, 1)).sounds, ['step']);
  await page.close();

  const { page: bad } = await open('?mode=hotseat&sound=loud');
  await bad.waitForSelector('.toast');
  assert.match(await bad.text('#notices'), /sound=loud.*on \| off/);
  await clickCircle(bad, 'b1');
  await clickCircle(bad, 'c3');
  assert.deepEqual((await heardAtLeast(bad, 1)).sounds, ['step'], 'on, as without the parameter');
  await assertNoErrors(bad);
  await bad.close();
});

test('a_hidden_page_is_silent_and_heard_again_once_shown', everyEngine('audio'), async () => {
  const { page } = await open('?mode=ai&color=white&level=1', holdAnswers);
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  // The player's move is heard (the sounds come with the first gesture: sound/lazy-sound.js) before the page hides.
  assert.deepEqual((await heardAtLeast(page, 1)).sounds, ['step']);
  const hide = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await hide(true);
  // The computer's answer comes while the page is hidden.
  await page.waitFor(() => document.body.classList.contains('thinking'));
  await releaseAnswers(page);
  await movesReach(page, 2);
  await page.waitFor(() => !document.body.classList.contains('thinking'));
  assert.deepEqual((await heardAtLeast(page, 1)).sounds, ['step']);
  await hide(false);
  await typeMove(page, 'a1-a2');
  assert.deepEqual((await heardAtLeast(page, 2)).sounds, ['step', 'refused']);
  await assertNoErrors(page);
  await page.close();
});

// The page loads under a sub-path without any error, draws the board and the panels,
// and sets up a position given in the address, refusing a bad one with the reason;
// where the browser offers to install the page as an app, a button says so. What a
// position from the address sets up, or a finished one, is checked without a browser
// by tests/unit/ends.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, boardDrawn, movesReach, needs, openFramed, openGame, openNewGame, position, settle, shot, status, typeMove,
  useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

test('page_loads_under_a_sub_path_without_errors', everyEngine('csp'), async () => {
  const asked = env.server.requests.length;
  const { page } = await openGame(env, { serviceWorkers: 'allow' });
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await position(page), START);
  assert.equal(await status(page), 'White to move');
  assert.equal(await page.text('#points-white'), '5 points');
  assert.equal(await page.text('#points-black'), '5 points');
  assert.equal(await page.text('#stats-total'), '0');
  assert.equal(await page.text('#stats-white'), '0 (0.00%)');
  assert.equal(await page.hidden('#stats-note'), true, 'storage works here, so no "not saved" note');
  // Every file came from under the sub-path (the first visit fetched them all from the
  // server; the reload may find the service worker serving them), and none failed to
  // load (the server's answers of 400 or more, and the loads the page saw fail, are in
  // assertNoErrors too).
  const paths = env.server.requests.slice(asked);
  assert.ok(paths.some((p) => p.endsWith('.wasm')), `the page fetched its files: ${paths}`);
  assert.deepEqual(paths.filter((p) => !p.startsWith('/jarmo/') && p !== '/__jarmo-test/watch.js' && p !== '/favicon.ico'), []);
  const failed = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.responseStatus !== undefined && e.responseStatus >= 400).map((e) => e.name));
  assert.deepEqual(failed, []);
  // The canvas holds a drawing at the device's pixel ratio, not an empty bitmap. The
  // board is drawn in tasks of its own after the page starts (board.js), so it shows a
  // moment after `ready`, as a person sees it.
  assert.ok(await boardDrawn(page, { timeout: 10000 }) > 100, 'the board is drawn');
  const drawn = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    return { width: canvas.width, expected: Math.round(canvas.getBoundingClientRect().width * devicePixelRatio) };
  });
  assert.equal(drawn.width, drawn.expected, 'the canvas is sized for the pixel ratio');
  await assertNoErrors(page);
  await page.close();
});

test('page_is_crisp_on_a_hidpi_screen', everyEngine('canvas'), async () => {
  const { page } = await openGame(env, { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3 });
  const sizes = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    return { backing: canvas.width, css: canvas.getBoundingClientRect().width, ratio: devicePixelRatio };
  });
  assert.equal(sizes.ratio, 3, 'the screen has three device pixels to a CSS pixel');
  assert.equal(sizes.backing, Math.round(sizes.css * 3));
  await settle(page);
  await shot(page, 'phone-start-3x');
  await assertNoErrors(page);
  await page.close();
});

test('invalid_position_in_the_address_says_why_and_starts_normally', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?position=bbbbbb/5/5/5/wwwww%20w%20-%20-' });
  assert.equal(await position(page), START);
  const message = await page.text('#setup-error');
  assert.equal(await page.visible('#setup-error'), true);
  assert.match(message, /cannot be set up: .*rank 5/i);
  assert.match(message, /new game from the start/);
  await assertNoErrors(page);
  // New game leaves the bad address behind.
  await openNewGame(page);
  await page.click('#new-start');
  assert.equal(new URL(await page.url()).search, '');
  assert.equal(await page.hidden('#setup-error'), true);
  await page.close();
});

test('an_install_button_appears_when_the_browser_offers_to_install', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  assert.equal(await page.hidden('#install'), true, 'no offer, no button');
  // Chromium's offer, as the page receives it (headless Chromium makes none itself).
  await page.evaluate(() => {
    window.prompted = 0;
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    offer.prompt = async () => { window.prompted += 1; };
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
  });
  await page.waitForSelector('#install:not([hidden])');
  assert.equal(await page.text('#install'), 'Install Jarmo');
  await page.click('#install');
  await page.waitFor(() => window.prompted === 1);
  assert.equal(await page.hidden('#install'), true, 'an offer is used once');
  await assertNoErrors(page);
  await page.close();
});

/** Whether the element is inside the viewport and nothing covers its centre. */
const inSight = (page, selector) => page.evaluate((sel) => {
  const el = document.querySelector(sel);
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.width > 0 && Boolean(top) && el.contains(top);
}, selector);

for (const [name, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true }],
  ['small_phone', { viewport: { width: 360, height: 640 } }],
]) {
  // Mobile emulation (a touch screen at a phone's pixel ratio) is Chromium's and Firefox's.
  test(`a_first_visit_asks_how_to_play_with_the_lessons_in_the_first_screen_${name}`, options.mobile ? everyEngine('layout', needs('touch')) : everyEngine('layout'), async () => {
    const { page } = await openGame(env, { ...options, firstVisit: true, query: '?lang=en' });
    await page.waitForSelector('#welcome');
    for (const id of ['#welcome-ai', '#welcome-hotseat', '#welcome-friend', '#welcome-learn']) {
      assert.equal(await inSight(page, id), true, `${id} is in the first screen, uncovered`);
    }
    assert.match(await page.attr('#welcome-learn', 'href'), /[?&]learn=?$/, 'the lessons, with this visit\'s settings');
    await shot(page, `first-visit-${name}`);
    await page.click('#welcome-ai');
    await page.waitForSelector('#welcome', { hidden: true });
    assert.equal(await page.text('#who-black'), 'Computer, level 4');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.players.v1')).mode), 'ai', 'the choice is kept');
    // The next visit asks nothing.
    await page.reload();
    await page.waitForSelector('body.ready');
    assert.equal(await page.hidden('#welcome'), true);
    await assertNoErrors(page);
    await page.close();
  });
}

// A portal cannot add ?mode= to its frame: a frame that names no mode asks as the plain
// page does, over the board, and the computer plays until the player chooses. A frame
// sandboxed to scripts alone has no storage, so there every visit is a first one.
for (const [width, height] of [[800, 450], [390, 844]]) {
  test(`a_first_visit_in_a_sandboxed_frame_at_${width}x${height}_asks_how_to_play_and_the_computer_answers`, everyEngine('frames'), async () => {
    const { page, frame } = await openFramed(env, { width, height, sandbox: 'allow-scripts', query: '?lang=en&level=1', firstVisit: true });
    await frame.waitForSelector('#welcome');
    for (const id of ['#welcome-ai', '#welcome-hotseat', '#welcome-friend']) assert.equal(await inSight(frame, id), true, `${id} in sight`);
    await shot(page, `first-visit-frame-${width}x${height}`);
    assert.equal(await frame.text('#who-black'), 'Computer, level 1', 'until it is answered, the computer plays');
    await frame.click('#welcome-ai');
    await frame.waitForSelector('#welcome', { hidden: true });
    await typeMove(frame, 'a1-c2');
    await movesReach(frame, 2);
    await assertNoErrors(page);
    await page.close();
  });
}

test('a_frame_that_names_its_mode_asks_nothing', everyEngine('frames'), async () => {
  const { page, frame } = await openFramed(env, { width: 800, height: 450, sandbox: 'allow-scripts', query: '?lang=en&mode=hotseat' });
  assert.equal(await frame.hidden('#welcome'), true);
  await typeMove(frame, 'a1-c2');
  await movesReach(frame, 1);
  assert.doesNotMatch(await frame.text('#who-black'), /Computer/, 'two players at this screen, as asked');
  await assertNoErrors(page);
  await page.close();
});

test('the_first_visits_friend_choice_asks_the_names_first_and_cancel_keeps_the_question', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { firstVisit: true, query: '?lang=en' });
  await page.click('#welcome-friend');
  await page.waitForSelector('#new-dialog');
  assert.equal(await page.evaluate(() => document.querySelector('#players-form input[value="friend"]').checked), true);
  await page.click('#new-dialog button[value="cancel"]');
  await page.waitForSelector('#new-dialog', { hidden: true });
  assert.equal(await page.visible('#welcome'), true, 'still asked');
  await page.click('#welcome-hotseat');
  await page.waitForSelector('#welcome', { hidden: true });
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('jarmo.players.v1')).mode), 'hotseat');
  await assertNoErrors(page);
  await page.close();
});

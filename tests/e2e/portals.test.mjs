// The games portals' builds (scripts/portal.sh), each against a stand-in of its
// portal's SDK (tests/fixtures/portals/, written from the published APIs) served at the
// real SDK's address: the order of the SDK calls across a whole game, an ad break
// between games with the game paused and silent under it and given back after it (each
// stand-in's ad lasts until the test ends it), a friend's link made by the portal's
// function, the game with the SDK missing or throwing, and the itch.io zip unpacked under
// a deep sub-path in a cross-origin frame. Every request the page makes to any other
// host fails the test. The builds are made here from the site under test (JARMO_DIST),
// in a few seconds. The state machine behind the calls: tests/unit/portal.test.mjs.
//
// Every test runs in Chromium; CrazyGames' tests, and the check of how the stand-ins
// are served, in Firefox and WebKit as well (as issue 25 asks). The
// stand-in is served at the SDK's own https:// address by the page's `outside`
// (lib/browser.mjs): Playwright's routing in Chromium, WebDriver BiDi's network
// interception in Firefox, and in WebKit a proxy of the test process that ends the
// TLS of the SDK's host itself (lib/outside.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIST, assertNoErrors, choosePlayers, core, fastDelays, playMoves, returningPlayer, rulesShown, textOnceSaid, typeMove,
  useBrowser,
} from '../lib/harness.mjs';
import { FRAME_PATH, serve } from '../lib/server.mjs';
import { recordAudio, soundsReach } from '../lib/sound.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/portals/', import.meta.url));
const SDKS = {
  crazygames: { url: 'https://sdk.crazygames.com/crazygames-sdk-v3.js', file: 'crazygames-sdk-v3.js' },
  poki: { url: 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js', file: 'poki-sdk.js' },
  gamedistribution: { url: 'https://html5.api.gamedistribution.com/main.min.js', file: 'gd-main.min.js' },
};
const PORTALS = ['crazygames', 'poki', 'gamedistribution', 'itch'];
// The other portals' builds run in Chromium only; CrazyGames' runs in every engine, as
// a portal's build in a cross-origin frame (lib/engines.mjs).

let out = null;
/** Builds every portal from the site under test, into a folder of this run. */
function buildPortals() {
  out = mkdtempSync(path.join(os.tmpdir(), 'jarmo-portals-'));
  for (const name of PORTALS) {
    execFileSync('bash', [path.join(ROOT, 'scripts/portal.sh'), name], {
      // No listing kit (scripts/listing.mjs): its pictures take seconds a portal, and e2e/listing.test.mjs makes one.
      env: { ...process.env, JARMO_DIST: DIST, JARMO_PORTAL_OUT: out, GD_GAME_ID: 'standin-0001', JARMO_LISTING: 'off' }, stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  // itch.io serves an upload from its CDN under a path of its own, several folders deep.
  const deep = path.join(out, 'cdn/html/12345678/jarmo-1.0');
  mkdirSync(deep, { recursive: true });
  execFileSync('unzip', ['-q', path.join(out, 'itch.zip'), '-d', deep]);
  return out;
}
after(() => out && rmSync(out, { recursive: true, force: true }));

const env = useBrowser({ root: buildPortals });

/**
 * Opens the `name` build at `query`, its SDK served from the stand-in (`sdk`: 'ok';
 * 'throw': the stand-in throws; 'missing': blocked, as by an ad blocker). Every other
 * request off the test's servers is refused and kept in `page.outside`. The stand-in's
 * ads last until the test ends them (window.__finishAd()): an ad of a fixed time raced
 * the driver's steps on a busy machine, and the checks under it saw it already over.
 * The page's sounds are recorded (lib/sound.mjs).
 */
async function openPortal(name, { query = '', sdk = 'ok', url = null, clipboard = false, ready = true, locale = undefined } = {}) {
  const setUp = [returningPlayer, fastDelays, recordAudio].map((fn) => `(${fn})();`).join('\n')
    + `\nwindow.__standIn = ${JSON.stringify({ mode: sdk, adMs: 'hold', locale })};`;
  const outside = [];
  const blocked = [];
  // Requests for the tests' servers (all on 127.0.0.1: the page's own, the itch test's
  // host page) never come to `outside`.
  const page = await env.browser.newPage({
    init: setUp,
    clipboard,
    serviceWorkers: 'block',
    outside: (asked) => {
      if (SDKS[name]?.url === asked) {
        if (sdk !== 'missing') return { contentType: 'text/javascript', body: readFileSync(path.join(FIXTURES, SDKS[name].file), 'utf8') };
        blocked.push(asked);
        return null;
      }
      outside.push(asked);
      return null;
    },
  });
  page.failuresFrom = env.server.failures.length;
  page.server = env.server;
  page.outside = outside;
  page.blocked = blocked;
  await page.goto(url ?? `${env.server.url}${name}/${query}`);
  if (ready) await page.waitForSelector('body.ready');
  return page;
}

const calls = (page) => page.evaluate(() => window.__sdkCalls ?? []);
/** Waits until the SDK's calls end with `tail`, then gives them all. */
async function callsEndWith(page, tail) {
  try {
    await page.waitFor((expected) => {
      const got = window.__sdkCalls ?? [];
      return JSON.stringify(got.slice(-expected.length)) === JSON.stringify(expected);
    }, tail, { timeout: 15000, what: `the SDK's calls to end with ${tail.join(', ')}` });
  } catch (error) {
    error.message += `; the calls: ${JSON.stringify(await calls(page))}`;
    throw error;
  }
  return calls(page);
}

/** Nothing went to another host, nothing failed, no error was logged. */
async function assertClean(page, { blocked = [] } = {}) {
  assert.deepEqual(page.outside, [], 'no request to another host');
  assert.deepEqual(page.blocked, blocked);
  const errors = (await page.errors()).filter((e) => !blocked.some((url) => e.includes('ERR_BLOCKED_BY_CLIENT') || e.includes(url)));
  assert.deepEqual(errors, [], 'no error logged');
  await assertNoErrors({ errors: async () => [], server: page.server, failuresFrom: page.failuresFrom });
}

const paused = (page) => page.evaluate(() => document.getElementById('status').textContent === 'Paused');
const adPlaying = (page) => page.evaluate(() => window.__adPlaying);
/** The moves on the record, and the notes heard. */
const played = (page) => page.evaluate(() => ({
  moves: document.querySelectorAll('#record button.move').length, notes: window.__audio.notes.length,
}));

/**
 * The game while an ad or the portal's pause holds it: paused, and a move typed is
 * refused, in silence. (A paused game is silent whether or not it is muted as well: the
 * mute the machine adds is tests/unit/portal.test.mjs's.)
 */
async function assertHeld(page, why) {
  assert.equal(await paused(page), true, `paused ${why}`);
  assert.equal(await page.text('#move-error'), '', 'no reason beside the move box yet');
  const before = await played(page);
  await typeMove(page, 'a1-b3');
  assert.equal(await textOnceSaid(page, '#move-error', 'The game is paused.'), 'The game is paused.', `a move typed ${why}`);
  assert.deepEqual(await played(page), before, `no move, no sound ${why}`);
}

/** A game with a friend begun on `page` with a1-b3, and the link Send gave (copied: no share sheet here). */
async function sendFirstMove(page) {
  await choosePlayers(page, { mode: 'friend', human: 'white' });
  await typeMove(page, 'a1-b3');
  await page.click('#send');
  await page.waitFor(() => /Link copied|Copy this link/.test(document.getElementById('send-text').textContent));
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The next game asked for after one that ended: the portal's ad (`call`) first, with the
 * game held all through it (the ad lasts until the test ends it), then the game given back.
 */
async function adBreak(page, call) {
  await page.click('#end-new-game');
  await callsEndWith(page, [call]);
  assert.equal(await adPlaying(page), true);
  await assertHeld(page, 'during the ad');
  assert.equal(await adPlaying(page), true, 'the ad still on');
  await page.evaluate(() => window.__finishAd());
  await assertGivenBack(page, 'a1-b3');
}

/** The game given back after an ad or the portal's pause: no longer paused, and `move` is played and heard. */
async function assertGivenBack(page, move) {
  await page.waitFor(() => document.getElementById('status').textContent !== 'Paused', undefined, { what: 'the game to be given back' });
  const before = await played(page);
  await typeMove(page, move);
  await page.waitFor((n) => document.querySelectorAll('#record button.move').length === n, before.moves + 1, { what: `${move} to be played` });
  await soundsReach(page, before.notes + 1);
}

test("each build: the marker, a policy of its own files and its SDK's host only, no service worker, the zip's files", sameInEveryEngine(), async () => {
  const { readdirSync, existsSync, statSync } = await import('node:fs');
  const hosts = { crazygames: 'https://sdk.crazygames.com', poki: 'https://game-cdn.poki.com', gamedistribution: 'https://html5.api.gamedistribution.com', itch: null };
  for (const name of PORTALS) {
    const dir = path.join(out, name);
    for (const page of ['index.html', 'www/rules.html']) {
      const html = readFileSync(path.join(dir, page), 'utf8');
      assert.match(html, new RegExp(`<meta name="jarmo-portal" content="${name}"`), `${name} ${page}: the marker`);
      const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];
      const sources = new Set(policy.split(';').flatMap((d) => d.trim().split(/\s+/).slice(1)));
      // (data: for the icon written into the page, scripts/icon-inline.mjs: img-src only.)
      const expected = ["'self'", "'wasm-unsafe-eval'", 'blob:', 'data:', "'none'", ...(hosts[name] ? [hosts[name]] : [])];
      assert.match(policy, /img-src [^;]*data:/, `${name} ${page}: data: for images alone`);
      assert.equal(policy.match(/data:/g).length, 1, `${name} ${page}: data: for images alone`);
      assert.deepEqual([...sources].sort(), expected.sort(), `${name} ${page}: ${policy}`);
    }
    assert.equal(existsSync(path.join(dir, 'sw.js')), false, `${name}: no service worker`);
    assert.ok(existsSync(path.join(dir, 'www/portal.js')), `${name}: its module`);
    assert.ok(statSync(path.join(out, `${name}.zip`)).size > 0);
  }
  // The plain site has no portal module, and its pages no marker.
  assert.equal(existsSync(path.join(DIST, 'www/portal.js')), false);
  assert.doesNotMatch(readFileSync(path.join(DIST, 'index.html'), 'utf8'), /jarmo-portal/);
  // The itch zip unpacked: index.html at its root.
  assert.ok(readdirSync(path.join(out, 'cdn/html/12345678/jarmo-1.0')).includes('index.html'));
});

test("the stand-in is served at the SDK's address, and a request to any other host fails and is kept", everyEngine('frames'), async () => {
  // A page of the test server's without the portal's policy, which would stop most
  // such requests before they left the page.
  const page = await openPortal('crazygames', { url: `${env.server.origin}${FRAME_PATH}?src=about:blank&width=10&height=10`, ready: false });
  const got = await page.evaluate(async (sdk) => {
    const script = (src) => new Promise((ok) => {
      const el = document.createElement('script');
      el.src = src;
      el.onload = () => ok('loaded');
      el.onerror = () => ok('failed');
      document.head.append(el);
    });
    const sdkLoaded = await script(sdk);
    return {
      sdk: sdkLoaded, standIn: typeof window.CrazyGames?.SDK?.init,
      https: await script('https://elsewhere.example/x.js'), http: await script('http://elsewhere.example/y.js'),
    };
  }, SDKS.crazygames.url);
  assert.deepEqual(got, { sdk: 'loaded', standIn: 'function', https: 'failed', http: 'failed' });
  assert.deepEqual(page.outside, ['https://elsewhere.example/x.js', 'http://elsewhere.example/y.js']);
  await page.close();
});

test('crazygames: a whole game in SDK calls (load, first move, a dialog, the end, the ad break, a second game), saves in its data store', everyEngine('frames'), async () => {
  const page = await openPortal('crazygames');
  assert.deepEqual(await calls(page), ['init', 'loadingStart', 'loadingStop'], 'loading, and no gameplay before a move');
  // A first visit on the portal is asked how to play (the portal cannot add ?mode=); two play here.
  await page.waitForSelector('#welcome');
  await page.click('#welcome-hotseat');
  await page.waitForSelector('#welcome', { hidden: true });
  await typeMove(page, WHITE_WINS[0]);
  assert.deepEqual(await callsEndWith(page, ['gameplayStart']), ['init', 'loadingStart', 'loadingStop', 'gameplayStart']);
  // A dialog over the game (the settings) stops gameplay; closing it starts it again.
  await page.click('#settings-open');
  await callsEndWith(page, ['gameplayStop']);
  await page.click('#settings-close');
  await callsEndWith(page, ['gameplayStop', 'gameplayStart']);
  await playMoves(page, WHITE_WINS.slice(1));
  await page.waitForSelector('#end-panel');
  await callsEndWith(page, ['gameplayStart', 'gameplayStop']);
  assert.ok(!(await calls(page)).includes('happytime'), 'no happy time for a game of two at one screen');
  // The saves went to the portal's store, not to the page's localStorage.
  const stored = await page.evaluate(() => ({ data: [...window.__sdkData.keys()], local: Object.keys(localStorage) }));
  assert.ok(stored.data.some((key) => key.startsWith('jarmo.')), `saves in SDK.data: ${stored.data}`);
  assert.ok(!stored.local.some((key) => stored.data.includes(key) && key !== 'jarmo.players.v1'), `none in localStorage: ${stored.local}`);

  // The next game: the ad break first, with the game paused and silent; then it goes on.
  await adBreak(page, 'requestAd:midgame');
  const all = await callsEndWith(page, ['gameplayStart']);
  assert.deepEqual(all.slice(-3), ['gameplayStop', 'requestAd:midgame', 'gameplayStart']);
  await assertClean(page);
  await page.close();
});

test('crazygames: a win against the computer is a happy time, once', everyEngine('frames'), async () => {
  const { Game } = await core();
  const game = Game.fromText(WHITE_WINS.slice(0, -1).join(' '));
  const page = await openPortal('crazygames', { query: `?mode=ai&level=1&color=white&position=${encodeURIComponent(game.position())}` });
  await typeMove(page, WHITE_WINS.at(-1));
  await page.waitForSelector('#end-panel');
  const all = await callsEndWith(page, ['gameplayStart', 'happytime', 'gameplayStop']);
  assert.equal(all.filter((c) => c === 'happytime').length, 1);
  await assertClean(page);
  await page.close();
});

test('crazygames: the rules open in place, in the frame, and the game comes back where it was', everyEngine('frames'), async () => {
  const page = await openPortal('crazygames');
  // Two play here (a first visit on the portal is asked; unanswered, the computer would reply).
  await page.click('#welcome-hotseat');
  await page.waitForSelector('#welcome', { hidden: true });
  await typeMove(page, WHITE_WINS[0]);
  await callsEndWith(page, ['gameplayStart']);
  await page.click('#rules-link');
  await rulesShown(page);
  assert.match(await page.url(), /\/crazygames\/www\/rules\.html/);
  // Leaving the game stopped gameplay; the rules page makes no SDK call.
  assert.equal(await page.evaluate(() => window.__sdkCalls ?? null), null, 'no SDK on the rules page');
  assert.deepEqual(await page.evaluate(() => JSON.parse(sessionStorage.getItem('standin.calls'))),
    ['init', 'loadingStart', 'loadingStop', 'gameplayStart', 'gameplayStop']);
  await page.click('#back');
  await page.waitForSelector('body.ready');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  await callsEndWith(page, ['gameplayStop', 'init', 'loadingStart', 'loadingStop']);
  await assertClean(page);
  await page.close();
});

test('crazygames: the analysis board and a picture of the game work in the portal\'s build', everyEngine('frames'), async () => {
  const page = await openPortal('crazygames');
  await page.click('#welcome-hotseat');
  await page.waitForSelector('#welcome', { hidden: true });
  await typeMove(page, WHITE_WINS[0]);
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  // The animated GIF: its chunk and encoder are the build's own files (the portal's policy allows no other).
  await page.click('#share-gif');
  await page.waitFor(() => /^(Downloaded|Shared)/.test(document.getElementById('transfer-message').textContent), null, { timeout: 20000, what: 'the animation' });
  // The analysis board, with the engine's lines from its worker.
  await page.click('#analyse-link');
  await page.waitFor(() => document.querySelectorAll('#analysis-lines li').length === 3, null, { timeout: 30000, what: 'the analysis board\'s lines' });
  assert.match(await page.url(), /\/crazygames\/\?analysis=?#analyse=/);
  await assertClean(page);
  await page.close();
});

test("crazygames: a friend's link is the portal's invite link, and opens the game", everyEngine('frames'), async () => {
  const page = await openPortal('crazygames', { clipboard: true });
  const sent = await sendFirstMove(page);
  assert.match(sent, /^https:\/\/www\.crazygames\.com\/game\/jarmo\?jarmo=game%3Da1-b3%26id%3D\w+/);
  assert.ok((await calls(page)).includes('inviteLink'));
  await assertClean(page);
  await page.close();
  // CrazyGames gives the game its invite's parameters in its address.
  const friend = await openPortal('crazygames', { query: `?${new URL(sent).search.slice(1)}` });
  await friend.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  assert.match(await friend.evaluate(() => location.hash), /^#game=a1-b3&id=/);
  await assertClean(friend);
  await friend.close();
});

for (const name of ['crazygames', 'poki']) {
  for (const sdk of ['missing', 'throw']) {
    test(`${name}: with the SDK ${sdk === 'missing' ? 'blocked' : 'throwing'}, the game plays as the plain site`, name === 'crazygames' ? everyEngine('frames') : sameInEveryEngine(), async () => {
      const page = await openPortal(name, { sdk });
      await typeMove(page, WHITE_WINS[0]);
      await typeMove(page, WHITE_WINS[1]);
      await page.waitFor(() => document.querySelectorAll('#record button.move').length === 2);
      const made = await calls(page);
      assert.ok(!made.includes('gameplayStart'), `no gameplay calls: ${made}`);
      await assertClean(page, { blocked: sdk === 'missing' ? [SDKS[name].url] : [] });
      await page.close();
    });
  }
}

test("poki: loading finished, gameplay, the commercial break between games, a friend's link by shareableURL", sameInEveryEngine(), async () => {
  const { Game } = await core();
  const game = Game.fromText(WHITE_WINS.slice(0, -3).join(' '));
  const page = await openPortal('poki', { query: `?position=${encodeURIComponent(game.position())}` });
  assert.deepEqual(await calls(page), ['init', 'gameLoadingFinished']);
  await playMoves(page, WHITE_WINS.slice(-3));
  await page.waitForSelector('#end-panel');
  await callsEndWith(page, ['gameplayStart', 'gameplayStop']);
  await adBreak(page, 'commercialBreak');
  const all = await callsEndWith(page, ['gameplayStart']);
  assert.deepEqual(all, ['init', 'gameLoadingFinished', 'gameplayStart', 'gameplayStop', 'commercialBreak', 'gameplayStart']);
  await assertClean(page);
  await page.close();

  const friendly = await openPortal('poki', { clipboard: true });
  const sent = await sendFirstMove(friendly);
  assert.match(sent, /^https:\/\/poki\.com\/en\/g\/jarmo\?gdjarmo=game%3Da1-b3/);
  await assertClean(friendly);
  await friendly.close();
});

test('gamedistribution: its pause and start events pause, mute and resume the game; showAd between games', sameInEveryEngine(), async () => {
  const { Game } = await core();
  const game = Game.fromText(WHITE_WINS.slice(0, -1).join(' '));
  const page = await openPortal('gamedistribution', { query: `?position=${encodeURIComponent(game.position())}` });
  assert.equal((await calls(page))[0], 'gameId:standin-0001');
  await page.evaluate(() => window.__gdEvent('SDK_GAME_PAUSE'));
  await assertHeld(page, "under the portal's pause");
  await page.evaluate(() => window.__gdEvent('SDK_GAME_START'));
  await assertGivenBack(page, WHITE_WINS.at(-1));
  await page.waitForSelector('#end-panel');
  await page.click('#end-new-game');
  await callsEndWith(page, ['showAd', 'SDK_GAME_PAUSE']);
  assert.equal(await adPlaying(page), true);
  await assertHeld(page, 'during the ad');
  assert.deepEqual((await calls(page)).slice(-2), ['showAd', 'SDK_GAME_PAUSE'], 'the ad still on');
  await page.evaluate(() => window.__finishAd());
  await callsEndWith(page, ['SDK_GAME_START']);
  await assertGivenBack(page, 'a1-b3');
  await assertClean(page);
  await page.close();
});

test('itch: the zip, unpacked under a deep sub-path, plays in a cross-origin frame and asks nothing of another host', sameInEveryEngine(), async () => {
  const host = await serve({ root: out, prefix: '/host/' });
  try {
    const src = `${env.server.url}cdn/html/12345678/jarmo-1.0/index.html`;
    const params = new URLSearchParams({ src, width: '800', height: '600' });
    const page = await openPortal('itch', { url: `${host.origin}${FRAME_PATH}?${params}`, ready: false });
    const frame = await page.frame('#game');
    await frame.waitForSelector('body.ready', { timeout: 30000 });
    assert.notEqual(host.origin, env.server.origin);
    await typeMove(frame, WHITE_WINS[0]);
    await frame.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
    // No service worker on a portal: none was registered.
    assert.equal(await frame.evaluate(async () => (await navigator.serviceWorker?.getRegistrations?.())?.length ?? 0), 0);
    await assertClean(page);
    await page.close();
  } finally {
    await host.close();
  }
});

// The player's language on CrazyGames comes from its SDK (user.systemInfo.locale) before
// the browser's; the address's ?lang= and the player's own choice still come first.
test('crazygames: the language is the one the SDK tells, unless the address or the player chose', sameInEveryEngine(), async () => {
  const told = await openPortal('crazygames', { locale: 'de-AT' });
  assert.equal(await told.attr('html', 'lang'), 'de');
  await assertNoErrors(told);
  await told.close();
  const asked = await openPortal('crazygames', { locale: 'de-AT', query: '?lang=fi' });
  assert.equal(await asked.attr('html', 'lang'), 'fi');
  await asked.close();
  const unknown = await openPortal('crazygames', { locale: 'sv-SE' });
  assert.equal(await unknown.attr('html', 'lang'), 'en', 'a language the game does not speak leaves the browser\'s (en-US here)');
  await unknown.close();
});

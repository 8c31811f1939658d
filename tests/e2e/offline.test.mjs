// Offline play: after one visit the service worker (sw.js, stamped by
// scripts/stamp-sw.sh) serves the whole app from its cache, so the game page, its
// wasm engine and the rules load with the server gone; and when the site changes
// (a new stamp), the new version replaces the cached one.
//
// Runs against a copy of dist/ (tests/lib/site.mjs) served under /jarmo/, so that a
// test can change the site. "Offline" is the server stopped: the same in every
// engine, where browsers' own offline modes differ (and do not all reach service
// workers).
//
// In WebKit the test server injects the script that watches for errors
// (/__jarmo-test/watch.js, outside the site) into every page. With the server gone it
// cannot load, so errors of a page loaded offline cannot be watched in WebKit: there
// the offline tests check what the page shows and does, and the other engines, whose
// drivers read the console themselves, check for errors too.

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySite } from '../lib/site.mjs';
import { assertNoErrors, clickCircle, moves, openGame, openNewGame, openSettings, useBrowser } from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

let site;
const env = useBrowser({ root: async () => (site = await copySite()).dir });
let server;
let page;
let firstVersion;

after(async () => {
  await site?.remove();
});

/** The build the controlling service worker runs, asked through its message port. */
function controllerVersion(target = page) {
  return target.evaluate(() => new Promise((resolve) => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) {
      resolve(null);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data.version);
    worker.postMessage({ type: 'jarmo:sw-version' }, [channel.port2]);
    // A worker that is no longer running answers nothing: say so rather than wait.
    setTimeout(() => resolve(`no answer from a ${worker.state} worker`), 2000);
  }));
}

/** The service workers and caches the page sees: said when a wait times out. */
function workerState(target = page) {
  return target.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = (w) => w && `${w.state} ${w.scriptURL}`;
    return {
      installing: worker(registration?.installing),
      waiting: worker(registration?.waiting),
      active: worker(registration?.active),
      controller: worker(navigator.serviceWorker.controller),
      caches: await caches.keys(),
    };
  }).catch((e) => `unknown: ${e.message}`);
}

/**
 * Polls `check` (in Node) until it returns something truthy. Generous: installing
 * precaches the whole site, which is slow on a loaded machine. A timeout says what
 * the workers and caches were then.
 */
async function waitUntil(what, check, { timeout = 60000, target = page } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}; workers and caches then: ${JSON.stringify(await workerState(target))}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

test('first visit: the service worker installs, takes over and caches the whole site', everyEngine('offline'), async () => {
  server = env.server;
  firstVersion = /"version":"([0-9a-f]{16})"/.exec(await readFile(path.join(site.dir, 'sw.js'), 'utf8'))[1];
  // One profile for the visits of the next tests: its service worker, its caches.
  ({ page } = await openGame(env, { query: '?lang=de', serviceWorkers: 'allow' }));
  // The game page registers the worker itself (www/main.js); on the first visit it
  // takes over the page that registered it (clients.claim).
  await waitUntil('the service worker to take over', () => page.evaluate(() => Boolean(navigator.serviceWorker.controller)));
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope), server.url);
  assert.equal(await controllerVersion(), firstVersion);

  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await (await caches.open(names[0])).keys();
    return { names, files: requests.map((r) => new URL(r.url).pathname) };
  });
  assert.deepEqual(cached.names, [`jarmo-shell:/jarmo/:${firstVersion}`]);
  // Every file of the site (the languages' bundles too, which this visit did not
  // load), and so the page, its rules and every language work offline.
  const files = (await readdir(site.dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site.dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => file !== 'sw.js');
  for (const file of ['index.html', 'jarmo-rules_bg.wasm', 'jarmo-core_bg.wasm', 'www/main.js', 'www/engine-worker.js', 'www/rules.html', 'www/rules.js']) {
    assert.ok(files.includes(file), `${file} is in the site`);
  }
  assert.ok(files.some((file) => /^www\/chunks\/i18n\/ru\/game-\w+\.js$/.test(file)), 'the Russian catalog is in the site');
  for (const file of files) assert.ok(cached.files.includes(`/jarmo/${file}`), `${file} is cached`);
  assert.ok(!cached.files.includes('/jarmo/sw.js'), 'sw.js itself is not precached');
  await assertNoErrors(page);
});

test('offline with the server gone: the game page, its wasm engine and the rules still load', everyEngine('offline'), async () => {
  await server.stop();
  const requestsBefore = server.requests.length;
  const errorsBefore = (await page.errors()).length;

  await page.goto(`${server.url}?lang=fi&mode=ai`);
  // The page's own scripts start the wasm engine: ready means it runs.
  await page.waitForSelector('body.ready');
  assert.equal(await page.evaluate(() => document.title), 'Jarmo');
  // Every script and style sheet the page names comes from the cache.
  const assets = await page.evaluate(() => Promise.all(
    [...document.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="icon"]')]
      .filter((node) => new URL(node.src || node.href).pathname.startsWith('/jarmo/'))
      .map(async (node) => [node.src || node.href, (await fetch(node.src || node.href)).status]),
  ));
  assert.ok(assets.length >= 2, JSON.stringify(assets));
  for (const [url, status] of assets) assert.equal(status, 200, url);

  // The real game runs: in Finnish, a move by the player and the computer's reply
  // (its engine worker and the wasm module it loads also come from the cache).
  assert.equal(await page.text('#status'), 'Valkoisen vuoro');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await page.waitFor(() => document.querySelectorAll('#record button.move').length === 2,
    null, { timeout: 20000, what: "the computer's reply" });
  assert.match((await moves(page)).join(' '), /^a1-c2 [a-e][1-5][-x][a-e][1-5]$/);
  // The parts that come when first used come from the cache too, in the page's language:
  // the New game dialog and the settings dialog, each with its markup.
  await openNewGame(page);
  assert.equal(await page.text('#new-title'), 'Uusi peli');
  await page.click('#new-dialog button[value="cancel"]');
  await page.waitForSelector('#new-dialog', { hidden: true });
  await openSettings(page);
  assert.equal(await page.value('#language'), 'fi');
  await page.click('#settings-close');
  await page.waitForSelector('#settings', { hidden: true });

  // A friend's link, opened with no network: the game and the friend's move are shown,
  // and the answer makes the next link.
  await page.goto(`${server.url}?lang=en#game=a1-c2&id=Off1ine000&w=Anna`);
  await page.waitForSelector('body.ready');
  await page.waitFor(() => document.getElementById('status').textContent === 'Your move (Black)');
  assert.equal(await page.text('#name-white'), 'Anna');
  await clickCircle(page, 'e5');
  await clickCircle(page, 'd3');
  await page.waitFor(() => decodeURIComponent(location.hash).startsWith('#game=a1-c2 e5-d3&id=Off1ine000')
    || location.hash.startsWith('#game=a1-c2+e5-d3&id=Off1ine000'), null, { what: 'the link of the answer' });
  // The game is listed among the games with friends: the list's rows are a chunk of
  // their own, loaded now from the cache. (Leaving the page while it loads made Firefox
  // say the load failed, since a navigation cancels the worker's answer.)
  await page.waitFor(() => document.querySelector('#my-games-list li[data-id="Off1ine000"]') !== null,
    null, { what: 'the game in the list of games with friends' });

  // The analysis board (a chunk of its own) with its engine's lines, and a picture of
  // the position (the pictures' chunk): from the cache too.
  await page.goto(`${server.url}?analysis&lang=en#analyse=1.+a1-c2+e5-d3+(1...+b5-a3)`);
  await page.waitFor(() => document.querySelector('#analysis-tree [role="group"]') !== null, null, { timeout: 20000, what: 'the analysis board' });
  await page.waitFor(() => document.querySelectorAll('#analysis-lines li').length === 3, null, { timeout: 20000, what: 'the engine\'s lines' });
  await page.goto(`${server.url}?lang=en&mode=hotseat#game=a1-c2+e5-d3`);
  await page.waitForSelector('body.ready');
  await page.click('#share-gif');
  await page.waitFor(() => /^Downloaded: /.test(document.getElementById('transfer-message').textContent), null, { timeout: 20000, what: 'the animation' });

  await page.goto(`${server.url}www/rules.html?lang=ru`);
  await page.waitForSelector('body[data-ready="ru"]');
  assert.equal(await page.count('svg.board[data-board="knight"] line'), 48);
  assert.equal(await page.count('svg.board[data-board="traditional"] line'), 38);
  if (page.engine !== 'webkit') assert.deepEqual((await page.errors()).slice(errorsBefore), []);

  // A file that is not part of the site is not made up (the browser says it failed).
  const missing = await page.evaluate(() => fetch('../no-such-file.txt').then((r) => r.status, (e) => e.name));
  assert.equal(missing, 'TypeError');
  assert.equal(server.requests.length, requestsBefore, 'nothing reached the server');
});

test('a changed site: the new stamp installs, replaces the old cache and serves the new files', everyEngine('offline'), async () => {
  await server.start();
  await page.goto(`${server.url}index.html`);
  await page.waitForSelector('body.ready');
  // The page learns of the new worker as the game does, by the controllerchange event.
  await page.evaluate(() => {
    window.__controllerChanges = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => { window.__controllerChanges += 1; });
  });

  const indexFile = path.join(site.dir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  await writeFile(indexFile, html.replace('<title>', '<meta name="jarmo-test-build" content="second">\n  <title>'));
  await appendFile(path.join(site.dir, 'www/rules.css'), '\n.second-build { color: inherit; }\n');
  const secondVersion = await site.stamp();
  assert.notEqual(secondVersion, firstVersion);

  // Browsers look for a new sw.js on navigations and at most daily; ask now, and ask
  // again every few seconds as later navigations would: an install that failed to
  // fetch a file (the server has just come back) is not retried.
  const askForUpdate = () => page.evaluate(async () => {
    try {
      await (await navigator.serviceWorker.getRegistration()).update();
    } catch {
      // A failed check is asked again below.
    }
  });
  //
  // The wait must not message the old worker (as asking it for its version would):
  // Chromium activates a new worker that skips waiting only once the old one has no
  // work left and has gone idle, and an old worker asked for its version every 100 ms
  // could stay busy until Chromium's limit of five minutes. That was why this test
  // failed now and then: the new worker stood "installed" for the whole minute.
  await askForUpdate();
  let asked = Date.now();
  await waitUntil('the new service worker to take over', async () => {
    if (await page.evaluate(() => window.__controllerChanges > 0)) return true;
    if (Date.now() - asked > 5000) {
      asked = Date.now();
      await askForUpdate();
    }
    return false;
  });
  assert.equal(await controllerVersion(), secondVersion, 'the new worker controls the page');

  // The page switches to the new worker as its activation starts; the old cache goes
  // when the activation has finished.
  await waitUntil('the old cache to be deleted', async () => {
    const names = await page.evaluate(() => caches.keys());
    return names.length === 1 && names[0] === `jarmo-shell:/jarmo/:${secondVersion}`;
  });
  // The game says so itself, with a button that loads the new version.
  const notice = '#notices .toast[data-key="update"]';
  await page.waitForSelector(notice);
  assert.equal(await page.text(`${notice} p`), 'A new version of Jarmo is ready.');
  assert.equal((await page.text(`${notice} button.primary`)).trim(), 'Reload');
  await page.click(`${notice} button.primary`);
  await page.waitFor(() => document.querySelector('meta[name="jarmo-test-build"]')?.content === 'second'
    && Boolean(document.body?.classList.contains('ready')), null, { what: 'the new version to load' });

  // And the new version is what plays offline from now on.
  await server.stop();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('body.ready');
  assert.equal(await page.attr('meta[name="jarmo-test-build"]', 'content'), 'second');
  const css = await page.evaluate(() => fetch('www/rules.css').then((r) => r.text()));
  assert.match(css, /second-build/);
});

test('an unstamped sw.js refuses to install, so no empty cache ever serves the game', everyEngine('offline'), async () => {
  await server.start();
  const swFile = path.join(site.dir, 'sw.js');
  const stamped = await readFile(swFile, 'utf8');
  await writeFile(swFile, stamped.replace(/^const BUILD = .*; (\/\/ stamped by scripts\/stamp-sw\.sh)$/m, 'const BUILD = null; $1'));
  try {
    // A first visit in a fresh profile: the page registers sw.js itself; this follows
    // the worker that registration installs, to its end.
    const { page: fresh } = await openGame(env, {
      query: 'index.html',
      serviceWorkers: 'allow',
      init: () => {
        // (Not in the blank page before the first visit, which is not a secure context.)
        if (!window.isSecureContext) return;
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function follow(...args) {
          const pending = register.apply(this, args);
          window.__outcome = pending.then((registration) => new Promise((resolve) => {
            const worker = registration.installing;
            const done = () => resolve({ state: worker?.state ?? 'none', active: registration.active });
            if (!worker || worker.state === 'redundant') done();
            else worker.addEventListener('statechange', () => worker.state === 'redundant' && done());
          }));
          return pending;
        };
      },
    });
    await fresh.waitFor(() => Boolean(window.__outcome), null, { what: 'the page to register its service worker' });
    const outcome = await fresh.evaluate(async () => ({ ...(await window.__outcome), caches: await caches.keys() }));
    assert.deepEqual(outcome, { state: 'redundant', active: null, caches: [] });
    assert.equal(await fresh.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    await fresh.close();
  } finally {
    await writeFile(swFile, stamped);
  }
});

test('install: the web app manifest is valid for Chromium and its icons load at their sizes', sameInEveryEngine(), async () => {
  await server.start();
  // The game page links the manifest.
  const { page: fresh } = await openGame(env, { query: 'index.html', serviceWorkers: 'block' });
  const href = await fresh.evaluate(() => document.querySelector('link[rel="manifest"]')?.href);
  assert.equal(href, `${server.url}manifest.webmanifest`);
  // Where the engine reads manifests itself (Chromium, which installs web apps), it
  // finds no error in this one.
  const parsed = await fresh.appManifest();
  if (parsed) {
    assert.equal(parsed.url, href);
    assert.deepEqual(parsed.errors, []);
  }
  const manifest = await fresh.evaluate((url) => fetch(url).then((r) => r.json()), href);
  assert.equal(manifest.name, 'Jarmo');
  assert.equal(manifest.start_url, '.');
  assert.equal(manifest.display, 'standalone');
  const icons = await fresh.evaluate(async ([url, list]) => Promise.all(list.map(async (icon) => {
    const response = await fetch(new URL(icon.src, url));
    const bitmap = await createImageBitmap(await response.blob());
    return { src: icon.src, purpose: icon.purpose, sizes: icon.sizes, got: `${bitmap.width}x${bitmap.height}` };
  })), [href, manifest.icons.filter((icon) => icon.type === 'image/png')]);
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
      assert.ok(icon, `a ${purpose} icon of ${size}`);
      assert.equal(icon.got, size, icon.src);
    }
  }
  // The SVG icon is written into the page and the manifest (scripts/icon-inline.mjs): the
  // tab's and the manifest's load as pictures under the page's own policy.
  const svgIcons = await fresh.evaluate(async (list) => Promise.all([document.querySelector('link[rel="icon"]').href, ...list].map(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { data: src.startsWith('data:image/svg+xml,'), width: image.naturalWidth };
  })), manifest.icons.filter((icon) => icon.type === 'image/svg+xml').map((icon) => icon.src));
  assert.equal(svgIcons.length, 2);
  for (const icon of svgIcons) assert.ok(icon.data && icon.width > 0, JSON.stringify(icon));
  await fresh.close();
});

test('?sw=off removes the service worker and its cache on this machine (for development)', everyEngine('offline'), async () => {
  await server.start();
  // A profile of its own, whose pages note every registration they ask for.
  const { page: dev } = await openGame(env, {
    query: 'index.html',
    serviceWorkers: 'allow',
    init: () => {
      window.__registered = [];
      // (Not in the blank page before the first visit, which is not a secure context.)
      if (!window.isSecureContext) return;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function noted(url, ...rest) {
        window.__registered.push(String(url));
        return register.call(this, url, ...rest);
      };
    },
  });
  await waitUntil('the service worker to take over', () => dev.evaluate(() => Boolean(navigator.serviceWorker.controller)),
    { target: dev });
  assert.equal(await dev.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 1);
  assert.equal((await dev.evaluate(() => caches.keys())).length, 1);
  // The game page itself (www/main.js) removes the worker and its cache on ?sw=off,
  // and registers none: it decides so as its module runs, before the page is ready.
  await dev.goto(`${server.url}index.html?sw=off`);
  await dev.waitForSelector('body.ready');
  assert.deepEqual(await dev.evaluate(() => window.__registered), [], 'no registration under ?sw=off');
  await waitUntil('the worker and its cache to go', () => dev.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0), { target: dev });
  await assertNoErrors(dev);
  await dev.close();
});

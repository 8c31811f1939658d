// Offline play: after one visit the service worker (sw.js, stamped by
// scripts/stamp-sw.sh) serves the whole app from its cache, so the game page, its
// wasm module and the rules load with the server gone; and when the site changes
// (a new stamp), the new version replaces the cached one.
//
// Runs against a copy of dist/ served under /jarmo/ (tests/lib-portal/site.mjs adds
// sw.js and the manifest when index.html does not copy them yet).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '../lib-portal/server.mjs';
import { prepareSite } from '../lib-portal/site.mjs';
import { launchBrowser, poll, watchProblems } from '../lib-portal/browser.mjs';
import { clickCircle, moves } from '../lib/harness.mjs';

let site;
let server;
let browser;
let context;
let page;
let firstVersion;

before(async () => {
  site = await prepareSite();
  firstVersion = /"version":"([0-9a-f]{16})"/.exec(await readFile(path.join(site.dir, 'sw.js'), 'utf8'))[1];
  server = await serveStatic({ root: site.dir, prefix: '/jarmo/' });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await site?.remove();
});

/** The build the controlling service worker runs, asked through its message port. */
function controllerVersion() {
  return page.evaluate(() => new Promise((resolve) => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) return resolve(null);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data.version);
    worker.postMessage({ type: 'jarmo:sw-version' }, [channel.port2]);
  }));
}

/** The service workers and caches the page sees: said when a wait times out. */
function workerState() {
  return page.evaluate(async () => {
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

// Generous: installing precaches the whole site, which is slow on a loaded machine.
async function waitFor(what, check, timeout = 60000) {
  try {
    await poll(what, check, timeout, 100);
  } catch (e) {
    e.message += `; workers and caches then: ${JSON.stringify(await workerState())}`;
    throw e;
  }
}

/** The wasm rules engine, imported and started in the page: the number of lines of the board. */
function engineLines() {
  return page.evaluate(async () => {
    const engine = await import(new URL('jarmo-core.js', document.baseURI).href);
    await engine.default();
    return engine.lines().length;
  });
}

test('first visit: the service worker installs, takes over and caches the whole site', async () => {
  const problems = watchProblems(page);
  await page.goto(`${server.url}?lang=de`);
  // The game page registers the worker as the lead wires it into www/main.js (once
  // wired, main.js has done so already and may even have been taken over).
  await page.evaluate(async () => {
    window.swEvents = [];
    window.controlledBefore = Boolean(navigator.serviceWorker.controller);
    const { registerServiceWorker } = await import(new URL('www/sw-register.js', document.baseURI).href);
    const registration = await registerServiceWorker({
      onOfflineReady: () => window.swEvents.push('offline-ready'),
      onUpdateReady: () => window.swEvents.push('update-ready'),
    });
    window.swScope = registration?.scope ?? null;
  });
  assert.equal(await page.evaluate(() => window.swScope), server.url);
  await waitFor('offline-ready', () => page.evaluate(() => window.swEvents.includes('offline-ready') || window.controlledBefore));
  assert.equal(await controllerVersion(), firstVersion);

  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await (await caches.open(names[0])).keys();
    return { names, files: requests.map((r) => new URL(r.url).pathname) };
  });
  assert.deepEqual(cached.names, [`jarmo-shell:/jarmo/:${firstVersion}`]);
  for (const file of ['index.html', 'jarmo-core.js', 'jarmo-core_bg.wasm', 'www/main.js', 'www/rules.html',
    'www/rules.js', 'www/i18n.js', 'www/i18n/ru.js', 'manifest.webmanifest', 'www/icons/icon-192.png']) {
    assert.ok(cached.files.includes(`/jarmo/${file}`), `${file} is cached`);
  }
  assert.ok(!cached.files.includes('/jarmo/sw.js'), 'sw.js itself is not precached');
  assert.deepEqual(problems, []);
});

test('offline with the server gone: the game page, its wasm engine and the rules still load', async () => {
  await server.stop();
  await context.setOffline(true);
  const requestsBefore = server.requests.length;

  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await page.goto(`${server.url}?lang=fi&mode=ai`, { waitUntil: 'load' });
  assert.equal(response.status(), 200);
  assert.equal(await page.title(), 'Jarmo');
  assert.equal(await engineLines(), 48);
  // Every script and style sheet the page names comes from the cache, and the page's
  // own scripts (which start the wasm engine) ran without an uncaught error.
  const assets = await page.evaluate(() => Promise.all(
    [...document.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="icon"]')]
      .map(async (node) => [node.src || node.href, (await fetch(node.src || node.href)).status]),
  ));
  assert.ok(assets.length >= 2, JSON.stringify(assets));
  for (const [url, status] of assets) assert.equal(status, 200, url);

  // The real game runs: in Finnish, a move by the player and the computer's reply
  // (its engine worker also comes from the cache).
  await page.waitForSelector('body.ready');
  assert.equal(await page.textContent('#status'), 'Valkoisen vuoro');
  await clickCircle(page, 'a1');
  await clickCircle(page, 'c2');
  await page.waitForFunction(() => document.querySelectorAll('#record button.move').length === 2,
    null, { timeout: 20000 });
  assert.match((await moves(page)).join(' '), /^a1-c2 [a-e][1-5][-x][a-e][1-5]$/);
  assert.deepEqual(pageErrors, []);

  await page.goto(`${server.url}www/rules.html?lang=ru`);
  await page.waitForSelector('body[data-ready="ru"]');
  assert.equal(await page.locator('svg.board line').count(), 48);

  // A file that is not part of the site is not made up.
  const missing = await page.evaluate(() => fetch('../no-such-file.txt').then((r) => r.status, (e) => e.name));
  assert.equal(missing, 'TypeError');
  assert.equal(server.requests.length, requestsBefore, 'nothing reached the server');
});

test('a changed site: the new stamp installs, replaces the old cache and serves the new files', async () => {
  await context.setOffline(false);
  await server.start();
  await page.goto(`${server.url}index.html`);
  await page.evaluate(async () => {
    window.swEvents = [];
    const { registerServiceWorker } = await import(new URL('www/sw-register.js', document.baseURI).href);
    await registerServiceWorker({ onUpdateReady: (reload) => window.swEvents.push(typeof reload) });
  });

  const indexFile = path.join(site.dir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  await writeFile(indexFile, html.replace('<title>', '<meta name="jarmo-test-build" content="second">\n  <title>'));
  await appendFile(path.join(site.dir, 'www/rules.css'), '\n.second-build { color: inherit; }\n');
  const secondVersion = await site.stamp();
  assert.notEqual(secondVersion, firstVersion);

  // Browsers look for a new sw.js on navigations and at most daily; ask now, and ask
  // again every few seconds as later navigations would: an install that failed to
  // fetch a file (the server and the network have just come back) is not retried.
  const askForUpdate = () => page.evaluate(async () => {
    try {
      await (await navigator.serviceWorker.getRegistration()).update();
    } catch {
      // A failed check is asked again below.
    }
  });
  await askForUpdate();
  let asked = Date.now();
  await waitFor('the new service worker to take over', async () => {
    if ((await controllerVersion()) === secondVersion) return true;
    if (Date.now() - asked > 5000) {
      asked = Date.now();
      await askForUpdate();
    }
    return false;
  });
  await waitFor('onUpdateReady with a reload function', () => page.evaluate(() => window.swEvents.includes('function')));

  // The page switches to the new worker as its activation starts; the old cache goes
  // when the activation has finished.
  await waitFor('the old cache to be deleted', async () => {
    const names = await page.evaluate(() => caches.keys());
    return names.length === 1 && names[0] === `jarmo-shell:/jarmo/:${secondVersion}`;
  });
  // The game says so itself, with a button that loads the new version.
  const notice = page.locator('#notices .toast[data-key="update"]');
  await notice.waitFor();
  assert.equal(await notice.locator('p').textContent(), 'A new version of Jarmo is ready.');
  await Promise.all([page.waitForNavigation(), notice.getByRole('button', { name: 'Reload' }).click()]);
  assert.equal(await page.locator('meta[name="jarmo-test-build"]').getAttribute('content'), 'second');

  // And the new version is what plays offline from now on.
  await server.stop();
  await context.setOffline(true);
  await page.goto(`${server.url}?lang=en`);
  assert.equal(await page.locator('meta[name="jarmo-test-build"]').getAttribute('content'), 'second');
  assert.equal(await engineLines(), 48);
  const css = await page.evaluate(() => fetch('www/rules.css').then((r) => r.text()));
  assert.match(css, /second-build/);
});

test('an unstamped sw.js refuses to install, so no empty cache ever serves the game', async () => {
  await context.setOffline(false);
  await server.start();
  const swFile = path.join(site.dir, 'sw.js');
  const stamped = await readFile(swFile, 'utf8');
  await writeFile(swFile, stamped.replace(/^const BUILD = .*; (\/\/ stamped by scripts\/stamp-sw\.sh)$/m, 'const BUILD = null; $1'));
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${server.url}index.html`);
  const outcome = await freshPage.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('sw.js');
    const worker = registration.installing;
    await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'redundant' && resolve()));
    return { state: worker.state, active: registration.active, caches: await caches.keys() };
  });
  assert.deepEqual(outcome, { state: 'redundant', active: null, caches: [] });
  await fresh.close();
  await writeFile(swFile, stamped);
});

test('install: the web app manifest is valid for Chromium and its icons load at their sizes', async () => {
  await context.setOffline(false);
  await server.start();
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  // A page that links the manifest: rules.html does; index.html does once wired.
  await freshPage.goto(`${server.url}www/rules.html`);
  const cdp = await fresh.newCDPSession(freshPage);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${server.url}manifest.webmanifest`);
  assert.deepEqual(errors, []);
  const manifest = JSON.parse(data);
  assert.equal(manifest.name, 'Jarmo');
  assert.equal(manifest.start_url, '.');
  assert.equal(manifest.display, 'standalone');
  const icons = await freshPage.evaluate(async (list) => Promise.all(list.map(async (icon) => {
    const response = await fetch(new URL(icon.src, new URL('../manifest.webmanifest', location.href)));
    const bitmap = await createImageBitmap(await response.blob());
    return { src: icon.src, purpose: icon.purpose, sizes: icon.sizes, got: `${bitmap.width}x${bitmap.height}` };
  })), manifest.icons.filter((icon) => icon.type === 'image/png'));
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
      assert.ok(icon, `a ${purpose} icon of ${size}`);
      assert.equal(icon.got, size, icon.src);
    }
  }
  await fresh.close();
});

test('?sw=off removes the service worker and its cache (for development)', async () => {
  await context.setOffline(false);
  await server.start();
  await page.goto(`${server.url}index.html`);
  const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  assert.equal(before, 1);
  // The game page itself (www/main.js) removes the worker and its cache on ?sw=off.
  await page.goto(`${server.url}index.html?sw=off`);
  await waitFor('the worker and its cache to go', () => page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0));
  await page.evaluate(async () => {
    const { registerServiceWorker } = await import(new URL('www/sw-register.js', document.baseURI).href);
    window.swResult = await registerServiceWorker();
  });
  assert.equal(await page.evaluate(() => window.swResult), null);
  assert.deepEqual(await page.evaluate(() => caches.keys()), []);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
});

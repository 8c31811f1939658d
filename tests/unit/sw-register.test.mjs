// The service worker's registration (www/offline/sw-register.js) with a fake window:
// `?sw=off`, which removes offline play, is obeyed on a developer's own machine only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registerServiceWorker } from '../../www/offline/sw-register.js';

/** A window at `url` whose service worker container and caches record what is done to them. */
function fakeWindow(url) {
  const at = new URL(url);
  const root = new URL('./', at);
  const calls = [];
  const registration = {
    scope: root.href,
    unregister: async () => {
      calls.push('unregister');
      return true;
    },
  };
  const win = {
    isSecureContext: true,
    origin: at.origin,
    location: { search: at.search, hostname: at.hostname, reload() {} },
    navigator: {
      serviceWorker: {
        controller: null,
        addEventListener() {},
        register: async (script) => {
          calls.push(`register ${script}`);
          return registration;
        },
        getRegistration: async () => registration,
      },
    },
    caches: {
      keys: async () => [`jarmo-shell:${root.pathname}:v1`, 'another-site'],
      delete: async (name) => {
        calls.push(`delete ${name}`);
        return true;
      },
    },
  };
  return { win, root, calls };
}

test('?sw=off removes the worker and its cache on this machine (localhost, 127.0.0.1, [::1])', async (t) => {
  t.mock.method(console, 'info', () => {});
  for (const url of ['http://localhost:8080/jarmo/?sw=off', 'http://127.0.0.1:8080/?sw=off', 'http://[::1]:8080/jarmo/index.html?sw=off']) {
    const { win, root, calls } = fakeWindow(url);
    assert.equal(await registerServiceWorker({ root, win }), null, url);
    assert.deepEqual(calls, ['unregister', `delete jarmo-shell:${root.pathname}:v1`], url);
  }
});

test('?sw=off is ignored on any other host: an address someone sends cannot switch offline play off', async () => {
  for (const url of ['https://user.github.io/jarmo/?sw=off', 'https://example.com/?sw=off&lang=de', 'https://localhost.example.com/?sw=off',
    'https://127.0.0.1.example.com/?sw=off']) {
    const { win, root, calls } = fakeWindow(url);
    assert.ok(await registerServiceWorker({ root, win }), url);
    assert.deepEqual(calls, [`register ${root.href}sw.js`], url);
  }
});

test('without ?sw=off the worker is registered, on this machine too', async () => {
  const { win, root, calls } = fakeWindow('http://127.0.0.1:8080/jarmo/?lang=de');
  assert.ok(await registerServiceWorker({ root, win }));
  assert.deepEqual(calls, [`register ${root.href}sw.js`]);
});

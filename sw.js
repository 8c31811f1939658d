// Jarmo's service worker: keeps the whole app (the page, the wasm module and www/)
// in a cache so that the game loads and plays offline after the first visit.
//
// It lives at the root of the site because a service worker controls only the URLs
// under its own folder, and it must control index.html. At build time
// scripts/stamp-sw.sh replaces the BUILD line below with the list of every file of
// the site and a hash of their contents, so a changed site is a changed sw.js: the
// browser installs it, it fetches the new files into a new cache, takes over
// (skipWaiting + clients.claim) and deletes the old cache. www/sw-register.js tells
// the page when that happened, so it can offer a reload.

const BUILD = null; // stamped by scripts/stamp-sw.sh

// Several copies of Jarmo can share an origin (user.github.io/jarmo/ and
// user.github.io/jarmo-beta/): cache names carry the folder, so that each copy
// deletes only its own old caches.
const SCOPE = new URL('./', self.location.href);
const CACHE_PREFIX = `jarmo-shell:${SCOPE.pathname}:`;
const CACHE = BUILD ? CACHE_PREFIX + BUILD.version : null;

self.addEventListener('install', (event) => {
  if (!BUILD) {
    event.waitUntil(Promise.reject(new Error(
      'sw.js was not stamped with the list of files: the build must run scripts/stamp-sw.sh (a Trunk post_build hook)',
    )));
    return;
  }
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache' asks the server about every file the HTTP cache holds (GitHub
    // Pages lets browsers keep files ten minutes, and a new cache must not be filled
    // with old files), and takes the browser's copy when the server says it is
    // current: what the page has just fetched (the wasm, above all) is not fetched
    // again on a first visit, nor an unchanged file on an update.
    await cache.addAll(BUILD.files.map((file) => new Request(new URL(file, SCOPE), { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !CACHE) return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  event.respondWith(cacheFirst(request, url));
});

/**
 * The cached copy of a file of the app, whatever its query (`?lang=de&mode=ai`
 * are read by the page, not the server); the folder itself is index.html. Anything
 * not in the cache goes to the network.
 */
async function cacheFirst(request, url) {
  let file = url.pathname.slice(SCOPE.pathname.length);
  if (file === '' || file.endsWith('/')) file += 'index.html';
  // caches.match, not caches.open: opening creates the cache, and a worker still
  // serving a page after its cache was deleted (by ?sw=off, or by the next version)
  // would bring back an empty one.
  const cached = await caches.match(new URL(file, SCOPE).href, { cacheName: CACHE });
  return cached ?? fetch(request);
}

// The page (or a test) may ask which build is running.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'jarmo:sw-version' && event.ports[0]) {
    event.ports[0].postMessage({ version: BUILD?.version ?? null, cache: CACHE });
  }
});

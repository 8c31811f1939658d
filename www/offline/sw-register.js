// Registers Jarmo's service worker (sw.js at the root of the site), which keeps the
// app playable offline, and tells the page when it matters. `?sw=off` in the page's
// URL removes it instead, on a developer's own machine only (localhost, 127.0.0.1,
// [::1]): elsewhere an address someone sends must not switch offline play off. Never
// throws: where
// service workers are unavailable (old browsers, plain http, a sandboxed iframe
// without allow-same-origin, storage blocked) the game simply stays online-only.

/** The hostnames of a developer's own machine, where `?sw=off` is obeyed. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * @param {object} options
 * @param {() => void} [options.onOfflineReady] the first service worker took over:
 *   from now on the game also loads offline (text: `offline.ready`)
 * @param {(reload: () => void) => void} [options.onUpdateReady] a new version of
 *   the site took over while this page runs an older one; call `reload` to switch
 *   (texts: `offline.update`, `offline.reload`)
 * @param {URL} options.root the site's root folder (where sw.js is): the page's
 *   own script knows it (a shared bundle chunk could not)
 * @param {Window} [options.win]
 * @returns {Promise<ServiceWorkerRegistration|null>} null where not supported
 */
export async function registerServiceWorker({ root, onOfflineReady = undefined, onUpdateReady = undefined, win = globalThis.window }) {
  let container;
  try {
    // An opaque origin ('null') is a sandboxed frame; reading navigator.serviceWorker
    // there throws a SecurityError.
    if (!win || !win.isSecureContext || win.origin === 'null') return null;
    container = win.navigator.serviceWorker;
    if (!container) return null;
  } catch {
    return null;
  }
  const script = new URL('sw.js', root);
  const scope = new URL(root);
  try {
    if (new URLSearchParams(win.location.search).get('sw') === 'off' && LOCAL_HOSTS.includes(win.location.hostname)) {
      await removeServiceWorker(container, scope, win);
      return null;
    }
    let hadController = Boolean(container.controller);
    container.addEventListener('controllerchange', () => {
      try {
        if (hadController) onUpdateReady?.(() => win.location.reload());
        else onOfflineReady?.();
      } catch (error) {
        console.error('[jarmo sw] a service worker callback failed:', error);
      }
      hadController = true;
    });
    return await container.register(script.href, { scope: scope.href });
  } catch (error) {
    console.warn(`[jarmo sw] no offline play: could not register ${script.href}: ${error.message}`);
    return null;
  }
}

/**
 * `?sw=off` on this machine (for development: `trunk serve` rebuilds would otherwise
 * show up one reload late, the worker serving the previous build from its cache first):
 * unregisters this site's worker and deletes its caches.
 */
async function removeServiceWorker(container, scope, win) {
  const registration = await container.getRegistration(scope.href);
  if (registration && registration.scope === scope.href) await registration.unregister();
  const prefix = `jarmo-shell:${scope.pathname}:`;
  const names = await win.caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => win.caches.delete(name)));
  console.info('[jarmo sw] ?sw=off: service worker and offline cache removed');
}

/**
 * Offers installing the app where the browser supports it (Chromium's
 * beforeinstallprompt). `onAvailable(install)` is called when an install button may
 * be shown (text: `install.button`); `install()` opens the browser's dialog and
 * resolves to true when the player accepted. Returns a function that stops listening.
 */
export function listenForInstall(onAvailable, win = globalThis.window) {
  const handler = (event) => {
    event.preventDefault();
    onAvailable(async () => {
      await event.prompt();
      const choice = await event.userChoice;
      return choice?.outcome === 'accepted';
    });
  };
  try {
    win.addEventListener('beforeinstallprompt', handler);
    return () => win.removeEventListener('beforeinstallprompt', handler);
  } catch {
    return () => {};
  }
}

/** Shows `button` where the browser offers to install the page as an app. */
export function offerInstall(button, win = globalThis.window) {
  listenForInstall((install) => {
    button.hidden = false;
    button.onclick = () => {
      button.hidden = true;
      // The browser's dialog opens once; its menu still has it after that.
      install().catch(() => {});
    };
  }, win);
}

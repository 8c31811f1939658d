// The games portals' one hook in the page: a build for a portal (scripts/portal.sh) puts
// <meta name="jarmo-portal" content="NAME"> in index.html and its portal's module at
// www/portal.js; this reads the one and loads the other. The plain site has neither, and
// loads nothing more than this. docs/PORTALS.md.

/** How long the page waits for a portal's SDK before it starts without it. */
export const PORTAL_WAIT_MS = 5000;

/** The portal this build is for (the marker in index.html), or null: the plain site. */
export function portalBuild(doc = globalThis.document) {
  const name = doc?.querySelector('meta[name="jarmo-portal"]')?.getAttribute('content');
  return name && /^[a-z]+$/.test(name) ? name : null;
}

/**
 * Starts the portal's module of a portal build: resolves to what it gives the page
 * (www/portal/glue.js's Portal), or null on the plain site, and when the module or its
 * SDK cannot load, throws, or takes longer than `waitMs` (an ad blocker, offline, a
 * domain where the SDK is disabled). Never rejects: the game then plays as the plain site.
 * @param {URL} root the site's root folder
 * @returns {Promise<import('./glue.js').Portal | null>}
 */
export async function startPortal(root, { doc = globalThis.document, waitMs = PORTAL_WAIT_MS } = {}) {
  const name = portalBuild(doc);
  if (!name) return null;
  let timer = 0;
  try {
    // A URL esbuild does not follow: the module is a file of the portal build only.
    const url = new URL('www/portal.js', root).href;
    const started = import(/* @vite-ignore */ url).then((module) => module.start({ name }));
    const late = new Promise((_, fail) => {
      timer = /** @type {number} */ (/** @type {unknown} */ (setTimeout(() => fail(new Error(`no answer in ${waitMs} ms`)), waitMs)));
    });
    return await Promise.race([started, late]);
  } catch (error) {
    console.warn(`[jarmo portal] ${name}: plays without the portal's SDK: ${error?.message ?? error}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

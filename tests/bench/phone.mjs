// A first visit as the loading benchmarks make it (first-visit.mjs, start-tasks.mjs):
// the built site served as GitHub Pages serves it (pages-server.mjs), and a fresh
// Chromium profile at Lighthouse's phone size (412 x 823, pixel ratio 1.75, touch).

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { servePages } from './pages-server.mjs';

/**
 * Serves the site (JARMO_DIST, else dist/) and opens a phone's browser with an empty
 * profile. Resolves to `{ site, context, close }`; `close()` ends both and removes the
 * profile.
 * @param {string} name a word for the profile's folder
 */
export async function openPhone(name) {
  const site = await servePages(process.env.JARMO_DIST ? { root: process.env.JARMO_DIST } : {});
  const profile = await mkdtemp(path.join(os.tmpdir(), `jarmo-${name}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless=new'],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  return {
    site,
    context,
    async close() {
      await context.close();
      await site.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

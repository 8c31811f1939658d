// A private copy of the built site for one test file, so that a test can change its
// files (the offline tests change the site to see an update arrive) without touching
// dist/ or another test's copy.

import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST } from './harness.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/**
 * Copies dist/ (or JARMO_DIST) to a temporary folder.
 * @returns {Promise<{dir: string, stamp(): Promise<string>, remove(): Promise<void>}>}
 *   `stamp()` stamps the copy's sw.js for its files as they are now (scripts/stamp-sw.sh)
 *   and returns the new version.
 */
export async function copySite() {
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    try {
      await stat(path.join(DIST, file));
    } catch {
      throw new Error(`${DIST}${file} is missing: build the site first (trunk build --release --offline, see README.md)`);
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jarmo-site-'));
  await cp(DIST, dir, { recursive: true });
  async function stamp() {
    const { stdout } = await run('bash', [path.join(REPO, 'scripts/stamp-sw.sh'), dir]);
    const version = /version ([0-9a-f]{16})/.exec(stdout)?.[1];
    if (!version) throw new Error(`stamp-sw.sh printed no version: ${stdout}`);
    return version;
  }
  return { dir, stamp, remove: () => rm(dir, { recursive: true, force: true }) };
}

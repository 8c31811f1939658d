// A private copy of the built site for one test file, so that a test can change
// files (the offline test changes the site to check updates) without touching dist/.
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies dist/ to a temporary folder and stamps its service worker. Until the lead
 * wires sw.js and manifest.webmanifest into index.html (copy-file), dist/ has
 * neither: then they are copied in here, as Trunk's copy-file would.
 * @returns {Promise<{dir: string, stamp(): Promise<string>, remove(): Promise<void>}>}
 */
export async function prepareSite() {
  const dist = path.join(REPO, 'dist');
  for (const file of ['index.html', 'jarmo-core.js', 'jarmo-core_bg.wasm', 'www/rules.html']) {
    if (!(await exists(path.join(dist, file)))) {
      throw new Error(`dist/${file} is missing: build the site first (trunk build --release --offline, see README.md)`);
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jarmo-site-'));
  await cp(dist, dir, { recursive: true });
  for (const file of ['sw.js', 'manifest.webmanifest']) {
    if (!(await exists(path.join(dir, file)))) await cp(path.join(REPO, file), path.join(dir, file));
  }
  /** Stamps sw.js for the files as they are now; returns the version. */
  async function stamp() {
    const { stdout } = await run('bash', [path.join(REPO, 'scripts/stamp-sw.sh'), dir]);
    const version = /version ([0-9a-f]{16})/.exec(stdout)?.[1];
    if (!version) throw new Error(`stamp-sw.sh printed no version: ${stdout}`);
    return version;
  }
  await stamp();
  return { dir, stamp, remove: () => rm(dir, { recursive: true, force: true }) };
}

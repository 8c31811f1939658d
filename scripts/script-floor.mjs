// What the game page's script would weigh without some of its modules: bundles www/main.js
// as the build does (scripts/bundle-pages.mjs, then terser as scripts/bundle.sh runs it),
// with each MODULE (a path under www/) replaced by one that exports the same names and
// does nothing, and prints the script's bytes and gzip -9 bytes, before and after. What
// the stubbed modules alone imported leaves the script with them. A measurement for
// docs/sizes.md: the page it builds does not work. Needs dist/ built (trunk build
// --release --offline) for the cores' glue.
//
//   node scripts/script-floor.mjs [MODULE ...]     e.g. storage/stats.js panels/stats.js
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundlePage, writeLoaders } from './bundle-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const www = path.join(root, 'www');
const dist = path.join(root, 'dist');
const esbuild = createRequire(path.join(root, 'tools', 'package.json'))('esbuild');
const terser = path.join(root, 'tools', 'node_modules', '.bin', 'terser');
const { default: list } = await import(new URL('../www/i18n/languages.js', import.meta.url).href);
const languages = { www, codes: list.map(({ code }) => code) };

const stubs = process.argv.slice(2).map((file) => path.join(www, file));
for (const file of stubs) {
  try {
    readFileSync(file);
  } catch {
    console.error(`script-floor: ${path.relative(root, file)} is not a module of www/`);
    process.exit(2);
  }
}

/** The esbuild plugin: each stubbed module exports its names as functions that do nothing. */
const plugin = {
  name: 'jarmo-floor',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
      if (stubs.includes(file)) {
        const own = await esbuild.build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', outdir: tmpdir(), logLevel: 'silent' });
        const names = Object.values(own.metafile.outputs)[0].exports;
        return { contents: names.map((n) => (n === 'default' ? 'export default function () {}' : `export function ${n}() {}`)).join('\n'), loader: 'js' };
      }
      if (!file.startsWith(www + path.sep)) return undefined;
      const source = readFileSync(file, 'utf8');
      if (!source.includes('import(`')) return undefined;
      const { contents, errors } = writeLoaders(file, source, languages);
      return errors.length ? { errors } : { contents, loader: 'js' };
    });
  },
};

/** The page's script, bundled and minified, with `withStubs` or without: [bytes, gzip]. */
async function measure(withStubs) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'jarmo-floor-'));
  try {
    const options = {
      bundle: true, minify: true, charset: 'utf8', logLevel: 'error', target: 'es2022', format: 'esm', splitting: true, outdir, outbase: www,
      alias: { 'jarmo-core': path.join(dist, 'jarmo-core.js'), 'jarmo-rules': path.join(dist, 'jarmo-rules.js') },
      loader: { '.html': 'text' },
    };
    try {
      await bundlePage(esbuild, { entry: path.join(www, 'main.js'), out: 'main', www, options, plugins: [plugin] });
    } catch (error) {
      // A stubbed module that was also an import() target leaves an empty chunk that the
      // script imports: the build refuses it, but main.js is written and is what counts.
      if (!withStubs || !String(error).includes('would import a chunk at once')) throw error;
    }
    const script = path.join(outdir, 'main.js');
    execFileSync(terser, [script, '--module', '--ecma', '2022', '--compress', 'passes=2', '--mangle', '--output', script]);
    const bytes = readFileSync(script);
    return [bytes.length, gzipSync(bytes, { level: 9 }).length];
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const saved = stubs.slice();
stubs.length = 0;
const [before, beforeGzip] = await measure(false);
stubs.push(...saved);
const [after, afterGzip] = await measure(true);
console.log(`www/main.js as built:              ${before} bytes, ${beforeGzip} gzip -9`);
console.log(`without ${saved.length} module(s):            ${after} bytes, ${afterGzip} gzip -9 (${((beforeGzip - afterGzip) / 1000).toFixed(1)} KB less)`);

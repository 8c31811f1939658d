// The page's bundle (scripts/bundle-pages.mjs bundlePage): its script is one file with
// everything a first visit runs, and a chunk loaded later reads the page's own copy of
// each module they share. Bundled here from a small page of modules, with the esbuild
// the build uses, and run in Node.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { bundlePage, firstVisit, importedNames } from '../../scripts/bundle-pages.mjs';

const esbuild = createRequire(new URL('../../tools/package.json', import.meta.url))('esbuild');

/** A page in a fresh folder: `files` by name under www/; the bundle goes to out/. */
function page(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jarmo-bundle-'));
  const www = path.join(dir, 'www');
  mkdirSync(www);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(www, name), text);
  const outdir = path.join(dir, 'out');
  const options = { bundle: true, format: 'esm', splitting: true, outdir, outbase: www, chunkNames: 'chunks/[name]-[hash]', logLevel: 'silent' };
  return { dir, www, outdir, run: () => bundlePage(esbuild, { entry: path.join(www, 'main.js'), out: 'main', www, options }) };
}

const pageFiles = {
  'main.js': `import { state, bump } from './shared.js';
import { twice } from './twice.js';
bump();
const lazy = await import('./lazy.js');
lazy.run();
globalThis.__jarmoBundleTest = { count: state.count, same: lazy.state === state, word: lazy.word, doubled: twice(2) };`,
  'shared.js': `export const state = { count: 0 };
export function bump() { state.count++; }
export default 'shared';`,
  'twice.js': 'export const twice = (n) => 2 * n;',
  'lazy.js': `import word, { state, bump } from './shared.js';
import { later } from './later.js';
export { state, word };
export function run() { bump(); later(); }`,
  'later.js': 'export function later() {}',
};

test('the page\'s script is one file, and a lazy chunk uses the page\'s own copy of what they share', async () => {
  const { dir, outdir, run } = page(pageFiles);
  try {
    const meta = await run();
    const main = Object.entries(meta.outputs).find(([file]) => file.endsWith('out/main.js'));
    assert.ok(main, 'main.js is written');
    assert.deepEqual(main[1].imports.filter((i) => i.kind === 'import-statement'), [], 'main.js imports no chunk at once');
    const chunks = readdirSync(path.join(outdir, 'chunks'));
    assert.equal(chunks.length, 1, `one chunk, the lazy module's: ${chunks}`);
    await import(pathToFileURL(path.join(outdir, 'main.js')).href);
    assert.deepEqual(globalThis.__jarmoBundleTest, { count: 2, same: true, word: 'shared', doubled: 4 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a module that a lazy chunk shares may not export a binding that changes', async () => {
  const { dir, run } = page({ ...pageFiles, 'shared.js': 'export let state = { count: 0 };\nexport function bump() { state.count++; }\nexport default 1;' });
  try {
    await assert.rejects(run(), /shared\.js exports with `export \*`, `let` or `var`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('firstVisit: what the page\'s script reaches at once, and which of it later chunks import', () => {
  const meta = {
    inputs: {
      'www/main.js': { imports: [{ path: 'www/a.js', kind: 'import-statement' }, { path: 'www/lazy.js', kind: 'dynamic-import' }] },
      'www/a.js': { imports: [] },
      'www/b.js': { imports: [] },
      'www/lazy.js': { imports: [{ path: 'www/a.js', kind: 'import-statement' }, { path: 'www/c.js', kind: 'import-statement' }, { path: 'https://x/y.js', kind: 'import-statement', external: true }] },
      'www/c.js': { imports: [] },
    },
    outputs: {
      'out/main.js': { entryPoint: 'www/main.js', imports: [{ path: 'out/chunks/chunk-1.js', kind: 'import-statement' }, { path: 'out/chunks/lazy-2.js', kind: 'dynamic-import' }], inputs: { 'www/main.js': {} } },
      'out/chunks/chunk-1.js': { imports: [], inputs: { 'www/a.js': {}, 'www/b.js': {} } },
      'out/chunks/lazy-2.js': { entryPoint: 'www/lazy.js', imports: [{ path: 'out/chunks/chunk-1.js', kind: 'import-statement' }], inputs: { 'www/lazy.js': {}, 'www/c.js': {} } },
    },
  };
  const { first, shared } = firstVisit(meta, 'www/main.js');
  assert.deepEqual([...first].sort(), ['www/a.js', 'www/b.js', 'www/main.js']);
  assert.deepEqual([...shared], ['www/a.js']);
  assert.throws(() => firstVisit(meta, 'www/other.js'), /no output for www\/other\.js/);
});

test('a module of the first visit that is also loaded with import() fails the bundle, naming it', async () => {
  const { dir, run } = page({ ...pageFiles, 'main.js': `import { twice } from './twice.js';\nconst again = await import('./twice.js');\nglobalThis.__x = twice(again.twice(1));` });
  try {
    await assert.rejects(run(), /main\.js would import a chunk at once, of .*twice\.js/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('importedNames: the names each import takes, all of them for a namespace, an import() or export *', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jarmo-names-'));
  try {
    writeFileSync(path.join(dir, 'lazy.js'), `// import { commented } from './a.js';
/** @type {typeof import('./c.js').T} */
import word, { one, two as deux } from './a.js';
import { three } from './a.js';
import * as b from './b.js';
export { four } from './d.js';
export * from './e.js';
import { rules } from 'jarmo-rules';
import { far } from 'elsewhere';
const late = () => import('./f.js');
`);
    const used = importedNames([path.join(dir, 'lazy.js')], (spec, from) => (spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : spec === 'jarmo-rules' ? '/glue/rules.js' : null));
    const at = (name) => used.get(path.join(dir, name));
    assert.deepEqual([...at('a.js')].sort(), ['default', 'one', 'three', 'two']);
    assert.equal(at('b.js'), null, 'import * as: all');
    assert.equal(at('c.js'), undefined, 'a type in a comment is no import');
    assert.deepEqual([...at('d.js')], ['four']);
    assert.equal(at('e.js'), null, 'export *: all');
    assert.equal(at('f.js'), null, 'import(): all');
    assert.deepEqual([...used.get('/glue/rules.js')], ['rules']);
    assert.equal(used.size, 6, 'nothing else');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two lazy parts that read the same module of the page make no chunk of their own for it', async () => {
  const { dir, outdir, run } = page({
    ...pageFiles,
    'main.js': `import { state, bump } from './shared.js';\nbump();\nconst [a, b] = await Promise.all([import('./lazy.js'), import('./other.js')]);\na.run();\nglobalThis.__jarmoTwo = { count: state.count, same: a.state === b.state && b.state === state };`,
    'other.js': `import { state } from './shared.js';\nexport { state };`,
  });
  try {
    await run();
    assert.deepEqual(readdirSync(path.join(outdir, 'chunks')).map((file) => file.replace(/-\w+\.js$/, '')).sort(), ['lazy', 'other']);
    await import(pathToFileURL(path.join(outdir, 'main.js')).href);
    assert.deepEqual(globalThis.__jarmoTwo, { count: 2, same: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

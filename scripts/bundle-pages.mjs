// Bundles the scripts of the two pages, www/main.js (the game) and www/rules/rules.js
// (the rules page), for scripts/bundle.sh, with the esbuild pinned in tools/ through
// its JavaScript API: each page's script in OUTDIR, one file with everything that the
// page runs before its first import() (bundlePage), its lazy chunks in OUTDIR/chunks/
// named after their source's folder (chunks/i18n/fi/game-HASH.js, chunks/boot/
// trainer-HASH.js).
//
// What esbuild's command line cannot do is the catalogs' loaders. A loader in www/ is
// an import() of a template, import(`../i18n/${lang}/learn.js`), which Node and a
// browser load as it stands. esbuild would bundle every file the template matches,
// English's too; but English's texts are imported by name where they are needed (the
// game's by the page's script), and a file both imported and matched leaves the page's
// script for a chunk of its own, with another for esbuild's helper: two more requests
// on every first visit. So before esbuild reads a module of www/, each such template
// becomes one import() for each language of www/i18n/languages.js but English (the
// words for errors, English's included, come only through import(): i18n.js imports
// English's by name). A language of the list without that file fails the build.
//
//   node scripts/bundle-pages.mjs OUTDIR CORE_GLUE RULES_GLUE
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** import(`PREFIX${name}/FILE`): a loader of a language's file, where PREFIX leads to www/i18n/. */
const LOADER = /\bimport\(`((?:\.{1,2}\/)+(?:[\w-]+\/)*)\$\{(\w+)\}\/([\w-]+\.js)`\)/g;

/**
 * `source`, the module `file` of the page's folder `www`, with each loader written out
 * as one import() for each of `codes` but English, and the problems that stop it (as
 * esbuild's messages): a loader outside www/i18n/, a language without the file.
 * @param {string} file
 * @param {string} source
 * @param {{www: string, codes: readonly string[]}} languages
 * @returns {{contents: string, errors: {text: string}[]}}
 */
export function writeLoaders(file, source, { www, codes }) {
  const i18n = path.join(www, 'i18n');
  const others = codes.filter((code) => code !== 'en');
  const errors = [];
  const where = path.relative(path.dirname(www), file);
  const contents = source.replace(LOADER, (loader, prefix, name, base) => {
    if (path.resolve(path.dirname(file), prefix) !== i18n) {
      errors.push({ text: `${where}: ${loader} is an import() of a template outside www/i18n/` });
      return loader;
    }
    const missing = others.filter((code) => !existsSync(path.join(i18n, code, base)));
    if (missing.length) {
      errors.push({ text: `${where}: ${missing.map((code) => `www/i18n/${code}/${base}`).join(', ')} missing (www/i18n/languages.js lists ${missing.join(', ')})` });
    }
    const entries = others.map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(`${prefix}${code}/${base}`)})`);
    return `({ ${entries.join(', ')} })[${name}]()`;
  });
  if (!errors.length && contents.includes('import(`')) {
    errors.push({ text: `${where}: an import() of a template that is not a loader of www/i18n/<code>/ as i18n.js writes them` });
  }
  return { contents, errors };
}

/**
 * The esbuild plugin that writes the loaders of every module of `www` out.
 * @param {{www: string, codes: readonly string[]}} languages
 * @returns {import('esbuild').Plugin}
 */
function languageLoaders(languages) {
  return {
    name: 'jarmo-language-loaders',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, ({ path: file }) => {
        if (!file.startsWith(languages.www + path.sep)) return undefined;
        const source = readFileSync(file, 'utf8');
        if (!source.includes('import(`')) return undefined;
        const { contents, errors } = writeLoaders(file, source, languages);
        return errors.length ? { errors } : { contents, loader: 'js' };
      });
    },
  };
}

/** The key of the page's modules that its lazy chunks read (see `firstVisit` below). */
const SHARED = 'jarmo.shared';

/**
 * What a page's script holds and what its lazy chunks ask of it, from the metafile of a
 * bundle with esbuild's own splitting (paths as the metafile writes them).
 *
 * esbuild puts a module in a chunk by the set of entry points (the page's script and
 * every import() target) that reach it, not knowing that an import() runs only after the
 * page's script: a module that the page's script and a lazy chunk both import becomes a
 * chunk of its own, which the page then fetches on every first visit (a request more for
 * each such set; a drawings chunk made it 9 on 2026-12-06). So the page's bundle is made
 * twice. `first` is every module that the page's script reaches by static imports (what a
 * first visit runs); `shared` those of them that a module outside `first` imports. In the
 * second bundle those imports read the page's own copy of the module, which the page's
 * script puts under Symbol.for('jarmo.shared'): the page's script is then one file with
 * everything of the first visit, and a lazy chunk may import any module of the page.
 * @param {{inputs: Record<string, {imports: {path: string, kind: string, external?: boolean}[]}>,
 *   outputs: Record<string, {entryPoint?: string, imports: {path: string, kind: string}[], inputs: Record<string, unknown>}>}} meta
 * @param {string} entry the page's script as the metafile names its entry point
 * @returns {{first: Set<string>, shared: Set<string>}}
 */
export function firstVisit(meta, entry) {
  const start = Object.keys(meta.outputs).find((file) => meta.outputs[file].entryPoint === entry);
  if (!start) throw new Error(`the metafile has no output for ${entry}`);
  const first = new Set();
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = meta.outputs[file];
    for (const input of Object.keys(output.inputs)) first.add(input);
    for (const i of output.imports) if (i.kind === 'import-statement' && meta.outputs[i.path]) walk(i.path);
  };
  walk(start);
  const shared = new Set();
  for (const [input, { imports }] of Object.entries(meta.inputs)) {
    if (first.has(input)) continue;
    for (const i of imports) if (!i.external && first.has(i.path)) shared.add(i.path);
  }
  return { first, shared };
}

/**
 * The names that the modules of `files` import from each other module: a Map of a
 * module's absolute path to its names, or to null for all of them (`import * as`, an
 * import() of it, `export *`). Read from each file's import statements (comments left
 * out), so that the page's script publishes only what its lazy chunks read and esbuild
 * still drops what nothing uses. A name missed here fails the bundle (esbuild: no
 * matching export), never the page.
 * @param {Iterable<string>} files absolute paths of the importers
 * @param {(spec: string, from: string) => string | null} resolve an import's module, or null (not one of ours)
 * @returns {Map<string, Set<string> | null>}
 */
export function importedNames(files, resolve) {
  /** @type {Map<string, Set<string> | null>} */
  const used = new Map();
  const all = (file) => used.set(file, null);
  const some = (file, names) => {
    if (used.get(file) === null) return;
    const set = used.get(file) ?? new Set();
    for (const name of names) set.add(name);
    used.set(file, set);
  };
  const braces = (text) => text.replace(/[{}]/g, '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean);
  for (const file of files) {
    if (!file.endsWith('.js') || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    for (const [, clause, spec] of code.matchAll(/\bimport\s+([^;'"()]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
      const target = resolve(spec, file);
      if (!target) continue;
      if (/\*\s*as\s/.test(clause)) {
        all(target);
        continue;
      }
      const [first, rest] = clause.includes('{') ? [clause.slice(0, clause.indexOf('{')), clause.slice(clause.indexOf('{'))] : [clause, ''];
      const names = braces(rest);
      if (first.replace(',', '').trim()) names.push('default');
      some(target, names);
    }
    for (const [, clause, spec] of code.matchAll(/\bexport\s*(\{[^}]*\}|\*[^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
      const target = resolve(spec, file);
      if (target) (clause.startsWith('*') ? all(target) : some(target, braces(clause)));
    }
    for (const [, spec] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolve(spec, file);
      if (target) all(target);
    }
  }
  return used;
}

/**
 * The esbuild plugin of the second bundle (see `firstVisit`): the page's script becomes
 * `publish` (the modules of `shared` under Symbol.for('jarmo.shared')) and then the
 * page's own script; a module outside `first` that imports one of `shared` reads it there.
 * @param {{entry: string, first: Set<string>, shared: Map<string, string[]>, key: (file: string) => string}} plan
 *   absolute paths; `shared` with the names each module exports; `key` names a module in the registry
 * @returns {import('esbuild').Plugin}
 */
function sharedModules({ entry, first, shared, key }) {
  const registry = `globalThis[Symbol.for(${JSON.stringify(SHARED)})]`;
  return {
    name: 'jarmo-shared-modules',
    setup(build) {
      build.onResolve({ filter: /^jarmo-page:/ }, (args) => ({ path: args.path, namespace: 'jarmo-page' }));
      build.onLoad({ filter: /^jarmo-page:entry$/, namespace: 'jarmo-page' }, () => ({
        contents: `import "jarmo-page:publish";\nimport ${JSON.stringify(entry)};\n`,
        resolveDir: path.dirname(entry),
      }));
      build.onLoad({ filter: /^jarmo-page:publish$/, namespace: 'jarmo-page' }, () => {
        // Plain objects of the names, not `import * as`: a namespace object would take
        // esbuild's helper for it, a chunk that the page's script and every lazy chunk
        // then import (a request more on a first visit).
        const lines = [];
        const entries = [];
        [...shared].forEach(([file, names], n) => {
          lines.push(`import { ${names.map((name, i) => `${name === 'default' ? 'default' : name} as m${n}_${i}`).join(', ')} } from ${JSON.stringify(file)};`);
          entries.push(`${JSON.stringify(key(file))}: { ${names.map((name, i) => `${JSON.stringify(name)}: m${n}_${i}`).join(', ')} }`);
        });
        lines.push(`${registry} = { ${entries.join(', ')} };`);
        return { contents: lines.join('\n'), resolveDir: path.dirname(entry) };
      });
      // Every import of a module outside `first`: resolved as esbuild would, then read
      // from the registry when it is one of the page's.
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.jarmoShared || args.namespace !== 'file' || !args.importer || first.has(args.importer)) return undefined;
        if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { jarmoShared: true },
        });
        if (resolved.errors.length || !shared.has(resolved.path)) return undefined;
        // A reader of its own for each importer (a few bytes): one shared by two lazy
        // parts would be a chunk of its own, a request more when the second comes.
        return { path: `${resolved.path}?from=${key(args.importer)}`, namespace: 'jarmo-shared', pluginData: { file: resolved.path } };
      });
      build.onLoad({ filter: /.*/, namespace: 'jarmo-shared' }, (args) => {
        const file = args.pluginData.file;
        const names = /** @type {string[]} */ (shared.get(file));
        const named = names.filter((name) => name !== 'default');
        const lines = [`const m = ${registry}[${JSON.stringify(key(file))}];`];
        if (named.length) lines.push(`export const { ${named.join(', ')} } = m;`);
        if (names.includes('default')) lines.push('export default m.default;');
        return { contents: lines.join('\n'), resolveDir: path.dirname(file) };
      });
    },
  };
}

/**
 * Bundles one page's script `entry` (a module of the folder `www`) into `options.outdir`
 * as `out`.js with its lazy chunks, in two builds (`firstVisit` says why), and returns
 * the second's metafile.
 * @param {typeof import('esbuild')} esbuild
 * @param {{entry: string, out: string, www: string, options: import('esbuild').BuildOptions, plugins?: import('esbuild').Plugin[]}} page
 */
export async function bundlePage(esbuild, { entry, out, www, options, plugins = [] }) {
  const abs = (file) => path.resolve(file);
  // First as esbuild splits it, to learn what the page's script holds.
  const trial = await esbuild.build({ ...options, entryPoints: [entry], write: false, metafile: true, plugins });
  const relativeEntry = path.relative(process.cwd(), entry).split(path.sep).join('/');
  const { first, shared } = firstVisit(/** @type {any} */ (trial.metafile), relativeEntry);
  const firstFiles = new Set([...first].map(abs));
  // The names each shared module exports: its own export statements (no module of
  // www/ re-exports with `export *`, and none exports a `let` or `var`, which a copy
  // of the binding could not follow; both checked here).
  const exported = new Map();
  for (const file of [...shared].map(abs)) {
    const source = readFileSync(file, 'utf8');
    if (/^export (\*|let |var )/m.test(source)) {
      throw new Error(`${path.relative(www, file)} exports with \`export *\`, \`let\` or \`var\`, which its lazy importers could not read from the page's script`);
    }
    const names = await esbuild.build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', outdir: options.outdir, logLevel: 'silent', plugins });
    exported.set(file, Object.values(/** @type {any} */ (names.metafile).outputs)[0].exports);
  }
  // Only the names that the lazy modules import are published.
  const alias = /** @type {Record<string, string>} */ (options.alias ?? {});
  const used = importedNames(Object.keys(/** @type {any} */ (trial.metafile).inputs).map(abs).filter((file) => !firstFiles.has(file)),
    (spec, from) => (spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : alias[spec] ? path.resolve(alias[spec]) : null));
  for (const [file, names] of exported) {
    const wanted = used.get(file);
    if (wanted) exported.set(file, names.filter((name) => wanted.has(name)));
  }
  const key = (file) => path.relative(www, file).split(path.sep).join('/');
  const result = await esbuild.build({
    ...options,
    metafile: true,
    entryPoints: [{ in: 'jarmo-page:entry', out }],
    plugins: [sharedModules({ entry, first: firstFiles, shared: exported, key }), ...plugins],
  });
  // A module of the first visit that is also an import() target becomes a chunk of its
  // own that the page's script imports: a request more on every first visit. Said here.
  const meta = /** @type {any} */ (result.metafile);
  const script = Object.values(meta.outputs).find((o) => o.entryPoint === 'jarmo-page:jarmo-page:entry');
  const chunks = script.imports.filter((i) => i.kind === 'import-statement').map((i) => Object.keys(meta.outputs[i.path]?.inputs ?? {}));
  if (chunks.length) {
    throw new Error(`${out}.js would import a chunk at once, of ${chunks.flat().join(', ')}: a module that the first visit runs is also loaded with import() (make it lazy for all its importers, or import it)`);
  }
  return result.metafile;
}

async function bundle(outdir, coreGlue, rulesGlue) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const www = path.join(root, 'www');
  const esbuild = createRequire(path.join(root, 'tools', 'package.json'))('esbuild');
  const { default: list } = await import(new URL('../www/i18n/languages.js', import.meta.url).href);
  const plugin = languageLoaders({ www, codes: list.map(({ code }) => code) });
  /** @type {import('esbuild').BuildOptions} */
  const options = {
    bundle: true,
    minify: true,
    // UTF-8 as it is (scripts are always read as UTF-8): escaped, a catalog's letters
    // take up to six bytes each, the Russian one twice its size.
    charset: 'utf8',
    logLevel: 'warning',
    // gifenc: the GIF encoder of the pictures' chunk (www/share/load.js), an npm package
    // of tools/ like esbuild itself.
    alias: {
      'jarmo-core': path.resolve(coreGlue), 'jarmo-rules': path.resolve(rulesGlue),
      gifenc: path.join(root, 'tools', 'node_modules', 'gifenc', 'dist', 'gifenc.esm.js'),
    },
    target: 'es2022',
    format: 'esm',
    splitting: true,
    outdir,
    outbase: www,
    chunkNames: 'chunks/[dir]/[name]-[hash]',
    // The markup of the parts that come with their chunk (panels/mount.js).
    loader: { '.html': 'text' },
  };
  for (const page of ['main.js', 'rules/rules.js']) {
    await bundlePage(esbuild, { entry: path.join(www, page), out: path.basename(page, '.js'), www, options, plugins: [plugin] });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outdir, coreGlue, rulesGlue] = process.argv.slice(2);
  if (!outdir || !coreGlue || !rulesGlue) {
    console.error('bundle-pages: usage: node scripts/bundle-pages.mjs OUTDIR CORE_GLUE RULES_GLUE');
    process.exit(1);
  }
  await bundle(outdir, coreGlue, rulesGlue);
}

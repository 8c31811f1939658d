// Bundles the scripts of the two pages, www/main.js (the game) and www/rules/rules.js
// (the rules page), for scripts/bundle.sh, with the esbuild pinned in tools/ through
// its JavaScript API: each page's script in OUTDIR, its chunks in OUTDIR/chunks/
// named after their source's folder (chunks/i18n/fi/game-HASH.js, chunks/boot/
// trainer-HASH.js; the chunk both the game page and its trainer import is
// chunks/chunk-HASH.js), and each page's metafile in METADIR (main.json, rules.json)
// for scripts/modulepreload.mjs.
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
//   node scripts/bundle-pages.mjs OUTDIR METADIR CORE_GLUE RULES_GLUE
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

async function bundle(outdir, metadir, coreGlue, rulesGlue) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const www = path.join(root, 'www');
  const esbuild = createRequire(path.join(root, 'tools', 'package.json'))('esbuild');
  const { default: list } = await import(new URL('../www/i18n/languages.js', import.meta.url).href);
  const plugin = languageLoaders({ www, codes: list.map(({ code }) => code) });
  for (const page of ['main.js', 'rules/rules.js']) {
    const result = await esbuild.build({
      entryPoints: [path.join(www, page)],
      bundle: true,
      minify: true,
      // UTF-8 as it is (scripts are always read as UTF-8): escaped, a catalog's letters
      // take up to six bytes each, the Russian one twice its size.
      charset: 'utf8',
      logLevel: 'warning',
      alias: { 'jarmo-core': path.resolve(coreGlue), 'jarmo-rules': path.resolve(rulesGlue) },
      target: 'es2022',
      format: 'esm',
      splitting: true,
      metafile: true,
      outdir,
      outbase: www,
      entryNames: '[name]',
      chunkNames: 'chunks/[dir]/[name]-[hash]',
      plugins: [plugin],
    });
    writeFileSync(path.join(metadir, `${path.basename(page, '.js')}.json`), JSON.stringify(result.metafile));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outdir, metadir, coreGlue, rulesGlue] = process.argv.slice(2);
  if (!outdir || !metadir || !coreGlue || !rulesGlue) {
    console.error('bundle-pages: usage: node scripts/bundle-pages.mjs OUTDIR METADIR CORE_GLUE RULES_GLUE');
    process.exit(1);
  }
  await bundle(outdir, metadir, coreGlue, rulesGlue);
}

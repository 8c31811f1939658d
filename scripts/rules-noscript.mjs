// Writes into a built rules page (www/rules.html) its <noscript> in every language of
// www/i18n/languages.js: each language's `rules.noScript` (www/i18n/<code>/rules.js)
// as a paragraph of its own language, in the list's order. The source page has
// English's alone. scripts/bundle.sh runs it.
//
//   node scripts/rules-noscript.mjs PAGE.html
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const NOSCRIPT = /^([ \t]*)<noscript>\n[\s\S]*?^[ \t]*<\/noscript>$/m;

/** The HTML of a text, for an element's content. */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `page` with its one <noscript> holding a `<p lang>` for each of `texts` ([code, text, dir]).
 * @param {string} page
 * @param {([string, string] | [string, string, string])[]} texts
 */
export function writeNoscript(page, texts) {
  const found = page.match(NOSCRIPT);
  if (!found) throw new Error('rules-noscript: the page has no <noscript> block (its tags each on a line of their own)');
  const indent = found[1];
  // A language written right to left says so (dir="rtl"), as its page does.
  const paragraphs = texts.map(([code, text, dir = 'ltr']) => `${indent}  <p lang="${code}"${dir === 'rtl' ? ' dir="rtl"' : ''}>${escape(text)}</p>\n`).join('');
  return page.replace(NOSCRIPT, `${indent}<noscript>\n${paragraphs}${indent}</noscript>`);
}

/**
 * Each language's words for a page without JavaScript, in the list's order.
 * @param {URL} [i18n] the folder of the languages (www/i18n/)
 */
export async function noscriptTexts(i18n = new URL('../www/i18n/', import.meta.url)) {
  const { default: languages } = await import(new URL('languages.js', i18n).href);
  return Promise.all(languages.map(async ({ code, dir = 'ltr' }) => {
    const { default: rules } = await import(new URL(`${code}/rules.js`, i18n).href);
    return /** @type {[string, string, string]} */ ([code, rules['rules.noScript'], dir]);
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pagePath] = process.argv.slice(2);
  if (!pagePath) {
    console.error('rules-noscript: usage: node scripts/rules-noscript.mjs PAGE.html');
    process.exit(1);
  }
  writeFileSync(pagePath, writeNoscript(readFileSync(pagePath, 'utf8'), await noscriptTexts()));
}

// The page's own scripts under www/ (every folder), for the tests that read sources:
// [path relative to www/, text]. The language catalogs (www/i18n/xx.js,
// www/i18n/errors/xx.js, www/rules/i18n/xx.js and www/learn/i18n/xx.js) are data.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const CATALOG = /^((rules|learn)\/)?i18n\/(errors\/)?[a-z]{2}\.js$/;

export function wwwScripts() {
  return readdirSync(WWW, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && !CATALOG.test(f))
    .sort()
    .map((f) => [f, readFileSync(WWW + f, 'utf8')]);
}

// The page's own scripts under www/ (every folder), for the tests that read sources:
// [path relative to www/, text]. The languages' catalogs (www/i18n/<code>/game.js,
// errors.js, rules.js and learn.js, and English's page.js and later.js) are data.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const CATALOG = /^i18n\/[a-z]{2,3}\/(game|errors|rules|learn|listing)\.js$|^i18n\/en\/(page|later)\.js$|^i18n\/languages\.js$/;

export function wwwScripts() {
  return readdirSync(WWW, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && !CATALOG.test(f))
    .sort()
    .map((f) => [f, readFileSync(WWW + f, 'utf8')]);
}

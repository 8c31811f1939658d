// The site's Content-Security-Policy, in one place: the <meta http-equiv> that both
// pages carry (index.html, www/rules/rules.html), the header docs/EMBEDDING.md
// recommends to a host that sends headers, and the one the browser tests send
// (tests/lib/server.mjs).
//
// A meta policy cannot name frame-ancestors, report-uri or sandbox (browsers ignore
// them there), and the site's origin is not known to the page's source: in a frame
// sandboxed without allow-same-origin the page's origin is opaque, and WebKit then
// matches 'self' against nothing, so the policy must name the site's origin itself.
// So the build writes it: `JARMO_ORIGIN=https://user.github.io trunk build --release`
// (the Pages workflow sets it) makes the pages' policy name exactly that origin. A
// build without it names 'self' alone: tight wherever the page runs with an origin of
// its own, and it says that a host whose frames are sandboxed needs JARMO_ORIGIN. An
// origin may give its port as `*` (`http://127.0.0.1:*`): the tests' build names this
// machine's so, since their servers take any free port.
//
//   node scripts/csp.mjs DIR      (a Trunk post-build hook: DIR is $TRUNK_STAGING_DIR)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a build without JARMO_ORIGIN names beside 'self': nothing (no other site's script may run). */
export const FALLBACK_SOURCES = Object.freeze([]);

/** The pages of a built site that carry the policy, relative to its folder. */
export const PAGES = Object.freeze(['index.html', 'www/rules.html']);

/**
 * The policy for a site served from `sources` (origins, or FALLBACK_SOURCES): the
 * game's own files, compiled WebAssembly, workers from the site or a Blob URL, the
 * site's icon written into the page and the manifest as a data: URL (scripts/icon-inline.mjs),
 * and nothing else; no <base>, no form submission.
 * @param {readonly string[]} [sources]
 */
export function sitePolicy(sources = FALLBACK_SOURCES) {
  const own = ["'self'", ...sources].join(' ');
  return `default-src ${own}; script-src ${own} 'wasm-unsafe-eval'; style-src ${own}; img-src ${own} data:; worker-src ${own} blob:; `
    + "base-uri 'none'; form-action 'none'";
}

/**
 * The origins in JARMO_ORIGIN (one or more, separated by spaces or commas), each an
 * exact origin such as https://user.github.io, or one whose port is `*`
 * (http://127.0.0.1:*); throws on anything else.
 * @param {string} value
 */
export function parseSiteOrigins(value) {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new Error('JARMO_ORIGIN is empty');
  return entries.map((entry) => {
    const anyPort = /^(https?:\/\/[^/:?#*\s]+):\*\/?$/i.exec(entry);
    if (anyPort) return `${parseSiteOrigins(anyPort[1])[0]}:*`;
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`JARMO_ORIGIN: '${entry}' is not an origin like https://user.github.io`);
    }
    const origin = url.origin;
    if (!/^https?:$/.test(url.protocol) || !/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname) || origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new Error(`JARMO_ORIGIN: '${entry}' is not an origin like https://user.github.io (no path, no query)`);
    }
    return origin;
  });
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/g;

/** `html` with its policy meta's content made `policy`; throws unless it has exactly one. */
export function withPolicy(html, policy) {
  const found = html.match(META) ?? [];
  if (found.length !== 1) throw new Error(`a page needs exactly one <meta http-equiv="Content-Security-Policy" content="...">, found ${found.length}`);
  return html.replace(META, `<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

/** Writes the policy for `sources` into the built site in `dir`. */
export function stampSite(dir, sources) {
  const policy = sitePolicy(sources);
  for (const page of PAGES) {
    const file = path.join(dir, page);
    writeFileSync(file, withPolicy(readFileSync(file, 'utf8'), policy));
  }
  return policy;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  try {
    if (!dir) throw new Error('usage: node scripts/csp.mjs DIR (Trunk hooks set TRUNK_STAGING_DIR)');
    const given = process.env.JARMO_ORIGIN?.trim();
    const sources = given ? parseSiteOrigins(given) : FALLBACK_SOURCES;
    stampSite(dir, sources);
    if (given) {
      console.log(`csp: the pages' policy names ${sources.join(' ')}`);
    } else {
      console.log("csp: no JARMO_ORIGIN: the pages' policy names 'self' alone (a host whose frames are sandboxed "
        + 'needs its origin named: JARMO_ORIGIN=https://user.github.io, as the Pages workflow sets it)');
    }
  } catch (error) {
    console.error(`csp: ${error.message}`);
    process.exit(1);
  }
}

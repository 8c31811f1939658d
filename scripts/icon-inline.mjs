// Writes the site's SVG icon (www/icons/icon.svg) into the built game page's
// <link rel="icon"> and into the manifest's SVG icon as a data: URL, so that a first
// visit does not fetch it: the tab asks for the page's icon and Chromium asks at once
// for the manifest's to judge the app installable, one request for 2 KB of SVG. Written
// in, it costs the page and the manifest about 0.6 KB of gzip each (BENCHMARKS.md,
// "First visit"). The file stays in the site for the rules page, the PNG icons' source
// and whoever links it. The pages' policy allows `img-src data:` for it (scripts/csp.mjs).
//
//   node scripts/icon-inline.mjs DIR      (a build step of scripts/bundle.sh: DIR is the built site)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the icon is in the built site, as the page and the manifest name it. */
export const ICON = 'www/icons/icon.svg';

/**
 * The SVG as a data: URL: on one line, its attributes in single quotes, and only the
 * characters that a URL or an HTML attribute would misread escaped (as
 * mini-svg-data-uri does); throws if the SVG holds a single quote or is no SVG.
 * @param {string} svg
 */
export function svgDataUrl(svg) {
  const text = svg.trim();
  if (!/^<svg[\s>]/.test(text) || !text.endsWith('</svg>')) throw new Error('icon-inline: the icon is not an SVG document');
  if (text.includes("'")) throw new Error("icon-inline: the icon holds a ' (its attributes are written in single quotes)");
  const oneLine = text.replace(/>\s+</g, '><').replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${oneLine.replace(/[%#<>\n\r\t&]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/**
 * The page and the manifest with the icon written in. Throws unless the page names
 * the icon in exactly one <link rel="icon"> and the manifest lists it exactly once.
 * @param {string} html
 * @param {string} manifest the manifest's JSON
 * @param {string} svg
 * @returns {{html: string, manifest: string}}
 */
export function inlineIcon(html, manifest, svg) {
  const url = svgDataUrl(svg);
  const links = html.match(new RegExp(`<link rel="icon" href="${ICON.replaceAll('.', '\\.')}"`, 'g')) ?? [];
  if (links.length !== 1) throw new Error(`icon-inline: the page names ${ICON} in ${links.length} <link rel="icon">, not 1`);
  const parsed = JSON.parse(manifest);
  const entries = (parsed.icons ?? []).filter((icon) => icon.src === ICON);
  if (entries.length !== 1) throw new Error(`icon-inline: the manifest lists ${ICON} ${entries.length} times, not once`);
  entries[0].src = url;
  return {
    html: html.replace(`<link rel="icon" href="${ICON}"`, `<link rel="icon" href="${url}"`),
    manifest: JSON.stringify(parsed),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('icon-inline: usage: node scripts/icon-inline.mjs DIR');
    process.exit(1);
  }
  const files = { html: path.join(dir, 'index.html'), manifest: path.join(dir, 'manifest.webmanifest') };
  const out = inlineIcon(readFileSync(files.html, 'utf8'), readFileSync(files.manifest, 'utf8'), readFileSync(path.join(dir, ICON), 'utf8'));
  writeFileSync(files.html, out.html);
  writeFileSync(files.manifest, out.manifest);
}

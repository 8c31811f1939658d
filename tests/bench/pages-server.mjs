// Serves a built site the way GitHub Pages does, for the loading benchmarks
// (first-visit.mjs, scripts/lighthouse.sh): under a project sub-path (/jarmo/),
// text and wasm gzipped (Content-Encoding: gzip, Vary: Accept-Encoding),
// Cache-Control max-age=600, Access-Control-Allow-Origin *, an ETag. The test server
// (tests/lib/server.mjs) sends everything uncompressed and uncached, which is what
// the tests want and not what a visitor gets.
//
//   node tests/bench/pages-server.mjs [DIR] [PORT]   (DIR defaults to dist/, PORT to 8090)
//
// It keeps every answer it sent (path, status, bytes on the wire), for a benchmark
// that wants to count them itself.

import http from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'application/typescript; charset=utf-8',
};
// Pages compresses these, not images that are compressed already.
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt', '.ts']);

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Serves `root` under `prefix` on 127.0.0.1:`port` (0: any free port). Resolves to
 * `{ url, log, close }`: `url` is the site's root URL, `log` the answers sent so far
 * (`{ path, status, bytes }`, bytes with the headers).
 */
export async function servePages({ root = DIST, prefix = '/jarmo/', port = 0 } = {}) {
  const base = path.resolve(root);
  const log = [];
  const cache = new Map(); // file -> { body, gzip, etag }

  async function load(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    if (!cache.has(key)) {
      const body = await readFile(file);
      const ext = path.extname(file);
      cache.set(key, {
        body,
        gzip: COMPRESSED.has(ext) ? gzipSync(body) : null,
        etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`,
        modified: info.mtime.toUTCString(),
        type: TYPES[ext] ?? 'application/octet-stream',
      });
    }
    return cache.get(key);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const send = (status, headers, body) => {
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      const head = Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 17);
      log.push({ path: url.pathname, status, bytes: head + (body?.length ?? 0) });
    };
    const common = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=600' };
    if (url.pathname === prefix.slice(0, -1)) {
      send(301, { ...common, Location: prefix }, null);
      return;
    }
    let relative = url.pathname.startsWith(prefix) ? decodeURIComponent(url.pathname.slice(prefix.length)) : null;
    if (relative !== null && (relative === '' || relative.endsWith('/'))) relative += 'index.html';
    const file = relative === null ? null : path.resolve(base, relative);
    const entry = file && file.startsWith(base + path.sep) ? await load(file).catch(() => null) : null;
    if (!entry) {
      send(404, { ...common, 'Content-Type': 'text/plain' }, Buffer.from('not found'));
      return;
    }
    const headers = { ...common, 'Content-Type': entry.type, ETag: entry.etag, 'Last-Modified': entry.modified };
    if (req.headers['if-none-match'] === entry.etag) {
      send(304, headers, null);
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (entry.gzip) headers.Vary = 'Accept-Encoding';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const body = gzip ? entry.gzip : entry.body;
    headers['Content-Length'] = body.length;
    send(200, headers, body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}${prefix}`,
    log,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await servePages({ root: process.argv[2] ?? DIST, port: Number(process.argv[3] ?? 8090) });
  console.log(`serving ${process.argv[2] ?? DIST} as GitHub Pages would at ${site.url}`);
}

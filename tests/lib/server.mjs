// A small static file server for the built dist/, served under a sub-path (as on a
// project page such as https://example.org/jarmo/) so that every URL in the page
// must be relative to work.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` at http://127.0.0.1:PORT`prefix` on a free port; resolves to {url, close}. */
export async function serve(root, prefix = '/jarmo/') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === prefix.slice(0, -1)) {
      res.writeHead(301, { Location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not under the sub-path');
      return;
    }
    let file = normalize(join(base, path.slice(prefix.length)));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

// A tiny static file server for the portal tests: serves one folder under a URL
// prefix (dist/ under /jarmo/, with GitHub Pages' CORS header), with the page's
// strict Content-Security-Policy, and can stop and start again on the same port (the
// offline test needs the same origin after the server comes back).
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` under `prefix` on 127.0.0.1.
 * @param {{root: string, prefix?: string, port?: number, csp?: string|null}} options
 * @returns {Promise<{origin: string, url: string, port: number, requests: string[],
 *   stop(): Promise<void>, start(): Promise<void>}>}
 */
export async function serveStatic({ root, prefix = '/', port = 0, csp = CSP }) {
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) {
    throw new Error(`prefix must start and end with '/', got '${prefix}'`);
  }
  const base = path.resolve(root);
  const requests = [];

  async function handle(req, res) {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    // No keep-alive: after stop() no client may hold on to a socket of the old server.
    // Access-Control-Allow-Origin as GitHub Pages sends it: a sandboxed iframe has an
    // opaque origin, and loads module scripts and the wasm file with CORS.
    const headers = { 'Cache-Control': 'no-cache', Connection: 'close', 'Access-Control-Allow-Origin': '*' };
    if (csp) headers['Content-Security-Policy'] = csp;
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end(`not under ${prefix}`);
      return;
    }
    let relative = decodeURIComponent(url.pathname.slice(prefix.length));
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = path.resolve(base, relative);
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403, { ...headers, 'Content-Type': 'text/plain' }).end('outside the served folder');
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end(`no file ${relative}`);
    }
  }

  let server = null;
  let boundPort = port;
  const sockets = new Set();

  async function start() {
    if (server) return;
    server = http.createServer((req, res) => {
      handle(req, res).catch((error) => res.writeHead(500).end(String(error)));
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', resolve);
    });
    boundPort = server.address().port;
  }

  async function stop() {
    if (!server) return;
    const closing = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = null;
  }

  await start();
  const origin = `http://127.0.0.1:${boundPort}`;
  return { origin, url: origin + prefix, port: boundPort, requests, start, stop };
}

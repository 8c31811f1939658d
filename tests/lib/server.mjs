// The static file server of the browser tests. It serves one folder under a URL
// prefix (dist/ under /jarmo/, as on a project page such as
// https://example.org/jarmo/, so that every URL of the page must be relative), with
// GitHub Pages' CORS header, optionally a Content-Security-Policy, and it can stop and
// start again on the same port (the offline tests need the same origin when it comes
// back). It keeps the paths it was asked for and every answer of 400 or more, so that
// a test in any browser engine can check that nothing failed to load.
//
// For an engine whose driver cannot watch the page's console or run a script before
// the page's own (WebKit through WebDriver classic), the harness turns on
// `injection`: every HTML page then gets, first in its <head>, a same-origin script
// at /__jarmo-test/watch.js that records errors in `window.__jarmoErrors` and runs
// the test's set-up script. See tests/lib/browser.mjs.

import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sitePolicy } from '../../scripts/csp.mjs';

/**
 * The policy that docs/EMBEDDING.md recommends for a host that sends headers, for a
 * site served from `origin`: the site's own (scripts/csp.mjs), which its pages carry
 * too. WebKit does not match `'self'` in a frame sandboxed without allow-same-origin
 * (the frame's origin is opaque), so the site's own origin is named too; `blob:`
 * workers are how the computer thinks in such a frame.
 */
export function recommendedCsp(origin) {
  return sitePolicy([origin]);
}

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
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export const WATCH_PATH = '/__jarmo-test/watch.js';
/**
 * A page of nothing but one frame: `/__jarmo-test/frame.html?src=URL&width=W&height=H`
 * (and `&sandbox=...`), for tests of the game in a frame of an exact size.
 */
export const FRAME_PATH = '/__jarmo-test/frame.html';

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function framePage(params) {
  const sandbox = params.has('sandbox') ? ` sandbox="${escape(params.get('sandbox'))}"` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Jarmo in a frame</title></head>
<body style="margin:0"><iframe id="game" title="Jarmo" src="${escape(params.get('src'))}" width="${Number(params.get('width'))}"
height="${Number(params.get('height'))}" style="border:0;display:block"${sandbox}></iframe></body></html>`;
}

/**
 * An empty page of every origin, never with the injected scripts: where a browser
 * that is kept for the next test (WebKit's session, browser.mjs) clears what the
 * origin stored.
 */
export const BLANK_PATH = '/__jarmo-test/blank.html';

export const REPORT_PATH = '/__jarmo-test/csp-report';
/**
 * axe-core, served on every origin of the tests: a page under the site's policy runs
 * it as a script of its own origin (harness.mjs, loadAxe), since the policy forbids eval.
 */
export const AXE_PATH = '/__jarmo-test/axe.js';
const AXE_FILE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Records what a driver without console access cannot see: run first in every page. */
const WATCH = `(() => {
  if (window.__jarmoErrors) return;
  const errors = (window.__jarmoErrors = []);
  const text = (value) => (value && value.message) || String(value);
  addEventListener('error', (event) => {
    if (event.target && event.target !== window) {
      errors.push('resource: ' + (event.target.src || event.target.href || event.target.tagName));
    } else {
      errors.push('pageerror: ' + (event.message || text(event.error)));
    }
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('pageerror: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    errors.push('csp: ' + event.effectiveDirective + ' blocked ' + event.blockedURI));
  const original = console.error;
  console.error = (...args) => {
    errors.push('console: ' + args.map(text).join(' '));
    return original.apply(console, args);
  };
})();
`;

/**
 * What every server of this process adds to its HTML pages: null (nothing), or
 * `{ init: string }` (the watch script, then `init`, the test's set-up script).
 */
export const injection = { enabled: false, init: '' };

/**
 * Serves `root` under `prefix` on 127.0.0.1.
 *
 * `reportOnly`, a policy like `csp`, is sent as Content-Security-Policy-Report-Only
 * with every answer (a worker's script gets its own policy from its answer): nothing
 * is blocked, but every browser reports what the policy would have blocked, from the
 * page, its frames and its workers alike, to the server, which keeps the reports in
 * `reports`. That is how a test sees, in any engine, every request that left the
 * page's own origin.
 *
 * `cors: false` leaves out GitHub Pages' `Access-Control-Allow-Origin: *`, as a plain
 * static server does: a frame sandboxed without allow-same-origin then cannot load the
 * game's modules.
 * @param {{root: string, prefix?: string, port?: number, csp?: string|((origin: string) => string)|null,
 *   reportOnly?: string|((origin: string) => string)|null, cors?: boolean}} options
 */
export async function serve({ root, prefix = '/jarmo/', port = 0, csp = null, reportOnly = null, cors = true }) {
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) {
    throw new Error(`prefix must start and end with '/', got '${prefix}'`);
  }
  const base = path.resolve(root);
  const requests = [];
  const failures = [];
  const reports = [];
  const hosts = new Map(); // path -> HTML of a page a test made (hostPage)
  let policy = null;
  let watching = null;
  /** Answers held back (hold): each a pattern of paths, the answers waiting for it, and who waits for the first ask. */
  const holds = [];

  async function handle(req, res) {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    // No keep-alive: after stop() no client may hold on to a socket of the old server.
    // Access-Control-Allow-Origin as GitHub Pages sends it: a sandboxed iframe has an
    // opaque origin, and loads module scripts and the wasm file with CORS.
    const headers = { 'Cache-Control': 'no-cache', Connection: 'close', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    if (watching) headers['Content-Security-Policy-Report-Only'] = `${watching}; report-uri ${REPORT_PATH}`;
    const answer = (status, type, body) => {
      if (status >= 400) failures.push(`HTTP ${status}: ${url.pathname}`);
      res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body ?? '') });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (url.pathname === REPORT_PATH && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      try {
        const report = JSON.parse(body);
        reports.push(report['csp-report'] ?? report);
      } catch {
        reports.push({ unreadable: body });
      }
      res.writeHead(204, headers).end();
      return;
    }
    if (hosts.has(url.pathname)) {
      const html = hosts.get(url.pathname);
      answer(200, TYPES['.html'], injection.enabled ? inject(html) : html);
      return;
    }
    if (url.pathname === BLANK_PATH) {
      answer(200, TYPES['.html'], '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>blank</title></head></html>');
      return;
    }
    if (url.pathname === AXE_PATH) {
      answer(200, TYPES['.js'], await readFile(AXE_FILE));
      return;
    }
    if (url.pathname === WATCH_PATH) {
      answer(200, TYPES['.js'], `${WATCH}\n${injection.init}\n`);
      return;
    }
    if (url.pathname === FRAME_PATH) {
      let body = framePage(url.searchParams);
      if (injection.enabled) body = inject(body);
      answer(200, TYPES['.html'], body);
      return;
    }
    if (url.pathname === prefix.slice(0, -1)) {
      res.writeHead(301, { ...headers, Location: prefix }).end();
      return;
    }
    if (!url.pathname.startsWith(prefix)) {
      answer(404, 'text/plain', `not under ${prefix}`);
      return;
    }
    let relative = decodeURIComponent(url.pathname.slice(prefix.length));
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = path.resolve(base, relative);
    if (file !== base && !file.startsWith(base + path.sep)) {
      answer(403, 'text/plain', 'outside the served folder');
      return;
    }
    const hold = holds.find((h) => h.pattern.test(url.pathname));
    if (hold) {
      await new Promise((release) => {
        hold.waiting.push(release);
        hold.onAsked();
      });
    }
    let body;
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      body = await readFile(file);
    } catch {
      answer(404, 'text/plain', `no file ${relative}`);
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) {
      if (policy) headers['Content-Security-Policy'] = policy;
      if (injection.enabled) body = inject(body.toString('utf8'));
    }
    answer(200, type, body);
  }

  let server = null;
  let boundPort = port;
  const sockets = new Set();

  async function start() {
    if (server) return;
    // Addresses up to a megabyte, as a page served by its service worker takes them
    // (tests of hostile input send 117 KB of query; Node's own limit is 16 KB).
    server = http.createServer({ maxHeaderSize: 2 * 1024 * 1024 }, (req, res) => {
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
  policy = typeof csp === 'function' ? csp(origin) : csp;
  watching = typeof reportOnly === 'function' ? reportOnly(origin) : reportOnly;
  return {
    origin,
    url: origin + prefix,
    port: boundPort,
    requests,
    /**
     * Every answer of 400 or more so far, a favicon too: the game names its icon, and the
     * tests' own pages name a data: one, so no page here makes the browser guess /favicon.ico.
     */
    failures,
    /** The reports of the `reportOnly` policy's violations so far. */
    reports,
    /**
     * Serves `html` as a page of this origin outside the site (no site policy), and
     * returns its address: a host page for a frame, as another site would embed the
     * game. (A blank page cannot host it: Chromium does not let a page without an
     * address load a frame from a local address.)
     */
    hostPage(html) {
      const at = `/__jarmo-test/host-${hosts.size + 1}.html`;
      hosts.set(at, html);
      return origin + at;
    },
    /**
     * Holds back the answers for the site's paths that match `pattern` (a RegExp) until
     * `release()`: a file that comes late, whatever the machine's speed. `asked`
     * resolves once a held path has been asked for.
     */
    hold(pattern) {
      const entry = { pattern, waiting: [], onAsked: () => {} };
      const asked = new Promise((ok) => { entry.onAsked = ok; });
      holds.push(entry);
      return {
        asked,
        release() {
          if (holds.includes(entry)) holds.splice(holds.indexOf(entry), 1);
          for (const answer of entry.waiting.splice(0)) answer();
        },
      };
    },
    start,
    stop,
    close: stop,
  };
}

function inject(html) {
  const tag = `<script src="${WATCH_PATH}"></script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  return tag + html;
}

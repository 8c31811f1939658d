// The rest of the web, as a test sees it, for a browser whose driver cannot intercept
// the page's requests (WebKitGTK through WebDriver classic): an HTTP proxy on
// 127.0.0.1 that the browser sends every request for a host other than the tests' own
// servers to (browser.mjs, startWebKitDriver: through the system's proxy settings). Each
// such request is put to the page's `outside(url)` (newPage): its answer
// ({contentType, body}) is served at that very address, and without one the request
// fails as a blocked load does (the connection is closed unanswered).
//
// An https:// address comes as a CONNECT tunnel, whose TLS the proxy ends itself, with
// a self-signed certificate made here by the openssl command (the browser's session
// accepts it: WebDriver's `acceptInsecureCerts`), so that it sees the whole address
// asked for, as a request interception in the other engines does. A request for the
// tests' own servers that reaches the proxy anyway is passed on to them.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether `url` leaves the tests' own servers, which all listen on 127.0.0.1. */
export function isOutside(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return /^(https?|wss?):$/.test(parsed.protocol) && !['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
}

let certificate = null;
/** A self-signed certificate and its key (made once per process, in a moment, by openssl). */
function selfSigned() {
  if (!certificate) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jarmo-outside-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=jarmo-test-outside'], { stdio: ['ignore', 'ignore', 'pipe'] });
      certificate = { key: readFileSync(key), cert: readFileSync(cert) };
    } catch (error) {
      throw new Error(`the openssl command (Debian package openssl) could not make the test proxy's certificate: ${error.stderr ?? error.message}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return certificate;
}

/**
 * Starts the proxy. Its `answer` (a page's `outside`, or null: every outside request
 * fails) is read at each request, so that one browser session may serve one page after
 * another. Resolves to { port, answer, close() }.
 */
export async function startOutsideProxy() {
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const proxy = { port: 0, answer: null };
  /** Answers a request for `url`, on another host, or fails it. */
  const respond = (url, res) => {
    const given = proxy.answer?.(url);
    if (!given) {
      res.socket.destroy();
      return;
    }
    // Each connection carries one answer: a browser sends a request again, once, when
    // a connection it kept open fails, and a refused request would then count twice.
    res.writeHead(200, {
      'Content-Type': given.contentType, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*', Connection: 'close',
    });
    res.end(given.body);
  };
  // It does not listen: it is handed the tunnels.
  const secure = https.createServer(selfSigned(), (req, res) => respond(`https://${req.headers.host}${req.url}`, res));
  secure.on('tlsClientError', () => {});

  // A request for http:// comes with the whole address (absolute form); one for
  // https:// as a CONNECT tunnel, whose TLS the proxy ends itself.
  const server = http.createServer((req, res) => {
    if (isOutside(req.url)) {
      respond(req.url, res);
      return;
    }
    // One of the tests' own servers: passed on.
    const to = new URL(req.url);
    const onward = http.request({
      host: to.hostname, port: to.port, method: req.method, path: `${to.pathname}${to.search}`, headers: req.headers,
    }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    onward.on('error', () => res.socket.destroy());
    req.pipe(onward);
  });
  server.on('connection', track);
  server.on('clientError', (error, socket) => socket.destroy());
  server.on('connect', (req, socket, head) => {
    const at = req.url.lastIndexOf(':');
    const host = req.url.slice(0, at);
    const port = Number(req.url.slice(at + 1));
    if (!isOutside(`https://${host}/`)) {
      // A tunnel to one of the tests' own servers: passed on as it is.
      const onward = net.connect(port, host.replace(/^\[|\]$/g, ''), () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        onward.write(head);
        onward.pipe(socket);
        socket.pipe(onward);
      });
      track(onward);
      onward.on('error', () => socket.destroy());
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    secure.emit('connection', socket);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  proxy.port = server.address().port;
  proxy.close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((ok) => server.close(() => ok()));
  };
  return proxy;
}

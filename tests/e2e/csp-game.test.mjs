// The built game under the strict Content-Security-Policy it documents: no violation,
// no console error, and a game against the computer (its engine in a Web Worker) works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { CSP, serveStatic } from '../lib-portal/server.mjs';
import { prepareSite } from '../lib-portal/site.mjs';
import { launchBrowser, watchProblems } from '../lib-portal/browser.mjs';
import { clickCircle } from '../lib/harness.mjs';

let site;
let server;
let browser;

before(async () => {
  site = await prepareSite();
  server = await serveStatic({ root: site.dir, prefix: '/jarmo/', csp: CSP });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await site?.remove();
});

test('the_game_runs_under_the_strict_csp_with_the_computer_in_its_worker', async () => {
  assert.equal(CSP, "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'");
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const response = await page.goto(`${server.url}?mode=ai&level=2&color=white&theme=dark`);
  assert.equal(response.headers()['content-security-policy'], CSP);
  await page.waitForSelector('body.ready');
  await clickCircle(page, 'b1');
  await clickCircle(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('#record button.move').length === 2,
    null, { timeout: 20000 });
  // The language selector loads a catalog module, the rules page its own scripts.
  await page.selectOption('#language', 'pt');
  await page.waitForFunction(() => document.documentElement.lang === 'pt');
  await page.click('#rules-link');
  await page.waitForSelector('body[data-ready]');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

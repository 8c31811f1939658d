// One way to drive every browser engine, so that each end-to-end test is written once
// and runs in Chromium, Firefox and WebKit. `JARMO_BROWSER` picks the engine
// (chromium, the default; firefox; webkit):
//
// - Chromium: Debian's chromium-headless-shell through playwright-core (see
//   chromiumPath), or /usr/bin/chromium.
// - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi.
// - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic) and
//   selenium-webdriver, each driver on an X display of its own (Xvfb with xsettingsd,
//   started here: see startDisplay).
//
// Every engine gets the same small surface: a Page (and a Frame for an <iframe> in
// it) that can evaluate a function, click, tap and drag at points, type and press
// keys, and say what went wrong. Points are always in the top-level page's CSS
// pixels. The helpers a test uses (click on an element, fill a field, wait for a
// condition) are written once on top of that surface, in the Target class below.
//
// Where an engine's driver truly lacks something (touch input in WebKit, whose
// WebDriver turns a touch pointer into a mouse), `browser.lacks(feature)` says so,
// and a test that needs it says which engine skips it and why (see `needs` in
// harness.mjs).

import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOutside, startOutsideProxy } from './outside.mjs';
import { BLANK_PATH, injection } from './server.mjs';

export const ENGINE = process.env.JARMO_BROWSER || 'chromium';
export const ENGINES = ['chromium', 'firefox', 'webkit'];
if (!ENGINES.includes(ENGINE)) throw new Error(`JARMO_BROWSER must be one of ${ENGINES.join(', ')}, not '${ENGINE}'`);

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** A function, or the body of one given as a string, as a function (drivers send its source). */
// eslint-disable-next-line no-new-func
const asFunction = (fn) => (typeof fn === 'function' ? fn : new Function(fn));
const source = (fn) => asFunction(fn).toString();

/**
 * Where an element is, in top-level page coordinates, and whether a press at its
 * centre would reach it (nothing covers it). Runs in the page.
 */
function probe(selector) {
  const el = document.querySelector(selector);
  if (!el) return { found: false };
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const visible = r.width > 0 && r.height > 0 && style.visibility !== 'hidden'
    && !el.closest('[hidden]') && (el.checkVisibility ? el.checkVisibility() : true);
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  const reachable = Boolean(top) && (top === el || el.contains(top) || (el.labels && [...el.labels].some((l) => l.contains(top))));
  const what = (node) => node && `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
  return {
    found: true, visible, reachable, disabled: Boolean(el.disabled), x, y, width: r.width, height: r.height,
    left: r.left, top: r.top, cover: reachable ? null : what(top),
  };
}

/**
 * The helpers every test uses, on top of an engine's evaluate, pointer and keys.
 * A Page is a Target; so is a Frame (an <iframe> in a page), whose points are
 * translated to the top-level page.
 */
export class Target {
  /** @param {object} raw the engine's own: evaluate, focus, keyboard, offset */
  constructor(page, raw) {
    this.page = page;
    this.raw = raw;
  }

  /** Runs `fn(arg)` in this document; resolves to its (JSON) result. */
  evaluate(fn, arg) {
    return this.raw.evaluate(asFunction(fn), arg);
  }

  /** Polls `fn(arg)` in the page until it returns something truthy, and returns that. */
  async waitFor(fn, arg, { timeout = 15000, interval = 50, what } = {}) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this.evaluate(fn, arg);
        if (last) return last;
      } catch (e) {
        // A page in the middle of navigating has no document to ask: ask again. (WebKit's
        // driver says so as a NoSuchFrameError, "Callback was not called before the
        // unload event", when the page it asked leaves while the script runs.)
        if (!/navigat|context|destroyed|detached|no such|stale|discarded|Execution|unload/i.test(`${e.name} ${e.message}`)
          && !/NoSuchFrame/.test(e.name)) throw e;
      }
      if (Date.now() > end) {
        throw new Error(`timed out after ${timeout} ms waiting for ${what ?? source(fn).slice(0, 160)} (last: ${JSON.stringify(last)})`);
      }
      await sleep(interval);
    }
  }

  /** Waits until an element matching `selector` is in the document (and shown, unless `hidden`). */
  waitForSelector(selector, { hidden = false, timeout } = {}) {
    return this.waitFor(([sel, wantHidden]) => {
      const el = document.querySelector(sel);
      const shown = Boolean(el) && el.getClientRects().length > 0 && !el.closest('[hidden]')
        && getComputedStyle(el).visibility !== 'hidden';
      return wantHidden ? !shown : shown;
    }, [selector, hidden], { timeout, what: `${selector} to be ${hidden ? 'hidden' : 'shown'}` });
  }

  /** This document's viewport origin in top-level page coordinates. */
  offset() {
    return this.raw.offset();
  }

  /** The element's box in top-level page coordinates, scrolled into view; null when absent. */
  async box(selector) {
    const p = await this.evaluate(probe, selector);
    if (!p.found) return null;
    const o = await this.offset();
    return { ...p, x: p.x + o.x, y: p.y + o.y, left: p.left + o.x, top: p.top + o.y };
  }

  /**
   * Clicks an element as a person does: with the mouse (or a tap) at its centre. Fails
   * when the element is missing, hidden, disabled or covered by another, which a
   * person could not click either.
   */
  async click(selector, { timeout = 10000, tap = false } = {}) {
    const end = Date.now() + timeout;
    let b;
    for (;;) {
      b = await this.box(selector);
      if (b && b.visible && b.reachable && !b.disabled) break;
      if (Date.now() > end) {
        const why = !b ? 'is not in the page' : !b.visible ? 'is not visible' : b.disabled ? 'is disabled' : `is covered by ${b.cover}`;
        throw new Error(`cannot click ${selector}: it ${why}`);
      }
      await sleep(50);
    }
    if (tap) await this.page.tap(b.x, b.y);
    else await this.page.mouse.click(b.x, b.y);
  }

  /**
   * Gives an element the keyboard focus. A script may not move the focus into a frame
   * of another origin that the person has not touched yet (WebKit refuses), so where
   * that fails this presses on the element's edge first, as a person would click it.
   */
  async focus(selector) {
    await this.raw.focus(selector);
    const focused = (sel) => document.activeElement === document.querySelector(sel);
    if (await this.evaluate(focused, selector)) return;
    const b = await this.box(selector);
    await this.page.mouse.click(b.left + 2, b.top + 2);
    await this.raw.focus(selector);
    if (!(await this.evaluate(focused, selector))) throw new Error(`cannot focus ${selector}`);
  }

  /** Replaces a text field's value by typing `text` into it (after selecting what was there). */
  async fill(selector, text) {
    await this.focus(selector);
    await this.evaluate((sel) => document.querySelector(sel).select(), selector);
    if (text === '') await this.keyboard.press('Backspace');
    else await this.keyboard.type(text);
  }

  /** Presses a key (`Enter`, `Escape`, `ArrowLeft`, `Control+z`) in the focused element of this document. */
  press(key) {
    return this.keyboard.press(key);
  }

  get keyboard() {
    return this.raw.keyboard;
  }

  /**
   * Chooses `value` in a <select>. A select's list is the system's own widget, which
   * no driver can click in every engine: the choice is made as the list would, with
   * an input and a change event; and only on a select a person can see, as a person would.
   */
  select(selector, value) {
    return this.evaluate(([sel, v]) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`no ${sel}`);
      if (el.disabled) throw new Error(`${sel} is disabled`);
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') throw new Error(`${sel} is not shown`);
      if (![...el.options].some((o) => o.value === v)) throw new Error(`${sel} has no option ${v}`);
      el.focus();
      el.value = v;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, [selector, String(value)]);
  }

  /** Ticks a checkbox or radio button by clicking it (or its label). */
  async check(selector) {
    const checked = await this.evaluate((sel) => document.querySelector(sel)?.checked, selector);
    if (!checked) await this.click(selector);
  }

  text(selector) {
    return this.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`no element ${sel}`);
      return el.textContent;
    }, selector);
  }

  value(selector) {
    return this.evaluate((sel) => document.querySelector(sel).value, selector);
  }

  attr(selector, name) {
    return this.evaluate(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [selector, name]);
  }

  /** Whether an element is present and shown (it has a box and no hidden ancestor). */
  visible(selector) {
    return this.evaluate((sel) => {
      const el = document.querySelector(sel);
      return Boolean(el) && el.getClientRects().length > 0 && !el.closest('[hidden]')
        && getComputedStyle(el).visibility !== 'hidden';
    }, selector);
  }

  async hidden(selector) {
    return !(await this.visible(selector));
  }

  disabled(selector) {
    return this.evaluate((sel) => document.querySelector(sel).disabled, selector);
  }

  /** Whether a checkbox or radio button is ticked. */
  checked(selector) {
    return this.evaluate((sel) => document.querySelector(sel).checked, selector);
  }

  /** How many elements match `selector`. */
  count(selector) {
    return this.evaluate((sel) => document.querySelectorAll(sel).length, selector);
  }

  /** The text of every element matching `selector`, in document order. */
  texts(selector) {
    return this.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => el.textContent), selector);
  }

  /** The <iframe> matching `selector` in this document, as a Target. */
  async frame(selector) {
    return new Target(this.page, await this.raw.frame(selector));
  }
}

/** A page of one engine: a Target with navigation, pointer, touch, screenshots and errors. */
export class Page extends Target {
  constructor(raw) {
    super(null, raw);
    this.page = this;
    this.mouse = {
      move: (x, y, options) => raw.mouse.move(x, y, options),
      /** `button`: 'left' (the default) or 'right'. */
      down: (button = 'left') => raw.mouse.down(button),
      up: (button = 'left') => raw.mouse.up(button),
      click: (x, y) => raw.mouse.click(x, y),
    };
  }

  get engine() {
    return this.raw.engine;
  }

  async goto(url) {
    await this.raw.goto(url);
  }

  async reload() {
    await this.raw.reload();
  }

  url() {
    return this.raw.url();
  }

  /** A tap on a touch screen (only where `browser.lacks('touch')` is false). */
  tap(x, y) {
    return this.raw.tap(x, y);
  }

  /**
   * A finger pressed at one point, moved in steps to another and lifted there (touch
   * screens only); `hold`: before it moves, it rests this many ms (a long press).
   */
  touchDrag(from, to, steps = 10, { hold = 0 } = {}) {
    return this.raw.touchDrag(from, to, steps, hold);
  }

  /** Presses at one point (`button`: 'left' or 'right'), moves in steps to another and lets go there. */
  async drag(from, to, steps = 10, { button = 'left' } = {}) {
    await this.mouse.move(from.x, from.y);
    await this.mouse.down(button);
    for (let i = 1; i <= steps; i++) {
      await this.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    }
    await this.mouse.up(button);
  }

  /** Resizes the viewport to `width` x `height` CSS pixels. */
  setViewport(width, height) {
    return this.raw.setViewport(width, height);
  }

  /** A screenshot of the viewport into `file` (PNG). */
  screenshot(file) {
    return this.raw.screenshot(file);
  }

  /** Another tab of the same browser profile: it shares this page's storage. */
  async tab() {
    return new Page(await this.raw.tab());
  }

  /** Console errors, uncaught exceptions and failed loads of this page and its frames so far. */
  errors() {
    return this.raw.errors();
  }

  /**
   * Switches the system's colour scheme ('light' or 'dark') while the page is open, as
   * a person switching the desktop's theme does, and waits until the page sees it.
   * The switch holds for this page's browser profile until the page is closed.
   */
  async setColorScheme(scheme) {
    if (scheme !== 'light' && scheme !== 'dark') throw new Error(`no colour scheme '${scheme}'`);
    await this.raw.setColorScheme(scheme);
    await this.waitFor((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark',
      { what: `the system's colour scheme to become ${scheme}` });
  }

  /**
   * The web app manifest as the browser itself reads it, where it says: Chromium's
   * install check ({url, errors, data}); null in engines that expose no manifest
   * parser (Firefox, WebKit), where a test reads the manifest itself.
   */
  appManifest() {
    return this.raw.appManifest?.() ?? null;
  }

  /** Closes this tab only; the profile's other tabs (see tab()) stay open. */
  closeTab() {
    return this.raw.closeTab();
  }

  /** Closes the page and every tab of its profile. */
  close() {
    return this.raw.close();
  }
}

// ---------------------------------------------------------------------------
// Chromium: playwright-core.

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

function playwrightKey(key) {
  return key;
}

function playwrightTarget(frame, page, offset) {
  return {
    evaluate: (fn, arg) => frame.evaluate(fn, arg),
    focus: (selector) => frame.focus(selector),
    keyboard: {
      press: (key) => page.keyboard.press(playwrightKey(key)),
      type: (text) => page.keyboard.type(text),
    },
    offset,
    frame: async (selector) => {
      const handle = await frame.waitForSelector(selector, { state: 'attached' });
      const inner = await handle.contentFrame();
      const frameOffset = async () => {
        const r = await frame.evaluate((sel) => {
          const el = document.querySelector(sel);
          const b = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          return { x: b.left + el.clientLeft + parseFloat(s.paddingLeft), y: b.top + el.clientTop + parseFloat(s.paddingTop) };
        }, selector);
        const o = await offset();
        return { x: o.x + r.x, y: o.y + r.y };
      };
      return playwrightTarget(inner, page, frameOffset);
    },
  };
}

/**
 * Which Chromium runs the tests. `CHROMIUM` names one. Else Debian's
 * chromium-headless-shell, Playwright's own choice for headless runs: the same
 * Blink and V8 as /usr/bin/chromium (one source package, one version), without the
 * full browser around them, so a fresh page costs 0.4 processor-seconds instead of
 * 1.0 (ten pages opened and made ready: 3.9 against 9.6-10.8). The whole matrix
 * (`JARMO_ALL_ENGINES=1`, `bash scripts/test.sh all-engines`) and the benchmarks run
 * the full browser, where people play.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.JARMO_ALL_ENGINES !== '1' && !process.env.JARMO_BENCH && existsSync(shell) ? shell : '/usr/bin/chromium';
}

async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const lacking = new Set();
  return {
    engine: 'chromium',
    lacks: (feature) => lacking.has(feature),
    async newPage(options) {
      const context = await browser.newContext({
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        hasTouch: options.mobile,
        isMobile: options.mobile,
        colorScheme: options.colorScheme ?? 'light',
        locale: options.locale ?? 'en-US',
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        serviceWorkers: options.serviceWorkers,
        acceptDownloads: true,
      });
      if (options.clipboard) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      }
      if (options.init) await context.addInitScript({ content: `(${source(options.init)})();` });
      if (options.outside) {
        await context.route('**/*', (route) => {
          const url = route.request().url();
          if (!isOutside(url)) return route.continue();
          const given = options.outside(url);
          return given ? route.fulfill({ contentType: given.contentType, body: given.body }) : route.abort('blockedbyclient');
        });
      }
      const makePage = async () => {
        const page = await context.newPage();
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
        page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
        page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
        const raw = playwrightTarget(page.mainFrame(), page, async () => ({ x: 0, y: 0 }));
        return Object.assign(raw, {
          engine: 'chromium',
          native: page,
          goto: (url) => page.goto(url),
          reload: () => page.reload(),
          url: () => page.url(),
          mouse: {
            move: (x, y) => page.mouse.move(x, y),
            down: (button) => page.mouse.down({ button }),
            up: (button) => page.mouse.up({ button }),
            click: (x, y) => page.mouse.click(x, y),
          },
          tap: (x, y) => page.touchscreen.tap(x, y),
          // Playwright's touchscreen only taps: the touch events of a drag go through CDP.
          async touchDrag(from, to, steps, hold = 0) {
            const cdp = await context.newCDPSession(page);
            const at = (p) => [{ x: Math.round(p.x), y: Math.round(p.y) }];
            try {
              await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
              if (hold) await sleep(hold);
              for (let i = 1; i <= steps; i++) {
                const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
              }
              await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
            } finally {
              await cdp.detach();
            }
          },
          setViewport: (width, height) => page.setViewportSize({ width, height }),
          screenshot: (file) => page.screenshot({ path: file }),
          tab: makePage,
          errors: async () => [...errors],
          setOffline: (on) => context.setOffline(on),
          setColorScheme: (colorScheme) => page.emulateMedia({ colorScheme }),
          async appManifest() {
            const cdp = await context.newCDPSession(page);
            try {
              return await cdp.send('Page.getAppManifest');
            } finally {
              await cdp.detach();
            }
          },
          closeTab: () => page.close(),
          close: () => context.close(),
        });
      };
      return makePage();
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi.

function puppeteerKey(key) {
  return key;
}

async function pressWith(keyboard, key) {
  const parts = key.split('+');
  const main = parts.pop() || '+';
  for (const m of parts) await keyboard.down(m);
  await keyboard.press(main);
  for (const m of parts.reverse()) await keyboard.up(m);
}

function puppeteerTarget(frame, page, offset) {
  return {
    evaluate: (fn, arg) => frame.evaluate(fn, arg),
    focus: async (selector) => {
      await frame.evaluate((sel) => {
        const el = document.querySelector(sel);
        if (!el) throw new Error(`no element ${sel}`);
        el.focus();
      }, selector);
    },
    keyboard: {
      press: (key) => pressWith(page.keyboard, puppeteerKey(key)),
      type: (text) => page.keyboard.type(text),
    },
    offset,
    frame: async (selector) => {
      const handle = await frame.waitForSelector(selector);
      const inner = await handle.contentFrame();
      const frameOffset = async () => {
        const r = await frame.evaluate((sel) => {
          const el = document.querySelector(sel);
          const b = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          return { x: b.left + el.clientLeft + parseFloat(s.paddingLeft), y: b.top + el.clientTop + parseFloat(s.paddingTop) };
        }, selector);
        const o = await offset();
        return { x: o.x + r.x, y: o.y + r.y };
      };
      return puppeteerTarget(inner, page, frameOffset);
    },
  };
}

async function launchFirefox() {
  const puppeteer = (await import('puppeteer-core')).default;
  // Colour scheme, languages and reduced motion are preferences of the whole browser
  // in Firefox: one browser for each set of them, started when first needed.
  const browsers = new Map();
  async function browserFor(options) {
    const prefs = {
      'layout.css.prefers-color-scheme.content-override': options.colorScheme === 'dark' ? 0 : 1,
      'intl.accept_languages': options.locale ? `${options.locale}, ${options.locale.split('-')[0]}` : 'en-US, en',
      'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
      // The same as Chromium's: a page may copy on a click.
      'dom.events.asyncClipboard.clipboardItem': true,
      'browser.download.folderList': 2,
      'browser.download.dir': os.tmpdir(),
      // Reading the clipboard without the paste menu Firefox shows a person (the test
      // switch Firefox's own tests use), where a test asks for the clipboard.
      'dom.events.testing.asyncClipboard': Boolean(options.clipboard),
    };
    const key = JSON.stringify(prefs);
    if (!browsers.has(key)) {
      browsers.set(key, puppeteer.launch({
        browser: 'firefox',
        executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
        headless: true,
        extraPrefsFirefox: prefs,
        // Lets WebDriver BiDi reach the browser's own (chrome) scope, where a
        // preference can change while pages are open: see setColorScheme.
        args: ['--remote-allow-system-access'],
      }).then((browser) => ({ browser, prefs })));
    }
    return browsers.get(key);
  }
  /** Sets a preference of the running browser, in its chrome scope. */
  async function setPref(browser, name, value) {
    const connection = browser.connection;
    const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    const [chrome] = result.contexts;
    const call = typeof value === 'number' ? 'setIntPref' : typeof value === 'boolean' ? 'setBoolPref' : 'setStringPref';
    const answer = await connection.send('script.evaluate', {
      expression: `Services.prefs.${call}(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
      target: { context: chrome.context },
      awaitPromise: false,
    });
    if (answer.result.type === 'exception') throw new Error(`could not set ${name}: ${JSON.stringify(answer.result.exceptionDetails)}`);
  }
  return {
    engine: 'firefox',
    lacks: () => false,
    async newPage(options) {
      const { browser, prefs } = await browserFor(options);
      const context = await browser.createBrowserContext();
      const SCHEME = 'layout.css.prefers-color-scheme.content-override';
      let schemeChanged = false;
      // A phone's touch screen: WebDriver BiDi's touch input (touch pointer events, as
      // a finger gives them) on a viewport of the phone's size and pixel ratio.
      // Firefox for the desktop has no mobile viewport (<meta name="viewport">) to emulate.
      const viewport = (size) => ({
        ...size, deviceScaleFactor: options.deviceScaleFactor ?? 1, hasTouch: Boolean(options.mobile), isMobile: false,
      });
      const makePage = async () => {
        const page = await context.newPage();
        await page.setViewport(viewport(options.viewport));
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
        page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
        page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
        const init = [options.serviceWorkers === 'block' ? BLOCK_SERVICE_WORKERS : '', options.init ? `(${source(options.init)})();` : ''].join('\n');
        if (init.trim()) await page.evaluateOnNewDocument(init);
        if (options.outside) {
          // WebDriver BiDi's network interception: every request of the page waits
          // here until it is let through, answered or failed.
          await page.setRequestInterception(true);
          page.on('request', (request) => {
            const url = request.url();
            if (!isOutside(url)) return request.continue();
            const given = options.outside(url);
            return given ? request.respond({ status: 200, contentType: given.contentType, body: given.body })
              : request.abort('blockedbyclient');
          });
        }
        const raw = puppeteerTarget(page.mainFrame(), page, async () => ({ x: 0, y: 0 }));
        return Object.assign(raw, {
          engine: 'firefox',
          native: page,
          goto: (url) => page.goto(url),
          reload: () => page.reload(),
          url: () => page.url(),
          mouse: {
            move: (x, y) => page.mouse.move(x, y),
            down: (button) => page.mouse.down({ button }),
            up: (button) => page.mouse.up({ button }),
            click: (x, y) => page.mouse.click(x, y),
          },
          tap: (x, y) => page.touchscreen.tap(x, y),
          async touchDrag(from, to, steps, hold = 0) {
            await page.touchscreen.touchStart(from.x, from.y);
            if (hold) await sleep(hold);
            for (let i = 1; i <= steps; i++) {
              await page.touchscreen.touchMove(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
            }
            await page.touchscreen.touchEnd();
          },
          setViewport: (width, height) => page.setViewport(viewport({ width, height })),
          screenshot: (file) => page.screenshot({ path: file }),
          tab: makePage,
          errors: async () => [...errors],
          setOffline: (on) => page.setOfflineMode(on),
          // The colour scheme is a preference of the whole browser: set it back when
          // the page closes, for the next page that asks for this browser's scheme.
          async setColorScheme(scheme) {
            schemeChanged = true;
            await setPref(browser, SCHEME, scheme === 'dark' ? 0 : 1);
          },
          closeTab: () => page.close(),
          async close() {
            await context.close();
            if (schemeChanged) await setPref(browser, SCHEME, prefs[SCHEME]);
          },
        });
      };
      return makePage();
    },
    async close() {
      for (const b of browsers.values()) await (await b).browser.close();
    },
  };
}

/** For engines whose driver cannot block service workers: the page finds none to register. */
const BLOCK_SERVICE_WORKERS = `Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true });`;

// ---------------------------------------------------------------------------
// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver.

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** JARMO_WEBKIT_FRESH=1: a new session (MiniBrowser) for every page, none kept (see close). */
const FRESH_SESSIONS = process.env.JARMO_WEBKIT_FRESH === '1';

function freePort() {
  return new Promise((ok, fail) => {
    const s = net.createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Helper processes (Xvfb, xsettingsd, drivers) go when the test process goes, however it ends. */
const helpers = new Set();
function killHelpers() {
  for (const child of helpers) {
    try {
      // A driver runs in a process group of its own: killing the group takes the
      // browsers it started too, which would otherwise outlive a stopped run.
      if (child.group) process.kill(-child.pid, 'SIGKILL');
      else child.kill();
    } catch {
      // already gone
    }
  }
}
process.on('exit', killHelpers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killHelpers();
    process.exit(130);
  });
}
function helper(child) {
  helpers.add(child);
  child.on('exit', () => helpers.delete(child));
  child.on('error', () => {});
  return child;
}

/** The locales this machine has generated (`locale -a`), as `fi_FI.utf8`. */
let generatedLocales = null;
function hasLocale(posix) {
  if (!generatedLocales) {
    const out = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
    generatedLocales = new Set(out.split('\n').map((l) => l.trim().toLowerCase().replace('utf-8', 'utf8')));
  }
  return generatedLocales.has(posix.toLowerCase().replace('utf-8', 'utf8'));
}

/** Waits until a child's output (stderr or fd 3) has a line matching `pattern`; returns the match. */
function waitForOutput(stream, pattern, what, timeout = 10000) {
  return new Promise((ok, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what} did not start: ${seen.slice(-300)}`)), timeout);
    stream.on('data', (chunk) => {
      seen += chunk;
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        ok(m);
      }
    });
  });
}

/**
 * An X display of its own for one WebKitWebDriver: an Xvfb that picks a free display
 * number, and an XSETTINGS manager (xsettingsd) on it. WebKitGTK takes the page's
 * prefers-color-scheme from GTK's theme name (a name ending in -dark is dark), and
 * GTK takes the theme name from the display's XSETTINGS, live: so the colour scheme can
 * change while a page is open (setColorScheme), as when a person switches the
 * desktop's theme, without touching other browsers (or other people's) on another
 * display. The screen is large enough for a phone's viewport at a pixel ratio of 3.
 * The pointer rests on the browser's toolbar, so that its window has the keyboard focus.
 */
async function startDisplay(dark) {
  const xvfb = helper(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '3840x2400x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] }));
  const [, number] = await waitForOutput(xvfb.stdio[3], /^(\d+)\n/, 'Xvfb (Debian package xvfb)');
  const display = `:${number}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jarmo-xsettings-'));
  const conf = path.join(dir, 'xsettingsd.conf');
  const write = (isDark) => writeFileSync(conf, `Net/ThemeName "${isDark ? 'Adwaita-dark' : 'Adwaita'}"\n`);
  write(dark);
  const xsettings = helper(spawn('xsettingsd', ['-c', conf], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] }));
  await waitForOutput(xsettings.stderr, /Took ownership of selection/, 'xsettingsd (Debian package xsettingsd; scripts/test.sh installs it)');
  // With no window manager, X gives the keyboard focus to the window under the mouse
  // pointer, and a browser window without it is not focused: document.hasFocus() is
  // false, and an element focused with Tab does not match :focus or :focus-visible.
  // Every browser window opens at the top left corner; the pointer waits on its
  // toolbar, where the page gets no mouse events from it.
  const moved = spawnSync('xdotool', ['mousemove', '2', '2'], { env: { ...process.env, DISPLAY: display }, encoding: 'utf8' });
  if (moved.status !== 0) {
    xsettings.kill();
    xvfb.kill();
    throw new Error(`xdotool (Debian package xdotool; scripts/test.sh installs it) could not move the pointer: ${moved.error?.message ?? moved.stderr}`);
  }
  return {
    display,
    setDark(isDark) {
      write(isDark);
      xsettings.kill('SIGHUP');
    },
    stop() {
      xsettings.kill();
      xvfb.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A WebKitWebDriver process on a display of its own. WebKitGTK takes the colour scheme
 * from the display's XSETTINGS (see startDisplay), reduced motion from GTK's settings,
 * the device pixel ratio from GDK_SCALE (whole numbers only) and the languages from
 * the process's locale, which must be generated on this machine (scripts/test.sh
 * generates the tests' locales; without it WebKit silently says en-US): one driver for
 * each set of them, with its own settings folder.
 */
async function startWebKitDriver(options) {
  const locale = options.locale ? `${options.locale.replace('-', '_')}.UTF-8` : 'en_US.UTF-8';
  if (!hasLocale(locale)) {
    const [lang] = locale.split('.');
    throw new Error(`WebKit takes the browser's language from the locale, and ${locale} is not generated here: `
      + `run scripts/test.sh, or as root: localedef -i ${lang} -f UTF-8 ${locale}`);
  }
  const scale = options.deviceScaleFactor ?? 1;
  if (!Number.isInteger(scale)) throw new Error(`WebKitGTK scales by whole numbers only, not ${scale}`);
  const port = await freePort();
  const home = mkdtempSync(path.join(os.tmpdir(), 'jarmo-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'), [
    '[Settings]',
    `gtk-enable-animations=${options.reducedMotion ? 0 : 1}`,
    '',
  ].join('\n'));
  // MiniBrowser's toolbar (a location entry GTK keeps at least 150 px wide, and a
  // row of buttons) would keep its window, and so the page, at least 447 px wide:
  // this lets it shrink, so that a page can be as narrow as a phone (280 px). The
  // web content is drawn by WebKit itself, not by GTK's style sheet.
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), [
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }',
    'entry { margin-right: -150px; }',
    '',
  ].join('\n'));
  // Downloads go to the driver's own folder, not the user's.
  mkdirSync(path.join(home, 'downloads'));
  writeFileSync(path.join(home, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${path.join(home, 'downloads')}"\n`);
  const screen = await startDisplay(options.colorScheme === 'dark');
  const env = {
    ...process.env,
    DISPLAY: screen.display,
    XDG_CONFIG_HOME: home,
    GDK_SCALE: String(scale),
    LANG: locale,
    LC_ALL: locale,
    LANGUAGE: locale.split('.')[0],
  };
  // A theme given in the environment would win over the display's settings.
  delete env.GTK_THEME;
  // Skia paints on the CPU, as WebKitGTK does on a machine without a GPU (Xvfb has none).
  // Its GPU painting through Mesa's software GL now and then fails to compile a gradient's
  // shader ("SkRuntimeEffectPriv.h: integer is too large: 0") and the web process aborts;
  // Safari itself paints with Core Graphics, never with Skia.
  env.WEBKIT_SKIA_ENABLE_CPU_RENDERING = '1';
  // Pages that say what the rest of the web answers (newPage's `outside`): every request
  // for another host goes to a proxy of this driver's (outside.mjs), through the
  // system's proxy settings, which GLib reads from the environment with libproxy.
  // Not WebDriver's proxy capability: WebKitWebDriver makes its sslProxy a proxy spoken
  // to in TLS (GLib's GHttpsProxy), which refuses any certificate the system's
  // authorities did not sign, whatever the session accepts, and its socksProxy a proxy
  // for socks:// addresses alone.
  let proxy = null;
  if (options.outside) {
    proxy = await startOutsideProxy();
    const address = `http://127.0.0.1:${proxy.port}`;
    Object.assign(env, {
      GIO_USE_PROXY_RESOLVER: 'libproxy', http_proxy: address, https_proxy: address, no_proxy: '127.0.0.1,localhost',
    });
  }
  // What the driver and the browser print (a web process that crashed, say) is kept in
  // tests/artifacts/webkit/, and a failed step quotes its end.
  const logDir = fileURLToPath(new URL('../artifacts/webkit/', import.meta.url));
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, `webkitwebdriver-${port}.log`);
  const out = openSync(log, 'w');
  const child = helper(spawn(process.env.WEBKIT_DRIVER || 'WebKitWebDriver', [`--port=${port}`], { env, stdio: ['ignore', out, out], detached: true }));
  closeSync(out);
  child.log = log;
  child.group = true;
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${url}/status`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return {
    url,
    screen,
    log,
    proxy,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      screen.stop();
      rmSync(home, { recursive: true, force: true });
      await proxy?.close();
    },
  };
}

async function launchWebKit() {
  const { Builder, Button, By, Key } = await import('selenium-webdriver');
  injection.enabled = true;
  const drivers = new Map(); // options' key -> the drivers started for them
  const sessions = new Set();
  /**
   * A driver for these options with no session: WebKitWebDriver runs one session
   * at a time, so two pages open at once (two visitors, or a page and a link opened
   * elsewhere) need two drivers. A page's close() gives its driver back.
   */
  async function driverFor(options) {
    const key = JSON.stringify([options.colorScheme === 'dark', Boolean(options.reducedMotion), options.locale ?? null,
      options.deviceScaleFactor ?? 1, Boolean(options.outside)]);
    if (!drivers.has(key)) drivers.set(key, []);
    const pool = drivers.get(key);
    for (const entry of pool) {
      if (!entry.busy) {
        entry.busy = true;
        return entry;
      }
    }
    const entry = { busy: true, driver: startWebKitDriver(options) };
    pool.push(entry);
    return entry;
  }
  const KEYS = {
    Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Backspace: Key.BACK_SPACE, Space: ' ', ' ': ' ',
    ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN,
    Home: Key.HOME, End: Key.END, Delete: Key.DELETE, Control: Key.CONTROL, Shift: Key.SHIFT, Alt: Key.ALT,
    Meta: Key.META, PageUp: Key.PAGE_UP, PageDown: Key.PAGE_DOWN,
  };
  const keyOf = (k) => KEYS[k] ?? k;
  async function quit(driver) {
    sessions.delete(driver);
    await driver.quit().catch(() => {});
  }

  return {
    engine: 'webkit',
    lacks: (feature) => feature === 'touch',
    async newPage(options) {
      if (options.mobile) throw new Error('WebKitWebDriver has no touch emulation');
      const lease = await driverFor(options);
      let url;
      let screen;
      let log;
      let proxy;
      try {
        ({ url, screen, log, proxy } = await lease.driver);
      } catch (error) {
        lease.busy = false;
        throw error;
      }
      // A WebKitSettings switch of MiniBrowser: scripts may read and write the
      // clipboard (as a person's paste would allow), where a test asks for the clipboard.
      const args = ['--automation', ...(options.clipboard ? ['--javascript-can-access-clipboard=true'] : [])];
      const switches = JSON.stringify(args);
      // A page that says what the rest of the web answers (`outside`) has a driver of
      // its own, whose browsers send every request for another host than the tests'
      // servers to the driver's proxy (startWebKitDriver): the page's `outside` answers.
      if (proxy) proxy.answer = options.outside;
      // A session for this page alone: neither one kept from another page, nor kept after.
      // So has every page that lets a service worker register: WebKitGTK's web process
      // crashed in WebKit's own code both in such a page opened in a session that earlier
      // pages had used (the offline puzzle test, 1 run in 6 beside two busy loops; none
      // in 16 in a new session) and in the next page after one (a freed string, offset
      // 0x7f017d of libwebkit2gtk, in a frame sandboxed without allow-same-origin: 1 run
      // in 12, never without such a page; docs/testing.md). clear() unregistering the
      // workers prevented neither.
      const ownSession = FRESH_SESSIONS || options.serviceWorkers === 'allow';
      // The session (one MiniBrowser) the last page of this driver left, cleared (see
      // close), is this page's if it was started with the same switches: starting a
      // MiniBrowser takes longer than many a test.
      let driver = null;
      if (lease.kept && lease.kept.args === switches && !ownSession) driver = lease.kept.driver;
      else if (lease.kept) await quit(lease.kept.driver);
      lease.kept = null;
      if (!driver) {
        try {
          driver = await new Builder().usingServer(url).withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
            // The proxy's certificate, for every host (outside.mjs).
            ...(options.outside ? { acceptInsecureCerts: true } : {}),
          }).build();
        } catch (error) {
          lease.busy = false;
          throw error;
        }
        sessions.add(driver);
      }
      let schemeChanged = false;
      let closed = false;
      const origins = new Set(); // every origin this page was sent to (goto)
      // What the driver and the browser print from here on belongs to this page.
      const logFrom = (() => {
        try {
          return statSync(log).size;
        } catch {
          return 0;
        }
      })();
      // Every web process prints the same lines about sound and D-Bus, which this
      // machine lacks: they say nothing about a step.
      const NOISE = /^(ALSA lib |AL lib: |$)|Unable to get session D-Bus address/;
      const since = () => {
        try {
          return readFileSync(log).subarray(logFrom).toString('utf8');
        } catch {
          return '';
        }
      };
      const printed = () => since().split('\n').map((line) => line.trim()).filter((line) => !NOISE.test(line)).slice(-8).join(' | ');
      // A web process that crashes takes the step's answer with it, and the driver then
      // answers with little or nothing ("Could not parse script result", or an empty
      // message). Seen here: a general protection fault in Mesa's software GL
      // (swrast_dri.so) on WebKit's compositing thread, which the kernel's log names.
      const crashNoted = (error) => {
        if (error instanceof Error && !error.crashNoted && since().includes('WebProcess CRASHED')) {
          error.crashNoted = true;
          error.message = `WebKit's web process crashed while this page was open (${log}; the kernel's log, dmesg, names where)`
            + (error.message ? `: ${error.message}` : '');
        }
        return error;
      };
      const init = [options.serviceWorkers === 'block' ? BLOCK_SERVICE_WORKERS : '', options.init ? `(${source(options.init)})();` : ''].join('\n');
      // The set-up script reaches the page through the test servers' injected script.
      const setInit = () => {
        injection.init = init;
      };
      let current = null; // the window handle and frame path selenium is switched to
      const collected = [];
      const windows = [];
      // A session takes one command at a time, in whichever window (tab) it is switched
      // to: with two tabs driven at once (Promise.all), commands for one would land in
      // the other, or fail ("A previous interaction is still underway"). So each step,
      // switching to its window and frame and then one command, waits for the last.
      // A step the driver never answers (it waits for a page that cannot take the
      // event) fails after a minute instead of holding the test until its end.
      let queue = Promise.resolve();
      const STEP_MS = 60000;
      const serial = (fn) => {
        const run = queue.then(() => new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`WebKitWebDriver did not answer within ${STEP_MS / 1000} s`)), STEP_MS);
          Promise.resolve().then(fn).then(resolve, reject).finally(() => clearTimeout(timer));
        })).catch((error) => {
          throw crashNoted(error);
        });
        queue = run.catch(() => {});
        return run;
      };

      /**
       * Makes the session as a new one would be, for the next page: every origin the
       * page was sent to loses what it stored (storage, IndexedDB, caches, service
       * workers, cookies), from a blank page of its own (BLANK_PATH: the servers put
       * no test script in it), and the window shows about:blank with no key or button
       * held. Resolves to false, and the session is quit instead, where that cannot be
       * done for certain: a frame of another origin stored under this page's (WebKit
       * keeps a third-party frame's storage apart, where a blank page cannot reach
       * it), an origin that no longer answers, a window that does not.
       */
      async function clear() {
        if ((await driver.getAllWindowHandles()).length !== 1) return false;
        await driver.switchTo().defaultContent();
        current = null;
        const frameOrigins = await driver.executeScript(`
          const seen = [];
          const visit = (w) => {
            for (let i = 0; i < w.frames.length; i++) {
              try { seen.push(w.frames[i].location.origin); visit(w.frames[i]); } catch { seen.push('?'); }
            }
          };
          visit(window);
          return [location.origin, seen];`);
        const [top, inner] = frameOrigins;
        if (top !== 'null' && top !== 'about:blank' && /^https?:/.test(top)) origins.add(top);
        // A frame whose origin the page cannot read is another origin's, or sandboxed
        // without allow-same-origin (no storage at all): not certain, either way.
        if (inner.some((o) => o !== 'null' && !origins.has(o))) return false;
        for (const origin of origins) {
          await driver.get(origin + BLANK_PATH);
          const done = await driver.executeAsyncScript(`
            const [want, done] = arguments;
            (async () => {
              if (location.origin !== want) return 'not the origin: ' + location.href;
              localStorage.clear();
              sessionStorage.clear();
              if (indexedDB.databases) {
                for (const db of await indexedDB.databases()) {
                  await new Promise((ok) => { const r = indexedDB.deleteDatabase(db.name); r.onsuccess = r.onerror = r.onblocked = ok; });
                }
              }
              if (window.caches) for (const key of await caches.keys()) await caches.delete(key);
              if (navigator.serviceWorker) {
                for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
              }
              return true;
            })().then(done, (e) => done(String(e)));`, origin);
          if (done !== true) return false;
          await driver.manage().deleteAllCookies();
        }
        await driver.get('about:blank');
        // The pointer where a new session has it (the page's top left corner), so
        // that the next page has nothing under it, and no key or button held.
        await driver.actions({ async: true }).move({ x: 0, y: 0 }).perform();
        await driver.actions().clear();
        return true;
      }

      async function makeWindow(handle) {
        const switchTo = async (path) => {
          const want = JSON.stringify([handle, path]);
          if (current === want) return;
          await driver.switchTo().window(handle);
          await driver.switchTo().defaultContent();
          for (const selector of path) {
            await driver.switchTo().frame(await driver.findElement(By.css(selector)));
          }
          current = want;
        };
        /** Runs `fn` (driver commands) in this window's document at `path`, after every earlier step. */
        const inWindow = (path, fn) => serial(async () => {
          await switchTo(path);
          return fn();
        });
        // A failed script names itself and its frame, so that a driver's bare message
        // ("Could not parse script result") says which step it was.
        const exec = (path, fn, arg) => inWindow(path,
          () => driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, arg ?? null))
          .catch((error) => {
            const said = printed();
            error.message = `${error.message} [in ${path.length ? path.join(' > ') : 'the page'}: ${fn.toString().replace(/\s+/g, ' ').slice(0, 120)}]`
              + (said ? ` [the browser printed: ${said}]` : '');
            throw error;
          });
        const actions = async (build) => {
          const chain = build(driver.actions({ async: true }));
          await chain.perform();
        };
        const keyboardIn = (path) => ({
          press(key) {
            const parts = key.split('+');
            const main = parts.pop() || '+';
            return inWindow(path, () => actions((a) => {
              for (const m of parts) a = a.keyDown(keyOf(m));
              a = a.keyDown(keyOf(main)).keyUp(keyOf(main));
              for (const m of parts.reverse()) a = a.keyUp(keyOf(m));
              return a;
            }));
          },
          type(text) {
            // WebKitWebDriver drops a typed line break ('\n'): it is the Enter key, as
            // a person types one into a text area.
            const lines = text.split('\n');
            return inWindow(path, () => actions((a) => {
              lines.forEach((line, i) => {
                if (i > 0) a = a.sendKeys(Key.ENTER);
                if (line) a = a.sendKeys(line);
              });
              return a;
            }));
          },
        });
        const targetIn = (path, offset) => ({
          evaluate: (fn, arg) => exec(path, fn, arg),
          focus: (selector) => exec(path, (sel) => {
            const el = document.querySelector(sel);
            if (!el) throw new Error(`no element ${sel}`);
            el.focus();
          }, selector),
          keyboard: keyboardIn(path),
          offset,
          frame: async (selector) => {
            const inner = [...path, selector];
            const frameOffset = async () => {
              const r = await exec(path, (sel) => {
                const el = document.querySelector(sel);
                const b = el.getBoundingClientRect();
                const s = getComputedStyle(el);
                return { x: b.left + el.clientLeft + parseFloat(s.paddingLeft), y: b.top + el.clientTop + parseFloat(s.paddingTop) };
              }, selector);
              const o = await offset();
              return { x: o.x + r.x, y: o.y + r.y };
            };
            await exec(path, (sel) => new Promise((ok, fail) => {
              const end = Date.now() + 10000;
              const look = () => {
                if (document.querySelector(sel)) ok(true);
                else if (Date.now() > end) fail(new Error(`no frame ${sel}`));
                else setTimeout(look, 50);
              };
              look();
            }), selector);
            return targetIn(inner, frameOffset);
          },
        });
        /** The errors the injected watch script recorded in this document and its frames. */
        const gather = async () => {
          const found = [];
          const visit = async (path) => {
            let here;
            try {
              here = await exec(path, () => ({
                errors: window.__jarmoErrors ?? null,
                frames: [...document.querySelectorAll('iframe')].map((f, i) => (f.id ? `#${f.id}` : `iframe:nth-of-type(${i + 1})`)),
              }));
            } catch {
              return;
            }
            if (here.errors) found.push(...here.errors);
            for (const f of here.frames) await visit([...path, f]);
          };
          await visit([]);
          return found;
        };
        const top = targetIn([], async () => ({ x: 0, y: 0 }));
        const pointer = (x, y) => ({ x: Math.round(x), y: Math.round(y) });
        const page = Object.assign(top, {
          engine: 'webkit',
          native: driver,
          async goto(to) {
            origins.add(new URL(to).origin);
            if (current) collected.push(...(await gather()));
            await inWindow([], async () => {
              setInit();
              await driver.get(to);
              current = null;
            });
          },
          async reload() {
            collected.push(...(await gather()));
            await inWindow([], async () => {
              setInit();
              await driver.navigate().refresh();
              current = null;
            });
          },
          url() {
            return inWindow([], () => driver.getCurrentUrl());
          },
          mouse: {
            move: (x, y) => inWindow([], () => actions((a) => a.move(pointer(x, y)))),
            down: (button) => inWindow([], () => actions((a) => a.press(button === 'right' ? Button.RIGHT : Button.LEFT))),
            up: (button) => inWindow([], () => actions((a) => a.release(button === 'right' ? Button.RIGHT : Button.LEFT))),
            click: (x, y) => inWindow([], () => actions((a) => a.move(pointer(x, y)).click())),
          },
          tap: () => {
            throw new Error('WebKitWebDriver has no touch emulation');
          },
          touchDrag: () => {
            throw new Error('WebKitWebDriver has no touch emulation');
          },
          async setViewport(width, height) {
            // The window's size includes the browser's own frame: size the window, see
            // what the page got, and make up the difference. The window changes size a
            // moment after the driver has answered, so each look waits for the page's
            // size to settle.
            const inner = async () => {
              let last = null;
              for (let i = 0; i < 40; i++) {
                const now = await inWindow([], () => driver.executeScript('return [innerWidth, innerHeight]'));
                if (last && now[0] === last[0] && now[1] === last[1]) return now;
                last = now;
                await sleep(50);
              }
              return last;
            };
            let rect = { width, height };
            let got;
            for (let attempt = 0; attempt < 4; attempt++) {
              await inWindow([], () => driver.manage().window().setRect(rect));
              got = await inner();
              if (got[0] === width && got[1] === height) return;
              rect = { width: rect.width + width - got[0], height: rect.height + height - got[1] };
            }
            throw new Error(`WebKit's window gives the page ${got[0]} x ${got[1]} CSS pixels, not ${width} x ${height}`);
          },
          async screenshot(file) {
            const png = await inWindow([], () => driver.takeScreenshot());
            writeFileSync(file, Buffer.from(png, 'base64'));
          },
          // Another window of the session rather than a tab: MiniBrowser opens a tab in
          // the background and keeps it there (document.visibilityState 'hidden', and
          // a click into it is never answered), where a person would be looking at the
          // tab they use. Windows of a session share its storage, as tabs do.
          async tab() {
            const opened = await inWindow([], async () => {
              await driver.switchTo().newWindow('window');
              const h = await driver.getWindowHandle();
              current = null;
              return h;
            });
            const w = await makeWindow(opened);
            windows.push(w);
            await w.setViewport(options.viewport.width, options.viewport.height);
            return w;
          },
          async errors() {
            return [...collected, ...(await gather())];
          },
          setOffline: () => {
            throw new Error('WebKitWebDriver cannot take the browser offline: stop the server instead');
          },
          // The display's scheme is that of every page of this driver: set it back when
          // the page closes, for the next page that asks for this driver's scheme.
          async setColorScheme(scheme) {
            schemeChanged = true;
            screen.setDark(scheme === 'dark');
          },
          closeTab() {
            return inWindow([], async () => {
              await driver.close();
              current = null;
            });
          },
          async close() {
            if (closed) return;
            closed = true;
            if (schemeChanged) screen.setDark(options.colorScheme === 'dark');
            const kept = !ownSession && windows.length === 1 && await serial(clear).catch(() => false);
            if (kept) lease.kept = { driver, args: switches };
            else await quit(driver);
            if (proxy) proxy.answer = null;
            lease.busy = false;
          },
        });
        return page;
      }
      try {
        const first = await makeWindow(await driver.getWindowHandle());
        windows.push(first);
        setInit();
        await first.setViewport(options.viewport.width, options.viewport.height);
        return first;
      } catch (error) {
        await quit(driver);
        lease.busy = false;
        throw error;
      }
    },
    async close() {
      for (const d of sessions) await d.quit().catch(() => {});
      for (const pool of drivers.values()) {
        for (const entry of pool) {
          await (await entry.driver.catch(() => null))?.stop();
        }
      }
    },
  };
}

/**
 * Starts the browser of `engine` (by default JARMO_BROWSER's). `newPage(options)`
 * opens a page in a fresh profile (its own storage), with:
 * - viewport {width, height} (default 1280 x 800), deviceScaleFactor;
 * - mobile: a phone's touch screen (Chromium: its mobile emulation; Firefox: touch
 *   input on the viewport; WebKit `lacks('touch')`);
 * - colorScheme 'light' | 'dark', locale ('fi-FI'), reducedMotion;
 * - serviceWorkers 'allow' | 'block' (the default: a worker that installs caches the whole site,
 *   which made every page of every test fetch it all; the tests of offline play allow it, and
 *   such a page has a WebKit session of its own); clipboard: allow the clipboard API;
 * - init: a function run in every document before its own scripts;
 * - outside: what the rest of the web answers. `outside(url)` is asked for every
 *   request of the page to a host other than the tests' servers (127.0.0.1), and
 *   its answer ({contentType, body}) is served at that address; without one (null)
 *   the request fails, as one an ad blocker stops does. Chromium: Playwright's
 *   routing; Firefox: WebDriver BiDi's network interception; WebKit: a proxy of the
 *   test process and a session that accepts its certificate (outside.mjs).
 */
export async function launchBrowser(engine = ENGINE) {
  const impl = await ({ chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit })[engine]();
  return {
    engine,
    lacks: impl.lacks,
    async newPage(options = {}) {
      const raw = await impl.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });
      return new Page(raw);
    },
    close: impl.close,
  };
}

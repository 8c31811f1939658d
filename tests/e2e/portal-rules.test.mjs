// The rules page (www/rules.html) in the built site, served under /jarmo/ with a
// strict Content-Security-Policy: every language, both themes, a 280 px phone, the
// language choice, the link back to the game, and readable contrast.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, boardDrawn, openGame, useBrowser } from '../lib/harness.mjs';
import languages from '../../www/i18n/languages.js';
import { WHOLE_MATRIX, everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const LANGUAGES = languages.map(({ code }) => code);

// The page's own files only, and wasm, nothing else. The site's origin is named
// besides 'self' because WebKit does not match 'self' in a frame sandboxed without
// allow-same-origin (the frame's origin is opaque), as docs/EMBEDDING.md says; for
// the page itself the two are the same origin.
const env = useBrowser({
  csp: (origin) => `default-src 'self' ${origin}; script-src 'self' ${origin} 'wasm-unsafe-eval'; style-src 'self' ${origin}`,
});

async function openRules(query, { width = 1000, colorScheme = 'light', locale = 'en-US' } = {}) {
  const { page } = await openGame(env, {
    query: `www/rules.html${query}`, ready: false, viewport: { width, height: 800 }, colorScheme, locale,
    serviceWorkers: 'block',
  });
  await page.waitForSelector('body[data-ready]');
  return { page };
}

const innerText = (target, selector) => target.evaluate((sel) => document.querySelector(sel).innerText, selector);

/** The lowest contrast ratio of any visible text on the page, with the element it belongs to. */
function lowestContrast(page) {
  return page.evaluate(() => {
    const rgb = (css) => css.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => {
      const c = [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const background = (node) => {
      for (let n = node; n; n = n.parentElement) {
        const [r, g, b, a = 1] = rgb(getComputedStyle(n).backgroundColor);
        if (a > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    let worst = { ratio: Infinity, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent.trim() || element.closest('noscript, svg, option')) continue;
      const l1 = luminance(rgb(getComputedStyle(element).color));
      const l2 = luminance(background(element));
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < worst.ratio) worst = { ratio, text: `${element.tagName}: ${node.textContent.trim().slice(0, 40)}` };
    }
    return worst;
  });
}

/**
 * Chooses `lang` in the rules page's own selector and waits for the page to be in it:
 * one page goes through every language, instead of one page each.
 */
async function chooseLanguage(page, lang) {
  await page.evaluate((code) => {
    const select = document.getElementById('language');
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, lang);
  await page.waitFor((code) => document.body.dataset.ready === code && document.documentElement.lang === code, lang, { what: `the rules in ${lang}` });
}

/** What every language's rules page has: its headings, both boards drawn whole, no key left, the way its text runs. */
async function checkRules(page, lang) {
  assert.equal(await page.attr('html', 'lang'), lang);
  assert.equal(await page.attr('html', 'dir'), lang === 'ar' ? 'rtl' : 'ltr', lang);
  assert.equal(await page.count('h1'), 1);
  assert.equal(await page.count('main h2'), 7);
  for (const [board, lines] of [['knight', 48], ['traditional', 38]]) {
    const svg = `svg.board[data-board="${board}"]`;
    assert.equal(await page.count(`${svg} [data-circle]`), 25, board);
    assert.equal(await page.count(`${svg} line.board-line`), lines, board);
    assert.equal(await page.count(`${svg} [data-archer="white"]`), 5, board);
    assert.equal(await page.count(`${svg} [data-archer="black"]`), 5, board);
  }
  assert.equal(await page.count('.row-label'), 4);
  const text = await innerText(page, 'main');
  assert.doesNotMatch(text, /\{\w+\}|rules\.\w+/, `no placeholder or key left in the text (${lang})`);
  assert.equal(await page.value('#language'), lang);
}

test('rules page in English: headings, lang attribute, both boards\' drawings, no errors under the CSP', everyEngine('csp'), async () => {
  const { page } = await openRules('?lang=en');
  await checkRules(page, 'en');
  await assertNoErrors(page);
  await page.close();
});

test('rules page in every language, chosen one after another: headings, both boards\' drawings, no key left, no errors', sameInEveryEngine(), async () => {
  const { page } = await openRules('?lang=en');
  for (const lang of LANGUAGES) {
    await chooseLanguage(page, lang);
    await checkRules(page, lang);
  }
  await assertNoErrors(page);
  await page.close();
});

test('the words of the game appear in each language', sameInEveryEngine(), async () => {
  const words = { en: 'archer', fi: 'jousimies', sk: 'lukostrelec', pt: 'arqueiro', de: 'Bogenschütze', ru: 'лучник' };
  for (const [lang, word] of Object.entries(words)) {
    const { page } = await openRules(`?lang=${lang}`);
    assert.match(await innerText(page, 'main'), new RegExp(word, 'i'), lang);
    await page.close();
  }
});

test('without ?lang the browser language is used, pt-BR as pt', everyEngine('locale'), async () => {
  const { page } = await openRules('', { locale: 'pt-BR' });
  assert.equal(await page.evaluate(() => navigator.language), 'pt-BR', 'the browser speaks Brazilian Portuguese');
  assert.equal(await page.attr('html', 'lang'), 'pt');
  await page.close();
});

test('choosing a language shows it, stores it under jarmo.lang and keeps it on the link back', everyEngine('storage'), async () => {
  const { page } = await openRules('?mode=ai&theme=dark');
  await page.select('#language', 'sk');
  await page.waitForSelector('body[data-ready="sk"]');
  assert.equal(await page.attr('html', 'lang'), 'sk');
  assert.equal(await innerText(page, 'h1'), 'Ako sa hrá Jarmo');
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.lang')), 'sk');
  const back = new URL(await page.attr('#back', 'href'), await page.url());
  assert.equal(back.pathname, '/jarmo/index.html');
  assert.equal(back.searchParams.get('lang'), 'sk');
  assert.equal(back.searchParams.get('theme'), 'dark');
  assert.equal(back.searchParams.get('mode'), 'ai');
  // The stored choice counts on the next visit without ?lang.
  await page.goto(`${env.server.url}www/rules.html`);
  await page.waitForSelector('body[data-ready]');
  assert.equal(await page.attr('html', 'lang'), 'sk');
  await assertNoErrors(page);
  await page.close();
});

test('the link back to the game is relative and leads to the game', sameInEveryEngine(), async () => {
  const { page } = await openRules('?lang=de');
  assert.equal(await page.attr('#back', 'href'), '../index.html?lang=de');
  await page.click('#back');
  await page.waitFor((url) => location.href === url, `${env.server.url}index.html?lang=de`, { what: 'the game page' });
  await page.waitForSelector('body.ready');
  await page.close();
});

test('under this policy, which allows no Blob URL worker, the game page draws its board on its own thread', everyEngine('csp'), async () => {
  // The board's drawing worker starts from a Blob URL (board/backdrop.js); a host whose
  // policy refuses it still gets the board, drawn on the page's own thread.
  const { page } = await openGame(env, { serviceWorkers: 'block' });
  assert.ok(await boardDrawn(page) > 100, 'the board is drawn');
  const errors = await page.errors();
  // What the browser reports of the refused worker, and of the page's icon (a data: URL,
  // scripts/icon-inline.mjs, which this policy's default-src refuses: only the tab's icon
  // is lost, docs/EMBEDDING.md), and nothing else.
  assert.deepEqual(errors.filter((e) => !/worker-src|create a worker|blob:/i.test(e) && !/image 'data:image\/svg\+xml,|data:image\/svg\+xml,.*img-src|img-src.*data:image\/svg\+xml,/is.test(e)), []);
  await page.close();
});

for (const [query, colorScheme, expected] of [
  ['', 'light', 'light'], ['', 'dark', 'dark'], ['?theme=dark', 'light', 'dark'], ['?theme=light', 'dark', 'light'],
]) {
  test(`theme ${expected} (${query || 'no parameter'}, system ${colorScheme}): every text has contrast of at least 4.5:1`, sameInEveryEngine(), async () => {
    const { page } = await openRules(query, { colorScheme });
    const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    assert.equal(scheme, expected);
    const worst = await lowestContrast(page);
    assert.ok(worst.ratio >= 4.5, `contrast ${worst.ratio.toFixed(2)} for ${worst.text}`);
    await page.close();
  });
}

test('the theme selector switches the theme and keeps it on the link back', sameInEveryEngine(), async () => {
  const { page } = await openRules('?lang=en', { colorScheme: 'light' });
  await page.select('#theme', 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark');
  assert.match(await page.attr('#back', 'href'), /theme=dark/);
  assert.match(await page.url(), /theme=dark/);
  await page.close();
});

test('readable on a 280 px wide phone in every language: nothing wider than the screen', everyEngine('layout'), async () => {
  // Every language in Chromium; Finnish, whose words are the longest, and Arabic, which
  // runs right to left, in Firefox and WebKit (docs/testing.md).
  const { page } = await openRules('?lang=en', { width: 280 });
  assert.equal(await page.evaluate(() => innerWidth), 280, 'the browser gives the page 280 px');
  for (const lang of WHOLE_MATRIX ? LANGUAGES : ['fi', 'ar']) {
    await chooseLanguage(page, lang);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(widest <= 280, `page is ${widest} px wide in ${lang}`);
    const board = await page.evaluate(() => {
      const r = document.querySelector('svg.board').getBoundingClientRect();
      return { x: r.left, width: r.width };
    });
    assert.ok(board.width >= 200 && board.x >= 0 && board.x + board.width <= 280, `${lang}: ${JSON.stringify(board)}`);
  }
  await page.close();
});

test('inside a sandboxed iframe (storage throws) the page still shows the rules', everyEngine('frames'), async () => {
  // A host page of its own holds the frame, as another site would.
  const page = await env.browser.newPage({ serviceWorkers: 'block' });
  Object.assign(page, { server: env.server, failuresFrom: env.server.failures.length });
  await page.goto(env.server.hostPage('<!doctype html><title>Host</title><link rel="icon" href="data:,">'
    + `<iframe sandbox="allow-scripts" src="${env.server.url}www/rules.html?lang=fi" width="320" height="600"></iframe>`));
  const frame = await page.frame('iframe');
  await frame.waitForSelector('body[data-ready="fi"]');
  assert.equal(await innerText(frame, 'h1'), 'Näin pelaat Jarmoa');
  await frame.select('#language', 'ru');
  await frame.waitForSelector('body[data-ready="ru"]');
  await assertNoErrors(page);
  await page.close();
});

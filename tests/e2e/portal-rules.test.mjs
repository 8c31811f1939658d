// The rules page (www/rules.html) in the built site, served under /jarmo/ with the
// strict Content-Security-Policy: every language, both themes, a 280 px phone, the
// language choice, the link back to the game, and readable contrast.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic } from '../lib-portal/server.mjs';
import { prepareSite } from '../lib-portal/site.mjs';
import { launchBrowser, watchProblems } from '../lib-portal/browser.mjs';

const LANGUAGES = ['en', 'fi', 'sk', 'pt', 'de', 'ru'];
let site;
let server;
let browser;

before(async () => {
  site = await prepareSite();
  server = await serveStatic({ root: site.dir, prefix: '/jarmo/' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await site?.remove();
});

async function openRules(query, { width = 1000, colorScheme = 'light', locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme, locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${server.url}www/rules.html${query}`);
  await page.waitForSelector('body[data-ready]');
  return { context, page, problems };
}

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

for (const lang of LANGUAGES) {
  test(`rules page in ${lang}: headings, lang attribute, the board drawing, no errors under the CSP`, async () => {
    const { context, page, problems } = await openRules(`?lang=${lang}`);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await page.locator('h1').count(), 1);
    assert.equal(await page.locator('main h2').count(), 7);
    assert.equal(await page.locator('svg.board [data-circle]').count(), 25);
    assert.equal(await page.locator('svg.board line.board-line').count(), 48);
    assert.equal(await page.locator('svg.board [data-archer="white"]').count(), 5);
    assert.equal(await page.locator('svg.board [data-archer="black"]').count(), 5);
    assert.equal(await page.locator('.row-label').count(), 2);
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\{\w+\}|rules\.\w+/, 'no placeholder or key left in the text');
    assert.equal(await page.locator('#language').inputValue(), lang);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the words of the game appear in each language', async () => {
  const words = { en: 'archer', fi: 'jousimies', sk: 'lukostrelec', pt: 'arqueiro', de: 'Bogenschütze', ru: 'лучник' };
  for (const [lang, word] of Object.entries(words)) {
    const { context, page } = await openRules(`?lang=${lang}`);
    assert.match(await page.locator('main').innerText(), new RegExp(word, 'i'), lang);
    await context.close();
  }
});

test('without ?lang the browser language is used, pt-BR as pt', async () => {
  const { context, page } = await openRules('', { locale: 'pt-BR' });
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  await context.close();
});

test('choosing a language shows it, stores it under jarmo.lang and keeps it on the link back', async () => {
  const { context, page, problems } = await openRules('?mode=ai&theme=dark');
  await page.selectOption('#language', 'sk');
  await page.waitForSelector('body[data-ready="sk"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'sk');
  assert.equal(await page.locator('h1').innerText(), 'Ako sa hrá Jarmo');
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.lang')), 'sk');
  const back = new URL(await page.locator('#back').getAttribute('href'), page.url());
  assert.equal(back.pathname, '/jarmo/index.html');
  assert.equal(back.searchParams.get('lang'), 'sk');
  assert.equal(back.searchParams.get('theme'), 'dark');
  assert.equal(back.searchParams.get('mode'), 'ai');
  // The stored choice counts on the next visit without ?lang.
  await page.goto(`${server.url}www/rules.html`);
  await page.waitForSelector('body[data-ready]');
  assert.equal(await page.getAttribute('html', 'lang'), 'sk');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the link back to the game is relative and leads to the game', async () => {
  const { context, page } = await openRules('?lang=de');
  assert.equal(await page.locator('#back').getAttribute('href'), '../index.html?lang=de');
  await page.click('#back');
  await page.waitForURL(`${server.url}index.html?lang=de`);
  await context.close();
});

for (const [query, colorScheme, expected] of [
  ['', 'light', 'light'], ['', 'dark', 'dark'], ['?theme=dark', 'light', 'dark'], ['?theme=light', 'dark', 'light'],
]) {
  test(`theme ${expected} (${query || 'no parameter'}, system ${colorScheme}): every text has contrast of at least 4.5:1`, async () => {
    const { context, page } = await openRules(query, { colorScheme });
    const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    assert.equal(scheme, expected);
    const worst = await lowestContrast(page);
    assert.ok(worst.ratio >= 4.5, `contrast ${worst.ratio.toFixed(2)} for ${worst.text}`);
    await context.close();
  });
}

test('the theme selector switches the theme and keeps it on the link back', async () => {
  const { context, page } = await openRules('?lang=en', { colorScheme: 'light' });
  await page.selectOption('#theme', 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark');
  assert.match(await page.locator('#back').getAttribute('href'), /theme=dark/);
  assert.match(page.url(), /theme=dark/);
  await context.close();
});

for (const lang of LANGUAGES) {
  test(`readable on a 280 px wide phone in ${lang}: nothing wider than the screen`, async () => {
    const { context, page } = await openRules(`?lang=${lang}`, { width: 280 });
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(widest <= 280, `page is ${widest} px wide`);
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.width >= 200 && board.x >= 0 && board.x + board.width <= 280, JSON.stringify(board));
    await context.close();
  });
}

test('inside a sandboxed iframe (storage throws) the page still shows the rules', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.setContent(`<iframe sandbox="allow-scripts" src="${server.url}www/rules.html?lang=fi" width="320" height="600"></iframe>`);
  const frame = page.frames()[1];
  await frame.waitForSelector('body[data-ready="fi"]');
  assert.equal(await frame.locator('h1').innerText(), 'Näin pelaat Jarmoa');
  await frame.selectOption('#language', 'ru');
  await frame.waitForSelector('body[data-ready="ru"]');
  assert.deepEqual(problems, []);
  await context.close();
});

// The listing kit of a games portal (issue 37, item 5): what a portal's submission
// form asks for besides the upload. scripts/portal.sh runs it once it has made the
// build dist-portal/NAME/, before it counts and zips it, and has it write into
// dist-portal/NAME/listing/, which is neither in NAME.zip nor in its count of files.
//
//   node scripts/listing.mjs NAME OUT --site DIR [--lang CODE] [--texts-only]
//
// NAME is a portal (crazygames, poki, gamedistribution, itch), OUT the folder to write
// (replaced whole, and only once everything in it is made: a run that fails leaves no
// half kit), DIR the portal's build to serve (or any built site), CODE the language of
// the pictures (default en: every portal of the four lists in English). It writes
//
//   cover-*.png, thumb-*.png   the portal's covers and thumbnails, each in the size its
//                              form asks for (ASSETS below, with the page it came from)
//   screenshot-1-game.png ... screenshot-4-end.png   the game, a lesson, a puzzle, the end
//   game.gif                   a whole game of the computer against itself, as the
//                              page's Animated GIF button makes it
//   text/CODE.txt, text/index.md, text/listing.json
//                              the listing's texts in every language of
//                              www/i18n/languages.js (www/i18n/CODE/listing.js)
//   README.md                  which file and which text goes in which field of NAME's form
//
// The pictures are made by the game itself, in headless Chromium (playwright-core from
// tests/node_modules; `CHROMIUM` names the browser, default /usr/bin/chromium): DIR is
// served on 127.0.0.1 by a small Node server, any other host is refused (a portal's SDK
// then counts as blocked, and the page plays as the plain site), and the real page opens
// a real game (GAME below) by its address. A cover is the board as the game draws it
// (its canvas, taken once drawn, at twice the size it is shown) with the title and the
// tagline (listing.title, listing.tagline) in an overlay this script puts over the page,
// laid out for the cover's shape, in the page's own fonts; the page is shown at half the
// cover's size with a device scale factor of 2, so the screenshot has exactly the
// cover's pixels. `--texts-only` writes the texts and README.md without a browser.
// docs/PORTALS.md, "The listing kit", says where each file goes on each form.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '../tests/lib/server.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The pages the sizes come from. Read 2026-12: see docs/PORTALS.md, "The listing kit". */
export const SOURCES = {
  crazygames: [
    // No page of docs.crazygames.com the search found gives the covers' sizes; the
    // developer portal's form names them, as these notes of a submission quote it.
    'https://github.com/Feddas/FlappyBird/blob/main/Docs/Publish.md',
    'https://docs.crazygames.com/requirements/gameplay/',
  ],
  poki: ['https://sdk.poki.com/thumbnail.html', 'https://developers.poki.com/guide/thumbnail'],
  gamedistribution: [
    'https://static.gamedistribution.com/developer/design-guidelines.html',
    'https://faq.gamedistribution.com/hc/en-us/articles/360019723439-What-are-the-requirements-for-the-thumbnails',
  ],
  itch: [
    // itch.io's own form says "Minimum: 315x250, Recommended: 630x500"; its help pages
    // were not found, these quote it.
    'https://intfiction.org/t/trends-in-if-cover-art/77565',
    'https://www.adventuregamestudio.co.uk/forums/index.php?topic=59007.0',
    'https://github.com/yairm210/Unciv/blob/master/docs/Developers/Generating-screenshots.md',
  ],
};

/**
 * The covers and thumbnails each portal's form asks for: the file written, its size,
 * the form's field, and the page that gives the size (SOURCES).
 * @type {Record<string, {file: string, width: number, height: number, field: string, note?: string, source: string}[]>}
 */
export const ASSETS = {
  crazygames: [
    { file: 'cover-landscape-1920x1080.png', width: 1920, height: 1080, field: 'Covers: Landscape 16:9 (1920x1080)', source: SOURCES.crazygames[0] },
    { file: 'cover-portrait-800x1200.png', width: 800, height: 1200, field: 'Covers: Portrait 2:3 (800x1200)', source: SOURCES.crazygames[0] },
    { file: 'cover-square-800x800.png', width: 800, height: 800, field: 'Covers: Square 1:1 (800x800)', source: SOURCES.crazygames[0] },
  ],
  poki: [
    {
      file: 'thumb-628x628.png', width: 628, height: 628, field: 'Game thumbnail (square, at least 628x628)',
      note: 'a title must stay legible at 94x94; corners are rounded by Poki; not close to #83FFE7', source: SOURCES.poki[0],
    },
  ],
  gamedistribution: [
    { file: 'thumb-512x512.png', width: 512, height: 512, field: 'Thumbnail 512x512 (mandatory)', source: SOURCES.gamedistribution[0] },
    { file: 'thumb-512x384.png', width: 512, height: 384, field: 'Thumbnail 512x384 (mandatory)', source: SOURCES.gamedistribution[0] },
    { file: 'thumb-512x340.png', width: 512, height: 340, field: 'Thumbnail 512x340 (mandatory in the FAQ)', source: SOURCES.gamedistribution[1] },
    { file: 'thumb-200x120.png', width: 200, height: 120, field: 'Thumbnail 200x120 (mandatory in the design guidelines)', source: SOURCES.gamedistribution[0] },
    { file: 'thumb-1280x720.png', width: 1280, height: 720, field: 'Landscape promo 1280x720 (optional)', source: SOURCES.gamedistribution[0] },
    { file: 'thumb-1280x550.png', width: 1280, height: 550, field: 'Landscape promo 1280x550 (optional)', source: SOURCES.gamedistribution[0] },
    { file: 'thumb-900x450.png', width: 900, height: 450, field: 'Featured image 900x450 (optional)', source: SOURCES.gamedistribution[0] },
  ],
  itch: [
    { file: 'cover-630x500.png', width: 630, height: 500, field: 'Cover image (minimum 315x250, recommended 630x500)', source: SOURCES.itch[0] },
  ],
};

/** The portals, in portal.sh's order. */
export const PORTALS = Object.keys(ASSETS);

/**
 * The screenshots, for every portal: 1920x1080, the page laid out at 1536x864 (a
 * desktop frame, 16:9 as the portals' frames: CrazyGames names it among its players'
 * most common) with a device scale factor of 1.25. At 1280x720 the lesson's and the
 * puzzle's cards ran past the bottom of the screen. None
 * of the four states a screenshot size in the pages found; itch.io and GameDistribution
 * take screenshots, CrazyGames and Poki make their own from the game.
 */
export const SCREENSHOT = { width: 1920, height: 1080, layout: { width: 1536, height: 864 } };

/**
 * A real game, levels 5 (White) and 4 (Black) of the command line against each other:
 * each move `jarmo bestmove POSITION --level L --seed S` with S = 500 + the move's
 * number from 1, played with `jarmo play start MOVES...` until it printed the result
 * (White wins 6-4, 36 moves). Captures, marked archers, returns: all the game has.
 */
export const GAME = [
  'a1-c2', 'e5-c4', 'c1-a2', 'a5-b3', 'b1-c3', 'c4-b2', 'c3xd5', 'b2xd1', 'c2-e3', '@a5', 'e3xd1', 'a5-c4',
  '@c1', 'b3xc1', 'a2xc1', 'c4-b2', 'd1xb2', 'b5-c3', 'b2-c4', 'c3xd5', 'c4-e5', 'd5-e3', '@a1', 'e3-d1',
  'c1-b3', 'c5-e4', 'e1-d3', '@b5', 'd3-b2', 'b5-c3', 'b3-a5', 'e4-d2', '@c1', 'd2-b1', 'b2xd1', 'c3xd1',
];
/** The position of the covers: after this many moves of GAME (both sides have captured, two archers marked). */
export const COVER_PLY = 12;
/** The game in play: after this many moves. */
export const PLAY_PLY = 19;
/** The lesson (?learn=N: the return) and the puzzle (?puzzle=N: White to move, seven plies deep). */
export const LESSON = 4;
export const PUZZLE = 131;

/** The keys of www/i18n/CODE/listing.js, in the order the text files give them. */
export const LISTING_KEYS = ['listing.title', 'listing.tagline', 'listing.short', 'listing.description', 'listing.instructions', 'listing.controls'];

/** The languages of www/i18n/languages.js, and each one's listing texts. */
export async function listingTexts(www = path.join(ROOT, 'www')) {
  const languages = (await import(pathToFileURL(path.join(www, 'i18n/languages.js')).href)).default;
  const texts = {};
  for (const { code } of languages) {
    texts[code] = (await import(pathToFileURL(path.join(www, `i18n/${code}/listing.js`)).href)).default;
  }
  return { languages, texts };
}

/** A text's length as a form counts it: characters (code points), not UTF-16 units. */
export const length = (text) => [...text].length;

const FIELD_NAMES = {
  'listing.title': 'Title', 'listing.tagline': 'Tagline', 'listing.short': 'Short description',
  'listing.description': 'Description', 'listing.instructions': 'Instructions', 'listing.controls': 'Controls',
};

/**
 * Writes `dir`/CODE.txt for every language (each text under a line `[KEY] N characters`,
 * ready to copy), index.md (the languages, and each text's length) and listing.json
 * (everything, for a tool). Returns the files written.
 */
export function writeTexts(dir, { languages, texts }) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const { code, autonym } of languages) {
    const own = texts[code];
    const missing = LISTING_KEYS.filter((key) => typeof own[key] !== 'string' || !own[key].trim());
    if (missing.length) throw new Error(`www/i18n/${code}/listing.js has no ${missing.join(', ')}`);
    const parts = [`# Jarmo on a games portal: the listing's texts in ${autonym} (${code}), from www/i18n/${code}/listing.js.`,
      '# Each text is between its [key] line and the next; the count is of characters.', ''];
    for (const key of LISTING_KEYS) parts.push(`[${key}] ${FIELD_NAMES[key]}, ${length(own[key])} characters`, own[key], '');
    writeFileSync(path.join(dir, `${code}.txt`), parts.join('\n'));
    written.push(`${code}.txt`);
  }
  const head = `| language | file | ${LISTING_KEYS.map((key) => FIELD_NAMES[key].toLowerCase()).join(' | ')} |`;
  const rows = languages.map(({ code, autonym }) => `| ${autonym} (${code}) | [${code}.txt](${code}.txt) | ${LISTING_KEYS.map((key) => length(texts[code][key])).join(' | ')} |`);
  writeFileSync(path.join(dir, 'index.md'), [
    '# The listing\'s texts, one file a language', '',
    'Written by scripts/listing.mjs from www/i18n/CODE/listing.js. The numbers are each text\'s length in characters.', '',
    head, `|${' --- |'.repeat(LISTING_KEYS.length + 2)}`, ...rows, '',
  ].join('\n'));
  writeFileSync(path.join(dir, 'listing.json'), `${JSON.stringify(Object.fromEntries(languages.map(({ code }) => [code, Object.fromEntries(LISTING_KEYS.map((k) => [k, texts[code][k]]))])), null, 2)}\n`);
  return [...written, 'index.md', 'listing.json'];
}

/**
 * What goes where on each portal's form: its text fields and the text for each. The
 * fields CrazyGames' form has are quoted in SOURCES.crazygames[0]; itch.io's are its
 * edit page's; the pages found name none of Poki's and GameDistribution's, so there the
 * kit says what it would give (docs/PORTALS.md, "The listing kit").
 */
export const FORM_TEXTS = {
  crazygames: [['Game name', 'listing.title'], ['Description', 'listing.description'], ['Controls', 'listing.controls']],
  poki: [['Title', 'listing.title'], ['Description, when Poki asks for one', 'listing.description'], ['Controls, when Poki asks', 'listing.controls']],
  gamedistribution: [['Title', 'listing.title'], ['Description', 'listing.description'], ['Instructions', 'listing.instructions']],
  itch: [['Title', 'listing.title'], ['Short description or tagline', 'listing.short'], ['Description (the instructions and the controls under it)', 'listing.description']],
};

/** The kit's README.md for `name`: each file and text, and the field it goes in. */
export function readme(name, lang, { languages, texts }) {
  const own = texts[lang] ?? texts.en;
  const lines = [`# The listing kit for ${name}`, '',
    `Written by \`bash scripts/portal.sh ${name}\` (scripts/listing.mjs); the pictures in ${lang}. Upload \`${name}.zip\` beside this folder;`,
    'this folder is not in it. docs/PORTALS.md, "The listing kit", says the same with its sources.', '',
    '## Pictures', '', '| file | size | field on the form | size from |', '| --- | --- | --- | --- |'];
  for (const a of ASSETS[name]) lines.push(`| ${a.file} | ${a.width}x${a.height} | ${a.field}${a.note ? ` (${a.note})` : ''} | ${a.source} |`);
  lines.push('', `Screenshots, ${SCREENSHOT.width}x${SCREENSHOT.height}: screenshot-1-game.png (a game in play), screenshot-2-lesson.png (lesson ${LESSON}),`,
    `screenshot-3-puzzle.png (puzzle ${PUZZLE}), screenshot-4-end.png (the end of a game). game.gif: a whole game (${GAME.length} moves) of the computer against itself.`,
    '', '## Texts', '', '| field on the form | text | characters |', '| --- | --- | --- |');
  for (const [field, key] of FORM_TEXTS[name]) lines.push(`| ${field} | ${key} | ${length(own[key])} |`);
  lines.push('', `Every language's texts: text/index.md (${languages.map((l) => l.code).join(', ')}).`, '');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------
// The browser part.

/** Chromium (CHROMIUM, else /usr/bin/chromium), launched through playwright-core from tests/node_modules. */
async function launch() {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (apt-get install chromium, or CHROMIUM=PATH)`);
  const module = path.join(ROOT, 'tests/node_modules/playwright-core/index.mjs');
  if (!existsSync(module)) throw new Error('no playwright-core in tests/node_modules (cd tests && npm ci)');
  const { chromium } = await import(pathToFileURL(module).href);
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--font-render-hinting=none'] });
}

/**
 * A page of the game at `origin`: a fresh context (`scale`, the device scale factor;
 * `viewport`), service workers blocked, every host but the server refused, the page's
 * errors kept in `page.problems`.
 */
async function openPage(browser, origin, { viewport, scale }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, serviceWorkers: 'block', acceptDownloads: true, reducedMotion: 'reduce' });
  await context.route((url) => !url.href.startsWith(origin) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob'), (route) => route.abort());
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(String(error)));
  page.on('console', (message) => {
    // A portal build says once that its SDK could not load (it was refused above).
    if (message.type() === 'error' && !/Failed to load resource|ERR_FAILED|net::/.test(message.text())) page.problems.push(message.text());
  });
  return page;
}

/**
 * Opens `query` and waits until the page is ready and still: its fonts, the board drawn
 * (for a game, with its `plies` moves in the move list) and the same two frames apart.
 * A portal's build can be ready before its game is drawn (CrazyGames' reads its saves
 * through the SDK's store first), and a blank board is as still as a drawn one.
 */
async function show(page, origin, query, plies = null) {
  await page.goto(`${origin}/${query}`);
  await page.waitForSelector('body.ready', { timeout: 30000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction((moves) => {
    const board = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    if (!board?.width || !board.height) return false;
    // The middle of the board is wood, never transparent, once it is drawn.
    const [, , , alpha] = board.getContext('2d').getImageData(board.width >> 1, board.height >> 1, 1, 1).data;
    return alpha === 255 && (moves === null || document.querySelectorAll('#record button.move').length === moves);
  }, plies, { timeout: 30000, polling: 50 });
  await still(page);
}

/** Waits until the board's canvas is the same in two frames in a row (an archer's move has ended). */
async function still(page) {
  await page.waitForFunction(() => new Promise((answer) => {
    const board = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    const first = board.toDataURL();
    requestAnimationFrame(() => requestAnimationFrame(() => answer(board.toDataURL() === first && !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity))));
  }), null, { timeout: 15000, polling: 50 });
}

/** The address of a game of GAME's first `plies` moves, two at this screen (no question asked), in `lang`. */
const gameQuery = (plies, lang) => `?mode=hotseat&lang=${lang}#game=${GAME.slice(0, plies).join('+')}`;

/**
 * The cover's overlay, put over the whole page: the board's picture and the title and
 * tagline, laid out for the viewport's shape, the texts shrunk until they fit. Runs in
 * the page (its fonts: the page's serif). Returns what it laid out.
 */
function overlay({ board, title, tagline, lang, dir }) {
  document.getElementById('listing-cover')?.remove();
  const W = innerWidth;
  const H = innerHeight;
  const ratio = W / H;
  const side = ratio >= 1.2;
  const cover = document.createElement('div');
  cover.id = 'listing-cover';
  cover.lang = lang;
  cover.dir = dir;
  const margin = Math.round(Math.min(W, H) * 0.06);
  const gap = margin * (side ? 0.9 : 0.5);
  cover.style.cssText = `position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;box-sizing:border-box;
    padding:${margin}px;gap:${gap}px;flex-direction:${side ? 'row' : 'column'};overflow:hidden;
    background:radial-gradient(ellipse at ${side ? '30% 50%' : '50% 62%'}, #7a4a26 0%, #4a2c17 45%, #22150c 100%);`;
  // The board, as large as its side of the cover lets it be.
  // On a square the title needs a fifth of the height to stay legible at Poki's smallest
  // tile (94x94): the board takes a little less than two thirds.
  const boardSide = side ? Math.min(H - 2 * margin, (W - 2 * margin) * 0.56) : Math.min(W - 2 * margin, (H - 2 * margin) * (ratio > 0.85 ? 0.64 : 0.66));
  const img = document.createElement('img');
  img.src = board;
  img.alt = '';
  img.style.cssText = `width:${boardSide}px;height:${boardSide}px;flex:none;filter:drop-shadow(0 ${boardSide * 0.015}px ${boardSide * 0.03}px rgba(0,0,0,.55));`;
  const words = document.createElement('div');
  const wordsWidth = side ? W - 2 * margin - boardSide - gap : W - 2 * margin;
  const wordsHeight = side ? H - 2 * margin : H - 2 * margin - boardSide - gap;
  words.style.cssText = `flex:none;width:${wordsWidth}px;max-height:${wordsHeight}px;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;`;
  const h = document.createElement('div');
  h.textContent = title;
  const serif = getComputedStyle(document.documentElement).getPropertyValue('--serif') || 'serif';
  h.style.cssText = `font-family:${serif};font-weight:700;color:#fbf1de;line-height:1;white-space:nowrap;letter-spacing:0.01em;
    text-shadow:0 0.04em 0 #1a0f08, 0 0.08em 0.2em rgba(0,0,0,.5);`;
  const rule = document.createElement('div');
  rule.style.cssText = 'background:#c23a22;border-radius:2px;flex:none;';
  const p = document.createElement('div');
  p.textContent = tagline;
  // Italic as the page's tagline is, in the scripts that have italics; a slant made up
  // for Japanese, Chinese, Korean or Arabic letters only spoils them.
  const italic = !/[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{P}\p{Z}\p{N}]/u.test(tagline);
  p.style.cssText = `font-family:${serif};font-style:${italic ? 'italic' : 'normal'};color:#f0cf8e;line-height:1.2;text-wrap:balance;text-shadow:0 1px 2px rgba(0,0,0,.6);`;
  words.append(h, rule, p);
  // (In a right-to-left language the row runs from the right: the board stays first.)
  if (side) cover.append(img, words);
  else cover.append(words, img);
  document.body.append(cover);

  // The title as large as it fits: a fifth of the height on a wide cover, less on a tall one.
  const widest = wordsWidth / (Math.max(3, [...title].length) * 0.62);
  let size = Math.min(widest, side ? H * 0.24 : wordsHeight * 0.6);
  // The tagline at least 8 CSS pixels (16 of the picture's): below that it is left out,
  // and the title alone takes its room.
  let withTagline = size * 0.3 >= 8;
  if (!withTagline) size = Math.min(widest, side ? H * 0.34 : wordsHeight * 0.85);
  const fits = () => h.scrollWidth <= wordsWidth + 0.5 && words.scrollHeight <= wordsHeight + 0.5;
  const setSizes = (s, withTagline) => {
    h.style.fontSize = `${s}px`;
    rule.style.cssText = `background:#c23a22;border-radius:2px;flex:none;width:${s * 1.1}px;height:${Math.max(1.5, s * 0.05)}px;margin:${s * 0.18}px 0 ${s * 0.16}px;`;
    p.style.display = withTagline ? '' : 'none';
    p.style.fontSize = `${Math.max(s * 0.3, 0)}px`;
  };
  for (;;) {
    if (withTagline && size * 0.3 < 8) withTagline = false;
    setSizes(size, withTagline);
    if (fits() || size < 6) break;
    size *= 0.96;
  }
  return { title: size, tagline: withTagline ? size * 0.3 : 0, board: boardSide, fits: fits() };
}

/** Makes every picture into `out`. */
async function pictures({ name, out, site, lang, languages, texts, log }) {
  const own = texts[lang];
  // A language's direction, as languages.js gives it ('rtl'), else the browser finds it from the words.
  const dir = languages.find((l) => l.code === lang)?.dir ?? 'auto';
  // The tests' server (tests/lib/server.mjs), at the root: the build's own files alone.
  const server = await serve({ root: site, prefix: '/' });
  const browser = await launch();
  try {
    // The covers: the board taken from the game at twice its size, laid out at half each cover's size.
    const coverPage = await openPage(browser, server.origin, { viewport: { width: 1280, height: 720 }, scale: 2 });
    await show(coverPage, server.origin, gameQuery(COVER_PLY, lang), COVER_PLY);
    const board = await coverPage.evaluate(() => /** @type {HTMLCanvasElement} */ (document.getElementById('board')).toDataURL('image/png'));
    for (const asset of ASSETS[name]) {
      await coverPage.setViewportSize({ width: asset.width / 2, height: asset.height / 2 });
      const laid = await coverPage.evaluate(overlay, { board, title: own['listing.title'], tagline: own['listing.tagline'], lang, dir });
      await coverPage.evaluate(() => document.querySelector('#listing-cover img').decode());
      if (!laid.fits) throw new Error(`${asset.file}: the title does not fit`);
      await coverPage.screenshot({ path: path.join(out, asset.file) });
      log(`${asset.file}: the title ${Math.round(laid.title * 2)} px, the tagline ${laid.tagline ? `${Math.round(laid.tagline * 2)} px` : 'left out'}`);
    }
    await checkClean(coverPage, 'the covers');
    await coverPage.context().close();

    // The screenshots: the page as a player sees it.
    const { layout } = SCREENSHOT;
    const scale = SCREENSHOT.width / layout.width;
    const shots = [
      ['screenshot-1-game.png', gameQuery(PLAY_PLY, lang), PLAY_PLY],
      ['screenshot-2-lesson.png', `?learn=${LESSON}&lang=${lang}`, null],
      ['screenshot-3-puzzle.png', `?puzzle=${PUZZLE}&lang=${lang}`, null],
      ['screenshot-4-end.png', gameQuery(GAME.length, lang), GAME.length],
    ];
    for (const [file, query, plies] of shots) {
      const page = await openPage(browser, server.origin, { viewport: layout, scale });
      await show(page, server.origin, query, plies);
      if (file.endsWith('end.png')) {
        await page.waitForSelector('#end-panel', { state: 'visible' });
        await still(page);
      }
      // No focus ring or caret: a player's screen before they touch it.
      await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur?.());
      const cut = await page.evaluate(cutTexts);
      if (cut.length) throw new Error(`${file}: text cut by the edge of the screen or of its box: ${cut.slice(0, 3).join('; ')}`);
      await page.screenshot({ path: path.join(out, file) });
      log(file);
      if (file.endsWith('end.png')) await gif(page, path.join(out, 'game.gif'), log);
      await checkClean(page, file);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The texts of the page that a box or the screen's edge cuts through (more than 3 pixels
 * and a fifth of their line hidden): `TAG#id "text"` each. Runs in the page. A box that
 * scrolls may end in the middle of a button; its words must not be cut.
 */
function cutTexts() {
  const cut = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (!line.height) continue;
      let [top, bottom, left, right] = [0, innerHeight, 0, innerWidth];
      for (let box = element; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = box.getBoundingClientRect();
        [top, bottom, left, right] = [Math.max(top, edge.top), Math.min(bottom, edge.bottom), Math.max(left, edge.left), Math.min(right, edge.right)];
      }
      const shownHeight = Math.min(line.bottom, bottom) - Math.max(line.top, top);
      const shownWidth = Math.min(line.right, right) - Math.max(line.left, left);
      if (shownHeight <= 0 || shownWidth <= 0) continue;
      const hidden = Math.max(line.height - shownHeight, line.width - shownWidth);
      if (hidden > 3 && hidden > line.height / 5) cut.push(`${element.tagName}#${element.id} "${node.textContent.trim().slice(0, 30)}"`);
    }
  }
  return cut;
}

/** The page's own Animated GIF of the game on it (www/share/pictures.js), caught as it downloads. */
async function gif(page, file, log) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60000 }),
    page.evaluate(() => document.getElementById('share-gif').click()),
  ]);
  await download.saveAs(file);
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 6).toString() !== 'GIF89a') throw new Error('game.gif: not a GIF');
  if (bytes.length > 2_000_000) throw new Error(`game.gif: ${bytes.length} bytes, more than 2 MB`);
  log(`game.gif: ${bytes.length} bytes`);
}

async function checkClean(page, what) {
  if (page.problems.length) throw new Error(`${what}: the page reported ${page.problems.join('; ')}`);
}

/** Writes the kit of `name` into `out` (a temporary folder first, renamed at the end). */
export async function makeKit({ name, out, site, lang = 'en', textsOnly = false, log: print = (line) => console.log(`listing: ${line}`) }) {
  const started = Date.now();
  const log = (line) => print(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ASSETS[name]) throw new Error(`unknown portal '${name}': ${PORTALS.join(', ')}`);
  const all = await listingTexts();
  if (!all.texts[lang]) throw new Error(`no listing texts in '${lang}': ${Object.keys(all.texts).join(', ')}`);
  const temp = `${out}.part`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    writeTexts(path.join(temp, 'text'), all);
    writeFileSync(path.join(temp, 'README.md'), readme(name, lang, all));
    if (!textsOnly) await pictures({ name, out: temp, site: path.resolve(site), lang, ...all, log });
    rmSync(out, { recursive: true, force: true });
    renameSync(temp, out);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const site = option('--site');
  const lang = option('--lang') ?? 'en';
  const textsOnly = args.includes('--texts-only');
  const [name, out] = args.filter((a) => !a.startsWith('--'));
  if (!name || !out || (!site && !textsOnly)) {
    console.error('usage: node scripts/listing.mjs NAME OUT --site DIR [--lang CODE] [--texts-only]');
    process.exit(2);
  }
  const started = Date.now();
  makeKit({ name, out: path.resolve(out), site, lang, textsOnly }).then(() => {
    console.log(`listing: ${name}: ${out}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, (error) => {
    console.error(`listing: ${error.message}`);
    process.exit(1);
  });
}

// The rules page (www/rules.html): the rules of docs/RULES.md in plain words, in the
// player's language, with a drawing of each board at the start (the knight board and
// the traditional one, their lines the core's). The language is
// chosen as in the game (?lang=, then the stored choice, then the browser's), and
// the choice made here is stored for the game too. All texts are in the catalogs
// under rules.* (www/i18n/<code>/rules.js, besides the game's catalogs); the page
// builds its DOM with textContent only.

import init, { Game, lines as coreLines } from 'jarmo-rules';
import { CIRCLES, FILES, SIZE, indexOf, nameOf } from '../board/geometry.js';
import { languageOptions, loadTranslator, pickLanguage } from '../i18n/i18n.js';
import { markLanguage } from '../i18n/localize.js';
import { readStoredLanguage, safeLocalStorage, storeLanguage } from '../storage/settings.js';
import { registerServiceWorker } from '../offline/sw-register.js';
import { portalBuild } from '../portal/hook.js';
import { THEMES, pickTheme } from '../app/page.js';
import { applyTheme } from '../page/theme.js';
import rulesEnglish from '../i18n/en/rules.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The page's contents, section by section, as catalog keys: each block a kind and its content.
 * @type {{heading: string, blocks: [string, any][]}[]}
 */
const OUTLINE = [
  {
    heading: 'rules.board.heading',
    blocks: [
      ['p', 'rules.board.circles'],
      ['p', 'rules.board.lines'],
      ['terms', [['rules.board.knight.name', 'rules.board.knight.text'], ['rules.board.traditional.name', 'rules.board.traditional.text']]],
      ['p', 'rules.board.rows'],
      ['diagrams', ['knight', 'traditional']],
    ],
  },
  { heading: 'rules.start.heading', blocks: [['p', 'rules.start.text']] },
  {
    heading: 'rules.turn.heading',
    blocks: [
      ['p', 'rules.turn.intro'],
      ['terms', [['rules.turn.step.name', 'rules.turn.step.text'], ['rules.turn.return.name', 'rules.turn.return.text'], ['rules.turn.pass.name', 'rules.turn.pass.text']]],
    ],
  },
  { heading: 'rules.limits.heading', blocks: [['ul', ['rules.limits.goal', 'rules.limits.shuttle']]] },
  { heading: 'rules.end.heading', blocks: [['p', 'rules.end.intro'], ['ol', ['rules.end.goal', 'rules.end.stuck', 'rules.end.repeat']]] },
  { heading: 'rules.score.heading', blocks: [['p', 'rules.score.text']] },
  { heading: 'rules.notation.heading', blocks: [['notation', [['a1-c2', 'rules.notation.step'], ['@b1', 'rules.notation.return'], ['pass', 'rules.notation.pass']]]] },
];

/**
 * This page's own texts: English's in the script, another language's a chunk of its
 * own (a loader of i18n.js's kind: scripts/bundle-pages.mjs writes it out).
 * @type {import('../i18n/i18n.js').OwnTexts}
 */
const RULES_TEXTS = { english: rulesEnglish, load: (lang) => import(`../i18n/${lang}/rules.js`) };

/**
 * What the drawings and the texts need from the core, which alone knows the rules: the
 * lines of each board and the start position.
 * @type {{lines: Record<string, [number, number][]>, circles: ReturnType<Game['state']>['circles'], archers: number} | null}
 */
let known = null;
async function loadBoard() {
  // This script is www/rules.js: the wasm is one folder up.
  await init({ module_or_path: new URL('../jarmo-rules_bg.wasm', import.meta.url) });
  const start = new Game();
  const { circles } = start.state();
  start.free();
  known = {
    lines: Object.fromEntries(['knight', 'traditional'].map((board) => [board, coreLines(board).map(([a, b]) => [indexOf(a), indexOf(b)])])),
    circles,
    archers: circles.filter((archer) => archer?.colour === 'white').length,
  };
}

const fileOf = (/** @type {number} */ index) => index % SIZE;
const rankOf = (/** @type {number} */ index) => Math.floor(index / SIZE);
/** Whether a line joins neighbouring circles of a row or a column (the traditional board's short lines). */
const straight = ([a, b]) => Math.abs(fileOf(a) - fileOf(b)) + Math.abs(rankOf(a) - rankOf(b)) === 1;

function el(name, attributes = {}, ...children) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

function svg(name, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

/** `name` board at the start: 25 circles, its lines, both sides' archers, files and ranks named. */
function boardDiagram(t, name) {
  const boardLines = known.lines[name];
  const x = (file) => 60 + file * 56;
  const y = (rank) => 284 - rank * 56; // rank 0 is row 1, at the bottom
  const board = svg('svg', {
    class: 'board', viewBox: '0 24 320 320', role: 'img',
    'aria-labelledby': `board-title-${name} board-desc-${name}`, 'data-board': name,
  });
  const title = t(`rules.diagram.${name}`);
  board.append(
    svg('title', { id: `board-title-${name}` }, title),
    svg('desc', { id: `board-desc-${name}` }, t('rules.diagram.desc', { lines: t('units.lines', { count: boardLines.length }) })),
    svg('rect', { class: 'board-bg', x: 28, y: 30, width: 288, height: 284, rx: 14 }),
    svg('rect', { class: 'board-band', 'data-row': 'black-home', x: 34, y: y(SIZE - 1) - 22, width: 276, height: 44, rx: 10 }),
    svg('rect', { class: 'board-band', 'data-row': 'white-home', x: 34, y: y(0) - 22, width: 276, height: 44, rx: 10 }),
  );
  const lines = svg('g', { 'data-part': 'lines' });
  for (const [a, b] of boardLines) {
    lines.append(svg('line', { class: 'board-line', x1: x(fileOf(a)), y1: y(rankOf(a)), x2: x(fileOf(b)), y2: y(rankOf(b)) }));
  }
  const circles = svg('g', { 'data-part': 'circles' });
  const archers = svg('g', { 'data-part': 'archers' });
  for (let index = 0; index < CIRCLES; index++) {
    const [file, rank] = [fileOf(index), rankOf(index)];
    circles.append(svg('circle', { class: 'board-circle', cx: x(file), cy: y(rank), r: 10, 'data-circle': `${FILES[file]}${rank + 1}` }));
    const archer = known.circles[index];
    if (archer) archers.append(svg('circle', { class: `archer-${archer.colour}`, cx: x(file), cy: y(rank), r: 17, 'data-archer': archer.colour }));
  }
  const labels = svg('g', { 'aria-hidden': 'true' });
  for (let i = 0; i < SIZE; i++) {
    labels.append(
      svg('text', { class: 'board-label', x: x(i), y: 334, 'text-anchor': 'middle' }, FILES[i]),
      svg('text', { class: 'board-label', x: 12, y: y(i) + 5, 'text-anchor': 'middle' }, String(i + 1)),
    );
  }
  board.append(lines, circles, archers, labels);
  return el('figure', { class: 'diagram' },
    el('figcaption', {}, title),
    el('p', { class: 'row-label', 'data-row': 'top' }, t('rules.diagram.top')),
    board,
    el('p', { class: 'row-label', 'data-row': 'bottom' }, t('rules.diagram.bottom')));
}

/** Parameters some texts need: counts as words of the language. */
function parametersOf(t) {
  const short = known.lines.traditional.filter(straight);
  return {
    archers: t('units.archers', { count: known.archers }),
    circles: t('units.circles', { count: CIRCLES }),
    lines: t('units.lines', { count: known.lines.knight.length }),
    traditionalLines: t('units.lines', { count: known.lines.traditional.length }),
    knightCount: known.lines.traditional.length - short.length,
    straightCount: short.length,
    straightList: short.map(([a, b]) => `${nameOf(a)}–${nameOf(b)}`).join(', '),
    goal: t('units.points', { count: 2 }),
    other: t('units.points', { count: 1 }),
  };
}

function renderBlock([kind, content], t, params) {
  switch (kind) {
    case 'p':
      return el('p', {}, t(content, params));
    case 'ul':
    case 'ol':
      return el(kind, {}, ...content.map((key) => el('li', {}, t(key, params))));
    case 'terms':
      return el('ul', { class: 'terms' }, ...content.map(([name, text]) => el('li', {}, el('strong', {}, t(name)), ' ', t(text, params))));
    case 'notation':
      return el('ul', { class: 'notation' }, ...content.map(([code, text]) => el('li', {}, el('code', {}, code), ' — ', t(text))));
    case 'diagrams':
      return el('div', { class: 'diagrams' }, ...content.map((name) => boardDiagram(t, name)));
    default:
      throw new Error(`unknown block kind '${kind}' in the rules outline`);
  }
}

function renderRules(main, t) {
  const params = parametersOf(t);
  const children = [el('h1', {}, t('rules.title')), el('p', { class: 'intro' }, t('rules.intro', params))];
  for (const section of OUTLINE) {
    children.push(el('section', {},
      el('h2', {}, t(section.heading)),
      ...section.blocks.map((block) => renderBlock(block, t, params))));
  }
  main.replaceChildren(...children);
}

/**
 * The game's URL with the page's query (the game's settings, lang and theme included)
 * and its fragment: the game came here in it, and goes back in it.
 */
function gameUrl(params) {
  const query = params.toString();
  return `../index.html${query ? `?${query}` : ''}${location.hash}`;
}

/** @param {{value: string, label: string}[]} options */
function fillSelect(select, options, current) {
  select.replaceChildren(...options.map(({ value, label }) => {
    const option = el('option', { value }, label);
    option.selected = value === current;
    return option;
  }));
}

async function showPage(lang, params) {
  const i18n = await loadTranslator(lang, RULES_TEXTS);
  const { t } = i18n;
  markLanguage(document.documentElement, i18n);
  document.title = t('rules.pageTitle');
  document.getElementById('language-label').textContent = t('choice.language');
  document.getElementById('theme-label').textContent = t('choice.theme');
  fillSelect(document.getElementById('language'), languageOptions(i18n), lang);
  fillSelect(document.getElementById('theme'), THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) })), pickTheme({ search: params.toString() }));
  const back = /** @type {HTMLAnchorElement} */ (document.getElementById('back'));
  back.textContent = t('rules.back');
  back.href = gameUrl(params);
  renderRules(document.getElementById('rules'), t);
  document.body.dataset.ready = lang;
}

async function start() {
  const params = new URLSearchParams(location.search);
  const storage = safeLocalStorage(window);
  let lang = pickLanguage({
    search: location.search,
    navigatorLanguages: navigator.languages ?? [],
    stored: readStoredLanguage(storage),
  });
  applyTheme(pickTheme({ search: params.toString() }));
  await loadBoard();
  await showPage(lang, params);

  document.getElementById('language').addEventListener('change', async (event) => {
    lang = /** @type {HTMLSelectElement} */ (event.target).value;
    storeLanguage(lang, storage);
    params.set('lang', lang);
    history.replaceState(null, '', `?${params}${location.hash}`);
    await showPage(lang, params);
  });
  document.getElementById('theme').addEventListener('change', (event) => {
    const theme = /** @type {HTMLSelectElement} */ (event.target).value;
    if (theme === 'auto') params.delete('theme');
    else params.set('theme', theme);
    history.replaceState(null, '', `${params.size ? `?${params}` : location.pathname}${location.hash}`);
    applyTheme(theme);
    /** @type {HTMLAnchorElement} */ (document.getElementById('back')).href = gameUrl(params);
  });
}

start().catch(async (error) => {
  console.error(error);
  let text = error.message;
  try {
    const lang = pickLanguage({ search: location.search, navigatorLanguages: navigator.languages ?? [] });
    text = (await loadTranslator(lang, RULES_TEXTS)).t('rules.failed', { reason: error.message });
  } catch {
    // The catalogs themselves did not load: the browser's own message is all there is.
  }
  document.getElementById('rules').replaceChildren(el('p', { role: 'alert' }, text));
});
// This script is www/rules.js: the site's root is one folder up. A portal's build has no
// service worker (docs/PORTALS.md).
if (!portalBuild()) registerServiceWorker({ root: new URL('../', import.meta.url) });

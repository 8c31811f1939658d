// A review in the move card, once there is one: the progress bar with Stop while the
// engine works, the evaluation graph (a press on it shows that move), the words for
// the move shown and the better move (drawn as an arrow on the board by the board
// view), and the marks in the move list. Drawn from the controller's snapshot only.
// In the review's chunk (www/review/load.js) with the reviewer; the page's texts and
// reviewAt come in as arguments. The Review button
// and the empty box are www/review/panel.js's, in the page.

import { evalHeight } from './reviewer.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The graph's drawing box; the SVG scales it to the card's width. */
const WIDTH = 300;
const HEIGHT = 70;

/** The marks of the move list, as chess writes them, with the word for screen readers. */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

function node(name, attributes) {
  const el = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
}

/** The points of the graph's scale lines, above and below the middle (White, Black ahead by as many). */
export const SCALE_POINTS = 2;

/**
 * The move numbers under the graph: at most six, at round steps (1, 2, 5, 10… moves
 * apart), each at the first ply of its move.
 * @param {{number: number}[]} history
 * @returns {{ply: number, number: number}[]}
 */
export function moveTicks(history) {
  const last = history.length ? history[history.length - 1].number : 0;
  // The multiples of the step, and move 1.
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => Math.floor(last / s) + (s === 1 ? 0 : 1) <= 6) ?? 200;
  const ticks = [];
  history.forEach((move, i) => {
    const first = i === 0 || history[i - 1].number !== move.number;
    if (first && (move.number === 1 || move.number % step === 0)) ticks.push({ ply: i + 1, number: move.number });
  });
  return ticks;
}

function drawGraph(review, shown, history) {
  const graph = $('review-graph');
  const { lines, total } = review;
  const x = (ply) => (total ? (ply / total) * WIDTH : 0);
  const y = (h) => HEIGHT / 2 - h * (HEIGHT / 2 - 4);
  // The scale: White SCALE_POINTS ahead above the middle, Black below.
  const scale = y(evalHeight({ points: SCALE_POINTS, win: null, plies: null }));
  const parts = [
    node('line', { x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2, class: 'axis' }),
    node('line', { x1: 0, y1: scale, x2: WIDTH, y2: scale, class: 'scale' }),
    node('line', { x1: 0, y1: HEIGHT - scale, x2: WIDTH, y2: HEIGHT - scale, class: 'scale' }),
  ];
  for (const [selector, top] of /** @type {[string, number][]} */ ([['.review-scale.plus', scale], ['.review-scale.minus', HEIGHT - scale]])) {
    // (The graph is drawn HEIGHT px high: review.css.)
    /** @type {HTMLElement} */ (document.querySelector(selector)).style.top = `${top}px`;
  }
  const ticks = moveTicks(history.slice(0, total));
  $('review-ticks').replaceChildren(...ticks.map(({ ply, number }) => {
    const tick = document.createElement('span');
    tick.textContent = String(number);
    tick.style.left = `${(100 * x(ply)) / WIDTH}%`;
    return tick;
  }));
  for (const { ply } of ticks) parts.push(node('line', { x1: x(ply), y1: HEIGHT - 4, x2: x(ply), y2: HEIGHT, class: 'tick' }));
  if (lines.length) {
    const points = [[0, y(0)], ...lines.map((l) => [x(l.ply), y(evalHeight(l.eval))])];
    // White's side of the graph filled, so the lead reads at a glance.
    const area = `M0,${HEIGHT / 2} ${points.map(([px, py]) => `L${px.toFixed(1)},${py.toFixed(1)}`).join(' ')} L${x(lines.length).toFixed(1)},${HEIGHT / 2} Z`;
    parts.push(node('path', { d: area, class: 'area' }));
    parts.push(node('polyline', { points: points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' '), class: 'curve' }));
    for (const l of lines) {
      if (['mistake', 'blunder', 'inaccuracy'].includes(l.label)) {
        parts.push(node('circle', { cx: x(l.ply), cy: y(evalHeight(l.eval)), r: l.label === 'blunder' ? 4 : 3, class: `dot ${l.label}` }));
      }
    }
  }
  parts.push(node('line', { x1: x(shown), y1: 0, x2: x(shown), y2: HEIGHT, class: 'cursor' }));
  graph.replaceChildren(...parts);
}

/**
 * The drawing of a review, in the page's words.
 * @param {object} page
 * @param {typeof import('../i18n/lang.js').t} page.t
 * @param {typeof import('../i18n/lang.js').translator} page.translator
 * @param {typeof import('../i18n/lang.js').errorText} page.errorText
 * @param {typeof import('../app/review-lines.js').reviewAt} page.reviewAt
 */
export function createReviewDrawing({ t, translator, errorText, reviewAt }) {
  /** An evaluation in words of the page's language: `+0.35`, or who wins by force. */
  function evalText(/** @type {import('../contract.js').Eval} */ value) {
    if (value.win) return t(`review.win.${value.win}`);
    const format = new Intl.NumberFormat(translator().lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    return t('review.eval', { points: format.format(value.points ?? 0) });
  }

  /** Draws the box of `snap.review` (there is one: panel.js draws the rest). */
  function renderReview(/** @type {import('../app/game.js').Snapshot} */ snap) {
    const { state } = snap;
    const review = /** @type {import('./reviewer.js').Review} */ (snap.review);
    const plies = state.history.length;
    const running = review.status === 'running';
    $('review-run').hidden = !running;
    const progress = /** @type {HTMLProgressElement} */ ($('review-progress'));
    progress.max = review.total;
    progress.value = review.lines.length;
    const done = review.lines.length;
    $('review-status').textContent = running ? t('review.running', { done: Math.min(done + 1, review.total), count: review.total }) : '';
    const shown = snap.viewing ?? plies;
    drawGraph(review, shown, state.history);
    // The scale's points, in the page's language.
    const signed = new Intl.NumberFormat(translator().lang, { signDisplay: 'always' });
    document.querySelector('.review-scale.plus').textContent = signed.format(SCALE_POINTS);
    document.querySelector('.review-scale.minus').textContent = signed.format(-SCALE_POINTS);
    $('review-chart').hidden = done === 0;
    const { line, next } = reviewAt(review, shown);
    const words = [];
    if (review.status === 'cancelled') words.push(t('review.cancelled'));
    if (review.status === 'failed') words.push(t('review.failed', { reason: errorText(review.error) }));
    if (review.status === 'done' && snap.viewing === null) words.push(t('review.ready'));
    if (line) {
      const move = state.history[line.ply - 1];
      words.push(t('review.move', { number: move.label || `${move.number}...`, move: move.text, label: t(`review.label.${line.label}`) }));
      words.push(evalText(line.eval));
      // Where an endgame table holds the position before the move, and the move lowered
      // its value: what it threw away, in the table's exact points for the side that moved.
      if (line.table) {
        const points = new Intl.NumberFormat(translator().lang, { signDisplay: 'exceptZero' });
        words.push(t(`review.table.${line.table.verdict}`, { before: points.format(line.table.before), after: points.format(line.table.after) }));
      }
    }
    if (next) words.push(t('review.better', { move: next.move.text, best: next.best.text }));
    $('review-text').textContent = words.join(' ');
    // A slider over the moves, for the keyboard and screen readers: which move it shows.
    const graph = $('review-graph');
    graph.setAttribute('aria-valuemax', String(review.total));
    graph.setAttribute('aria-valuenow', String(Math.min(shown, review.total)));
    graph.setAttribute('aria-valuetext', line ? words.filter((w) => w !== t('review.ready')).join(' ') : t('review.startPosition'));
  }

  return { renderReview };
}

// The review's part of the move card that the page draws before any review: the
// Review buttons (in the card and in the end panel), the box hidden, and the move
// list without marks. A review itself is drawn by www/review/drawn.js, which comes
// with the reviewer in a chunk of its own (www/review/lazy.js loads it).

import { errorText, t } from '../i18n/lang.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The keys of the graph (a slider over the moves): a move back or on, the start, the end. */
const GRAPH_KEYS = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10, Home: -Infinity, End: Infinity };

/**
 * `onPick(fraction)`: the graph was pressed, or a finger or the mouse drawn along it,
 * that far across (0 to 1; the app knows which move is there); `onStep(moves)`: a key
 * on the graph asked for the position that many moves on (back when below 0; ±Infinity:
 * the start, the end); `onWarm()`: a review may come soon; `analyse()`: the address of
 * the analysis board at the position shown, given to the Analyse link as it is followed.
 */
export function bindReview({ onStart, onCancel, onPick, onStep, onWarm, analyse }) {
  const link = /** @type {HTMLAnchorElement} */ ($('analyse-link'));
  for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focus']) link.addEventListener(type, () => { link.href = analyse(); });
  for (const id of ['review-start', 'end-review']) {
    $(id).addEventListener('click', () => onStart());
    for (const type of ['pointerenter', 'focus']) $(id).addEventListener(type, () => onWarm());
  }
  $('review-cancel').addEventListener('click', () => onCancel());
  const graph = $('review-graph');
  const pick = (/** @type {PointerEvent} */ e) => {
    const box = graph.getBoundingClientRect();
    if (box.width === 0) return;
    onPick((e.clientX - box.left) / box.width);
  };
  // A press shows its move, and a finger or a held button drawn along the graph the
  // moves it passes (touch-action: none in review.css keeps the drag from scrolling).
  graph.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    graph.setPointerCapture?.(e.pointerId);
    pick(e);
  });
  graph.addEventListener('pointermove', (e) => {
    if (graph.hasPointerCapture?.(e.pointerId)) pick(e);
  });
  graph.addEventListener('keydown', (e) => {
    const step = GRAPH_KEYS[/** @type {keyof typeof GRAPH_KEYS} */ (e.key)];
    if (step === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onStep(step);
  });
}

/**
 * Draws the review part of the move card for `snap` (the game controller's snapshot);
 * `drawing`: the review chunk's drawing, or null while it is not loaded.
 * @param {import('../app/game.js').Snapshot} snap
 * @param {ReturnType<typeof import('./drawn.js').createReviewDrawing> | null} drawing
 */
export function renderReview(snap, drawing) {
  const { review, canReview } = snap;
  /** @type {HTMLButtonElement} */ ($('review-start')).hidden = !canReview || review?.status === 'running' || review?.status === 'done';
  /** @type {HTMLButtonElement} */ ($('end-review')).hidden = !canReview;
  // The analysis board has the engine too: not in a game with a friend until it is over.
  $('analyse-link').hidden = !canReview;
  $('review').hidden = !review;
  if (!review) return;
  if (drawing) {
    drawing.renderReview(snap);
    return;
  }
  // A review without its drawing is one whose chunk did not load: it says so.
  $('review-run').hidden = true;
  $('review-chart').hidden = true;
  $('review-text').textContent = t('review.failed', { reason: errorText(review.error) });
}

// The game's view, drawn from the controller's snapshot: a board with its bars
// (board-view.js) and the game's panels beside it: the notices, the errors, the end
// panel, the move list, the review, a friend game's names and Send, the prepared
// answers, the buttons and the hint. Nothing here keeps state or reads the page back.

import { indexOf } from '../board/geometry.js';
import { tabTitle } from '../app/friend.js';
import { errorText, errorTexts, t } from '../i18n/lang.js';
import { laterTexts } from '../i18n/i18n.js';
import { noticesDrawn, renderNotices } from './notices.js';
import { stepText } from './answers.js';
import { createRecord } from './moves.js';
import { endFocus, renderEndPanel, renderMatchLine, renderSeats, renderWelcome, statusText } from './status.js';
import { renderReview } from '../review/panel.js';
import { createBoardView } from './board-view.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A reason to put inside a sentence of ours: without its own closing full stop. */
export function reasonOf(error) {
  return errorText(error).replace(/\.$/, '');
}

/** @typedef {import('../app/game.js').Snapshot} Snapshot */

/**
 * @param {object} deps
 * @param {HTMLCanvasElement} deps.canvas the board's
 * @param {(board: import('../contract.js').BoardName) => import('../contract.js').Line[]} deps.lines a board's
 *   lines, from the core (`core.lines`)
 * @param {(text: string, dragged: boolean) => void} deps.onMove a move made on the board
 * @param {() => void} [deps.onRefuse] a press on the board the game refused (an archer that cannot move)
 * @param {() => void} [deps.onInert] a press on the board while it takes no input
 * @param {(orig: import('../board/core.js').Origin | -1) => void} [deps.onPick] the board's archer picked up (or let go: -1)
 * @param {() => ReturnType<typeof import('../review/drawn.js').createReviewDrawing> | null} [deps.reviewDrawing]
 *   the review's drawing, once its chunk is loaded (review/lazy.js)
 * @param {(shape: import('../app/drawings.js').Shape) => string | Promise<string>} [deps.onDraw] the player drew an arrow
 *   or a circle on the position shown (app/drawings.js createDrawn: 'added', 'removed', 'full' or 'invalid')
 * @param {() => void} [deps.onSketch] a drawing began on the board (app/drawings-lazy.js warm)
 * @param {(ply: number) => void} [deps.onClear] the player cleared the drawings of the position
 *   after `ply` moves (the one shown when the press or key began)
 * @param {(snap: Snapshot) => void} [deps.onIdle] the board has drawn the last frame of `snap`
 *   (the controller's `boardSettled`, app/settle.js)
 * @param {import('./notices.js').NoticeOwner} [deps.notices] what the buttons of the game's notices
 *   (its snapshot's) tell the controller
 */
export function createView({ canvas, lines, onMove, onRefuse = () => {}, onInert = () => {}, onPick = () => {}, reviewDrawing = () => null, onDraw = null, onSketch = () => {}, onClear = () => {}, onIdle = () => {}, notices = null }) {
  /**
   * The game's errors as last drawn (its snapshot's `error` and `disagree`): each is
   * said once the words for the core's errors are here (lang.js, errorTexts), unless
   * another was drawn meanwhile.
   */
  const errorsDrawn = { error: /** @type {Snapshot['error']} */ (null), disagree: /** @type {unknown} */ (null) };
  const record = createRecord();
  /** The page's title, which a friend game waiting for this device's move marks (app/friend.js tabTitle). */
  const baseTitle = document.title;
  /** How the engine runs here, as last drawn (document.body's data-engine). */
  let engineDrawn = /** @type {string | null} */ (null);

  /** @type {ReturnType<typeof createBoardView<Snapshot>>} */
  const boardView = createBoardView({
    canvas, lines, onMove, onRefuse, onInert, onPick, onDraw, onSketch, onClear, onIdle,
    shownPly: (snap) => snap.viewing ?? snap.state.history.length,
    waitText(snap) {
      // On the scratch board of prepared answers: what it waits for.
      if (snap.preparing) return stepText(snap.preparing);
      if (!snap.live || snap.paused) return null;
      const { friend, seats } = snap;
      return friend && seats[snap.state.turn] === 'friend' && !snap.state.over ? statusText(snap) : null;
    },
    panels: renderGamePanels,
    overBoard(snap) {
      // The game's hint, drawn over the board.
      const { hint } = snap;
      if (hint?.kind === 'move' && snap.live) boardView.board.showHint({ from: hint.move.from ? indexOf(hint.move.from) : -1, to: indexOf(hint.move.to) });
    },
    focus(snap, to) {
      // The end panel's button (Next game in a match, Rematch or New game) only while it is open.
      if (to === 'end' && snap.endOpen) $(endFocus(snap)).focus({ preventScroll: true });
      else if (to === 'welcome') $('welcome-ai').focus({ preventScroll: true });
      else if (to === 'review') {
        // Stop, which a screen reader names with the progress, once the review's box is shown.
        requestAnimationFrame(() => {
          const stop = $('review-cancel');
          if (!stop.checkVisibility()) return;
          // In sight in the side panel (which scrolls; the page never does).
          $('review').scrollIntoView({ block: 'nearest' });
          stop.focus({ preventScroll: true });
        });
      }
    },
  });

  /** The game's own panels beside the board. @param {Snapshot} snap */
  function renderGamePanels(snap) {
    const { live } = snap;
    if (notices) renderNotices('game', snap.notices, notices);
    renderErrors(snap);
    $('thinking').hidden = !snap.thinking;
    document.body.classList.toggle('thinking', snap.thinking);
    // How the engine runs here (a worker from its URL or a Blob URL, or this thread), once it has.
    if (snap.engine && snap.engine !== engineDrawn) {
      engineDrawn = snap.engine;
      document.body.dataset.engine = snap.engine;
    }
    renderSeats(snap);
    renderEndPanel(snap);
    renderMatchLine(snap);
    renderWelcome(snap);
    record.render(snap.state, snap.viewing, snap.review?.lines);
    renderReview(snap, reviewDrawing());
    renderFriend(snap);
    drawAnswers(snap);
    const title = tabTitle(baseTitle, snap);
    if (document.title !== title) document.title = title;
    /** @type {HTMLButtonElement} */ ($('hint')).disabled = !snap.canHint;
    /** @type {HTMLButtonElement} */ ($('undo')).disabled = !snap.canUndo;
    /** @type {HTMLButtonElement} */ ($('redo')).disabled = !snap.canRedo;
    const hint = snap.hint;
    $('hint-text').textContent = !live || !hint ? ''
      : hint.kind === 'looking' ? t('hint.looking')
        : hint.kind === 'move' ? t('hint.move', { move: hint.move.text })
          : t('hint.failed', { reason: reasonOf(hint.error) });
  }

  /** The error above the board, and a move the board offered that the core refused (beside the move box). */
  function renderErrors(/** @type {Snapshot} */ snap) {
    const { error, disagree } = snap;
    if (error !== errorsDrawn.error) {
      errorsDrawn.error = error;
      if (!error) $('setup-error').hidden = true;
      else {
        errorTexts().then(() => {
          if (errorsDrawn.error !== error) return;
          Object.assign($('setup-error'), { textContent: t(error.key, { reason: reasonOf(error.error) }), hidden: false });
        });
      }
    }
    if (disagree !== errorsDrawn.disagree) {
      const was = errorsDrawn.disagree;
      errorsDrawn.disagree = disagree;
      if (disagree) {
        errorTexts().then(() => {
          if (errorsDrawn.disagree === disagree) $('move-error').textContent = t('error.disagree', { reason: errorText(disagree) });
        });
      } else if (was) {
        // The next move makes it old (as the move box's own reasons).
        $('move-error').textContent = '';
      }
    }
  }

  /**
   * The prepared answers' drawing (answers-draw.js), a chunk loaded with the first game
   * with a friend: until then nothing of them shows (the page's own HTML hides them).
   * @type {typeof import('./answers-draw.js') | null}
   */
  let answersDrawing = null;
  /** @type {Promise<void> | null} its chunk on the way (or here) */
  let answersLoading = null;
  const answerWords = { t, errorText, errorTexts, stepText };
  function drawAnswers(/** @type {Snapshot} */ snap) {
    if (answersDrawing) {
      answersDrawing.renderAnswers(snap, answerWords);
      return;
    }
    if (!snap.friend || answersLoading) return;
    // Their English words come with them (i18n.js laterTexts).
    answersLoading = Promise.all([import('./answers-draw.js'), laterTexts()]).then(([chunk]) => {
      answersDrawing = chunk;
      // The game as it is now.
      chunk.renderAnswers(boardView.drawn(), answerWords);
    }, (error) => {
      answersLoading = null;
      console.warn(`[jarmo] the prepared answers could not be drawn: ${error?.message ?? error}`);
    });
  }

  /** What came of Send, in words: with the friend's name where they have one. */
  function sharedText(/** @type {NonNullable<Snapshot['shared']>} */ { outcome, link }, /** @type {Snapshot['friend']} */ friend) {
    const name = friend ? friend.names[friend.seat === 'white' ? 'black' : 'white'] : '';
    if (outcome === 'byHand') return t('friend.copyByHand', { link });
    const key = outcome === 'shared' ? 'friend.shared' : 'friend.copied';
    return name ? t(key, { name }) : t(`${key}Unnamed`);
  }

  /** A game with a friend: the names in the bars, Send, a friend's copy shown read-only. */
  function renderFriend(/** @type {Snapshot} */ snap) {
    const { friend, state, seats } = snap;
    for (const side of ['white', 'black']) $(`name-${side}`).textContent = friend?.names[side] ?? '';
    const waiting = Boolean(friend) && (state.over || seats[state.turn] === 'friend');
    $('send').hidden = !waiting;
    // What came of Send stands for the position it sent; a reply, a takeback or another game makes it old.
    $('send-text').textContent = snap.shared ? sharedText(snap.shared, friend) : '';
    if (snap.theirs) {
      $('viewing').hidden = false;
      $('viewing-text').textContent = t('friend.theirs');
      document.body.classList.add('viewing');
    }
  }

  return {
    board: boardView.board,
    render: boardView.render,
    /**
     * Resolves once what the drawings so far needed of the chunks fetched on first use
     * is here and drawn (the page is ready after it: boot/game.js).
     */
    async settled() {
      await Promise.all([answersLoading, noticesDrawn()]);
    },
  };
}

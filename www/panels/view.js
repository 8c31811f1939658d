// The page's views, drawn from the controller's snapshot: the board, the bars with
// points and captured archers, the status line, the end panel, the move list, the
// buttons beside them, the position in notation and the board in words. Nothing here
// keeps state or reads the page back; the board component keeps only its own
// interaction (a selection, a drag, the keyboard focus), as a board does.

import { motionAllowed } from '../board/anim.js';
import { createBoard } from '../board/board.js';
import { fly, pointOf } from '../board/flight.js';
import { indexOf, nameOf } from '../board/geometry.js';
import { RETURN } from '../app/turns.js';
import { tabTitle } from '../app/friend.js';
import { errorText, errorTexts, t } from '../i18n/lang.js';
import { describeCircle, describeDrawings, describeMove, describePosition } from './describe.js';
import { noticesDrawn, renderNotices } from './notices.js';
import { stepText } from './answers.js';
import { renderMoveBox } from './movebox.js';
import { createRecord } from './moves.js';
import { endFocus, renderBoardResult, renderEndPanel, renderMatchLine, renderSeats, renderStatus, renderWelcome, statusText } from './status.js';
import { renderTrays } from './trays.js';
import { renderReview } from '../review/panel.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A reason to put inside a sentence of ours: without its own closing full stop. */
export function reasonOf(error) {
  return errorText(error).replace(/\.$/, '');
}

/** @typedef {import('../app/game.js').Snapshot | import('../app/drill.js').BoardView} Shown */
/** @typedef {import('../app/game.js').Snapshot} Snapshot */

/**
 * @param {object} deps
 * @param {HTMLCanvasElement} deps.canvas the board's
 * @param {(board: import('../contract.js').BoardName) => import('../contract.js').Line[]} deps.lines a board's
 *   lines, from the core (`core.lines`)
 * @param {boolean} [deps.game] the game's page, with its panels beside the board (false: the
 *   lessons' and puzzles' board, whose bars and status line are all the panels it has here)
 * @param {(text: string, dragged: boolean) => void} deps.onMove a move made on the board
 * @param {() => void} [deps.onRefuse] a press on the board the game refused (an archer that cannot move)
 * @param {() => void} [deps.onInert] a press on the board while it takes no input
 * @param {() => ReturnType<typeof import('../review/drawn.js').createReviewDrawing> | null} [deps.reviewDrawing]
 *   the review's drawing, once its chunk is loaded (review/lazy.js)
 * @param {(shape: import('../app/drawings.js').Shape) => string} [deps.onDraw] the player drew an arrow
 *   or a circle on the position shown (app/game.js draw: 'added', 'removed', 'full' or 'invalid');
 *   without it the board draws none
 * @param {(ply: number) => void} [deps.onClear] the player cleared the drawings of the position
 *   after `ply` moves (the one shown when the press or key began)
 * @param {import('./notices.js').NoticeOwner} [deps.notices] what the buttons of the game's notices
 *   (its snapshot's) tell the controller
 */
export function createView({ canvas, lines, onMove, onRefuse = () => {}, onInert = () => {}, reviewDrawing = () => null, game = true, onDraw = null, onClear = () => {}, notices = null }) {
  /**
   * The game's errors as last drawn (its snapshot's `error` and `disagree`): each is
   * said once the words for the core's errors are here (lang.js, errorTexts), unless
   * another was drawn meanwhile.
   */
  const errorsDrawn = { error: /** @type {Snapshot['error']} */ (null), disagree: /** @type {unknown} */ (null) };
  const record = createRecord();
  /** The page's title, which a friend game waiting for this device's move marks (app/friend.js tabTitle). */
  const baseTitle = document.title;
  /** Each board's lines as circle indices, asked of the core once. */
  const boardLines = new Map();
  const linesOf = (/** @type {import('../contract.js').BoardName} */ name) => {
    if (!boardLines.has(name)) boardLines.set(name, lines(name).map(([a, b]) => [indexOf(a), indexOf(b)]));
    return boardLines.get(name);
  };
  /**
   * The last snapshot drawn: the board's own events (a press, a key, the focus) are said
   * and drawn from it, never from a snapshot asked for (the controller draws each change).
   * @type {Shown}
   */
  let drawn;
  /** The position shown when the last press on the board began: the one a click clears. */
  let pressed = 0;
  const board = createBoard(canvas, {
    lines: linesOf('knight'),
    onDraw: onDraw && ((shape) => {
      if (onDraw(shape) === 'full') $('announce').textContent = t('draw.full');
    }),
    onPress: () => {
      const snap = /** @type {Snapshot} */ (drawn);
      pressed = snap.viewing ?? snap.state.history.length;
    },
    onClear: () => onClear(pressed),
    onMove: (orig, dest, { dragged }) => onMove(orig === RETURN ? `@${nameOf(dest)}` : `${nameOf(orig)}-${nameOf(dest)}`, dragged),
    onSelect: () => renderPanels(drawn),
    onRefuse,
    onInert,
    onFocus: (index) => sayFocus(focusText(drawn, index)),
    onKey: (what) => {
      sayKey(drawn, what);
      renderPanels(drawn);
    },
  });

  /** The glowing captured archer was pressed: the return is picked (or let go). */
  function onReturn({ byKeyboard }) {
    if (board.selected() === RETURN) {
      board.cancel();
    } else if (byKeyboard) {
      // From the keyboard the return goes on on the board, as R starts it there.
      canvas.focus({ preventScroll: true });
      board.keyReturn();
    } else {
      board.selectReturn();
    }
  }
  /** The page point of circle `index`'s centre, with the archers' radius there. */
  function circlePoint(index) {
    const box = canvas.getBoundingClientRect();
    const p = board.point(index);
    return { x: box.left + p.x, y: box.top + p.y, r: p.r };
  }

  /**
   * Where a move's archer flies, if it does (with motion, on a board in view): a
   * capture's taken archer to its tray, a return's archer from its tray. For a return
   * the start is read now, before the trays are drawn again without it.
   */
  function flightOf(/** @type {Shown} */ snap, animate) {
    if (!animate || !snap.animates || !motionAllowed() || canvas.getBoundingClientRect().width === 0) return null;
    const { played, before } = animate;
    if (played.kind === 'step' && played.capture) {
      const taken = before.circles[indexOf(played.to)];
      return taken ? { kind: 'capture', colour: taken.colour, to: indexOf(played.to) } : null;
    }
    if (played.kind === 'return') {
      const source = document.querySelector(`#tray-${played.side} .archer`);
      if (!source?.checkVisibility()) return null;
      return { kind: 'return', colour: played.side, to: indexOf(played.to), from: pointOf(source) };
    }
    return null;
  }

  /** Starts the flight, once the trays show the position after the move. */
  function startFlight(flight) {
    if (flight?.kind === 'capture') {
      const arriving = /** @type {HTMLElement | null} */ (document.querySelector(`#tray-${flight.colour} .archer:last-child`));
      if (arriving?.checkVisibility()) fly(flight.colour, circlePoint(flight.to), pointOf(arriving), arriving);
    } else if (flight?.kind === 'return') {
      fly(flight.colour, flight.from, circlePoint(flight.to));
    }
  }

  /** The arrow the board drew last (a review's better move, a puzzle's answer), as JSON. */
  let drawnArrow = 'null';

  /** @param {import('../app/drill.js').BoardView} snap */
  function drawBoard(snap, animate, flight) {
    const { shown, state, live } = snap;
    drawnArrow = JSON.stringify(snap.arrow ?? null);
    // The game's own board: its lines are drawn (the core's state names it).
    board.setLines(linesOf(shown.board ?? 'knight'));
    const last = shown.lastMove;
    const returns = live ? state.moves.filter((m) => m.kind === 'return') : [];
    let animation = null;
    // The game's own moves animate, and the moves of a friend's link played one by one.
    if (animate && snap.animates) {
      const { played, before } = animate;
      const to = indexOf(played.to);
      // A taken archer fades on its circle, unless it flies to its tray.
      animation = {
        from: played.from ? indexOf(played.from) : -1,
        to,
        taken: played.capture && !flight ? before.circles[to] : null,
        flown: flight?.kind === 'return',
      };
    }
    board.set({
      circles: shown.circles,
      dests: snap.dests,
      lastMove: last && last.to ? { from: last.from ? indexOf(last.from) : -1, to: indexOf(last.to) } : null,
      unmarks: returns.length ? indexOf(returns[0].unmarks) : -1,
      movable: snap.humanToMove,
      animate: animation,
      // A lesson's target circles and its tries; a review's better move.
      targets: (snap.targets ?? []).map(indexOf),
      tries: snap.tries ?? false,
      arrow: snap.arrow ? { from: snap.arrow.from ? indexOf(snap.arrow.from) : -1, to: indexOf(snap.arrow.to) } : null,
      // The winner's archers glow on a finished game's board.
      glow: live && state.over ? state.result?.winner ?? null : null,
      // The player's arrows and circles on the position shown.
      shapes: /** @type {Snapshot} */ (snap).drawings ?? [],
    });
  }

  /** The panels only (a selection on the board changes the trays' pressed archer). */
  function renderPanels(/** @type {Shown} */ snap) {
    renderTrays(snap.shown, {
      returnable: snap.returnable,
      selected: board.selected() === RETURN,
      onReturn,
      capturedBefore: snap.bars?.capturedBefore ?? true,
    });
    renderStatus(snap);
    renderBoardResult(snap);
    $('position').textContent = snap.shown.position;
    $('board-desc').textContent = describePosition(snap.shown, statusText(snap), /** @type {Snapshot} */ (snap).drawings ?? []);
    // A reason beside the move box is about the game as it was: old once it changed.
    renderMoveBox(snap.state);
    if (game) renderGamePanels(/** @type {Snapshot} */ (snap));
  }

  /** The game's own panels beside the board. @param {Snapshot} snap */
  function renderGamePanels(snap) {
    const { live } = snap;
    if (notices) renderNotices('game', snap.notices, notices);
    renderErrors(snap);
    $('thinking').hidden = !snap.thinking;
    document.body.classList.toggle('thinking', snap.thinking);
    // How the engine runs here (a worker from its URL or a Blob URL, or this thread), once it has.
    if (snap.engine && snap.engine !== acted.engine) {
      acted.engine = snap.engine;
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
    answersLoading = import('./answers-draw.js').then((chunk) => {
      answersDrawing = chunk;
      // The game as it is now.
      if (game) chunk.renderAnswers(/** @type {Snapshot} */ (drawn), answerWords);
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

  /** The circle under the keyboard focus in words, with what the picked archer could do there. */
  function focusText(/** @type {Shown} */ snap, index) {
    const picked = board.selected();
    const dest = picked !== -1 ? (snap.dests.get(picked) || []).find((d) => d.to === index) : null;
    return describeCircle(snap.shown, index, { movable: snap.humanToMove && snap.dests.has(index), dest });
  }

  function sayFocus(text) {
    $('board-focus').textContent = text;
  }

  /** What a key on the board did, in words (board.js's `what`). */
  function sayKey(/** @type {Shown} */ snap, what) {
    const focus = board.focus();
    const texts = {
      selected: () => t('focus.selected', { circle: nameOf(focus) }),
      cancelled: () => t('board.cancelled'),
      pickReturn: () => `${t('board.pickReturn')} ${focusText(snap, focus)}`,
      noReturn: () => t('board.noReturn'),
      notYours: () => {
        // On the scratch board of prepared answers: what it waits for.
        const preparing = game ? /** @type {Snapshot} */ (snap).preparing : null;
        if (preparing) return stepText(preparing);
        if (!snap.live) return t('view.readOnly');
        if (snap.paused) return t('movebox.paused');
        const { friend, seats } = game ? /** @type {Snapshot} */ (snap) : { friend: null, seats: null };
        if (friend && seats[snap.state.turn] === 'friend' && !snap.state.over) return statusText(snap);
        return snap.state.over ? statusText(snap) : t('board.notYours');
      },
      none: () => focusText(snap, focus),
      drawStart: () => t('draw.start', { circle: nameOf(focus) }),
      drawDropped: () => t('draw.dropped'),
    };
    sayFocus(texts[what]());
  }

  /** The snapshot's parts that happen once, as last acted on (drill.js BoardView said, focus, unselect). */
  const acted = { said: 0, focus: 0, unselect: 0, flipped: false, engine: /** @type {string | null} */ (null) };

  /** Before the board is drawn: a selection dropped, the board turned for Black's player. */
  function boardChanges(/** @type {Shown} */ snap) {
    if (snap.unselect !== acted.unselect) {
      acted.unselect = snap.unselect;
      board.cancel();
    }
    if (snap.flipped !== acted.flipped) {
      acted.flipped = snap.flipped;
      board.setFlipped(snap.flipped);
      document.querySelector('.play').classList.toggle('flipped', snap.flipped);
    }
  }

  /** Once drawn: what screen readers are told, and where the focus goes, when new. */
  function sayAndFocus(/** @type {Shown} */ snap) {
    if (snap.said.id !== acted.said) {
      acted.said = snap.said.id;
      const said = {
        move: () => describeMove(snap.state),
        shownMove: () => describeMove(snap.shown),
        status: () => statusText(snap),
        drawings: () => describeDrawings(/** @type {Snapshot} */ (snap).drawings ?? [], { none: true }),
      }[snap.said.what];
      if (said) $('announce').textContent = said();
    }
    if (!snap.focus || snap.focus.id === acted.focus) return;
    acted.focus = snap.focus.id;
    const to = snap.focus.on;
    // The end panel's button (Next game in a match, Rematch or New game) only while it is open.
    if (to === 'end' && game && /** @type {Snapshot} */ (snap).endOpen) $(endFocus(/** @type {Snapshot} */ (snap))).focus({ preventScroll: true });
    else if (to === 'board') $('board').focus({ preventScroll: true });
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
  }

  return {
    board,
    /**
     * Draws everything for `snap`; `animate`: the move that led here ({played, before}).
     * `boardAsIs`: nothing on the board changed (a notice came): the panels only, and
     * the board goes on with what it draws (a move travelling).
     */
    render(/** @type {Shown} */ snap, { animate = null, boardAsIs = false } = {}) {
      drawn = snap;
      // (A review's better move drawn as an arrow changes the board, so it is drawn then.)
      if (boardAsIs && JSON.stringify(snap.arrow ?? null) === drawnArrow) {
        renderPanels(snap);
        sayAndFocus(snap);
        return;
      }
      boardChanges(snap);
      const flight = flightOf(snap, animate);
      drawBoard(snap, animate, flight);
      // The game's hint, drawn over the board.
      const hint = game ? /** @type {Snapshot} */ (snap).hint : null;
      if (hint?.kind === 'move' && snap.live) {
        const { move } = hint;
        board.showHint({ from: move.from ? indexOf(move.from) : -1, to: indexOf(move.to) });
      }
      renderPanels(snap);
      sayAndFocus(snap);
      startFlight(flight);
      // The circle under the keyboard focus may have changed with the move.
      if (document.activeElement === $('board') && board.focus() !== -1) sayFocus(focusText(snap, board.focus()));
    },
    renderPanels,
    /**
     * Resolves once what the drawings so far needed of the chunks fetched on first use
     * is here and drawn (the page is ready after it: boot/game.js).
     */
    async settled() {
      await Promise.all([answersLoading, noticesDrawn()]);
    },
    /** Resolves once the board has drawn its last frame, or after `ms` (a hidden tab draws none). */
    boardIdle(ms) {
      return Promise.race([board.idle(), new Promise((ok) => setTimeout(ok, ms))]);
    },
  };
}

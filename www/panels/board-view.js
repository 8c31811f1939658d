// A board with its bars, drawn from a BoardView (app/drill.js): the board, the trays of
// captured archers, the status line and the board's result, the position in notation,
// the board in words and the move box; what screen readers are told, the focus, a
// dropped selection and the board's turning, each acted on once. The game's view
// (view.js) is one with the game's panels beside it; the lessons' and puzzles' board
// (boot/trainer.js) is one with nothing more. Nothing here keeps state or reads the page
// back; the board component keeps only its own interaction (a selection, a drag, the
// keyboard focus), as a board does.

import { motionAllowed } from '../board/anim.js';
import { createBoard } from '../board/board.js';
import { fly, pointOf } from '../board/flight.js';
import { indexOf, nameOf } from '../board/geometry.js';
import { RETURN } from '../app/turns.js';
import { t } from '../i18n/lang.js';
import { describeCircle, describeDrawings, describeMove, describePosition } from './describe.js';
import { renderMoveBox } from './movebox.js';
import { renderBoardResult, renderStatus, statusText } from './status.js';
import { renderTrays } from './trays.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @typedef {import('../app/drill.js').BoardView} BoardView */

/**
 * @template {BoardView} S
 * @param {object} deps
 * @param {HTMLCanvasElement} deps.canvas the board's
 * @param {(board: import('../contract.js').BoardName) => import('../contract.js').Line[]} deps.lines a board's
 *   lines, from the core (`core.lines`)
 * @param {(text: string, dragged: boolean) => void} deps.onMove a move made on the board
 * @param {() => void} [deps.onRefuse] a press on the board the game refused (an archer that cannot move)
 * @param {() => void} [deps.onInert] a press on the board while it takes no input
 * @param {(orig: import('../board/core.js').Origin | -1) => void} [deps.onPick] the board's archer picked up
 *   (or let go: -1): the controller's `pick`, whose snapshot then carries it (`picked`)
 * @param {(shape: import('../app/drawings.js').Shape) => string | Promise<string>} [deps.onDraw] the player drew an arrow
 *   or a circle on the position shown (app/drawings.js createDrawn: 'added', 'removed', 'full' or 'invalid');
 *   without it the board draws none
 * @param {() => void} [deps.onSketch] a drawing began on the board (app/drawings-lazy.js warm)
 * @param {(ply: number) => void} [deps.onClear] the player cleared the drawings of the position
 *   after `ply` moves (the one shown when the press or key began)
 * @param {(snap: S) => number} [deps.shownPly] the number of moves of the position shown (a press clears its
 *   drawings); by default the game's moves
 * @param {(snap: S) => string | null} [deps.waitText] what a key on an archer that may not move says, where the
 *   page knows better than "not yours" (the game: answers being prepared, the friend's move)
 * @param {(snap: S) => void} [deps.panels] the page's own panels, drawn after the board's
 * @param {(snap: S) => void} [deps.overBoard] what the page draws over the board after it (the game's hint)
 * @param {(snap: S, on: string) => void} [deps.focus] where the focus goes, for the places the board view
 *   does not know (the game's end panel, the first visit's question, the review)
 * @param {(snap: S) => void} [deps.onIdle] the board has drawn the last frame of `snap`, a snapshot
 *   rendered (no move travels, no frame is pending): the controller's `boardSettled` (app/settle.js)
 */
export function createBoardView({
  canvas, lines, onMove, onRefuse = () => {}, onInert = () => {}, onPick = () => {}, onDraw = null, onSketch = () => {}, onClear = () => {},
  shownPly = (snap) => snap.state.history.length, waitText = () => null, panels = () => {}, overBoard = () => {}, focus = () => {},
  onIdle = () => {},
}) {
  /** Each board's lines as circle indices, asked of the core once. */
  const boardLines = new Map();
  const linesOf = (/** @type {import('../contract.js').BoardName} */ name) => {
    if (!boardLines.has(name)) boardLines.set(name, lines(name).map(([a, b]) => [indexOf(a), indexOf(b)]));
    return boardLines.get(name);
  };
  /**
   * The last snapshot drawn: the board's own events (a press, a key, the focus) are said
   * and drawn from it, never from a snapshot asked for (the controller draws each change).
   * @type {S}
   */
  let drawn;
  /** The position shown when the last press on the board began: the one a click clears. */
  let pressed = 0;
  const board = createBoard(canvas, {
    lines: linesOf('knight'),
    onDraw: onDraw && (async (shape) => {
      if ((await onDraw(shape)) === 'full') $('announce').textContent = t('draw.full');
    }),
    onSketch,
    onPress: () => {
      pressed = shownPly(drawn);
    },
    onClear: () => onClear(pressed),
    onMove: (orig, dest, { dragged }) => onMove(orig === RETURN ? `@${nameOf(dest)}` : `${nameOf(orig)}-${nameOf(dest)}`, dragged),
    onSelect: (orig) => onPick(orig),
    onRefuse,
    onInert,
    onFocus: (index) => sayFocus(focusText(drawn, index)),
    // A key that picks or lets go of an archer is a select event too (onPick): the panels
    // are drawn again with it.
    onKey: (what) => sayKey(drawn, what),
  });

  /** The glowing captured archer was pressed: the return is picked (or let go). */
  function onReturn({ byKeyboard }) {
    if (drawn.picked === RETURN) {
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
  function flightOf(/** @type {S} */ snap, animate) {
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
      shapes: snap.drawings ?? [],
    });
  }

  /** The panels only (a selection on the board changes the trays' pressed archer). */
  function renderPanels(/** @type {S} */ snap) {
    renderTrays(snap.shown, {
      returnable: snap.returnable,
      selected: snap.picked === RETURN,
      onReturn,
      capturedBefore: snap.bars?.capturedBefore ?? true,
    });
    renderStatus(snap);
    renderBoardResult(snap);
    $('position').textContent = snap.shown.position;
    $('board-desc').textContent = describePosition(snap.shown, statusText(snap), snap.drawings ?? []);
    // A reason beside the move box is about the game as it was: old once it changed.
    renderMoveBox(snap.state);
    panels(snap);
  }

  /** The circle under the keyboard focus in words, with what the picked archer could do there. */
  function focusText(/** @type {S} */ snap, index) {
    const { picked } = snap;
    const dest = picked !== -1 ? (snap.dests.get(picked) || []).find((d) => d.to === index) : null;
    return describeCircle(snap.shown, index, { movable: snap.humanToMove && snap.dests.has(index), dest });
  }

  function sayFocus(text) {
    $('board-focus').textContent = text;
  }

  /** What a key on the board did, in words (board.js's `what`). */
  function sayKey(/** @type {S} */ snap, what) {
    const focus = board.focus();
    const texts = {
      selected: () => t('focus.selected', { circle: nameOf(focus) }),
      cancelled: () => t('board.cancelled'),
      pickReturn: () => `${t('board.pickReturn')} ${focusText(snap, focus)}`,
      noReturn: () => t('board.noReturn'),
      notYours: () => {
        const page = waitText(snap);
        if (page) return page;
        if (!snap.live) return t('view.readOnly');
        if (snap.paused) return t('movebox.paused');
        return snap.state.over ? statusText(snap) : t('board.notYours');
      },
      none: () => focusText(snap, focus),
      drawStart: () => t('draw.start', { circle: nameOf(focus) }),
      drawDropped: () => t('draw.dropped'),
    };
    sayFocus(texts[what]());
  }

  /** The snapshot's parts that happen once, as last acted on (drill.js BoardView said, focus, unselect). */
  const acted = { said: 0, focus: 0, unselect: 0, flipped: false };

  /** Before the board is drawn: a selection dropped, the board turned for Black's player. */
  function boardChanges(/** @type {S} */ snap) {
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
  /** Tells the controller once the board has drawn the last frame of `snap` (at once when nothing moves). */
  function settles(/** @type {S} */ snap) {
    board.idle().then(() => onIdle(snap));
  }

  function sayAndFocus(/** @type {S} */ snap) {
    if (snap.said.id !== acted.said) {
      acted.said = snap.said.id;
      const said = {
        move: () => describeMove(snap.state),
        shownMove: () => describeMove(snap.shown),
        status: () => statusText(snap),
        drawings: () => describeDrawings(snap.drawings ?? [], { none: true }),
      }[snap.said.what];
      if (said) $('announce').textContent = said();
    }
    if (!snap.focus || snap.focus.id === acted.focus) return;
    acted.focus = snap.focus.id;
    if (snap.focus.on === 'board') $('board').focus({ preventScroll: true });
    else if (snap.focus.on) focus(snap, snap.focus.on);
  }

  return {
    board,
    /**
     * Draws everything for `snap`; `animate`: the move that led here ({played, before}).
     * `boardAsIs`: nothing on the board changed (a notice came): the panels only, and
     * the board goes on with what it draws (a move travelling).
     * @param {S} snap
     */
    render(snap, { animate = null, boardAsIs = false } = {}) {
      drawn = snap;
      // (A review's better move drawn as an arrow changes the board, so it is drawn then.)
      if (boardAsIs && JSON.stringify(snap.arrow ?? null) === drawnArrow) {
        renderPanels(snap);
        sayAndFocus(snap);
        settles(snap);
        return;
      }
      boardChanges(snap);
      const flight = flightOf(snap, animate);
      drawBoard(snap, animate, flight);
      overBoard(snap);
      renderPanels(snap);
      sayAndFocus(snap);
      startFlight(flight);
      // The circle under the keyboard focus may have changed with the move.
      if (document.activeElement === $('board') && board.focus() !== -1) sayFocus(focusText(snap, board.focus()));
      settles(snap);
    },
    /** The snapshot drawn last (for the page's own panels drawn later, a chunk come). */
    drawn: () => drawn,
  };
}

// The board: one object made by createBoard, in the manner of chessground. It knows
// no rules. The host hands it the archers and, for each circle an archer may move
// from, the legal destinations; the board only checks membership. A click on an
// archer and then on a destination, or a drag from one to the other, both end in one
// call of onMove(orig, dest). A return is the origin RETURN: the host selects it
// (the player clicked a captured archer) and the destinations are home-row circles.
// The keyboard does the same through a focus that moves over the circles (keys.js).

import { CIRCLES, FILES, RETURN, SIZE, layout, nameOf } from './geometry.js';
import { bindInput } from './input.js';
import { bindKeys } from './keys.js';
import { backdropPainter } from './backdrop.js';
import { COLOURS, SERIF, drawBoard, prepareArcher } from './render.js';
import { animAt, motionAllowed, startAnim } from './anim.js';

export { RETURN };

/**
 * `lines`: [[index, index], ...] to draw. `onMove(orig, dest, {dragged})`,
 * `onSelect(orig)`, `onFocus(index)` (the keyboard focus moved) and `onKey(what)`
 * ('selected', 'cancelled', 'pickReturn', 'noReturn', 'notYours', 'none': what a
 * key did, for the host to say) are called after the board has finished updating.
 */
/**
 * @typedef {number | 'return'} Origin a circle's index, or RETURN
 * @param {HTMLCanvasElement} canvas
 * @param {object} options
 * @param {[number, number][]} options.lines
 * @param {(orig: Origin, dest: number, how: {dragged: boolean}) => void} options.onMove
 * @param {(orig: Origin | -1) => void} [options.onSelect]
 * @param {(index: number) => void} [options.onFocus]
 * @param {(what: string) => void} [options.onKey]
 * @param {() => void} [options.onRefuse] a press on an archer that cannot move now
 * @param {() => void} [options.onInert] a press while the board takes no input (an earlier
 *   position shown, the other side's turn): the host may say why, or end what keeps it
 */
export function createBoard(canvas, { lines, onMove, onSelect, onFocus = () => {}, onKey = () => {}, onRefuse = () => {}, onInert = () => {} }) {
  /** @type {{selected: Origin | -1, [key: string]: any}} */
  const s = {
    circles: new Array(CIRCLES).fill(null),
    dests: new Map(), // origin (index or RETURN) -> [{to, capture}]
    lastMove: null,
    hint: null, // a suggested move {from, to} (from -1 for a return), until the next set()
    unmarks: -1, // the archer a return would unmark
    movable: false,
    // Tries: any archer may be picked and any circle chosen; the host asks the core
    // and explains a refusal (the lessons). Otherwise only the dests count.
    tries: false,
    targets: [], // circles a lesson asks for
    arrow: null, // a move to show {from, to} (from -1 for a return), kept until set() changes it
    selected: -1,
    press: null, // a press on an archer that may become a drag
    deselectOnUp: false,
    drag: null,
    hover: -1,
    lifted: -1, // the movable archer under the mouse, drawn lifted
    anim: null,
    focus: -1, // the circle under the keyboard focus
    glow: null, // the winner's colour on a finished game's board
    dark: false,
  };
  const ctx = canvas.getContext('2d');
  const painter = backdropPainter();
  let geo = layout(0, 0);
  let dpr = 1;
  let frame = 0;
  /**
   * The backdrop for the current size, colours and side, ready to copy (an ImageBitmap
   * where the browser makes them); null while it is being drawn.
   */
  let painted = null;
  /** Counts the backdrops asked for: only the last one asked is kept. */
  let painting = 0;
  /** Turned round for Black: Black's home row at the bottom. */
  let flipped = false;
  /** Resolvers of idle(): called once no frame is pending and no move animates. */
  let waiting = [];

  function redraw() {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  /**
   * Draws the backdrop after the change that asked for it (the page's start sizes the
   * board, gives it its colours and maybe turns it round: one backdrop for all), not in
   * a frame: off this thread where the browser can, else in tasks of its own
   * (backdrop.js). Only the last one asked for is kept; its arrival draws a frame.
   */
  function paintBackdrop() {
    const mine = ++painting;
    painted?.close?.();
    painted = null;
    // After this task, once the start's changes to the size, colours and side are made.
    setTimeout(() => {
      const current = () => mine === painting && geo.step > 0;
      if (!current()) return;
      const { left, top, side, margin, step, circleRadius } = geo;
      const centres = Array.from({ length: CIRCLES }, (_, i) => geo.centre(i));
      painter.paint({
        width: canvas.width,
        height: canvas.height,
        dpr,
        geo: { left, top, side, margin, step, circleRadius, centres },
        options: { dark: s.dark, lines, colours: COLOURS, serif: SERIF, files: FILES, size: SIZE },
      }, current).then((image) => {
        if (!image) return;
        if (!current()) {
          /** @type {ImageBitmap} */ (image).close?.();
          return;
        }
        painted = image;
        redraw();
      });
      // The archers' sprites for this size, each in a task of its own, while the
      // backdrop is drawn: the first frame then only copies them.
      for (const colour of ['white', 'black']) {
        setTimeout(() => {
          if (current()) prepareArcher(geo, { colour }, dpr);
        }, 0);
      }
    }, 0);
  }

  function settle() {
    for (const resolve of waiting) resolve();
    waiting = [];
  }

  function draw(now) {
    frame = 0;
    if (geo.step <= 0) {
      // Not laid out (hidden behind the panel of a small frame): nothing to wait for.
      s.anim = null;
      settle();
      return;
    }
    // Its arrival draws the frame.
    if (!painted) return;
    const anim = animAt(s.anim, now);
    if (!anim) s.anim = null;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const dests = s.dests.get(s.selected) || [];
    drawBoard(ctx, geo, painted, {
      circles: s.circles,
      lastMove: s.lastMove,
      hint: s.hint,
      targets: s.targets,
      arrow: s.arrow,
      selected: s.selected,
      dests,
      unmarks: s.selected === RETURN ? s.unmarks : -1,
      hover: s.hover,
      lifted: s.drag || s.press ? -1 : s.lifted,
      glow: s.glow,
      drag: s.drag,
      anim,
      // The focus square only when the keyboard put the focus here, not after a click.
      focus: canvas.matches(':focus-visible') ? s.focus : -1,
    });
    if (anim) {
      redraw();
    } else {
      // The last frame of a move is drawn: let whoever waited for it go on.
      settle();
    }
  }

  function resize() {
    const box = canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(box.width * ratio);
    const height = Math.round(box.height * ratio);
    if (width === canvas.width && height === canvas.height && ratio === dpr && geo.step > 0) return;
    dpr = ratio;
    canvas.width = width;
    canvas.height = height;
    geo = layout(box.width, box.height, { flipped });
    paintBackdrop();
    // Hidden or not laid out yet (0 x 0): nothing to draw until the next resize.
    if (geo.step <= 0) settle();
  }

  function rebuild() {
    geo = layout(0, 0);
    canvas.width = 0;
    resize();
  }

  function defer(fn) {
    // The host may call set() from its callback; let this update finish first.
    queueMicrotask(fn);
  }

  function select(orig) {
    if (s.selected === orig) return;
    s.selected = orig;
    defer(() => onSelect && onSelect(orig));
  }

  function isDest(orig, dest) {
    return dest >= 0 && (s.dests.get(orig) || []).some((d) => d.to === dest);
  }

  /** Whether a circle may be picked: one with moves, or in tries any archer. */
  function pickable(i) {
    return s.dests.has(i) || (s.tries && typeof i === 'number' && i >= 0 && s.circles[i] !== null);
  }

  /** Whether choosing `dest` with `orig` picked is a move for the host (a try may be refused). */
  function playable(orig, dest) {
    return isDest(orig, dest) || (s.tries && dest >= 0 && orig !== -1 && orig !== dest && !pickable(dest));
  }

  /** The movable archer under the mouse lifts (none while dragging or when it cannot move). */
  function lift(index) {
    const next = s.movable && index >= 0 && pickable(index) ? index : -1;
    if (next === s.lifted) return;
    s.lifted = next;
    if (next >= 0) canvas.dataset.lifted = nameOf(next);
    else delete canvas.dataset.lifted;
    canvas.classList.toggle('lifting', next >= 0);
    redraw();
  }

  /** A press on an archer that is neither a move's origin nor its destination. */
  function refuse(i) {
    if (i >= 0 && s.circles[i]) defer(onRefuse);
  }

  function userMove(orig, dest, dragged) {
    select(-1);
    defer(() => onMove(orig, dest, { dragged }));
  }

  const handlers = {
    down(x, y) {
      const i = geo.circleAt(x, y);
      if (s.movable && s.selected !== -1 && playable(s.selected, i)) {
        userMove(s.selected, i, false);
      } else if (s.movable && pickable(i)) {
        s.deselectOnUp = s.selected === i;
        select(i);
        s.press = { index: i, x, y };
      } else {
        refuse(i);
        select(-1);
        if (!s.movable) defer(onInert);
      }
      redraw();
    },
    hover(x, y) {
      lift(geo.circleAt(x, y));
    },
    leave() {
      lift(-1);
    },
    move(x, y) {
      const press = s.press;
      if (!press) return;
      // A little slack, so a shaky click or tap is not taken for a drag.
      if (!s.drag && Math.hypot(x - press.x, y - press.y) < Math.max(4, geo.step * 0.08)) return;
      s.drag = { index: press.index, x, y };
      const i = geo.circleAt(x, y);
      s.hover = playable(press.index, i) ? i : -1;
      redraw();
    },
    up(x, y) {
      const press = s.press;
      s.press = null;
      if (!press) return;
      if (s.drag) {
        const i = geo.circleAt(x, y);
        s.drag = null;
        s.hover = -1;
        if (playable(press.index, i)) userMove(press.index, i, true);
        else if (i !== press.index) select(-1);
      } else if (s.deselectOnUp) {
        select(-1);
      }
      redraw();
    },
    cancel() {
      s.press = null;
      s.drag = null;
      s.hover = -1;
      redraw();
    },
  };

  function say(what) {
    defer(() => onKey(what));
  }

  function moveFocus(index) {
    s.focus = index;
    redraw();
    defer(() => onFocus(index));
  }

  const keys = {
    step(dx, dy) {
      // The arrows follow the screen: on a turned board, up is towards White.
      if (flipped) [dx, dy] = [-dx, -dy];
      const file = Math.min(SIZE - 1, Math.max(0, (s.focus % SIZE) + dx));
      const rank = Math.min(SIZE - 1, Math.max(0, Math.floor(s.focus / SIZE) + dy));
      moveFocus(rank * SIZE + file);
    },
    activate() {
      const i = s.focus;
      if (s.movable && s.selected !== -1 && playable(s.selected, i)) {
        userMove(s.selected, i, false);
      } else if (s.selected === i) {
        select(-1);
        say('cancelled');
      } else if (s.movable && pickable(i)) {
        select(i);
        say('selected');
      } else {
        refuse(i);
        say(s.movable ? 'none' : 'notYours');
      }
      redraw();
    },
    startReturn() {
      if (!s.movable || !s.dests.has(RETURN)) {
        say(s.movable ? 'noReturn' : 'notYours');
        return;
      }
      select(RETURN);
      s.focus = s.dests.get(RETURN)[0].to;
      redraw();
      say('pickReturn');
    },
    cancel() {
      if (s.selected === -1) return;
      select(-1);
      redraw();
      say('cancelled');
    },
  };

  function onFocusIn() {
    // The first time: an archer that can move, else the middle of White's home row.
    // Each time the board gets the focus it says which circle the focus is on.
    const first = s.dests.size ? [...s.dests.keys()].find((k) => k !== RETURN) ?? 2 : 2;
    moveFocus(s.focus === -1 ? first : s.focus);
  }

  const unbind = bindInput(canvas, handlers);
  const unbindKeys = bindKeys(canvas, keys);
  canvas.addEventListener('focus', onFocusIn);
  canvas.addEventListener('blur', redraw);
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  // A zoom or a move to another screen changes the pixel ratio but not the CSS size.
  window.addEventListener('resize', resize);
  resize();

  return {
    /**
     * Updates what the board shows: circles, dests (Map origin -> [{to, capture}]),
     * lastMove {from, to}, unmarks, movable, glow (the winner's colour), and optionally animate {from, to, taken,
     * flown} for the move that led here (flown: a returned archer flies in, flight.js).
     */
    set(config) {
      Object.assign(s, {
        circles: config.circles,
        dests: config.dests,
        lastMove: config.lastMove,
        unmarks: config.unmarks ?? -1,
        movable: config.movable,
        tries: config.tries ?? false,
        targets: config.targets ?? [],
        arrow: config.arrow ?? null,
        glow: config.glow ?? null,
      });
      if (!pickable(s.selected) || !s.movable) select(-1);
      s.hint = null;
      s.press = null;
      s.drag = null;
      s.hover = -1;
      // The archer under the mouse lifts only while it may still move.
      if (s.lifted >= 0 && !(s.movable && pickable(s.lifted))) lift(-1);
      s.anim = config.animate && motionAllowed()
        ? startAnim(config.animate.from, config.animate.to, config.animate.taken, performance.now(), { flown: config.animate.flown })
        : null;
      redraw();
    },
    /**
     * Resolves once the board has drawn its last frame of a move (at once when it has
     * nothing to draw), so that heavy work can wait until the page is still.
     */
    idle() {
      if (!frame && !s.anim && (painted || geo.step <= 0)) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** The centre of circle `index` in the canvas's CSS pixels, and the archers' radius there. */
    point(index) {
      const { x, y } = geo.centre(index);
      return { x, y, r: geo.archerRadius };
    },
    /** Shows a suggested move {from, to} (from -1 for a return) until the next set(). */
    showHint(hint) {
      s.hint = hint;
      redraw();
    },
    /**
     * Starts a return as the R key does: selected, with the keyboard focus on its first
     * home-row circle (the canvas should have the focus).
     */
    keyReturn() {
      keys.startReturn();
    },
    /** Selects the return, when one is legal; the home-row targets are then shown. */
    selectReturn() {
      if (s.movable && s.dests.has(RETURN)) select(RETURN);
      redraw();
    },
    /** Drops any selection (a click elsewhere on the page, Escape). */
    cancel() {
      select(-1);
      handlers.cancel();
    },
    selected: () => s.selected,
    /** The circle under the keyboard focus, or -1 before the board had the focus. */
    focus: () => s.focus,
    /** Turns the board round (`true`: Black's side at the bottom), or back. */
    setFlipped(on) {
      if (on === flipped) return;
      flipped = on;
      canvas.dataset.flipped = String(on);
      rebuild();
    },
    /** Draws the frame for a dark or a light page. */
    setDark(dark) {
      if (dark === s.dark) return;
      s.dark = dark;
      rebuild();
    },
    destroy() {
      unbind();
      unbindKeys();
      canvas.removeEventListener('focus', onFocusIn);
      canvas.removeEventListener('blur', redraw);
      observer.disconnect();
      window.removeEventListener('resize', resize);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}

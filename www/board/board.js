// The board: one object made by createBoard, in the manner of chessground. It knows
// no rules. The host hands it the archers and, for each circle an archer may move
// from, the legal destinations; the board only checks membership. A click on an
// archer and then on a destination, or a drag from one to the other, both end in one
// call of onMove(orig, dest). A return is the origin RETURN: the host selects it
// (the player clicked a captured archer) and the destinations are home-row circles.
// The keyboard does the same through a focus that moves over the circles (keys.js).
//
// What is picked, pressed, dragged and focused, and the rules for it, are the headless
// core's (core.js: pure transitions, unit-tested); this module turns pointer and key
// input into those transitions, draws the result on the canvas and hands the core's
// events to the host.

import { CIRCLES, FILES, RETURN, SIZE, layout, nameOf } from './geometry.js';
import * as core from './core.js';
import { bindInput } from './input.js';
import { bindKeys } from './keys.js';
import { backdropPainter } from './backdrop.js';
import { COLOURS, SERIF, drawBoard, prepareArcher } from './render.js';
import { animAt, motionAllowed, startAnim } from './anim.js';
import * as sketches from './sketch.js';
import { context2d } from './canvas.js';

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
 * @param {(shape: {from: number, to: number}) => void} [options.onDraw] the player drew an
 *   arrow (or a circle, from === to): a right drag or click, a touch's long press, the A
 *   and C keys. Without it the board draws nothing.
 * @param {() => void} [options.onPress] a press of the main button or a touch began (before
 *   anything it leads to): the host notes the position shown, which onClear then means
 * @param {() => void} [options.onSketch] a drawing began (its shape comes to onDraw when it ends)
 * @param {() => void} [options.onClear] the player asked to clear the drawings: a press that
 *   drew nothing (a mouse's at once, a touch's when it is lifted), Escape with nothing picked
 */
export function createBoard(canvas, { lines: firstLines, onMove, onSelect, onFocus = () => {}, onKey = () => {}, onRefuse = () => {}, onInert = () => {}, onDraw = null, onSketch = () => {}, onPress = () => {}, onClear = () => {} }) {
  /** The lines drawn: the board's, as pairs of circle indices. */
  let lines = firstLines;
  /** The interaction: what is picked, pressed, dragged, lifted and focused (core.js). */
  let s = core.emptyBoard();
  /** What only the drawing needs. */
  const look = {
    lastMove: null,
    hint: null, // a suggested move {from, to} (from -1 for a return), until the next set()
    unmarks: -1, // the archer a return would unmark
    targets: [], // circles a lesson asks for
    arrow: null, // a move to show {from, to} (from -1 for a return), kept until set() changes it
    anim: null,
    glow: null, // the winner's colour on a finished game's board
    dark: false,
    shapes: [], // the player's arrows and circles on the position shown [{from, to}]
  };
  /** @type {import('./sketch.js').Sketch | null} an arrow or circle being drawn */
  let sketch = null;
  /** A touch's long press waiting to begin a drawing: its timer and its circle. */
  let longPress = { timer: 0, index: -1, x: 0, y: 0 };
  /** The touch press under way became a drawing. */
  let touchDrew = false;
  const ctx = context2d(canvas);
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
   * Takes a step of the core: its state, a frame to draw it, the lifted archer's mark
   * for the tests and the cursor, and its events for the host, once this update has
   * finished (the host may call set() from its callback).
   * @param {import('./core.js').Step} step
   */
  function apply({ state, events }) {
    const lifted = s.lifted;
    s = state;
    if (s.lifted !== lifted) {
      if (s.lifted >= 0) canvas.dataset.lifted = nameOf(s.lifted);
      else delete canvas.dataset.lifted;
      canvas.classList.toggle('lifting', s.lifted >= 0);
    }
    redraw();
    for (const event of events) queueMicrotask(() => emit(event));
  }

  /** @param {import('./core.js').BoardEvent} event */
  function emit(event) {
    switch (event.type) {
      case 'move':
        onMove(event.orig, event.dest, { dragged: event.dragged });
        break;
      case 'select':
        onSelect?.(event.orig);
        break;
      case 'refuse':
        onRefuse();
        break;
      case 'inert':
        onInert();
        break;
      case 'say':
        onKey(event.what);
        break;
      case 'focus':
        onFocus(event.index);
        break;
      default:
        break;
    }
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
        options: { dark: look.dark, lines, colours: COLOURS, serif: SERIF, files: FILES, size: SIZE },
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
      look.anim = null;
      settle();
      return;
    }
    // Its arrival draws the frame.
    if (!painted) return;
    const anim = animAt(look.anim, now);
    if (!anim) look.anim = null;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const dests = s.dests.get(s.selected) || [];
    drawBoard(ctx, geo, painted, {
      circles: s.circles,
      lastMove: look.lastMove,
      hint: look.hint,
      targets: look.targets,
      arrow: look.arrow,
      selected: s.selected,
      dests,
      unmarks: s.selected === RETURN ? look.unmarks : -1,
      hover: s.hover,
      lifted: s.drag || s.press ? -1 : s.lifted,
      glow: look.glow,
      drag: s.drag,
      anim,
      shapes: look.shapes,
      sketch,
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

  /**
   * The board's geometry for a press: a new size that the next frame has not applied yet
   * (see the observer below) is applied first, so that a press straight after the board
   * appears or changes size lands on the circle the person sees.
   */
  function sized() {
    resize();
    return geo;
  }

  function stopLongPress() {
    clearTimeout(longPress.timer);
    longPress = { timer: 0, index: -1, x: 0, y: 0 };
  }

  /** Shows the drawing under way (null: none). */
  function setSketch(next) {
    if (next === sketch) return;
    if (next && !sketch) onSketch();
    sketch = next;
    if (sketch) canvas.dataset.sketch = sketch.from === sketch.to ? nameOf(sketch.from) : nameOf(sketch.from) + nameOf(sketch.to);
    else delete canvas.dataset.sketch;
    redraw();
  }

  /** The drawing under way ends in its shape, for the host. */
  function endSketch() {
    const shape = sketches.finish(sketch);
    setSketch(null);
    onDraw(shape);
  }

  const slack = () => Math.max(4, geo.step * 0.08);

  const handlers = {
    down: (x, y, pointerType = 'mouse') => {
      const i = sized().circleAt(x, y);
      touchDrew = false;
      stopLongPress();
      if (onDraw) {
        onPress();
        // A click clears the drawings at once; a touch only once it is lifted without
        // having drawn (a long press may be the start of one more).
        if (pointerType === 'mouse') onClear();
      }
      apply(core.pointerDown(s, i, { x, y }));
      if (onDraw && pointerType !== 'mouse' && sketches.longPressMay(s, i)) {
        longPress = {
          index: i, x, y,
          timer: setTimeout(() => {
            longPress.timer = 0;
            touchDrew = true;
            setSketch(sketches.begin(longPress.index, 'pointer'));
          }, sketches.LONG_PRESS_MS),
        };
      }
    },
    hover: (x, y) => apply(core.hover(s, sized().circleAt(x, y))),
    leave: () => apply(core.hover(s, -1)),
    move: (x, y) => {
      if (sketch?.how === 'pointer') {
        setSketch(sketches.reach(sketch, sized().circleAt(x, y)));
        return;
      }
      // A touch that moves before its long press is a drag, or nothing: not a drawing.
      if (longPress.timer && Math.hypot(x - longPress.x, y - longPress.y) >= slack()) stopLongPress();
      if (!s.press) return;
      apply(core.pointerMove(s, sized().circleAt(x, y), { x, y }, slack()));
    },
    up: (x, y, pointerType = 'mouse') => {
      stopLongPress();
      if (sketch?.how === 'pointer') {
        setSketch(sketches.reach(sketch, sized().circleAt(x, y)));
        endSketch();
        return;
      }
      apply(core.pointerUp(s, sized().circleAt(x, y)));
      if (onDraw && pointerType !== 'mouse' && !touchDrew) onClear();
    },
    cancel: () => {
      stopLongPress();
      if (sketch?.how === 'pointer') setSketch(null);
      apply(core.pointerCancel(s));
    },
    drawDown: (x, y) => {
      if (onDraw) setSketch(sketches.begin(sized().circleAt(x, y), 'pointer'));
    },
    drawMove: (x, y) => {
      if (sketch?.how === 'pointer') setSketch(sketches.reach(sketch, sized().circleAt(x, y)));
    },
    drawUp: (x, y) => {
      if (sketch?.how !== 'pointer') return;
      setSketch(sketches.reach(sketch, sized().circleAt(x, y)));
      endSketch();
    },
  };

  const keys = {
    step: (dx, dy) => {
      apply(core.keyStep(s, dx, dy, flipped));
      // An arrow drawn by keys follows the focus.
      if (sketch?.how === 'key') setSketch(sketches.reach(sketch, s.focus));
    },
    activate: () => apply(core.keyActivate(s)),
    startReturn: () => apply(core.keyReturn(s)),
    // Escape: an arrow begun by keys is dropped; else what is picked is let go; else
    // the drawings of the position shown are cleared.
    cancel: () => {
      if (sketch?.how === 'key') {
        setSketch(null);
        queueMicrotask(() => onKey('drawDropped'));
      } else if (s.selected !== -1 || !onDraw) {
        apply(core.keyCancel(s));
      } else {
        onPress();
        onClear();
      }
    },
    // A: an arrow begins on the focused circle, or ends there (on the circle it began
    // on, it is a circle).
    arrow: () => {
      if (!onDraw || s.focus < 0) return;
      if (sketch?.how === 'key') {
        endSketch();
        return;
      }
      setSketch(sketches.begin(s.focus, 'key'));
      queueMicrotask(() => onKey('drawStart'));
    },
    // C: a circle on the focused circle, or none any more.
    circle: () => {
      if (!onDraw || s.focus < 0) return;
      onDraw({ from: s.focus, to: s.focus });
    },
  };

  const onFocusIn = () => apply(core.focusIn(s));
  // An arrow begun with A goes with the focus that began it.
  const onBlur = () => {
    if (sketch?.how === 'key') setSketch(null);
    redraw();
  };

  const unbind = bindInput(canvas, handlers);
  const unbindKeys = bindKeys(canvas, keys);
  canvas.addEventListener('focus', onFocusIn);
  canvas.addEventListener('blur', onBlur);
  // The canvas is sized on the next frame, not inside the observer's callback: what the
  // new size sets off (the board settling, the page going on) may change the layout again,
  // and a change made during the observer's delivery is reported as an error ("loop
  // completed with undelivered notifications", seen in WebKit).
  let sizing = 0;
  const observer = new ResizeObserver(() => {
    if (!sizing) sizing = requestAnimationFrame(() => { sizing = 0; resize(); });
  });
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
      Object.assign(look, {
        lastMove: config.lastMove,
        unmarks: config.unmarks ?? -1,
        targets: config.targets ?? [],
        arrow: config.arrow ?? null,
        glow: config.glow ?? null,
        shapes: config.shapes ?? [],
        hint: null,
      });
      look.anim = config.animate && motionAllowed()
        ? startAnim(config.animate.from, config.animate.to, config.animate.taken, performance.now(), { flown: config.animate.flown })
        : null;
      apply(core.configure(s, { circles: config.circles, dests: config.dests, movable: config.movable, tries: config.tries ?? false }));
    },
    /**
     * Resolves once the board has drawn its last frame of a move (at once when it has
     * nothing to draw), so that heavy work can wait until the page is still.
     */
    idle() {
      if (!frame && !look.anim && (painted || geo.step <= 0)) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** The centre of circle `index` in the canvas's CSS pixels, and the archers' radius there. */
    point(index) {
      const { x, y } = sized().centre(index);
      return { x, y, r: geo.archerRadius };
    },
    /** Shows a suggested move {from, to} (from -1 for a return) until the next set(). */
    showHint(hint) {
      look.hint = hint;
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
      apply(core.selectReturn(s));
    },
    /** Drops any selection (a click elsewhere on the page, Escape). */
    cancel() {
      apply(core.cancel(s));
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
    /**
     * Draws the lines of another board (pairs of circle indices); the same array as
     * now draws nothing again.
     * @param {[number, number][]} next
     */
    setLines(next) {
      if (next === lines) return;
      lines = next;
      rebuild();
    },
    /** Draws the frame for a dark or a light page. */
    setDark(dark) {
      if (dark === look.dark) return;
      look.dark = dark;
      rebuild();
    },
    destroy() {
      stopLongPress();
      unbind();
      unbindKeys();
      canvas.removeEventListener('focus', onFocusIn);
      canvas.removeEventListener('blur', onBlur);
      observer.disconnect();
      if (sizing) cancelAnimationFrame(sizing);
      window.removeEventListener('resize', resize);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}

// Draws the board from a plain view of it. Knows nothing about the rules: what is
// selected, which circles are destinations, where the last move went and which
// archer is moving all come in the view.

import { context2d } from './canvas.js';

export const SERIF = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';

export const COLOURS = {
  frameLight: '#7a5030',
  frameDark: '#4a2c17',
  frameNightLight: '#4a2c17',
  frameNightDark: '#24140a',
  focusOuter: '#111111',
  focusInner: '#ffffff',
  woodLight: '#e9c48f',
  woodDark: '#d2a062',
  grain: 'rgba(120, 70, 30, 0.10)',
  // Dark enough for a contrast of 3:1 on the lightest and the darkest wood.
  line: 'rgba(92, 52, 22, 0.8)',
  lineLight: 'rgba(255, 240, 210, 0.35)',
  coordinate: '#f1dfbd',
  lastMove: 'rgba(240, 170, 40, 0.50)',
  lastMoveFrom: 'rgba(240, 170, 40, 0.30)',
  // The last move's marks told apart by shape, not only colour (a solid ring where it
  // went, a ring of dots where it left): dark enough to show on the wood in any vision.
  lastMoveEdge: '#6b3f00',
  hint: 'rgba(30, 110, 200, 0.85)',
  // A lesson's target circles and a review's better move.
  target: '#7a3fb0',
  arrow: 'rgba(30, 110, 200, 0.9)',
  selected: 'rgba(34, 110, 70, 0.55)',
  dest: '#1e5a36',
  destHover: 'rgba(34, 110, 70, 0.35)',
  capture: '#9a1f17',
  settled: '#c8961e',
  // Rims of the archers: 3:1 or more against every part of the wood.
  whiteRim: '#5d4a2c',
  blackRim: '#050303',
  mark: '#b3261e',
  // The player's own arrows and circles: a magenta like nothing else on the board (not
  // the last move's amber, the picked archer's green, the hints' blue, the targets'
  // violet or the captures' red), 3:1 or more on all the wood, in either theme.
  drawing: 'rgba(160, 12, 100, 0.92)',
  // The one being drawn, lighter until it is let go.
  sketch: 'rgba(160, 12, 100, 0.55)',
  glow: 'rgba(255, 200, 60, 0.75)',
};

/**
 * Archers at rest, each kind drawn once into a canvas of its own and then copied: the
 * shadows and gradients of ten archers took a frame 10-50 ms of the main thread (far
 * more than the copies) on a phone's or a headless browser's software canvas.
 * Kept for one size, pixel ratio and side of the board.
 */
const sprites = { key: '', kinds: new Map() };

function spriteOf(geo, archer, r, ratio) {
  const key = `${r}:${ratio}:${geo.flipped}`;
  if (sprites.key !== key) {
    sprites.key = key;
    sprites.kinds.clear();
  }
  const kind = `${archer.colour}:${Boolean(archer.marked)}:${Boolean(archer.settled)}`;
  let sprite = sprites.kinds.get(kind);
  if (!sprite) {
    // Room for the settled rings and the shadow below.
    const half = Math.ceil(r * 2);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = Math.ceil(2 * half * ratio);
    const c = context2d(canvas);
    c.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintArcher(c, geo, archer, half, half, r, 0, 1);
    sprite = { canvas, half };
    sprites.kinds.set(kind, sprite);
  }
  return sprite;
}

/**
 * Makes the sprite of `archer`'s kind for this size, pixel ratio and side now, drawn
 * (a canvas draws lazily, when its pixels are first needed: here), so that the first
 * frame only copies it. The board calls it in tasks of its own after a new size.
 */
export function prepareArcher(geo, archer, ratio) {
  const r = geo.archerRadius;
  if (typeof document === 'undefined' || !(ratio > 0) || !(r > 0)) return;
  const { canvas } = spriteOf(geo, archer, r, ratio);
  const probe = document.createElement('canvas');
  probe.width = probe.height = 1;
  context2d(probe).drawImage(canvas, 0, 0, 1, 1);
}

/**
 * One archer at (x, y): a turned disc with a shadow, a bow-and-arrow emblem aimed at
 * its goal row, a red stripe when marked and a double gold ring once settled. One at
 * rest is copied from its sprite, one lifted or fading is drawn.
 */
export function drawArcher(ctx, geo, archer, x, y, r, { lift = 0, alpha = 1, flat = false } = {}) {
  const ratio = ctx.getTransform().a;
  if (lift !== 0 || alpha !== 1 || flat || typeof document === 'undefined' || !(ratio > 0)) {
    paintArcher(ctx, geo, archer, x, y, r, lift, alpha, flat);
    return;
  }
  const { canvas, half } = spriteOf(geo, archer, r, ratio);
  // On whole device pixels, so that the copy is as sharp as the drawing.
  const snap = (v) => Math.round((v - half) * ratio) / ratio;
  ctx.drawImage(canvas, snap(x), snap(y), canvas.width / ratio, canvas.height / ratio);
}

function paintArcher(ctx, geo, archer, x, y, r, lift, alpha, flat = false) {
  const white = archer.colour === 'white';
  // Aimed at the goal row: up for White, unless the board is turned for Black.
  const aim = (white ? -1 : 1) * (geo.flipped ? -1 : 1);
  ctx.save();
  ctx.globalAlpha = alpha;
  if (archer.settled) {
    ctx.strokeStyle = COLOURS.settled;
    ctx.lineWidth = r * 0.09;
    for (const k of [1.14, 1.3]) {
      ctx.beginPath();
      ctx.arc(x, y, r * k, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  // `flat`: no shadow (a GIF's frames, where it would be most of what a move changes).
  ctx.shadowColor = flat ? 'transparent' : 'rgba(30, 15, 0, 0.5)';
  ctx.shadowBlur = r * (0.35 + lift * 0.5);
  ctx.shadowOffsetY = r * (0.16 + lift * 0.25);
  const body = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (white) {
    body.addColorStop(0, '#fffdf5');
    body.addColorStop(0.6, '#efe4cc');
    body.addColorStop(1, '#c9b58f');
  } else {
    body.addColorStop(0, '#6c625b');
    body.addColorStop(0.55, '#2f2825');
    body.addColorStop(1, '#141010');
  }
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1.5, r * 0.07);
  ctx.strokeStyle = white ? COLOURS.whiteRim : COLOURS.blackRim;
  ctx.stroke();
  // A turned groove near the rim.
  ctx.beginPath();
  ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
  ctx.strokeStyle = white ? 'rgba(140, 115, 70, 0.45)' : 'rgba(200, 180, 150, 0.25)';
  ctx.lineWidth = Math.max(0.8, r * 0.05);
  ctx.stroke();

  if (archer.marked) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
    ctx.clip();
    ctx.fillStyle = COLOURS.mark;
    ctx.fillRect(x - r, y + r * 0.36, 2 * r, r * 0.2);
    ctx.restore();
  }

  drawBow(ctx, x, y - (archer.marked ? r * 0.1 : 0), r * 0.5, aim, white ? '#7a5632' : '#d8c6a4');
  ctx.restore();
}

/** A bow with an arrow on the string, the arrow pointing up (dir -1) or down (dir 1). */
function drawBow(ctx, x, y, s, dir, colour) {
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, s * 0.14);
  // The bow: an arc bulging towards the goal.
  ctx.beginPath();
  const cy = y + dir * s * 0.1;
  if (dir < 0) ctx.arc(x, cy + s * 0.55, s * 0.9, Math.PI * 1.22, Math.PI * 1.78);
  else ctx.arc(x, cy - s * 0.55, s * 0.9, Math.PI * 0.22, Math.PI * 0.78);
  ctx.stroke();
  // The string.
  const half = s * 0.9 * Math.sin(Math.PI * 0.28);
  const stringY = cy + dir * (s * 0.9 * Math.cos(Math.PI * 0.28) - s * 0.55);
  ctx.lineWidth = Math.max(0.6, s * 0.06);
  ctx.beginPath();
  ctx.moveTo(x - half, stringY);
  ctx.lineTo(x + half, stringY);
  ctx.stroke();
  // The arrow, from behind the string to past the bow.
  ctx.lineWidth = Math.max(0.8, s * 0.1);
  const tail = y - dir * s * 0.75;
  const tip = y + dir * s * 0.85;
  ctx.beginPath();
  ctx.moveTo(x, tail);
  ctx.lineTo(x, tip);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x, tip + dir * s * 0.12);
  ctx.lineTo(x - s * 0.2, tip - dir * s * 0.2);
  ctx.lineTo(x + s * 0.2, tip - dir * s * 0.2);
  ctx.closePath();
  ctx.fill();
}

/** Fills one circle's cup with a translucent colour. */
function tintCircle(ctx, geo, index, colour, scale = 1) {
  const { x, y } = geo.centre(index);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, geo.circleRadius * scale, 0, Math.PI * 2);
  ctx.fill();
}

/** The last move's line, from the circle it left to the one it reached. */
function drawLastMoveLine(ctx, geo, lastMove) {
  const p = geo.centre(lastMove.from);
  const q = geo.centre(lastMove.to);
  ctx.strokeStyle = COLOURS.lastMove;
  ctx.lineWidth = Math.max(3, geo.step * 0.09);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(q.x, q.y);
  ctx.stroke();
}

/** The rings of the last move, in circle radii: where it went (around the archer), and where it left. */
export const LAST_TO_RING = 1.4;
export const LAST_FROM_RING = 1.25;

/**
 * The outline of a last move's circle: where the archer went, a solid ring around it;
 * where it left, a ring of dots (a step, a capture: the two are told apart by their
 * shape as well as their colour, for any colour vision). `bold`: twice as thick, where
 * the rings stand alone (a GIF's frames).
 */
function lastMoveRing(ctx, geo, index, dotted, bold = false) {
  const { x, y } = geo.centre(index);
  ctx.save();
  ctx.strokeStyle = COLOURS.lastMoveEdge;
  ctx.lineWidth = Math.max(2, geo.step * (dotted ? 0.06 : 0.035)) * (bold ? 2 : 1);
  const radius = geo.circleRadius * (dotted ? LAST_FROM_RING : LAST_TO_RING);
  if (dotted) {
    // Twelve round dots: a dash of nothing with round caps is a dot.
    ctx.lineCap = 'round';
    ctx.setLineDash([0, (2 * Math.PI * radius) / 12]);
  }
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** A suggested move: a dashed line from the archer, a dashed ring on the target. */
function drawHint(ctx, geo, hint) {
  ctx.save();
  ctx.strokeStyle = COLOURS.hint;
  ctx.lineWidth = Math.max(2, geo.step * 0.05);
  ctx.setLineDash([geo.step * 0.12, geo.step * 0.08]);
  ctx.lineCap = 'round';
  const q = geo.centre(hint.to);
  if (hint.from >= 0) {
    const p = geo.centre(hint.from);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(p.x, p.y, geo.circleRadius * 1.15, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(q.x, q.y, geo.circleRadius * 1.15, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** A lesson's goal: a ring with four short ticks round each target circle. */
function drawTargets(ctx, geo, targets) {
  ctx.save();
  ctx.strokeStyle = COLOURS.target;
  ctx.lineWidth = Math.max(2, geo.step * 0.045);
  for (const index of targets) {
    const { x, y } = geo.centre(index);
    const r = geo.circleRadius * 1.2;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      ctx.moveTo(x + dx * r, y + dy * r);
      ctx.lineTo(x + dx * r * 1.3, y + dy * r * 1.3);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A move to show (a review's better move): a solid arrow, or a ring for a return. */
function drawArrow(ctx, geo, arrow) {
  ctx.save();
  ctx.strokeStyle = ctx.fillStyle = COLOURS.arrow;
  const width = Math.max(3, geo.step * 0.08);
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  const q = geo.centre(arrow.to);
  if (arrow.from < 0) {
    ctx.beginPath();
    ctx.arc(q.x, q.y, geo.circleRadius * 1.2, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
    return;
  }
  const p = geo.centre(arrow.from);
  const angle = Math.atan2(q.y - p.y, q.x - p.x);
  const head = width * 2.6;
  // The arrow ends short of the centre, so the head does not hide the archer there.
  const end = { x: q.x - Math.cos(angle) * geo.circleRadius * 0.5, y: q.y - Math.sin(angle) * geo.circleRadius * 0.5 };
  strokeArrow(ctx, p, end, angle, head);
  ctx.restore();
}

/**
 * An arrow's shaft from `start` to just short of `tip`, and its head filled at `tip`,
 * pointing along `angle`, `head` long, in the context's stroke and fill.
 */
function strokeArrow(ctx, start, tip, angle, head) {
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.lineTo(tip.x - Math.cos(angle) * head * 0.8, tip.y - Math.sin(angle) * head * 0.8);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - head * Math.cos(angle - 0.45), tip.y - head * Math.sin(angle - 0.45));
  ctx.lineTo(tip.x - head * Math.cos(angle + 0.45), tip.y - head * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}

/** The ring of a drawn circle, in steps: round the archer and the last move's rings, inside its cell. */
export const DRAWN_RING = 0.455;

/**
 * The player's arrows and circles (from === to), in `colour`: a circle is a ring round
 * the archer's cell; an arrow runs from the edge of the archer on its first circle to
 * the edge of the one on its last, so that it hides neither (into an empty circle's
 * cup), and ends in a head.
 * @param {readonly {from: number, to: number}[]} shapes
 * @param {readonly (object | null)[]} circles the archers, to stop short of
 */
function drawShapes(ctx, geo, shapes, colour, circles) {
  ctx.save();
  ctx.strokeStyle = ctx.fillStyle = colour;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const width = Math.max(3, geo.step * 0.075);
  for (const { from, to } of shapes) {
    const q = geo.centre(to);
    if (from === to) {
      ctx.lineWidth = Math.max(2.5, geo.step * 0.06);
      ctx.beginPath();
      ctx.arc(q.x, q.y, geo.step * DRAWN_RING, 0, Math.PI * 2);
      ctx.stroke();
      continue;
    }
    const p = geo.centre(from);
    const angle = Math.atan2(q.y - p.y, q.x - p.x);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const head = width * 2.8;
    const edge = (i) => (circles[i] ? geo.archerRadius : geo.circleRadius * 0.35);
    const start = { x: p.x + cos * edge(from), y: p.y + sin * edge(from) };
    const tip = { x: q.x - cos * edge(to), y: q.y - sin * edge(to) };
    ctx.lineWidth = width;
    strokeArrow(ctx, start, tip, angle, head);
  }
  ctx.restore();
}

/**
 * Draws a frame. `view`: circles (25 archers or null), lastMove {from, to} (from -1
 * for a return), selected (a circle index, 'return' or -1), dests [{to, capture}],
 * unmarks (circle index or -1), hover (circle under a dragged archer or -1), lifted
 * (the movable archer under the mouse or -1), glow (the winner's colour or null), drag
 * {index, x, y} or null, anim (see anim.js) or null, focus (the keyboard's circle or -1),
 * shapes (the player's arrows and circles [{from, to}]) and sketch (one being drawn, or null);
 * `ringsOnly`: the last move is its rings alone, without its line and tints, and the archers
 * have no shadow (a GIF's frames).
 */
export function drawBoard(ctx, geo, backdrop, view) {
  ctx.clearRect(0, 0, geo.width, geo.height);
  ctx.drawImage(backdrop, 0, 0, geo.width, geo.height);

  const { lastMove, selected, dests, drag, anim } = view;
  if (lastMove) {
    const full = !view.ringsOnly;
    if (lastMove.from >= 0) {
      if (full) {
        drawLastMoveLine(ctx, geo, lastMove);
        tintCircle(ctx, geo, lastMove.from, COLOURS.lastMoveFrom, 1.0);
      }
      lastMoveRing(ctx, geo, lastMove.from, true, !full);
    }
    if (full) tintCircle(ctx, geo, lastMove.to, COLOURS.lastMove, LAST_TO_RING);
    lastMoveRing(ctx, geo, lastMove.to, false, !full);
  }
  if (view.targets?.length) drawTargets(ctx, geo, view.targets);
  if (view.hint) drawHint(ctx, geo, view.hint);
  if (typeof selected === 'number' && selected >= 0) {
    tintCircle(ctx, geo, selected, COLOURS.selected, 1.35);
  }
  if (view.hover >= 0) tintCircle(ctx, geo, view.hover, COLOURS.destHover, 1.35);

  // Destinations in empty circles: a dot for a step, a ring with a dot for a return.
  for (const d of dests) {
    if (d.capture) continue;
    const { x, y } = geo.centre(d.to);
    ctx.fillStyle = COLOURS.dest;
    ctx.beginPath();
    ctx.arc(x, y, geo.step * 0.1, 0, Math.PI * 2);
    ctx.fill();
    if (selected === 'return') {
      ctx.strokeStyle = COLOURS.dest;
      ctx.lineWidth = geo.step * 0.045;
      ctx.beginPath();
      ctx.arc(x, y, geo.circleRadius * 0.85, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  const r = geo.archerRadius;
  const moving = anim ? anim.to : -1;
  // The winner's archers on a golden glow.
  if (view.glow) {
    view.circles.forEach((archer, i) => {
      if (archer?.colour !== view.glow) return;
      const { x, y } = geo.centre(i);
      const halo = ctx.createRadialGradient(x, y, r * 0.8, x, y, r * 1.75);
      halo.addColorStop(0, COLOURS.glow);
      halo.addColorStop(1, 'rgba(255, 200, 60, 0)');
      ctx.fillStyle = halo;
      ctx.beginPath();
      ctx.arc(x, y, r * 1.75, 0, Math.PI * 2);
      ctx.fill();
    });
  }
  const lifted = view.lifted ?? -1;
  view.circles.forEach((archer, i) => {
    if (!archer || i === moving || i === lifted || (drag && drag.index === i)) return;
    const { x, y } = geo.centre(i);
    drawArcher(ctx, geo, archer, x, y, r, { flat: view.ringsOnly });
  });
  // The movable archer under the mouse: a little larger, on a longer shadow.
  if (lifted >= 0 && lifted !== moving && view.circles[lifted]) {
    const { x, y } = geo.centre(lifted);
    drawArcher(ctx, geo, view.circles[lifted], x, y - r * 0.06, r * 1.07, { lift: 0.7 });
  }
  if (drag) {
    const { x, y } = geo.centre(drag.index);
    drawArcher(ctx, geo, view.circles[drag.index], x, y, r, { alpha: 0.25 });
  }

  // A capture destination: a red ring round the enemy archer, with four notches so it
  // reads as "take" without relying on the colour.
  for (const d of dests) {
    if (!d.capture) continue;
    const { x, y } = geo.centre(d.to);
    ctx.strokeStyle = COLOURS.capture;
    ctx.lineWidth = geo.step * 0.06;
    ctx.beginPath();
    ctx.arc(x, y, r * 1.22, 0, Math.PI * 2);
    ctx.stroke();
    for (let k = 0; k < 4; k++) {
      const a = Math.PI / 4 + (k * Math.PI) / 2;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a) * r * 1.05, y + Math.sin(a) * r * 1.05);
      ctx.lineTo(x + Math.cos(a) * r * 1.45, y + Math.sin(a) * r * 1.45);
      ctx.stroke();
    }
  }
  if (view.unmarks >= 0) {
    const { x, y } = geo.centre(view.unmarks);
    ctx.save();
    ctx.setLineDash([geo.step * 0.06, geo.step * 0.05]);
    ctx.strokeStyle = COLOURS.mark;
    ctx.lineWidth = geo.step * 0.035;
    ctx.beginPath();
    ctx.arc(x, y, r * 1.2, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  if (anim) drawAnim(ctx, geo, view, anim);
  // Over the archers, so the better move is seen whatever stands in its way.
  else if (view.arrow) drawArrow(ctx, geo, view.arrow);
  // The player's own marks, beside the archers (they stop at their edges).
  if (view.shapes?.length) drawShapes(ctx, geo, view.shapes, COLOURS.drawing, view.circles);
  if (view.sketch) drawShapes(ctx, geo, [view.sketch], COLOURS.sketch, view.circles);
  if (view.focus >= 0) drawFocus(ctx, geo, view.focus);
  if (drag) drawArcher(ctx, geo, view.circles[drag.index], drag.x, drag.y, r * 1.08, { lift: 1 });
}

/**
 * The keyboard focus: a square round the circle's cell, black under white, so it shows
 * on the wood, on either archer and in both themes, and its shape is like nothing else.
 */
function drawFocus(ctx, geo, index) {
  const { x, y } = geo.centre(index);
  const half = geo.step * 0.47;
  for (const [colour, width] of [[COLOURS.focusOuter, 5], [COLOURS.focusInner, 2.5]]) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.roundRect(x - half, y - half, 2 * half, 2 * half, geo.step * 0.12);
    ctx.stroke();
  }
}

function drawAnim(ctx, geo, view, anim) {
  const r = geo.archerRadius;
  const q = geo.centre(anim.to);
  if (anim.taken) drawArcher(ctx, geo, anim.taken, q.x, q.y, r, { alpha: 1 - anim.p });
  const archer = view.circles[anim.to];
  if (!archer) return;
  if (anim.from >= 0) {
    const p = geo.centre(anim.from);
    const x = p.x + (q.x - p.x) * anim.eased;
    const y = p.y + (q.y - p.y) * anim.eased;
    drawArcher(ctx, geo, archer, x, y, r, { lift: Math.sin(Math.PI * anim.p) * 0.8 });
  } else if (!anim.flown) {
    // A returned archer is set down onto its circle (unless it flies in from its tray).
    drawArcher(ctx, geo, archer, q.x, q.y - r * 0.5 * (1 - anim.eased), r, {
      alpha: anim.eased,
      lift: 1 - anim.eased,
    });
  }
}

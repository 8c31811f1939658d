// An archer flying between the board and the captured archers beside it: a captured
// archer leaves its circle for the end of its owner's row, a returned one comes from
// the front of the row to its circle. The canvas cannot draw outside itself, so the
// flyer is an element over the page, moved by the Web Animations API from one point to
// the other; the archer waiting at the end is hidden until it lands. Never under
// reduced motion (the caller asks motionAllowed first).

import { FLIGHT_MS } from './anim.js';

/**
 * Flies an archer of `colour` from `from` to `to` (page points {x, y, r}: a centre and
 * the archer's radius there); `arriving`, the element that stands for it at the end,
 * is hidden until it lands. Returns the animation.
 * @param {'white' | 'black'} colour
 * @param {{x: number, y: number, r: number}} from
 * @param {{x: number, y: number, r: number}} to
 * @param {HTMLElement | null} arriving
 */
export function fly(colour, from, to, arriving = null) {
  const flyer = document.createElement('span');
  flyer.className = `archer ${colour} flyer`;
  flyer.setAttribute('aria-hidden', 'true');
  document.body.append(flyer);
  const size = flyer.offsetWidth || 24;
  const at = (p) => `translate(${(p.x - size / 2).toFixed(1)}px, ${(p.y - size / 2).toFixed(1)}px) scale(${((2 * p.r) / size).toFixed(3)})`;
  // A little lift halfway, as a hand picks it up.
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 - Math.max(from.r, to.r), r: Math.max(from.r, to.r) * 1.15 };
  arriving?.classList.add('arriving');
  const animation = flyer.animate(
    [{ transform: at(from) }, { transform: at(middle), offset: 0.45 }, { transform: at(to) }],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(0.3, 0.1, 0.3, 1)', fill: 'forwards' },
  );
  const land = () => {
    flyer.remove();
    arriving?.classList.remove('arriving');
  };
  animation.finished.then(land, land);
  return animation;
}

/** The page point of an element's centre, with its radius. */
export function pointOf(/** @type {Element} */ el) {
  const box = el.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, r: box.width / 2 };
}

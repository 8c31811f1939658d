// Brief move animations. The game state has already changed when one starts: the
// animation only says where to draw the archer that moved while it travels. An archer
// that flies in from the trays (flight.js) is not drawn on its circle until it lands.

const DURATION_MS = 240;
/** A flight between a circle and the trays beside the board. */
export const FLIGHT_MS = 460;

const reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

/** Whether moves should animate: never under prefers-reduced-motion. */
export function motionAllowed() {
  return !(reduced && reduced.matches);
}

/**
 * An animation of the archer now on circle `to`, coming from circle `from` (-1 when it
 * is put down by a return); `taken` is the archer it captured, which fades out (null
 * when it flies to its tray instead); `flown`: the archer on `to` flies in from its
 * tray, so the board leaves the circle empty until it lands.
 */
export function startAnim(from, to, taken, now, { flown = false } = {}) {
  return { from, to, taken, start: now, flown, duration: flown ? FLIGHT_MS : DURATION_MS };
}

/** The animation at time `now` with its progress, or null once it is over. */
export function animAt(anim, now) {
  if (!anim) return null;
  const p = (now - anim.start) / anim.duration;
  if (p >= 1) return null;
  const t = Math.max(0, p);
  // Ease out: the archer leaves quickly and settles gently into its circle.
  return { ...anim, p: t, eased: 1 - (1 - t) ** 3 };
}

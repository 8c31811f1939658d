// The app's badge (an installed copy's icon, where the system shows one): how many games
// with friends wait for this device's move. Browsers without the Badging API, or a page
// that is not installed, show nothing, and nothing fails.

/**
 * Sets the badge to `count`, or clears it at 0.
 * @param {number} count
 * @param {Navigator & {setAppBadge?: (n: number) => Promise<void>, clearAppBadge?: () => Promise<void>}} [nav]
 */
export function showAppBadge(count, nav = globalThis.navigator) {
  if (!nav || typeof nav.setAppBadge !== 'function') return;
  try {
    const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.();
    // Not allowed here (a frame, say): the list says it all the same.
    done?.catch?.(() => {});
  } catch {
    // As above.
  }
}

// Giving a friend the link of a game: the device's share sheet where there is one
// (phones), else the clipboard. An effect of the page, which the controller asks for
// (app/game.js `share`); what came of it is the controller's state, drawn beside Send
// (panels/view.js).

import { t } from '../i18n/lang.js';

/**
 * Gives `link` away. Resolves 'shared' (the share sheet took it), 'copied' (to the
 * clipboard), 'byHand' (neither: the player must copy it), or null when the player
 * closed the share sheet (nothing sent, nothing to say).
 * @param {string} link
 * @returns {Promise<'shared' | 'copied' | 'byHand' | null>}
 */
export async function giveLink(link) {
  const data = { title: t('friend.shareTitle'), text: t('friend.shareText'), url: link };
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      // Closed by the player: nothing sent, nothing to say. Refused: the clipboard.
      if (e?.name === 'AbortError') return null;
    }
  }
  return (await copyText(link)) ? 'copied' : 'byHand';
}

/**
 * Copies `text`: through the clipboard API, else the older copy command (which a frame
 * without the clipboard-write permission still allows). Resolves whether it copied.
 */
export async function copyText(text) {
  // A frame without allow="clipboard-write" may not use the clipboard API (Chromium
  // says so, and logs it as an error): the older way only, there.
  const policy = /** @type {any} */ (document).featurePolicy;
  if (!policy || policy.allowsFeature('clipboard-write')) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission in a frame, or not a secure page): the older way next.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'sr-only';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

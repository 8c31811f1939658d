// Giving a friend the link of a game: the device's share sheet where there is one
// (phones), else the clipboard. An effect of the page, which the controller asks for
// (app/game.js `share`); what came of it is the controller's state, drawn beside Send
// (panels/view.js).

import { t } from '../i18n/lang.js';
import { copyText } from './transfer.js';

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

// Binds every panel of the page once to the controller and the parts it needs: the
// buttons and keys (controls.js), the statistics, the lists, the rules link, the menu of
// small frames; and, fetched when first used (app/lazy.js, page/lazy.js), the New game
// dialog, the settings dialog and export and import.

import { isDark } from '../app/page.js';
import { bindAnswers } from './answers.js';
import { onErrorTexts } from '../i18n/lang.js';
import { laterTexts } from '../i18n/i18n.js';
import { bindRulesLink } from './rules-link.js';
import { ask } from './dialog.js';
import { bindControls } from './controls.js';
import { bindPanel } from './menu.js';
import { bindStatsPanel } from './stats.js';
import { waitsForYou, yoursFirst } from '../app/friend.js';
import { showAppBadge } from '../page/badge.js';
import { storeName } from '../storage/settings.js';
import { bindMyGames, renderMyGames } from './mygames.js';
import { bindNames } from './names.js';
import { lazyPart } from '../app/lazy.js';
import { bindOnFirstUse, openOnClick } from '../page/lazy.js';

/**
 * @param {object} parts
 * @param {ReturnType<typeof import('../app/game.js').createController>} parts.controller
 * @param {ReturnType<typeof import('../app/session.js').createSession>} parts.session
 * @param {ReturnType<typeof import('./view.js').createView>} parts.view
 * @param {ReturnType<typeof import('../app/players.js').createPlayers>} parts.players the game's players (shown and asked for by the New game dialog)
 * @param {ReturnType<typeof import('../storage/stats.js').createStats>} parts.stats
 * @param {boolean} parts.showStats
 * @param {() => void} parts.drawStats draws the statistics of the board on screen again
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page the page's own state (colours, the side panel)
 * @param {Storage | null} parts.storage
 * @param {ReturnType<typeof import('../sound/lazy-sound.js').lazySound>} parts.sound the game's sounds (the settings dialog's switch)
 * @param {ReturnType<typeof import('../storage/friends.js').createFriendStore>} parts.friends
 * @param {ReturnType<typeof import('../storage/aside.js').createAsideStore>} parts.aside
 * @param {{you: string, them: string}} parts.names the names to start with
 * @param {(board: import('../contract.js').BoardName) => import('../contract.js').Line[]} parts.lines a board's lines, from the core
 */
export function bindPanels({ controller, session, view, players, stats, drawStats, friends, aside, showStats, language, page, storage, sound, names: initialNames, lines }) {
  /** What the parts fetched when first used say when they cannot come (page/lazy.js). */
  const unavailable = () => page.notify('part-missing', 'part.unavailable');
  // The names for games with friends: the New game dialog's fields show them once it is on the page.
  const names = bindNames(initialNames, (next) => storeName(next.you, storage));
  // The New game dialog (players.js, with its markup) is fetched and bound when first opened.
  // The levels' words (en/later.js) come with the dialog.
  const dialog = lazyPart(async () => (await Promise.all([import('./players.js'), laterTexts()]))[0].bindPlayers(players, lines, names, () => controller.warmMatches()), unavailable);
  /** The New game dialog's choice, kept; false when it was cancelled or could not come. */
  const choosePlayers = async (options) => {
    const chosen = await dialog().then((d) => d.ask(options), () => null);
    if (chosen) players.keep(chosen);
    return Boolean(chosen);
  };
  bindControls(controller, view.board, {
    // New game: the players' choices first; in a small frame the board then shows.
    async newGame() {
      if (!(await choosePlayers({ inProgress: controller.inProgress() }))) return;
      controller.newGame({ ask: false });
      page.setPanel(false);
    },
  });
  // A first visit's question over the board: a game of the kind chosen, which is kept.
  for (const mode of /** @type {const} */ (['ai', 'hotseat', 'friend'])) {
    document.getElementById(`welcome-${mode}`).addEventListener('click', async () => {
      if (mode === 'friend') {
        // The names first, in the New game dialog.
        if (!(await choosePlayers({ inProgress: false, mode }))) return;
      } else {
        players.keep({ mode });
      }
      controller.newGame({ ask: false });
    });
  }
  // Export and import (transfer.js): fetched when the card is first pointed at, focused or pressed.
  bindOnFirstUse(/** @type {HTMLElement} */ (document.getElementById('copy-record').closest('.card')), lazyPart(async () => (await Promise.all([import('./transfer.js'), laterTexts()]))[0].bindTransferCard({
    session, players, controller, lines,
    confirmLoad: () => ask(/** @type {HTMLDialogElement} */ (document.getElementById('confirm-load')), 'load'),
    dark: () => isDark(page.get()),
  }), unavailable));
  // A view drawn with an error before the words for errors came is drawn again with them.
  onErrorTexts(() => controller.redraw());
  bindStatsPanel(stats);
  document.getElementById('stats').hidden = !showStats;
  drawStats();
  bindPanel(page);

  // Games with friends: Send, the names, "Games with friends"; and "Games put aside".
  document.getElementById('send').addEventListener('click', () => controller.send());
  // In a small frame the scratch board is behind the side panel: the panel makes way for it.
  bindAnswers(controller, { beforePrepare: () => page.setPanel(false) });
  /** The lists' last drawing (their rows are a chunk of their own): the page is ready after it. */
  let myGames = Promise.resolve();
  const showMyGames = () => {
    const { friend } = controller.snapshot();
    const withFriends = friends.list();
    myGames = renderMyGames({ friends: yoursFirst(withFriends), aside: aside.list() }, session.id);
    // An installed copy's icon says how many games wait for this device's move.
    showAppBadge(withFriends.filter(waitsForYou).length);
    names.show(friend);
  };
  bindMyGames({
    open: (list, id) => (list === 'friends' ? controller.openFriendGame(id) : controller.openAside(id)),
    remove(list, id) {
      if (list === 'friends') {
        friends.remove(id);
        controller.forget(id);
      } else {
        aside.remove(id);
      }
      showMyGames();
    },
  });
  // Another tab played, put aside or deleted a game.
  addEventListener('storage', (e) => {
    if (e.key === null || e.key === 'jarmo.friends.v1' || e.key === 'jarmo.aside.v1') showMyGames();
  });
  const rulesLink = bindRulesLink({ language, page, board: view.board, keep: () => controller.flushSave() });
  // The settings dialog (settings.js with the selectors), fetched when first opened; a
  // language chosen there: everything drawn again in it.
  openOnClick(document.getElementById('settings-open'), lazyPart(async () => (await import('./settings.js')).createSettings({
    sound, storage, language, page,
    onChange() {
      rulesLink();
      controller.redraw();
      drawStats();
      showMyGames();
    },
  }), unavailable));
  return { names, showMyGames, myGamesDrawn: () => myGames };
}

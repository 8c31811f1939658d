// Binds every panel of the page once to the controller and the parts it needs: the
// buttons and keys (controls.js), export and import, the language and colour
// selectors, the statistics, the menu of small frames.

import { bindChoices } from './choices.js';
import { bindControls } from './controls.js';
import { bindPanel } from './menu.js';
import { bindStatsPanel, renderStats } from './stats.js';
import { isDark, onSystemThemeChange } from './theme.js';
import { bindTransfer, recordTags } from './transfer.js';
import { linkFor } from '../storage/share.js';

/**
 * @param {object} parts
 * @param {ReturnType<typeof import('../game/controller.js').createController>} parts.controller
 * @param {ReturnType<typeof import('../game/session.js').createSession>} parts.session
 * @param {ReturnType<typeof import('./view.js').createView>} parts.view
 * @param {{get: () => import('../contract.js').Players}} parts.players
 * @param {ReturnType<typeof import('../storage/stats.js').createStats>} parts.stats
 * @param {boolean} parts.showStats
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {{value: string}} parts.theme
 * @param {Storage | null} parts.storage
 */
export function bindPanels({ controller, session, view, players, stats, showStats, language, theme, storage }) {
  bindControls(controller, view.board);
  bindTransfer({
    record: () => session.record(recordTags(session.state(), players.get(), new Date())),
    link: () => linkFor(location.href, session.record()),
    read: (text) => session.read(text),
    load: (candidate, asPosition) => controller.load(candidate, { asPosition }),
  });
  bindChoices({
    language,
    theme,
    storage,
    board: view.board,
    onChange() {
      controller.redraw();
      renderStats(stats);
    },
  });
  bindStatsPanel(stats);
  document.getElementById('stats').hidden = !showStats;
  renderStats(stats);
  view.board.setDark(isDark());
  onSystemThemeChange(() => view.board.setDark(isDark()));
  bindPanel();
}

// The statistics panel: finished games won by White, by Black and drawn, each with its
// share of the total in the language's number format, on the board of the game on
// screen (each board has its own counts, named under the title); a note when the counts
// cannot be saved; reset after a question (every board's).

import { ask } from './dialog.js';
import { t, translator } from '../i18n/lang.js';

export function bindStatsPanel(stats) {
  document.getElementById('stats-reset').addEventListener('click', async () => {
    if (await ask(document.getElementById('confirm-reset'), 'reset')) await stats.reset();
  });
}

/**
 * @param {ReturnType<typeof import('../storage/stats.js').createStats>} stats
 * @param {string} [board] whose counts to show
 */
export function renderStats(stats, board = 'knight') {
  const { formatNumber, formatPercent } = translator();
  const counts = stats.counts(board);
  const named = document.getElementById('stats-board');
  // The key too: a change of language translates it as the page's other texts.
  named.dataset.i18n = `board.${board}`;
  named.textContent = t(named.dataset.i18n);
  named.dataset.board = board;
  /** One list of counts, each with its share, and their total (its elements `${prefix}-white`, ...). */
  const renderCounts = (prefix, row) => {
    const total = row.white + row.black + row.draw;
    for (const field of ['white', 'black', 'draw']) {
      document.getElementById(`${prefix}-${field}`).textContent = t('stats.share', {
        count: row[field],
        percent: formatPercent(total ? row[field] / total : 0),
      });
    }
    document.getElementById(`${prefix}-total`).textContent = formatNumber(total);
    return total;
  };
  renderCounts('stats', counts);
  // The board's matches, apart, once one was played.
  document.getElementById('stats-matches').hidden = renderCounts('stats-match', stats.counts(`${board}.match`)) === 0;
  const note = document.getElementById('stats-note');
  note.hidden = stats.saved();
  note.textContent = stats.saved() ? '' : t('stats.unsaved');
}

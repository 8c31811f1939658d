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
  const total = counts.white + counts.black + counts.draw;
  for (const field of ['white', 'black', 'draw']) {
    document.getElementById(`stats-${field}`).textContent = t('stats.share', {
      count: counts[field],
      percent: formatPercent(total ? counts[field] / total : 0),
    });
  }
  document.getElementById('stats-total').textContent = formatNumber(total);
  // The board's matches, apart, once one was played.
  const matches = stats.counts(`${board}.match`);
  const played = matches.white + matches.black + matches.draw;
  document.getElementById('stats-matches').hidden = played === 0;
  for (const field of ['white', 'black', 'draw']) {
    document.getElementById(`stats-match-${field}`).textContent = t('stats.share', {
      count: matches[field],
      percent: formatPercent(played ? matches[field] / played : 0),
    });
  }
  document.getElementById('stats-match-total').textContent = formatNumber(played);
  const note = document.getElementById('stats-note');
  note.hidden = stats.saved();
  note.textContent = stats.saved() ? '' : t('stats.unsaved');
}

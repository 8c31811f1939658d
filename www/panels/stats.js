// The statistics panel: finished games won by White, by Black and drawn, each with its
// share of the total in the language's number format; a note when the counts cannot
// be saved; reset after a question.

import { ask } from './dialog.js';
import { t, translator } from '../i18n/lang.js';

export function bindStatsPanel(stats) {
  document.getElementById('stats-reset').addEventListener('click', async () => {
    if (await ask(document.getElementById('confirm-reset'), 'reset')) await stats.reset();
  });
}

export function renderStats(stats) {
  const { formatNumber, formatPercent } = translator();
  const counts = stats.counts();
  const total = counts.white + counts.black + counts.draw;
  for (const field of ['white', 'black', 'draw']) {
    document.getElementById(`stats-${field}`).textContent = t('stats.share', {
      count: counts[field],
      percent: formatPercent(total ? counts[field] / total : 0),
    });
  }
  document.getElementById('stats-total').textContent = formatNumber(total);
  const note = document.getElementById('stats-note');
  note.hidden = stats.saved();
  note.textContent = stats.saved() ? '' : t('stats.unsaved');
}

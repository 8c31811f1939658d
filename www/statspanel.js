// The statistics panel: finished games won by White, by Black and drawn, each with its
// share of the total; a note when the counts cannot be saved; reset after a question.

import { share } from './stats.js';
import { ask } from './dialog.js';

export function bindStatsPanel(stats) {
  document.getElementById('stats-reset').addEventListener('click', async () => {
    if (await ask(document.getElementById('confirm-reset'), 'reset')) await stats.reset();
  });
}

export function renderStats(stats) {
  const counts = stats.counts();
  const total = counts.white + counts.black + counts.draw;
  for (const field of ['white', 'black', 'draw']) {
    document.getElementById(`stats-${field}`).textContent = share(counts[field], total);
  }
  document.getElementById('stats-total').textContent = String(total);
  const note = document.getElementById('stats-note');
  note.hidden = stats.saved();
  note.textContent = stats.saved()
    ? ''
    : 'Not saved: this browser does not let the page store data here, so these counts last only as long as this page is open.';
}

// The New game dialog: against the computer, two players or a friend at a distance
// (with the names), the person's colour, the level (each with its rating on the board
// chosen, panels/level-labels.js), who moves first, the board (each
// with a small drawing of its lines, panels/board-thumb.js). Nothing changes
// until Start: then the choice is stored (app/players.js) and the new game begins. With a game in
// progress the dialog says that it ends here; Cancel or Escape keeps it.

import { choose } from './dialog.js';
import { sanitize } from '../app/players.js';
import { drawBoardThumb } from './board-thumb.js';
import { levelLabel } from './level-labels.js';
import { t } from '../i18n/lang.js';
import { mount } from './mount.js';
import markup from './new-dialog.html';

/**
 * The dialog's fields: they show the game's players (app/players.js, which owns them)
 * and, on Start, the dialog answers with the players chosen. It keeps none of its own.
 * @param {ReturnType<typeof import('../app/players.js').createPlayers>} players
 * @param {(board: import('../contract.js').BoardName) => import('../contract.js').Line[]} lines a board's lines, from the core
 * @param {ReturnType<typeof import('./names.js').bindNames>} names the names for games with friends, which
 *   its fields show and edit
 * @param {() => void} [onMatch] a match is shown chosen (the controller's `warmMatches`: what a match needs
 *   comes while the player finishes choosing)
 */
export function bindPlayers(players, lines, names, onMatch = () => {}) {
  // The dialog's markup comes with this chunk.
  const dialog = /** @type {HTMLDialogElement} */ (mount(markup));
  // A group of fields, not a <form>: nothing here is ever submitted.
  const form = document.getElementById('players-form');
  names.bind(form);
  const field = (name) => /** @type {HTMLSelectElement} */ (form.querySelector(`select[name="${name}"]`));
  const modes = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[name="mode"]')]);
  const boards = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[name="board"]')]);

  /** Each board's drawing, once the dialog is open and laid out (its size and colour are the page's then). */
  function drawThumbs() {
    for (const canvas of /** @type {NodeListOf<HTMLCanvasElement>} */ (form.querySelectorAll('canvas[data-board]'))) {
      drawBoardThumb(canvas, lines(/** @type {import('../contract.js').BoardName} */ (canvas.dataset.board)));
    }
  }

  /** Each level with its rating on `board` (panels/level-labels.js), in the page's language. */
  function drawLevels(board) {
    for (const option of field('level').options) option.textContent = levelLabel(t, Number(option.value), board);
  }

  /** The fields each mode asks for. */
  function showMode(mode) {
    for (const name of ['ai', 'hotseat', 'friend']) form.classList.toggle(name, mode === name);
    field('human').disabled = mode === 'hotseat';
    field('level').disabled = mode !== 'ai';
  }

  function show(settings) {
    for (const radio of modes) radio.checked = radio.value === settings.mode;
    field('human').value = settings.human;
    field('level').value = String(settings.level);
    field('first').value = settings.first;
    field('match').value = String(settings.match);
    for (const radio of boards) radio.checked = radio.value === settings.board;
    showMode(settings.mode);
    drawLevels(settings.board);
  }

  const chosen = () => sanitize({
    mode: modes.find((radio) => radio.checked)?.value,
    human: field('human').value,
    level: Number(field('level').value),
    first: field('first').value,
    match: Number(field('match').value),
    board: boards.find((radio) => radio.checked)?.value,
  });

  form.addEventListener('change', () => {
    const { mode, match, board } = chosen();
    showMode(mode);
    drawLevels(board);
    if (match > 1) onMatch();
  });
  show(players.get());
  players.subscribe(show);
  return {
    /**
     * Opens the dialog on the players (`mode`: another one chosen in it at first);
     * `inProgress`: a game would be lost. Resolves to the players chosen on Start, or
     * null (Cancel, Escape).
     * @param {{inProgress: boolean, mode?: import('../contract.js').Players['mode']}} options
     * @returns {Promise<import('../contract.js').Players | null>}
     */
    async ask({ inProgress, mode = players.get().mode }) {
      show({ ...players.get(), mode });
      if (players.get().match > 1) onMatch();
      document.getElementById('new-warning').hidden = !inProgress;
      const start = document.getElementById('new-start');
      // Nothing to lose: Start has the focus, so Enter starts at once.
      const answer = await choose(dialog, {
        opened: () => {
          drawThumbs();
          if (!inProgress) start.focus();
        },
      });
      if (answer === 'start') return chosen();
      show(players.get());
      return null;
    },
  };
}

// The page's buttons and keys, each bound once to an action of the controller: New
// game (through its dialog), the end panel, Hint, Undo and Redo (and Ctrl+Z, Ctrl+Y), the move box, the move
// list, a press elsewhere that lets go of a picked archer.

import { bindMoveBox } from './movebox.js';
import { bindRecord } from './moves.js';
import { errorText, errorTexts, t } from '../i18n/lang.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @param {ReturnType<typeof import('../app/game.js').createController>} controller
 * @param {ReturnType<typeof import('../board/board.js').createBoard>} board
 * @param {{newGame: () => void}} actions New game: the dialog of the players' choices
 */
export function bindControls(controller, board, { newGame }) {
  $('new-game').addEventListener('click', () => newGame());
  $('end-new-game').addEventListener('click', () => controller.newGame({ ask: false }));
  $('end-next-game').addEventListener('click', () => controller.nextGame());
  $('end-rematch').addEventListener('click', () => controller.rematch());
  $('end-close').addEventListener('click', () => controller.closeEnd());
  $('end-panel').addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    controller.closeEnd();
  });
  $('hint').addEventListener('click', () => controller.hint());
  $('undo').addEventListener('click', () => controller.undo());
  $('redo').addEventListener('click', () => controller.redo());
  // Ctrl+Z (Cmd+Z) takes back, Ctrl+Y or Ctrl+Shift+Z plays again, except in text fields.
  document.addEventListener('keydown', (e) => {
    const target = /** @type {Element} */ (e.target);
    if (!(e.ctrlKey || e.metaKey) || e.altKey || target.closest('input, textarea, select')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) controller.undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) controller.redo();
    else return;
    e.preventDefault();
  });

  bindMoveBox(async (text) => {
    const error = controller.typedMove(text);
    if (!error) return null;
    // The page's own reasons carry a catalog key; the core's are said in the language,
    // in words that may have to be fetched first (most visits never need them).
    if (!(error instanceof Error)) return t(error.code, error.params);
    await errorTexts();
    return errorText(error);
  });
  bindRecord({ onView: (ply) => controller.view(ply), current: controller.viewed, plies: controller.plies });

  // A press on the board while a link's moves are shown one by one shows the game now.
  $('board').addEventListener('pointerdown', () => {
    if (controller.snapshot().replaying) controller.view(controller.plies());
  });
  // A press anywhere but the board or the captured archer lets go of a picked archer.
  document.addEventListener('pointerdown', (e) => {
    if (!/** @type {Element} */ (e.target).closest('#board, .tray .returnable')) board.cancel();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || /** @type {Element} */ (e.target).id === 'board') return;
    // Escape with nothing focused (after drawing with the mouse) and nothing picked
    // clears the arrows and circles of the position shown; else it lets go, as ever.
    if (e.target === document.body && board.selected() === -1) controller.clearDrawings();
    else board.cancel();
  });
  // In a small frame the error floats over the board: a tap puts it away.
  $('setup-error').addEventListener('click', () => {
    if ($('panel-open').checkVisibility()) controller.dismissError();
  });
}

// What the page says about the game in words: whose turn it is, both sides' points as
// they would count now, the notice before an automatic pass, and the panel at the end.

import { t } from './lang.js';

const points = (n) => t('units.points', { count: n });

/** The end of a game in words: a title and one line of detail. */
export function describeResult(result) {
  if (result.reason === 'repetition') {
    return { title: t('end.repetition.title'), detail: t('end.repetition.detail') };
  }
  const scores = t('end.scores', { white: points(result.white), black: points(result.black) });
  // E1 names the side whose archers ended the game; E2 names none.
  const why = result.reason === 'goal-row' ? t(`end.goalRow.${result.side}`)
    : result.reason === 'no-archers' ? t(`end.noArchers.${result.side}`)
    : t('end.noMoves');
  const title = result.winner ? t(`end.win.${result.winner}`) : t('end.draw');
  return { title, detail: `${scores} ${why}` };
}

/**
 * `passing`: the side about to pass automatically, or null; `paused`: the host paused
 * the game; `shown`: the points of the position on the board (an earlier one while the
 * move list shows it), else the game's.
 */
export function renderStatus(state, { passing, paused, shown = state.points }) {
  for (const colour of ['white', 'black']) {
    document.getElementById(`points-${colour}`).textContent = points(shown[colour]);
    const bar = document.getElementById(`player-${colour}`);
    bar.classList.toggle('to-move', !state.over && state.turn === colour);
  }
  const status = document.getElementById('status');
  if (state.over) {
    const { title } = describeResult(state.result);
    status.textContent = state.result.reason === 'repetition'
      ? t('status.over', { result: title })
      : t('status.overScore', { result: title, white: state.result.white, black: state.result.black });
  } else if (paused) {
    status.textContent = t('status.paused');
  } else if (passing) {
    status.textContent = t(`status.passes.${passing}`);
  } else {
    status.textContent = t(`status.toMove.${state.turn}`);
  }
  status.dataset.turn = state.over ? '' : state.turn;

  const notice = document.getElementById('notice');
  const text = paused ? t('notice.paused') : passing ? t(`notice.pass.${passing}`) : '';
  notice.hidden = !text;
  notice.textContent = text;
}

/**
 * Shows or hides the end panel over the board. A dialog: when it opens the focus moves
 * into it (to its first button), so a keyboard or screen reader user is there too.
 */
export function renderEndPanel(state, open) {
  const panel = document.getElementById('end-panel');
  const wasHidden = panel.hidden;
  panel.hidden = !(state.over && open);
  if (panel.hidden) return;
  const { title, detail } = describeResult(state.result);
  document.getElementById('end-title').textContent = title;
  document.getElementById('end-detail').textContent = detail;
  panel.dataset.winner = state.result.winner || 'draw';
  if (wasHidden) document.getElementById('end-new-game').focus({ preventScroll: true });
}

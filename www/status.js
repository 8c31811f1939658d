// What the page says about the game in words: whose turn it is, both sides' points as
// they would count now, the notice before an automatic pass, and the panel at the end.

const NAMES = { white: 'White', black: 'Black' };
const other = (colour) => (colour === 'white' ? 'black' : 'white');

const REASONS = {
  'goal-row': (loser) => `Every archer ${loser} still has on the board stands on its goal row.`,
  'no-moves': () => 'Neither side has a move left.',
};

/** The end of a game in words: a title and one line of detail. */
export function describeResult(result, state) {
  if (result.reason === 'repetition') {
    return {
      title: 'Draw by repetition',
      detail: 'The same position occurred for the third time, so the game is drawn without scoring.',
    };
  }
  const scores = `White ${points(result.white)}, Black ${points(result.black)}.`;
  // E1: name the side whose archers all reached the goal row (it may have none left).
  const settled = ['white', 'black'].find((c) =>
    state.circles.every((a) => !a || a.colour !== c || a.settled));
  const why = result.reason === 'goal-row' ? REASONS['goal-row'](NAMES[settled || state.turn]) : REASONS['no-moves']();
  const title = result.winner ? `${NAMES[result.winner]} wins` : 'Draw';
  return { title, detail: `${scores} ${why}` };
}

function points(n) {
  return n === 1 ? '1 point' : `${n} points`;
}

/** The archers in words, for the board's accessible name: the canvas shows nothing to a screen reader. */
function describeBoard(state) {
  const files = 'abcde';
  return ['white', 'black'].map((colour) => {
    const archers = [];
    state.circles.forEach((a, i) => {
      if (!a || a.colour !== colour) return;
      const notes = [a.marked && 'marked', a.settled && 'on its goal row'].filter(Boolean);
      archers.push(files[i % 5] + (Math.floor(i / 5) + 1) + (notes.length ? ` (${notes.join(', ')})` : ''));
    });
    return `${NAMES[colour]} archers: ${archers.join(', ') || 'none'}.`;
  }).join(' ');
}

/** `passing`: the side about to pass automatically, or null. */
export function renderStatus(state, { passing }) {
  for (const colour of ['white', 'black']) {
    document.getElementById(`points-${colour}`).textContent = points(state.points[colour]);
    const bar = document.getElementById(`player-${colour}`);
    bar.classList.toggle('to-move', !state.over && state.turn === colour);
  }
  const status = document.getElementById('status');
  if (state.over) {
    const { title } = describeResult(state.result, state);
    const score = state.result.reason === 'repetition' ? '' : ` ${state.result.white}–${state.result.black}`;
    status.textContent = `Game over: ${title}${score}`;
  } else if (passing) {
    status.textContent = `${NAMES[passing]} cannot move and passes`;
  } else {
    status.textContent = `${NAMES[state.turn]} to move`;
  }
  status.dataset.turn = state.over ? '' : state.turn;
  document.getElementById('board').setAttribute('aria-label', `Jarmo board. ${describeBoard(state)}`);

  const notice = document.getElementById('notice');
  notice.hidden = !passing;
  if (passing) {
    notice.textContent = `${NAMES[passing]} has no move and passes. ${NAMES[other(passing)]} moves again.`;
  }
}

/** Shows or hides the end panel over the board. */
export function renderEndPanel(state, open) {
  const panel = document.getElementById('end-panel');
  panel.hidden = !(state.over && open);
  if (panel.hidden) return;
  const { title, detail } = describeResult(state.result, state);
  document.getElementById('end-title').textContent = title;
  document.getElementById('end-detail').textContent = detail;
  panel.dataset.winner = state.result.winner || 'draw';
}

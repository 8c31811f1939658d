// Your mistakes as puzzles (`?puzzles&mistakes`): each costly move of the player's own
// games (app/mistakes.js) set up again, due ones first, for the player to find a better
// move. A proved one is judged by the solver (the try still wins by force in its
// plies: Engine.puzzleMove); any other by the review's engine (the try is best or
// good: Engine.reviewPly). A try right sends the mistake away for longer, a try wrong
// or the better move asked for brings it back soon (afterTry).
//
// Its state is one plain object, replaced by the pure transitions below (exported for
// tests/unit/mistakes.test.mjs), as the puzzles' (puzzles.js).

import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';
import { Cancelled } from './cancelled.js';
import { createBoardCues } from './drill.js';
import { drillView, tryPlay } from './drills.js';
import { afterTry, dueOn, nextDue } from './mistakes.js';

/**
 * @typedef {object} MistakeView what the card draws
 * @property {import('./mistakes.js').Mistake | null} mistake the one shown (null: none is due, or none is kept)
 * @property {'going' | 'right' | 'wrong' | 'shown'} outcome 'shown': its better move was asked for
 * @property {boolean} checking the engine is looking at the try
 * @property {{key: string, params?: Record<string, string | number>} | {error: unknown} | null} feedback
 * @property {number} due how many of the board's are due now
 * @property {number} others how many of them are not the one shown
 * @property {number} kept how many of the board's are kept
 * @property {number | null} next when the next of the board's is due (ms since 1970), or null
 * @property {import('../contract.js').BoardName} board
 */

/**
 * @typedef {{mistake: import('./mistakes.js').Mistake | null, side: import('../contract.js').Side, outcome: MistakeView['outcome'],
 *   checking: boolean, feedback: MistakeView['feedback'], arrow: {from: string | null, to: string} | null, generation: number,
 *   better: {from: string | null, to: string} | null}} MistakeState
 */

/** @returns {MistakeState} */
export const noMistake = () => ({ mistake: null, side: 'white', outcome: 'going', checking: false, feedback: null, arrow: null, generation: 0, better: null });

/**
 * `mistake` set up, the player on `side`; `better`: where its better move goes, for its arrow.
 * @param {MistakeState} s @param {import('./mistakes.js').Mistake} mistake @param {import('../contract.js').Side} side
 * @param {{from: string | null, to: string} | null} better
 * @returns {MistakeState}
 */
export const mistakeOpened = (s, mistake, side, better) => ({
  ...s, mistake, side, better, outcome: 'going', checking: false, feedback: null, arrow: null, generation: s.generation + 1,
});

/** None to show: the card says why (`key`). @param {MistakeState} s @param {string} key @returns {MistakeState} */
export const noneShown = (s, key) => ({ ...noMistake(), generation: s.generation + 1, feedback: { key } });

/** The try is played, and the engine looks at it. @param {MistakeState} s @returns {MistakeState} */
export const tryChecking = (s) => ({ ...s, checking: true, feedback: null });

/**
 * The engine's word on the try `text`: `right`, or not (the better move then drawn).
 * @param {MistakeState} s @param {boolean} right @param {string} text
 * @returns {MistakeState}
 */
export function tryJudged(s, right, text) {
  const best = /** @type {import('./mistakes.js').Mistake} */ (s.mistake).best;
  return right
    ? { ...s, checking: false, outcome: 'right', feedback: { key: 'mistakes.right', params: { move: text } } }
    : { ...s, checking: false, outcome: 'wrong', feedback: { key: 'mistakes.wrong', params: { move: text, better: best } }, arrow: s.better };
}

/** The engine could not judge the try. @param {MistakeState} s @param {unknown} error @returns {MistakeState} */
export const tryFailed = (s, error) => ({ ...s, checking: false, feedback: { error } });

/** The core refused the try (`error`), or the page says nothing. @param {MistakeState} s @returns {MistakeState} */
export const mistakeSaid = (s, feedback) => ({ ...s, feedback });

/** The better move is shown: the mistake counts as tried wrong. @param {MistakeState} s @returns {MistakeState} */
export const betterShown = (s) => ({
  ...s, outcome: 'shown', arrow: s.better,
  feedback: { key: 'mistakes.better', params: { move: /** @type {import('./mistakes.js').Mistake} */ (s.mistake).best } },
});

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} deps.view
 * @param {{render: (v: MistakeView) => void, announce: (v: MistakeView, what: 'open' | 'feedback') => void}} deps.card
 * @param {ReturnType<typeof import('../storage/mistakes.js').createMistakesStore>} deps.store
 * @param {import('../contract.js').BoardName} deps.board
 * @param {(id: string | null) => void} deps.address the mistake shown, for the address
 * @param {import('./clock.js').Clock} [deps.clock] the timers
 * @param {() => number} [deps.now] the time of day, for when a mistake is due (ms since 1970)
 */
export function createMistakePuzzles({ session, opponent, view, card, store, board, address, clock = systemClock, now = Date.now }) {
  let s = noMistake();
  const cues = createBoardCues();

  function mistakeView() {
    const list = store.get();
    const { mistake, outcome, checking, feedback } = s;
    const due = dueOn(list, board, now());
    return { mistake, outcome, checking, feedback, board, due: due.length, others: due.filter((m) => m.id !== mistake?.id).length, kept: list.filter((m) => m.board === board).length, next: nextDue(list, board) };
  }

  function snapshot() {
    const { side, outcome, checking, arrow, mistake } = s;
    return drillView(session, { side, movable: mistake !== null && outcome === 'going' && !checking, arrow, thinking: checking, watched: outcome === 'shown', cues });
  }

  function render(animate = null) {
    view.render(snapshot(), { animate });
    card.render(mistakeView());
  }

  /** Sets `mistake` up on the board. */
  function show(mistake) {
    opponent.cancel();
    session.read(mistake.position, 'position', board).take(`mistake-${mistake.id}`);
    const state = session.state();
    const better = state.moves.find((m) => m.text === mistake.best);
    s = mistakeOpened(s, mistake, state.turn, better ? { from: better.from, to: /** @type {string} */ (better.to) } : null);
    cues.flip(state.turn === 'black');
    cues.unselect();
    address(mistake.id);
    render();
    card.announce(mistakeView(), 'open');
  }

  /** Opens mistake `id` if it is kept, else the first due but `skip` (`skip` itself when it is the only one due); says so when none is. */
  function open(id = null, skip = null) {
    const list = store.get();
    const asked = id === null ? null : list.find((m) => m.id === id && m.board === board);
    const due = dueOn(list, board, now());
    const mistake = asked ?? due.find((m) => m.id !== skip) ?? due[0] ?? null;
    if (mistake) {
      show(mistake);
      return;
    }
    // Nothing to set up: the board shows its start, and takes no move.
    if (!s.mistake) session.startNew('white', 'mistakes', board);
    s = noneShown(s, list.some((m) => m.board === board) ? 'mistakes.noneDue' : 'mistakes.none');
    address(null);
    render();
    card.announce(mistakeView(), 'feedback');
  }

  /** The engine's word on the try `text` (played on the session, `record` the game before it). */
  async function check(record, text) {
    const mistake = /** @type {import('./mistakes.js').Mistake} */ (s.mistake);
    const at = s.generation;
    s = tryChecking(s);
    render();
    let right;
    try {
      const [answer] = await Promise.all([
        mistake.k !== null
          ? opponent.puzzle({ record, move: text, pliesLeft: mistake.k }).then((a) => a.correct || a.solved)
          : opponent.review({ record: session.record(), ply: 1 }).then((line) => line.label === 'best' || line.label === 'good'),
        sleep(clock, pageDelays().trainerReply),
      ]);
      right = answer;
    } catch (e) {
      if (e instanceof Cancelled || at !== s.generation) return;
      s = tryFailed(s, e);
      render();
      card.announce(mistakeView(), 'feedback');
      return;
    }
    if (at !== s.generation) return;
    s = tryJudged(s, right, text);
    store.update((list) => afterTry(list, mistake.id, right, now()));
    render();
    card.announce(mistakeView(), 'feedback');
  }

  function play(text, { animate = true } = {}) {
    if (!s.mistake || s.outcome !== 'going' || s.checking) return { code: 'movebox.wait' };
    const record = session.record();
    const move = tryPlay(session, text);
    if (move.error) {
      s = mistakeSaid(s, { error: move.error });
      render();
      card.announce(mistakeView(), 'feedback');
      return move.error;
    }
    s = mistakeSaid(s, null);
    cues.say();
    render(animate ? move : null);
    check(record, move.played.text);
    return null;
  }

  return {
    snapshot,
    open,
    /** The mistake shown, from its position again. */
    retry: () => s.mistake && show(s.mistake),
    /** The next due but the one shown; the card says when none is. */
    next: () => open(null, s.mistake?.id ?? null),
    /** The better move, played from the position: the mistake counts as tried wrong. */
    showBetter() {
      if (!s.mistake || s.outcome === 'right' || s.outcome === 'shown') return;
      const { mistake, outcome } = s;
      show(mistake);
      if (outcome !== 'wrong') store.update((list) => afterTry(list, mistake.id, false, now()));
      const move = tryPlay(session, mistake.best);
      s = betterShown(s);
      if (!move.error) cues.say();
      render(move.error ? null : move);
      card.announce(mistakeView(), 'feedback');
    },
    boardMove(text, dragged) {
      play(text, { animate: !dragged });
    },
    typedMove: (text) => play(text),
    pick(orig) {
      cues.pick(orig);
      view.render(snapshot(), { boardAsIs: true });
    },
    redraw: () => render(),
  };
}

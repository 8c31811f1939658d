// The lessons' controller: which lesson is shown, its game (in a session of its own),
// whether the player's input counts, what the page says about the last try, and the
// progress kept. The player's moves go to the core, which plays them or says why not;
// the other side answers from the lesson's script or the engine. After each change the
// views get the drill's board (drill.js: the board and bars draw it) and the lesson
// card's view.
//
// Its state is one plain object, replaced by pure transitions (below, exported for
// tests/unit/learn.test.mjs), never changed in place, as the board's (board/core.js):
// each takes the state and what happened, and returns the new state; what the
// controller must do of it (save the progress, announce, let the other side answer)
// follows from the new state.

import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';
import { createBoardSettle } from './settle.js';
import { createBoardCues } from './drill.js';
import { drillView, tryPlay } from './drills.js';
import { passing } from './turns.js';
import { Cancelled } from './cancelled.js';
import { LESSONS } from '../learn/lessons.js';
import { lessonOutcome, scriptedReply } from '../learn/goals.js';
import { withLesson } from './progress.js';

/**
 * @typedef {object} LessonView what the lesson card draws
 * @property {number} number 1 to LESSONS.length
 * @property {import('../learn/lessons.js').Lesson} lesson
 * @property {'going' | 'done' | 'failed'} outcome
 * @property {{key: string, params?: Record<string, string | number>} | {error: unknown} | null} feedback
 *   what the page says about the last try: a catalog key, or the core's refusal
 * @property {string[]} finished the ids of the lessons finished, ever
 * @property {boolean} waiting the other side is about to answer
 */

/**
 * The lessons' state: the lesson shown (its number and itself), the state of its game
 * at its start, where it stands, what the page says about the last try, whether the
 * other side is about to answer, and a number that changes with every lesson opened (a
 * late answer belongs to an old one).
 * @typedef {{number: number, lesson: import('../learn/lessons.js').Lesson, start: import('../contract.js').GameState | null,
 *   outcome: LessonView['outcome'], feedback: LessonView['feedback'], waiting: boolean, generation: number}} LessonState
 */

/** @returns {LessonState} before any lesson is opened */
export function noLesson() {
  return { number: 1, lesson: LESSONS[0], start: null, outcome: 'going', feedback: null, waiting: false, generation: 0 };
}

/** The number of a lesson to open for `n`: 1 to LESSONS.length. */
export const lessonAt = (/** @type {number} */ n) => Math.min(LESSONS.length, Math.max(1, n));

/**
 * Lesson `number` (lessonAt) opened from its set-up, whose game's state is `start`.
 * @param {LessonState} s @param {number} number @param {import('../contract.js').GameState} start
 * @returns {LessonState}
 */
export function opened(s, number, start) {
  return { number, lesson: LESSONS[number - 1], start, outcome: 'going', feedback: null, waiting: false, generation: s.generation + 1 };
}

/**
 * A move was played (the player's, or the other side's answer): the lesson is `next`
 * after it (goals.js lessonOutcome), and the page says so when it is over.
 * @param {LessonState} s @param {LessonView['outcome']} next
 * @returns {LessonState}
 */
export function moved(s, next) {
  if (next === 'going') return { ...s, outcome: next, feedback: null, waiting: false };
  const feedback = next === 'done' ? { key: `learn.${s.lesson.id}.done` } : { key: 'learn.failed' };
  return { ...s, outcome: next, feedback, waiting: false };
}

/**
 * The other side is about to answer (`true`), or no longer (`false`).
 * @param {LessonState} s @param {boolean} waiting
 * @returns {LessonState}
 */
export const awaiting = (s, waiting) => ({ ...s, waiting });

/**
 * The core refused what was tried (the player's move, or the other side's answer could not
 * be had): the page says why, and the other side no longer answers.
 * @param {LessonState} s @param {unknown} error
 * @returns {LessonState}
 */
export const refused = (s, error) => ({ ...s, feedback: { error }, waiting: false });

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} deps.view the board's
 * @param {{render: (lesson: LessonView) => void, announce: (lesson: LessonView, what: 'open' | 'feedback') => void}} deps.card
 * @param {ReturnType<typeof import('../storage/learn.js').createLearnStore>} deps.store
 * @param {(n: number) => void} deps.address writes the lesson's number into the address
 * @param {import('./clock.js').Clock} [deps.clock] the timers (clock.js; the system's by default)
 */
export function createLessons({ session, opponent, view, card, store, address, clock = systemClock }) {
  /** The state, replaced by the transitions above, never changed in place. */
  let s = noLesson();
  /** What the board is told once, and its turning (drill.js). */
  const cues = createBoardCues();
  /** Whether the board has drawn all it was given: the view says so (settle.js). */
  const settle = createBoardSettle(clock);

  function lessonView() {
    const { number, lesson, outcome, feedback, waiting } = s;
    return { number, lesson, outcome, feedback, finished: store.get().lessons, waiting };
  }

  function snapshot() {
    const { lesson, outcome, waiting } = s;
    return drillView(session, {
      side: lesson.side,
      movable: outcome === 'going' && !waiting,
      // The targets stay until the goal is reached.
      targets: outcome === 'done' ? [] : lesson.targets,
      tries: true,
      bars: lesson.bars,
      cues,
    });
  }

  function render(animate = null) {
    const snap = snapshot();
    settle.rendered(snap);
    view.render(snap, { animate });
    card.render(lessonView());
  }

  /** Opens lesson `n` (1 to LESSONS.length) from its set-up. */
  function open(n) {
    opponent.cancel();
    const number = lessonAt(n);
    const lesson = LESSONS[number - 1];
    const game = 'position' in lesson.setup
      ? session.read(lesson.setup.position, 'position', lesson.board ?? 'knight')
      : session.read(lesson.setup.record, 'record');
    game.take(`lesson-${lesson.id}`);
    s = opened(s, number, session.state());
    cues.flip(lesson.side === 'black');
    cues.unselect();
    address(number);
    render();
    card.announce(lessonView(), 'open');
  }

  /**
   * The lesson after a move (`played`: the player's, or null for the other side's): the
   * state moves on, and a lesson done is kept in the progress.
   */
  function after(played) {
    const { lesson, start } = s;
    const next = lessonOutcome(lesson.goal, { state: session.state(), start: /** @type {import('../contract.js').GameState} */ (start), played, side: lesson.side });
    s = moved(s, next);
    if (next === 'done') store.update((p) => withLesson(p, lesson.id));
    return next;
  }

  /** The other side's answer, then any forced pass of the player's side (and the answer to it). */
  async function answer() {
    const { generation: at, lesson } = s;
    s = awaiting(s, true);
    render();
    try {
      await sleep(clock, pageDelays().trainerReply);
      await settle.whenIdle(400);
      for (let guard = 0; guard < 4 && at === s.generation; guard++) {
        const state = session.state();
        if (state.over || state.turn === lesson.side && !passing(state)) break;
        let reply;
        if (passing(state)) reply = 'pass';
        else if (lesson.level) {
          const moves = state.history.map((m) => m.text);
          reply = (await opponent.think({ start: state.startPosition, board: state.board, moves, level: lesson.level, seed: 1 + moves.length })).move.text;
        } else reply = scriptedReply(state.moves, lesson.replies ?? []);
        if (at !== s.generation) return;
        const before = session.state();
        const played = session.play(reply);
        const next = after(null);
        cues.say();
        render(played.kind === 'pass' ? null : { played, before });
        if (next !== 'going') {
          card.announce(lessonView(), 'feedback');
          return;
        }
        s = awaiting(s, true);
      }
    } catch (e) {
      if (e instanceof Cancelled || at !== s.generation) return;
      s = refused(s, e);
    }
    if (at !== s.generation) return;
    s = awaiting(s, false);
    render();
  }

  /**
   * A move of the player's (from the board or the move box): the core plays it or says
   * why not; returns null, or the refusal.
   */
  function play(text, { animate = true } = {}) {
    if (s.outcome !== 'going' || s.waiting) return { code: 'movebox.wait' };
    const move = tryPlay(session, text);
    if (move.error) {
      s = refused(s, move.error);
      cues.unselect();
      render();
      card.announce(lessonView(), 'feedback');
      return move.error;
    }
    const next = after(move.played);
    cues.say();
    render(animate ? move : null);
    if (next !== 'going') card.announce(lessonView(), 'feedback');
    else answer();
    return null;
  }

  return {
    snapshot,
    open,
    /** A move tried on the board: the board offers tries too, so a refusal is explained. */
    boardMove(text, dragged) {
      play(text, { animate: !dragged });
    },
    /** A move typed in the move box; returns null or the refusal to show beside it. */
    typedMove: (text) => play(text),
    /** The board says the archer picked up (-1: none): the snapshot carries it (the board has it drawn already). */
    pick(orig) {
      cues.pick(orig);
      const snap = snapshot();
      settle.rendered(snap);
      view.render(snap, { boardAsIs: true });
    },
    restart: () => open(s.number),
    next: () => open(s.number + 1),
    redraw: () => render(),
    /** The view: its board has drawn the last frame of `snap`. */
    boardSettled: settle.settled,
    get number() {
      return s.number;
    },
  };
}

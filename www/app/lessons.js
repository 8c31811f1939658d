// The lessons' controller: which lesson is shown, its game (in a session of its own),
// whether the player's input counts, what the page says about the last try, and the
// progress kept. The player's moves go to the core, which plays them or says why not;
// the other side answers from the lesson's script or the engine. After each change the
// views get the drill's board (drill.js: the board and bars draw it) and the lesson
// card's view.

import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';
import { createBoardCues, drillView, tryPlay } from './drill.js';
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
  let number = 1;
  let lesson = LESSONS[0];
  /** @type {import('../contract.js').GameState} */
  let start;
  /** @type {LessonView['outcome']} */
  let outcome = 'going';
  /** @type {LessonView['feedback']} */
  let feedback = null;
  let waiting = false;
  /** Changes with every lesson opened: a late answer belongs to an old one. */
  let generation = 0;
  /** What the board is told once, and its turning (drill.js). */
  const cues = createBoardCues();

  function lessonView() {
    return { number, lesson, outcome, feedback, finished: store.get().lessons, waiting };
  }

  function snapshot() {
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
    view.render(snapshot(), { animate });
    card.render(lessonView());
  }

  /** Opens lesson `n` (1 to LESSONS.length) from its set-up. */
  function open(n) {
    generation++;
    opponent.cancel();
    number = Math.min(LESSONS.length, Math.max(1, n));
    lesson = LESSONS[number - 1];
    const game = 'position' in lesson.setup
      ? session.read(lesson.setup.position, 'position', lesson.board ?? 'knight')
      : session.read(lesson.setup.record, 'record');
    game.take(`lesson-${lesson.id}`);
    start = session.state();
    outcome = 'going';
    feedback = null;
    waiting = false;
    cues.flip(lesson.side === 'black');
    cues.unselect();
    address(number);
    render();
    card.announce(lessonView(), 'open');
  }

  /** Where the lesson stands after `played` (the player's move, or null for an answer). */
  function judge(played) {
    return lessonOutcome(lesson.goal, { state: session.state(), start, played, side: lesson.side });
  }

  function finish(next) {
    outcome = next;
    if (next === 'done') {
      store.update((p) => withLesson(p, lesson.id));
      feedback = { key: `learn.${lesson.id}.done` };
    } else {
      feedback = { key: 'learn.failed' };
    }
  }

  /** The other side's answer, then any forced pass of the player's side (and the answer to it). */
  async function answer() {
    const at = generation;
    waiting = true;
    render();
    try {
      await sleep(clock, pageDelays().trainerReply);
      await view.boardIdle(400);
      for (let guard = 0; guard < 4 && at === generation; guard++) {
        const state = session.state();
        if (state.over || state.turn === lesson.side && !passing(state)) break;
        let reply;
        if (passing(state)) reply = 'pass';
        else if (lesson.level) {
          const moves = state.history.map((m) => m.text);
          reply = (await opponent.think({ start: state.startPosition, board: state.board, moves, level: lesson.level, seed: 1 + moves.length })).move.text;
        } else reply = scriptedReply(state.moves, lesson.replies ?? []);
        if (at !== generation) return;
        const before = session.state();
        const played = session.play(reply);
        const next = judge(null);
        waiting = false;
        if (next !== 'going') finish(next);
        cues.say();
        render(played.kind === 'pass' ? null : { played, before });
        if (next !== 'going') {
          card.announce(lessonView(), 'feedback');
          return;
        }
        waiting = true;
      }
    } catch (e) {
      if (e instanceof Cancelled || at !== generation) return;
      feedback = { error: e };
    }
    if (at !== generation) return;
    waiting = false;
    render();
  }

  /**
   * A move of the player's (from the board or the move box): the core plays it or says
   * why not; returns null, or the refusal.
   */
  function play(text, { animate = true } = {}) {
    if (outcome !== 'going' || waiting) return { code: 'movebox.wait' };
    const move = tryPlay(session, text);
    if (move.error) {
      feedback = { error: move.error };
      cues.unselect();
      render();
      card.announce(lessonView(), 'feedback');
      return move.error;
    }
    const next = judge(move.played);
    feedback = null;
    if (next !== 'going') finish(next);
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
    restart: () => open(number),
    next: () => open(number + 1),
    redraw: () => render(),
    get number() {
      return number;
    },
  };
}

// The puzzles' controller: which puzzle is shown and in which band (and themes), its
// game (in a session of its own), the plies the player has left to win, and the
// progress kept (puzzles solved, the streak, the rating). The core says whether a move
// is legal; the engine's solver (in the worker) whether it still wins in time, and
// answers it: with the best defence after a right move, with the refutation after a
// wrong one, both played on the board. As a puzzle opens the worker works out its
// themes and how much work its proof takes, its difficulty (rating.js); the first
// result of each opening moves the player's rating. The puzzles missed are kept
// (progress.js); "Puzzles you missed" plays them again in a row, the oldest miss first,
// until each is solved at a first try.
//
// Its state is one plain object, replaced by pure transitions (below, exported for
// tests/unit/trainer.test.mjs), never changed in place, as the board's (board/core.js)
// and the lessons' (lessons.js). What the controller does of a change (keep a solve or
// a miss, move the rating, play the other side's answer, announce) follows from it.

import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';
import { Cancelled } from './cancelled.js';
import { createBoardCues } from './drill.js';
import { drillView, tryPlay } from './drills.js';
import { fitsThemes, nextPuzzle } from '../puzzles/data.js';
import { missedOn, solvedOn, withMiss, withRated, withSolved } from './progress.js';
import { puzzleRating } from './rating.js';

/**
 * @typedef {object} PuzzleView what the puzzle card draws
 * @property {import('../puzzles/data.js').Puzzle} puzzle
 * @property {import('../puzzles/data.js').Band[]} bands
 * @property {number} total puzzles in the file
 * @property {import('../contract.js').Side} side the player's
 * @property {'going' | 'solved' | 'missed' | 'shown'} outcome 'shown': its solution was asked for
 * @property {boolean} checking the solver is looking at the move
 * @property {boolean} solvedBefore solved on an earlier visit or opening, not by this one's moves
 * @property {{key: string, params?: Record<string, string | number>} | {error: unknown} | null} feedback
 * @property {import('./progress.js').LearnProgress} progress
 * @property {import('../contract.js').BoardName} board the board of the puzzles
 * @property {number[]} solved the numbers of that board's puzzles solved
 * @property {PuzzleAbout | null} about its themes and difficulty, once the worker has said
 * @property {import('../contract.js').PuzzleTheme[]} themes the themes chosen ([]: all)
 * @property {boolean} replay the puzzles missed are played again
 * @property {number} missed how many of the board's puzzles are missed and not solved at a first try since
 */

/**
 * @typedef {object} PuzzleAbout
 * @property {import('../contract.js').PuzzleTheme[]} themes
 * @property {number} difficulty its rating, from the solver's work (rating.js)
 */

/**
 * A puzzle's solution as a game record, for Engine.puzzleInfo: its position (and board)
 * and its line.
 * @param {import('../puzzles/data.js').Puzzle} puzzle
 * @param {import('../contract.js').BoardName} board
 */
export function solutionRecord(puzzle, board) {
  const tags = `[Position "${puzzle.position}"]${board === 'traditional' ? '\n[Board "traditional"]' : ''}`;
  return `${tags}\n\n${puzzle.moves.join(' ')}`;
}

/**
 * The puzzles' state: the puzzle shown, the player's side, the plies left to win, whether
 * no wrong move was made since it was opened from the list (`clean`; a try again keeps
 * it false), whether it was solved before it was opened (read once, as it opens, so that
 * the solve stored while it is shown is not taken for an earlier one), where it stands,
 * whether the solver is looking at a move, what the page says, the arrow of a refutation,
 * a number that changes with every opening (a late answer belongs to an old one), the
 * shown puzzle's themes and difficulty and the puzzle they are of, whether this
 * opening's result has moved the rating (only its first does), the themes chosen, and
 * whether the puzzles missed are played again.
 * @typedef {{puzzle: import('../puzzles/data.js').Puzzle, side: import('../contract.js').Side, pliesLeft: number,
 *   clean: boolean, solvedBefore: boolean, outcome: PuzzleView['outcome'], checking: boolean,
 *   feedback: PuzzleView['feedback'], arrow: {from: string | null, to: string} | null, generation: number,
 *   about: PuzzleAbout | null, aboutOf: import('../puzzles/data.js').Puzzle | null, rated: boolean,
 *   themes: import('../contract.js').PuzzleTheme[], replay: boolean}} PuzzleState
 */

/**
 * Before any puzzle is opened: the file's first, with the themes chosen.
 * @param {import('../puzzles/data.js').Puzzle} puzzle @param {import('../contract.js').PuzzleTheme[]} themes
 * @returns {PuzzleState}
 */
export function noPuzzle(puzzle, themes) {
  return {
    puzzle, side: 'white', pliesLeft: 0, clean: true, solvedBefore: false, outcome: 'going', checking: false, feedback: null,
    arrow: null, generation: 0, about: null, aboutOf: null, rated: false, themes, replay: false,
  };
}

/**
 * `puzzle` opened, with the player on `side`; `retry`: the same puzzle again after a wrong
 * move (it stays not clean, and its rating stays moved).
 * @param {PuzzleState} s
 * @param {{puzzle: import('../puzzles/data.js').Puzzle, side: import('../contract.js').Side, retry: boolean, solvedBefore: boolean}} opening
 * @returns {PuzzleState}
 */
export function puzzleOpened(s, { puzzle, side, retry, solvedBefore }) {
  return {
    ...s, puzzle, side, pliesLeft: puzzle.k, clean: retry ? s.clean : true, rated: retry ? s.rated : false, solvedBefore,
    outcome: 'going', checking: false, feedback: null, arrow: null, generation: s.generation + 1,
    // What the worker said of the puzzle stays with it; another's is asked again.
    about: s.aboutOf === puzzle ? s.about : null,
  };
}

/**
 * What the worker said of `puzzle`: kept when it is the one shown.
 * @param {PuzzleState} s @param {import('../puzzles/data.js').Puzzle} puzzle @param {PuzzleAbout} about
 * @returns {PuzzleState}
 */
export const aboutKnown = (s, puzzle, about) => (s.puzzle === puzzle ? { ...s, about, aboutOf: puzzle } : s);

/** The player's move is played, and the solver looks at it. @param {PuzzleState} s @returns {PuzzleState} */
export const checking = (s) => ({ ...s, checking: true, feedback: null });

/**
 * The page says `feedback` (a catalog key, or the core's refusal), or nothing (null).
 * @param {PuzzleState} s @param {PuzzleView['feedback']} feedback
 * @returns {PuzzleState}
 */
export const said = (s, feedback) => ({ ...s, feedback });

/**
 * The solver could not judge the move (the worker failed): the page says why.
 * @param {PuzzleState} s @param {unknown} error
 * @returns {PuzzleState}
 */
export const checkFailed = (s, error) => ({ ...s, checking: false, feedback: { error } });

/**
 * The solver's judgement of the player's move `text` (Engine.puzzleMove's answer): solved,
 * a right move that it answers, or a miss (with its refutation when there is one).
 * @param {PuzzleState} s @param {import('../contract.js').PuzzleAnswer} answer @param {string} text
 * @returns {PuzzleState}
 */
export function judged(s, answer, text) {
  const other = s.side === 'white' ? 'black' : 'white';
  const after = { ...s, checking: false };
  if (answer.solved) return { ...after, outcome: 'solved', feedback: { key: s.clean ? 'puzzle.solved' : 'puzzle.solvedAgain' } };
  if (answer.correct && answer.reply) {
    return { ...after, pliesLeft: answer.pliesLeft, feedback: { key: `puzzle.good.${other}`, params: { move: answer.reply.text } } };
  }
  const missed = { ...after, outcome: /** @type {const} */ ('missed'), clean: false };
  return answer.reply
    ? { ...missed, feedback: { key: `puzzle.refuted.${other}`, params: { move: text, reply: answer.reply.text } }, arrow: { from: answer.reply.from, to: answer.reply.to } }
    : { ...missed, feedback: { key: 'puzzle.missed', params: { move: text } } };
}

/** This opening's result moves the rating, once, and only once the difficulty is known. */
export const rates = (/** @type {PuzzleState} */ s) => !s.rated && s.about !== null;

/** The rating was moved. @param {PuzzleState} s @returns {PuzzleState} */
export const ratedNow = (s) => ({ ...s, rated: true });

/**
 * The solution is shown (the puzzle opened again): missed, as a wrong move makes it.
 * @param {PuzzleState} s
 * @returns {PuzzleState}
 */
export const solutionShown = (s) => ({
  ...s, clean: false, outcome: 'shown', feedback: { key: 'puzzle.solution', params: { line: s.puzzle.moves.join(' ') } },
});

/**
 * The themes chosen ([] for all): the puzzles missed are no longer played again.
 * @param {PuzzleState} s @param {import('../contract.js').PuzzleTheme[]} themes @returns {PuzzleState}
 */
export const themesChosen = (s, themes) => ({ ...s, themes, replay: false });

/** The puzzles missed are played again (`on`), or no longer. @param {PuzzleState} s @param {boolean} on @returns {PuzzleState} */
export const replayChosen = (s, on) => ({ ...s, replay: on });

/**
 * Which puzzle the replay of the puzzles missed opens next: the oldest missed but the one
 * shown (`n`), else the one shown while it is still missed; null when none is missed.
 * @param {number[]} missed the board's, the oldest first
 * @param {number} n
 */
export function nextMissed(missed, n) {
  return missed.find((m) => m !== n) ?? (missed.includes(n) ? n : null);
}

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} deps.view
 * @param {{render: (p: PuzzleView) => void, announce: (p: PuzzleView, what: 'open' | 'feedback') => void}} deps.card
 * @param {ReturnType<typeof import('../storage/learn.js').createLearnStore>} deps.store
 * @param {ReturnType<typeof import('../puzzles/data.js').parsePuzzles>} deps.file the board's puzzles
 * @param {(n: number, themes: import('../contract.js').PuzzleTheme[], replay: boolean) => void} deps.address
 * @param {import('../contract.js').PuzzleTheme[]} [deps.themes] the themes chosen at the start ([]: all)
 * @param {import('./clock.js').Clock} [deps.clock] the timers (clock.js; the system's by default)
 */
export function createPuzzles({ session, opponent, view, card, store, file, address, themes = [], clock = systemClock }) {
  const { bands, puzzles, board } = file;
  /** The state, replaced by the transitions above, never changed in place. */
  let s = noPuzzle(puzzles[0], themes);
  /** What the board is told once, and its turning (drill.js). */
  const cues = createBoardCues();
  /** The timer of the solution's next move, while it is shown (an effect's handle, not state). */
  let solutionTimer = 0;
  /** The themes of each puzzle the worker has named, by its number (a cache of its answers). */
  /** @type {Map<number, import('../contract.js').PuzzleTheme[]>} */
  const themesOf = new Map();

  /** Asks the worker about `p`; resolves to its info, and keeps its themes. */
  function info(/** @type {import('../puzzles/data.js').Puzzle} */ p) {
    return opponent.puzzleInfo({ record: solutionRecord(p, board), plies: p.k }).then((answer) => {
      themesOf.set(p.n, answer.themes);
      return answer;
    });
  }

  /** The themes of every puzzle of `band`, asking the worker for those not known yet. */
  async function bandThemes(band) {
    await Promise.all(puzzles.filter((p) => p.band === band && !themesOf.has(p.n)).map(info));
  }

  /** Says `key` on the card, the puzzle shown staying. */
  function sayOnly(key) {
    s = said(s, { key });
    render();
    card.announce(puzzleView(), 'feedback');
  }

  /**
   * Opens the next puzzle of `band` after `n` not solved yet (any when all are solved):
   * at once for all themes, else one with any of the themes chosen, once the worker has
   * named the band's themes; says so when none of the band has them. While the puzzles
   * missed are played again: the next of them, whatever its band and themes, and when
   * none is left, the replay ends and the card says so.
   */
  async function openNext(band, n) {
    if (s.replay) {
      const next = nextMissed(missedOn(store.get(), board), n);
      if (next !== null) {
        open(next);
        return;
      }
      s = replayChosen(s, false);
      address(s.puzzle.n, s.themes, false);
      sayOnly('puzzle.replayDone');
      return;
    }
    if (!s.themes.length) {
      open(nextPuzzle(puzzles, band, n, solvedOn(store.get(), board)) ?? s.puzzle.n);
      return;
    }
    const at = s.generation;
    const wanted = s.themes;
    let next;
    try {
      await bandThemes(band);
      const fitting = puzzles.filter((p) => fitsThemes(wanted, themesOf.get(p.n)));
      next = nextPuzzle(fitting, band, n, solvedOn(store.get(), board));
    } catch {
      // Cancelled by another opening, or the worker failed: the puzzle shown stays.
      return;
    }
    if (at !== s.generation) return;
    if (next !== null) {
      open(next);
      return;
    }
    sayOnly('puzzle.noThemeHere');
  }

  /** Asks the worker about the puzzle shown, unless it has answered for it. */
  function askAbout() {
    if (s.aboutOf === s.puzzle) return;
    const asked = s.puzzle;
    info(asked).then((answer) => {
      if (s.puzzle !== asked) return;
      s = aboutKnown(s, asked, { themes: answer.themes, difficulty: puzzleRating(answer.work) });
      render();
    }, () => {
      // Cancelled by the next opening, or the worker failed: no themes or rating, the
      // puzzle plays as before.
    });
  }

  /** Moves the rating once an opening: `won` when solved, else missed or shown. */
  function rate(won) {
    if (!rates(s)) return;
    const { difficulty } = /** @type {PuzzleAbout} */ (s.about);
    s = ratedNow(s);
    store.update((p) => withRated(p, difficulty, won));
  }

  function puzzleView() {
    const { puzzle, side, outcome, checking, solvedBefore, feedback, about, themes, replay } = s;
    const progress = store.get();
    return {
      puzzle, bands, total: puzzles.length, side, outcome, checking, solvedBefore, feedback, progress, board,
      solved: solvedOn(progress, board), about, themes, replay, missed: missedOn(progress, board).length,
    };
  }

  function snapshot() {
    const { side, outcome, checking, arrow } = s;
    return drillView(session, { side, movable: outcome === 'going' && !checking, arrow, thinking: checking, watched: outcome === 'shown', cues });
  }

  function render(animate = null) {
    view.render(snapshot(), { animate });
    card.render(puzzleView());
  }

  /** Opens puzzle `n`; `retry`: the same puzzle again after a wrong move (the streak is gone). */
  function open(n, { retry = false } = {}) {
    opponent.cancel();
    clock.clear(solutionTimer);
    solutionTimer = 0;
    const puzzle = puzzles.find((p) => p.n === n) ?? puzzles[0];
    session.read(puzzle.position, 'position', board).take(board === 'knight' ? `puzzle-${puzzle.n}` : `puzzle-${board}-${puzzle.n}`);
    const side = session.state().turn;
    s = puzzleOpened(s, { puzzle, side, retry, solvedBefore: solvedOn(store.get(), board).includes(puzzle.n) });
    cues.flip(side === 'black');
    cues.unselect();
    address(puzzle.n, s.themes, s.replay);
    askAbout();
    render();
    card.announce(puzzleView(), 'open');
  }

  /** Plays the other side's answer on the board. */
  function playReply(reply) {
    const before = session.state();
    const played = session.play(reply.text);
    cues.say();
    render({ played, before });
  }

  async function check(record, text) {
    const at = s.generation;
    s = checking(s);
    render();
    let answer;
    try {
      [answer] = await Promise.all([
        opponent.puzzle({ record, move: text, pliesLeft: s.pliesLeft }),
        sleep(clock, pageDelays().trainerReply),
      ]);
    } catch (e) {
      if (e instanceof Cancelled || at !== s.generation) return;
      s = checkFailed(s, e);
      render();
      card.announce(puzzleView(), 'feedback');
      return;
    }
    if (at !== s.generation) return;
    const { clean, puzzle } = s;
    s = judged(s, answer, text);
    if (s.outcome === 'solved') {
      store.update((p) => withSolved(p, puzzle.n, clean, board));
      rate(true);
    } else if (s.outcome === 'missed') {
      store.update((p) => withMiss(p, puzzle.n, board));
      rate(false);
    }
    if (answer.reply && !answer.solved) playReply(answer.reply);
    else render();
    card.announce(puzzleView(), 'feedback');
  }

  /** Says the core's refusal of a move on the card; returns it. */
  function refuse(error) {
    s = said(s, { error });
    render();
    card.announce(puzzleView(), 'feedback');
    return error;
  }

  /** A move of the player's: the core plays it or says why not; then the solver judges it. */
  function play(text, { animate = true } = {}) {
    if (s.outcome !== 'going' || s.checking) return { code: 'movebox.wait' };
    const record = session.record();
    const move = tryPlay(session, text);
    if (move.error) return refuse(move.error);
    s = said(s, null);
    cues.say();
    render(animate ? move : null);
    check(record, move.played.text);
    return null;
  }

  /**
   * The solution: the puzzle from its start, its proven line (the winning moves and the
   * best defence) played slowly on the board. A puzzle whose solution was asked for is
   * missed, as a wrong move makes it: the streak ends, and it is not solved.
   */
  function showSolution() {
    if (s.outcome === 'solved' || s.outcome === 'shown') return;
    const missedAlready = s.outcome === 'missed';
    open(s.puzzle.n, { retry: true });
    s = solutionShown(s);
    if (!missedAlready) store.update((p) => withMiss(p, s.puzzle.n, board));
    rate(false);
    render();
    card.announce(puzzleView(), 'feedback');
    const at = s.generation;
    const moves = [...s.puzzle.moves];
    const step = () => {
      solutionTimer = 0;
      if (at !== s.generation || moves.length === 0) return;
      const move = tryPlay(session, /** @type {string} */ (moves.shift()));
      // (The file's lines are proven with the core: a line it refuses is a damaged file.)
      if (move.error) {
        refuse(move.error);
        return;
      }
      cues.say();
      render(move);
      if (moves.length) solutionTimer = clock.set(step, pageDelays().solutionStep);
    };
    solutionTimer = clock.set(step, pageDelays().solutionStep);
  }

  return {
    snapshot,
    open,
    showSolution,
    boardMove(text, dragged) {
      play(text, { animate: !dragged });
    },
    typedMove: (text) => play(text),
    /** The board says the archer picked up (-1: none): the snapshot carries it (the board has it drawn already). */
    pick(orig) {
      cues.pick(orig);
      view.render(snapshot(), { boardAsIs: true });
    },
    retry: () => open(s.puzzle.n, { retry: true }),
    /** The next puzzle of the band not solved yet, with the themes chosen (or the next missed, while they are played again). */
    next: () => openNext(s.puzzle.band, s.puzzle.n),
    /** The first puzzle of `band` not solved yet, with the themes chosen: the replay of the puzzles missed ends. */
    chooseBand(band) {
      s = replayChosen(s, false);
      return openNext(band, 0);
    },
    /**
     * Chooses the themes ([] for all): the next puzzle of the band not solved yet with any
     * of them (the one shown, when it has one). The replay of the puzzles missed ends.
     * Resolves when it is open.
     * @param {import('../contract.js').PuzzleTheme[]} chosen
     */
    chooseThemes(chosen) {
      s = themesChosen(s, chosen);
      const { themes: wanted, about, aboutOf, puzzle } = s;
      address(puzzle.n, wanted, false);
      if (!wanted.length || (about && aboutOf === puzzle && fitsThemes(wanted, about.themes))) {
        render();
        return Promise.resolve();
      }
      return openNext(puzzle.band, puzzle.n);
    },
    /** The replay of the puzzles missed goes on from the puzzle shown (a reload of `?puzzle=N&replay`), while any is missed. */
    continueReplay() {
      if (!missedOn(store.get(), board).length) return;
      s = replayChosen(s, true);
      address(s.puzzle.n, s.themes, true);
      render();
    },
    /**
     * "Puzzles you missed": `on`, the oldest missed opens (the card says so when none is),
     * and Next takes the next of them; off, the puzzle shown stays.
     */
    replayMissed(on) {
      if (!on) {
        s = replayChosen(s, false);
        address(s.puzzle.n, s.themes, false);
        render();
        return;
      }
      const first = nextMissed(missedOn(store.get(), board), 0);
      if (first === null) {
        sayOnly('puzzle.noneMissed');
        return;
      }
      s = replayChosen(s, true);
      open(first);
    },
    redraw: () => render(),
  };
}

// The puzzles' controller: which puzzle is shown and in which band (and theme), its
// game (in a session of its own), the plies the player has left to win, and the
// progress kept (puzzles solved, the streak, the rating). The core says whether a move
// is legal; the engine's solver (in the worker) whether it still wins in time, and
// answers it: with the best defence after a right move, with the refutation after a
// wrong one, both played on the board. As a puzzle opens the worker works out its
// themes and how much work its proof takes, its difficulty (rating.js); the first
// result of each opening moves the player's rating.
//
// Its state is one plain object, replaced by pure transitions (below, exported for
// tests/unit/trainer.test.mjs), never changed in place, as the board's (board/core.js)
// and the lessons' (lessons.js). What the controller does of a change (keep a solve or
// a miss, move the rating, play the other side's answer, announce) follows from it.

import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';
import { Cancelled } from './cancelled.js';
import { createBoardCues, drillView, tryPlay } from './drill.js';
import { nextPuzzle, themeNamed } from '../puzzles/data.js';
import { solvedOn, withMiss, withRated, withSolved } from './progress.js';
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
 * @property {import('../contract.js').PuzzleTheme | ''} theme the theme chosen ('': all)
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
 * opening's result has moved the rating (only its first does), and the theme chosen.
 * @typedef {{puzzle: import('../puzzles/data.js').Puzzle, side: import('../contract.js').Side, pliesLeft: number,
 *   clean: boolean, solvedBefore: boolean, outcome: PuzzleView['outcome'], checking: boolean,
 *   feedback: PuzzleView['feedback'], arrow: {from: string | null, to: string} | null, generation: number,
 *   about: PuzzleAbout | null, aboutOf: import('../puzzles/data.js').Puzzle | null, rated: boolean,
 *   theme: import('../contract.js').PuzzleTheme | ''}} PuzzleState
 */

/**
 * Before any puzzle is opened: the file's first, with the theme chosen.
 * @param {import('../puzzles/data.js').Puzzle} puzzle @param {import('../contract.js').PuzzleTheme | ''} theme
 * @returns {PuzzleState}
 */
export function noPuzzle(puzzle, theme) {
  return {
    puzzle, side: 'white', pliesLeft: 0, clean: true, solvedBefore: false, outcome: 'going', checking: false, feedback: null,
    arrow: null, generation: 0, about: null, aboutOf: null, rated: false, theme,
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

/** The theme chosen ('' for all). @param {PuzzleState} s @param {import('../contract.js').PuzzleTheme | ''} theme @returns {PuzzleState} */
export const themeChosen = (s, theme) => ({ ...s, theme });

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} deps.view
 * @param {{render: (p: PuzzleView) => void, announce: (p: PuzzleView, what: 'open' | 'feedback') => void}} deps.card
 * @param {ReturnType<typeof import('../storage/learn.js').createLearnStore>} deps.store
 * @param {ReturnType<typeof import('../puzzles/data.js').parsePuzzles>} deps.file the board's puzzles
 * @param {(n: number, theme: import('../contract.js').PuzzleTheme | '') => void} deps.address
 * @param {import('../contract.js').PuzzleTheme | ''} [deps.theme] the theme chosen at the start ('': all)
 * @param {import('./clock.js').Clock} [deps.clock] the timers (clock.js; the system's by default)
 */
export function createPuzzles({ session, opponent, view, card, store, file, address, theme = '', clock = systemClock }) {
  const { bands, puzzles, board } = file;
  /** The state, replaced by the transitions above, never changed in place. */
  let s = noPuzzle(puzzles[0], theme);
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

  /**
   * Opens the next puzzle of `band` after `n` not solved yet (any when all are solved):
   * at once for all themes, else one with the theme chosen, once the worker has named
   * the band's themes; says so when none of the band has it.
   */
  async function openNext(band, n) {
    if (!s.theme) {
      open(nextPuzzle(puzzles, band, n, solvedOn(store.get(), board)) ?? s.puzzle.n);
      return;
    }
    const at = s.generation;
    const wanted = s.theme;
    let next;
    try {
      await bandThemes(band);
      const fitting = puzzles.filter((p) => themesOf.get(p.n)?.includes(wanted));
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
    s = said(s, { key: 'puzzle.noThemeHere' });
    render();
    card.announce(puzzleView(), 'feedback');
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
    const { puzzle, side, outcome, checking, solvedBefore, feedback, about, theme } = s;
    return { puzzle, bands, total: puzzles.length, side, outcome, checking, solvedBefore, feedback, progress: store.get(), board, solved: solvedOn(store.get(), board), about, theme };
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
    address(puzzle.n, s.theme);
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
      store.update(withMiss);
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
    if (!missedAlready) store.update(withMiss);
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
    /** The next puzzle of the band not solved yet, with the theme chosen. */
    next: () => openNext(s.puzzle.band, s.puzzle.n),
    /** The first puzzle of `band` not solved yet, with the theme chosen. */
    chooseBand: (band) => openNext(band, 0),
    /**
     * Chooses a theme ('' for all): the next puzzle of the band not solved yet with it
     * (the one shown, when it has it). Resolves when it is open.
     * @param {import('../contract.js').PuzzleTheme | ''} name
     */
    chooseTheme(name) {
      s = themeChosen(s, themeNamed(name));
      const { theme, about, aboutOf, puzzle } = s;
      address(puzzle.n, theme);
      if (!theme || (about && aboutOf === puzzle && about.themes.includes(theme))) {
        render();
        return Promise.resolve();
      }
      return openNext(puzzle.band, puzzle.n);
    },
    redraw: () => render(),
  };
}

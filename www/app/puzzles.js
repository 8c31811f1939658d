// The puzzles' controller: which puzzle is shown and in which band (and theme), its
// game (in a session of its own), the plies the player has left to win, and the
// progress kept (puzzles solved, the streak, the rating). The core says whether a move
// is legal; the engine's solver (in the worker) whether it still wins in time, and
// answers it: with the best defence after a right move, with the refutation after a
// wrong one, both played on the board. As a puzzle opens the worker works out its
// themes and how much work its proof takes, its difficulty (rating.js); the first
// result of each opening moves the player's rating.

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
  let puzzle = puzzles[0];
  /** @type {import('../contract.js').Side} */
  let side = 'white';
  let pliesLeft = 0;
  /** No wrong move in this puzzle since it was opened from the list (a try again keeps it false). */
  let clean = true;
  /**
   * Whether the puzzle was solved before it was opened: read once, as it opens, so that
   * the solve that is stored while it is shown is not taken for an earlier one.
   */
  let solvedBefore = false;
  /** @type {PuzzleView['outcome']} */
  let outcome = 'going';
  let checking = false;
  /** @type {PuzzleView['feedback']} */
  let feedback = null;
  /** @type {{from: string | null, to: string} | null} */
  let arrow = null;
  let generation = 0;
  /** What the board is told once, and its turning (drill.js). */
  const cues = createBoardCues();
  /** The timer of the solution's next move, while it is shown. */
  let solutionTimer = 0;
  /** The shown puzzle's themes and difficulty, and the puzzle they are of. */
  /** @type {PuzzleAbout | null} */
  let about = null;
  /** @type {import('../puzzles/data.js').Puzzle | null} */
  let aboutOf = null;
  /** Whether this opening's result has moved the rating (only its first does). */
  let rated = false;
  /** The themes of each puzzle the worker has named, by its number. */
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
    if (!theme) {
      open(nextPuzzle(puzzles, band, n, solvedOn(store.get(), board)) ?? puzzle.n);
      return;
    }
    const at = generation;
    const wanted = theme;
    let next;
    try {
      await bandThemes(band);
      const fitting = puzzles.filter((p) => themesOf.get(p.n)?.includes(wanted));
      next = nextPuzzle(fitting, band, n, solvedOn(store.get(), board));
    } catch {
      // Cancelled by another opening, or the worker failed: the puzzle shown stays.
      return;
    }
    if (at !== generation) return;
    if (next !== null) {
      open(next);
      return;
    }
    feedback = { key: 'puzzle.noThemeHere' };
    render();
    card.announce(puzzleView(), 'feedback');
  }

  /** Asks the worker about the puzzle shown, unless it has answered for it. */
  function askAbout() {
    if (aboutOf === puzzle) return;
    const asked = puzzle;
    about = null;
    info(asked).then((answer) => {
      if (puzzle !== asked) return;
      about = { themes: answer.themes, difficulty: puzzleRating(answer.work) };
      aboutOf = asked;
      render();
    }, () => {
      // Cancelled by the next opening, or the worker failed: no themes or rating, the
      // puzzle plays as before.
    });
  }

  /** Moves the rating once an opening: `won` when solved, else missed or shown. */
  function rate(won) {
    if (rated || !about) return;
    rated = true;
    const { difficulty } = about;
    store.update((p) => withRated(p, difficulty, won));
  }

  function puzzleView() {
    return { puzzle, bands, total: puzzles.length, side, outcome, checking, solvedBefore, feedback, progress: store.get(), board, solved: solvedOn(store.get(), board), about, theme };
  }

  function snapshot() {
    return drillView(session, { side, movable: outcome === 'going' && !checking, arrow, thinking: checking, watched: outcome === 'shown', cues });
  }

  function render(animate = null) {
    view.render(snapshot(), { animate });
    card.render(puzzleView());
  }

  /** Opens puzzle `n`; `retry`: the same puzzle again after a wrong move (the streak is gone). */
  function open(n, { retry = false } = {}) {
    generation++;
    opponent.cancel();
    clock.clear(solutionTimer);
    solutionTimer = 0;
    puzzle = puzzles.find((p) => p.n === n) ?? puzzles[0];
    session.read(puzzle.position, 'position', board).take(board === 'knight' ? `puzzle-${puzzle.n}` : `puzzle-${board}-${puzzle.n}`);
    side = session.state().turn;
    pliesLeft = puzzle.k;
    clean = retry ? clean : true;
    rated = retry ? rated : false;
    solvedBefore = solvedOn(store.get(), board).includes(puzzle.n);
    outcome = 'going';
    checking = false;
    feedback = null;
    arrow = null;
    cues.flip(side === 'black');
    cues.unselect();
    address(puzzle.n, theme);
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
    const at = generation;
    checking = true;
    render();
    let answer;
    try {
      [answer] = await Promise.all([
        opponent.puzzle({ record, move: text, pliesLeft }),
        sleep(clock, pageDelays().trainerReply),
      ]);
    } catch (e) {
      if (e instanceof Cancelled || at !== generation) return;
      checking = false;
      feedback = { error: e };
      render();
      card.announce(puzzleView(), 'feedback');
      return;
    }
    if (at !== generation) return;
    checking = false;
    const other = side === 'white' ? 'black' : 'white';
    if (answer.solved) {
      outcome = 'solved';
      store.update((p) => withSolved(p, puzzle.n, clean, board));
      rate(true);
      feedback = { key: clean ? 'puzzle.solved' : 'puzzle.solvedAgain' };
      render();
    } else if (answer.correct && answer.reply) {
      pliesLeft = answer.pliesLeft;
      feedback = { key: `puzzle.good.${other}`, params: { move: answer.reply.text } };
      playReply(answer.reply);
    } else {
      outcome = 'missed';
      clean = false;
      store.update(withMiss);
      rate(false);
      if (answer.reply) {
        feedback = { key: `puzzle.refuted.${other}`, params: { move: text, reply: answer.reply.text } };
        arrow = { from: answer.reply.from, to: answer.reply.to };
        playReply(answer.reply);
      } else {
        feedback = { key: 'puzzle.missed', params: { move: text } };
        render();
      }
    }
    card.announce(puzzleView(), 'feedback');
  }

  /** Says the core's refusal of a move on the card; returns it. */
  function refuse(error) {
    feedback = { error };
    render();
    card.announce(puzzleView(), 'feedback');
    return error;
  }

  /** A move of the player's: the core plays it or says why not; then the solver judges it. */
  function play(text, { animate = true } = {}) {
    if (outcome !== 'going' || checking) return { code: 'movebox.wait' };
    const record = session.record();
    const move = tryPlay(session, text);
    if (move.error) return refuse(move.error);
    feedback = null;
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
    if (outcome === 'solved' || outcome === 'shown') return;
    const missedAlready = outcome === 'missed';
    open(puzzle.n, { retry: true });
    clean = false;
    if (!missedAlready) store.update(withMiss);
    rate(false);
    outcome = 'shown';
    feedback = { key: 'puzzle.solution', params: { line: puzzle.moves.join(' ') } };
    render();
    card.announce(puzzleView(), 'feedback');
    const at = generation;
    const moves = [...puzzle.moves];
    const step = () => {
      solutionTimer = 0;
      if (at !== generation || moves.length === 0) return;
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
    retry: () => open(puzzle.n, { retry: true }),
    /** The next puzzle of the band not solved yet, with the theme chosen. */
    next: () => openNext(puzzle.band, puzzle.n),
    /** The first puzzle of `band` not solved yet, with the theme chosen. */
    chooseBand: (band) => openNext(band, 0),
    /**
     * Chooses a theme ('' for all): the next puzzle of the band not solved yet with it
     * (the one shown, when it has it). Resolves when it is open.
     * @param {import('../contract.js').PuzzleTheme | ''} name
     */
    chooseTheme(name) {
      theme = themeNamed(name);
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

// The page's controller: it owns what the page shows and whose input counts (the game
// or a position from the move list, the end panel, a pause, the computer's turn, a
// hint, whether the game was counted) and every action on them. After each change it
// hands the views one snapshot to draw from; the views keep nothing and read nothing
// back. The game itself lives in the session (session.js); who plays it, in the
// players' settings; rules only in the core.
//
// The effects of a change come after the views have drawn it: the host hears of a move
// before anything it leads to, the game is saved in a task of its own, a forced pass
// waits long enough to be read, the computer thinks once the board has drawn the move
// it answers.

import { RETURN, destinations, passing, redoTarget, seatsOf, undoTarget } from './turns.js';
import { Cancelled } from './cancelled.js';
import { linkDecision, mergeNames, other, withSeat } from './friend.js';
import { reviewAt } from './review-lines.js';
import { moveCues } from './cues.js';
import { MAX_SHAPES, countShapes, createDrawings, decodeShapes, withNote } from './drawings.js';
import { matchGameId, mergeResults, playersIn, pointsOf, readMatch, sideIn } from './match.js';
import { MAX_PAIRS, answersPly, lockedLines, unpreparedMove, withLine, withoutLine } from './answers.js';

import { continues } from './opening.js';
import { createNotices } from './notices.js';
import { pageDelays } from './delays.js';
import { sleep, systemClock } from './clock.js';

/**
 * @typedef {object} GamePanels what the game's own panels draw beside its board
 * @property {number | null} viewing the ply shown from the move list, or null for the game
 * @property {number} level the computer's
 * @property {boolean} endOpen the end panel is open (when the game is over)
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {boolean} canHint
 * @property {boolean} canReview a review may start (none in a friend game until it is over)
 * @property {boolean} canRematch the game (or its match) is over: Rematch starts the next with the sides switched
 * @property {boolean} sent the link of the position shown was just sent to the friend (Send's words stand)
 * @property {boolean} welcome a first visit: how to play is asked over the board before anything
 * @property {{kind: 'looking'} | {kind: 'move', move: import('../contract.js').Move} | {kind: 'failed', error: unknown} | null} hint
 * @property {import('../contract.js').Friend | null} friend the game is with a friend elsewhere
 * @property {boolean} theirs the board shows a friend's copy read-only
 * @property {boolean} replaying the board shows moves not seen yet, one by one
 * @property {import('../review/reviewer.js').Review | null} [review] the review of this game, as far as it went
 * @property {MatchView | null} match the match this game is one of, or null for a single game
 * @property {{mine: boolean, lines: string[][], locked: boolean[]} | null} answers prepared answers kept with the game: this
 *   device's (sent with the link), or the friend's (played here when their move comes); `locked`: each line a link
 *   sent carried, which stays
 * @property {boolean} canPrepare answers may be prepared now: a game with a friend, the friend's move after this device's
 * @property {{line: string[], error: unknown} | null} preparing answers are being prepared on a scratch board
 *   (the board shows it): the line so far, the friend's move first, and why the last move was refused
 * @property {readonly import('./drawings.js').Shape[]} drawings the player's arrows and circles on the position shown
 * @property {readonly import('./notices.js').Notice[]} notices the game's notices, oldest first (app/notices.js)
 * @property {{outcome: 'shared' | 'copied' | 'byHand', link: string} | null} shared what came of Send, while the
 *   position it sent is the game's
 * @property {string | null} engine how the computer's engine runs here, once it has run (engine/opponent.js route)
 * @property {{key: string, error: unknown} | null} error an error above the board: the catalog key of its words, and
 *   the core's error whose reason they say
 * @property {unknown} disagree a move the board offered that the core refused, said beside the move box until the next move
 */

/**
 * A match as the views show it: where it stands (the core's), the number of the game on
 * screen, which player is the person at this screen against the computer or a friend
 * (null when two play at this screen), and the friend's name ('' for none; null when
 * the match is not with a friend).
 * @typedef {{state: import('../contract.js').MatchState, number: number, you: 'first' | 'second' | null,
 *   friend: string | null}} MatchView
 */

/**
 * What the views draw: the board (drill.js's BoardView; its arrow is a review's better
 * move) and the game's panels.
 * @typedef {import('./drill.js').BoardView & GamePanels} Snapshot
 */

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/view.js').createView>} deps.view
 * @param {{get: () => import('../contract.js').Players, set: (p: Partial<import('../contract.js').Players>) => void}} deps.players
 * @param {ReturnType<typeof import('../embed/bridge.js').createEmbedBridge>} deps.bridge
 * @param {{record: (winner: string | null, id: string, board: string) => void, show?: (board: string) => void}} deps.stats
 *   counts a finished game in its board's table; `show`: the statistics shown are the board's on screen
 * @param {(game: {id: string, record: string, compact: string, players: import('../contract.js').Players,
 *   friend: import('../contract.js').Friend | null, state: import('../contract.js').GameState,
 *   owned: boolean, ended: string | null, match: import('./match.js').MatchPlay | null, answers: import('./answers.js').Prepared | null}) => string | null} deps.save
 *   keeps the game (storage/save.js: in the address always; in storage once `owned`);
 *   returns a friend game's link
 * @param {() => string} deps.newId
 * @param {() => {id: string, record: string, players: import('../contract.js').Players} | null} [deps.saved] the game in
 *   this device's save, as stored now (storage/save.js)
 * @param {() => Promise<boolean>} deps.confirmNew asks whether to leave the game in progress
 * @param {{get: (id: string) => (import('../contract.js').Friend & {record: string, over: boolean,
 *   match?: import('./match.js').MatchPlay | null, answers?: import('./answers.js').Prepared | null}) | null,
 *   list: () => {match?: import('./match.js').MatchPlay | null}[],
 *   remove: (id: string) => void}} deps.friends this device's games with friends
 * @param {{get: (id: string) => {id: string, record: string, players: import('../contract.js').Players} | null,
 *   remove: (id: string) => void}} deps.aside this device's games put aside (storage/aside.js)
 * @param {() => {you: string, them: string}} deps.names the names the player gave for a new game with a friend
 * @param {ReturnType<typeof import('../review/lazy.js').createLazyReviewer>} deps.reviewer reviews a game in a worker of its own
 * @param {{play: (cues: import('../sound/recipes.js').Cue[]) => void}} deps.sound the game's sounds
 * @param {import('./delays.js').Delays} [deps.delays] the page's delays (delays.js)
 * @param {import('./clock.js').Clock} [deps.clock] the timers and the time (clock.js; the system's by default)
 * @param {(games: number, results: [number, number][]) => import('../contract.js').MatchState} deps.matchState the core's
 * @param {(link: string) => Promise<'shared' | 'copied' | 'byHand' | null>} deps.share gives the friend the link
 *   (panels/share.js: the share sheet, else the clipboard); null: the player closed the share sheet
 * @param {() => boolean} [deps.motionAllowed] whether moves may be shown travelling (not under reduced motion)
 */
export function createController({ session, opponent, view, players, bridge, stats, save, newId, saved = () => null, confirmNew, friends, aside, names, reviewer, sound, matchState, share, motionAllowed = () => true, delays = pageDelays(), clock = systemClock }) {
  /**
   * The controller's state, one value: everything the page shows and whose input counts
   * beyond the game itself (the session's). snapshot() derives the views' picture from
   * it and the session; only the controller's actions change it.
   */
  const ui = {
    /** @type {import('../contract.js').Seats} who plays each side */
    seats: { white: 'human', black: 'human' },
    /** @type {number | null} the ply shown from the move list, or null for the game */
    viewing: null,
    /** The host paused the game. */
    paused: false,
    /** The end panel is open (once the game is over). */
    endOpen: true,
    /** The game's result went to the statistics and the host. */
    counted: false,
    /** The computer is thinking. */
    thinking: false,
    /** @type {Snapshot['hint']} */
    hint: null,
    /** jarmo:ready has been posted: later games are announced with jarmo:position. */
    ready: false,
    /** A token that changes with every move and new game: late answers are dropped. */
    generation: 0,
    /** @type {import('../contract.js').Friend | null} the game is with a friend elsewhere */
    friend: null,
    /** @type {ReturnType<ReturnType<typeof import('./session.js').createSession>['read']> | null} a friend's copy shown read-only (a candidate of the session) */
    theirs: null,
    /** @type {string | null} the link of the last save of a friend game */
    link: null,
    /**
     * The game came from the address (a link, a position) and this device has not moved
     * in it: it is kept in the address only, and takes nothing's place in storage.
     */
    opened: false,
    /** @type {string | null} the id of the game the player chose to end for this one (New game, Load game): not put aside */
    ended: null,
    /**
     * This device's game in progress that the game shown took the place of, offered back,
     * or null. It stays offered through further links.
     * @type {{id: string, record: string, players: import('../contract.js').Players} | null}
     */
    replaced: null,
    /** The number of moves when the friend was last sent the link (Send's words stand until it changes). */
    sentAt: -1,
    /** A first visit asks how to play, until a game is chosen or a move made. */
    welcome: false,
    /**
     * A game against the computer began and its engine has not been started for it: it
     * starts at the page's next press or key (warmEngine), while the player makes the move
     * it will answer, and not before: a first visit fetches it off its critical path. A
     * move the computer must make at once starts it then.
     */
    warmWanted: false,
    /** @type {import('./match.js').MatchPlay | null} the match the game on screen is one of */
    match: null,
    /**
     * Prepared answers for the game as it stands (app/answers.js), checked by the core:
     * this device's own (`mine`, sent with the link) or the friend's, or null.
     * `sent`, `sentLines`: of this device's own, the tree the last link sent carried.
     * @type {{text: string, mine: boolean, lines: string[][], sent: string, sentLines: string[][]} | null}
     */
    answers: null,
    /**
     * Answers being prepared: a scratch copy of the game (a candidate of the session's,
     * never the game) that the board plays on, the line so far and the last refusal.
     * @type {{scratch: ReturnType<ReturnType<typeof import('./session.js').createSession>['read']>, line: string[], error: unknown} | null}
     */
    preparing: null,
    /**
     * What screen readers are told once (the view says it when its id is new), of the
     * snapshot: the game's last move, the move that led to the position shown (a friend's
     * moves shown arriving), the status line, or the player's arrows and circles.
     * @type {{id: number, what: 'move' | 'shownMove' | 'status' | 'drawings' | null}}
     */
    said: { id: 0, what: null },
    /**
     * Where the keyboard focus goes once (when its id is new): the end panel's first
     * button (if the end panel is open then), the board, the first visit's question, or
     * the review's Stop button.
     * @type {{id: number, on: 'end' | 'board' | 'welcome' | 'review' | null}}
     */
    focus: { id: 0, on: null },
    /** Counts the times the board's own selection (a picked archer) is to be dropped. */
    unselect: 0,
    /** Black's archers are at the bottom (Black's player is at this screen). */
    flipped: false,
    /**
     * An error above the board (over it, in a small frame): the catalog key of its words
     * and the core's error whose reason they say; null for none.
     * @type {{key: string, error: unknown} | null}
     */
    error: null,
    /** @type {unknown} the board offered a move the core refused (they disagree): said beside the move box until the next move */
    disagree: null,
    /**
     * What came of the last Send (app `share`): the link, and the number of moves it sent.
     * @type {{outcome: 'shared' | 'copied' | 'byHand', link: string, plies: number} | null}
     */
    shared: null,
  };
  /** Screen readers are told `what` with the next drawing. */
  const say = (/** @type {NonNullable<typeof ui.said.what>} */ what) => {
    ui.said = { id: ui.said.id + 1, what };
  };
  /** The focus goes `on` with the next drawing. */
  const focusOn = (/** @type {NonNullable<typeof ui.focus.on>} */ on) => {
    ui.focus = { id: ui.focus.id + 1, on };
  };
  /** The board drops its selection with the next drawing. */
  const unselect = () => {
    ui.unselect += 1;
  };
  // The clock's handles of the effects waiting: a forced pass, a save, a friend's moves
  // played one by one (the board shows them arriving while this one is set).
  let passTimer = 0;
  let saveTimer = 0;
  let replayTimer = 0;
  /** The player's arrows and circles, by position (drawings.js): not the game, never saved. */
  const drawings = createDrawings();
  /** @type {{id: string, ply: number, close: () => void} | null} the notice of a friend's note, on its position */
  let noteShown = null;
  /**
   * The game's notices (app/notices.js), in the snapshot. One opened outside a change
   * that draws (a refused link's, a late answer's, the friend's move that came while it
   * travels) is drawn in a microtask of its own, with the board as it is.
   */
  const notices = createNotices(() => {
    if (noticesUndrawn) return;
    noticesUndrawn = true;
    queueMicrotask(() => {
      // The board as it is: a move may be travelling on it.
      if (noticesUndrawn) draw(snapshot(), { boardAsIs: true });
    });
  });
  let noticesUndrawn = false;
  /** Opens a notice (app/notices.js `show`): `text` a catalog key; returns what takes it away. */
  const notice = notices.show;

  /**
   * The views draw `snap`; `animate`: the move that led to it; `boardAsIs`: nothing on
   * the board changed (panels/view.js).
   */
  function draw(snap, { animate = null, boardAsIs = false } = {}) {
    noticesUndrawn = false;
    view.render(snap, { animate, boardAsIs });
  }

  /** The ply of the position shown: the one looked at in the move list, else the game's. */
  function shownPly() {
    return ui.viewing ?? session.state().history.length;
  }

  function snapshot() {
    const state = session.state();
    const live = ui.viewing === null && !ui.theirs && !ui.preparing;
    const side = passing(state);
    const humanToMove = !ui.paused && !state.over && ui.seats[state.turn] === 'human' && !side;
    // While answers are prepared the board plays both sides of the scratch copy.
    const scratch = ui.preparing ? ui.preparing.scratch.state() : null;
    const dests = scratch ? destinations(scratch.moves) : live && humanToMove ? destinations(state.moves) : new Map();
    // Correspondence players get no engine help in a game with a friend until it is over.
    const helped = !ui.friend || state.over;
    const review = ui.theirs || !helped ? null : reviewer.of(session.record());
    // The link of this position was just sent (Send's words, and what came of it, stand).
    const sent = Boolean(ui.friend) && ui.sentAt === state.history.length;
    // The better move of the move after the position shown, where that move was not the best.
    const { next } = reviewAt(review, ui.viewing ?? state.history.length);
    return {
      state,
      shown: scratch ?? (ui.theirs ? ui.theirs.state() : ui.viewing === null ? state : session.stateAt(ui.viewing)),
      live,
      animates: !ui.theirs,
      viewing: ui.viewing,
      seats: ui.seats,
      level: players.get().level,
      paused: ui.paused,
      passing: side,
      thinking: ui.thinking,
      endOpen: ui.endOpen && live && state.over,
      humanToMove: scratch ? !scratch.over : live && humanToMove,
      dests,
      returnable: dests.has(RETURN) ? (scratch ?? state).turn : null,
      canUndo: !ui.paused && !inMatchScore() && undoTarget(state.history, ui.seats, keptPlies()) !== null,
      canRedo: !ui.paused && redoTarget(state.history, state.redo, ui.seats) !== null,
      canHint: live && humanToMove && helped,
      canReview: !ui.theirs && helped && state.history.length > 0,
      canRematch: rematchable(state),
      sent,
      shared: sent && ui.shared?.plies === state.history.length ? { outcome: ui.shared.outcome, link: ui.shared.link } : null,
      welcome: ui.welcome,
      hint: ui.hint,
      friend: ui.friend,
      theirs: Boolean(ui.theirs),
      replaying: Boolean(replayTimer),
      review,
      arrow: next ? { from: next.best.from, to: next.best.to } : null,
      match: matchView(),
      answers: ui.answers ? { mine: ui.answers.mine, lines: ui.answers.lines, locked: lockedLines(ui.answers.lines, ui.answers.sentLines) } : null,
      canPrepare: canPrepare(state),
      preparing: ui.preparing ? { line: [...ui.preparing.line], error: ui.preparing.error } : null,
      // A friend's copy shown read-only is not this game, nor the scratch board of prepared answers: nothing is drawn on them.
      drawings: ui.theirs || ui.preparing ? [] : drawings.at(ui.viewing ?? state.history.length),
      notices: notices.list(),
      said: ui.said,
      focus: ui.focus,
      unselect: ui.unselect,
      flipped: ui.flipped,
      engine: opponent.route ?? null,
      error: ui.error,
      disagree: ui.disagree,
    };
  }

  /** The match as the views show it, or null. */
  function matchView() {
    if (!ui.match) return null;
    const { human, mode } = players.get();
    const number = ui.match.index + 1;
    const state = matchState(ui.match.games, ui.match.results);
    // With a friend: the first player is the one with White in the first game.
    const seat = ui.friend?.seat;
    if (seat) {
      const you = sideIn('white', ui.match.index) === seat ? 'first' : 'second';
      return { state, number, you, friend: ui.friend.names[other(seat)] };
    }
    return { state, number, you: mode === 'ai' ? (human === 'white' ? 'first' : 'second') : null, friend: null };
  }

  /**
   * A game of a match that has just ended adds its points to the match, once; the match
   * counts in the statistics once it is over (its games do not count one by one).
   * @param {import('../contract.js').GameState} state
   */
  function countMatchGame(state) {
    const match = ui.match;
    if (!match || !state.over || match.results.length !== match.index) return;
    ui.match = { ...match, results: [...match.results, pointsOf(/** @type {import('../contract.js').Result} */ (state.result))] };
    const standing = matchState(ui.match.games, ui.match.results);
    // (A game that ended before this page is in the match's score, but the match was
    // counted, if at all, where it ended.)
    if (standing.over && !ui.counted && owned()) {
      const winner = standing.winner === 'first' ? 'white' : standing.winner === 'second' ? 'black' : null;
      stats.record(winner, ui.match.id, `${state.board}.match`);
    }
  }


  /**
   * Whether this device owns the game: it began here or came from this device's own
   * save, or a person moved in it here. Only such a game (or match) is counted in the
   * statistics: the address is anyone's to write, and a game that only came through
   * it (a crafted link the computer wins at once, say) is nobody's here.
   */
  const owned = () => !ui.opened;

  /**
   * The id a game from the address (`candidate`, read from a link) is opened with: its
   * own (`id`), unless that is the id of another game of this device's, the save's or
   * the one on screen, whose moves the candidate does not continue. The address is
   * anyone's to write and players copy it: a link with the saved game's id and other
   * moves is another game, which must not take the saved one's place unseen. It gets
   * an id of its own, so the saved game is put aside and offered back like any other.
   * @param {string | null | undefined} id
   * @param {{game: {record: () => string}}} candidate
   */
  function distinctId(id, candidate) {
    if (!id) return newId();
    const theirs = candidate.game.record();
    const mine = [saved(), owned() && session.id ? { id: session.id, record: session.record(), players: players.get() } : null];
    const clash = mine.some((own) => own && own.id === id && own.players.mode !== 'friend' && !continues(own.record, theirs));
    return clash ? newId() : id;
  }

  const computerToMove = (state) => !ui.paused && !state.over && ui.seats[state.turn] === 'computer' && !passing(state);

  /**
   * Draws the change and then does what it leads to. `animate`: the move that led here,
   * for the board; `opened`: the end panel may take the focus.
   */
  function refresh({ animate = null } = {}) {
    ui.generation++;
    // Answers are for the game after one number of moves: a takeback or a move leaves them behind.
    const plies = session.state().history.length;
    if (ui.answers && answersPly(ui.answers.text) !== plies) ui.answers = null;
    if (ui.preparing && !canPrepare(session.state())) endPreparing();
    countMatchGame(session.state());
    dropStaleNote();
    const snap = snapshot();
    draw(snap, { animate });
    stats.show?.(snap.state.board);
    queueSave();
    schedulePass(snap);
    if (ui.viewing === null && computerToMove(snap.state)) computerMove();
    // A game over is the likeliest moment for a review: its engine starts now.
    if (snap.state.over) reviewer.warm();
    if (snap.state.over && !ui.counted) {
      ui.counted = true;
      // A match's game counted in the match (countMatchGame); a game no person here
      // moved in (a link, a position, a page that set this one's address) is not counted.
      if (!ui.match && owned()) stats.record(snap.state.result.winner, session.id, snap.state.board);
      const { result } = snap.state;
      bridge.gameOver(result.winner ?? 'draw', result.white, result.black);
    }
    return snap;
  }

  /** The sounds of `cues`; none while the host has paused the game. */
  function cue(cues) {
    if (!ui.paused) sound.play(cues);
  }

  /** Redraws without a change of the game (a selection, a pause's notice). */
  function redraw() {
    dropStaleNote();
    draw(snapshot(), { animate: null });
  }

  function showThinking(on) {
    if (ui.thinking === on) return;
    ui.thinking = on;
    // The board as it is: the move the computer answers may still be travelling.
    draw(snapshot(), { boardAsIs: true });
  }

  function stopThinking() {
    opponent.cancel();
    showThinking(false);
  }

  // --- saving ---------------------------------------------------------------

  /**
   * Saves in a task of its own, after the move's task: rewriting the address and
   * storage costs a few tens of milliseconds in a slow browser, which the move itself
   * should not wait for. Leaving the page saves at once.
   */
  function queueSave() {
    if (!saveTimer) saveTimer = clock.set(saveNow, 0);
  }

  function saveNow() {
    clock.clear(saveTimer);
    saveTimer = 0;
    const next = save({
      id: session.id, record: session.record(), compact: session.compactRecord(), players: players.get(), friend: ui.friend, state: session.state(),
      owned: !ui.opened, ended: ui.ended, match: ui.match,
      answers: ui.answers ? { text: ui.answers.text, mine: ui.answers.mine, ...(ui.answers.sent ? { sent: ui.answers.sent } : {}) } : null,
    });
    // A portal that carries the game itself hears of each new link.
    if (ui.friend && next && next !== ui.link) bridge.link(next, ui.friend.id);
    ui.link = next;
  }

  // --- the computer ---------------------------------------------------------

  /** The game as the engine takes it: its start position, its board and the moves since. */
  function gameForEngine() {
    const state = session.state();
    return { start: state.startPosition, board: state.board, moves: state.history.map((m) => m.text) };
  }

  async function computerMove() {
    const at = ui.generation;
    const { level } = players.get();
    const started = clock.now();
    try {
      // The search takes a whole core: it starts once the board has drawn the move it
      // answers, so that the page's last frames do not compete with it, and the page
      // says the computer thinks from then on. (At most delays.boardIdle: a hidden tab
      // draws no frames.)
      await view.boardIdle(delays.boardIdle);
      if (at !== ui.generation) return;
      showThinking(true);
      const result = await opponent.think({
        ...gameForEngine(),
        level,
        timeMs: level === 8 ? delays.level8 : null,
      });
      const wait = delays.replyPause - (clock.now() - started);
      if (wait > 0) await sleep(clock, wait);
      if (at !== ui.generation) return;
      showThinking(false);
      // A person looking back at an earlier position keeps looking: the answer is
      // in the list, and Back to the game (or a move) shows it.
      const error = play(result.move.text, { animate: true, keepView: true });
      if (error) throw error;
    } catch (e) {
      if (e instanceof Cancelled || at !== ui.generation) return;
      showThinking(false);
      ui.error = { key: 'error.computer', error: e };
      redraw();
    }
  }

  // --- moves ----------------------------------------------------------------

  /**
   * Plays a move in notation; returns null, or the core's error when it is refused
   * (and then nothing changed). `animate`: whether the board shows the move travel;
   * `keepView`: a position looked back at stays in view (the computer's answer).
   */
  function play(text, { animate, keepView = false }) {
    const before = session.state();
    let played;
    try {
      played = session.play(text);
    } catch (e) {
      return e;
    }
    endReplay();
    dropTheirs();
    const prepared = preparedAnswer(played);
    // The positions after the one this move left are new: what was drawn on the old ones goes.
    drawings.dropFrom(session.state().history.length);
    const kept = keepView ? ui.viewing : null;
    ui.viewing = kept;
    ui.hint = null;
    ui.disagree = null;
    // A move made here makes a game opened from the address this device's own, and
    // answers the friend's move that a notice named.
    if (ui.seats[played.side] === 'human') {
      ui.opened = false;
      clearArrived();
    }
    ui.welcome = false;
    // The host hears of the move before anything it leads to (the end of the game).
    bridge.move(played.text, session.position());
    say('move');
    focusOn('end');
    const snap = refresh({ animate: animate && played.kind !== 'pass' && kept === null ? { played, before } : null });
    cue(moveCues(played, snap.state, ui.seats));
    if (prepared) playPrepared(prepared);
    return null;
  }

  /**
   * The friend's answer prepared to the move this device's player just made (`played`),
   * from the friend's tree kept with the game, or null. The tree is used up either way:
   * what remains of it comes back with the answer (playPrepared). One the core cannot
   * follow any more is dropped, and the player told.
   * @returns {import('../contract.js').Prepared | null}
   */
  function preparedAnswer(played) {
    const tree = ui.answers;
    if (!tree || tree.mine || played.side !== ui.friend?.seat) return null;
    ui.answers = null;
    if (answersPly(tree.text) !== session.state().history.length - 1) return null;
    try {
      const prepared = session.answerTo(tree.text);
      return prepared.answer ? prepared : null;
    } catch (e) {
      notice('answers-dropped', 'answers.droppedLater', { error: e });
      return null;
    }
  }

  /**
   * Plays the friend's prepared answer at once, for the friend, and says it was prepared;
   * the rest of their tree waits for this device's next move. The friend has it already,
   * so it (and the move it answers) is never taken back.
   * @param {import('../contract.js').Prepared} prepared
   */
  function playPrepared({ answer, rest }) {
    const side = other(/** @type {import('../contract.js').Side} */ (ui.friend.seat));
    const error = play(answer, { animate: true });
    if (error) {
      notice('answers-dropped', 'answers.droppedLater', { error });
      return;
    }
    ui.friend = { ...ui.friend, sent: session.state().history.length };
    ui.answers = rest ? checkedAnswers({ text: rest, mine: false }) : null;
    const name = ui.friend.names[side] ?? '';
    clearArrived();
    arrived = notice('friend-moved', name ? 'answers.played' : 'answers.playedUnnamed', { params: { name, move: answer } });
    queueSave();
    redraw();
  }

  /**
   * Prepared answers checked by the core against the game as it stands, with their lines,
   * or null: none given, none left, not for this device's side to keep now (this device's
   * own wait for the friend's move; the friend's, for this device's), or not fitting the
   * game (then `say`: a notice says why they were dropped; the game itself is unchanged).
   * @param {import('./answers.js').Prepared | null | undefined} prepared
   */
  function checkedAnswers(prepared, { say = false } = {}) {
    if (!prepared?.text || !ui.friend?.seat) return null;
    const { turn } = session.state();
    // Whose answers they are follows from the side to move: the friend moves first in them.
    if (prepared.mine === (turn === ui.friend.seat)) return null;
    let tree;
    try {
      tree = session.answers(prepared.text);
    } catch (e) {
      if (say) notice('answers-dropped', 'answers.dropped', { error: e });
      return null;
    }
    if (!tree.text) return null;
    // The tree a link sent (this device's own): a part of it that no longer fits is no longer sent.
    let sent = { text: '', lines: /** @type {string[][]} */ ([]) };
    try {
      if (prepared.mine && prepared.sent) sent = session.answers(prepared.sent);
    } catch {
      // Nothing sent that fits the game: every line can be removed.
    }
    return { text: tree.text, mine: prepared.mine, lines: tree.lines, sent: sent.text, sentLines: sent.lines };
  }

  // --- preparing answers ----------------------------------------------------

  /** Whether answers may be prepared: a game with a friend that waits for the friend's move after this device's. */
  function canPrepare(/** @type {import('../contract.js').GameState} */ state) {
    return Boolean(ui.friend?.seat) && !state.over && ui.seats[state.turn] === 'friend' && state.history.length > 0
      && ui.viewing === null && !ui.theirs && !ui.paused && !replayTimer;
  }

  /** A fresh scratch copy of the game for a new line. */
  function scratchCopy() {
    return session.read(session.record(), 'record');
  }

  function endPreparing() {
    ui.preparing?.scratch.drop();
    ui.preparing = null;
  }

  /**
   * A move on the scratch board while answers are prepared (the board's or the move
   * box's): the friend's move, then the answer, in turn. Each answer adds the line so far
   * to the tree (the core checks and merges it); a line as deep as the core allows starts
   * again from the game. Returns null or the refusal.
   */
  function prepareMove(text) {
    const p = /** @type {NonNullable<typeof ui.preparing>} */ (ui.preparing);
    const before = p.scratch.state();
    let played;
    try {
      played = p.scratch.game.play(text);
    } catch (e) {
      return e;
    }
    p.line.push(played.text);
    p.error = null;
    const { over } = p.scratch.state();
    if (p.line.length % 2 === 1 && over) {
      // The friend's move would end the game: no answer can follow it.
      p.scratch.game.undo();
      p.line.pop();
      p.error = { code: 'answers.ends', params: { move: played.text } };
    } else if (p.line.length % 2 === 0) {
      const plies = session.state().history.length;
      try {
        const tree = session.answers(withLine(ui.answers?.mine ? ui.answers.lines : [], p.line, plies));
        const sent = ui.answers?.mine ? ui.answers : { sent: '', sentLines: [] };
        ui.answers = { text: tree.text, mine: true, lines: tree.lines, sent: sent.sent, sentLines: sent.sentLines };
        // The link changed: what Send said of the one before no longer stands.
        ui.sentAt = -1;
      } catch (e) {
        p.scratch.game.undo();
        p.line.pop();
        p.error = e;
      }
      if (p.line.length >= 2 * MAX_PAIRS || p.scratch.state().over) newLine();
    }
    queueSave();
    // The move travels on the scratch board, as in the game (not one taken back, nor a line begun again).
    const snap = snapshot();
    const stayed = !p.error && p.line[p.line.length - 1] === played.text;
    draw(snap, { animate: stayed && played.kind !== 'pass' ? { played, before } : null });
    return p.error;
  }

  /** The scratch board goes back to the game, for another line. */
  function newLine() {
    if (!ui.preparing) return;
    ui.preparing.scratch.drop();
    ui.preparing.scratch = scratchCopy();
    ui.preparing.line = [];
  }

  /** A move from the board (always one it offered). */
  function boardMove(text, dragged) {
    if (ui.preparing) {
      if (prepareMove(text)) cue(['refused']);
      return;
    }
    const error = play(text, { animate: !dragged });
    // The board only offers legal moves, so a refusal means the two disagree: say so.
    if (error) {
      ui.disagree = error;
      redraw();
    }
  }

  /**
   * A move typed in the move box; returns null or the error to show beside it. A move
   * typed while an earlier position is shown is played in the game itself.
   */
  function typedMove(text) {
    const error = tryTyped(text);
    // A refusal is heard too (not while paused: a paused game is silent).
    if (error) cue(['refused']);
    return error;
  }

  function tryTyped(text) {
    const state = session.state();
    if (ui.paused) return { code: 'movebox.paused' };
    if (ui.preparing) return prepareMove(text);
    if (!state.over && ui.seats[state.turn] === 'friend') return friendWait(state.turn);
    if (!state.over && ui.seats[state.turn] !== 'human') return { code: 'movebox.wait' };
    const wasViewing = ui.viewing;
    const error = play(text, { animate: true });
    if (error && wasViewing !== null) {
      ui.viewing = wasViewing;
      redraw();
    }
    return error;
  }

  /** A forced pass is played for the player, after a notice long enough to read. */
  function schedulePass(snap) {
    clock.clear(passTimer);
    if (!snap.passing || ui.paused) return;
    const at = ui.generation;
    passTimer = clock.set(() => {
      // Only if nothing happened meanwhile (a typed "pass", a new game).
      if (at === ui.generation && !ui.paused) play('pass', { animate: false });
    }, delays.passNotice);
  }

  // --- takeback -------------------------------------------------------------

  /** The moves Undo keeps: in a friend game, those the friend has (sent or received). */
  function keptPlies() {
    return ui.friend ? ui.friend.sent : 0;
  }

  /** A match's game that ended: its result is in the match's score, so its moves stay. */
  function inMatchScore() {
    return Boolean(ui.match) && ui.match.results.length > ui.match.index;
  }

  /** Takes moves back (undo) or plays them again (redo) up to `target` moves. */
  function travel(target) {
    if (target === null || ui.paused) return;
    stopThinking();
    ui.viewing = null;
    ui.hint = null;
    // The targets lie within the moves played and those that can be played again.
    const steps = target - session.state().history.length;
    const undone = [];
    const redone = [];
    for (let i = 0; i < -steps; i++) undone.push(session.undo());
    for (let i = 0; i < steps; i++) redone.push(session.redo());
    // A host that follows the position hears of takebacks too.
    if (undone.length) bridge.undo(undone, session.position());
    if (redone.length) bridge.redo(redone, session.position());
    // A game taken back past its end and finished again says so to the host again; the
    // statistics still count it once (by its id).
    if (!session.state().over) ui.counted = false;
    ui.endOpen = true;
    say('status');
    refresh();
  }

  // --- games ----------------------------------------------------------------

  /**
   * Makes `candidate` (from session.read, or null for a new game from the start) the
   * game, with `id` (a resumed game's; else a new one). `over`: it ended before this
   * page, so it is not counted here. `friendGame`: with a friend, the seat, names and
   * moves sent of the game (its id is the game's); a new one with the players' choices
   * when absent. A new game of a match with a friend takes its id from the match, so
   * that both devices name it alike.
   * @param {ReturnType<ReturnType<typeof import('./session.js').createSession>['read']> | null} candidate
   * @param {{id?: string, over?: boolean, friendGame?: Omit<import('../contract.js').Friend, 'id' | 'sent'> & {sent?: number},
   *   fromAddress?: boolean, ending?: boolean, match?: import('./match.js').MatchPlay | null, board?: import('../contract.js').BoardName,
   *   answers?: import('./answers.js').Prepared | null, sayAnswers?: boolean}} [options] `answers`: prepared answers
   *   kept with the game or brought by a link (checkedAnswers), said in a notice when `sayAnswers` and they do not fit
   */
  function start(candidate, { id = newId(), over = false, friendGame = undefined, fromAddress = false, ending = false, match = undefined, board = undefined, answers = undefined, sayAnswers = false } = {}) {
    // Whatever the computer was thinking about belongs to the old game, and so do the
    // drawings (the same game again, from a friend's link, keeps them).
    if (id !== session.id) drawings.reset();
    stopThinking();
    endReplay();
    dropTheirs();
    endPreparing();
    // A game with a friend in which no move was made (one started here, say) is not
    // kept in "Games with friends" once another game takes its place.
    if (ui.friend && ui.friend.id !== id && session.state().history.length === 0) friends.remove(ui.friend.id);
    // The game the player chose to end for this one is not put aside (storage/save.js).
    ui.ended = ending && session.id ? session.id : null;
    ui.opened = fromAddress;
    ui.welcome = false;
    ui.sentAt = -1;
    ui.link = null;
    // A match goes on (the next game, or one restored), or a new game starts one when the
    // players ask for one; a game read from elsewhere is a single game.
    if (match !== undefined) ui.match = match;
    else if (candidate) ui.match = null;
    else ui.match = newMatch();
    const withFriend = players.get().mode === 'friend';
    // Both devices of a match with a friend name its games alike.
    if (!candidate && withFriend && ui.match) id = matchGameId(ui.match);
    if (candidate) candidate.take(id);
    else session.startNew(players.get().first, id, board ?? players.get().board);
    ui.friend = withFriend ? withSeat(friendGame ? { ...friendGame, id } : newFriend(id), session.state()) : null;
    // Prepared answers kept with the game or brought by a link, if they fit it.
    ui.answers = checkedAnswers(answers, { say: sayAnswers });
    ui.seats = seatsOf(playersIn(players.get(), ui.match), ui.friend);
    ui.warmWanted = ui.seats.white === 'computer' || ui.seats.black === 'computer';
    ui.viewing = null;
    ui.hint = null;
    ui.counted = over;
    ui.endOpen = true;
    // Black's player has Black's archers at the bottom: against the computer, and with a friend.
    const mine = ui.friend ? ui.friend.seat : ui.seats.black === 'human' && ui.seats.white !== 'human' ? 'black' : 'white';
    ui.flipped = mine === 'black';
    if (ui.friend?.seat) players.set({ ...players.get(), human: ui.friend.seat });
    // Before the page is ready, jarmo:ready tells the host the game it opens with.
    const opening = session.state();
    if (ui.ready) bridge.position(opening.position, opening.history.map((m) => m.text));
    say('status');
    focusOn('end');
    refresh();
  }

  /** Sends the friend the link: the phone's share sheet, else the clipboard. */
  function sendLink() {
    if (!ui.friend) return;
    // The friend has every move from now on: none of them is taken back (Undo), and
    // Send's words stand until the game changes.
    const plies = session.state().history.length;
    ui.friend = { ...ui.friend, sent: plies };
    ui.sentAt = plies;
    // The friend may have these answers from now on: they are kept (lockedLines).
    if (ui.answers?.mine) ui.answers = { ...ui.answers, sent: ui.answers.text, sentLines: ui.answers.lines };
    ui.opened = false;
    saveNow();
    redraw();
    // The arrows and circles of the position sent go with it as a note. (Asked for in
    // the press's own task: a share sheet opens only there.)
    const link = withNote(ui.link, drawings.at(plies));
    share(link).then((outcome) => {
      if (!outcome) return;
      ui.shared = { outcome, link, plies };
      draw(snapshot(), { boardAsIs: true });
    });
  }

  /** Whether Rematch is offered: a game over, and the match over if it is one. */
  function rematchable(/** @type {import('../contract.js').GameState} */ state) {
    return state.over && !ui.theirs && (!ui.match || matchState(ui.match.games, ui.match.results).over);
  }

  /** A match as the players ask for (`match`, games), or null for a single game. */
  function newMatch() {
    const { match } = players.get();
    return match > 1 ? { id: newId(), games: match, results: [], index: 0 } : null;
  }

  /** A new game from the start with the players' settings, leaving the old one only after asking. */
  async function newGame({ ask = true } = {}) {
    if (ask && inProgress() && !(await confirmNew())) return false;
    ui.error = null;
    start(null, { ending: true });
    return true;
  }

  /** A new game with a friend: this device starts it, so it owns the colour chosen. */
  function newFriend(id) {
    const { human } = players.get();
    const given = names();
    return { id, seat: human, sent: 0, names: human === 'white' ? { white: given.you, black: given.them } : { white: given.them, black: given.you } };
  }

  /** The refusal of a move of the friend's side: whose move it is and whom to send the link. */
  function friendWait(side) {
    const name = ui.friend.names[side];
    return { code: name ? `friend.wait.${side}` : `friend.waitUnnamed.${side}`, params: { name } };
  }

  function endReplay() {
    clock.clear(replayTimer);
    replayTimer = 0;
  }

  function dropTheirs() {
    ui.theirs?.drop();
    ui.theirs = null;
  }

  /**
   * Shows the moves from `ply` on one by one, as they are played (the friend's moves
   * this device has not seen); under reduced motion, the game at once.
   */
  function replayFrom(ply) {
    endReplay();
    const last = session.state().history.length;
    if (ply >= last) return;
    // One move (the usual link): drawn travelling on the live board, which takes input.
    // Without motion the board simply shows the game. Either way a screen reader hears
    // the move that came.
    if (ply === last - 1 || !motionAllowed()) {
      say('move');
      draw(snapshot(), { animate: motionAllowed() ? { played: session.state().lastMove, before: session.stateAt(ply) } : null });
      cue(moveCues(session.state().lastMove, session.state(), ui.seats));
      return;
    }
    ui.viewing = ply;
    const step = () => {
      const before = session.stateAt(ui.viewing);
      ui.viewing += 1;
      const after = ui.viewing >= last ? session.state() : session.stateAt(ui.viewing);
      if (ui.viewing >= last) {
        ui.viewing = null;
        replayTimer = 0;
      } else {
        replayTimer = clock.set(step, delays.replayStep);
      }
      say('shownMove');
      draw(snapshot(), { animate: { played: after.lastMove, before } });
      // The move's own sound each time; the end or "your turn" after the last.
      const cues = moveCues(after.lastMove, after, ui.seats);
      cue(ui.viewing === null ? cues : cues.slice(0, 1));
    };
    replayTimer = clock.set(step, delays.replayFirst);
    redraw();
  }

  /**
   * A friend's link (a fragment with an id and no mode): a game this device knows (the
   * one shown, or one of "Games with friends") is compared with its copy and never
   * lost; an unknown one is shown, and kept only once this device moves in it. Its
   * seat is the side to move (the friend moved last), and the friend has every move of
   * it. `initial`: the page opens with it; `reloaded`: by a reload of this tab, whose
   * address may lag this device's copy by the move made last, which is no news.
   * Returns whether a game is shown from the link.
   * @param {import('./opening.js').Fragment} fragment
   */
  function openFriend(fragment, { initial = false, reloaded = false } = {}) {
    let linked;
    try {
      linked = session.read(fragment.record, 'record');
    } catch (e) {
      notice('link-damaged', 'friend.damaged', { error: e, params: { number: e?.params?.moveNumber ?? '1' } });
      if (!initial) saveNow();
      return false;
    }
    const shownHere = ui.friend?.id === fragment.id;
    const known = shownHere
      ? { ...ui.friend, record: session.record(), over: session.state().over, answers: ui.answers }
      : friends.get(fragment.id);
    // The friend's prepared answers, as the link has them (checked against its game when it is taken).
    const linkAnswers = fragment.answers ? { text: fragment.answers, mine: false } : null;
    const knownMatch = shownHere ? ui.match : readMatch(known && 'match' in known ? known.match : null, matchState);
    const linkMatch = linkedMatch(fragment);
    // What the link says of its match is checked, and never changes a result this device has.
    if (linkMatch.damaged) notice('link-match', 'friend.matchDamaged');
    else if (linkMatch.differs !== null) notice('link-match', 'friend.matchDiffers', { params: { number: linkMatch.differs } });
    const left = shownHere ? null : leaving();
    // (A game of this device's own with the link's id is another game: the link's gets an id of its own.)
    const id = known ? fragment.id : distinctId(fragment.id, linked);
    players.set({ ...players.get(), mode: 'friend' });
    if (!known) {
      const { history, over } = linked.state();
      start(linked, {
        id, over, fromAddress: true, friendGame: { seat: null, sent: history.length, names: fragment.names }, match: linkMatch.match,
        answers: linkAnswers, sayAnswers: true,
      });
      offerBack(left);
      takeNote(fragment);
      // The friend's last move, played here for the one who opens the link.
      replayFrom(Math.max(0, history.length - 1));
      sayArrived(history.length - 1);
      return true;
    }
    const ours = shownHere ? null : session.read(known.record, 'record');
    const comparison = shownHere ? session.compare(fragment.record) : ours.game.compare(fragment.record);
    const ourPlies = shownHere ? session.state().history.length : ours.state().history.length;
    const decision = linkDecision(comparison, ourPlies);
    const seat = known.seat ?? withSeat(known, (ours ?? session).state()).seat;
    // A link whose new moves include one of this device's side was not made by the
    // friend's device playing its own seat: refused like a rewritten one, unless this
    // device prepared exactly that answer to the friend's moves before it (its own tree,
    // kept with its copy; docs/RULES.md, "Prepared answers", the Decision on a link's moves of one's own side).
    const newMoves = linked.state().history.slice(ourPlies);
    const forged = decision.take === 'theirs' && seat
      ? unpreparedMove(newMoves, seat, ownLines(known.answers ?? null, shownHere ? session : /** @type {NonNullable<typeof ours>} */ (ours).game, ourPlies)) : null;
    const names = mergeNames(known.names, fragment.names, seat);
    if (decision.take === 'theirs' && !forged) {
      ours?.drop();
      // A game this device plays that the link finishes is counted here (once, by its id).
      start(linked, {
        id: known.id,
        over: Boolean(known.over),
        fromAddress: shownHere && ui.opened,
        friendGame: { seat, sent: linked.state().history.length, names },
        match: linkMatch.match ?? knownMatch,
        answers: linkAnswers, sayAnswers: true,
      });
      offerBack(left);
      takeNote(fragment);
      if (decision.replayFrom !== null) {
        replayFrom(decision.replayFrom);
        sayArrived(decision.replayFrom);
        // This device's own answers that the friend's device played for it.
        const used = newMoves.filter((m) => m.side === seat).map((m) => m.text);
        if (used.length) notice('answers-used', 'answers.used', { params: { moves: used.join(', ') } });
      }
      return true;
    }
    if (ours) {
      start(ours, { id: known.id, over: ours.state().over, friendGame: { seat, sent: known.sent, names }, match: knownMatch, answers: known.answers });
      offerBack(left);
    }
    if (forged) {
      notice('link-own-side', 'friend.ownSide', {
        action: { label: 'friend.look', run: () => showTheirs(linked) },
        params: { number: forged.number, move: forged.text },
      });
      saveNow();
    } else if (decision.say === 'older') {
      linked.drop();
      if (!reloaded) notice('link-older', 'friend.older');
      saveNow();
    } else if (decision.say === 'differs') {
      notice('link-differs', 'friend.differs', {
        action: { label: 'friend.look', run: () => showTheirs(linked) },
        params: { number: comparison.moveNumber ?? '1', theirs: comparison.theirs ?? '–', ours: comparison.ours ?? '–' },
      });
      saveNow();
    } else {
      linked.drop();
      if (shownHere) saveNow();
      // The same game: a note the link carries is on its position all the same.
      takeNote(fragment);
    }
    return true;
  }

  /**
   * The lines of this device's own prepared answers for its copy of a game after
   * `plies` moves (`game`: the session or a candidate's Game), as the core reads them;
   * none when there are none, they are the friend's, or they do not fit.
   * @param {{text: string, mine: boolean} | null} prepared
   * @param {{answers: (text: string) => import('../contract.js').Answers}} game
   * @returns {string[][]}
   */
  function ownLines(prepared, game, plies) {
    if (!prepared?.mine || answersPly(prepared.text) !== plies) return [];
    try {
      return game.answers(prepared.text).lines;
    } catch {
      return [];
    }
  }

  /**
   * A friend's note (the link's arrows and circles, `draw`) is put on the position the
   * link brought, the game's last, and named in a notice; one that cannot be read is
   * left out, and said so: the game is opened all the same. (Before the friend's moves
   * are shown arriving, which draws them with it.)
   * @param {import('./opening.js').Fragment} fragment
   */
  function takeNote(fragment) {
    if (fragment.draw == null || fragment.draw === '') return;
    const note = decodeShapes(fragment.draw);
    if (!note.shapes) {
      if (note.error === 'many') notice('link-note', 'draw.tooMany', { params: { max: MAX_SHAPES } });
      else notice('link-note', 'draw.damaged', { params: { part: note.part } });
      return;
    }
    const { history } = session.state();
    drawings.set(history.length, note.shapes);
    const sender = ui.friend?.seat ? other(ui.friend.seat) : history[history.length - 1]?.side ?? 'white';
    const name = ui.friend?.names[sender] ?? '';
    const { arrows, circles } = countShapes(note.shapes);
    const close = notice('link-note', name ? 'draw.note' : 'draw.noteUnnamed', { params: { name, arrows, circles } });
    noteShown = { id: session.id, ply: history.length, close };
    redraw();
  }

  /**
   * The notice of a friend's note goes once its position is no longer shown: the game
   * moved on from it (a move, a takeback, a newer link), another game is shown, or the
   * player looks at another position of the list (not while the link's moves arrive).
   */
  function dropStaleNote() {
    if (!noteShown) return;
    const plies = session.state().history.length;
    const elsewhere = ui.viewing !== null && ui.viewing !== noteShown.ply && !replayTimer;
    if (noteShown.id === session.id && noteShown.ply === plies && !elsewhere && !ui.theirs) return;
    noteShown.close();
    noteShown = null;
  }

  /**
   * The match a friend's link says its game is one of, with this device's own points of
   * the games before wherever it has them (from its games of the match). `damaged`: the
   * link names a match that cannot be (its game then goes on alone); `differs`: the number
   * of a game whose points the link gives otherwise than this device has them.
   * @param {import('./opening.js').Fragment} fragment
   * @returns {{match: import('./match.js').MatchPlay | null, damaged: boolean, differs: number | null}}
   */
  function linkedMatch(fragment) {
    if (!fragment.match) return { match: null, damaged: false, differs: null };
    const damaged = { match: null, damaged: true, differs: null };
    const read = readMatch(fragment.match, matchState);
    // A link carries the points of the games before its own, and its id is the match's game's.
    if (!read || read.index !== read.results.length || matchGameId(read) !== fragment.id) return damaged;
    let ours = ui.match?.id === read.id ? ui.match.results : [];
    // The length of a match is the one this device first saw: a link that gives another is damaged.
    const lengths = [ui.match?.id === read.id ? ui.match.games : null];
    for (const game of friends.list()) {
      if (game.match?.id !== read.id) continue;
      lengths.push(game.match.games);
      if (game.match.results.length > ours.length) ours = game.match.results;
    }
    if (lengths.some((games) => games != null && games !== read.games)) return damaged;
    const { results, differs } = mergeResults(read.results, ours);
    try {
      // This device's points with the link's may end the match before the link's game.
      if (matchState(read.games, results).over) return damaged;
    } catch {
      return damaged;
    }
    return { match: { ...read, results }, damaged: false, differs };
  }

  /** @type {(() => void) | null} takes away the notice of the friend's move that came */
  let arrived = null;

  /**
   * A notice names the friend's last move of those a link brought (from ply `from` on),
   * beside the board that shows it arriving.
   */
  function sayArrived(from) {
    const { history } = session.state();
    const theirs = history.slice(Math.max(0, from)).filter((m) => m.side !== ui.friend?.seat);
    const move = theirs[theirs.length - 1];
    if (!move) return;
    const name = ui.friend?.names[move.side] ?? '';
    clearArrived();
    arrived = notice('friend-moved', name ? 'friend.moved' : 'friend.movedUnnamed', { params: { name, move: move.text } });
  }

  function clearArrived() {
    arrived?.();
    arrived = null;
  }

  /** Shows a friend's copy read-only, until a move of the list or Back is chosen. */
  function showTheirs(candidate) {
    endReplay();
    if (ui.theirs !== candidate) dropTheirs();
    ui.theirs = candidate;
    ui.viewing = null;
    unselect();
    redraw();
  }

  function inProgress() {
    const state = session.state();
    return !state.over && state.history.length > 0;
  }

  /**
   * A game of this device's in progress that a game from the address takes the place
   * of (`previous`: its record, players and id; the save, or the game on screen) gets a
   * notice with a button that brings it back. The offer stands through further links,
   * and the game itself stays in the save until this device moves in another, then in
   * the games put aside (storage/aside.js), so the offer also outlives a reload. A
   * finished or empty game needs none, nor a game with a friend (its list keeps it).
   * @param {{id: string, record: string, players: import('../contract.js').Players} | null} previous
   */
  function offerBack(previous) {
    if (!previous || previous.players.mode === 'friend' || previous.id === session.id) return;
    let over = true;
    try {
      const old = session.read(previous.record, 'record');
      over = old.state().over || old.state().history.length === 0;
      old.drop();
    } catch {
      return;
    }
    if (over) return;
    ui.replaced = previous;
    // (Its button closes it first: app/notices.js `act`.)
    notice('link-replaced', 'link.replaced', { action: { label: 'link.back', run: () => bringBack(previous) } });
  }

  /** The game on screen, to offer back once a link has taken its place: if it is this device's own. */
  function leaving() {
    return ui.opened ? null : { record: session.record(), players: players.get(), id: session.id };
  }

  /**
   * Brings back a game of this device's that another took the place of: from the games
   * put aside where it went, else as it was offered. The game it leaves, if this
   * device's own and unfinished, goes aside in its turn (storage/save.js).
   */
  function bringBack(previous) {
    const kept = aside.get(previous.id) ?? previous;
    let game;
    try {
      game = session.read(kept.record, 'record');
    } catch (e) {
      notice('save-problem', 'save.problem.record', { error: e });
      return;
    }
    if (ui.replaced?.id === previous.id) ui.replaced = null;
    players.set(kept.players);
    start(game, { id: previous.id });
  }

  /**
   * Opens the page's first game by the plan of opening.js: the first attempt that
   * works, each refusal said. `reloaded`: the page is a reload of this tab; `first`:
   * a first visit (opening.js firstVisit), which asks how to play.
   * @param {import('./opening.js').Attempt[]} plan
   */
  function open(plan, { reloaded = false, first = false } = {}) {
    openPlan(plan, { reloaded });
    if (first && !inProgress()) {
      ui.welcome = true;
      focusOn('welcome');
      redraw();
    }
  }

  function openPlan(plan, { reloaded }) {
    for (const attempt of plan) {
      try {
        if (attempt.kind === 'position') {
          const game = session.read(attempt.text, 'position', players.get().board);
          start(game, { over: game.state().over, fromAddress: true });
          offerBack(attempt.replaces);
          return;
        }
        if (attempt.kind === 'link' && attempt.friend) {
          const linked = {
            record: attempt.record, id: attempt.id, players: null, friend: true, names: attempt.names, match: attempt.match, draw: attempt.draw,
          };
          if (openFriend(attempt.answers !== undefined ? { ...linked, answers: attempt.answers } : linked, { initial: true, reloaded })) {
            offerBack(attempt.replaces);
            return;
          }
          continue;
        }
        if (attempt.kind === 'link') {
          const game = session.read(attempt.record, 'text');
          // Who plays it, as the tab that played it did.
          if (attempt.players) players.set({ ...players.get(), ...attempt.players });
          start(game, { id: distinctId(attempt.id, game), over: game.state().over, fromAddress: true, match: readMatch(attempt.match, matchState) });
          offerBack(attempt.replaces);
          return;
        }
        if (attempt.kind === 'save') {
          const game = session.read(attempt.save.record, 'record');
          // A finished game was counted when it ended: reopening the page starts the
          // next one. An empty one has nothing to resume: the settings of this visit
          // (the address's, or the stored ones) start a game of their own. A match
          // that goes on is resumed either way, at its game on screen.
          const { over, history } = game.state();
          const match = readMatch(attempt.save.match, matchState);
          const matchGoesOn = match !== null && !matchState(match.games, match.results).over;
          if (!matchGoesOn && (over || history.length === 0)) {
            game.drop();
            continue;
          }
          players.set(attempt.players);
          // A game with a friend resumes with its side and names.
          const known = attempt.players.mode === 'friend' ? friends.get(attempt.save.id) : null;
          start(game, {
            id: attempt.save.id,
            friendGame: known ? { seat: known.seat, sent: known.sent, names: known.names } : undefined,
            over,
            match,
            answers: known?.answers,
          });
          return;
        }
        start(null);
        return;
      } catch (e) {
        if (attempt.kind === 'position') ui.error = { key: 'error.position', error: e };
        else if (attempt.kind === 'link') notice('link-problem', 'link.problem', { error: e });
        else notice('save-problem', 'save.problem.record', { error: e });
        if (attempt.kind === 'save') {
          // A save that cannot be read is replaced by the new game.
          start(null);
          return;
        }
      }
    }
  }

  /**
   * A link opened in this tab (only the fragment changed): its game, unless it is this
   * one. The game it replaces is offered back; a broken link changes nothing.
   * @param {import('./opening.js').Fragment} fragment
   */
  function openLink(fragment) {
    if (fragment.record === null) return;
    if (fragment.friend) {
      openFriend(fragment);
      return;
    }
    if (session.isRecord(fragment.record)) return;
    let game;
    try {
      game = session.read(fragment.record, 'text');
    } catch (e) {
      notice('link-problem', 'link.problem', { error: e });
      // The address goes back to this game.
      saveNow();
      return;
    }
    const id = distinctId(fragment.id, game);
    const left = leaving();
    if (fragment.players) players.set({ ...players.get(), ...fragment.players });
    start(game, { id, over: game.state().over, fromAddress: true });
    offerBack(left);
  }

  const controller = {
    snapshot,
    redraw,
    start,
    open,
    openLink,
    newGame,
    inProgress,
    boardMove,
    typedMove,
    /** The board refused a press (an archer that cannot move now): it says so in sound. */
    refused: () => cue(['refused']),
    /** The player closed the game's notice `key`. */
    dismissNotice: notices.dismiss,
    /** The player put the error above the board away (a tap on it, in a small frame). */
    dismissError() {
      if (!ui.error) return;
      ui.error = null;
      redraw();
    },
    /** The player pressed the button of the game's notice `key`. */
    noticeAction: notices.act,
    /**
     * The board was pressed while it takes no input. While an earlier position (or a
     * friend's copy) is shown, that press means to play: the board goes back to the
     * game, and says so.
     */
    pressedInert() {
      if (ui.viewing === null && !ui.theirs) return;
      endReplay();
      dropTheirs();
      ui.viewing = null;
      unselect();
      say('status');
      redraw();
    },
    /**
     * The player drew `shape` on the position shown (an arrow, or a circle where from ===
     * to): it is added, or taken away when it was there. Returns what happened.
     * @param {import('./drawings.js').Shape} shape
     */
    draw(shape) {
      // Not on a friend's copy, nor on the scratch board of prepared answers (it is not the game).
      if (ui.theirs || ui.preparing) return 'invalid';
      const done = drawings.toggle(shownPly(), shape);
      if (done === 'added' || done === 'removed') {
        say('drawings');
        redraw();
      }
      return done;
    },
    /**
     * Clears the arrows and circles of the position after `ply` moves (by default the
     * one shown); whether there were any.
     */
    clearDrawings(ply = shownPly()) {
      if (ui.theirs || ui.preparing || !drawings.clear(ply)) return false;
      say('drawings');
      redraw();
      return true;
    },
    undo: () => (inMatchScore() ? undefined : travel(undoTarget(session.state().history, ui.seats, keptPlies()))),
    redo: () => {
      const state = session.state();
      travel(redoTarget(state.history, state.redo, ui.seats));
    },
    /** Shows the position after `ply` moves read-only; the number of moves played shows the game. */
    view(ply) {
      const last = session.state().history.length;
      const next = ply >= last ? null : Math.max(0, ply);
      if (next === ui.viewing && !ui.theirs && !replayTimer && !ui.preparing) return;
      endPreparing();
      endReplay();
      dropTheirs();
      ui.viewing = next;
      unselect();
      redraw();
    },
    /**
     * A point of the review's graph was pressed, `fraction` of the way across (0 to 1):
     * the position after the move nearest to it is shown.
     */
    pickReviewPoint(fraction) {
      const total = snapshot().review?.total;
      if (!total || !Number.isFinite(fraction)) return;
      controller.view(Math.round(Math.max(0, Math.min(1, fraction)) * total));
    },
    /** The position `moves` on from the one shown (back below 0; ±Infinity: the start, the end), within the game. */
    stepView(moves) {
      const plies = session.state().history.length;
      controller.view(Math.max(0, Math.min(plies, (ui.viewing ?? plies) + moves)));
    },
    viewed: () => ui.viewing ?? session.state().history.length,
    plies: () => session.state().history.length,
    async hint() {
      const snap = snapshot();
      if (!snap.canHint) return;
      const at = ui.generation;
      ui.hint = { kind: 'looking' };
      redraw();
      try {
        const { move } = await opponent.think({ ...gameForEngine(), level: 8, timeMs: delays.hint });
        if (at !== ui.generation) return;
        ui.hint = { kind: 'move', move };
      } catch (e) {
        if (e instanceof Cancelled || at !== ui.generation) return;
        ui.hint = { kind: 'failed', error: e };
      }
      redraw();
    },
    /**
     * Loads a candidate game (pasted, or a link); `asPosition`: a new game from its last
     * position. Resolves false (and drops it) when the player keeps the game in progress.
     */
    async load(candidate, { asPosition = false, ask = true, id = undefined } = {}) {
      if (ask && inProgress() && !(await confirmNew())) {
        candidate.drop();
        return false;
      }
      const next = asPosition ? session.positionOf(candidate) : candidate;
      ui.error = null;
      start(next, { id, over: next.state().over, ending: true });
      return true;
    },
    /**
     * The next game with the same players, each on the other side, on the same board (a
     * match: a new match of as many games). With a friend, it is a new game by link; its
     * link goes to the friend at once when the friend moves first.
     */
    rematch() {
      const state = session.state();
      if (!rematchable(state)) return;
      ui.error = null;
      const match = ui.match ? { id: newId(), games: ui.match.games, results: [], index: 0 } : null;
      const settings = players.get();
      const friend = ui.friend;
      if (friend?.seat) {
        const seat = other(friend.seat);
        players.set({ ...settings, human: seat });
        start(null, {
          ending: true, match, board: state.board,
          friendGame: { seat, sent: 0, names: { white: friend.names.black, black: friend.names.white } },
        });
        if (ui.seats[session.state().turn] === 'friend') sendLink();
        return;
      }
      // Against the computer the person takes the side the computer had (at one screen nothing changes hands).
      if (settings.mode === 'ai') players.set({ ...settings, human: other(playersIn(settings, ui.match).human) });
      start(null, { ending: true, match, board: state.board });
    },
    /** The next game of the match: the sides switched, on the same board. */
    nextGame() {
      const match = ui.match;
      if (!match || match.results.length !== match.index + 1 || matchState(match.games, match.results).over) return;
      ui.error = null;
      const next = { ...match, index: match.results.length };
      // With a friend: each keeps to their player, whose side and name switch.
      const friend = ui.friend;
      const friendGame = friend?.seat ? {
        seat: other(friend.seat), sent: 0, names: { white: friend.names.black, black: friend.names.white },
      } : undefined;
      // On the board of the game before, whatever a new game would be played on.
      start(null, { ending: true, match: next, board: session.state().board, friendGame });
    },
    closeEnd() {
      ui.endOpen = false;
      focusOn('board');
      redraw();
    },
    /** Reviews the game shown, in the review's own worker; the end panel makes way for it. */
    review() {
      const state = session.state();
      if (!snapshot().canReview) return;
      ui.endOpen = false;
      // The end panel goes at once, not when the review has something to draw.
      redraw();
      // The review's chunk may have to come first: the focus goes to Stop once it is shown.
      reviewer.start(session.record(), state.history.length).then(() => {
        focusOn('review');
        redraw();
      });
    },
    /** The page was used (a press, a key): a game against the computer starts its engine now. */
    warmEngine() {
      if (!ui.warmWanted) return;
      ui.warmWanted = false;
      opponent.warm();
    },
    cancelReview: () => reviewer.cancel(),
    warmReview: () => reviewer.warm(),
    /**
     * The review moved on: the panels (its box, the marks of the moves), and the board
     * only when its arrow changed (panels/view.js: a board drawn once per reviewed move
     * would cost the page's thread for nothing).
     */
    reviewChanged() {
      draw(snapshot(), { boardAsIs: true });
    },
    pause() {
      if (ui.paused) return;
      ui.paused = true;
      stopThinking();
      refresh();
    },
    resume() {
      if (!ui.paused) return;
      ui.paused = false;
      refresh();
    },
    /** The players' settings changed (the form, a host's command): a new game with them. */
    playersChanged() {
      ui.paused = false;
      start(null);
    },
    /** Sends the friend the link: the phone's share sheet, else the clipboard. */
    send: () => sendLink(),
    /**
     * Starts preparing answers to the friend's coming move: the board shows a scratch copy
     * of the game on which the friend's move and the answer are played in turn.
     */
    prepare() {
      if (ui.preparing || !canPrepare(session.state())) return;
      unselect();
      ui.preparing = { scratch: scratchCopy(), line: [], error: null };
      focusOn('board');
      redraw();
    },
    /** The scratch board goes back to the game for another line (the lines made stay). */
    prepareNewLine() {
      if (!ui.preparing) return;
      unselect();
      newLine();
      ui.preparing.error = null;
      redraw();
    },
    /** Removes the prepared line at `index` (of the snapshot's `answers.lines`), unless a link sent carried it. */
    removeAnswer(index) {
      if (!ui.answers?.mine || !canPrepare(session.state())) return;
      if (lockedLines(ui.answers.lines, ui.answers.sentLines)[index] !== false) return;
      const text = withoutLine(ui.answers.lines, index, session.state().history.length);
      ui.answers = checkedAnswers({ text, mine: true, sent: ui.answers.sent });
      ui.sentAt = -1;
      queueSave();
      redraw();
    },
    /** Done preparing: the board shows the game again; the answers made stay with it. */
    prepareDone() {
      if (!ui.preparing) return;
      unselect();
      endPreparing();
      focusOn('board');
      redraw();
    },
    /** Opens a game of "Games with friends" (this device's games with friends). */
    openFriendGame(id) {
      const known = friends.get(id);
      if (!known || ui.friend?.id === id) return;
      const game = session.read(known.record, 'record');
      const left = leaving();
      players.set({ ...players.get(), mode: 'friend' });
      start(game, {
        id, over: game.state().over, friendGame: { seat: known.seat, sent: known.sent, names: known.names }, match: readMatch(known.match, matchState),
        answers: known.answers,
      });
      offerBack(left);
    },
    /** Opens a game put aside (storage/aside.js) in place of the one shown, which goes aside if unfinished. */
    openAside(id) {
      const kept = aside.get(id);
      if (kept && session.id !== id) bringBack(kept);
    },
    /** The game shown is forgotten here: a new one takes its place. */
    forget(id) {
      if (ui.friend?.id === id) start(null, { ending: true });
    },
    /** jarmo:ready is posted: the game the page opened with is known to the host. */
    announceReady() {
      const state = session.state();
      bridge.ready(state.position, state.history.map((m) => m.text));
      ui.ready = true;
    },
    /**
     * Leaving the page: a save still waiting for its task is written now. Nothing else
     * is: what is stored may be another tab's newer game.
     */
    flushSave() {
      if (saveTimer) saveNow();
    },
    get paused() {
      return ui.paused;
    },
  };
  return controller;
}

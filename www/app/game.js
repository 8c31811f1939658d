// The page's controller: it composes the game's features and hands the views one
// snapshot to draw from after each change; the views keep nothing and read nothing back.
// The game lives in the session (session.js); who plays it, in the players' settings;
// rules only in the core. Each feature is a module given one context (state.js Context):
// playing.js, links.js, preparing.js, games.js, matches.js, drawings.js, reviewing.js;
// each changes the state only by its pure transitions (ctx.step). This module keeps
// what they share: the state, what the board is told, the notices, the snapshot, and a
// change's effects, which come after the views have drawn it: the host hears of a move
// before anything it leads to, the game is saved in a task of its own, a forced pass
// waits long enough to be read, the computer thinks once the board has drawn the move.

import { RETURN, destinations, passing, redoTarget, seatsOf, undoTarget } from './turns.js';
import { newFriendGame, withSeat } from './friend.js';
import { createFriendsChunk } from './friends-chunk.js';
import { friendOpens, matchOpens } from './opening.js';
import { reviewAt } from './review-lines.js';
import { lazyDrawn } from './drawings-lazy.js';
import { inScore, matchGameId, matchView, newMatch, playersIn } from './match.js';
import { createNotices } from './notices.js';
import { createBoardCues } from './drill.js';
import { pageDelays } from './delays.js';
import { systemClock } from './clock.js';
import { createBoardSettle } from './settle.js';
import {
  answersKept, begun, changingGame, counted, drawingsGone, endClosed, errorCleared, inMatch, initialState, linked, nextGeneration, readied, seated, shapesAt, withFriend,
} from './state.js';
import { createPlaying, pausedIs } from './playing.js';
import { createGames } from './games.js';
import { lazyMatches } from './matches-lazy.js';
import { createReviewing } from './reviewing.js';

/** @typedef {import('./state.js').Snapshot} Snapshot */
/** @typedef {import('./state.js').MatchView} MatchView */
/** @typedef {import('./state.js').GamePanels} GamePanels */

/**
 * @param {import('./state.js').ControllerDeps} deps
 */
export function createController({ session, opponent, view, players, bridge, stats, save, newId, saved = () => null, confirmNew, friends, aside, names, reviewer, sound, matchState, share, motionAllowed = () => true, delays = pageDelays(), clock = systemClock, friendly = null, loadFriendly = () => import('./friendly.js'), answering = async () => {}, matching = () => null }) {
  /**
   * The controller's state (state.js initialState): one frozen object that `ctx.step`
   * replaces, never changed in place, as the board's (board/core.js), the lessons' and
   * the puzzles'. The features read it as `ctx.ui` and change it with `ctx.step`
   * and a pure transition of theirs.
   */
  let ui = Object.freeze(initialState());
  /** @type {import('./state.js').Context['step']} replaces the state with what `transition` makes of it */
  const step = (transition, ...args) => {
    ui = Object.freeze(transition(ui, ...args));
  };
  /**
   * What the board is told once and how it is turned (drill.js createBoardCues): what
   * screen readers are told (the game's last move, the move that led to the position
   * shown, the status line, the player's arrows and circles), where the focus goes (the
   * end panel's first button if it is open then, the board, the first visit's question,
   * the review's Stop), a dropped selection, and Black's archers at the bottom (Black's
   * player is at this screen).
   */
  const boardCues = createBoardCues();
  /** Whether the board has drawn all it was given: the view says so (settle.js). */
  const settle = createBoardSettle(clock);
  const say = boardCues.say;
  const focusOn = boardCues.focusOn;
  const unselect = boardCues.unselect;
  // The clock's handle of a save waiting for its task.
  let saveTimer = 0;
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
    settle.rendered(snap);
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
      canUndo: !ui.paused && !inScore(ui.match) && undoTarget(state.history, ui.seats, ctx.playing.keptPlies()) !== null,
      canRedo: !ui.paused && redoTarget(state.history, state.redo, ui.seats) !== null,
      canHint: live && humanToMove && helped,
      canReview: !ui.theirs && helped && state.history.length > 0,
      canRematch: ctx.matches.rematchable(state),
      sent,
      shared: sent && ui.shared?.plies === state.history.length ? { outcome: ui.shared.outcome, link: ui.shared.link } : null,
      welcome: ui.welcome,
      hint: ui.hint,
      friend: ui.friend,
      theirs: Boolean(ui.theirs),
      replaying: ctx.links.replaying(),
      review,
      arrow: next ? { from: next.best.from, to: next.best.to } : null,
      match: matchView(ui.match, { friend: ui.friend, players: players.get(), matchState }),
      answers: ctx.prepared.view(ui.answers),
      canPrepare: ctx.prepared.canPrepare(state),
      preparing: ui.preparing ? { line: [...ui.preparing.line], error: ui.preparing.error } : null,
      // A friend's copy shown read-only is not this game, nor the scratch board of prepared answers: nothing is drawn on them.
      drawings: ui.theirs || ui.preparing ? [] : shapesAt(ui, ui.viewing ?? state.history.length),
      notices: notices.list(),
      ...boardCues.view(),
      engine: opponent.route ?? null,
      error: ui.error,
      disagree: ui.disagree,
    };
  }

  /**
   * Whether this device owns the game: it began here or came from this device's own
   * save, or a person moved in it here. Only such a game (or match) is counted in the
   * statistics: the address is anyone's to write, and a game that only came through
   * it (a crafted link the computer wins at once, say) is nobody's here.
   */
  const owned = () => !ui.opened;

  /**
   * Draws the change and then does what it leads to. `animate`: the move that led here,
   * for the board; `opened`: the end panel may take the focus.
   */
  function refresh({ animate = null } = {}) {
    step(nextGeneration);
    // Answers are for the game after one number of moves: a takeback or a move leaves them behind.
    const plies = session.state().history.length;
    step(answersKept, ctx.prepared.forPlies(ui.answers, plies));
    if (ui.preparing && !ctx.prepared.canPrepare(session.state())) ctx.prepared.endPreparing();
    ctx.matches.countMatchGame(session.state());
    ctx.links.dropStaleNote();
    // A game with a friend on screen: its features come now (Send, Prepare answers), drawn again once here.
    if (ui.friend) friendsChunk.wanted(redraw);
    const snap = snapshot();
    draw(snap, { animate });
    stats.show?.(snap.state.board);
    queueSave();
    ctx.playing.schedulePass(snap);
    if (ui.viewing === null && ctx.playing.computerToMove(snap.state)) ctx.playing.computerMove();
    // A game over is the likeliest moment for a review: its engine starts now (and a quiet one, for the mistakes).
    if (snap.state.over) reviewing.ended(snap);
    if (snap.state.over && !ui.counted) {
      step(counted);
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
    ctx.links.dropStaleNote();
    draw(snapshot(), { animate: null });
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
      answers: ctx.prepared.stored(ui.answers),
    });
    // A portal that carries the game itself hears of each new link.
    if (ui.friend && next && next !== ui.link) bridge.link(next, ui.friend.id);
    step(linked, next);
  }

  // --- games ----------------------------------------------------------------
  /**
   * Makes `candidate` (from session.read, or null for a new game from the start) the
   * game (state.js StartOptions). A new game of a match with a friend takes its id from
   * the match, so that both devices name it alike.
   * @param {ReturnType<ReturnType<typeof import('./session.js').createSession>['read']> | null} candidate
   * @param {import('./state.js').StartOptions} [options]
   */
  function start(candidate, { id = newId(), over = false, friendGame = undefined, fromAddress = false, ending = false, match = undefined, board = undefined, answers = undefined, sayAnswers = false } = {}) {
    // Whatever the computer was thinking about belongs to the old game, and so do the
    // drawings (the same game again, from a friend's link, keeps them).
    if (id !== session.id) step(drawingsGone);
    ctx.playing.stopThinking();
    ctx.links.endReplay();
    ctx.links.dropTheirs();
    ctx.prepared.endPreparing();
    // A game with a friend in which no move was made (one started here, say) is not
    // kept in "Games with friends" once another game takes its place.
    if (ui.friend && ui.friend.id !== id && session.state().history.length === 0) friends.remove(ui.friend.id);
    // The game the player chose to end for this one is not put aside (storage/save.js).
    step(changingGame, { ended: ending && session.id ? session.id : null, opened: fromAddress });
    // A match goes on (the next game, or one restored), or a new game starts one when the
    // players ask for one; a game read from elsewhere is a single game.
    step(inMatch, match !== undefined ? match : candidate ? null : newMatch(players.get().match, newId));
    const friendHere = players.get().mode === 'friend';
    // Both devices of a match with a friend name its games alike.
    if (!candidate && friendHere && ui.match) id = matchGameId(ui.match);
    if (candidate) candidate.take(id);
    else session.startNew(players.get().first, id, board ?? players.get().board);
    step(withFriend, friendHere ? withSeat(friendGame ? { ...friendGame, id } : newFriendGame(id, players.get().human, names()), session.state()) : null);
    // Prepared answers kept with the game or brought by a link, if they fit it.
    step(seated, {
      answers: ctx.prepared.checkedAnswers(answers, { say: sayAnswers }),
      seats: seatsOf(playersIn(players.get(), ui.match), ui.friend),
    });
    step(begun, over);
    // Black's player has Black's archers at the bottom: against the computer, and with a friend.
    const mine = ui.friend ? ui.friend.seat : ui.seats.black === 'human' && ui.seats.white !== 'human' ? 'black' : 'white';
    boardCues.flip(mine === 'black');
    if (ui.friend?.seat) players.set({ ...players.get(), human: ui.friend.seat });
    // Before the page is ready, jarmo:ready tells the host the game it opens with.
    const opening = session.state();
    if (ui.ready) bridge.position(opening.position, opening.history.map((m) => m.text));
    say('status');
    focusOn('end');
    refresh();
  }

  // The features (state.js Context): each is given the dependencies, the state and the
  // helpers above, and reaches the others through the context. Friend links and prepared
  // answers come in a chunk of their own with the first game with a friend (friends-chunk.js).
  // The chunk counts as here once the session's Game has the answers too (engine/core.js).
  const loadFriends = () => Promise.all([loadFriendly(), answering()]).then(([chunk]) => chunk);
  const friendsChunk = createFriendsChunk(() => ctx, { friendly, load: loadFriends, notice });
  const { withFriends } = friendsChunk;
  /** @type {import('./state.js').Context} */
  const ctx = {
    session, opponent, view, players, bridge, stats, save, newId, saved, confirmNew, friends, aside, names, reviewer, sound, matchState, matching, share,
    motionAllowed, delays, clock, say, focusOn, unselect, notice, draw, snapshot, refresh, redraw, cue, queueSave, saveNow, start,
    get ui() { return ui; },
    boardIdle: settle.whenIdle, step, shownPly, owned, withFriends,
    ...friendsChunk.standIns(), playing: null, games: null, matches: null,
  };
  friendsChunk.ready();
  const playing = (ctx.playing = createPlaying(ctx));
  const games = (ctx.games = createGames(ctx));
  const matches = (ctx.matches = lazyMatches(ctx));
  const drawn = lazyDrawn(ctx);
  const reviewing = createReviewing(ctx);
  const controller = {
    snapshot,
    redraw,
    start,
    /**
     * Opens the page's first game (games.js open); resolves once it is shown, with the friend features' chunk or the
     * whole core of a match first if it needs them (without the chunk, a new game: the page is never left without one).
     */
    open(plan, options) {
      const open = () => (friendOpens(plan, players.get()) ? withFriends(() => games.open(plan, options), () => start(null)) : games.open(plan, options));
      return matchOpens(plan, players.get()) ? matches.withMatches(open) : open();
    },
    openLink(fragment) {
      const open = () => (fragment.friend ? withFriends(() => games.openLink(fragment)) : games.openLink(fragment));
      return fragment.match != null ? matches.withMatches(open) : open();
    },
    /** A new game from the start (games.js newGame); a match's first comes once the core says where matches stand. */
    newGame: (options) => matches.whenWanted(() => games.newGame(options)),
    inProgress: games.inProgress,
    load: games.load,
    openFriendGame: (id) => withFriends(() => games.openFriendGame(id)),
    openAside: games.openAside,
    forget: games.forget,
    boardMove: playing.boardMove,
    pick: (orig) => { boardCues.pick(orig); draw(snapshot(), { boardAsIs: true }); }, // the board's picked archer (drill.js)
    typedMove: playing.typedMove,
    refused: playing.refused,
    pressedInert: playing.pressedInert,
    undo: playing.undo,
    redo: playing.redo,
    view: playing.view,
    pickReviewPoint: reviewing.pickReviewPoint,
    stepView: playing.stepView,
    viewed: playing.viewed,
    plies: playing.plies,
    hint: playing.hint,
    pause: playing.pause,
    resume: playing.resume,
    warmEngine: playing.warmEngine,
    warmMatches: matches.warm,
    prepare: () => withFriends(() => ctx.prepared.prepare()),
    prepareNewLine: () => withFriends(() => ctx.prepared.prepareNewLine()),
    removeAnswer: (index) => withFriends(() => ctx.prepared.removeAnswer(index)),
    prepareDone: () => withFriends(() => ctx.prepared.prepareDone()),
    rematch: matches.rematch,
    nextGame: matches.nextGame,
    send: () => withFriends(() => ctx.links.sendLink()),
    draw: drawn.draw,
    clearDrawings: drawn.clearDrawings,
    warmDrawings: drawn.warm,
    review: reviewing.review,
    cancelReview: reviewing.cancelReview,
    warmReview: reviewing.warmReview,
    reviewChanged: reviewing.reviewChanged,
    reviewSource: reviewing.source,
    /** The view: its board has drawn the last frame of `snap` (settle.js). */
    boardSettled: settle.settled,
    /** The player closed the game's notice `key`. */
    dismissNotice: notices.dismiss,
    /** The player put the error above the board away (a tap on it, in a small frame). */
    dismissError() {
      if (!ui.error) return;
      step(errorCleared);
      redraw();
    },
    /** The player pressed the button of the game's notice `key`. */
    noticeAction: notices.act,
    closeEnd() {
      step(endClosed);
      focusOn('board');
      redraw();
    },
    /** The players' settings changed (the form, a host's command): a new game with them. */
    playersChanged() {
      return matches.whenWanted(() => {
        step(pausedIs, false);
        start(null);
      });
    },
    /** jarmo:ready is posted: the game the page opened with is known to the host. */
    announceReady() {
      const state = session.state();
      bridge.ready(state.position, state.history.map((m) => m.text));
      step(readied);
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

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
import { Cancelled } from './opponent.js';
import { linkDecision, mergeNames } from './friend.js';
import { reviewAt } from '../review/lines.js';
import { moveCues } from './cues.js';

/** How long the notice stays up before a forced pass is played. */
const PASS_NOTICE_MS = 1600;
/** The computer's time at level 8, and for hints (the strongest search). */
const LEVEL_8_MS = 1000;
const HINT_MS = 500;
/** A computer's reply waits this long, so the player sees the move it answers. */
const REPLY_PAUSE_MS = 350;
/** The longest the computer waits for the board to finish drawing a move. */
const IDLE_WAIT_MS = 400;

/**
 * @typedef {object} Snapshot what the views draw
 * @property {import('../contract.js').GameState} state the game
 * @property {import('../contract.js').GameState} shown what the board shows: the game, or the viewed position
 * @property {number | null} viewing the ply shown from the move list, or null for the game
 * @property {import('../contract.js').Seats} seats
 * @property {number} level the computer's
 * @property {boolean} paused
 * @property {import('../contract.js').Side | null} passing the side about to pass
 * @property {boolean} thinking the computer is thinking
 * @property {boolean} endOpen the end panel is open (when the game is over)
 * @property {boolean} humanToMove board input counts now
 * @property {Map<number | 'return', {to: number, capture: boolean}[]>} dests
 * @property {import('../contract.js').Side | null} returnable the side whose captured archer may come back now
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {boolean} canHint
 * @property {{kind: 'looking'} | {kind: 'move', move: import('../contract.js').Move} | {kind: 'failed', error: unknown} | null} hint
 * @property {import('../contract.js').Friend | null} friend the game is with a friend elsewhere
 * @property {boolean} theirs the board shows a friend's copy read-only
 * @property {boolean} replaying the board shows moves not seen yet, one by one
 * @property {string[]} [targets] circles drawn as a lesson's goal
 * @property {boolean} [tries] any archer may be picked and any circle tried (the core explains a refusal)
 * @property {{from: string | null, to: string} | null} [arrow] a move drawn as an arrow (a review's better move)
 * @property {import('../review/reviewer.js').Review | null} [review] the review of this game, as far as it went
 * @property {import('../learn/lessons.js').Bars} [bars] what the bars show (a lesson's choice; all of it when absent)
 */

/**
 * @param {object} deps
 * @param {ReturnType<typeof import('./session.js').createSession>} deps.session
 * @param {ReturnType<typeof import('./opponent.js').createOpponent>} deps.opponent
 * @param {ReturnType<typeof import('../panels/view.js').createView>} deps.view
 * @param {{get: () => import('../contract.js').Players, set: (p: Partial<import('../contract.js').Players>) => void}} deps.players
 * @param {ReturnType<typeof import('../embed/bridge.js').createEmbedBridge>} deps.bridge
 * @param {{record: (winner: string | null, id: string) => void}} deps.stats
 * @param {(game: {id: string, record: string, compact: string, players: import('../contract.js').Players,
 *   friend: import('../contract.js').Friend | null, state: import('../contract.js').GameState}) => string | null} deps.save
 *   keeps the game; returns a friend game's link
 * @param {() => string} deps.newId
 * @param {() => Promise<boolean>} deps.confirmNew asks whether to leave the game in progress
 * @param {{get: (id: string) => (import('../contract.js').Friend & {record: string, over: boolean}) | null,
 *   remove: (id: string) => void}} deps.friends this device's games with friends
 * @param {() => {you: string, them: string}} deps.names the names the player gave for a new game with a friend
 * @param {ReturnType<typeof import('../review/lazy.js').createLazyReviewer>} deps.reviewer reviews a game in a worker of its own
 * @param {{play: (cues: import('../sound/recipes.js').Cue[]) => void}} deps.sound the game's sounds
 */
export function createController({ session, opponent, view, players, bridge, stats, save, newId, confirmNew, friends, names, reviewer, sound }) {
  /** @type {import('../contract.js').Seats} */
  let seats = { white: 'human', black: 'human' };
  /** @type {number | null} */
  let viewing = null;
  let paused = false;
  let endOpen = true;
  let counted = false;
  let thinking = false;
  /** @type {Snapshot['hint']} */
  let hint = null;
  /** jarmo:ready has been posted: later games are announced with jarmo:position. */
  let ready = false;
  /** A token that changes with every move and new game: late answers are dropped. */
  let generation = 0;
  let passTimer = 0;
  let saveTimer = 0;
  /** @type {import('../contract.js').Friend | null} the game is with a friend elsewhere */
  let friend = null;
  /** A friend's copy shown read-only (a candidate of the session), or null. */
  let theirs = null;
  let replayTimer = 0;
  /** The link of the last save of a friend game. */
  let link = null;

  function snapshot() {
    const state = session.state();
    const live = viewing === null && !theirs;
    const side = passing(state);
    const humanToMove = !paused && !state.over && seats[state.turn] === 'human' && !side;
    const dests = live && humanToMove ? destinations(state.moves) : new Map();
    const review = theirs ? null : reviewer.of(session.record());
    // The better move of the move after the position shown, where that move was not the best.
    const { next } = reviewAt(review, viewing ?? state.history.length);
    return {
      state,
      shown: theirs ? theirs.state() : viewing === null ? state : session.stateAt(viewing),
      viewing,
      seats,
      level: players.get().level,
      paused,
      passing: side,
      thinking,
      endOpen: endOpen && live && state.over,
      humanToMove: live && humanToMove,
      dests,
      returnable: dests.has(RETURN) ? state.turn : null,
      canUndo: !paused && undoTarget(state.history, seats) !== null,
      canRedo: !paused && redoTarget(state.history, state.redo, seats) !== null,
      canHint: live && humanToMove,
      hint,
      friend,
      theirs: Boolean(theirs),
      replaying: Boolean(replayTimer),
      review,
      arrow: next ? { from: next.best.from, to: next.best.to } : null,
    };
  }

  /** The arrow the board drew last (a review's better move), as JSON. */
  let drawnArrow = 'null';

  const computerToMove = (state) => !paused && !state.over && seats[state.turn] === 'computer' && !passing(state);

  /**
   * Draws the change and then does what it leads to. `animate`: the move that led here,
   * for the board; `opened`: the end panel may take the focus.
   */
  function refresh({ animate = null } = {}) {
    generation++;
    const snap = snapshot();
    drawnArrow = JSON.stringify(snap.arrow);
    view.render(snap, { animate });
    queueSave();
    schedulePass(snap);
    if (viewing === null && computerToMove(snap.state)) computerMove();
    // A game over is the likeliest moment for a review: its engine starts now.
    if (snap.state.over) reviewer.warm();
    if (snap.state.over && !counted) {
      counted = true;
      stats.record(snap.state.result.winner, session.id);
      const { result } = snap.state;
      bridge.gameOver(result.winner ?? 'draw', result.white, result.black);
    }
    return snap;
  }

  /** The sounds of `cues`; none while the host has paused the game. */
  function cue(cues) {
    if (!paused) sound.play(cues);
  }

  /** Redraws without a change of the game (a selection, a pause's notice). */
  function redraw() {
    const snap = snapshot();
    drawnArrow = JSON.stringify(snap.arrow);
    view.render(snap, { animate: null });
  }

  function showThinking(on) {
    if (thinking === on) return;
    thinking = on;
    view.renderThinking(on);
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
    if (!saveTimer) saveTimer = setTimeout(saveNow, 0);
  }

  function saveNow() {
    clearTimeout(saveTimer);
    saveTimer = 0;
    const next = save({
      id: session.id, record: session.record(), compact: session.compactRecord(), players: players.get(), friend, state: session.state(),
    });
    // A portal that carries the game itself hears of each new link.
    if (friend && next && next !== link) bridge.link(next, friend.id);
    link = next;
  }

  // --- the computer ---------------------------------------------------------

  /** The game as the engine takes it: its start position and the moves since. */
  function gameForEngine() {
    const state = session.state();
    return { start: state.startPosition, moves: state.history.map((m) => m.text) };
  }

  async function computerMove() {
    const at = generation;
    const { level } = players.get();
    const started = performance.now();
    try {
      // The search takes a whole core: it starts once the board has drawn the move it
      // answers, so that the page's last frames do not compete with it, and the page
      // says the computer thinks from then on. (At most IDLE_WAIT_MS: a hidden tab
      // draws no frames.)
      await view.boardIdle(IDLE_WAIT_MS);
      if (at !== generation) return;
      showThinking(true);
      const result = await opponent.think({
        ...gameForEngine(),
        level,
        timeMs: level === 8 ? LEVEL_8_MS : null,
      });
      const wait = REPLY_PAUSE_MS - (performance.now() - started);
      if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
      if (at !== generation) return;
      showThinking(false);
      view.renderEngineRoute(opponent.route);
      // A person looking back at an earlier position keeps looking: the answer is
      // in the list, and Back to the game (or a move) shows it.
      const error = play(result.move.text, { animate: true, keepView: true });
      if (error) throw error;
    } catch (e) {
      if (e instanceof Cancelled || at !== generation) return;
      showThinking(false);
      view.showError('error.computer', e);
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
    const kept = keepView ? viewing : null;
    viewing = kept;
    hint = null;
    view.clearMoveError();
    // The first move this device makes in a friend's game is its side from then on.
    if (friend && !friend.seat && seats[played.side] === 'human') {
      friend = { ...friend, seat: played.side };
      seats = seatsOf(players.get(), friend);
      players.set({ ...players.get(), human: played.side });
    }
    // The host hears of the move before anything it leads to (the end of the game).
    bridge.move(played.text, session.position());
    const snap = refresh({ animate: animate && played.kind !== 'pass' && kept === null ? { played, before } : null });
    cue(moveCues(played, snap.state, seats));
    view.announceMove(snap.state);
    if (snap.endOpen) view.focusEnd();
    return null;
  }

  /** A move from the board (always one it offered). */
  function boardMove(text, dragged) {
    const error = play(text, { animate: !dragged });
    // The board only offers legal moves, so a refusal means the two disagree: say so.
    if (error) view.sayDisagree(error);
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
    if (paused) return { code: 'movebox.paused' };
    if (!state.over && seats[state.turn] === 'friend') return friendWait(state.turn);
    if (!state.over && seats[state.turn] !== 'human') return { code: 'movebox.wait' };
    const wasViewing = viewing;
    const error = play(text, { animate: true });
    if (error && wasViewing !== null) {
      viewing = wasViewing;
      redraw();
    }
    return error;
  }

  /** A forced pass is played for the player, after a notice long enough to read. */
  function schedulePass(snap) {
    clearTimeout(passTimer);
    if (!snap.passing || paused) return;
    const at = generation;
    passTimer = setTimeout(() => {
      // Only if nothing happened meanwhile (a typed "pass", a new game).
      if (at === generation && !paused) play('pass', { animate: false });
    }, PASS_NOTICE_MS);
  }

  // --- takeback -------------------------------------------------------------

  /** Takes moves back (undo) or plays them again (redo) up to `target` moves. */
  function travel(target) {
    if (target === null || paused) return;
    stopThinking();
    viewing = null;
    hint = null;
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
    if (!session.state().over) counted = false;
    endOpen = true;
    const snap = refresh();
    view.announceStatus(snap);
  }

  // --- games ----------------------------------------------------------------

  /**
   * Makes `candidate` (from session.read, or null for a new game from the start) the
   * game, with `id` (a resumed game's; else a new one). `over`: it ended before this
   * page, so it is not counted here.
   */
  function start(candidate, { id = newId(), over = false, friendGame = undefined } = {}) {
    // Whatever the computer was thinking about belongs to the old game.
    stopThinking();
    endReplay();
    dropTheirs();
    // A game with a friend in which no move was made (one the page opened with, say)
    // is not kept in "Games with friends" once another game takes its place.
    if (friend && friend.id !== id && session.state().history.length === 0) friends.remove(friend.id);
    friend = players.get().mode === 'friend' ? friendGame ?? newFriend(id) : null;
    link = null;
    seats = seatsOf(players.get(), friend);
    if (seats.white === 'computer' || seats.black === 'computer') opponent.warm();
    if (candidate) candidate.take(id);
    else session.startNew(players.get().first, id);
    viewing = null;
    hint = null;
    counted = over;
    endOpen = true;
    // Black's player has Black's archers at the bottom: against the computer, and with a
    // friend (who, before a first move here, plays the side to move).
    const mine = friend ? friend.seat ?? session.state().turn : seats.black === 'human' && seats.white !== 'human' ? 'black' : 'white';
    view.setFlipped(mine === 'black');
    if (friend?.seat) players.set({ ...players.get(), human: friend.seat });
    // Before the page is ready, jarmo:ready tells the host the game it opens with.
    const opening = session.state();
    if (ready) bridge.position(opening.position, opening.history.map((m) => m.text));
    const snap = refresh();
    view.announceStatus(snap);
    if (snap.state.over) view.focusEnd();
  }

  /** A new game from the start with the players' settings, leaving the old one only after asking. */
  async function newGame({ ask = true } = {}) {
    if (ask && inProgress() && !(await confirmNew())) return false;
    view.clearError();
    start(null);
    return true;
  }

  /** A new game with a friend: this device starts it, so it owns the colour chosen. */
  function newFriend(id) {
    const { human } = players.get();
    const given = names();
    return { id, seat: human, names: human === 'white' ? { white: given.you, black: given.them } : { white: given.them, black: given.you } };
  }

  /** The refusal of a move of the friend's side: whose move it is and whom to send the link. */
  function friendWait(side) {
    const name = friend.names[side];
    return { code: name ? `friend.wait.${side}` : `friend.waitUnnamed.${side}`, params: { name } };
  }

  function endReplay() {
    clearTimeout(replayTimer);
    replayTimer = 0;
  }

  function dropTheirs() {
    theirs?.drop();
    theirs = null;
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
    if (ply === last - 1 || !view.motionAllowed()) {
      if (view.motionAllowed()) view.render(snapshot(), { animate: { played: session.state().lastMove, before: session.stateAt(ply) } });
      view.announceMove(session.state());
      cue(moveCues(session.state().lastMove, session.state(), seats));
      return;
    }
    viewing = ply;
    const step = () => {
      const before = session.stateAt(viewing);
      viewing += 1;
      const after = viewing >= last ? session.state() : session.stateAt(viewing);
      if (viewing >= last) {
        viewing = null;
        replayTimer = 0;
      } else {
        replayTimer = setTimeout(step, 900);
      }
      view.render(snapshot(), { animate: { played: after.lastMove, before } });
      view.announceMove(after);
      // The move's own sound each time; the end or "your turn" after the last.
      const cues = moveCues(after.lastMove, after, seats);
      cue(viewing === null ? cues : cues.slice(0, 1));
    };
    replayTimer = setTimeout(step, 600);
    redraw();
  }

  /**
   * A friend's link (a fragment with an id and no mode): a game this device knows is
   * compared with its copy and never lost; an unknown one is opened with no side yet
   * (the first move made here takes one). `initial`: the page opens with it. Returns
   * whether a game is shown from the link.
   * @param {import('./opening.js').Fragment} fragment
   */
  function openFriend(fragment, { initial = false } = {}) {
    const known = friends.get(fragment.id);
    let linked;
    try {
      linked = session.read(fragment.record, 'record');
    } catch (e) {
      view.notice('link-damaged', 'friend.damaged', e, null, { number: e?.params?.moveNumber ?? '1' });
      if (!initial) saveNow();
      return false;
    }
    players.set({ ...players.get(), mode: 'friend' });
    if (!known) {
      const plies = linked.state().history.length;
      start(linked, { id: fragment.id, over: linked.state().over, friendGame: { id: fragment.id, seat: null, names: fragment.names } });
      // The friend's last move, played here for the one who opens the link.
      replayFrom(Math.max(0, plies - 1));
      return true;
    }
    const sameShown = friend?.id === fragment.id;
    const ours = sameShown ? null : session.read(known.record, 'record');
    const comparison = sameShown ? session.compare(fragment.record) : ours.game.compare(fragment.record);
    const ourPlies = sameShown ? session.state().history.length : ours.state().history.length;
    const decision = linkDecision(comparison, ourPlies);
    const friendGame = { id: known.id, seat: known.seat, names: mergeNames(known.names, fragment.names, known.seat) };
    if (decision.take === 'theirs') {
      ours?.drop();
      // A game this device plays that the link finishes is counted here (once, by its id).
      start(linked, { id: known.id, over: Boolean(known.over), friendGame });
      if (decision.replayFrom !== null) replayFrom(decision.replayFrom);
    } else {
      if (ours) start(ours, { id: known.id, over: ours.state().over, friendGame });
      if (decision.say === 'older') {
        linked.drop();
        view.notice('link-older', 'friend.older');
        saveNow();
      } else if (decision.say === 'differs') {
        view.notice('link-differs', 'friend.differs', null, {
          label: 'friend.look',
          run: () => showTheirs(linked),
        }, { number: comparison.moveNumber ?? '1', theirs: comparison.theirs ?? '–', ours: comparison.ours ?? '–' });
        saveNow();
      } else {
        linked.drop();
        if (sameShown) saveNow();
      }
    }
    return true;
  }

  /** Shows a friend's copy read-only, until a move of the list or Back is chosen. */
  function showTheirs(candidate) {
    endReplay();
    if (theirs !== candidate) dropTheirs();
    theirs = candidate;
    viewing = null;
    view.cancelSelection();
    redraw();
  }

  function inProgress() {
    const state = session.state();
    return !state.over && state.history.length > 0;
  }

  /**
   * A game of this page replaced by a link (`previous`: its record, players and id)
   * gets a notice with a button that brings it back for as long as the page is open:
   * opening a link never loses a game without a way back. A finished or empty game
   * needs none.
   */
  function offerBack(previous) {
    let over = true;
    try {
      const old = session.read(previous.record, 'record');
      over = old.state().over || old.state().history.length === 0;
      old.drop();
    } catch {
      return;
    }
    if (over) return;
    const close = view.notice('link-replaced', 'link.replaced', null, {
      label: 'link.back',
      run() {
        close();
        players.set(previous.players);
        start(session.read(previous.record, 'record'), { id: previous.id });
      },
    });
  }

  /**
   * Opens the page's first game by the plan of opening.js: the first attempt that
   * works, each refusal said.
   * @param {import('./opening.js').Attempt[]} plan
   */
  function open(plan) {
    for (const attempt of plan) {
      try {
        if (attempt.kind === 'position') {
          const game = session.read(attempt.text, 'position');
          start(game, { over: game.state().over });
          return;
        }
        if (attempt.kind === 'link' && attempt.friend) {
          if (openFriend({ record: attempt.record, id: attempt.id, players: null, friend: true, names: attempt.names }, { initial: true })) return;
          continue;
        }
        if (attempt.kind === 'link') {
          const game = session.read(attempt.record, 'text');
          // Who plays it, as the tab that played it did.
          if (attempt.players) players.set({ ...players.get(), ...attempt.players });
          if (attempt.replaces) offerBack(attempt.replaces);
          start(game, { id: attempt.id ?? newId(), over: game.state().over });
          return;
        }
        if (attempt.kind === 'save') {
          const game = session.read(attempt.save.record, 'record');
          // A finished game was counted when it ended: reopening the page starts the
          // next one. An empty one has nothing to resume: the settings of this visit
          // (the address's, or the stored ones) start a game of their own.
          const { over, history } = game.state();
          if (over || history.length === 0) {
            game.drop();
            continue;
          }
          players.set(attempt.players);
          // A game with a friend resumes with its side and names.
          const known = attempt.players.mode === 'friend' ? friends.get(attempt.save.id) : null;
          start(game, { id: attempt.save.id, friendGame: known ? { id: known.id, seat: known.seat, names: known.names } : undefined });
          return;
        }
        start(null);
        return;
      } catch (e) {
        if (attempt.kind === 'position') view.showError('error.position', e);
        else if (attempt.kind === 'link') view.notice('link-problem', 'link.problem', e);
        else view.notice('save-problem', 'save.problem.record', e);
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
      view.notice('link-problem', 'link.problem', e);
      // The address goes back to this game.
      saveNow();
      return;
    }
    offerBack({ record: session.record(), players: players.get(), id: session.id });
    if (fragment.players) players.set({ ...players.get(), ...fragment.players });
    start(game, { id: fragment.id ?? newId(), over: game.state().over });
  }

  return {
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
    undo: () => travel(undoTarget(session.state().history, seats)),
    redo: () => {
      const state = session.state();
      travel(redoTarget(state.history, state.redo, seats));
    },
    /** Shows the position after `ply` moves read-only; the number of moves played shows the game. */
    view(ply) {
      const last = session.state().history.length;
      const next = ply >= last ? null : Math.max(0, ply);
      if (next === viewing && !theirs && !replayTimer) return;
      endReplay();
      dropTheirs();
      viewing = next;
      view.cancelSelection();
      redraw();
    },
    viewed: () => viewing ?? session.state().history.length,
    plies: () => session.state().history.length,
    async hint() {
      const snap = snapshot();
      if (!snap.canHint) return;
      const at = generation;
      hint = { kind: 'looking' };
      redraw();
      try {
        const { move } = await opponent.think({ ...gameForEngine(), level: 8, timeMs: HINT_MS });
        if (at !== generation) return;
        hint = { kind: 'move', move };
      } catch (e) {
        if (e instanceof Cancelled || at !== generation) return;
        hint = { kind: 'failed', error: e };
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
      view.clearError();
      start(next, { id, over: next.state().over });
      return true;
    },
    closeEnd() {
      endOpen = false;
      redraw();
      view.focusBoard();
    },
    /** Reviews the game shown, in the review's own worker; the end panel makes way for it. */
    review() {
      const state = session.state();
      if (theirs || state.history.length === 0) return;
      endOpen = false;
      // The end panel goes at once, not when the review has something to draw.
      redraw();
      // The review's chunk may have to come first: the focus goes to Stop once it is shown.
      reviewer.start(session.record(), state.history.length).then(() => view.focusReview());
    },
    cancelReview: () => reviewer.cancel(),
    warmReview: () => reviewer.warm(),
    /**
     * The review moved on: its own box and marks only, and everything when the arrow
     * changed (a board drawn once per reviewed move would cost the page's thread for
     * nothing).
     */
    reviewChanged() {
      const snap = snapshot();
      const arrow = JSON.stringify(snap.arrow);
      if (arrow === drawnArrow) {
        view.renderReview(snap);
        return;
      }
      drawnArrow = arrow;
      view.render(snap, { animate: null });
    },
    pause() {
      if (paused) return;
      paused = true;
      stopThinking();
      refresh();
    },
    resume() {
      if (!paused) return;
      paused = false;
      refresh();
    },
    /** The players' settings changed (the form, a host's command): a new game with them. */
    playersChanged() {
      paused = false;
      start(null);
    },
    /** Sends the friend the link: the phone's share sheet, else the clipboard. */
    send() {
      if (!friend) return;
      saveNow();
      view.share(link, friend);
    },
    /** Opens a game of "My games" (this device's games with friends). */
    openFriendGame(id) {
      const known = friends.get(id);
      if (!known || friend?.id === id) return;
      const game = session.read(known.record, 'record');
      players.set({ ...players.get(), mode: 'friend' });
      start(game, { id, over: game.state().over, friendGame: { id, seat: known.seat, names: known.names } });
    },
    /** The game shown is forgotten here: a new one takes its place. */
    forget(id) {
      if (friend?.id === id) start(null);
    },
    /** jarmo:ready is posted: the game the page opened with is known to the host. */
    announceReady() {
      const state = session.state();
      bridge.ready(state.position, state.history.map((m) => m.text));
      ready = true;
    },
    /**
     * Leaving the page: a save still waiting for its task is written now. Nothing else
     * is: what is stored may be another tab's newer game.
     */
    flushSave() {
      if (saveTimer) saveNow();
    },
    get paused() {
      return paused;
    },
  };
}

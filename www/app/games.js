// Opening games and putting them aside, the feature: the page's first game by the plan
// of opening.js, a link opened in the tab, a game pasted or loaded, New game, a game of
// "Games with friends" or of the games put aside (storage/aside.js). A game of this
// device's that another takes the place of is offered back, and never lost.
//
// Unit tests: its transitions in tests/unit/transitions.test.mjs; the feature in
// starting.test.mjs, keeping.test.mjs, storage.test.mjs (through the controller, with the
// real core and a fake clock).

import { continues } from './opening.js';
import { readMatch } from './match.js';
import { errorCleared, failed } from './state.js';

/** @typedef {import('./state.js').ControllerState} State */

// The transitions of opening games: pure, `(state, ...action) → state`
// (tests/unit/transitions.test.mjs).

/**
 * This device's game in progress, `previous`, gave its place to the game shown and is
 * offered back (null: no longer).
 * @param {State} s @param {State['replaced']} previous
 * @returns {State}
 */
export const replacedBy = (s, previous) => ({ ...s, replaced: previous });

/**
 * The game of id `id` is back on screen: it is no longer offered back.
 * @param {State} s @param {string} id
 * @returns {State}
 */
export const broughtBack = (s, id) => (s.replaced?.id === id ? { ...s, replaced: null } : s);

/** A first visit: how to play is asked over the board, until a game is chosen or a move made. */
export const welcomed = (/** @type {State} */ s) => ({ ...s, welcome: true });

/**
 * @param {import('./state.js').Context} ctx
 */
export function createGames(ctx) {
  const { session, players, newId, saved, confirmNew, friends, aside, matchState, focusOn, notice, redraw, saveNow, start, owned } = ctx;

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
    ctx.step(replacedBy, previous);
    // (Its button closes it first: app/notices.js `act`.)
    notice('link-replaced', 'link.replaced', { action: { label: 'link.back', run: () => bringBack(previous) } });
  }

  /** The game on screen, to offer back once a link has taken its place: if it is this device's own. */
  function leaving() {
    return ctx.ui.opened ? null : { record: session.record(), players: players.get(), id: session.id };
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
    ctx.step(broughtBack, previous.id);
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
      ctx.step(welcomed);
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
          if (ctx.links.openFriend(attempt.answers !== undefined ? { ...linked, answers: attempt.answers } : linked, { initial: true, reloaded })) {
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
        if (attempt.kind === 'position') ctx.step(failed, 'error.position', e);
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
      ctx.links.openFriend(fragment);
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

  /** A new game from the start with the players' settings, leaving the old one only after asking. */
  async function newGame({ ask = true } = {}) {
    if (ask && inProgress() && !(await confirmNew())) return false;
    ctx.step(errorCleared);
    start(null, { ending: true });
    return true;
  }

  return {
    distinctId,
    inProgress,
    offerBack,
    leaving,
    bringBack,
    open,
    openPlan,
    openLink,
    newGame,
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
      ctx.step(errorCleared);
      start(next, { id, over: next.state().over, ending: true });
      return true;
    },
    /** Opens a game of "Games with friends" (this device's games with friends). */
    openFriendGame(id) {
      const known = friends.get(id);
      if (!known || ctx.ui.friend?.id === id) return;
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
      if (ctx.ui.friend?.id === id) start(null, { ending: true });
    },
  };
}

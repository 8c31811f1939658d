// Matches, the feature: a game of a match counted in it, the next game, a rematch (of a
// single game or of a whole match). How a match changes is match.js's (pure); this
// module keeps the match on screen (game.js `ui.match`) and starts its games.
//
// Unit tests: tests/unit/match.test.mjs (transitions, and matches through the controller
// with the real core and a fake clock).

import { matchOver, newMatch, playersIn } from './match.js';
import { countGame, nextOf } from './match-play.js';
import { other, switchedSides } from './friend.js';
import { errorCleared, inMatch } from './state.js';

/**
 * @param {import('./state.js').Context} ctx
 */
export function createMatches(ctx) {
  const { session, players, stats, newId, matchState, matching, start, owned } = ctx;

  /**
   * Runs `run` once the core says where a match stands (engine/core.js `matching`: the
   * whole core, fetched with the first match): at once when it does. What may start or
   * show a match comes through here (app/game.js); if the core cannot come, nothing
   * changes and a notice says so.
   * @template T @param {() => T} run
   * @returns {T | Promise<T>}
   */
  function withMatches(run) {
    const coming = matching();
    if (!coming) return run();
    return coming.then(run, (error) => {
      // The whole core did not come (offline before the site was kept): nothing changed, and the page says so.
      console.warn(`[jarmo] where a match stands could not be asked: ${error?.message ?? error}`);
      ctx.notice('match-missing', 'match.unavailable');
      return undefined;
    });
  }

  /**
   * A game of a match that has just ended adds its points to the match, once; the match
   * counts in the statistics once it is over (its games do not count one by one). (A
   * game that ended before this page is in the match's score, but the match was
   * counted, if at all, where it ended.)
   * @param {import('../contract.js').GameState} state
   */
  function countMatchGame(state) {
    const { match, ended, winner } = countGame(ctx.ui.match, state, matchState);
    ctx.step(inMatch, match);
    if (ended && match && !ctx.ui.counted && owned()) stats.record(winner, match.id, `${state.board}.match`);
  }

  /** Whether Rematch is offered: a game over, and the match over if it is one. */
  function rematchable(/** @type {import('../contract.js').GameState} */ state) {
    return state.over && !ctx.ui.theirs && matchOver(ctx.ui.match, matchState);
  }

  return {
    countMatchGame,
    rematchable,
    withMatches,
    /** A match is being chosen (the New game dialog): what it needs starts to come now, so that Start begins it at once. */
    warm() {
      matching()?.catch(() => {});
    },
    /** Runs `run` (a new game with the players' settings) once a match of theirs can start: withMatches when they choose one. */
    whenWanted: (run) => ((players.get().match ?? 1) > 1 ? withMatches(run) : run()),
    /**
     * The next game with the same players, each on the other side, on the same board (a
     * match: a new match of as many games). With a friend, it is a new game by link; its
     * link goes to the friend at once when the friend moves first.
     */
    rematch() {
      const state = session.state();
      if (!rematchable(state)) return;
      ctx.step(errorCleared);
      const match = ctx.ui.match ? newMatch(ctx.ui.match.games, newId) : null;
      const settings = players.get();
      const friend = ctx.ui.friend;
      if (friend?.seat) {
        const friendGame = switchedSides(friend);
        players.set({ ...settings, human: friendGame.seat });
        start(null, { ending: true, match, board: state.board, friendGame });
        if (ctx.ui.seats[session.state().turn] === 'friend') ctx.withFriends(() => ctx.links.sendLink());
        return;
      }
      // Against the computer the person takes the side the computer had (at one screen nothing changes hands).
      if (settings.mode === 'ai') players.set({ ...settings, human: other(playersIn(settings, ctx.ui.match).human) });
      start(null, { ending: true, match, board: state.board });
    },
    /** The next game of the match: the sides switched, on the same board. */
    nextGame() {
      const next = nextOf(ctx.ui.match, matchState);
      if (!next) return;
      ctx.step(errorCleared);
      // With a friend: each keeps to their player, whose side and name switch.
      const friendGame = ctx.ui.friend?.seat ? switchedSides(ctx.ui.friend) : undefined;
      // On the board of the game before, whatever a new game would be played on.
      start(null, { ending: true, match: next, board: session.state().board, friendGame });
    },
  };
}

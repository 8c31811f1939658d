// Matches before their chunk (matches.js) comes: a first visit plays a single game, so
// the feature is fetched when a match is chosen or opened (withMatches, whenWanted and
// warm fetch it with the whole core that says where a match stands), or with the first
// Rematch or Next game. Until then there is no match on screen, and what the controller
// asks of the feature on every change is answered here: a single game counts in no
// match, and Rematch is offered once it is over.
//
// Unit tests: tests/unit/match.test.mjs.

import { lazyPart } from './lazy.js';
import { matchOver } from './match.js';

/**
 * The same API as matches.js createMatches.
 * @param {import('./state.js').Context} ctx
 * @param {() => Promise<typeof import('./matches.js')>} [load] fetches the chunk
 * @returns {ReturnType<typeof import('./matches.js').createMatches>}
 */
export function lazyMatches(ctx, load = () => import('./matches.js')) {
  const part = lazyPart(async () => (await load()).createMatches(ctx),
    () => ctx.notice('match-missing', 'match.unavailable'));
  /** `use` of the feature, at once when it is here, else once it comes (nothing, if it cannot). */
  const later = (use) => {
    const made = part.now();
    return made ? use(made) : part().then(use, () => undefined);
  };
  return {
    countMatchGame(state) {
      // No match on screen without the chunk: a single game counts in none.
      if (part.now() || ctx.ui.match) later((m) => m.countMatchGame(state));
    },
    rematchable(state) {
      const made = part.now();
      return made ? made.rematchable(state) : state.over && !ctx.ui.theirs && matchOver(ctx.ui.match, ctx.matchState);
    },
    withMatches: (run) => later((m) => m.withMatches(run)),
    warm() {
      const made = part.now();
      if (made) made.warm();
      else {
        ctx.matching()?.catch(() => {});
        part({ quiet: true }).catch(() => {});
      }
    },
    whenWanted: (run) => ((ctx.players.get().match ?? 1) > 1 ? later((m) => m.withMatches(run)) : run()),
    rematch: () => later((m) => m.rematch()),
    nextGame: () => later((m) => m.nextGame()),
  };
}

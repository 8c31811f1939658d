// Which game the page opens with: a pure decision from what the address and the
// storage hold, as a list of attempts to make in order (the first that works wins;
// one whose record the core refuses is said and skipped). No DOM, no wasm:
// tests/unit/game.test.mjs calls it with plain objects.
//
// 1. `?position=TEXT` sets up a position (for study and tests); bad text is said, and
//    the saved game goes on.
// 2. A game in the address's fragment that is not the saved one: a link, a tab's
//    address opened afresh, a friend's link (an id, no mode: compared with this
//    device's copy of that game). Only the saved game is this device's own: the
//    address is anyone's to write (a page that opened this one, a link through the
//    rules page), so a fragment is never taken for the tab's own game unless it is the
//    save, id and record.
// 3. The saved game in progress, with its players; a finished or empty one is not
//    resumed (it was counted when it ended, and an empty one has nothing to resume).
// 4. A new game.
//
// A game opened by 1 or 2 takes the place of the saved game on screen only: the save
// stays until this device moves in the new game (storage/save.js), and the page offers
// it back (`replaces`).

/**
 * @typedef {{id: string, record: string, players: import('../contract.js').Players, match?: unknown}} Save
 * @typedef {{record: string | null, id: string | null, players: Partial<import('../contract.js').Players> | null,
 *   friend?: boolean, names?: {white: string, black: string}, match?: unknown, draw?: string | null, answers?: string}} Fragment
 * @typedef {{kind: 'position', text: string, replaces: Save | null}
 *   | {kind: 'link', record: string, id: string | null, players: Partial<import('../contract.js').Players> | null, replaces: Save | null,
 *      friend?: boolean, names?: {white: string, black: string}, match?: unknown, draw?: string | null, answers?: string}
 *   | {kind: 'save', save: Save, players: import('../contract.js').Players}
 *   | {kind: 'new'}} Attempt
 */

/**
 * @param {{position: string | null, fragment: Fragment, save: Save | null, look?: boolean}} found `look`: the fragment's
 *   game is to be looked at (a mistake's link to its review, `?review=N`), even when it is the save
 * @returns {Attempt[]}
 */
export function openingPlan({ position, fragment, save, look = false }) {
  /** @type {Attempt[]} */
  const plan = [];
  const ours = !look && Boolean(save) && fragment.record === save.record && (!fragment.id || fragment.id === save.id);
  if (position !== null) {
    plan.push({ kind: 'position', text: position, replaces: save });
  } else if (fragment.record !== null && fragment.friend) {
    // A friend's link is compared with this device's copy of that game (game/friend.js).
    plan.push({
      kind: 'link', record: fragment.record, id: fragment.id, players: null, replaces: save, friend: true, names: fragment.names,
      ...(fragment.draw != null ? { draw: fragment.draw } : {}), ...(fragment.match ? { match: fragment.match } : {}),
      ...(fragment.answers !== undefined ? { answers: fragment.answers } : {}),
    });
  } else if (fragment.record !== null && !ours) {
    plan.push({ kind: 'link', record: fragment.record, id: fragment.id, players: fragment.players, replaces: save, ...(fragment.match ? { match: fragment.match } : {}) });
  }
  if (save) {
    // The fragment's players count only for the tab's own reload (its id is the save's):
    // a copied link sent back with `&mode=ai` added does not take over the save's players.
    const reload = ours && fragment.id === save.id;
    const players = reload && fragment.players ? { ...save.players, ...fragment.players } : save.players;
    plan.push({ kind: 'save', save, players });
  }
  plan.push({ kind: 'new' });
  return plan;
}

/**
 * Whether the computer makes the first move of the game the page opens by `plan`, so
 * that the page loads the whole core at once (core.js): a new game against the computer
 * (by `players`, the stored settings with the address's) in which the computer moves
 * first. Any other game opens on the rules alone, and the engine comes off the critical
 * path (game.js warms it once the page is used, or idle): a save or a link in which the
 * computer is to move costs the other module's download then, never a wrong game.
 * @param {Attempt[]} plan
 * @param {import('../contract.js').Players} players
 */
export function computerOpens(plan, players) {
  const [first] = plan;
  return first.kind === 'new' && players.mode === 'ai' && players.human !== players.first;
}

/**
 * Whether opening `plan` may show a game with a friend: a friend's link, a saved friend
 * game, or the players' mode (`players`, as for computerOpens). Then the friend features
 * come at once (friends-chunk.js), and the page loads the whole core, whose Game alone
 * has a friend game's prepared answers (engine/answers-core.js).
 * @param {Attempt[]} plan
 * @param {import('../contract.js').Players} players
 */
export function friendOpens(plan, players) {
  return players.mode === 'friend'
    || plan.some((a) => (a.kind === 'link' && a.friend) || (a.kind === 'save' && a.players?.mode === 'friend'));
}

/**
 * Whether opening `plan` may show a game of a match: a link or a save that carries one, a
 * save whose players play matches, or the players' own choice of a match (`players`, as
 * for computerOpens; a new game after a save that could not be read starts one). Then
 * the page loads the whole core at once: the rules core cannot say where a match stands
 * (engine/core.js `matching`).
 * @param {Attempt[]} plan
 * @param {import('../contract.js').Players} players
 */
export function matchOpens(plan, players) {
  return (players.match ?? 1) > 1
    || plan.some((a) => (a.kind === 'link' && a.match != null) || (a.kind === 'save' && (a.save.match != null || (a.players?.match ?? 1) > 1)));
}

/**
 * Whether this is a first visit, to be asked how to play before anything (over the
 * board, app/game.js `welcome`): no choice of players stored, and nothing to open (the
 * plan is a new game). A page of its own asks where a storage keeps the answer and the
 * address chooses no players. In a frame (any host's, and every games portal's build,
 * whose host cannot add to the address) only a host that names the mode (`?mode=`)
 * has chosen: the player is asked otherwise, every visit where nothing keeps the answer.
 * @param {{plan: Attempt[], framed: boolean, storage: boolean, storedPlayers: boolean, addressPlayers: boolean,
 *   addressMode?: boolean}} found `addressMode`: the address names the mode (by default, as `addressPlayers`)
 */
export function firstVisit({ plan, framed, storage, storedPlayers, addressPlayers, addressMode = addressPlayers }) {
  if (storedPlayers || !plan.every((a) => a.kind === 'new')) return false;
  return framed ? !addressMode : storage && !addressPlayers;
}

/**
 * Who plays the game a visit opens with: the stored settings under the address's
 * (`asked`, for this visit only). Until a first visit's question is answered the game
 * under it is one against the computer, unless the address names the mode: a player
 * who moves without answering gets an opponent who answers.
 * @template {Partial<import('../contract.js').Players>} S
 * @param {import('../contract.js').Players} stored @param {S} asked @param {boolean} first
 * @returns {import('../contract.js').Players}
 */
export function openingPlayers(stored, asked, first) {
  return { ...stored, ...(first && asked.mode === undefined ? { mode: 'ai' } : {}), ...asked };
}

/**
 * Whether the game record `next` continues the record `base` (both as the core writes
 * them, storage/save.js): the same board and start, and every move of `base` first.
 * Two games with one id are the same game only then (a copied address can carry the
 * id of the saved game with other moves).
 * @param {string} base @param {string} next
 */
export function continues(base, next) {
  return next === base || base === '' || next.startsWith(base.endsWith('\n') ? base : `${base} `);
}

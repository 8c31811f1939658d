// Which game the page opens with: a pure decision from what the address and the
// storage hold, as a list of attempts to make in order (the first that works wins;
// one whose record the core refuses is said and skipped). No DOM, no wasm:
// tests/unit/opening.test.mjs calls it with plain objects.
//
// 1. `?position=TEXT` sets up a position (for study and tests); bad text starts a new
//    game.
// 2. A game in the address's fragment: this tab's own game (a reload, the way back from
//    the rules) comes with its id and players; a share link holds a record only, and
//    replaces the game saved here with a way back; a friend's link (an id, no mode) is
//    compared with this device's copy of that game.
// 3. The saved game in progress, with its players; a finished or empty one is not
//    resumed (it was counted when it ended, and an empty one has nothing to resume).
// 4. A new game.

/**
 * @typedef {{id: string, record: string, players: import('../contract.js').Players}} Save
 * @typedef {{record: string | null, id: string | null, players: Partial<import('../contract.js').Players> | null,
 *   friend?: boolean, names?: {white: string, black: string}}} Fragment
 * @typedef {{kind: 'position', text: string}
 *   | {kind: 'link', record: string, id: string | null, players: Partial<import('../contract.js').Players> | null, replaces: Save | null,
 *      friend?: boolean, names?: {white: string, black: string}}
 *   | {kind: 'save', save: Save, players: import('../contract.js').Players}
 *   | {kind: 'new'}} Attempt
 */

/**
 * `ownTab`: this load goes on with this tab's visit (a reload, or back from the rules:
 * address.js continuesThisTab), so a game in the fragment is this tab's own.
 * @param {{position: string | null, fragment: Fragment, save: Save | null, ownTab?: boolean}} found
 * @returns {Attempt[]}
 */
export function openingPlan({ position, fragment, save, ownTab = true }) {
  if (position !== null) return [{ kind: 'position', text: position }, { kind: 'new' }];
  /** @type {Attempt[]} */
  const plan = [];
  // A friend's link is compared with this device's copy of that game (game/friend.js).
  if (fragment.record !== null && fragment.friend) {
    plan.push({ kind: 'link', record: fragment.record, id: fragment.id, players: null, replaces: null, friend: true, names: fragment.names });
    if (save) plan.push({ kind: 'save', save, players: save.players });
    plan.push({ kind: 'new' });
    return plan;
  }
  const ours = Boolean(save) && fragment.record === save.record && (!fragment.id || fragment.id === save.id);
  if (fragment.record !== null && !ours) {
    plan.push({
      kind: 'link',
      record: fragment.record,
      id: fragment.id,
      players: fragment.players,
      // A share link (no id), or a tab's address opened afresh elsewhere, takes the
      // place of the game saved here, which it offers back. A reload, or the way back
      // from the rules, is this tab's own game: another tab may have saved since.
      replaces: save && (!fragment.id || !ownTab) ? save : null,
    });
  }
  if (save) {
    const players = ours && fragment.players ? { ...save.players, ...fragment.players } : save.players;
    plan.push({ kind: 'save', save, players });
  }
  plan.push({ kind: 'new' });
  return plan;
}

/**
 * Whether the game the page opens by `plan` is likely one against the computer, so
 * that the page loads the whole core at once (core.js): the first attempt's players,
 * else `players` (the stored settings with the address's). A save that turns out empty
 * or finished, or a record the core refuses, may prove it wrong: that costs the other
 * module's download later, never a wrong game.
 * @param {Attempt[]} plan
 * @param {import('../contract.js').Players} players
 */
export function opensAgainstComputer(plan, players) {
  const [first] = plan;
  if (first.kind === 'save') return first.players.mode === 'ai';
  if (first.kind === 'link' && first.friend) return false;
  if (first.kind === 'link') return (first.players?.mode ?? players.mode) === 'ai';
  return players.mode === 'ai';
}

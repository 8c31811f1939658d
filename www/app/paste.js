// What pasting a record or a position does, without the page: the core reads the text
// (and refuses it with its line, move and reason), the game is replaced only when the
// player agrees, and a refused or declined paste changes nothing. panels/transfer.js
// shows the outcome beside the paste box.

/**
 * @typedef {{kind: 'empty'}
 *   | {kind: 'refused', error: unknown}
 *   | {kind: 'kept'}
 *   | {kind: 'loaded', moves: number}
 *   | {kind: 'set-up'}} PasteOutcome
 *   empty: nothing but spaces was pasted; refused: the core could not read it (the text
 *   stays to be mended); kept: the player chose to keep the game in progress; loaded:
 *   the record's game, with its number of moves; set-up: a new game from its position
 */

/**
 * What pasting `text` comes to. A candidate game that is not loaded (the player kept the
 * game in progress) is dropped here, whoever declined.
 * @template {{state: () => import('../contract.js').GameState, drop: () => void}} Candidate
 * @param {string} text what was pasted
 * @param {boolean} asPosition Set up position (a new game from the text's last
 *   position) rather than Load game
 * @param {object} ports
 * @param {(text: string) => Candidate} ports.read the core's reading (a candidate game, or it throws)
 * @param {(candidate: Candidate, asPosition: boolean) => Promise<boolean>} ports.load
 *   replaces the game, resolving false when the player kept the one in progress
 * @returns {Promise<PasteOutcome>}
 */
export async function paste(text, asPosition, { read, load }) {
  if (!text.trim()) return { kind: 'empty' };
  let candidate;
  try {
    candidate = read(text);
  } catch (error) {
    return { kind: 'refused', error };
  }
  const moves = candidate.state().history.length;
  if (!(await load(candidate, asPosition))) {
    candidate.drop();
    return { kind: 'kept' };
  }
  return asPosition ? { kind: 'set-up' } : { kind: 'loaded', moves };
}

/**
 * The `load` of paste() for the game's page: Set up position starts a new game (the
 * controller asks whether to leave the game in progress, "Start a new game?"); Load game
 * asks its own question (`confirmLoad`, "Load this game?") over a game in progress.
 * A declined candidate is left to paste(), which drops it.
 * @param {{load: (candidate: any, options: {asPosition?: boolean, ask?: boolean}) => Promise<boolean>,
 *   inProgress: () => boolean}} controller app/game.js's
 * @param {() => Promise<boolean>} confirmLoad whether the player agrees to load the game
 */
export function pasteLoader(controller, confirmLoad) {
  return async (/** @type {any} */ candidate, /** @type {boolean} */ asPosition) => {
    if (asPosition) return controller.load(candidate, { asPosition });
    if (controller.inProgress() && !(await confirmLoad())) return false;
    return controller.load(candidate, { ask: false });
  };
}

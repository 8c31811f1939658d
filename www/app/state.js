// The controller's state and what its features share: game.js composes the features
// (playing.js, links.js, preparing.js, games.js, matches.js), each given one context.
// Here: the snapshot the views draw, the controller's dependencies, the context, and the
// state's first value. No DOM, no wasm.

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
 * @typedef {object} ControllerDeps what the controller is given (boot/game.js; the unit tests' devices)
 * @property {ReturnType<typeof import('./session.js').createSession>} session
 * @property {ReturnType<typeof import('../engine/opponent.js').createOpponent>} opponent
 * @property {ReturnType<typeof import('../panels/view.js').createView>} view
 * @property {{get: () => import('../contract.js').Players, set: (p: Partial<import('../contract.js').Players>) => void}} players
 * @property {ReturnType<typeof import('../embed/bridge.js').createEmbedBridge>} bridge
 * @property {{record: (winner: string | null, id: string, board: string) => void, show?: (board: string) => void}} stats
 *   counts a finished game in its board's table; `show`: the statistics shown are the board's on screen
 * @property {(game: {id: string, record: string, compact: string, players: import('../contract.js').Players,
 *   friend: import('../contract.js').Friend | null, state: import('../contract.js').GameState,
 *   owned: boolean, ended: string | null, match: import('./match.js').MatchPlay | null, answers: import('../storage/friends.js').Prepared | null}) => string | null} save
 *   keeps the game (storage/save.js: in the address always; in storage once `owned`);
 *   returns a friend game's link
 * @property {() => string} newId
 * @property {() => {id: string, record: string, players: import('../contract.js').Players} | null} [saved] the game in
 *   this device's save, as stored now (storage/save.js)
 * @property {() => Promise<boolean>} confirmNew asks whether to leave the game in progress
 * @property {{get: (id: string) => (import('../contract.js').Friend & {record: string, over: boolean,
 *   match?: import('./match.js').MatchPlay | null, answers?: import('../storage/friends.js').Prepared | null}) | null,
 *   list: () => {match?: import('./match.js').MatchPlay | null}[],
 *   remove: (id: string) => void}} friends this device's games with friends
 * @property {{get: (id: string) => {id: string, record: string, players: import('../contract.js').Players} | null,
 *   remove: (id: string) => void}} aside this device's games put aside (storage/aside.js)
 * @property {() => {you: string, them: string}} names the names the player gave for a new game with a friend
 * @property {ReturnType<typeof import('../review/lazy.js').createLazyReviewer>} reviewer reviews a game in a worker of its own
 * @property {{play: (cues: import('../sound/recipes.js').Cue[]) => void}} sound the game's sounds
 * @property {import('./delays.js').Delays} [delays] the page's delays (delays.js)
 * @property {import('./clock.js').Clock} [clock] the timers and the time (clock.js; the system's by default)
 * @property {(games: number, results: [number, number][]) => import('../contract.js').MatchState} matchState the core's
 * @property {(link: string) => Promise<'shared' | 'copied' | 'byHand' | null>} share gives the friend the link
 *   (panels/share.js: the share sheet, else the clipboard); null: the player closed the share sheet
 * @property {() => boolean} [motionAllowed] whether moves may be shown travelling (not under reduced motion)
 * @property {typeof import('./friendly.js') | null} [friendly] the friend features' chunk, given at once (the unit
 *   tests' devices); else it is fetched with the first game with a friend
 * @property {() => Promise<typeof import('./friendly.js')>} [loadFriendly] fetches the friend features' chunk
 * @property {() => Promise<void>} [answering] resolves once the session's Game has a friend game's prepared
 *   answers (engine/core.js: the rules core's Game is lent the whole core's); they come with the chunk
 * @property {() => Promise<void> | null} [matching] null when `matchState` answers now, else a promise that
 *   resolves once it does (engine/core.js: the rules core has none; the whole core comes with the first match)
 */

/** @typedef {ReturnType<typeof initialState>} ControllerState */

/**
 * A move shown travelling on the board: the move and the position before it.
 * @typedef {{played: import('../contract.js').Move, before: import('../contract.js').GameState} | null} Travel
 */

/**
 * What the controller's features share. Each is given it whole: the controller's
 * dependencies, its state `ui` (a frozen object, never changed in place: `step(t, ...args)`
 * replaces it with `t(ui, ...args)`, where `t` is a pure transition that the feature
 * whose slice it changes exports) with the helpers that draw and save it, and the features
 * themselves, which call each other through it (late, so that each may call the others).
 * `withFriends` runs an action with the friend features (links and prepared answers), once
 * their chunk is here.
 * @typedef {Required<Omit<ControllerDeps, 'friendly' | 'loadFriendly' | 'answering'>> & {
 *   readonly ui: Readonly<ControllerState>,
 *   boardIdle: (ms: number) => Promise<void>,
 *   step: <A extends unknown[]>(transition: (s: ControllerState, ...args: A) => ControllerState, ...args: A) => void,
 *   say: (what: NonNullable<import('./drill.js').BoardView['said']['what']>) => void,
 *   focusOn: (on: NonNullable<NonNullable<import('./drill.js').BoardView['focus']>['on']>) => void,
 *   unselect: () => void,
 *   notice: ReturnType<typeof import('./notices.js').createNotices>['show'],
 *   draw: (snap: Snapshot, how?: {animate?: Travel, boardAsIs?: boolean}) => void,
 *   snapshot: () => Snapshot,
 *   refresh: (how?: {animate?: Travel}) => Snapshot,
 *   redraw: () => void,
 *   cue: (cues: import('../sound/recipes.js').Cue[]) => void,
 *   queueSave: () => void,
 *   saveNow: () => void,
 *   start: (candidate: ReturnType<ReturnType<typeof import('./session.js').createSession>['read']> | null, options?: StartOptions) => void,
 *   shownPly: () => number,
 *   owned: () => boolean,
 *   withFriends: <T>(run: () => T, orElse?: () => void) => T | Promise<T | undefined>,
 *   playing: ReturnType<typeof import('./playing.js').createPlaying>,
 *   links: ReturnType<typeof import('./links.js').createLinks>,
 *   prepared: ReturnType<typeof import('./preparing.js').createPreparing>,
 *   games: ReturnType<typeof import('./games.js').createGames>,
 *   matches: ReturnType<typeof import('./matches.js').createMatches>,
 * }} Context
 */

/**
 * How a game is started (game.js start). `id`: a resumed game's, else a new one. `over`:
 * it ended before this page, so it is not counted here. `friendGame`: with a friend, the
 * seat, names and moves sent of the game; a new one with the players' choices when
 * absent. `fromAddress`: it came from the address. `ending`: the player chose to end the
 * game shown for it. `match`: the match it is one of. `board`: a new game's. `answers`:
 * prepared answers kept with the game or brought by a link, said in a notice when
 * `sayAnswers` and they do not fit.
 * @typedef {{id?: string, over?: boolean, friendGame?: Omit<import('../contract.js').Friend, 'id' | 'sent'> & {sent?: number},
 *   fromAddress?: boolean, ending?: boolean, match?: import('./match.js').MatchPlay | null, board?: import('../contract.js').BoardName,
 *   answers?: import('../storage/friends.js').Prepared | null, sayAnswers?: boolean}} StartOptions
 */

/** No arrows and circles on any position. */
const NO_DRAWINGS = Object.freeze({});
/** @type {readonly import('./drawings.js').Shape[]} none on a position */
const NO_SHAPES = Object.freeze([]);

/**
 * The controller's state: everything the page shows and whose input counts beyond the
 * game itself (the session's). The controller's snapshot() derives the views' picture
 * from it and the session; only the features' actions change it.
 */
export function initialState() {
  return {
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
    /** @type {import('./preparing.js').Kept | null} prepared answers for the game as it stands (app/preparing.js) */
    answers: null,
    /** @type {import('./preparing.js').Preparing | null} answers being prepared on a scratch board (app/preparing.js) */
    preparing: null,
    /**
     * The player's arrows and circles, by the position they are on (its ply): not the
     * game, never saved (app/drawings.js).
     * @type {Readonly<Record<number, readonly import('./drawings.js').Shape[]>>}
     */
    drawings: NO_DRAWINGS,
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
}

// The transitions of what the features share (each feature's own are in its module):
// pure, `(state, ...action) → state`, never changing the state they are given
// (tests/unit/transitions.test.mjs).

/**
 * An error above the board: the catalog key of its words, and the error whose reason they say.
 * @param {ControllerState} s @param {string} key @param {unknown} error
 * @returns {ControllerState}
 */
export const failed = (s, key, error) => ({ ...s, error: { key, error } });

/** The error above the board goes (the player put it away, or chose another game). */
export const errorCleared = (/** @type {ControllerState} */ s) => ({ ...s, error: null });

/**
 * The position after `ply` moves is shown read-only; null: the game.
 * @param {ControllerState} s @param {number | null} ply
 * @returns {ControllerState}
 */
export const shown = (s, ply) => ({ ...s, viewing: ply });

/** The player closed the end panel (or a review took its place). */
export const endClosed = (/** @type {ControllerState} */ s) => ({ ...s, endOpen: false });

/** jarmo:ready is posted: later games are announced to the host with jarmo:position. */
export const readied = (/** @type {ControllerState} */ s) => ({ ...s, ready: true });

/** A change was drawn: answers still on their way for the state before are dropped. */
export const nextGeneration = (/** @type {ControllerState} */ s) => ({ ...s, generation: s.generation + 1 });

/**
 * The prepared answers that fit the game as it stands (preparing.js forPlies, checkedAnswers).
 * @param {ControllerState} s @param {ControllerState['answers']} answers
 * @returns {ControllerState}
 */
export const answersKept = (s, answers) => ({ ...s, answers });

/** The game's end went to the statistics and the host: once, however often it is drawn. */
export const counted = (/** @type {ControllerState} */ s) => ({ ...s, counted: true });

/**
 * The last save of a friend game gave this link (null: none).
 * @param {ControllerState} s @param {string | null} link
 * @returns {ControllerState}
 */
export const linked = (s, link) => ({ ...s, link });

/**
 * Another game takes the screen (game.js start): `ended`, the id of the game the player
 * chose to end for it (not put aside); `opened`, whether it came from the address. The
 * first visit's question, Send's words and the link go with the old game.
 * @param {ControllerState} s @param {{ended: string | null, opened: boolean}} how
 * @returns {ControllerState}
 */
export const changingGame = (s, { ended, opened }) => ({ ...s, ended, opened, welcome: false, sentAt: -1, link: null });

/**
 * The match the game on screen is one of (null: a single game).
 * @param {ControllerState} s @param {ControllerState['match']} match
 * @returns {ControllerState}
 */
export const inMatch = (s, match) => ({ ...s, match });

/**
 * The game is with a friend elsewhere (the seat, names and moves sent), or not (null).
 * @param {ControllerState} s @param {ControllerState['friend']} friend
 * @returns {ControllerState}
 */
export const withFriend = (s, friend) => ({ ...s, friend });

/**
 * Who plays each side of the new game, and the prepared answers that fit it.
 * @param {ControllerState} s @param {{seats: ControllerState['seats'], answers: ControllerState['answers']}} seated
 * @returns {ControllerState}
 */
export const seated = (s, { seats, answers }) => ({ ...s, seats, answers });

/**
 * The new game is shown from its end, without a hint, its end panel free to open; one
 * that was `over` before this page is not counted here; one against the computer starts
 * its engine at the next press or key.
 * @param {ControllerState} s @param {boolean} over
 * @returns {ControllerState}
 */
export const begun = (s, over) => ({
  ...s,
  warmWanted: s.seats.white === 'computer' || s.seats.black === 'computer',
  viewing: null,
  hint: null,
  counted: over,
  endOpen: true,
});

/**
 * The player's arrows and circles on the position after `ply` moves (an empty list when none).
 * @param {ControllerState} s @param {number} ply
 * @returns {readonly import('./drawings.js').Shape[]}
 */
export const shapesAt = (s, ply) => s.drawings[ply] ?? NO_SHAPES;

/**
 * Position `ply` has `shapes` in place of its own (none: it has none).
 * @param {ControllerState} s @param {number} ply @param {readonly import('./drawings.js').Shape[]} shapes
 * @returns {ControllerState}
 */
export function shapesSet(s, ply, shapes) {
  const drawings = { ...s.drawings };
  if (shapes.length) drawings[ply] = Object.freeze(shapes.map(({ from, to }) => Object.freeze({ from, to })));
  else delete drawings[ply];
  return { ...s, drawings: Object.freeze(drawings) };
}

/**
 * A move replaced the positions from `ply` on: what was drawn on them goes.
 * @param {ControllerState} s @param {number} ply
 * @returns {ControllerState}
 */
export function drawingsFrom(s, ply) {
  const kept = Object.entries(s.drawings).filter(([at]) => Number(at) < ply);
  return kept.length === Object.keys(s.drawings).length ? s : { ...s, drawings: Object.freeze(Object.fromEntries(kept)) };
}

/** Another game: nothing drawn. */
export const drawingsGone = (/** @type {ControllerState} */ s) => ({ ...s, drawings: NO_DRAWINGS });

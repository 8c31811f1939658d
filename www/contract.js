// The one typed contract of the page: every object that crosses the wasm boundary
// (from the core), the worker boundary (to and from the engine's worker) or the frame
// boundary (postMessage to and from a host page) is described here once, in JSDoc
// that `tsc --checkJs` checks (tsconfig.json). A renamed field then breaks the build,
// not a player's game. The core's part is checked from both sides: the Rust tests of
// crates/jarmo-core/src/api check the JSON the core writes and the errors it makes
// against this file, and tests/unit/contract.test.mjs checks what the built core
// (dist/jarmo-core.js) returns, field by field and value by value, and that
// www/jarmo-core.d.ts names its exports as they are.
//
// This module has no code of its own: it is imported for its types only.

// ---------------------------------------------------------------------------
// From the core (crates/jarmo-core/src/api, exported by src/wasm.rs).

/** @typedef {'white' | 'black'} Side */

/**
 * Which lines join the circles (RULES.md, "Two boards"): `knight`, two circles a
 * knight's move apart (48 lines, the default), or `traditional`, the asymmetric board
 * of the printed editions (38 lines).
 * @typedef {'knight' | 'traditional'} BoardName
 */

/**
 * An archer on a circle.
 * @typedef {object} Archer
 * @property {Side} colour
 * @property {boolean} marked it captured and carries a mark
 * @property {boolean} settled it stands on its goal row and never moves again
 */

/**
 * A move as the core describes it.
 * @typedef {object} Move
 * @property {'step' | 'return' | 'pass'} kind
 * @property {Side} side who makes (or made) it
 * @property {string} text in the notation of RULES.md (`a1xc2`, `@b1`, `pass`)
 * @property {string | null} from a step's circle of departure
 * @property {string | null} to the circle it goes to (a return's home-row circle)
 * @property {boolean} capture a step onto an enemy archer
 * @property {string | null} unmarks for a return: the goal-row archer that loses its mark
 */

/**
 * A move of the game's list, numbered as the game record numbers it.
 * @typedef {object} PlayedMove
 * @property {number} ply counting from 1
 * @property {number} number the move number
 * @property {string} label what the record writes before it (`3.`, or '' for the second of a pair)
 * @property {Side} side who made it
 * @property {string} text in the notation
 */

/**
 * A captured archer: where and at which move it was taken (null for one captured
 * before a set-up start position).
 * @typedef {object} Captured
 * @property {string | null} circle
 * @property {number | null} ply the capturing move's place in the game, from 0 (not 1, as PlayedMove's)
 */

/**
 * How the game ended.
 * @typedef {object} Result
 * @property {Side | null} winner null for a draw
 * @property {'goal-row' | 'no-archers' | 'no-moves' | 'repetition'} reason E1 (every
 *   archer on the goal row, or none left), E2 or E3 of RULES.md
 * @property {Side | null} side whose archers ended it by E1
 * @property {number | null} white points; null after a repetition draw
 * @property {number | null} black
 * @property {string} text `white 7-5`, `draw repetition`
 */

/**
 * @template T
 * @typedef {object} PerSide
 * @property {T} white
 * @property {T} black
 */

/**
 * Everything the page draws, from `Game.state()` and `Game.stateAt(plies)`.
 * @typedef {object} GameState
 * @property {(Archer | null)[]} circles 25 entries, index `rank * 5 + file` (a1 is 0)
 * @property {BoardName} board the board the game is played on
 * @property {Side} turn
 * @property {Side} first who moved first in this game
 * @property {PerSide<Captured[]>} captured each side's captured archers, in capture order
 * @property {PerSide<number>} points as they would count now
 * @property {Move[]} moves the legal moves; empty once the game is over
 * @property {PlayedMove[]} history the moves played
 * @property {PlayedMove[]} redo the moves taken back that redo plays again, the next first
 * @property {Move | null} lastMove
 * @property {string} position the position in notation
 * @property {string} startPosition
 * @property {boolean} over
 * @property {Result | null} result
 * @property {number} repetitions how often the position has occurred (3 ends the game)
 */

/**
 * Something of each player of a match: the first player (White in the match's first
 * game), the second (Black in it).
 * @template T
 * @typedef {object} PerPlayer
 * @property {T} first
 * @property {T} second
 */

/**
 * One game of a match (`matchState`).
 * @typedef {object} MatchGame
 * @property {Side} first the first player's side in this game
 * @property {number} white White's points
 * @property {number} black Black's points
 * @property {PerPlayer<number>} points each player's points
 */

/**
 * Where a match stands (`matchState`, RULES.md "Matches"): the players switch sides
 * after each game and the points of all the games are added.
 * @typedef {object} MatchState
 * @property {number} games how many games the match has
 * @property {MatchGame[]} played the games played, in order
 * @property {PerPlayer<number>} totals each player's points so far
 * @property {number | null} next the number (from 1) of the game to play next; null once over
 * @property {Side | null} nextFirst the first player's side in that game
 * @property {number} remaining games left to play (0 once over)
 * @property {boolean} over every game played, or decided early
 * @property {boolean} early the games left could not change the outcome, so they are not played
 * @property {'first' | 'second' | 'draw' | null} winner once over
 */

/**
 * How another record of the same game stands to ours (`Game.compare`).
 * @typedef {object} Comparison
 * @property {'same' | 'older' | 'newer' | 'differs'} relation older: theirs is a
 *   proper prefix of ours; newer: ours is a proper prefix of theirs
 * @property {number | null} ply the first ply where they part (0: other start positions)
 * @property {string | null} moveNumber that ply's number as the record writes it (`3`, `3...`)
 * @property {string | null} theirs their move there
 * @property {string | null} ours ours there
 */

/**
 * A tree of prepared answers checked against a game as it stands (`Game.answers`;
 * crates/jarmo-core/src/answers.rs): `text` as the core writes it (`3:e5-d3 a1-c2_d5-c3 b1-a3`,
 * '' for none), and each line from the root to a leaf, the friend's move first.
 * @typedef {object} Answers
 * @property {string} text
 * @property {string[][]} lines
 */

/**
 * The answer a tree prepared to the game's last move (`Game.answerTo`).
 * @typedef {object} Prepared
 * @property {string | null} answer the move to play now, legal; null when the tree has none for that move
 * @property {string} rest what remains of the tree, for the game after the answer ('' for nothing)
 */

/**
 * A node of an analysis (`Analysis.tree()`, crates/jarmo-core/src/tree.rs): the start
 * (id 0, no move) or a move, with the moves played after it. `tree()` lists every
 * node, the start first, in the order of their ids; an id never changes, and a deleted
 * node's is not used again, so look a node up by its id, not by its place in the list.
 * @typedef {object} AnalysisNode
 * @property {number} id
 * @property {number | null} parent the node before it; null for the start
 * @property {PlayedMove | null} move the move that led here, numbered as the record
 *   numbers it (a second of a pair after a variation is written `3...`); null for the start
 * @property {number[]} children the moves after it: the main continuation first, then its variations
 */

/**
 * The engine's answer.
 * @typedef {object} EngineAnswer
 * @property {Move} move always legal
 * @property {number} score for the side to move, in hundredths of a point
 * @property {number} depth of the last finished iteration
 * @property {number} nodes
 * @property {number} ms the search's time
 * @property {number} seed of the levels' noise
 */

/**
 * An evaluation from White's side (`Engine.reviewPly`, `Engine.analyseFor`).
 * @typedef {object} Eval
 * @property {number | null} points in points (-1.2: Black better); null for a forced win
 * @property {Side | null} win the side that wins by force, else null
 * @property {number | null} plies in how many plies it wins (0: the game is over), else null
 */

/**
 * The engine's analysis of a position, as its newest finished depth (`Engine.analyseFor`).
 * @typedef {object} EngineLines
 * @property {number} depth of the iteration these lines come from, 1 to 64 (0 for a game that is over)
 * @property {number} nodes searched since the analysis began
 * @property {number} ms spent in `analyseFor` since the analysis began
 * @property {boolean} over the game is over: no lines
 * @property {boolean} done the last answer of this analysis (depth 64, or the game over)
 * @property {EngineLine[]} lines the best moves, best first for the side to move: as many as
 *   asked (1 to 5), or as the position has
 */

/**
 * One of the best moves of a position with its evaluation and line (`EngineLines`).
 * @typedef {object} EngineLine
 * @property {Move} move
 * @property {Eval} eval of the position after the move, from White's side: a forced win
 *   counts its plies from the position analysed
 * @property {string[]} line the moves the engine expects, this one first, in notation: as
 *   deep as the depth, shorter where the game ends or a position repeats
 */

/**
 * One move of a game judged by the engine (`Engine.reviewPly`).
 * @typedef {object} ReviewLine
 * @property {number} ply
 * @property {Move} move as played
 * @property {'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder'} label
 * @property {number} loss hundredths of a point the move lost, >= 0
 * @property {Eval} eval after the move
 * @property {Move} best the best move in the position before
 * @property {TableVerdict | null} table what the move did to an endgame table's value,
 *   where a table the engine has loaded (`Engine.loadTables`) holds the position before
 *   it and the move lowered its value; null otherwise
 */

/**
 * What a move did to an endgame table's value (the mover's points minus the other
 * side's at the end, with best play by both): `threw-away-win` (above 0 before, 0 or
 * less after), `let-draw-slip` (0 before, below 0 after), `won-less` (still above 0),
 * `lost-more` (below 0 before, lower after).
 * @typedef {object} TableVerdict
 * @property {'threw-away-win' | 'let-draw-slip' | 'won-less' | 'lost-more'} verdict
 * @property {number} before the value before the move, for the side that made it
 * @property {number} after the value after it, for the same side
 */

/**
 * An endgame table the engine loaded (`Engine.loadTables`): its board and the highest
 * layer (archers plus marked archers) it holds.
 * @typedef {object} TablesInfo
 * @property {BoardName} board
 * @property {number} maxP
 */

/**
 * A player's move in a puzzle checked by the solver (`Engine.puzzleMove`).
 * @typedef {object} PuzzleAnswer
 * @property {Move} move as played
 * @property {boolean} correct it still wins by force in the plies left
 * @property {boolean} solved it ended the game with the player ahead
 * @property {Move | null} reply the other side's answer to play next (the refutation of a wrong move)
 * @property {number} pliesLeft after the move and the reply
 */

/**
 * What a puzzle is about and how hard it is to prove (`Engine.puzzleInfo`; docs/puzzles.md "Themes").
 * @typedef {object} PuzzleInfo
 * @property {PuzzleTheme[]} themes in the order capture, return, block, shuttle, race
 * @property {number} work the solver's nodes for proving the win with an empty table
 */

/** @typedef {'capture' | 'return' | 'block' | 'shuttle' | 'race'} PuzzleTheme */

/**
 * An Error the core throws: a catalog `code` (`error.<code>`) with `params` for the
 * page's languages; its `message` repeats them for a developer
 * (`play.not-joined: from a1, to a2`), it is not a sentence to show. A text the core
 * refuses is quoted in the params by its first characters (an excerpt: at most 32,
 * then `…`; crates/jarmo-core/src/excerpt.rs).
 *
 * Every code, with its params in the order the message names them:
 *
 * | code | params | notes |
 * |---|---|---|
 * | `move.empty` | | |
 * | `move.circle` | `text` | not a circle |
 * | `move.shape` | `text` | |
 * | `play.game-over` | | |
 * | `play.no-archer`, `play.not-your-archer`, `play.on-goal-row`, `play.own-archer-there`, `play.not-home-row`, `play.circle-taken` | `circle` | |
 * | `play.not-joined`, `play.shuttle-limit` | `from`, `to` | |
 * | `play.no-captured`, `play.no-marked-on-goal-row`, `play.pass-not-allowed` | | |
 * | `play.misdescribed` | `move` | |
 * | `position.field-count`, `position.rank-count` | `count` | |
 * | `position.empty-field` | `field` | |
 * | `position.rank-width` | `rank`, `circles` | |
 * | `position.unknown-character` | `rank`, `character` | |
 * | `position.too-many-archers` | `colour`, `count` | `colour` is white or black |
 * | `position.side-to-move` | `text` | |
 * | `position.shuttle-shape` | `colour`, `text` | |
 * | `position.shuttle-circle` | `colour`, `text`, `circle` | |
 * | `position.shuttle-not-joined` | `colour`, `text`, `from`, `to` | |
 * | `position.shuttle-steps` | `colour`, `text`, `steps` | |
 * | `record.tag` | `text`, `line` | |
 * | `record.second-position` | `line` | |
 * | `record.board` | `text`, `line` | the `Board` tag names no board |
 * | `record.second-board` | `line` | |
 * | `record.move-number` | `found`, `expected`, `line`, `moveNumber` | |
 * | `record.variation` | `line`, `moveNumber` | a parenthesis in a game's record: variations are an analysis's (`new Analysis(record)`) |
 * | `record.variation-not-closed` | `line`, `moveNumber` | the variation's `(` stands there, and no `)` closes it |
 * | `record.variation-unopened` | `line`, `moveNumber` | a `)` that closes no variation |
 * | `record.variation-before-move` | `line`, `moveNumber` | a `(` before any move of its line, which it would replace |
 * | `record.variation-empty` | `line`, `moveNumber` | `()` |
 * | in a record | `line`, `moveNumber` | a `move.*`, `play.*` or `position.*` error in a record has its own params, then `line`, and `moveNumber` (like 3 or 3...) where a move is at fault |
 * | `answers.too-long`, `answers.too-many` | `max` | prepared answers: the longest text, the most lines |
 * | `answers.shape` | `text` | not `PLY:moves_moves` |
 * | `answers.ply` | `ply`, `plies` | the tree is for another number of moves than the game's |
 * | `answers.game-over` | | |
 * | `answers.odd` | `line` | the line ends with the friend's move, without an answer |
 * | `answers.too-deep` | `line`, `max` | more pairs than `max` |
 * | `answers.move`, `answers.two-answers` | `line`, `move` | not a legal move there; the friend's move already has another answer |
 * | `api.not-string` | `what` | the argument that must be a string: position, record, move, first, board or answers |
 * | `api.bad-side` | `text` | |
 * | `api.bad-board` | `text` | |
 * | `api.bad-match` | | not an even number of games from 2 to 10 (the number is not quoted: writing it would bring the wasm a float formatting) |
 * | `api.bad-match-result` | `game` | the game (from 1) whose points are not two whole numbers from 0 to 10, or which came after the match was over |
 * | `api.bad-level` | `level` | |
 * | `api.bad-ply` | `max` | the number of moves played |
 * | `api.bad-plies` | `max` | the most plies a question may look ahead |
 * | `api.bad-lines` | `max` | not a whole number of lines from 1 to `max` |
 * | `api.bad-tags` | `detail` | |
 * | `api.bad-node` | | not the id of a node of the analysis (a deleted node's neither) |
 * | `api.delete-start` | | the start of an analysis cannot be deleted |
 * | `api.internal` | `detail` | a bug |
 * | `engine.game-over` | | |
 * | `engine.not-thinking` | | |
 * | `engine.not-analysing` | | `analyseFor` before any `startAnalysisIn` (or after one that failed) |
 * | `solve.out-of-nodes` | `nodes` | the budget that ran out |
 * @typedef {Error & {code?: string, params?: Record<string, string | number>}} CoreError
 */

/** @typedef {[string, string]} Line two joined circles, `['a1', 'b3']` */

/**
 * One search of the benchmark (`benchSearch`, in a build with the cargo feature
 * `bench` only: tests/bench/wasm.mjs).
 * @typedef {object} BenchLine
 * @property {string} position
 * @property {number} nodes
 * @property {number} ms
 * @property {string} best the move chosen
 * @property {number} score for the side to move, in hundredths of a point
 */

// ---------------------------------------------------------------------------
// The engine's worker (www/engine/engine-worker.js).

/**
 * To the worker: its wasm module once, then requests for a move after `moves` from the
 * position `start` on `board` (the worker keeps its game and plays on the new moves), for a move
 * of a game reviewed, for a puzzle move checked, for a puzzle's themes and work, or for an
 * analysis of the position after `moves`: its `lines` best moves (1 to 5), deepened until
 * a `stop` with its id, any other request, or depth 64 (engine/engine-host.js).
 * The worker asks for the endgame table of a board (`tables-wanted`) the first time a
 * level-8 move or a review reaches a position the site's table of that board holds
 * (engine/tables.js), and answers nothing more until the page sends `tables`: the
 * file's bytes, or null where it could not be had (the engine then plays without).
 * @typedef {{type: 'init', module: WebAssembly.Module}
 *   | {type: 'tables', board: BoardName, bytes: Uint8Array | null}
 *   | {type: 'think', id: number, start: string, board: BoardName, moves: string[], level: number, timeMs: number | null, seed: number | null}
 *   | {type: 'review', id: number, record: string, ply: number, timeMs: number | null}
 *   | {type: 'puzzle', id: number, record: string, move: string, pliesLeft: number}
 *   | {type: 'puzzle-info', id: number, record: string, plies: number}
 *   | {type: 'analyse', id: number, start: string, board: BoardName, moves: string[], lines: number}
 *   | {type: 'stop', id: number}} ToWorker
 */

/**
 * From the worker. An `error` with `id: null` says the engine could not start. An
 * analysis answers `lines` after each slice that finished a depth, the newest, until
 * one says `done` (an error ends it too).
 * @typedef {{type: 'ready'}
 *   | {type: 'tables-wanted', board: BoardName}
 *   | {type: 'move', id: number, result: EngineAnswer}
 *   | {type: 'lines', id: number, result: EngineLines}
 *   | {type: 'review', id: number, result: ReviewLine}
 *   | {type: 'puzzle', id: number, result: PuzzleAnswer}
 *   | {type: 'puzzle-info', id: number, result: PuzzleInfo}
 *   | {type: 'error', id: number | null, message: string, code?: string, params?: Record<string, string | number>}} FromWorker
 */

// ---------------------------------------------------------------------------
// The host page around a frame (docs/EMBEDDING.md).

/**
 * What the game posts to its parent.
 * @typedef {{type: 'jarmo:ready', position: string | null, moves: string[]}
 *   | {type: 'jarmo:move', move: string, position: string}
 *   | {type: 'jarmo:undo', moves: string[], position: string}
 *   | {type: 'jarmo:redo', moves: string[], position: string}
 *   | {type: 'jarmo:position', position: string, moves: string[]}
 *   | {type: 'jarmo:link', link: string, id: string}
 *   | {type: 'jarmo:gameover', winner: Side | 'draw', white: number | null, black: number | null}} ToHost
 */

/**
 * What a host may send (obeyed only from a `parentOrigin`).
 * @typedef {{type: 'jarmo:newgame', mode?: string, level?: number | string, color?: string, first?: string}
 *   | {type: 'jarmo:pause'} | {type: 'jarmo:resume'} | {type: 'jarmo:mute'} | {type: 'jarmo:unmute'}} FromHost
 */

// ---------------------------------------------------------------------------
// The page's own.

/**
 * Who plays: two people at one screen, a person against the computer, or a friend at a
 * distance by link.
 * @typedef {object} Players
 * @property {'ai' | 'hotseat' | 'friend'} mode
 * @property {Side} human the person's side against the computer, or with a friend
 * @property {number} level the computer's, 1 to 8
 * @property {Side} first who moves first in a new game
 * @property {BoardName} board the board of a new game
 * @property {number} match the games of a new match (2 to 10, even), or 1 for a single game
 */

/**
 * Who plays each side here: a person at this screen, the computer, or a friend
 * elsewhere (whose moves come by link).
 * @typedef {{white: 'human' | 'computer' | 'friend', black: 'human' | 'computer' | 'friend'}} Seats
 */

/**
 * A game with a friend as this device plays it.
 * @typedef {object} Friend
 * @property {string} id the game's
 * @property {Side | null} seat the side this device plays: the colour chosen where it
 *   started, the side to move in a link it opened (game/friend.js withSeat); null only
 *   in what an older version stored
 * @property {number} sent how many moves the friend has (the last link sent or received): Undo keeps them
 * @property {{white: string, black: string}} names plain text, '' for none
 */

export {};

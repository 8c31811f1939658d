// The lessons: one for each rule of RULES.md, in the order a beginner meets them. A
// lesson is data only: where it starts (a position, or a game record when the history
// matters, as for a repetition), whose side the player takes, the goal (checked by
// goals.js against the state the core sends), the circles drawn as targets, and how
// the other side answers (the first of `replies` the core lists as legal, else the
// core's first legal move; or the engine at `level`). Every text is in the catalogs
// under `learn.<id>.*`: title, the rule in a sentence or two (`text`), the goal
// (`goal`), and what the player has just seen (`done`).
//
// A lesson is played on the knight board unless it names the other (`board`): the last
// one shows the traditional board's lines.
//
// `solution` is one way to reach the goal; tests/unit/learn.test.mjs plays it through
// the core, so a lesson that cannot be finished fails a test, not a beginner.

/**
 * @typedef {{kind: 'reach', circles: string[]}
 *   | {kind: 'capture'}
 *   | {kind: 'return'}
 *   | {kind: 'step', from: string, to: string}
 *   | {kind: 'win'}
 *   | {kind: 'repetition'}} Goal what the player's side must do
 */

/**
 * @typedef {object} Lesson
 * @property {string} id the catalog's `learn.<id>.*`
 * @property {import('../contract.js').BoardName} [board] the board (the knight board when left out)
 * @property {{position: string} | {record: string}} setup
 * @property {import('../contract.js').Side} side the player's
 * @property {Goal} goal
 * @property {string[]} targets circles drawn as the goal
 * @property {string[]} [replies] the other side's preferred answers, first legal one played
 * @property {number} [level] the engine answers at this level instead
 * @property {Bars} bars what the bars round the board show besides the sides' names
 * @property {string[]} solution the player's moves of one way to the goal
 */

/**
 * What a lesson's bars show: `points`, where the lesson speaks of them, and
 * `capturedBefore`, the archers a set-up leaves off the board (the rules count them as
 * captured), where the lesson uses them. Archers captured in the lesson always show,
 * and so do all of a side's captured archers while it may return one.
 * @typedef {{points: boolean, capturedBefore: boolean}} Bars
 */

// The repetition lesson's game: Black and White each walk one archer round four
// circles, twice and a bit. White's a2-c3 now brings a position back a third time.
const ROUND = ['a5-b3', 'a2-c3', 'b3-d2', 'c3-e2', 'd2-c4', 'e2-c1', 'c4-a5', 'c1-a2'];
const REPEATED = [...ROUND, ...ROUND, ROUND[0]].join(' ');

/** @type {readonly Lesson[]} */
export const LESSONS = Object.freeze([
  {
    id: 'lines',
    setup: { position: '5/5/4b/5/2w1w w - -' },
    side: 'white',
    goal: { kind: 'reach', circles: ['c5'] },
    targets: ['c5'],
    replies: ['e3-d5', 'd5-e3'],
    bars: { points: false, capturedBefore: false },
    solution: ['c1-d3', 'd3-c5'],
  },
  {
    id: 'goal',
    setup: { position: '2w2/b4/5/2w2/w4 w - -' },
    side: 'white',
    goal: { kind: 'reach', circles: ['a5', 'b5', 'd5', 'e5'] },
    targets: ['a5', 'b5', 'd5', 'e5'],
    replies: ['a4-b2', 'b2-a4'],
    bars: { points: true, capturedBefore: false },
    solution: ['c2-b4', 'b4-d5'],
  },
  {
    id: 'capture',
    setup: { position: 'b4/5/3b1/5/2w2 w - -' },
    side: 'white',
    goal: { kind: 'capture' },
    targets: ['d3'],
    replies: ['a5-b3'],
    bars: { points: false, capturedBefore: false },
    solution: ['c1xd3'],
  },
  {
    id: 'return',
    setup: { position: '1W1W1/2b2/b3b/5/w4 w - -' },
    side: 'white',
    goal: { kind: 'return' },
    targets: ['b1', 'c1', 'd1', 'e1'],
    replies: [],
    bars: { points: false, capturedBefore: true },
    solution: ['@c1'],
  },
  {
    id: 'shuttle',
    setup: { position: '4b/5/5/5/w2w1 w c2a1:4 -' },
    side: 'white',
    goal: { kind: 'step', from: 'a1', to: 'c2' },
    targets: ['c2'],
    replies: ['e5-c4', 'c4-e5'],
    bars: { points: false, capturedBefore: false },
    solution: ['d1-e3', 'a1-c2'],
  },
  {
    id: 'end',
    setup: { position: 'w3w/5/bwb1b/5/5 w - -' },
    side: 'white',
    goal: { kind: 'win' },
    targets: ['c5'],
    replies: [],
    bars: { points: true, capturedBefore: false },
    solution: ['b3-c5'],
  },
  {
    id: 'repetition',
    setup: { record: `[Position "b4/5/5/w4/b4 b - -"]\n${REPEATED}` },
    side: 'white',
    goal: { kind: 'repetition' },
    targets: ['c3'],
    replies: [],
    bars: { points: true, capturedBefore: false },
    solution: ['a2-c3'],
  },
  {
    id: 'game',
    setup: { position: '1b1b1/5/5/5/w1w1w w - -' },
    side: 'white',
    goal: { kind: 'win' },
    targets: [],
    level: 1,
    bars: { points: true, capturedBefore: true },
    solution: [],
  },
  {
    id: 'traditional',
    board: 'traditional',
    setup: { position: '4b/5/5/1w3/5 w - -' },
    side: 'white',
    goal: { kind: 'reach', circles: ['b4'] },
    targets: ['b4'],
    replies: ['e5-d3', 'd3-e5'],
    bars: { points: false, capturedBefore: false },
    solution: ['b2-b3', 'b3-b4'],
  },
]);

/** The lesson of `?learn=N` (1 to the number of lessons), or null for another value. */
export function lessonNumber(text) {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= LESSONS.length && /^\d+$/.test(text) ? n : null;
}

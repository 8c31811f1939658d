// The puzzle file (puzzles.txt, docs/puzzles.md) read into puzzles and bands, and the
// streak's arithmetic around them. The file is fetched only when the puzzles are
// opened; the service worker keeps it for offline visits like every file of the site.
// A line is split on ';' only: the core checks its position and moves when the
// puzzle is set up and played.

/**
 * @typedef {object} Puzzle
 * @property {number} n its number, 1 for the file's first puzzle (`?puzzle=N`)
 * @property {string} position the side to move solves it
 * @property {string[]} moves the winning line with the best defence
 * @property {number} k the plies the win takes
 * @property {string} band the band's name
 */

/** @typedef {{name: string, min: number, max: number}} Band K from min to max */

/**
 * Each board's puzzle file, from the site's root (scripts/puzzles.sh writes them).
 * @type {Readonly<Record<import('../contract.js').BoardName, string>>}
 */
export const PUZZLE_FILES = Object.freeze({
  knight: 'www/puzzles/puzzles.txt',
  traditional: 'www/puzzles/puzzles-traditional.txt',
});

/**
 * The file's text -> its board (from `# board NAME`; the knight board when it names
 * none), its bands (from `# band NAME KMIN-KMAX`) and puzzles, numbered from 1 in the
 * file's order. A line that is not `POSITION;MOVES;K` is skipped.
 * @returns {{board: import('../contract.js').BoardName, bands: Band[], puzzles: Puzzle[]}}
 */
export function parsePuzzles(text) {
  /** @type {Band[]} */
  const bands = [];
  /** @type {Puzzle[]} */
  const puzzles = [];
  /** @type {import('../contract.js').BoardName} */
  let board = 'knight';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const band = /^# band ([a-z]+) (\d+)-(\d+)$/.exec(line);
    if (band) bands.push({ name: band[1], min: Number(band[2]), max: Number(band[3]) });
    const named = /^# board (knight|traditional)$/.exec(line);
    if (named) board = /** @type {import('../contract.js').BoardName} */ (named[1]);
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(';');
    const k = Number(fields[2]);
    if (fields.length !== 3 || !Number.isInteger(k) || k < 1) continue;
    const name = bands.find((b) => k >= b.min && k <= b.max)?.name ?? '';
    puzzles.push({ n: puzzles.length + 1, position: fields[0], moves: fields[1].split(' '), k, band: name });
  }
  return { board, bands, puzzles };
}

/** The puzzle of `?puzzle=N`, or null when N is not a puzzle's number. */
export function puzzleNumber(text, count) {
  if (typeof text !== 'string' || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= count ? n : null;
}

/**
 * The puzzle after `n` in `band` that is not solved yet, going round to the band's
 * start; the next in the band when all are solved; null for an empty band.
 * @param {Puzzle[]} puzzles
 * @param {string} band
 * @param {number} n the puzzle shown now (0: none)
 * @param {number[]} solved
 */
export function nextPuzzle(puzzles, band, n, solved) {
  const inBand = puzzles.filter((p) => p.band === band);
  if (!inBand.length) return null;
  const after = inBand.filter((p) => p.n > n);
  const order = [...after, ...inBand.filter((p) => p.n <= n)];
  return (order.find((p) => !solved.includes(p.n)) ?? order[0]).n;
}

/** How many of the solver's own moves a win of `k` plies takes. */
export const ownMoves = (k) => Math.ceil(k / 2);

/** The themes a player can choose, in the core's order (docs/puzzles.md "Themes"). */
export const THEMES = /** @type {const} */ (['capture', 'return', 'block', 'shuttle', 'race']);

/**
 * The themes of `?motif=NAME,NAME`: those named, in THEMES' order, each once ([]: all),
 * and the names that are no theme (quoted by the page as given).
 * @param {unknown} text
 * @returns {{themes: import('../contract.js').PuzzleTheme[], unknown: string[]}}
 */
export function themesNamed(text) {
  const names = typeof text === 'string' ? text.split(',').map((name) => name.trim()).filter(Boolean) : [];
  return {
    themes: THEMES.filter((theme) => names.includes(theme)),
    unknown: names.filter((name) => !(/** @type {readonly string[]} */ (THEMES)).includes(name)),
  };
}

/** Whether a puzzle of `themes` fits the themes `chosen`: any of them ([]: all fit). */
export function fitsThemes(/** @type {readonly string[]} */ chosen, /** @type {readonly string[] | undefined} */ themes) {
  return chosen.length === 0 || Boolean(themes?.some((theme) => chosen.includes(theme)));
}

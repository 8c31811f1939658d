// Statistics of finished games, kept in localStorage so they outlive the page and are
// shared by every tab. A count is recorded by reading the stored counts, adding one and
// writing them back at that moment (under a Web Lock where the browser has them), never
// by writing back a total cached earlier: two tabs finishing games together both count.
// Without usable storage (sandboxed iframe, private mode, full quota) the counts live in
// memory for this page and `saved()` says so.
//
// Each count is tied to the id of the game it counts, and the ids of the last games
// counted are stored with the counts: a finished game counts once, even when the page
// is reloaded on its final position or the game is taken back and finished again.
//
// The lock orders the tabs' writes, but not what each tab reads: a browser that keeps
// a copy of localStorage in each tab's process (WebKit under load) may hand a tab the
// counts from before another tab's write, and that tab's write then drops the other's
// count. So a tab watches the counts other tabs write: one that lacks a game this tab
// counted, and has not yet seen in another tab's write, lost it, and this tab counts it
// again (tests/unit/stats.test.mjs; e2e/stats.test.mjs two tabs at once).

export const STATS_KEY = 'jarmo.stats.v1';
const FIELDS = ['white', 'black', 'draw'];
/** How many counted games' ids are kept: far more than one player finishes at once. */
const KEEP_IDS = 50;
/**
 * The tables of counts: each board's single games (the knight board's stored at the top
 * level, as before there were others) and each board's matches (`BOARD.match`: won by
 * the player who began as White, as Black, or drawn; a match counts once, its games
 * not one by one).
 */
export const TABLES = Object.freeze(['knight', 'traditional', 'knight.match', 'traditional.match']);

const row = () => ({ white: 0, black: 0, draw: 0 });
const zero = () => ({ tables: Object.fromEntries(TABLES.map((name) => [name, row()])), games: [] });

/** A stored row of counts, each field checked on its own: a damaged one is zero. */
function readRow(data) {
  const counts = row();
  if (!data || typeof data !== 'object') return counts;
  for (const f of FIELDS) {
    if (Number.isSafeInteger(data[f]) && data[f] >= 0) counts[f] = data[f];
  }
  return counts;
}

/**
 * Stored text -> each table's counts and the counted game ids. Data of another version,
 * or not JSON, is zero; within version 1 each field is checked on its own, so a damaged
 * count (negative, huge, not a whole number) is zero and the others are kept. Stored as
 * `{"version":1,"white":..,"black":..,"draw":..,"games":[..],"traditional":{..}}`: the
 * knight board's counts at the top, where the page kept them before there were two
 * boards, so that a page of before still reads them.
 */
export function parseStats(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return zero();
  }
  if (!data || typeof data !== 'object' || data.version !== 1) return zero();
  const counts = zero();
  for (const name of TABLES) counts.tables[name] = readRow(name === 'knight' ? data : data[name]);
  if (Array.isArray(data.games)) {
    counts.games = data.games.filter((id) => typeof id === 'string' && id.length <= 64).slice(-KEEP_IDS);
  }
  return counts;
}

/**
 * Whether `text` is counts of this version: only such a write can show a count or lose
 * one (another, or damaged text, starts the counts from zero, as a reset by hand would).
 * @param {string | null} text
 */
function isCurrent(text) {
  try {
    return JSON.parse(text ?? 'null')?.version === 1;
  } catch {
    return false;
  }
}

/**
 * Counts -> the stored text (see parseStats). A table of the other boards is written once
 * it counts a game: a player of the knight board alone keeps the text of before.
 */
function storedText({ tables, games }) {
  const { knight, ...others } = tables;
  const counting = Object.entries(others).filter(([, row]) => FIELDS.some((f) => row[f] > 0));
  return JSON.stringify({ version: 1, ...knight, games, ...Object.fromEntries(counting) });
}

function openStorage() {
  try {
    const storage = window.localStorage;
    const probe = `${STATS_KEY}.probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** `onChange()` is called whenever the counts may have changed, here or in another tab. */
export function createStats(onChange) {
  let storage = openStorage();
  let memory = zero();
  /**
   * The games this tab counted that no other tab's write has shown yet: id -> the
   * change that counted it, to count it again if another tab's write lost it.
   * @type {Map<string, (c: ReturnType<typeof zero>) => ReturnType<typeof zero>>}
   */
  const unconfirmed = new Map();

  function read() {
    if (storage) {
      try {
        return parseStats(storage.getItem(STATS_KEY));
      } catch {
        storage = null;
      }
    }
    return structuredClone(memory);
  }

  function write(counts) {
    memory = counts;
    if (!storage) return;
    try {
      storage.setItem(STATS_KEY, storedText(counts));
    } catch {
      // From now on this page keeps its counts in memory and says they are not saved.
      storage = null;
    }
  }

  async function update(change) {
    const apply = () => write(change(read()));
    try {
      if (storage && navigator.locks) await navigator.locks.request(STATS_KEY, apply);
      else apply();
    } catch {
      // Locks refused (e.g. an opaque origin): storage, if any, is ours alone here.
      apply();
    }
    onChange();
  }

  window.addEventListener('storage', (e) => {
    if (e.key === STATS_KEY && unconfirmed.size && isCurrent(e.newValue)) {
      const { games } = parseStats(e.newValue);
      for (const [id, change] of unconfirmed) {
        // Seen: another tab counts on from it. Lost: counted again (and watched on).
        if (games.includes(id)) unconfirmed.delete(id);
        else update(change);
      }
    }
    if (e.key === STATS_KEY || e.key === null) onChange();
  });

  return {
    /**
     * The counts of table `name` (a board's name: its single games), with the ids of
     * the games counted in any table.
     * @param {string} [name]
     * @returns {{white: number, black: number, draw: number, games: string[]}}
     */
    counts: (name = 'knight') => {
      const { tables, games } = read();
      return { ...(tables[name] ?? row()), games };
    },
    saved: () => storage !== null,
    /**
     * Counts one finished game in table `name` (its board's): winner "white", "black" or
     * null for a draw; `id` the game's id, which is counted only once, in one table.
     */
    record: (winner, id, name = 'knight') => {
      /** @param {ReturnType<typeof zero>} c */
      const change = (c) => {
        if (c.games.includes(id) || !TABLES.includes(name)) return c;
        const field = winner || 'draw';
        const table = { ...c.tables[name], [field]: c.tables[name][field] + 1 };
        return { tables: { ...c.tables, [name]: table }, games: [...c.games, id].slice(-KEEP_IDS) };
      };
      if (storage) unconfirmed.set(id, change);
      return update(change);
    },
    // The ids stay: a game counted before the reset does not count again after it.
    reset: () => update((c) => ({ ...zero(), games: c.games })),
  };
}

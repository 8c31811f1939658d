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

export const STATS_KEY = 'jarmo.stats.v1';
const FIELDS = ['white', 'black', 'draw'];
/** How many counted games' ids are kept: far more than one player finishes at once. */
const KEEP_IDS = 50;

const zero = () => ({ white: 0, black: 0, draw: 0, games: [] });

/**
 * Stored text -> counts and counted game ids. Data of another version, or not JSON,
 * is zero; within version 1 each field is checked on its own, so a damaged count
 * (negative, huge, not a whole number) is zero and the others are kept.
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
  for (const f of FIELDS) {
    if (Number.isSafeInteger(data[f]) && data[f] >= 0) counts[f] = data[f];
  }
  if (Array.isArray(data.games)) {
    counts.games = data.games.filter((id) => typeof id === 'string' && id.length <= 64).slice(-KEEP_IDS);
  }
  return counts;
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

  function read() {
    if (storage) {
      try {
        return parseStats(storage.getItem(STATS_KEY));
      } catch {
        storage = null;
      }
    }
    return { ...memory };
  }

  function write(counts) {
    memory = counts;
    if (!storage) return;
    try {
      storage.setItem(STATS_KEY, JSON.stringify({ version: 1, ...counts }));
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
    if (e.key === STATS_KEY || e.key === null) onChange();
  });

  return {
    counts: read,
    saved: () => storage !== null,
    /**
     * Counts one finished game: winner "white", "black" or null for a draw; `id`
     * the game's id, which is counted only once.
     */
    record: (winner, id) => update((c) => {
      if (c.games.includes(id)) return c;
      const field = winner || 'draw';
      return { ...c, [field]: c[field] + 1, games: [...c.games, id].slice(-KEEP_IDS) };
    }),
    // The ids stay: a game counted before the reset does not count again after it.
    reset: () => update((c) => ({ ...zero(), games: c.games })),
  };
}

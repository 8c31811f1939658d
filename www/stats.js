// Statistics of finished games, kept in localStorage so they outlive the page and are
// shared by every tab. A count is recorded by reading the stored counts, adding one and
// writing them back at that moment (under a Web Lock where the browser has them), never
// by writing back a total cached earlier: two tabs finishing games together both count.
// Without usable storage (sandboxed iframe, private mode, full quota) the counts live in
// memory for this page and `saved()` says so.

export const STATS_KEY = 'jarmo.stats.v1';
const FIELDS = ['white', 'black', 'draw'];

const zero = () => ({ white: 0, black: 0, draw: 0 });

/** Stored text -> counts; anything missing, corrupted or of another version is zero. */
export function parseStats(text) {
  try {
    const data = JSON.parse(text);
    if (data && data.version === 1 && FIELDS.every((f) => Number.isSafeInteger(data[f]) && data[f] >= 0)) {
      return { white: data.white, black: data.black, draw: data.draw };
    }
  } catch {
    // Not JSON: start from zero, as for missing data.
  }
  return zero();
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
    /** Counts one finished game: winner "white", "black" or null for a draw. */
    record: (winner) => update((c) => ({ ...c, [winner || 'draw']: c[winner || 'draw'] + 1 })),
    reset: () => update(zero),
  };
}

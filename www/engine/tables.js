// The endgame tables the site ships (issue 36): for each board, the exact value of
// every position with few archers, which level 8 and the review go by (the core's
// `Engine.loadTables`). The files are the repository's tables/*.jtb, which
// scripts/tables.sh writes into the built site gzipped, as tables/BOARD-pN.jtb.gz:
// 46 KB for the knight board up to layer 3, 2.5 KB for the traditional board up to
// layer 2 (a budget of 100 KB a board; the traditional table up to layer 3 would be
// 117 KB). None is fetched on a first visit, nor by a game that never reaches one:
// the engine asks for a board's table (contract.js, `tables-wanted`) the first time a
// level-8 move or a review reaches a position it holds, and the page fetches it then
// (engine/opponent.js), once a visit. Whatever goes wrong on the way (offline, a 404,
// a frame that may fetch nothing, a browser without DecompressionStream, damaged
// bytes) gives no table, and the engine plays as it did without one: nothing is said.

/** The highest layer (archers plus marked archers) of each board's table that the site has. */
export const SHIPPED_TABLES = Object.freeze({ knight: 3, traditional: 2 });

/** The file of `board`'s table in the built site, or null where the site has none. */
export function tableFile(board) {
  const max = SHIPPED_TABLES[board];
  return max === undefined ? null : `tables/${board}-p${max}.jtb.gz`;
}

/**
 * Whether the site's table of `board` holds a position of layer `layer` (Game.tableLayer).
 * @param {string} board
 * @param {number} layer
 */
export function tableHolds(board, layer) {
  const max = SHIPPED_TABLES[board];
  return max !== undefined && layer <= max;
}

/**
 * What asks for a table: `reached(request)` is the board whose table the request (a
 * worker's request, contract.js ToWorker) needs, or null. A move of level 8 needs it
 * once its game's position is in the table, a review once the game it reviews ends
 * in the table (a game's layer never grows: the core's `table_layer`). The levels
 * below 8 never get a table. A request that the core cannot read needs none: it
 * fails as before when it is answered.
 * @param {typeof import('jarmo-core').Game} Game
 * @param {ReturnType<typeof import('./kept-game.js').createKeptGame>} kept the engine's game
 */
export function createTableWatch(Game, kept) {
  /** The last record reviewed and the board it reaches a table of (a review asks ply after ply). */
  let reviewed = { record: '', board: /** @type {import('../contract.js').BoardName | null} */ (null) };
  return {
    /** @param {import('../contract.js').ToWorker} request @returns {import('../contract.js').BoardName | null} */
    reached(request) {
      try {
        if (request.type === 'think') {
          if (request.level !== 8) return null;
          const game = kept.gameFor(request.start, request.moves, request.board);
          return tableHolds(request.board, game.tableLayer()) ? request.board : null;
        }
        if (request.type === 'review') {
          if (request.record !== reviewed.record) {
            const game = Game.fromRecord(request.record);
            try {
              const { board } = game.state();
              reviewed = { record: request.record, board: tableHolds(board, game.tableLayer()) ? board : null };
            } finally {
              game.free();
            }
          }
          return reviewed.board;
        }
      } catch {
        // Answered, the request fails with the core's error.
      }
      return null;
    },
  };
}

/** Fetches of each board's table, kept for the visit (every opponent of the page shares them). */
const fetched = new Map();

/**
 * The bytes of the site's table of `board`, fetched from the folder `folder` once a
 * visit and unzipped; null where they cannot be had (tried again at the next ask).
 * @param {URL} folder the site's tables/
 * @param {string} board
 * @returns {Promise<Uint8Array | null>}
 */
export function siteTable(folder, board) {
  const file = tableFile(board);
  if (!file) return Promise.resolve(null);
  const url = new URL(file.slice('tables/'.length), folder).href;
  if (!fetched.has(url)) {
    fetched.set(url, fetchTable(url).then((bytes) => {
      if (!bytes) fetched.delete(url);
      return bytes;
    }));
  }
  return fetched.get(url);
}

/** @param {string} url @returns {Promise<Uint8Array | null>} */
async function fetchTable(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return await gunzip(await response.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * `buffer` unzipped; as it is where a server already decoded it (one that sends a .gz
 * file with Content-Encoding: gzip); null where the browser cannot unzip.
 * @param {ArrayBuffer} buffer
 * @returns {Promise<Uint8Array | null>}
 */
export async function gunzip(buffer) {
  const bytes = new Uint8Array(buffer);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  if (typeof DecompressionStream !== 'function') return null;
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

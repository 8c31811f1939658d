// The postMessage bridge between an embedded game and the page around its frame: a
// chunk fetched only in a frame (boot/game.js), with the core and the language; a page
// of its own has no page around it and never fetches it. The allowed origins and the
// reading of a command come from options.js through its caller. docs/EMBEDDING.md is the embedder's side.
//
// Outgoing messages (ready, move, game over) carry no secrets: the position and
// moves are on screen anyway. So they go to the single origin named in
// `parentOrigin` when there is exactly one, else to '*'. `jarmo:link` is the one
// exception: a friend's link is the game with its id and the players' names, so it
// goes only to a single `parentOrigin`, never to '*', and never before `jarmo:ready`
// (the last one asked for before then follows ready). Incoming commands change the
// game, so they are obeyed only from an origin listed in `parentOrigin` AND only
// when they come from the parent window itself.

/**
 * The bridge between an embedded game and the page around it.
 *
 * @param {object} config
 * @param {readonly string[]} config.allowedOrigins origins whose commands are obeyed: those of
 *   the `parentOrigin` URL parameter (options.js parseEmbedOptions)
 * @param {(data: Record<string, unknown>) => {options: Record<string, any>, problems: import('./options.js').EmbedProblem[]}} config.readNewGame
 *   the settings of a `jarmo:newgame` command, checked as the URL's (options.js parseNewGameOptions)
 * @param {(options: Record<string, any>, problems: import('./options.js').EmbedProblem[]) => void} [config.onNewGame] a
 *   `jarmo:newgame` command came; `options` holds the valid fields among mode,
 *   level, color and first
 * @param {() => void} [config.onPause] a `jarmo:pause` command came
 * @param {() => void} [config.onResume] a `jarmo:resume` command came
 * @param {(muted: boolean) => void} [config.onMute] a `jarmo:mute` (true) or `jarmo:unmute` (false) command came
 * @param {Window} [config.win] the game's window (tests pass a fake)
 * @returns {{embedded: boolean, targetOrigin: string,
 *   ready(position: string, moves: string[]): boolean,
 *   move(move: string, position: string): boolean,
 *   undo(moves: string[], position: string): boolean,
 *   redo(moves: string[], position: string): boolean,
 *   position(position: string, moves: string[]): boolean,
 *   link(link: string, id: string): boolean,
 *   gameOver(winner: 'white'|'black'|'draw', white: number|null, black: number|null): boolean,
 *   destroy(): void}} the post methods return whether a message was sent
 */
export function createEmbedBridge({
  allowedOrigins,
  readNewGame,
  onNewGame = () => {},
  onPause = () => {},
  onResume = () => {},
  onMute = () => {},
  win = globalThis.window,
}) {
  const origins = allowedOrigins;
  const parent = win.parent;
  const embedded = Boolean(parent) && parent !== win;
  const targetOrigin = origins.length === 1 ? origins[0] : '*';
  // A friend's link goes to one named origin only, and only once ready was posted.
  const linkOrigin = origins.length === 1 ? origins[0] : null;
  let readyPosted = false;
  /** @type {object | null} the last link asked for before ready */
  let pendingLink = null;

  function post(message, to = targetOrigin) {
    if (!embedded) return false;
    try {
      parent.postMessage(message, to);
      return true;
    } catch (error) {
      // A cross-origin parent never throws here; a detached one might. The game goes on.
      console.warn(`[jarmo embed] could not post ${message.type}: ${error.message}`);
      return false;
    }
  }

  function receive(event) {
    if (!embedded || event.source !== parent || !origins.includes(event.origin)) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    switch (data.type) {
      case 'jarmo:newgame': {
        const { options, problems } = readNewGame(data);
        onNewGame(options, problems);
        break;
      }
      case 'jarmo:pause':
        onPause();
        break;
      case 'jarmo:resume':
        onResume();
        break;
      case 'jarmo:mute':
        onMute(true);
        break;
      case 'jarmo:unmute':
        onMute(false);
        break;
      default:
        break;
    }
  }

  if (embedded) win.addEventListener('message', receive);

  return Object.freeze({
    embedded,
    targetOrigin,
    ready(position = null, moves = []) {
      const sent = post({ type: 'jarmo:ready', position, moves: [...moves] });
      readyPosted = true;
      if (pendingLink && linkOrigin) post(pendingLink, linkOrigin);
      pendingLink = null;
      return sent;
    },
    move: (move, position) => post({ type: 'jarmo:move', move: String(move), position: String(position) }),
    undo: (moves, position) => post({ type: 'jarmo:undo', moves: [...moves], position: String(position) }),
    redo: (moves, position) => post({ type: 'jarmo:redo', moves: [...moves], position: String(position) }),
    position: (position, moves) => post({ type: 'jarmo:position', position: String(position), moves: [...moves] }),
    /**
     * A game with a friend changed: the link to send, for portals that carry the game
     * themselves. Only to a single parentOrigin; before ready, kept until then (the last one).
     */
    link(link, id) {
      if (!embedded || linkOrigin === null) return false;
      const message = { type: 'jarmo:link', link: String(link), id: String(id) };
      if (!readyPosted) {
        pendingLink = message;
        return false;
      }
      return post(message, linkOrigin);
    },
    gameOver: (winner, white, black) => post({ type: 'jarmo:gameover', winner, white, black }),
    destroy: () => {
      if (embedded) win.removeEventListener('message', receive);
    },
  });
}

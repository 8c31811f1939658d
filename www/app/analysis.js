// The analysis board (issue 35, part 3): a tree of variations the player explores from
// any position, with the engine's three best lines for the position shown. The tree
// is the core's (`Analysis`: every move checked by the rules, for either side, each
// new move a node; promote, make main line, delete); the engine runs in the worker
// (`opponent.analyse`), deepening until the position changes, the player turns it off,
// or the page is hidden. `?analysis#analyse=RECORD&at=MOVES` (boot/analysis.js): the
// record with its variations, and the moves from the start to the position shown.
//
// Its state is one plain object, replaced by the pure transitions below (exported for
// tests/unit/analysis.test.mjs), as the puzzles' (puzzles.js).

import { createBoardCues } from './drill.js';
import { drillView } from './drills.js';

/** @typedef {import('../contract.js').EngineLines} EngineLines */

/**
 * @typedef {object} AnalysisState
 * @property {number} node the position shown (its node's id; 0: the start)
 * @property {import('../contract.js').AnalysisNode[]} nodes the tree, as the core gives it
 * @property {EngineLines | null} lines the engine's lines for the node shown, as far as it went
 * @property {boolean} engine the engine looks at each position shown
 * @property {{key: string, params?: Record<string, string | number>} | {error: unknown} | null} feedback what the card says
 */

/** @returns {AnalysisState} */
export const analysisOpened = (/** @type {AnalysisState['nodes']} */ nodes, node = 0) => ({ node, nodes, lines: null, engine: true, feedback: null });

/** Another position shown. @param {AnalysisState} s @param {number} node @returns {AnalysisState} */
export const nodeShown = (s, node) => (node === s.node ? s : { ...s, node, lines: null, feedback: null });

/** The tree changed (a move, a promotion, a deletion), `node` shown. @param {AnalysisState} s @returns {AnalysisState} */
export const treeChanged = (s, /** @type {AnalysisState['nodes']} */ nodes, /** @type {number} */ node) => ({
  ...s, nodes, node, lines: node === s.node ? s.lines : null, feedback: null,
});

/** The engine's lines for `node`: kept when it is still the one shown. @param {AnalysisState} s @returns {AnalysisState} */
export const linesCame = (s, /** @type {number} */ node, /** @type {AnalysisState['lines']} */ lines) => (s.node === node && s.engine ? { ...s, lines } : s);

/** The engine turned on or off. @param {AnalysisState} s @param {boolean} on @returns {AnalysisState} */
export const engineSwitched = (s, on) => ({ ...s, engine: on, lines: on ? s.lines : null });

/** The card says `feedback` (a catalog key, or the core's refusal), or nothing. @param {AnalysisState} s @returns {AnalysisState} */
export const analysisSaid = (s, /** @type {AnalysisState['feedback']} */ feedback) => ({ ...s, feedback });

/** What the address's fragment asks: the record (null: none) and the moves to the position to show (page/analysis-link.js writes it). */
export function readAnalysisFragment(/** @type {string} */ hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  return { record: params.get('analyse'), at: (params.get('at') ?? '').split(/[ +]/).filter(Boolean) };
}

/** The node of `id` (the list is in the order of ids, with gaps where nodes were deleted). */
export function nodeOf(/** @type {AnalysisState['nodes']} */ nodes, /** @type {number} */ id) {
  return nodes.find((n) => n.id === id) ?? null;
}

/** The moves from the start to `id`, as their texts. */
export function pathTo(/** @type {AnalysisState['nodes']} */ nodes, /** @type {number} */ id) {
  const path = [];
  for (let n = nodeOf(nodes, id); n && n.move; n = nodeOf(nodes, /** @type {number} */ (n.parent))) path.unshift(n.move.text);
  return path;
}

/** The node the moves `path` lead to from the start, as far as the tree has them. */
export function nodeAt(/** @type {AnalysisState['nodes']} */ nodes, /** @type {string[]} */ path) {
  let node = nodeOf(nodes, 0);
  for (const text of path) {
    const next = node?.children.map((id) => nodeOf(nodes, id)).find((c) => c?.move?.text === text);
    if (!next) break;
    node = next;
  }
  return node?.id ?? 0;
}

/**
 * Where a key goes from `id`: `back` (the move before), `forward` (the main
 * continuation), `up`/`down` (the variation before or after this one, among the moves
 * from the same position), `start`, `end` (the end of this line); `id` itself when
 * there is nowhere to go.
 * @param {AnalysisState['nodes']} nodes @param {number} id
 * @param {'back' | 'forward' | 'up' | 'down' | 'start' | 'end'} where
 */
export function stepFrom(nodes, id, where) {
  const node = nodeOf(nodes, id);
  if (!node) return 0;
  const parent = node.parent === null ? null : nodeOf(nodes, node.parent);
  switch (where) {
    case 'back': return node.parent ?? id;
    case 'forward': return node.children[0] ?? id;
    case 'start': return 0;
    case 'end': {
      let n = node;
      while (n.children.length) n = /** @type {NonNullable<typeof n>} */ (nodeOf(nodes, n.children[0]));
      return n.id;
    }
    default: {
      if (!parent) return id;
      const at = parent.children.indexOf(id) + (where === 'up' ? -1 : 1);
      return parent.children[at] ?? id;
    }
  }
}

/**
 * @param {object} deps
 * @param {typeof import('jarmo-core').Analysis} deps.Analysis the core's tree
 * @param {string} deps.record the record to open (with its variations; '' for the knight board's start)
 * @param {string[]} [deps.at] the moves to the position to show first
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} deps.view
 * @param {{render: (v: AnalysisView) => void, announce: (v: AnalysisView) => void}} deps.card
 * @param {{analyse: (request: {start: string, board: string, moves: string[], lines: number},
 *   onLines: (lines: EngineLines) => void, onError?: (error: unknown) => void) => {stop: () => void}}} deps.opponent
 * @param {(record: string, at: string[]) => void} deps.address keeps the tree and the position shown in the address
 * @param {() => boolean} [deps.visible] whether the page is shown (the engine stops while it is not)
 */
export function createAnalysisBoard({ Analysis, record, at = [], view, card, opponent, address, visible = () => true }) {
  // The core reads the record (its error, for a bad one, is the caller's to say).
  const tree = new Analysis(record);
  const cues = createBoardCues();
  let s = analysisOpened(tree.tree());
  s = nodeShown(s, nodeAt(s.nodes, at));
  /** The engine's search of the position shown, while it runs (an effect's handle, not state). */
  /** @type {{stop: () => void} | null} */
  let search = null;
  /** The drill's view of the position shown: its moves for the side to move, whoever that is. */
  const session = { state: () => tree.state(s.node) };

  function cardView() {
    return { ...s, state: session.state(), path: pathTo(s.nodes, s.node) };
  }

  function snapshot() {
    const state = session.state();
    const best = s.engine ? s.lines?.lines[0]?.move : null;
    const arrow = best?.to ? { from: best.from ?? null, to: best.to } : null;
    const board = drillView(/** @type {any} */ (session), { side: state.turn, movable: true, arrow, cues });
    // Both sides are the player's here.
    return { ...board, seats: /** @type {import('../contract.js').Seats} */ ({ white: 'human', black: 'human' }) };
  }

  function render(animate = null) {
    view.render(snapshot(), { animate });
    card.render(cardView());
  }

  /** The engine looks at the position shown, if it is on and the page is shown. */
  function think() {
    search?.stop();
    search = null;
    if (!s.engine || !visible()) return;
    const state = session.state();
    if (state.over) return;
    const node = s.node;
    search = opponent.analyse({ start: state.startPosition, board: state.board, moves: state.history.map((m) => m.text), lines: 3 }, (lines) => {
      const before = s;
      s = linesCame(s, node, lines);
      if (s === before) return;
      const best = (x) => x?.lines[0]?.move?.text ?? null;
      // The board only when its arrow (the best move) changed.
      if (best(before.lines) !== best(s.lines)) view.render(snapshot(), { animate: null, boardAsIs: false });
      card.render(cardView());
    }, (error) => {
      // The engine could not look (its worker failed): the card says why; the board goes on.
      if (s.node !== node) return;
      s = analysisSaid(engineSwitched(s, false), { error });
      render();
    });
  }

  function keepAddress() {
    address(tree.record(), pathTo(s.nodes, s.node));
  }

  /** Shows `node`. */
  function show(node) {
    const before = s;
    s = nodeShown(s, node);
    if (s === before) return;
    cues.unselect();
    cues.say('shownMove');
    keepAddress();
    render();
    card.announce(cardView());
    think();
  }

  /** A move of either side from the position shown: a node of the tree (a new one, or the one it had). */
  function play(text, { animate = true } = {}) {
    const before = session.state();
    let node;
    try {
      node = tree.play(s.node, text);
    } catch (error) {
      s = analysisSaid(s, { error });
      render();
      card.announce(cardView());
      return error;
    }
    s = treeChanged(s, tree.tree(), node);
    const played = session.state().lastMove;
    cues.say();
    keepAddress();
    render(animate && played ? { played, before } : null);
    think();
    return null;
  }

  /** Changes the tree by `change(node)` and shows `next` (a node id, or what `change` returned). */
  function edit(change, next = null) {
    const result = change(s.node);
    s = treeChanged(s, tree.tree(), next ?? (typeof result === 'number' ? result : s.node));
    keepAddress();
    render();
    card.announce(cardView());
    think();
  }

  return {
    snapshot,
    boardMove(text, dragged) {
      play(text, { animate: !dragged });
    },
    typedMove: (text) => play(text),
    pick(orig) {
      cues.pick(orig);
      view.render(snapshot(), { boardAsIs: true });
    },
    redraw: () => render(),
    /** Shows node `id` (a move of the tree pressed). */
    show,
    /** A key's step from the position shown (`stepFrom`). */
    go: (/** @type {Parameters<typeof stepFrom>[2]} */ where) => show(stepFrom(s.nodes, s.node, where)),
    /** The position shown's line one place up among the moves from its position. */
    promote: () => s.node !== 0 && edit((node) => tree.promote(node), s.node),
    /** The position shown's line made the main line, from the start. */
    makeMainLine: () => s.node !== 0 && edit((node) => tree.makeMainLine(node), s.node),
    /** The move shown and every move after it taken away: its position before is shown. */
    remove: () => s.node !== 0 && edit((node) => tree.delete(node)),
    /** The engine on or off. */
    setEngine(on) {
      s = engineSwitched(s, on);
      render();
      think();
    },
    /** The page was hidden or shown again: the engine stops, and goes on. */
    visibilityChanged: () => think(),
    /** The tree's record, with its variations; its main line alone (`main`). */
    record: (/** @type {{main?: boolean}} */ { main = false } = {}) => (main ? tree.mainLine() : tree.record()),
    /** The position shown (for "play from here"). */
    shown: () => session.state(),
    /** Says `key` on the card. */
    say(/** @type {string} */ key, /** @type {Record<string, string | number>} */ params = undefined) {
      s = analysisSaid(s, { key, params });
      card.render(cardView());
      card.announce(cardView());
    },
    /** Stops the engine (the page is left). */
    stop() {
      search?.stop();
      search = null;
    },
  };
}

/** @typedef {AnalysisState & {state: import('../contract.js').GameState, path: string[]}} AnalysisView what the card draws */

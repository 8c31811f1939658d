// The analysis board's boot (`?analysis`, app/analysis.js): a chunk of its own that the
// trainer's boot imports only for it, on the trainer's board, view, engine and move
// box. The record to analyse and the position shown are in the address's fragment,
// `#analyse=RECORD&at=MOVE+MOVE` (apart from `#game=`, the player's own game, which the
// game page then opens as before); without one, the board's start.

import { createAnalysisBoard, readAnalysisFragment } from '../app/analysis.js';
import { createAnalysisCard } from '../analysis/card.js';
import { setFragment, withAddress } from '../page/address.js';
import { analysisFragment } from '../page/analysis-link.js';
import { copyText } from '../panels/share.js';

/**
 * @param {object} parts
 * @param {import('../engine/core.js').StartedCore} parts.core the core (the whole core's module, for `Analysis`)
 * @param {ReturnType<typeof import('../panels/board-view.js').createBoardView>} parts.view
 * @param {ReturnType<typeof import('../engine/opponent.js').createOpponent>} parts.opponent
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page
 * @param {import('../contract.js').BoardName} parts.board the board of a new analysis (`&board=`)
 */
export async function bootAnalysis({ core, view, opponent, page, board }) {
  // The tree is the whole core's (the trainer's thread runs it already: the glue starts once).
  const whole = await import('../engine/whole-core.js');
  whole.initSync({ module: await core.engine() });
  const asked = readAnalysisFragment(location.hash);
  const empty = board === 'traditional' ? '[Board "traditional"]\n' : '';
  const card = createAnalysisCard({
    go: (where) => analysis.go(where),
    show: (id) => analysis.show(id),
    promote: () => analysis.promote(),
    makeMainLine: () => analysis.makeMainLine(),
    remove: () => analysis.remove(),
    engine: (on) => analysis.setEngine(on),
    playComputer(level) {
      const { position, turn } = analysis.shown();
      location.assign(withAddress('', { analysis: null, position, mode: 'ai', level: String(level), color: turn }, location).replace(/#.*$/, ''));
    },
    playFriend() {
      const { position } = analysis.shown();
      location.assign(withAddress('', { analysis: null, position, mode: 'friend' }, location).replace(/#.*$/, ''));
    },
    async copy() {
      const copied = await copyText(analysis.record());
      analysis.say(copied ? 'analysis.copied' : 'analysis.copyByHand');
    },
  });
  const options = {
    Analysis: whole.Analysis,
    at: asked.at,
    view,
    card,
    opponent: /** @type {any} */ (opponent),
    address: (record, at) => setFragment(analysisFragment(record, at)),
    visible: () => document.visibilityState !== 'hidden',
  };
  /** @type {ReturnType<typeof createAnalysisBoard>} */
  let analysis;
  try {
    analysis = createAnalysisBoard({ ...options, record: asked.record ?? empty });
  } catch (error) {
    // A record the core refuses: the board's start, and the reason in a notice.
    page.notify('analysis-record', 'analysis.badRecord', { params: { reason: String(/** @type {Error} */ (error).message ?? error) } });
    analysis = createAnalysisBoard({ ...options, record: empty, at: [] });
  }
  document.addEventListener('visibilitychange', () => analysis.visibilityChanged());
  addEventListener('pagehide', () => analysis.stop());
  analysis.redraw();
  analysis.visibilityChanged();
  return analysis;
}

// The analysis board's card (app/analysis.js draws it from its view and keeps nothing
// here): where the position stands, the engine's evaluation and its best lines, the
// tree of moves and variations (a tree to assistive technology: each move a treeitem,
// each variation a group under the move it is an alternative to; the arrow keys move
// through it), the buttons that step, promote, make a main line and delete, play the
// computer or a friend from the position, and copy the record with its variations.

import markup from './card.html';
import { errorText, t, translator } from '../i18n/lang.js';
import { mount } from '../panels/mount.js';
import { bindStrip, renderStrip } from '../learn/card.js';
import { statusText } from '../panels/status.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** An evaluation in words: `+0.35` (White ahead; below zero, Black), or who wins by force and when. */
export function evalWords(/** @type {import('../contract.js').Eval} */ value) {
  if (value.win) return value.plies ? t(`analysis.wins.${value.win}`, { plies: value.plies }) : t(`analysis.won.${value.win}`);
  const format = new Intl.NumberFormat(translator().lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return format.format(value.points ?? 0);
}

/** A move's number as a record writes it: `3.` before White's, `3...` before Black's. */
const moveNumber = (/** @type {import('../contract.js').PlayedMove} */ move) => `${move.number}${move.side === 'white' ? '.' : '...'}`;

/** Where the position shown stands: after which move (or the start), and whose move it is or how the game ended. */
function whereText(/** @type {import('../app/analysis.js').AnalysisView} */ { state }) {
  const last = state.history.at(-1);
  const after = last ? t('analysis.after', { move: `${moveNumber(last)} ${last.text}` }) : t('analysis.atStart');
  return `${after} · ${statusText(/** @type {any} */ ({ state, shown: state, seats: { white: 'human', black: 'human' }, live: true }))}`;
}

/** What the card says (a catalog key, or the core's refusal of a move). */
function feedbackWords(feedback) {
  if (!feedback) return '';
  if ('error' in feedback) return t('analysis.refused', { reason: errorText(feedback.error) });
  return t(feedback.key, feedback.params);
}

/**
 * The card. `on`: the player's actions (`go(where)`, `show(id)`, `promote()`,
 * `makeMainLine()`, `remove()`, `engine(on)`, `playComputer(level)`, `playFriend()`,
 * `copy()`).
 */
export function createAnalysisCard(on) {
  const card = mount(markup);
  $('side').prepend(card);
  // In the smallest frames the card is behind the menu button: a line over the board keeps where the position stands.
  bindStrip();
  const tree = $('analysis-tree');
  for (const [id, where] of /** @type {const} */ ([['analysis-start', 'start'], ['analysis-back', 'back'], ['analysis-forward', 'forward'], ['analysis-end', 'end']])) {
    $(id).addEventListener('click', () => on.go(where));
  }
  $('analysis-promote').addEventListener('click', () => on.promote());
  $('analysis-main').addEventListener('click', () => on.makeMainLine());
  $('analysis-delete').addEventListener('click', () => on.remove());
  $('analysis-engine-on').addEventListener('change', (e) => on.engine(/** @type {HTMLInputElement} */ (e.target).checked));
  $('analysis-play-ai').addEventListener('click', () => on.playComputer(Number(/** @type {HTMLSelectElement} */ ($('analysis-level')).value)));
  $('analysis-play-friend').addEventListener('click', () => on.playFriend());
  $('analysis-copy').addEventListener('click', () => on.copy());
  // The tree's keys: left and right along the line, up and down through the variations.
  const KEYS = { ArrowLeft: 'back', ArrowRight: 'forward', ArrowUp: 'up', ArrowDown: 'down', Home: 'start', End: 'end' };
  tree.addEventListener('keydown', (e) => {
    const where = KEYS[/** @type {keyof typeof KEYS} */ (e.key)];
    if (!where) return;
    e.preventDefault();
    on.go(where);
  });
  tree.addEventListener('click', (e) => {
    const item = /** @type {Element} */ (e.target).closest('[data-node]');
    if (item) on.show(Number(/** @type {HTMLElement} */ (item).dataset.node));
  });

  /**
   * The moves of the line from `first` on (each first child after it), each a treeitem;
   * after a move that has alternatives (its parent's other children), a group for each.
   * @param {import('../app/analysis.js').AnalysisView} v
   */
  function line(v, first, level) {
    const nodes = new Map(v.nodes.map((n) => [n.id, n]));
    const items = [];
    let afterVariation = false;
    for (let node = nodes.get(first); node; node = nodes.get(node.children[0])) {
      const item = document.createElement('span');
      item.setAttribute('role', 'treeitem');
      item.id = `analysis-node-${node.id}`;
      item.dataset.node = String(node.id);
      item.setAttribute('aria-level', String(level));
      item.setAttribute('aria-selected', String(node.id === v.node));
      item.className = `analysis-move${node.id === v.node ? ' current' : ''}`;
      const move = /** @type {import('../contract.js').PlayedMove} */ (node.move);
      const label = document.createElement('span');
      label.className = 'analysis-number';
      // Numbered where a reader needs it: White's moves, the first move of a line, and
      // the move after a variation.
      const numbered = move.side === 'white' || items.length === 0 || afterVariation;
      label.textContent = numbered ? `${moveNumber(move)} ` : '';
      // The move in a box of its own: the variations after it are in the item too (a tree's group).
      const san = document.createElement('span');
      san.className = 'analysis-san';
      san.append(label, move.text);
      item.append(san);
      items.push(item);
      afterVariation = false;
      const parent = node.parent === null ? null : nodes.get(node.parent);
      const alternatives = parent && parent.children[0] === node.id ? parent.children.slice(1) : [];
      if (alternatives.length) {
        item.setAttribute('aria-expanded', 'true');
        for (const alternative of alternatives) {
          const group = document.createElement('span');
          group.setAttribute('role', 'group');
          group.className = 'analysis-variation';
          group.append(...line(v, alternative, level + 1));
          item.append(group);
        }
        afterVariation = true;
      }
    }
    return items;
  }

  return {
    /** @param {import('../app/analysis.js').AnalysisView} v */
    render(v) {
      document.body.dataset.trainer = 'analysis';
      const { state } = v;
      $('analysis-where').textContent = whereText(v);
      /** @type {HTMLInputElement} */ ($('analysis-engine-on')).checked = v.engine;
      const lines = v.engine ? v.lines : null;
      $('analysis-eval').textContent = !v.engine ? ''
        : state.over ? t('analysis.over')
          : lines?.lines.length ? `${evalWords(lines.lines[0].eval)} · ${t('analysis.depth', { depth: lines.depth })}` : t('analysis.thinking');
      $('analysis-lines').replaceChildren(...(lines?.lines ?? []).map((l) => {
        const li = document.createElement('li');
        const move = document.createElement('strong');
        move.textContent = l.move.text;
        li.append(move, ` ${evalWords(l.eval)} `, Object.assign(document.createElement('span'), { className: 'analysis-pv', textContent: l.line.slice(1).join(' ') }));
        return li;
      }));
      const items = line(v, v.nodes.find((n) => n.id === 0)?.children[0] ?? -1, 1);
      tree.replaceChildren(...(items.length ? items : [Object.assign(document.createElement('span'), { className: 'analysis-empty', textContent: t('analysis.noMoves') })]));
      if (v.node) tree.setAttribute('aria-activedescendant', `analysis-node-${v.node}`);
      else tree.removeAttribute('aria-activedescendant');
      document.getElementById(`analysis-node-${v.node}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const here = v.nodes.find((n) => n.id === v.node);
      const parent = here?.parent == null ? null : v.nodes.find((n) => n.id === here.parent);
      /** @type {HTMLButtonElement} */ ($('analysis-start')).disabled = v.node === 0;
      /** @type {HTMLButtonElement} */ ($('analysis-back')).disabled = v.node === 0;
      /** @type {HTMLButtonElement} */ ($('analysis-forward')).disabled = !here?.children.length;
      /** @type {HTMLButtonElement} */ ($('analysis-end')).disabled = !here?.children.length;
      /** @type {HTMLButtonElement} */ ($('analysis-promote')).disabled = !parent || parent.children[0] === v.node;
      // On the main line already: each move before it the first of its position.
      const main = new Set();
      for (let n = v.nodes.find((x) => x.id === 0); n; n = v.nodes.find((x) => x.id === n.children[0])) main.add(n.id);
      /** @type {HTMLButtonElement} */ ($('analysis-main')).disabled = main.has(v.node);
      /** @type {HTMLButtonElement} */ ($('analysis-delete')).disabled = v.node === 0;
      /** @type {HTMLButtonElement} */ ($('analysis-play-ai')).disabled = state.over;
      /** @type {HTMLButtonElement} */ ($('analysis-play-friend')).disabled = state.over;
      const said = feedbackWords(v.feedback);
      const best = v.engine && lines?.lines.length ? ` · ${evalWords(lines.lines[0].eval)}` : '';
      renderStrip(said || `${whereText(v)}${best}`, v.feedback && 'error' in v.feedback ? 'bad' : '');
      $('analysis-feedback').textContent = said;
      $('analysis-feedback').dataset.kind = v.feedback && 'error' in v.feedback ? 'bad' : '';
    },
    /** Screen readers hear the position shown, or what the card says. */
    announce(/** @type {import('../app/analysis.js').AnalysisView} */ v) {
      $('announce').textContent = v.feedback ? feedbackWords(v.feedback) : whereText(v);
    },
  };
}

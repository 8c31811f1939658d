// The analysis board (issue 35, part 3) without a browser: www/app/analysis.js with the
// real core's tree (`Analysis`), a stand-in view, card and engine. Moves for either
// side make the tree, the keys step through it, promote, make main line and delete
// change it, the address keeps it, and the engine's lines are asked for the position
// shown only, stopped when it changes or the page is hidden. The card, the tree to
// assistive technology and the worker are tests/e2e/analysis.test.mjs's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core } from './lib/device.mjs';
import {
  analysisOpened, createAnalysisBoard, engineSwitched, linesCame, nodeAt, nodeShown, pathTo, readAnalysisFragment, stepFrom, treeChanged,
} from '../../www/app/analysis.js';
import { analysisFragment, analysisHref } from '../../www/page/analysis-link.js';

const RECORD = '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3';

/** The board with stand-ins: `searches` each engine request, with whether it was stopped and a way to answer it. */
function openBoard({ record = RECORD, at = [], visible = () => true } = {}) {
  const view = { snap: null, render(snap) { view.snap = snap; } };
  const card = { shown: null, announced: 0, render(v) { card.shown = v; }, announce() { card.announced += 1; } };
  const searches = [];
  const opponent = {
    analyse(request, onLines) {
      const search = { request, stopped: false, onLines };
      searches.push(search);
      return { stop: () => { search.stopped = true; } };
    },
  };
  const addresses = [];
  const board = createAnalysisBoard({ Analysis: core.Analysis, record, at, view, card, opponent, address: (r, a) => addresses.push({ record: r, at: a }), visible });
  board.redraw();
  board.visibilityChanged();
  return { board, view, card, searches, addresses };
}

const shownMoves = (t) => t.card.shown.state.history.map((m) => m.text);

test('the record with its variations opens at the position its moves lead to, and the keys step through the tree', () => {
  const t = openBoard({ at: ['a1-c2', 'b5-a3'] });
  assert.deepEqual(shownMoves(t), ['a1-c2', 'b5-a3']);
  t.board.go('forward');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'b5-a3', 'b1-d2']);
  t.board.go('back');
  t.board.go('up');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3'], 'up: the main move, before the variation');
  t.board.go('up');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3'], 'nothing before it');
  t.board.go('down');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'b5-a3']);
  t.board.go('start');
  assert.deepEqual(shownMoves(t), []);
  t.board.go('end');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3', 'b1-a3'], 'the end of the main line');
  assert.deepEqual(t.addresses.at(-1).at, ['a1-c2', 'e5-d3', 'b1-a3']);
  // Moves the tree does not have: as far as it goes.
  assert.deepEqual(shownMoves(openBoard({ at: ['a1-c2', 'c5-b3'] })), ['a1-c2']);
});

test('a move of either side makes a node, or goes to the one the tree has; a refused move is the core\'s reason', () => {
  const t = openBoard({ at: ['a1-c2', 'e5-d3'] });
  assert.equal(t.view.snap.humanToMove, true);
  assert.deepEqual(t.view.snap.seats, { white: 'human', black: 'human' });
  const before = t.card.shown.nodes.length;
  assert.equal(t.board.typedMove('b1-a3'), null);
  assert.equal(t.card.shown.nodes.length, before, 'the main line\'s move: no new node');
  t.board.go('back');
  const white = t.card.shown.state.moves.find((m) => m.text !== 'b1-a3').text;
  assert.equal(t.board.typedMove(white), null);
  assert.equal(t.card.shown.nodes.length, before + 1);
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3', white]);
  // Black's move now: the side to move plays, whoever it is.
  assert.equal(t.card.shown.state.turn, 'black');
  const black = t.card.shown.state.moves[0].text;
  assert.equal(t.board.typedMove(black), null);
  assert.ok(t.addresses.at(-1).record.endsWith(`2. b1-a3 (2. ${white} ${black})`), t.addresses.at(-1).record);
  const refused = t.board.typedMove('a5-a4');
  assert.ok(refused instanceof Error);
  assert.ok('error' in t.card.shown.feedback);
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3', white, black]);
});

test('promote, make main line and delete change the tree, and the record says so', () => {
  const t = openBoard({ at: ['a1-c2', 'b5-a3', 'b1-d2'] });
  t.board.makeMainLine();
  assert.equal(t.board.record(), '1. a1-c2 b5-a3 (1... e5-d3 2. b1-a3) 2. b1-d2');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'b5-a3', 'b1-d2'], 'the same position shown');
  t.board.go('back');
  t.board.go('down');
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3']);
  t.board.promote();
  assert.equal(t.board.record(), RECORD);
  t.board.go('forward');
  t.board.remove();
  assert.deepEqual(shownMoves(t), ['a1-c2', 'e5-d3'], 'the position before the move taken away');
  assert.equal(t.board.record(), '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2)');
  assert.equal(t.board.record({ main: true }), '1. a1-c2 e5-d3');
  // The start cannot be taken away, nor promoted.
  t.board.go('start');
  t.board.remove();
  t.board.promote();
  assert.equal(t.board.record(), '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2)');
});

test('the engine is asked about the position shown only: a new one stops the search before; off, or hidden, none', () => {
  let shown = true;
  const t = openBoard({ at: ['a1-c2'], visible: () => shown });
  assert.equal(t.searches.length, 1);
  assert.deepEqual(t.searches[0].request, { start: t.card.shown.state.startPosition, board: 'knight', moves: ['a1-c2'], lines: 3 });
  const lines = { depth: 4, lines: [{ move: { kind: 'step', side: 'black', text: 'e5-d3', from: 'e5', to: 'd3', capture: false, unmarks: null }, eval: { points: 0.5, win: null, plies: null }, line: ['e5-d3', 'b1-a3'] }] };
  t.searches[0].onLines(lines);
  assert.deepEqual(t.card.shown.lines, lines);
  assert.deepEqual(t.view.snap.arrow, { from: 'e5', to: 'd3' }, 'the best move drawn');
  t.board.go('forward');
  assert.equal(t.searches[0].stopped, true);
  assert.equal(t.card.shown.lines, null);
  // A late answer of the search before changes nothing.
  t.searches[0].onLines(lines);
  assert.equal(t.card.shown.lines, null);
  assert.deepEqual(t.searches[1].request.moves, ['a1-c2', 'e5-d3']);
  t.board.setEngine(false);
  assert.equal(t.searches[1].stopped, true);
  assert.equal(t.view.snap.arrow, null);
  t.board.go('back');
  assert.equal(t.searches.length, 2, 'off: no search');
  t.board.setEngine(true);
  assert.equal(t.searches.length, 3);
  shown = false;
  t.board.visibilityChanged();
  assert.equal(t.searches[2].stopped, true);
  t.board.go('forward');
  assert.equal(t.searches.length, 3, 'hidden: no search');
  shown = true;
  t.board.visibilityChanged();
  assert.equal(t.searches.length, 4);
});

test('the analysis\'s state: each transition returns a new state and changes none in place; the tree\'s paths', () => {
  const nodes = /** @type {any[]} */ ([
    { id: 0, parent: null, move: null, children: [1, 3] },
    { id: 1, parent: 0, move: { text: 'a1-c2' }, children: [2] },
    { id: 2, parent: 1, move: { text: 'e5-d3' }, children: [] },
    { id: 3, parent: 0, move: { text: 'b1-a3' }, children: [] },
  ]);
  const start = Object.freeze(analysisOpened(nodes));
  const shown = Object.freeze(nodeShown(start, 2));
  assert.deepEqual([start.node, shown.node], [0, 2]);
  assert.equal(nodeShown(shown, 2), shown, 'the same node: the same state');
  const lines = /** @type {any} */ ({ depth: 1, lines: [] });
  assert.equal(linesCame(shown, 1, lines), shown, 'another node\'s lines: nothing');
  assert.equal(linesCame(shown, 2, lines).lines, lines);
  assert.equal(linesCame(engineSwitched(shown, false), 2, lines).lines, null, 'off: kept none');
  assert.equal(treeChanged(linesCame(shown, 2, lines), nodes, 2).lines, lines, 'the same node: its lines kept');
  assert.deepEqual([pathTo(nodes, 2), pathTo(nodes, 0), nodeAt(nodes, ['a1-c2', 'e5-d3']), nodeAt(nodes, ['b1-a3']), nodeAt(nodes, ['x'])], [['a1-c2', 'e5-d3'], [], 2, 3, 0]);
  assert.deepEqual([stepFrom(nodes, 1, 'down'), stepFrom(nodes, 3, 'up'), stepFrom(nodes, 3, 'down'), stepFrom(nodes, 0, 'back'), stepFrom(nodes, 1, 'end')], [3, 1, 3, 0, 2]);
});

test('the analysis board\'s address: the record and the moves to the position, read back', () => {
  const hash = analysisFragment(RECORD, ['a1-c2', 'b5-a3']);
  assert.deepEqual(readAnalysisFragment(hash), { record: RECORD, at: ['a1-c2', 'b5-a3'] });
  assert.deepEqual(readAnalysisFragment('#game=1.+a1-c2'), { record: null, at: [] });
  const href = new URL(analysisHref(RECORD, [], /** @type {any} */ ({ href: 'https://x.test/jarmo/?puzzles&lang=fi#game=a', search: '?puzzles&lang=fi', hash: '#game=a' })));
  assert.equal(href.search, '?lang=fi&analysis=');
  assert.equal(readAnalysisFragment(href.hash).record, RECORD);
});

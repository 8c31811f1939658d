// The analysis board (issue 35, part 3), as a player uses it in each engine: Analyse from
// a finished game opens it at the position shown; the tree's keys step through it; a
// move on the board for either side makes a variation, which is a group in the tree to
// assistive technology; make main line and delete change the record that the address
// keeps; a pasted record with variations opens it; the engine names its best moves.
// The tree's transitions are tests/unit/analysis.test.mjs's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, clickCircle, core, openFramed, openGame, overflow, shot, useBrowser } from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

/** What the address's fragment holds: the record and the moves to the position shown. */
const fragment = (page) => page.evaluate(() => {
  const params = new URLSearchParams(location.hash.slice(1));
  return { record: params.get('analyse'), at: params.get('at') ?? '' };
});

test('analyse_a_game_step_through_it_and_make_a_variation', everyEngine('input'), async () => {
  const { page } = await openGame(env, { query: `?mode=hotseat&lang=en#game=${WHITE_WINS.join('+')}` });
  await page.waitForSelector('#end-panel');
  await page.click('#end-close').catch(() => {});
  // The position shown: three moves from the end.
  for (let i = 0; i < 3; i++) await page.click('#view-prev');
  await page.click('#analyse-link');
  await page.waitFor(() => document.body?.dataset.trainer === 'analysis' && document.querySelector('#analysis-tree [role="treeitem"]') !== null, null, { timeout: 20000, what: 'the analysis board' });
  const shown = WHITE_WINS.slice(0, -3);
  assert.equal((await fragment(page)).at, shown.join(' '));
  // The engine, in its worker: its evaluation and its three best moves, each with its line.
  await page.waitFor(() => document.querySelectorAll('#analysis-lines li').length === 3, null, { timeout: 30000, what: 'the engine\'s three lines' });
  assert.match(await page.text('#analysis-eval'), /^([+−-]?\d+\.\d\d|(White|Black) wins in \d+) · depth \d+$/);
  const lines = await page.texts('#analysis-lines li strong');
  assert.equal(new Set(lines).size, 3, `three different moves: ${lines}`);
  assert.equal(await page.count('#analysis-tree [role="treeitem"]'), WHITE_WINS.length);
  assert.match(await page.evaluate(() => document.querySelector('#analysis-tree [aria-selected="true"] .analysis-san')?.textContent), new RegExp(`${shown.at(-1)}$`));
  // The keys on the tree: back and forward along the line.
  await page.focus('#analysis-tree');
  await page.press('ArrowLeft');
  await page.waitFor((n) => new URLSearchParams(location.hash.slice(1)).get('at')?.split(' ').length === n, shown.length - 1);
  await page.press('ArrowRight');
  await page.press('ArrowRight');
  await page.waitFor((n) => new URLSearchParams(location.hash.slice(1)).get('at')?.split(' ').length === n, shown.length + 1);
  // Back to the position shown, and another move there, on the board: a variation.
  await page.press('ArrowLeft');
  const { Game } = await core();
  const game = new Game();
  for (const m of shown) game.play(m);
  const other = game.state().moves.find((m) => m.kind === 'step' && m.text !== WHITE_WINS[shown.length]);
  game.free();
  await clickCircle(page, other.from);
  await clickCircle(page, other.to);
  await page.waitFor(() => document.querySelector('#analysis-tree [role="group"]') !== null, null, { what: 'a variation' });
  const after = await fragment(page);
  assert.equal(after.at, [...shown, other.text].join(' '));
  assert.ok(after.record.includes(`(${Math.ceil((shown.length + 1) / 2)}${shown.length % 2 ? '...' : '.'} ${other.text})`), after.record);
  // To assistive technology: a tree, the variation a group in the move it is an alternative to, one item selected.
  const tree = await page.evaluate(() => {
    const group = document.querySelector('#analysis-tree [role="group"]');
    return {
      owner: group.closest('[role="treeitem"]')?.getAttribute('aria-expanded'),
      level: group.querySelector('[role="treeitem"]').getAttribute('aria-level'),
      selected: [...document.querySelectorAll('#analysis-tree [aria-selected="true"]')].map((e) => e.querySelector('.analysis-san').textContent),
      active: document.getElementById('analysis-tree').getAttribute('aria-activedescendant'),
    };
  });
  assert.deepEqual([tree.owner, tree.level, tree.selected.length], ['true', '2', 1]);
  assert.ok(tree.selected[0].endsWith(other.text));
  assert.match(tree.active, /^analysis-node-\d+$/);
  await assertNoErrors(page);
  await page.close();
});

test('a_pasted_record_with_variations_opens_the_analysis_board', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=en' });
  const record = '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3';
  await page.fill('#import-text', record);
  await page.click('#import-game');
  await page.waitFor(() => document.body?.dataset.trainer === 'analysis' && document.querySelector('#analysis-tree [role="group"]') !== null, null, { timeout: 20000, what: 'the analysis board' });
  assert.equal((await fragment(page)).record, record);
  assert.deepEqual(await page.texts('#analysis-tree [role="group"] .analysis-san'), ['1... b5-a3', '2. b1-d2']);
  // The engine's lines coming do not move the tree (a press aimed at a move lands on it).
  const treeTop = () => page.evaluate(() => document.getElementById('analysis-tree').getBoundingClientRect().top);
  const before = await treeTop();
  await page.waitFor(() => document.querySelectorAll('#analysis-lines li').length === 3, null, { timeout: 30000, what: 'the engine\'s lines' });
  assert.equal(await treeTop(), before);
  // Make main line, from the variation's last move; then delete it again.
  await page.click('#analysis-tree [role="group"] [role="treeitem"]:last-child .analysis-san');
  await page.click('#analysis-main');
  await page.waitFor(() => new URLSearchParams(location.hash.slice(1)).get('analyse') === '1. a1-c2 b5-a3 (1... e5-d3 2. b1-a3) 2. b1-d2');
  await page.click('#analysis-back');
  await page.click('#analysis-delete');
  await page.waitFor(() => new URLSearchParams(location.hash.slice(1)).get('analyse') === '1. a1-c2 e5-d3 2. b1-a3');
  assert.equal(await page.count('#analysis-tree [role="group"]'), 0);
  await assertNoErrors(page);
  await page.close();
});

for (const [width, height] of [[320, 480], [800, 450]]) {
  test(`in_a_sandboxed_frame_of_${width}x${height}_the_analysis_card_fits_in_german`, everyEngine('layout'), async () => {
    const record = '1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2 (2. b1-a3 d5-e3)) 2. b1-a3 d5-e3 3. a3-b5';
    const query = `?analysis&lang=de#${new URLSearchParams({ analyse: record, at: 'a1-c2 b5-a3' })}`;
    const { page, frame } = await openFramed(env, { width, height, query, sandbox: 'allow-scripts' });
    await frame.waitFor(() => document.querySelector('#analysis-tree [role="treeitem"]') !== null, null, { what: 'the analysis board' });
    // The smallest frames keep where the position stands over the board; More opens the card.
    if (await frame.evaluate(() => getComputedStyle(document.getElementById('trainer-strip')).display !== 'none')) {
      assert.match(await frame.text('#trainer-strip-text'), /^Nach 1\.\.\. b5-a3 · /);
      await frame.click('#trainer-strip-more');
      await frame.waitFor(() => document.body.classList.contains('panel-open'), null, { what: 'the card' });
    }
    await shot(page, `analysis-${width}x${height}`);
    assert.deepEqual(await overflow(frame), { x: 0, y: 0 }, 'the page itself does not scroll');
    // Each control of the card within the card: no word cut off, nothing out of the frame.
    const out = await frame.evaluate(() => {
      const card = document.getElementById('analysis').getBoundingClientRect();
      return [...document.querySelectorAll('#analysis button, #analysis select, #analysis label')]
        .filter((e) => e.getClientRects().length)
        .map((e) => ({ id: e.id || e.textContent, box: e.getBoundingClientRect(), wide: e.scrollWidth > e.clientWidth + 1 }))
        .filter(({ box, wide }) => wide || box.left < card.left - 1 || box.right > card.right + 1)
        .map(({ id }) => id);
    });
    assert.deepEqual(out, []);
    await assertNoErrors(page);
    await page.close();
  });
}

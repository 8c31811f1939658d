// The page's folders depend on each other in one direction only (no cycles), and the
// headless app (www/app/) touches no DOM: what lets its state and actions run in Node.
// Type-only imports in JSDoc (`import('...').Type`) are not dependencies.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { wwwScripts } from './sources.mjs';

/** A script's code without its comments (JSDoc type imports live there) and strings' contents kept. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The folder of a path under www/ ('.' for the top level). */
const folderOf = (file) => (file.includes('/') ? file.split('/')[0] : '.');

/** Every import of the page's scripts, as [from file, to file]. */
function imports() {
  const edges = [];
  for (const [file, text] of wwwScripts()) {
    for (const m of code(text).matchAll(/\b(?:import|export)\s[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const spec = m[1] ?? m[2] ?? m[3];
      edges.push([file, path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))]);
    }
  }
  return edges;
}

test('the page\'s folders import each other in one direction only', () => {
  const between = new Map();
  for (const [from, to] of imports()) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === b) continue;
    if (!between.has(a)) between.set(a, new Map());
    between.get(a).set(b, `${from} -> ${to}`);
  }
  // Find a cycle by depth-first search over the folders.
  const cycles = [];
  const state = new Map();
  const visit = (folder, trail) => {
    state.set(folder, 'open');
    for (const [next, example] of between.get(folder) ?? []) {
      if (state.get(next) === 'open') {
        const start = trail.findIndex((t) => t.folder === next);
        cycles.push([...trail.slice(start).map((t) => t.example), example].filter(Boolean).join('\n  '));
      } else if (!state.has(next)) {
        visit(next, [...trail, { folder: next, example }]);
      }
    }
    state.set(folder, 'done');
  };
  for (const folder of between.keys()) if (!state.has(folder)) visit(folder, [{ folder, example: null }]);
  assert.deepEqual(cycles, [], `folders that import each other:\n  ${cycles.join('\n\n  ')}`);
});

test('the headless app (www/app/) touches no DOM and imports only what is headless', () => {
  const found = [];
  for (const [file, text] of wwwScripts()) {
    if (folderOf(file) !== 'app') continue;
    // The browser's globals (a game's `state.history` or a `{ history }` is the game's).
    const globals = [/(?<![.\w$])(document|window|navigator|localStorage|sessionStorage|matchMedia|requestAnimationFrame|HTMLElement|Worker)\b/,
      /(?<![.\w$])location\.(href|hash|search|assign|replace|reload)/, /(?<![.\w$])history\.(replaceState|pushState|back|forward|go)\b/];
    for (const pattern of globals) {
      const m = code(text).match(pattern);
      if (m) found.push(`${file}: ${m[0]}`);
    }
  }
  for (const [from, to] of imports()) {
    if (folderOf(from) === 'app' && !['app', 'board', 'learn', 'puzzles', 'text', '.'].includes(folderOf(to))) found.push(`${from} imports ${to}`);
    if (folderOf(from) === 'app' && folderOf(to) === 'board' && !/board\/(geometry|core)\.js$/.test(to)) found.push(`${from} imports ${to}`);
  }
  assert.deepEqual(found, []);
});

test('every 2D canvas is drawn by the processor (board/canvas.js), never sent to an emulated GPU', () => {
  // An accelerated canvas on a machine without a GPU (WebKitGTK with Mesa's llvmpipe)
  // held the page's thread 120-290 ms around each animated move (issue 32, point 11).
  const found = [];
  for (const [file, text] of wwwScripts()) {
    for (const m of code(text).matchAll(/getContext\(([^)]*)\)/g)) {
      if (file === 'board/canvas.js' || /willReadFrequently:\s*true/.test(m[1])) continue;
      found.push(`${file}: getContext(${m[1]})`);
    }
  }
  assert.deepEqual(found, [], 'ask for a 2D context with context2d() of board/canvas.js');
});

test('the views read nothing back from the page: no text, no hidden flag, no watching of it', () => {
  // What a view shows comes from the snapshot it is given; what the page needs to know
  // it is told (issue 34): the page state says the side panel is open, panels/dialog.js
  // that a question is.
  const found = [];
  for (const [file, text] of wwwScripts()) {
    if (file.startsWith('i18n/')) continue;
    const source = code(text);
    for (const pattern of [/\.textContent\b(?!\s*=[^=])/g, /(?<![.\w$])[\w$]+\.hidden\b(?!\s*=[^=])/g, /\bMutationObserver\b/g]) {
      for (const m of source.matchAll(pattern)) found.push(`${file}: ${source.slice(Math.max(0, m.index - 30), m.index + m[0].length).replace(/\s+/g, ' ')}`);
    }
  }
  assert.deepEqual(found, []);
});

test('the controller only composes the features: app/game.js is at most 400 lines', () => {
  // Issue 34: each feature is a module of its own (app/playing.js, links.js, ...), and
  // what game.js keeps is what they share. A feature growing into it again shows here.
  const lines = new Map(wwwScripts()).get('app/game.js').split('\n').length;
  assert.ok(lines <= 400, `app/game.js has ${lines} lines: move what is one feature's into its module`);
});

test('the controller\'s state changes only through a feature\'s named pure transition (ctx.step), never by a merge', () => {
  // Issue 34: one idiom for all of www/app/. `ctx.step(t, ...args)` replaces the state with
  // t(state, ...args); each t is exported by the feature whose slice it changes (or, for
  // what they share, by state.js) and unit-tested (transitions.test.mjs).
  const sources = new Map(wwwScripts());
  const exported = (file) => new Set([...code(sources.get(file)).matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]));
  const appFiles = [...sources.keys()].filter((name) => name.startsWith('app/'));
  const transitions = new Set(appFiles.flatMap((file) => [...exported(file)]));
  let steps = 0;
  for (const file of appFiles) {
    const source = code(sources.get(file));
    assert.doesNotMatch(source, /\bctx\.set\(|(?<!\.)\bset\(\{/, `${file}: a state changed by a merge: name the change as a transition`);
    for (const [, name] of source.matchAll(/\b(?:ctx\.)?step\((\w+)/g)) {
      steps++;
      assert.ok(transitions.has(name), `${file}: step(${name}): not a transition that a module of app/ exports`);
    }
  }
  assert.ok(steps >= 40, `the features' changes go through step (${steps} found)`);
  // And each is unit-tested with frozen states.
  const tested = readFileSync(new URL('./transitions.test.mjs', import.meta.url), 'utf8');
  for (const file of appFiles) {
    for (const [, name] of code(sources.get(file)).matchAll(/\b(?:ctx\.)?step\((\w+)/g)) {
      assert.match(tested, new RegExp(`\\b${name}\\(`), `${name} (${file}) has no test in transitions.test.mjs`);
    }
  }
});

test('the controllers tell the view nothing but these: notices, errors, what is said, the focus and the board\'s turning are in the snapshot', () => {
  // Issue 34 asks for a one-way view: a controller calls only `render`, and the
  // snapshot carries what the page shows. Notices (app/notices.js), the errors, what
  // screen readers are told, where the focus goes, a dropped selection and the board's
  // turning are state now; the others are still calls, and this list only shrinks as each becomes state.
  const still = ['render'];
  const sources = new Map(wwwScripts());
  for (const file of [...sources.keys()].filter((name) => name.startsWith('app/'))) {
    const source = code(sources.get(file));
    const called = [...new Set([...source.matchAll(/\bview\.(\w+)\b/g)].map((m) => m[1]))].sort();
    assert.deepEqual(called.filter((name) => !still.includes(name)), [], `${file}: a new call of the view: put it in the snapshot instead`);
  }
  for (const file of ['panels/view.js', 'panels/board-view.js']) {
    assert.ok(!/\bsnapshot\s*\(/.test(code(sources.get(file))), `${file}: the view draws the snapshots it is given and asks for none`);
    assert.ok(!/@type \{Snapshot\} \*\/ \(/.test(sources.get(file)), `${file}: no casts of what it is given`);
  }
  // Lessons and puzzles are drawn by a board view of their own, not by the game's view.
  assert.ok(!/\bgame\b/.test(code(sources.get('panels/board-view.js'))), 'the board view knows no game flag');
  assert.ok(/from '\.\.\/panels\/board-view\.js'/.test(sources.get('boot/trainer.js')), 'the trainer draws with the board view');
  assert.ok(!/panels\/view\.js/.test(sources.get('boot/trainer.js')), 'the trainer does not load the game\'s view');
  const game = code(sources.get('app/game.js'));
  assert.ok(/\bnotices: notices\.list\(\)/.test(game), 'the snapshot carries the game\'s notices');
  assert.ok(!/\bdrawnArrow\b/.test(game), 'what the board drew last is the view\'s to know');
  for (const part of ['error', 'disagree']) assert.ok(new RegExp(`\\b${part}: ui\\.${part}\\b`).test(game), `the snapshot carries ${part}`);
  // What is said, the focus, a dropped selection and the board's turning: one keeper for the game, lessons and puzzles (drill.js).
  for (const file of ['app/game.js', 'app/lessons.js', 'app/puzzles.js']) {
    assert.ok(/\bcreateBoardCues\(\)/.test(code(sources.get(file))), `${file} keeps its board's cues with createBoardCues`);
  }
  assert.ok(/\.\.\.boardCues\.view\(\)/.test(game), 'the snapshot carries what is said, the focus, a dropped selection and the turning');
  // The archer picked up too (drill.js createBoardCues `picked`): the board view draws the trays and the focus's words from it.
  assert.ok(/\bpicked\b/.test(code(sources.get('app/drill.js'))), 'the board cues carry the picked archer');
  assert.ok(!/\bboard\.selected\(\)/.test(code(sources.get('panels/board-view.js'))), 'the board view reads the picked archer from its snapshot');
});


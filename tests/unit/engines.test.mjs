// Every browser test says which engines it runs in (tests/lib/engines.mjs), and
// docs/testing.md lists those that run in Chromium alone, as they are now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { AREAS } from '../lib/engines.mjs';
import { DOC, END, START, callsOf, chromiumOnlyList, files, testsOf } from '../e2e-kinds.mjs';

test('every browser test says its kind: everyEngine(area) or sameInEveryEngine()', () => {
  for (const { file, source } of files()) {
    const tests = testsOf(source);
    assert.equal(tests.length, callsOf(source), `${file}: a test( the check cannot read (its options on one line, then async)`);
    for (const t of tests) assert.notEqual(t.kind, 'none', `${file}: ${t.name} says no kind`);
    for (const [, area] of source.matchAll(/(?:^|[^A-Za-z])everyEngine\('([^']*)'/g)) {
      assert.ok(AREAS.includes(area), `${file}: everyEngine('${area}') is not an area (${AREAS.join(', ')})`);
    }
  }
});

test('a test with no kind is caught', () => {
  const source = "test('a', async () => {});\ntest('b', sameInEveryEngine(), async () => {});\n";
  assert.deepEqual(testsOf(source).map((t) => t.kind), ['none', 'chromium']);
  assert.equal(testsOf("test(`c_${x}`, x ? everyEngine('input') : sameInEveryEngine(), async () => {});")[0].kind, 'some');
});

test('docs/testing.md lists the tests that run in Chromium alone, as they are', () => {
  const doc = readFileSync(DOC, 'utf8');
  const listed = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
  assert.ok(doc.includes(START) && doc.includes(END), 'the markers are in docs/testing.md');
  assert.equal(listed, chromiumOnlyList(), 'run node tests/e2e-kinds.mjs --write');
});

// page/lazy.js: a part of the page fetched when first used.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyPart } from '../../www/page/lazy.js';

test('a part is fetched and made once, however many uses ask for it at once', async () => {
  let loads = 0;
  const part = lazyPart(async () => ({ made: ++loads }), () => assert.fail('no failure'));
  const [a, b] = await Promise.all([part(), part()]);
  assert.equal(a, b);
  assert.deepEqual(await part(), { made: 1 });
  assert.equal(loads, 1);
});

test('a part that cannot come is said, the use that asked is refused, and the next use tries again', async (t) => {
  t.mock.method(console, 'warn', () => {});
  const failures = [];
  let offline = true;
  const part = lazyPart(async () => {
    if (offline) throw new Error('Failed to fetch dynamically imported module');
    return 'here';
  }, (error) => failures.push(error.message));
  await assert.rejects(part(), /Failed to fetch/);
  assert.deepEqual(failures, ['Failed to fetch dynamically imported module']);
  offline = false;
  assert.equal(await part(), 'here');
  assert.equal(failures.length, 1);
});

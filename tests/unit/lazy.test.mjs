// app/lazy.js and page/lazy.js: a part of the page fetched when first used.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyPart } from '../../www/app/lazy.js';
import { bindOnFirstUse } from '../../www/page/lazy.js';

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

test('a part fetched ahead of a use says nothing when it cannot come; the use then does', async (t) => {
  t.mock.method(console, 'warn', () => {});
  const failures = [];
  const part = lazyPart(async () => {
    throw new Error('offline');
  }, (error) => failures.push(error.message));
  await assert.rejects(part({ quiet: true }), /offline/);
  assert.deepEqual(failures, []);
  await assert.rejects(part(), /offline/);
  assert.deepEqual(failures, ['offline']);
});

test('a press on a control before its part is here waits for it and is given to the control again', async () => {
  let release;
  const arrived = new Promise((resolve) => { release = resolve; });
  let bound = 0;
  const part = lazyPart(async () => {
    await arrived;
    bound++;
  }, () => assert.fail('no failure'));
  const container = new EventTarget();
  const pressed = [];
  const button = { closest: () => button, click: () => pressed.push('click') };
  bindOnFirstUse(/** @type {any} */ (container), part);
  // The press: its target is the button (a click dispatched on the container, whose closest button is it).
  Object.assign(container, { closest: () => button });
  const press = new Event('click', { cancelable: true });
  container.dispatchEvent(press);
  assert.equal(press.defaultPrevented, true, 'the press waits');
  assert.deepEqual(pressed, []);
  release();
  await part();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(pressed, ['click'], 'given to the button again once bound');
  assert.equal(bound, 1);
  const later = new Event('click', { cancelable: true });
  container.dispatchEvent(later);
  assert.equal(later.defaultPrevented, false, 'once bound, a press goes through');
});

test('pointing at the controls fetches their part ahead of a press', async () => {
  let loads = 0;
  const part = lazyPart(async () => { loads++; }, () => assert.fail('no failure'));
  const container = new EventTarget();
  bindOnFirstUse(/** @type {any} */ (container), part);
  container.dispatchEvent(new Event('pointerover'));
  container.dispatchEvent(new Event('focusin'));
  await part();
  assert.equal(loads, 1);
});

test('now() is the part once it is here, and null before it and after a failure', async (t) => {
  t.mock.method(console, 'warn', () => {});
  let offline = true;
  const part = lazyPart(async () => {
    if (offline) throw new Error('offline');
    return { made: true };
  }, () => {});
  assert.equal(part.now(), null);
  await assert.rejects(part(), /offline/);
  assert.equal(part.now(), null, 'a failure leaves nothing');
  offline = false;
  const made = await part();
  assert.equal(part.now(), made);
});

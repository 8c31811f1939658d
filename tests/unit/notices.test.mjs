// The notices over the page: at most MAX_TOASTS toasts, the oldest folded into one
// "and N more" (foldNotices, pure), whatever the number of notices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_TOASTS, foldNotices } from '../../www/panels/notices.js';
import { createI18n } from '../../www/i18n/i18n.js';

const en = (await import('../../www/i18n/en/game.js')).default;

test('up to five notices each show; none is folded', () => {
  assert.equal(MAX_TOASTS, 5);
  for (let count = 0; count <= 5; count++) assert.deepEqual(foldNotices(count), { folded: 0, shown: count });
});

test('past five, the newest four show and the others fold into one toast that counts them', () => {
  assert.deepEqual(foldNotices(6), { folded: 2, shown: 4 });
  assert.deepEqual(foldNotices(7), { folded: 3, shown: 4 });
  assert.deepEqual(foldNotices(20000), { folded: 19996, shown: 4 });
  // Never more toasts than the most, the folded one included, for any count and limit.
  for (const max of [2, 3, 5, 8]) {
    for (let count = 0; count < 50; count++) {
      const { folded, shown } = foldNotices(count, max);
      assert.equal(folded + shown, count, `${count} of ${max}`);
      assert.ok(shown + (folded ? 1 : 0) <= max, `${count} of ${max}`);
      assert.ok(folded === 0 || folded >= 2, 'a fold of one would take the place its notice had');
    }
  }
});

test('the folded toast says how many, in the plural of the language', () => {
  const { t } = createI18n('en', { en }, { warn: false });
  assert.equal(t('notice.more', { count: 2 }), 'And 2 more notices.');
  assert.equal(t('notice.more', { count: 1 }), 'And 1 more notice.');
});

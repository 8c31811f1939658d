// The notices over the page: their owners' state and its pure transitions
// (app/notices.js, the page's in app/page.js), and at most MAX_TOASTS toasts, the oldest
// folded into one "and N more" (foldNotices, pure), whatever the number of notices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_TOASTS, foldNotices } from '../../www/panels/notices.js';
import { createNotices, withNotice, withoutNotice } from '../../www/app/notices.js';
import { createPage } from '../../www/app/page.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';

const en = (await import('../../www/i18n/en/game.js')).default;
// English's words for the notices' drawing (notice.more), fetched with it as panels/notices.js does.
await laterTexts();

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

test('a notice of the same key replaces the one open, last in the list; an old showing taken away leaves the new one', () => {
  let changes = 0;
  const notices = createNotices(() => { changes += 1; });
  const first = notices.show('friend-moved', 'friend.moved', { params: { name: 'Ben', move: 'e5-d3' } });
  notices.show('link-older', 'friend.older');
  const second = notices.show('friend-moved', 'friend.movedUnnamed', { params: { move: 'd5-b4' } });
  assert.deepEqual(notices.list().map((n) => [n.key, n.text]), [['link-older', 'friend.older'], ['friend-moved', 'friend.movedUnnamed']]);
  const before = notices.list();
  first();
  assert.equal(notices.list(), before, 'the old showing is gone already: nothing changes');
  assert.equal(changes, 3);
  second();
  assert.deepEqual(notices.list().map((n) => n.key), ['link-older']);
  notices.dismiss('link-older');
  assert.deepEqual(notices.list(), []);
  assert.equal(changes, 5);
});

test('a notice\'s button closes it and then runs its action, once; the state holds only the label', () => {
  const ran = [];
  const notices = createNotices(() => {});
  notices.show('link-replaced', 'link.replaced', { action: { label: 'link.back', run: () => ran.push(notices.list().length) } });
  const [notice] = notices.list();
  assert.deepEqual({ ...notice }, { key: 'link-replaced', id: notice.id, text: 'link.replaced', params: {}, error: null, action: 'link.back' });
  notices.act('link-replaced');
  assert.deepEqual(ran, [0], 'closed before it ran');
  notices.act('link-replaced');
  assert.deepEqual(ran, [0], 'a closed notice does nothing');
  // A notice shown again without a button has none.
  notices.show('update', 'offline.update', { action: { label: 'offline.reload', run: () => ran.push('reload') } });
  notices.show('update', 'offline.update');
  notices.act('update');
  assert.deepEqual(ran, [0]);
});

test('the transitions are pure: a list is never changed in place', () => {
  const list = Object.freeze([Object.freeze({ key: 'a', id: 1, text: 'x', params: {}, error: null, action: null })]);
  const added = withNotice(list, { key: 'b', id: 2, text: 'y', params: {}, error: null, action: null });
  assert.deepEqual(added.map((n) => n.key), ['a', 'b']);
  assert.deepEqual(withoutNotice(added, 'a', 7).map((n) => n.key), ['a', 'b'], 'another showing of a stays');
  assert.deepEqual(withoutNotice(added, 'a').map((n) => n.key), ['b']);
  assert.equal(withoutNotice(list, 'z'), list, 'nothing to take away: the same list');
});

test('the page\'s notices are its state: notify, close and a button, each a new state for its views', () => {
  const page = createPage();
  const seen = [];
  page.subscribe((s) => seen.push(s.notices.map((n) => n.key)));
  const reloads = [];
  page.notify('update', 'offline.update', { action: { label: 'offline.reload', run: () => reloads.push(true) } });
  page.notify('problem-level', 'embed.problem', { params: { param: 'level', value: '99' } });
  assert.deepEqual(page.get().notices.map((n) => n.params), [{}, { param: 'level', value: '99' }]);
  page.dismissNotice('problem-level');
  page.noticeAction('update');
  assert.deepEqual(reloads, [true]);
  assert.deepEqual(seen, [['update'], ['update', 'problem-level'], ['update'], []]);
});

// The page's own state (www/app/page.js, with www/app/store.js): the colours and the
// side panel, one owner whose views get each new state with the one before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPage, isDark } from '../../www/app/page.js';

test('a_chosen_theme_is_kept_and_drawn_and_a_bad_one_changes_nothing', () => {
  const kept = [];
  const page = createPage({ theme: 'auto', systemDark: true }, { theme: (t) => kept.push(t) });
  const drawn = [];
  page.subscribe((s, before) => drawn.push([before.theme, s.theme]));
  assert.equal(isDark(page.get()), true);
  page.chooseTheme('light');
  page.chooseTheme('purple');
  page.chooseTheme('light');
  assert.deepEqual(kept, ['light']);
  assert.deepEqual(drawn, [['auto', 'light']]);
  assert.equal(isDark(page.get()), false);
});

test('the_system_colours_count_only_under_auto', () => {
  const page = createPage({ theme: 'dark' });
  page.setSystemDark(false);
  assert.equal(isDark(page.get()), true);
  page.chooseTheme('auto');
  assert.equal(isDark(page.get()), false);
  page.setSystemDark(true);
  assert.equal(isDark(page.get()), true);
});

test('the_panel_opens_and_closes_and_the_views_hear_only_changes', () => {
  const page = createPage();
  let draws = 0;
  const stop = page.subscribe(() => draws++);
  page.setPanel(true);
  page.setPanel(true);
  page.setPanel(false);
  assert.equal(draws, 2);
  stop();
  page.setPanel(true);
  assert.equal(draws, 2);
  assert.equal(page.get().panelOpen, true);
});

// The colours (www/page/theme.js): which theme a visit starts with, and whether it is
// dark, from the choice alone (the page's data-theme is drawn, never read back).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDark, pickTheme } from '../../www/page/theme.js';

test('the_address_wins_over_the_stored_theme_and_a_bad_one_counts_as_none', () => {
  assert.equal(pickTheme({ search: '?theme=dark', stored: 'light' }), 'dark');
  assert.equal(pickTheme({ search: '?theme=purple', stored: 'light' }), 'light');
  assert.equal(pickTheme({ search: '', stored: 'purple' }), 'auto');
});

test('dark_is_the_choice_or_under_auto_the_systems', () => {
  assert.equal(isDark('dark', false), true);
  assert.equal(isDark('light', true), false);
  assert.equal(isDark('auto', true), true);
  assert.equal(isDark('auto', false), false);
});

// The colours (www/app/page.js): which theme a visit starts with (whether it is dark
// is the page's state, tests/unit/page.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pickTheme } from '../../www/app/page.js';

test('the_address_wins_over_the_stored_theme_and_a_bad_one_counts_as_none', () => {
  assert.equal(pickTheme({ search: '?theme=dark', stored: 'light' }), 'dark');
  assert.equal(pickTheme({ search: '?theme=purple', stored: 'light' }), 'light');
  assert.equal(pickTheme({ search: '', stored: 'purple' }), 'auto');
});

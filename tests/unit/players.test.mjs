// Who plays (www/app/players.js): one owner, which the game reads and the New game
// dialog only shows; a visit's settings are not stored, the player's own choice is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPlayers } from '../../www/app/players.js';

const saver = () => {
  const saved = [];
  return { saved, save: (p) => saved.push(p) };
};

test('bad_starting_players_keep_their_good_fields_over_the_defaults', () => {
  const players = createPlayers({ mode: 'ai', human: 'purple', level: 99, first: 'black' });
  assert.deepEqual(players.get(), { mode: 'ai', human: 'white', level: 4, first: 'black', board: 'knight', match: 1 });
});

test('a_visits_settings_change_the_players_without_storing_them', () => {
  const { saved, save } = saver();
  const players = createPlayers({ mode: 'ai', level: 6 }, { save });
  players.set({ human: 'black' });
  assert.deepEqual(players.get(), { mode: 'ai', human: 'black', level: 6, first: 'white', board: 'knight', match: 1 });
  assert.deepEqual(saved, []);
});

test('the_players_own_choice_is_stored_and_a_bad_field_changes_nothing', () => {
  const { saved, save } = saver();
  const players = createPlayers({ mode: 'ai', level: 6 }, { save });
  players.keep({ mode: 'hotseat', level: 0 });
  assert.deepEqual(players.get(), { mode: 'hotseat', human: 'white', level: 6, first: 'white', board: 'knight', match: 1 });
  assert.deepEqual(saved, [players.get()]);
});

test('each_change_of_the_players_is_drawn_until_the_view_unsubscribes', () => {
  const players = createPlayers({ mode: 'ai' });
  const drawn = [];
  const stop = players.subscribe((p) => drawn.push(p.mode));
  players.set({ mode: 'friend' });
  players.keep({ mode: 'hotseat' });
  stop();
  players.set({ mode: 'ai' });
  assert.deepEqual(drawn, ['friend', 'hotseat']);
});

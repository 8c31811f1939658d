// What the page says of a game in words (www/panels/status.js): the end speaks to the
// person at this screen, and the score puts the winner's points first.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createI18n } from '../../www/i18n/i18n.js';
import { setTranslator } from '../../www/i18n/lang.js';
import { describeResult, statusText } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));

const blackWins = { winner: 'black', reason: 'goal-row', side: 'black', white: 4, black: 5, text: 'black 5-4' };
const draw = { winner: null, reason: 'no-moves', side: null, white: 3, black: 3, text: 'draw 3-3' };
const over = (result) => ({ over: true, result, turn: 'white' });
const PERSON_BLACK = { white: 'computer', black: 'human' };
const PERSON_WHITE = { white: 'human', black: 'computer' };
const TWO = { white: 'human', black: 'human' };

test('against the computer the end says "You win" or "You lost"', () => {
  assert.equal(describeResult(blackWins, { seats: PERSON_BLACK }).title, 'You win');
  assert.equal(describeResult(blackWins, { seats: PERSON_WHITE }).title, 'You lost');
  assert.equal(describeResult(draw, { seats: PERSON_WHITE }).title, 'Draw');
});

test('two players at one screen read the winning side; a friend game names the friend, or says "You win"', () => {
  assert.equal(describeResult(blackWins, { seats: TWO }).title, 'Black wins');
  assert.equal(describeResult(blackWins).title, 'Black wins');
  const names = { white: 'Anna', black: 'Ben' };
  assert.equal(describeResult(blackWins, { names, seats: { white: 'human', black: 'friend' } }).title, 'Ben wins');
  assert.equal(describeResult(blackWins, { names, seats: { white: 'friend', black: 'human' } }).title, 'You win');
  assert.equal(describeResult(blackWins, { names: { white: '', black: '' }, seats: { white: 'human', black: 'friend' } }).title, 'You lost');
});

test('the status line puts the winner\'s score first', () => {
  assert.equal(statusText({ state: over(blackWins), paused: false, passing: null, seats: TWO }), 'Game over: Black wins 5–4');
  assert.equal(statusText({ state: over({ ...blackWins, winner: 'white', white: 6, black: 2 }), paused: false, passing: null, seats: TWO }),
    'Game over: White wins 6–2');
  assert.equal(statusText({ state: over(blackWins), paused: false, passing: null, seats: PERSON_WHITE }), 'Game over: You lost 5–4');
  assert.equal(statusText({ state: over(draw), paused: false, passing: null, seats: TWO }), 'Game over: Draw 3–3');
});

test('while answers are prepared the status line says what the scratch board waits for, not the game', () => {
  const friend = { id: 'g', seat: 'white', sent: 1, names: { white: 'Anna', black: 'Ben' } };
  const seats = { white: 'human', black: 'friend' };
  const state = { over: false, turn: 'black' };
  assert.equal(statusText({ state, paused: false, passing: null, friend, seats }), 'Black\'s move: send Ben the link.');
  assert.equal(statusText({ state, paused: false, passing: null, friend, seats, preparing: { line: [] } }),
    'Scratch board: Play the move you expect from your friend.');
  assert.equal(statusText({ state, paused: false, passing: null, friend, seats, preparing: { line: ['e5-d3'] } }),
    'Scratch board: Now play your answer to e5-d3.');
});

// What the page says about the game in words: whose turn it is, both sides' points as
// they would count now, the notice before an automatic pass, and the panel at the end.

import { t } from '../i18n/lang.js';
import { sideIn } from '../app/match.js';
import { stepText } from './answers.js';

const points = (n) => t('units.points', { count: n });

/**
 * The end of a game in words: a title and one line of detail. The title speaks to the
 * person at this screen where one side is theirs alone: against the computer "You win"
 * or "You lost"; with a friend "You win", or the friend by name. Two players at one
 * screen read the winning side.
 * @param {import('../contract.js').Result} result
 * @param {{names?: {white: string, black: string} | null, seats?: import('../contract.js').Seats | null}} [who]
 */
export function describeResult(result, { names = null, seats = null } = {}) {
  if (result.reason === 'repetition') {
    return { title: t('end.repetition.title'), detail: t('end.repetition.detail') };
  }
  const scores = t('end.scores', { white: points(result.white), black: points(result.black) });
  // E1 names the side whose archers ended the game; E2 names none.
  const why = result.reason === 'goal-row' ? t(`end.goalRow.${result.side}`)
    : result.reason === 'no-archers' ? t(`end.noArchers.${result.side}`)
    : t('end.noMoves');
  return { title: resultTitle(result, { names, seats }), detail: `${scores} ${why}` };
}

/** The winner in words, for this screen (see describeResult). */
function resultTitle({ winner }, { names, seats }) {
  if (!winner) return t('end.draw');
  const loser = winner === 'white' ? 'black' : 'white';
  const mine = seats && seats[winner] === 'human' && seats[loser] !== 'human';
  const theirs = seats && seats[loser] === 'human' && seats[winner] !== 'human';
  if (mine) return t('end.you.won');
  const name = names?.[winner];
  if (name) return t('end.win.named', { name });
  if (theirs) return t('end.you.lost');
  return t(`end.win.${winner}`);
}

/**
 * The status line in words, from the controller's snapshot: the scratch board's next
 * step while answers are prepared, the result, a pause, a pass about to be played, or
 * whose turn it is. Screen readers hear it after a new game or a takeback, and the
 * board's description ends with it.
 * @param {{state: import('../contract.js').GameState, paused: boolean, passing: string | null,
 *   friend?: import('../contract.js').Friend | null, seats?: import('../contract.js').Seats | null,
 *   preparing?: {line: string[]} | null}} snap
 */
export function statusText({ state, paused, passing, friend = null, seats = null, preparing = null }) {
  // Answers prepared on the scratch board: what it waits for (the game waits for the friend).
  if (preparing) return t('answers.status', { step: stepText(preparing) });
  if (state.over) {
    const { result } = state;
    const { title } = describeResult(result, { names: friend?.names, seats });
    if (result.reason === 'repetition') return t('status.over', { result: title });
    // The winner's score first ("Black wins 5–4"); a draw's are the same.
    const [first, second] = result.winner === 'black' ? [result.black, result.white] : [result.white, result.black];
    return t('status.overScore', { result: title, first, second });
  }
  if (paused) return t('status.paused');
  if (passing) return t(`status.passes.${passing}`);
  if (friend && seats) {
    // With a friend: this device's move, or whom to send the link.
    const name = friend.names[state.turn];
    if (seats[state.turn] === 'friend') return t(name ? `friend.wait.${state.turn}` : `friend.waitUnnamed.${state.turn}`, { name });
    if (friend.seat) return t(`status.friend.yours.${state.turn}`);
  }
  return t(`status.toMove.${state.turn}`);
}

/**
 * The points beside the board (of the position it shows; none in a lesson that does
 * not speak of them), whose turn it is, the status line, and the notice over the board
 * while a pass is due or the host paused the game.
 * @param {import('../app/drill.js').BoardView & {friend?: import('../contract.js').Friend | null,
 *   seats?: import('../contract.js').Seats}} snap the game's (with its friend and seats) or a drill's
 */
export function renderStatus(snap) {
  const { state, shown, paused, passing } = snap;
  for (const colour of ['white', 'black']) {
    // A lesson that does not speak of points shows none.
    const box = document.getElementById(`points-${colour}`);
    const hidden = snap.bars?.points === false;
    box.hidden = hidden;
    box.textContent = hidden ? '' : points(shown.points[colour]);
    const bar = document.getElementById(`player-${colour}`);
    bar.classList.toggle('to-move', !state.over && state.turn === colour);
  }
  const status = document.getElementById('status');
  status.textContent = statusText(snap);
  status.dataset.turn = state.over ? '' : state.turn;

  const notice = document.getElementById('notice');
  const text = paused ? t('notice.paused') : passing ? t(`notice.pass.${passing}`) : '';
  notice.hidden = !text;
  notice.textContent = text;
}

/**
 * Who plays `side`: the friend by name, the player of a match at one screen, the
 * computer at its level, the friend, a person at this screen, or you (also a picture's
 * caption, share/pictures.js).
 * @param {import('../app/game.js').Snapshot} snap
 * @param {import('../contract.js').Side} side
 */
export function seatName(snap, side) {
  const { seats, friend, match } = snap;
  const both = seats.white === 'human' && seats.black === 'human';
  const name = friend?.names[side];
  const seat = seats[side];
  // In a match at one screen, which player has this side in this game.
  const player = match && both ? t(`match.player.${matchPlayerOf(match, side)}`) : null;
  return name ? name
    : player ? player
    : seat === 'computer' ? t('seat.computer', { level: snap.level })
      : seat === 'friend' ? t('seat.friend')
        : both ? t('seat.here') : t('seat.you');
}

/**
 * Who plays each side, in the game card of the side panel: you, the computer at its
 * level, the friend (by name), or a person at this screen; and whose turn it is.
 * @param {import('../app/game.js').Snapshot} snap
 */
export function renderSeats(snap) {
  const { state } = snap;
  for (const side of /** @type {const} */ (['white', 'black'])) {
    document.getElementById(`who-${side}`).textContent = seatName(snap, side);
    document.getElementById(`seat-${side}`).classList.toggle('to-move', !state.over && state.turn === side);
  }
}

/**
 * The result on the board itself, for as long as the board shows the finished game
 * (also once the end panel is put away); screen readers have it from the status line.
 */
export function renderBoardResult(/** @type {Parameters<typeof renderStatus>[0]} */ snap) {
  const banner = document.getElementById('board-result');
  const shown = snap.live && snap.state.over;
  banner.hidden = !shown;
  if (!shown) return;
  banner.textContent = describeResult(snap.state.result, { names: snap.friend?.names, seats: snap.seats }).title;
  banner.dataset.winner = snap.state.result.winner || 'draw';
}

/** The first visit's question over the board: shown while the snapshot asks it. */
export function renderWelcome(/** @type {import('../app/game.js').Snapshot} */ snap) {
  document.getElementById('welcome').hidden = !snap.welcome;
}

/**
 * Which player of a match has `side` in its game on screen: the first player has White
 * in the first game and in every odd one.
 * @param {import('../app/game.js').MatchView} match
 * @param {import('../contract.js').Side} side
 * @returns {'first' | 'second'}
 */
export function matchPlayerOf(match, side) {
  return sideIn('white', match.number - 1) === side ? 'first' : 'second';
}

/**
 * A player of a match in words: against the computer "You" or "The computer"; with a
 * friend "You" or the friend's name ("Your friend" without one); at one screen
 * "Player 1" (White in the first game) or "Player 2".
 * @param {import('../app/game.js').MatchView} match
 * @param {'first' | 'second'} player
 */
export function matchPlayer(match, player) {
  if (match.you === null) return t(`match.player.${player}`);
  if (match.you === player) return t('match.player.you');
  return match.friend === null ? t('match.player.computer') : match.friend || t('seat.friend');
}

/**
 * The players of a match with their `points` (one game's or the totals), as the texts
 * of a score take them: `first`, `second`, `firstPoints`, `secondPoints`.
 * @param {import('../app/game.js').MatchView} match
 * @param {import('../contract.js').PerPlayer<number>} points
 */
function scoreParams(match, points) {
  return {
    first: matchPlayer(match, 'first'),
    second: matchPlayer(match, 'second'),
    firstPoints: points.first,
    secondPoints: points.second,
  };
}

/** "Game 2 of 4: You 7 – 5 The computer", the points of the games played so far. */
export function matchLine(/** @type {import('../app/game.js').MatchView} */ match) {
  const { state, number } = match;
  return t('match.line', { number, games: state.games, ...scoreParams(match, state.totals) });
}

/**
 * The match's outcome once it is over: "You win the match 11–8", "Player 2 wins the
 * match 12–9", "The match is drawn 10–10".
 * @param {import('../app/game.js').MatchView} match
 */
export function matchResult(match) {
  const { winner, totals } = match.state;
  if (winner === 'draw' || winner === null) return t('match.draw', { points: totals.first });
  const loser = winner === 'first' ? 'second' : 'first';
  const params = { high: totals[winner], low: totals[loser] };
  if (match.you === winner) return t('match.you.won', params);
  if (match.you === loser) return t('match.you.lost', params);
  return t('match.won', { player: matchPlayer(match, winner), ...params });
}

/** Each game of a match in words: "Game 1: You 7 – 5 The computer". */
export function matchGames(/** @type {import('../app/game.js').MatchView} */ match) {
  return match.state.played.map((game, i) => t('match.game', { number: i + 1, ...scoreParams(match, game.points) }));
}

/**
 * Shows or hides the end panel over the board, with the result in words; in a match,
 * where the match stands and the next game, or its result game by game once it is over.
 */
/**
 * The end panel's button that takes the focus: between the games of a match Next game,
 * else Rematch where one can be played, else New game (the first of them shown).
 * @param {import('../app/game.js').Snapshot} snap
 */
export function endFocus(snap) {
  const { match } = snap;
  if (match && !match.state.over) return 'end-next-game';
  return snap.canRematch ? 'end-rematch' : 'end-new-game';
}

export function renderEndPanel(/** @type {import('../app/game.js').Snapshot} */ snap) {
  const panel = document.getElementById('end-panel');
  panel.hidden = !snap.endOpen;
  if (!snap.endOpen) return;
  const { title, detail } = describeResult(snap.state.result, { names: snap.friend?.names, seats: snap.seats });
  const { match } = snap;
  const over = match?.state.over ?? false;
  document.getElementById('end-title').textContent = over ? matchResult(match) : title;
  document.getElementById('end-detail').textContent = over ? `${title}. ${detail}` : detail;
  panel.dataset.winner = snap.state.result.winner || 'draw';
  // Where the match stands after this game; once over, whether it ended early.
  const standing = document.getElementById('end-match');
  const stands = !match ? '' : !over ? matchLine(match) : match.state.early ? t('match.early') : '';
  standing.textContent = stands;
  standing.hidden = !stands;
  const games = document.getElementById('end-match-games');
  games.hidden = !over;
  games.replaceChildren(...(over ? matchGames(match) : []).map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
  const next = document.getElementById('end-next-game');
  next.hidden = !match || over;
  next.textContent = match && !over ? t('match.next', { number: match.number + 1, games: match.state.games }) : '';
  // Between the games of a match, the next one; else a rematch, the sides switched.
  document.getElementById('end-rematch').hidden = !snap.canRematch;
  document.getElementById('end-new-game').classList.toggle('primary', !snap.canRematch && (!match || over));
}

/** The match's standing in the game card, or nothing for a single game. */
export function renderMatchLine(/** @type {import('../app/game.js').Snapshot} */ snap) {
  const line = document.getElementById('match-line');
  line.hidden = !snap.match;
  line.textContent = snap.match ? matchLine(snap.match) : '';
}

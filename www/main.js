// The page: loads the rules core, keeps the one Game object, and after every move
// redraws the board and the panels from the state the core returns. Rust owns every
// rule and all game state; this file only forwards input and keeps time.

import init, { Game, lines } from '../jarmo-core.js';
import { createBoard, RETURN } from './board.js';
import { indexOf, nameOf } from './geometry.js';
import { renderTrays } from './trays.js';
import { renderEndPanel, renderStatus } from './status.js';
import { renderRecord } from './record.js';
import { bindMoveBox } from './movebox.js';
import { createStats } from './stats.js';
import { bindStatsPanel, renderStats } from './statspanel.js';
import { ask } from './dialog.js';
import { bindPlayers, loadPlayers, seatsOf } from './players.js';
import { Cancelled, createOpponent } from './opponent.js';

/** How long the notice stays up before a forced pass is played. */
const PASS_NOTICE_MS = 1600;

/** The computer's time budget at level 8, and for hints (the strongest search). */
const LEVEL_8_MS = 1000;
const HINT_MS = 500;
/** A computer's reply waits this long, so the player sees the move it answers. */
const REPLY_PAUSE_MS = 350;

/**
 * Who plays each side: 'human' (board input on its turn) or 'computer' (the engine
 * in a Web Worker plays through playMove(), like the board does).
 */
let seats = { white: 'human', black: 'human' };
const opponent = createOpponent();

try {
  await init();
} catch (e) {
  const error = document.getElementById('setup-error');
  error.textContent = `The game could not be loaded in this browser: ${e.message}`;
  error.hidden = false;
  throw e;
}

const board = createBoard(document.getElementById('board'), {
  lines: lines().map(([a, b]) => [indexOf(a), indexOf(b)]),
  onMove: (orig, dest, { dragged }) => userMove(orig, dest, dragged),
  onSelect: () => renderAll(),
});
const moveBox = bindMoveBox((text) =>
  state.over || seats[state.turn] === 'human' ? playMove(text, true) : 'Wait for the computer\'s move.');
const stats = createStats(() => renderStats(stats));
bindStatsPanel(stats);

let game;
let state;
/** Whether this game's result has been added to the statistics. */
let counted;
let endPanelOpen;
let passTimer = 0;

/** The legal moves as the board wants them: origin -> [{to, capture}]. */
function destinations(moves) {
  const dests = new Map();
  for (const m of moves) {
    if (m.kind === 'pass') continue;
    const orig = m.kind === 'return' ? RETURN : indexOf(m.from);
    if (!dests.has(orig)) dests.set(orig, []);
    dests.get(orig).push({ to: indexOf(m.to), capture: m.capture });
  }
  return dests;
}

function passing() {
  const only = state.moves.length === 1 && state.moves[0].kind === 'pass';
  return only ? state.turn : null;
}

function humanToMove() {
  return !state.over && seats[state.turn] === 'human' && !passing();
}

function computerToMove() {
  return !state.over && seats[state.turn] === 'computer' && !passing();
}

function showThinking(on) {
  document.getElementById('thinking').hidden = !on;
  document.body.classList.toggle('thinking', on);
}

/** A token that changes with every move and new game: late answers are dropped. */
function moment() {
  return { game, plies: state.history.length };
}
function stillAt(m) {
  return m.game === game && m.plies === state.history.length;
}

/** Asks the engine for the computer's move and plays it, unless the game moved on. */
async function computerMove() {
  const at = moment();
  const { level } = players.get();
  showThinking(true);
  const started = performance.now();
  try {
    const result = await opponent.think({
      record: game.record(),
      level,
      timeMs: level === 8 ? LEVEL_8_MS : null,
    });
    const wait = REPLY_PAUSE_MS - (performance.now() - started);
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
    if (!stillAt(at)) return;
    showThinking(false);
    const reason = playMove(result.move.text, true);
    if (reason) throw new Error(reason);
  } catch (e) {
    if (e instanceof Cancelled || !stillAt(at)) return;
    showThinking(false);
    const error = document.getElementById('setup-error');
    error.textContent = `The computer could not move: ${e.message}. Start a new game or switch to two players.`;
    error.hidden = false;
  }
}

async function hint() {
  const out = document.getElementById('hint-text');
  if (!humanToMove()) return;
  const at = moment();
  out.textContent = 'Looking for a good move…';
  try {
    const { move } = await opponent.think({ record: game.record(), level: 8, timeMs: HINT_MS });
    if (!stillAt(at)) return;
    out.textContent = `Hint: ${move.text}`;
    board.showHint({ from: move.from ? indexOf(move.from) : -1, to: indexOf(move.to) });
  } catch (e) {
    if (e instanceof Cancelled || !stillAt(at)) return;
    out.textContent = `No hint: ${e.message}`;
  }
}

function renderAll() {
  const returns = state.moves.filter((m) => m.kind === 'return');
  renderTrays(state, {
    returnable: humanToMove() && returns.length ? state.turn : null,
    selected: board.selected() === RETURN,
    onReturn: () => (board.selected() === RETURN ? board.cancel() : board.selectReturn()),
  });
  renderStatus(state, { passing: passing() });
  renderEndPanel(state, endPanelOpen);
  renderRecord(state);
}

/** Redraws everything from the core; `animate` describes the move that led here. */
function update(animate) {
  state = game.state();
  const last = state.lastMove;
  const returns = state.moves.filter((m) => m.kind === 'return');
  board.set({
    circles: state.circles,
    dests: destinations(state.moves),
    lastMove: last && last.to ? { from: last.from ? indexOf(last.from) : -1, to: indexOf(last.to) } : null,
    unmarks: returns.length ? indexOf(returns[0].unmarks) : -1,
    movable: humanToMove(),
    animate,
  });
  renderAll();
  document.getElementById('hint-text').textContent = '';
  document.getElementById('hint').disabled = !humanToMove();
  schedulePass();
  if (computerToMove()) computerMove();
  if (state.over && !counted) {
    counted = true;
    stats.record(state.result.winner);
  }
}

/** A forced pass is played for the player, after a notice long enough to read. */
function schedulePass() {
  clearTimeout(passTimer);
  if (!passing()) return;
  const plies = state.history.length;
  const current = game;
  passTimer = setTimeout(() => {
    // Only if nothing happened meanwhile (a typed "pass", a new game).
    if (game === current && state.history.length === plies) playMove('pass', false);
  }, PASS_NOTICE_MS);
}

/** Plays a move in notation; returns null, or the core's reason when it is refused. */
function playMove(text, animate) {
  const before = state;
  let played;
  try {
    played = game.play(text);
  } catch (e) {
    return e.message;
  }
  moveBox.clear();
  let animation = null;
  if (animate && played.kind !== 'pass') {
    const to = indexOf(played.to);
    animation = {
      from: played.from ? indexOf(played.from) : -1,
      to,
      taken: played.capture ? before.circles[to] : null,
    };
  }
  update(animation);
  return null;
}

function userMove(orig, dest, dragged) {
  const text = orig === RETURN ? `@${nameOf(dest)}` : `${nameOf(orig)}-${nameOf(dest)}`;
  const reason = playMove(text, !dragged);
  // The board only offers legal moves, so a refusal means the two disagree: say so.
  if (reason) document.getElementById('move-error').textContent = reason;
}

function start(newGame, alreadyOver = false) {
  // Whatever the computer was thinking about belongs to the old game.
  opponent.cancel();
  showThinking(false);
  seats = seatsOf(players.get());
  if (Object.values(seats).includes('computer')) opponent.warm();
  game = newGame;
  // A set-up position that is over already was not played here: nothing to count.
  counted = alreadyOver;
  endPanelOpen = true;
  update(null);
}

/** ?position=TEXT sets up a position (for study and tests); bad text starts normally. */
function gameFromAddress() {
  const text = new URLSearchParams(location.search).get('position');
  if (text === null) return newStartGame();
  try {
    return Game.fromPosition(text);
  } catch (e) {
    const error = document.getElementById('setup-error');
    error.textContent = `The position in the address cannot be set up: ${e.message}. This is a new game from the start instead.`;
    error.hidden = false;
    return newStartGame();
  }
}

function newStartGame() {
  return new Game(players.get().first);
}

document.getElementById('new-game').addEventListener('click', async () => {
  const inProgress = !state.over && state.history.length > 0;
  if (inProgress && !(await ask(document.getElementById('confirm-new'), 'new'))) return;
  newGameFromStart();
});
document.getElementById('end-new-game').addEventListener('click', newGameFromStart);
document.getElementById('end-close').addEventListener('click', () => {
  endPanelOpen = false;
  renderAll();
});

function newGameFromStart() {
  // Leave any set-up position behind, so a reload starts from the start as well.
  if (location.search) history.replaceState(null, '', location.pathname);
  document.getElementById('setup-error').hidden = true;
  start(newStartGame());
}

// New settings take effect in a new game; one in progress is only left after asking.
const players = bindPlayers(loadPlayers(), {
  confirm: async () => state.over || state.history.length === 0
    || ask(document.getElementById('confirm-new'), 'new'),
  apply: newGameFromStart,
});
document.getElementById('hint').addEventListener('click', hint);

// A press anywhere but the board or the captured archer cancels a selection.
document.addEventListener('pointerdown', (e) => {
  if (!e.target.closest('#board, .tray .returnable')) board.cancel();
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') board.cancel();
});

const first = gameFromAddress();
start(first, first.isOver());
renderStats(stats);
document.body.classList.add('ready');

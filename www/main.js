// The page: loads the rules core, keeps the one Game object, and after every move
// redraws the board and the panels from the state the core returns. Rust owns every
// rule and all game state; this file only forwards input and keeps time.

import init, { Engine, Game, lines } from '../jarmo-core.js';
import { createBoard, RETURN } from './board.js';
import { indexOf, nameOf } from './geometry.js';
import { renderTrays } from './trays.js';
import { renderEndPanel, renderStatus } from './status.js';
import { bindRecord, renderRecord } from './record.js';
import { createSaver, newGameId } from './save.js';
import { keepInAddress, linkFor, readFragment, recordFromHash } from './share.js';
import { bindTransfer, importErrorText, recordTags } from './transfer.js';
import { bindMoveBox } from './movebox.js';
import { createStats } from './stats.js';
import { bindStatsPanel, renderStats } from './statspanel.js';
import { ask } from './dialog.js';
import { bindPlayers, loadPlayers, seatsOf } from './players.js';
import { Cancelled, createOpponent } from './opponent.js';
import {
  createI18n, loadCatalogs, pickLanguage, readStoredLanguage, safeLocalStorage, storeLanguage,
} from './i18n.js';
import { errorText, setTranslator, t } from './lang.js';
import { localize } from './localize.js';
import { applyTheme, isDark, onSystemThemeChange, pickTheme, readStoredTheme, storeTheme } from './theme.js';
import { bindChoices, renderChoices, updateRulesLink } from './choices.js';
import { queryParams, setQuery } from './address.js';
import { describeCircle, describeMove, describePosition } from './describe.js';
import { showNotice } from './notices.js';
import { createEmbedBridge, parseEmbedOptions } from './embed.js';
import { urlSettings } from './urlsettings.js';
import { listenForInstall, registerServiceWorker } from './sw-register.js';
import { bindPanel } from './panel.js';

/** How long the notice stays up before a forced pass is played. */
const PASS_NOTICE_MS = 1600;

/** The computer's time budget at level 8, and for hints (the strongest search). */
const LEVEL_8_MS = 1000;
const HINT_MS = 500;
/** A computer's reply waits this long, so the player sees the move it answers. */
const REPLY_PAUSE_MS = 350;
/** The longest the computer waits for the board to finish drawing a move. */
const IDLE_WAIT_MS = 400;

const storage = safeLocalStorage(window);
const embed = parseEmbedOptions(location.search);
let lang = pickLanguage({
  search: location.search,
  navigatorLanguages: navigator.languages ?? [],
  stored: readStoredLanguage(storage),
});
let theme = pickTheme({ search: location.search, stored: readStoredTheme(storage) });
applyTheme(theme);

async function useLanguage(code) {
  setTranslator(createI18n(code, await loadCatalogs(code)));
  lang = code;
  document.documentElement.lang = code;
  localize(document, t);
  renderChoices(lang, theme);
}
await useLanguage(lang);

/** A reason to put inside a sentence of ours: without its own closing full stop. */
function reasonOf(error) {
  return errorText(error).replace(/\.$/, '');
}

// In a small frame the error floats over the board: a tap puts it away.
document.getElementById('setup-error').addEventListener('click', (e) => {
  if (!document.getElementById('panel-open').checkVisibility()) return;
  e.currentTarget.hidden = true;
});

function showError(text) {
  const error = document.getElementById('setup-error');
  error.textContent = text;
  error.hidden = false;
}

for (const problem of embed.problems) {
  showNotice(`problem-${problem.param}-${problem.value}`, t('embed.problem', problem));
}

/**
 * Who plays each side: 'human' (board input on its turn) or 'computer' (the engine
 * in a Web Worker plays through playMove(), like the board does).
 */
let seats = { white: 'human', black: 'human' };
/** An embedding page paused the game: no moves, no thinking, until it resumes. */
let paused = false;

/** The core's wasm module, compiled here once: the engine's worker gets it too. */
async function compileCore() {
  const url = new URL('../jarmo-core_bg.wasm', import.meta.url);
  if (WebAssembly.compileStreaming) {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // A server that sends another MIME type: compile from the bytes instead.
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

let opponent;
try {
  const module = await compileCore();
  await init({ module_or_path: module });
  opponent = createOpponent({ module, Engine });
} catch (e) {
  showError(t('error.load', { reason: e.message }));
  throw e;
}

const board = createBoard(document.getElementById('board'), {
  lines: lines().map(([a, b]) => [indexOf(a), indexOf(b)]),
  onMove: (orig, dest, { dragged }) => userMove(orig, dest, dragged),
  onSelect: () => renderAll(),
  onFocus: (index) => sayFocus(describeFocus(index)),
  onKey: (what) => sayKey(what),
});
board.setDark(isDark());
const moveBox = bindMoveBox((text) => {
  if (paused) return t('movebox.paused');
  if (!state.over && seats[state.turn] !== 'human') return t('movebox.wait');
  // A move typed while an earlier position is shown is played in the game itself.
  const wasViewing = viewing;
  viewing = null;
  const reason = playMove(text, true);
  if (reason && wasViewing !== null) view(wasViewing);
  return reason;
});
const stats = createStats(() => renderStats(stats));
bindStatsPanel(stats);
if (embed.options.stats === 'off') document.getElementById('stats').hidden = true;

let game;
let state;
/** This game's id: the statistics count each finished game once by it. */
let gameId;
/** The ply shown read-only from the move list, or null when the board shows the game. */
let viewing = null;
const saver = createSaver(storage);

/** The last save written, so a redraw without a change does not write again. */
let lastSaved = '';
/** Whether the player has been told that saving failed (told once until it works again). */
let saveTold = false;
/** The board's destinations for the current position (origin -> [{to, capture}]). */
let dests = new Map();
/** Whether this game's result has been added to the statistics. */
let counted;
let endPanelOpen;
let passTimer = 0;
/** Whether jarmo:ready has been posted: later games are announced with jarmo:position. */
let bridgeReady = false;

/** The legal moves as the board wants them: origin -> [{to, capture}]. */
function destinations(moves) {
  const result = new Map();
  for (const m of moves) {
    if (m.kind === 'pass') continue;
    const orig = m.kind === 'return' ? RETURN : indexOf(m.from);
    if (!result.has(orig)) result.set(orig, []);
    result.get(orig).push({ to: indexOf(m.to), capture: m.capture });
  }
  return result;
}

function passing() {
  const only = state.moves.length === 1 && state.moves[0].kind === 'pass';
  return only ? state.turn : null;
}

function humanToMove() {
  return !paused && !state.over && seats[state.turn] === 'human' && !passing();
}

function computerToMove() {
  return !paused && !state.over && seats[state.turn] === 'computer' && !passing();
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
  return m.game === game && m.plies === state.history.length && !paused;
}

/** Asks the engine for the computer's move and plays it, unless the game moved on. */
async function computerMove() {
  const at = moment();
  const { level } = players.get();
  const started = performance.now();
  try {
    // The search takes a whole core: it starts once the board has drawn the move it
    // answers, so that the page's last frames do not compete with it, and the page
    // says the computer thinks from then on. (At most IDLE_WAIT_MS: a hidden tab draws
    // no frames.)
    await Promise.race([board.idle(), new Promise((ok) => setTimeout(ok, IDLE_WAIT_MS))]);
    if (!stillAt(at)) return;
    showThinking(true);
    const result = await opponent.think({
      record: game.record(),
      level,
      timeMs: level === 8 ? LEVEL_8_MS : null,
    });
    const wait = REPLY_PAUSE_MS - (performance.now() - started);
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
    if (!stillAt(at)) return;
    showThinking(false);
    // How the engine runs here (a worker by its URL or a Blob URL, or this thread).
    document.body.dataset.engine = opponent.route;
    const reason = playMove(result.move.text, true);
    if (reason) throw new Error(reason);
  } catch (e) {
    if (e instanceof Cancelled || !stillAt(at)) return;
    showThinking(false);
    showError(t('error.computer', { reason: reasonOf(e) }));
  }
}

async function hint() {
  const out = document.getElementById('hint-text');
  if (!humanToMove() || viewing !== null) return;
  const at = moment();
  out.textContent = t('hint.looking');
  try {
    const { move } = await opponent.think({ record: game.record(), level: 8, timeMs: HINT_MS });
    if (!stillAt(at)) return;
    out.textContent = t('hint.move', { move: move.text });
    board.showHint({ from: move.from ? indexOf(move.from) : -1, to: indexOf(move.to) });
  } catch (e) {
    if (e instanceof Cancelled || !stillAt(at)) return;
    out.textContent = t('hint.failed', { reason: reasonOf(e) });
  }
}

/** The viewed position's state, for the game's current `state`: asked of the core once. */
let viewed = { state: null, ply: -1, view: null };

/** What the board shows: the game, or the position picked in the move list. */
function shown() {
  if (viewing === null) return state;
  if (viewed.state !== state || viewed.ply !== viewing) viewed = { state, ply: viewing, view: game.stateAt(viewing) };
  return viewed.view;
}

function renderAll() {
  const view = shown();
  const live = viewing === null;
  renderTrays(view, {
    returnable: live && humanToMove() && dests.has(RETURN) ? state.turn : null,
    selected: board.selected() === RETURN,
    onReturn({ byKeyboard }) {
      if (board.selected() === RETURN) {
        board.cancel();
      } else if (byKeyboard) {
        // From the keyboard the return goes on on the board, as R starts it there.
        document.getElementById('board').focus({ preventScroll: true });
        board.keyReturn();
      } else {
        board.selectReturn();
      }
    },
  });
  renderStatus(state, { passing: passing(), paused, shown: view.points });
  renderEndPanel(state, endPanelOpen && live);
  renderRecord(state, viewing);
  document.getElementById('position').textContent = view.position;
  document.getElementById('board-desc').textContent =
    describePosition(view, document.getElementById('status').textContent);
  document.getElementById('hint').disabled = !live || !humanToMove();
  document.getElementById('undo').disabled = undoTarget() === null;
  document.getElementById('redo').disabled = redoTarget() === null;
}

/** Draws the board for the game or the viewed position; `animate`: the move that led here. */
function drawBoard(animate) {
  const view = shown();
  const live = viewing === null;
  const last = view.lastMove;
  const returns = live ? state.moves.filter((m) => m.kind === 'return') : [];
  board.set({
    circles: view.circles,
    dests: live ? dests : new Map(),
    lastMove: last && last.to ? { from: last.from ? indexOf(last.from) : -1, to: indexOf(last.to) } : null,
    unmarks: returns.length ? indexOf(returns[0].unmarks) : -1,
    movable: live && humanToMove(),
    animate: live ? animate : null,
  });
}

/** Redraws everything from the core; `animate` describes the move that led here. */
function update(animate) {
  state = game.state();
  dests = destinations(state.moves);
  drawBoard(animate);
  renderAll();
  document.getElementById('hint-text').textContent = '';
  // The circle under the keyboard focus may have changed with the move.
  if (document.activeElement === document.getElementById('board') && board.focus() !== -1) {
    sayFocus(describeFocus(board.focus()));
  }
  queueSave();
  schedulePass();
  if (computerToMove()) computerMove();
  if (state.over && !counted) {
    counted = true;
    stats.record(state.result.winner, gameId);
    bridge.gameOver(state.result.winner || 'draw', state.result.white, state.result.black);
  }
}

/**
 * Saves in a task of its own, after the move's task: rewriting the address and
 * storage cost a few tens of milliseconds in a slow browser, which the move itself
 * should not wait for. Leaving the page saves at once.
 */
let saveTimer = 0;
function queueSave() {
  if (!saveTimer) saveTimer = setTimeout(save, 0);
}
window.addEventListener('pagehide', () => save());

/**
 * Keeps the game where it outlives the page: in localStorage for a reload or a
 * closed tab, and in the address's fragment for a link. A full storage is said once;
 * the game goes on either way.
 */
function save() {
  clearTimeout(saveTimer);
  saveTimer = 0;
  const record = game.record();
  keepInAddress(record, { id: gameId, players: players.get() });
  updateRulesLink();
  const text = JSON.stringify([gameId, record, players.get()]);
  if (text === lastSaved) return;
  const problem = saver.write({ id: gameId, record, players: players.get() });
  if (problem) {
    if (!saveTold) showNotice('save-failed', t(problem === 'quota' ? 'save.quota' : 'save.failed'));
    saveTold = true;
    return;
  }
  lastSaved = text;
  saveTold = false;
}

/** Shows the position after `ply` moves read-only; the number of moves played shows the game. */
function view(ply) {
  const next = ply >= state.history.length ? null : ply;
  if (next === viewing) return;
  viewing = next;
  board.cancel();
  drawBoard(null);
  renderAll();
}

/** The side to move after `ply` moves of this game. */
function turnAt(ply) {
  const other = state.first === 'white' ? 'black' : 'white';
  return ply % 2 === 0 ? state.first : other;
}

function againstComputer() {
  return Object.values(seats).includes('computer');
}

/**
 * How many moves to keep when taking back: one fewer in two-player games; against
 * the computer, back to the human's previous turn. Null when there is none.
 */
function undoTarget() {
  if (paused) return null;
  for (let ply = state.history.length - 1; ply >= 0; ply--) {
    if (!againstComputer() || seats[turnAt(ply)] === 'human') return ply;
  }
  return null;
}

/** How many moves there are after a redo: one more, or on to the human's next turn. */
function redoTarget() {
  const n = state.history.length;
  const end = n + state.redo.length;
  if (paused || end === n) return null;
  for (let ply = n + 1; ply < end; ply++) {
    if (!againstComputer() || seats[turnAt(ply)] === 'human') return ply;
  }
  return end;
}

/** Takes moves back (undo) or plays them again (redo) up to `target` moves. */
function travel(target) {
  if (target === null) return;
  opponent.cancel();
  showThinking(false);
  viewing = null;
  // The targets lie within the moves played and those that can be played again.
  const steps = target - state.history.length;
  const undone = [];
  const redone = [];
  for (let i = 0; i < -steps; i++) undone.push(game.undo());
  for (let i = 0; i < steps; i++) redone.push(game.redo());
  // A host that follows the position hears of takebacks too.
  if (undone.length) bridge.undo(undone, game.position());
  if (redone.length) bridge.redo(redone, game.position());
  // A game taken back past its end and finished again says so to the host again; the
  // statistics still count it once (by its id).
  if (!game.isOver()) counted = false;
  endPanelOpen = true;
  update(null);
  document.getElementById('announce').textContent = document.getElementById('status').textContent;
}

/** A forced pass is played for the player, after a notice long enough to read. */
function schedulePass() {
  clearTimeout(passTimer);
  if (!passing() || paused) return;
  const plies = state.history.length;
  const current = game;
  passTimer = setTimeout(() => {
    // Only if nothing happened meanwhile (a typed "pass", a new game).
    if (game === current && state.history.length === plies && !paused) playMove('pass', false);
  }, PASS_NOTICE_MS);
}

/** Plays a move in notation; returns null, or the reason (in words) when it is refused. */
function playMove(text, animate) {
  const before = state;
  let played;
  try {
    played = game.play(text);
  } catch (e) {
    return errorText(e);
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
  // The host hears of the move before anything it leads to (the end of the game).
  bridge.move(played.text, game.position());
  update(animation);
  document.getElementById('announce').textContent = describeMove(state);
  return null;
}

function userMove(orig, dest, dragged) {
  const text = orig === RETURN ? `@${nameOf(dest)}` : `${nameOf(orig)}-${nameOf(dest)}`;
  const reason = playMove(text, !dragged);
  // The board only offers legal moves, so a refusal means the two disagree: say so.
  if (reason) document.getElementById('move-error').textContent = t('error.disagree', { reason });
}

/** The circle under the keyboard focus in words, with what the picked archer could do there. */
function describeFocus(index) {
  const picked = board.selected();
  const dest = picked !== -1 ? (dests.get(picked) || []).find((d) => d.to === index) : null;
  return describeCircle(state, index, { movable: humanToMove() && dests.has(index), dest });
}

function sayFocus(text) {
  document.getElementById('board-focus').textContent = text;
}

function sayKey(what) {
  const focus = board.focus();
  const texts = {
    selected: () => t('focus.selected', { circle: nameOf(focus) }),
    cancelled: () => t('board.cancelled'),
    pickReturn: () => `${t('board.pickReturn')} ${describeFocus(focus)}`,
    noReturn: () => t('board.noReturn'),
    notYours: () => {
      if (viewing !== null) return t('view.readOnly');
      if (paused) return t('movebox.paused');
      return state.over ? document.getElementById('status').textContent : t('board.notYours');
    },
    none: () => describeFocus(focus),
  };
  sayFocus(texts[what]());
  renderAll();
}

/** Makes `newGame` the game; `id`: the id of a resumed game, else it gets a new one. */
function start(newGame, alreadyOver = false, id = newGameId()) {
  // Whatever the computer was thinking about belongs to the old game.
  opponent.cancel();
  showThinking(false);
  seats = seatsOf(players.get());
  if (Object.values(seats).includes('computer')) opponent.warm();
  // Playing Black against the computer, the player's own archers are at the bottom.
  const turned = seats.black === 'human' && seats.white === 'computer';
  board.setFlipped(turned);
  document.querySelector('.play').classList.toggle('flipped', turned);
  const old = game;
  game = newGame;
  if (old && old !== newGame) old.free();
  gameId = id;
  viewing = null;
  // A set-up position that is over already was not played here: nothing to count.
  counted = alreadyOver;
  endPanelOpen = true;
  // Before the page is ready, jarmo:ready tells the host the game it opens with.
  if (bridgeReady) bridge.position(game.position(), game.state().history.map((m) => m.text));
  update(null);
  document.getElementById('announce').textContent = document.getElementById('status').textContent;
}

/**
 * The game the page opens with, `{ game, over, id }` (`over`: it ended before this
 * page, so it is not counted here; `id`: a resumed game's id). In order:
 * - ?position=TEXT sets up a position (for study and tests); bad text starts normally.
 *   The parameter then leaves the address: the fragment keeps the game from there.
 * - a game in the address's fragment: this tab's own game (a reload, the way back
 *   from the rules), which the fragment gives with its id and players, or a share
 *   link, which holds a record only;
 * - the saved game in progress, in the mode and at the level it was played;
 * - a new game.
 * A save that cannot be read is replaced by the new game, with a notice.
 */
function openingGame(saved) {
  const save = saved.save ?? null;
  if (saved.problem && saved.problem !== 'none') showNotice('save-problem', t(`save.problem.${saved.problem}`));
  const params = queryParams();
  if (params.has('position')) {
    const text = params.get('position');
    setQuery({ position: null });
    try {
      const game = Game.fromPosition(text);
      return { game, over: game.isOver() };
    } catch (e) {
      showError(t('error.position', { reason: reasonOf(e) }));
      return { game: newStartGame() };
    }
  }
  const linked = readFragment(location.hash);
  const ours = save && linked.record === save.record && (!linked.id || linked.id === save.id);
  if (linked.record !== null && !ours) {
    try {
      const game = Game.fromText(linked.record);
      // Who plays it, as this tab played it; another tab may have saved another game
      // (in another mode) since, so the save is not this game's.
      if (linked.players) players.set({ ...players.get(), ...linked.players });
      // Only a share link from elsewhere (it has no id) replaces a game of this page.
      if (save && !linked.id) offerBack(save);
      return { game, over: game.isOver(), id: linked.id ?? undefined };
    } catch (e) {
      showNotice('link-problem', t('link.problem', { reason: importErrorText(e) }));
    }
  }
  if (!save) return { game: newStartGame() };
  let game;
  try {
    game = Game.fromRecord(save.record);
  } catch (e) {
    showNotice('save-problem', t('save.problem.record', { reason: importErrorText(e) }));
    return { game: newStartGame() };
  }
  // A finished game was counted when it ended: reopening the page starts the next one.
  // (A link to it from elsewhere still shows it: that is not this tab's save.) A new
  // game from the start (an empty record) has nothing to resume: the settings of this
  // visit (the address's, or the stored ones) start a game of its own, also in a
  // second tab.
  if (game.isOver() || save.record.trim() === '') {
    game.free();
    return { game: newStartGame() };
  }
  players.set(linked.players ? { ...save.players, ...linked.players } : save.players);
  return { game, over: false, id: save.id };
}

/**
 * A link opened in place of a game in progress (`previous`: its record, players and
 * id) says so, with a button that brings that game back for as long as the page is
 * open: opening a link never loses a game without a way back.
 */
function offerBack(previous) {
  if (!previous.record.trim()) return;
  try {
    const old = Game.fromRecord(previous.record);
    const over = old.isOver();
    old.free();
    if (over) return;
  } catch {
    return;
  }
  const close = showNotice('link-replaced', t('link.replaced'), {
    label: t('link.back'),
    run() {
      close();
      players.set(previous.players);
      start(Game.fromRecord(previous.record), false, previous.id);
    },
  });
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
function closeEndPanel() {
  endPanelOpen = false;
  renderAll();
  document.getElementById('board').focus();
}
document.getElementById('end-close').addEventListener('click', closeEndPanel);
document.getElementById('end-panel').addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  e.preventDefault();
  e.stopPropagation();
  closeEndPanel();
});

function newGameFromStart() {
  document.getElementById('setup-error').hidden = true;
  start(newStartGame());
}

// New settings take effect in a new game; one in progress is only left after asking.
// URL parameters count for this visit only: they are not stored.
const players = bindPlayers({ ...loadPlayers(storage), ...urlSettings(location.search, embed) }, {
  storage,
  confirm: async () => state.over || state.history.length === 0
    || ask(document.getElementById('confirm-new'), 'new'),
  apply: newGameFromStart,
});
document.getElementById('hint').addEventListener('click', hint);
document.getElementById('undo').addEventListener('click', () => travel(undoTarget()));
document.getElementById('redo').addEventListener('click', () => travel(redoTarget()));
// Ctrl+Z (Cmd+Z) takes back, Ctrl+Y or Ctrl+Shift+Z plays again, except in text fields.
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.target.closest('input, textarea, select')) return;
  const key = e.key.toLowerCase();
  if (key === 'z' && !e.shiftKey) travel(undoTarget());
  else if (key === 'y' || (key === 'z' && e.shiftKey)) travel(redoTarget());
  else return;
  e.preventDefault();
});
bindRecord({ onView: view, current: () => viewing ?? state.history.length, plies: () => state.history.length });
bindTransfer({
  record: () => game.record(recordTags(state, players.get(), new Date())),
  link: () => linkFor(location.href, game.record()),
  read: (text) => Game.fromText(text),
  async load(imported, asPosition) {
    const inProgress = !state.over && state.history.length > 0;
    if (inProgress && !(await ask(document.getElementById('confirm-new'), 'new'))) return false;
    let next = imported;
    if (asPosition) {
      next = Game.fromPosition(imported.position());
      imported.free();
    }
    document.getElementById('setup-error').hidden = true;
    start(next, next.isOver());
    return true;
  },
});

// A press anywhere but the board or the captured archer cancels a selection.
document.addEventListener('pointerdown', (e) => {
  if (!e.target.closest('#board, .tray .returnable')) board.cancel();
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && e.target.id !== 'board') board.cancel();
});

bindChoices({
  async onLanguage(code) {
    storeLanguage(code, storage);
    // An explicit choice replaces the language the address asked for.
    if (queryParams().has('lang')) setQuery({ lang: code });
    await useLanguage(code);
    renderAll();
    renderStats(stats);
  },
  onTheme(value) {
    theme = value;
    storeTheme(theme, storage);
    if (queryParams().has('theme')) setQuery({ theme });
    applyTheme(theme);
    renderChoices(lang, theme);
    board.setDark(isDark());
  },
});
onSystemThemeChange(() => board.setDark(isDark()));
bindPanel();

const bridge = createEmbedBridge({
  allowedOrigins: embed.options.parentOrigins,
  onNewGame(options, problems) {
    for (const problem of problems) showNotice(`problem-${problem.param}`, t('embed.problem', problem));
    const next = { ...players.get() };
    if (options.mode) next.mode = options.mode;
    if (options.level) next.level = options.level;
    if (options.color) next.human = options.color;
    if (options.first) next.first = options.first;
    players.set(next);
    paused = false;
    newGameFromStart();
  },
  onPause() {
    if (paused) return;
    paused = true;
    opponent.cancel();
    showThinking(false);
    update(null);
  },
  onResume() {
    if (!paused) return;
    paused = false;
    update(null);
  },
});

const opening = openingGame(saver.read());
start(opening.game, opening.over, opening.id);

// A link opened in this tab changes only the fragment, which does not reload the page.
window.addEventListener('hashchange', () => {
  const linked = recordFromHash(location.hash);
  if (linked === null || linked === game.record()) return;
  try {
    const linkedGame = Game.fromText(linked);
    offerBack({ record: game.record(), players: players.get(), id: gameId });
    start(linkedGame, linkedGame.isOver());
  } catch (e) {
    showNotice('link-problem', t('link.problem', { reason: importErrorText(e) }));
    keepInAddress(game.record(), { id: gameId, players: players.get() });
  }
});
renderStats(stats);
document.body.classList.add('ready');
bridge.ready(game.position(), state.history.map((m) => m.text));
bridgeReady = true;

// Where the browser offers to install the page as an app, a button says so.
listenForInstall((install) => {
  const button = document.getElementById('install');
  button.hidden = false;
  button.onclick = async () => {
    button.hidden = true;
    try {
      await install();
    } catch {
      // The browser's dialog could not open (it is offered once): the menu still has it.
    }
  };
});

registerServiceWorker({
  onUpdateReady(reload) {
    showNotice('update', t('offline.update'), { label: t('offline.reload'), run: reload });
  },
});

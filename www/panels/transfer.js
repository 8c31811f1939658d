// Export and import: copy or download the game record (with the header tags a reader
// of it needs), copy the share link, give the position as a picture or the game as an
// animated GIF (share/pictures.js, a chunk fetched at the first press), and paste a
// record or a position to load it.
// The core reads and checks what is pasted; on any problem the message names the
// line, the move and the reason, and neither the game nor the pasted text changes.
// A chunk of its own, fetched when the card is first pointed at, focused or pressed
// (bind.js, page/lazy.js bindOnFirstUse): most visits never use it.

import { errorTexts, t } from '../i18n/lang.js';
import { paste, pasteLoader } from '../app/paste.js';
import { importErrorText } from './notices.js';
import { copyText } from './share.js';
import { linkFor } from '../storage/share.js';
import { seatName } from './status.js';
import { indexOf } from '../board/geometry.js';
import { analysisHref } from '../page/analysis-link.js';

/** `2026.11.29`: a record's date, in the local calendar. */
export function recordDate(date) {
  const two = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

/**
 * The header tags of a record: the event, the date, who played each side (a player,
 * or the computer at its level) and the result (`*` while the game goes on). They are
 * data, so they stay in English whatever the page's language.
 */
export function recordTags(/** @type {import('../contract.js').GameState} */ state, /** @type {import('../contract.js').Players} */ players, /** @type {Date} */ date) {
  const seat = (colour) => (players.mode === 'ai' && players.human !== colour
    ? /* data */ `Computer level ${players.level}`
    : 'Player');
  return {
    Event: 'Jarmo',
    Date: recordDate(date),
    White: seat('white'),
    Black: seat('black'),
    Result: state.over ? state.result.text : '*',
  };
}

/**
 * What the paste box says of an outcome of app/paste.js, and whether it is a problem.
 * @param {import('../app/paste.js').PasteOutcome} outcome
 */
export function pasteMessage(outcome) {
  switch (outcome.kind) {
    case 'empty': return { text: t('import.empty'), problem: true };
    case 'refused': return { text: t('import.failed', { reason: importErrorText(outcome.error) }), problem: true };
    case 'kept': return { text: '', problem: false };
    case 'loaded': return { text: t('import.loaded', { count: outcome.moves }), problem: false };
    default: return { text: t('import.setUp'), problem: false };
  }
}

/**
 * A picture's caption: who plays each side (but two players at one screen) and their
 * points in `state`, and the number of its last move.
 * @param {import('../app/game.js').Snapshot} snap
 * @param {import('../contract.js').GameState} state
 */
export function captionOf(snap, state) {
  const { seats, friend, match } = snap;
  // Two players at one screen have no names to give: the sides and their points.
  const named = friend || match || seats.white !== 'human' || seats.black !== 'human';
  const points = { whitePoints: state.points.white, blackPoints: state.points.black };
  const players = named ? t('picture.caption', { white: seatName(snap, 'white'), black: seatName(snap, 'black'), ...points }) : t('picture.score', points);
  const last = state.history.at(-1);
  return last ? `${players} · ${t('picture.move', { number: last.number })}` : players;
}

/**
 * Binds the export and import controls. `record()` is the record to export;
 * `link()` the share link; `read(text)` the core's reading of pasted text (a Game,
 * or it throws); `load(game, asPosition)` replaces the game, resolving false when
 * the player chose to keep the game in progress; `picture()` and `animation()` make
 * the position's picture and the game's GIF as files (null: the game has no moves).
 */
export function bindTransfer({ record, link, read, load, picture = async () => null, animation = async () => null }) {
  const box = /** @type {HTMLTextAreaElement} */ (document.getElementById('import-text'));
  const message = document.getElementById('transfer-message');

  function say(text, problem = false) {
    message.textContent = text;
    message.classList.toggle('problem', problem);
  }

  /** Copies `text`, or puts it in the box, selected, to copy by hand. */
  async function copy(text, done, button) {
    if (await copyText(text)) {
      button.focus();
      say(done);
      return;
    }
    box.value = text;
    box.select();
    say(t('transfer.copyByHand'), true);
  }

  for (const [id, text, done] of [['copy-record', record, 'transfer.copied'], ['copy-link', link, 'transfer.linkCopied']]) {
    const button = document.getElementById(id);
    button.addEventListener('click', () => copy(text(), t(done), button));
  }
  document.getElementById('download-record').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([`${record()}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = /* data */ `jarmo-${recordDate(new Date()).replaceAll('.', '-')}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    say(t('transfer.downloaded'));
  });

  /** Makes a picture (`make`) and gives it away: the share sheet, else a download; says what came of it. */
  async function give(make, button) {
    try {
      const chunk = await import('../share/load.js');
      const file = await make(chunk);
      if (!file) {
        say(t('picture.noMoves'), true);
        return;
      }
      const outcome = await chunk.giveFile(file);
      button.focus();
      if (outcome) say(outcome === 'shared' ? t('picture.shared') : t('picture.downloaded', { name: file.name }));
    } catch (error) {
      say(t('picture.failed', { reason: /** @type {Error} */ (error).message ?? String(error) }), true);
    }
  }
  const pictureButton = document.getElementById('share-picture');
  pictureButton.addEventListener('click', () => give(picture, pictureButton));
  const gifButton = document.getElementById('share-gif');
  gifButton.addEventListener('click', () => {
    say(t('picture.making'));
    give(animation, gifButton);
  });

  /** Reads the paste box (app/paste.js) and says what came of it; the box keeps a text that was refused. */
  async function importText(asPosition) {
    const outcome = await paste(box.value, asPosition, { read, load });
    // A record with variations is a game to analyse: the analysis board opens it.
    if (outcome.kind === 'refused' && /** @type {{code?: string}} */ (outcome.error)?.code === 'record.variation' && !asPosition) {
      location.assign(analysisHref(box.value.trim()));
      return;
    }
    if (outcome.kind === 'refused') await errorTexts();
    const said = pasteMessage(outcome);
    say(said.text, said.problem);
    if (said.problem) box.focus();
    if (outcome.kind === 'loaded' || outcome.kind === 'set-up') box.value = '';
  }
  document.getElementById('import-game').addEventListener('click', () => importText(false));
  document.getElementById('import-position').addEventListener('click', () => importText(true));
}

/**
 * Binds the card to the game on screen (bind.js, when the card is first used).
 * @param {object} parts
 * @param {ReturnType<typeof import('../app/session.js').createSession>} parts.session
 * @param {ReturnType<typeof import('../app/players.js').createPlayers>} parts.players
 * @param {Parameters<typeof pasteLoader>[0] & {snapshot: () => import('../app/game.js').Snapshot}} parts.controller
 * @param {() => Promise<boolean>} parts.confirmLoad asks whether a game in progress may be replaced
 * @param {() => boolean} parts.dark the page is dark (its pictures' caption is)
 * @param {(board: import('../contract.js').BoardName) => [string, string][]} parts.lines the core's lines of a board
 */
export function bindTransferCard({ session, players, controller, confirmLoad, dark, lines }) {
  const day = () => recordDate(new Date()).replaceAll('.', '-');
  bindTransfer({
    record: () => session.record(recordTags(session.state(), players.get(), new Date())),
    link: () => linkFor(location.href, session.record()),
    read: (text) => session.read(text),
    load: pasteLoader(controller, confirmLoad),
    // The board as it is drawn, with its caption.
    async picture(chunk) {
      const snap = controller.snapshot();
      const board = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
      const blob = await chunk.positionPicture(board, captionOf(snap, snap.shown), dark());
      return new File([blob], /* data */ `jarmo-${day()}-${snap.shown.history.length}.png`, { type: 'image/png' });
    },
    // The whole game, a frame a move.
    async animation(chunk) {
      const snap = controller.snapshot();
      const plies = snap.state.history.length;
      if (!plies) return null;
      const states = Array.from({ length: plies + 1 }, (_, ply) => session.stateAt(ply));
      const bytes = await chunk.animation({
        states, flipped: snap.flipped, dark: dark(), caption: captionOf(snap, snap.state),
        lines: lines(snap.state.board).map(([a, b]) => [indexOf(a), indexOf(b)]),
      });
      return new File([bytes], /* data */ `jarmo-${day()}.gif`, { type: 'image/gif' });
    },
  });
}

// Export and import: copy or download the game record (with the header tags a reader
// of it needs), copy the share link, and paste a record or a position to load it.
// The core reads and checks what is pasted; on any problem the message names the
// line, the move and the reason, and neither the game nor the pasted text changes.
// A chunk of its own, fetched when the card is first pointed at, focused or pressed
// (bind.js, page/lazy.js bindOnFirstUse): most visits never use it.

import { errorTexts, t } from '../i18n/lang.js';
import { paste, pasteLoader } from '../app/paste.js';
import { importErrorText } from './notices.js';
import { copyText } from './share.js';
import { linkFor } from '../storage/share.js';

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
 * Binds the export and import controls. `record()` is the record to export;
 * `link()` the share link; `read(text)` the core's reading of pasted text (a Game,
 * or it throws); `load(game, asPosition)` replaces the game, resolving false when
 * the player chose to keep the game in progress.
 */
export function bindTransfer({ record, link, read, load }) {
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

  /** Reads the paste box (app/paste.js) and says what came of it; the box keeps a text that was refused. */
  async function importText(asPosition) {
    const outcome = await paste(box.value, asPosition, { read, load });
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
 * @param {Parameters<typeof pasteLoader>[0]} parts.controller
 * @param {() => Promise<boolean>} parts.confirmLoad asks whether a game in progress may be replaced
 */
export function bindTransferCard({ session, players, controller, confirmLoad }) {
  bindTransfer({
    record: () => session.record(recordTags(session.state(), players.get(), new Date())),
    link: () => linkFor(location.href, session.record()),
    read: (text) => session.read(text),
    load: pasteLoader(controller, confirmLoad),
  });
}

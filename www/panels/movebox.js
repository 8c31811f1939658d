// The move box: a move typed in notation (a1-c2, a1xc2, @b1, pass) is played on Enter
// or with the Play button. An illegal or malformed move shows the core's reason beside
// the box and changes nothing; the text stays so it can be corrected. The reason is
// about the game as it was when the move was typed: once the game changes (a move on
// the board, from the keyboard or by the other side, a takeback, another game, lesson
// or puzzle) it is old, and goes. No form is submitted: a frame sandboxed without
// allow-forms would refuse the submission.

import { t } from '../i18n/lang.js';

/**
 * What the move box says, apart from the page (unit-tested): the reason the last move
 * typed was refused, kept while the game is as it was when the move was typed. A game
 * is known by its state: the session makes a new state object for each change of the
 * game and keeps it until the next, so two states are the same game when they are the
 * same object. An answer comes a moment after its move when the words for the core's
 * errors must be fetched first; it is dropped when another move was typed meanwhile, or
 * the game changed.
 */
export function createMoveReason() {
  let submissions = 0;
  /** The game as last drawn. */
  let game = null;
  /** @type {{text: string, game: unknown} | null} */
  let said = null;
  return {
    /**
     * The game is drawn as `state`; returns true when a reason was said about another
     * state of the game, which is old now and gone.
     */
    drawn(state) {
      game = state;
      if (!said || said.game === state) return false;
      said = null;
      return true;
    },
    /** A move was typed: its ticket, for its answer. */
    typed: () => ({ n: ++submissions, game }),
    /**
     * The answer to the move of `ticket`: null (played) or the reason it was refused.
     * Returns 'played' (the box empties), 'refused' (the reason is said), or null (an
     * old answer: nothing changes).
     * @returns {'played' | 'refused' | null}
     */
    answered(ticket, reason) {
      if (ticket.n !== submissions) return null;
      if (reason === null) {
        said = null;
        return 'played';
      }
      if (ticket.game !== game) return null;
      said = { text: reason, game };
      return 'refused';
    },
    /** The reason said now, or ''. */
    get text() {
      return said?.text ?? '';
    },
  };
}

/** The page's one move box, once bound: the view tells it each state of the game it draws. */
let box = null;

/** The game is drawn as `state` (the view, with every snapshot): an old reason goes. */
export function renderMoveBox(state) {
  box?.drawn(state);
}

/**
 * `play(text)` plays the move at once and gives null when it was played, or the
 * reason it was not (a promise: the words for the core's errors may have to load).
 * @param {(text: string) => Promise<string | null>} play
 */
export function bindMoveBox(play) {
  const input = /** @type {HTMLInputElement} */ (document.getElementById('move-input'));
  const error = document.getElementById('move-error');
  const reason = createMoveReason();

  function say(text) {
    error.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  async function submit() {
    const text = input.value.trim();
    const ticket = reason.typed();
    const answer = reason.answered(ticket, text ? await play(text) : t('movebox.empty'));
    if (answer === 'played') {
      input.value = '';
      say('');
    } else if (answer === 'refused') {
      say(reason.text);
    }
  }
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    submit();
  });
  document.getElementById('move-play').addEventListener('click', submit);
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'));

  box = {
    drawn(state) {
      if (reason.drawn(state)) say('');
    },
  };
}

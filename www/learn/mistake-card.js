// The card of your mistakes (app/mistake-puzzles.js), the trainer's card as the puzzles
// draw it: the kicker with how many are due, what kind of mistake it was, the task,
// which game it came from with a link to that game's review at the move, what the last
// try showed, and the buttons. Its two links are made here, with the trainer's script:
// the game page carries none of it.

import { t, translator } from '../i18n/lang.js';
import { withAddress } from '../page/address.js';
import { bindStrip, button, feedbackText, renderFeedback, renderStrip } from './card.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A day as the page's language writes it. */
export const dayText = (/** @type {number} */ ms) => new Intl.DateTimeFormat(translator().lang, { dateStyle: 'long' }).format(new Date(ms));

/** Which game a mistake came from, in words (exported for the unit tests). @param {import('../app/mistakes.js').Mistake} m */
export function originText(m) {
  return t(`mistakes.from.${m.against}`, { level: m.level ?? 0, date: dayText(m.at), number: m.number });
}

/**
 * The game page's address that opens the mistake's game and its review at the move: the
 * game in the fragment (as a link opens it, the player's own game staying in its save),
 * `?review=PLY`.
 * @param {import('../app/mistakes.js').Mistake} m
 */
export function reviewHref(m, loc = location) {
  const url = new URL(withAddress('', { learn: null, puzzle: null, puzzles: null, mistakes: null, motif: null, replay: null, review: String(m.ply) }, loc));
  url.hash = new URLSearchParams({ game: m.record }).toString();
  return url.href;
}

/**
 * The card. `onRetry()`, `onNext()`, `onBetter()`.
 */
export function createMistakeCard({ onRetry, onNext, onBetter }) {
  $('trainer').hidden = false;
  bindStrip();
  const links = document.createElement('p');
  links.className = 'mistake-links';
  const game = document.createElement('a');
  game.id = 'mistake-game';
  const back = document.createElement('a');
  back.id = 'mistake-back';
  back.href = withAddress('', { mistakes: null, puzzle: null, puzzles: '' });
  links.append(game, ' · ', back);
  $('trainer-feedback').after(links);
  $('trainer-restart').addEventListener('click', () => onRetry());
  $('trainer-next').addEventListener('click', () => onNext());
  $('puzzle-solution').addEventListener('click', () => onBetter());

  const task = (m) => t(`mistakes.task.${m.side}`, { played: m.played });

  return {
    /** @param {import('../app/mistake-puzzles.js').MistakeView} v */
    render(v) {
      document.body.dataset.trainer = 'puzzle';
      const m = v.mistake;
      $('trainer-kicker').textContent = `${t('mistakes.kicker', { due: v.due, kept: v.kept })} · ${t('learn.board', { board: t(`board.${v.board}`) })}`;
      $('trainer-title').textContent = m ? t(`mistakes.title.${m.label}`) : t('mistakes.title');
      $('trainer-text').textContent = m ? `${task(m)}${m.k !== null ? ` ${t('mistakes.proved')}` : ''}` : '';
      $('trainer-goal').textContent = m ? originText(m) : '';
      const said = v.checking ? t('puzzle.checking')
        : v.feedback && 'key' in v.feedback && v.feedback.key === 'mistakes.noneDue' && v.next !== null
          ? t('mistakes.noneDue', { date: dayText(v.next) }) : feedbackText(v.feedback);
      const kind = v.outcome === 'right' ? 'good' : v.outcome === 'wrong' || (v.feedback && 'error' in v.feedback) ? 'bad' : '';
      renderFeedback(said, kind);
      renderStrip(said || (m ? task(m) : ''), kind);
      game.hidden = !m;
      if (m) {
        game.href = reviewHref(m);
        game.textContent = t('mistakes.game');
      }
      back.textContent = t('mistakes.back');
      button('trainer-restart', t('puzzle.retry'), { primary: v.outcome === 'wrong', hidden: !m || v.outcome === 'going' });
      button('trainer-next', t('mistakes.next'), { primary: v.outcome !== 'going', hidden: v.others === 0 });
      button('puzzle-solution', t('mistakes.showBetter'), { hidden: !m || v.outcome === 'right' || v.outcome === 'shown' });
    },
    /** @param {import('../app/mistake-puzzles.js').MistakeView} v */
    announce(v, what) {
      $('announce').textContent = what === 'open' && v.mistake
        ? `${t(`mistakes.title.${v.mistake.label}`)}. ${task(v.mistake)} ${originText(v.mistake)}`
        : feedbackText(v.feedback);
    },
  };
}

// The trainer's card beside the board, for a lesson and for a puzzle: what it is, the
// rule or the task in words, the goal, what the last try showed (the core's reason for
// a refusal, in the page's language), the buttons, and the list of lessons or the
// puzzle bands with the streak. It draws from the controller's view of the lesson or
// puzzle and keeps nothing; screen readers hear the lesson and each try's outcome in
// the page's polite live region (#announce).

import { errorText, t } from '../i18n/lang.js';
import { LESSONS } from './lessons.js';
import { THEMES, ownMoves } from '../puzzles/data.js';

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The words for a feedback: a catalog key, or the core's refusal (exported for the unit tests). */
export function feedbackText(feedback) {
  if (!feedback) return '';
  if ('error' in feedback) return t('learn.wrong', { reason: errorText(feedback.error) });
  return t(feedback.key, feedback.params);
}

/**
 * A puzzle's themes and difficulty in words (exported for the unit tests).
 * @param {import('../app/puzzles.js').PuzzleAbout} about
 */
export function aboutText(about) {
  const themes = about.themes.length ? about.themes.map((theme) => t(`puzzle.theme.${theme}`)).join(', ') : t('puzzle.noTheme');
  // A rating is written without grouping (1532, not 1,532), as ratings are.
  return t('puzzle.about', { themes, difficulty: String(about.difficulty) });
}

/**
 * The card in a line over the board, for the smallest frames, where the card itself is
 * behind the menu button (learn.css): what the last try showed, else the goal or the
 * task; More opens the whole card.
 */
export function renderStrip(text, kind) {
  const strip = $('trainer-strip-text');
  strip.textContent = text;
  strip.dataset.kind = kind;
}

/** What the last try showed, under the task. */
export function renderFeedback(text, kind) {
  const feedback = $('trainer-feedback');
  feedback.textContent = text;
  feedback.dataset.kind = kind;
}

export function bindStrip() {
  $('trainer-strip-more').addEventListener('click', () => $('panel-open').click());
}

export function button(id, label, { primary = false, hidden = false } = {}) {
  const b = /** @type {HTMLButtonElement} */ ($(id));
  b.textContent = label;
  b.classList.toggle('primary', primary);
  b.hidden = hidden;
  return b;
}

/**
 * The lesson card. `onOpen(n)`: a lesson of the list was chosen; `onRestart()`, `onNext()`.
 */
export function createLessonCard({ onOpen, onRestart, onNext }) {
  $('trainer').hidden = false;
  $('lesson-nav').hidden = false;
  bindStrip();
  $('trainer-restart').addEventListener('click', () => onRestart());
  $('trainer-next').addEventListener('click', () => onNext());
  $('lesson-list').addEventListener('click', (e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('button[data-lesson]'));
    if (b) onOpen(Number(b.dataset.lesson));
  });

  return {
    /** @param {import('../app/lessons.js').LessonView} v */
    render(v) {
      document.body.dataset.trainer = 'lesson';
      $('trainer-kicker').textContent = `${t('learn.kicker', { number: v.number, count: LESSONS.length })} · ${t('learn.board', { board: t(`board.${v.lesson.board ?? 'knight'}`) })}`;
      $('trainer-title').textContent = t(`learn.${v.lesson.id}.title`);
      $('trainer-text').textContent = t(`learn.${v.lesson.id}.text`);
      const goal = t('learn.goal', { goal: t(`learn.${v.lesson.id}.goal`) });
      $('trainer-goal').textContent = goal;
      const said = v.waiting && !v.feedback ? t('learn.waiting') : feedbackText(v.feedback);
      const kind = v.outcome === 'done' ? 'good' : v.feedback && 'error' in v.feedback || v.outcome === 'failed' ? 'bad' : '';
      renderFeedback(said, kind);
      renderStrip(said || goal, kind);
      const last = v.number === LESSONS.length;
      button('trainer-restart', t('learn.restart'), { primary: v.outcome === 'failed' });
      button('trainer-next', last ? t('learn.toGame') : t('learn.next'), { primary: v.outcome === 'done' });
      $('trainer-next').dataset.last = String(last);
      const items = LESSONS.map((lesson, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'lesson-link';
        b.dataset.lesson = String(i + 1);
        const done = v.finished.includes(lesson.id);
        b.textContent = t(`learn.${lesson.id}.title`);
        if (done) {
          const mark = document.createElement('span');
          mark.className = 'done-mark';
          mark.textContent = ` ✓ ${t('learn.finished')}`;
          b.append(mark);
        }
        if (i + 1 === v.number) b.setAttribute('aria-current', 'step');
        li.append(b);
        return li;
      });
      $('lesson-list').replaceChildren(...items);
    },
    /** @param {import('../app/lessons.js').LessonView} v */
    announce(v, what) {
      $('announce').textContent = what === 'open'
        ? `${t('learn.kicker', { number: v.number, count: LESSONS.length })}: ${t(`learn.${v.lesson.id}.title`)}. ${t('learn.goal', { goal: t(`learn.${v.lesson.id}.goal`) })}`
        : feedbackText(v.feedback);
    },
  };
}

/**
 * The puzzle card. `onBand(name)`, `onThemes(names)` ([] for all), `onReplay(on)` (the
 * puzzles missed, again), `onBoard(name)`, `onRetry()`, `onNext()`, `onSolution()`;
 * `mistakes()`: how many of the player's own mistakes are kept and due, and their page.
 */
export function createPuzzleCard({ onBand, onThemes, onReplay, onBoard, onRetry, onNext, onSolution, mistakes = () => ({ kept: 0, due: 0, href: '' }) }) {
  $('trainer').hidden = false;
  $('puzzle-bar').hidden = false;
  bindStrip();
  $('puzzle-board').addEventListener('change', (e) => onBoard(/** @type {HTMLSelectElement} */ (e.target).value));
  $('trainer-restart').addEventListener('click', () => onRetry());
  $('trainer-next').addEventListener('click', () => onNext());
  $('puzzle-solution').addEventListener('click', () => onSolution());
  $('puzzle-band').addEventListener('change', (e) => onBand(/** @type {HTMLSelectElement} */ (e.target).value));
  // A box for each theme, made once so that a render keeps the focus on the one ticked;
  // none ticked is all themes.
  const boxes = THEMES.map((theme) => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = theme;
    const label = document.createElement('label');
    label.className = 'theme-box';
    label.append(box, document.createElement('span'));
    return label;
  });
  $('puzzle-themes').append(...boxes);
  $('puzzle-themes').addEventListener('change', () => onThemes(boxes.map((l) => l.firstChild).filter((b) => /** @type {HTMLInputElement} */ (b).checked)
    .map((b) => /** @type {HTMLInputElement} */ (b).value)));
  const yours = document.createElement('a');
  yours.id = 'puzzle-mistakes';
  yours.className = 'button';
  $('puzzle-replay').after(yours);
  $('puzzle-replay').addEventListener('click', (e) => onReplay(/** @type {HTMLElement} */ (e.currentTarget).getAttribute('aria-pressed') !== 'true'));

  const task = (v) => t(`puzzle.task.${v.side}`, { moves: t('units.moves', { count: ownMoves(v.puzzle.k) }) });

  return {
    /** @param {import('../app/puzzles.js').PuzzleView} v */
    render(v) {
      document.body.dataset.trainer = 'puzzle';
      $('trainer-kicker').textContent = `${t('puzzle.kicker', { number: v.puzzle.n, count: v.total })} · ${t('learn.board', { board: t(`board.${v.board}`) })}`;
      /** @type {HTMLSelectElement} */ ($('puzzle-board')).value = v.board;
      $('trainer-title').textContent = t(`puzzle.band.${v.puzzle.band}`);
      $('trainer-text').textContent = task(v);
      $('trainer-goal').textContent = v.solvedBefore ? t('puzzle.solvedBefore') : '';
      const said = v.checking ? t('puzzle.checking') : feedbackText(v.feedback);
      const kind = v.outcome === 'solved' ? 'good' : v.outcome === 'missed' || (v.feedback && 'error' in v.feedback) ? 'bad' : '';
      renderFeedback(said, kind);
      renderStrip(said || task(v), kind);
      button('trainer-restart', t('puzzle.retry'), { primary: v.outcome === 'missed', hidden: v.outcome === 'going' });
      button('trainer-next', t('puzzle.next'), { primary: v.outcome === 'solved' || v.outcome === 'shown' });
      button('puzzle-solution', t('puzzle.showSolution'), { hidden: v.outcome === 'solved' || v.outcome === 'shown' });
      const select = /** @type {HTMLSelectElement} */ ($('puzzle-band'));
      select.replaceChildren(...v.bands.map((band) => {
        const option = document.createElement('option');
        option.value = band.name;
        option.textContent = t(`puzzle.band.${band.name}`);
        option.selected = band.name === v.puzzle.band;
        return option;
      }));
      boxes.forEach((label, i) => {
        /** @type {HTMLInputElement} */ (label.firstChild).checked = v.themes.includes(THEMES[i]);
        /** @type {HTMLElement} */ (label.lastChild).textContent = t(`puzzle.theme.${THEMES[i]}`);
      });
      button('puzzle-replay', t('puzzle.replay', { count: v.missed }), { hidden: v.missed === 0 && !v.replay });
      $('puzzle-replay').setAttribute('aria-pressed', String(v.replay));
      const own = mistakes();
      yours.hidden = own.kept === 0;
      yours.href = own.href;
      yours.textContent = t('mistakes.open', { count: own.due });
      const { streak, best, rating } = v.progress.puzzles;
      $('puzzle-about').textContent = v.about ? aboutText(v.about) : '';
      $('puzzle-score').textContent = t('puzzle.score', { solved: v.solved.length, count: v.total, streak, best });
      $('puzzle-rating').textContent = t('puzzle.rating', { rating: String(rating) });
    },
    /** @param {import('../app/puzzles.js').PuzzleView} v */
    announce(v, what) {
      $('announce').textContent = what === 'open'
        ? `${t('puzzle.kicker', { number: v.puzzle.n, count: v.total })}. ${task(v)}`
        : feedbackText(v.feedback);
    },
  };
}

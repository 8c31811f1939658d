// The lessons' and the puzzles' boot: the same board, bars and move box as the game,
// driven by a lesson's or a puzzle's controller instead of the game's, with the
// trainer's card in the side panel. The game in the address's fragment is left as it
// is, so "Back to the game" finds it. This is a script of its own, which the game page
// loads only for the trainer (main.js); so are its texts (i18n/<code>/learn.js). The puzzle file
// is fetched here, only when the puzzles are opened.

import { queryParams, setQuery } from '../page/address.js';
import { createOpponent } from '../engine/opponent.js';
import { createSession } from '../app/session.js';
import { excerpt } from '../i18n/i18n.js';
import { errorText, errorTexts, onErrorTexts, t } from '../i18n/lang.js';
import { bindRulesLink } from '../panels/rules-link.js';
import { createSettings } from '../panels/settings.js';
import { openOnClick } from '../page/lazy.js';
import { bindPanel } from '../panels/menu.js';
import { bindMoveBox } from '../panels/movebox.js';
import { createBoardView } from '../panels/board-view.js';
import { PUZZLE_FILES, nextPuzzle, parsePuzzles, puzzleNumber, themesNamed } from '../puzzles/data.js';
import { createPuzzles } from '../app/puzzles.js';
import { createLearnStore } from '../storage/learn.js';
import { createLessonCard, createPuzzleCard } from '../learn/card.js';
import { createMistakeCard } from '../learn/mistake-card.js';
import { createMistakePuzzles } from '../app/mistake-puzzles.js';
import { createMistakesStore } from '../storage/mistakes.js';
import { analysisHref } from '../page/analysis-link.js';
import { dueOn } from '../app/mistakes.js';
import { createLessons } from '../app/lessons.js';
import { gameHref } from '../learn/links.js';
import { noticesDrawn } from '../panels/notices.js';
import { withAddress } from '../page/address.js';
import { solvedOn } from '../app/progress.js';
import { LESSONS, lessonNumber } from '../learn/lessons.js';
import trainerEnglish from '../i18n/en/learn.js';

/**
 * The trainer's own texts: English's in this script, another language's a chunk of
 * its own (a loader of i18n.js's kind: scripts/bundle-pages.mjs writes it out).
 * @type {import('../i18n/i18n.js').OwnTexts}
 */
const TRAINER_TEXTS = { english: trainerEnglish, load: (lang) => import(`../i18n/${lang}/learn.js`) };

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @param {object} parts
 * @param {import('../engine/core.js').StartedCore} parts.core
 * @param {URL} parts.root
 * @param {Storage | null} parts.storage
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page the page's own state (colours, the side panel)
 * @param {NonNullable<ReturnType<typeof import('../learn/links.js').trainerMode>>} parts.mode
 */
export async function bootTrainer({ core, root, storage, language, page, mode }) {
  // The words for the core's errors come with the trainer: a wrong move is said in them.
  await Promise.all([language.addTexts(TRAINER_TEXTS), errorTexts()]);
  /** @type {{snapshot: () => import('../app/drill.js').BoardView, boardMove: (text: string, dragged: boolean) => void, typedMove: (text: string) => unknown, pick: (orig: import('../board/core.js').Origin | -1) => void, redraw: () => void, boardSettled?: (snap: unknown) => void}} */
  let controller;
  // The drill's board and bars: the game's panels are not on this page.
  const view = createBoardView({
    canvas: /** @type {HTMLCanvasElement} */ ($('board')),
    lines: (board) => core.lines(board),
    onMove: (text, dragged) => controller.boardMove(text, dragged),
    onPick: (orig) => controller.pick(orig),
    // The board has drawn a change to its last frame: the lesson's other side may answer (app/settle.js).
    onIdle: (snap) => controller.boardSettled?.(snap),
  });
  const session = createSession(core.Game, { onRecovered: () => page.notify('recovered', 'error.recovered') });
  const opponent = createOpponent({ ...core, workerUrl: new URL('www/engine-worker.js', root) });
  const store = createLearnStore(storage);
  const mistakeStore = createMistakesStore(storage);
  const back = /** @type {HTMLAnchorElement} */ ($('back-to-game'));
  // The game's address, without the trainer's (nor the mistakes', themes' or replay's: learn/links.js gameHref).
  back.href = withAddress('', { learn: null, puzzle: null, puzzles: null, mistakes: null, motif: null, replay: null });

  const rulesLink = bindRulesLink({ language, page, board: view.board });
  // Another language's words for errors come after the language: drawn again then.
  onErrorTexts(() => controller.redraw());
  // The settings dialog comes with the trainer's chunk.
  let settings = null;
  openOnClick($('settings-open'), async () => (settings ??= createSettings({
    sound: null, storage, language, page,
    onChange() {
      rulesLink();
      controller.redraw();
    },
  })));
  bindPanel(page);
  bindMoveBox(async (text) => {
    const error = controller.typedMove(text);
    if (!error) return null;
    if (!(error instanceof Error)) return t(/** @type {{code: string}} */ (error).code);
    await errorTexts();
    return errorText(error);
  });
  // A press anywhere but the board or the captured archer lets go of a picked archer.
  document.addEventListener('pointerdown', (e) => {
    if (!/** @type {Element} */ (e.target).closest('#board, .tray .returnable')) view.board.cancel();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && /** @type {Element} */ (e.target).id !== 'board') view.board.cancel();
  });

  if (mode.kind === 'analysis') {
    // The analysis board: a chunk of its own (boot/analysis.js).
    const { bootAnalysis } = await import('./analysis.js');
    controller = await bootAnalysis({ core, view, opponent, page, board: mode.board });
  } else if (mode.kind === 'learn') {
    const lessons = createLessons({
      session,
      opponent,
      view,
      store,
      address: (n) => setQuery({ learn: n }),
      card: createLessonCard({
        onOpen: (n) => lessons.open(n),
        onRestart: () => lessons.restart(),
        onNext: () => (lessons.number === LESSONS.length ? location.assign(gameHref()) : lessons.next()),
      }),
    });
    controller = lessons;
    // `?learn` alone: the first lesson not finished yet.
    const finished = store.get().lessons;
    const first = LESSONS.findIndex((l) => !finished.includes(l.id)) + 1 || 1;
    lessons.open(lessonNumber(mode.n ?? '') ?? first);
  } else if (queryParams().has('mistakes')) {
    // `?puzzles&mistakes[=ID]`: the player's own mistakes, due ones first (app/mistake-puzzles.js).
    const asked = queryParams().get('mistakes') || null;
    const mistakes = createMistakePuzzles({
      session,
      opponent,
      view,
      store: mistakeStore,
      board: mode.board,
      address: (id) => setQuery({ mistakes: id ?? '', puzzle: null, motif: null, replay: null }),
      card: createMistakeCard({ onRetry: () => mistakes.retry(), onNext: () => mistakes.next(), onBetter: () => mistakes.showBetter() }),
    });
    controller = mistakes;
    if (asked !== null && !mistakeStore.get().some((m) => m.id === asked && m.board === mode.board)) {
      page.notify('mistake-gone', 'mistakes.gone');
    }
    mistakes.open(asked);
  } else {
    let file;
    try {
      const response = await fetch(new URL(PUZZLE_FILES[mode.board], root));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      file = parsePuzzles(await response.text());
    } catch (e) {
      Object.assign($('setup-error'), { textContent: t('puzzle.loadFailed', { reason: e.message }), hidden: false });
      throw e;
    }
    // `?motif=NAME,NAME`: the puzzles of any of those themes (docs/puzzles.md "Themes";
    // `?theme` is the page's colours); a name that is no theme is said and left out.
    // `&replay`: the puzzles missed, played again.
    const query = new URLSearchParams(location.search);
    const { themes, unknown } = themesNamed(query.get('motif'));
    if (unknown.length) page.notify('puzzle-theme', 'puzzle.noSuchTheme', { params: { name: excerpt(unknown.join(', ')) } });
    const puzzles = createPuzzles({
      session,
      opponent,
      view,
      store,
      file,
      address: (n, chosen, replay) => setQuery({ puzzle: n, puzzles: null, motif: chosen.length ? chosen.join(',') : null, replay: replay ? '' : null }),
      themes,
      card: createPuzzleCard({
        onBand: (band) => puzzles.chooseBand(band),
        onThemes: (names) => puzzles.chooseThemes(themesNamed(names.join(',')).themes),
        onReplay: (on) => puzzles.replayMissed(on),
        // The player's own mistakes (`?puzzles&mistakes`), when any are kept.
        mistakes: () => {
          const kept = mistakeStore.get().filter((m) => m.board === mode.board);
          return { kept: kept.length, due: dueOn(kept, mode.board, Date.now()).length, href: withAddress('', { puzzles: '', mistakes: '', puzzle: null, motif: null, replay: null }) };
        },
        // The other board's puzzles: its own file, in a page of its own.
        onBoard: (board) => location.assign(withAddress('', { board: board === 'knight' ? null : board, puzzle: null, puzzles: '' })),
        onRetry: () => puzzles.retry(),
        onNext: () => puzzles.next(),
        onSolution: () => puzzles.showSolution(),
      }),
    });
    controller = puzzles;
    const asked = puzzleNumber(mode.n, file.puzzles.length);
    // The number as the address gave it, quoted by its start: the address can hold anything.
    if (mode.n !== null && asked === null) page.notify('puzzle-number', 'puzzle.noSuch', { params: { number: excerpt(mode.n), count: file.puzzles.length } });
    puzzles.open(asked ?? nextPuzzle(file.puzzles, file.bands[0]?.name ?? '', 0, solvedOn(store.get(), file.board)) ?? 1);
    if (query.has('replay')) {
      // The puzzles missed, again: from the one the address names, else the oldest.
      if (asked === null) puzzles.replayMissed(true);
      else puzzles.continueReplay();
    } else if (themes.length && asked === null) {
      // Themes without a number: the band's first puzzle not solved yet with one of them.
      puzzles.chooseThemes(themes);
    }
  }
  if (mode.kind !== 'analysis') {
    // The position on the board, on the analysis board (app/analysis.js): its record, at its end.
    const analyse = document.createElement('a');
    analyse.id = 'trainer-analyse';
    analyse.className = 'button';
    analyse.textContent = t('analysis.openHere');
    const follow = () => {
      analyse.href = analysisHref(session.record(), session.state().history.map((m) => m.text));
    };
    for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focus']) analyse.addEventListener(type, follow);
    document.querySelector('.trainer-buttons')?.append(analyse);
  }
  opponent.warm();
  // A notice said while it opened (a puzzle that is not there) is on the page first.
  await noticesDrawn();
  document.body.classList.add('ready');
}

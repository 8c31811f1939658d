// The game page's boot: makes the game's parts (the view, the session, the controller,
// the storage keepers, the host's bridge, the panels) and wires them together, nothing
// more, in a few short tasks (starting.js: main.js holds the page's input until it is
// ready). main.js calls it when the address asks for no lesson or puzzle, after
// gameOpening, which it asks first whether the game is one against the computer (the
// core it loads depends on it). See docs/web.md.

import { motionAllowed } from '../board/anim.js';
import { parseNewGameOptions } from '../embed/options.js';
import { playersFor, urlSettings } from '../embed/settings.js';
import { createController } from '../app/game.js';
import { pageDelays } from '../app/delays.js';
import { firstVisit, openingPlan, openingPlayers } from '../app/opening.js';
import { Cancelled } from '../app/cancelled.js';
import { lazyOpponent } from '../engine/lazy-opponent.js';
import { createSession } from '../app/session.js';
import { errorTextsPending } from '../i18n/lang.js';
import { ask, watchQuestions } from '../panels/dialog.js';
import { createPlayers } from '../app/players.js';
import { bindPanels } from '../panels/bind.js';
import { renderStats } from '../panels/stats.js';
import { createView } from '../panels/view.js';
import { hasStoredPlayers, loadPlayers, savePlayers } from '../storage/players.js';
import { createGameKeeper, createSaver, newGameId, withReceived } from '../storage/save.js';
import { giveLink } from '../panels/share.js';
import { readFragment } from '../storage/share.js';
import { createFriendStore } from '../storage/friends.js';
import { createAsideStore } from '../storage/aside.js';
import { readStoredName, readStoredSound, safeSessionStorage } from '../storage/settings.js';
import { lazySound } from '../sound/lazy-sound.js';
import { createStats } from '../storage/stats.js';
import { isReload, pageAddress, queryParams, setQuery } from '../page/address.js';
import { bindLearnLinks } from '../learn/links.js';
import { createLazyReviewer } from '../review/lazy.js';
import { addStyleSheet } from '../page/stylesheet.js';
import { bindReview } from '../review/panel.js';
import { analysisHref } from '../page/analysis-link.js';
import { nextTask, untilReady } from './starting.js';

const $ = (id) => document.getElementById(id);

/**
 * The game the page opens with (opening.js's plan from the address, the fragment and
 * the save), who plays it by the settings (the stored ones under the address's, which
 * count for this visit only), and what was wrong with the save.
 * @param {{storage: Storage | null, embed: ReturnType<typeof import('../embed/options.js').parseEmbedOptions>, portal?: boolean}} parts
 *   `portal`: the page is a games portal's build
 */
export function gameOpening({ storage, embed, portal = false }) {
  const saved = createSaver(storage).read();
  // A reload of a friend's game finds the friend's answers in the tab's storage, not the address.
  const fragment = withReceived(readFragment(location.hash), safeSessionStorage());
  const plan = openingPlan({ position: queryParams().get('position'), fragment, save: saved.save ?? null, look: queryParams().has('review') });
  const asked = urlSettings(location.search, embed);
  const first = firstVisit({
    // A portal's build counts as framed wherever it is opened: its host cannot add ?mode=.
    plan, framed: window.parent !== window || portal, storage: Boolean(storage), storedPlayers: hasStoredPlayers(storage),
    addressPlayers: Object.keys(asked).length > 0, addressMode: asked.mode !== undefined,
  });
  return { plan, settings: openingPlayers(loadPlayers(storage), asked, first), problem: saved.problem, first };
}

/**
 * The host bridge of a page that is no frame (embed/bridge.js's, for a page of its own):
 * there is no page around it, so nothing is posted and no command comes.
 * @type {typeof import('../embed/bridge.js').createEmbedBridge}
 */
const noHost = () => {
  const none = () => false;
  return Object.freeze({ embedded: false, targetOrigin: '*', ready: none, move: none, undo: none, redo: none, position: none, link: none, gameOver: none, destroy() {} });
};

/**
 * @param {object} parts
 * @param {import('../engine/core.js').StartedCore} parts.core
 * @param {URL} parts.root the site's root
 * @param {Storage | null} parts.storage
 * @param {ReturnType<typeof import('../embed/options.js').parseEmbedOptions>} parts.embed
 * @param {Promise<typeof import('../embed/bridge.js')> | null} [parts.hostChunk] the bridge to the page
 *   around the frame, fetched only in a frame (main.js); null on a page of its own
 * @param {ReturnType<typeof import('../i18n/page.js').pageLanguage>} parts.language
 * @param {ReturnType<typeof import('../app/page.js').createPage>} parts.page the page's own state (colours, the side panel)
 * @param {ReturnType<typeof gameOpening>} parts.opening
 * @param {import('../portal/glue.js').Portal | null} [parts.portal] the games portal's, in a portal build (www/portal/)
 */
export async function bootGame({ core, root, storage, embed, language, page, opening, portal = null, hostChunk = null }) {
  // The address's ?sound= counts for this visit; else the stored switch; else on.
  // The sounds themselves (sound/sound.js) come with the first gesture (sound/lazy-sound.js).
  const sound = lazySound({
    on: (embed.options.sound ?? (readStoredSound(storage) === false ? 'off' : 'on')) === 'on',
    load: () => import('../sound/sound.js'),
  });
  /** @type {ReturnType<typeof createController>} */
  let controller;
  const workerUrl = new URL('www/engine-worker.js', root);
  // The page's delays (app/delays.js), read once: the controller's and the review's search.
  const delays = pageDelays();
  // The review has an engine of its own: stopping it never stops the computer's move.
  // An engine in a worker (engine/opponent.js, a chunk fetched with the first request or warm()).
  const newOpponent = () => lazyOpponent(async () => (await import('../engine/opponent.js')).createOpponent({ ...core, workerUrl }));
  // Each review keeps the player's mistakes as puzzles, and a game of the player's that
  // ended is reviewed quietly for them (review/reviewer.js).
  const reviewer = createLazyReviewer(newOpponent, () => controller.reviewChanged(), (e) => e instanceof Cancelled,
    undefined, () => addStyleSheet(new URL('www/review.css', root)), delays.review,
    { about: () => controller.reviewSource(), Game: core.Game, storage, quietAfter: delays.quietReview });
  const view = createView({
    reviewDrawing: reviewer.drawing,
    canvas: /** @type {HTMLCanvasElement} */ ($('board')),
    lines: (board) => core.lines(board),
    onMove: (text, dragged) => controller.boardMove(text, dragged),
    onRefuse: () => controller.refused(),
    onInert: () => controller.pressedInert(),
    onPick: (orig) => controller.pick(orig),
    // The player's arrows and circles (app/drawings.js).
    onDraw: (shape) => controller.draw(shape),
    onSketch: () => controller.warmDrawings(),
    onClear: (ply) => controller.clearDrawings(ply),
    // The board has drawn a change to its last frame: the computer may think now (app/settle.js).
    onIdle: (snap) => controller.boardSettled(snap),
    notices: { close: (key) => controller.dismissNotice(key), act: (key) => controller.noticeAction(key) },
  });
  const session = createSession(core.Game, { onRecovered: () => page.notify('recovered', 'error.recovered') });
  /** The board whose statistics the panel shows: the game's on screen. */
  let statsBoard = 'knight';
  const stats = createStats(() => drawStats());
  const drawStats = () => renderStats(stats, statsBoard);
  const friends = createFriendStore(storage, { onQuota: () => page.notify('friends-quota', 'friend.quota') });
  const aside = createAsideStore(storage, { onQuota: () => page.notify('save-failed', 'save.quota') });
  await nextTask();
  const keeper = createGameKeeper(storage, {
    friends,
    aside,
    // A portal may give the address a friend's link should use; else the page's own,
    // without this visit's settings (the friend's are their own).
    linkBase: () => embed.options.shareUrl ?? pageAddress(),
    onProblem: (problem) => page.notify('save-failed', problem === 'quota' ? 'save.quota' : 'save.failed'),
    inspect: (record) => session.inspect(record),
    onSaved: () => panels.showMyGames(),
    tab: safeSessionStorage(),
  });
  const confirmNew = () => ask($('confirm-new'), 'new');
  const players = createPlayers(opening.settings, { save: (chosen) => savePlayers(chosen, storage) });
  // The host's commands are obeyed once the page is ready (after jarmo:ready).
  const host = untilReady();
  // A page of its own has no page around it to tell: nothing is posted, no command comes.
  const chunk = await hostChunk?.catch((e) => {
    console.warn(`[jarmo embed] the bridge to the page around the frame could not load: ${e.message}`);
    return null;
  });
  const createHostBridge = chunk ? chunk.createEmbedBridge : noHost;
  const hostBridge = createHostBridge({
    allowedOrigins: embed.options.parentOrigins,
    readNewGame: parseNewGameOptions,
    onNewGame: host.later((/** @type {Record<string, any>} */ options, /** @type {import('../embed/options.js').EmbedProblem[]} */ problems) => {
      for (const problem of problems) page.notify(`problem-${problem.param}`, 'embed.problem', { params: problem });
      players.set(playersFor(players.get(), options));
      controller.playersChanged();
    }),
    onPause: host.later(() => {
      controller.pause();
      portal?.events.hostPaused(true);
    }),
    onResume: host.later(() => {
      portal?.events.hostPaused(false);
      controller.resume();
    }),
    onMute: host.later((muted) => sound.setHostMuted(muted)),
  });
  // On a games portal its SDK hears of the game too (portal/glue.js).
  const bridge = portal ? portal.tap(hostBridge, () => controller.snapshot().seats) : hostBridge;
  controller = createController({
    matchState: core.matchState,
    motionAllowed,
    delays,
    session,
    opponent: newOpponent(),
    // A friend game's prepared answers, with the friend features' chunk (engine/core.js).
    answering: core.answering,
    // Where a match stands, asked of the whole core: fetched with the first match (engine/core.js).
    matching: core.matching,
    reviewer,
    view,
    // On a games portal a friend's link is the portal's own.
    share: portal ? async (link) => giveLink(await portal.shareLink(link)) : giveLink,
    players,
    bridge,
    stats: {
      record: stats.record,
      show(board) {
        if (board === statsBoard) return;
        statsBoard = board;
        drawStats();
      },
    },
    save: keeper.save,
    saved: () => keeper.read().save ?? null,
    newId: newGameId,
    confirmNew,
    friends,
    aside,
    names: () => panels.names.get(),
    sound,
  });

  const panels = bindPanels({
    controller, session, view, players, stats, drawStats, friends, aside, showStats: embed.options.stats !== 'off', language, page, storage, sound,
    names: { you: readStoredName(storage), them: '' },
    lines: (board) => core.lines(board),
  });
  await nextTask();

  bindReview({
    onStart: () => controller.review(),
    onCancel: () => controller.cancelReview(),
    onPick: (fraction) => controller.pickReviewPoint(fraction),
    onStep: (moves) => controller.stepView(moves),
    onWarm: () => controller.warmReview(),
    analyse: () => analysisHref(session.record(), controller.snapshot().shown.history.map((m) => m.text)),
  });

  if (!['none', undefined].includes(opening.problem)) page.notify('save-problem', `save.problem.${opening.problem}`);
  // The position leaves the address: from now on the fragment keeps the game.
  if (queryParams().has('position')) setQuery({ position: null });
  // (A game with a friend fetches its features' chunk first: app/game.js withFriends.)
  await controller.open(opening.plan, {
    reloaded: isReload(/** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType?.('navigation')[0])),
    first: opening.first,
  });
  panels.showMyGames();
  // `?review=N` (a mistake's link, learn/mistake-card.js): the game opened is reviewed, from its move N.
  const reviewAt = Number(queryParams().get('review'));
  if (queryParams().has('review')) setQuery({ review: null });
  if (reviewAt >= 1 && reviewAt <= controller.plies() && controller.snapshot().canReview) {
    controller.review();
    controller.view(reviewAt);
  }
  addEventListener('hashchange', () => controller.openLink(readFragment(location.hash)));
  addEventListener('pagehide', () => controller.flushSave());
  // A press or a key on the page: a game against the computer that has not started its
  // engine starts it now, while the player makes the move it will answer (app/game.js).
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => controller.warmEngine(), { capture: true, passive: true });
  await nextTask();
  bindLearnLinks(location, () => controller.flushSave());
  await panels.myGamesDrawn();
  // The chunks the first drawing needed (the notices', a friend game's answers) are drawn.
  await view.settled();
  // An error said while the game opened (a bad ?position=, link or save) is on the
  // page, in its words, before the page is ready.
  await errorTextsPending();
  document.body.classList.add('ready');
  portal?.attach({ controller, sound, page, watchQuestions });
  controller.announceReady();
  host.open();
}

// The page's boot: it makes the parts and wires them together, nothing more. The
// controller (game/controller.js) owns what the page shows and every action; the
// session (game/session.js) owns the wasm game; the views (panels/) draw; storage/ keeps
// what outlives the page; address.js owns the address. See docs/web.md.

import { createEmbedBridge, parseEmbedOptions } from './embed/bridge.js';
import { playersFor, urlSettings } from './embed/settings.js';
import { createController } from './game/controller.js';
import { loadCore } from './game/core.js';
import { openingPlan } from './game/opening.js';
import { createOpponent } from './game/opponent.js';
import { createSession } from './game/session.js';
import { t } from './i18n/lang.js';
import { pageLanguage } from './i18n/page.js';
import { offerInstall, registerServiceWorker } from './offline/sw-register.js';
import { ask } from './panels/dialog.js';
import { showNotice as notice } from './panels/notices.js';
import { bindPlayers } from './panels/players.js';
import { bindPanels } from './panels/bind.js';
import { bindSettings } from './panels/settings.js';
import { renderStats } from './panels/stats.js';
import { applyTheme, pickTheme } from './panels/theme.js';
import { createView } from './panels/view.js';
import { loadPlayers } from './storage/players.js';
import { createGameKeeper, newGameId } from './storage/save.js';
import * as share from './storage/share.js';
import { createFriendStore } from './storage/friends.js';
import { readStoredLanguage, readStoredName, readStoredSound, readStoredTheme, safeLocalStorage } from './storage/settings.js';
import { createSound } from './sound/sound.js';
import { createStats } from './storage/stats.js';
import { queryParams, setQuery } from './address.js';

const $ = (id) => document.getElementById(id);
const storage = safeLocalStorage(window);
const embed = parseEmbedOptions(location.search);
const language = pageLanguage({ search: location.search, stored: readStoredLanguage(storage) });
const theme = { value: pickTheme({ search: location.search, stored: readStoredTheme(storage) }) };
applyTheme(theme.value);
// The address's ?sound= counts for this visit; else the stored switch; else on.
const sound = createSound({ on: (embed.options.sound ?? (readStoredSound(storage) === false ? 'off' : 'on')) === 'on' });
await language.use();
for (const problem of embed.problems) notice(`problem-${problem.param}-${problem.value}`, t('embed.problem', problem));

// This script is www/main.js: the site's root, and the wasm, are one folder up.
const root = new URL('../', import.meta.url);
const core = await loadCore(new URL('jarmo-core_bg.wasm', root)).catch((e) => {
  Object.assign($('setup-error'), { textContent: t('error.load', { reason: e.message }), hidden: false });
  throw e;
});

/** @type {ReturnType<typeof createController>} */
let controller;
const view = createView({
  canvas: /** @type {HTMLCanvasElement} */ ($('board')),
  lines: core.lines(),
  snapshot: () => controller.snapshot(),
  onMove: (text, dragged) => controller.boardMove(text, dragged),
  onRefuse: () => controller.refused(),
});
const session = createSession(core.Game, { onRecovered: () => notice('recovered', t('error.recovered')) });
const stats = createStats(() => renderStats(stats));
const friends = createFriendStore(storage, { onQuota: () => notice('friends-quota', t('friend.quota')) });
const keeper = createGameKeeper(storage, {
  share,
  friends,
  // A portal may give the address a friend's link should use.
  linkBase: () => embed.options.shareUrl ?? location.href,
  onProblem: (problem) => notice('save-failed', t(problem === 'quota' ? 'save.quota' : 'save.failed')),
  onFriendSaved: () => panels.showMyGames(),
});
const confirmNew = () => ask($('confirm-new'), 'new');
// URL parameters count for this visit only: they are not stored.
const players = bindPlayers({ ...loadPlayers(storage), ...urlSettings(location.search, embed) }, { storage });
const bridge = createEmbedBridge({
  allowedOrigins: embed.options.parentOrigins,
  onNewGame(options, problems) {
    for (const problem of problems) notice(`problem-${problem.param}`, t('embed.problem', problem));
    players.set(playersFor(players.get(), options));
    controller.playersChanged();
  },
  onPause: () => controller.pause(),
  onResume: () => controller.resume(),
  onMute: (muted) => sound.setHostMuted(muted),
});
controller = createController({
  session,
  opponent: createOpponent({ ...core, workerUrl: new URL('www/engine-worker.js', root) }),
  view,
  players,
  bridge,
  stats,
  save: keeper.save,
  newId: newGameId,
  confirmNew,
  friends,
  names: () => panels.names.get(),
  sound,
});

const panels = bindPanels({
  controller, session, view, players, stats, friends, showStats: embed.options.stats !== 'off', language, theme, storage,
  names: { you: readStoredName(storage), them: '' },
});
bindSettings({ sound, storage });

const saved = keeper.read();
if (!['none', undefined].includes(saved.problem)) notice('save-problem', t(`save.problem.${saved.problem}`));
const position = queryParams().get('position');
// The position leaves the address: from now on the fragment keeps the game.
if (position !== null) setQuery({ position: null });
controller.open(openingPlan({ position, fragment: share.readFragment(location.hash), save: saved.save ?? null }));
addEventListener('hashchange', () => controller.openLink(share.readFragment(location.hash)));
addEventListener('pagehide', () => controller.saveNow());
document.body.classList.add('ready');
controller.announceReady();
offerInstall($('install'));
registerServiceWorker({ root, onUpdateReady: (reload) => notice('update', t('offline.update'), { label: t('offline.reload'), run: reload }) });

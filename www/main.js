// The page's boot: it makes the parts and wires them together, nothing more. The
// controller (game/controller.js) owns what the page shows and every action; the
// session (game/session.js) owns the wasm game; the views (panels/) draw; storage/ keeps
// what outlives the page; address.js owns the address. See docs/web.md.

import { createBoard } from './board/board.js';
import { indexOf, nameOf } from './board/geometry.js';
import { createEmbedBridge, parseEmbedOptions } from './embed/bridge.js';
import { urlSettings } from './embed/settings.js';
import { createController } from './game/controller.js';
import { loadCore } from './game/core.js';
import { openingPlan } from './game/opening.js';
import { createOpponent } from './game/opponent.js';
import { createSession } from './game/session.js';
import { RETURN } from './game/turns.js';
import { t } from './i18n/lang.js';
import { pageLanguage } from './i18n/page.js';
import { listenForInstall, registerServiceWorker } from './offline/sw-register.js';
import { bindChoices } from './panels/choices.js';
import { bindControls } from './panels/controls.js';
import { ask } from './panels/dialog.js';
import { bindPanel } from './panels/menu.js';
import { showNotice } from './panels/notices.js';
import { bindPlayers } from './panels/players.js';
import { bindStatsPanel, renderStats } from './panels/stats.js';
import { applyTheme, isDark, onSystemThemeChange, pickTheme } from './panels/theme.js';
import { bindTransfer, recordTags } from './panels/transfer.js';
import { createView } from './panels/view.js';
import { loadPlayers } from './storage/players.js';
import { createSaver, newGameId } from './storage/save.js';
import { keepInAddress, linkFor, readFragment } from './storage/share.js';
import { readStoredLanguage, readStoredTheme, safeLocalStorage } from './storage/settings.js';
import { createStats } from './storage/stats.js';
import { queryParams, setQuery } from './address.js';

const storage = safeLocalStorage(window);
const embed = parseEmbedOptions(location.search);
const language = pageLanguage({ search: location.search, stored: readStoredLanguage(storage) });
const theme = { value: pickTheme({ search: location.search, stored: readStoredTheme(storage) }) };
applyTheme(theme.value);
await language.use();
for (const problem of embed.problems) showNotice(`problem-${problem.param}-${problem.value}`, t('embed.problem', problem));

let core;
try {
  core = await loadCore(new URL('../jarmo-core_bg.wasm', import.meta.url));
} catch (e) {
  const box = document.getElementById('setup-error');
  box.textContent = t('error.load', { reason: e.message });
  box.hidden = false;
  throw e;
}

/** @type {ReturnType<typeof createController>} */
let controller;
const board = createBoard(document.getElementById('board'), {
  lines: core.lines().map(([a, b]) => [indexOf(a), indexOf(b)]),
  onMove: (orig, dest, { dragged }) => controller.boardMove(orig === RETURN ? `@${nameOf(dest)}` : `${nameOf(orig)}-${nameOf(dest)}`, dragged),
  onSelect: () => view.renderPanels(controller.snapshot()),
  onFocus: (index) => view.sayFocusOn(controller.snapshot(), index),
  onKey: (what) => {
    view.sayKey(controller.snapshot(), what);
    view.renderPanels(controller.snapshot());
  },
});
board.setDark(isDark());
const view = createView({
  board,
  onReturn({ byKeyboard }) {
    if (board.selected() === RETURN) board.cancel();
    else if (byKeyboard) {
      // From the keyboard the return goes on on the board, as R starts it there.
      view.focusBoard();
      board.keyReturn();
    } else board.selectReturn();
  },
});
const session = createSession(core.Game, { onRecovered: () => showNotice('recovered', t('error.recovered')) });
const stats = createStats(() => renderStats(stats));
bindStatsPanel(stats);
if (embed.options.stats === 'off') document.getElementById('stats').hidden = true;
const saver = createSaver(storage);
const confirmNew = () => ask(document.getElementById('confirm-new'), 'new');
// URL parameters count for this visit only: they are not stored.
const players = bindPlayers({ ...loadPlayers(storage), ...urlSettings(location.search, embed) }, {
  storage,
  confirm: async () => !controller.inProgress() || confirmNew(),
  apply: () => controller.playersChanged(),
});
const bridge = createEmbedBridge({
  allowedOrigins: embed.options.parentOrigins,
  onNewGame(options, problems) {
    for (const problem of problems) showNotice(`problem-${problem.param}`, t('embed.problem', problem));
    const { mode, level, color: human, first } = options;
    players.set({ ...players.get(), ...Object.fromEntries(Object.entries({ mode, level, human, first }).filter(([, v]) => v)) });
    controller.playersChanged();
  },
  onPause: () => controller.pause(),
  onResume: () => controller.resume(),
});
let saveTold = false;
controller = createController({
  session,
  opponent: createOpponent({ module: core.module, Engine: core.Engine, workerUrl: new URL('./engine-worker.js', import.meta.url) }),
  view,
  players,
  bridge,
  stats,
  newId: newGameId,
  confirmNew,
  save(game) {
    keepInAddress(game.record, { id: game.id, players: game.players });
    const problem = saver.write(game);
    // A full storage is said once (until it works again); the game goes on either way.
    if (problem && !saveTold) showNotice('save-failed', t(problem === 'quota' ? 'save.quota' : 'save.failed'));
    saveTold = Boolean(problem);
  },
});
bindControls(controller, board);
bindTransfer({
  record: () => session.record(recordTags(session.state(), players.get(), new Date())),
  link: () => linkFor(location.href, session.record()),
  read: (text) => session.read(text),
  load: (candidate, asPosition) => controller.load(candidate, { asPosition }),
});
bindChoices({
  language,
  theme,
  storage,
  board,
  onChange() {
    controller.redraw();
    renderStats(stats);
  },
});
onSystemThemeChange(() => board.setDark(isDark()));
bindPanel();

const saved = saver.read();
if (saved.problem && saved.problem !== 'none') showNotice('save-problem', t(`save.problem.${saved.problem}`));
const params = queryParams();
const position = params.get('position');
// The position leaves the address: from now on the fragment keeps the game.
if (position !== null) setQuery({ position: null });
controller.open(openingPlan({ position, fragment: readFragment(location.hash), save: saved.save ?? null }));
window.addEventListener('hashchange', () => controller.openLink(readFragment(location.hash)));
window.addEventListener('pagehide', () => controller.saveNow());
renderStats(stats);
document.body.classList.add('ready');
controller.announceReady();
listenForInstall((install) => {
  const button = document.getElementById('install');
  button.hidden = false;
  button.onclick = () => {
    button.hidden = true;
    // The browser's dialog opens once; its menu still has it after that.
    install().catch(() => {});
  };
});
// This script is www/main.js: the site's root is one folder up.
registerServiceWorker({ root: new URL('../', import.meta.url), onUpdateReady: (reload) => showNotice('update', t('offline.update'), { label: t('offline.reload'), run: reload }) });

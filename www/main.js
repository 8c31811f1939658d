// The page's boot: the language, the colours and the core, then either the game
// (boot/game.js) or, when the address asks for them (`?learn`, `?learn=N`,
// `?puzzle=N`, `?puzzles`), the lessons or the puzzles (learn/boot.js) on the same
// board. The controllers own what the page shows; the views draw; storage/ keeps what
// outlives the page; address.js owns the address. See docs/web.md.

import { parseEmbedOptions } from './embed/options.js';
import { bootGame, gameOpening } from './boot/game.js';
import { loadCore } from './engine/core.js';
import { computerOpens, friendOpens, matchOpens } from './app/opening.js';
import { pageLanguage } from './i18n/page.js';
import { trainerMode } from './learn/links.js';
import { offerInstall, registerServiceWorker } from './offline/sw-register.js';
import { renderNotices, showLoadError } from './panels/notices.js';
import { addStyleSheet } from './page/stylesheet.js';
import { applyTheme, onSystemThemeChange, systemDark } from './page/theme.js';
import { createPage, pickTheme } from './app/page.js';
import { readStoredLanguage, readStoredTheme, safeLocalStorage, storeTheme } from './storage/settings.js';
import { queryParams, setQuery } from './page/address.js';
import { holdInput } from './boot/starting.js';
import { backdropPainter } from './board/backdrop.js';
import { portalBuild, startPortal } from './portal/hook.js';

const $ = (id) => document.getElementById(id);
// Until the page is ready, input reaches none of its handlers (boot/starting.js).
const input = holdInput();
// The board's drawing worker starts while the core and the language load.
backdropPainter().warm();
// This script is www/main.js: the site's root, and the wasm, are one folder up.
const root = new URL('../', import.meta.url);
// A build for a games portal starts its portal's SDK first (portal/hook.js): it may keep
// the saves and bring a friend's game. The plain site has none, and goes on at once.
const portal = await startPortal(root);
const storage = portal?.storage ?? safeLocalStorage(window);
// `shareUrl` counts only in a frame.
const framed = window.parent !== window;
const embed = parseEmbedOptions(location.search, { embedded: framed });
// In a frame, the bridge to the page around it (embed/bridge.js) comes while the core and
// the language do; a page of its own never fetches it.
const hostChunk = framed ? import('./embed/bridge.js') : null;
hostChunk?.catch(() => {});
const mode = trainerMode(queryParams());
// The lessons and the puzzles are a script of their own, fetched only for them, and
// at once: it loads while the core and the language do (a failure is shown below).
const trainer = mode ? import('./boot/trainer.js') : null;
trainer?.catch(() => {});
const trainerStyle = mode ? addStyleSheet(new URL('learn.css', import.meta.url)) : null;
const opening = mode ? null : gameOpening({ storage, embed, portal: Boolean(portalBuild()) });
// The core loads while the language does: the whole core for a game the computer
// opens, for a game with a friend (whose prepared answers only the whole core has), for
// a game of a match (whose standing only the whole core says) and for the trainer (whose lessons and puzzles ask the engine at once), else the rules
// alone, and the whole core later, off the critical path (engine/core.js, app/game.js).
const core = loadCore(root, opening
  ? computerOpens(opening.plan, opening.settings) || friendOpens(opening.plan, opening.settings) || matchOpens(opening.plan, opening.settings)
  : true);
const language = pageLanguage({ search: location.search, stored: readStoredLanguage(storage), portalLocale: portal?.locale ?? null });
// The page's own state: its colours (chosen, and the system's) and its side panel.
const page = createPage({ theme: pickTheme({ search: location.search, stored: readStoredTheme(storage) }), systemDark: systemDark() }, {
  theme: (chosen) => {
    storeTheme(chosen, storage);
    // An explicit choice replaces the colours the address asked for.
    if (queryParams().has('theme')) setQuery({ theme: chosen });
  },
});
applyTheme(page.get().theme);
page.subscribe((s, before) => s.theme !== before.theme && applyTheme(s.theme));
// The page's own notices (the game's come with its snapshot, panels/view.js).
const pageNotices = { close: page.dismissNotice, act: page.noticeAction };
page.subscribe((s) => renderNotices('page', s.notices, pageNotices));
onSystemThemeChange((dark) => page.setSystemDark(dark));
// The trainer's texts replace the game's panels before the first frame.
if (mode) document.body.classList.add('trainer');
await language.use();
// One notice a parameter (parseEmbedOptions gives at most one problem each).
for (const problem of embed.problems) page.notify(`problem-${problem.param}`, problem.text ?? 'embed.problem', { params: problem });

try {
  const started = { ...(await core.ready.catch(showLoadError)), engine: core.engine, startHere: core.startHere, answering: core.answering, matching: core.matching };
  if (mode && trainer) {
    const [chunk] = await Promise.all([trainer.catch(showLoadError), trainerStyle]);
    await chunk.bootTrainer({ core: started, root, storage, language, page, mode });
  } else {
    await bootGame({ core: started, root, storage, embed, language, page, opening, portal, hostChunk });
  }
} finally {
  input.release();
  portal?.events.ready();
}
// A portal serves the game from its own CDN, in its page: no offline copy there (docs/PORTALS.md).
if (!portalBuild()) {
  offerInstall($('install'));
  registerServiceWorker({
    root,
    onUpdateReady: (reload) => page.notify('update', 'offline.update', { action: { label: 'offline.reload', run: reload } }),
  });
}

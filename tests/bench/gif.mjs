// How big and how slow a game's animated GIF is (issue 35: at most 300 KB for a
// 40-move game, made in under 2 s): the built site (dist/, not built here) served as
// GitHub Pages serves it, a game opened from its link in Chromium, Animated GIF
// pressed, the file it gives read back. Prints, for each game, its plies, the GIF's
// bytes, its frames, the first frame's bytes and the others' mean, and the time from
// the press to the file (the chunk's fetch included on the first press, and not on
// the second). A benchmark: it asserts nothing (BENCHMARKS.md).
//
//   cd tests && node bench/gif.mjs [RECORD_FILE ...]   (default: bench/review-game-40.txt, 40
//                                                       plies, and a game of 80 plies)

import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { servePages } from './pages-server.mjs';
import { gifFrames } from '../lib/gif.mjs';
import { core } from '../lib/harness.mjs';

const files = process.argv.slice(2);
const here = new URL('.', import.meta.url);

/** The moves of a record file (no tags, no move numbers). */
function movesOf(text) {
  const { Game } = /** @type {any} */ (globalThis).jarmoCore;
  const game = Game.fromRecord(text);
  const moves = game.state().history.map((m) => m.text);
  game.free();
  return moves;
}

/** A game of `plies` moves from the start, each picked from the legal ones by a seeded generator (the first seed whose game lasts). */
function longGame(plies) {
  const { Game } = /** @type {any} */ (globalThis).jarmoCore;
  for (let seed = 1; ; seed++) {
    let s = seed;
    const game = new Game();
    while (game.state().history.length < plies && !game.state().over) {
      const { moves: legal } = game.state();
      s = (s * 1103515245 + 12345) % 2147483648;
      game.play(legal[s % legal.length].text);
    }
    const all = game.state().history.map((m) => m.text);
    game.free();
    if (all.length === plies) return all;
  }
}

/** @type {typeof import('../../www/jarmo-core.d.ts')} */
globalThis.jarmoCore = await core();
const base = movesOf(readFileSync(new URL('review-game-40.txt', here), 'utf8'));
const games = files.length
  ? files.map((f) => ({ name: f, moves: movesOf(readFileSync(f, 'utf8')) }))
  : [{ name: 'review-game-40.txt', moves: base }, { name: 'a game of 80 plies (seeded moves)', moves: longGame(80) }];

const server = await servePages({ port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { name, moves } of games) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}?mode=hotseat&lang=en#game=${moves.join('+')}`);
    await page.waitForFunction(() => document.body.classList.contains('ready'));
    for (const press of ['first press', 'second press']) {
      const started = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('#share-gif')]);
      const ms = Date.now() - started;
      const bytes = readFileSync(await download.path());
      if (process.env.GIF_OUT) (await import('node:fs')).writeFileSync(`${process.env.GIF_OUT}-${moves.length}.gif`, bytes);
      const frames = gifFrames(bytes);
      const rest = frames.slice(1);
      console.log(`${name}, ${moves.length} plies, ${press}: ${(bytes.length / 1000).toFixed(1)} KB, ${frames.length} frames `
        + `(the first ${(frames[0].bytes / 1000).toFixed(1)} KB, the others ${(rest.reduce((s, f) => s + f.bytes, 0) / rest.length / 1000).toFixed(2)} KB each), ${ms} ms`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

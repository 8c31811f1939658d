// Playing a friend at a distance, as on BrainKing: two devices (two browser profiles)
// send each other the game as a link, one move at a time. Each device plays only its
// side; a link never loses a game; the names are plain text; "Games with friends"
// lists this device's games; in a frame the link can use the portal's address.
// What the devices decide (a whole game by links, a link older, the same, different or
// damaged, a long game's link): tests/unit/friend.test.mjs, without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, assertNoErrors, choosePlayers, clickCircle, core, fastDelays, moves, movesReach, openFramed, openGame, position, shot,
  textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { WHITE_WINS } from '../lib/games.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

/** The page's address once the move just made is saved (a task after the move's). */
const link = (page) => page.evaluate(() => new Promise((ok) => setTimeout(() => ok(location.href), 0)));
const notices = (page) => page.evaluate(() => [...document.querySelectorAll('#notices .toast p')].map((p) => p.textContent));

/** A device that starts a game with a friend: White, named Anna, the friend Ben. */
async function startAsAnna(query = '') {
  const { page } = await openGame(env, { query: `?mode=friend&color=white&lang=en${query}`, clipboard: true, init: fastDelays });
  await choosePlayers(page, { mode: 'friend', human: 'white', you: 'Anna', them: 'Ben' });
  return page;
}

/**
 * Opens `url` in a new device (a fresh profile) and waits for the game. Every device
 * plays the moves a link brings without the pauses a person is given between them
 * (fastDelays): the tests wait for the moves, not for the pauses.
 */
async function openOnNewDevice(url) {
  const page = await env.browser.newPage({ init: fastDelays });
  page.failuresFrom = env.server.failures.length;
  page.server = env.server;
  await page.goto(url);
  await page.waitForSelector('body.ready');
  return page;
}

/** The device opens a link it was sent (its address changes to it, as a tap on a link does). */
async function receive(page, url) {
  await page.goto(url);
  await page.waitForSelector('body.ready');
}

test('two_devices_play_by_links_each_playing_only_its_side', sameInEveryEngine(), async () => {
  // The whole game by links, what each device says and refuses, and a link that never
  // loses a game: tests/unit/friend.test.mjs. Here, two browser profiles, the board's
  // input, the clipboard and the words drawn.
  const anna = await startAsAnna();
  assert.equal(await page0Status(anna), 'Your move (White)');
  await typeMove(anna, WHITE_WINS[0]);
  assert.equal(await page0Status(anna), "Black's move: send Ben the link.");
  // Send: no share sheet in this browser, so the link is copied and the page says so.
  await anna.click('#send');
  await anna.waitFor(() => /Link copied: send it to Ben/.test(document.getElementById('send-text').textContent));
  const first = await link(anna);
  assert.match(first, /#game=a1-b3&id=[A-Za-z0-9]{10}&w=Anna&b=Ben$/, 'the address is the link');

  // Ben opens it on his device: the game, whose move it is, his move by the board.
  const ben = await openOnNewDevice(first);
  assert.deepEqual(await moves(ben), [WHITE_WINS[0]]);
  // He is told which side is his.
  await ben.waitFor(() => document.getElementById('status').textContent === 'Your move (Black)');
  // The move that came is announced to a screen reader.
  await ben.waitFor(() => /a1.*b3/.test(document.getElementById('announce').textContent));
  assert.equal(await ben.text('#name-white'), 'Anna');
  assert.equal(await ben.attr('#board', 'data-flipped'), 'true', 'the side to move at the bottom');
  await clickCircle(ben, 'b5');
  await clickCircle(ben, 'c3');
  await movesReach(ben, 2);
  // From now on Ben plays Black only: White's moves are refused with whom to send it.
  await typeMove(ben, WHITE_WINS[2]);
  assert.equal(await ben.text('#move-error'), "White's move: send Anna the link.");
  assert.deepEqual(await moves(ben), WHITE_WINS.slice(0, 2));
  // ...and the board does not pick up a White archer.
  await clickCircle(ben, 'b1');
  await clickCircle(ben, 'a3');
  assert.deepEqual(await moves(ben), WHITE_WINS.slice(0, 2));
  assert.equal(await ben.disabled('#hint'), true, "no hint for the friend's move");
  await shot(ben, 'friend-ben');

  // Ben's link comes back to Anna, then one that changes his move: hers stays, and
  // theirs is shown to look at only.
  const second = await link(ben);
  await receive(anna, second);
  assert.deepEqual(await moves(anna), WHITE_WINS.slice(0, 2));
  const id = new URL(second).hash.match(/id=(\w+)/)[1];
  const { Game } = await core();
  const changed = new Game();
  changed.play(WHITE_WINS[0]);
  changed.play('c5-d3');
  const theirs = changed.state().position;
  changed.free();
  const mine = await position(anna);
  await receive(anna, `${env.server.url}#game=${WHITE_WINS[0]}+c5-d3&id=${id}&w=Anna&b=Ben`);
  assert.match(await textOnceSaid(anna, '.toast[data-key="link-differs"] p', /changes move 1/), /it has c5-d3 where your game has b5-c3/);
  await anna.click('.toast[data-key="link-differs"] button.primary');
  await anna.waitForSelector('#viewing');
  assert.equal(await anna.text('#viewing-text'), "Your friend's copy of the game, to look at only");
  assert.equal(await position(anna), theirs);
  await anna.click('#view-back');
  await anna.waitForSelector('#viewing', { hidden: true });
  assert.equal(await position(anna), mine, 'back to this copy');
  await assertNoErrors(anna);
  await assertNoErrors(ben);
  await anna.close();
  await ben.close();
});

function page0Status(page) {
  return page.text('#status');
}
test('names_from_a_link_are_plain_text_of_at_most_24_characters', sameInEveryEngine(), async () => {
  const evil = encodeURIComponent('<img src=x onerror=a()>');
  const long = 'Bartholomew-Maximilian-the-Third';
  const page = await openOnNewDevice(`${env.server.url}#game=a1-c2&id=Nm4mEs0000&w=${evil}&b=${long}`);
  assert.equal(await page.text('#name-white'), '<img src=x onerror=a()>');
  assert.equal(await page.evaluate(() => document.querySelectorAll('.player img').length), 0, 'no markup');
  assert.equal(await page.text('#name-black'), long.slice(0, 24));
  assert.equal(await page.text('#status'), 'Your move (Black)');
  await assertNoErrors(page);
  await page.close();
});

test('a_match_with_a_friend_is_chosen_in_new_game_and_its_link_carries_it', sameInEveryEngine(), async () => {
  // The whole match by links, each device switching sides and names, a link that never
  // loses a game or a result: tests/unit/match.test.mjs. Here, the dialog, the words drawn
  // and the list.
  const { page: anna } = await openGame(env, { query: '?lang=en', clipboard: true, init: fastDelays });
  await choosePlayers(anna, { mode: 'friend', human: 'white', you: 'Anna', them: 'Ben', match: 2 });
  // The match begins once the whole core, which says where a match stands, is here (engine/core.js matching).
  await anna.waitFor(() => document.getElementById('match-line').textContent === 'Game 1 of 2: You 0 – 0 Ben', null, { what: 'the match' });
  await typeMove(anna, 'a1-c2');
  const sent = await link(anna);
  assert.match(sent, /#game=a1-c2&id=(\w+)-1&w=Anna&b=Ben&match=2&mid=\1&mi=0$/);
  await anna.waitFor(() => /^Game 1 of 2 · Ben's move · 1 move · /.test(document.querySelector('#my-games-list li .about')?.textContent ?? ''));
  const ben = await openOnNewDevice(sent);
  await ben.waitFor(() => document.getElementById('match-line').textContent === 'Game 1 of 2: Anna 0 – 0 You');
  assert.equal(await ben.text('#status'), 'Your move (Black)');
  await shot(ben, 'friend-match-ben');
  await assertNoErrors(anna);
  await assertNoErrors(ben);
  await anna.close();
  await ben.close();
});

/** Records what the page asks of the app's badge (navigator.setAppBadge / clearAppBadge: 0). */
function recordBadge() {
  window.__badge = [];
  navigator.setAppBadge = (n) => {
    window.__badge.push(n);
    return Promise.resolve();
  };
  navigator.clearAppBadge = () => {
    window.__badge.push(0);
    return Promise.resolve();
  };
}

test('your_move_marks_the_tabs_title_and_the_apps_badge_and_a_link_names_the_move_it_brings', sameInEveryEngine(), async () => {
  // Which games wait, the title's mark and the notice as decisions: tests/unit/comforts.test.mjs.
  const { page: anna } = await openGame(env, { query: '?mode=friend&color=white&lang=en', clipboard: true, init: [fastDelays, recordBadge] });
  await choosePlayers(anna, { mode: 'friend', human: 'white', you: 'Anna', them: 'Ben' });
  await anna.waitFor(() => document.title === '● Jarmo', null, { what: 'the title marked: her move' });
  await typeMove(anna, 'a1-c2');
  await anna.waitFor(() => document.title === 'Jarmo', null, { what: 'the mark gone: Ben\'s move' });
  const ben = await openOnNewDevice(await link(anna));
  await ben.waitFor(() => document.title === '● Jarmo', null, { what: 'Ben\'s title marked' });
  assert.equal(await textOnceSaid(ben, '.toast[data-key="friend-moved"] p', /played/), 'Anna played a1-c2.');
  await typeMove(ben, 'e5-d3');
  await ben.waitFor(() => !document.querySelector('.toast[data-key="friend-moved"]') && document.title === 'Jarmo',
    null, { what: 'the notice gone once Ben answered' });
  await receive(anna, await link(ben));
  assert.equal(await textOnceSaid(anna, '.toast[data-key="friend-moved"] p', /played/), 'Ben played e5-d3.');
  // Her device has one game waiting for her: its badge says 1.
  await anna.waitFor(() => window.__badge.at(-1) === 1, null, { what: 'the badge at 1' });
  await typeMove(anna, 'b1-a3');
  await anna.waitFor(() => window.__badge.at(-1) === 0, null, { what: 'the badge cleared' });
  await assertNoErrors(anna);
  await assertNoErrors(ben);
  await anna.close();
  await ben.close();
});

test('games_with_friends_lists_this_devices_games_opens_them_and_deletes_after_asking', sameInEveryEngine(), async () => {
  const anna = await startAsAnna();
  await typeMove(anna, 'a1-c2');
  const withBen = await link(anna);
  // A second game, with Cleo: the New game dialog keeps Anna's own name.
  await choosePlayers(anna, { mode: 'friend', human: 'white', them: 'Cleo' });
  await anna.waitFor((s) => document.getElementById('position').textContent === s, START);
  await typeMove(anna, 'b1-c3');
  // The game with Cleo is in the list from its start, at 0 moves; the move is saved
  // (and the list drawn again) in a task after the move's own (game/controller.js,
  // queueSave), which a test may come before on a busy machine.
  await anna.waitFor(() => {
    const items = document.querySelectorAll('#my-games-list li');
    return items.length === 2 && /^Cleo's move/.test(items[0].querySelector('.about')?.textContent ?? '');
  });
  const rows = await anna.evaluate(() => [...document.querySelectorAll('#my-games-list li')].map((li) => [li.querySelector('.who').textContent, li.querySelector('.about').textContent]));
  assert.equal(rows[0][0], 'Anna – Cleo');
  assert.match(rows[0][1], /^Cleo's move · 1 move · /);
  assert.equal(rows[1][0], 'Anna – Ben');
  // Open the game with Ben.
  await anna.click('#my-games-list li:last-child button[data-action="open"]');
  await anna.waitFor(() => document.getElementById('name-black').textContent === 'Ben');
  assert.deepEqual(await moves(anna), ['a1-c2']);
  assert.equal(await link(anna), withBen);
  // Delete the game with Cleo: asked first, "Keep it" keeps it. (Opening a game does
  // not move it in the list, which is in the order of their last moves.)
  const cleo = async () => `#my-games-list li:nth-child(${1 + (await anna.texts('#my-games-list .who')).indexOf('Anna – Cleo')})`;
  await anna.click(`${await cleo()} button[data-action="delete"]`);
  await anna.click('#confirm-delete button[value="cancel"]');
  await anna.waitForSelector('#confirm-delete', { hidden: true });
  assert.equal(await anna.evaluate(() => document.querySelectorAll('#my-games-list li').length), 2);
  await anna.click(`${await cleo()} button[data-action="delete"]`);
  await anna.click('#confirm-delete button[value="delete"]');
  await anna.waitFor(() => document.querySelectorAll('#my-games-list li').length === 1);
  assert.equal(await anna.text('#my-games-list .who'), 'Anna – Ben');
  // The list is this device's: it is there after a reload.
  await anna.reload();
  await anna.waitForSelector('body.ready');
  assert.deepEqual(await anna.texts('#my-games-list .who'), ['Anna – Ben']);
  await shot(anna, 'friend-my-games');
  await assertNoErrors(anna);
  await anna.close();
});

test('in_a_frame_the_link_uses_the_portals_shareUrl_and_the_host_hears_it', everyEngine('frames'), async () => {
  const shareUrl = 'https://portal.example/games/jarmo?room=4';
  const query = `?mode=friend&color=black&lang=en&shareUrl=${encodeURIComponent(shareUrl)}&parentOrigin=${encodeURIComponent(env.server.origin)}`;
  const { page, frame } = await openFramed(env, { width: 800, height: 450, query, sandbox: 'allow-scripts' });
  await page.evaluate(() => {
    window.links = [];
    addEventListener('message', (e) => e.data?.type === 'jarmo:link' && window.links.push(e.data));
  });
  // Black starts the game; White (the friend) moves first: the link goes out as it is.
  await frame.waitFor(() => document.getElementById('status').textContent === "White's move: send your friend the link.");
  await frame.click('#send');
  await frame.waitFor(() => /Link copied|Copy this link/.test(document.getElementById('send-text').textContent));
  const sent = await frame.text('#send-text');
  // The friend answers on their device (the portal's page would show the game there).
  const start = await frame.evaluate(() => location.hash);
  const friend = await openOnNewDevice(`${env.server.url}${start}`);
  assert.equal(await friend.text('#status'), 'Your move (White)', 'a link comes when it is the friend\'s move');
  await typeMove(friend, 'a1-c2');
  await frame.evaluate((hash) => { location.hash = hash; }, new URL(await link(friend)).hash);
  await frame.waitFor(() => document.querySelectorAll('#record button.move').length === 1);
  await typeMove(frame, 'e5-d3');
  await page.waitFor(() => window.links.length > 0 && window.links.at(-1).link.includes('e5-d3'));
  const last = await page.evaluate(() => window.links.at(-1));
  assert.match(last.link, /^https:\/\/portal\.example\/games\/jarmo\?room=4#game=a1-c2\+e5-d3&id=\w+$/);
  assert.match(sent, /portal\.example|Link copied/);
  await assertNoErrors(page);
  await assertNoErrors(friend);
  await page.close();
  await friend.close();
});

test('send_uses_the_share_sheet_where_there_is_one_and_a_closed_sheet_sends_nothing', sameInEveryEngine(), async () => {
  // A phone's Web Share API, stubbed: it records what it was given, and the second
  // time the person closes the sheet (AbortError).
  const { page } = await openGame(env, {
    query: '?mode=friend&color=white&lang=en',
    init: () => {
      window.__shared = [];
      navigator.share = async (data) => {
        window.__shared.push(data);
        if (window.__shared.length === 2) throw new DOMException('closed', 'AbortError');
      };
      navigator.canShare = () => true;
    },
  });
  await choosePlayers(page, { mode: 'friend', human: 'white', them: 'Ben' });
  await typeMove(page, 'a1-c2');
  await page.click('#send');
  await page.waitFor(() => window.__shared.length === 1);
  const [data] = await page.evaluate(() => window.__shared);
  const address = new URL(await link(page));
  assert.equal(data.url, `${address.origin}${address.pathname}${address.hash}`, 'the link is the address without this visit\'s settings');
  assert.match(data.url, /\/jarmo\/#game=a1-c2&id=\w+&b=Ben$/, 'no ?mode=friend&color=white for the friend');
  assert.equal(typeof data.title, 'string');
  await page.waitFor(() => /Ben/.test(document.getElementById('send-text').textContent));
  const said = await page.text('#send-text');
  assert.equal(said, 'Sent. When Ben has moved, open the link they send you.');
  // Closed without sending: nothing is copied and nothing new is said.
  await page.click('#send');
  await page.waitFor(() => window.__shared.length === 2);
  await new Promise((ok) => setTimeout(ok, 200));
  assert.equal(await page.text('#send-text'), said);
  await assertNoErrors(page);
  await page.close();
});

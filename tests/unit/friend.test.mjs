// Playing a friend at a distance: two devices send each other the game as a link, one
// move at a time; each plays only its side, a link never loses a game, and a long game's
// link stays short. The page's controller and keepers (www/app/, www/storage/) driven
// without a browser, with the real core and a fake clock (tests/unit/lib/device.mjs);
// e2e/friend.test.mjs keeps what needs a browser (the board's input, the clipboard and
// the share sheet, a real page's storage, a frame's messages).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, openDevice, settle, SITE, useMockClock } from './lib/device.mjs';
import { anna, receive, said } from './lib/friends.mjs';
import { WHITE_WINS, WHITE_WINS_FINAL } from '../lib/games.mjs';
import { FRIENDS_KEY } from '../../www/storage/friends.js';
import { friendLink } from '../../www/storage/share.js';
import { createI18n, laterTexts } from '../../www/i18n/i18n.js';
import { errorTexts, setTranslator, t } from '../../www/i18n/lang.js';
import { describeResult, statusText } from '../../www/panels/status.js';
import en from '../../www/i18n/en/game.js';

setTranslator(createI18n('en', { en }, { warn: false }));
// English's words of the notices and lists fetched on first use, here as the page's loaders fetch them first.
await laterTexts();

useMockClock();

const status = (device) => statusText(device.snap());
/** A refusal of a typed move in words, as the move box says it (panels/controls.js). */
const reason = (error) => t(error.code, error.params);


test('two devices play a whole game by links, each only its side, and each counts it once', async () => {
  let white = await anna();
  assert.equal(status(white), 'Your move (White)');
  assert.equal(white.type(WHITE_WINS[0]), null);
  await settle(white);
  assert.equal(status(white), "Black's move: send Ben the link.");
  white.send();
  await settle(white);
  const first = white.url();
  assert.match(first, /#game=a1-b3&id=[A-Za-z0-9]{10}&w=Anna&b=Ben$/, 'the address is the link');
  assert.equal(white.view.shared.length, 1, 'Send shares it');
  assert.match(white.view.shared[0].link, /^https:\/\/jarmo\.example\/jarmo\/#game=a1-b3&id=[A-Za-z0-9]{10}&w=Anna&b=Ben$/, 'without the visit\'s settings');

  // Ben opens it on his device: the game, his side to move, at the bottom.
  let black = openDevice(first);
  await settle(black);
  assert.deepEqual(black.moves(), [WHITE_WINS[0]]);
  assert.equal(status(black), 'Your move (Black)');
  assert.equal(black.snap().friend.names.white, 'Anna');
  assert.equal(black.view.flipped, true, 'the side to move at the bottom');
  black.move(WHITE_WINS[1]);
  await settle(black);
  // From now on Ben plays Black only: White's moves are refused with whom to send it.
  assert.equal(reason(black.type(WHITE_WINS[2])), "White's move: send Anna the link.");
  assert.deepEqual(black.moves(), WHITE_WINS.slice(0, 2));
  assert.equal(black.snap().humanToMove, false);
  assert.equal(black.snap().dests.size, 0, 'the board picks up no White archer');
  assert.equal(black.snap().canHint, false, "no hint for the friend's move");

  // The rest of the game, a link each way for every move.
  let sender = black;
  for (const [i, move] of WHITE_WINS.entries()) {
    if (i < 2) continue;
    let mover = i % 2 === 0 ? white : black;
    mover = await receive(mover, sender.url());
    assert.deepEqual(mover.moves(), WHITE_WINS.slice(0, i), `move ${i + 1} arrives`);
    if (i === 2) {
      // Correspondence players get no engine help until the game is over.
      assert.equal(mover.snap().canHint, false, 'no hint, even for your own move');
      assert.equal(mover.snap().canReview, false, 'no review');
    }
    assert.equal(mover.type(move), null);
    await settle(mover);
    if (i % 2 === 0) white = mover;
    else black = mover;
    sender = mover;
  }
  black = await receive(black, white.url());
  for (const [who, device] of [['Anna', white], ['Ben', black]]) {
    const snap = device.snap();
    assert.equal(snap.shown.position, WHITE_WINS_FINAL, who);
    assert.equal(snap.endOpen, true, `${who}: the end panel`);
    assert.equal(describeResult(snap.state.result, { names: snap.friend.names, seats: snap.seats }).title, who === 'Anna' ? 'You win' : 'Anna wins');
    assert.equal(snap.canReview, true, `${who}: the review, once it is over`);
    assert.equal(device.stats.counts().white, 1, `${who}'s statistics`);
    // Opened again, the finished game counts once.
    const again = await receive(device, device.url(), { reloaded: true });
    assert.equal(again.snap().state.over, true);
    assert.equal(again.stats.counts().white, 1, `${who}'s statistics after a reload`);
  }
});

test('a link never loses a game: older, the same again, different or damaged', async () => {
  let white = await anna();
  white.type('a1-c2');
  await settle(white);
  const one = white.url();
  const black = openDevice(one);
  await settle(black);
  black.type('e5-d3');
  await settle(black);
  white = await receive(white, black.url());
  white.type('b1-a3');
  await settle(white);
  const three = white.url();
  const id = new URL(three).hash.match(/id=(\w+)/)[1];
  const mine = ['a1-c2', 'e5-d3', 'b1-a3'];

  // Older: a prefix of this copy.
  white = await receive(white, one);
  assert.deepEqual(white.moves(), mine);
  assert.equal(said(white, 'link-older'), 'This link is older than your game: your copy stays as it is.');

  // The same link twice: nothing changes, not even what is stored.
  white = await receive(white, three);
  const before = white.storage.getItem(FRIENDS_KEY);
  white = await receive(white, three);
  assert.deepEqual(white.moves(), mine);
  assert.equal(white.storage.getItem(FRIENDS_KEY), before);
  assert.equal(said(white, 'link-older'), null, 'and nothing is said');

  // Different: Black's first move is another in this link.
  white = await receive(white, `${SITE}#game=a1-c2+d5-e3&id=${id}&w=Anna&b=Ben`);
  assert.deepEqual(white.moves(), mine, 'this copy stays');
  assert.match(said(white, 'link-differs'), /changes move 1\.\.\.: it has d5-e3 where your game has e5-d3/);
  // Theirs, to look at only, and back.
  const position = white.snap().shown.position;
  white.press('link-differs');
  assert.equal(white.snap().theirs, true);
  assert.equal(white.snap().humanToMove, false, 'to look at only');
  assert.equal(white.snap().shown.position, 'bbb1b/5/4b/2w2/1wwww w a1c2:1 d5e3:1');
  white.look(white.moves().length);
  assert.equal(white.snap().theirs, false);
  assert.equal(white.snap().shown.position, position, 'back to this copy');

  // Damaged: an illegal second move.
  white = await receive(white, `${SITE}#game=a1-c2+e5-e4&id=${id}`);
  await errorTexts();
  assert.match(said(white, 'link-damaged'), /^The link is damaged at move 1\.\.\.: .+ Nothing was changed\.$/);
  assert.deepEqual(white.moves(), mine);
});

test('the link of a 60-move game stays short, and opens as the game', async () => {
  // A 60-move game (60 plies) of legal moves that does not end, found with the core itself.
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const longest = (plies) => {
    for (;;) {
      const game = new core.Game();
      for (let i = 0; i < plies && !game.state().over; i++) {
        const { moves: legal } = game.state();
        game.play(legal[Math.floor(random() * legal.length)].text);
      }
      if (!game.state().over && game.state().history.length === plies) return game;
      game.free();
    }
  };
  const base = 'https://user.github.io/jarmo/';
  const names = { white: 'Anna', black: 'Ben' };
  const sixty = friendLink(base, longest(60).compactRecord(), 'K3x9QpLm2a', names);
  assert.ok(sixty.length < 600, `a 60-ply game's link: ${sixty.length} characters`);
  const device = openDevice(sixty.replace(base, SITE));
  await settle(device);
  assert.equal(device.moves().length, 60);
  assert.equal(device.snap().friend.names.black, 'Ben');
});

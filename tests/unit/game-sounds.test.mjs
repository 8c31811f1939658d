// The sounds the page's controller asks for (www/app/game.js, through app/cues.js):
// each move its own, "your turn" after the computer's or a friend's move, the end as a
// win, a loss or a draw for this screen, a refused move, and none while paused. Driven
// without a browser (tests/unit/lib/device.mjs); how they are played (the first
// gesture, the switch, a hidden page) is sound.test.mjs's, and e2e/sound.test.mjs hears
// them in the browsers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDevice, settle, SITE, useMockClock } from './lib/device.mjs';

useMockClock();

const at = (query, position) => `${SITE}?${query}&position=${encodeURIComponent(position)}`;

for (const [end, url, expected] of [
  // White takes Black's last archer: a win at one screen.
  ['win', at('mode=hotseat', '3b1/5/2w2/5/5 w - -'), ['capture', 'win']],
  // White's last archer reaches its goal row, but the computer's Black has more points.
  ['loss', at('mode=ai&color=white', '5/5/2w2/1b3/b4 w - -'), ['step', 'loss']],
  // 2 points each.
  ['draw', at('mode=hotseat', '5/5/2w2/1bb2/5 w - -'), ['step', 'draw']],
]) {
  test(`the end sounds as a ${end}`, async () => {
    const device = openDevice(url);
    await settle(device);
    assert.deepEqual(device.sounds, [], 'opening a game makes no sound');
    device.move(device.snap().state.moves.find((m) => m.text.startsWith('c3') && m.to === 'd5').text);
    await settle(device, 400);
    assert.equal(device.snap().state.over, true);
    assert.deepEqual(device.sounds, expected);
  });
}

test('each move sounds as it is, and "your turn" follows the computer\'s answer', async () => {
  const device = openDevice(`${SITE}?mode=ai&color=white&first=black&level=1`);
  await settle(device, 400);
  assert.deepEqual(device.sounds, ['step', 'turn'], 'the computer opened');
  const reply = device.snap().state.moves.find((m) => m.kind === 'step').text;
  device.move(reply);
  await settle(device, 400);
  const answer = device.moves()[2];
  assert.deepEqual(device.sounds.slice(2), ['step', answer.includes('x') ? 'capture' : 'step', 'turn']);
});

test('a capture, a return and a refused typed move each sound their own', async () => {
  const capture = openDevice(at('mode=hotseat', '3b1/4b/2w2/5/w4 w - -'));
  await settle(capture);
  capture.move('c3xd5');
  assert.notEqual(capture.type('e4-e3'), null);
  assert.deepEqual(capture.sounds, ['capture', 'refused']);
  const back = openDevice(at('mode=hotseat', 'W3b/5/2w2/5/5 w - -'));
  await settle(back);
  back.move('@a1');
  assert.deepEqual(back.moves(), ['@a1']);
  assert.deepEqual(back.sounds, ['return']);
});

test('a paused game is silent: no move sounds and no refusal', async () => {
  const device = openDevice(`${SITE}?mode=hotseat`);
  await settle(device);
  device.acting(() => device.controller.pause());
  assert.deepEqual(device.type('a1-c2'), { code: 'movebox.paused' });
  device.acting(() => device.controller.resume());
  device.move('a1-c2');
  assert.deepEqual(device.sounds, ['step']);
});

test('a friend\'s move that comes by a link sounds, with "your turn"', async () => {
  const anna = openDevice(`${SITE}?mode=friend&color=white`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(anna);
  anna.move('a1-c2');
  await settle(anna);
  assert.deepEqual(anna.sounds, ['step']);
  const ben = openDevice(anna.url());
  await settle(ben);
  assert.deepEqual(ben.sounds, ['step', 'turn']);
});

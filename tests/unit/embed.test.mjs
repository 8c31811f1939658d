// The URL parameters of an embedded game and the postMessage bridge, with fake
// windows: commands count only from a listed origin and from the parent itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseEmbedOptions, parseOrigin, parseParentOrigins, parseShareUrl, createEmbedBridge, EMBED_DEFAULTS,
} from '../../www/embed/bridge.js';

const quiet = { warn: () => {} };

test('no parameters: the defaults and no problems', () => {
  const { options, problems } = parseEmbedOptions('');
  assert.deepEqual(problems, []);
  assert.deepEqual({ ...options, parentOrigins: [...options.parentOrigins] },
    { ...EMBED_DEFAULTS, parentOrigins: [] });
  assert.deepEqual(parseEmbedOptions().problems, []);
});

test('every valid parameter is taken', () => {
  const { options, problems } = parseEmbedOptions(
    '?lang=de&mode=hotseat&level=8&color=black&theme=dark&stats=off&sound=off&first=black&parentOrigin=https://example.com'
    + '&shareUrl=https%3A%2F%2Fportal.example%2Fplay%3Fgame%3Djarmo',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual({ ...options, parentOrigins: [...options.parentOrigins] }, {
    lang: 'de', mode: 'hotseat', level: 8, color: 'black', theme: 'dark', stats: 'off', sound: 'off',
    first: 'black', parentOrigins: ['https://example.com'], shareUrl: 'https://portal.example/play?game=jarmo',
  });
  assert.equal(parseEmbedOptions('mode=friend&color=black').options.mode, 'friend');
  assert.equal(parseEmbedOptions('level=1&lang=RU').options.level, 1);
  assert.equal(parseEmbedOptions('level=1&lang=RU').options.lang, 'ru');
  assert.equal(parseEmbedOptions('lang=pt-BR').options.lang, 'pt');
  assert.deepEqual(parseEmbedOptions('lang=pt-BR').problems, []);
});

test('each invalid value falls back to its default and is reported', () => {
  const { options, problems } = parseEmbedOptions(
    '?lang=xx&mode=online&level=9&color=red&theme=blue&stats=yes&sound=loud&first=both&shareUrl=ftp%3A%2F%2Fx', quiet,
  );
  assert.deepEqual({ ...options, parentOrigins: [] }, { ...EMBED_DEFAULTS, parentOrigins: [] });
  assert.deepEqual(problems.map((p) => p.param), ['lang', 'mode', 'level', 'color', 'theme', 'stats', 'sound', 'first', 'shareUrl']);
  assert.deepEqual(problems[6], { param: 'sound', value: 'loud', expected: 'on | off' });
  assert.deepEqual(problems[1], { param: 'mode', value: 'online', expected: 'ai | hotseat | friend' });
  assert.deepEqual(problems[2], { param: 'level', value: '9', expected: '1–8' });
});

test('levels are whole numbers from 1 to 8', () => {
  for (const bad of ['0', '9', '4.5', '-1', '', 'four', '1e0', '04x']) {
    const { options, problems } = parseEmbedOptions(`level=${encodeURIComponent(bad)}`);
    assert.equal(options.level, EMBED_DEFAULTS.level, bad);
    assert.equal(problems.length, 1, bad);
  }
  assert.equal(parseEmbedOptions('level=3').options.level, 3);
});

test('parseOrigin accepts exact origins only', () => {
  assert.equal(parseOrigin('https://example.com'), 'https://example.com');
  assert.equal(parseOrigin('https://example.com/'), 'https://example.com');
  assert.equal(parseOrigin('HTTPS://Example.COM'), 'https://example.com');
  assert.equal(parseOrigin('http://localhost:8080'), 'http://localhost:8080');
  assert.equal(parseOrigin('https://example.com:443'), 'https://example.com');
  for (const bad of ['example.com', '*', 'null', 'https://example.com/games', 'https://example.com?x=1',
    'https://user:pw@example.com', 'javascript:alert(1)', 'file:///etc', 'data:text/html,x', 'ftp://example.com', '']) {
    assert.equal(parseOrigin(bad), null, bad);
  }
});

test('parentOrigin: a comma-separated list; invalid entries are dropped with a warning and a problem', () => {
  const warnings = [];
  const problems = [];
  const origins = parseParentOrigins(
    'https://a.example, https://b.example:8443/ ,not an origin,https://a.example,https://c.example/path',
    problems, (w) => warnings.push(w),
  );
  assert.deepEqual(origins, ['https://a.example', 'https://b.example:8443']);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /'not an origin' is not an origin/);
  assert.deepEqual(problems.map((p) => p.value), ['not an origin', 'https://c.example/path']);
  const parsed = parseEmbedOptions(`parentOrigin=${encodeURIComponent('https://x.example,bad')}`, quiet);
  assert.deepEqual([...parsed.options.parentOrigins], ['https://x.example']);
  assert.equal(parsed.problems.length, 1);
});

/** A fake window inside a fake parent; `deliver` plays a message event. */
function fakeFrame({ search = '', top = false } = {}) {
  const parent = { sent: [], postMessage(message, targetOrigin) { this.sent.push({ message, targetOrigin }); } };
  const listeners = new Set();
  const win = {
    location: { search },
    addEventListener(type, listener) { if (type === 'message') listeners.add(listener); },
    removeEventListener(type, listener) { if (type === 'message') listeners.delete(listener); },
  };
  win.parent = top ? win : parent;
  const deliver = (data, { origin, source = parent }) => {
    for (const listener of listeners) listener({ data, origin, source });
  };
  return { win, parent, deliver, listeners };
}

function recordingBridge(frame, allowedOrigins) {
  const calls = [];
  const bridge = createEmbedBridge({
    allowedOrigins,
    win: frame.win,
    onNewGame: (options, problems) => calls.push(['newgame', options, problems]),
    onPause: () => calls.push(['pause']),
    onResume: () => calls.push(['resume']),
    onMute: (muted) => calls.push([muted ? 'mute' : 'unmute']),
  });
  return { bridge, calls };
}

test('outgoing messages go to the single allowed origin', () => {
  const frame = fakeFrame();
  const { bridge } = recordingBridge(frame, ['https://host.example']);
  assert.equal(bridge.embedded, true);
  const start = 'bbbbb/5/5/5/wwwww w - -';
  const after = 'bbbbb/5/5/2w2/1wwww b a1c2:1 -';
  assert.equal(bridge.ready(start, []), true);
  assert.equal(bridge.move('a1-c2', after), true);
  assert.equal(bridge.undo(['a1-c2'], start), true);
  assert.equal(bridge.redo(['a1-c2'], after), true);
  assert.equal(bridge.position(start, []), true);
  assert.equal(bridge.gameOver('white', 7, 5), true);
  const to = 'https://host.example';
  assert.deepEqual(frame.parent.sent, [
    { message: { type: 'jarmo:ready', position: start, moves: [] }, targetOrigin: to },
    { message: { type: 'jarmo:move', move: 'a1-c2', position: after }, targetOrigin: to },
    { message: { type: 'jarmo:undo', moves: ['a1-c2'], position: start }, targetOrigin: to },
    { message: { type: 'jarmo:redo', moves: ['a1-c2'], position: after }, targetOrigin: to },
    { message: { type: 'jarmo:position', position: start, moves: [] }, targetOrigin: to },
    { message: { type: 'jarmo:gameover', winner: 'white', white: 7, black: 5 }, targetOrigin: to },
  ]);
});

test("outgoing messages go to '*' with no or several allowed origins", () => {
  for (const origins of [[], ['https://a.example', 'https://b.example']]) {
    const frame = fakeFrame();
    const { bridge } = recordingBridge(frame, origins);
    bridge.ready();
    assert.equal(frame.parent.sent[0].targetOrigin, '*');
  }
});

test('the allowed origins default to the parentOrigin URL parameter', () => {
  const frame = fakeFrame({ search: '?parentOrigin=https%3A%2F%2Fhost.example' });
  const { bridge, calls } = recordingBridge(frame, undefined);
  assert.equal(bridge.targetOrigin, 'https://host.example');
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://host.example' });
  assert.deepEqual(calls, [['pause']]);
});

test('commands from the parent at an allowed origin are obeyed', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example', 'https://other.example']);
  frame.deliver({ type: 'jarmo:newgame', mode: 'hotseat', level: 6, first: 'black' }, { origin: 'https://host.example' });
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://other.example' });
  frame.deliver({ type: 'jarmo:resume' }, { origin: 'https://host.example' });
  frame.deliver({ type: 'jarmo:mute' }, { origin: 'https://other.example' });
  frame.deliver({ type: 'jarmo:unmute' }, { origin: 'https://host.example' });
  assert.deepEqual(calls, [
    ['newgame', { mode: 'hotseat', level: 6, first: 'black' }, []],
    ['pause'],
    ['resume'],
    ['mute'],
    ['unmute'],
  ]);
});

test('a newgame command with bad fields keeps the good ones and reports the bad', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example']);
  frame.deliver({ type: 'jarmo:newgame', mode: 'chess', level: '2', color: 'black' }, { origin: 'https://host.example' });
  assert.deepEqual(calls[0][1], { level: 2, color: 'black' });
  assert.deepEqual(calls[0][2], [{ param: 'mode', value: 'chess', expected: 'ai | hotseat | friend' }]);
});

test('commands from an origin that is not listed are ignored', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example']);
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://evil.example' });
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'http://host.example' });
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'null' });
  frame.deliver({ type: 'jarmo:mute' }, { origin: 'https://evil.example' });
  assert.deepEqual(calls, []);
});

test('commands from another window at a listed origin are ignored', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example']);
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://host.example', source: {} });
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://host.example', source: null });
  frame.deliver({ type: 'jarmo:mute' }, { origin: 'https://host.example', source: {} });
  assert.deepEqual(calls, []);
});

test('with no parentOrigin every command is ignored', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, []);
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://host.example' });
  assert.deepEqual(calls, []);
});

test('malformed and unknown messages are ignored', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example']);
  for (const data of [null, 'jarmo:pause', 42, {}, { type: 7 }, { type: 'jarmo:explode' }, ['jarmo:pause']]) {
    frame.deliver(data, { origin: 'https://host.example' });
  }
  assert.deepEqual(calls, []);
});

test('a top-level game posts nothing and listens to nothing', () => {
  const frame = fakeFrame({ top: true });
  const { bridge } = recordingBridge(frame, ['https://host.example']);
  assert.equal(bridge.embedded, false);
  assert.equal(bridge.ready(), false);
  assert.equal(bridge.move('a1-c2', 'x'), false);
  assert.equal(frame.listeners.size, 0);
});

test('destroy stops listening', () => {
  const frame = fakeFrame();
  const { bridge, calls } = recordingBridge(frame, ['https://host.example']);
  bridge.destroy();
  frame.deliver({ type: 'jarmo:pause' }, { origin: 'https://host.example' });
  assert.deepEqual(calls, []);
});

test('a parent that throws on postMessage does not break the game', (t) => {
  t.mock.method(console, 'warn', () => {});
  const frame = fakeFrame();
  frame.parent.postMessage = () => { throw new Error('detached'); };
  const { bridge } = recordingBridge(frame, ['https://host.example']);
  assert.equal(bridge.ready(), false);
});

test('shareUrl: an absolute http(s) address without a fragment, for the links to friends', () => {
  assert.equal(parseShareUrl('https://portal.example/games/jarmo?room=4'), 'https://portal.example/games/jarmo?room=4');
  for (const bad of ['portal.example', 'javascript:alert(1)', 'https://portal.example/#x', 'https://u:p@portal.example/', 'data:text/html,x', '']) {
    assert.equal(parseShareUrl(bad), null, bad);
  }
});

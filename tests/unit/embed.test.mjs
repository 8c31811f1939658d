// The URL parameters of an embedded game and the postMessage bridge, with fake
// windows: commands count only from a listed origin and from the parent itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseEmbedOptions, parseNewGameOptions, parseOrigin, parseParentOrigins, parseShareUrl, EMBED_DEFAULTS,
} from '../../www/embed/options.js';
import { createEmbedBridge } from '../../www/embed/bridge.js';

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
    '?lang=de&mode=hotseat&level=8&color=black&theme=dark&stats=off&sound=off&first=black&board=traditional&match=4&parentOrigin=https://example.com'
    + '&shareUrl=https%3A%2F%2Fportal.example%2Fplay%3Fgame%3Djarmo',
    { embedded: true },
  );
  assert.deepEqual(problems, []);
  assert.deepEqual({ ...options, parentOrigins: [...options.parentOrigins] }, {
    lang: 'de', mode: 'hotseat', level: 8, color: 'black', theme: 'dark', stats: 'off', sound: 'off',
    first: 'black', board: 'traditional', match: 4, parentOrigins: ['https://example.com'], shareUrl: 'https://portal.example/play?game=jarmo',
  });
  assert.equal(parseEmbedOptions('mode=friend&color=black').options.mode, 'friend');
  assert.equal(parseEmbedOptions('level=1&lang=RU').options.level, 1);
  assert.equal(parseEmbedOptions('level=1&lang=RU').options.lang, 'ru');
  assert.equal(parseEmbedOptions('lang=pt-BR').options.lang, 'pt');
  assert.deepEqual(parseEmbedOptions('lang=pt-BR').problems, []);
});

test('each invalid value falls back to its default and is reported', () => {
  const { options, problems } = parseEmbedOptions(
    '?lang=xx&mode=online&level=9&color=red&theme=blue&stats=yes&sound=loud&first=both&shareUrl=ftp%3A%2F%2Fx',
    { ...quiet, embedded: true },
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

test('parentOrigin: a comma-separated list; invalid entries are dropped with one warning and one problem', () => {
  const warnings = [];
  const problems = [];
  const origins = parseParentOrigins(
    'https://a.example, https://b.example:8443/ ,not an origin,https://a.example,https://c.example/path',
    problems, (w) => warnings.push(w),
  );
  assert.deepEqual(origins, ['https://a.example', 'https://b.example:8443']);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /2 entries ignored, the first 'not an origin'/);
  assert.deepEqual(problems, [{
    param: 'parentOrigin', value: 'not an origin', expected: 'https://example.com', text: 'embed.origins', count: 2, max: 8,
  }]);
  const parsed = parseEmbedOptions(`parentOrigin=${encodeURIComponent('https://x.example,bad')}`, quiet);
  assert.deepEqual([...parsed.options.parentOrigins], ['https://x.example']);
  assert.equal(parsed.problems.length, 1);
  assert.equal(parsed.problems[0].count, 1);
});

test('parentOrigin: 20 000 entries give the first 8 origins, one warning and one problem', () => {
  const entries = Array.from({ length: 20000 }, (_, i) => (i % 3 === 2 ? `bad ${i}` : `https://host${i}.example`));
  const value = entries.join(',');
  assert.ok(value.length > 100_000);
  const warnings = [];
  const { options, problems } = parseEmbedOptions(`parentOrigin=${encodeURIComponent(value)}`, { warn: (w) => warnings.push(w) });
  assert.deepEqual([...options.parentOrigins], [0, 1, 3, 4, 6, 7, 9, 10].map((i) => `https://host${i}.example`));
  assert.equal(warnings.length, 1);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].count, 20000 - 8);
  assert.equal(problems[0].value, 'bad 2');
  // Nine good origins: the ninth is one too many, said once too.
  const nine = Array.from({ length: 9 }, (_, i) => `https://h${i}.example`).join(',');
  const parsed = parseEmbedOptions(`parentOrigin=${encodeURIComponent(nine)}`, quiet);
  assert.equal(parsed.options.parentOrigins.length, 8);
  assert.deepEqual(parsed.problems.map((p) => [p.count, p.value]), [[1, 'https://h8.example']]);
  // The same origin again is no problem, and no second place.
  assert.deepEqual(parseEmbedOptions('parentOrigin=https://a.example,https://a.example/', quiet).problems, []);
});

test('a problem quotes an excerpt of the value, not the whole', () => {
  const huge = 'x'.repeat(1 << 20);
  const search = ['lang', 'mode', 'level', 'color', 'theme', 'stats', 'sound', 'first', 'shareUrl', 'parentOrigin']
    .map((param) => `${param}=${huge}`).join('&');
  const { problems } = parseEmbedOptions(search, { ...quiet, embedded: true });
  assert.equal(problems.length, 10);
  for (const problem of problems) assert.equal(problem.value, `${'x'.repeat(32)}…`, problem.param);
  // A host's command too.
  assert.equal(parseNewGameOptions({ mode: huge }).problems[0].value, `${'x'.repeat(32)}…`);
  // Direction marks cannot turn the notice's sentence round.
  assert.equal(parseEmbedOptions('mode=a%E2%80%AEb', quiet).problems[0].value, 'a\ufffdb');
});

test('shareUrl counts only for a game in a frame: a page of its own ignores it, with a warning', () => {
  const search = `shareUrl=${encodeURIComponent('https://portal.example/play')}`;
  const warnings = [];
  const top = parseEmbedOptions(search, { warn: (w) => warnings.push(w) });
  assert.equal(top.options.shareUrl, null);
  assert.deepEqual(top.problems, []);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /shareUrl/);
  assert.equal(parseEmbedOptions(search, { ...quiet, embedded: true }).options.shareUrl, 'https://portal.example/play');
  // Not embedded is the default: a caller that forgets to say gets no shareUrl.
  assert.equal(parseEmbedOptions(search, quiet).options.shareUrl, null);
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
    // As boot/game.js gives them: the parentOrigin URL parameter's, and the URL's checks for a command.
    allowedOrigins: allowedOrigins ?? parseEmbedOptions(frame.win.location.search, quiet).options.parentOrigins,
    readNewGame: parseNewGameOptions,
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

test('jarmo:link goes only to a single parentOrigin, never to *', () => {
  const link = 'https://portal.example/play#game=a1-c2&id=K3x9QpLm2a&w=Anna';
  for (const origins of [[], ['https://a.example', 'https://b.example']]) {
    const frame = fakeFrame();
    const { bridge } = recordingBridge(frame, origins);
    bridge.ready();
    assert.equal(bridge.link(link, 'K3x9QpLm2a'), false, `${origins.length} origins`);
    bridge.move('a1-c2', 'x');
    assert.deepEqual(frame.parent.sent.map((s) => [s.message.type, s.targetOrigin]), [['jarmo:ready', '*'], ['jarmo:move', '*']]);
  }
  const frame = fakeFrame();
  const { bridge } = recordingBridge(frame, ['https://host.example']);
  bridge.ready();
  assert.equal(bridge.link(link, 'K3x9QpLm2a'), true);
  assert.deepEqual(frame.parent.sent.at(-1), {
    message: { type: 'jarmo:link', link, id: 'K3x9QpLm2a' }, targetOrigin: 'https://host.example',
  });
});

test('jarmo:link never comes before jarmo:ready: the last one asked for follows it', () => {
  const frame = fakeFrame();
  const { bridge } = recordingBridge(frame, ['https://host.example']);
  assert.equal(bridge.link('https://x.example/#game=a1-c2&id=A', 'A'), false);
  assert.equal(bridge.link('https://x.example/#game=a1-c2+e5-d3&id=A', 'A'), false);
  assert.deepEqual(frame.parent.sent, []);
  bridge.ready('start', []);
  assert.deepEqual(frame.parent.sent.map((s) => s.message), [
    { type: 'jarmo:ready', position: 'start', moves: [] },
    { type: 'jarmo:link', link: 'https://x.example/#game=a1-c2+e5-d3&id=A', id: 'A' },
  ]);
  // Once: a second ready (none comes, but) repeats no link.
  bridge.ready('start', []);
  assert.equal(frame.parent.sent.filter((s) => s.message.type === 'jarmo:link').length, 1);
});

test('the allowed origins are the parentOrigin URL parameter\'s, as the page reads it', () => {
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

test('a command field that cannot be made text is a problem, not an uncaught error', () => {
  const frame = fakeFrame();
  const { calls } = recordingBridge(frame, ['https://host.example']);
  // What postMessage can clone: {toString: 1} is plain data, and String() of it throws.
  frame.deliver({ type: 'jarmo:newgame', mode: { toString: 1 }, level: 3 }, { origin: 'https://host.example' });
  frame.deliver({ type: 'jarmo:newgame', color: Symbol('black'), first: { toString() { throw new Error('no'); } } },
    { origin: 'https://host.example' });
  assert.deepEqual(calls, [
    ['newgame', { level: 3 }, [{ param: 'mode', value: '[object]', expected: 'ai | hotseat | friend' }]],
    ['newgame', {}, [
      { param: 'color', value: 'Symbol(black)', expected: 'white | black' },
      { param: 'first', value: '[object]', expected: 'white | black' },
    ]],
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

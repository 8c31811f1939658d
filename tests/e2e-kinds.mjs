// Which kind each browser test is (lib/engines.mjs): every engine, or Chromium alone.
// Prints the list of tests that run in Chromium alone, as docs/testing.md holds it
// between its chromium-only markers; tests/unit/engines.test.mjs checks that the two
// agree and that every test says its kind.
//
//   node tests/e2e-kinds.mjs            # prints the list
//   node tests/e2e-kinds.mjs --write    # writes it into docs/testing.md

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const DOC = fileURLToPath(new URL('../docs/testing.md', import.meta.url));
export const START = '<!-- chromium-only:start (node tests/e2e-kinds.mjs --write) -->';
export const END = '<!-- chromium-only:end -->';

const TEST = /^(\s*)test\((`[^`]*`|'(?:[^'\\]|\\.)*'|"[^"]*"), ([^\n]*?)(?:async \(|async\(\))/gm;

/** Every test( of a file's source: its name as written, its options as written, its kind. */
export function testsOf(source) {
  const found = [];
  for (const m of source.matchAll(TEST)) {
    const options = m[3].replace(/,\s*$/, '');
    const every = /(^|[^A-Za-z])everyEngine\(/.test(options);
    const same = /sameInEveryEngine\(/.test(options);
    const kind = every && same ? 'some' : every ? 'every' : same ? 'chromium' : 'none';
    found.push({ name: m[2].slice(1, -1), options, kind });
  }
  return found;
}

/** The count of `test(` calls in a source, whatever follows them. */
export const callsOf = (source) => (source.match(/^\s*test\(/gm) ?? []).length;

export function files() {
  return readdirSync(`${HERE}e2e`).filter((f) => f.endsWith('.test.mjs')).sort()
    .map((f) => ({ file: `e2e/${f}`, source: readFileSync(`${HERE}e2e/${f}`, 'utf8') }));
}

/** The Markdown list of the tests that run in Chromium alone (or, for some cases, alone). */
export function chromiumOnlyList() {
  const lines = [];
  for (const { file, source } of files()) {
    const alone = testsOf(source).filter((t) => t.kind === 'chromium' || t.kind === 'some');
    if (!alone.length) continue;
    lines.push(`- \`tests/${file}\``);
    for (const t of alone) {
      lines.push(t.kind === 'some' ? `  - \`${t.name}\`: every engine only where \`${t.options}\`` : `  - \`${t.name}\``);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const list = chromiumOnlyList();
  if (process.argv.includes('--write')) {
    const doc = readFileSync(DOC, 'utf8');
    const a = doc.indexOf(START);
    const b = doc.indexOf(END);
    if (a < 0 || b < a) throw new Error(`${DOC} has no ${START} ... ${END}`);
    writeFileSync(DOC, `${doc.slice(0, a + START.length)}\n${list}\n${doc.slice(b)}`);
  } else {
    console.log(list);
  }
}

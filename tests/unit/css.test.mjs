// The classes the page puts on <body> (thinking, viewing, ready, panel-open) must not
// match a rule meant for an element inside it: `.thinking { display: inline-flex }`
// once made the whole page's layout change, and a long task, each time the computer
// began to think.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { WWW, wwwScripts } from './sources.mjs';

const scripts = wwwScripts().map(([, text]) => text).join('\n');
const bodyClasses = [...new Set([...scripts.matchAll(/document\.body\.classList\.(?:toggle|add)\('([\w-]+)'/g)].map((m) => m[1]))];

/** Every selector of a style sheet, comments and at-rule heads left out. */
function selectors(css) {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)]
    .map((m) => m[1].trim())
    .filter((s) => !s.startsWith('@'))
    .flatMap((s) => s.split(',').map((part) => part.trim()));
}

test('the page sets classes on body', () => {
  assert.ok(bodyClasses.includes('thinking') && bodyClasses.includes('viewing'), bodyClasses.join(' '));
});

for (const sheet of ['style.css', 'rules/rules.css', 'review/review.css', 'learn/learn.css']) {
  test(`${sheet}: no rule for an inner element also matches <body> by one of its classes`, () => {
    const wrong = [];
    for (const selector of selectors(readFileSync(WWW + sheet, 'utf8'))) {
      const compounds = selector.split(/\s*[\s>+~]\s*/).filter(Boolean);
      const subject = compounds.at(-1);
      const ancestors = compounds.slice(0, -1).filter((c) => !/^(html|:root)\b/.test(c));
      // A subject naming no element type, with no ancestor but html, can be <body>...
      if (ancestors.length || /^[a-z]/i.test(subject)) continue;
      // ... when every class it names is one the page puts on <body>.
      const classes = [...subject.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      if (classes.length && classes.every((c) => bodyClasses.includes(c))) wrong.push(selector);
    }
    assert.deepEqual(wrong, []);
  });
}

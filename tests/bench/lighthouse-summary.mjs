// Prints what scripts/lighthouse.sh measured: each Lighthouse report's four scores and
// main metrics, the median of each, and the requests of the median run (by
// performance score) with their transfer sizes.
//
//   node tests/bench/lighthouse-summary.mjs REPORT.json...

import { readFileSync } from 'node:fs';

const reports = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (reports.length === 0) throw new Error('usage: node tests/bench/lighthouse-summary.mjs REPORT.json...');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 's'],
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const show = (value, unit) => {
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
};

const rows = reports.map((report) => ({
  scores: CATEGORIES.map((c) => report.categories[c]?.score ?? NaN),
  metrics: METRICS.map(([, id]) => report.audits[id].numericValue),
}));
const header = ['run', ...CATEGORIES, ...METRICS.map(([name]) => name)];
const table = rows.map((row, i) => [
  String(i + 1), ...row.scores.map((s) => s.toFixed(2)), ...row.metrics.map((v, j) => show(v, METRICS[j][2])),
]);
table.push([
  'median',
  ...CATEGORIES.map((_, j) => median(rows.map((r) => r.scores[j])).toFixed(2)),
  ...METRICS.map(([, , unit], j) => show(median(rows.map((r) => r.metrics[j])), unit)),
]);
const widths = header.map((h, j) => Math.max(h.length, ...table.map((r) => r[j].length)));
for (const row of [header, ...table]) console.log(row.map((cell, j) => cell.padStart(widths[j])).join('  '));

// The run whose performance score is the median, and its requests.
const order = rows.map((r, i) => [r.scores[0], i]).sort((a, b) => a[0] - b[0]);
const chosen = reports[order[Math.floor((order.length - 1) / 2)][1]];
// Blob and data: URLs are read from the page's memory, not fetched.
const requests = chosen.audits['network-requests'].details.items.filter((r) => /^https?:/.test(r.url));
console.log(`\nrequests of a median run (${chosen.lighthouseVersion}, ${chosen.environment.benchmarkIndex} benchmark index):`);
const root = new URL('./', chosen.finalDisplayedUrl);
let total = 0;
for (const r of requests) {
  total += r.transferSize;
  const name = r.url.startsWith(root.href) ? r.url.slice(root.href.length) || '(index)' : r.url;
  console.log(`  ${name.padEnd(40)} ${(r.transferSize / 1000).toFixed(1).padStart(7)} KB`);
}
console.log(`  ${`${requests.length} requests`.padEnd(40)} ${(total / 1000).toFixed(1).padStart(7)} KB`);
const shifts = chosen.audits['layout-shifts']?.details?.items ?? chosen.audits['layout-shift-elements']?.details?.items ?? [];
if (shifts.length) {
  console.log('\nlayout shifts of that run:');
  for (const s of shifts) console.log(`  ${(s.score ?? 0).toFixed(3)}  ${s.node?.snippet ?? s.node?.selector ?? ''}`);
}

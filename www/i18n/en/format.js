// English: how whole numbers and percentages (a pattern, `#` the number) are written, and which plural form a
// whole number takes (the categories of Intl.PluralRules). Every language's format.js
// is the same shape and writes exactly what Intl.NumberFormat and Intl.PluralRules
// would (tests/unit/i18n.test.mjs compares them): the page writes them itself because
// a page's first Intl.NumberFormat costs its start 40-100 ms of the main thread, its
// first Intl.PluralRules up to 15 ms (BENCHMARKS.md, "First visit"). It comes with the
// language's game catalog (game.js exports it), which every page that speaks the
// language loads.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: '.',
  group: ',',
  minus: '-',
  percent: '#%',
  plural: (n) => (n === 1 ? 'one' : 'other'),
};

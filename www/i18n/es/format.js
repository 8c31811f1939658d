// Spanish: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. (`many` is CLDR's form for whole millions: "un millón de".)
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '.',
  minus: '-',
  percent: '#\u00a0%',
  // Digits are grouped only from five on (1234, but 12.345), as CLDR's minimumGroupingDigits 2.
  minimumGroupingDigits: 2,
  plural: (n) => (n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other'),
};

// Tatar: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Intl.PluralRules has no rules of its own for Tatar and gives
// English's categories (one, other); a noun after a number keeps its one form anyway.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '\u00a0',
  minus: '-',
  percent: '#\u00a0%',
  plural: (n) => (n === 1 ? 'one' : 'other'),
};

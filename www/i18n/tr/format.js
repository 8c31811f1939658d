// Turkish: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. The percent sign comes before the number (%42,86).
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '.',
  minus: '-',
  percent: '%#',
  plural: (n) => (n === 1 ? 'one' : 'other'),
};

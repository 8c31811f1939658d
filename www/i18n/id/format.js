// Indonesian: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Indonesian has one plural form: a noun after a number does
// not change.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '.',
  minus: '-',
  percent: '#%',
  plural: () => 'other',
};

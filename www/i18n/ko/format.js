// Korean: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Korean has one plural form: a counter word follows the number.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: '.',
  group: ',',
  minus: '-',
  percent: '#%',
  plural: () => 'other',
};

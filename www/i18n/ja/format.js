// 日本語 (Japanese): how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Every whole number takes the one form 'other'.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: '.',
  group: ',',
  minus: '-',
  percent: '#%',
  plural: () => 'other',
};

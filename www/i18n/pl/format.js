// Polish: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Polish groups the digits of a whole number only from five on
// (1234, but 12 345), as Intl does.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '\u00a0',
  minus: '-',
  percent: '#%',
  minimumGroupingDigits: 2,
  plural: (n) => {
    if (n === 1) return 'one';
    const last = n % 10;
    const tens = n % 100;
    if (last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14)) return 'few';
    return 'many';
  },
};

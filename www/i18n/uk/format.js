// Ukrainian: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '\u00a0',
  minus: '-',
  percent: '#%',
  plural: (n) => {
    const last = n % 10;
    const tens = n % 100;
    if (last === 1 && tens !== 11) return 'one';
    if (last >= 2 && last <= 4 && !(tens >= 12 && tens <= 14)) return 'few';
    return 'many';
  },
};

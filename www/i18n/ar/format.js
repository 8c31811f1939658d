// Arabic: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Node's Intl writes Arabic with Western digits (numbering
// system latn), a left-to-right mark before the minus sign and around the percent sign.
/** @type {import('../i18n.js').Format} */
export default {
  decimal: '.',
  group: ',',
  minus: '\u200e-',
  percent: '#\u200e%\u200e',
  plural: (n) => {
    if (n === 0) return 'zero';
    if (n === 1) return 'one';
    if (n === 2) return 'two';
    const hundreds = n % 100;
    if (hundreds >= 3 && hundreds <= 10) return 'few';
    if (hundreds >= 11) return 'many';
    return 'other';
  },
};

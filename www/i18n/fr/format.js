// French: how numbers are written and which plural form a whole number takes, as
// www/i18n/en/format.js. Digits are grouped by a narrow no-break space, the percent
// sign follows a no-break space; 0 and 1 take the singular (`one`), a whole number of
// millions (1 000 000, 2 000 000...) `many`, which the texts write with "de"
// ("1 000 000 de coups").
/** @type {import('../i18n.js').Format} */
export default {
  decimal: ',',
  group: '\u202f',
  minus: '-',
  percent: '#\u00a0%',
  plural: (n) => (n === 0 || n === 1 ? 'one' : n % 1000000 === 0 ? 'many' : 'other'),
};

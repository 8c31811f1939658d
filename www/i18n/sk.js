// Slovenčina.
export default {
  'lang.en': 'angličtina',
  'lang.fi': 'fínčina',
  'lang.sk': 'slovenčina',
  'lang.pt': 'portugalčina',
  'lang.de': 'nemčina',
  'lang.ru': 'ruština',

  'theme.auto': 'Podľa systému',
  'theme.light': 'Svetlé',
  'theme.dark': 'Tmavé',

  'units.archers': { one: '{count} lukostrelec', few: '{count} lukostrelci', many: '{count} lukostrelca', other: '{count} lukostrelcov' },
  'units.circles': { one: '{count} kruh', few: '{count} kruhy', many: '{count} kruhu', other: '{count} kruhov' },
  'units.lines': { one: '{count} čiara', few: '{count} čiary', many: '{count} čiary', other: '{count} čiar' },
  'units.points': { one: '{count} bod', few: '{count} body', many: '{count} bodu', other: '{count} bodov' },

  'offline.ready': 'Jarmo sa teraz dá hrať aj bez pripojenia na internet.',
  'offline.update': 'Nová verzia hry Jarmo je pripravená.',
  'offline.reload': 'Načítať znova',
  'install.button': 'Nainštalovať Jarmo',

  'embed.problem': 'Parameter {param}={value} sa ignoroval: očakávalo sa {expected}.',

  'rules.pageTitle': 'Pravidlá hry Jarmo',
  'rules.title': 'Ako sa hrá Jarmo',
  'rules.back': 'Späť do hry',
  'rules.language': 'Jazyk',
  'rules.theme': 'Farby',
  'rules.intro': 'Jarmo je stará dosková hra Tatárov pre dvoch hráčov, Bieleho a Čierneho. Každá strana má {archers}. Preveďte svojich lukostrelcov cez dosku na opačnú stranu a cestou zajímajte nepriateľských lukostrelcov.',

  'rules.board.heading': 'Doska',
  'rules.board.circles': 'Doska má {circles} usporiadaných do štvorca päť krát päť. Stĺpce sa volajú a až e zľava doprava z pohľadu Bieleho a rady 1 až 5 od strany Bieleho k strane Čierneho, takže každý kruh má meno, napríklad a1 alebo c3.',
  'rules.board.lines': 'Lukostrelci sa pohybujú iba po čiarach. Čiara spája dva kruhy, ktoré sú od seba vzdialené o skok jazdca ako v šachu: o jeden stĺpec a dva rady alebo o dva stĺpce a jeden rad. Spolu je na doske {lines}.',
  'rules.board.rows': 'Domáci rad strany je rad, na ktorom začínajú jej lukostrelci: pre Bieleho rad 1, pre Čierneho rad 5. Cieľový rad strany je domáci rad súpera.',
  'rules.diagram.title': 'Doska na začiatku hry',
  'rules.diagram.desc': 'Päť radov po päť kruhov, ktoré spája {lines}. Päť bielych lukostrelcov stojí v rade 1 a päť čiernych v rade 5.',
  'rules.diagram.top': 'Rad 5: domáci rad Čierneho, cieľový rad Bieleho',
  'rules.diagram.bottom': 'Rad 1: domáci rad Bieleho, cieľový rad Čierneho',

  'rules.start.heading': 'Začiatok',
  'rules.start.text': 'Lukostrelci Bieleho stoja na a1, b1, c1, d1 a e1, lukostrelci Čierneho na a5, b5, c5, d5 a e5. Žiadny lukostrelec nie je označený ani zajatý. Začína Biely (v nastaveniach môže začať Čierny).',

  'rules.turn.heading': 'Ťah',
  'rules.turn.intro': 'Hráči sa striedajú. Vo svojom ťahu urobíte práve jedno z tohto:',
  'rules.turn.step.name': 'Krok.',
  'rules.turn.step.text': 'Posuňte jedného zo svojich lukostrelcov po čiare na kruh na jej druhom konci. Ten kruh musí byť prázdny alebo na ňom musí stáť nepriateľský lukostrelec. Nepriateľský lukostrelec na ňom je zajatý: opúšťa dosku a váš lukostrelec sa stáva označeným.',
  'rules.turn.return.name': 'Návrat (slučka).',
  'rules.turn.return.text': 'Keď máte zajatého lukostrelca, označeného lukostrelca na svojom cieľovom rade a prázdny kruh na svojom domácom rade, môžete jedného zajatého lukostrelca vrátiť, neoznačeného, na ľubovoľný prázdny kruh svojho domáceho radu. Potom jeden označený lukostrelec na vašom cieľovom rade stratí označenie: ten, ktorý stojí najviac vľavo (najprv stĺpec a). Návrat je celý váš ťah.',
  'rules.turn.pass.name': 'Pas.',
  'rules.turn.pass.text': 'Iba keď nemôžete urobiť krok ani návrat, pasujete.',

  'rules.limits.heading': 'Obmedzenia',
  'rules.limits.goal': 'Lukostrelec, ktorý dosiahol svoj cieľový rad, sa už nikdy nepohne. Stále ho však možno zajať.',
  'rules.limits.shuttle': 'Žiadne nekonečné kyvadlo: jedného lukostrelca nesmiete presúvať sem a tam medzi tými istými dvoma kruhmi viac ako dvakrát tam a späť po sebe. Po vašich vlastných ťahoch X–Y, Y–X, X–Y, Y–X jedným lukostrelcom nie je krok X–Y dovolený, kým neurobíte nejaký iný ťah. Ťahy súpera medzitým nehrajú úlohu a zajatie počas kyvadla sa počíta ako krok kyvadla.',

  'rules.end.heading': 'Koniec hry',
  'rules.end.intro': 'Hra sa končí, keď',
  'rules.end.goal': 'všetci lukostrelci jedného hráča, ktorí sú ešte na doske, stoja na jeho cieľovom rade (platí to aj vtedy, keď hráčovi na doske nezostal žiadny lukostrelec),',
  'rules.end.stuck': 'ani jeden hráč nemôže urobiť krok ani návrat, alebo',
  'rules.end.repeat': 'sa tá istá pozícia (lukostrelci, ich označenia, hráč na ťahu a kyvadlá oboch hráčov) zopakuje tretíkrát. Vtedy sa hra končí remízou a body sa nepočítajú.',

  'rules.score.heading': 'Body',
  'rules.score.text': 'V prvých dvoch prípadoch rozhodujú body. Každý lukostrelec na svojom cieľovom rade získa {goal}, každý iný lukostrelec na doske {other}; zajatí lukostrelci nezískajú nič. Viac bodov vyhráva; pri rovnosti bodov je remíza.',

  'rules.notation.heading': 'Zápis ťahov',
  'rules.notation.step': 'krok z a1 na c2; krok, ktorým sa zajíma, sa píše a1xc2',
  'rules.notation.return': 'návrat: zajatý lukostrelec sa vracia na b1',
  'rules.notation.pass': 'pas',
};

// Suomi.
export default {
  'lang.en': 'englanti',
  'lang.fi': 'suomi',
  'lang.sk': 'slovakki',
  'lang.pt': 'portugali',
  'lang.de': 'saksa',
  'lang.ru': 'venäjä',

  'theme.auto': 'Järjestelmän mukaan',
  'theme.light': 'Vaalea',
  'theme.dark': 'Tumma',

  'units.archers': { one: '{count} jousimies', other: '{count} jousimiestä' },
  'units.circles': { one: '{count} ympyrä', other: '{count} ympyrää' },
  'units.lines': { one: '{count} viiva', other: '{count} viivaa' },
  'units.points': { one: '{count} piste', other: '{count} pistettä' },

  'offline.ready': 'Jarmoa voi nyt pelata myös ilman verkkoyhteyttä.',
  'offline.update': 'Jarmosta on valmiina uusi versio.',
  'offline.reload': 'Lataa uudelleen',
  'install.button': 'Asenna Jarmo',

  'embed.problem': 'Ohitettiin {param}={value}: odotettiin {expected}.',

  'rules.pageTitle': 'Jarmon säännöt',
  'rules.title': 'Näin pelaat Jarmoa',
  'rules.back': 'Takaisin peliin',
  'rules.language': 'Kieli',
  'rules.theme': 'Värit',
  'rules.intro': 'Jarmo on tataarien vanha lautapeli kahdelle pelaajalle, Valkoiselle ja Mustalle. Kummallakin on {archers}. Vie jousimiehesi laudan yli vastakkaiselle puolelle ja vangitse matkalla vastustajan jousimiehiä.',

  'rules.board.heading': 'Pelilauta',
  'rules.board.circles': 'Laudalla on {circles} viiden kertaa viiden neliössä. Sarakkeet ovat a–e vasemmalta oikealle Valkoisen puolelta katsottuna ja rivit 1–5 Valkoisen puolelta Mustan puolelle, joten jokaisella ympyrällä on nimi, esimerkiksi a1 tai c3.',
  'rules.board.lines': 'Jousimiehet liikkuvat vain viivoja pitkin. Viiva yhdistää kaksi ympyrää, jotka ovat ratsun siirron päässä toisistaan kuten shakissa: yksi sarake ja kaksi riviä tai kaksi saraketta ja yksi rivi. Laudalla on kaikkiaan {lines}.',
  'rules.board.rows': 'Kotirivi on rivi, jolta puolen jousimiehet aloittavat: Valkoisella rivi 1, Mustalla rivi 5. Maalirivi on vastustajan kotirivi.',
  'rules.diagram.title': 'Pelilauta alussa',
  'rules.diagram.desc': 'Viisi viiden ympyrän riviä, joita yhdistää {lines}. Viisi valkoista jousimiestä on rivillä 1 ja viisi mustaa rivillä 5.',
  'rules.diagram.top': 'Rivi 5: Mustan kotirivi, Valkoisen maalirivi',
  'rules.diagram.bottom': 'Rivi 1: Valkoisen kotirivi, Mustan maalirivi',

  'rules.start.heading': 'Alkuasema',
  'rules.start.text': 'Valkoisen jousimiehet ovat ympyröissä a1, b1, c1, d1 ja e1, Mustan ympyröissä a5, b5, c5, d5 ja e5. Yksikään jousimies ei ole merkitty eikä vangittu. Valkoinen aloittaa (asetuksista voi antaa Mustan aloittaa).',

  'rules.turn.heading': 'Vuoro',
  'rules.turn.intro': 'Pelaajat siirtävät vuorotellen. Vuorollasi teet täsmälleen yhden näistä:',
  'rules.turn.step.name': 'Askel.',
  'rules.turn.step.text': 'Siirrä yhtä jousimiestäsi viivaa pitkin ympyrään, joka on viivan toisessa päässä. Ympyrän on oltava tyhjä, tai siinä on oltava vastustajan jousimies. Vastustajan jousimies vangitaan: se poistuu laudalta, ja jousimiehesi tulee merkityksi.',
  'rules.turn.return.name': 'Paluu (silmukka).',
  'rules.turn.return.text': 'Kun sinulla on vangittu jousimies, merkitty jousimies maalirivilläsi ja tyhjä ympyrä kotirivilläsi, voit tuoda yhden vangitun jousimiehen takaisin merkitsemättömänä mihin tahansa kotirivisi tyhjään ympyrään. Silloin yksi maalirivisi merkitty jousimies menettää merkkinsä: se, joka on kauimpana vasemmalla (sarake a ensin). Paluu on koko vuorosi.',
  'rules.turn.pass.name': 'Ohitus.',
  'rules.turn.pass.text': 'Vain jos et voi tehdä askelta etkä paluuta, ohitat vuorosi.',

  'rules.limits.heading': 'Rajoitukset',
  'rules.limits.goal': 'Maaliriville päässyt jousimies ei enää koskaan liiku. Sen voi silti vangita.',
  'rules.limits.shuttle': 'Ei loputonta sukkulointia: samaa jousimiestä ei saa siirtää samojen kahden ympyrän väliä edestakaisin useammin kuin kahdesti peräkkäin. Kun olet itse siirtänyt yhtä jousimiestä X–Y, Y–X, X–Y, Y–X, askel X–Y on kielletty, kunnes teet jonkin muun siirron. Vastustajan siirroilla välissä ei ole merkitystä, ja sukkuloinnin aikana tehty vangitseminen lasketaan sukkulointiaskeleeksi.',

  'rules.end.heading': 'Pelin loppu',
  'rules.end.intro': 'Peli päättyy, kun',
  'rules.end.goal': 'kaikki pelaajan laudalla vielä olevat jousimiehet ovat hänen maalirivillään (myös silloin, kun pelaajalla ei ole laudalla yhtään jousimiestä),',
  'rules.end.stuck': 'kumpikaan pelaaja ei voi tehdä askelta eikä paluuta tai',
  'rules.end.repeat': 'sama asema (jousimiehet, niiden merkit, siirtovuoro ja kummankin pelaajan sukkulointi) toistuu kolmannen kerran. Silloin peli päättyy tasapeliin eikä pisteitä lasketa.',

  'rules.score.heading': 'Pisteet',
  'rules.score.text': 'Kahdessa ensimmäisessä tapauksessa pisteet ratkaisevat. Jokainen maalirivillään oleva jousimies tuo {goal}, jokainen muu laudalla oleva jousimies {other}; vangitut jousimiehet eivät tuo mitään. Enemmän pisteitä saanut voittaa; tasapisteillä peli on tasapeli.',

  'rules.notation.heading': 'Siirtojen merkintä',
  'rules.notation.step': 'askel ympyrästä a1 ympyrään c2; vangitseva askel kirjoitetaan a1xc2',
  'rules.notation.return': 'paluu: vangittu jousimies palaa ympyrään b1',
  'rules.notation.pass': 'vuoron ohitus',
};

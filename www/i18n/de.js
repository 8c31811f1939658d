// Deutsch.
export default {
  'lang.en': 'Englisch',
  'lang.fi': 'Finnisch',
  'lang.sk': 'Slowakisch',
  'lang.pt': 'Portugiesisch',
  'lang.de': 'Deutsch',
  'lang.ru': 'Russisch',

  'theme.auto': 'Wie das System',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',

  'units.archers': { one: '{count} Bogenschütze', other: '{count} Bogenschützen' },
  'units.circles': { one: '{count} Kreis', other: '{count} Kreise' },
  'units.lines': { one: '{count} Linie', other: '{count} Linien' },
  'units.points': { one: '{count} Punkt', other: '{count} Punkte' },

  'offline.ready': 'Jarmo lässt sich jetzt auch offline spielen.',
  'offline.update': 'Eine neue Version von Jarmo ist bereit.',
  'offline.reload': 'Neu laden',
  'install.button': 'Jarmo installieren',

  'embed.problem': '{param}={value} ignoriert: erwartet wird {expected}.',

  'rules.pageTitle': 'Jarmo-Spielregeln',
  'rules.title': 'So spielt man Jarmo',
  'rules.back': 'Zurück zum Spiel',
  'rules.language': 'Sprache',
  'rules.theme': 'Farben',
  'rules.intro': 'Jarmo ist ein altes Brettspiel der Tataren für zwei Spieler, Weiß und Schwarz. Jede Seite hat {archers}. Bring deine Bogenschützen über das Brett auf die andere Seite und schlage unterwegs gegnerische Bogenschützen.',

  'rules.board.heading': 'Das Brett',
  'rules.board.circles': 'Das Brett hat {circles} in einem Quadrat von fünf mal fünf. Die Spalten heißen, von Weiß aus gesehen von links nach rechts, a bis e, die Reihen von der Seite von Weiß zur Seite von Schwarz 1 bis 5. So hat jeder Kreis einen Namen wie a1 oder c3.',
  'rules.board.lines': 'Bogenschützen ziehen nur entlang der Linien. Eine Linie verbindet zwei Kreise, die einen Rösselsprung wie im Schach voneinander entfernt sind: eine Spalte und zwei Reihen oder zwei Spalten und eine Reihe. Insgesamt gibt es {lines}.',
  'rules.board.rows': 'Die Heimreihe einer Seite ist die Reihe, auf der ihre Bogenschützen beginnen: Reihe 1 für Weiß, Reihe 5 für Schwarz. Die Zielreihe einer Seite ist die Heimreihe des Gegners.',
  'rules.diagram.title': 'Das Brett zu Beginn',
  'rules.diagram.desc': 'Fünf Reihen mit je fünf Kreisen, verbunden durch {lines}. Fünf weiße Bogenschützen stehen auf Reihe 1, fünf schwarze auf Reihe 5.',
  'rules.diagram.top': 'Reihe 5: Heimreihe von Schwarz, Zielreihe von Weiß',
  'rules.diagram.bottom': 'Reihe 1: Heimreihe von Weiß, Zielreihe von Schwarz',

  'rules.start.heading': 'Die Ausgangsstellung',
  'rules.start.text': 'Die Bogenschützen von Weiß stehen auf a1, b1, c1, d1 und e1, die von Schwarz auf a5, b5, c5, d5 und e5. Kein Bogenschütze ist markiert oder geschlagen. Weiß beginnt (eine Einstellung kann Schwarz beginnen lassen).',

  'rules.turn.heading': 'Ein Zug',
  'rules.turn.intro': 'Die Spieler ziehen abwechselnd. In deinem Zug machst du genau eines davon:',
  'rules.turn.step.name': 'Schritt.',
  'rules.turn.step.text': 'Ziehe einen deiner Bogenschützen entlang einer Linie auf den Kreis an ihrem anderen Ende. Dieser Kreis muss leer sein oder einen gegnerischen Bogenschützen tragen. Ein gegnerischer Bogenschütze dort ist geschlagen: Er verlässt das Brett, und dein Bogenschütze wird markiert.',
  'rules.turn.return.name': 'Rückkehr (die Schleife).',
  'rules.turn.return.text': 'Wenn du einen geschlagenen Bogenschützen, einen markierten Bogenschützen auf deiner Zielreihe und einen leeren Kreis auf deiner Heimreihe hast, darfst du einen geschlagenen Bogenschützen unmarkiert auf einen beliebigen leeren Kreis deiner Heimreihe zurückholen. Dann verliert ein markierter Bogenschütze auf deiner Zielreihe seine Markierung: der am weitesten links (Spalte a zuerst). Die Rückkehr ist dein ganzer Zug.',
  'rules.turn.pass.name': 'Passen.',
  'rules.turn.pass.text': 'Nur wenn du weder einen Schritt noch eine Rückkehr machen kannst, passt du.',

  'rules.limits.heading': 'Einschränkungen',
  'rules.limits.goal': 'Ein Bogenschütze, der seine Zielreihe erreicht hat, zieht nie wieder. Geschlagen werden kann er trotzdem.',
  'rules.limits.shuttle': 'Kein endloses Pendeln: Du darfst einen Bogenschützen nicht öfter als zweimal hintereinander zwischen denselben zwei Kreisen hin- und zurückziehen. Nach deinen eigenen Zügen X–Y, Y–X, X–Y, Y–X mit einem Bogenschützen ist der Schritt X–Y verboten, bis du einen anderen Zug machst. Die Züge des Gegners dazwischen spielen keine Rolle, und ein Schlagen beim Pendeln zählt als Pendelschritt.',

  'rules.end.heading': 'Das Ende des Spiels',
  'rules.end.intro': 'Das Spiel endet, wenn',
  'rules.end.goal': 'alle Bogenschützen eines Spielers, die noch auf dem Brett sind, auf seiner Zielreihe stehen (auch ein Spieler ohne Bogenschützen auf dem Brett zählt),',
  'rules.end.stuck': 'kein Spieler einen Schritt oder eine Rückkehr machen kann oder',
  'rules.end.repeat': 'dieselbe Stellung (die Bogenschützen, ihre Markierungen, wer am Zug ist und das Pendeln beider Spieler) zum dritten Mal entsteht. Dann endet das Spiel unentschieden, ohne dass Punkte gezählt werden.',

  'rules.score.heading': 'Punkte',
  'rules.score.text': 'In den ersten beiden Fällen entscheiden die Punkte. Jeder Bogenschütze auf seiner Zielreihe bringt {goal}, jeder andere Bogenschütze auf dem Brett {other}; geschlagene Bogenschützen zählen nichts. Mehr Punkte gewinnen; bei gleich vielen Punkten ist es unentschieden.',

  'rules.notation.heading': 'So werden Züge geschrieben',
  'rules.notation.step': 'ein Schritt von a1 nach c2; ein Schritt, der schlägt, wird a1xc2 geschrieben',
  'rules.notation.return': 'eine Rückkehr: ein geschlagener Bogenschütze kommt auf b1 zurück',
  'rules.notation.pass': 'Passen',
};

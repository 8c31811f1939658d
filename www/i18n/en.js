// English: the reference catalog. Every other catalog has exactly these keys and,
// in each text, the same {placeholders} (tests/unit/i18n.test.mjs).
export default {
  'lang.en': 'English',
  'lang.fi': 'Finnish',
  'lang.sk': 'Slovak',
  'lang.pt': 'Portuguese',
  'lang.de': 'German',
  'lang.ru': 'Russian',

  'theme.auto': 'As the system',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  'units.archers': { one: '{count} archer', other: '{count} archers' },
  'units.circles': { one: '{count} circle', other: '{count} circles' },
  'units.lines': { one: '{count} line', other: '{count} lines' },
  'units.points': { one: '{count} point', other: '{count} points' },

  'offline.ready': 'Jarmo is now ready to play offline.',
  'offline.update': 'A new version of Jarmo is ready.',
  'offline.reload': 'Reload',
  'install.button': 'Install Jarmo',

  'embed.problem': 'Ignored {param}={value}: expected {expected}.',

  'rules.pageTitle': 'Rules of Jarmo',
  'rules.title': 'How to play Jarmo',
  'rules.back': 'Back to the game',
  'rules.language': 'Language',
  'rules.theme': 'Colours',
  'rules.intro': 'Jarmo is an old board game of the Tatars for two players, White and Black. Each side has {archers}. Bring your archers across the board to the far side, and capture enemy archers on the way.',

  'rules.board.heading': 'The board',
  'rules.board.circles': 'The board has {circles} in a square of five by five. The columns are called a to e from left to right as White sees them, and the rows 1 to 5 from White’s side to Black’s side, so every circle has a name such as a1 or c3.',
  'rules.board.lines': 'Archers move only along the lines. A line joins two circles that are a knight’s move apart, as in chess: one column and two rows, or two columns and one row. There are {lines} in all.',
  'rules.board.rows': 'A side’s home row is the row where its archers start: row 1 for White, row 5 for Black. A side’s goal row is the opponent’s home row.',
  'rules.diagram.title': 'The board at the start',
  'rules.diagram.desc': 'Five rows of five circles joined by {lines}. Five white archers stand on row 1 and five black archers on row 5.',
  'rules.diagram.top': 'Row 5: Black’s home row, White’s goal row',
  'rules.diagram.bottom': 'Row 1: White’s home row, Black’s goal row',

  'rules.start.heading': 'The start',
  'rules.start.text': 'White’s archers stand on a1, b1, c1, d1 and e1, Black’s on a5, b5, c5, d5 and e5. No archer is marked and none is captured. White moves first (a setting can let Black start).',

  'rules.turn.heading': 'A turn',
  'rules.turn.intro': 'The players take turns. In your turn you make exactly one of these moves:',
  'rules.turn.step.name': 'Step.',
  'rules.turn.step.text': 'Move one of your archers along a line to the circle at its other end. That circle must be empty or hold an enemy archer. An enemy archer there is captured: it leaves the board, and your archer becomes marked.',
  'rules.turn.return.name': 'Return (the loop).',
  'rules.turn.return.text': 'When you have a captured archer, a marked archer on your goal row and an empty circle on your home row, you may bring one captured archer back, unmarked, onto any empty circle of your home row. Then one marked archer on your goal row loses its mark: the one furthest to the left (column a first). The return is your whole turn.',
  'rules.turn.pass.name': 'Pass.',
  'rules.turn.pass.text': 'Only when you can make neither a step nor a return, you pass.',

  'rules.limits.heading': 'Restrictions',
  'rules.limits.goal': 'An archer that has reached its goal row never moves again. It can still be captured.',
  'rules.limits.shuttle': 'No endless shuttle: you may not move one archer back and forth between the same two circles more than twice there and back in a row. After your own moves X–Y, Y–X, X–Y, Y–X with one archer, the step X–Y is not allowed until you make some other move. Your opponent’s moves in between do not matter, and a capture made while shuttling counts as a shuttle step.',

  'rules.end.heading': 'The end of the game',
  'rules.end.intro': 'The game ends when',
  'rules.end.goal': 'all of one player’s archers that are still on the board stand on that player’s goal row (a player with no archers left on the board counts too),',
  'rules.end.stuck': 'neither player can make a step or a return, or',
  'rules.end.repeat': 'the same position (the archers, their marks, the player to move and both players’ shuttles) comes up for the third time. Then the game is a draw, and no points are counted.',

  'rules.score.heading': 'Points',
  'rules.score.text': 'In the first two cases the points decide. Each archer on its goal row scores {goal}, every other archer on the board {other}; captured archers score nothing. More points wins; equal points is a draw.',

  'rules.notation.heading': 'How moves are written',
  'rules.notation.step': 'a step from a1 to c2; a step that captures is written a1xc2',
  'rules.notation.return': 'a return: a captured archer comes back onto b1',
  'rules.notation.pass': 'a pass',
};

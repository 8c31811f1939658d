// English: the texts of a portal's listing (scripts/portal.sh writes them into
// dist-portal/NAME/listing/, docs/PORTALS.md says where each goes on a portal's form).
// The page never loads this file. Every other language's listing.js has exactly these
// keys (tests/unit/i18n.test.mjs) and uses its glossary (docs/glossary/<code>.md).
// `listing.tagline` is drawn on the covers, so it stays short (at most 40 characters).
export default {
  'listing.title': 'Jarmo',
  'listing.tagline': 'The old Tatar game of archers',
  'listing.short': 'Bring your five archers across the board, capture on the way, and bring captured archers back with the loop.',
  'listing.description': 'Jarmo is an old board game of the Tatars for two players. Each side has five archers on a board of 25 circles joined by lines. Move along the lines, capture enemy archers by stepping onto them, and bring your archers to the far row. A marked archer on the goal row lets you bring a captured archer back home: the loop. When one side has all its archers on its goal row, the points decide.\n\nPlay the computer at eight levels, from a beginner to an opponent that plays perfectly in the endgames it knows, or a friend at the same screen or at a distance by a link. Learn the game in short lessons, solve puzzles, and review your games to see where they turned. Play on the knight board or on the traditional board of the printed editions.',
  'listing.instructions': 'Each turn, move one of your archers along a line to the circle at its other end. Stepping onto an enemy archer captures it, and your archer becomes marked. An archer on its goal row (the opponent’s home row) moves no more. When you have a captured archer and a marked archer on your goal row, you may return the captured one onto an empty circle of your home row instead of moving. The game ends when one side’s archers all stand on their goal row: an archer there scores 2 points, any other archer on the board 1. More points wins.',
  'listing.controls': 'Mouse or touch: click or tap an archer, then the circle to move to, or drag it there. To return an archer, tap it among the captured ones, then an empty circle of your home row.\nKeyboard: the arrow keys choose a circle, Enter or Space picks up an archer and puts it down, R starts a return, Escape lets go.',
};

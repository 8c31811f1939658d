// Whole games for the browser tests, found by random play-outs with the core and
// checked with the command line, e.g.
//   cargo run -p jarmo-cli -- play start a1-b3 b5-c3 ... b2xd3
// prints the final position and `result: white 5-4`.

/** The start position's notation. */
export const START = 'bbbbb/5/5/5/wwwww w - -';

/** White wins 5-4: Black's last archers on the board, a1 and d1, stand on its goal row. */
export const WHITE_WINS = [
  'a1-b3', 'b5-c3', 'b1-a3', 'c5-d3', 'b3xa5', 'd3xc1', 'd1-b2', 'c3-d1', 'e1-d3',
  'd5-e3', 'd3xc1', 'e3-c2', 'c1-b3', 'c2-a1', 'a3-c4', 'e5-d3', 'b2xd3',
];
export const WHITE_WINS_FINAL = 'W4/2w2/1W1W1/5/b2b1 b b2d3:1 e5d3:1';

/**
 * Both sides step two archers out and back; the position after the second pair of
 * moves comes back after moves 10 and 18, the third time: a draw by repetition.
 */
export const REPETITION = [
  'a1-c2', 'e5-d3', 'c2-a1', 'd3-e5', 'b1-a3', 'd5-e3', 'a3-b1', 'e3-d5',
  'a1-c2', 'e5-d3', 'c2-a1', 'd3-e5', 'b1-a3', 'd5-e3', 'a3-b1', 'e3-d5',
  'a1-c2', 'e5-d3',
];

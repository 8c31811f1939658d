// The levels' ratings on the Elo scale, the random mover at 0, for each board:
// level N's is the board's [N - 1]. Measured, not rules: engine matches along a ladder
// of players fitted by maximum likelihood (BENCHMARKS.md, "The levels' ratings";
// level 8 thought 100 ms a move there, the page's thinks 1000 ms). Written by
// scripts/ladder.sh from docs/ladder/*.tsv: do not edit by hand. The New game
// dialog shows them (panels/level-labels.js), in its own chunk.

export default {
  knight: [889, 1016, 1170, 1261, 1316, 1384, 1448, 1498],
  traditional: [885, 1022, 1163, 1368, 1439, 1549, 1673, 1763],
};

// What a review says about one position of the game (the move that led there and the
// better move of the next one): read by the game controller for the board's arrow,
// and by the review's drawing. Kept apart from the reviewer, which is a chunk the page
// loads only when a review may come (www/review/lazy.js).

/**
 * What a review says about the position after `ply` moves: the move that led there
 * (its line) and the better move of the next one, when the next was not the best.
 * @param {import('../review/reviewer.js').Review | null} review
 * @param {number} ply
 */
export function reviewAt(review, ply) {
  if (!review) return { line: null, next: null };
  const line = review.lines[ply - 1] ?? null;
  const following = review.lines[ply] ?? null;
  return { line, next: following && following.label !== 'best' ? following : null };
}

//! The static evaluation: how good a position that is not over looks for the side to
//! move, in hundredths of a point of the final score (RULES.md "End of the game":
//! 2 points for an archer on its goal row, 1 for one elsewhere on the board).
//!
//! The terms, each for both sides (ours minus theirs):
//! - the points as the game would score now (100 per point);
//! - the way still to go: each archer not yet on its goal row gets a bonus by its
//!   distance to the goal row along the lines ([`GOAL_DISTANCE`]);
//! - marks as future returns: a marked archer can bring back a captured archer once
//!   it stands on the goal row, so marks count while the side has captured archers;
//! - archers under attack by an enemy archer that can still step.
//!
//! Only the goal distances depend on the board's lines, and they are one table a
//! board. The weights were tuned on the knight board and serve the traditional one
//! unchanged: there too the distances run from 0 to 3, and level 8 beats level 4 as
//! clearly as on the knight board (BENCHMARKS.md, "Which side each board favours").

use crate::board::{Board, Circle, CircleSet, Colour};
use crate::position::Position;

/// One point of the final score.
pub const POINT: i32 = 100;

/// Bonus for an archer not on its goal row, by its distance (in steps) to it.
const PROGRESS: [i32; 6] = [0, 45, 20, 8, 2, 0];
/// A marked archer on the goal row while an archer of its side is captured: a return
/// is ready (the returned archer is a point and has the whole way to go).
const MARK_ON_GOAL_ROW: i32 = 55;
/// A marked archer on its way while an archer of its side is captured.
const MARK_ON_THE_WAY: i32 = 20;
/// An archer that an enemy archer could capture with its next step.
const ATTACKED: i32 = 14;
/// An archer on its goal row under attack: it would cost 2 points.
const ATTACKED_ON_GOAL_ROW: i32 = 30;
/// The side to move can act first.
const TEMPO: i32 = 8;

/// Steps along the lines from each circle to the nearest circle of `colour`'s goal
/// row, by breadth-first search over the line graph; 0 on the goal row itself, 5 if
/// unreachable.
const fn goal_distance(board: Board, colour: Colour) -> [u8; Circle::COUNT] {
    let mut dist = [5u8; Circle::COUNT];
    let goal = colour.goal_row().bits();
    let mut frontier = goal;
    let mut seen = goal;
    let mut d = 0u8;
    while frontier != 0 && d < 5 {
        let mut next = 0u32;
        let mut i = 0;
        while i < Circle::COUNT {
            if frontier & (1 << i) != 0 {
                dist[i] = d;
                next |= board.neighbour_table()[i].bits();
            }
            i += 1;
        }
        next &= !seen;
        seen |= next;
        frontier = next;
        d += 1;
    }
    dist
}

/// For each board (indexed by [`Board::index`]) and for White and Black (indexed by
/// [`Colour::index`]), the steps along the board's lines from each circle to the
/// nearest circle of the goal row: 0 on the goal row.
pub const GOAL_DISTANCE: [[[u8; Circle::COUNT]; 2]; 2] = [
    [
        goal_distance(Board::Knight, Colour::White),
        goal_distance(Board::Knight, Colour::Black),
    ],
    [
        goal_distance(Board::Traditional, Colour::White),
        goal_distance(Board::Traditional, Colour::Black),
    ],
];

/// The circles an archer of `colour` could step to or capture on next: those joined
/// to its archers that may still step.
fn attacks(position: &Position, colour: Colour) -> CircleSet {
    let mut set = CircleSet::EMPTY;
    for from in position.archers(colour) & !colour.goal_row() {
        set |= position.board().neighbours(from);
    }
    set
}

fn side(position: &Position, colour: Colour, attacked: CircleSet) -> i32 {
    let own = position.archers(colour);
    let on_goal = own & colour.goal_row();
    let on_the_way = own & !on_goal;
    let mut score = POINT * position.points(colour) as i32;
    let distance = &GOAL_DISTANCE[position.board().index()][colour.index()];
    for c in on_the_way {
        score += PROGRESS[usize::from(distance[c.index()])];
    }
    let captured = position.captured(colour);
    if captured > 0 {
        let marked = position.marked();
        let ready = (on_goal & marked).count().min(captured);
        score += MARK_ON_GOAL_ROW * ready as i32;
        let later = (on_the_way & marked).count().min(captured - ready);
        score += MARK_ON_THE_WAY * later as i32;
    }
    score -= ATTACKED * (on_the_way & attacked).count() as i32;
    score -= ATTACKED_ON_GOAL_ROW * (on_goal & attacked).count() as i32;
    score
}

/// The evaluation of a position that is not over, for the side to move.
#[must_use]
pub fn evaluate(position: &Position) -> i32 {
    let white_attacks = attacks(position, Colour::White);
    let black_attacks = attacks(position, Colour::Black);
    let white = side(position, Colour::White, black_attacks);
    let black = side(position, Colour::Black, white_attacks);
    let score = match position.turn() {
        Colour::White => white - black,
        Colour::Black => black - white,
    };
    score + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goal_distance_is_zero_on_goal_row_and_small_elsewhere() {
        for c in Circle::all() {
            let w = GOAL_DISTANCE[0][0][c.index()];
            assert_eq!(w == 0, c.rank() == 4, "{c}");
            assert!(w <= 3, "{c} {w}");
            let b = GOAL_DISTANCE[0][1][c.index()];
            assert_eq!(b == 0, c.rank() == 0, "{c}");
        }
        // a1-b3-a5: two steps from White's home row to its goal row.
        assert_eq!(GOAL_DISTANCE[0][0][0], 2);
    }

    #[test]
    fn goal_distance_on_the_traditional_board_is_at_most_three_and_not_the_same_for_both() {
        let traditional = Board::Traditional.index();
        for c in Circle::all() {
            let w = GOAL_DISTANCE[traditional][0][c.index()];
            assert_eq!(w == 0, c.rank() == 4, "{c}");
            assert!(w <= 3, "{c} {w}");
            let b = GOAL_DISTANCE[traditional][1][c.index()];
            assert_eq!(b == 0, c.rank() == 0, "{c}");
            assert!(b <= 3, "{c} {b}");
        }
        // White on a2 needs three steps (a2-c3-a4-c5), Black on the mirror circle a4
        // two (a4-c3-d1).
        let (a2, a4): (Circle, Circle) = ("a2".parse().unwrap(), "a4".parse().unwrap());
        assert_eq!(GOAL_DISTANCE[traditional][0][a2.index()], 3);
        assert_eq!(GOAL_DISTANCE[traditional][1][a4.index()], 2);
    }

    #[test]
    fn start_position_is_even_but_for_the_tempo() {
        assert_eq!(evaluate(&Position::default()), TEMPO);
    }

    #[test]
    fn evaluation_is_symmetric_between_the_sides() {
        let white: Position = "b4/5/2w2/5/4w b - -".parse().unwrap();
        // Mirror the ranks and swap the colours: the same for the side to move.
        let mirrored: Position = "4b/5/2b2/5/w4 w - -".parse().unwrap();
        assert_eq!(evaluate(&white), evaluate(&mirrored));
    }
}

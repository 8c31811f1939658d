//! Zobrist keys: a 64-bit hash of everything that makes a position itself (RULES.md
//! E3): the archers of each side, the marks, the side to move and both shuttle
//! states, and the board they stand on. Two positions that are equal have the same
//! key; the transposition table and the repetition check use it.

use crate::board::{Board, Circle, Colour};
use crate::position::Position;

use super::rng::mix;

const fn key(i: u64) -> u64 {
    mix(0x4A61_726D_6F21_0000 ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// `[table][index]`: 0-1 archers of White/Black, 2 marks, 3-4 shuttle `from` circle
/// of White/Black, 5-6 shuttle `to` circle, 7-8 shuttle count.
#[cfg(feature = "engine")]
const fn build() -> [[u64; Circle::COUNT]; 9] {
    let mut t = [[0u64; Circle::COUNT]; 9];
    let mut i = 0;
    while i < 9 {
        let mut c = 0;
        while c < Circle::COUNT {
            t[i][c] = key((i * Circle::COUNT + c) as u64 + 1);
            c += 1;
        }
        i += 1;
    }
    t
}

#[cfg(feature = "engine")]
const KEYS: [[u64; Circle::COUNT]; 9] = build();
const BLACK_TO_MOVE: u64 = key(10_000);
/// A position on the traditional board: the same archers on the knight board are
/// another position, with other moves, and an engine or solver that keeps its table
/// from one game to the next (the page's worker does) must not take one for the
/// other. The knight board adds nothing, so its keys are those from before there
/// were two boards.
const TRADITIONAL_BOARD: u64 = key(10_001);

/// The key of `index` in `table`. Where the engine searches, hashing is hot, so the
/// keys are a table; the page's rules-only module (no `engine` feature) hashes once a
/// move, so there each key is worked out when it is needed: the same numbers, without
/// 1.8 KB of random bytes that gzip cannot shrink (BENCHMARKS.md, "First visit").
#[inline]
fn key_of(table: usize, index: usize) -> u64 {
    #[cfg(feature = "engine")]
    {
        KEYS[table][index]
    }
    #[cfg(not(feature = "engine"))]
    {
        key((table * Circle::COUNT + index) as u64 + 1)
    }
}

/// The Zobrist key of `position`.
#[must_use]
pub fn hash(position: &Position) -> u64 {
    let mut h = 0;
    for colour in Colour::ALL {
        for c in position.archers(colour) {
            h ^= key_of(colour.index(), c.index());
        }
        if let Some(s) = position.shuttle(colour) {
            h ^= key_of(3 + colour.index(), s.from.index())
                ^ key_of(5 + colour.index(), s.to.index())
                ^ key_of(7 + colour.index(), usize::from(s.steps));
        }
    }
    for c in position.marked() {
        h ^= key_of(2, c.index());
    }
    if position.turn() == Colour::Black {
        h ^= BLACK_TO_MOVE;
    }
    if position.board() == Board::Traditional {
        h ^= TRADITIONAL_BOARD;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key of one archer, mark or shuttle part, from its number alone.
    fn numbered(table: usize, index: usize) -> u64 {
        key((table * Circle::COUNT + index) as u64 + 1)
    }

    #[test]
    fn the_keys_are_the_numbered_ones_with_or_without_the_table() {
        // The start, with Black to move, and a position with marks and both shuttles.
        let position: Position = "bbbb1/5/3b1/2W2/1wwww b a1c2:1 e5d3:2".parse().unwrap();
        let mut expected = key(10_000);
        for colour in Colour::ALL {
            for c in position.archers(colour) {
                expected ^= numbered(colour.index(), c.index());
            }
            let s = position.shuttle(colour).expect("both shuttles");
            expected ^= numbered(3 + colour.index(), s.from.index())
                ^ numbered(5 + colour.index(), s.to.index())
                ^ numbered(7 + colour.index(), usize::from(s.steps));
        }
        for c in position.marked() {
            expected ^= numbered(2, c.index());
        }
        assert!(position.marked().into_iter().count() > 0);
        assert_eq!(hash(&position), expected);
    }

    #[test]
    fn key_covers_the_board() {
        let knight: Position = "bbbb1/5/3b1/2W2/1wwww b - -".parse().unwrap();
        let traditional = knight.on_board(Board::Traditional).unwrap();
        assert_eq!(hash(&traditional), hash(&knight) ^ key(10_001));
        assert_ne!(hash(&traditional), hash(&knight));
    }

    #[test]
    fn key_covers_side_to_move_marks_and_shuttles() {
        let texts = [
            "bbbbb/5/5/5/wwwww w - -",
            "bbbbb/5/5/5/wwwww b - -",
            "bbbbb/5/5/2w2/1wwww b a1c2:1 -",
            "bbbbb/5/5/2w2/1wwww b a1c2:3 -",
            "bbbbb/5/5/2W2/1wwww b a1c2:1 -",
            "bbbbb/5/5/2w2/1wwww b c2a1:1 -",
            "bbbbb/5/5/2w2/1wwww b - -",
            "bbbbb/5/5/2w2/1wwww b - a1c2:1",
        ];
        let keys: Vec<u64> = texts
            .iter()
            .map(|t| hash(&t.parse::<Position>().unwrap()))
            .collect();
        for i in 0..keys.len() {
            for j in 0..i {
                assert_ne!(keys[i], keys[j], "{} and {}", texts[i], texts[j]);
            }
        }
    }
}

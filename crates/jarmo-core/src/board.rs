//! The board: colours, circles, sets of circles and the lines that join them.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};
use std::str::FromStr;

use crate::excerpt::excerpt;

/// The two sides. White starts on rank 1, Black on rank 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// Both colours, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank (0-based) this colour starts on.
    #[must_use]
    pub const fn home_rank(self) -> u8 {
        match self {
            Colour::White => 0,
            Colour::Black => 4,
        }
    }

    /// The rank (0-based) this colour is heading for: the opponent's home row.
    #[must_use]
    pub const fn goal_rank(self) -> u8 {
        self.opponent().home_rank()
    }

    /// The circles of this colour's home row.
    #[must_use]
    pub const fn home_row(self) -> CircleSet {
        CircleSet::rank(self.home_rank())
    }

    /// The circles of this colour's goal row.
    #[must_use]
    pub const fn goal_row(self) -> CircleSet {
        CircleSet::rank(self.goal_rank())
    }

    /// `w` or `b`, as in the position notation.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// "white" or "black".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the 25 circles, `a1` to `e5`. Index `rank * 5 + file`, both 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Circle(u8);

impl Circle {
    /// Number of circles on the board.
    pub const COUNT: usize = 25;

    /// The circle with this index (0..25), or `None`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Circle> {
        if (index as usize) < Circle::COUNT {
            Some(Circle(index))
        } else {
            None
        }
    }

    /// The circle on this file and rank, both 0-based (0..5), or `None`.
    #[must_use]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Circle> {
        if file < 5 && rank < 5 {
            Some(Circle(rank * 5 + file))
        } else {
            None
        }
    }

    /// Index 0..25.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..5 (`a` is 0).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 5
    }

    /// Rank 0..5 (rank `1` is 0).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 5
    }

    /// All 25 circles, `a1`, `b1`, ... `e5`.
    pub fn all() -> impl Iterator<Item = Circle> {
        (0..Circle::COUNT as u8).map(Circle)
    }

    /// The set holding only this circle.
    #[must_use]
    pub const fn set(self) -> CircleSet {
        CircleSet(1 << self.0)
    }
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a circle name could not be read: the text, as an [`excerpt`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCircleError(pub String);

impl fmt::Display for ParseCircleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a circle (a file a-e and a rank 1-5, like a1)",
            self.0
        )
    }
}

impl std::error::Error for ParseCircleError {}

impl FromStr for Circle {
    type Err = ParseCircleError;

    /// Reads `a1` .. `e5`; upper case (`A1`) is accepted too.
    fn from_str(s: &str) -> Result<Circle, ParseCircleError> {
        let err = || ParseCircleError(excerpt(s));
        let bytes = s.as_bytes();
        if bytes.len() != 2 {
            return Err(err());
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Circle::from_coords(file, rank).ok_or_else(err)
    }
}

/// A set of circles as 25 bits (bit `i` for the circle of index `i`): used for the
/// archers of a side, the marks, and the circles joined to a circle by lines.
///
/// Only the 25 bits of the board are ever set: every constructor masks to them, so
/// that code indexing tables by a member circle never reads past the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CircleSet(u32);

impl CircleSet {
    /// No circle.
    pub const EMPTY: CircleSet = CircleSet(0);
    /// All 25 circles.
    pub const FULL: CircleSet = CircleSet((1 << Circle::COUNT) - 1);

    /// The set of the circles whose bits are set in `bits` (bit `i` for the circle
    /// of index `i`); bits 25 to 31 lie outside the board and are dropped.
    ///
    /// # Examples
    ///
    /// ```
    /// use jarmo_core::CircleSet;
    ///
    /// assert_eq!(CircleSet::from_bits(0b11).count(), 2);
    /// assert_eq!(CircleSet::from_bits(1 << 30), CircleSet::EMPTY);
    /// assert_eq!(CircleSet::from_bits(u32::MAX), CircleSet::FULL);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u32) -> CircleSet {
        CircleSet(bits & CircleSet::FULL.0)
    }

    /// The set as bits, bit `i` for the circle of index `i`: never above bit 24.
    #[must_use]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The five circles of one rank (0-based, 0..5); no circle for a rank off the
    /// board.
    #[must_use]
    pub const fn rank(rank: u8) -> CircleSet {
        if rank < 5 {
            CircleSet(0b11111 << (rank * 5))
        } else {
            CircleSet::EMPTY
        }
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[must_use]
    pub const fn contains(self, circle: Circle) -> bool {
        self.0 & (1 << circle.0) != 0
    }

    /// The circle with the lowest index (lowest rank, then lowest file), if any.
    #[must_use]
    pub const fn first(self) -> Option<Circle> {
        if self.0 == 0 {
            None
        } else {
            Some(Circle(self.0.trailing_zeros() as u8))
        }
    }

    #[must_use]
    pub const fn with(self, circle: Circle) -> CircleSet {
        CircleSet(self.0 | (1 << circle.0))
    }

    #[must_use]
    pub const fn without(self, circle: Circle) -> CircleSet {
        CircleSet(self.0 & !(1 << circle.0))
    }
}

impl Iterator for CircleSet {
    type Item = Circle;

    fn next(&mut self) -> Option<Circle> {
        let first = self.first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl BitAnd for CircleSet {
    type Output = CircleSet;
    fn bitand(self, rhs: CircleSet) -> CircleSet {
        CircleSet(self.0 & rhs.0)
    }
}

impl BitOr for CircleSet {
    type Output = CircleSet;
    fn bitor(self, rhs: CircleSet) -> CircleSet {
        CircleSet(self.0 | rhs.0)
    }
}

impl BitAndAssign for CircleSet {
    fn bitand_assign(&mut self, rhs: CircleSet) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for CircleSet {
    fn bitor_assign(&mut self, rhs: CircleSet) {
        self.0 |= rhs.0;
    }
}

impl Not for CircleSet {
    type Output = CircleSet;
    fn not(self) -> CircleSet {
        CircleSet(!self.0 & CircleSet::FULL.0)
    }
}

/// The lines of the board: the one place that says which circles are joined.
///
/// **Decision** (RULES.md, "Lines"): two circles are joined exactly when they are a
/// knight's move apart, which gives 48 lines. To play a variant with another drawing,
/// change [`is_joined`] and the count; everything else is derived from it.
pub mod lines {
    use super::{Circle, CircleSet};

    /// Number of lines on the board.
    pub const COUNT: usize = 48;

    /// Whether the circles at (file, rank) `a` and `b` are joined by a line.
    const fn is_joined(a: (i8, i8), b: (i8, i8)) -> bool {
        let df = (a.0 - b.0).abs();
        let dr = (a.1 - b.1).abs();
        (df == 1 && dr == 2) || (df == 2 && dr == 1)
    }

    const fn build_neighbours() -> [CircleSet; Circle::COUNT] {
        let mut table = [CircleSet::EMPTY; Circle::COUNT];
        let mut from = 0;
        while from < Circle::COUNT {
            let mut to = 0;
            let mut bits = 0u32;
            while to < Circle::COUNT {
                let a = ((from % 5) as i8, (from / 5) as i8);
                let b = ((to % 5) as i8, (to / 5) as i8);
                if is_joined(a, b) {
                    bits |= 1 << to;
                }
                to += 1;
            }
            table[from] = CircleSet::from_bits(bits);
            from += 1;
        }
        table
    }

    const fn build_lines() -> [(Circle, Circle); COUNT] {
        let mut table = [(Circle(0), Circle(0)); COUNT];
        let mut n = 0;
        let mut from = 0;
        while from < Circle::COUNT {
            let mut to = from + 1;
            while to < Circle::COUNT {
                if NEIGHBOURS[from].0 & (1 << to) != 0 {
                    table[n] = (Circle(from as u8), Circle(to as u8));
                    n += 1;
                }
                to += 1;
            }
            from += 1;
        }
        assert!(n == COUNT, "the line table must hold exactly COUNT lines");
        table
    }

    /// For each circle, the circles joined to it by a line.
    pub const NEIGHBOURS: [CircleSet; Circle::COUNT] = build_neighbours();

    /// Every line once, as a pair of circles with the lower index first.
    pub const ALL: [(Circle, Circle); COUNT] = build_lines();

    /// The circles joined to `circle` by a line.
    #[must_use]
    pub const fn from(circle: Circle) -> CircleSet {
        NEIGHBOURS[circle.index()]
    }

    /// Whether a line joins `a` and `b`.
    #[must_use]
    pub const fn joins(a: Circle, b: Circle) -> bool {
        from(a).contains(b)
    }
}

/// The lines of the traditional board: 38 lines, 30 of them a knight's move apart and 8
/// short straight lines in the centre (RULES.md "The boards"). Drawn from the open
/// Dagaz engine's `jarmo.zrf`, itself drawn from the boardandpieces diagram; rank 1 is
/// the home row of the side that moves first (White). Not the same from both sides.
pub mod traditional {
    use super::{Circle, CircleSet};

    /// Number of lines on the traditional board.
    pub const COUNT: usize = 38;

    /// Each line as (file, rank) pairs, 0-based: `a1-b3` is ((0, 0), (1, 2)).
    const PAIRS: [((u8, u8), (u8, u8)); COUNT] = [
        ((0, 0), (1, 2)), // a1-b3
        ((0, 0), (2, 1)), // a1-c2
        ((0, 1), (2, 0)), // a2-c1
        ((0, 1), (2, 2)), // a2-c3
        ((0, 2), (1, 0)), // a3-b1
        ((0, 2), (1, 4)), // a3-b5
        ((0, 3), (2, 2)), // a4-c3
        ((0, 3), (2, 4)), // a4-c5
        ((0, 4), (1, 2)), // a5-b3
        ((0, 4), (2, 3)), // a5-c4
        ((1, 0), (3, 1)), // b1-d2
        ((1, 1), (1, 2)), // b2-b3
        ((1, 1), (2, 1)), // b2-c2
        ((1, 1), (2, 3)), // b2-c4
        ((1, 1), (3, 0)), // b2-d1
        ((1, 2), (1, 3)), // b3-b4
        ((1, 2), (2, 4)), // b3-c5
        ((1, 2), (3, 1)), // b3-d2
        ((1, 3), (2, 3)), // b4-c4
        ((1, 3), (3, 2)), // b4-d3
        ((1, 3), (3, 4)), // b4-d5
        ((1, 4), (3, 3)), // b5-d4
        ((2, 0), (3, 2)), // c1-d3
        ((2, 0), (4, 1)), // c1-e2
        ((2, 1), (3, 1)), // c2-d2
        ((2, 1), (4, 0)), // c2-e1
        ((2, 1), (4, 2)), // c2-e3
        ((2, 2), (3, 0)), // c3-d1
        ((2, 2), (4, 3)), // c3-e4
        ((2, 3), (3, 3)), // c4-d4
        ((2, 3), (4, 4)), // c4-e5
        ((2, 4), (4, 3)), // c5-e4
        ((3, 1), (3, 2)), // d2-d3
        ((3, 2), (3, 3)), // d3-d4
        ((3, 2), (4, 0)), // d3-e1
        ((3, 2), (4, 4)), // d3-e5
        ((3, 3), (4, 1)), // d4-e2
        ((3, 4), (4, 2)), // d5-e3
    ];

    const fn index((file, rank): (u8, u8)) -> usize {
        rank as usize * 5 + file as usize
    }

    const fn build_neighbours() -> [CircleSet; Circle::COUNT] {
        let mut bits = [0u32; Circle::COUNT];
        let mut n = 0;
        while n < COUNT {
            let (a, b) = (index(PAIRS[n].0), index(PAIRS[n].1));
            bits[a] |= 1 << b;
            bits[b] |= 1 << a;
            n += 1;
        }
        let mut table = [CircleSet::EMPTY; Circle::COUNT];
        let mut i = 0;
        while i < Circle::COUNT {
            table[i] = CircleSet::from_bits(bits[i]);
            i += 1;
        }
        table
    }

    const fn build_lines() -> [(Circle, Circle); COUNT] {
        let mut table = [(Circle(0), Circle(0)); COUNT];
        let mut n = 0;
        while n < COUNT {
            let (a, b) = (index(PAIRS[n].0), index(PAIRS[n].1));
            let (low, high) = if a < b { (a, b) } else { (b, a) };
            table[n] = (Circle(low as u8), Circle(high as u8));
            n += 1;
        }
        table
    }

    /// For each circle, the circles joined to it by a line.
    pub const NEIGHBOURS: [CircleSet; Circle::COUNT] = build_neighbours();

    /// Every line once, as a pair of circles with the lower index first.
    pub const ALL: [(Circle, Circle); COUNT] = build_lines();
}

/// The board a game is played on: which lines join its circles. Everything else (the
/// circles, the rules, the notation of a position) is the same on both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Board {
    /// Circles joined when a knight's move apart: 48 lines, the same from both sides.
    /// Jarmo's board until the traditional one came, and still the default.
    #[default]
    Knight,
    /// The asymmetric board of the printed editions and the boardandpieces diagram: 38
    /// lines ([`traditional`]).
    Traditional,
}

impl Board {
    /// Both boards, the default first.
    pub const ALL: [Board; 2] = [Board::Knight, Board::Traditional];

    /// `knight` or `traditional`: its name in links, records and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Board::Knight => "knight",
            Board::Traditional => "traditional",
        }
    }

    /// 0 for the knight board, 1 for the traditional one: an index into per-board tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// For each circle (by [`Circle::index`]), the circles joined to it by a line.
    #[must_use]
    pub const fn neighbour_table(self) -> &'static [CircleSet; Circle::COUNT] {
        match self {
            Board::Knight => &lines::NEIGHBOURS,
            Board::Traditional => &traditional::NEIGHBOURS,
        }
    }

    /// The circles joined to `circle` by a line of this board.
    #[must_use]
    pub const fn neighbours(self, circle: Circle) -> CircleSet {
        self.neighbour_table()[circle.index()]
    }

    /// Whether a line of this board joins `a` and `b`.
    #[must_use]
    pub const fn joins(self, a: Circle, b: Circle) -> bool {
        self.neighbours(a).contains(b)
    }

    /// Every line of this board once, as a pair of circles with the lower index first.
    #[must_use]
    pub const fn lines(self) -> &'static [(Circle, Circle)] {
        match self {
            Board::Knight => &lines::ALL,
            Board::Traditional => &traditional::ALL,
        }
    }
}

/// A board's name that is not one: the text (shortened) as it was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBoardError(pub String);

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” is not a board: use knight or traditional", self.0)
    }
}

impl std::error::Error for ParseBoardError {}

impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(text: &str) -> Result<Board, ParseBoardError> {
        Board::ALL
            .into_iter()
            .find(|b| b.name() == text)
            .ok_or_else(|| ParseBoardError(excerpt(text)))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

//! Where a position stands in a table: a combinatorial ranking of its archers and
//! marks, and of the two players' shuttle states reduced to what can still matter.
//!
//! A **base** is a position without its shuttle states: which circles hold White's
//! archers, which Black's, which of them are marked, and the side to move. Bases are
//! grouped by `(w, b, m)` (White's archers on the board, Black's, marks), the groups
//! ordered by `P = w + b + m` and then by `w`, `b`, `m`, so that the bases of each
//! layer `P` are one range. Inside a group a base's rank is that of White's circles
//! among the 25 (the combinatorial number system, colex order), then Black's among
//! the 25 - w circles White leaves, then the marks among the w + b occupied circles.
//!
//! On the knight board the colour swap is a symmetry of the rules: turn the board
//! round (rank `r` becomes rank `6 - r`) and swap the colours, and every line, row
//! and rule maps to itself (the return's **Decision**, lowest file first, looks at
//! files only). So a knight table keeps only the bases with White to move, and a
//! position with Black to move is turned round first. The mirror `a` <-> `e` is not
//! a symmetry: it would turn "the lowest file loses its mark" into "the highest".
//! The traditional board's lines differ between the sides, so its tables keep both
//! sides to move.
//!
//! A **node** is a base with both shuttle states. A player's state is reduced to the
//! classes that behave alike from here on: it matters only while an archer of that
//! player stands on its `to` circle off its goal row (only that archer's step back can
//! be closed, and any other move of the player replaces the state). So a player has
//! `1 + 4 * d` states, where `d` counts the lines from its archers off their goal row:
//! class 0 for "none, or a state that no longer matters", then one class for each such
//! line `to`-`from` and count 1 to 4. Positions of one class have the same moves, the
//! same ends and successors of the same classes, so they have the same value.

use crate::board::{Board, Circle, CircleSet, Colour};
use crate::position::{Position, Shuttle};

/// Archers a side has in all.
const SIDE: usize = 5;

/// `BINOMIAL[n][k]` = n choose k, for n <= 25.
const BINOMIAL: [[u64; 26]; 26] = binomials();

const fn binomials() -> [[u64; 26]; 26] {
    let mut t = [[0u64; 26]; 26];
    let mut n = 0;
    while n < 26 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// `n` choose `k` (0 when `k > n`).
#[must_use]
pub const fn choose(n: usize, k: usize) -> u64 {
    if k > n {
        0
    } else {
        BINOMIAL[n][k]
    }
}

/// The colex rank of the set `bits` among the sets of its size over `n` elements.
fn rank_set(bits: u32) -> u64 {
    let mut rank = 0;
    let mut rest = bits;
    let mut i = 1;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rank += choose(c, i);
        rest &= rest - 1;
        i += 1;
    }
    rank
}

/// The set of `k` elements with colex rank `rank` (its bits).
fn unrank_set(mut rank: u64, k: usize) -> u32 {
    let mut bits = 0;
    for i in (1..=k).rev() {
        // The largest c with C(c, i) <= rank.
        let mut c = i - 1;
        while choose(c + 1, i) <= rank {
            c += 1;
        }
        rank -= choose(c, i);
        bits |= 1 << c;
    }
    bits
}

/// Bits of `set` squeezed onto the positions of `within`: the i-th member of `within`
/// becomes bit i (a parallel bit extract).
fn squeeze(set: u32, within: u32) -> u32 {
    let mut out = 0;
    let mut rest = within;
    let mut i = 0;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if set & low != 0 {
            out |= 1 << i;
        }
        rest &= rest - 1;
        i += 1;
    }
    out
}

/// The inverse of [`squeeze`]: bit i goes to the i-th member of `within`.
fn spread(bits: u32, within: u32) -> u32 {
    let mut out = 0;
    let mut rest = within;
    let mut i = 0;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if bits & (1 << i) != 0 {
            out |= low;
        }
        rest &= rest - 1;
        i += 1;
    }
    out
}

/// The layer of a position: archers on the board plus marked archers. A step keeps
/// it, a return keeps it (an archer comes back, a mark goes), a capture keeps it or
/// lowers it; so the positions with `P <= k` are closed under play.
#[must_use]
pub fn layer(position: &Position) -> u32 {
    position.occupied().count() + position.marked().count()
}

/// The circle on the other side of the board: rank `r` becomes rank `6 - r`.
fn turned(circle: Circle) -> Circle {
    Circle::from_coords(circle.file(), 4 - circle.rank()).expect("on the board")
}

fn turned_set(set: CircleSet) -> CircleSet {
    set.fold(CircleSet::EMPTY, |s, c| s.with(turned(c)))
}

/// `position` seen from the other side: board turned round, colours swapped. On the
/// knight board the result has the same value for the side to move.
#[must_use]
pub fn turned_round(position: &Position) -> Position {
    let white = turned_set(position.archers(Colour::Black));
    let black = turned_set(position.archers(Colour::White));
    let marked = turned_set(position.marked());
    let turn = |s: Option<Shuttle>| {
        s.map(|s| Shuttle {
            from: turned(s.from),
            to: turned(s.to),
            steps: s.steps,
        })
    };
    Position::from_parts_on(
        position.board(),
        white,
        black,
        marked,
        position.turn().opponent(),
        [
            turn(position.shuttle(Colour::Black)),
            turn(position.shuttle(Colour::White)),
        ],
    )
    .expect("turning a valid position round keeps it valid")
}

/// One group of bases: `w` White archers, `b` Black archers, `m` marks.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    pub w: usize,
    pub b: usize,
    pub m: usize,
    /// The rank of the group's first base among all bases.
    pub first: u64,
    /// How many bases the group has.
    pub len: u64,
}

/// The ranking of one board's bases up to a layer, and of their nodes.
#[derive(Clone, Debug)]
pub struct Index {
    pub board: Board,
    pub max_p: u32,
    /// Whether bases keep the side to move (false: always White, the knight board's
    /// colour swap).
    pub sides: bool,
    /// Whether nodes keep the shuttle classes. Without them (only for measuring
    /// what they change) every position has class 0 and no move is ever closed: the
    /// game without the limit on back and forth.
    pub shuttles: bool,
    pub groups: Vec<Group>,
    /// `group_of[w][b][m]`: the group's place in `groups`.
    group_of: [[[u16; 11]; 6]; 6],
    /// The first base of each layer 0..=max_p, and the total at the end.
    pub layer_first: Vec<u64>,
    /// Lines from each circle, for the shuttle classes: `degree[c]`.
    degree: [u32; 25],
}

/// A base unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Base {
    pub white: CircleSet,
    pub black: CircleSet,
    pub marked: CircleSet,
    pub turn: Colour,
}

impl Index {
    /// The index of `board`'s bases with `P <= max_p` (at most 15).
    #[must_use]
    #[allow(clippy::needless_range_loop)] // w and b are counts, not only indices
    pub fn new(board: Board, max_p: u32) -> Index {
        let sides = board != Board::Knight;
        let mut groups = Vec::new();
        let mut group_of = [[[u16::MAX; 11]; 6]; 6];
        let mut layer_first = Vec::new();
        let mut first = 0u64;
        for p in 0..=max_p as usize {
            layer_first.push(first);
            for w in 0..=SIDE {
                for b in 0..=SIDE {
                    if w + b > p {
                        continue;
                    }
                    let m = p - w - b;
                    if m > w + b {
                        continue;
                    }
                    let len = choose(25, w)
                        * choose(25 - w, b)
                        * choose(w + b, m)
                        * if sides { 2 } else { 1 };
                    group_of[w][b][m] = u16::try_from(groups.len()).expect("few groups");
                    groups.push(Group {
                        w,
                        b,
                        m,
                        first,
                        len,
                    });
                    first += len;
                }
            }
        }
        layer_first.push(first);
        let mut degree = [0; 25];
        for c in Circle::all() {
            degree[c.index()] = board.neighbours(c).count();
        }
        Index {
            board,
            max_p,
            sides,
            shuttles: true,
            groups,
            group_of,
            layer_first,
            degree,
        }
    }

    /// How many bases there are.
    #[must_use]
    pub fn bases(&self) -> u64 {
        *self.layer_first.last().expect("at least layer 0")
    }

    /// The position to look up for `position`: itself, or turned round when the table
    /// keeps White to move only. The flag says whether it was turned.
    #[must_use]
    pub fn canonical(&self, position: &Position) -> (Position, bool) {
        if !self.sides && position.turn() == Colour::Black {
            (turned_round(position), true)
        } else {
            (*position, false)
        }
    }

    /// The rank of a canonical position's base, or `None` above the table's layer.
    #[must_use]
    pub fn base_rank(&self, position: &Position) -> Option<u64> {
        let white = position.archers(Colour::White);
        let black = position.archers(Colour::Black);
        let marked = position.marked();
        let (w, b, m) = (
            white.count() as usize,
            black.count() as usize,
            marked.count() as usize,
        );
        if (w + b + m) as u32 > self.max_p {
            return None;
        }
        let g = self.groups[usize::from(self.group_of[w][b][m])];
        let rw = rank_set(white.bits());
        let rb = rank_set(squeeze(
            black.bits(),
            !white.bits() & CircleSet::FULL.bits(),
        ));
        let rm = rank_set(squeeze(marked.bits(), (white | black).bits()));
        let mut r = (rw * choose(25 - w, b) + rb) * choose(w + b, m) + rm;
        if self.sides {
            r = r * 2 + position.turn().index() as u64;
        }
        Some(g.first + r)
    }

    /// The group a base belongs to.
    #[must_use]
    pub fn group_of_base(&self, base: u64) -> &Group {
        let i = self.groups.partition_point(|g| g.first + g.len <= base);
        &self.groups[i]
    }

    /// The base of rank `base`.
    #[must_use]
    pub fn unrank(&self, base: u64) -> Base {
        let g = *self.group_of_base(base);
        let mut r = base - g.first;
        let turn = if self.sides {
            let t = if r % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            r /= 2;
            t
        } else {
            Colour::White
        };
        let cm = choose(g.w + g.b, g.m);
        let rm = r % cm;
        r /= cm;
        let cb = choose(25 - g.w, g.b);
        let rb = r % cb;
        let rw = r / cb;
        let white = unrank_set(rw, g.w);
        let black = spread(unrank_set(rb, g.b), !white & CircleSet::FULL.bits());
        let marked = spread(unrank_set(rm, g.m), white | black);
        Base {
            white: CircleSet::from_bits(white),
            black: CircleSet::from_bits(black),
            marked: CircleSet::from_bits(marked),
            turn,
        }
    }

    /// How many shuttle classes `colour` has in a base: 1 + 4 lines.
    #[must_use]
    pub fn classes(&self, base: &Base, colour: Colour) -> u32 {
        if !self.shuttles {
            return 1;
        }
        let own = if colour == Colour::White {
            base.white
        } else {
            base.black
        };
        let movers = own & !colour.goal_row();
        1 + 4 * movers.map(|c| self.degree[c.index()]).sum::<u32>()
    }

    /// The class of `colour`'s shuttle state `state` in a base (see the module).
    #[must_use]
    pub fn class(&self, base: &Base, colour: Colour, state: Option<Shuttle>) -> u32 {
        let Some(s) = state.filter(|_| self.shuttles) else {
            return 0;
        };
        let own = if colour == Colour::White {
            base.white
        } else {
            base.black
        };
        let movers = own & !colour.goal_row();
        if !movers.contains(s.to) {
            return 0;
        }
        let before: u32 = movers
            .filter(|c| c.index() < s.to.index())
            .map(|c| self.degree[c.index()])
            .sum();
        let ways = self.board.neighbours(s.to);
        let at = (ways.bits() & ((1u32 << s.from.index()) - 1)).count_ones();
        1 + 4 * (before + at) + u32::from(s.steps - 1)
    }

    /// A shuttle state of the class `class` (the inverse of [`Index::class`]; class 0
    /// gives none).
    #[must_use]
    pub fn state(&self, base: &Base, colour: Colour, class: u32) -> Option<Shuttle> {
        if class == 0 {
            return None;
        }
        let own = if colour == Colour::White {
            base.white
        } else {
            base.black
        };
        let movers = own & !colour.goal_row();
        let steps = ((class - 1) % 4) as u8 + 1;
        let mut line = (class - 1) / 4;
        for to in movers {
            let d = self.degree[to.index()];
            if line < d {
                let from = self
                    .board
                    .neighbours(to)
                    .nth(line as usize)
                    .expect("line within the degree");
                return Some(Shuttle { from, to, steps });
            }
            line -= d;
        }
        panic!("shuttle class {class} out of range")
    }

    /// The position of a base with both shuttle states.
    #[must_use]
    pub fn position(&self, base: &Base, shuttles: [Option<Shuttle>; 2]) -> Position {
        Position::from_parts_on(
            self.board,
            base.white,
            base.black,
            base.marked,
            base.turn,
            shuttles,
        )
        .expect("a table's base is a valid position")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_rank_and_unrank_in_colex_order() {
        for k in 0..=5 {
            for r in [0, 1, 7, choose(25, k).saturating_sub(1)] {
                if r < choose(25, k) {
                    let bits = unrank_set(r, k);
                    assert_eq!(bits.count_ones() as usize, k);
                    assert_eq!(rank_set(bits), r);
                }
            }
        }
        assert_eq!(
            spread(squeeze(0b1010_0100, 0b1110_0110), 0b1110_0110),
            0b1010_0100
        );
    }

    #[test]
    fn every_base_of_small_layers_ranks_back_to_itself() {
        for board in Board::ALL {
            let index = Index::new(board, 3);
            for base in 0..index.bases() {
                let b = index.unrank(base);
                let p = index.position(&b, [None, None]);
                assert_eq!(index.base_rank(&p), Some(base), "{p}");
                assert!(layer(&p) <= 3);
            }
        }
    }

    #[test]
    fn shuttle_classes_round_trip() {
        let index = Index::new(Board::Knight, 6);
        let p: Position = "5/1w3/2b2/1W3/5 w - -".parse().unwrap();
        let base = index.unrank(index.base_rank(&p).unwrap());
        for colour in Colour::ALL {
            for class in 0..index.classes(&base, colour) {
                let s = index.state(&base, colour, class);
                assert_eq!(index.class(&base, colour, s), class);
            }
        }
    }

    #[test]
    fn the_layer_counts_match_the_issue() {
        // Positions with the side to move, shuttle states left aside (issue 36).
        let index = Index::new(Board::Traditional, 8);
        assert_eq!(index.bases(), 1_833_425_822);
        assert_eq!(Index::new(Board::Knight, 8).bases() * 2, 1_833_425_822);
    }
}

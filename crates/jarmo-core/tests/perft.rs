//! The perft suite of `tests/perft.txt`, checked twice: against the crate's
//! [`jarmo_core::perft`] and against a second, deliberately simple move generator
//! written here straight from the text of RULES.md (a 5 x 5 array of characters,
//! knight deltas, no bitboards, nothing taken from the crate but the parsed text).
//!
//! The crate's generator is checked on every line. The simple one is slower, so in
//! a debug build it checks only lines of at most [`REFERENCE_NODES_IN_DEBUG`] nodes;
//! `cargo test --release` checks every line with both.

use jarmo_core::{perft, Position};

/// The largest perft number the simple generator recomputes in a debug build.
const REFERENCE_NODES_IN_DEBUG: u64 = 300_000;

/// One line of `perft.txt`: `position ; depth ; nodes`.
struct Case {
    line: usize,
    position: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    let text = include_str!("perft.txt");
    let mut cases = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "perft.txt line {}: {raw}", i + 1);
        cases.push(Case {
            line: i + 1,
            position: fields[0].to_string(),
            depth: fields[1].parse().expect("depth"),
            nodes: fields[2].parse().expect("nodes"),
        });
    }
    cases
}

#[test]
fn perft_suite_is_not_empty_and_covers_the_start_to_depth_6() {
    let cases = cases();
    assert!(cases.len() >= 30, "only {} perft lines", cases.len());
    let start: Vec<(u32, u64)> = cases
        .iter()
        .filter(|c| c.position == "bbbbb/5/5/5/wwwww w - -")
        .map(|c| (c.depth, c.nodes))
        .collect();
    for (depth, nodes) in [
        (1, 14),
        (2, 196),
        (3, 2904),
        (4, 42688),
        (5, 632250),
        (6, 9289020),
    ] {
        assert!(
            start.contains(&(depth, nodes)),
            "start depth {depth} missing"
        );
    }
}

#[test]
fn perft_of_the_crate_matches_the_suite() {
    let mut failures = Vec::new();
    for case in cases() {
        let position: Position = case
            .position
            .parse()
            .unwrap_or_else(|e| panic!("perft.txt line {}: {e}", case.line));
        let got = perft(&position, case.depth);
        if got != case.nodes {
            failures.push(format!(
                "line {}: perft({}, {}) = {got}, the suite says {}",
                case.line, case.position, case.depth, case.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_of_the_simple_generator_matches_the_suite() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases() {
        if cfg!(debug_assertions) && case.nodes > REFERENCE_NODES_IN_DEBUG {
            continue;
        }
        checked += 1;
        let board = Board::parse(&case.position);
        let got = board.perft(case.depth);
        if got != case.nodes {
            failures.push(format!(
                "line {}: simple perft({}, {}) = {got}, the suite says {}",
                case.line, case.position, case.depth, case.nodes
            ));
        }
    }
    assert!(checked >= 30, "only {checked} lines checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The simple generator and the crate agree move by move, not only in number, on
/// every position of the suite and the positions one move after.
#[test]
fn simple_generator_and_crate_list_the_same_moves() {
    for case in cases() {
        let board = Board::parse(&case.position);
        let position: Position = case.position.parse().expect("valid");
        let mut ours: Vec<String> = board.moves().iter().map(|m| board.name(*m)).collect();
        let mut theirs: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{}", case.position);
        for m in board.moves() {
            let next = board.play(m);
            let name = board.name(m);
            let crate_next = position
                .play(
                    position
                        .resolve(name.parse().expect("move"))
                        .expect("legal"),
                )
                .expect("legal");
            assert_eq!(
                next.text(),
                crate_next.to_string(),
                "{} then {name}",
                case.position
            );
        }
    }
}

/// Prints the suite's numbers as computed by the simple generator, to write
/// `perft.txt`: `cargo test --release --test perft -- --ignored --nocapture`.
#[test]
#[ignore = "writes the perft table; run by hand"]
fn print_perft_table_from_the_simple_generator() {
    for case in cases() {
        let nodes = Board::parse(&case.position).perft(case.depth);
        println!("{} ; {} ; {}", case.position, case.depth, nodes);
    }
}

// ---------------------------------------------------------------------------------
// The simple generator: RULES.md read literally.
// ---------------------------------------------------------------------------------

/// The knight's moves: two circles are joined by a line exactly when they are one
/// file and two ranks, or two files and one rank, apart.
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// (file, rank), both 0..5.
type Spot = (i32, i32);

/// A shuttle state `(X, Y, n)`: the last n moves alternated one archer between X
/// and Y, and it now stands on Y.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shuttle {
    x: Spot,
    y: Spot,
    n: u32,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum SimpleMove {
    Step(Spot, Spot),
    Return(Spot),
    Pass,
}

/// A position: `cells[rank][file]` holds `.`, `w`, `W`, `b` or `B`.
#[derive(Clone, Debug, PartialEq)]
struct Board {
    cells: [[char; 5]; 5],
    side: char,
    /// White's, then Black's.
    shuttles: [Option<Shuttle>; 2],
}

fn spot_name(s: Spot) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

fn parse_spot(text: &str) -> Spot {
    let b = text.as_bytes();
    (
        i32::from(b[0].to_ascii_lowercase() - b'a'),
        i32::from(b[1] - b'1'),
    )
}

fn other(side: char) -> char {
    if side == 'w' {
        'b'
    } else {
        'w'
    }
}

fn side_index(side: char) -> usize {
    usize::from(side == 'b')
}

/// White's home row is rank 1 (index 0), Black's rank 5; the goal row is the
/// opponent's home row.
fn home_rank(side: char) -> i32 {
    if side == 'w' {
        0
    } else {
        4
    }
}

fn goal_rank(side: char) -> i32 {
    home_rank(other(side))
}

impl Board {
    /// Reads the position notation (only valid text; the crate checks validity).
    fn parse(text: &str) -> Board {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut cells = [['.'; 5]; 5];
        for (i, rank_text) in fields[0].split('/').enumerate() {
            let rank = 4 - i;
            let mut file = 0;
            for ch in rank_text.chars() {
                if let Some(d) = ch.to_digit(10) {
                    file += d as usize;
                } else {
                    cells[rank][file] = ch;
                    file += 1;
                }
            }
        }
        let shuttle = |t: &str| {
            if t == "-" {
                return None;
            }
            let (spots, n) = t.split_once(':').expect("XY:n");
            Some(Shuttle {
                x: parse_spot(&spots[0..2]),
                y: parse_spot(&spots[2..4]),
                n: n.parse().expect("n"),
            })
        };
        Board {
            cells,
            side: fields[1].chars().next().expect("side"),
            shuttles: [shuttle(fields[2]), shuttle(fields[3])],
        }
    }

    /// Writes the position notation.
    fn text(&self) -> String {
        let mut out = String::new();
        for rank in (0..5).rev() {
            let mut empty = 0;
            for file in 0..5 {
                let ch = self.cells[rank][file];
                if ch == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(ch);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.side);
        for s in self.shuttles {
            match s {
                None => out.push_str(" -"),
                Some(s) => out.push_str(&format!(" {}{}:{}", spot_name(s.x), spot_name(s.y), s.n)),
            }
        }
        out
    }

    fn at(&self, s: Spot) -> char {
        self.cells[s.1 as usize][s.0 as usize]
    }

    fn is_own(&self, s: Spot, side: char) -> bool {
        self.at(s).to_ascii_lowercase() == side
    }

    fn archers(&self, side: char) -> Vec<Spot> {
        let mut out = Vec::new();
        for rank in 0..5 {
            for file in 0..5 {
                if self.is_own((file, rank), side) {
                    out.push((file, rank));
                }
            }
        }
        out
    }

    /// Steps of `side`: an archer not on its goal row moves along a line to an empty
    /// circle or one with an enemy archer, unless its shuttle state is at 4 and the
    /// step goes from Y back to X.
    fn steps(&self, side: char) -> Vec<SimpleMove> {
        let mut out = Vec::new();
        for from in self.archers(side) {
            if from.1 == goal_rank(side) {
                continue;
            }
            for (df, dr) in KNIGHT {
                let to = (from.0 + df, from.1 + dr);
                if !(0..5).contains(&to.0) || !(0..5).contains(&to.1) {
                    continue;
                }
                if self.is_own(to, side) {
                    continue;
                }
                if let Some(s) = self.shuttles[side_index(side)] {
                    if s.n == 4 && from == s.y && to == s.x {
                        continue;
                    }
                }
                out.push(SimpleMove::Step(from, to));
            }
        }
        out
    }

    /// Returns of `side`: needs a captured archer, a marked own archer on the goal
    /// row and an empty home-row circle; one return per empty home-row circle.
    fn returns(&self, side: char) -> Vec<SimpleMove> {
        let on_board = self.archers(side).len();
        let marked = side.to_ascii_uppercase();
        let goal = goal_rank(side) as usize;
        let marked_on_goal = (0..5).any(|file| self.cells[goal][file] == marked);
        if on_board == 5 || !marked_on_goal {
            return Vec::new();
        }
        let home = home_rank(side);
        (0..5)
            .filter(|&file| self.at((file, home)) == '.')
            .map(|file| SimpleMove::Return((file, home)))
            .collect()
    }

    /// E1 (all own archers on the board on the goal row, none counts) or E2 (no step
    /// or return for either side).
    fn is_over(&self) -> bool {
        for side in ['w', 'b'] {
            if self.archers(side).iter().all(|s| s.1 == goal_rank(side)) {
                return true;
            }
        }
        ['w', 'b']
            .iter()
            .all(|&side| self.steps(side).is_empty() && self.returns(side).is_empty())
    }

    fn moves(&self) -> Vec<SimpleMove> {
        if self.is_over() {
            return Vec::new();
        }
        let mut out = self.steps(self.side);
        out.extend(self.returns(self.side));
        if out.is_empty() {
            out.push(SimpleMove::Pass);
        }
        out
    }

    fn name(&self, m: SimpleMove) -> String {
        match m {
            SimpleMove::Step(from, to) => {
                let sep = if self.is_own(to, other(self.side)) {
                    'x'
                } else {
                    '-'
                };
                format!("{}{sep}{}", spot_name(from), spot_name(to))
            }
            SimpleMove::Return(to) => format!("@{}", spot_name(to)),
            SimpleMove::Pass => "pass".to_string(),
        }
    }

    fn play(&self, m: SimpleMove) -> Board {
        let mut next = self.clone();
        let side = self.side;
        let me = side_index(side);
        match m {
            SimpleMove::Step(from, to) => {
                let was_marked = self.at(from).is_ascii_uppercase();
                let captures = self.is_own(to, other(side));
                next.cells[from.1 as usize][from.0 as usize] = '.';
                next.cells[to.1 as usize][to.0 as usize] = if was_marked || captures {
                    side.to_ascii_uppercase()
                } else {
                    side
                };
                next.shuttles[me] = match self.shuttles[me] {
                    Some(s) if from == s.y && to == s.x => Some(Shuttle {
                        x: from,
                        y: to,
                        n: s.n + 1,
                    }),
                    _ => Some(Shuttle {
                        x: from,
                        y: to,
                        n: 1,
                    }),
                };
            }
            SimpleMove::Return(to) => {
                next.cells[to.1 as usize][to.0 as usize] = side;
                // The marked archer on the lowest file of the goal row loses its mark.
                let goal = goal_rank(side) as usize;
                let marked = side.to_ascii_uppercase();
                let file = (0..5)
                    .find(|&f| self.cells[goal][f] == marked)
                    .expect("a return needs a marked archer on the goal row");
                next.cells[goal][file] = side;
                next.shuttles[me] = None;
            }
            SimpleMove::Pass => next.shuttles[me] = None,
        }
        next.side = other(side);
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(*m).perft(depth - 1)).sum()
    }
}

#[test]
fn simple_generator_reads_and_writes_the_notation() {
    for text in [
        "bbbbb/5/5/5/wwwww w - -",
        "2B2/w1b2/1W1b1/3w1/B3w b e2c3:1 a3b1:2",
    ] {
        assert_eq!(Board::parse(text).text(), text);
    }
    let start = Board::parse("bbbbb/5/5/5/wwwww w - -");
    assert_eq!(start.moves().len(), 14);
    assert_eq!(start.perft(3), 2904);
}

// ---------------------------------------------------------------------------------
// Random positions: the two generators agree beyond the suite.
// ---------------------------------------------------------------------------------

use proptest::prelude::*;

/// A random valid position built on the simple side: each circle empty or holding a
/// (marked) archer, at most five a colour, shuttle states along knight's moves.
fn random_board() -> impl Strategy<Value = Board> {
    let shuttle = (0..25i32, 0..8usize, 1..=4u32).prop_map(|(c, k, n)| {
        let y = (c % 5, c / 5);
        let x = (y.0 + KNIGHT[k].0, y.1 + KNIGHT[k].1);
        ((0..5).contains(&x.0) && (0..5).contains(&x.1)).then_some(Shuttle { x, y, n })
    });
    (
        prop::collection::vec(0..9u8, 25),
        any::<bool>(),
        shuttle.clone(),
        shuttle,
    )
        .prop_map(|(cells, black, white_shuttle, black_shuttle)| {
            let mut board = Board {
                cells: [['.'; 5]; 5],
                side: if black { 'b' } else { 'w' },
                shuttles: [white_shuttle, black_shuttle],
            };
            let mut counts = [0; 2];
            for (i, v) in cells.into_iter().enumerate() {
                let ch = match v {
                    5 => 'w',
                    6 => 'W',
                    7 => 'b',
                    8 => 'B',
                    _ => continue,
                };
                let side = side_index(ch.to_ascii_lowercase());
                counts[side] += 1;
                if counts[side] <= 5 {
                    board.cells[i / 5][i % 5] = ch;
                }
            }
            board
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn simple_generator_and_crate_agree_on_random_positions(board in random_board()) {
        let text = board.text();
        let position: Position = text
            .parse()
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(position.to_string(), text.clone());
        let mut ours: Vec<String> = board.moves().iter().map(|m| board.name(*m)).collect();
        let mut theirs: Vec<String> =
            position.legal_moves().iter().map(|m| m.to_string()).collect();
        ours.sort();
        theirs.sort();
        prop_assert_eq!(ours, theirs, "{}", text);
        prop_assert_eq!(board.perft(3), perft(&position, 3), "{}", text);
    }
}

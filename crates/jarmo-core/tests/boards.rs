//! The two boards (RULES.md "The boards"): the traditional board's 38 lines one by one,
//! its asymmetry, the worked examples on both boards, and perft from the start.

use jarmo_core::solve::Solver;
use jarmo_core::{lines, perft, traditional, Board, Circle, Colour, Game, MoveText, Position};

fn c(name: &str) -> Circle {
    name.parse().expect("test circle")
}

/// The traditional board's lines as the issue and RULES.md write them.
const TRADITIONAL: &str =
    "a1-b3 a1-c2 a2-c1 a2-c3 a3-b1 a3-b5 a4-c3 a4-c5 a5-b3 a5-c4 b1-d2 b2-b3 b2-c2 \
    b2-c4 b2-d1 b3-b4 b3-c5 b3-d2 b4-c4 b4-d3 b4-d5 b5-d4 c1-d3 c1-e2 c2-d2 c2-e1 \
    c2-e3 c3-d1 c3-e4 c4-d4 c4-e5 c5-e4 d2-d3 d3-d4 d3-e1 d3-e5 d4-e2 d5-e3";

fn pairs(text: &str) -> Vec<(Circle, Circle)> {
    text.split_whitespace()
        .map(|line| {
            let (a, b) = line.split_once('-').expect("a-b");
            (c(a), c(b))
        })
        .collect()
}

fn coords(circle: Circle) -> (i8, i8) {
    let name = circle.to_string();
    let bytes = name.as_bytes();
    ((bytes[0] - b'a') as i8, (bytes[1] - b'1') as i8)
}

#[test]
fn the_traditional_board_has_exactly_the_38_lines_of_its_drawing() {
    let listed = pairs(TRADITIONAL);
    assert_eq!(listed.len(), 38);
    assert_eq!(traditional::COUNT, 38);
    assert_eq!(Board::Traditional.lines().len(), 38);
    for a in 0..25u8 {
        for b in 0..25u8 {
            let (a, b) = (c(&name(a)), c(&name(b)));
            let drawn = listed.contains(&(a, b)) || listed.contains(&(b, a));
            assert_eq!(Board::Traditional.joins(a, b), drawn, "{a}-{b}");
            assert_eq!(
                Board::Traditional.neighbours(a).contains(b),
                drawn,
                "{a}-{b}"
            );
        }
    }
    for (a, b) in Board::Traditional.lines() {
        assert!(a.index() < b.index());
        assert!(
            listed.contains(&(*a, *b)) || listed.contains(&(*b, *a)),
            "{a}-{b}"
        );
    }
}

fn name(index: u8) -> String {
    format!("{}{}", (b'a' + index % 5) as char, index / 5 + 1)
}

#[test]
fn thirty_traditional_lines_are_knight_moves_and_eight_are_short_straight_lines_in_the_centre() {
    let mut knight = 0;
    let mut straight = Vec::new();
    for (a, b) in pairs(TRADITIONAL) {
        let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
        let (df, dr) = ((fa - fb).abs(), (ra - rb).abs());
        if (df, dr) == (1, 2) || (df, dr) == (2, 1) {
            knight += 1;
            assert!(lines::joins(a, b), "{a}-{b} is on the knight board too");
        } else {
            assert_eq!(df + dr, 1, "{a}-{b} joins neighbours");
            straight.push(format!("{a}-{b}"));
        }
    }
    assert_eq!(knight, 30);
    straight.sort();
    assert_eq!(
        straight,
        ["b2-b3", "b2-c2", "b3-b4", "b4-c4", "c2-d2", "c4-d4", "d2-d3", "d3-d4"]
    );
}

#[test]
fn the_traditional_board_is_not_the_same_from_both_sides_and_the_knight_board_is() {
    // Turned round (a1 <-> e5), the traditional lines are not the same lines: the two
    // home rows see different lines.
    let turn = |circle: Circle| {
        let (f, r) = coords(circle);
        c(&format!("{}{}", (b'a' + (4 - f) as u8) as char, 5 - r))
    };
    for board in Board::ALL {
        let same = board
            .lines()
            .iter()
            .all(|&(a, b)| board.joins(turn(a), turn(b)));
        assert_eq!(same, board == Board::Knight, "{board}");
    }
    // What each side sees from its own home row: the lines that touch it, as that side
    // sees them (Black's turned round). The same on the knight board, not on the other.
    let seen_from_home = |board: Board, colour: Colour| -> Vec<String> {
        let rank = if colour == Colour::White { 0 } else { 4 };
        let mut seen: Vec<String> = board
            .lines()
            .iter()
            .filter(|(a, b)| coords(*a).1 == rank || coords(*b).1 == rank)
            .map(|&(a, b)| {
                let (a, b) = if colour == Colour::White {
                    (a, b)
                } else {
                    (turn(a), turn(b))
                };
                let (a, b) = if a.index() < b.index() {
                    (a, b)
                } else {
                    (b, a)
                };
                format!("{a}-{b}")
            })
            .collect();
        seen.sort();
        seen
    };
    assert_eq!(
        seen_from_home(Board::Knight, Colour::White),
        seen_from_home(Board::Knight, Colour::Black)
    );
    let (white, black) = (
        seen_from_home(Board::Traditional, Colour::White),
        seen_from_home(Board::Traditional, Colour::Black),
    );
    assert_ne!(white, black, "the two home rows see different lines");
    assert_eq!(white.len(), 11);
    assert_eq!(black.len(), 11);
}

#[test]
fn brainkings_worked_examples_hold_on_both_boards() {
    for board in Board::ALL {
        let start = Position::start_on(board, Colour::White);
        assert_eq!(start.board(), board);
        for (text, legal) in [("a1-c2", true), ("c1-d3", true), ("c1-c2", false)] {
            let move_text: MoveText = text.parse().expect("move");
            assert_eq!(
                start.resolve(move_text).is_ok(),
                legal,
                "{text} on the {board} board"
            );
        }
    }
}

#[test]
fn from_the_start_each_side_has_eleven_moves_on_the_traditional_board() {
    for first in Colour::ALL {
        assert_eq!(
            Position::start_on(Board::Traditional, first).count_legal_moves(),
            11,
            "{first:?}"
        );
    }
}

#[test]
fn perft_from_the_start_on_the_traditional_board() {
    let start = Position::start_on(Board::Traditional, Colour::White);
    let counts: Vec<u64> = (1..=5).map(|depth| perft(&start, depth)).collect();
    assert_eq!(counts, [11, 121, 1452, 17059, 206926]);
}

#[test]
fn a_position_notation_names_no_board_and_a_shuttle_must_follow_a_line_of_its_own_board() {
    // b2-c2 is a line of the traditional board only.
    let text = "bbbbb/5/5/2w2/w1www b b2c2:1 -";
    assert!(
        text.parse::<Position>().is_err(),
        "not a line of the knight board"
    );
    let traditional =
        Position::parse_on(text, Board::Traditional).expect("a line of the traditional board");
    assert_eq!(traditional.to_string(), text);
    assert_eq!(traditional.board(), Board::Traditional);
    assert!(traditional.on_board(Board::Knight).is_err());
    assert_eq!("knight".parse::<Board>(), Ok(Board::Knight));
    assert_eq!("traditional".parse::<Board>(), Ok(Board::Traditional));
    let bad = "hexagonal".parse::<Board>().expect_err("not a board");
    assert_eq!(
        bad.to_string(),
        "“hexagonal” is not a board: use knight or traditional"
    );
}

#[test]
fn records_name_the_traditional_board_and_no_board_is_the_knight_board() {
    let mut game = Game::new_on(Board::Traditional, Colour::White);
    game.play_text("b1-d2".parse().unwrap()).unwrap();
    assert_eq!(game.record(&[]), "[Board \"traditional\"]\n1. b1-d2");
    assert_eq!(game.compact_record(), "[Board \"traditional\"]\nb1-d2");
    let read = Game::from_record(&game.record(&[("Event", "x")])).unwrap();
    assert_eq!(read.board(), Board::Traditional);
    assert_eq!(read.moves(), game.moves());
    // Every record made before there were two boards names none: the knight board.
    let knight = Game::from_record("1. a1-c2").unwrap();
    assert_eq!(knight.board(), Board::Knight);
    assert_eq!(knight.record(&[]), "1. a1-c2");
    // b1-c3 is a line of the knight board only.
    assert!(Game::from_record("1. b1-c3").is_ok());
    let e = Game::from_record("[Board \"traditional\"]\n1. b1-c3").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, move 1: b1-c3 is not legal: no line joins b1 and c3"
    );
    // The tags may come in any order: the Position is read on the board named after it.
    let set_up = "[Position \"b4/5/5/1w3/5 w b2c2:1 -\"]\n[Board \"traditional\"]\nb2-b3";
    let read = Game::from_record(set_up).unwrap();
    assert_eq!(read.board(), Board::Traditional);
    assert_eq!(read.start().to_string(), "b4/5/5/1w3/5 w b2c2:1 -");
    assert_eq!(read.moves().len(), 1);
}

#[test]
fn a_bad_board_tag_is_refused_with_its_line() {
    let e = Game::from_record("[Event \"x\"]\n[Board \"hexagonal\"]\n1. a1-c2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2: bad Board tag: “hexagonal” is not a board: use knight or traditional"
    );
    let e = Game::from_record("[Board \"knight\"]\n[Board \"traditional\"]").unwrap_err();
    assert_eq!(e.to_string(), "line 2: a second Board tag");
    // A bad Position is reported at its own line, though read once the board is known.
    let e = Game::from_record("[Position \"b4/5/5/1w3/5 w b2c2:1 -\"]\n[Event \"x\"]\n1. a1-c2")
        .unwrap_err();
    assert_eq!(e.line, 1);
    assert!(e.to_string().contains("b2c2"), "{e}");
}

#[test]
fn a_solver_that_keeps_its_table_tells_the_boards_apart() {
    // White wins at once on the knight board with e2xc3 (Black's last archer off its goal
    // row); on the traditional board no line joins e2 and c3.
    let knight: Position = "2w2/5/2b2/4w/1b3 w - -".parse().unwrap();
    let traditional = knight.on_board(Board::Traditional).unwrap();
    let mut solver = Solver::new(1);
    for _ in 0..2 {
        for (position, win) in [(traditional, None), (knight, Some(1))] {
            let game = Game::from_position(position);
            assert_eq!(
                solver.fastest_win(&game, Colour::White, 3),
                Ok(win),
                "{:?}",
                position.board()
            );
        }
    }
}

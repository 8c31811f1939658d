//! Errors quote a short excerpt of the text they refuse, never the whole of it: a
//! megabyte pasted into the move box or carried by a link makes a message of a line,
//! not a megabyte (issue 22, item 10).

use jarmo_core::{excerpt, Circle, Game, MoveText, Position};

const MEGABYTE: usize = 1 << 20;

/// The longest message an error about a huge text may make: its own words and one excerpt.
const SHORT: usize = 240;

fn huge(c: char) -> String {
    std::iter::repeat(c).take(MEGABYTE).collect()
}

fn quoted(c: char) -> String {
    excerpt(&huge(c))
}

fn assert_short(message: &str, what: &str) {
    assert!(
        message.len() < SHORT,
        "{what}: a message of {} bytes, starting {:?}",
        message.len(),
        message.chars().take(80).collect::<String>()
    );
}

#[test]
fn a_huge_move_is_quoted_by_its_first_characters() {
    let e = huge('x').parse::<MoveText>().unwrap_err();
    let message = e.to_string();
    assert_short(&message, "a move");
    assert!(message.contains(&format!("'{}'", quoted('x'))), "{message}");
}

#[test]
fn a_huge_circle_of_a_return_is_quoted_by_its_first_characters() {
    let text = format!("@{}", huge('ж'));
    let message = text.parse::<MoveText>().unwrap_err().to_string();
    assert_short(&message, "a return");
    assert!(message.contains(&format!("'{}'", quoted('ж'))), "{message}");
    let message = huge('9').parse::<Circle>().unwrap_err().to_string();
    assert_short(&message, "a circle");
}

#[test]
fn a_huge_side_to_move_or_shuttle_is_quoted_by_its_first_characters() {
    let side = format!("bbbbb/5/5/5/wwwww {} - -", huge('q'));
    let message = side.parse::<Position>().unwrap_err().to_string();
    assert_short(&message, "a side to move");
    assert!(message.contains(&quoted('q')), "{message}");

    let shuttle = format!("bbbbb/5/5/5/wwwww w {} -", huge('z'));
    let message = shuttle.parse::<Position>().unwrap_err().to_string();
    assert_short(&message, "a shuttle's shape");

    let steps = format!("bbbbb/5/5/5/wwwww w a1c2:{} -", huge('7'));
    let message = steps.parse::<Position>().unwrap_err().to_string();
    assert_short(&message, "a shuttle's steps");
    assert!(message.contains(&format!("'{}'", quoted('7'))), "{message}");
}

#[test]
fn a_huge_record_token_tag_or_move_number_is_quoted_by_its_first_characters() {
    for (what, record) in [
        ("a token", huge('x')),
        ("a token after a move", format!("1. a1-c2 {}", huge('y'))),
        ("a move number", format!("{}. a1-c2", huge('1'))),
        ("a number without a dot", format!("1{}", huge('k'))),
        ("a tag", format!("[{}", huge('T'))),
        ("a position tag", format!("[Position \"{}\"]", huge('w'))),
    ] {
        let e = Game::from_record(&record).unwrap_err();
        assert_short(&e.to_string(), what);
        let e = Game::from_text(&record).unwrap_err();
        assert_short(&e.to_string(), what);
    }
}

#[test]
fn a_huge_puzzle_line_is_quoted_by_its_first_characters() {
    let line = format!("2w2/5/2b2/w4/1b3 w - -;a2xc3;{}", huge('8'));
    let e = line.parse::<jarmo_core::puzzle::Puzzle>().unwrap_err();
    assert_short(&e.to_string(), "a puzzle's plies");
}

#[test]
fn a_quote_cannot_turn_the_sentence_around_it() {
    // U+202E (right-to-left override) would reverse the rest of the message.
    let message = "a1\u{202e}-c2".parse::<MoveText>().unwrap_err().to_string();
    assert!(!message.contains('\u{202e}'), "{message:?}");
    assert!(message.contains("a1\u{fffd}-c2"), "{message:?}");
}

#[test]
fn a_short_bad_text_is_still_quoted_whole() {
    let message = "a1-c9".parse::<MoveText>().unwrap_err().to_string();
    assert!(message.contains("'c9'"), "{message}");
    let message = "hello".parse::<MoveText>().unwrap_err().to_string();
    assert!(message.starts_with("'hello' is not a move"), "{message}");
    assert_eq!(excerpt("hello").chars().count(), 5);
}

//! Fuzzing the parsers and the game's text entry points with proptest-driven loops:
//! valid notation mutated (characters inserted, deleted, replaced, fields swapped)
//! and plain random text. Every input must give a value or an error with a message,
//! never a panic; whatever parses must print and parse back to itself.
//!
//! The tests run a short loop. The documented long run (BENCHMARKS.md) sets the
//! number of inputs per target:
//!
//! ```text
//! JARMO_FUZZ_CASES=1000000 cargo test --release -p jarmo-core --test fuzz -- --nocapture
//! ```

#[cfg(feature = "analysis")]
use jarmo_core::Tree;
use jarmo_core::{Circle, Game, MoveText, Position};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Valid texts to start mutating from.
const SEEDS: &[&str] = &[
    "bbbbb/5/5/5/wwwww w - -",
    "bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1",
    "W1b1B/5/2w2/1b3/w3w b c2a1:4 -",
    "5/5/5/5/5 w - d3e5:2",
    "1. a1-c2 e5-d3 2. c2xd4",
    "[Position \"bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1\"]\n1. a1-c2 e5-d3",
    "[Event \"x\\\"y\"]\n1. a1-b3 b5-c3 2. b1-a3 1... @b1 pass",
    "a1-c2",
    "a1xc2",
    "@b1",
    "pass",
    "E5-D3",
    "1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2 (2. c1-e2 d5-c3)) 2. b1-a3",
    "1.a1-c2(1.b1-d2)(1.c1-e2 e5-d3)e5-d3",
    "[Board \"traditional\"]\n[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3 (1. e5-c4) a1-c2 (1... b1-d2)",
];

/// Characters that matter to the notation, and a few that do not.
const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'w', 'W', 'B', 'x', 'X', 'p', 's', '0', '1', '2', '3', '4', '5',
    '6', '9', '/', ' ', '-', ':', '@', '.', '[', ']', '"', '\\', '\n', '\t', 'é', 'ж', '\u{0}',
    '(', ')',
];

fn cases() -> u32 {
    std::env::var("JARMO_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

/// One edit of a text.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
    Duplicate(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let c = prop::sample::select(ALPHABET);
    prop_oneof![
        (any::<usize>(), c.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), c).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), 1..8usize).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let len = chars.len();
        match *e {
            Edit::Insert(i, c) => chars.insert(i % (len + 1), c),
            Edit::Delete(i) if len > 0 => {
                chars.remove(i % len);
            }
            Edit::Replace(i, c) if len > 0 => chars[i % len] = c,
            Edit::Duplicate(i, n) if len > 0 => {
                let start = i % len;
                let end = (start + n).min(len);
                let piece: Vec<char> = chars[start..end].to_vec();
                chars.splice(end..end, piece);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Mutated valid notation, or random text from the alphabet, or any string at all.
fn input() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => (prop::sample::select(SEEDS), prop::collection::vec(edit(), 0..6))
            .prop_map(|(seed, edits)| apply(seed, &edits)),
        2 => prop::collection::vec(prop::sample::select(ALPHABET), 0..40)
            .prop_map(|cs| cs.into_iter().collect()),
        1 => any::<String>(),
    ]
}

fn run(name: &str, check: impl Fn(&str) -> Result<(), TestCaseError>) {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let start = std::time::Instant::now();
    runner
        .run(&input(), |text| check(&text))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    println!(
        "fuzz {name}: {} inputs in {:.1} s, no panic, every error with a message",
        cases(),
        start.elapsed().as_secs_f64()
    );
}

fn message_of(e: impl std::fmt::Display) -> Result<(), TestCaseError> {
    prop_assert!(
        !e.to_string().trim().is_empty(),
        "an error without a message"
    );
    Ok(())
}

#[test]
fn fuzz_position_parser() {
    run("position", |text| match text.parse::<Position>() {
        Ok(p) => {
            let printed = p.to_string();
            prop_assert_eq!(printed.parse::<Position>().ok(), Some(p));
            Ok(())
        }
        Err(e) => message_of(e),
    });
}

#[test]
fn fuzz_move_parser() {
    run("move", |text| match text.parse::<MoveText>() {
        Ok(m) => {
            prop_assert_eq!(m.to_string().parse::<MoveText>().ok(), Some(m));
            // Played in the start position: legal or refused with a reason.
            match Game::default().play_text(m) {
                Ok(played) => prop_assert_eq!(played.text(), m),
                Err(e) => message_of(e)?,
            }
            Ok(())
        }
        Err(e) => message_of(e),
    });
}

#[test]
fn fuzz_circle_parser() {
    run("circle", |text| match text.parse::<Circle>() {
        Ok(c) => {
            prop_assert_eq!(c.to_string().parse::<Circle>().ok(), Some(c));
            Ok(())
        }
        Err(e) => message_of(e),
    });
}

#[test]
fn fuzz_record_parser() {
    run("record", |text| match Game::from_record(text) {
        Ok(game) => {
            let again = Game::from_record(&game.record(&[("Note", text)]));
            prop_assert_eq!(again.ok(), Some(game));
            Ok(())
        }
        Err(e) => message_of(e),
    });
}

#[test]
fn fuzz_pasted_text_reader() {
    run("text", |text| match Game::from_text(text) {
        Ok(game) => {
            // Whatever was read, as a position or a record, reads back from its record.
            let again = Game::from_text(&game.record(&[]));
            prop_assert_eq!(again.ok(), Some(game));
            Ok(())
        }
        Err(e) => message_of(e),
    });
}

/// Records with variations: whatever reads writes a record that reads back into the
/// same tree and the same text, and a record without parentheses reads into the main
/// line a game's record reads (or is refused alike).
#[cfg(feature = "analysis")]
#[test]
fn fuzz_tree_record_parser() {
    run("tree", |text| {
        let read = Tree::from_record(text);
        if !text.contains(['(', ')']) {
            let main = read.as_ref().map(Tree::main_line).map_err(Clone::clone);
            prop_assert_eq!(main, Game::from_record(text));
        }
        match read {
            Ok(tree) => {
                let written = tree.record(&[("Note", text)]);
                let again = Tree::from_record(&written);
                prop_assert_eq!(again.as_ref().ok(), Some(&tree), "{}", written);
                prop_assert_eq!(
                    again.map(|t| t.record(&[("Note", text)])).ok(),
                    Some(written)
                );
                Ok(())
            }
            Err(e) => message_of(e),
        }
    });
}

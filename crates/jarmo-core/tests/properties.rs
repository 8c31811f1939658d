//! Property tests: random games from the start and from random valid positions, and
//! random or mutated text fed to every parser.

use jarmo_core::{lines, Circle, CircleSet, Colour, Game, Move, MoveText, Position, Shuttle};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------

/// A shuttle state: none, or a line in either direction with a count 1-4.
fn shuttle() -> impl Strategy<Value = Option<Shuttle>> {
    prop_oneof![
        Just(None),
        (0..lines::COUNT, any::<bool>(), 1..=4u8).prop_map(|(i, flip, n)| {
            let (a, b) = lines::ALL[i];
            let (x, y) = if flip { (b, a) } else { (a, b) };
            Some(Shuttle::new(x, y, n).expect("a line of the table"))
        }),
    ]
}

/// A valid position written as text: each circle empty or holding a (marked) archer,
/// at most five archers a colour, any side to move and shuttle states.
fn position_text() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(0..9u8, 25),
        any::<bool>(),
        shuttle(),
        shuttle(),
    )
        .prop_map(|(cells, black_to_move, white_shuttle, black_shuttle)| {
            let mut counts = [0; 2];
            let mut ranks = Vec::new();
            for rank in (0..5).rev() {
                let mut text = String::new();
                let mut empty = 0;
                for file in 0..5 {
                    // 0-4 empty (so that games have room), 5 w, 6 W, 7 b, 8 B.
                    let letter = match cells[rank * 5 + file] {
                        5 => Some('w'),
                        6 => Some('W'),
                        7 => Some('b'),
                        8 => Some('B'),
                        _ => None,
                    };
                    let letter = letter.filter(|l| {
                        let side = usize::from(l.eq_ignore_ascii_case(&'b'));
                        counts[side] += 1;
                        counts[side] <= 5
                    });
                    match letter {
                        None => empty += 1,
                        Some(l) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push(l);
                        }
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                ranks.push(text);
            }
            let show = |s: Option<Shuttle>| s.map_or("-".to_string(), |s| s.to_string());
            format!(
                "{} {} {} {}",
                ranks.join("/"),
                if black_to_move { 'b' } else { 'w' },
                show(white_shuttle),
                show(black_shuttle)
            )
        })
}

fn position() -> impl Strategy<Value = Position> {
    position_text().prop_map(|t| t.parse().expect("generated positions are valid"))
}

/// A start for a random game: the usual start (either side first) or a random
/// position.
fn game_start() -> impl Strategy<Value = Position> {
    prop_oneof![
        1 => Just(Position::start(Colour::White)),
        1 => Just(Position::start(Colour::Black)),
        3 => position(),
    ]
}

/// Any move text, legal or not.
fn move_text() -> impl Strategy<Value = MoveText> {
    let circle = || (0..25u8).prop_map(|i| Circle::new(i).expect("0..25"));
    prop_oneof![
        6 => (circle(), circle()).prop_map(|(from, to)| MoveText::Step { from, to }),
        2 => circle().prop_map(|to| MoveText::Return { to }),
        1 => Just(MoveText::Pass),
    ]
}

// ---------------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------------

fn check_position(p: &Position) -> Result<(), TestCaseError> {
    let (white, black) = (p.archers(Colour::White), p.archers(Colour::Black));
    prop_assert!(white.count() <= 5 && black.count() <= 5, "{}", p);
    prop_assert!((white & black).is_empty(), "{}", p);
    prop_assert_eq!(p.marked() & !(white | black), CircleSet::EMPTY, "{}", p);
    for colour in Colour::ALL {
        prop_assert_eq!(p.captured(colour), 5 - p.archers(colour).count());
    }
    let reparsed: Position = p
        .to_string()
        .parse()
        .map_err(|e| TestCaseError::fail(format!("{p} does not parse back: {e}")))?;
    prop_assert_eq!(&reparsed, p);
    prop_assert_eq!(reparsed.to_string(), p.to_string());
    let legal = p.legal_moves();
    prop_assert_eq!(legal.is_empty(), p.is_over(), "{}", p);
    prop_assert!(
        !legal.contains(&Move::Pass) || legal.len() == 1,
        "pass beside other moves in {}",
        p
    );
    Ok(())
}

/// Every legal move: its text reads back to itself and `play` accepts it.
fn check_legal_moves(game: &Game) -> Result<(), TestCaseError> {
    let p = *game.position();
    for &m in game.legal_moves().iter() {
        let written = m.to_string();
        let text: MoveText = written
            .parse()
            .map_err(|e| TestCaseError::fail(format!("'{written}' does not parse: {e}")))?;
        prop_assert_eq!(text, m.text());
        prop_assert_eq!(p.resolve(text), Ok(m), "'{}' in {}", written, p);
        prop_assert!(p.play(m).is_ok(), "{} refuses its legal {}", p, m);
        prop_assert_eq!(p.play(m), Ok(p.play_unchecked(m)));
        let mut g = game.clone();
        prop_assert_eq!(g.play(m), Ok(()), "Game refuses legal {} in {}", m, p);
        prop_assert_eq!(g.moves().last(), Some(&m));
        prop_assert_eq!(g.position(), &p.play_unchecked(m));
        // The same move with its details wrong is refused.
        let wrong = match m {
            Move::Step { from, to, capture } => Some(Move::Step {
                from,
                to,
                capture: !capture,
            }),
            Move::Return { to, unmarked } => Some(Move::Return {
                to,
                unmarked: Circle::new((unmarked.index() as u8 + 1) % 25).expect("circle"),
            }),
            Move::Pass => None,
        };
        if let Some(wrong) = wrong {
            prop_assert!(p.play(wrong).is_err(), "{} accepts {:?}", p, wrong);
        }
    }
    Ok(())
}

/// A move text that names no legal move is refused, and the game stays as it was.
fn check_illegal(game: &Game, text: MoveText) -> Result<(), TestCaseError> {
    let p = *game.position();
    let legal = game.legal_moves();
    if legal.iter().any(|m| m.text() == text) {
        return Ok(());
    }
    // A game over by repetition has no legal moves although its position has.
    if !game.is_over() || p.is_over() {
        prop_assert!(
            p.resolve(text).is_err(),
            "{} accepts {} not in its list",
            p,
            text
        );
    }
    let mut g = game.clone();
    let err = g.play_text(text);
    prop_assert!(err.is_err(), "Game accepts {} in {}", text, p);
    prop_assert!(!err.unwrap_err().to_string().is_empty());
    prop_assert_eq!(&g, game);
    // The same as a Move, capture or not.
    let as_move = match text {
        MoveText::Step { from, to } => Move::Step {
            from,
            to,
            capture: false,
        },
        MoveText::Return { to } => Move::Return { to, unmarked: to },
        MoveText::Pass => Move::Pass,
    };
    prop_assert!(p.play(as_move).is_err());
    prop_assert_eq!(g.play(as_move).is_err(), true);
    prop_assert_eq!(&g, game);
    Ok(())
}

/// Plays a random game from `start`, choosing moves by `choices`, checking every
/// invariant on the way; returns the game.
fn random_game(
    start: Position,
    choices: &[u16],
    probes: &[MoveText],
) -> Result<Game, TestCaseError> {
    let mut game = Game::from_position(start);
    for (i, &choice) in choices.iter().enumerate() {
        check_position(game.position())?;
        check_legal_moves(&game)?;
        check_illegal(&game, probes[i % probes.len()])?;
        let legal = game.legal_moves();
        if legal.is_empty() {
            prop_assert!(game.is_over());
            break;
        }
        let m = legal[usize::from(choice) % legal.len()];
        prop_assert_eq!(game.play(m), Ok(()));
    }
    check_position(game.position())?;
    Ok(game)
}

// ---------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_keep_every_invariant(
        start in game_start(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
        probes in prop::collection::vec(move_text(), 1..8),
    ) {
        random_game(start, &choices, &probes)?;
    }

    #[test]
    fn game_record_prints_and_reads_back_the_same_game(
        start in game_start(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut game = Game::from_position(start);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[usize::from(choice) % legal.len()]).expect("legal");
        }
        let record = game.record(&[("Event", "property \"test\"")]);
        prop_assert_eq!(Game::from_record(&record), Ok(game.clone()), "{}", record);
        // Without move numbers the record reads the same.
        let bare: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let mut plain = String::new();
        if *game.start() != Position::default() {
            plain.push_str(&format!("[Position \"{}\"]\n", game.start()));
        }
        plain.push_str(&bare.join(" "));
        prop_assert_eq!(Game::from_record(&plain), Ok(game), "{}", plain);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn game_record_with_any_tag_value_reads_back_the_same_game(
        value in prop_oneof![any::<String>(), r#"[a \n\r\t"\\\[\]]{0,8}"#],
        choices in prop::collection::vec(any::<u16>(), 0..12),
    ) {
        let mut game = Game::default();
        for choice in choices {
            let legal = game.legal_moves();
            // A game may end within the choices (no move is legal then).
            if legal.is_empty() {
                break;
            }
            game.play(legal[usize::from(choice) % legal.len()]).expect("legal");
        }
        let record = game.record(&[("Event", value.as_str())]);
        prop_assert_eq!(Game::from_record(&record), Ok(game), "{:?}", record);
    }

    #[test]
    fn valid_positions_print_and_read_back(text in position_text()) {
        let p: Position = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(p.to_string(), text.clone());
        check_position(&p)?;
    }

    #[test]
    fn random_strings_never_panic_any_parser(text in "\\PC{0,40}") {
        check_parsers(&text)?;
    }

    #[test]
    fn random_ascii_from_the_notation_alphabet_never_panics_any_parser(
        text in "[a-eA-EwWbB0-9/ :x@\\-\\.\\[\\]\"]{0,40}",
    ) {
        check_parsers(&text)?;
    }

    #[test]
    fn mutated_positions_are_read_or_rejected_with_a_message(
        text in position_text(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, any::<char>()), 1..4),
    ) {
        let mutated = mutate(&text, &edits);
        check_parsers(&mutated)?;
    }

    #[test]
    fn mutated_moves_and_records_are_read_or_rejected_with_a_message(
        m in move_text(),
        record in prop::sample::select(vec![
            "1. a1-c2 a5-c4 2. b1-d2",
            "[Position \"Wb3/5/2w2/5/1w3 w - -\"]\n@c1 b5xc3",
            "a1xc2 e5-d3 pass",
            "[Event \"x\"]\n1. c1-d3 1... b5-c3",
        ]),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, any::<char>()), 1..4),
    ) {
        check_parsers(&mutate(&m.to_string(), &edits))?;
        check_parsers(&mutate(record, &edits))?;
    }
}

/// Applies edits to `text`: 0 inserts the char, 1 deletes, 2 replaces, at an index.
fn mutate(text: &str, edits: &[(prop::sample::Index, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for (index, kind, ch) in edits {
        let at = index.index(chars.len() + 1);
        match kind {
            0 => chars.insert(at, *ch),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = *ch,
            _ => chars.push(*ch),
        }
    }
    chars.into_iter().collect()
}

/// Each parser either accepts `text` (and then prints something that reads back the
/// same) or returns an error with a non-empty message.
fn check_parsers(text: &str) -> Result<(), TestCaseError> {
    match text.parse::<Position>() {
        Ok(p) => {
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
            check_position(&p)?;
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    match text.parse::<MoveText>() {
        Ok(m) => prop_assert_eq!(m.to_string().parse::<MoveText>(), Ok(m)),
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    match text.parse::<Circle>() {
        Ok(c) => prop_assert_eq!(c.to_string().parse::<Circle>(), Ok(c)),
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    match Game::from_record(text) {
        Ok(game) => {
            let again = Game::from_record(&game.record(&[]));
            prop_assert_eq!(again, Ok(game));
        }
        Err(e) => {
            prop_assert!(!e.to_string().is_empty());
            prop_assert!(e.line >= 1);
        }
    }
    Ok(())
}

/// A small deterministic random source, so that the coverage test below is stable.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as usize
    }
}

/// The random games above reach every rule: captures, returns, closed shuttles, both
/// kinds of E1 all happen in random play from the start. (A third repetition is too
/// rare in random play; `tests/rules.rs` plays one out.)
#[test]
fn random_play_reaches_every_rule() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let (mut captures, mut returns, mut closed, mut goal_row, mut wiped) = (0, 0, 0, 0, 0);
    for _ in 0..300 {
        let mut game = Game::default();
        while !game.is_over() && game.moves().len() < 300 {
            let p = *game.position();
            let legal = game.legal_moves();
            let m = legal[rng.next() % legal.len()];
            if let Some(s) = p.shuttle(p.turn()) {
                if s.steps == 4 && p.archers(p.turn()).contains(s.to) {
                    closed += 1;
                    assert!(!legal.iter().any(|l| l.text()
                        == MoveText::Step {
                            from: s.to,
                            to: s.from
                        }));
                }
            }
            captures += usize::from(m.is_capture());
            returns += usize::from(matches!(m, Move::Return { .. }));
            game.play(m).expect("legal");
        }
        match game.outcome() {
            Some(jarmo_core::Outcome::Scored {
                end: jarmo_core::End::AllOnGoalRow(c),
                ..
            }) => {
                assert!(!game.position().archers(c).is_empty());
                goal_row += 1;
            }
            Some(jarmo_core::Outcome::Scored {
                end: jarmo_core::End::NoArchers(c),
                ..
            }) => {
                assert!(game.position().archers(c).is_empty());
                wiped += 1;
            }
            _ => {}
        }
    }
    let seen = [captures, returns, closed, goal_row, wiped];
    assert!(
        seen.iter().all(|&n| n > 0),
        "captures, returns, closed shuttles, E1 on the goal row, E1 by capture: {seen:?}"
    );
}

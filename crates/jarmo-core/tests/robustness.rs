//! Inputs at the edges of the Rust API: circle sets with bits off the board, shuttle
//! states the notation rejects. Whatever goes in, hashing, playing, evaluating and
//! searching what comes out must not panic.

use jarmo_core::engine::eval::evaluate;
use jarmo_core::engine::{zobrist, Engine, Limits};
use jarmo_core::{lines, perft, Circle, CircleSet, Colour, Game, Position, Shuttle};
use proptest::prelude::*;

/// The bits of a `u32` that lie off the board: 25 to 31.
const OFF_BOARD: u32 = !CircleSet::FULL.bits();

/// Every bit pattern of the seven bits off the board, shifted into place.
fn off_board_patterns() -> impl Iterator<Item = u32> {
    (0..1u32 << 7).map(|high| high << Circle::COUNT)
}

/// Hashes, plays, evaluates and searches `position` and its children.
fn exercise(position: &Position) {
    let _ = zobrist::hash(position);
    let _ = position.to_string();
    let _ = perft(position, 2);
    if position.end().is_none() {
        let _ = evaluate(position);
    }
    for &m in &position.legal_moves() {
        let child = position.play(m).expect("a legal move plays");
        let _ = zobrist::hash(&child);
        if child.end().is_none() {
            let _ = evaluate(&child);
        }
    }
    let mut game = Game::from_position(*position);
    if let Some(&m) = game.legal_moves().first() {
        game.play(m).expect("a legal move plays");
        let _ = game.outcome();
    }
    let limits = Limits {
        depth: Some(2),
        noise: 100,
        ..Limits::default()
    };
    let result = Engine::new(0).best_move_in(position, &limits, &|| 0.0);
    assert_eq!(result.is_some(), !position.is_over(), "{position}");
}

#[test]
fn circle_set_from_bits_keeps_only_the_circles_of_the_board() {
    for pattern in off_board_patterns() {
        assert_eq!(CircleSet::from_bits(pattern), CircleSet::EMPTY);
        let set = CircleSet::from_bits(pattern | 0b1_0101);
        assert_eq!(set.bits(), 0b1_0101);
        assert_eq!(set.count(), 3);
    }
    assert_eq!(CircleSet::from_bits(u32::MAX), CircleSet::FULL);
    assert_eq!(CircleSet::rank(5), CircleSet::EMPTY);
    assert_eq!(CircleSet::rank(255), CircleSet::EMPTY);
    assert_eq!(!CircleSet::EMPTY, CircleSet::FULL);
}

#[test]
fn from_parts_with_every_pattern_off_the_board_plays_and_searches() {
    let start = Position::default();
    let white = start.archers(Colour::White).bits();
    let black = start.archers(Colour::Black).bits();
    // Marked archers of both sides.
    let middle: Position = "b3b/5/1B3/2W2/w3w b - -".parse().unwrap();
    for pattern in off_board_patterns() {
        for turn in Colour::ALL {
            let p = Position::from_parts(
                CircleSet::from_bits(white | pattern),
                CircleSet::from_bits(black | pattern),
                CircleSet::from_bits(pattern),
                turn,
                [None, None],
            )
            .expect("five archers a side once the bits off the board are gone");
            assert_eq!(p, Position::start(turn));
            exercise(&p);
        }
        let p = Position::from_parts(
            CircleSet::from_bits(middle.archers(Colour::White).bits() | pattern),
            CircleSet::from_bits(middle.archers(Colour::Black).bits() | pattern),
            CircleSet::from_bits(middle.marked().bits() | pattern),
            middle.turn(),
            [None, None],
        )
        .unwrap();
        assert_eq!(p, middle);
        exercise(&p);
    }
}

#[test]
fn from_parts_rejects_the_shuttle_states_the_notation_rejects() {
    let [a1, c2, a2] = ["a1", "c2", "a2"].map(|n| n.parse::<Circle>().unwrap());
    let start = Position::default();
    let parts = |shuttle| {
        Position::from_parts(
            start.archers(Colour::White),
            start.archers(Colour::Black),
            CircleSet::EMPTY,
            Colour::White,
            [shuttle, None],
        )
    };
    for steps in [0, 5, 25, 200, u8::MAX] {
        let err = parts(Some(Shuttle {
            from: a1,
            to: c2,
            steps,
        }))
        .unwrap_err();
        assert!(err.to_string().contains("count"), "{err}");
    }
    let err = parts(Some(Shuttle {
        from: a1,
        to: a2,
        steps: 1,
    }))
    .unwrap_err();
    assert!(err.to_string().contains("not joined"), "{err}");
    for (from, to) in lines::ALL {
        for steps in 1..=Shuttle::LIMIT {
            let p = parts(Some(Shuttle { from, to, steps })).unwrap();
            exercise(&p);
        }
    }
}

/// A `u32` with at most five circles of the board set and anything off it.
fn at_most_five_and_noise() -> impl Strategy<Value = u32> {
    (any::<u32>(), prop::collection::vec(0..25u32, 0..=5))
        .prop_map(|(noise, circles)| circles.iter().fold(noise & OFF_BOARD, |b, c| b | 1 << c))
}

proptest! {
    #[test]
    fn from_parts_with_random_bits_never_panics(
        white in any::<u32>(),
        black in any::<u32>(),
        marked in any::<u32>(),
        black_to_move in any::<bool>(),
    ) {
        let (w, b) = (CircleSet::from_bits(white), CircleSet::from_bits(black));
        let turn = if black_to_move { Colour::Black } else { Colour::White };
        match Position::from_parts(w, b, CircleSet::from_bits(marked), turn, [None, None]) {
            Ok(p) => exercise(&p),
            Err(e) => prop_assert!(w.count() > 5 || (b & !w).count() > 5, "{}", e),
        }
    }

    #[test]
    fn from_parts_with_few_archers_and_bits_off_the_board_plays_and_searches(
        white in at_most_five_and_noise(),
        black in at_most_five_and_noise(),
        marked in any::<u32>(),
        black_to_move in any::<bool>(),
    ) {
        let turn = if black_to_move { Colour::Black } else { Colour::White };
        let p = Position::from_parts(
            CircleSet::from_bits(white),
            CircleSet::from_bits(black),
            CircleSet::from_bits(marked),
            turn,
            [None, None],
        )
        .expect("at most five circles of the board each");
        prop_assert_eq!(p.archers(Colour::White).bits(), white & !OFF_BOARD);
        prop_assert_eq!(p.marked().bits() & OFF_BOARD, 0);
        let reparsed: Position = p.to_string().parse().expect("prints as a valid position");
        prop_assert_eq!(reparsed, p);
        exercise(&p);
    }
}

//! The computer opponent: it only plays legal moves, finds forced wins, and repeats
//! itself for the same seed. No timing is asserted; searches here are limited by
//! depth or nodes, so they need no real clock.

use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::engine::search::MAX_DEPTH;
use jarmo_core::engine::{Engine, Level, Limits, SearchResult, MAX_NODES, MAX_NOISE, MAX_TIME_MS};
use jarmo_core::{Colour, Game, Move, MoveText, Outcome, Position};
use proptest::prelude::*;

/// A clock that never moves: the searches in these tests stop by depth or nodes.
fn no_clock() -> f64 {
    0.0
}

fn position(text: &str) -> Position {
    let p: Position = text.parse().expect("test positions are valid");
    assert_eq!(
        p.to_string(),
        text,
        "test positions are written canonically"
    );
    p
}

fn search(p: &Position, depth: u32) -> SearchResult {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    Engine::new(1)
        .best_move_in(p, &limits, &no_clock)
        .expect("the position is not over")
}

/// The limits of `level` made small and free of time, for quick tests.
fn small_limits(level: Level, seed: u64) -> Limits {
    let mut limits = level.limits(seed);
    limits.time_ms = None;
    limits.depth = Some(limits.depth.unwrap_or(4).min(4));
    limits.nodes = Some(3_000);
    limits
}

/// A game of `plies` random moves from the start (it may end earlier).
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::default();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

/// Plays `m` and returns how the game ended.
fn outcome_after(p: &Position, m: Move) -> Option<Outcome> {
    let mut game = Game::from_position(*p);
    game.play(m).unwrap();
    game.outcome()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn engine_plays_only_legal_moves_at_every_level(
        game_seed in any::<u64>(),
        plies in 0usize..60,
        search_seed in any::<u64>(),
    ) {
        let game = random_game(game_seed, plies);
        let mut engine = Engine::new(0);
        for n in 1..=8 {
            let level = Level::new(n).unwrap();
            let result = engine.best_move(&game, &small_limits(level, search_seed), &no_clock);
            if game.is_over() {
                prop_assert!(result.is_none());
            } else {
                let result = result.unwrap();
                prop_assert!(game.legal_moves().contains(&result.best),
                    "level {n} chose {} in {}", result.best, game.position());
                prop_assert_eq!(result.pv.first(), Some(&result.best));
                // The whole expected line is playable.
                let mut line = game.clone();
                for m in &result.pv {
                    prop_assert!(line.play(*m).is_ok(), "pv move {m} is illegal");
                }
            }
        }
    }
}

#[test]
fn engine_captures_the_last_free_archer_to_win() {
    // Black's only archer off its goal row stands on c3; a2xc3 ends the game (E1)
    // with White ahead 3-2. After any other step Black could win with c3-d1.
    let p = position("2w2/5/2b2/w4/1b3 w - -");
    assert!(p.end().is_none());
    let result = search(&p, 4);
    assert_eq!(result.best.to_string(), "a2xc3");
    assert!(result.is_decided() && result.score > 0);
    assert!(matches!(
        outcome_after(&p, result.best),
        Some(Outcome::Scored {
            white: 3,
            black: 2,
            ..
        })
    ));
}

#[test]
fn engine_finishes_by_reaching_the_goal_row() {
    // b3-a5 puts White's last archer off the goal row on it: 6-4 at once. Waiting
    // lets e4xc5 take an archer from the goal row.
    let p = position("2w1w/4b/1w2b/5/1b3 w - -");
    assert!(p.end().is_none());
    let result = search(&p, 4);
    assert_eq!(result.best.to_string(), "b3-a5");
    assert!(matches!(
        outcome_after(&p, result.best),
        Some(Outcome::Scored {
            white: 6,
            black: 4,
            ..
        })
    ));
}

#[test]
fn engine_uses_a_return_to_win() {
    // White's marked archer on c5 lets a captured archer come back. Only the return
    // wins by force (found by exhaustive search: no step wins within 7 plies); after
    // @d1, d5-b4 is met by a2xb4, and other Black moves lose too.
    let p = position("2Wb1/5/5/w4/1b3 w - -");
    assert!(p.end().is_none());
    let result = search(&p, 6);
    assert!(
        matches!(result.best, Move::Return { .. }),
        "chose {}",
        result.best
    );
    assert!(result.is_decided() && result.score > 0);
}

#[test]
fn engine_avoids_losing_at_once() {
    // From the return test with Black to move: Black must not let White win.
    let p = position("2Wb1/5/5/w4/1b3 b - -");
    let result = search(&p, 5);
    assert!(p.is_legal(result.best));
}

#[test]
fn same_seed_gives_same_move() {
    for seed in [0, 1, 42, u64::MAX] {
        for n in 1..=7 {
            let level = Level::new(n).unwrap();
            let game = random_game(seed, 10);
            let limits = small_limits(level, seed);
            let a = Engine::new(1).best_move(&game, &limits, &no_clock);
            let b = Engine::new(1).best_move(&game, &limits, &no_clock);
            assert_eq!(a, b, "level {n}, seed {seed}");
        }
    }
}

#[test]
fn cleared_engine_repeats_its_search() {
    let game = random_game(5, 8);
    let limits = small_limits(Level::new(6).unwrap(), 9);
    let mut engine = Engine::new(1);
    let first = engine.best_move(&game, &limits, &no_clock);
    engine.clear();
    assert_eq!(engine.best_move(&game, &limits, &no_clock), first);
}

#[test]
fn weak_levels_differ_between_seeds() {
    // Level 1's noise is larger than an archer: over a few seeds it must not always
    // choose the same opening move.
    let game = Game::default();
    let moves: std::collections::HashSet<String> = (0..16)
        .map(|seed| {
            let limits = Level::new(1).unwrap().limits(seed);
            Engine::new(0)
                .best_move(&game, &limits, &no_clock)
                .unwrap()
                .best
                .to_string()
        })
        .collect();
    assert!(moves.len() > 1, "{moves:?}");
}

#[test]
fn search_stops_at_the_node_limit_after_the_first_iteration() {
    let limits = Limits {
        nodes: Some(1),
        ..Limits::default()
    };
    let result = Engine::new(0)
        .best_move(&Game::default(), &limits, &no_clock)
        .unwrap();
    assert_eq!(result.depth, 1);
    assert!(Position::default().is_legal(result.best));
}

#[test]
fn search_honours_a_clock_that_runs_out() {
    // A clock that jumps a second ahead at every reading: the budget of 10 ms is
    // spent at the first reading after depth 1.
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1000.0);
        ticks.get()
    };
    let limits = Limits {
        time_ms: Some(10.0),
        ..Limits::default()
    };
    let result = Engine::new(0)
        .best_move(&Game::default(), &limits, &clock)
        .unwrap();
    assert!(result.depth <= 2);
    assert!(Position::default().is_legal(result.best));
}

/// A clock that jumps a second ahead at every reading.
fn jumping_clock() -> impl Fn() -> f64 {
    let ticks = std::cell::Cell::new(0.0);
    move || {
        ticks.set(ticks.get() + 1000.0);
        ticks.get()
    }
}

fn with_time(ms: f64) -> Limits {
    Limits {
        time_ms: Some(ms),
        ..Limits::default()
    }
}

#[test]
fn limits_cut_an_endless_or_huge_time_budget_to_a_minute() {
    for ms in [f64::INFINITY, 1e12, MAX_TIME_MS + 1.0] {
        assert_eq!(with_time(ms).checked().time_ms, Some(MAX_TIME_MS), "{ms}");
    }
    assert_eq!(with_time(250.0).checked().time_ms, Some(250.0));
    assert_eq!(Limits::default().checked().time_ms, None);
}

#[test]
fn limits_count_a_nan_or_negative_time_budget_as_zero() {
    for ms in [f64::NAN, -1.0, -1e12, f64::NEG_INFINITY, -0.0] {
        assert_eq!(with_time(ms).checked().time_ms, Some(0.0), "{ms}");
    }
}

#[test]
fn limits_keep_the_depth_from_one_to_the_deepest() {
    let depth = |d| {
        Limits {
            depth: d,
            ..Limits::default()
        }
        .checked()
        .depth
    };
    assert_eq!(depth(Some(0)), Some(1));
    assert_eq!(depth(Some(u32::MAX)), Some(MAX_DEPTH));
    assert_eq!(depth(Some(5)), Some(5));
    assert_eq!(depth(None), None);
}

#[test]
fn limits_cap_the_node_limit() {
    let nodes = |n| {
        Limits {
            nodes: n,
            ..Limits::default()
        }
        .checked()
        .nodes
    };
    assert_eq!(nodes(Some(u64::MAX)), Some(MAX_NODES));
    assert_eq!(nodes(Some(14_000)), Some(14_000));
    assert_eq!(nodes(Some(0)), Some(0));
    assert_eq!(nodes(None), None);
}

#[test]
fn limits_keep_the_noise_from_none_to_the_largest() {
    let noise = |z| {
        Limits {
            noise: z,
            ..Limits::default()
        }
        .checked()
        .noise
    };
    assert_eq!(noise(i32::MAX), MAX_NOISE);
    assert_eq!(noise(MAX_NOISE + 1), MAX_NOISE);
    assert_eq!(noise(i32::MIN), 0);
    assert_eq!(noise(-1), 0);
    assert_eq!(noise(250), 250);
}

#[test]
fn levels_ask_for_nothing_the_checks_change() {
    for n in 1..=8 {
        let limits = Level::new(n).unwrap().limits(3);
        assert_eq!(limits.checked(), limits, "level {n}");
    }
}

#[test]
fn search_with_an_endless_time_budget_ends_by_the_capped_one() {
    // Uncapped, an infinite budget never runs out: the search would go on to depth
    // 64. Capped, a clock a second ahead at each reading ends it within a minute
    // of readings.
    for ms in [f64::INFINITY, 1e12] {
        let clock = jumping_clock();
        let result = Engine::new(0)
            .best_move(&Game::default(), &with_time(ms), &clock)
            .unwrap();
        assert!(result.depth < MAX_DEPTH, "{ms}: depth {}", result.depth);
        assert!(Position::default().is_legal(result.best));
    }
}

#[test]
fn search_with_a_nan_or_negative_time_budget_ends_after_the_first_iteration() {
    for ms in [f64::NAN, -1.0, f64::NEG_INFINITY] {
        let clock = jumping_clock();
        let result = Engine::new(0)
            .best_move(&Game::default(), &with_time(ms), &clock)
            .unwrap();
        assert!(result.depth <= 2, "{ms}: depth {}", result.depth);
        assert!(Position::default().is_legal(result.best));
    }
}

#[test]
fn search_with_the_largest_noise_searches_as_with_the_capped_one() {
    // Noise near i32::MAX overflowed where it was added to an evaluation.
    for seed in 0..8 {
        let game = random_game(seed, 6);
        if game.is_over() {
            continue;
        }
        let search = |noise| {
            let limits = Limits {
                depth: Some(3),
                noise,
                seed,
                ..Limits::default()
            };
            Engine::new(0).best_move(&game, &limits, &no_clock).unwrap()
        };
        let huge = search(i32::MAX);
        assert_eq!(huge, search(MAX_NOISE), "seed {seed}");
        assert!(game.position().is_legal(huge.best));
        assert_eq!(search(i32::MIN), search(0), "seed {seed}");
    }
}

#[test]
fn sliced_search_takes_its_limits_through_the_checks() {
    let limits = Limits {
        time_ms: Some(f64::INFINITY),
        noise: i32::MAX,
        ..Limits::default()
    };
    let clock = jumping_clock();
    let mut engine = Engine::new(0);
    let mut thinking = engine.start(&Game::default(), &limits).unwrap();
    let result = loop {
        if let Some(result) = engine.step(&mut thinking, &clock, 5_000.0) {
            break result;
        }
    };
    assert!(
        thinking.spent_ms() < 2.0 * MAX_TIME_MS,
        "{}",
        thinking.spent_ms()
    );
    assert!(Position::default().is_legal(result.best));
}

#[test]
fn engine_avoids_a_third_repetition_when_ahead() {
    // White and Black each cycle two archers: after 8 plies the position, shuttle
    // states included, is the same again. Black, a goal-row archer ahead, is the
    // first who could make a position occur the third time; the engine must choose
    // something else: a draw by repetition is worse than its lead.
    // No archer can capture during the cycle.
    let start = position("b3b/5/5/5/w1bw1 w - -");
    let cycle = [
        "a1-c2", "a5-c4", "d1-c3", "e5-d3", "c2-a1", "c4-a5", "c3-d1", "d3-e5",
    ];
    let mut game = Game::from_position(start);
    let mut ply = 0;
    let choice = loop {
        let text: MoveText = cycle[ply % cycle.len()].parse().unwrap();
        let m = game.position().resolve(text).unwrap();
        let mut next = game.clone();
        next.play(m).unwrap();
        if next.outcome() == Some(Outcome::Repetition) {
            assert_eq!(game.position().turn(), Colour::Black);
            break m;
        }
        game = next;
        ply += 1;
        assert!(ply < 40, "the cycle repeats");
    };
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let result = Engine::new(1).best_move(&game, &limits, &no_clock).unwrap();
    assert_ne!(result.best, choice);
    let mut after = game.clone();
    after.play(result.best).unwrap();
    assert_ne!(after.outcome(), Some(Outcome::Repetition));
}

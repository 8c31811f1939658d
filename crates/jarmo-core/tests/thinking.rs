//! The search in slices (`Engine::start`, `Engine::step`): for a page that must not
//! be blocked for more than a few milliseconds. Clocks here are fakes that move only
//! when read, so every slice ends at a known reading and no timing is asserted.

use std::cell::Cell;

use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::engine::search::MAX_DEPTH;
use jarmo_core::engine::{Engine, Level, Limits, SearchResult, Thinking, MAX_TRIES};
use jarmo_core::{Game, Position};

/// A clock that advances `tick` milliseconds at every reading, and counts them.
struct Ticking {
    now: Cell<f64>,
    tick: f64,
}

impl Ticking {
    fn new(tick: f64) -> Ticking {
        Ticking {
            now: Cell::new(0.0),
            tick,
        }
    }

    fn read(&self) -> f64 {
        self.now.set(self.now.get() + self.tick);
        self.now.get()
    }
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

/// Some games in progress, from the start to the late middle game.
fn games() -> Vec<Game> {
    (0..12)
        .map(|seed| random_game(seed, (seed as usize * 7) % 45))
        .filter(|g| !g.is_over())
        .collect()
}

/// Level `n`'s limits; level 8 thinks for `ms8` milliseconds of the fake clock.
fn limits(n: u8, seed: u64, ms8: f64) -> Limits {
    let mut limits = Level::new(n).unwrap().limits(seed);
    if limits.time_ms.is_some() {
        limits.time_ms = Some(ms8);
    }
    limits
}

/// Steps `thinking` in slices of `slice_ms` until it is done; the result and the
/// number of steps.
fn run(
    engine: &mut Engine,
    thinking: &mut Thinking,
    clock: &dyn Fn() -> f64,
    slice_ms: f64,
    most_steps: usize,
) -> (SearchResult, usize) {
    for steps in 1..=most_steps {
        if let Some(result) = engine.step(thinking, &clock, slice_ms) {
            return (result, steps);
        }
    }
    panic!("no result after {most_steps} steps");
}

#[test]
fn sliced_search_returns_a_legal_move_at_every_level() {
    for (i, game) in games().iter().enumerate() {
        for n in 1..=8 {
            let clock = Ticking::new(1.0);
            let mut engine = Engine::new(1);
            let mut thinking = engine.start(game, &limits(n, i as u64, 60.0)).unwrap();
            let (result, _) = run(&mut engine, &mut thinking, &|| clock.read(), 3.0, 10_000);
            assert!(
                game.position().is_legal(result.best),
                "level {n} chose {} in {}",
                result.best,
                game.position()
            );
            assert!(result.depth >= 1 || game.legal_moves().len() == 1);
        }
    }
}

#[test]
fn sliced_search_with_an_unbounded_slice_is_best_move() {
    for (i, game) in games().iter().enumerate() {
        for n in 1..=8 {
            let limits = limits(n, 1000 + i as u64, 40.0);
            // Level 8 reads the clock: both searches get the same fresh fake clock.
            let clock = Ticking::new(0.5);
            let expected = Engine::new(1)
                .best_move(game, &limits, &|| clock.read())
                .unwrap();
            let clock = Ticking::new(0.5);
            let mut engine = Engine::new(1);
            let mut thinking = engine.start(game, &limits).unwrap();
            let (result, steps) = run(
                &mut engine,
                &mut thinking,
                &|| clock.read(),
                f64::INFINITY,
                1,
            );
            assert_eq!(
                (result, steps),
                (expected, 1),
                "level {n} in {}",
                game.position()
            );
        }
    }
}

#[test]
fn sliced_search_that_is_never_cut_off_is_best_move_at_levels_1_to_7() {
    // A clock that never moves never ends a slice, whatever its length.
    let still = || 0.0;
    for (i, game) in games().iter().enumerate() {
        for n in 1..=7 {
            let limits = limits(n, 2000 + i as u64, 0.0);
            let expected = Engine::new(1).best_move(game, &limits, &still).unwrap();
            let mut engine = Engine::new(1);
            let mut thinking = engine.start(game, &limits).unwrap();
            let (result, steps) = run(&mut engine, &mut thinking, &still, 1.0, 1);
            assert_eq!((result, steps), (expected, 1), "level {n}");
        }
    }
}

#[test]
fn each_slice_ends_at_the_first_look_at_the_clock_after_it_is_over() {
    // One millisecond per reading: a slice of 5 ms is over at the fifth reading
    // after its start, and the search reads the clock every 1024 nodes (besides
    // once after each finished iteration and once at the end of the step).
    let clock = Ticking::new(1.0);
    let game = Game::default();
    let mut engine = Engine::new(1);
    let mut thinking = engine.start(&game, &limits(8, 0, 200.0)).unwrap();
    let mut steps = 0;
    let result = loop {
        let before = (clock.now.get(), thinking.depth());
        let result = engine.step(&mut thinking, &|| clock.read(), 5.0);
        steps += 1;
        let took = clock.now.get() - before.0;
        let finished = f64::from(thinking.depth() - before.1);
        // The reading at the start, five to the end of the slice, at most one more
        // to see it is over, one for each iteration finished, one at the end.
        assert!(
            took <= 1.0 + 5.0 + 1.0 + finished + 1.0,
            "step {steps} took {took} readings"
        );
        if let Some(result) = result {
            break result;
        }
    };
    assert!(
        steps > 10,
        "a 200 ms search in 5 ms slices took {steps} steps"
    );
    assert!(Position::default().is_legal(result.best));
    // The time budget counts the slices' search time.
    assert!(
        thinking.spent_ms() >= 200.0 * 0.4,
        "{}",
        thinking.spent_ms()
    );
    assert!(
        thinking.spent_ms() <= 200.0 + 8.0,
        "{}",
        thinking.spent_ms()
    );
}

#[test]
fn sliced_search_counts_the_node_limit_across_slices() {
    let game = random_game(3, 10);
    let limits = limits(7, 5, 0.0);
    let node_limit = limits.nodes.unwrap();
    let clock = Ticking::new(1.0);
    let mut engine = Engine::new(1);
    let mut thinking = engine.start(&game, &limits).unwrap();
    // Each slice ends at its first look at the clock: at most 1024 nodes a step.
    let (result, steps) = run(&mut engine, &mut thinking, &|| clock.read(), 0.0, 10_000);
    assert!(steps as u64 >= node_limit / 1024, "{steps} steps");
    assert!(result.nodes >= node_limit, "{} nodes", result.nodes);
    assert!(game.position().is_legal(result.best));
}

#[test]
fn sliced_search_ends_even_when_every_slice_is_cut_off_and_nothing_else_limits_it() {
    // No depth, node or time limit, and slices that end at the first look at the
    // clock: iterations finish while the transposition table carries them over
    // the cuts, until one is cut off MAX_TRIES times.
    let game = Game::default();
    let unlimited = Limits::default();
    let mut engine = Engine::new(1);
    let mut thinking = engine.start(&game, &unlimited).unwrap();
    let most = MAX_TRIES as usize * MAX_DEPTH as usize + 1;
    let (result, steps) = run(&mut engine, &mut thinking, &|| 0.0, 0.0, most);
    assert!(result.depth >= 1, "depth {}", result.depth);
    assert!(Position::default().is_legal(result.best));
    assert!(steps > 1);
    // Done is done: more steps give the same result at once.
    assert_eq!(engine.step(&mut thinking, &|| 0.0, 0.0), Some(result));
    assert!(thinking.is_done());
}

#[test]
fn the_first_iteration_is_sliced_too_and_finishes_whole_if_cut_off_too_often() {
    // A position whose depth-1 search with its capture search visits about 2000
    // nodes: a slice that ends at the first look at the clock (every 1024 nodes)
    // cuts it off.
    let position: Position = "1b1bb/3w1/w2b1/1w1b1/2w1w b b1a3:1 c5d3:1".parse().unwrap();
    let game = Game::from_position(position);
    let depth_1 = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let expected = Engine::new(1).best_move(&game, &depth_1, &|| 0.0).unwrap();
    assert!(expected.nodes > 1024, "{} nodes", expected.nodes);
    let mut engine = Engine::new(1);
    let mut thinking = engine.start(&game, &depth_1).unwrap();
    assert_eq!(engine.step(&mut thinking, &|| 0.0, 0.0), None);
    let (result, steps) = run(&mut engine, &mut thinking, &|| 0.0, 0.0, MAX_TRIES as usize);
    assert_eq!(steps, MAX_TRIES as usize);
    assert_eq!(
        (result.best, result.score, result.depth),
        (expected.best, expected.score, 1)
    );
}

#[test]
fn a_game_that_is_over_starts_no_search_and_one_move_needs_no_slice() {
    let over = Game::from_position("ww3/5/2b2/5/4b w - -".parse().unwrap());
    assert!(Engine::new(0).start(&over, &Limits::default()).is_none());
    // White's shuttle state closes a1-c2: a1-b3 is its only move. No clock is read.
    let forced = Game::from_position("4b/5/5/5/w4 w c2a1:4 -".parse().unwrap());
    let mut engine = Engine::new(0);
    let mut thinking = engine.start(&forced, &Limits::default()).unwrap();
    assert!(thinking.is_done());
    let result = engine
        .step(&mut thinking, &|| -> f64 { panic!("no clock needed") }, 0.0)
        .unwrap();
    assert_eq!(result.depth, 0);
    assert!(forced.position().is_legal(result.best));
}

//! The repetition rule (RULES.md E3) as `Game` keeps it, a count per position
//! updated by every move, undo, redo and `at`, against the plain way: counting the
//! current position among all positions of the game again.

use jarmo_core::engine::bench::endless_record;
use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::{
    lines, Board, Circle, Colour, Game, Move, MoveText, Outcome, Position, REPETITION_LIMIT,
};

/// How often the current position occurs among the game's positions, counted again.
fn recounted_repetitions(game: &Game) -> usize {
    let now = game.position();
    game.positions().iter().filter(|p| *p == now).count()
}

/// The outcome with the repetitions counted again.
fn recounted_outcome(game: &Game) -> Option<Outcome> {
    let position = game.position();
    if let Some(end) = position.end() {
        return Some(Outcome::scored(position, end));
    }
    (recounted_repetitions(game) >= REPETITION_LIMIT).then_some(Outcome::Repetition)
}

fn assert_counts_match(game: &Game, what: &str) {
    assert_eq!(game.repetitions(), recounted_repetitions(game), "{what}");
    assert_eq!(game.outcome(), recounted_outcome(game), "{what}");
    assert_eq!(game.is_over(), recounted_outcome(game).is_some(), "{what}");
}

/// The quiet steps of `colour` in `position`: an archer off its goal row to an
/// empty circle off the goal row.
fn quiet_steps(position: &Position, colour: Colour) -> Vec<(Circle, Circle)> {
    let goal = colour.goal_row();
    let mut steps = Vec::new();
    for from in position.archers(colour) & !goal {
        for to in lines::from(from) & !position.occupied() & !goal {
            steps.push((from, to))
        }
    }
    steps
}

/// `game` after two archers of each side walk out and back twice, one step at a
/// time in turn (eight plies a round, as in RULES.md's repetition example): the
/// positions of the second round, but for its first, are those of the first round
/// again. `None` when the chosen steps share a circle, or one is not legal or ends
/// the game when its turn comes.
fn two_rounds_out_and_back(game: &Game, rng: &mut SplitMix64) -> Option<Game> {
    let position = game.position();
    let ours = quiet_steps(position, position.turn());
    let theirs = quiet_steps(position, position.turn().opponent());
    if ours.is_empty() || theirs.is_empty() {
        return None;
    }
    let [s1, s2] = [0; 2].map(|_| ours[rng.below(ours.len())]);
    let [t1, t2] = [0; 2].map(|_| theirs[rng.below(theirs.len())]);
    let mut circles: Vec<Circle> = [s1, s2, t1, t2].iter().flat_map(|s| [s.0, s.1]).collect();
    circles.sort_unstable();
    circles.dedup();
    if circles.len() < 8 {
        return None;
    }
    let back = |(a, b): (Circle, Circle)| (b, a);
    let round = [s1, t1, s2, t2, back(s1), back(t1), back(s2), back(t2)];
    let mut next = game.clone();
    for (from, to) in round.iter().chain(&round) {
        let m = next
            .position()
            .resolve(MoveText::Step {
                from: *from,
                to: *to,
            })
            .ok()?;
        next.play(m).ok()?;
        if next.is_over() {
            return None;
        }
    }
    Some(next)
}

/// A long game that does not end and often comes back to positions seen: now and
/// then two rounds out and back, otherwise a random quiet step to a position not
/// seen yet, else any move that neither ends the game nor makes a position occur
/// the third time.
fn long_game_with_returns(plies: usize, seed: u64) -> Game {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::default();
    while game.moves().len() < plies {
        if rng.below(3) == 0 {
            if let Some(next) = two_rounds_out_and_back(&game, &mut rng) {
                game = next;
                continue;
            }
        }
        let position = *game.position();
        let goal = position.turn().goal_row();
        let safe: Vec<(Move, usize)> = game
            .legal_moves()
            .into_iter()
            .filter_map(|m| {
                let next = position.play_unchecked(m);
                let count = game.positions().iter().filter(|p| **p == next).count();
                (next.end().is_none() && count + 1 < REPETITION_LIMIT).then_some((m, count))
            })
            .collect();
        let fresh: Vec<Move> = safe
            .iter()
            .filter(|(m, count)| {
                *count == 0
                    && matches!(m, Move::Step { to, capture: false, .. } if !goal.contains(*to))
            })
            .map(|s| s.0)
            .collect();
        let all: Vec<Move> = safe.iter().map(|s| s.0).collect();
        let from = if fresh.is_empty() { all } else { fresh };
        if from.is_empty() {
            break;
        }
        game.play(from[rng.below(from.len())]).expect("legal");
    }
    game
}

#[test]
fn a_long_game_counts_repetitions_as_a_recount_does_at_every_ply() {
    let long = long_game_with_returns(2_500, 7);
    assert!(long.moves().len() >= 2_500);
    let mut game = Game::default();
    let mut seen_twice = 0;
    for (ply, &m) in long.moves().iter().enumerate() {
        game.play(m).expect("the moves are legal");
        assert_counts_match(&game, &format!("after ply {}", ply + 1));
        seen_twice += usize::from(game.repetitions() == 2);
    }
    // The game comes back to positions often, so counts above 1 were tested too.
    assert!(seen_twice > 100, "{seen_twice}");
    let loaded = Game::from_record(&long.record(&[])).expect("its own record loads");
    assert_eq!(loaded, long);
    for position in loaded.positions() {
        let count = loaded.positions().iter().filter(|p| *p == position).count();
        assert_eq!(loaded.occurrences(position), count);
    }
    assert_eq!(loaded.occurrences(&"5/5/5/5/5 w - -".parse().unwrap()), 0);
}

#[test]
fn an_endless_record_loads_as_a_game_that_goes_on() {
    for board in Board::ALL {
        let record = endless_record(board, 3_000, 7);
        let loaded = Game::from_record(&record).expect("endless records are legal");
        assert_eq!(loaded.board(), board);
        assert_eq!(loaded.moves().len(), 3_000, "{board}");
        assert!(!loaded.is_over());
        assert_counts_match(&loaded, "loaded");
    }
}

#[test]
fn a_long_game_counts_repetitions_as_a_recount_does_after_at_and_undo() {
    let game = long_game_with_returns(2_500, 11);
    let n = game.moves().len();
    for plies in (0..=n).step_by(97).chain([n - 1, n, n + 10]) {
        assert_counts_match(&game.at(plies), &format!("at {plies}"));
    }
    let mut back = game.clone();
    while back.undo().is_some() {
        if back.moves().len() % 50 == 0 {
            assert_counts_match(&back, &format!("undone to {}", back.moves().len()));
        }
    }
    assert_eq!(back.repetitions(), 1);
    while back.redo().is_some() {}
    assert_eq!(back, game);
    assert_counts_match(&back, "redone");
}

#[test]
fn walking_out_and_back_with_undo_redo_and_at_counts_as_a_recount_does() {
    // Mostly the moves of RULES.md's repetition example, which draws at ply 18, so
    // games end by repetition often; between them random moves, takebacks, replays
    // and jumps to an earlier move, in random order.
    let cycle = [
        "a1-c2", "a5-c4", "b1-a3", "e5-d3", "c2-a1", "c4-a5", "a3-b1", "d3-e5",
    ]
    .map(|t| t.parse::<MoveText>().unwrap());
    let mut rng = SplitMix64::new(5);
    let mut game = Game::default();
    let mut repetition_draws = 0;
    for step in 0..6_000 {
        match rng.below(20) {
            0..=13 => {
                let moves = game.legal_moves();
                let planned = cycle[game.moves().len() % cycle.len()];
                let planned = game.position().resolve(planned).ok();
                match planned.filter(|_| rng.below(8) > 0) {
                    _ if moves.is_empty() => {
                        game.undo();
                    }
                    Some(m) => game.play(m).expect("resolved moves are legal"),
                    None => game.play(moves[rng.below(moves.len())]).expect("legal"),
                }
            }
            14..=16 => {
                game.undo();
            }
            17..=18 => {
                game.redo();
            }
            _ => game = game.at(rng.below(game.moves().len() + 2)),
        }
        assert_counts_match(&game, &format!("step {step}"));
        repetition_draws += usize::from(game.outcome() == Some(Outcome::Repetition));
    }
    assert!(repetition_draws > 10, "{repetition_draws} repetition draws");
}

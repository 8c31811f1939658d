//! Two simple players to measure the engine against: one that plays a uniformly
//! random legal move, and flat Monte-Carlo, which plays the move whose random
//! playouts win most often.

use crate::board::Colour;
use crate::game::{Game, REPETITION_LIMIT};
use crate::moves::Move;
use crate::position::Position;

use super::rng::SplitMix64;
use super::Clock;

/// A uniformly random legal move of `position`; `None` when it is over.
pub fn random_move(position: &Position, rng: &mut SplitMix64) -> Option<Move> {
    let moves = position.legal_moves();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// Plies after which a random playout is called a draw.
pub const PLAYOUT_LIMIT: usize = 200;

/// Plays random moves from `position` until the game is over by E1 or E2 (or
/// [`PLAYOUT_LIMIT`] plies pass: a draw) and returns the winner. The repetition rule
/// is not checked in playouts; the limit stands in for it.
pub fn playout(position: &Position, rng: &mut SplitMix64) -> Option<Colour> {
    let mut p = *position;
    for _ in 0..PLAYOUT_LIMIT {
        match random_move(&p, rng) {
            Some(m) => p = p.play_unchecked(m),
            None => break,
        }
    }
    if !p.is_over() {
        return None;
    }
    let (w, b) = (p.points(Colour::White), p.points(Colour::Black));
    match w.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Colour::White),
        std::cmp::Ordering::Less => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// How long flat Monte-Carlo thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// This many playouts after each legal move.
    PlayoutsPerMove(u32),
    /// Playouts in rounds (one after each legal move) until this many milliseconds
    /// have passed; at least one round.
    TimeMs(f64),
}

/// Flat Monte-Carlo: plays random games after each legal move and picks the move
/// with the best mean result (win 1, draw 1/2, loss 0) for the side to move. A move
/// that repeats a position for the third time scores exactly 1/2. `None` when the
/// game is over.
pub fn monte_carlo_move(game: &Game, budget: Budget, seed: u64, clock: &dyn Clock) -> Option<Move> {
    if game.is_over() {
        return None;
    }
    let position = game.position();
    let us = position.turn();
    let moves = position.legal_moves();
    if moves.len() == 1 {
        return Some(moves[0]);
    }
    let children: Vec<(Position, bool)> = moves
        .iter()
        .map(|&m| {
            let child = position.play_unchecked(m);
            let seen = game.occurrences(&child);
            (child, seen + 1 >= REPETITION_LIMIT && child.end().is_none())
        })
        .collect();
    let mut rng = SplitMix64::new(seed);
    // Half points, so that a draw counts 1 and a win 2.
    let mut halves = vec![0u64; moves.len()];
    let mut rounds = 0u64;
    let start = clock.now_ms();
    loop {
        for (i, (child, drawn)) in children.iter().enumerate() {
            halves[i] += if *drawn {
                1
            } else {
                match playout(child, &mut rng) {
                    Some(c) if c == us => 2,
                    Some(_) => 0,
                    None => 1,
                }
            };
        }
        rounds += 1;
        let done = match budget {
            Budget::PlayoutsPerMove(n) => rounds >= u64::from(n.max(1)),
            Budget::TimeMs(ms) => clock.now_ms() - start >= ms,
        };
        if done {
            break;
        }
    }
    let best = (0..moves.len()).max_by_key(|&i| (halves[i], std::cmp::Reverse(i)))?;
    Some(moves[best])
}

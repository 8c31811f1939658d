//! Perft: counting move sequences, to check and time move generation.

use crate::position::Position;

/// The number of move sequences of length `depth` from `position`. Passes count as
/// moves; a position that is over by E1 or E2 has none; the repetition rule does not
/// apply. `perft(p, 0)` is 1.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => position
            .legal_moves()
            .iter()
            .map(|m| perft(&position.play_unchecked(*m), depth - 1))
            .sum(),
    }
}

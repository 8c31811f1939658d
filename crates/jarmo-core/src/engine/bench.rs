//! The search benchmark: one fixed workload, run natively by `jarmo bench` and in the
//! browser by `scripts/bench-wasm.mjs`, so that the two speeds compare.

use super::{Clock, Engine, Limits};
use crate::moves::Move;
use crate::position::Position;

/// Nominal search depth of the benchmark.
pub const DEPTH: u32 = 12;

/// The benchmark positions: the start, and two from the middle of a game.
pub const POSITIONS: [&str; 3] = [
    "bbbbb/5/5/5/wwwww w - -",
    "b1b1b/1b3/2w2/1w1b1/w2ww b - -",
    "1B2b/w4/2b2/1w3/3w1 w - -",
];

/// One benchmark search.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchLine {
    pub position: &'static str,
    pub nodes: u64,
    pub ms: f64,
    pub best: Move,
    pub score: i32,
}

/// Searches every benchmark position to [`DEPTH`], each on a new engine with a
/// 32 MB table, timing each with `clock`.
///
/// # Panics
/// Never for the fixed positions: each is valid and not over.
#[must_use]
pub fn run(clock: &dyn Clock) -> Vec<BenchLine> {
    POSITIONS
        .iter()
        .map(|text| {
            let position: Position = text.parse().expect("benchmark positions are valid");
            let limits = Limits {
                depth: Some(DEPTH),
                ..Limits::default()
            };
            let start = clock.now_ms();
            let result = Engine::new(32)
                .best_move_in(&position, &limits, clock)
                .expect("benchmark positions are not over");
            BenchLine {
                position: text,
                nodes: result.nodes,
                ms: clock.now_ms() - start,
                best: result.best,
                score: result.score,
            }
        })
        .collect()
}

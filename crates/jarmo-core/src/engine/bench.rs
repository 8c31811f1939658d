//! The search benchmark: one fixed workload, run natively by `jarmo bench` and in the
//! browser by `tests/bench/wasm.mjs`, so that the two speeds compare; the search
//! in slices against the whole search ([`sliced`]), natively; and long game records
//! to time how records load ([`endless_record`]).

use std::collections::HashMap;

use super::rng::SplitMix64;
use super::{Clock, Engine, Level, Limits, SearchResult};
use crate::board::{Board, Colour};
use crate::game::{Game, MoveNumber, REPETITION_LIMIT};
use crate::moves::Move;
use crate::position::Position;

/// Nominal search depth of the benchmark.
pub const DEPTH: u32 = 12;

/// The benchmark positions: the start, and two from the middle of a game (a game on the
/// knight board; neither is over on the traditional board, where they are the
/// benchmark too).
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

/// The benchmark position `text` on `board`.
fn bench_position(text: &str, board: Board) -> Position {
    Position::parse_on(text, board).expect("benchmark positions are valid")
}

/// Searches every benchmark position on `board` to [`DEPTH`], each on a new engine
/// with a 32 MB table, timing each with `clock`.
///
/// # Panics
/// Never for the fixed positions: each is valid and not over.
#[must_use]
pub fn run(board: Board, clock: &dyn Clock) -> Vec<BenchLine> {
    POSITIONS
        .iter()
        .map(|text| {
            let position = bench_position(text, board);
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

/// A search run whole or in slices: what it found and what it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub depth: u32,
    pub nodes: u64,
    /// Search time: for slices, the sum of the steps.
    pub ms: f64,
    /// Steps taken (1 for a whole search).
    pub steps: usize,
    /// The median step.
    pub median_ms: f64,
    /// The longest step.
    pub longest_ms: f64,
}

/// The search in slices against the whole search, on one position.
#[derive(Clone, Debug, PartialEq)]
pub struct SlicedLine {
    pub position: &'static str,
    /// Level 8 with its time budget, whole and in slices.
    pub level_8: [Run; 2],
    /// To the depth the whole level-8 search reached, whole and in slices: the
    /// work that slicing adds.
    pub to_depth: [Run; 2],
}

/// Runs `thinking` in slices of `slice_ms` (a whole search for an infinite slice),
/// timing each step with `clock`.
fn run_sliced(game: &Game, limits: &Limits, clock: &dyn Clock, slice_ms: f64) -> Run {
    let mut engine = Engine::new(8);
    let mut thinking = engine
        .start(game, limits)
        .expect("benchmark positions are not over");
    let mut took = Vec::new();
    let result: SearchResult = loop {
        let t = clock.now_ms();
        let result = engine.step(&mut thinking, clock, slice_ms);
        took.push(clock.now_ms() - t);
        if let Some(result) = result {
            break result;
        }
    };
    let ms = took.iter().sum();
    took.sort_by(f64::total_cmp);
    Run {
        depth: result.depth,
        nodes: result.nodes,
        ms,
        steps: took.len(),
        median_ms: took[took.len() / 2],
        longest_ms: took[took.len() - 1],
    }
}

/// For every benchmark position on `board`, on new engines with the browser's 8 MB
/// table: level 8 with `budget_ms`, whole and in slices of `slice_ms`; then to the
/// depth the whole search reached, whole and in slices.
///
/// # Panics
/// Never for the fixed positions: each is valid and not over.
#[must_use]
pub fn sliced(board: Board, clock: &dyn Clock, budget_ms: f64, slice_ms: f64) -> Vec<SlicedLine> {
    POSITIONS
        .iter()
        .map(|text| {
            let game = Game::from_position(bench_position(text, board));
            let mut level_8 = Level::MAX.limits(0);
            level_8.time_ms = Some(budget_ms);
            let whole = run_sliced(&game, &level_8, clock, f64::INFINITY);
            let in_slices = run_sliced(&game, &level_8, clock, slice_ms);
            let to_depth = Limits {
                depth: Some(whole.depth),
                ..Limits::default()
            };
            SlicedLine {
                position: text,
                to_depth: [
                    run_sliced(&game, &to_depth, clock, f64::INFINITY),
                    run_sliced(&game, &to_depth, clock, slice_ms),
                ],
                level_8: [whole, in_slices],
            }
        })
        .collect()
}

/// The record of a game on `board` (its `[Board "..."]` line first, as
/// [`Game::record`] writes it) of `plies` random legal moves from the start (seeded by
/// `seed`) that never ends: no move ends it by E1 or E2 or makes a position occur
/// the third time. To keep it going, a move is drawn from the quiet steps (no
/// capture, not onto the goal row) to a position not seen yet when there are any,
/// else from the quiet steps, else from all such moves. Shorter when every move
/// left would end the game. For timing how records load.
#[must_use]
pub fn endless_record(board: Board, plies: usize, seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let start = Game::new_on(board, Colour::White);
    let mut position = *start.position();
    let mut seen: HashMap<Position, usize> = HashMap::from([(position, 1)]);
    let mut parts = Vec::with_capacity(plies * 3 / 2);
    for ply in 0..plies {
        let goal = position.turn().goal_row();
        let mut tiers: [Vec<(Move, Position)>; 3] = Default::default();
        for &m in &position.legal_moves() {
            let next = position.play_unchecked(m);
            let count = seen.get(&next).copied().unwrap_or(0);
            if next.end().is_some() || count + 1 >= REPETITION_LIMIT {
                continue;
            }
            let quiet = matches!(m, Move::Step { to, capture: false, .. } if !goal.contains(to));
            let tier = match (quiet, count) {
                (true, 0) => 0,
                (true, _) => 1,
                _ => 2,
            };
            tiers[tier].push((m, next));
        }
        let Some(choices) = tiers.iter().find(|t| !t.is_empty()) else {
            break;
        };
        let (m, next) = choices[rng.below(choices.len())];
        let label = MoveNumber::after(ply).label();
        if !label.is_empty() {
            parts.push(label);
        }
        parts.push(m.to_string());
        *seen.entry(next).or_insert(0) += 1;
        position = next;
    }
    start.record(&[]) + &parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_benchmark_positions_are_searched_on_both_boards() {
        for board in Board::ALL {
            for text in POSITIONS {
                let position = bench_position(text, board);
                assert!(position.end().is_none(), "{text} is over on {board}");
                assert!(position.legal_moves().len() > 1, "{text} on {board}");
            }
        }
    }
}

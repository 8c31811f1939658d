//! The computer opponent: an alpha-beta search with playing levels 1 to 8, and two
//! simple players to measure it against ([`baseline`]).
//!
//! The engine knows no clock of its own: `std::time::Instant` panics in the
//! browser (`wasm32-unknown-unknown`), so whoever calls it passes a [`Clock`], read
//! only every 1024 nodes. A closure `|| -> f64` of milliseconds is a clock.
//!
//! # Examples
//!
//! ```
//! use jarmo_core::engine::{Engine, Level};
//! use jarmo_core::Game;
//!
//! let mut engine = Engine::new(1);
//! let game = Game::default();
//! // Level 3 searches to a fixed depth, so it needs no real clock.
//! let limits = Level::new(3).unwrap().limits(42);
//! let result = engine.best_move(&game, &limits, &|| 0.0).unwrap();
//! assert!(game.position().is_legal(result.best));
//! ```

pub mod baseline;
pub mod bench;
pub mod eval;
pub mod multipv;
pub mod rng;
pub mod search;
mod tt;
pub mod zobrist;

use std::fmt;

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;

use search::{History, Repetitions, Search, MAX_DEPTH, MAX_PLY};

pub use multipv::{Analysing, MultiPv, RankedMove, MAX_LINES};

/// A source of time in milliseconds, from any fixed origin. Natively
/// `Instant::now()` since some start; in the browser `performance.now()` or
/// `Date.now()`.
pub trait Clock {
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// When a search stops, and how it is disturbed. A search stops at the first limit
/// reached; with no limit at all it goes to depth 64, which can take very long.
/// The first iteration (depth 1) always finishes, whatever the limits.
///
/// Any values may be given: every search takes its limits through
/// [`Limits::checked`], which bounds each of them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    /// Deepest nominal depth in plies (moves of either side).
    pub depth: Option<u32>,
    /// Time budget in milliseconds, measured with the [`Clock`].
    pub time_ms: Option<f64>,
    /// Most nodes to visit (a deterministic stand-in for time).
    pub nodes: Option<u64>,
    /// Evaluation noise: each evaluated position gets a fixed pseudo-random amount
    /// in `-noise..=noise` hundredths of a point, chosen by the position and `seed`.
    /// 0 for none. This is how the weaker levels err.
    pub noise: i32,
    /// Seed of the noise. Same position, history, limits (without time) and seed on
    /// a new or cleared [`Engine`]: same move.
    pub seed: u64,
}

/// The default time budget of level 8 in milliseconds (the browser's; the command
/// line's `--ms` overrides it).
pub const DEFAULT_TIME_MS: f64 = 1000.0;

/// The longest time budget of a search, in milliseconds: a minute. Longer budgets
/// (`Infinity`, `1e12`) are cut to it, so that a search always ends; the page asks
/// for a second, a review for a third of one.
pub const MAX_TIME_MS: f64 = 60_000.0;

/// The most nodes a search is given: a billion, some minutes of search natively
/// (BENCHMARKS.md: about 2 million nodes a second), so that a node limit always
/// ends a search in bounded time. Level 7 asks for 14 000.
pub const MAX_NODES: u64 = 1_000_000_000;

/// The largest noise, in hundredths of a point: ten points, four times level 1's.
/// With it a noisy evaluation stays far inside the scores of finished games, and
/// no sum of scores comes near the end of an `i32`.
pub const MAX_NOISE: i32 = 1000;

impl Limits {
    /// The limits as a search uses them, each bounded:
    ///
    /// - `time_ms` within `0..=`[`MAX_TIME_MS`]; `NaN` and negative budgets count
    ///   as 0 (only the first iteration, which always finishes);
    /// - `depth` within `1..=`[`search::MAX_DEPTH`] (0 counts as 1);
    /// - `nodes` at most [`MAX_NODES`];
    /// - `noise` within `0..=`[`MAX_NOISE`] (negative counts as 0, none).
    ///
    /// # Examples
    ///
    /// ```
    /// use jarmo_core::engine::{Limits, MAX_NOISE, MAX_TIME_MS};
    ///
    /// let wild = Limits {
    ///     time_ms: Some(f64::INFINITY),
    ///     noise: i32::MAX,
    ///     ..Limits::default()
    /// };
    /// let checked = wild.checked();
    /// assert_eq!(checked.time_ms, Some(MAX_TIME_MS));
    /// assert_eq!(checked.noise, MAX_NOISE);
    /// ```
    #[must_use]
    pub fn checked(self) -> Limits {
        Limits {
            depth: self.depth.map(|d| d.clamp(1, MAX_DEPTH)),
            time_ms: self.time_ms.map(|ms| {
                if ms.is_nan() {
                    0.0
                } else {
                    ms.clamp(0.0, MAX_TIME_MS)
                }
            }),
            nodes: self.nodes.map(|n| n.min(MAX_NODES)),
            noise: self.noise.clamp(0, MAX_NOISE),
            seed: self.seed,
        }
    }
}

/// A playing level, 1 (beginner) to 8 (strongest).
///
/// | level | depth | nodes   | time              | noise (1/100 point) |
/// |-------|-------|---------|-------------------|---------------------|
/// | 1     | 1     |         |                   | 250                 |
/// | 2     | 1     |         |                   | 170                 |
/// | 3     | 2     |         |                   | 130                 |
/// | 4     | 3     |         |                   | 160                 |
/// | 5     | 3     |         |                   | 105                 |
/// | 6     | 4     |         |                   | 95                  |
/// | 7     |       | 14 000  |                   | 90                  |
/// | 8     |       |         | 1000 ms (default) | 0                   |
///
/// Depth is in plies and every search adds a capture search at the horizon. Noise
/// is added to every evaluated position, a fixed amount per position and seed. It
/// is how levels 1 to 7 err: at level 1 it is well above the value of an archer,
/// so it plays legal, roughly sensible moves (it still sees a finished game
/// exactly) but gives away archers; up to level 7 it is still about an archer, so
/// every level below 8 now and then misjudges a position badly enough to lose a
/// game to a stronger level. With little noise the strong levels found the same
/// drawing exchanges from the start and drew each other almost always (see
/// BENCHMARKS.md). The levels are spaced by depth and noise together, each step
/// measured: level 4 searches a ply deeper than level 3 but with more noise, level
/// 5 as deep as level 4 with less. Levels 1 to 7 are deterministic for a given
/// seed on a new engine; level 8 has no noise and depends on the speed of the
/// machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);

    /// The level `n`, if `n` is 1 to 8.
    #[must_use]
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 8 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// 1 to 8.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The search limits of this level (see the table on [`Level`]).
    #[must_use]
    pub fn limits(self, seed: u64) -> Limits {
        let (depth, nodes, time_ms, noise) = match self.0 {
            1 => (Some(1), None, None, 250),
            2 => (Some(1), None, None, 170),
            3 => (Some(2), None, None, 130),
            4 => (Some(3), None, None, 160),
            5 => (Some(3), None, None, 105),
            6 => (Some(4), None, None, 95),
            7 => (None, Some(14_000), None, 90),
            _ => (None, None, Some(DEFAULT_TIME_MS), 0),
        };
        Limits {
            depth,
            time_ms,
            nodes,
            noise,
            seed,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play: always legal.
    pub best: Move,
    /// Its score for the side to move, in hundredths of a point; beyond ±9000 the
    /// game is decided: `10 000` per point of final difference (see
    /// [`search::terminal_score`]).
    pub score: i32,
    /// The depth of the last finished iteration (0 when there was one legal move
    /// and so no search).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<Move>,
}

impl SearchResult {
    /// Whether the score says the game is decided by force.
    #[must_use]
    pub fn is_decided(&self) -> bool {
        search::is_decided(self.score)
    }
}

/// The search engine. It keeps a transposition table and move-ordering statistics
/// between searches, which makes the next search of the same game faster; call
/// [`Engine::clear`] (or make a new one) for exactly repeatable results.
pub struct Engine {
    tt: tt::Table,
    history: Box<History>,
    /// Endgame tables the search trusts where they hold a position.
    tables: Option<std::sync::Arc<crate::tables::Table>>,
}

impl Engine {
    /// An engine with a transposition table of about `tt_megabytes` MB (16 bytes an
    /// entry; 0 gives the smallest table, 16 kB).
    #[must_use]
    pub fn new(tt_megabytes: usize) -> Engine {
        Engine {
            tt: tt::Table::new(tt_megabytes),
            history: Box::new([[[0; 25]; 25]; 2]),
            tables: None,
        }
    }

    /// Endgame tables for the search: below the root, a position the table holds
    /// is scored by its exact value and distance instead of being searched, so the
    /// engine keeps every tabulated win and draw and ends the game by the shortest
    /// way the table knows. The levels below 8 are given none, so that they keep
    /// their mistakes. Positions of another board are searched as before.
    pub fn set_tables(&mut self, tables: Option<std::sync::Arc<crate::tables::Table>>) {
        self.tables = tables;
    }

    /// Forget all earlier searches.
    pub fn clear(&mut self) {
        self.tt.clear();
        *self.history = [[[0; 25]; 25]; 2];
    }

    /// A search begins: the table's older entries become first to go, and the move
    /// ordering's history counts less.
    fn new_search(&mut self) {
        self.tt.new_search();
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for v in row.iter_mut() {
                    *v /= 8;
                }
            }
        }
    }

    /// The best move in the current position of `game`, whose earlier positions
    /// count for the repetition rule (RULES.md E3). `None` when the game is over.
    /// The search keeps to `limits` as [`Limits::checked`] bounds them.
    pub fn best_move(
        &mut self,
        game: &Game,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        let mut thinking = self.start(game, limits)?;
        // A slice without end: the whole search in one step.
        self.step(&mut thinking, clock, f64::INFINITY)
    }

    /// The best move in `position` with no game before it. `None` when it is over.
    pub fn best_move_in(
        &mut self,
        position: &Position,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        self.best_move(&Game::from_position(*position), limits, clock)
    }

    /// Starts a search of the current position of `game` that runs in slices: call
    /// [`Engine::step`] until it returns the result. `None` when the game is over.
    /// As in [`Engine::best_move`], `limits` are taken as [`Limits::checked`] bounds
    /// them.
    ///
    /// # Examples
    ///
    /// ```
    /// use jarmo_core::engine::{Engine, Level};
    /// use jarmo_core::Game;
    ///
    /// let mut engine = Engine::new(1);
    /// let game = Game::default();
    /// let limits = Level::new(5).unwrap().limits(7);
    /// let mut thinking = engine.start(&game, &limits).unwrap();
    /// let clock = || 0.0;
    /// let result = loop {
    ///     if let Some(result) = engine.step(&mut thinking, &clock, 10.0) {
    ///         break result;
    ///     }
    /// };
    /// assert!(game.position().is_legal(result.best));
    /// ```
    pub fn start(&mut self, game: &Game, limits: &Limits) -> Option<Thinking> {
        if game.is_over() {
            return None;
        }
        let limits = limits.checked();
        let positions = game.positions();
        let (root, before) = positions.split_last()?;
        let moves = root.legal_moves();
        let mut result = SearchResult {
            best: moves[0],
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![moves[0]],
        };
        let only_move = moves.len() == 1;
        if only_move {
            // Nothing to choose: no search, the score is the evaluation after it.
            let after = root.play_unchecked(moves[0]);
            result.score = match after.end() {
                Some(_) => -search::terminal_score(&after, 1),
                None => -eval::evaluate(&after),
            };
        } else {
            self.new_search();
        }
        let root_key = zobrist::hash(root);
        let history = before.iter().map(zobrist::hash).collect();
        Some(Thinking {
            root: *root,
            root_key,
            limits,
            depth: 1,
            max_depth: limits.depth.unwrap_or(MAX_DEPTH),
            result,
            done: only_move,
            spent_ms: 0.0,
            tries: 0,
            killers: [[0; 2]; MAX_PLY],
            nodes: 0,
            may_stop: false,
            repetitions: Some(Repetitions::new(history, root_key)),
            pv: vec![[Move::Pass; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            root_hint: None,
        })
    }

    /// Searches on for about `slice_ms` milliseconds of `clock` (the clock is read
    /// every 1024 nodes, so a slice can run over by that much) and returns the
    /// result once the search is complete, `None` before. The level's limits end
    /// the search as in [`Engine::best_move`]: the time budget counts the slices'
    /// search time, the node limit their nodes. An iteration that a slice cuts off
    /// is searched again in the next step, faster for what the transposition table
    /// kept of it: searched again, it also takes exact scores from the table on
    /// its principal variation, which a whole search walks. A slice of infinite length searches to the end in one step, as
    /// [`Engine::best_move`] does; `NaN` or a negative slice counts as 0, a step that
    /// stops at its first look at the clock. Once complete, every further step
    /// returns the same result.
    ///
    /// A search cut off again and again always ends: an iteration cut off
    /// [`MAX_TRIES`] times ends the search with the last finished iteration; when
    /// that is the first, it is searched whole in the next step instead (it is
    /// small: 50 nodes on average, at most about 2 000 in 3 000 random positions).
    /// What a slice cannot split is a node one ply above the horizon with its
    /// capture search, which the table does not keep: up to a few thousand nodes.
    /// Slices shorter than that (a millisecond or less) can leave an iteration
    /// unfinished however often it is searched again.
    pub fn step(
        &mut self,
        thinking: &mut Thinking,
        clock: &dyn Clock,
        slice_ms: f64,
    ) -> Option<SearchResult> {
        if thinking.done {
            return Some(thinking.result.clone());
        }
        let slice_ms = if slice_ms.is_nan() {
            0.0
        } else {
            slice_ms.max(0.0)
        };
        let budget = thinking.limits.time_ms;
        let sliced = slice_ms.is_finite() && !(thinking.depth == 1 && thinking.tries >= MAX_TRIES);
        let started = (budget.is_some() || sliced).then(|| clock.now_ms());
        let mut search = Search {
            tables: self.tables.as_deref(),
            tt: &mut self.tt,
            history: &mut self.history,
            killers: thinking.killers,
            clock,
            deadline_ms: started
                .zip(budget)
                .map(|(t, b)| t + (b - thinking.spent_ms)),
            slice_deadline_ms: started.filter(|_| sliced).map(|t| t + slice_ms),
            node_limit: thinking.limits.nodes.unwrap_or(u64::MAX),
            nodes: thinking.nodes,
            stopped: false,
            sliced: false,
            again: thinking.tries > 0,
            may_stop: thinking.may_stop,
            noise: thinking.limits.noise,
            seed: thinking.limits.seed,
            repetitions: thinking
                .repetitions
                .take()
                .expect("a search in progress has its repetitions"),
            pv: std::mem::take(&mut thinking.pv),
            pv_len: thinking.pv_len,
            root_best: None,
            root_hint: thinking.root_hint,
            excluded: Vec::new(),
            stored: 0,
        };
        let result = &mut thinking.result;
        let mut done = false;
        while !done {
            search.root_best = None;
            let score = search.negamax(
                &thinking.root,
                thinking.root_key,
                thinking.depth as i32,
                -search::INFINITY,
                search::INFINITY,
                0,
            );
            if search.stopped {
                if search.sliced {
                    // The slice is over: this iteration starts again in the next.
                    thinking.tries += 1;
                    if thinking.tries < MAX_TRIES {
                        break;
                    }
                }
                // A root move searched to the end in the unfinished iteration beat
                // the first one tried (the last best move), so it is better.
                if let Some((m, s)) = search.root_best {
                    if m != result.best {
                        result.best = m;
                        result.score = s;
                        result.pv = vec![m];
                    }
                }
                // The first iteration, cut off too often, is searched whole in the
                // next step; any other ends the search.
                done = !(search.sliced && thinking.depth == 1);
                break;
            }
            result.best = search.pv[0][0];
            result.score = score;
            result.depth = thinking.depth;
            result.pv = search.pv[0][..search.pv_len[0]].to_vec();
            search.root_hint = Some(result.best);
            search.may_stop = true;
            thinking.tries = 0;
            search.again = false;
            thinking.depth += 1;
            done = thinking.depth > thinking.max_depth || search.nodes >= search.node_limit;
            // Another iteration costs more than all before it: do not start one that
            // cannot finish.
            if let (Some(start), Some(budget)) = (started, budget) {
                if !done && thinking.spent_ms + (clock.now_ms() - start) > budget * 0.4 {
                    done = true;
                }
            }
        }
        result.nodes = search.nodes;
        thinking.done = done;
        thinking.killers = search.killers;
        thinking.nodes = search.nodes;
        thinking.may_stop = search.may_stop;
        thinking.root_hint = search.root_hint;
        thinking.pv_len = search.pv_len;
        thinking.pv = search.pv;
        thinking.repetitions = Some(search.repetitions);
        if let Some(start) = started {
            thinking.spent_ms += (clock.now_ms() - start).max(0.0);
        }
        done.then(|| thinking.result.clone())
    }
}

/// How many times a slice may cut off one iteration of a sliced search before the
/// search settles for the last finished iteration ([`Engine::step`]). Far more than
/// level 8's second needs in slices of a few milliseconds.
pub const MAX_TRIES: u32 = 256;

/// A search in progress, run in slices by [`Engine::step`]: for a caller that must
/// not be blocked for long, like a page that cannot start a worker. It keeps what
/// one search keeps between its iterations; the transposition table stays in the
/// [`Engine`].
pub struct Thinking {
    root: Position,
    root_key: u64,
    limits: Limits,
    /// The depth of the next (or the running) iteration.
    depth: u32,
    max_depth: u32,
    /// The last finished iteration's result, or the only move.
    result: SearchResult,
    done: bool,
    /// The slices' search time so far, in milliseconds.
    spent_ms: f64,
    /// How often slices cut off the running iteration.
    tries: u32,
    killers: [[u16; 2]; MAX_PLY],
    nodes: u64,
    may_stop: bool,
    /// `None` only while a step has lent it to the search.
    repetitions: Option<Repetitions>,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    root_hint: Option<Move>,
}

impl Thinking {
    /// The slices' search time so far, in milliseconds of the clock (0 while
    /// nothing needed the clock: no time budget and no slice end).
    #[must_use]
    pub fn spent_ms(&self) -> f64 {
        self.spent_ms
    }

    /// Whether the search is complete.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The depth of the last finished iteration (0 before the first).
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.result.depth
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_one_to_eight() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        assert_eq!(Level::new(1), Some(Level::MIN));
        assert_eq!(Level::new(8), Some(Level::MAX));
    }

    #[test]
    fn only_level_eight_needs_a_clock() {
        for n in 1..=8 {
            let limits = Level::new(n).unwrap().limits(0);
            assert_eq!(limits.time_ms.is_some(), n == 8, "level {n}");
            assert!(limits.depth.is_some() || limits.nodes.is_some() || n == 8);
        }
    }

    #[test]
    fn levels_below_eight_err_and_level_one_errs_most() {
        let noise: Vec<i32> = (1..=8)
            .map(|n| Level::new(n).unwrap().limits(0).noise)
            .collect();
        // Noise of most of an archer (100) at every level below 8, so that each
        // makes mistakes the next level can exploit; none at level 8.
        assert!(noise[..7].iter().all(|&z| z >= 80), "{noise:?}");
        assert_eq!(noise[7], 0);
        assert!(noise[1..].iter().all(|&z| z < noise[0]), "{noise:?}");
    }

    #[test]
    fn stronger_levels_search_at_least_as_deep() {
        let depth: Vec<u32> = (1..=7)
            .map(|n| Level::new(n).unwrap().limits(0).depth.unwrap_or(u32::MAX))
            .collect();
        assert!(depth.windows(2).all(|w| w[0] <= w[1]), "{depth:?}");
    }
}

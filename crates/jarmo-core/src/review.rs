//! Review of a game: for every move, how much it lost against the engine's best
//! move, the evaluation after it and the better move.
//!
//! Each position of the game is analysed once: the engine searches it (with the
//! time or node budget of [`ReviewLimits::search`], no noise, its table cleared
//! first, so the analysis does not depend on what was reviewed before), and the
//! exact solver ([`crate::solve`]) looks [`ReviewLimits::solve_plies`] plies ahead
//! for a forced win of the side to move, and one ply further for a forced win of
//! the other side (every reply, [`ReviewLimits::solve_plies`] deep).
//!
//! A move is then judged by its **loss**: the value of the best move of the
//! position before it minus the value of the move played (never below 0), both for
//! the side that moved, in hundredths of a point. The value of the best move is the
//! engine's score of the position before; the value of the move played is the
//! engine's score of the position after it, seen from the other side. A forced win
//! counts [`WIN`] (a forced loss `-WIN`), whether the solver proved it or the
//! engine's search saw the game's end; a finished game counts `WIN`, `-WIN` or 0
//! for a draw. The margin of a win does not count: Jarmo is won by any margin.
//!
//! | label | loss (points) |
//! |---|---|
//! | `best` | the engine's best move, or at most 0.10 |
//! | `good` | at most 0.30 |
//! | `inaccuracy` | at most 0.80 |
//! | `mistake` | at most 2.00 |
//! | `blunder` | more than 2.00 |
//!
//! Two rules of the solver come first: the only move that wins by force (within
//! the solver's plies) is `best`; a move after which the opponent wins by force,
//! where the side that moved was not lost by force before it, is a `blunder`.
//!
//! The evaluation after a move ([`Eval`]) is written from White's side: points with
//! two decimals and a sign (`+0.35`, `-1.20`, `0.00`), or `W+N` / `B+N` when White
//! or Black wins by force in `N` plies (`W+0` when the game is over and White won).
//! A score of the engine that sees the game's end further ahead than the solver
//! looks is written as points too: the final difference it expects (`+2.00`).

use std::fmt;

use crate::board::Colour;
use crate::engine::search::{is_decided, TERMINAL_POINT};
use crate::engine::{Clock, Engine, Limits};
use crate::game::{Game, Outcome};
use crate::moves::Move;
use crate::solve::Solver;

/// The value of a forced win, in hundredths of a point: above every evaluation.
pub const WIN: i32 = 10_000;

/// How a move is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Label {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The largest loss (in hundredths of a point) of each label but `blunder`, which
/// is every larger loss.
pub const THRESHOLDS: [(Label, i32); 4] = [
    (Label::Best, 10),
    (Label::Good, 30),
    (Label::Inaccuracy, 80),
    (Label::Mistake, 200),
];

impl Label {
    /// The label of a move that lost `loss` hundredths of a point (see
    /// [`THRESHOLDS`]).
    #[must_use]
    pub fn for_loss(loss: i32) -> Label {
        THRESHOLDS
            .iter()
            .find(|(_, most)| loss <= *most)
            .map_or(Label::Blunder, |(label, _)| *label)
    }

    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Label::Best => "best",
            Label::Good => "good",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An evaluation from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Eval {
    /// Hundredths of a point: positive when White is better.
    Points(i32),
    /// `winner` wins by force in `plies` plies (0: the game is over, won).
    Win { winner: Colour, plies: u32 },
}

impl Eval {
    /// A search's `score` for `turn`, the side to move ([`crate::engine::SearchResult`]),
    /// from White's side: a decided score is a win in the plies it counts from the
    /// position searched (the search prefers the fastest win and the slowest loss it
    /// sees), any other the points.
    ///
    /// # Examples
    ///
    /// ```
    /// use jarmo_core::review::Eval;
    /// use jarmo_core::Colour;
    ///
    /// assert_eq!(Eval::of_score(35, Colour::Black), Eval::Points(-35));
    /// // Black to move loses 2 points down in 7 plies.
    /// let lost = Eval::of_score(-2 * 10_000 + 7, Colour::Black);
    /// assert_eq!(lost, Eval::Win { winner: Colour::White, plies: 7 });
    /// ```
    #[must_use]
    pub fn of_score(score: i32, turn: Colour) -> Eval {
        if is_decided(score) {
            // A win scores TERMINAL_POINT a point of difference less a ply for each
            // ply to it; a loss as much more.
            let short = (score.unsigned_abs() % TERMINAL_POINT as u32) as i32;
            let plies = ((TERMINAL_POINT - short) % TERMINAL_POINT) as u32;
            let winner = if score > 0 { turn } else { turn.opponent() };
            return Eval::Win { winner, plies };
        }
        Eval::Points(match turn {
            Colour::White => score,
            Colour::Black => -score,
        })
    }
}

impl fmt::Display for Eval {
    /// `+0.35`, `-1.20`, `0.00`, `W+3`, `B+0`. Integer arithmetic only: the wasm
    /// build carries no float formatting.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Points(p) => {
                let sign = match p.signum() {
                    1 => "+",
                    -1 => "-",
                    _ => "",
                };
                let a = p.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
            Eval::Win { winner, plies } => {
                let letter = winner.letter().to_ascii_uppercase();
                write!(f, "{letter}+{plies}")
            }
        }
    }
}

/// How hard a review looks at each position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewLimits {
    /// The engine's limits for each position (its noise is not used).
    pub search: Limits,
    /// How many plies the solver looks ahead for a forced win of the side to move
    /// (and one more for the other side's).
    pub solve_plies: u32,
    /// The solver's node budget for each of its questions; an unanswered question
    /// says nothing.
    pub solve_nodes: u64,
}

/// The default time per position, in milliseconds.
pub const DEFAULT_MS: f64 = 300.0;

/// The default plies of the solver.
pub const DEFAULT_SOLVE_PLIES: u32 = 7;

impl ReviewLimits {
    /// `ms` milliseconds of search per position, the default solver.
    #[must_use]
    pub fn time(ms: f64) -> ReviewLimits {
        ReviewLimits {
            search: Limits {
                time_ms: Some(ms),
                ..Limits::default()
            },
            ..ReviewLimits::default()
        }
    }

    /// `nodes` nodes of search per position, the default solver: a review that
    /// repeats exactly.
    #[must_use]
    pub fn nodes(nodes: u64) -> ReviewLimits {
        ReviewLimits {
            search: Limits {
                nodes: Some(nodes),
                ..Limits::default()
            },
            ..ReviewLimits::default()
        }
    }
}

impl Default for ReviewLimits {
    /// [`DEFAULT_MS`] per position, the solver [`DEFAULT_SOLVE_PLIES`] deep with a
    /// budget of a million nodes per question.
    fn default() -> ReviewLimits {
        ReviewLimits {
            search: Limits {
                time_ms: Some(DEFAULT_MS),
                ..Limits::default()
            },
            solve_plies: DEFAULT_SOLVE_PLIES,
            solve_nodes: 1_000_000,
        }
    }
}

/// What the review found out about one position of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// How the game ended here, when it did.
    pub outcome: Option<Outcome>,
    /// The best move: the engine's, unless the solver knows better (a forced win
    /// the engine's move misses, or a forced loss it walks into). `None` when the
    /// game is over.
    pub best: Option<Move>,
    /// The engine's score for the side to move, in hundredths of a point (see
    /// [`crate::engine::SearchResult::score`]); 0 when the game is over.
    pub score: i32,
    /// The side to move wins by force in this many plies (the fewest).
    pub wins_in: Option<u32>,
    /// The side to move loses by force: the other side wins in this many plies.
    pub loses_in: Option<u32>,
    /// When `wins_in`: the first moves that win within the solver's plies, at most
    /// 2.
    pub winning_moves: Vec<Move>,
}

impl Analysis {
    /// The value of the position for the side to move (see the module's docs).
    fn value(&self, mover: Colour) -> i32 {
        if let Some(outcome) = self.outcome {
            return match outcome.winner() {
                Some(w) if w == mover => WIN,
                Some(_) => -WIN,
                None => 0,
            };
        }
        if self.wins_in.is_some() {
            WIN
        } else if self.loses_in.is_some() {
            -WIN
        } else if is_decided(self.score) {
            WIN * self.score.signum()
        } else {
            self.score
        }
    }

    /// The evaluation from White's side; `turn` is the side to move.
    fn eval(&self, turn: Colour) -> Eval {
        if let Some(outcome) = self.outcome {
            return match outcome.winner() {
                Some(winner) => Eval::Win { winner, plies: 0 },
                None => Eval::Points(0),
            };
        }
        if let Some(plies) = self.wins_in {
            return Eval::Win {
                winner: turn,
                plies,
            };
        }
        if let Some(plies) = self.loses_in {
            return Eval::Win {
                winner: turn.opponent(),
                plies,
            };
        }
        let score = if is_decided(self.score) {
            // The final difference, rounded to whole points.
            let half = TERMINAL_POINT / 2 * self.score.signum();
            (self.score + half) / TERMINAL_POINT * 100
        } else {
            self.score
        };
        Eval::Points(match turn {
            Colour::White => score,
            Colour::Black => -score,
        })
    }
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewLine {
    /// The ply of the move, from 1.
    pub ply: usize,
    /// The move as played.
    pub played: Move,
    pub label: Label,
    /// The evaluation after the move, from White's side.
    pub eval: Eval,
    /// The best move in the position before.
    pub best: Move,
    /// How much the move lost, in hundredths of a point (0 or more).
    pub loss: i32,
}

impl fmt::Display for ReviewLine {
    /// `PLY MOVE LABEL EVAL BEST`, e.g. `7 b3xc5 blunder B+4 d2-e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} {}",
            self.ply, self.played, self.label, self.eval, self.best
        )
    }
}

/// Reviews a game move by move, remembering the analysis of the last position it
/// looked at: reviewing ply `n + 1` after ply `n` analyses only one new position.
pub struct Reviewer {
    solver: Solver,
    /// The last analysis: of this start position and these moves, with these limits.
    last: Option<(Game, ReviewLimits, Analysis)>,
}

impl Default for Reviewer {
    fn default() -> Reviewer {
        Reviewer::new(8)
    }
}

impl Reviewer {
    /// A reviewer whose solver has a table of about `solver_megabytes` MB.
    #[must_use]
    pub fn new(solver_megabytes: usize) -> Reviewer {
        Reviewer {
            solver: Solver::new(solver_megabytes),
            last: None,
        }
    }

    /// Reviews move `ply` (from 1) of `game` with `engine`; `None` when the game
    /// has fewer moves.
    pub fn review_ply(
        &mut self,
        engine: &mut Engine,
        game: &Game,
        ply: usize,
        limits: &ReviewLimits,
        clock: &dyn Clock,
    ) -> Option<ReviewLine> {
        if ply == 0 || ply > game.moves().len() {
            return None;
        }
        let before_game = game.at(ply - 1);
        let before = match &self.last {
            Some((g, l, a)) if *g == before_game && l == limits => a.clone(),
            _ => self.analyse(engine, &before_game, limits, clock),
        };
        let after_game = game.at(ply);
        let after = self.analyse(engine, &after_game, limits, clock);
        let line = judge(game, ply, &before, &after);
        self.last = Some((after_game, *limits, after));
        Some(line)
    }

    /// Analyses the current position of `game` (see [`Analysis`]).
    pub fn analyse(
        &mut self,
        engine: &mut Engine,
        game: &Game,
        limits: &ReviewLimits,
        clock: &dyn Clock,
    ) -> Analysis {
        let mut analysis = Analysis {
            outcome: game.outcome(),
            best: None,
            score: 0,
            wins_in: None,
            loses_in: None,
            winning_moves: Vec::new(),
        };
        if analysis.outcome.is_some() {
            return analysis;
        }
        engine.clear();
        let search = Limits {
            noise: 0,
            ..limits.search
        };
        let Some(result) = engine.best_move(game, &search, clock) else {
            return analysis;
        };
        analysis.best = Some(result.best);
        analysis.score = result.score;

        let solver = &mut self.solver;
        solver.set_node_limit(Some(limits.solve_nodes));
        let us = game.position().turn();
        let plies = limits.solve_plies;
        analysis.wins_in = solver.fastest_win(game, us, plies).ok().flatten();
        if analysis.wins_in.is_some() {
            analysis.winning_moves = solver.winning_moves(game, plies, 2).unwrap_or_default();
            let engine_wins = analysis.winning_moves.contains(&result.best)
                || solver.wins_after(game, result.best, plies).unwrap_or(false);
            if !engine_wins {
                // The engine missed the forced win: the solver's fastest is best.
                analysis.best = solver
                    .line(game, us, plies)
                    .ok()
                    .flatten()
                    .and_then(|line| line.moves.first().copied())
                    .or(analysis.best);
            }
            return analysis;
        }
        analysis.loses_in = solver
            .fastest_win(game, us.opponent(), plies + 1)
            .ok()
            .flatten();
        if analysis.loses_in.is_none() && solver.loses_after(game, result.best, plies) == Ok(true) {
            // The engine's move lets the other side win by force, and another does
            // not: the first such move in the engine's eyes is best.
            analysis.best = best_safe_move(engine, solver, game, plies, clock).or(analysis.best);
        }
        analysis
    }
}

/// Among the moves after which the other side does not win by force within
/// `plies`, the one the engine likes best (a 4-ply search after each, the first of
/// equals in the order of the legal moves). `None` when every move loses by force
/// (or the solver could not tell for any).
pub(crate) fn best_safe_move(
    engine: &mut Engine,
    solver: &mut Solver,
    game: &Game,
    plies: u32,
    clock: &dyn Clock,
) -> Option<Move> {
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    let mut best: Option<(i32, Move)> = None;
    for m in game.legal_moves() {
        if solver.loses_after(game, m, plies) != Ok(false) {
            continue;
        }
        let mut after = game.clone();
        after.play(m).ok()?;
        let score = match engine.best_move(&after, &limits, clock) {
            Some(result) => -result.score,
            // The game is over after it, and not lost (or the solver would say so).
            None => match after.outcome().and_then(Outcome::winner) {
                Some(w) if w == game.position().turn() => WIN,
                Some(_) => -WIN,
                None => 0,
            },
        };
        if best.map_or(true, |(s, _)| score > s) {
            best = Some((score, m));
        }
    }
    best.map(|(_, m)| m)
}

/// The review line of move `ply` (from 1) of `game` from the analyses of the
/// positions before and after it.
fn judge(game: &Game, ply: usize, before: &Analysis, after: &Analysis) -> ReviewLine {
    let mover = game.positions()[ply - 1].turn();
    let played = game.moves()[ply - 1];
    let best = before.best.unwrap_or(played);
    let loss = (before.value(mover) + after.value(mover.opponent())).max(0);
    let only_win = before.wins_in.is_some() && before.winning_moves == [played];
    let lost_now = after.outcome.and_then(Outcome::winner) == Some(mover.opponent());
    let opponent_wins = after.wins_in.is_some() || lost_now;
    let label = if only_win {
        Label::Best
    } else if opponent_wins && before.loses_in.is_none() {
        Label::Blunder
    } else if played == best {
        Label::Best
    } else {
        Label::for_loss(loss)
    };
    ReviewLine {
        ply,
        played,
        label,
        eval: after.eval(mover.opponent()),
        best,
        loss,
    }
}

/// Reviews every move of `game`, in order, with a new engine (a 16 MB table) and
/// solver.
#[must_use]
pub fn review_game(game: &Game, limits: &ReviewLimits, clock: &dyn Clock) -> Vec<ReviewLine> {
    let mut engine = Engine::new(16);
    let mut reviewer = Reviewer::default();
    (1..=game.moves().len())
        .filter_map(|ply| reviewer.review_ply(&mut engine, game, ply, limits, clock))
        .collect()
}

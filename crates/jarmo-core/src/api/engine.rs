//! The computer for JavaScript's `Engine`: moves at a level, whole or in slices, the
//! analysis of a position (its best moves and their lines, deepened in slices), the
//! review of a game's moves and the check of a puzzle move. These search, so the
//! page asks them in a Web Worker (or, where none starts, in slices on its thread).

use std::sync::Arc;

use crate::board::{Board, Colour};
use crate::engine::{
    Analysing, Engine, Level, Limits, MultiPv, RankedMove, SearchResult, Thinking, MAX_LINES,
};
use crate::game::{Game, Outcome};
use crate::json::{to_json, Hundredths, Object, ToJson, Written};
use crate::moves::MoveText;
use crate::position::PlayError;
use crate::puzzle;
use crate::review::{Eval, ReviewLimits, ReviewLine, Reviewer, DEFAULT_MS};
use crate::solve::{OutOfNodes, Solver, MAX_PLIES};
use crate::tables::{Table, Verdict};

use super::views::MoveView;
use super::{game_from_record, ApiError};

/// What the computer needs of the platform it runs on. src/wasm.rs gives
/// JavaScript's; the tests give fixed ones.
#[derive(Clone, Copy)]
pub struct Host {
    /// Milliseconds from any fixed origin.
    pub now_ms: fn() -> f64,
    /// A seed for a search that was given none.
    pub random_seed: fn() -> u32,
    /// A finite number as JavaScript writes it (`9`, `1.5`, `1e+21`, `NaN`): the
    /// wasm module carries no float formatting of its own (about 6 KB gzipped).
    pub number_text: fn(f64) -> String,
}

/// The solver's node budget for each question of the page (about a second of
/// wasm): the puzzle file's proofs need far fewer.
pub(crate) const SOLVE_NODES: u64 = 3_000_000;

/// The engine, the reviewer and the solver behind JavaScript's `Engine`, with the
/// search in slices that `start_thinking` starts.
pub struct Computer {
    engine: Engine,
    /// The search `start_thinking` started, until `think_for` returns its result.
    thinking: Option<Pending>,
    /// The analysis `start_analysis` started, until another starts.
    analysis: Option<Watched>,
    /// Whether the engine's table holds scores of a search with noise (levels 1 to
    /// 7), which an analysis must not take for true.
    noisy: bool,
    /// Made at the first review: its solver's table costs memory.
    reviewer: Option<Reviewer>,
    /// Made at the first puzzle question.
    solver: Option<Solver>,
    /// The endgame tables loaded (`load_tables`), at most one a board.
    tables: Vec<Arc<Table>>,
    /// Whether the engine was last given a table: its transposition table may then
    /// hold exact scores, which a level below 8 must not find.
    tabled: bool,
    host: Host,
}

/// A search in slices and what its answer needs besides the result.
struct Pending {
    thinking: Thinking,
    side: Colour,
    seed: u32,
    /// Milliseconds spent in `think_for` so far.
    ms: f64,
}

/// An analysis in slices and what its answers need besides its results.
struct Watched {
    /// `None` for a game that is over: the first answer says so, with no moves.
    analysing: Option<Analysing>,
    side: Colour,
    /// Milliseconds spent in `analyse_for` so far.
    ms: f64,
    /// Whether the last answer, the one that says `done`, was given.
    told_done: bool,
}

/// An evaluation from White's side (contract.js: `Eval`).
struct EvalView {
    points: Option<Hundredths>,
    win: Option<&'static str>,
    plies: Option<u32>,
}

impl ToJson for EvalView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("points", &self.points)
            .field("win", &self.win)
            .field("plies", &self.plies)
            .end();
    }
}

impl EvalView {
    fn new(eval: Eval) -> EvalView {
        let (points, win, plies) = match eval {
            Eval::Points(p) => (Some(Hundredths(p)), None, None),
            Eval::Win { winner, plies } => (None, Some(winner.name()), Some(plies)),
        };
        EvalView { points, win, plies }
    }
}

/// An analysis' newest finished iteration (contract.js: `EngineLines`).
struct LinesView {
    depth: u32,
    nodes: u64,
    ms: Written,
    over: bool,
    done: bool,
    lines: Vec<LineView>,
}

impl ToJson for LinesView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .field("ms", &self.ms)
            .field("over", &self.over)
            .field("done", &self.done)
            .field("lines", &self.lines)
            .end();
    }
}

/// One of the best moves and its line (contract.js: `EngineLine`).
struct LineView {
    first: MoveView,
    eval: EvalView,
    line: Vec<String>,
}

impl ToJson for LineView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("move", &self.first)
            .field("eval", &self.eval)
            .field("line", &self.line)
            .end();
    }
}

impl LineView {
    /// `ranked`, a move of `side`, the side to move.
    fn new(ranked: &RankedMove, side: Colour) -> LineView {
        LineView {
            first: MoveView::new(ranked.first(), side),
            eval: EvalView::new(Eval::of_score(ranked.score, side)),
            line: ranked.pv.iter().map(ToString::to_string).collect(),
        }
    }
}

/// A reviewed move (contract.js: `ReviewLine`).
struct ReviewView {
    ply: usize,
    played: MoveView,
    label: &'static str,
    loss: i32,
    eval: EvalView,
    best: MoveView,
    table: Option<VerdictView>,
}

/// What a move did to an endgame table's value (contract.js: `TableVerdict`): the
/// values before and after it are for the side that made it.
struct VerdictView {
    verdict: &'static str,
    before: i8,
    after: i8,
}

impl ToJson for VerdictView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("verdict", &self.verdict)
            .field("before", &i32::from(self.before))
            .field("after", &i32::from(self.after))
            .end();
    }
}

impl VerdictView {
    fn new(verdict: Verdict) -> VerdictView {
        let (name, before, after) = match verdict {
            Verdict::ThrewAwayWin { before, after } => ("threw-away-win", before, after),
            Verdict::LetDrawSlip { after } => ("let-draw-slip", 0, after),
            Verdict::WonLess { before, after } => ("won-less", before, after),
            Verdict::LostMore { before, after } => ("lost-more", before, after),
        };
        VerdictView {
            verdict: name,
            before,
            after,
        }
    }
}

/// A table loaded (contract.js: `TablesInfo`).
struct TablesView {
    board: &'static str,
    max_p: u32,
}

impl ToJson for TablesView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("board", &self.board)
            .field("maxP", &self.max_p)
            .end();
    }
}

impl ToJson for ReviewView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("ply", &self.ply)
            .field("move", &self.played)
            .field("label", &self.label)
            .field("loss", &self.loss)
            .field("eval", &self.eval)
            .field("best", &self.best)
            .field("table", &self.table)
            .end();
    }
}

impl ReviewView {
    /// `side`: the side that made the move reviewed; `verdict`: what it did to a
    /// table's value, where one holds the position before it and the move changed it.
    fn new(line: &ReviewLine, side: Colour, verdict: Option<Verdict>) -> ReviewView {
        ReviewView {
            ply: line.ply,
            played: MoveView::new(line.played, side),
            label: line.label.name(),
            loss: line.loss,
            eval: EvalView::new(line.eval),
            best: MoveView::new(line.best, side),
            table: verdict.map(VerdictView::new),
        }
    }
}

/// A puzzle move checked (contract.js: `PuzzleAnswer`).
struct PuzzleMoveView {
    played: MoveView,
    correct: bool,
    solved: bool,
    reply: Option<MoveView>,
    plies_left: u32,
}

impl ToJson for PuzzleMoveView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("move", &self.played)
            .field("correct", &self.correct)
            .field("solved", &self.solved)
            .field("reply", &self.reply)
            .field("pliesLeft", &self.plies_left)
            .end();
    }
}

/// A puzzle's themes and the solver's work on it (contract.js: `PuzzleInfo`).
struct PuzzleInfoView {
    themes: Vec<&'static str>,
    work: u64,
}

impl ToJson for PuzzleInfoView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("themes", &self.themes)
            .field("work", &self.work)
            .end();
    }
}

/// What the engine chose (contract.js: `EngineAnswer`).
struct BestMoveView {
    best: MoveView,
    score: i32,
    depth: u32,
    nodes: u64,
    ms: Written,
    seed: u32,
}

impl ToJson for BestMoveView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("move", &self.best)
            .field("score", &self.score)
            .field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .field("ms", &self.ms)
            .field("seed", &self.seed)
            .end();
    }
}

impl Computer {
    /// A computer with an engine's transposition table of about 8 MB.
    #[must_use]
    pub fn new(host: Host) -> Computer {
        Computer {
            engine: Engine::new(8),
            thinking: None,
            analysis: None,
            noisy: false,
            reviewer: None,
            solver: None,
            tables: Vec::new(),
            tabled: false,
            host,
        }
    }

    /// Reads an endgame table from its file's bytes (`jarmo tables build`) and keeps
    /// it, in place of any earlier table of its board; contract.js: `TablesInfo`, or
    /// `null` for bytes that are not a table (the engine then plays as before: a
    /// damaged file loses nothing). From then on level 8, the review and the analysis
    /// of a game on its board are given it: the search scores the positions it holds
    /// exactly, and the review says what a move did to a value it holds. Levels 1 to
    /// 7 never get it, so that they keep their mistakes.
    pub fn load_tables(&mut self, bytes: &[u8]) -> String {
        let Ok(table) = Table::from_bytes(bytes) else {
            return "null".into();
        };
        let view = TablesView {
            board: table.board().name(),
            max_p: table.max_p(),
        };
        self.tables.retain(|t| t.board() != table.board());
        self.tables.push(Arc::new(table));
        to_json(&view)
    }

    /// The loaded table of `board`, if any.
    fn table_of(&self, board: Board) -> Option<&Arc<Table>> {
        self.tables.iter().find(|t| t.board() == board)
    }

    /// Gives the engine the table of `board` (none for `None`). Going from a table
    /// to none forgets the engine's earlier searches, whose exact scores would make
    /// a level below 8 play better than it does.
    fn give_table(&mut self, board: Option<Board>) {
        let table = board.and_then(|b| self.table_of(b)).cloned();
        if self.tabled && table.is_none() {
            self.engine.clear();
        }
        self.tabled = table.is_some();
        self.engine.set_tables(table);
    }

    /// Reviews move `ply` (1 to the number of moves) of the game in `record`,
    /// searching each position `time_ms` ms (default 300, at least 1; the engine
    /// cuts more than 60 000 to 60 000); contract.js: `ReviewLine`. Reviewing the
    /// plies in order 1, 2, 3, ... analyses each position once: the computer keeps
    /// the analysis of the last position it looked at.
    ///
    /// # Errors
    /// As [`game_from_record`](super::game_from_record) for the record;
    /// `api.bad-ply` for a ply out of range (`None`: no number).
    pub fn review_ply(
        &mut self,
        record: &str,
        ply: Option<f64>,
        time_ms: Option<f64>,
    ) -> Result<String, ApiError> {
        let game = game_from_record(record)?;
        let played = game.moves().len();
        let ply = ply
            .filter(|p| p.fract() == 0.0 && (1.0..=played as f64).contains(p))
            .ok_or_else(|| ApiError::new("api.bad-ply", vec![("max", played.to_string())]))?
            as usize;
        let limits = ReviewLimits::time(time_ms.unwrap_or(DEFAULT_MS).max(1.0));
        let clock = self.host.now_ms;
        let before = game.positions()[ply - 1];
        self.give_table(Some(before.board()));
        let reviewer = self.reviewer.get_or_insert_with(|| Reviewer::new(4));
        let line = reviewer
            .review_ply(&mut self.engine, &game, ply, &limits, &clock)
            .ok_or_else(|| ApiError::internal("no review line".into()))?;
        let verdict = self
            .table_of(before.board())
            .and_then(|t| t.verdict(&before, line.played));
        Ok(to_json(&ReviewView::new(&line, before.turn(), verdict)))
    }

    /// Checks a player's move `text` in a puzzle; contract.js: `PuzzleAnswer`.
    /// `record` is the game from the puzzle's position (`[Position "..."]` and the
    /// moves played since), `plies_left` the plies the player's side has left to
    /// win, its move included (K at the start, 2 fewer after each pair of moves).
    /// Any move that wins in time is correct, not only the one of the line. The
    /// reply is the other side's answer: after a correct move the best defence
    /// (holds out longest), after a wrong one its refutation.
    ///
    /// # Errors
    /// As [`game_from_record`](super::game_from_record) for the record;
    /// `api.bad-plies` for `plies_left` outside 1 to 60; `move.*` and `play.*` for
    /// the move; `solve.out-of-nodes` when the proof would take too long (it never
    /// does for the puzzle file's puzzles).
    pub fn puzzle_move(
        &mut self,
        record: &str,
        text: &str,
        plies_left: f64,
    ) -> Result<String, ApiError> {
        let mut game = game_from_record(record)?;
        let plies = plies_of(plies_left)?;
        let parsed: MoveText = text.trim().parse()?;
        let m = game.position().resolve(parsed)?;
        if game.is_over() {
            return Err(PlayError::GameOver.into());
        }
        let mover = game.position().turn();
        self.give_table(None);
        let solver = self.solver.get_or_insert_with(|| Solver::new(4));
        solver.set_node_limit(Some(SOLVE_NODES));
        let correct = solver.wins_after(&game, m, plies).map_err(out_of_nodes)?;
        game.play(m)?;
        let solved = game.outcome().and_then(Outcome::winner) == Some(mover);
        let reply = if game.is_over() {
            None
        } else if correct {
            solver
                .line(&game, mover, plies - 1)
                .map_err(out_of_nodes)?
                .and_then(|line| line.moves.first().copied())
        } else {
            puzzle::refutation(solver, &mut self.engine, &game, plies - 1).map_err(out_of_nodes)?
        };
        Ok(to_json(&PuzzleMoveView {
            played: MoveView::new(m, mover),
            correct,
            solved,
            reply: reply.map(|r| MoveView::new(r, mover.opponent())),
            plies_left: plies.saturating_sub(2),
        }))
    }

    /// What a puzzle is about and how hard it is to prove (contract.js: `PuzzleInfo`).
    /// `record` is the puzzle's solution as a game: its `[Position "..."]` (and
    /// `[Board "traditional"]`), then MOVES. `themes`: [`puzzle::themes`] of its
    /// position and moves, by name. `work`: the solver's nodes for proving, with an
    /// empty table, that the side to move wins within `plies` (the puzzle's K), the
    /// measure of its difficulty; the same every time.
    ///
    /// # Errors
    /// As [`game_from_record`](super::game_from_record) for the record;
    /// `api.bad-plies` for `plies` outside 1 to 60; `solve.out-of-nodes` when the proof
    /// would take too long (it never does for the puzzle file's puzzles).
    pub fn puzzle_info(&mut self, record: &str, plies: f64) -> Result<String, ApiError> {
        let line = game_from_record(record)?;
        let plies = plies_of(plies)?;
        let themes = puzzle::themes(line.start(), line.moves())
            .into_iter()
            .map(puzzle::Theme::name)
            .collect();
        let start = Game::from_position(*line.start());
        let solver = self.solver.get_or_insert_with(|| Solver::new(4));
        solver.clear();
        solver.set_node_limit(Some(SOLVE_NODES));
        let us = start.position().turn();
        solver
            .wins_within(&start, us, plies)
            .map_err(out_of_nodes)?;
        let work = solver.nodes();
        Ok(to_json(&PuzzleInfoView { themes, work }))
    }

    /// The move the engine plays at `level` (1-8) in `game`, which is only read
    /// (its earlier positions count for the repetition rule); contract.js:
    /// `EngineAnswer`. `time_ms` replaces level 8's time budget (at least 1 ms; the
    /// engine cuts anything over 60 000 ms, infinity too, to 60 000); `seed` makes
    /// the choice repeatable (otherwise the host's random seed).
    ///
    /// # Errors
    /// `api.bad-level` for a level that is not a whole number from 1 to 8,
    /// `engine.game-over` when the game is over.
    pub fn best_move(
        &mut self,
        game: &Game,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<String, ApiError> {
        let (limits, seed) = self.request(level, time_ms, seed)?;
        // Only level 8 gets a table: the others keep their mistakes.
        self.give_table((level == 8.0).then(|| game.position().board()));
        let now = self.host.now_ms;
        let start = now();
        let result = self
            .engine
            .best_move(game, &limits, &now)
            .ok_or_else(game_over)?;
        let ms = now() - start;
        Ok(self.answer(result, game.position().turn(), ms, seed))
    }

    /// Starts thinking as [`best_move`](Computer::best_move) would (same arguments,
    /// same errors), in slices that [`think_for`](Computer::think_for) runs: for the
    /// page's own thread, which must not wait long. Ends a search started earlier
    /// and not finished, even when it fails. The search keeps what it needs: `game`
    /// may change or go while it runs.
    ///
    /// # Errors
    /// As [`best_move`](Computer::best_move).
    pub fn start_thinking(
        &mut self,
        game: &Game,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(), ApiError> {
        self.thinking = None;
        let (limits, seed) = self.request(level, time_ms, seed)?;
        // Only level 8 gets a table: the others keep their mistakes.
        self.give_table((level == 8.0).then(|| game.position().board()));
        let thinking = self.engine.start(game, &limits).ok_or_else(game_over)?;
        self.thinking = Some(Pending {
            thinking,
            side: game.position().turn(),
            seed,
            ms: 0.0,
        });
        Ok(())
    }

    /// Thinks on for about `slice_ms` milliseconds (a little more: the clock is read
    /// every 1024 nodes; infinity thinks to the end, `NaN` or less than 0 counts as
    /// 0). `None` while the search goes on, then what
    /// [`best_move`](Computer::best_move) returns, with `ms` the time spent here;
    /// the search is then over. The level's time budget counts only the time spent
    /// here.
    ///
    /// # Errors
    /// `engine.not-thinking` when no search was started (or it has answered).
    pub fn think_for(&mut self, slice_ms: f64) -> Result<Option<String>, ApiError> {
        let pending = self
            .thinking
            .as_mut()
            .ok_or_else(|| ApiError::new("engine.not-thinking", vec![]))?;
        let now = self.host.now_ms;
        let start = now();
        let result = self.engine.step(&mut pending.thinking, &now, slice_ms);
        pending.ms += now() - start;
        let Some(result) = result else {
            return Ok(None);
        };
        let (side, ms, seed) = (pending.side, pending.ms, pending.seed);
        self.thinking = None;
        Ok(Some(self.answer(result, side, ms, seed)))
    }

    /// Starts an analysis of the current position of `game` (only read: its earlier
    /// positions count for the repetition rule), which
    /// [`analyse_for`](Computer::analyse_for) deepens slice by slice: its `lines` best
    /// moves (1 to 5; fewer where the position has fewer), each with its evaluation
    /// and its line. It goes on until depth 64 or another analysis starts; a game
    /// that is over is analysed too, as over. Ends the analysis before, even when it
    /// fails. The engine keeps its table from search to search (a position just
    /// analysed makes the next one faster), but not a table of levels 1 to 7, whose
    /// noise would mislead the analysis.
    ///
    /// # Errors
    /// `api.bad-lines` when `lines` is not a whole number from 1 to 5.
    pub fn start_analysis(&mut self, game: &Game, lines: f64) -> Result<(), ApiError> {
        self.analysis = None;
        let count = Some(lines)
            .filter(|n| n.fract() == 0.0 && (1.0..=MAX_LINES as f64).contains(n))
            .ok_or_else(|| ApiError::new("api.bad-lines", vec![("max", MAX_LINES.to_string())]))?
            as usize;
        if self.noisy {
            self.engine.clear();
            self.noisy = false;
        }
        self.give_table(Some(game.position().board()));
        let analysing = self.engine.start_analysis(game, count, &Limits::default());
        self.analysis = Some(Watched {
            analysing,
            side: game.position().turn(),
            ms: 0.0,
            told_done: false,
        });
        Ok(())
    }

    /// Deepens the analysis for about `slice_ms` milliseconds (as
    /// [`think_for`](Computer::think_for) counts them) and returns its newest finished
    /// iteration (contract.js: `EngineLines`), `None` when this slice finished none.
    /// The answer that says `done` (depth 64 reached, or the game over) is the last:
    /// every slice after it returns `None`.
    ///
    /// # Errors
    /// `engine.not-analysing` when no analysis was started.
    pub fn analyse_for(&mut self, slice_ms: f64) -> Result<Option<String>, ApiError> {
        let watched = self
            .analysis
            .as_mut()
            .ok_or_else(|| ApiError::new("engine.not-analysing", vec![]))?;
        if watched.told_done {
            return Ok(None);
        }
        let Some(analysing) = watched.analysing.as_mut() else {
            watched.told_done = true;
            return Ok(Some(self.lines_answer(None, true)));
        };
        let now = self.host.now_ms;
        let start = now();
        let newest = self.engine.analyse(analysing, &now, slice_ms);
        watched.ms += now() - start;
        let done = analysing.is_done();
        // An analysis that a limit ended between iterations says so with the last.
        let newest = newest.or_else(|| done.then(|| analysing.result().cloned()).flatten());
        watched.told_done = done;
        Ok(newest.map(|result| self.lines_answer(Some(&result), done)))
    }

    /// The answer of `analyse_for`: `result` of the analysis being watched, `None` for a
    /// game that is over.
    fn lines_answer(&self, result: Option<&MultiPv>, done: bool) -> String {
        let (side, ms) = self
            .analysis
            .as_ref()
            .map_or((Colour::White, 0.0), |w| (w.side, w.ms));
        to_json(&LinesView {
            depth: result.map_or(0, |r| r.depth),
            nodes: result.map_or(0, |r| r.nodes),
            ms: Written::new(ms, self.host.number_text),
            over: result.is_none(),
            done,
            lines: result
                .map(|r| r.moves.iter().map(|m| LineView::new(m, side)).collect())
                .unwrap_or_default(),
        })
    }

    fn answer(&self, result: SearchResult, side: Colour, ms: f64, seed: u32) -> String {
        to_json(&BestMoveView {
            best: MoveView::new(result.best, side),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            ms: Written::new(ms, self.host.number_text),
            seed,
        })
    }

    /// The limits and the seed of a request to think (see
    /// [`best_move`](Computer::best_move)). The engine bounds the limits further
    /// ([`Limits::checked`]).
    fn request(
        &mut self,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(Limits, u32), ApiError> {
        let level = Some(level)
            .filter(|l| l.fract() == 0.0 && (1.0..=8.0).contains(l))
            .and_then(|l| Level::new(l as u8))
            .ok_or_else(|| {
                let level = (self.host.number_text)(level);
                ApiError::new("api.bad-level", vec![("level", level)])
            })?;
        // A chosen seed asks for a repeatable move: forget earlier searches.
        if seed.is_some() {
            self.engine.clear();
        }
        let seed = seed.unwrap_or_else(self.host.random_seed);
        let mut limits: Limits = level.limits(u64::from(seed));
        if let (Some(ms), Some(_)) = (time_ms, limits.time_ms) {
            limits.time_ms = Some(ms.max(1.0));
        }
        self.noisy |= limits.noise > 0;
        Ok((limits, seed))
    }
}

fn game_over() -> ApiError {
    ApiError::new("engine.game-over", vec![])
}

pub(super) fn out_of_nodes(_: OutOfNodes) -> ApiError {
    ApiError::new(
        "solve.out-of-nodes",
        vec![("nodes", SOLVE_NODES.to_string())],
    )
}

/// A whole number of plies from 1 to [`MAX_PLIES`].
fn plies_of(value: f64) -> Result<u32, ApiError> {
    Some(value)
        .filter(|p| p.fract() == 0.0 && (1.0..=f64::from(MAX_PLIES)).contains(p))
        .map(|p| p as u32)
        .ok_or_else(|| ApiError::new("api.bad-plies", vec![("max", MAX_PLIES.to_string())]))
}

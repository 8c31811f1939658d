//! The browser API: one exported [`JsGame`] object (`Game` in JavaScript) that owns the
//! game, the engine for a Web Worker, and the line table. Rust errors become
//! JavaScript `Error`s here and nowhere else; JavaScript receives small copied values
//! (plain objects, each read from one JSON text that src/json.rs writes), never
//! pointers into wasm memory.
//!
//! - `Game`: `state()` and `stateAt(plies)` give a `StateView` (the page derives no
//!   rule fact itself: who made each move, its number, why the game ended);
//!   `compare(record)` says how another record of the game stands to this one.
//!   The state's `redo` lists the moves taken back as `history` lists those played,
//!   `{ ply, number, label, side, text }` each, with the ply, number and side each
//!   would have when played again.
//! - `Engine`: `bestMove(record, level, timeMs?, seed?)` searches at once (in a
//!   worker); `startThinking(record, level, timeMs?, seed?)` and then
//!   `thinkFor(sliceMs)` until it answers search in slices, for the page's own
//!   thread when no worker can start. `bestMoveIn(game, ...)` and
//!   `startThinkingIn(game, ...)` do the same for a `Game`, which they only read,
//!   so that a worker can keep its game between moves instead of reading its
//!   record each time. The engine bounds every search's limits (a time budget at
//!   most 60 s, `Limits::checked`). Only with the cargo feature `engine` (a default):
//!   the page's rules-only module (scripts/rules-wasm.sh) is built without it.
//!
//! Every thrown `Error` has a `code` and `params` (an object of strings; a text the
//! core refuses is quoted by its first characters, `excerpt`), from which
//! the page writes its text in the player's language; its `message` is the code and
//! the params for a developer (`play.not-joined: from a1, to a2`), not a sentence:
//! the English sentences are the native build's (each error's `Display`) and the
//! page's catalogs', and would only weigh in the wasm.
//!
//! | code | params |
//! |---|---|
//! | `move.empty` | |
//! | `move.circle` | `text` (not a circle) |
//! | `move.shape` | `text` |
//! | `play.game-over` | |
//! | `play.no-archer`, `play.not-your-archer`, `play.on-goal-row`, `play.own-archer-there`, `play.not-home-row`, `play.circle-taken` | `circle` |
//! | `play.not-joined`, `play.shuttle-limit` | `from`, `to` |
//! | `play.no-captured`, `play.no-marked-on-goal-row`, `play.pass-not-allowed` | |
//! | `play.misdescribed` | `move` |
//! | `position.field-count`, `position.rank-count` | `count` |
//! | `position.empty-field` | `field` |
//! | `position.rank-width` | `rank`, `circles` |
//! | `position.unknown-character` | `rank`, `character` |
//! | `position.too-many-archers` | `colour` (`white`/`black`), `count` |
//! | `position.side-to-move` | `text` |
//! | `position.shuttle-shape` | `colour`, `text` |
//! | `position.shuttle-circle` | `colour`, `text`, `circle` |
//! | `position.shuttle-not-joined` | `colour`, `text`, `from`, `to` |
//! | `position.shuttle-steps` | `colour`, `text`, `steps` |
//! | `record.tag` | `line`, `text` |
//! | `record.second-position` | `line` |
//! | `record.move-number` | `line`, `found`, `expected` |
//! | any `move.*`, `play.*` or `position.*` code inside a record | its params and `line`, and `moveNumber` (like `3` or `3...`) where a move is at fault |
//! | `api.not-string` | `what` (`position`, `record`, `move`, `first`, `from`, `to`) |
//! | `api.bad-side` | `text` |
//! | `api.bad-level` | `level` |
//! | `api.bad-ply` | `max` (the number of moves played) |
//! | `api.bad-plies` | `max` (the most plies a question may look ahead) |
//! | `api.bad-tags` | `detail` |
//! | `api.internal` | `detail` |
//! | `engine.game-over` | |
//! | `engine.not-thinking` | |
//! | `solve.out-of-nodes` | `nodes` (the budget that ran out) |
//!
//! # Review and puzzles
//!
//! `Engine` also reviews games and checks puzzles; like `bestMove`, these search,
//! so they belong in a Web Worker. Every object below is a plain copy.
//!
//! `engine.reviewPly(record, ply, timeMs?)` reviews move `ply` (1 to the number of
//! moves) of the game in `record`, searching each position `timeMs` ms (default
//! 300; at least 1, and the engine cuts more than 60 000 to 60 000). Reviewing the
//! plies in order 1, 2, 3, ... analyses each position once: the engine keeps the
//! analysis of the last position it looked at. Returns
//!
//! ```text
//! { ply,                    // as asked
//!   move: MoveView,         // the move as played
//!   label: "best" | "good" | "inaccuracy" | "mistake" | "blunder",
//!   loss,                   // hundredths of a point the move lost, >= 0
//!   eval: { points,         // the evaluation after the move in points from
//!                           //   White's side (-1.2: Black better), or null
//!           win,            // "white" | "black" when that side wins by force, else null
//!           plies },        // in how many plies it wins (0: the game is over), else null
//!   best: MoveView }        // the best move in the position before (an arrow to draw)
//! ```
//!
//! `points` has two decimals at most; the command line writes it `+0.35`,
//! `-1.20`, `0.00`, and a forced win `W+3` / `B+3` (`win` and `plies`): the page
//! writes numbers in the player's language itself, so no text comes along. A
//! finished game that was drawn is `points: 0`. Throws `api.bad-ply` for a ply out
//! of range.
//!
//! A puzzle line (`POSITION;MOVES;K`, see docs/puzzles.md) needs no parser of its
//! own: `line.split(';')` gives the position for `Game.fromPosition`, the moves of
//! the solution (`Game.play` checks each) and K.
//!
//! `engine.puzzleMove(record, move, pliesLeft)` checks a player's move in a puzzle:
//! `record` is the game from the puzzle's position (`[Position "..."]` and the moves
//! played since), `pliesLeft` the plies the player's side has left to win, its move
//! included (K at the start, 2 fewer after each pair of moves). Returns
//!
//! ```text
//! { move: MoveView,   // the move, as played
//!   correct,          // true when it still wins by force within pliesLeft
//!   solved,           // true when it ended the game with the player ahead
//!   reply,            // MoveView | null: the other side's answer to play next:
//!                     //   after a correct move the best defence (holds out
//!                     //   longest), after a wrong one its refutation (a reply
//!                     //   that escapes, or wins by force itself); null when
//!                     //   the game is over
//!   pliesLeft }       // plies left after the move and the reply (pliesLeft - 2)
//! ```
//!
//! Any move that wins in time is correct, not only the one of the line: only the
//! first move of a puzzle is unique. Throws `play.*` for an illegal move,
//! `api.bad-plies` for `pliesLeft` outside 1 to 60, `solve.out-of-nodes` when the
//! proof would take too long (it never does for the puzzle file's puzzles).

use wasm_bindgen::prelude::*;

use crate::board::{lines, Circle, Colour};
#[cfg(feature = "bench")]
use crate::engine::bench;
#[cfg(feature = "engine")]
use crate::engine::{Engine, Level, Limits, SearchResult, Thinking};
use crate::excerpt::excerpt;
use crate::game::{Comparison, Game, MoveNumber, Outcome};
use crate::game::{RecordError, RecordErrorKind};
#[cfg(feature = "engine")]
use crate::json::Hundredths;
use crate::json::{to_json, Object, ToJson};
use crate::moves::{Move, MoveText, ParseMoveError};
use crate::position::{End, ParsePositionError, PlayError, Position, ShuttleProblem};
#[cfg(feature = "engine")]
use crate::puzzle;
#[cfg(feature = "engine")]
use crate::review::{Eval, ReviewLimits, ReviewLine, Reviewer, DEFAULT_MS};
#[cfg(feature = "engine")]
use crate::solve::{OutOfNodes, Solver, MAX_PLIES};

/// A panic's message to the console. Not in the rules-only module, where it would be
/// 1.1 KB of its 37 KB gzipped: a panic there still traps, the page rebuilds the game
/// from its record and says so (game/session.js), and the same core with the engine,
/// or the native build, tells the message.
#[cfg(feature = "engine")]
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// An error on its way to JavaScript: thrown as an `Error` with `code` and `params`.
/// Its `message` is the code and the params (`play.not-joined: from a1, to a2`): the
/// words are the page's, in the player's language, and the native build's (the
/// errors' `Display`), so that no English sentence is carried in the wasm.
pub struct ApiError {
    code: &'static str,
    params: Vec<(&'static str, String)>,
}

impl ApiError {
    fn new(code: &'static str, params: Vec<(&'static str, String)>) -> Self {
        ApiError { code, params }
    }

    /// What the `Error`'s `message` says: the code, then each param's name and value.
    fn message(&self) -> String {
        let mut text = String::from(self.code);
        for (i, (name, value)) in self.params.iter().enumerate() {
            text.push_str(if i == 0 { ": " } else { ", " });
            text.push_str(name);
            text.push(' ');
            text.push_str(value);
        }
        text
    }

    fn parse_move(e: &ParseMoveError) -> Self {
        let (code, params) = match e {
            ParseMoveError::Empty => ("move.empty", vec![]),
            ParseMoveError::Circle(c) => ("move.circle", vec![("text", c.0.clone())]),
            ParseMoveError::Shape(t) => ("move.shape", vec![("text", t.clone())]),
        };
        ApiError::new(code, params)
    }

    fn play(e: &PlayError) -> Self {
        use PlayError as E;
        let one = |code, c: &Circle| (code, vec![("circle", c.to_string())]);
        let two = |code, a: &Circle, b: &Circle| {
            (code, vec![("from", a.to_string()), ("to", b.to_string())])
        };
        let (code, params) = match e {
            E::GameOver => ("play.game-over", vec![]),
            E::NoArcher(c) => one("play.no-archer", c),
            E::NotYourArcher(c) => one("play.not-your-archer", c),
            E::ArcherOnGoalRow(c) => one("play.on-goal-row", c),
            E::NotJoined { from, to } => two("play.not-joined", from, to),
            E::OwnArcherThere(c) => one("play.own-archer-there", c),
            E::ShuttleLimit { from, to } => two("play.shuttle-limit", from, to),
            E::NotHomeRow(c) => one("play.not-home-row", c),
            E::CircleTaken(c) => one("play.circle-taken", c),
            E::NoCapturedArcher => ("play.no-captured", vec![]),
            E::NoMarkedArcherOnGoalRow => ("play.no-marked-on-goal-row", vec![]),
            E::PassNotAllowed => ("play.pass-not-allowed", vec![]),
            E::Misdescribed(m) => ("play.misdescribed", vec![("move", m.to_string())]),
        };
        ApiError::new(code, params)
    }

    fn position(e: &ParsePositionError) -> Self {
        use ParsePositionError as E;
        let (code, params) = match e {
            E::FieldCount(n) => ("position.field-count", vec![("count", n.to_string())]),
            E::EmptyField(n) => ("position.empty-field", vec![("field", n.to_string())]),
            E::RankCount(n) => ("position.rank-count", vec![("count", n.to_string())]),
            E::RankWidth { rank, circles } => (
                "position.rank-width",
                vec![("rank", rank.to_string()), ("circles", circles.to_string())],
            ),
            E::UnknownCharacter { rank, character } => (
                "position.unknown-character",
                vec![
                    ("rank", rank.to_string()),
                    ("character", character.to_string()),
                ],
            ),
            E::TooManyArchers { colour, count } => (
                "position.too-many-archers",
                vec![
                    ("colour", colour.name().into()),
                    ("count", count.to_string()),
                ],
            ),
            E::SideToMove(t) => ("position.side-to-move", vec![("text", t.clone())]),
            E::Shuttle {
                colour,
                text,
                problem,
            } => {
                let mut params = vec![
                    ("colour", colour.name().to_string()),
                    ("text", text.clone()),
                ];
                let code = match problem {
                    ShuttleProblem::Shape => "position.shuttle-shape",
                    ShuttleProblem::Circle(c) => {
                        params.push(("circle", c.0.clone()));
                        "position.shuttle-circle"
                    }
                    ShuttleProblem::NotJoined { from, to } => {
                        params.push(("from", from.to_string()));
                        params.push(("to", to.to_string()));
                        "position.shuttle-not-joined"
                    }
                    ShuttleProblem::Steps(n) => {
                        params.push(("steps", n.clone()));
                        "position.shuttle-steps"
                    }
                };
                (code, params)
            }
        };
        ApiError::new(code, params)
    }

    fn record(e: &RecordError) -> Self {
        let mut inner = match &e.kind {
            RecordErrorKind::Tag(t) => ApiError::new("record.tag", vec![("text", t.clone())]),
            RecordErrorKind::SecondPosition => ApiError::new("record.second-position", vec![]),
            RecordErrorKind::MoveNumber { found, expected } => ApiError::new(
                "record.move-number",
                vec![("found", found.clone()), ("expected", expected.clone())],
            ),
            RecordErrorKind::Position(p) => ApiError::position(p),
            RecordErrorKind::Move(m) => ApiError::parse_move(m),
            RecordErrorKind::Illegal(_, p) => ApiError::play(p),
        };
        inner.params.push(("line", e.line.to_string()));
        if let Some(ply) = e.ply {
            inner
                .params
                .push(("moveNumber", MoveNumber::after(ply).to_string()));
        }
        inner
    }
}

#[cfg(feature = "engine")]
impl ApiError {
    fn out_of_nodes(_: OutOfNodes) -> Self {
        ApiError::new(
            "solve.out-of-nodes",
            vec![("nodes", SOLVE_NODES.to_string())],
        )
    }
}

impl From<ApiError> for JsValue {
    fn from(e: ApiError) -> JsValue {
        let error = js_sys::Error::new(&e.message());
        let params = js_sys::Object::new();
        for (name, value) in &e.params {
            // Setting a property on a fresh plain object cannot fail.
            let _ = js_sys::Reflect::set(&params, &(*name).into(), &value.into());
        }
        let _ = js_sys::Reflect::set(&error, &"code".into(), &e.code.into());
        let _ = js_sys::Reflect::set(&error, &"params".into(), &params);
        error.into()
    }
}

/// `value` as a plain JavaScript object (or array): one JSON text, read by one
/// `JSON.parse`.
fn to_js(value: &dyn ToJson) -> Result<JsValue, ApiError> {
    js_sys::JSON::parse(&to_json(value)).map_err(|e| {
        // src/json.rs writes only valid JSON: this is a bug, said as one.
        // JSON.parse throws a SyntaxError, an Error.
        let detail = String::from(e.unchecked_into::<js_sys::Error>().message());
        ApiError::new("api.internal", vec![("detail", detail)])
    })
}

/// The string in `value`, or an error saying that `what` must be one: JavaScript
/// callers can pass anything, and wasm-bindgen's own string conversion trusts them.
fn text_of(value: &JsValue, what: &'static str) -> Result<String, ApiError> {
    value
        .as_string()
        .ok_or_else(|| ApiError::new("api.not-string", vec![("what", what.to_string())]))
}

/// A number as JavaScript writes it (`9`, `1.5`, `NaN`): JavaScript formats it, so the
/// module carries no float formatting of its own (about 6 KB of wasm, gzipped).
#[cfg(feature = "engine")]
fn number_text(x: f64) -> String {
    js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// A time in milliseconds as JavaScript writes it; `null` if it is not finite, which
/// JSON cannot write (a clock's difference always is).
#[cfg(feature = "engine")]
impl ToJson for f64 {
    fn write_json(&self, out: &mut String) {
        if self.is_finite() {
            out.push_str(&number_text(*self));
        } else {
            out.push_str("null");
        }
    }
}

fn parse_colour(text: &str) -> Result<Colour, ApiError> {
    match text {
        "white" | "w" => Ok(Colour::White),
        "black" | "b" => Ok(Colour::Black),
        other => Err(ApiError::new(
            "api.bad-side",
            vec![("text", excerpt(other))],
        )),
    }
}

/// Every line of the board as a pair of circle names, `[["a1", "b3"], ...]`: the
/// renderer draws these and keeps no table of its own.
#[wasm_bindgen(js_name = lines)]
pub fn js_lines() -> Result<JsValue, ApiError> {
    let pairs: Vec<[String; 2]> = lines::ALL
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect();
    to_js(&pairs)
}

/// Checks a position text; returns it in canonical form or throws with the reason.
#[wasm_bindgen(js_name = normalizePosition)]
pub fn normalize_position(text: &JsValue) -> Result<String, ApiError> {
    let position: Position = text_of(text, "position")?
        .parse()
        .map_err(|e| ApiError::position(&e))?;
    Ok(position.to_string())
}

/// An archer on a circle.
struct ArcherView {
    colour: &'static str,
    marked: bool,
    /// Standing on its goal row: it never moves again.
    settled: bool,
}

impl ToJson for ArcherView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("colour", &self.colour)
            .field("marked", &self.marked)
            .field("settled", &self.settled)
            .end();
    }
}

/// A move as JavaScript sees it.
struct MoveView {
    /// "step", "return" or "pass".
    kind: &'static str,
    /// The side that makes (or made) the move: "white" or "black".
    side: &'static str,
    /// Notation, as RULES.md writes it (`a1xc2`, `@b1`, `pass`).
    text: String,
    from: Option<String>,
    to: Option<String>,
    capture: bool,
    /// For a return: the goal-row archer that loses its mark.
    unmarks: Option<String>,
}

impl ToJson for MoveView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("kind", &self.kind)
            .field("side", &self.side)
            .field("text", &self.text)
            .field("from", &self.from)
            .field("to", &self.to)
            .field("capture", &self.capture)
            .field("unmarks", &self.unmarks)
            .end();
    }
}

impl MoveView {
    fn new(m: Move, side: Colour) -> MoveView {
        let (kind, from, to, capture, unmarks) = match m {
            Move::Step { from, to, capture } => (
                "step",
                Some(from.to_string()),
                Some(to.to_string()),
                capture,
                None,
            ),
            Move::Return { to, unmarked } => (
                "return",
                None,
                Some(to.to_string()),
                false,
                Some(unmarked.to_string()),
            ),
            Move::Pass => ("pass", None, None, false, None),
        };
        MoveView {
            kind,
            side: side.name(),
            text: m.to_string(),
            from,
            to,
            capture,
            unmarks,
        }
    }
}

/// A captured archer: where and at which move it was taken (`None` for archers
/// already captured in a set-up start position).
#[derive(Clone)]
struct CapturedView {
    circle: Option<String>,
    ply: Option<usize>,
}

impl ToJson for CapturedView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("circle", &self.circle)
            .field("ply", &self.ply)
            .end();
    }
}

/// A move played, as the move list shows it (or, in `redo`, a move taken back as it
/// would be played again).
struct PlayedView {
    /// Its place in the game, from 1.
    ply: usize,
    /// Its move number in the record (see `MoveNumber`): a pair starts with whoever
    /// moved first.
    number: usize,
    /// What the record writes before it: `3.` before the first move of a pair, `""`
    /// before the second.
    label: String,
    /// The side that made it.
    side: &'static str,
    /// Its notation.
    text: String,
}

impl ToJson for PlayedView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("ply", &self.ply)
            .field("number", &self.number)
            .field("label", &self.label)
            .field("side", &self.side)
            .field("text", &self.text)
            .end();
    }
}

struct PerColour<T> {
    white: T,
    black: T,
}

impl<T: ToJson> ToJson for PerColour<T> {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("white", &self.white)
            .field("black", &self.black)
            .end();
    }
}

struct ResultView {
    /// "white", "black", or `null` for a draw.
    winner: Option<&'static str>,
    /// Why the game ended: "goal-row" (E1: all of `side`'s archers on the board stand
    /// on its goal row), "no-archers" (E1: `side` has no archer on the board),
    /// "no-moves" (E2) or "repetition" (E3).
    reason: &'static str,
    /// "white" or "black": the side whose archers ended the game by E1; `null` for
    /// E2 and E3.
    side: Option<&'static str>,
    /// Points, `null` after a repetition draw (not scored).
    white: Option<u32>,
    black: Option<u32>,
    /// `white 7-5`, `draw repetition`, ...
    text: String,
}

impl ToJson for ResultView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("winner", &self.winner)
            .field("reason", &self.reason)
            .field("side", &self.side)
            .field("white", &self.white)
            .field("black", &self.black)
            .field("text", &self.text)
            .end();
    }
}

/// Everything the page needs to draw and to let the player move.
struct StateView {
    /// 25 entries, index `rank * 5 + file` (`a1` is 0, `e5` is 24); `null` when empty.
    circles: Vec<Option<ArcherView>>,
    /// The side to move.
    turn: &'static str,
    /// Who moved first in this game.
    first: &'static str,
    /// Each side's captured archers, in the order they were captured.
    captured: PerColour<Vec<CapturedView>>,
    /// Points as they would count now.
    points: PerColour<u32>,
    /// The legal moves; empty once the game is over.
    moves: Vec<MoveView>,
    /// The moves played so far, with their numbers and sides.
    history: Vec<PlayedView>,
    /// The moves taken back that `redo` would play again, the next one first, as
    /// `history` lists moves: each with the ply, number, label and side it has when
    /// it is played again (the first continues `history`).
    redo: Vec<PlayedView>,
    /// The last move played (with the side that made it), or `null` at the start.
    last_move: Option<MoveView>,
    position: String,
    start_position: String,
    over: bool,
    result: Option<ResultView>,
    /// How many times the current position has occurred (3 ends the game).
    repetitions: usize,
}

impl ToJson for StateView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("circles", &self.circles)
            .field("turn", &self.turn)
            .field("first", &self.first)
            .field("captured", &self.captured)
            .field("points", &self.points)
            .field("moves", &self.moves)
            .field("history", &self.history)
            .field("redo", &self.redo)
            .field("lastMove", &self.last_move)
            .field("position", &self.position)
            .field("startPosition", &self.start_position)
            .field("over", &self.over)
            .field("result", &self.result)
            .field("repetitions", &self.repetitions)
            .end();
    }
}

/// A game of Jarmo, owned by Rust. JavaScript name: `Game`.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game from the start position; `first` is "white" (default) or "black".
    #[wasm_bindgen(constructor)]
    pub fn new(first: &JsValue) -> Result<JsGame, ApiError> {
        let first = if first.is_null() || first.is_undefined() {
            Colour::White
        } else {
            parse_colour(&text_of(first, "first")?)?
        };
        Ok(JsGame {
            game: Game::new(first),
        })
    }

    /// A new game from a position text; throws with the reason when it is invalid.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &JsValue) -> Result<JsGame, ApiError> {
        let position: Position = text_of(text, "position")?
            .parse()
            .map_err(|e| ApiError::position(&e))?;
        Ok(JsGame {
            game: Game::from_position(position),
        })
    }

    /// A game from a record (moves, optionally numbered, optionally after a
    /// `[Position "..."]` line); throws naming the line and move of the first problem.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &JsValue) -> Result<JsGame, ApiError> {
        let game =
            Game::from_record(&text_of(text, "record")?).map_err(|e| ApiError::record(&e))?;
        Ok(JsGame { game })
    }

    /// The whole state as a plain object (see the fields of `StateView`).
    pub fn state(&self) -> Result<JsValue, ApiError> {
        to_js(&view(&self.game))
    }

    /// Plays a move written in notation (`a1-c2`, `a1xc2`, `@b1`, `pass`) and returns
    /// the move played; throws with the reason when it is malformed or illegal, and
    /// then nothing changes.
    pub fn play(&mut self, text: &JsValue) -> Result<JsValue, ApiError> {
        self.play_text(&text_of(text, "move")?)
    }

    /// Plays the step from one circle to another, e.g. `playStep("a1", "c2")`.
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, from: &JsValue, to: &JsValue) -> Result<JsValue, ApiError> {
        let from = text_of(from, "from")?;
        let to = text_of(to, "to")?;
        self.play_text(&format!("{from}-{to}"))
    }

    /// Reads pasted text: a position (one line with a `/`) or a game record; throws
    /// naming the line, the move number and the reason of the first problem.
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(text: &JsValue) -> Result<JsGame, ApiError> {
        let game = Game::from_text(&text_of(text, "record")?).map_err(|e| ApiError::record(&e))?;
        Ok(JsGame { game })
    }

    /// The state as it was after the first `plies` moves (see `state`), for viewing
    /// the game's history; the game itself does not change.
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, plies: &JsValue) -> Result<JsValue, ApiError> {
        let played = self.game.moves().len();
        let plies = plies
            .as_f64()
            .filter(|p| p.fract() == 0.0 && (0.0..=played as f64).contains(p))
            .ok_or_else(|| ApiError::new("api.bad-ply", vec![("max", played.to_string())]))?;
        // Checked above: a whole number within 0..=played.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let plies = plies as usize;
        to_js(&view(&self.game.at(plies)))
    }

    /// Takes back the last move; returns its notation, or `undefined` at the start.
    /// Taken back moves can be played again with `redo` until another move is played.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.to_string())
    }

    /// Plays the move taken back last again; returns its notation, or `undefined`
    /// when there is nothing to redo.
    pub fn redo(&mut self) -> Option<String> {
        self.game.redo().map(|m| m.to_string())
    }

    /// The current position in notation.
    pub fn position(&self) -> String {
        self.game.position().to_string()
    }

    /// The game record, with a `[Position "..."]` line when the game did not begin
    /// from the usual start. `tags` (optional) is an object of header tags written
    /// first, like `{ Date: "2026.11.29", White: "Player" }`; names are letters,
    /// digits and `_`, values strings.
    pub fn record(&self, tags: &JsValue) -> Result<String, ApiError> {
        if tags.is_null() || tags.is_undefined() {
            return Ok(self.game.record(&[]));
        }
        let bad = |detail: String| ApiError::new("api.bad-tags", vec![("detail", detail)]);
        if !tags.is_object() || js_sys::Array::is_array(tags) {
            return Err(bad("not an object".into()));
        }
        let mut pairs = Vec::new();
        for entry in js_sys::Object::entries(tags.unchecked_ref()).iter() {
            let entry: js_sys::Array = entry.unchecked_into();
            let name = entry.get(0).as_string().unwrap_or_default();
            let valid = !name.is_empty()
                && name.len() <= 40
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && name != "Position";
            if !valid {
                return Err(bad(format!("'{}' is not a tag name", excerpt(&name))));
            }
            let value = entry
                .get(1)
                .as_string()
                .ok_or_else(|| bad(format!("the value of {name} is not a string")))?;
            pairs.push((name, value));
        }
        let pairs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        Ok(self.game.record(&pairs))
    }

    /// The record for a link: without move numbers, with a `[Position "..."]` line
    /// only when the game did not begin from the usual start (see `Game::compact_record`).
    #[wasm_bindgen(js_name = compactRecord)]
    pub fn compact_record(&self) -> String {
        self.game.compact_record()
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// How another record of this game (a friend's link, say) stands to it:
    /// `{relation, ply, moveNumber, theirs, ours}` (see `ComparisonView`). Throws
    /// naming the line, the move number and the reason when the record cannot be
    /// read.
    pub fn compare(&self, other: &JsValue) -> Result<JsValue, ApiError> {
        let other = game_of(other)?;
        to_js(&ComparisonView::new(&self.game, &other))
    }
}

/// How another record stands to the game, for JavaScript.
struct ComparisonView {
    /// "same"; "older" (its moves are the first of ours); "newer" (it played on
    /// from ours); "differs" (both have moves the other has not, or it started
    /// from another position).
    relation: &'static str,
    /// The first move (from 1) that one has and the other has not or has
    /// otherwise; 0 when the start positions differ; `null` when the same.
    ply: Option<usize>,
    /// That move's number as messages write it (`3`, `3...`); `null` with `ply`
    /// 0 or `null`.
    move_number: Option<String>,
    /// Their move there, if they have one.
    theirs: Option<String>,
    /// Our move there, if we have one.
    ours: Option<String>,
}

impl ToJson for ComparisonView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("relation", &self.relation)
            .field("ply", &self.ply)
            .field("moveNumber", &self.move_number)
            .field("theirs", &self.theirs)
            .field("ours", &self.ours)
            .end();
    }
}

impl ComparisonView {
    fn new(game: &Game, other: &Game) -> ComparisonView {
        let (relation, ply) = match game.compare(other) {
            Comparison::Same => ("same", None),
            Comparison::Older => ("older", Some(other.moves().len() + 1)),
            Comparison::Newer { .. } => ("newer", Some(game.moves().len() + 1)),
            Comparison::Differs { ply } => ("differs", Some(ply)),
            Comparison::StartDiffers => ("differs", Some(0)),
        };
        let at = |g: &Game| {
            ply.and_then(|p| p.checked_sub(1))
                .and_then(|i| g.moves().get(i))
                .map(ToString::to_string)
        };
        ComparisonView {
            relation,
            ply,
            move_number: ply
                .and_then(|p| p.checked_sub(1))
                .map(|i| MoveNumber::after(i).to_string()),
            theirs: at(other),
            ours: at(game),
        }
    }
}

fn captured_in_order(game: &Game) -> [Vec<CapturedView>; 2] {
    let start = game.start();
    let mut captured: [Vec<CapturedView>; 2] = Colour::ALL.map(|c| {
        let unknown = CapturedView {
            circle: None,
            ply: None,
        };
        vec![unknown; start.captured(c) as usize]
    });
    for (ply, (m, before)) in game.moves().iter().zip(game.positions()).enumerate() {
        let mover = before.turn();
        match *m {
            Move::Step {
                to, capture: true, ..
            } => captured[mover.opponent().index()].push(CapturedView {
                circle: Some(to.to_string()),
                ply: Some(ply),
            }),
            Move::Return { .. } => {
                captured[mover.index()].remove(0);
            }
            _ => {}
        }
    }
    captured
}

impl JsGame {
    fn play_text(&mut self, text: &str) -> Result<JsValue, ApiError> {
        let text: MoveText = text.trim().parse().map_err(|e| ApiError::parse_move(&e))?;
        let side = self.game.position().turn();
        let m = self.game.play_text(text).map_err(|e| ApiError::play(&e))?;
        to_js(&MoveView::new(m, side))
    }
}

fn view(game: &Game) -> StateView {
    let position = game.position();
    let circles = Circle::all()
        .map(|c| {
            position.archer_on(c).map(|(colour, marked)| ArcherView {
                colour: colour.name(),
                marked,
                settled: colour.goal_row().contains(c),
            })
        })
        .collect();
    let [white_captured, black_captured] = captured_in_order(game);
    let outcome = game.outcome();
    StateView {
        circles,
        turn: position.turn().name(),
        first: game.first_mover().name(),
        captured: PerColour {
            white: white_captured,
            black: black_captured,
        },
        points: PerColour {
            white: position.points(Colour::White),
            black: position.points(Colour::Black),
        },
        moves: game
            .legal_moves()
            .into_iter()
            .map(|m| MoveView::new(m, position.turn()))
            .collect(),
        history: history(game),
        redo: redo(game),
        last_move: game
            .moves()
            .last()
            .zip(game.positions().iter().rev().nth(1))
            .map(|(&m, before)| MoveView::new(m, before.turn())),
        position: position.to_string(),
        start_position: game.start().to_string(),
        over: outcome.is_some(),
        result: outcome.map(result_view),
        repetitions: game.repetitions(),
    }
}

impl PlayedView {
    /// `m`, made by `side` after `plies` moves of the game.
    fn new(plies: usize, side: Colour, m: Move) -> PlayedView {
        let number = MoveNumber::after(plies);
        PlayedView {
            ply: plies + 1,
            number: number.number,
            label: number.label(),
            side: side.name(),
            text: m.to_string(),
        }
    }
}

fn history(game: &Game) -> Vec<PlayedView> {
    let sides = game.positions().iter().map(Position::turn);
    game.moves()
        .iter()
        .zip(sides)
        .enumerate()
        .map(|(i, (&m, side))| PlayedView::new(i, side, m))
        .collect()
}

/// The moves `redo` would play, each as it would stand in `history` once played
/// again: the side to move is read from the positions they lead through.
fn redo(game: &Game) -> Vec<PlayedView> {
    let played = game.moves().len();
    let mut position = *game.position();
    game.redo_moves()
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let side = position.turn();
            // Each was legal here before it was taken back.
            position = position.play_unchecked(m);
            PlayedView::new(played + i, side, m)
        })
        .collect()
}

fn result_view(outcome: Outcome) -> ResultView {
    let (reason, side, white, black) = match outcome {
        Outcome::Repetition => ("repetition", None, None, None),
        Outcome::Scored { end, white, black } => {
            let reason = match end {
                End::AllOnGoalRow(_) => "goal-row",
                End::NoArchers(_) => "no-archers",
                End::NoMoves => "no-moves",
            };
            (reason, end.side(), Some(white), Some(black))
        }
    };
    ResultView {
        winner: outcome.winner().map(Colour::name),
        reason,
        side: side.map(Colour::name),
        white,
        black,
        text: outcome.to_string(),
    }
}

/// The computer opponent, meant to live in a Web Worker with its own wasm instance
/// (or, where no worker can start, to think in slices on the page's thread).
/// JavaScript name: `Engine`.
#[cfg(feature = "engine")]
#[wasm_bindgen(js_name = Engine)]
pub struct JsEngine {
    engine: Engine,
    /// The search `startThinking` started, until `thinkFor` returns its result.
    thinking: Option<Pending>,
    /// Made at the first review: its solver's table costs memory.
    reviewer: Option<Reviewer>,
    /// Made at the first puzzle question.
    solver: Option<Solver>,
}

/// A search in slices and what its answer needs besides the result.
#[cfg(feature = "engine")]
struct Pending {
    thinking: Thinking,
    side: Colour,
    seed: u32,
    /// Milliseconds spent in `thinkFor` so far.
    ms: f64,
}

/// The solver's node budget for each question of the page (about a second of
/// wasm): the puzzle file's proofs need far fewer.
#[cfg(feature = "engine")]
const SOLVE_NODES: u64 = 3_000_000;

/// A whole number of plies from 1 to [`MAX_PLIES`].
#[cfg(feature = "engine")]
fn plies_of(value: f64) -> Result<u32, ApiError> {
    Some(value)
        .filter(|p| p.fract() == 0.0 && (1.0..=f64::from(MAX_PLIES)).contains(p))
        .map(|p| p as u32)
        .ok_or_else(|| ApiError::new("api.bad-plies", vec![("max", MAX_PLIES.to_string())]))
}

fn game_of(record: &JsValue) -> Result<Game, ApiError> {
    Game::from_record(&text_of(record, "record")?).map_err(|e| ApiError::record(&e))
}

#[cfg(feature = "engine")]
struct EvalView {
    /// White's evaluation in points (hundredths written as a decimal).
    points: Option<Hundredths>,
    win: Option<&'static str>,
    plies: Option<u32>,
}

#[cfg(feature = "engine")]
impl ToJson for EvalView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("points", &self.points)
            .field("win", &self.win)
            .field("plies", &self.plies)
            .end();
    }
}

#[cfg(feature = "engine")]
struct ReviewView {
    ply: usize,
    played: MoveView,
    label: &'static str,
    loss: i32,
    eval: EvalView,
    best: MoveView,
}

#[cfg(feature = "engine")]
impl ToJson for ReviewView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("ply", &self.ply)
            .field("move", &self.played)
            .field("label", &self.label)
            .field("loss", &self.loss)
            .field("eval", &self.eval)
            .field("best", &self.best)
            .end();
    }
}

#[cfg(feature = "engine")]
impl ReviewView {
    /// `side`: the side that made the move reviewed.
    fn new(line: &ReviewLine, side: Colour) -> ReviewView {
        let (points, win, plies) = match line.eval {
            Eval::Points(p) => (Some(Hundredths(p)), None, None),
            Eval::Win { winner, plies } => (None, Some(winner.name()), Some(plies)),
        };
        ReviewView {
            ply: line.ply,
            played: MoveView::new(line.played, side),
            label: line.label.name(),
            loss: line.loss,
            eval: EvalView { points, win, plies },
            best: MoveView::new(line.best, side),
        }
    }
}

#[cfg(feature = "engine")]
struct PuzzleMoveView {
    played: MoveView,
    correct: bool,
    solved: bool,
    reply: Option<MoveView>,
    plies_left: u32,
}

#[cfg(feature = "engine")]
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

/// What the engine chose.
#[cfg(feature = "engine")]
struct BestMoveView {
    best: MoveView,
    /// For the side to move, in hundredths of a point.
    score: i32,
    depth: u32,
    nodes: u64,
    /// Milliseconds the search took.
    ms: f64,
    /// The seed the noise used.
    seed: u32,
}

#[cfg(feature = "engine")]
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

#[cfg(feature = "engine")]
impl BestMoveView {
    fn new(result: SearchResult, side: Colour, ms: f64, seed: u32) -> BestMoveView {
        BestMoveView {
            best: MoveView::new(result.best, side),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            ms,
            seed,
        }
    }
}

#[cfg(feature = "engine")]
fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[cfg(feature = "engine")]
fn random_seed() -> u32 {
    let mut bytes = [0u8; 4];
    // Without a random source, any seed plays correctly, just predictably.
    if getrandom::getrandom(&mut bytes).is_err() {
        return 1;
    }
    u32::from_le_bytes(bytes)
}

#[cfg(feature = "engine")]
#[wasm_bindgen(js_class = Engine)]
impl JsEngine {
    /// An engine with a transposition table of about 8 MB.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> JsEngine {
        JsEngine {
            engine: Engine::new(8),
            thinking: None,
            reviewer: None,
            solver: None,
        }
    }

    /// Reviews move `ply` of the game in `record` (see the module docs).
    #[wasm_bindgen(js_name = reviewPly)]
    pub fn review_ply(
        &mut self,
        record: &JsValue,
        ply: &JsValue,
        time_ms: Option<f64>,
    ) -> Result<JsValue, ApiError> {
        let game = game_of(record)?;
        let played = game.moves().len();
        let ply = ply
            .as_f64()
            .filter(|p| p.fract() == 0.0 && (1.0..=played as f64).contains(p))
            .ok_or_else(|| ApiError::new("api.bad-ply", vec![("max", played.to_string())]))?
            as usize;
        let limits = ReviewLimits::time(time_ms.unwrap_or(DEFAULT_MS).max(1.0));
        let clock = now_ms;
        let reviewer = self.reviewer.get_or_insert_with(|| Reviewer::new(4));
        let line = reviewer
            .review_ply(&mut self.engine, &game, ply, &limits, &clock)
            .ok_or_else(|| {
                ApiError::new("api.internal", vec![("detail", "no review line".into())])
            })?;
        to_js(&ReviewView::new(&line, game.positions()[ply - 1].turn()))
    }

    /// Checks a player's move in a puzzle (see the module docs).
    #[wasm_bindgen(js_name = puzzleMove)]
    pub fn puzzle_move(
        &mut self,
        record: &JsValue,
        text: &JsValue,
        plies_left: f64,
    ) -> Result<JsValue, ApiError> {
        let mut game = game_of(record)?;
        let plies = plies_of(plies_left)?;
        let text = text_of(text, "move")?;
        let parsed: MoveText = text.trim().parse().map_err(|e| ApiError::parse_move(&e))?;
        let m = game
            .position()
            .resolve(parsed)
            .map_err(|e| ApiError::play(&e))?;
        if game.is_over() {
            return Err(ApiError::play(&PlayError::GameOver));
        }
        let mover = game.position().turn();
        let solver = self.solver.get_or_insert_with(|| Solver::new(4));
        solver.set_node_limit(Some(SOLVE_NODES));
        let correct = solver
            .wins_after(&game, m, plies)
            .map_err(ApiError::out_of_nodes)?;
        game.play(m).map_err(|e| ApiError::play(&e))?;
        let solved = game.outcome().and_then(Outcome::winner) == Some(mover);
        let reply = if game.is_over() {
            None
        } else if correct {
            solver
                .line(&game, mover, plies - 1)
                .map_err(ApiError::out_of_nodes)?
                .and_then(|line| line.moves.first().copied())
        } else {
            puzzle::refutation(solver, &mut self.engine, &game, plies - 1)
                .map_err(ApiError::out_of_nodes)?
        };
        to_js(&PuzzleMoveView {
            played: MoveView::new(m, mover),
            correct,
            solved,
            reply: reply.map(|r| MoveView::new(r, mover.opponent())),
            plies_left: plies.saturating_sub(2),
        })
    }

    /// The move the engine plays at `level` (1-8) in the game given by its record
    /// (the whole game, so the repetition rule counts). `timeMs` replaces level 8's
    /// time budget (at least 1 ms; the engine cuts anything over 60 000 ms,
    /// `Infinity` too, to 60 000); `seed` makes the choice repeatable (otherwise a
    /// random seed from `getrandom`). Returns `{move, score, depth, nodes, ms,
    /// seed}`. Throws when the record or the level is invalid or the game is over.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        record: &JsValue,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<JsValue, ApiError> {
        let game = game_of(record)?;
        self.best_move_of(&game, level, time_ms, seed)
    }

    /// `bestMove` for a `Game` instead of a record: the same arguments after it,
    /// the same result and errors, without reading the record again. The game is
    /// only read. It must be a `Game` that has not been freed: wasm-bindgen checks
    /// that before this runs and throws its own `Error` without a `code`
    /// ("expected instance of Game", "null pointer passed to rust").
    #[wasm_bindgen(js_name = bestMoveIn)]
    pub fn best_move_in(
        &mut self,
        game: &JsGame,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<JsValue, ApiError> {
        self.best_move_of(&game.game, level, time_ms, seed)
    }

    /// Starts thinking as `bestMove` would (same arguments, same errors), in slices
    /// that `thinkFor` runs: for the page's own thread, which must not wait long.
    /// Ends a search started earlier and not finished, even when it throws.
    #[wasm_bindgen(js_name = startThinking)]
    pub fn start_thinking(
        &mut self,
        record: &JsValue,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(), ApiError> {
        self.thinking = None;
        let game = game_of(record)?;
        self.start_thinking_of(&game, level, time_ms, seed)
    }

    /// `startThinking` for a `Game` instead of a record, as `bestMoveIn` is to
    /// `bestMove`. The search keeps what it needs: the game may change or be freed
    /// while `thinkFor` runs.
    #[wasm_bindgen(js_name = startThinkingIn)]
    pub fn start_thinking_in(
        &mut self,
        game: &JsGame,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(), ApiError> {
        self.thinking = None;
        self.start_thinking_of(&game.game, level, time_ms, seed)
    }

    /// Thinks on for about `sliceMs` milliseconds (a little more: the clock is read
    /// every 1024 nodes; `Infinity` thinks to the end, `NaN` or less than 0 counts
    /// as 0). Returns `undefined` while the search goes on, then what `bestMove`
    /// returns, with `ms` the time spent in `thinkFor`; the search is then over.
    /// The level's time budget counts only the time spent in `thinkFor`. Throws
    /// `engine.not-thinking` when no search was started (or it has returned).
    #[wasm_bindgen(js_name = thinkFor)]
    pub fn think_for(&mut self, slice_ms: f64) -> Result<JsValue, ApiError> {
        let pending = self
            .thinking
            .as_mut()
            .ok_or_else(|| ApiError::new("engine.not-thinking", vec![]))?;
        let start = now_ms();
        let clock = now_ms;
        let result = self.engine.step(&mut pending.thinking, &clock, slice_ms);
        pending.ms += now_ms() - start;
        let Some(result) = result else {
            return Ok(JsValue::UNDEFINED);
        };
        let view = BestMoveView::new(result, pending.side, pending.ms, pending.seed);
        self.thinking = None;
        to_js(&view)
    }
}

#[cfg(feature = "engine")]
fn game_over() -> ApiError {
    ApiError::new("engine.game-over", vec![])
}

#[cfg(feature = "engine")]
impl JsEngine {
    fn best_move_of(
        &mut self,
        game: &Game,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<JsValue, ApiError> {
        let (limits, seed) = self.request(level, time_ms, seed)?;
        let start = now_ms();
        let clock = now_ms;
        let result = self
            .engine
            .best_move(game, &limits, &clock)
            .ok_or_else(game_over)?;
        to_js(&BestMoveView::new(
            result,
            game.position().turn(),
            now_ms() - start,
            seed,
        ))
    }

    fn start_thinking_of(
        &mut self,
        game: &Game,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(), ApiError> {
        let (limits, seed) = self.request(level, time_ms, seed)?;
        let thinking = self.engine.start(game, &limits).ok_or_else(game_over)?;
        self.thinking = Some(Pending {
            thinking,
            side: game.position().turn(),
            seed,
            ms: 0.0,
        });
        Ok(())
    }

    /// The limits and the seed of a request to think (see `bestMove`). The engine
    /// bounds the limits further ([`Limits::checked`]).
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
                let level = number_text(level);
                ApiError::new("api.bad-level", vec![("level", level)])
            })?;
        // A chosen seed asks for a repeatable move: forget earlier searches.
        if seed.is_some() {
            self.engine.clear();
        }
        let seed = seed.unwrap_or_else(random_seed);
        let mut limits: Limits = level.limits(u64::from(seed));
        if let (Some(ms), Some(_)) = (time_ms, limits.time_ms) {
            limits.time_ms = Some(ms.max(1.0));
        }
        Ok((limits, seed))
    }
}

#[cfg(feature = "bench")]
struct BenchLineView {
    position: &'static str,
    nodes: u64,
    ms: f64,
    best: String,
    score: i32,
}

#[cfg(feature = "bench")]
impl ToJson for BenchLineView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("position", &self.position)
            .field("nodes", &self.nodes)
            .field("ms", &self.ms)
            .field("best", &self.best)
            .field("score", &self.score)
            .end();
    }
}

/// Runs the search benchmark of `jarmo bench` (see `engine::bench`) and returns each
/// search's nodes and milliseconds: `tests/bench/wasm.mjs` prints the speed.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search() -> Result<JsValue, ApiError> {
    let clock = now_ms;
    let lines: Vec<BenchLineView> = bench::run(&clock)
        .into_iter()
        .map(|l| BenchLineView {
            position: l.position,
            nodes: l.nodes,
            ms: l.ms,
            best: l.best.to_string(),
            score: l.score,
        })
        .collect();
    to_js(&lines)
}

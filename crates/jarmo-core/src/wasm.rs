//! The browser API: one exported [`JsGame`] object (`Game` in JavaScript) that owns the
//! game, and the line table. Rust errors become JavaScript `Error`s here and nowhere
//! else; JavaScript receives small copied values (plain objects built by serde), never
//! pointers into wasm memory.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::board::{lines, Circle, Colour};
use crate::engine::{bench, Engine, Level, Limits};
use crate::game::{Game, Outcome};
use crate::moves::{Move, MoveText};
use crate::position::{End, Position};

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot convert to JavaScript: {e}")))
}

/// The string in `value`, or an error naming `what` was expected: JavaScript callers
/// can pass anything, and wasm-bindgen's own string conversion trusts them.
fn text_of(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

fn parse_colour(text: &str) -> Result<Colour, JsError> {
    match text {
        "white" | "w" => Ok(Colour::White),
        "black" | "b" => Ok(Colour::Black),
        other => Err(JsError::new(&format!(
            "'{other}' is not a side: use \"white\" or \"black\""
        ))),
    }
}

/// Every line of the board as a pair of circle names, `[["a1", "b3"], ...]`: the
/// renderer draws these and keeps no table of its own.
#[wasm_bindgen(js_name = lines)]
pub fn js_lines() -> Result<JsValue, JsError> {
    let pairs: Vec<[String; 2]> = lines::ALL
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect();
    to_js(&pairs)
}

/// Checks a position text; returns it in canonical form or throws with the reason.
#[wasm_bindgen(js_name = normalizePosition)]
pub fn normalize_position(text: &JsValue) -> Result<String, JsError> {
    let position: Position = text_of(text, "a position")?
        .parse()
        .map_err(|e| JsError::new(&format!("{e}")))?;
    Ok(position.to_string())
}

/// An archer on a circle.
#[derive(Serialize)]
struct ArcherView {
    colour: &'static str,
    marked: bool,
    /// Standing on its goal row: it never moves again.
    settled: bool,
}

/// A move as JavaScript sees it.
#[derive(Serialize)]
struct MoveView {
    /// "step", "return" or "pass".
    kind: &'static str,
    /// Notation, as RULES.md writes it (`a1xc2`, `@b1`, `pass`).
    text: String,
    from: Option<String>,
    to: Option<String>,
    capture: bool,
    /// For a return: the goal-row archer that loses its mark.
    unmarks: Option<String>,
}

impl MoveView {
    fn new(m: Move) -> MoveView {
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
#[derive(Serialize, Clone)]
struct CapturedView {
    circle: Option<String>,
    ply: Option<usize>,
}

#[derive(Serialize)]
struct PerColour<T> {
    white: T,
    black: T,
}

#[derive(Serialize)]
struct ResultView {
    /// "white", "black", or `null` for a draw.
    winner: Option<&'static str>,
    /// "goal-row" (E1), "no-moves" (E2) or "repetition" (E3).
    reason: &'static str,
    /// Points, `null` after a repetition draw (not scored).
    white: Option<u32>,
    black: Option<u32>,
    /// `white 7-5`, `draw repetition`, ...
    text: String,
}

/// Everything the page needs to draw and to let the player move.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
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
    /// The moves played so far.
    history: Vec<String>,
    last_move: Option<MoveView>,
    position: String,
    start_position: String,
    over: bool,
    result: Option<ResultView>,
    /// How many times the current position has occurred (3 ends the game).
    repetitions: usize,
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
    pub fn new(first: &JsValue) -> Result<JsGame, JsError> {
        let first = if first.is_null() || first.is_undefined() {
            Colour::White
        } else {
            parse_colour(&text_of(first, "the side that moves first")?)?
        };
        Ok(JsGame {
            game: Game::new(first),
        })
    }

    /// A new game from a position text; throws with the reason when it is invalid.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &JsValue) -> Result<JsGame, JsError> {
        let position: Position = text_of(text, "a position")?
            .parse()
            .map_err(|e| JsError::new(&format!("{e}")))?;
        Ok(JsGame {
            game: Game::from_position(position),
        })
    }

    /// A game from a record (moves, optionally numbered, optionally after a
    /// `[Position "..."]` line); throws naming the line and move of the first problem.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &JsValue) -> Result<JsGame, JsError> {
        let game = Game::from_record(&text_of(text, "a game record")?)
            .map_err(|e| JsError::new(&format!("{e}")))?;
        Ok(JsGame { game })
    }

    /// The whole state as a plain object (see the fields of `StateView`).
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&self.view())
    }

    /// Plays a move written in notation (`a1-c2`, `a1xc2`, `@b1`, `pass`) and returns
    /// the move played; throws with the reason when it is malformed or illegal, and
    /// then nothing changes.
    pub fn play(&mut self, text: &JsValue) -> Result<JsValue, JsError> {
        self.play_text(&text_of(text, "a move")?)
    }

    /// Plays the step from one circle to another, e.g. `playStep("a1", "c2")`.
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, from: &JsValue, to: &JsValue) -> Result<JsValue, JsError> {
        let from = text_of(from, "the circle a step starts from")?;
        let to = text_of(to, "the circle a step goes to")?;
        self.play_text(&format!("{from}-{to}"))
    }

    /// Takes back the last move; returns its notation, or `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.to_string())
    }

    /// The current position in notation.
    pub fn position(&self) -> String {
        self.game.position().to_string()
    }

    /// The game record, with a `[Position "..."]` line when the game did not begin
    /// from the usual start.
    pub fn record(&self) -> String {
        self.game.record(&[])
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
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
    fn play_text(&mut self, text: &str) -> Result<JsValue, JsError> {
        let text: MoveText = text
            .trim()
            .parse()
            .map_err(|e| JsError::new(&format!("{e}")))?;
        let m = self
            .game
            .play_text(text)
            .map_err(|e| JsError::new(&format!("{text}: {e}")))?;
        to_js(&MoveView::new(m))
    }

    fn view(&self) -> StateView {
        let game = &self.game;
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
            moves: game.legal_moves().into_iter().map(MoveView::new).collect(),
            history: game.moves().iter().map(ToString::to_string).collect(),
            last_move: game.moves().last().copied().map(MoveView::new),
            position: position.to_string(),
            start_position: game.start().to_string(),
            over: outcome.is_some(),
            result: outcome.map(result_view),
            repetitions: game.repetitions(),
        }
    }
}

fn result_view(outcome: Outcome) -> ResultView {
    let (reason, white, black) = match outcome {
        Outcome::Repetition => ("repetition", None, None),
        Outcome::Scored { end, white, black } => {
            let reason = match end {
                End::AllOnGoalRow(_) => "goal-row",
                End::NoMoves => "no-moves",
            };
            (reason, Some(white), Some(black))
        }
    };
    ResultView {
        winner: outcome.winner().map(Colour::name),
        reason,
        white,
        black,
        text: outcome.to_string(),
    }
}

/// The computer opponent, meant to live in a Web Worker with its own wasm instance.
/// JavaScript name: `Engine`.
#[wasm_bindgen(js_name = Engine)]
pub struct JsEngine {
    engine: Engine,
}

/// What the engine chose.
#[derive(Serialize)]
struct BestMoveView {
    #[serde(rename = "move")]
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

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn random_seed() -> u32 {
    let mut bytes = [0u8; 4];
    // Without a random source, any seed plays correctly, just predictably.
    if getrandom::getrandom(&mut bytes).is_err() {
        return 1;
    }
    u32::from_le_bytes(bytes)
}

#[wasm_bindgen(js_class = Engine)]
impl JsEngine {
    /// An engine with a transposition table of about 8 MB.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> JsEngine {
        JsEngine {
            engine: Engine::new(8),
        }
    }

    /// The move the engine plays at `level` (1-8) in the game given by its record
    /// (the whole game, so the repetition rule counts). `timeMs` replaces level 8's
    /// time budget; `seed` makes the choice repeatable (otherwise a random seed from
    /// `getrandom`). Throws when the record or the level is invalid or the game is
    /// over.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        record: &JsValue,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<JsValue, JsError> {
        let game = Game::from_record(&text_of(record, "a game record")?)
            .map_err(|e| JsError::new(&format!("{e}")))?;
        let level = Some(level)
            .filter(|l| l.fract() == 0.0 && (1.0..=8.0).contains(l))
            .and_then(|l| Level::new(l as u8))
            .ok_or_else(|| JsError::new(&format!("level {level} is not a whole number 1 to 8")))?;
        // A chosen seed asks for a repeatable move: forget earlier searches.
        if seed.is_some() {
            self.engine.clear();
        }
        let seed = seed.unwrap_or_else(random_seed);
        let mut limits: Limits = level.limits(u64::from(seed));
        if let (Some(ms), Some(_)) = (time_ms, limits.time_ms) {
            limits.time_ms = Some(ms.max(1.0));
        }
        let start = now_ms();
        let clock = now_ms;
        let result = self
            .engine
            .best_move(&game, &limits, &clock)
            .ok_or_else(|| JsError::new("the game is over"))?;
        to_js(&BestMoveView {
            best: MoveView::new(result.best),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            ms: now_ms() - start,
            seed,
        })
    }
}

#[derive(Serialize)]
struct BenchLineView {
    position: &'static str,
    nodes: u64,
    ms: f64,
    best: String,
    score: i32,
}

/// Runs the search benchmark of `jarmo bench` (see `engine::bench`) and returns each
/// search's nodes and milliseconds: `scripts/bench-wasm.mjs` prints the speed.
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search() -> Result<JsValue, JsError> {
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

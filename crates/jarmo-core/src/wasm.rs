//! The wasm module's exports, through wasm-bindgen: `Game`, `lines`, `Engine` (with
//! the cargo feature `engine`, a default: the page's rules-only module,
//! scripts/rules-wasm.sh, is built without it), `Game.answers`, `Game.answerTo` and
//! `Game.compare` (what a friend's link needs, with the default feature `answers`),
//! `matchState` (with the default feature `matches`), `Analysis` (with the default
//! feature `analysis`), all also left out of the rules-only module, and
//! `benchSearch` (with the feature `bench`, for tests/bench/wasm.mjs). Each converts JavaScript's values and calls
//! src/api, which does the work and which `cargo test` runs natively; nothing else
//! is here.
//!
//! What the exports return and throw is written once, in www/contract.js: the
//! objects (plain copies, each read from one JSON text by one `JSON.parse`, never
//! pointers into wasm memory) and the errors (an `Error` with a `code` and `params`,
//! from which the page writes its text in the player's language; the `message` is
//! the code and the params for a developer, not a sentence). www/jarmo-core.d.ts
//! types the exports for the page; tests/unit/contract.test.mjs checks both against
//! the built module.
//!
//! An argument that must be a string is taken as any value and refused with
//! `api.not-string` when it is not one: JavaScript callers can pass anything, and
//! wasm-bindgen's own string conversion trusts them.

use wasm_bindgen::prelude::*;

#[cfg(feature = "analysis")]
use crate::api::analysis;
#[cfg(feature = "bench")]
use crate::api::bench_json;
use crate::api::{self, ApiError};
#[cfg(feature = "engine")]
use crate::api::{Computer, Host};
use crate::game::Game;
#[cfg(feature = "analysis")]
use crate::tree::Tree;

/// A panic's message to the console. Not in the rules-only module, where it would be
/// 1.1 KB of its 37 KB gzipped: a panic there still traps, the page rebuilds the game
/// from its record and says so (game/session.js), and the same core with the engine,
/// or the native build, tells the message.
#[cfg(feature = "engine")]
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

// What the exports ask of JavaScript's own objects, declared here instead of taken from
// js-sys: the rules-only module then links nothing of js-sys, whose shims for closures
// and promises (4.8 KB of its code before wasm-opt, 0.2 KB of its gzip after) it
// never calls. The engine's exports still use js-sys (its clock, getrandom).
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn json_parse(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Reflect, js_name = set)]
    fn reflect_set(target: &JsValue, key: &JsValue, value: &JsValue) -> bool;
    // Only on objects (an array, an error): Reflect.get throws on anything else.
    #[wasm_bindgen(js_namespace = Reflect, js_name = get)]
    fn reflect_get(target: &JsValue, key: &JsValue) -> JsValue;
    #[wasm_bindgen(js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> bool;
    // Only on objects: an array of [name, value] arrays.
    #[wasm_bindgen(js_namespace = Object, js_name = entries)]
    fn object_entries(value: &JsValue) -> JsValue;
    // Object() and Error(message), called as functions, make a new one as `new` does.
    #[wasm_bindgen(js_name = Object)]
    fn new_object() -> JsValue;
    #[wasm_bindgen(js_name = Error)]
    fn new_error(message: &str) -> JsValue;
}

/// The items of `array`, which is_array said is one.
fn items(array: &JsValue) -> Vec<JsValue> {
    let length = reflect_get(array, &"length".into()).as_f64().unwrap_or(0.0) as u32;
    (0..length).map(|i| reflect_get(array, &i.into())).collect()
}

impl From<ApiError> for JsValue {
    fn from(e: ApiError) -> JsValue {
        let error = new_error(&e.message());
        let params = new_object();
        for (name, value) in e.params() {
            // Setting a property on a fresh plain object cannot fail.
            reflect_set(&params, &(*name).into(), &value.into());
        }
        reflect_set(&error, &"code".into(), &e.code().into());
        reflect_set(&error, &"params".into(), &params);
        error
    }
}

/// What src/api answered, a JSON text, as a plain JavaScript object (or array); an
/// error as it is. One copy for every export (not inlined: 0.1 KB of wasm gzipped).
#[inline(never)]
fn to_js(answer: Result<String, ApiError>) -> Result<JsValue, ApiError> {
    json_parse(&answer?).map_err(|e| {
        // src/json.rs writes only valid JSON: this is a bug, said as one.
        // JSON.parse throws a SyntaxError, an Error.
        ApiError::internal(
            reflect_get(&e, &"message".into())
                .as_string()
                .unwrap_or_default(),
        )
    })
}

/// The string in `value`, or an error saying that `what` must be one.
fn text_of(value: &JsValue, what: &'static str) -> Result<String, ApiError> {
    value.as_string().ok_or_else(|| ApiError::not_string(what))
}

/// `null` and `undefined`: an argument left out.
fn absent(value: &JsValue) -> bool {
    value.is_null() || value.is_undefined()
}

/// An optional string argument: `None` when left out.
fn optional_text(value: &JsValue, what: &'static str) -> Result<Option<String>, ApiError> {
    if absent(value) {
        Ok(None)
    } else {
        text_of(value, what).map(Some)
    }
}

/// Every line of a board (`knight` when left out) as a pair of circle names
/// (`api::lines_json`).
#[wasm_bindgen(js_name = lines)]
pub fn js_lines(board: &JsValue) -> Result<JsValue, ApiError> {
    let board = optional_text(board, "board")?;
    to_js(api::lines_json(board.as_deref()))
}

/// Where a match stands (`api::match_json`): `games`, its number of games, and
/// `results`, an array of each game's `[white, black]` points in the order played.
#[cfg(feature = "matches")]
#[wasm_bindgen(js_name = matchState)]
pub fn js_match_state(games: &JsValue, results: &JsValue) -> Result<JsValue, ApiError> {
    let mut pairs = Vec::new();
    if !absent(results) {
        if !is_array(results) {
            return Err(ApiError::new(
                "api.bad-match-result",
                vec![("game", "1".to_string())],
            ));
        }
        for result in items(results) {
            let pair = if is_array(&result) {
                let pair = items(&result);
                let at = |i: usize| pair.get(i).and_then(JsValue::as_f64);
                [at(0), at(1)]
            } else {
                [None, None]
            };
            pairs.push(pair);
        }
    }
    to_js(api::match_json(games.as_f64(), &pairs))
}

/// A record written by `write` with `tags` (optional), an object of strings like
/// `{ Date: "2026.11.29", White: "Player" }`, given to it as names and values (`None`
/// for a value that is no string). Generic rather than a function that returns the
/// tags: the rules-only module then compiles `Game.record` as if alone (0.1 KB of
/// its gzip).
fn with_tags(
    tags: &JsValue,
    write: impl Fn(&[(String, Option<String>)]) -> Result<String, ApiError>,
) -> Result<String, ApiError> {
    if absent(tags) {
        return write(&[]);
    }
    if !tags.is_object() || is_array(tags) {
        return Err(ApiError::bad_tags("not an object".into()));
    }
    let mut entries = Vec::new();
    for entry in items(&object_entries(tags)) {
        let entry = items(&entry);
        let text = |i: usize| entry.get(i).and_then(JsValue::as_string);
        entries.push((text(0).unwrap_or_default(), text(1)));
    }
    write(&entries)
}

/// A game of Jarmo, owned by Rust. JavaScript name: `Game`.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game from the start position; `first` is "white" (default) or "black",
    /// `board` "knight" (default) or "traditional" (`api::new_game`).
    #[wasm_bindgen(constructor)]
    pub fn new(first: &JsValue, board: &JsValue) -> Result<JsGame, ApiError> {
        let first = optional_text(first, "first")?;
        let board = optional_text(board, "board")?;
        let game = api::new_game(first.as_deref(), board.as_deref())?;
        Ok(JsGame { game })
    }

    /// A new game from a position text on `board`, "knight" (default) or
    /// "traditional" (`api::game_from_position`).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &JsValue, board: &JsValue) -> Result<JsGame, ApiError> {
        let board = optional_text(board, "board")?;
        let game = api::game_from_position(&text_of(text, "position")?, board.as_deref())?;
        Ok(JsGame { game })
    }

    /// A game from a record (`api::game_from_record`).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &JsValue) -> Result<JsGame, ApiError> {
        let game = api::game_from_record(&text_of(text, "record")?)?;
        Ok(JsGame { game })
    }

    /// A game from pasted text, a position or a record (`api::game_from_text`).
    #[wasm_bindgen(js_name = fromText)]
    pub fn from_text(text: &JsValue) -> Result<JsGame, ApiError> {
        let game = api::game_from_text(&text_of(text, "record")?)?;
        Ok(JsGame { game })
    }

    /// The whole state (`api::state_json`).
    pub fn state(&self) -> Result<JsValue, ApiError> {
        to_js(Ok(api::state_json(&self.game)))
    }

    /// The state after the first `plies` moves (`api::state_at_json`).
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, plies: &JsValue) -> Result<JsValue, ApiError> {
        to_js(api::state_at_json(&self.game, plies.as_f64()))
    }

    /// Plays a move in notation and returns it (`api::play`).
    pub fn play(&mut self, text: &JsValue) -> Result<JsValue, ApiError> {
        to_js(api::play(&mut self.game, &text_of(text, "move")?))
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

    /// The game record (`api::record`). `tags` (optional) is an object of header
    /// tags written first, like `{ Date: "2026.11.29", White: "Player" }`.
    pub fn record(&self, tags: &JsValue) -> Result<String, ApiError> {
        with_tags(tags, |tags| api::record(&self.game, tags))
    }

    /// The record for a link: without move numbers, with a `[Position "..."]` line
    /// only when the game did not begin from the usual start (`Game::compact_record`).
    #[wasm_bindgen(js_name = compactRecord)]
    pub fn compact_record(&self) -> String {
        self.game.compact_record()
    }

    /// How another record of this game stands to it (`api::compare_json`).
    #[cfg(feature = "answers")]
    pub fn compare(&self, other: &JsValue) -> Result<JsValue, ApiError> {
        to_js(api::compare_json(&self.game, &text_of(other, "record")?))
    }

    /// A tree of prepared answers checked against the game as it stands
    /// (`api::answers_json`).
    #[cfg(feature = "answers")]
    pub fn answers(&self, text: &JsValue) -> Result<JsValue, ApiError> {
        to_js(api::answers_json(&self.game, &text_of(text, "answers")?))
    }

    /// The answer a tree prepared to the game's last move, and the rest of the tree
    /// (`api::answer_to_json`).
    #[cfg(feature = "answers")]
    #[wasm_bindgen(js_name = answerTo)]
    pub fn answer_to(&self, text: &JsValue) -> Result<JsValue, ApiError> {
        to_js(api::answer_to_json(&self.game, &text_of(text, "answers")?))
    }

    /// The layer of the current position, by which endgame tables go: its archers
    /// plus its marked archers (`api::table_layer`). The engine's worker asks it to
    /// know when a game reaches a table the site has. Not in the rules-only module.
    #[cfg(feature = "engine")]
    #[wasm_bindgen(js_name = tableLayer)]
    pub fn table_layer(&self) -> u32 {
        api::table_layer(&self.game)
    }
}

/// An analysis: a tree of variations from a start, owned by Rust, for the analysis
/// board (src/tree.rs, `api::analysis`). A node is named by its id, a number: 0 for
/// the start, and an id never changes. JavaScript name: `Analysis`.
#[cfg(feature = "analysis")]
#[wasm_bindgen(js_name = Analysis)]
pub struct JsAnalysis {
    tree: Tree,
}

#[cfg(feature = "analysis")]
#[wasm_bindgen(js_class = Analysis)]
impl JsAnalysis {
    /// An analysis from a record, with variations or without: a game's record
    /// (`Game.record()`) gives its moves as the main line (`api::analysis::from_record`).
    #[wasm_bindgen(constructor)]
    pub fn new(record: &JsValue) -> Result<JsAnalysis, ApiError> {
        let tree = analysis::from_record(&text_of(record, "record")?)?;
        Ok(JsAnalysis { tree })
    }

    /// Plays a move in notation after `node`; returns the id of the node it leads to
    /// (`api::analysis::play`).
    pub fn play(&mut self, node: &JsValue, text: &JsValue) -> Result<usize, ApiError> {
        let text = text_of(text, "move")?;
        analysis::play(&mut self.tree, node.as_f64(), &text)
    }

    /// Moves `node` one place up among its siblings; whether it moved
    /// (`api::analysis::promote`).
    pub fn promote(&mut self, node: &JsValue) -> Result<bool, ApiError> {
        analysis::promote(&mut self.tree, node.as_f64())
    }

    /// Puts `node` on the main line; whether anything moved
    /// (`api::analysis::make_main_line`).
    #[wasm_bindgen(js_name = makeMainLine)]
    pub fn make_main_line(&mut self, node: &JsValue) -> Result<bool, ApiError> {
        analysis::make_main_line(&mut self.tree, node.as_f64())
    }

    /// Deletes `node` and what follows it; returns its parent's id
    /// (`api::analysis::delete`).
    #[wasm_bindgen(js_name = delete)]
    pub fn delete_node(&mut self, node: &JsValue) -> Result<usize, ApiError> {
        analysis::delete(&mut self.tree, node.as_f64())
    }

    /// The state at `node`, as `Game.state()` gives it (`api::analysis::state_json`).
    pub fn state(&self, node: &JsValue) -> Result<JsValue, ApiError> {
        to_js(analysis::state_json(&self.tree, node.as_f64()))
    }

    /// Every node, the start first (`api::analysis::tree_json`).
    pub fn tree(&self) -> Result<JsValue, ApiError> {
        to_js(Ok(analysis::tree_json(&self.tree)))
    }

    /// The record with its variations; `tags` (optional) as `Game.record` takes them
    /// (`api::analysis::record`).
    pub fn record(&self, tags: &JsValue) -> Result<String, ApiError> {
        with_tags(tags, |tags| analysis::record(&self.tree, tags))
    }

    /// The record of the main line alone, as `Game.record` writes a game's
    /// (`api::analysis::main_line`).
    #[wasm_bindgen(js_name = mainLine)]
    pub fn main_line(&self, tags: &JsValue) -> Result<String, ApiError> {
        with_tags(tags, |tags| analysis::main_line(&self.tree, tags))
    }
}

/// The computer opponent, meant to live in a Web Worker with its own wasm instance
/// (or, where no worker can start, to think in slices on the page's thread).
/// JavaScript name: `Engine`.
#[cfg(feature = "engine")]
#[wasm_bindgen(js_name = Engine)]
pub struct JsEngine {
    computer: Computer,
}

/// JavaScript's clock, random source and number formatting.
#[cfg(feature = "engine")]
const HOST: Host = Host {
    now_ms: js_sys::Date::now,
    random_seed,
    number_text,
};

#[cfg(feature = "engine")]
fn random_seed() -> u32 {
    let mut bytes = [0u8; 4];
    // Without a random source, any seed plays correctly, just predictably.
    if getrandom::getrandom(&mut bytes).is_err() {
        return 1;
    }
    u32::from_le_bytes(bytes)
}

/// A number as JavaScript writes it (`9`, `1.5`, `NaN`).
#[cfg(feature = "engine")]
fn number_text(x: f64) -> String {
    js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

#[cfg(feature = "engine")]
#[wasm_bindgen(js_class = Engine)]
impl JsEngine {
    /// An engine with a transposition table of about 8 MB.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> JsEngine {
        JsEngine {
            computer: Computer::new(HOST),
        }
    }

    /// Reviews move `ply` of the game in `record` (`Computer::review_ply`).
    #[wasm_bindgen(js_name = reviewPly)]
    pub fn review_ply(
        &mut self,
        record: &JsValue,
        ply: &JsValue,
        time_ms: Option<f64>,
    ) -> Result<JsValue, ApiError> {
        let record = text_of(record, "record")?;
        to_js(self.computer.review_ply(&record, ply.as_f64(), time_ms))
    }

    /// Reads an endgame table from its file's bytes and keeps it for level 8, the
    /// review and the analysis (`Computer::load_tables`): what it holds, or `null`
    /// for bytes that are not a table.
    #[wasm_bindgen(js_name = loadTables)]
    pub fn load_tables(&mut self, bytes: &[u8]) -> Result<JsValue, ApiError> {
        to_js(Ok(self.computer.load_tables(bytes)))
    }

    /// Checks a player's move in a puzzle (`Computer::puzzle_move`).
    #[wasm_bindgen(js_name = puzzleMove)]
    pub fn puzzle_move(
        &mut self,
        record: &JsValue,
        text: &JsValue,
        plies_left: f64,
    ) -> Result<JsValue, ApiError> {
        let record = text_of(record, "record")?;
        let text = text_of(text, "move")?;
        to_js(self.computer.puzzle_move(&record, &text, plies_left))
    }

    /// A puzzle's themes and the solver's work on it (`Computer::puzzle_info`).
    #[wasm_bindgen(js_name = puzzleInfo)]
    pub fn puzzle_info(&mut self, record: &JsValue, plies: f64) -> Result<JsValue, ApiError> {
        let record = text_of(record, "record")?;
        to_js(self.computer.puzzle_info(&record, plies))
    }

    /// The move the engine plays at `level` (1-8) in `game` (`Computer::best_move`).
    /// `game` must be a `Game` that has not been freed: wasm-bindgen checks that
    /// before this runs and throws its own `Error` without a `code` ("expected
    /// instance of Game", "null pointer passed to rust").
    #[wasm_bindgen(js_name = bestMoveIn)]
    pub fn best_move_in(
        &mut self,
        game: &JsGame,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<JsValue, ApiError> {
        to_js(self.computer.best_move(&game.game, level, time_ms, seed))
    }

    /// Starts thinking as `bestMoveIn` would, in slices that `thinkFor` runs
    /// (`Computer::start_thinking`).
    #[wasm_bindgen(js_name = startThinkingIn)]
    pub fn start_thinking_in(
        &mut self,
        game: &JsGame,
        level: f64,
        time_ms: Option<f64>,
        seed: Option<u32>,
    ) -> Result<(), ApiError> {
        self.computer
            .start_thinking(&game.game, level, time_ms, seed)
    }

    /// Thinks on for about `sliceMs` milliseconds; `undefined` while the search goes
    /// on, then what `bestMoveIn` returns (`Computer::think_for`).
    #[wasm_bindgen(js_name = thinkFor)]
    pub fn think_for(&mut self, slice_ms: f64) -> Result<JsValue, ApiError> {
        match self.computer.think_for(slice_ms)? {
            Some(json) => to_js(Ok(json)),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Starts an analysis of `game`'s position, its `lines` best moves with their
    /// lines, which `analyseFor` deepens (`Computer::start_analysis`). Same caveat on
    /// `game` as `bestMoveIn`.
    #[wasm_bindgen(js_name = startAnalysisIn)]
    pub fn start_analysis_in(&mut self, game: &JsGame, lines: f64) -> Result<(), ApiError> {
        self.computer.start_analysis(&game.game, lines)
    }

    /// Deepens the analysis for about `sliceMs` milliseconds; its newest finished
    /// depth, or `undefined` when this slice finished none (`Computer::analyse_for`).
    #[wasm_bindgen(js_name = analyseFor)]
    pub fn analyse_for(&mut self, slice_ms: f64) -> Result<JsValue, ApiError> {
        match self.computer.analyse_for(slice_ms)? {
            Some(json) => to_js(Ok(json)),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}

/// Runs the search benchmark of `jarmo bench` (`api::bench_json`).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search() -> Result<JsValue, ApiError> {
    to_js(Ok(bench_json(&HOST)))
}

//! The browser's API without the browser: what each export of the wasm module
//! (src/wasm.rs, `Game`, `Engine` and `lines` in JavaScript) does, as functions of
//! strings and numbers that `cargo test` runs natively. An object for JavaScript is
//! returned as one JSON text (src/json.rs), which src/wasm.rs hands over with one
//! `JSON.parse`; an error is an [`ApiError`], which src/wasm.rs throws as an `Error`
//! with its `code` and `params`. src/wasm.rs itself only converts JavaScript's
//! values and calls these.
//!
//! The shapes of the objects and the errors' codes and params are written once, in
//! www/contract.js: this module's tests check the JSON it writes and the errors it
//! makes against that file, and tests/unit/contract.test.mjs checks the built module.

mod error;
mod views;

#[cfg(feature = "analysis")]
pub mod analysis;

#[cfg(any(feature = "bench", test))]
mod bench;
#[cfg(feature = "engine")]
mod engine;
#[cfg(test)]
mod tests;

#[cfg(feature = "bench")]
pub use bench::bench_json;
#[cfg(feature = "engine")]
pub use engine::{Computer, Host};
pub use error::ApiError;

use crate::answers::{self, Answers};
use crate::board::{Board, Colour};
use crate::excerpt::excerpt;
use crate::game::Game;
use crate::json::to_json;
use crate::matches::Match;
use crate::moves::MoveText;
use crate::position::Position;
use views::{AnswersView, ComparisonView, MatchView, MoveView, PreparedView, StateView};

/// The board named `board` (contract.js: `BoardName`); the knight board when `None`.
///
/// # Errors
/// `api.bad-board` for any other text (quoted as an [`excerpt`]).
pub fn board(board: Option<&str>) -> Result<Board, ApiError> {
    match board {
        None => Ok(Board::Knight),
        Some(name) => name
            .parse()
            .map_err(|_| ApiError::new("api.bad-board", vec![("text", excerpt(name))])),
    }
}

/// Every line of `board` (the knight board when `None`) as a pair of circle names,
/// `[["a1","b3"],...]` (contract.js: `Line`): the page draws these and keeps no table
/// of its own.
///
/// # Errors
/// As [`board`].
pub fn lines_json(board_name: Option<&str>) -> Result<String, ApiError> {
    let pairs: Vec<[String; 2]> = board(board_name)?
        .lines()
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect();
    Ok(to_json(&pairs))
}

/// A new game from the start position of `board_name` (see [`board`]); `first` moves
/// first: `white` (also when `None`) or `black` (`w` and `b` too).
///
/// # Errors
/// `api.bad-side` for any other side (quoted as an [`excerpt`]); as [`board`].
pub fn new_game(first: Option<&str>, board_name: Option<&str>) -> Result<Game, ApiError> {
    let first = match first {
        None | Some("white" | "w") => Colour::White,
        Some("black" | "b") => Colour::Black,
        Some(other) => {
            return Err(ApiError::new(
                "api.bad-side",
                vec![("text", excerpt(other))],
            ))
        }
    };
    Ok(Game::new_on(board(board_name)?, first))
}

/// A new game from a position text on `board_name` (see [`board`]).
///
/// # Errors
/// As [`board`]; `position.*` for an invalid position.
pub fn game_from_position(text: &str, board_name: Option<&str>) -> Result<Game, ApiError> {
    let position = Position::parse_on(text, board(board_name)?)?;
    Ok(Game::from_position(position))
}

/// A game from a record: moves, optionally numbered, optionally after
/// `[Board "..."]` and `[Position "..."]` lines.
///
/// # Errors
/// The first problem, with its `line` and, for a move, its `moveNumber`.
pub fn game_from_record(text: &str) -> Result<Game, ApiError> {
    Ok(Game::from_record(text)?)
}

/// The layer of `game`'s current position: its archers plus its marked archers
/// ([`crate::tables::layer`]). An endgame table up to layer `k` holds every position
/// of its board whose layer is at most `k`, and a game's layer never grows (a capture
/// takes an archer off or keeps the count, marking the capturer; a return puts one back
/// and unmarks one), so a game that reaches a table stays in it.
#[must_use]
pub fn table_layer(game: &Game) -> u32 {
    crate::tables::layer(game.position())
}

/// A game from pasted text: a position (one line with a `/`) or a record.
///
/// # Errors
/// As [`game_from_record`], or `position.*` for a position.
pub fn game_from_text(text: &str) -> Result<Game, ApiError> {
    Ok(Game::from_text(text)?)
}

/// The whole state of `game` (contract.js: `GameState`).
#[must_use]
pub fn state_json(game: &Game) -> String {
    to_json(&StateView::new(game))
}

/// The state as it was after the first `plies` moves, for viewing the game's
/// history; `game` does not change. `None` is a JavaScript value that is no number.
///
/// # Errors
/// `api.bad-ply` unless `plies` is a whole number from 0 to the moves played.
pub fn state_at_json(game: &Game, plies: Option<f64>) -> Result<String, ApiError> {
    let played = game.moves().len();
    let plies = plies
        .filter(|p| p.fract() == 0.0 && (0.0..=played as f64).contains(p))
        .ok_or_else(|| ApiError::new("api.bad-ply", vec![("max", played.to_string())]))?;
    // Checked above: a whole number within 0..=played.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let plies = plies as usize;
    Ok(state_json(&game.at(plies)))
}

/// Plays a move written in notation (`a1-c2`, `a1xc2`, `@b1`, `pass`, with spaces
/// around it or not) and returns the move played (contract.js: `Move`).
///
/// # Errors
/// `move.*` for a malformed move, `play.*` for an illegal one; the game is then
/// unchanged.
pub fn play(game: &mut Game, text: &str) -> Result<String, ApiError> {
    let text: MoveText = text.trim().parse()?;
    let side = game.position().turn();
    let m = game.play_text(text)?;
    Ok(to_json(&MoveView::new(m, side)))
}

/// The game record, with `tags` written first when there are any: each a name and
/// its value, `None` for a value that is not a string. A name is 1 to 40 letters,
/// digits and `_`, and not `Board` or `Position` (the record writes those itself).
///
/// # Errors
/// `api.bad-tags` for a bad name (quoted as an [`excerpt`]) or a value that is not
/// a string.
pub fn record(game: &Game, tags: &[(String, Option<String>)]) -> Result<String, ApiError> {
    with_tags(tags, |pairs| game.record(pairs))
}

/// A record written by `write` with `tags`, checked as [`record`] says. Generic, so
/// that the rules-only module, where only [`record`] calls it, compiles it as if it
/// were written there (0.1 KB of its gzip).
fn with_tags(
    tags: &[(String, Option<String>)],
    write: impl FnOnce(&[(&str, &str)]) -> String,
) -> Result<String, ApiError> {
    let mut pairs = Vec::with_capacity(tags.len());
    for (name, value) in tags {
        let valid = !name.is_empty()
            && name.len() <= 40
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && name != "Position"
            && name != "Board";
        if !valid {
            let name = excerpt(name);
            return Err(ApiError::bad_tags(format!("'{name}' is not a tag name")));
        }
        let value = value
            .as_deref()
            .ok_or_else(|| ApiError::bad_tags(format!("the value of {name} is not a string")))?;
        pairs.push((name.as_str(), value));
    }
    Ok(write(&pairs))
}

/// How another record of this game (a friend's link, say) stands to it
/// (contract.js: `Comparison`).
///
/// # Errors
/// As [`game_from_record`], when `other` cannot be read.
pub fn compare_json(game: &Game, other: &str) -> Result<String, ApiError> {
    let other = game_from_record(other)?;
    Ok(to_json(&ComparisonView::new(game, &other)))
}

/// Where a match of `games` games stands after the games `results`, each White's and
/// Black's points in the order played (contract.js: `MatchState`). `None` is a
/// JavaScript value that is no number.
///
/// # Errors
/// `api.bad-match` (no params) unless `games` is an even whole number from 2 to 10;
/// `api.bad-match-result` for a result that is not two whole numbers from 0 to 10, or
/// one after the match was over (its `game`, from 1).
pub fn match_json(games: Option<f64>, results: &[[Option<f64>; 2]]) -> Result<String, ApiError> {
    let whole = |n: Option<f64>| {
        n.filter(|n| n.fract() == 0.0 && (0.0..=100.0).contains(n))
            // Checked: a whole number from 0 to 100.
            .map(|n| {
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                let n = n as u32;
                n
            })
    };
    // The number refused is not quoted: writing a JavaScript number as text would bring
    // the wasm Rust's float formatting, some 12 KB gzipped (BENCHMARKS.md, "First visit").
    let mut m = whole(games)
        .and_then(|g| Match::new(g).ok())
        .ok_or_else(|| ApiError::new("api.bad-match", vec![]))?;
    for (i, [white, black]) in results.iter().enumerate() {
        let bad = || ApiError::new("api.bad-match-result", vec![("game", (i + 1).to_string())]);
        let (Some(white), Some(black)) = (whole(*white), whole(*black)) else {
            return Err(bad());
        };
        m.add(white, black).map_err(|_| bad())?;
    }
    Ok(to_json(&MatchView::new(&m)))
}

/// A tree of prepared answers (src/answers.rs) read and checked against `game` as it
/// stands: its text as the core writes it and its lines (contract.js: `Answers`).
///
/// # Errors
/// `answers.*` for a tree that does not fit the game (see [`Answers::parse`]).
pub fn answers_json(game: &Game, text: &str) -> Result<String, ApiError> {
    let tree = Answers::parse(text, game)?;
    Ok(to_json(&AnswersView::new(&tree)))
}

/// The friend has just played the last move of `game`: the answer the tree `text`
/// (for the game before that move) prepared to it, and the rest of the tree
/// (contract.js: `Prepared`).
///
/// # Errors
/// As [`answers::reply_to_last`].
pub fn answer_to_json(game: &Game, text: &str) -> Result<String, ApiError> {
    let reply = answers::reply_to_last(game, text)?;
    Ok(to_json(&PreparedView::new(&reply)))
}

//! Jarmo, the Tatar board game: its rules, notation and games.
//!
//! The rules follow `RULES.md` of the project. Every rule lives in one obvious place:
//! the lines in [`board::lines`], legality and the effect of moves, the end of the
//! game and the points in [`Position`], the repetition rule in [`Game`], a match of
//! games with the sides switched in [`matches`]. The
//! computer opponent, with its levels, is in [`engine`]; the exact solver of forced
//! wins in [`solve`], the puzzles it proves in [`puzzle`], and the review of a
//! game's moves in [`review`]; an analysis, a tree of variations with its record, in
//! [`tree`]. What the browser asks of all this is in [`api`], as
//! functions of strings and numbers; the wasm module's exports (src/wasm.rs, for
//! wasm32 only) convert JavaScript's values and call them.
//!
//! # Examples
//!
//! ```
//! use jarmo_core::{Game, MoveText, Position};
//!
//! let mut game = Game::default();
//! let m = game.play_text("a1-c2".parse::<MoveText>().unwrap()).unwrap();
//! assert_eq!(m.to_string(), "a1-c2");
//! assert_eq!(game.position().to_string(), "bbbbb/5/5/2w2/1wwww b a1c2:1 -");
//! assert!("bbbbb/5/5/5/wwwww w - x".parse::<Position>().is_err());
//! ```

pub mod answers;
pub mod api;
pub mod board;
pub mod engine;
mod excerpt;
pub mod game;
mod json;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod position;
pub mod puzzle;
pub mod review;
pub mod solve;
pub mod tables;
#[cfg(feature = "analysis")]
pub mod tree;
#[cfg(target_arch = "wasm32")]
mod wasm;
#[cfg(any(target_arch = "wasm32", test))]
mod wasm_alloc;

pub use board::{
    lines, traditional, Board, Circle, CircleSet, Colour, ParseBoardError, ParseCircleError,
};
pub use excerpt::{excerpt, EXCERPT_CHARS};
pub use game::{
    Comparison, Game, MoveNumber, Outcome, RecordError, RecordErrorKind, REPETITION_LIMIT,
};
pub use matches::{Match, MatchError, Player, MAX_GAME_MARGIN, MAX_MATCH_GAMES};
pub use moves::{Move, MoveText, ParseMoveError};
pub use perft::perft;
pub use position::{
    End, MoveList, ParsePositionError, PlayError, Position, Shuttle, ShuttleProblem,
};
#[cfg(feature = "analysis")]
pub use tree::{NodeId, Tree};

//! Moves and their notation.

use std::fmt;
use std::str::FromStr;

use crate::board::{Circle, ParseCircleError};
use crate::excerpt::excerpt;

/// A legal move of a position, saying everything about itself so that no caller has
/// to work it out again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// An archer moves along a line from `from` to `to`; `capture` when an enemy
    /// archer stood on `to`.
    Step {
        from: Circle,
        to: Circle,
        capture: bool,
    },
    /// The loop rule: a captured archer comes back on the home-row circle `to`, and
    /// `unmarked`, a marked archer on the goal row, loses its mark.
    Return { to: Circle, unmarked: Circle },
    /// No step or return is possible.
    Pass,
}

impl Move {
    /// The move as it would be typed: what [`MoveText`] reads back.
    #[must_use]
    pub fn text(self) -> MoveText {
        match self {
            Move::Step { from, to, .. } => MoveText::Step { from, to },
            Move::Return { to, .. } => MoveText::Return { to },
            Move::Pass => MoveText::Pass,
        }
    }

    #[must_use]
    pub fn is_capture(self) -> bool {
        matches!(self, Move::Step { capture: true, .. })
    }
}

impl fmt::Display for Move {
    /// `a1-c2`, `a1xc2` for a capture, `@b1`, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Step { from, to, capture } => {
                write!(f, "{from}{}{to}", if capture { 'x' } else { '-' })
            }
            Move::Return { to, .. } => write!(f, "@{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A move as written, before it is checked against a position: what a player types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveText {
    Step { from: Circle, to: Circle },
    Return { to: Circle },
    Pass,
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveText::Step { from, to } => write!(f, "{from}-{to}"),
            MoveText::Return { to } => write!(f, "@{to}"),
            MoveText::Pass => f.write_str("pass"),
        }
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing was given.
    Empty,
    /// A circle in the move is not a circle.
    Circle(ParseCircleError),
    /// The text (an [`excerpt`]) has none of the move shapes.
    Shape(String),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("empty move"),
            ParseMoveError::Circle(e) => write!(f, "{e}"),
            ParseMoveError::Shape(s) => write!(
                f,
                "'{s}' is not a move (write a step as a1-c2 or a1xc2, a return as @b1, or pass)"
            ),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl From<ParseCircleError> for ParseMoveError {
    fn from(e: ParseCircleError) -> Self {
        ParseMoveError::Circle(e)
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads `a1-c2`, `a1xc2` (either separator for any step), `@b1` and `pass`, in
    /// upper or lower case.
    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        if s.eq_ignore_ascii_case("pass") {
            return Ok(MoveText::Pass);
        }
        if let Some(rest) = s.strip_prefix('@') {
            return Ok(MoveText::Return { to: rest.parse()? });
        }
        let shape = || ParseMoveError::Shape(excerpt(s));
        if !s.is_ascii() {
            return Err(shape());
        }
        // `get`, not indexing: no panic (and its formatting) in the wasm build.
        let (Some(from), Some("-" | "x" | "X"), Some(to), 5) =
            (s.get(0..2), s.get(2..3), s.get(3..5), s.len())
        else {
            return Err(shape());
        };
        Ok(MoveText::Step {
            from: from.parse()?,
            to: to.parse()?,
        })
    }
}

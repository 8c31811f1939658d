//! The errors of the API: a code and params, from which the page writes the text in
//! the player's language (www/contract.js, `CoreError`, lists every code with its
//! params).

use crate::board::Circle;
use crate::game::{MoveNumber, RecordError, RecordErrorKind, VariationError};
use crate::moves::ParseMoveError;
use crate::position::{ParsePositionError, PlayError, ShuttleProblem};

/// An error for JavaScript: src/wasm.rs throws it as an `Error` with `code` and
/// `params`. Its [`message`](ApiError::message) is the code and the params
/// (`play.not-joined: from a1, to a2`): the words are the page's, in the player's
/// language, and the native build's (the errors' `Display`), so that no English
/// sentence is carried in the wasm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    code: &'static str,
    params: Vec<(&'static str, String)>,
}

impl ApiError {
    pub(crate) fn new(code: &'static str, params: Vec<(&'static str, String)>) -> Self {
        ApiError { code, params }
    }

    /// The code, like `play.not-joined` (the page's catalogs have `error.<code>`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// Each param's name and value, in the order the message gives them.
    #[must_use]
    pub fn params(&self) -> &[(&'static str, String)] {
        &self.params
    }

    /// What the `Error`'s `message` says: the code, then each param's name and value.
    #[must_use]
    pub fn message(&self) -> String {
        let mut text = String::from(self.code);
        for (i, (name, value)) in self.params.iter().enumerate() {
            text.push_str(if i == 0 { ": " } else { ", " });
            text.push_str(name);
            text.push(' ');
            text.push_str(value);
        }
        text
    }

    /// A JavaScript argument `what` (`record`, `move`, ...) that is not a string.
    #[must_use]
    pub fn not_string(what: &'static str) -> Self {
        ApiError::new("api.not-string", vec![("what", what.to_string())])
    }

    /// Tags for a record that are not an object of strings.
    #[must_use]
    pub fn bad_tags(detail: String) -> Self {
        ApiError::new("api.bad-tags", vec![("detail", detail)])
    }

    /// A bug, said as one.
    #[must_use]
    pub fn internal(detail: String) -> Self {
        ApiError::new("api.internal", vec![("detail", detail)])
    }
}

impl From<ParseMoveError> for ApiError {
    fn from(e: ParseMoveError) -> Self {
        let (code, params) = match e {
            ParseMoveError::Empty => ("move.empty", vec![]),
            ParseMoveError::Circle(c) => ("move.circle", vec![("text", c.0)]),
            ParseMoveError::Shape(t) => ("move.shape", vec![("text", t)]),
        };
        ApiError::new(code, params)
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> Self {
        use PlayError as E;
        let one = |code, c: Circle| (code, vec![("circle", c.to_string())]);
        let two = |code, a: Circle, b: Circle| {
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
}

impl From<ParsePositionError> for ApiError {
    fn from(e: ParsePositionError) -> Self {
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
            E::SideToMove(t) => ("position.side-to-move", vec![("text", t)]),
            E::Shuttle {
                colour,
                text,
                problem,
            } => {
                let mut params = vec![("colour", colour.name().to_string()), ("text", text)];
                let code = match problem {
                    ShuttleProblem::Shape => "position.shuttle-shape",
                    ShuttleProblem::Circle(c) => {
                        params.push(("circle", c.0));
                        "position.shuttle-circle"
                    }
                    ShuttleProblem::NotJoined { from, to } => {
                        params.push(("from", from.to_string()));
                        params.push(("to", to.to_string()));
                        "position.shuttle-not-joined"
                    }
                    ShuttleProblem::Steps(n) => {
                        params.push(("steps", n));
                        "position.shuttle-steps"
                    }
                };
                (code, params)
            }
        };
        ApiError::new(code, params)
    }
}

impl From<RecordError> for ApiError {
    /// The problem's own code and params, then the `line` and, where a move is at
    /// fault, its `moveNumber` (`3`, `3...`).
    fn from(e: RecordError) -> Self {
        let mut inner = match e.kind {
            RecordErrorKind::Tag(t) => ApiError::new("record.tag", vec![("text", t)]),
            RecordErrorKind::SecondPosition => ApiError::new("record.second-position", vec![]),
            RecordErrorKind::Board(b) => ApiError::new("record.board", vec![("text", b.0)]),
            RecordErrorKind::SecondBoard => ApiError::new("record.second-board", vec![]),
            RecordErrorKind::MoveNumber { found, expected } => ApiError::new(
                "record.move-number",
                vec![("found", found), ("expected", expected)],
            ),
            RecordErrorKind::Position(p) => p.into(),
            RecordErrorKind::Move(m) => m.into(),
            RecordErrorKind::Illegal(_, p) => p.into(),
            RecordErrorKind::Variation(v) => ApiError::new(
                match v {
                    VariationError::InGame => "record.variation",
                    #[cfg(feature = "analysis")]
                    VariationError::NotClosed => "record.variation-not-closed",
                    #[cfg(feature = "analysis")]
                    VariationError::Unopened => "record.variation-unopened",
                    #[cfg(feature = "analysis")]
                    VariationError::BeforeMove => "record.variation-before-move",
                    #[cfg(feature = "analysis")]
                    VariationError::Empty => "record.variation-empty",
                },
                vec![],
            ),
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

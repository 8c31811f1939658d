//! A game: a start position, the moves played and the positions they led to, the
//! repetition rule, the result, and game records.

use std::fmt;

use crate::board::{Board, Colour, ParseBoardError};
use crate::engine::zobrist;
use crate::excerpt::excerpt;
use crate::moves::{Move, MoveText, ParseMoveError};
use crate::position::{End, ParsePositionError, PlayError, Position};

/// How many times a position must occur for the game to end as a draw (RULES.md E3,
/// **Decision**).
pub const REPETITION_LIMIT: usize = 3;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// E1 or E2: the game was scored.
    Scored { end: End, white: u32, black: u32 },
    /// E3: the same position occurred a third time; a draw without scoring.
    Repetition,
}

impl Outcome {
    /// The outcome of a position that is over by E1 or E2, with its points.
    #[must_use]
    pub fn scored(position: &Position, end: End) -> Outcome {
        Outcome::Scored {
            end,
            white: position.points(Colour::White),
            black: position.points(Colour::Black),
        }
    }

    /// The side with more points, or `None` for a draw.
    #[must_use]
    pub fn winner(self) -> Option<Colour> {
        match self {
            Outcome::Scored { white, black, .. } if white > black => Some(Colour::White),
            Outcome::Scored { white, black, .. } if black > white => Some(Colour::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// `white 7-5`, `black 4-6`, `draw 5-5` (White's points first) or
    /// `draw repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Repetition => f.write_str("draw repetition"),
            Outcome::Scored { white, black, .. } => {
                let who = self.winner().map_or("draw", Colour::name);
                write!(f, "{who} {white}-{black}")
            }
        }
    }
}

/// Where a move stands in a game record's numbering: moves are numbered in pairs, a
/// pair starting with whoever moved first in the game (`1. a1-c2 e5-d3 2. b1-d2`).
/// The one place that numbers moves, for writing records, reading them and naming
/// a move in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The number of the pair, from 1.
    pub number: usize,
    /// Whether the move is the second of its pair.
    pub second: bool,
}

impl MoveNumber {
    /// The number of the move made after `plies` moves of the game (0 for its first
    /// move).
    #[must_use]
    pub const fn after(plies: usize) -> MoveNumber {
        MoveNumber {
            number: plies / 2 + 1,
            second: plies % 2 == 1,
        }
    }

    /// What a record writes before the move: `3.` before the first move of a pair,
    /// nothing before the second.
    #[must_use]
    pub fn label(self) -> String {
        if self.second {
            String::new()
        } else {
            format!("{}.", self.number)
        }
    }

    /// The number as a record may write it before the move: `3.` or `3...`.
    #[must_use]
    pub fn token(self) -> String {
        let dots = if self.second { "..." } else { "." };
        format!("{}{dots}", self.number)
    }
}

impl fmt::Display for MoveNumber {
    /// How messages name the move: `3`, or `3...` for the second move of a pair.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "" };
        write!(f, "{}{dots}", self.number)
    }
}

/// How another record of a game stands to this one ([`Game::compare`]): for games
/// played by correspondence, where each player's device holds its own copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same start and the same moves.
    Same,
    /// The other's moves are the first of ours: it is an older copy.
    Older,
    /// Ours are the first of the other's moves: it played on with `new_moves`.
    Newer { new_moves: Vec<Move> },
    /// Both have moves the other has not, from move `ply` on (counted from 1).
    Differs { ply: usize },
    /// The two did not start from the same position: not the same game.
    StartDiffers,
}

/// A game in progress or finished. The repetition rule counts from its start.
#[derive(Clone)]
pub struct Game {
    moves: Vec<Move>,
    /// The start position, then the position after each move.
    positions: Vec<Position>,
    /// Moves taken back, the most recently taken back last: [`Game::redo`] plays them
    /// again. Playing any other move forgets them.
    undone: Vec<Move>,
    /// How often each position of `positions` occurs in it, kept as moves are
    /// played and taken back: the repetition rule then costs nothing per move, and a
    /// record of n moves loads in O(n), not O(n²).
    occurrences: Occurrences,
}

/// Two games are equal when they have the same start, moves and moves to redo (the
/// counts follow from the positions).
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.moves == other.moves
            && self.positions == other.positions
            && self.undone == other.undone
    }
}

impl Eq for Game {}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("moves", &self.moves)
            .field("positions", &self.positions)
            .field("undone", &self.undone)
            .finish_non_exhaustive()
    }
}

/// How often each position occurs in a game: an open-addressing table (linear
/// probing) by the positions' Zobrist keys. std's `HashMap` would do, for 1.6 KB
/// more of wasm, gzipped. A position taken back keeps its slot with a count of 0
/// until the table grows, so that taking back never moves other entries.
#[derive(Clone, Default)]
struct Occurrences {
    /// A power of two of slots (or none yet); `None` is a slot never used.
    slots: Vec<Option<(Position, usize)>>,
    /// Slots in use.
    used: usize,
}

impl Occurrences {
    /// The slot that holds `position`, or the free slot where it would go. The
    /// table has slots and is never full.
    fn slot(&self, position: &Position) -> usize {
        let mask = self.slots.len() - 1;
        // The low bits of the key pick the slot: the table never has 2^32 slots.
        #[allow(clippy::cast_possible_truncation)]
        let mut i = zobrist::hash(position) as usize & mask;
        while matches!(&self.slots[i], Some((p, _)) if p != position) {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, position: &Position) -> usize {
        if self.slots.is_empty() {
            return 0;
        }
        self.slots[self.slot(position)].map_or(0, |(_, n)| n)
    }

    fn add(&mut self, position: Position, count: usize) {
        // At most three quarters full, so that probes stay short.
        if 4 * (self.used + 1) > 3 * self.slots.len() {
            let old = std::mem::take(&mut self.slots);
            self.slots = vec![None; (2 * old.len()).max(16)];
            self.used = 0;
            for (p, n) in old.into_iter().flatten() {
                if n > 0 {
                    self.add(p, n);
                }
            }
        }
        let i = self.slot(&position);
        match &mut self.slots[i] {
            Some((_, n)) => *n += count,
            free => {
                *free = Some((position, count));
                self.used += 1;
            }
        }
    }

    fn take_one(&mut self, position: &Position) {
        if self.slots.is_empty() {
            return;
        }
        let i = self.slot(position);
        if let Some((_, n)) = &mut self.slots[i] {
            *n = n.saturating_sub(1);
        }
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Colour::White)
    }
}

impl Game {
    /// A game from the start position with `first` to move.
    #[must_use]
    pub fn new(first: Colour) -> Game {
        Game::from_position(Position::start(first))
    }

    /// A game on `board` from its start position with `first` to move.
    #[must_use]
    pub fn new_on(board: Board, first: Colour) -> Game {
        Game::from_position(Position::start_on(board, first))
    }

    /// The board this game is played on (its start position's).
    #[must_use]
    pub fn board(&self) -> Board {
        self.start().board()
    }

    /// A game from a set-up position. It may be over already (E1 or E2).
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        let mut occurrences = Occurrences::default();
        occurrences.add(start, 1);
        Game {
            moves: Vec::new(),
            positions: vec![start],
            undone: Vec::new(),
            occurrences,
        }
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The moves played so far.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The start position and the position after each move.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How often the current position has occurred in this game, this time included.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.position())
    }

    /// How often `position` has occurred in this game (among [`Game::positions`]).
    #[must_use]
    pub fn occurrences(&self, position: &Position) -> usize {
        self.occurrences.get(position)
    }

    /// How the game ended, or `None` while it goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let position = self.position();
        if let Some(end) = position.end() {
            return Some(Outcome::scored(position, end));
        }
        (self.repetitions() >= REPETITION_LIMIT).then_some(Outcome::Repetition)
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The legal moves now: none once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position().legal_moves().to_vec()
        }
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// The game is over or the move is not legal; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let next = self.position().play(m)?;
        self.moves.push(m);
        self.positions.push(next);
        self.occurrences.add(next, 1);
        // The same move as the one taken back keeps the rest of the line for redo.
        if self.undone.last() == Some(&m) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(())
    }

    /// Plays a typed move and returns the legal move it named.
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_text(&mut self, text: MoveText) -> Result<Move, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let m = self.position().resolve(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it; `None` at the start. It can be played
    /// again with [`Game::redo`]. Taking back is allowed after the end too: the game
    /// then goes on.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        if let Some(left) = self.positions.pop() {
            self.occurrences.take_one(&left);
        }
        self.undone.push(m);
        Some(m)
    }

    /// Plays the move taken back last again, returning it; `None` when there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let m = *self.undone.last()?;
        // A move that was legal here before it was taken back is legal again.
        self.play(m).ok()?;
        Some(m)
    }

    /// The moves [`Game::redo`] would play, the next one first.
    #[must_use]
    pub fn redo_moves(&self) -> Vec<Move> {
        self.undone.iter().rev().copied().collect()
    }

    /// The game as it stood after its first `plies` moves (all of them when `plies` is
    /// larger), without anything to redo.
    #[must_use]
    pub fn at(&self, plies: usize) -> Game {
        let plies = plies.min(self.moves.len());
        let mut occurrences = self.occurrences.clone();
        for p in &self.positions[plies + 1..] {
            occurrences.take_one(p);
        }
        Game {
            moves: self.moves[..plies].to_vec(),
            positions: self.positions[..=plies].to_vec(),
            undone: Vec::new(),
            occurrences,
        }
    }

    /// How `other` stands to this game: the same, an older or a newer copy of it,
    /// or one that parts from it (see [`Comparison`]). Moves taken back and kept
    /// for redo do not count.
    #[must_use]
    pub fn compare(&self, other: &Game) -> Comparison {
        if self.start() != other.start() {
            return Comparison::StartDiffers;
        }
        let shared = self
            .moves
            .iter()
            .zip(&other.moves)
            .take_while(|(ours, theirs)| ours == theirs)
            .count();
        match (shared == self.moves.len(), shared == other.moves.len()) {
            (true, true) => Comparison::Same,
            (false, true) => Comparison::Older,
            (true, false) => Comparison::Newer {
                new_moves: other.moves[shared..].to_vec(),
            },
            (false, false) => Comparison::Differs { ply: shared + 1 },
        }
    }

    /// The side that made the first move of this game.
    #[must_use]
    pub fn first_mover(&self) -> Colour {
        self.start().turn()
    }

    /// The game record: a `[Board "traditional"]` line for a game on the traditional
    /// board (none names the knight board, as every record made before there were two),
    /// a `[Position "..."]` line when the game did not begin from the usual start, then
    /// the moves with move numbers. `tags` are written first, each as `[Name "value"]`
    /// (quotes, backslashes and line breaks in values are escaped).
    #[must_use]
    pub fn record(&self, tags: &[(&str, &str)]) -> String {
        let mut out = String::new();
        for (name, value) in tags {
            out.push_str(&format!("[{name} \"{}\"]\n", escape_tag(value)));
        }
        self.push_setup(&mut out);
        out.push_str(&self.movetext());
        out
    }

    /// The record as short as the notation allows, for a link: the `[Board "..."]` and
    /// `[Position "..."]` lines where [`Game::record`] writes them, then the moves
    /// without numbers (`a1-c2 e5-d3 b1-d2`), which [`Game::from_record`] reads as well.
    #[must_use]
    pub fn compact_record(&self) -> String {
        let mut out = String::new();
        self.push_setup(&mut out);
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&m.to_string());
        }
        out
    }

    /// The tags that say where the game began: its board unless the knight board, its
    /// start unless the board's usual one.
    fn push_setup(&self, out: &mut String) {
        let board = self.board();
        if board != Board::Knight {
            out.push_str(&format!("[Board \"{board}\"]\n"));
        }
        if *self.start() != Position::start_on(board, Colour::White) {
            out.push_str(&format!("[Position \"{}\"]\n", self.start()));
        }
    }

    /// The moves with move numbers: `1. a1-c2 e5-d3 2. b1-d2` (see [`MoveNumber`]).
    #[must_use]
    pub fn movetext(&self) -> String {
        // Words pushed one by one, not a Vec joined: `join` costs the page's rules
        // module half a kilobyte of wasm (BENCHMARKS.md, "First visit").
        let mut out = String::new();
        for (i, m) in self.moves.iter().enumerate() {
            let label = MoveNumber::after(i).label();
            if !label.is_empty() {
                push_word(&mut out, &label);
            }
            push_word(&mut out, &m.to_string());
        }
        out
    }

    /// Reads a game record (see [`Game::record`]): optional tag lines, of which
    /// `Position` gives the start, then moves, optionally numbered. Every move is
    /// checked; the first problem is returned with its line and move number.
    ///
    /// A record with variations in parentheses (`1. a1-c2 (1. b1-d2) e5-d3`) is
    /// refused at its first parenthesis ([`RecordErrorKind::Variation`]): it is an
    /// analysis, which [`Tree::from_record`](crate::tree::Tree::from_record) reads, and
    /// its main line is [`Tree::main_line`](crate::tree::Tree::main_line).
    ///
    /// # Errors
    /// A malformed tag or position, a malformed or illegal move, a wrong move number,
    /// a move after the end of the game, or a parenthesis.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::read_record(text, |game, token, _| {
            // A game is one line of moves. A parenthesis is refused by its name, not as
            // a malformed move, so that the page can say what the record is.
            if token.bytes().any(|b| b == b'(' || b == b')') {
                let kind = RecordErrorKind::Variation(VariationError::InGame);
                return Err((Some(game.moves.len()), kind));
            }
            game.read_token(token)
        })
    }

    /// Reads a record: its tags set up the game, and `read` reads each word of the
    /// moves (a run of characters without white space) into it, given its line
    /// number; what `read` refuses is returned with that line and the ply it names.
    /// [`Game::from_record`] and `Tree::from_record` read records so. Generic, not
    /// `dyn`: in the rules-only module, without the tree, its one instance compiles
    /// as if written in [`Game::from_record`] (a shared function cost 0.3 KB gzipped).
    pub(crate) fn read_record(
        text: &str,
        mut read: impl FnMut(&mut Game, &str, usize) -> Result<(), (Option<usize>, RecordErrorKind)>,
    ) -> Result<Game, RecordError> {
        // The tags come before the moves, in any order: the board and the start are
        // known once the first move (or the end) is reached.
        let mut board: Option<Board> = None;
        let mut start: Option<(usize, String)> = None;
        let mut game: Option<Game> = None;
        for (line_index, line) in text.lines().enumerate() {
            let line_no = line_index + 1;
            let trimmed = line.trim();
            if trimmed.is_empty() {
                continue;
            }
            let err = |kind| RecordError {
                line: line_no,
                ply: None,
                kind,
            };
            if trimmed.starts_with('[') && game.is_none() {
                let (name, value) = parse_tag(trimmed)
                    .ok_or_else(|| err(RecordErrorKind::Tag(excerpt(trimmed))))?;
                if name == "Position" {
                    if start.is_some() {
                        return Err(err(RecordErrorKind::SecondPosition));
                    }
                    start = Some((line_no, value));
                } else if name == "Board" {
                    if board.is_some() {
                        return Err(err(RecordErrorKind::SecondBoard));
                    }
                    board = Some(value.parse().map_err(|e| err(RecordErrorKind::Board(e)))?);
                }
                continue;
            }
            let game = match game {
                Some(ref mut game) => game,
                None => game.insert(Game::set_up(board, start.take())?),
            };
            for token in trimmed.split_whitespace() {
                read(game, token, line_no).map_err(|(ply, kind)| RecordError {
                    line: line_no,
                    ply,
                    kind,
                })?;
            }
        }
        match game {
            Some(game) => Ok(game),
            None => Game::set_up(board, start),
        }
    }

    /// The game a record's tags set up: on `board` (the knight board if none), from
    /// `start` (the text of its `Position` tag and the tag's line) or the board's start.
    fn set_up(board: Option<Board>, start: Option<(usize, String)>) -> Result<Game, RecordError> {
        let board = board.unwrap_or_default();
        match start {
            None => Ok(Game::new_on(board, Colour::White)),
            Some((line, text)) => Position::parse_on(&text, board)
                .map(Game::from_position)
                .map_err(|e| RecordError {
                    line,
                    ply: None,
                    kind: RecordErrorKind::Position(e),
                }),
        }
    }

    /// Reads pasted text: a position when it is one line with a `/` in it (positions
    /// always have one, records only inside tags), otherwise a game record.
    ///
    /// # Errors
    /// As [`Game::from_record`]; a position's error is reported at line 1.
    pub fn from_text(text: &str) -> Result<Game, RecordError> {
        let trimmed = text.trim();
        if !trimmed.starts_with('[') && trimmed.contains('/') && !trimmed.contains('\n') {
            let line = text.lines().position(|l| !l.trim().is_empty()).unwrap_or(0) + 1;
            return trimmed
                .parse()
                .map(Game::from_position)
                .map_err(|e| RecordError {
                    line,
                    ply: None,
                    kind: RecordErrorKind::Position(e),
                });
        }
        Game::from_record(text)
    }

    /// Reads one token of movetext: a move number (`3.` or `3...`), a move, or a move
    /// number glued to a move (`3.a1-c2`).
    pub(crate) fn read_token(
        &mut self,
        token: &str,
    ) -> Result<(), (Option<usize>, RecordErrorKind)> {
        let ply = self.moves.len();
        // No slicing by index here: the checked slices would bring the wasm build the
        // formatting of their panic, over 2 KB gzipped.
        let after = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let digits = token.len() - after.len();
        let mut rest = token;
        if digits > 0 {
            let moved = after.trim_start_matches('.');
            let dots = after.len() - moved.len();
            if dots == 0 {
                return Err((
                    Some(ply),
                    RecordErrorKind::Move(ParseMoveError::Shape(excerpt(token))),
                ));
            }
            let number: usize = token
                .strip_suffix(after)
                .and_then(|n| n.parse().ok())
                .unwrap_or(usize::MAX);
            let expected = MoveNumber::after(ply);
            // `3.` stands before the first move of a pair, `3...` before the second.
            let ok = number == expected.number && (dots == 3) == expected.second;
            if !ok {
                return Err((
                    Some(ply),
                    RecordErrorKind::MoveNumber {
                        found: excerpt(token.strip_suffix(moved).unwrap_or(token)),
                        expected: expected.token(),
                    },
                ));
            }
            rest = moved;
            if rest.is_empty() {
                return Ok(());
            }
        }
        let text: MoveText = rest
            .parse()
            .map_err(|e| (Some(ply), RecordErrorKind::Move(e)))?;
        self.play_text(text)
            .map(|_| ())
            .map_err(|e| (Some(ply), RecordErrorKind::Illegal(text, e)))
    }
}

/// Appends `word` to `out`, after a space unless `out` is empty.
pub(crate) fn push_word(out: &mut String, word: &str) {
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(word);
}

/// A tag value as written inside the quotes of `[Name "value"]`. A tag is one line, so
/// line breaks are escaped too (`\n`, `\r`), besides quotes and backslashes.
fn escape_tag(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

/// `[Name "value"]` into its name and unescaped value.
fn parse_tag(line: &str) -> Option<(&str, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(' ')?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(match chars.next()? {
                'n' => '\n',
                'r' => '\r',
                escaped => escaped,
            }),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name, value))
}

/// What is wrong with a game record, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// Line number, from 1.
    pub line: usize,
    /// How many moves had been played before the bad one, when the problem is in the
    /// moves.
    pub ply: Option<usize>,
    pub kind: RecordErrorKind,
}

/// The kinds of problem a game record can have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// A line starting with `[` (an [`excerpt`]) is not a `[Name "value"]` tag.
    Tag(String),
    /// The `Position` tag holds an invalid position.
    Position(ParsePositionError),
    /// Two `Position` tags.
    SecondPosition,
    /// The `Board` tag names no board.
    Board(ParseBoardError),
    /// Two `Board` tags.
    SecondBoard,
    /// A move number (`found`, an [`excerpt`]) is not the one expected there.
    MoveNumber { found: String, expected: String },
    /// A move is malformed.
    Move(ParseMoveError),
    /// A move is not legal where it stands.
    Illegal(MoveText, PlayError),
    /// A parenthesis out of place, or in a game's record.
    Variation(VariationError),
}

/// What is wrong with a record's variations, in parentheses ([`RecordErrorKind::Variation`]).
/// The kinds other than `InGame` come from reading an analysis (`Tree::from_record`),
/// and exist only with the cargo feature `analysis` that compiles it: the rules-only
/// module carries nothing of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VariationError {
    /// A parenthesis in a game's record: variations are an analysis's
    /// (`Tree::from_record`), not a game's.
    InGame,
    /// A variation opened at this place (its `(`) is never closed.
    #[cfg(feature = "analysis")]
    NotClosed,
    /// A `)` with no variation open to close.
    #[cfg(feature = "analysis")]
    Unopened,
    /// A `(` before any move of its line: a variation stands after the move it
    /// replaces.
    #[cfg(feature = "analysis")]
    BeforeMove,
    /// A variation `()` without a move.
    #[cfg(feature = "analysis")]
    Empty,
}

impl fmt::Display for VariationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VariationError::InGame => {
                "a variation in parentheses, which a game's record does not hold"
            }
            #[cfg(feature = "analysis")]
            VariationError::NotClosed => "the variation opened here is never closed with ')'",
            #[cfg(feature = "analysis")]
            VariationError::Unopened => "')' closes no variation",
            #[cfg(feature = "analysis")]
            VariationError::BeforeMove => "'(' before any move that its variation could replace",
            #[cfg(feature = "analysis")]
            VariationError::Empty => "a variation '()' without a move",
        })
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        if let Some(ply) = self.ply {
            write!(f, ", move {}", MoveNumber::after(ply))?;
        }
        f.write_str(": ")?;
        match &self.kind {
            RecordErrorKind::Tag(t) => write!(f, "'{t}' is not a tag like [Name \"value\"]"),
            RecordErrorKind::Position(e) => write!(f, "bad Position tag: {e}"),
            RecordErrorKind::SecondPosition => f.write_str("a second Position tag"),
            RecordErrorKind::Board(e) => write!(f, "bad Board tag: {e}"),
            RecordErrorKind::SecondBoard => f.write_str("a second Board tag"),
            RecordErrorKind::MoveNumber { found, expected } => {
                write!(f, "move number {found} where {expected} was expected")
            }
            RecordErrorKind::Move(e) => write!(f, "{e}"),
            RecordErrorKind::Illegal(m, e) => write!(f, "{m} is not legal: {e}"),
            RecordErrorKind::Variation(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RecordError {}

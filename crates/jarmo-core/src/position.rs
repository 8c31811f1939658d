//! A position and the rules that act on it: which moves are legal, what a move does,
//! when the game is over and how it is scored.

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, Circle, CircleSet, Colour, ParseCircleError};
use crate::excerpt::excerpt;
use crate::moves::{Move, MoveText};

/// Archers each side has in all, on the board or captured.
pub const ARCHERS_PER_SIDE: u32 = 5;

/// A player's shuttle state (RULES.md, "Back and forth"): its last `steps` moves were
/// steps of one archer alternating between `from` and `to`, and it now stands on
/// `to`. With `steps == 4` the step `to`-`from` is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shuttle {
    pub from: Circle,
    pub to: Circle,
    pub steps: u8,
}

impl Shuttle {
    /// The most steps a shuttle state can count; at this count the way back is closed.
    pub const LIMIT: u8 = 4;

    /// A checked shuttle state: `from` and `to` joined by a line, `steps` in 1..=4.
    ///
    /// # Errors
    /// Says which of the two conditions fails.
    pub fn new(from: Circle, to: Circle, steps: u8) -> Result<Shuttle, ShuttleProblem> {
        Shuttle::on(Board::Knight, from, to, steps)
    }

    /// A checked shuttle state on `board`: `from` and `to` joined by one of its lines,
    /// `steps` in 1..=4.
    ///
    /// # Errors
    /// Says which of the two conditions fails.
    pub fn on(
        board: Board,
        from: Circle,
        to: Circle,
        steps: u8,
    ) -> Result<Shuttle, ShuttleProblem> {
        if !board.joins(from, to) {
            return Err(ShuttleProblem::NotJoined { from, to });
        }
        if !(1..=Shuttle::LIMIT).contains(&steps) {
            return Err(ShuttleProblem::Steps(steps.to_string()));
        }
        Ok(Shuttle { from, to, steps })
    }

    /// The shuttle state after its player steps from `from` to `to`.
    fn after_step(state: Option<Shuttle>, from: Circle, to: Circle) -> Shuttle {
        match state {
            Some(s) if s.to == from && s.from == to => Shuttle {
                from,
                to,
                // A legal step never goes past the limit, which closes the way back;
                // the bound keeps a misused `play_unchecked` inside the engine's
                // tables too.
                steps: (s.steps + 1).min(Shuttle::LIMIT),
            },
            _ => Shuttle { from, to, steps: 1 },
        }
    }

    /// Whether this state forbids the step `from`-`to`.
    fn forbids(state: Option<Shuttle>, from: Circle, to: Circle) -> bool {
        matches!(state, Some(s) if s.steps >= Shuttle::LIMIT && s.to == from && s.from == to)
    }
}

impl fmt::Display for Shuttle {
    /// `c2a1:4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}:{}", self.from, self.to, self.steps)
    }
}

/// Why a shuttle state is invalid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShuttleProblem {
    /// Not of the form `XY:n`.
    Shape,
    /// A circle in it is not a circle.
    Circle(ParseCircleError),
    /// Its two circles are not joined by a line.
    NotJoined { from: Circle, to: Circle },
    /// Its count (an [`excerpt`]) is not 1 to 4.
    Steps(String),
}

impl fmt::Display for ShuttleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShuttleProblem::Shape => f.write_str("write it as - or like c2a1:4"),
            ShuttleProblem::Circle(e) => write!(f, "{e}"),
            ShuttleProblem::NotJoined { from, to } => {
                write!(f, "{from} and {to} are not joined by a line")
            }
            ShuttleProblem::Steps(n) => write!(f, "its count '{n}' is not 1 to 4"),
        }
    }
}

fn parse_shuttle(text: &str, board: Board) -> Result<Option<Shuttle>, ShuttleProblem> {
    if text == "-" {
        return Ok(None);
    }
    let (circles, steps) = text.split_once(':').ok_or(ShuttleProblem::Shape)?;
    // `get`, not indexing: no panic (and its formatting) in the wasm build.
    let (true, Some(from), Some(to), 4) = (
        circles.is_ascii(),
        circles.get(0..2),
        circles.get(2..4),
        circles.len(),
    ) else {
        return Err(ShuttleProblem::Shape);
    };
    let from: Circle = from.parse().map_err(ShuttleProblem::Circle)?;
    let to: Circle = to.parse().map_err(ShuttleProblem::Circle)?;
    let steps: u8 = match steps {
        "1" => 1,
        "2" => 2,
        "3" => 3,
        "4" => 4,
        other => return Err(ShuttleProblem::Steps(excerpt(other))),
    };
    Shuttle::on(board, from, to, steps).map(Some)
}

/// Why a position text is invalid. Ranks are named as on the board (1-5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// Not exactly four fields.
    FieldCount(usize),
    /// A field is empty: two spaces in a row, or a space at an end.
    EmptyField(usize),
    /// The circles field does not have five ranks.
    RankCount(usize),
    /// A rank does not cover exactly five circles.
    RankWidth { rank: u8, circles: usize },
    /// A character in the circles field is none of `wWbB12345`.
    UnknownCharacter { rank: u8, character: char },
    /// One colour has more than five archers.
    TooManyArchers { colour: Colour, count: u32 },
    /// The side to move (an [`excerpt`]) is not `w` or `b`.
    SideToMove(String),
    /// A shuttle state is invalid.
    Shuttle {
        colour: Colour,
        text: String,
        problem: ShuttleProblem,
    },
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParsePositionError as E;
        match self {
            E::FieldCount(n) => write!(
                f,
                "a position has 4 fields separated by spaces (circles, side to move, \
                 White's shuttle, Black's shuttle), this has {n}"
            ),
            E::EmptyField(n) => write!(
                f,
                "field {n} of the position is empty (separate fields by single spaces)"
            ),
            E::RankCount(n) => write!(
                f,
                "the circles field has {n} ranks separated by '/', it needs 5"
            ),
            E::RankWidth { rank, circles } => {
                write!(f, "rank {rank} covers {circles} circles, it must cover 5")
            }
            E::UnknownCharacter { rank, character } => write!(
                f,
                "rank {rank} has '{character}', which is none of w W b B or a digit 1-5"
            ),
            E::TooManyArchers { colour, count } => {
                write!(f, "{colour} has {count} archers on the board, at most 5")
            }
            E::SideToMove(s) => write!(f, "side to move is '{s}', it must be w or b"),
            E::Shuttle {
                colour,
                text,
                problem,
            } => write!(f, "{colour}'s shuttle state '{text}' is invalid: {problem}"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// Why a move cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over: no more moves.
    GameOver,
    /// No archer stands on the circle the step starts from.
    NoArcher(Circle),
    /// The archer on the circle belongs to the other side.
    NotYourArcher(Circle),
    /// The archer stands on its goal row, so it never moves again.
    ArcherOnGoalRow(Circle),
    /// No line joins the two circles.
    NotJoined { from: Circle, to: Circle },
    /// An own archer stands on the circle stepped to.
    OwnArcherThere(Circle),
    /// The step would shuttle an archer back a third time (RULES.md "Back and forth").
    ShuttleLimit { from: Circle, to: Circle },
    /// A return goes to a circle outside the player's home row.
    NotHomeRow(Circle),
    /// A return goes to a circle that is not empty.
    CircleTaken(Circle),
    /// A return needs a captured archer.
    NoCapturedArcher,
    /// A return needs a marked archer of the player on its goal row.
    NoMarkedArcherOnGoalRow,
    /// A pass is only allowed when no step and no return is.
    PassNotAllowed,
    /// The move names a legal move but gets its details wrong (capture flag, or which
    /// archer a return unmarks).
    Misdescribed(Move),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PlayError as E;
        match self {
            E::GameOver => f.write_str("the game is over"),
            E::NoArcher(c) => write!(f, "no archer stands on {c}"),
            E::NotYourArcher(c) => write!(f, "the archer on {c} is not yours"),
            E::ArcherOnGoalRow(c) => write!(
                f,
                "the archer on {c} has reached its goal row and never moves again"
            ),
            E::NotJoined { from, to } => write!(f, "no line joins {from} and {to}"),
            E::OwnArcherThere(c) => write!(f, "your own archer stands on {c}"),
            E::ShuttleLimit { from, to } => write!(
                f,
                "{from}-{to} would shuttle the archer back and forth a third time; \
                 make another move first"
            ),
            E::NotHomeRow(c) => write!(f, "{c} is not on your home row"),
            E::CircleTaken(c) => write!(f, "{c} is not empty"),
            E::NoCapturedArcher => f.write_str("you have no captured archer to return"),
            E::NoMarkedArcherOnGoalRow => {
                f.write_str("a return needs one of your marked archers on your goal row")
            }
            E::PassNotAllowed => {
                f.write_str("you can only pass when no step and no return is possible")
            }
            E::Misdescribed(m) => write!(
                f,
                "{m} is described wrongly (its capture or the archer a return unmarks)"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a position is over without looking at its history (RULES.md E1 and E2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// E1: all of this side's archers on the board stand on its goal row.
    AllOnGoalRow(Colour),
    /// E1 too: this side has no archer on the board at all, which counts as all of
    /// them on its goal row. Kept apart so that the end can be said as it happened.
    NoArchers(Colour),
    /// E2: neither side has a legal step or return.
    NoMoves,
}

impl End {
    /// The side whose archers ended the game by E1; `None` for E2.
    #[must_use]
    pub const fn side(self) -> Option<Colour> {
        match self {
            End::AllOnGoalRow(c) | End::NoArchers(c) => Some(c),
            End::NoMoves => None,
        }
    }
}

/// The legal moves of a position, without allocating: at most
/// [`MoveList::CAPACITY`].
#[derive(Clone, Copy, Debug)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// The most moves a position can have, with room to spare: steps of at most 5
    /// archers along at most 8 lines each, and returns to at most 5 home-row
    /// circles (45), or a pass. Arrays that hold something per legal move (the
    /// search's move order) have this length.
    pub const CAPACITY: usize = 48;

    fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MoveList::CAPACITY],
            len: 0,
        }
    }

    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Keeps only the moves for which `keep` is true, in their order.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if keep(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// A Jarmo position: the archers on the circles, their marks, the side to move and
/// both shuttle states. Only valid positions can be built; captured archers are
/// implied (five minus those on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    archers: [CircleSet; 2],
    marked: CircleSet,
    turn: Colour,
    shuttles: [Option<Shuttle>; 2],
}

impl Default for Position {
    fn default() -> Position {
        Position::start(Colour::White)
    }
}

impl Position {
    /// The start position: White on rank 1, Black on rank 5, none marked, nothing
    /// captured, `first` to move.
    #[must_use]
    pub const fn start(first: Colour) -> Position {
        Position::start_on(Board::Knight, first)
    }

    /// The start position on `board`, `first` to move.
    #[must_use]
    pub const fn start_on(board: Board, first: Colour) -> Position {
        Position {
            board,
            archers: [Colour::White.home_row(), Colour::Black.home_row()],
            marked: CircleSet::EMPTY,
            turn: first,
            shuttles: [None, None],
        }
    }

    /// A position from its parts, checked as the notation is. The sets hold no circle
    /// off the board ([`CircleSet`] keeps only its 25 bits); a circle in both sets is
    /// White's, and marks on empty circles are dropped.
    ///
    /// # Errors
    /// More than five archers of a colour, or a shuttle state the notation would
    /// reject: its circles not joined by a line, or its count not 1 to 4.
    pub fn from_parts(
        white: CircleSet,
        black: CircleSet,
        marked: CircleSet,
        turn: Colour,
        shuttles: [Option<Shuttle>; 2],
    ) -> Result<Position, ParsePositionError> {
        Position::from_parts_on(Board::Knight, white, black, marked, turn, shuttles)
    }

    /// [`Position::from_parts`] on `board`: a shuttle state's circles must be joined by
    /// one of its lines.
    ///
    /// # Errors
    /// As [`Position::from_parts`].
    pub fn from_parts_on(
        board: Board,
        white: CircleSet,
        black: CircleSet,
        marked: CircleSet,
        turn: Colour,
        shuttles: [Option<Shuttle>; 2],
    ) -> Result<Position, ParsePositionError> {
        // Masked again, so that this invariant of the position reads here too.
        let white = white & CircleSet::FULL;
        let black = black & CircleSet::FULL & !white;
        let marked = marked & CircleSet::FULL & (white | black);
        for (colour, set) in [(Colour::White, white), (Colour::Black, black)] {
            if set.count() > ARCHERS_PER_SIDE {
                return Err(ParsePositionError::TooManyArchers {
                    colour,
                    count: set.count(),
                });
            }
        }
        for colour in Colour::ALL {
            // `Shuttle`'s fields are public: a count above 4 would index past the
            // engine's tables.
            if let Some(s) = shuttles[colour.index()] {
                Shuttle::on(board, s.from, s.to, s.steps).map_err(|problem| {
                    ParsePositionError::Shuttle {
                        colour,
                        text: s.to_string(),
                        problem,
                    }
                })?;
            }
        }
        Ok(Position {
            board,
            archers: [white, black],
            marked,
            turn,
            shuttles,
        })
    }

    /// The board this position is on: which lines join its circles.
    #[must_use]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// The same archers, marks, turn and shuttle states on `board`.
    ///
    /// # Errors
    /// A shuttle state whose circles no line of `board` joins.
    pub fn on_board(&self, board: Board) -> Result<Position, ParsePositionError> {
        Position::from_parts_on(
            board,
            self.archers[0],
            self.archers[1],
            self.marked,
            self.turn,
            self.shuttles,
        )
    }

    /// The side to move.
    #[must_use]
    pub const fn turn(&self) -> Colour {
        self.turn
    }

    /// The circles holding an archer of `colour`.
    #[must_use]
    pub const fn archers(&self, colour: Colour) -> CircleSet {
        self.archers[colour.index()]
    }

    /// The circles holding a marked archer (of either side).
    #[must_use]
    pub const fn marked(&self) -> CircleSet {
        self.marked
    }

    /// All circles holding an archer.
    #[must_use]
    pub fn occupied(&self) -> CircleSet {
        self.archers[0] | self.archers[1]
    }

    /// The archer on `circle`, if any: its colour and whether it is marked.
    #[must_use]
    pub fn archer_on(&self, circle: Circle) -> Option<(Colour, bool)> {
        let marked = self.marked.contains(circle);
        Colour::ALL
            .into_iter()
            .find(|c| self.archers(*c).contains(circle))
            .map(|c| (c, marked))
    }

    /// How many of `colour`'s archers are captured: five minus those on the board.
    #[must_use]
    pub const fn captured(&self, colour: Colour) -> u32 {
        ARCHERS_PER_SIDE.saturating_sub(self.archers(colour).count())
    }

    /// `colour`'s shuttle state.
    #[must_use]
    pub const fn shuttle(&self, colour: Colour) -> Option<Shuttle> {
        self.shuttles[colour.index()]
    }

    /// `colour`'s points as they would count now: 2 for each own archer on its goal
    /// row, 1 for each elsewhere on the board, nothing for captured archers.
    #[must_use]
    pub fn points(&self, colour: Colour) -> u32 {
        let on_board = self.archers(colour);
        on_board.count() + (on_board & colour.goal_row()).count()
    }

    /// The archers of `colour` that may step: those not on its goal row.
    fn movers(&self, colour: Colour) -> CircleSet {
        self.archers(colour) & !colour.goal_row()
    }

    /// Where `colour`'s archer on `from` may step: along a line to a circle without an
    /// own archer, unless the shuttle limit closes the way back.
    fn step_targets(&self, colour: Colour, from: Circle) -> CircleSet {
        let mut targets = self.board.neighbours(from) & !self.archers(colour);
        if let Some(s) = self.shuttle(colour) {
            if Shuttle::forbids(Some(s), from, s.from) {
                targets = targets.without(s.from);
            }
        }
        targets
    }

    /// The home-row circles where `colour` could return a captured archer now: empty
    /// when a return is not allowed (RULES.md "Return").
    #[must_use]
    pub fn return_circles(&self, colour: Colour) -> CircleSet {
        let own = self.archers(colour);
        if own.count() == ARCHERS_PER_SIDE || (own & self.marked & colour.goal_row()).is_empty() {
            return CircleSet::EMPTY;
        }
        colour.home_row() & !self.occupied()
    }

    /// The marked archer that a return by `colour` unmarks: **Decision** the one on the
    /// lowest file of its goal row.
    fn archer_to_unmark(&self, colour: Colour) -> Option<Circle> {
        (self.archers(colour) & self.marked & colour.goal_row()).first()
    }

    /// Whether `colour` has a legal step or return in this position (as if it were to
    /// move).
    #[must_use]
    pub fn has_step_or_return(&self, colour: Colour) -> bool {
        self.movers(colour)
            .any(|from| !self.step_targets(colour, from).is_empty())
            || !self.return_circles(colour).is_empty()
    }

    /// Why the position is over (E1, then E2), or `None` while it goes on. The
    /// repetition rule (E3) needs the game's history: see [`crate::Game`].
    #[must_use]
    pub fn end(&self) -> Option<End> {
        for colour in Colour::ALL {
            if self.movers(colour).is_empty() {
                return Some(if self.archers(colour).is_empty() {
                    End::NoArchers(colour)
                } else {
                    End::AllOnGoalRow(colour)
                });
            }
        }
        if !self.has_step_or_return(Colour::White) && !self.has_step_or_return(Colour::Black) {
            return Some(End::NoMoves);
        }
        None
    }

    /// Whether the position is over by E1 or E2.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// The legal moves: steps and returns, or only `pass` when there are none, or no
    /// move at all when the position is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            return MoveList::new();
        }
        self.moves_while_not_over()
    }

    /// The legal moves of a position the caller knows is not over (for search, which
    /// has just checked [`Position::end`]).
    pub(crate) fn moves_while_not_over(&self) -> MoveList {
        let mut list = MoveList::new();
        let us = self.turn;
        let them = self.archers(us.opponent());
        for from in self.movers(us) {
            for to in self.step_targets(us, from) {
                list.push(Move::Step {
                    from,
                    to,
                    capture: them.contains(to),
                });
            }
        }
        if let Some(unmarked) = self.archer_to_unmark(us) {
            for to in self.return_circles(us) {
                list.push(Move::Return { to, unmarked });
            }
        }
        if list.is_empty() {
            list.push(Move::Pass);
        }
        list
    }

    /// How many legal moves there are, without listing them: for perft.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        for colour in Colour::ALL {
            if self.movers(colour).is_empty() {
                return 0;
            }
        }
        let us = self.turn;
        let mut n = self.return_circles(us).count() as u64;
        for from in self.movers(us) {
            n += u64::from(self.step_targets(us, from).count());
        }
        if n > 0 {
            n
        } else if self.has_step_or_return(us.opponent()) {
            1
        } else {
            0
        }
    }

    /// Whether `m` is one of the legal moves.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Turns a typed move into the legal move it names.
    ///
    /// # Errors
    /// The reason the move is not legal here.
    pub fn resolve(&self, text: MoveText) -> Result<Move, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let us = self.turn;
        let legal = self.legal_moves();
        let found = legal.iter().copied().find(|m| m.text() == text);
        if let Some(m) = found {
            return Ok(m);
        }
        Err(match text {
            MoveText::Pass => PlayError::PassNotAllowed,
            MoveText::Step { from, to } => match self.archer_on(from) {
                None => PlayError::NoArcher(from),
                Some((c, _)) if c != us => PlayError::NotYourArcher(from),
                _ if us.goal_row().contains(from) => PlayError::ArcherOnGoalRow(from),
                _ if !self.board.joins(from, to) => PlayError::NotJoined { from, to },
                _ if self.archers(us).contains(to) => PlayError::OwnArcherThere(to),
                _ => PlayError::ShuttleLimit { from, to },
            },
            MoveText::Return { to } => {
                if !us.home_row().contains(to) {
                    PlayError::NotHomeRow(to)
                } else if self.occupied().contains(to) {
                    PlayError::CircleTaken(to)
                } else if self.captured(us) == 0 {
                    PlayError::NoCapturedArcher
                } else {
                    PlayError::NoMarkedArcherOnGoalRow
                }
            }
        })
    }

    /// The position after the legal move `m`; `self` is left as it was.
    ///
    /// # Errors
    /// `m` is not a legal move of this position.
    pub fn play(&self, m: Move) -> Result<Position, PlayError> {
        match self.resolve(m.text()) {
            Ok(legal) if legal == m => Ok(self.play_unchecked(m)),
            Ok(_) => Err(PlayError::Misdescribed(m)),
            Err(e) => Err(e),
        }
    }

    /// The position after `m`, which the caller knows to be legal (a move from
    /// [`Position::legal_moves`]). Cheap: for search and perft.
    #[must_use]
    pub fn play_unchecked(&self, m: Move) -> Position {
        let mut next = *self;
        let us = self.turn.index();
        let them = self.turn.opponent().index();
        match m {
            Move::Step { from, to, .. } => {
                let was_marked = self.marked.contains(from);
                let captures = self.archers[them].contains(to);
                next.archers[us] = next.archers[us].without(from).with(to);
                next.archers[them] = next.archers[them].without(to);
                next.marked = next.marked.without(from).without(to);
                if was_marked || captures {
                    next.marked = next.marked.with(to);
                }
                next.shuttles[us] = Some(Shuttle::after_step(self.shuttles[us], from, to));
            }
            Move::Return { to, unmarked } => {
                next.archers[us] = next.archers[us].with(to);
                next.marked = next.marked.without(unmarked);
                next.shuttles[us] = None;
            }
            Move::Pass => next.shuttles[us] = None,
        }
        next.turn = self.turn.opponent();
        next
    }
}

impl fmt::Display for Position {
    /// The canonical position text, e.g. `bbbbb/5/5/5/wwwww w - -`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..5).rev() {
            let mut empty = 0;
            for file in 0..5 {
                let circle = Circle::from_coords(file, rank).expect("file and rank < 5");
                match self.archer_on(circle) {
                    None => empty += 1,
                    Some((colour, marked)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let letter = colour.letter();
                        let letter = if marked {
                            letter.to_ascii_uppercase()
                        } else {
                            letter
                        };
                        write!(f, "{letter}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.letter())?;
        for s in self.shuttles {
            match s {
                None => f.write_str(" -")?,
                Some(s) => write!(f, " {s}")?,
            }
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the notation of RULES.md; surrounding white space is ignored. Runs of
    /// empty circles may be split over several digits (`23`); output is canonical.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::parse_on(text, Board::Knight)
    }
}

impl Position {
    /// Reads the notation of RULES.md as a position on `board` (the notation itself does
    /// not name the board: it goes beside it, as a chess variant goes beside a FEN).
    ///
    /// # Errors
    /// As [`FromStr`]; a shuttle state's circles must be joined by a line of `board`.
    pub fn parse_on(text: &str, board: Board) -> Result<Position, ParsePositionError> {
        use ParsePositionError as E;
        let fields: Vec<&str> = text.trim().split(' ').collect();
        if fields.len() != 4 {
            return Err(E::FieldCount(fields.len()));
        }
        if let Some(i) = fields.iter().position(|f| f.is_empty()) {
            return Err(E::EmptyField(i + 1));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 5 {
            return Err(E::RankCount(ranks.len()));
        }
        let mut archers = [CircleSet::EMPTY; 2];
        let mut marked = CircleSet::EMPTY;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 4 - i as u8;
            let rank_name = rank + 1;
            let mut file = 0usize;
            for character in rank_text.chars() {
                let (colour, mark) = match character {
                    '1'..='5' => {
                        file += character as usize - '0' as usize;
                        continue;
                    }
                    'w' => (Colour::White, false),
                    'W' => (Colour::White, true),
                    'b' => (Colour::Black, false),
                    'B' => (Colour::Black, true),
                    _ => {
                        return Err(E::UnknownCharacter {
                            rank: rank_name,
                            character,
                        })
                    }
                };
                if let Some(circle) = Circle::from_coords(file as u8, rank) {
                    archers[colour.index()] = archers[colour.index()].with(circle);
                    if mark {
                        marked = marked.with(circle);
                    }
                }
                file += 1;
            }
            if file != 5 {
                return Err(E::RankWidth {
                    rank: rank_name,
                    circles: file,
                });
            }
        }
        let turn = match fields[1] {
            "w" => Colour::White,
            "b" => Colour::Black,
            other => return Err(E::SideToMove(excerpt(other))),
        };
        let mut shuttles = [None; 2];
        for colour in Colour::ALL {
            let field = fields[2 + colour.index()];
            shuttles[colour.index()] =
                parse_shuttle(field, board).map_err(|problem| E::Shuttle {
                    colour,
                    text: excerpt(field),
                    problem,
                })?;
        }
        Position::from_parts_on(board, archers[0], archers[1], marked, turn, shuttles)
    }
}

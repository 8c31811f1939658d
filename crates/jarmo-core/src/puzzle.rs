//! Puzzles made by the engine: positions from engine games in which the side to
//! move wins by force, with exactly one first move that does, proved by the exact
//! solver ([`crate::solve`]).
//!
//! A puzzle is written on one line as `POSITION;MOVES;K`:
//!
//! - `POSITION`: the position in the notation of RULES.md. The repetition rule
//!   counts from it on (the game it came from does not count). The notation does not
//!   name the board: a list of puzzles says it beside them (the traditional board's
//!   file has a `# board traditional` line), and [`Puzzle::parse_on`] reads a line on
//!   it.
//! - `MOVES`: the winning line, the solver's moves and the best defence
//!   alternating, separated by single spaces, to the end of the game.
//! - `K`: how many plies the win takes, which is how many moves `MOVES` has.
//!
//! The side to move (the solver of the puzzle) wins within `K` plies whatever the
//! other side does (the game ends scored, by E1 or E2, with it ahead), not within
//! fewer, and exactly one of its first moves wins within `K`. The best defence holds
//! out as long as possible, then leaves the smallest margin, then comes first in
//! the order of [`Position::legal_moves`] (see [`Solver::line`]).
//!
//! # Examples
//!
//! ```
//! use jarmo_core::puzzle::Puzzle;
//!
//! let puzzle: Puzzle = "2w2/5/2b2/w4/1b3 w - -;a2xc3;1".parse().unwrap();
//! assert_eq!(puzzle.plies, 1);
//! assert_eq!(puzzle.moves[0].to_string(), "a2xc3");
//! assert_eq!(puzzle.to_string(), "2w2/5/2b2/w4/1b3 w - -;a2xc3;1");
//! ```

use std::collections::{HashSet, VecDeque};
use std::fmt;
use std::str::FromStr;

use crate::board::{Board, CircleSet, Colour};
use crate::engine::rng::SplitMix64;
use crate::engine::{Engine, Level};
use crate::excerpt::excerpt;
use crate::game::Game;
use crate::moves::{Move, MoveText, ParseMoveError};
use crate::position::{End, ParsePositionError, PlayError, Position};
use crate::solve::{OutOfNodes, Solver, MAX_PLIES};

/// A puzzle: a position, its winning line and the line's length in plies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub position: Position,
    /// The winning line to the end of the game, starting with the solver's move.
    pub moves: Vec<Move>,
    /// How many plies the win takes: `moves.len()`.
    pub plies: u32,
}

impl fmt::Display for Puzzle {
    /// `POSITION;MOVES;K`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{};", self.position)?;
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{m}")?;
        }
        write!(f, ";{}", self.plies)
    }
}

/// Why a puzzle line could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePuzzleError {
    /// Not three fields separated by `;`.
    FieldCount(usize),
    /// The position is invalid.
    Position(ParsePositionError),
    /// A move of the line (counted from 1) is malformed.
    Move { index: usize, error: ParseMoveError },
    /// A move of the line (counted from 1) is not legal where it stands.
    Illegal {
        index: usize,
        text: MoveText,
        error: PlayError,
    },
    /// `K` is not a whole number from 1 to [`MAX_PLIES`].
    Plies(String),
    /// The line does not have `K` moves.
    Length { moves: usize, plies: u32 },
}

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParsePuzzleError as E;
        match self {
            E::FieldCount(n) => write!(
                f,
                "a puzzle has 3 fields separated by ';' (position, moves, plies), this has {n}"
            ),
            E::Position(e) => write!(f, "invalid position: {e}"),
            E::Move { index, error } => write!(f, "move {index} of the line: {error}"),
            E::Illegal { index, text, error } => {
                write!(f, "move {index} of the line, {text}, is not legal: {error}")
            }
            E::Plies(t) => write!(
                f,
                "the plies '{t}' are not a whole number from 1 to {MAX_PLIES}"
            ),
            E::Length { moves, plies } => {
                write!(f, "the line has {moves} moves, but the puzzle says {plies}")
            }
        }
    }
}

impl std::error::Error for ParsePuzzleError {}

impl FromStr for Puzzle {
    type Err = ParsePuzzleError;

    /// Reads a puzzle on the knight board: [`Puzzle::parse_on`].
    fn from_str(text: &str) -> Result<Puzzle, ParsePuzzleError> {
        Puzzle::parse_on(text, Board::Knight)
    }
}

impl Puzzle {
    /// Reads `POSITION;MOVES;K` with the position on `board`, and checks that the line
    /// is legal there and `K` moves long. It does not check that the line wins: that
    /// takes the solver.
    ///
    /// # Errors
    /// A [`ParsePuzzleError`] naming the first field or move that is wrong.
    pub fn parse_on(text: &str, board: Board) -> Result<Puzzle, ParsePuzzleError> {
        use ParsePuzzleError as E;
        let fields: Vec<&str> = text.trim().split(';').collect();
        if fields.len() != 3 {
            return Err(E::FieldCount(fields.len()));
        }
        let position = Position::parse_on(fields[0], board).map_err(E::Position)?;
        let plies = fields[2]
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|k| (1..=MAX_PLIES).contains(k))
            .ok_or_else(|| E::Plies(excerpt(fields[2].trim())))?;
        let mut game = Game::from_position(position);
        for (i, word) in fields[1].split_whitespace().enumerate() {
            let index = i + 1;
            let text: MoveText = word.parse().map_err(|error| E::Move { index, error })?;
            game.play_text(text)
                .map_err(|error| E::Illegal { index, text, error })?;
        }
        let moves = game.moves().to_vec();
        if moves.len() != plies as usize {
            return Err(E::Length {
                moves: moves.len(),
                plies,
            });
        }
        Ok(Puzzle {
            position,
            moves,
            plies,
        })
    }
}

/// What a puzzle's solution turns on, worked out from its line (docs/puzzles.md,
/// "Themes"). A puzzle can have several themes, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// The solver captures in the line.
    Capture,
    /// The solver brings a captured archer back (a return, `@b1`) in the line.
    Return,
    /// The solver captures an archer of the defender that had a step onto its goal
    /// row: it blocks the defender's way to the goal row by taking the runner. (An
    /// archer standing in the way blocks nothing in Jarmo: a step onto it captures it.)
    Block,
    /// The shuttle limit closes a way: in a position of the line (the puzzle's own
    /// position too) a step of the side to move is refused by the shuttle rule alone.
    Shuttle,
    /// Nobody captures in the line, and the game ends with all of the solver's archers
    /// on its goal row (RULES.md E1): the solver gets there first.
    Race,
}

impl Theme {
    /// Every theme, in the order [`themes`] lists them.
    pub const ALL: [Theme; 5] = [
        Theme::Capture,
        Theme::Return,
        Theme::Block,
        Theme::Shuttle,
        Theme::Race,
    ];

    /// Its name in the API and on the page: `capture`, `return`, `block`, `shuttle`,
    /// `race`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::Return => "return",
            Theme::Block => "block",
            Theme::Shuttle => "shuttle",
            Theme::Race => "race",
        }
    }
}

/// The themes of a puzzle: `position` and its solution line `moves` (the solver's
/// moves and the best defence, starting with the solver's), in the order of
/// [`Theme::ALL`]. Looks only at the line, which it plays with the rules; a move that
/// is not legal where it stands ends the look there (a [`Puzzle`]'s line is legal).
#[must_use]
pub fn themes(position: &Position, moves: &[Move]) -> Vec<Theme> {
    let solver = position.turn();
    let defender = solver.opponent();
    let mut found = [false; 5];
    let mut any_capture = false;
    let mut at = *position;
    for &m in moves {
        if shuttle_refuses(&at) {
            found[3] = true;
        }
        let mover = at.turn();
        match m {
            Move::Step { to, capture, .. } if capture => {
                any_capture = true;
                if mover == solver {
                    found[0] = true;
                    let goal = defender.goal_row();
                    let open = at.board().neighbours(to) & goal & !at.archers(defender);
                    if !goal.contains(to) && !open.is_empty() {
                        found[2] = true;
                    }
                }
            }
            Move::Return { .. } if mover == solver => found[1] = true,
            _ => {}
        }
        match at.play(m) {
            Ok(next) => at = next,
            Err(_) => return listed(found),
        }
    }
    if shuttle_refuses(&at) {
        found[3] = true;
    }
    found[4] = !any_capture && at.end() == Some(End::AllOnGoalRow(solver));
    listed(found)
}

/// The themes whose flags are set, in the order of [`Theme::ALL`].
fn listed(found: [bool; 5]) -> Vec<Theme> {
    Theme::ALL
        .iter()
        .zip(found)
        .filter_map(|(&theme, on)| on.then_some(theme))
        .collect()
}

/// Whether the side to move has a step that the shuttle rule alone refuses.
fn shuttle_refuses(position: &Position) -> bool {
    let Some(s) = position.shuttle(position.turn()) else {
        return false;
    };
    let back = MoveText::Step {
        from: s.to,
        to: s.from,
    };
    matches!(position.resolve(back), Err(PlayError::ShuttleLimit { .. }))
}

impl Puzzle {
    /// The puzzle's themes: [`themes`] of its position and line.
    #[must_use]
    pub fn themes(&self) -> Vec<Theme> {
        themes(&self.position, &self.moves)
    }
}

/// The puzzle of `position` with a bound of `max_plies`, if it is one: the side to
/// move wins within `max_plies` (the game from `position` on), exactly one of its
/// first moves does, and it has more than one legal move. `K` is then the fewest
/// plies of the win.
///
/// # Errors
/// [`OutOfNodes`] when the solver's node budget runs out first.
pub fn find(
    solver: &mut Solver,
    position: &Position,
    max_plies: u32,
) -> Result<Option<Puzzle>, OutOfNodes> {
    let game = Game::from_position(*position);
    if game.is_over() || position.legal_moves().len() < 2 {
        return Ok(None);
    }
    let us = position.turn();
    // Most positions are not won: one question settles those.
    if !solver.wins_within(&game, us, max_plies)? {
        return Ok(None);
    }
    if solver.winning_moves(&game, max_plies, 2)?.len() != 1 {
        return Ok(None);
    }
    let line = solver
        .line(&game, us, max_plies)?
        .expect("a position won within the bound has a line");
    Ok(Some(Puzzle {
        position: *position,
        plies: line.plies,
        moves: line.moves,
    }))
}

/// The answer that shows a move of a puzzle fails. `game` is the position after
/// the wrong move, with the other side to move; the side that made the move had
/// `plies` plies left to win after it, and does not win within them. The answer
/// is the fastest forced win of the side to move within `plies`, when it has one;
/// otherwise a reply after which the other side does not win within `plies - 1`
/// (there is one, as the move failed), the one the engine likes best. `None` when
/// the game is over.
///
/// # Errors
/// [`OutOfNodes`] when the solver's node budget runs out first.
pub fn refutation(
    solver: &mut Solver,
    engine: &mut Engine,
    game: &Game,
    plies: u32,
) -> Result<Option<Move>, OutOfNodes> {
    if game.is_over() {
        return Ok(None);
    }
    let us = game.position().turn();
    if let Some(line) = solver.line(game, us, plies.max(1))? {
        return Ok(line.moves.first().copied());
    }
    engine.clear();
    let reply =
        crate::review::best_safe_move(engine, solver, game, plies.saturating_sub(1), &|| 0.0);
    Ok(reply.or_else(|| game.legal_moves().first().copied()))
}

/// The levels whose games the puzzles come from: all that are limited by depth or
/// nodes, so that the games repeat for the same seed (level 8 is limited by time).
pub const GAME_LEVELS: [u8; 7] = [1, 2, 3, 4, 5, 6, 7];

/// The most moves of a game played for puzzles.
const GAME_MOVE_LIMIT: usize = 200;

/// What a [`Generator`] is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Seeds everything: the levels, the openings, the engines' noise.
    pub seed: u64,
    /// The bound on the plies of a puzzle's win (see [`find`]).
    pub max_plies: u32,
    /// The solver's node budget per position looked at; positions that need more
    /// are left out.
    pub node_limit: u64,
    /// The board the games are played on, and so the puzzles.
    pub board: Board,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seed: 1,
            max_plies: 7,
            node_limit: 2_000_000,
            board: Board::Knight,
        }
    }
}

/// Makes puzzles without end: plays engine games at levels chosen from
/// [`GAME_LEVELS`], each game opening with up to two random moves, and looks at
/// every position of each game (in order) for a puzzle. A board seen before (the
/// circles, marks and side to move) is not looked at again, so every puzzle has a
/// board of its own. The shuttle states of the game are dropped (`- -`) when the
/// board without them is a puzzle, as it nearly always is: a shuttle state forbids
/// a step that the board does not show. The same settings give the same puzzles in
/// the same order.
pub struct Generator {
    settings: Settings,
    rng: SplitMix64,
    solver: Solver,
    engine: Engine,
    seen: HashSet<(CircleSet, CircleSet, CircleSet, Colour)>,
    found: VecDeque<Puzzle>,
    games: u64,
}

impl Generator {
    #[must_use]
    pub fn new(settings: Settings) -> Generator {
        Generator {
            settings,
            rng: SplitMix64::new(settings.seed),
            solver: Solver::new(64),
            engine: Engine::new(4),
            seen: HashSet::new(),
            found: VecDeque::new(),
            games: 0,
        }
    }

    /// How many games have been played so far.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Plays one game and collects its puzzles.
    fn play_game(&mut self) {
        self.games += 1;
        let levels = [0, 1].map(|_| {
            let n = GAME_LEVELS[self.rng.below(GAME_LEVELS.len())];
            Level::new(n).expect("GAME_LEVELS are levels")
        });
        let game_seed = self.rng.next_u64();
        let opening = self.rng.below(3);
        let mut game = Game::new_on(self.settings.board, Colour::White);
        self.engine.clear();
        while !game.is_over() && game.moves().len() < GAME_MOVE_LIMIT {
            let ply = game.moves().len();
            let m = if ply < opening {
                let moves = game.legal_moves();
                moves[self.rng.below(moves.len())]
            } else {
                let level = levels[game.position().turn().index()];
                let seed = game_seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let limits = level.limits(seed);
                self.engine
                    .best_move(&game, &limits, &|| 0.0)
                    .expect("a game that is not over has a move")
                    .best
            };
            game.play(m).expect("engine and legal moves are legal");
        }
        self.solver.set_node_limit(Some(self.settings.node_limit));
        for position in game.positions() {
            // What the player sees: the circles, the marks and the side to move.
            let circles = (
                position.archers(Colour::White),
                position.archers(Colour::Black),
                position.marked(),
                position.turn(),
            );
            if !self.seen.insert(circles) {
                continue;
            }
            // Shuttle states restrict moves without showing on the board: the
            // puzzle is the board without them when that is a puzzle itself.
            let plain = Position::from_parts_on(
                self.settings.board,
                circles.0,
                circles.1,
                circles.2,
                circles.3,
                [None, None],
            )
            .expect("a position's own archers are valid");
            let max = self.settings.max_plies;
            let mut puzzle = find(&mut self.solver, &plain, max).ok().flatten();
            if puzzle.is_none() && plain != *position {
                puzzle = find(&mut self.solver, position, max).ok().flatten();
            }
            self.found.extend(puzzle);
        }
    }
}

impl Iterator for Generator {
    type Item = Puzzle;

    fn next(&mut self) -> Option<Puzzle> {
        loop {
            if let Some(puzzle) = self.found.pop_front() {
                return Some(puzzle);
            }
            self.play_game();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The themes of a hand-made `POSITION;MOVES;K` on the knight board.
    fn themes_of(line: &str) -> Vec<Theme> {
        line.parse::<Puzzle>().expect("a legal line").themes()
    }

    #[test]
    fn a_capture_of_an_archer_with_no_step_to_its_goal_row_is_a_capture_only() {
        // c4 has no line to rank 1: taking it blocks nothing.
        assert_eq!(
            themes_of("2w2/2b2/5/1w3/1b3 w - -;b2xc4;1"),
            [Theme::Capture]
        );
    }

    #[test]
    fn taking_the_archer_that_could_step_to_its_goal_row_is_a_block() {
        // c3 could step to d1.
        assert_eq!(
            themes_of("2w2/5/2b2/w4/1b3 w - -;a2xc3;1"),
            [Theme::Capture, Theme::Block]
        );
    }

    #[test]
    fn reaching_the_goal_row_without_captures_is_a_race() {
        assert_eq!(themes_of("5/w4/4b/5/5 w - -;a4-c5;1"), [Theme::Race]);
    }

    #[test]
    fn a_capture_by_the_defender_is_no_race_and_no_capture_theme() {
        // White reaches its goal row only when Black takes its last archer off.
        assert_eq!(themes_of("5/w4/1w3/3b1/5 w - -;a4-c5 d2xb3;2"), []);
    }

    #[test]
    fn a_return_in_the_line_is_the_return_theme() {
        assert_eq!(themes_of("W4/2b2/5/5/4w w - -;@a1;1"), [Theme::Return]);
    }

    #[test]
    fn a_step_closed_by_the_shuttle_limit_is_the_shuttle_theme() {
        // The way back c3-a2 is closed; c3-b5 reaches the goal row.
        assert_eq!(
            themes_of("4b/5/2w2/5/5 w a2c3:4 -;c3-b5;1"),
            [Theme::Shuttle, Theme::Race]
        );
        // The same without the shuttle state is a race alone.
        assert_eq!(themes_of("4b/5/2w2/5/5 w - -;c3-b5;1"), [Theme::Race]);
    }

    #[test]
    fn theme_names() {
        let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names, ["capture", "return", "block", "shuttle", "race"]);
    }
}

//! Matches (RULES.md, "Matches", **Decision**): an even number of games between two
//! players who switch sides after each game, won on the points of all the games
//! added up. The traditional way to play an asymmetric board: each player plays each
//! side as often as the other.
//!
//! The players are named by their side in the first game: the *first* player has
//! White in the first game (and every odd one: the 1st, 3rd, ...), the *second* player
//! Black. Who moves first in each game is the game's own setting; the sides switch,
//! not the first move.
//!
//! A match ends early once the games left cannot change its outcome: when one player
//! leads by more than [`MAX_GAME_MARGIN`] points for each game left, the other cannot
//! catch up, nor draw.

use std::fmt;

use crate::board::Colour;
use crate::position::ARCHERS_PER_SIDE;

/// The most games a match may have.
pub const MAX_MATCH_GAMES: u32 = 10;

/// The most points by which one side can win a single game: every one of its archers
/// on its goal row (2 points each) and none of the other side's left on the board. A
/// draw by repetition scores nothing for either side.
pub const MAX_GAME_MARGIN: u32 = 2 * ARCHERS_PER_SIDE;

/// The two players of a match, named by their side in its first game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// White in the first game.
    First,
    /// Black in the first game.
    Second,
}

impl Player {
    /// `first` or `second`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::First => "first",
            Player::Second => "second",
        }
    }

    /// The player's side in game `index` (0 for the first game): the first player has
    /// White in the first game and every other one after it.
    #[must_use]
    pub const fn colour_in(self, index: usize) -> Colour {
        match (self, index % 2 == 0) {
            (Player::First, true) | (Player::Second, false) => Colour::White,
            _ => Colour::Black,
        }
    }
}

/// Why a match or a result cannot be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// Not an even number of games from 2 to [`MAX_MATCH_GAMES`].
    Games(u32),
    /// A result after the match was over.
    Over,
    /// More points than a side can score in a game.
    Points { white: u32, black: u32 },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Games(n) => write!(
                f,
                "a match has an even number of games from 2 to {MAX_MATCH_GAMES}, not {n}"
            ),
            MatchError::Over => f.write_str("the match is over"),
            MatchError::Points { white, black } => write!(
                f,
                "{white}-{black} is not a game's score: a side scores at most {MAX_GAME_MARGIN}"
            ),
        }
    }
}

impl std::error::Error for MatchError {}

/// A match of an even number of games, and the results of those played so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    games: u32,
    /// Each game's points, White's and Black's, in the order played.
    results: Vec<[u32; 2]>,
}

impl Match {
    /// A match of `games` games.
    ///
    /// # Errors
    /// [`MatchError::Games`] unless `games` is even, from 2 to [`MAX_MATCH_GAMES`].
    pub fn new(games: u32) -> Result<Match, MatchError> {
        if !(2..=MAX_MATCH_GAMES).contains(&games) || games % 2 != 0 {
            return Err(MatchError::Games(games));
        }
        Ok(Match {
            games,
            results: Vec::new(),
        })
    }

    /// How many games the match has.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.games
    }

    /// Each game played: White's and Black's points.
    #[must_use]
    pub fn results(&self) -> &[[u32; 2]] {
        &self.results
    }

    /// Adds the result of the game being played: White's and Black's points (0 and 0 for
    /// a draw by repetition).
    ///
    /// # Errors
    /// [`MatchError::Over`] once the match is over; [`MatchError::Points`] for more
    /// points than a side can score.
    pub fn add(&mut self, white: u32, black: u32) -> Result<(), MatchError> {
        if self.over() {
            return Err(MatchError::Over);
        }
        if white > MAX_GAME_MARGIN || black > MAX_GAME_MARGIN {
            return Err(MatchError::Points { white, black });
        }
        self.results.push([white, black]);
        Ok(())
    }

    /// `player`'s points in game `index`, if it was played.
    #[must_use]
    pub fn points_in(&self, player: Player, index: usize) -> Option<u32> {
        // No indexing by a number: its panic would bring the wasm Rust's formatting.
        let colour = player.colour_in(index);
        self.results.get(index).map(|&[white, black]| match colour {
            Colour::White => white,
            Colour::Black => black,
        })
    }

    /// Each player's points over the games played: the first player's, the second's.
    #[must_use]
    pub fn totals(&self) -> [u32; 2] {
        let total = |player| {
            (0..self.results.len())
                .filter_map(|i| self.points_in(player, i))
                .sum()
        };
        [total(Player::First), total(Player::Second)]
    }

    /// How many games are left to play (none once the match is over).
    #[must_use]
    pub fn remaining(&self) -> u32 {
        if self.decided_early() {
            return 0;
        }
        // At most `games` results are ever added (`add` refuses once over).
        self.games
            .saturating_sub(u32::try_from(self.results.len()).unwrap_or(u32::MAX))
    }

    /// Whether a player leads by more than the games left could take back: the match
    /// ends before all its games are played.
    #[must_use]
    pub fn decided_early(&self) -> bool {
        let left = self
            .games
            .saturating_sub(u32::try_from(self.results.len()).unwrap_or(u32::MAX));
        let [first, second] = self.totals();
        left > 0 && first.abs_diff(second) > MAX_GAME_MARGIN * left
    }

    /// Whether the match is over: every game played, or decided early.
    #[must_use]
    pub fn over(&self) -> bool {
        self.remaining() == 0
    }

    /// The index of the game to play next (0 for the first), or `None` once over.
    #[must_use]
    pub fn next_game(&self) -> Option<usize> {
        (!self.over()).then_some(self.results.len())
    }

    /// Once the match is over, its winner, or `Some(None)` for a draw on points;
    /// `None` while it goes on.
    #[must_use]
    pub fn winner(&self) -> Option<Option<Player>> {
        if !self.over() {
            return None;
        }
        let [first, second] = self.totals();
        Some(match first.cmp(&second) {
            std::cmp::Ordering::Greater => Some(Player::First),
            std::cmp::Ordering::Less => Some(Player::Second),
            std::cmp::Ordering::Equal => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(games: u32, results: &[[u32; 2]]) -> Match {
        let mut m = Match::new(games).unwrap();
        for &[w, b] in results {
            m.add(w, b).unwrap();
        }
        m
    }

    #[test]
    fn a_match_is_an_even_number_of_games_up_to_ten() {
        for n in [2, 4, 6, 8, 10] {
            assert_eq!(Match::new(n).unwrap().games(), n);
        }
        for n in [0, 1, 3, 5, 11, 12, 100] {
            assert_eq!(Match::new(n), Err(MatchError::Games(n)), "{n}");
        }
    }

    #[test]
    fn the_players_switch_sides_after_each_game() {
        let sides: Vec<Colour> = (0..4).map(|i| Player::First.colour_in(i)).collect();
        assert_eq!(
            sides,
            [Colour::White, Colour::Black, Colour::White, Colour::Black]
        );
        for i in 0..4 {
            assert_ne!(Player::First.colour_in(i), Player::Second.colour_in(i));
        }
    }

    #[test]
    fn the_points_of_all_games_are_added_for_each_player() {
        // The first player: White 7 in game 1, Black 4 in game 2.
        let m = played(2, &[[7, 5], [6, 4]]);
        assert_eq!(m.totals(), [11, 11]);
        assert_eq!(m.points_in(Player::First, 1), Some(4));
        assert_eq!(m.points_in(Player::Second, 1), Some(6));
        assert!(m.over());
        assert_eq!(m.winner(), Some(None), "a draw on points");
        let m = played(2, &[[7, 5], [3, 4]]);
        assert_eq!(m.totals(), [11, 8]);
        assert_eq!(m.winner(), Some(Some(Player::First)));
    }

    #[test]
    fn a_match_goes_on_until_its_last_game_unless_it_is_decided() {
        let m = played(4, &[[10, 0]]);
        assert_eq!(m.next_game(), Some(1));
        assert_eq!(m.remaining(), 3);
        assert_eq!(m.winner(), None);
        // A lead of exactly 10 a game left can still be caught up to a draw: no early end.
        let m = played(2, &[[10, 0]]);
        assert!(!m.over());
        assert_eq!(m.next_game(), Some(1));
    }

    #[test]
    fn a_match_ends_early_once_the_games_left_cannot_change_its_outcome() {
        // 4 games: after two, the first player leads by 21 with two left (at most 20).
        let mut m = played(4, &[[10, 0], [0, 10]]);
        assert_eq!(m.totals(), [20, 0]);
        assert!(!m.over(), "20 is not more than 2 x 10");
        m.add(1, 0).unwrap();
        assert!(m.decided_early(), "21 with one game left");
        assert!(m.over());
        assert_eq!(m.remaining(), 0);
        assert_eq!(m.next_game(), None);
        assert_eq!(m.winner(), Some(Some(Player::First)));
        assert_eq!(m.add(5, 5), Err(MatchError::Over));
        // A match played to its end is not "decided early".
        let m = played(2, &[[10, 0], [10, 0]]);
        assert!(m.over() && !m.decided_early());
        assert_eq!(m.winner(), Some(None));
    }

    #[test]
    fn a_result_has_at_most_ten_points_a_side() {
        let mut m = Match::new(2).unwrap();
        assert_eq!(
            m.add(11, 0),
            Err(MatchError::Points {
                white: 11,
                black: 0
            })
        );
        assert!(m.results().is_empty());
        assert_eq!(MAX_GAME_MARGIN, 10);
    }
}

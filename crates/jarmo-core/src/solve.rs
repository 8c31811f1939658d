//! The exact solver: can a side force a *scored win* (the game ends by E1 or E2 with
//! that side ahead on points) within a number of plies, whatever the other side
//! does? Unlike the engine's search ([`crate::engine`]) it never evaluates: every
//! line is followed to the end of the game or to the ply bound, so its answers are
//! proofs. Puzzles ([`crate::puzzle`]) and the forced wins of a review
//! ([`crate::review`]) come from here.
//!
//! Words used below: the **attacker** is the side trying to win, the **defender**
//! the other; "wins within `k`" means the game ends scored with the attacker ahead
//! after at most `k` more plies (moves of either side), against every defence. The
//! game may end on the defender's move too. A repetition draw (E3) on the way is not
//! a win.
//!
//! # How it stays exact
//!
//! A depth-first AND/OR search: at the attacker's turn some move must win, at the
//! defender's every reply must lose. Two things make it fast:
//!
//! - **The end is far away.** The game ends only by E1 (E2 never comes: a side
//!   with an archer off its goal row always has a step, see the test
//!   `a_side_with_an_archer_off_its_goal_row_always_has_a_step`). E1 for a side
//!   needs each of its archers off the goal row either to walk there (one of its own
//!   moves per line, [`GOAL_DISTANCE`]) or to be captured (one enemy move each); when
//!   that cannot happen within the plies left, the attacker cannot win there.
//! - **A transposition table** of what was proved, keyed by the position, the
//!   attacker's side and the plies left.
//!
//! The repetition rule makes a result depend on the game's history, not only on
//! the position: the same position may be a win when reached fresh and not when
//! one of its lines would repeat a position a third time. The table stays sound
//! because of two facts:
//!
//! 1. A result whose search met no repetition draw is the result of the game
//!    *without* the repetition rule: call it the free result.
//! 2. The repetition rule only ever turns a position into a draw, which is never a
//!    win for the attacker, so a free "does not win" is also true in every history.
//!
//! So the table stores only results whose search met no repetition draw, and it is
//! only ever trusted for "does not win within `k`" (which then also holds for any
//! `k' <= k`). A stored win only orders the moves (its winning move is tried
//! first): every win is proved again in the history at hand. Results that did meet
//! a repetition draw are correct for the history they were searched in and are not
//! stored.
//!
//! The table finds positions by their 64-bit Zobrist key alone, as the engine's
//! does: two positions with the same key (about one chance in 10^19 for each
//! look-up) would be mistaken for each other. The repetition check compares
//! positions in full.

use crate::board::{Board, Colour};
use crate::engine::eval::GOAL_DISTANCE;
use crate::engine::zobrist;
use crate::game::{Game, REPETITION_LIMIT};
use crate::moves::Move;
use crate::position::{MoveList, Position};

/// The most plies a question may look ahead.
pub const MAX_PLIES: u32 = 60;

/// The solver's node budget ran out before the question was decided: nothing is
/// known then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

impl std::fmt::Display for OutOfNodes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the solver's node budget ran out before the question was decided")
    }
}

impl std::error::Error for OutOfNodes {}

/// A forced win with its line: what [`Solver::line`] finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// How many plies the win takes with best play on both sides: the attacker
    /// wins as fast as it can, the defender holds out as long as it can.
    pub plies: u32,
    /// The moves to the end of the game, `plies` of them, starting with the side to
    /// move (which is the attacker or the defender).
    pub moves: Vec<Move>,
    /// The attacker's points minus the defender's at the end of the line.
    pub margin: i32,
}

/// A slot of the transposition table: 16 bytes.
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    /// The fewest plies with which a win was proved (free result); 0 for none.
    win: u8,
    /// The most plies with which "no win" was proved (free result); 0 for none.
    fail: u8,
    /// The move that decided the node last: the winning move at the attacker's turn,
    /// the reply that holds at the defender's. 0 for none.
    code: u16,
}

const EMPTY: Slot = Slot {
    key: 0,
    win: 0,
    fail: 0,
    code: 0,
};

/// Move codes run below this (see [`move_code`]).
const MOVE_CODES: usize = 801;

/// A compact number for a move among the legal moves of a position, never 0.
fn move_code(m: Move) -> u16 {
    match m {
        Move::Step { from, to, .. } => 1 + (from.index() * 25 + to.index()) as u16,
        Move::Return { to, .. } => 700 + to.index() as u16,
        Move::Pass => 800,
    }
}

/// Distinguishes the defender's turn from the attacker's in the table key: a
/// position with White to move is one question when White attacks, another when
/// Black does.
const DEFENDER_TO_MOVE: u64 = 0x5D0E_A11E_D0FF_E45E;

/// Low bits of the keys counted in the repetition filter.
const FILTER_MASK: u64 = 4095;

/// Whether the attacker is ahead in a position that is over by E1 or E2.
fn attacker_ahead(position: &Position, attacker: Colour) -> bool {
    position.points(attacker) > position.points(attacker.opponent())
}

fn margin(position: &Position, attacker: Colour) -> i32 {
    position.points(attacker) as i32 - position.points(attacker.opponent()) as i32
}

/// The fewest plies after which the game can be over by E1 for `colour`: each of its
/// archers off the goal row must walk there (one of `colour`'s moves per step along a
/// line) or be captured (one of the opponent's moves each). Returns never lower it:
/// they only add archers.
fn plies_to_goal_row(position: &Position, colour: Colour) -> u32 {
    let distance = &GOAL_DISTANCE[position.board().index()][colour.index()];
    let mut steps = [0u32; 5];
    let mut n = 0;
    for c in position.archers(colour) & !colour.goal_row() {
        steps[n] = u32::from(distance[c.index()]);
        n += 1;
    }
    if n == 0 {
        return 0;
    }
    steps[..n].sort_unstable();
    let to_move = position.turn() == colour;
    // At most 5 archers of at most 3 steps each (see the eval's table): 15 own
    // moves, so 31 plies always suffice.
    for p in 1..=31u32 {
        let own = if to_move { p.div_ceil(2) } else { p / 2 };
        let theirs = p - own;
        let captured = (theirs as usize).min(n);
        let walk: u32 = steps[..n - captured].iter().sum();
        if walk <= own {
            return p;
        }
    }
    31
}

/// The fewest plies after which the game can be over: E1 of either side, and on a board
/// where E2 can happen, at once (no bound yet).
fn plies_to_end(position: &Position) -> u32 {
    match position.board() {
        // Every side with an archer off its goal row has a step on this board (see the
        // tests), so the game ends by E1 only.
        Board::Knight => plies_to_goal_row(position, Colour::White)
            .min(plies_to_goal_row(position, Colour::Black)),
        // A side can be left without a step (White on a3 and b5), so E2 may end the game
        // sooner than any E1: 0 bounds nothing, and the search stays exact.
        Board::Traditional => 0,
    }
}

/// The exact solver. It keeps its transposition table between questions (what it
/// proved stays true), so asking about neighbouring positions gets cheaper.
///
/// # Examples
///
/// ```
/// use jarmo_core::solve::Solver;
/// use jarmo_core::{Colour, Game, Position};
///
/// // Black's last archer off its goal row stands on c3; a2xc3 ends the game 3-2.
/// let position: Position = "2w2/5/2b2/w4/1b3 w - -".parse().unwrap();
/// let game = Game::from_position(position);
/// let mut solver = Solver::new(1);
/// assert_eq!(solver.fastest_win(&game, Colour::White, 5), Ok(Some(1)));
/// let moves = solver.winning_moves(&game, 1, 10).unwrap();
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].to_string(), "a2xc3");
/// ```
pub struct Solver {
    slots: Vec<Slot>,
    mask: usize,
    /// Move-ordering statistics: how often a move decided a node, per colour.
    history: Box<[[u32; MOVE_CODES]; 2]>,
    /// The game's positions up to the one asked about, then the search path, with
    /// their keys.
    seen: Vec<(u64, Position)>,
    /// Counts of `seen` by the low key bits: most nodes need no scan of `seen`.
    filter: Vec<u8>,
    node_limit: u64,
    nodes: u64,
}

impl Solver {
    /// A solver with a transposition table of about `tt_megabytes` MB (16 bytes a
    /// slot; 0 gives the smallest, 16 kB).
    #[must_use]
    pub fn new(tt_megabytes: usize) -> Solver {
        let wanted = (tt_megabytes << 20) / std::mem::size_of::<Slot>();
        let mut len = 1024;
        while len * 2 <= wanted {
            len *= 2;
        }
        Solver {
            slots: vec![EMPTY; len],
            mask: len - 1,
            history: Box::new([[0; MOVE_CODES]; 2]),
            seen: Vec::new(),
            filter: vec![0; FILTER_MASK as usize + 1],
            node_limit: u64::MAX,
            nodes: 0,
        }
    }

    /// The most nodes one question (one call of a public method) may visit; `None`
    /// for no limit. A question that needs more returns [`OutOfNodes`].
    pub fn set_node_limit(&mut self, limit: Option<u64>) {
        self.node_limit = limit.unwrap_or(u64::MAX);
    }

    /// Nodes visited by the last question.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forget everything proved so far.
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY);
        *self.history = [[0; MOVE_CODES]; 2];
    }

    /// Whether `attacker` wins within `plies` plies from the current position of
    /// `game`, whose earlier positions count for the repetition rule. A game that
    /// is over already is a win (in 0 plies) when it was scored with `attacker`
    /// ahead.
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn wins_within(
        &mut self,
        game: &Game,
        attacker: Colour,
        plies: u32,
    ) -> Result<bool, OutOfNodes> {
        self.start(game);
        match self.over(game, attacker) {
            Some(won) => Ok(won),
            None => self.wins_from(game.position(), attacker, plies.min(MAX_PLIES)),
        }
    }

    /// The fewest plies (at most `max_plies`) within which `attacker` wins, or
    /// `None` when it does not win within `max_plies`. `Some(0)` for a game already
    /// over with `attacker` ahead.
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn fastest_win(
        &mut self,
        game: &Game,
        attacker: Colour,
        max_plies: u32,
    ) -> Result<Option<u32>, OutOfNodes> {
        self.start(game);
        if let Some(won) = self.over(game, attacker) {
            return Ok(won.then_some(0));
        }
        self.fastest_from(game.position(), attacker, 1, max_plies.min(MAX_PLIES))
    }

    /// The side to move's first moves that win within `plies` plies, in the order of
    /// [`Position::legal_moves`]; it stops after `at_most` of them. Empty when the
    /// game is over.
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn winning_moves(
        &mut self,
        game: &Game,
        plies: u32,
        at_most: usize,
    ) -> Result<Vec<Move>, OutOfNodes> {
        self.start(game);
        let mut found = Vec::new();
        if game.is_over() || plies == 0 {
            return Ok(found);
        }
        let plies = plies.min(MAX_PLIES);
        let position = *game.position();
        let attacker = position.turn();
        for &m in &position.legal_moves() {
            if found.len() >= at_most {
                break;
            }
            if self.move_wins(&position, m, attacker, plies)? {
                found.push(m);
            }
        }
        Ok(found)
    }

    /// Whether the legal move `m` in the current position of `game` wins for the
    /// side to move within `plies` plies, `m` included.
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn wins_after(&mut self, game: &Game, m: Move, plies: u32) -> Result<bool, OutOfNodes> {
        let us = game.position().turn();
        let mut after = game.clone();
        if plies == 0 || after.play(m).is_err() {
            return Ok(false);
        }
        self.wins_within(&after, us, plies - 1)
    }

    /// Whether after the legal move `m` in the current position of `game` the other
    /// side wins within `plies` plies (after `m`).
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn loses_after(&mut self, game: &Game, m: Move, plies: u32) -> Result<bool, OutOfNodes> {
        let them = game.position().turn().opponent();
        let mut after = game.clone();
        if after.play(m).is_err() {
            return Ok(false);
        }
        self.wins_within(&after, them, plies)
    }

    /// The line of a forced win of `attacker` within `max_plies` plies from the
    /// current position of `game` (at the attacker's turn or the defender's), or
    /// `None` when there is none. The attacker wins as fast as it can, the defender
    /// holds out as long as it can; ties are broken by the final margin (the
    /// attacker's largest, the defender's smallest), then by the order of
    /// [`Position::legal_moves`]. So the line is the same every time.
    ///
    /// # Errors
    /// [`OutOfNodes`] when the node budget runs out first.
    pub fn line(
        &mut self,
        game: &Game,
        attacker: Colour,
        max_plies: u32,
    ) -> Result<Option<Line>, OutOfNodes> {
        self.start(game);
        if game.is_over() {
            return Ok(None);
        }
        let position = *game.position();
        let Some(plies) = self.fastest_from(&position, attacker, 1, max_plies.min(MAX_PLIES))?
        else {
            return Ok(None);
        };
        let mut moves = Vec::with_capacity(plies as usize);
        let margin = self.best_line(&position, attacker, plies, &mut moves)?;
        Ok(Some(Line {
            plies,
            moves,
            margin,
        }))
    }

    /// Resets the counters and loads the game's positions as the repetition history.
    fn start(&mut self, game: &Game) {
        self.nodes = 0;
        self.seen.clear();
        self.filter.fill(0);
        for p in game.positions() {
            self.push(zobrist::hash(p), p);
        }
    }

    /// For a game that is over: whether `attacker` won it.
    fn over(&self, game: &Game, attacker: Colour) -> Option<bool> {
        let outcome = game.outcome()?;
        Some(outcome.winner() == Some(attacker))
    }

    fn push(&mut self, key: u64, position: &Position) {
        self.seen.push((key, *position));
        let f = &mut self.filter[(key & FILTER_MASK) as usize];
        *f = f.saturating_add(1);
    }

    fn pop(&mut self) {
        if let Some((key, _)) = self.seen.pop() {
            let f = &mut self.filter[(key & FILTER_MASK) as usize];
            *f = f.saturating_sub(1);
        }
    }

    /// Whether reaching `position` (with `key`) now makes its third occurrence in
    /// the game (RULES.md E3). Positions are compared in full, not by key.
    fn repeats(&self, key: u64, position: &Position) -> bool {
        let limit = REPETITION_LIMIT - 1;
        if usize::from(self.filter[(key & FILTER_MASK) as usize]) < limit {
            return false;
        }
        self.seen
            .iter()
            .filter(|(k, p)| *k == key && p == position)
            .count()
            >= limit
    }

    fn count_node(&mut self) -> Result<(), OutOfNodes> {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            Err(OutOfNodes)
        } else {
            Ok(())
        }
    }

    /// The fewest plies in `from..=to` within which `attacker` wins from `position`
    /// (on top of `seen`, not over).
    fn fastest_from(
        &mut self,
        position: &Position,
        attacker: Colour,
        from: u32,
        to: u32,
    ) -> Result<Option<u32>, OutOfNodes> {
        let from = from.max(plies_to_end(position)).max(1);
        for plies in from..=to {
            if self.wins_from(position, attacker, plies)? {
                return Ok(Some(plies));
            }
        }
        Ok(None)
    }

    /// Whether `attacker` wins within `plies` from `position` (on top of `seen`, not
    /// over).
    fn wins_from(
        &mut self,
        position: &Position,
        attacker: Colour,
        plies: u32,
    ) -> Result<bool, OutOfNodes> {
        if plies == 0 {
            return Ok(false);
        }
        let key = zobrist::hash(position);
        self.node(position, key, attacker, plies)
            .map(|(win, _)| win)
    }

    /// Whether playing `m` in `position` (on top of `seen`) wins for `attacker`
    /// within `plies`, `m` included.
    fn move_wins(
        &mut self,
        position: &Position,
        m: Move,
        attacker: Colour,
        plies: u32,
    ) -> Result<bool, OutOfNodes> {
        let child = position.play_unchecked(m);
        if child.end().is_some() {
            return Ok(attacker_ahead(&child, attacker));
        }
        let key = zobrist::hash(&child);
        if self.repeats(key, &child) || plies <= 1 {
            return Ok(false);
        }
        self.push(key, &child);
        let result = self.node(&child, key, attacker, plies - 1);
        self.pop();
        result.map(|(win, _)| win)
    }

    /// The AND/OR search. `position` is not over and is on top of `seen`; `plies`
    /// is at least 1. Returns whether `attacker` wins within `plies`, and whether
    /// the result is free of repetition draws (and so may be stored).
    fn node(
        &mut self,
        position: &Position,
        key: u64,
        attacker: Colour,
        plies: u32,
    ) -> Result<(bool, bool), OutOfNodes> {
        self.count_node()?;
        if plies_to_end(position) > plies {
            return Ok((false, true));
        }
        let attacking = position.turn() == attacker;
        let table_key = if attacking {
            key
        } else {
            key ^ DEFENDER_TO_MOVE
        };
        let slot = self.slots[table_key as usize & self.mask];
        let mut hint = 0;
        if slot.key == table_key {
            if u32::from(slot.fail) >= plies {
                return Ok((false, true));
            }
            hint = slot.code;
        }

        let moves = position.moves_while_not_over();
        let mut children = [Position::start(Colour::White); MoveList::CAPACITY];
        let mut ends = [false; MoveList::CAPACITY];
        let mut order = [0i32; MoveList::CAPACITY];
        let us = position.turn().index();
        for (i, &m) in moves.iter().enumerate() {
            let child = position.play_unchecked(m);
            children[i] = child;
            ends[i] = child.end().is_some();
            if ends[i] {
                // A move that ends the game decides the node at once, one way or
                // the other, when it suits the side making it.
                if attacker_ahead(&child, attacker) == attacking {
                    // A win in one ply, or a reply that holds however many plies.
                    let proved = if attacking { 1 } else { u32::MAX };
                    self.store(table_key, proved, attacking, move_code(m));
                    return Ok((attacking, true));
                }
                order[i] = i32::MIN;
                continue;
            }
            order[i] = move_order(position, m, hint, self.history[us][move_code(m) as usize]);
        }

        let mut clean = true;
        let mut decided_by = None;
        let mut done = [false; MoveList::CAPACITY];
        for _ in 0..moves.len() {
            // Selection: the best-ordered move not tried yet.
            let mut pick = usize::MAX;
            for i in 0..moves.len() {
                if !done[i] && (pick == usize::MAX || order[i] > order[pick]) {
                    pick = i;
                }
            }
            done[pick] = true;
            let m = moves[pick];
            let child = children[pick];
            let win = if ends[pick] {
                // Known from above: the game ends against the mover's wish.
                attacker_ahead(&child, attacker)
            } else {
                let child_key = zobrist::hash(&child);
                if self.repeats(child_key, &child) {
                    clean = false;
                    false
                } else if plies == 1 {
                    false
                } else {
                    self.push(child_key, &child);
                    let result = self.node(&child, child_key, attacker, plies - 1);
                    self.pop();
                    let (win, child_clean) = result?;
                    clean &= child_clean;
                    win
                }
            };
            if win == attacking {
                decided_by = Some(m);
                break;
            }
        }
        // The attacker found a winning move, or the defender a reply that holds.
        let win = match decided_by {
            Some(_) => attacking,
            None => !attacking,
        };
        if let Some(m) = decided_by {
            let h = &mut self.history[us][move_code(m) as usize];
            *h = h.saturating_add(plies * plies);
        }
        if clean {
            let code = decided_by.map_or(0, move_code);
            self.store(table_key, plies, win, code);
        }
        Ok((win, clean))
    }

    fn store(&mut self, table_key: u64, plies: u32, win: bool, code: u16) {
        let plies = plies.min(255) as u8;
        let slot = &mut self.slots[table_key as usize & self.mask];
        if slot.key != table_key {
            *slot = Slot {
                key: table_key,
                ..EMPTY
            };
        }
        if win {
            if slot.win == 0 || plies < slot.win {
                slot.win = plies;
            }
        } else if plies > slot.fail {
            slot.fail = plies;
        }
        if code != 0 {
            slot.code = code;
        }
    }

    /// With `position` on top of `seen` and `attacker` winning from it in exactly
    /// `plies` (the fewest): appends the best line to `line` and returns its final
    /// margin. See [`Solver::line`] for what is best.
    fn best_line(
        &mut self,
        position: &Position,
        attacker: Colour,
        plies: u32,
        line: &mut Vec<Move>,
    ) -> Result<i32, OutOfNodes> {
        let attacking = position.turn() == attacker;
        let mut best: Option<(i32, Vec<Move>)> = None;
        for &m in &position.legal_moves() {
            let child = position.play_unchecked(m);
            let mut rest = Vec::new();
            let margin_after = if child.end().is_some() {
                // Ending the game now takes one ply: the whole win only when 1 ply
                // is all it takes (for the defender: only then it is a longest
                // defence).
                if plies != 1 || !attacker_ahead(&child, attacker) {
                    continue;
                }
                margin(&child, attacker)
            } else {
                if plies == 1 {
                    continue;
                }
                let key = zobrist::hash(&child);
                if self.repeats(key, &child) {
                    continue;
                }
                self.push(key, &child);
                let result = self.line_after(&child, key, attacker, plies - 1, &mut rest);
                self.pop();
                match result? {
                    Some(margin) => margin,
                    None => continue,
                }
            };
            let better = match &best {
                None => true,
                Some((margin, _)) if attacking => margin_after > *margin,
                Some((margin, _)) => margin_after < *margin,
            };
            if better {
                rest.insert(0, m);
                best = Some((margin_after, rest));
            }
        }
        // `attacker` wins in `plies`, so some move qualifies: the fastest winning
        // move at its turn, a longest defence at the defender's.
        let (margin, moves) = best.expect("a position won in `plies` has a best move");
        line.extend(moves);
        Ok(margin)
    }

    /// For a child in a line (on top of `seen`, not over): when `attacker` wins from
    /// it in exactly `plies`, its best line's margin (the line goes into `rest`).
    fn line_after(
        &mut self,
        child: &Position,
        key: u64,
        attacker: Colour,
        plies: u32,
        rest: &mut Vec<Move>,
    ) -> Result<Option<i32>, OutOfNodes> {
        if !self.node(child, key, attacker, plies)?.0 {
            // After the attacker's move: it does not win in time. (After a reply of
            // the defender it cannot be: the position before was won in time.)
            return Ok(None);
        }
        let after_defence = child.turn() == attacker;
        if after_defence && plies > 1 && self.node(child, key, attacker, plies - 1)?.0 {
            // A faster win: this reply is not a longest defence. (After the
            // attacker's move it cannot be: `plies` was the fewest.)
            return Ok(None);
        }
        self.best_line(child, attacker, plies, rest).map(Some)
    }
}

/// Order scores for the AND/OR search: the move that decided this node before,
/// then captures (of an archer on its goal row first), steps onto the goal row,
/// returns, then by the move's record of deciding nodes.
fn move_order(position: &Position, m: Move, hint: u16, history: u32) -> i32 {
    if move_code(m) == hint {
        return 2_000_000_000;
    }
    let us = position.turn();
    let them = us.opponent();
    let loud = match m {
        Move::Step {
            to, capture: true, ..
        } => {
            if them.goal_row().contains(to) {
                1_500_000_000
            } else {
                1_400_000_000
            }
        }
        Move::Step { to, .. } if us.goal_row().contains(to) => 1_300_000_000,
        Move::Return { .. } => 1_200_000_000,
        _ => 0,
    };
    loud + history.min(1_000_000_000) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Circle, CircleSet};

    fn position(text: &str) -> Position {
        text.parse().expect("test positions are valid")
    }

    #[test]
    fn a_side_with_an_archer_off_its_goal_row_always_has_a_step() {
        // Every set of at most five circles for one side: if an archer of it stands
        // off the goal row, some archer can step (onto an empty circle or an enemy),
        // even with one step closed by the shuttle rule. So E2 never happens, and
        // the end of the game is always E1, which `plies_to_end` relies on.
        // The knight board only: on the traditional board a side can be left without
        // a step (next test), so this bound does not hold there yet.
        for board in [Board::Knight] {
            for colour in Colour::ALL {
                for bits in 0u32..1 << 25 {
                    if bits.count_ones() > 5 {
                        continue;
                    }
                    let own = CircleSet::from_bits(bits);
                    let movers = own & !colour.goal_row();
                    if movers.is_empty() {
                        continue;
                    }
                    let targets: u32 = movers
                        .map(|c: Circle| (board.neighbours(c) & !own).count())
                        .sum();
                    assert!(targets >= 2, "{board}: {colour} on {bits:#x}");
                }
            }
        }
    }

    #[test]
    fn on_the_traditional_board_a_side_can_be_left_without_a_step() {
        // White on a3 and b5 (its goal row): a3's lines go to b1 and b5 only, so one
        // step is left, which the shuttle rule can close. E2 can happen there, and
        // `plies_to_end` allows for it (next test).
        let own = CircleSet::from_bits(0x0020_0400);
        let movers = own & !Colour::White.goal_row();
        let targets: u32 = movers
            .map(|c: Circle| (Board::Traditional.neighbours(c) & !own).count())
            .sum();
        assert_eq!(targets, 1);
    }

    #[test]
    fn on_the_traditional_board_the_end_is_not_bounded_by_e1_alone() {
        let start = Position::start_on(Board::Traditional, Colour::White);
        assert_eq!(plies_to_end(&start), 0);
        assert!(plies_to_end(&Position::start_on(Board::Knight, Colour::White)) >= 7);
    }

    #[test]
    fn end_is_never_closer_than_the_bound_says() {
        // White's archers need 2 + 2 + ... steps; Black could capture one each move.
        let start = Position::default();
        assert!(plies_to_end(&start) >= 7);
        // One White archer a step from its goal row, to move: 1 ply.
        let near = position("b4/2w2/5/5/4b w - -");
        assert_eq!(plies_to_goal_row(&near, Colour::White), 1);
    }
}

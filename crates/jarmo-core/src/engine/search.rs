//! The search: iterative deepening, principal-variation alpha-beta (negamax) with a
//! transposition table, killer and history move ordering, late-move reductions and a
//! capture search at the horizon. See [`super::Engine`] for the public face.

use crate::board::{Circle, Colour};
use crate::moves::Move;
use crate::position::{MoveList, Position};

use super::eval::{evaluate, POINT};
use super::rng::mix;
use super::tt::{move_code, Bound, Entry, Table};
use super::zobrist::hash;
use super::Clock;

/// Larger than any score.
pub const INFINITY: i32 = 1_000_000;
/// The score of a finished game per point of difference: above any evaluation.
pub const TERMINAL_POINT: i32 = 10_000;
/// Evaluations are kept inside this; beyond it lie the finished games.
pub const HEURISTIC_LIMIT: i32 = 9_000;
/// The deepest the search path may go, quiescence included.
pub const MAX_PLY: usize = 96;
/// The deepest nominal depth iterative deepening tries.
pub const MAX_DEPTH: u32 = 64;

/// How often (in nodes) the clock is read.
const CLOCK_INTERVAL: u64 = 1024;

/// History scores per colour, from and to circle.
pub(crate) type History = [[[i32; Circle::COUNT]; Circle::COUNT]; 2];

/// The score of a position that is over by E1 or E2, for the side to move: the
/// points difference, scaled above any evaluation; a win found sooner (fewer plies
/// from the root) scores a little higher, a loss found later a little higher.
#[must_use]
pub fn terminal_score(position: &Position, ply: usize) -> i32 {
    let us = position.turn();
    let diff = position.points(us) as i32 - position.points(us.opponent()) as i32;
    let ply = ply as i32;
    match diff.cmp(&0) {
        std::cmp::Ordering::Greater => diff * TERMINAL_POINT - ply,
        std::cmp::Ordering::Less => diff * TERMINAL_POINT + ply,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The score of a position an endgame table holds, for the side to move: its value
/// `v` (points at the end, with best play) scaled as a finished game's, the end
/// `distance` plies further on (a win sooner scores higher, a loss later); 0 for a
/// drawn value.
#[must_use]
pub fn table_score(value: i8, distance: u16, ply: usize) -> i32 {
    let far = ply as i32 + i32::from(distance);
    match value.cmp(&0) {
        std::cmp::Ordering::Greater => i32::from(value) * TERMINAL_POINT - far,
        std::cmp::Ordering::Less => i32::from(value) * TERMINAL_POINT + far,
        std::cmp::Ordering::Equal => 0,
    }
}

/// Whether `score` says the game is decided (it comes from a finished position).
#[must_use]
pub fn is_decided(score: i32) -> bool {
    score.abs() > HEURISTIC_LIMIT
}

/// Scores of finished games count plies from the root; the table stores them
/// counted from the node instead, so they stay true wherever the node is met again.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > HEURISTIC_LIMIT {
        score + ply as i32
    } else if score < -HEURISTIC_LIMIT {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > HEURISTIC_LIMIT {
        score - ply as i32
    } else if score < -HEURISTIC_LIMIT {
        score + ply as i32
    } else {
        score
    }
}

/// The positions that make a repetition: those of the game before the root, and
/// those on the search path from the root (root included). A small counting filter
/// on the low key bits saves scanning the lists for almost every node.
pub(crate) struct Repetitions {
    before_root: Vec<u64>,
    path: Vec<u64>,
    filter: Vec<u8>,
}

const FILTER_MASK: u64 = 4095;

impl Repetitions {
    /// `history`: keys of the game's positions before the root, oldest first.
    pub fn new(history: Vec<u64>, root: u64) -> Repetitions {
        let mut filter = vec![0u8; FILTER_MASK as usize + 1];
        for k in &history {
            let f = &mut filter[(k & FILTER_MASK) as usize];
            *f = f.saturating_add(1);
        }
        let mut r = Repetitions {
            before_root: history,
            path: Vec::with_capacity(MAX_PLY + 1),
            filter,
        };
        r.push(root);
        r
    }

    fn push(&mut self, key: u64) {
        self.path.push(key);
        let f = &mut self.filter[(key & FILTER_MASK) as usize];
        *f = f.saturating_add(1);
    }

    fn pop(&mut self) {
        if let Some(key) = self.path.pop() {
            let f = &mut self.filter[(key & FILTER_MASK) as usize];
            *f = f.saturating_sub(1);
        }
    }

    /// Whether reaching `key` below the root is scored as a draw: it is the third
    /// occurrence in the game (RULES.md E3), or it repeats a position of the search
    /// path, so either side that liked it could make it a third time.
    fn is_draw(&self, key: u64) -> bool {
        if self.filter[(key & FILTER_MASK) as usize] == 0 {
            return false;
        }
        self.path.contains(&key) || self.before_root.iter().filter(|k| **k == key).count() >= 2
    }
}

/// The state of one search.
pub(crate) struct Search<'a> {
    /// Endgame tables whose values replace the search where they hold a position.
    pub tables: Option<&'a crate::tables::Table>,
    pub tt: &'a mut Table,
    pub history: &'a mut History,
    pub killers: [[u16; 2]; MAX_PLY],
    pub clock: &'a dyn Clock,
    /// When the level's time budget runs out.
    pub deadline_ms: Option<f64>,
    /// When the running slice of a sliced search ends ([`super::Thinking`]): it stops
    /// the search in any iteration, the first too.
    pub slice_deadline_ms: Option<f64>,
    pub node_limit: u64,
    pub nodes: u64,
    pub stopped: bool,
    /// Whether the end of the slice, not a limit of the level, stopped the search.
    pub sliced: bool,
    /// Whether this iteration is searched again after a slice cut it off: then
    /// exact results in the table also end the search of a node on the principal
    /// variation (not the root), instead of walking that line again.
    pub again: bool,
    /// False during the first iteration, which the level's limits never stop.
    pub may_stop: bool,
    pub noise: i32,
    pub seed: u64,
    pub repetitions: Repetitions,
    pub pv: Vec<[Move; MAX_PLY]>,
    pub pv_len: [usize; MAX_PLY],
    /// The best root move of the running iteration searched to the end, and its score.
    pub root_best: Option<(Move, i32)>,
    /// The best move of the last finished iteration, tried first at the root.
    pub root_hint: Option<Move>,
    /// Root moves left out of this search: the better lines an analysis of several
    /// found already in this iteration ([`super::multipv`]). Empty for a move.
    pub excluded: Vec<Move>,
    /// Results stored in the table: what a search cut off keeps for the next try.
    pub stored: u64,
}

impl Search<'_> {
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.may_stop && self.nodes >= self.node_limit {
            self.stopped = true;
        }
        if self.nodes % CLOCK_INTERVAL == 0 {
            self.look_at_clock();
        }
    }

    /// Stops the search when the level's time is up or the slice is over. The clock
    /// is read only when there is a deadline that applies.
    fn look_at_clock(&mut self) {
        let budget = self.deadline_ms.filter(|_| self.may_stop);
        if budget.is_none() && self.slice_deadline_ms.is_none() {
            return;
        }
        let now = self.clock.now_ms();
        if budget.is_some_and(|d| now >= d) {
            self.stopped = true;
        } else if !self.stopped && self.slice_deadline_ms.is_some_and(|d| now >= d) {
            self.stopped = true;
            self.sliced = true;
        }
    }

    /// The evaluation plus this search's noise: a fixed pseudo-random amount per
    /// position and seed, so the search stays consistent with itself. The noise is
    /// at most [`super::MAX_NOISE`] ([`super::Limits::checked`]), so the sum cannot
    /// overflow.
    fn leaf_score(&self, position: &Position, key: u64) -> i32 {
        let mut score = evaluate(position);
        if self.noise > 0 {
            let span = 2 * self.noise as u64 + 1;
            score += (mix(key ^ self.seed) % span) as i32 - self.noise;
        }
        score.clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT)
    }

    /// Order scores for the moves of `position`: best first.
    fn order(
        &self,
        position: &Position,
        moves: &MoveList,
        tt_code: u16,
        ply: usize,
    ) -> [i32; MoveList::CAPACITY] {
        let mut scores = [0i32; MoveList::CAPACITY];
        let us = position.turn();
        let them = us.opponent();
        let killers = self.killers[ply];
        for (i, &m) in moves.iter().enumerate() {
            let code = move_code(m);
            scores[i] = if ply == 0 && Some(m) == self.root_hint {
                3_000_000
            } else if code == tt_code {
                2_000_000
            } else {
                match m {
                    Move::Step {
                        to, capture: true, ..
                    } => {
                        let on_goal = them.goal_row().contains(to);
                        1_000_000
                            + if on_goal { 2 * POINT } else { POINT }
                            + if position.marked().contains(to) {
                                50
                            } else {
                                0
                            }
                    }
                    Move::Return { .. } => 900_000,
                    _ if code == killers[0] => 800_000,
                    _ if code == killers[1] => 790_000,
                    Move::Step { from, to, .. } => {
                        let goal = if us.goal_row().contains(to) {
                            100_000
                        } else {
                            0
                        };
                        goal + self.history[us.index()][from.index()][to.index()]
                    }
                    Move::Pass => 0,
                }
            };
        }
        scores
    }

    fn reward_quiet(&mut self, colour: Colour, m: Move, depth: i32, ply: usize) {
        let Move::Step {
            from,
            to,
            capture: false,
        } = m
        else {
            return;
        };
        let code = move_code(m);
        if self.killers[ply][0] != code {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = code;
        }
        let h = &mut self.history[colour.index()][from.index()][to.index()];
        *h += depth * depth;
        if *h > 50_000 {
            for side in self.history.iter_mut() {
                for row in side.iter_mut() {
                    for v in row.iter_mut() {
                        *v /= 2;
                    }
                }
            }
        }
    }

    /// The table's score of a position below the root, where a table holds it.
    fn tabulated(&self, position: &Position, ply: usize) -> Option<i32> {
        if ply == 0 {
            return None;
        }
        let (v, d) = self.tables?.probe(position)?;
        Some(table_score(v, d, ply))
    }

    /// Negamax alpha-beta with principal-variation search. Returns the score for the
    /// side to move; meaningless once `stopped`.
    pub fn negamax(
        &mut self,
        position: &Position,
        key: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if position.end().is_some() {
            return terminal_score(position, ply);
        }
        if let Some(score) = self.tabulated(position, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(position, key, alpha, beta, ply);
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let mut tt_code = 0;
        if let Some(entry) = self.tt.probe(key) {
            tt_code = entry.code;
            let exact_again = self.again && ply > 0 && entry.bound == Bound::Exact;
            if (!pv_node || exact_again) && i32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let mut moves = position.moves_while_not_over();
        let excluding = ply == 0 && !self.excluded.is_empty();
        if excluding {
            moves.retain(|m| !self.excluded.contains(m));
        }
        let mut order = self.order(position, &moves, tt_code, ply);
        let us = position.turn();
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_code = 0;
        let list = moves.as_mut_slice();
        for i in 0..list.len() {
            // Selection sort: usually a cut comes early and the rest is never sorted.
            let mut pick = i;
            for j in i + 1..list.len() {
                if order[j] > order[pick] {
                    pick = j;
                }
            }
            list.swap(i, pick);
            order.swap(i, pick);
            let m = list[i];

            let child = position.play_unchecked(m);
            let child_key = hash(&child);
            let repeats = child.end().is_none() && self.repetitions.is_draw(child_key);
            self.repetitions.push(child_key);
            let score = if repeats {
                self.pv_len[ply + 1] = ply + 1;
                0
            } else if i == 0 {
                -self.negamax(&child, child_key, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched a ply shallower first.
                let quiet = order[i] < 790_000 && matches!(m, Move::Step { .. });
                let reduction = i32::from(depth >= 3 && i >= 4 && quiet && !pv_node);
                let mut s = -self.negamax(
                    &child,
                    child_key,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
                if s > alpha && reduction > 0 {
                    s = -self.negamax(&child, child_key, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, child_key, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            self.repetitions.pop();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_code = move_code(m);
                if score > alpha {
                    alpha = score;
                    self.pv[ply][ply] = m;
                    for k in ply + 1..self.pv_len[ply + 1] {
                        self.pv[ply][k] = self.pv[ply + 1][k];
                    }
                    self.pv_len[ply] = self.pv_len[ply + 1].max(ply + 1);
                    if ply == 0 {
                        self.root_best = Some((m, score));
                    }
                    if alpha >= beta {
                        self.reward_quiet(us, m, depth, ply);
                        break;
                    }
                }
            }
        }

        if excluding {
            // The best of some moves only: not the position's score.
            return best;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.stored += 1;
        self.tt.store(
            key,
            Entry {
                score: to_table(best, ply),
                code: best_code,
                depth: depth.min(127) as i8,
                bound,
            },
        );
        best
    }

    /// The capture search at the horizon: the side to move may stand on the
    /// evaluation or try its captures, steps onto the goal row and returns, so no
    /// exchange or finish is cut off half way.
    fn quiesce(
        &mut self,
        position: &Position,
        key: u64,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.pv_len[ply] = ply;
        self.count_node();
        if self.stopped {
            return 0;
        }
        if position.end().is_some() {
            return terminal_score(position, ply);
        }
        if let Some(score) = self.tabulated(position, ply) {
            return score;
        }
        let stand = self.leaf_score(position, key);
        if stand >= beta || ply >= MAX_PLY - 1 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let them = position.turn().opponent();
        let moves = position.moves_while_not_over();
        // Captures (an archer on the goal row is worth two points), then the loud
        // quiet moves: steps onto the goal row, which may end the game, and returns.
        let mut loud = [(0i32, Move::Pass); MoveList::CAPACITY];
        let mut n = 0;
        let us = position.turn();
        for &m in &moves {
            if let Move::Step { to, capture, .. } = m {
                if capture {
                    let value = if them.goal_row().contains(to) { 2 } else { 1 };
                    loud[n] = (value, m);
                    n += 1;
                } else if us.goal_row().contains(to) {
                    loud[n] = (0, m);
                    n += 1;
                }
            } else if let Move::Return { .. } = m {
                loud[n] = (0, m);
                n += 1;
            }
        }
        // Most valuable first, in generation order among equals: an insertion sort,
        // stable like `sort_by_key` but without its code in the wasm (3 KB).
        for i in 1..n {
            let mut j = i;
            while j > 0 && loud[j - 1].0 < loud[j].0 {
                loud.swap(j - 1, j);
                j -= 1;
            }
        }
        for &(_, m) in &loud[..n] {
            let child = position.play_unchecked(m);
            let child_key = hash(&child);
            let score = -self.quiesce(&child, child_key, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

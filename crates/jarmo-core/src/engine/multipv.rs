//! The analysis of a position: its few best moves, each with its score and the line
//! the search expects after it, deepened one iteration at a time until stopped
//! (what chess engines call multi-PV).
//!
//! Each iteration searches the root once per move asked for, with the full window:
//! first as the search of a move does, then again and again without the moves found
//! so far in this iteration (`Search::excluded`), so that the k-th search finds the
//! k-th best move and its exact score. The searches share the table and the move
//! ordering, so the later ones cost far less than the first. An iteration's moves
//! are told together, once all are found.
//!
//! # Examples
//!
//! ```
//! use jarmo_core::engine::{Engine, Limits};
//! use jarmo_core::Game;
//!
//! let mut engine = Engine::new(1);
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let found = engine.best_moves(&Game::default(), 3, &limits, &|| 0.0).unwrap();
//! assert_eq!((found.depth, found.moves.len()), (3, 3));
//! assert!(found.moves.windows(2).all(|w| w[0].score >= w[1].score));
//! ```

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;

use super::search::{self, Repetitions, Search, MAX_DEPTH, MAX_PLY};
use super::tt::{move_code, Table};
use super::zobrist::hash;
use super::{Clock, Engine, Limits};

/// The most moves an analysis ranks.
pub const MAX_LINES: usize = 5;

/// One of the best moves of a position, with what the search expects after it.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedMove {
    /// For the side to move, in hundredths of a point, as [`super::SearchResult::score`]
    /// (beyond ±9000 the game is decided).
    pub score: i32,
    /// The line the search expects, this move first: as deep as the iteration
    /// searched, shorter where the game ends or a position repeats. Always legal
    /// from the position, game history and shuttle rule included.
    pub pv: Vec<Move>,
}

impl RankedMove {
    /// The move itself.
    #[must_use]
    pub fn first(&self) -> Move {
        self.pv[0]
    }

    /// Whether the score says the game is decided by force.
    #[must_use]
    pub fn is_decided(&self) -> bool {
        search::is_decided(self.score)
    }
}

/// What one finished iteration of an analysis found.
#[derive(Clone, Debug, PartialEq)]
pub struct MultiPv {
    /// The iteration's depth in plies.
    pub depth: u32,
    /// Nodes visited since the analysis began.
    pub nodes: u64,
    /// Best first for the side to move; as many as asked, or as the position has.
    pub moves: Vec<RankedMove>,
}

/// An analysis in progress, deepened by [`Engine::analyse`] slice by slice. It keeps
/// what a search keeps between its iterations; the table stays in the [`Engine`].
pub struct Analysing {
    root: Position,
    root_key: u64,
    /// The keys of the game's positions before the root, oldest first.
    before: Vec<u64>,
    /// How many moves each iteration ranks.
    count: usize,
    limits: Limits,
    /// The depth of the next (or the running) iteration.
    depth: u32,
    max_depth: u32,
    /// The running iteration's moves found so far, in the order found.
    found: Vec<RankedMove>,
    /// The last finished iteration.
    last: Option<MultiPv>,
    done: bool,
    spent_ms: f64,
    /// How often slices cut off the running search of the root.
    tries: u32,
    /// How many of those tries in a row stored nothing in the table (see
    /// [`Engine::analyse`]).
    stalled: u32,
    killers: [[u16; 2]; MAX_PLY],
    nodes: u64,
    may_stop: bool,
    /// `None` only while a step has lent it to the search.
    repetitions: Option<Repetitions>,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
}

impl Analysing {
    /// The last finished iteration (`None` before the first).
    #[must_use]
    pub fn result(&self) -> Option<&MultiPv> {
        self.last.as_ref()
    }

    /// Whether the analysis is over: it reached its deepest depth or a limit.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// How many moves each iteration ranks: as many as asked, or as the position has.
    #[must_use]
    pub fn count(&self) -> usize {
        self.count
    }

    /// The slices' search time so far, in milliseconds of the clock.
    #[must_use]
    pub fn spent_ms(&self) -> f64 {
        self.spent_ms
    }
}

impl Engine {
    /// The `count` best moves (1 to [`MAX_LINES`]; fewer where the position has fewer
    /// legal moves) in the current position of `game`, whose earlier positions count
    /// for the repetition rule, from the last iteration that `limits` (as
    /// [`Limits::checked`] bounds them) let finish. `None` when the game is over. With
    /// no limit it deepens to depth 64, which can take very long. On a new or cleared
    /// engine, the same game, count and limits without time give the same answer.
    pub fn best_moves(
        &mut self,
        game: &Game,
        count: usize,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> Option<MultiPv> {
        let mut analysing = self.start_analysis(game, count, limits)?;
        self.analyse(&mut analysing, clock, f64::INFINITY);
        analysing.last
    }

    /// Starts an analysis of the current position of `game` that [`Engine::analyse`]
    /// deepens slice by slice, as [`Engine::best_moves`] would. `None` when the game is
    /// over.
    pub fn start_analysis(
        &mut self,
        game: &Game,
        count: usize,
        limits: &Limits,
    ) -> Option<Analysing> {
        if game.is_over() {
            return None;
        }
        let limits = limits.checked();
        let (root, before) = game.positions().split_last()?;
        let count = count.clamp(1, MAX_LINES).min(root.legal_moves().len());
        self.new_search();
        let root_key = hash(root);
        let before: Vec<u64> = before.iter().map(hash).collect();
        Some(Analysing {
            root: *root,
            root_key,
            repetitions: Some(Repetitions::new(before.clone(), root_key)),
            before,
            count,
            limits,
            depth: 1,
            max_depth: limits.depth.unwrap_or(MAX_DEPTH),
            found: Vec::with_capacity(count),
            last: None,
            done: false,
            spent_ms: 0.0,
            tries: 0,
            stalled: 0,
            killers: [[0; 2]; MAX_PLY],
            nodes: 0,
            may_stop: false,
            pv: vec![[Move::Pass; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
        })
    }

    /// Deepens the analysis for about `slice_ms` milliseconds of `clock` (read every
    /// 1024 nodes; infinity runs it to its end, `NaN` or less than 0 counts as 0) and
    /// returns the newest iteration finished in this slice, `None` when none was.
    /// An iteration that a slice cuts off goes on in the next, from the search of the
    /// root it was in, which is searched again, faster for what the table kept of it.
    /// The analysis ends after depth 64 (or the limits' depth), or when the limits'
    /// nodes or time run out: then the last finished iteration stands.
    ///
    /// A slice that stored nothing in the table leaves the next to search the very
    /// same nodes: a node above the horizon with its capture search, which the table
    /// does not keep, can take more nodes than a slice has (a few thousand; see
    /// [`Engine::step`]). So after such a slice the next is twice as long (at least a
    /// millisecond), and so on, until one stores something: every analysis
    /// progresses, however short its slices.
    pub fn analyse(
        &mut self,
        analysing: &mut Analysing,
        clock: &dyn Clock,
        slice_ms: f64,
    ) -> Option<MultiPv> {
        let a = analysing;
        if a.done {
            return None;
        }
        let slice_ms = if slice_ms.is_nan() {
            0.0
        } else {
            slice_ms.max(0.0)
        };
        let slice_ms = if a.stalled == 0 {
            slice_ms
        } else {
            slice_ms.max(1.0) * f64::from(1u32 << a.stalled.min(20))
        };
        let budget = a.limits.time_ms;
        let sliced = slice_ms.is_finite();
        let started = (budget.is_some() || sliced).then(|| clock.now_ms());
        let mut search = Search {
            tables: self.tables.as_deref(),
            tt: &mut self.tt,
            history: &mut self.history,
            killers: a.killers,
            clock,
            deadline_ms: started.zip(budget).map(|(t, b)| t + (b - a.spent_ms)),
            slice_deadline_ms: started.filter(|_| sliced).map(|t| t + slice_ms),
            node_limit: a.limits.nodes.unwrap_or(u64::MAX),
            nodes: a.nodes,
            stopped: false,
            sliced: false,
            again: a.tries > 0,
            may_stop: a.may_stop,
            noise: a.limits.noise,
            seed: a.limits.seed,
            repetitions: a
                .repetitions
                .take()
                .expect("an analysis in progress has its repetitions"),
            pv: std::mem::take(&mut a.pv),
            pv_len: a.pv_len,
            root_best: None,
            root_hint: None,
            excluded: Vec::with_capacity(a.count),
            stored: 0,
        };
        let mut newest = None;
        while !a.done {
            search.excluded.clear();
            search
                .excluded
                .extend(a.found.iter().map(RankedMove::first));
            // The best move of the last iteration that is still to be found first.
            search.root_hint = a.last.as_ref().and_then(|last| {
                last.moves
                    .iter()
                    .map(RankedMove::first)
                    .find(|m| !search.excluded.contains(m))
            });
            let stored = search.stored;
            let score = search.negamax(
                &a.root,
                a.root_key,
                a.depth as i32,
                -search::INFINITY,
                search::INFINITY,
                0,
            );
            if search.stopped {
                if search.sliced {
                    a.tries += 1;
                    a.stalled = if search.stored == stored {
                        a.stalled + 1
                    } else {
                        0
                    };
                } else {
                    a.done = true;
                }
                break;
            }
            a.tries = 0;
            a.stalled = 0;
            search.again = false;
            let mut pv = search.pv[0][..search.pv_len[0]].to_vec();
            extend_from_table(search.tt, a, &mut pv);
            a.found.push(RankedMove { score, pv });
            if a.found.len() < a.count {
                continue;
            }
            let result = MultiPv {
                depth: a.depth,
                nodes: search.nodes,
                moves: best_first(std::mem::take(&mut a.found)),
            };
            a.last = Some(result.clone());
            newest = Some(result);
            search.may_stop = true;
            a.depth += 1;
            a.done = a.depth > a.max_depth || search.nodes >= search.node_limit;
        }
        a.killers = search.killers;
        a.nodes = search.nodes;
        a.may_stop = search.may_stop;
        a.pv_len = search.pv_len;
        a.pv = search.pv;
        a.repetitions = Some(search.repetitions);
        if let Some(start) = started {
            a.spent_ms += (clock.now_ms() - start).max(0.0);
        }
        newest
    }
}

/// `moves` sorted by score, best first, equals in the order found: an insertion
/// sort, stable like `sort_by_key` but without its code in the wasm (see
/// `Search::quiesce`). The k-th search of an iteration scores no better than the one
/// before in principle; the table can make it otherwise by a little.
fn best_first(mut moves: Vec<RankedMove>) -> Vec<RankedMove> {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].score < moves[j].score {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
    moves
}

/// Lengthens `pv` to the analysis' depth with the table's best moves where the search
/// cut it short: a root search again after a slice cut it off takes exact scores
/// from the table on its line ([`Search::again`]), which leaves the line there.
/// Stops where the game ends, at a position met before (in the game or the line: the
/// search scores it a draw), or where the table has no legal move.
fn extend_from_table(tt: &Table, a: &Analysing, pv: &mut Vec<Move>) {
    let depth = a.depth as usize;
    if pv.len() >= depth {
        return;
    }
    let mut position = a.root;
    let mut keys = vec![a.root_key];
    for &m in pv.iter() {
        position = position.play_unchecked(m);
        keys.push(hash(&position));
    }
    while pv.len() < depth && !position.is_over() {
        let Some(entry) = keys.last().and_then(|&key| tt.probe(key)) else {
            break;
        };
        let moves = position.legal_moves();
        let Some(&m) = moves.iter().find(|&&m| move_code(m) == entry.code) else {
            break;
        };
        let next = position.play_unchecked(m);
        let key = hash(&next);
        if keys.contains(&key) || a.before.contains(&key) {
            break;
        }
        pv.push(m);
        position = next;
        keys.push(key);
    }
}

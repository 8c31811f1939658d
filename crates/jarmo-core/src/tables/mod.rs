//! Endgame tables: the exact value of every position with few archers, by
//! retrograde analysis.
//!
//! A table holds, for one board and every position whose layer `P` (archers on the
//! board plus marked archers, see [`layer`]) is at most `max_p`, the value of the
//! game from there: White's points minus Black's at the end with both sides playing
//! their best, White to raise it and Black to lower it; a game that would go round
//! forever is a draw by the repetition rule and counts 0. The shuttle states are part
//! of a table's position, reduced to the classes that can still matter
//! ([`index`]), so the values hold for the game as RULES.md defines it, the limit on
//! back and forth included, for a game that starts in the position (see [`build`]
//! for why, and for what a game's past can change).

pub mod build;
pub mod index;
mod store;

use crate::board::{Board, Colour};
use crate::moves::Move;
use crate::position::Position;

pub use build::LayerFigures;
pub use index::layer;
use index::Index;
pub use store::{ReadError, Values};

/// One board's table up to a layer.
pub struct Table {
    index: Index,
    nodes: build::Nodes,
    values: Values,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Table({} board, layers up to {})",
            self.board().name(),
            self.max_p()
        )
    }
}

impl Table {
    /// Builds the table of `board` up to layer `max_p`, calling `progress` after each
    /// layer.
    #[must_use]
    pub fn build(board: Board, max_p: u32, progress: &mut dyn FnMut(&LayerFigures)) -> Table {
        Table::solved(Index::new(board, max_p), progress)
    }

    fn solved(index: Index, progress: &mut dyn FnMut(&LayerFigures)) -> Table {
        let (board, max_p) = (index.board, index.max_p);
        let nodes = build::Nodes::new(&index);
        let (all, distances) = build::solve(&index, &nodes, progress);
        let values = Values::compact(board, max_p, &nodes.first, &all, &distances);
        Table {
            index,
            nodes,
            values,
        }
    }

    /// The table of the game **without** the limit on back and forth (every shuttle
    /// state dropped, no move ever closed): not the game of RULES.md. Only for
    /// measuring what the shuttle states change (docs/solving.md).
    #[must_use]
    pub fn build_without_shuttles(
        board: Board,
        max_p: u32,
        progress: &mut dyn FnMut(&LayerFigures),
    ) -> Table {
        let mut index = Index::new(board, max_p);
        index.shuttles = false;
        Table::solved(index, progress)
    }

    /// A table read from its file's bytes.
    ///
    /// # Errors
    /// Not a table, a damaged one, or one whose size does not fit its board and layer.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, ReadError> {
        let values = Values::from_bytes(bytes)?;
        if values.max_p > 12 {
            return Err(ReadError(format!(
                "a table of layer {} is not supported",
                values.max_p
            )));
        }
        let index = Index::new(values.board, values.max_p);
        if values.by_base.len() as u64 != index.bases() {
            return Err(ReadError(format!(
                "the file has {} bases where a {} table up to layer {} has {}",
                values.by_base.len(),
                values.board.name(),
                values.max_p,
                index.bases()
            )));
        }
        let nodes = build::Nodes::new(&index);
        if values
            .exceptions
            .last()
            .is_some_and(|e| e.0 >= nodes.count())
        {
            return Err(ReadError(
                "an exception names a node past the table's end".into(),
            ));
        }

        Ok(Table {
            index,
            nodes,
            values,
        })
    }

    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        self.values.to_bytes()
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> Board {
        self.index.board
    }

    /// The highest layer it holds.
    #[must_use]
    pub fn max_p(&self) -> u32 {
        self.index.max_p
    }

    /// How many positions (nodes: bases with their shuttle classes) it holds.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes.count()
    }

    /// How many bases (positions without shuttle states) it holds.
    #[must_use]
    pub fn bases(&self) -> u64 {
        self.index.bases()
    }

    /// How many nodes differ in value or distance from their base's first node.
    #[must_use]
    pub fn exceptions(&self) -> usize {
        self.values.exceptions.len()
    }

    /// The position of node `node` (0 to [`Table::nodes`] - 1), with the shuttle
    /// states of its classes: for drawing positions from the whole table.
    #[must_use]
    pub fn position_of_node(&self, node: u64) -> Option<Position> {
        if node >= self.nodes.count() {
            return None;
        }
        let base = self.nodes.first.partition_point(|&f| f <= node) - 1;
        let b = self.index.unrank(base as u64);
        let cb = u64::from(self.index.classes(&b, Colour::Black));
        let offset = node - self.nodes.first[base];
        let sw = u32::try_from(offset / cb).ok()?;
        let sb = u32::try_from(offset % cb).ok()?;
        let p = self.index.position(
            &b,
            [
                self.index.state(&b, Colour::White, sw),
                self.index.state(&b, Colour::Black, sb),
            ],
        );
        // The knight table keeps White to move: a node is also the turned-round
        // position with Black to move; give either.
        Some(if node % 2 == 1 && !self.index.sides {
            index::turned_round(&p)
        } else {
            p
        })
    }

    /// The position of base `base` (0 to [`Table::bases`] - 1) with no shuttle state.
    #[must_use]
    pub fn position_of_base(&self, base: u64) -> Option<Position> {
        self.position_of_node(*self.nodes.first.get(usize::try_from(base).ok()?)?)
            .filter(|_| base < self.bases())
    }

    /// Whether the table holds `position`: the same board, a layer no higher.
    #[must_use]
    pub fn holds(&self, position: &Position) -> bool {
        position.board() == self.index.board && layer(position) <= self.index.max_p
    }

    /// The value of `position` for the side to move (its points minus the other's at
    /// the end, with best play), or `None` when the table does not hold it.
    #[must_use]
    pub fn value_to_move(&self, position: &Position) -> Option<i8> {
        self.probe(position).map(|(v, _)| v)
    }

    /// The value of `position` for the side to move and its distance: at most how
    /// many plies the side that wins by the value needs to end the game so (0 when
    /// the value is 0 or the game is over). `None` when the table does not hold it.
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<(i8, u16)> {
        if position.board() != self.index.board {
            return None;
        }
        let (base, node) = self.nodes.locate(&self.index, position)?;
        Some(self.values.get(base, node))
    }

    /// The value of `position` (White's points minus Black's at the end, with best
    /// play), or `None` when the table does not hold it: another board, or a layer
    /// above the table's.
    #[must_use]
    pub fn value(&self, position: &Position) -> Option<i8> {
        let v = self.value_to_move(position)?;
        Some(if position.turn() == Colour::White {
            v
        } else {
            -v
        })
    }

    /// Every legal move of `position` with the value after it (White's points minus
    /// Black's), best first for the side to move; moves of equal value keep the order
    /// of [`Position::legal_moves`]. `None` when the table does not hold the position;
    /// empty when the game is over.
    #[must_use]
    pub fn moves(&self, position: &Position) -> Option<Vec<(Move, i8)>> {
        if !self.holds(position) {
            return None;
        }
        let mut out: Vec<(Move, i8)> = position
            .legal_moves()
            .iter()
            .map(|&m| {
                let v = self
                    .value(&position.play_unchecked(m))
                    .expect("play keeps the layer");
                (m, v)
            })
            .collect();
        let white = position.turn() == Colour::White;
        out.sort_by_key(|&(_, v)| if white { -i16::from(v) } else { i16::from(v) });
        Some(out)
    }

    /// Checks every node against its moves: an ended game is worth its points, and
    /// any other position the best of its moves for the side to move. Returns the
    /// first position that breaks it. (A table wrong by a cycle could pass this; the
    /// solver's comparison in the tests closes that gap.)
    #[must_use]
    pub fn first_inconsistency(&self) -> Option<String> {
        let mut found = None;
        for base in 0..self.index.bases() {
            let b = self.index.unrank(base);
            build::each_node(&self.index, &b, |_, p| {
                if found.is_none() {
                    found = self.inconsistency(&p);
                }
            });
            if found.is_some() {
                break;
            }
        }
        found
    }

    /// What is wrong with `p`'s value and distance against its moves, if anything.
    fn inconsistency(&self, p: &Position) -> Option<String> {
        let (v, d) = self.probe(p).expect("its own node");
        if let Some(end) = build::end_value(p) {
            return (v != end).then(|| format!("{p}: the table says {v}, the game ends {end}"));
        }
        let children: Vec<(i8, u16)> = p
            .legal_moves()
            .iter()
            .map(|&m| self.probe(&p.play_unchecked(m)).expect("held"))
            .collect();
        let expected = children
            .iter()
            .map(|&(cv, _)| -cv)
            .max()
            .expect("a position not over has a move");
        if v != expected {
            return Some(format!("{p}: the table says {v}, its moves say {expected}"));
        }
        // The winner has a move that keeps the value and lowers the distance; the
        // loser has no move to a shorter loss than d - 1.
        let lowers = match v.cmp(&0) {
            std::cmp::Ordering::Greater => children.iter().any(|&(cv, cd)| cv == -v && cd < d),
            std::cmp::Ordering::Less => children.iter().all(|&(_, cd)| cd < d),
            std::cmp::Ordering::Equal => true,
        };
        (!lowers).then(|| format!("{p}: value {v}, distance {d}: no move lowers it"))
    }
}

impl Table {
    /// The best line from `position` by the table: the side that wins by the value
    /// always takes a move that keeps it with the smallest distance, the other side
    /// a move that keeps its own value with the largest (ties: the first legal move),
    /// to the end of the game. `None` when the table does not hold the position or
    /// its value is 0 (a draw has no end to play to).
    #[must_use]
    pub fn line(&self, position: &Position) -> Option<Vec<Move>> {
        let (v, _) = self.probe(position)?;
        if v == 0 {
            return None;
        }
        let mut p = *position;
        let mut line = Vec::new();
        while !p.is_over() {
            let (value, _) = self.probe(&p)?;
            let winning = value > 0;
            let mut best: Option<(Move, u16)> = None;
            for &m in p.legal_moves().iter() {
                let (cv, cd) = self.probe(&p.play_unchecked(m))?;
                if -cv != value {
                    continue;
                }
                let better = match best {
                    None => true,
                    Some((_, d)) => {
                        if winning {
                            cd < d
                        } else {
                            cd > d
                        }
                    }
                };
                if better {
                    best = Some((m, cd));
                }
            }
            let (m, _) = best?;
            line.push(m);
            p = p.play_unchecked(m);
        }
        Some(line)
    }

    /// The one move of `position` that keeps the table's value, when the side to
    /// move wins and only one move keeps all of its win: a puzzle. `None` otherwise.
    #[must_use]
    pub fn unique_best(&self, position: &Position) -> Option<Move> {
        let (v, _) = self.probe(position)?;
        if v <= 0 || position.is_over() {
            return None;
        }
        let moves = position.legal_moves();
        let mut keeping = moves
            .iter()
            .copied()
            .filter(|&m| self.probe(&position.play_unchecked(m)).map(|(cv, _)| -cv) == Some(v));
        let first = keeping.next()?;
        keeping.next().is_none().then_some(first)
    }
}

/// What a move did to a tabulated value, for the side that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The position was won (value above 0 for the mover) and no longer is.
    ThrewAwayWin { before: i8, after: i8 },
    /// The position was drawn and is now lost.
    LetDrawSlip { after: i8 },
    /// Still won, by fewer points.
    WonLess { before: i8, after: i8 },
    /// Lost already, now by more points.
    LostMore { before: i8, after: i8 },
}

impl std::fmt::Display for Verdict {
    /// `threw away a win (+2 to 0)`; values for the side that moved.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Verdict::ThrewAwayWin { before, after } => {
                write!(f, "threw away a win ({before:+} to {})", signed(after))
            }
            Verdict::LetDrawSlip { after } => write!(f, "let a draw slip (0 to {after})"),
            Verdict::WonLess { before, after } => write!(f, "won less ({before:+} to {after:+})"),
            Verdict::LostMore { before, after } => write!(f, "lost more ({before} to {after})"),
        }
    }
}

fn signed(v: i8) -> String {
    if v == 0 {
        "0".to_string()
    } else {
        format!("{v:+}")
    }
}

impl Table {
    /// What the legal move `m` of `position` did to the table's value, for the side
    /// that made it: `None` when the table does not hold the position or the move
    /// kept the value.
    #[must_use]
    pub fn verdict(&self, position: &Position, m: Move) -> Option<Verdict> {
        let before = self.value_to_move(position)?;
        let after = -self.value_to_move(&position.play_unchecked(m))?;
        if after >= before {
            return None;
        }
        Some(if before > 0 && after <= 0 {
            Verdict::ThrewAwayWin { before, after }
        } else if before == 0 {
            Verdict::LetDrawSlip { after }
        } else if before > 0 {
            Verdict::WonLess { before, after }
        } else {
            Verdict::LostMore { before, after }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::baseline::random_move;
    use crate::engine::rng::SplitMix64;
    use crate::game::Game;
    use crate::moves::MoveText;
    use crate::solve::Solver;

    fn built(board: Board, max_p: u32) -> std::sync::Arc<Table> {
        use std::sync::{Arc, OnceLock};
        static TABLES: [[OnceLock<Arc<Table>>; 4]; 2] = [
            [
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
            ],
            [
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
            ],
        ];
        Arc::clone(
            TABLES[board.index()][max_p as usize]
                .get_or_init(|| Arc::new(Table::build(board, max_p, &mut |_| {}))),
        )
    }

    #[test]
    fn small_tables_agree_with_every_move_and_survive_their_file() {
        for board in Board::ALL {
            let table = built(board, 3);
            assert_eq!(table.first_inconsistency(), None, "{board:?}");
            let again = Table::from_bytes(&table.to_bytes()).unwrap();
            assert_eq!(again.values, table.values);
        }
    }

    #[test]
    fn values_of_positions_worked_by_hand() {
        let table = built(Board::Knight, 3);
        let value = |text: &str| table.value(&text.parse::<Position>().unwrap());
        // Over by E1: White's archer on its goal row, 2 points to Black's 1.
        assert_eq!(value("w4/5/5/4b/5 b - -"), Some(1));
        // Black's b3xc1 takes White's last archer on Black's goal row: 2 points to
        // none (b3-a1 would end it 2 to 1).
        assert_eq!(value("5/5/1b3/5/2w2 b - -"), Some(-2));
        // Four archers and a mark: above layer 3.
        assert_eq!(value("5/1ww2/5/5/1bB2 w - -"), None);
        assert!(table
            .value(&Position::start_on(Board::Traditional, Colour::White))
            .is_none());
    }

    #[test]
    fn a_file_that_is_not_a_table_is_refused_with_a_reason() {
        let table = built(Board::Knight, 1);
        let bytes = table.to_bytes();
        assert!(Table::from_bytes(b"hello")
            .unwrap_err()
            .0
            .contains("JARMOTB3"));
        for cut in [30, bytes.len() - 1] {
            let why = Table::from_bytes(&bytes[..cut]).unwrap_err().0;
            assert!(why.contains("cut short"), "{why}");
        }
        // Any byte changed, in the header or among the values: refused.
        for at in [9, 40, bytes.len() / 2, bytes.len() - 9] {
            let mut other = bytes.clone();
            other[at] ^= 1;
            let why = Table::from_bytes(&other).unwrap_err().0;
            assert!(why.contains("checksum"), "byte {at}: {why}");
        }
    }

    /// Positions of layer <= `max_p` from random play: random games from the start
    /// until the layer is low enough, then a few random moves more.
    fn positions_from_random_play(
        board: Board,
        max_p: u32,
        count: usize,
        seed: u64,
    ) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut p = Position::start_on(board, Colour::White);
            for _ in 0..400 {
                if p.is_over() {
                    break;
                }
                if layer(&p) <= max_p {
                    out.push(p);
                }
                let m = random_move(&p, &mut rng).expect("not over");
                p = p.play_unchecked(m);
            }
        }
        out.truncate(count);
        out
    }

    #[test]
    fn the_table_agrees_with_the_exact_solver_wherever_it_decides() {
        for board in Board::ALL {
            let table = built(board, 3);
            let mut solver = Solver::new(4);
            solver.set_node_limit(Some(200_000));
            let mut decided = 0;
            for p in positions_from_random_play(board, 3, 150, 7) {
                let v = table.value(&p).unwrap();
                let game = Game::from_position(p);
                for attacker in Colour::ALL {
                    if let Ok(w) = solver.wins_within(&game, attacker, 24) {
                        decided += 1;
                        let table_wins = if attacker == Colour::White {
                            v > 0
                        } else {
                            v < 0
                        };
                        if w {
                            assert!(
                                table_wins,
                                "{p}: the solver wins for {attacker:?}, the table says {v}"
                            );
                        }
                    }
                }
            }
            assert!(decided > 200, "{decided}");
        }
    }

    #[test]
    fn a_puzzle_has_one_best_move_and_its_line_ends_at_the_value() {
        let table = built(Board::Knight, 3);
        let mut found = 0;
        for node in (0..table.nodes()).step_by(997) {
            let p = table.position_of_node(node).unwrap();
            let Some(m) = table.unique_best(&p) else {
                continue;
            };
            found += 1;
            let line = table.line(&p).unwrap();
            assert_eq!(line[0], m);
            let mut game = Game::from_position(p);
            for &m in &line {
                game.play(m).unwrap();
            }
            let v = i64::from(table.value(&p).unwrap());
            match game.outcome().unwrap() {
                crate::game::Outcome::Scored { white, black, .. } => {
                    assert_eq!(i64::from(white) - i64::from(black), v, "{p}");
                }
                crate::game::Outcome::Repetition => panic!("{p}: the line repeats"),
            }
        }
        assert!(found > 100, "{found}");
    }

    /// `cargo test --release -p jarmo-core --lib measure_what -- --ignored --nocapture`:
    /// the figures of docs/solving.md, "The shuttle states are part of the position".
    #[test]
    #[ignore]
    fn measure_what_the_shuttle_states_change() {
        for board in Board::ALL {
            let exact = built(board, 3);
            let free = Table::build_without_shuttles(board, 3, &mut |_| {});
            // By the largest count of a state in force: nodes, and those whose exact
            // value differs from the game without the limit.
            let mut by_steps = [(0u64, 0u64); 5];
            for node in 0..exact.nodes() {
                let p = exact.position_of_node(node).unwrap();
                // A state is in force while its player's archer stands on its `to`
                // circle off the goal row (tables::index).
                let steps = Colour::ALL
                    .iter()
                    .filter_map(|&c| {
                        p.shuttle(c)
                            .filter(|s| p.archers(c).contains(s.to) && !c.goal_row().contains(s.to))
                    })
                    .map(|s| usize::from(s.steps))
                    .max()
                    .unwrap_or(0);
                by_steps[steps].0 += 1;
                if exact.value(&p) != free.value(&p) {
                    by_steps[steps].1 += 1;
                }
            }
            eprintln!("{board:?}: (nodes, differing) by the largest count in force: {by_steps:?}");
        }
    }

    #[test]
    fn a_move_that_changes_the_value_is_named() {
        let table = built(Board::Knight, 3);
        // Black's b3xc1 wins 2-0; b3-a1 only 2-1; b3-d4 lets White's c1 archer go on.
        let p: Position = "5/5/1b3/5/2w2 b - -".parse().unwrap();
        let step = |from: &str, to: &str| {
            p.resolve(MoveText::Step {
                from: from.parse().unwrap(),
                to: to.parse().unwrap(),
            })
            .unwrap()
        };
        assert_eq!(table.verdict(&p, step("b3", "c1")), None);
        let less = table.verdict(&p, step("b3", "a1")).unwrap();
        assert_eq!(
            less,
            Verdict::WonLess {
                before: 2,
                after: 1
            }
        );
        assert_eq!(less.to_string(), "won less (+2 to +1)");
        for m in p.legal_moves().iter() {
            if let Some(Verdict::ThrewAwayWin { after, .. }) = table.verdict(&p, *m) {
                assert!(after <= 0);
                assert!(Verdict::ThrewAwayWin { before: 2, after }
                    .to_string()
                    .starts_with("threw away a win (+2 to "));
            }
        }
    }

    #[test]
    fn the_engine_with_the_table_ends_every_tabulated_game_at_its_value() {
        use crate::engine::{Engine, Limits};
        use std::sync::Arc;
        for board in Board::ALL {
            let table = built(board, 3);
            let mut engine = Engine::new(1);
            engine.set_tables(Some(Arc::clone(&table)));
            let limits = Limits {
                depth: Some(2),
                time_ms: None,
                nodes: None,
                noise: 0,
                seed: 1,
            };
            let clock = || 0.0;
            let mut won = 0;
            for p in positions_from_random_play(board, 3, 60, 11) {
                let v = table.value(&p).unwrap();
                let mut game = Game::from_position(p);
                while !game.is_over() {
                    let r = engine.best_move(&game, &limits, &clock).unwrap();
                    game.play(r.best).unwrap();
                    assert!(game.moves().len() < 400, "{p}: no end in sight");
                }
                let got = match game.outcome().unwrap() {
                    crate::game::Outcome::Scored { white, black, .. } => {
                        i64::from(white) - i64::from(black)
                    }
                    crate::game::Outcome::Repetition => 0,
                };
                assert_eq!(
                    got,
                    i64::from(v),
                    "{p}: the table says {v}, the game ended {got}"
                );
                won += usize::from(v != 0);
            }
            assert!(won > 20, "{won} won games of 60");
        }
    }

    /// The tables the site ships (tables/, which scripts/tables.sh compresses into the
    /// built site) are what building them gives, byte for byte: the files in the
    /// repository are made by `jarmo tables build`, never edited, and a change to the
    /// tables' format or values fails here until they are built again.
    #[test]
    fn the_shipped_tables_are_what_building_gives() {
        for (board, max_p, file) in [
            (Board::Knight, 3, "knight-p3.jtb"),
            (Board::Traditional, 2, "traditional-p2.jtb"),
        ] {
            let path = format!("{}/../../tables/{file}", env!("CARGO_MANIFEST_DIR"));
            let shipped = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let fresh = if max_p == 3 {
                built(board, max_p).to_bytes()
            } else {
                Table::build(board, max_p, &mut |_| {}).to_bytes()
            };
            assert!(
                shipped == fresh,
                "tables/{file} is not what building gives: run `jarmo tables build --board {} \
                 --max-p {max_p} --out tables`",
                board.name()
            );
        }
    }
}

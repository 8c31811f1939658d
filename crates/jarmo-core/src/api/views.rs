//! The views of a game that JavaScript reads: plain data, written as JSON by
//! src/json.rs. Their fields are www/contract.js's types (each view names its type);
//! the tests of src/api check them against it.

use crate::answers::{Answers, Reply};
use crate::board::{Circle, Colour};
use crate::game::{Comparison, Game, MoveNumber, Outcome};
use crate::json::{Object, ToJson};
use crate::matches::{Match, Player};
use crate::moves::Move;
use crate::position::{End, Position};
#[cfg(feature = "analysis")]
use crate::tree::{NodeId, Tree};

/// An archer on a circle (contract.js: `Archer`).
struct ArcherView {
    colour: &'static str,
    marked: bool,
    settled: bool,
}

impl ToJson for ArcherView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("colour", &self.colour)
            .field("marked", &self.marked)
            .field("settled", &self.settled)
            .end();
    }
}

/// A move with the side that makes it (contract.js: `Move`).
pub(crate) struct MoveView {
    kind: &'static str,
    side: &'static str,
    text: String,
    from: Option<String>,
    to: Option<String>,
    capture: bool,
    unmarks: Option<String>,
}

impl ToJson for MoveView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("kind", &self.kind)
            .field("side", &self.side)
            .field("text", &self.text)
            .field("from", &self.from)
            .field("to", &self.to)
            .field("capture", &self.capture)
            .field("unmarks", &self.unmarks)
            .end();
    }
}

impl MoveView {
    /// `m`, made by `side`.
    pub(crate) fn new(m: Move, side: Colour) -> MoveView {
        let (kind, from, to, capture, unmarks) = match m {
            Move::Step { from, to, capture } => (
                "step",
                Some(from.to_string()),
                Some(to.to_string()),
                capture,
                None,
            ),
            Move::Return { to, unmarked } => (
                "return",
                None,
                Some(to.to_string()),
                false,
                Some(unmarked.to_string()),
            ),
            Move::Pass => ("pass", None, None, false, None),
        };
        MoveView {
            kind,
            side: side.name(),
            text: m.to_string(),
            from,
            to,
            capture,
            unmarks,
        }
    }
}

/// A captured archer: where and at which move (a ply from 0) it was taken, `None`
/// for one captured already in a set-up start position (contract.js: `Captured`).
#[derive(Clone)]
struct CapturedView {
    circle: Option<String>,
    ply: Option<usize>,
}

impl ToJson for CapturedView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("circle", &self.circle)
            .field("ply", &self.ply)
            .end();
    }
}

/// A move of the move list (contract.js: `PlayedMove`).
pub(crate) struct PlayedView {
    ply: usize,
    number: usize,
    label: String,
    side: &'static str,
    text: String,
}

impl ToJson for PlayedView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("ply", &self.ply)
            .field("number", &self.number)
            .field("label", &self.label)
            .field("side", &self.side)
            .field("text", &self.text)
            .end();
    }
}

impl PlayedView {
    /// `m`, made by `side` after `plies` moves of the game.
    fn new(plies: usize, side: Colour, m: Move) -> PlayedView {
        let number = MoveNumber::after(plies);
        PlayedView {
            ply: plies + 1,
            number: number.number,
            label: number.label(),
            side: side.name(),
            text: m.to_string(),
        }
    }
}

/// One value for each side (contract.js: `PerSide`).
struct PerColour<T> {
    white: T,
    black: T,
}

impl<T: ToJson> ToJson for PerColour<T> {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("white", &self.white)
            .field("black", &self.black)
            .end();
    }
}

/// How the game ended (contract.js: `Result`).
struct ResultView {
    winner: Option<&'static str>,
    reason: &'static str,
    side: Option<&'static str>,
    white: Option<u32>,
    black: Option<u32>,
    text: String,
}

impl ToJson for ResultView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("winner", &self.winner)
            .field("reason", &self.reason)
            .field("side", &self.side)
            .field("white", &self.white)
            .field("black", &self.black)
            .field("text", &self.text)
            .end();
    }
}

impl ResultView {
    fn new(outcome: Outcome) -> ResultView {
        let (reason, side, white, black) = match outcome {
            Outcome::Repetition => ("repetition", None, None, None),
            Outcome::Scored { end, white, black } => {
                let reason = match end {
                    End::AllOnGoalRow(_) => "goal-row",
                    End::NoArchers(_) => "no-archers",
                    End::NoMoves => "no-moves",
                };
                (reason, end.side(), Some(white), Some(black))
            }
        };
        ResultView {
            winner: outcome.winner().map(Colour::name),
            reason,
            side: side.map(Colour::name),
            white,
            black,
            text: outcome.to_string(),
        }
    }
}

/// Everything the page needs to draw and to let the player move (contract.js:
/// `GameState`).
pub(crate) struct StateView {
    /// 25 entries, index `rank * 5 + file` (`a1` is 0, `e5` is 24).
    circles: Vec<Option<ArcherView>>,
    board: &'static str,
    turn: &'static str,
    first: &'static str,
    captured: PerColour<Vec<CapturedView>>,
    points: PerColour<u32>,
    moves: Vec<MoveView>,
    history: Vec<PlayedView>,
    redo: Vec<PlayedView>,
    last_move: Option<MoveView>,
    position: String,
    start_position: String,
    over: bool,
    result: Option<ResultView>,
    repetitions: usize,
}

impl ToJson for StateView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("circles", &self.circles)
            .field("board", &self.board)
            .field("turn", &self.turn)
            .field("first", &self.first)
            .field("captured", &self.captured)
            .field("points", &self.points)
            .field("moves", &self.moves)
            .field("history", &self.history)
            .field("redo", &self.redo)
            .field("lastMove", &self.last_move)
            .field("position", &self.position)
            .field("startPosition", &self.start_position)
            .field("over", &self.over)
            .field("result", &self.result)
            .field("repetitions", &self.repetitions)
            .end();
    }
}

impl StateView {
    pub(crate) fn new(game: &Game) -> StateView {
        let position = game.position();
        let circles = Circle::all()
            .map(|c| {
                position.archer_on(c).map(|(colour, marked)| ArcherView {
                    colour: colour.name(),
                    marked,
                    settled: colour.goal_row().contains(c),
                })
            })
            .collect();
        let [white_captured, black_captured] = captured_in_order(game);
        let outcome = game.outcome();
        StateView {
            circles,
            board: game.board().name(),
            turn: position.turn().name(),
            first: game.first_mover().name(),
            captured: PerColour {
                white: white_captured,
                black: black_captured,
            },
            points: PerColour {
                white: position.points(Colour::White),
                black: position.points(Colour::Black),
            },
            moves: game
                .legal_moves()
                .into_iter()
                .map(|m| MoveView::new(m, position.turn()))
                .collect(),
            history: history(game),
            redo: redo(game),
            last_move: game
                .moves()
                .last()
                .zip(game.positions().iter().rev().nth(1))
                .map(|(&m, before)| MoveView::new(m, before.turn())),
            position: position.to_string(),
            start_position: game.start().to_string(),
            over: outcome.is_some(),
            result: outcome.map(ResultView::new),
            repetitions: game.repetitions(),
        }
    }
}

/// Each side's captured archers in the order they were captured: those captured in
/// the start position first (where and when unknown), then each capture of the
/// game; a return brings back the side's first.
fn captured_in_order(game: &Game) -> [Vec<CapturedView>; 2] {
    let start = game.start();
    let mut captured: [Vec<CapturedView>; 2] = Colour::ALL.map(|c| {
        let unknown = CapturedView {
            circle: None,
            ply: None,
        };
        vec![unknown; start.captured(c) as usize]
    });
    for (ply, (m, before)) in game.moves().iter().zip(game.positions()).enumerate() {
        let mover = before.turn();
        match *m {
            Move::Step {
                to, capture: true, ..
            } => captured[mover.opponent().index()].push(CapturedView {
                circle: Some(to.to_string()),
                ply: Some(ply),
            }),
            Move::Return { .. } => {
                captured[mover.index()].remove(0);
            }
            _ => {}
        }
    }
    captured
}

/// The moves played, numbered, with their sides.
fn history(game: &Game) -> Vec<PlayedView> {
    let sides = game.positions().iter().map(Position::turn);
    game.moves()
        .iter()
        .zip(sides)
        .enumerate()
        .map(|(i, (&m, side))| PlayedView::new(i, side, m))
        .collect()
}

/// The moves `redo` would play, each as it would stand in `history` once played
/// again: the side to move is read from the positions they lead through.
fn redo(game: &Game) -> Vec<PlayedView> {
    let played = game.moves().len();
    let mut position = *game.position();
    game.redo_moves()
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let side = position.turn();
            // Each was legal here before it was taken back.
            position = position.play_unchecked(m);
            PlayedView::new(played + i, side, m)
        })
        .collect()
}

/// How another record stands to the game (contract.js: `Comparison`).
pub(crate) struct ComparisonView {
    relation: &'static str,
    ply: Option<usize>,
    move_number: Option<String>,
    theirs: Option<String>,
    ours: Option<String>,
}

impl ToJson for ComparisonView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("relation", &self.relation)
            .field("ply", &self.ply)
            .field("moveNumber", &self.move_number)
            .field("theirs", &self.theirs)
            .field("ours", &self.ours)
            .end();
    }
}

impl ComparisonView {
    /// How `other` stands to `game`.
    pub(crate) fn new(game: &Game, other: &Game) -> ComparisonView {
        let (relation, ply) = match game.compare(other) {
            Comparison::Same => ("same", None),
            Comparison::Older => ("older", Some(other.moves().len() + 1)),
            Comparison::Newer { .. } => ("newer", Some(game.moves().len() + 1)),
            Comparison::Differs { ply } => ("differs", Some(ply)),
            Comparison::StartDiffers => ("differs", Some(0)),
        };
        let at = |g: &Game| {
            ply.and_then(|p| p.checked_sub(1))
                .and_then(|i| g.moves().get(i))
                .map(ToString::to_string)
        };
        ComparisonView {
            relation,
            ply,
            move_number: ply
                .and_then(|p| p.checked_sub(1))
                .map(|i| MoveNumber::after(i).to_string()),
            theirs: at(other),
            ours: at(game),
        }
    }
}

/// One game of a match (contract.js: `MatchGame`).
struct MatchGameView {
    first: &'static str,
    white: u32,
    black: u32,
    points: PerPlayer,
}

impl ToJson for MatchGameView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("first", &self.first)
            .field("white", &self.white)
            .field("black", &self.black)
            .field("points", &self.points)
            .end();
    }
}

/// Something of each player of a match: the first (White in its first game), the second.
struct PerPlayer {
    first: u32,
    second: u32,
}

impl ToJson for PerPlayer {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("first", &self.first)
            .field("second", &self.second)
            .end();
    }
}

/// Where a match stands (contract.js: `MatchState`).
pub(crate) struct MatchView {
    games: u32,
    played: Vec<MatchGameView>,
    totals: PerPlayer,
    next: Option<usize>,
    next_first: Option<&'static str>,
    remaining: u32,
    over: bool,
    early: bool,
    winner: Option<&'static str>,
}

impl ToJson for MatchView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("games", &self.games)
            .field("played", &self.played)
            .field("totals", &self.totals)
            .field("next", &self.next)
            .field("nextFirst", &self.next_first)
            .field("remaining", &self.remaining)
            .field("over", &self.over)
            .field("early", &self.early)
            .field("winner", &self.winner)
            .end();
    }
}

impl MatchView {
    pub(crate) fn new(m: &Match) -> MatchView {
        let played = m
            .results()
            .iter()
            .enumerate()
            .map(|(i, &[white, black])| MatchGameView {
                first: Player::First.colour_in(i).name(),
                white,
                black,
                points: PerPlayer {
                    first: m.points_in(Player::First, i).unwrap_or(0),
                    second: m.points_in(Player::Second, i).unwrap_or(0),
                },
            })
            .collect();
        let [first, second] = m.totals();
        let next = m.next_game();
        MatchView {
            games: m.games(),
            played,
            totals: PerPlayer { first, second },
            next: next.map(|i| i + 1),
            next_first: next.map(|i| Player::First.colour_in(i).name()),
            remaining: m.remaining(),
            over: m.over(),
            early: m.decided_early(),
            winner: m.winner().map(|w| w.map_or("draw", Player::name)),
        }
    }
}

/// A checked tree of prepared answers (contract.js: `Answers`).
pub(crate) struct AnswersView {
    text: String,
    lines: Vec<Vec<String>>,
}

impl ToJson for AnswersView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("text", &self.text)
            .field("lines", &self.lines)
            .end();
    }
}

impl AnswersView {
    pub(crate) fn new(tree: &Answers) -> AnswersView {
        AnswersView {
            text: tree.text(),
            lines: tree
                .lines()
                .iter()
                .map(|line| line.iter().map(ToString::to_string).collect())
                .collect(),
        }
    }
}

/// The answer prepared to the friend's last move (contract.js: `Prepared`).
pub(crate) struct PreparedView {
    answer: Option<String>,
    rest: String,
}

impl ToJson for PreparedView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("answer", &self.answer)
            .field("rest", &self.rest)
            .end();
    }
}

impl PreparedView {
    pub(crate) fn new(reply: &Reply) -> PreparedView {
        PreparedView {
            answer: reply.answer.map(|m| m.to_string()),
            rest: reply.rest.text(),
        }
    }
}

/// A node of an analysis's tree (contract.js: `AnalysisNode`).
#[cfg(feature = "analysis")]
pub(crate) struct AnalysisNodeView {
    id: usize,
    parent: Option<usize>,
    played: Option<PlayedView>,
    children: Vec<usize>,
}

#[cfg(feature = "analysis")]
impl ToJson for AnalysisNodeView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("id", &self.id)
            .field("parent", &self.parent)
            .field("move", &self.played)
            .field("children", &self.children)
            .end();
    }
}

#[cfg(feature = "analysis")]
impl AnalysisNodeView {
    pub(crate) fn new(tree: &Tree, node: NodeId) -> AnalysisNodeView {
        let played = tree
            .move_to(node)
            .zip(tree.side(node))
            .map(|(m, side)| PlayedView::new(tree.ply(node) - 1, side, m));
        AnalysisNodeView {
            id: node.index(),
            parent: tree.parent(node).map(NodeId::index),
            played,
            children: tree.children(node).iter().map(|c| c.index()).collect(),
        }
    }
}

//! An analysis: a tree of the moves explored from a start, in which every path from
//! the start is a game, and its record with variations in parentheses, as PGN writes
//! them: `1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3`.
//!
//! A node keeps its move, not its position: the position is that of the game along
//! the node's path, replayed ([`Tree::game_at`]), so that the rules that look back
//! (the repetition rule, the shuttle limit) are exactly a game's, and a node's legal
//! moves are those of that game.

use crate::board::Colour;
use crate::game::{push_word, Game, MoveNumber, RecordError, RecordErrorKind, VariationError};
use crate::moves::{Move, MoveText};
use crate::position::{PlayError, Position};

/// A node of a [`Tree`], by its id: 0 for the start ([`Tree::START`]), then in the
/// order the nodes were added. Ids never change and are never used again: after
/// [`Tree::delete`] the other nodes keep theirs, and a deleted one names no node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The id as a number, 0 for the start.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0
    }
}

#[derive(Clone, Debug)]
struct Node {
    /// The move that led here; `None` for the start.
    m: Option<Move>,
    parent: Option<NodeId>,
    /// The moves played here, in order: the first is the main continuation, the
    /// others are its variations.
    children: Vec<NodeId>,
    /// How many moves lead here from the start.
    ply: usize,
}

/// A tree of moves from a start position. Every move in it is legal in the game along
/// its path, so that every path is a game. The main line follows the first child of
/// each node from the start.
///
/// Two trees are equal when they have the same start and the same moves in the same
/// order, whatever their ids: a tree read back from its record is equal to it.
///
/// # Examples
///
/// ```
/// use jarmo_core::tree::Tree;
///
/// let text = "1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3";
/// let tree = Tree::from_record(text).unwrap();
/// assert_eq!(tree.record(&[]), text);
/// assert_eq!(tree.main_line().record(&[]), "1. a1-c2 e5-d3 2. b1-a3");
/// ```
#[derive(Clone, Debug)]
pub struct Tree {
    start: Position,
    /// By id; `None` for a deleted node.
    nodes: Vec<Option<Node>>,
}

impl PartialEq for Tree {
    fn eq(&self, other: &Tree) -> bool {
        if self.start != other.start {
            return false;
        }
        let mut pairs = vec![(Tree::START, Tree::START)];
        while let Some((ours, theirs)) = pairs.pop() {
            let (ours, theirs) = (self.children(ours), other.children(theirs));
            if ours.len() != theirs.len() {
                return false;
            }
            for (&a, &b) in ours.iter().zip(theirs) {
                if self.move_to(a) != other.move_to(b) {
                    return false;
                }
                pairs.push((a, b));
            }
        }
        true
    }
}

impl Eq for Tree {}

/// What is left to write of a tree's movetext ([`Tree::movetext`]): kept on a stack
/// rather than in recursion, so that no nesting of variations is too deep to write.
enum Writing {
    /// The line that goes on from a node: its first child, that child's siblings as
    /// variations, then on from the first child. The flag: the first child is
    /// numbered even as the second of a pair (after a variation closed).
    Line(NodeId, bool),
    /// A variation: `(`, its first move with its number, then on from it.
    Variation(NodeId),
    /// The `)` of a variation.
    Close,
}

impl Tree {
    /// The start's id.
    pub const START: NodeId = NodeId(0);

    /// A tree of no moves from `start`.
    #[must_use]
    pub fn new(start: Position) -> Tree {
        Tree {
            start,
            nodes: vec![Some(Node {
                m: None,
                parent: None,
                children: Vec::new(),
                ply: 0,
            })],
        }
    }

    /// A tree whose main line is `game`'s moves, from its start. Moves taken back and
    /// kept for redo are not in it.
    #[must_use]
    pub fn from_game(game: &Game) -> Tree {
        let mut tree = Tree::new(*game.start());
        let mut at = Tree::START;
        for &m in game.moves() {
            // Each move of a game is legal after the ones before it.
            at = tree.add(at, m);
        }
        tree
    }

    /// The position the tree starts from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The node with id `index`, if the tree has one (not deleted).
    #[must_use]
    pub fn node(&self, index: usize) -> Option<NodeId> {
        matches!(self.nodes.get(index), Some(Some(_))).then_some(NodeId(index))
    }

    /// Every node, the start first, in the order of their ids.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(_, node)| node.is_some())
            .map(|(i, _)| NodeId(i))
    }

    /// How many nodes the tree has, the start included.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.iter().flatten().count()
    }

    /// # Panics
    /// `node` is not in the tree: deleted, or another tree's.
    fn get(&self, node: NodeId) -> &Node {
        self.nodes
            .get(node.0)
            .and_then(Option::as_ref)
            .expect("a node of the tree")
    }

    fn get_mut(&mut self, node: NodeId) -> &mut Node {
        self.nodes
            .get_mut(node.0)
            .and_then(Option::as_mut)
            .expect("a node of the tree")
    }

    /// The node before `node`; `None` for the start.
    ///
    /// # Panics
    /// `node` is not in the tree (as every method that takes a node).
    #[must_use]
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.get(node).parent
    }

    /// The moves played after `node`, in order: the main continuation first, then its
    /// variations.
    #[must_use]
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        &self.get(node).children
    }

    /// The move that led to `node`; `None` for the start.
    #[must_use]
    pub fn move_to(&self, node: NodeId) -> Option<Move> {
        self.get(node).m
    }

    /// How many moves lead from the start to `node`.
    #[must_use]
    pub fn ply(&self, node: NodeId) -> usize {
        self.get(node).ply
    }

    /// The number of the move that led to `node` as a record writes it; `None` for
    /// the start.
    #[must_use]
    pub fn number(&self, node: NodeId) -> Option<MoveNumber> {
        let ply = self.ply(node);
        ply.checked_sub(1).map(MoveNumber::after)
    }

    /// The side that made the move that led to `node`; `None` for the start. Every
    /// move, a pass too, gives the turn to the other side.
    #[must_use]
    pub fn side(&self, node: NodeId) -> Option<Colour> {
        let first = self.start.turn();
        let ply = self.ply(node);
        ply.checked_sub(1).map(|before| {
            if before % 2 == 0 {
                first
            } else {
                first.opponent()
            }
        })
    }

    /// The nodes from the start to `node`: the first move's first, `node` last; empty
    /// for the start.
    #[must_use]
    pub fn path(&self, node: NodeId) -> Vec<NodeId> {
        let mut path = Vec::with_capacity(self.ply(node));
        let mut at = node;
        while let Some(parent) = self.parent(at) {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The game along the path to `node`: its moves played from the start, with the
    /// repetition rule and the shuttle limit counting them.
    #[must_use]
    pub fn game_at(&self, node: NodeId) -> Game {
        let mut game = Game::from_position(self.start);
        for step in self.path(node) {
            let m = self.move_to(step).expect("only the start has no move");
            game.play(m)
                .expect("a tree holds only moves legal along their path");
        }
        game
    }

    /// The last node of the main line: the first child of each node from the start on.
    #[must_use]
    pub fn main_line_end(&self) -> NodeId {
        let mut at = Tree::START;
        while let Some(&first) = self.children(at).first() {
            at = first;
        }
        at
    }

    /// The game of the main line.
    #[must_use]
    pub fn main_line(&self) -> Game {
        self.game_at(self.main_line_end())
    }

    /// Plays `m` after `node`: the child that has it already, or a new last child.
    ///
    /// # Errors
    /// The game along the path is over, or `m` is not legal there; the tree is
    /// unchanged.
    pub fn play(&mut self, node: NodeId, m: Move) -> Result<NodeId, PlayError> {
        if let Some(child) = self.child_with(node, m) {
            return Ok(child);
        }
        self.game_at(node).play(m)?;
        Ok(self.add(node, m))
    }

    /// Plays a typed move after `node`, as [`Tree::play`] does the move it names.
    ///
    /// # Errors
    /// As [`Tree::play`].
    pub fn play_text(&mut self, node: NodeId, text: MoveText) -> Result<NodeId, PlayError> {
        let m = self.game_at(node).play_text(text)?;
        Ok(self.add(node, m))
    }

    /// The child of `node` reached by `m`.
    fn child_with(&self, node: NodeId, m: Move) -> Option<NodeId> {
        self.children(node)
            .iter()
            .copied()
            .find(|&child| self.move_to(child) == Some(m))
    }

    /// The child of `parent` reached by `m`, added as its last child when there is
    /// none. `m` must be legal after `parent`.
    fn add(&mut self, parent: NodeId, m: Move) -> NodeId {
        if let Some(child) = self.child_with(parent, m) {
            return child;
        }
        let id = NodeId(self.nodes.len());
        let ply = self.ply(parent) + 1;
        self.nodes.push(Some(Node {
            m: Some(m),
            parent: Some(parent),
            children: Vec::new(),
            ply,
        }));
        self.get_mut(parent).children.push(id);
        id
    }

    /// Moves `node` one place up among its siblings: the variation before it comes
    /// after it, and the second child becomes the main continuation. Returns whether
    /// it moved (not when it is the first child already, or the start).
    /// [`Tree::make_main_line`] takes it to the front at every level.
    pub fn promote(&mut self, node: NodeId) -> bool {
        let Some(parent) = self.parent(node) else {
            return false;
        };
        let siblings = &mut self.get_mut(parent).children;
        match siblings.iter().position(|&s| s == node) {
            Some(i) if i > 0 => {
                siblings.swap(i - 1, i);
                true
            }
            _ => false,
        }
    }

    /// Puts `node` on the main line: it and each node on its path becomes the first
    /// child of its parent, the others keeping their order after it (lichess's "make
    /// main line"). Returns whether anything moved.
    pub fn make_main_line(&mut self, node: NodeId) -> bool {
        let mut moved = false;
        let mut at = node;
        while let Some(parent) = self.parent(at) {
            let siblings = &mut self.get_mut(parent).children;
            if let Some(i) = siblings.iter().position(|&s| s == at) {
                moved |= i > 0;
                siblings[..=i].rotate_right(1);
            }
            at = parent;
        }
        moved
    }

    /// Removes `node` and every node after it, and returns its parent; the start
    /// cannot be removed (`None`). The other nodes keep their ids.
    pub fn delete(&mut self, node: NodeId) -> Option<NodeId> {
        let parent = self.parent(node)?;
        self.get_mut(parent).children.retain(|&c| c != node);
        let mut doomed = vec![node];
        while let Some(gone) = doomed.pop() {
            if let Some(gone) = self.nodes[gone.0].take() {
                doomed.extend(gone.children);
            }
        }
        Some(parent)
    }

    /// The record: as [`Game::record`] writes a game's (`tags`, the `[Board "..."]` and
    /// `[Position "..."]` lines), then the [`movetext`](Tree::movetext) with its
    /// variations. A tree without variations has its main line's record.
    #[must_use]
    pub fn record(&self, tags: &[(&str, &str)]) -> String {
        // A game of no moves writes the lines before the moves, and nothing after.
        let mut out = Game::from_position(self.start).record(tags);
        out.push_str(&self.movetext());
        out
    }

    /// The moves of the main line, numbered as [`Game::movetext`] numbers them, each
    /// followed by its variations in parentheses: the other children of its parent,
    /// each with its line. A variation starts with its move number (`(2.` or `(1...`),
    /// and the main line's next move is numbered again after it, also when it is the
    /// second of a pair (`1...`).
    #[must_use]
    pub fn movetext(&self) -> String {
        let mut out = String::new();
        let mut todo = vec![Writing::Line(Tree::START, false)];
        while let Some(next) = todo.pop() {
            match next {
                Writing::Line(node, numbered) => {
                    let Some((&main, others)) = self.children(node).split_first() else {
                        continue;
                    };
                    let number = self.number(main).expect("a child is not the start");
                    if !number.second {
                        push_word(&mut out, &number.label());
                    } else if numbered {
                        push_word(&mut out, &number.token());
                    }
                    push_word(&mut out, &self.move_text(main));
                    todo.push(Writing::Line(main, !others.is_empty()));
                    todo.extend(others.iter().rev().map(|&other| Writing::Variation(other)));
                }
                Writing::Variation(node) => {
                    let number = self.number(node).expect("a child is not the start");
                    out.push_str(" (");
                    out.push_str(&number.token());
                    push_word(&mut out, &self.move_text(node));
                    todo.push(Writing::Close);
                    todo.push(Writing::Line(node, false));
                }
                Writing::Close => out.push(')'),
            }
        }
        out
    }

    /// The move that led to `node` in notation.
    fn move_text(&self, node: NodeId) -> String {
        self.move_to(node)
            .map(|m| m.to_string())
            .unwrap_or_default()
    }

    /// Reads a record with variations (see [`Tree::record`]): tags as
    /// [`Game::from_record`] reads them, then moves, optionally numbered, each
    /// variation in parentheses after the move it replaces; variations may nest, and a
    /// parenthesis may stand apart or be glued to a move or a number (`(1...`,
    /// `b1-d2))`). Every move is checked in the game along its path, a variation's
    /// move numbers too. A record without parentheses is read into the main line
    /// [`Game::from_record`] reads.
    ///
    /// # Errors
    /// As [`Game::from_record`], and for the parentheses: a variation never closed
    /// (where it was opened), a `)` that closes none, a `(` before any move of its
    /// line, a variation without a move.
    pub fn from_record(text: &str) -> Result<Tree, RecordError> {
        let mut reader: Option<Reader> = None;
        let game = Game::read_record(text, |game, word, line| {
            reader
                .get_or_insert_with(|| Reader::new(*game.start()))
                .read_word(game, word, line)
        })?;
        match reader {
            Some(reader) => reader.finish(),
            None => Ok(Tree::new(*game.start())),
        }
    }
}

/// A record being read into a tree, word by word. The game along the path to the last
/// move read is `Game::read_record`'s, lent to each word.
struct Reader {
    tree: Tree,
    /// The node of the last move read (the start before any).
    at: NodeId,
    /// The variations open, the innermost last.
    open: Vec<Opened>,
}

/// A variation open: the node of the move it replaces, where the line goes on after
/// its `)`, and the line of its `(`.
struct Opened {
    replaced: NodeId,
    line: usize,
}

/// What a word of a record is refused with: the ply it names, and why.
type Refusal = (Option<usize>, RecordErrorKind);

impl Reader {
    fn new(start: Position) -> Reader {
        Reader {
            tree: Tree::new(start),
            at: Tree::START,
            open: Vec::new(),
        }
    }

    /// Reads a word of the moves on line `line`: moves, move numbers and parentheses,
    /// glued or not. `game` is the game along the path to the last move read.
    fn read_word(&mut self, game: &mut Game, word: &str, line: usize) -> Result<(), Refusal> {
        let mut rest = word;
        while !rest.is_empty() {
            // A parenthesis alone, or what comes before the next one.
            let end = rest.find(['(', ')']).unwrap_or(rest.len()).max(1);
            let (piece, after) = rest.split_at(end);
            self.read(game, piece, line)?;
            rest = after;
        }
        Ok(())
    }

    /// Reads a move, a move number, `(` or `)`.
    fn read(&mut self, game: &mut Game, piece: &str, line: usize) -> Result<(), Refusal> {
        let ply = game.moves().len();
        let refused = |e| Err((Some(ply), RecordErrorKind::Variation(e)));
        match piece {
            "(" => {
                // A variation replaces the last move of its line: its line must have one.
                let line_start = self
                    .open
                    .last()
                    .and_then(|o| self.tree.parent(o.replaced))
                    .unwrap_or(Tree::START);
                let Some(parent) = self.tree.parent(self.at).filter(|_| self.at != line_start)
                else {
                    return refused(VariationError::BeforeMove);
                };
                self.open.push(Opened {
                    replaced: self.at,
                    line,
                });
                self.at = parent;
                game.undo();
            }
            ")" => {
                let Some(opened) = self.open.pop() else {
                    return refused(VariationError::Unopened);
                };
                let parent = self.tree.parent(opened.replaced).expect("not the start");
                if self.at == parent {
                    return refused(VariationError::Empty);
                }
                // Back to where the variation began, and on with the move it replaced.
                while game.moves().len() > self.tree.ply(parent) {
                    game.undo();
                }
                let m = self.tree.move_to(opened.replaced).expect("not the start");
                game.play(m)
                    .expect("the replaced move was legal where the variation began");
                self.at = opened.replaced;
            }
            _ => {
                game.read_token(piece)?;
                if let Some(&m) = game.moves().get(ply) {
                    self.at = self.tree.add(self.at, m);
                }
            }
        }
        Ok(())
    }

    /// The tree read, once every variation is closed.
    fn finish(self) -> Result<Tree, RecordError> {
        match self.open.last() {
            Some(opened) => Err(RecordError {
                line: opened.line,
                ply: Some(self.tree.ply(opened.replaced) - 1),
                kind: RecordErrorKind::Variation(VariationError::NotClosed),
            }),
            None => Ok(self.tree),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    fn mv(game: &Game, text: &str) -> Move {
        let text: MoveText = text.parse().unwrap();
        game.position().resolve(text).unwrap()
    }

    /// Plays the moves `line` after `node`, returning the last node.
    fn line(tree: &mut Tree, node: NodeId, line: &str) -> NodeId {
        line.split_whitespace().fold(node, |at, m| {
            tree.play_text(at, m.parse().unwrap()).unwrap()
        })
    }

    fn texts(tree: &Tree, nodes: &[NodeId]) -> Vec<String> {
        nodes.iter().map(|&n| tree.move_text(n)).collect()
    }

    #[test]
    fn play_adds_a_legal_move_as_the_last_child() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let a = line(&mut tree, Tree::START, "a1-c2");
        let b = line(&mut tree, Tree::START, "b1-d2");
        assert_eq!(tree.children(Tree::START), [a, b]);
        assert_eq!((a.index(), b.index()), (1, 2));
        assert_eq!(tree.parent(b), Some(Tree::START));
        assert_eq!(tree.ply(b), 1);
        let m = mv(&Game::default(), "c1-d3");
        let c = tree.play(Tree::START, m).unwrap();
        assert_eq!(tree.move_to(c), Some(m));
        assert_eq!(
            texts(&tree, tree.children(Tree::START)),
            ["a1-c2", "b1-d2", "c1-d3"]
        );
    }

    #[test]
    fn play_of_a_move_already_there_gives_its_node() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let a = line(&mut tree, Tree::START, "a1-c2");
        assert_eq!(line(&mut tree, Tree::START, "a1-c2"), a);
        assert_eq!(tree.play(Tree::START, tree.move_to(a).unwrap()), Ok(a));
        assert_eq!(tree.node_count(), 2);
    }

    #[test]
    fn play_refuses_an_illegal_move_with_the_rules_error() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let a = line(&mut tree, Tree::START, "a1-c2");
        let refused = tree.play_text(a, "a1-c2".parse().unwrap());
        assert_eq!(refused, Err(PlayError::NoArcher("a1".parse().unwrap())));
        let not_joined = tree.play_text(Tree::START, "a1-a2".parse().unwrap());
        assert!(matches!(not_joined, Err(PlayError::NotJoined { .. })));
        // A move of the other line is not legal here: White moved already.
        let white = mv(&Game::default(), "b1-d2");
        assert!(tree.play(a, white).is_err());
        assert_eq!(tree.node_count(), 2);
    }

    #[test]
    fn a_nodes_game_counts_repetitions_along_its_path() {
        // Each side takes an archer round a cycle of four circles: the position after
        // each round (the shuttle states too) is the same, a third time after three.
        let round = "a1-c2 e5-c4 c2-d4 c4-b2 d4-b3 b2-d3 b3-a1 d3-e5";
        let mut tree = Tree::new(Position::start(Colour::White));
        let first = line(&mut tree, Tree::START, round);
        let second = line(&mut tree, first, round);
        assert_eq!(tree.game_at(second).repetitions(), 2);
        // The position after a round's second move occurred after the first round's
        // (the first move had left Black no shuttle state yet) and the second's.
        let almost = line(&mut tree, second, "a1-c2");
        let end = line(&mut tree, almost, "e5-c4");
        let game = tree.game_at(end);
        assert_eq!(game.outcome(), Some(crate::game::Outcome::Repetition));
        assert_eq!(
            tree.play_text(end, "b1-d2".parse().unwrap()),
            Err(PlayError::GameOver)
        );
        // Beside it, the game goes on.
        let other = line(&mut tree, almost, "e5-d3");
        assert!(!tree.game_at(other).is_over());
        assert!(tree.play_text(other, "b1-d2".parse().unwrap()).is_ok());
    }

    #[test]
    fn a_nodes_game_keeps_the_shuttle_limit_of_its_path() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let shuttled = line(
            &mut tree,
            Tree::START,
            "a1-c2 a5-c4 c2-a1 c4-a5 a1-c2 a5-c4 c2-a1",
        );
        let black = line(&mut tree, shuttled, "c4-a5");
        assert!(matches!(
            tree.play_text(black, "a1-c2".parse().unwrap()),
            Err(PlayError::ShuttleLimit { .. })
        ));
        // Where White broke off the shuttle, the same step is legal.
        let broken = line(
            &mut tree,
            Tree::START,
            "a1-c2 a5-c4 c2-a1 c4-a5 b1-d2 a5-c4",
        );
        assert!(tree.play_text(broken, "a1-c2".parse().unwrap()).is_ok());
    }

    #[test]
    fn game_at_path_parent_and_children() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let end = line(&mut tree, Tree::START, "a1-c2 e5-d3 b1-a3");
        let from = tree.children(Tree::START)[0];
        let side = line(&mut tree, from, "b5-a3");
        let path = tree.path(end);
        assert_eq!(texts(&tree, &path), ["a1-c2", "e5-d3", "b1-a3"]);
        assert_eq!(tree.path(Tree::START), []);
        assert_eq!(tree.parent(path[1]), Some(path[0]));
        assert_eq!(tree.parent(Tree::START), None);
        assert_eq!(tree.children(path[0]), [path[1], side]);
        assert_eq!(tree.game_at(end).record(&[]), "1. a1-c2 e5-d3 2. b1-a3");
        assert_eq!(tree.game_at(side).record(&[]), "1. a1-c2 b5-a3");
        assert_eq!(tree.game_at(Tree::START), Game::default());
        assert_eq!(tree.number(side).unwrap().to_string(), "1...");
        assert_eq!(tree.number(Tree::START), None);
        assert_eq!(tree.side(side), Some(Colour::Black));
        assert_eq!(tree.side(end), Some(Colour::White));
    }

    #[test]
    fn the_main_line_follows_the_first_children() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let first = line(&mut tree, Tree::START, "a1-c2 e5-d3");
        line(&mut tree, Tree::START, "b1-d2 e5-d3 d2-b1");
        let from = tree.parent(first).unwrap();
        line(&mut tree, from, "b5-a3 b1-a3");
        assert_eq!(tree.main_line_end(), first);
        assert_eq!(tree.main_line().record(&[]), "1. a1-c2 e5-d3");
        assert_eq!(
            Tree::new(Position::start(Colour::White)).main_line(),
            Game::default()
        );
    }

    #[test]
    fn from_game_holds_its_moves_as_the_main_line() {
        let mut game = Game::new_on(Board::Traditional, Colour::Black);
        for m in ["a5-b3", "a1-c2", "b5-d4"] {
            game.play_text(m.parse().unwrap()).unwrap();
        }
        game.undo();
        let tree = Tree::from_game(&game);
        assert_eq!(tree.main_line(), game.at(2));
        assert_eq!(tree.node_count(), 3);
        assert_eq!(tree.start(), game.start());
    }

    #[test]
    fn promote_moves_a_node_one_place_up() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let [a, b, c] = ["a1-c2", "b1-d2", "c1-d3"].map(|m| line(&mut tree, Tree::START, m));
        assert!(tree.promote(c));
        assert_eq!(tree.children(Tree::START), [a, c, b]);
        assert!(tree.promote(c));
        assert_eq!(tree.children(Tree::START), [c, a, b]);
        assert_eq!(tree.main_line().record(&[]), "1. c1-d3");
        assert!(!tree.promote(c), "the first child stays first");
        assert!(!tree.promote(Tree::START));
        assert_eq!(tree.children(Tree::START), [c, a, b]);
    }

    #[test]
    fn make_main_line_brings_the_path_to_the_front_at_every_level() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let main = line(&mut tree, Tree::START, "a1-c2 e5-d3 b1-a3");
        let other = line(&mut tree, Tree::START, "b1-d2");
        let third = line(&mut tree, Tree::START, "c1-d3");
        let deep = line(&mut tree, other, "e5-d3");
        let deeper = line(&mut tree, other, "b5-a3 d2-b1");
        assert!(tree.make_main_line(deeper));
        assert_eq!(tree.main_line_end(), deeper);
        assert_eq!(tree.children(Tree::START)[1..], [tree.path(main)[0], third]);
        assert_eq!(tree.children(other), [tree.parent(deeper).unwrap(), deep]);
        assert!(!tree.make_main_line(deeper), "on the main line already");
        assert!(!tree.make_main_line(Tree::START));
    }

    #[test]
    fn delete_removes_a_subtree_and_keeps_the_other_ids() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let end = line(&mut tree, Tree::START, "a1-c2 e5-d3 b1-a3");
        let path = tree.path(end);
        let side = line(&mut tree, path[0], "b5-a3 b1-d2");
        let other = line(&mut tree, Tree::START, "b1-d2");
        assert_eq!(tree.delete(path[1]), Some(path[0]));
        assert_eq!(tree.children(path[0]), [tree.parent(side).unwrap()]);
        assert_eq!(tree.node(path[1].index()), None);
        assert_eq!(tree.node(end.index()), None);
        assert_eq!(tree.node(side.index()), Some(side));
        assert_eq!(
            tree.main_line_end(),
            side,
            "the variation is the main line now"
        );
        assert_eq!(tree.node_count(), 5);
        // New nodes never take a deleted node's id.
        let again = line(&mut tree, path[0], "e5-d3");
        assert!(again.index() > other.index());
        assert_eq!(tree.delete(Tree::START), None);
        assert_eq!(tree.delete(path[0]), Some(Tree::START));
        assert_eq!(tree.nodes().collect::<Vec<_>>(), [Tree::START, other]);
        assert_eq!(tree.node(99), None);
    }

    #[test]
    #[should_panic(expected = "a node of the tree")]
    fn a_deleted_node_is_no_node() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let a = line(&mut tree, Tree::START, "a1-c2");
        tree.delete(a);
        let _ = tree.children(a);
    }

    #[test]
    #[should_panic(expected = "a node of the tree")]
    fn another_trees_node_is_no_node() {
        let mut other = Tree::new(Position::start(Colour::White));
        let far = line(&mut other, Tree::START, "a1-c2 e5-d3");
        let _ = Tree::new(Position::start(Colour::White)).parent(far);
    }

    #[test]
    fn trees_are_equal_by_their_moves_not_their_ids() {
        let mut one = Tree::new(Position::start(Colour::White));
        line(&mut one, Tree::START, "b1-d2");
        let gone = line(&mut one, Tree::START, "a1-c2 e5-d3");
        one.delete(gone);
        let a = line(&mut one, Tree::START, "a1-c2");
        line(&mut one, a, "b5-a3");
        let mut two = Tree::new(Position::start(Colour::White));
        line(&mut two, Tree::START, "b1-d2");
        line(&mut two, Tree::START, "a1-c2 b5-a3");
        assert_eq!(one, two);
        two.promote(two.children(Tree::START)[1]);
        assert_ne!(one, two);
        assert_ne!(
            Tree::new(Position::start(Colour::Black)),
            Tree::new(Position::start(Colour::White))
        );
    }

    #[test]
    fn the_record_writes_variations_after_the_move_they_replace() {
        let mut tree = Tree::new(Position::start(Colour::White));
        let main = line(&mut tree, Tree::START, "a1-c2 e5-d3 b1-a3");
        let first = tree.path(main)[0];
        line(&mut tree, first, "b5-a3 b1-d2");
        assert_eq!(
            tree.movetext(),
            "1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3"
        );
        // A variation of a first move, and one nested in it; the second of a pair
        // after a variation is numbered again.
        let nested = line(&mut tree, Tree::START, "b1-d2 e5-d3");
        let from = tree.parent(nested).unwrap();
        line(&mut tree, from, "d5-c3");
        line(&mut tree, Tree::START, "c1-d3");
        assert_eq!(
            tree.record(&[("Event", "x")]),
            "[Event \"x\"]\n1. a1-c2 (1. b1-d2 e5-d3 (1... d5-c3)) (1. c1-d3) 1... e5-d3 \
             (1... b5-a3 2. b1-d2) 2. b1-a3"
        );
    }

    #[test]
    fn a_tree_without_variations_writes_its_games_record() {
        let text = "bbbb1/5/3b1/2w2/1wwww b a1c2:1 -";
        let position = Position::parse_on(text, Board::Traditional).unwrap();
        let mut game = Game::from_position(position);
        for m in ["d3-d4", "c2-d2", "d4-e2"] {
            game.play_text(m.parse().unwrap()).unwrap();
        }
        let tree = Tree::from_game(&game);
        assert_eq!(
            tree.record(&[("White", "Ann")]),
            game.record(&[("White", "Ann")])
        );
        assert_eq!(
            tree.record(&[]),
            format!("[Board \"traditional\"]\n[Position \"{text}\"]\n1. d3-d4 c2-d2 2. d4-e2")
        );
        assert_eq!(Tree::new(Position::start(Colour::White)).record(&[]), "");
    }

    #[test]
    fn variations_from_a_start_where_black_moves_first_are_numbered_as_the_game() {
        let mut tree = Tree::new(Position::start(Colour::Black));
        let main = line(&mut tree, Tree::START, "e5-d3 a1-c2 d3-b4");
        let from = tree.path(main)[0];
        line(&mut tree, from, "b1-d2");
        let from = tree.path(main)[1];
        line(&mut tree, from, "d5-c3");
        let text = tree.record(&[]);
        assert_eq!(
            text,
            "[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3 a1-c2 (1... b1-d2) 2. d3-b4 (2. d5-c3)"
        );
        assert_eq!(Tree::from_record(&text), Ok(tree));
    }

    #[test]
    fn a_record_reads_back_into_the_same_tree_and_text() {
        for text in [
            "1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3",
            "1. a1-c2 (1. b1-d2 e5-d3 (1... d5-c3)) (1. c1-d3) 1... e5-d3",
            "[Board \"traditional\"]\n1. a1-c2 (1. a1-b3) 1... a5-b3",
            "",
        ] {
            let tree = Tree::from_record(text).unwrap();
            assert_eq!(tree.record(&[]), text);
            assert_eq!(Tree::from_record(&tree.record(&[])), Ok(tree));
        }
    }

    #[test]
    fn parentheses_may_be_glued_to_moves_and_numbers() {
        let spaced = Tree::from_record("1. a1-c2 ( 1. b1-d2 e5-d3 ( 1... d5-c3 ) ) e5-d3").unwrap();
        let glued = Tree::from_record("1.a1-c2(1.b1-d2 e5-d3(1...d5-c3))e5-d3").unwrap();
        assert_eq!(glued, spaced);
        assert_eq!(
            glued.movetext(),
            "1. a1-c2 (1. b1-d2 e5-d3 (1... d5-c3)) 1... e5-d3"
        );
        // Numbers may be left out, in variations too; a second variation of one move.
        let bare = Tree::from_record("a1-c2 (b1-d2) (c1-e2 e5-d3) e5-d3").unwrap();
        assert_eq!(
            bare.movetext(),
            "1. a1-c2 (1. b1-d2) (1. c1-e2 e5-d3) 1... e5-d3"
        );
    }

    #[test]
    fn a_record_without_parentheses_reads_into_the_games_main_line() {
        for text in [
            "1. a1-c2 e5-d3 2. c2xd4",
            "[Position \"bbbb1/5/3b1/2w2/1wwww w a1c2:1 e5d3:1\"]\n\n1. c2-e1 d3-e1",
            "[Event \"x\"]\na1-b3 b5-c3\nb1-a3",
            "1. a1-c2 e5-d3 3. c2-d4",
            "1. a1-c2 a1-c2",
            "[Bad",
        ] {
            let game = Game::from_record(text);
            assert_eq!(
                Tree::from_record(text).map(|t| t.main_line()),
                game,
                "{text}"
            );
            if let Ok(game) = game {
                assert_eq!(Tree::from_record(text), Ok(Tree::from_game(&game)));
            }
        }
    }

    fn error(text: &str) -> (usize, Option<String>, RecordErrorKind, String) {
        let e = Tree::from_record(text).unwrap_err();
        let number = e.ply.map(|p| MoveNumber::after(p).to_string());
        (e.line, number, e.kind.clone(), e.to_string())
    }

    #[test]
    fn a_variation_not_closed_is_named_where_it_was_opened() {
        let (line, number, kind, message) =
            error("1. a1-c2 e5-d3\n(1... b5-a3 2. b1-d2 (2. c1-d3) 2... d5-c3\n");
        assert_eq!((line, number.as_deref()), (2, Some("1...")));
        assert_eq!(kind, RecordErrorKind::Variation(VariationError::NotClosed));
        assert_eq!(
            message,
            "line 2, move 1...: the variation opened here is never closed with ')'"
        );
        // The innermost of those left open.
        let (line, number, ..) = error("1. a1-c2 (1. b1-d2\ne5-d3 (1... d5-c3");
        assert_eq!((line, number.as_deref()), (2, Some("1...")));
    }

    #[test]
    fn a_close_without_an_open_is_refused_where_it_stands() {
        let (line, number, kind, message) = error("1. a1-c2 e5-d3\n2. b1-a3) d5-c3");
        assert_eq!(
            (line, number.as_deref(), kind),
            (
                2,
                Some("2..."),
                RecordErrorKind::Variation(VariationError::Unopened)
            )
        );
        assert_eq!(message, "line 2, move 2...: ')' closes no variation");
        let (.., kind, _) = error("1. a1-c2 (1. b1-d2)) e5-d3");
        assert_eq!(kind, RecordErrorKind::Variation(VariationError::Unopened));
    }

    #[test]
    fn a_variation_before_any_move_of_its_line_is_refused() {
        for (text, at) in [
            ("(1. a1-c2)", "1"),
            ("1. a1-c2 ((1... e5-d3))", "1"),
            ("1. a1-c2 e5-d3 (1... b5-a3 ((", "1..."),
        ] {
            let (line, number, kind, _) = error(text);
            assert_eq!(
                (line, number.as_deref(), kind),
                (
                    1,
                    Some(at),
                    RecordErrorKind::Variation(VariationError::BeforeMove)
                ),
                "{text}"
            );
        }
        assert_eq!(
            error("( a1-c2").3,
            "line 1, move 1: '(' before any move that its variation could replace"
        );
    }

    #[test]
    fn an_empty_variation_is_refused() {
        let (line, number, kind, message) = error("1. a1-c2 e5-d3 () 2. b1-a3");
        assert_eq!(
            (line, number.as_deref(), kind),
            (
                1,
                Some("1..."),
                RecordErrorKind::Variation(VariationError::Empty)
            )
        );
        assert_eq!(
            message,
            "line 1, move 1...: a variation '()' without a move"
        );
        // A move number is no move.
        assert_eq!(
            error("1. a1-c2 (1.) e5-d3").2,
            RecordErrorKind::Variation(VariationError::Empty)
        );
    }

    #[test]
    fn a_variations_moves_and_numbers_are_checked_in_its_own_game() {
        let (line, number, kind, message) = error("1. a1-c2 e5-d3 (1... b5-a3\n2. a1-c2)");
        assert_eq!((line, number.as_deref()), (2, Some("2")));
        assert!(matches!(
            kind,
            RecordErrorKind::Illegal(_, PlayError::NoArcher(_))
        ));
        assert_eq!(
            message,
            "line 2, move 2: a1-c2 is not legal: no archer stands on a1"
        );
        let (.., kind, message) = error("1. a1-c2 e5-d3 (2. b5-a3)");
        assert!(
            matches!(kind, RecordErrorKind::MoveNumber { .. }),
            "{message}"
        );
        assert_eq!(
            message,
            "line 1, move 1...: move number 2. where 1... was expected"
        );
        // After the variation, the main line goes on from the move it replaced.
        assert!(Tree::from_record("1. a1-c2 e5-d3 (1... b5-a3) 2. b1-a3 b5-a3").is_ok());
        assert_eq!(
            error("1. a1-c2 e5-d3 (1... b5-a3) 2. b1-a3 e5-d3")
                .2
                .clone(),
            error("1. a1-c2 e5-d3 2. b1-a3 e5-d3").2
        );
    }

    #[test]
    fn a_variation_of_the_main_move_itself_joins_it() {
        let tree = Tree::from_record("1. a1-c2 (1. a1-c2 e5-d3) b5-a3").unwrap();
        // The variation walked the main move and added e5-d3 first after it.
        assert_eq!(tree.movetext(), "1. a1-c2 e5-d3 (1... b5-a3)");
    }

    #[test]
    fn a_games_record_refuses_variations_at_the_first_parenthesis() {
        let text = "1. a1-c2 e5-d3\n(1... b5-a3) 2. b1-a3";
        let e = Game::from_record(text).unwrap_err();
        assert_eq!(
            (e.line, e.ply, &e.kind),
            (
                2,
                Some(2),
                &RecordErrorKind::Variation(VariationError::InGame)
            )
        );
        assert_eq!(
            e.to_string(),
            "line 2, move 2: a variation in parentheses, which a game's record does not hold"
        );
        assert_eq!(
            Game::from_record("a1-c2)").unwrap_err().kind,
            RecordErrorKind::Variation(VariationError::InGame)
        );
        // Its main line, by way of an analysis.
        let tree = Tree::from_record(text).unwrap();
        assert_eq!(tree.main_line().record(&[]), "1. a1-c2 e5-d3 2. b1-a3");
    }
}

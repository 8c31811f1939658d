//! Property tests of the analysis tree: random trees grown by random legal play, with
//! variations branching and nesting anywhere, on both boards, from the usual starts
//! and from set-up positions. Each writes a record that reads back into the same tree
//! and the same text.
#![cfg(feature = "analysis")]

use jarmo_core::engine::bench::endless_record;
use jarmo_core::{Board, Colour, Game, NodeId, Position, Tree};
use proptest::prelude::*;

/// One step of growing a tree; the numbers pick among what is there when it is taken.
#[derive(Clone, Debug)]
enum Grow {
    /// A legal move after any node.
    Branch {
        node: usize,
        choice: usize,
    },
    /// A legal move after the node added last: long lines, and variations nested in
    /// variations.
    Extend {
        choice: usize,
    },
    Promote(usize),
    MakeMainLine(usize),
    Delete(usize),
}

fn grow() -> impl Strategy<Value = Grow> {
    prop_oneof![
        6 => (any::<usize>(), any::<usize>()).prop_map(|(node, choice)| Grow::Branch { node, choice }),
        10 => any::<usize>().prop_map(|choice| Grow::Extend { choice }),
        1 => any::<usize>().prop_map(Grow::Promote),
        1 => any::<usize>().prop_map(Grow::MakeMainLine),
        1 => any::<usize>().prop_map(Grow::Delete),
    ]
}

/// A start: the board's usual one with either side first, or the position some random
/// moves from it (captures, marks, shuttle states).
fn start() -> impl Strategy<Value = Position> {
    (
        any::<bool>(),
        any::<bool>(),
        prop::collection::vec(any::<usize>(), 0..16),
    )
        .prop_map(|(traditional, black_first, moves)| {
            let board = if traditional {
                Board::Traditional
            } else {
                Board::Knight
            };
            let first = if black_first {
                Colour::Black
            } else {
                Colour::White
            };
            let mut game = Game::new_on(board, first);
            for choice in moves {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                game.play(legal[choice % legal.len()])
                    .expect("a legal move");
            }
            *game.position()
        })
}

/// The tree grown from `start` by `steps`.
fn tree(start: Position, steps: &[Grow]) -> Tree {
    let mut tree = Tree::new(start);
    let mut last = Tree::START;
    let pick = |tree: &Tree, i: usize| -> NodeId {
        let nodes: Vec<NodeId> = tree.nodes().collect();
        nodes[i % nodes.len()]
    };
    for step in steps {
        let (node, choice) = match *step {
            Grow::Branch { node, choice } => (pick(&tree, node), choice),
            Grow::Extend { choice } => (last, choice),
            Grow::Promote(node) => {
                let node = pick(&tree, node);
                tree.promote(node);
                continue;
            }
            Grow::MakeMainLine(node) => {
                let node = pick(&tree, node);
                tree.make_main_line(node);
                continue;
            }
            Grow::Delete(node) => {
                let node = pick(&tree, node);
                if tree.node(last.index()).is_some() && tree.path(last).contains(&node) {
                    last = tree.parent(node).unwrap_or(Tree::START);
                }
                tree.delete(node);
                continue;
            }
        };
        let legal = tree.game_at(node).legal_moves();
        if legal.is_empty() {
            continue;
        }
        last = tree
            .play(node, legal[choice % legal.len()])
            .expect("a legal move is played");
    }
    tree
}

/// Whether some node of the tree has more than one move after it.
fn has_variations(tree: &Tree) -> bool {
    tree.nodes().any(|n| tree.children(n).len() > 1)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_trees_record_reads_back_into_the_same_tree_and_text(
        start in start(),
        steps in prop::collection::vec(grow(), 0..80),
        event in "[ -~]{0,12}",
    ) {
        let tree = tree(start, &steps);
        let tags = [("Event", event.as_str())];
        let text = tree.record(&tags);
        let back = Tree::from_record(&text)
            .map_err(|e| TestCaseError::fail(format!("{text}\ndoes not read back: {e}")))?;
        prop_assert_eq!(&back, &tree, "{}", text);
        prop_assert_eq!(back.record(&tags), text.clone());
        // Its main line is a game, written as a game's record is.
        let main = tree.main_line();
        prop_assert_eq!(back.main_line(), main.clone());
        if !has_variations(&tree) {
            prop_assert_eq!(&text, &main.record(&tags));
            prop_assert_eq!(Game::from_record(&text), Ok(main));
        } else {
            prop_assert!(Game::from_record(&text).is_err(), "{}", text);
        }
    }

    #[test]
    fn every_node_of_a_tree_is_the_game_along_its_path(
        start in start(),
        steps in prop::collection::vec(grow(), 0..60),
    ) {
        let tree = tree(start, &steps);
        for node in tree.nodes() {
            let game = tree.game_at(node);
            let path: Vec<_> = tree.path(node).iter().map(|&n| tree.move_to(n).unwrap()).collect();
            prop_assert_eq!(game.moves(), &path[..]);
            prop_assert_eq!(game.start(), &start);
            for &child in tree.children(node) {
                prop_assert_eq!(tree.parent(child), Some(node));
                let m = tree.move_to(child).unwrap();
                prop_assert!(game.legal_moves().contains(&m), "{} after {}", m, game.record(&[]));
            }
        }
    }

    #[test]
    fn a_games_tree_has_the_game_as_its_main_line(start in start(), choices in prop::collection::vec(any::<usize>(), 0..40)) {
        let mut game = Game::from_position(start);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[choice % legal.len()]).unwrap();
        }
        let tree = Tree::from_game(&game);
        prop_assert_eq!(tree.main_line(), game.clone());
        prop_assert_eq!(tree.record(&[]), game.record(&[]));
        prop_assert_eq!(Tree::from_record(&game.record(&[])), Ok(tree));
    }
}

/// A variation in each variation, two thousand deep: written and read with stacks of
/// their own, not recursion, so that no depth overflows the call stack (in the page's
/// wasm it is 1 MB).
#[test]
fn variations_nested_thousands_deep_are_written_and_read() {
    let game = Game::from_record(&endless_record(Board::Knight, 2000, 1)).unwrap();
    let mut tree = Tree::new(*game.start());
    let mut at = Tree::START;
    for (ply, &m) in game.moves().iter().enumerate() {
        // Another move first, as the main continuation: the game goes on in a variation
        // inside the variation before.
        if let Some(&other) = game.at(ply).legal_moves().iter().find(|&&o| o != m) {
            tree.play(at, other).unwrap();
        }
        at = tree.play(at, m).unwrap();
    }
    assert_eq!(tree.game_at(at), game);
    let text = tree.record(&[]);
    assert!(text.ends_with(&")".repeat(1500)), "nested deep");
    let back = Tree::from_record(&text).unwrap();
    assert_eq!(back, tree);
    assert_eq!(back.record(&[]), text);
}

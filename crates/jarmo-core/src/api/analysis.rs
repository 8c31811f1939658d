//! The analysis board's questions (src/tree.rs) as functions of strings and numbers:
//! what `Analysis` does in JavaScript (src/wasm.rs). A node is named by its id, a
//! JavaScript number; `None` is a value that is no number.

use super::{state_json as game_state_json, with_tags, ApiError};
use crate::json::to_json;
use crate::moves::MoveText;
use crate::tree::{NodeId, Tree};

use super::views::AnalysisNodeView;

/// An analysis from a record, with variations or without (a game's record).
///
/// # Errors
/// The record's first problem, as [`super::game_from_record`] gives it:
/// `record.variation-*` for parentheses out of place, and `move.*`, `play.*` for a
/// move, in a variation too, each with its `line` and `moveNumber`.
pub fn from_record(text: &str) -> Result<Tree, ApiError> {
    Ok(Tree::from_record(text)?)
}

/// The node whose id is `node`.
///
/// # Errors
/// `api.bad-node` unless `node` is a whole number, the id of a node of `tree` (not
/// of a deleted one).
pub fn node(tree: &Tree, node: Option<f64>) -> Result<NodeId, ApiError> {
    node.filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
        // Checked: a whole number from 0 to u32::MAX.
        .and_then(|n| {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let index = n as usize;
            tree.node(index)
        })
        .ok_or_else(|| ApiError::new("api.bad-node", vec![]))
}

/// Plays a move written in notation after `node` and returns the id of the node it
/// leads to: the child that has it already, or a new last child.
///
/// # Errors
/// As [`node`]; `move.*` for a malformed move, `play.*` for an illegal one there (the
/// tree is then unchanged).
pub fn play(tree: &mut Tree, at: Option<f64>, text: &str) -> Result<usize, ApiError> {
    let at = node(tree, at)?;
    let text: MoveText = text.trim().parse()?;
    Ok(tree.play_text(at, text)?.index())
}

/// Moves `node` one place up among its siblings ([`Tree::promote`]); whether it
/// moved.
///
/// # Errors
/// As [`node`].
pub fn promote(tree: &mut Tree, at: Option<f64>) -> Result<bool, ApiError> {
    let at = node(tree, at)?;
    Ok(tree.promote(at))
}

/// Puts `node` on the main line ([`Tree::make_main_line`]); whether anything moved.
///
/// # Errors
/// As [`node`].
pub fn make_main_line(tree: &mut Tree, at: Option<f64>) -> Result<bool, ApiError> {
    let at = node(tree, at)?;
    Ok(tree.make_main_line(at))
}

/// Deletes `node` and the nodes after it, and returns its parent's id (where the
/// page goes when it showed a node deleted). The other nodes keep their ids.
///
/// # Errors
/// As [`node`]; `api.delete-start` for the start.
pub fn delete(tree: &mut Tree, at: Option<f64>) -> Result<usize, ApiError> {
    let at = node(tree, at)?;
    tree.delete(at)
        .map(NodeId::index)
        .ok_or_else(|| ApiError::new("api.delete-start", vec![]))
}

/// The state at `node` (contract.js: `GameState`), as `Game.state()` gives it for the
/// game along the node's path.
///
/// # Errors
/// As [`node`].
pub fn state_json(tree: &Tree, at: Option<f64>) -> Result<String, ApiError> {
    let at = node(tree, at)?;
    Ok(game_state_json(&tree.game_at(at)))
}

/// Every node of the tree, the start first, in the order of their ids (contract.js:
/// `AnalysisNode[]`).
#[must_use]
pub fn tree_json(tree: &Tree) -> String {
    let nodes: Vec<AnalysisNodeView> = tree
        .nodes()
        .map(|n| AnalysisNodeView::new(tree, n))
        .collect();
    to_json(&nodes)
}

/// The record with its variations, `tags` first (checked as [`super::record`] checks
/// them).
///
/// # Errors
/// As [`super::record`].
pub fn record(tree: &Tree, tags: &[(String, Option<String>)]) -> Result<String, ApiError> {
    with_tags(tags, |pairs| tree.record(pairs))
}

/// The record of the main line alone: a game's record, as `Game.record` writes it.
///
/// # Errors
/// As [`super::record`].
pub fn main_line(tree: &Tree, tags: &[(String, Option<String>)]) -> Result<String, ApiError> {
    super::record(&tree.main_line(), tags)
}

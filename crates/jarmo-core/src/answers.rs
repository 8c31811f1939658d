//! Prepared answers ("conditional moves") for a game with a friend by link: after
//! making a move, a player may add "if they play X, I play Y" a few moves deep. The
//! answers travel with the link; the friend's device plays Y at once when the friend
//! plays X.
//!
//! The answers are a prefix tree of pairs, the friend's move and the answer to it,
//! written as text for a link: the number of moves of the game it is for, a colon,
//! then its lines, each the moves from the friend's first, alternating, separated by
//! spaces (or `+`), the lines separated by `_` (or `~`, `,` or a line break):
//!
//! ```text
//! 3:e5-d3 a1-c2 b4-c3 c2-d4_d5-c3 b1-a3
//! ```
//!
//! Lines that start alike merge (`e5-d3 a1-c2` and `e5-d3 a1-c2 b4-c3 c2-d4` are one
//! branch); one friend's move with two different answers is an error. A tree is only
//! ever taken checked against its game: it is for the game's number of moves, every
//! move is legal in turn, each line ends with an answer, at most [`MAX_PAIRS`] pairs
//! deep and [`MAX_LINES`] lines, so that a link stays short.

use crate::api::ApiError;
use crate::excerpt::excerpt;
use crate::game::Game;
use crate::moves::{Move, MoveText};

/// The most pairs (the friend's move and the answer) in one line.
pub const MAX_PAIRS: usize = 3;
/// The most lines of a tree (after lines that start alike have merged).
pub const MAX_LINES: usize = 8;
/// The longest text read: longer is refused before anything else is looked at.
pub const MAX_TEXT: usize = 400;

/// One branch: the friend's move, the answer prepared, and what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Branch {
    theirs: Move,
    ours: Move,
    next: Vec<Branch>,
}

/// A checked tree of prepared answers for a game after `ply` moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answers {
    ply: usize,
    branches: Vec<Branch>,
}

/// What a prepared tree says when the friend has played a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The answer prepared to that move, legal now; `None` when the tree has none.
    pub answer: Option<Move>,
    /// What remains of the tree after the answer (for the game two moves on).
    pub rest: Answers,
}

fn shape(text: &str) -> ApiError {
    ApiError::new("answers.shape", vec![("text", excerpt(text))])
}

impl Answers {
    /// No answers, for a game after `ply` moves.
    #[must_use]
    pub fn empty(ply: usize) -> Answers {
        Answers {
            ply,
            branches: Vec::new(),
        }
    }

    /// The number of moves of the game this tree is for.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// Reads `text` and checks it against `game` as it stands now. An empty text is
    /// no answers.
    ///
    /// # Errors
    /// `answers.too-long` (`max`), `answers.shape` (`text`), `answers.ply` (`ply`,
    /// `plies`: the tree is for another number of moves), `answers.game-over`,
    /// `answers.odd` (`line`: it ends with the friend's move), `answers.too-deep`
    /// (`line`, `max`), `answers.move` (`line`, `move`: not a move, or not legal
    /// there), `answers.two-answers` (`line`, `move`: the friend's move already has
    /// another answer), `answers.too-many` (`max`: lines).
    pub fn parse(text: &str, game: &Game) -> Result<Answers, ApiError> {
        // Read byte by byte, without indexing, `format!` or `split` with patterns: this
        // is in the rules module of the first visit (BENCHMARKS.md), where each of those
        // costs code (and a panic's formatting).
        let text = text.trim();
        let plies = game.moves().len();
        if text.is_empty() {
            return Ok(Answers::empty(plies));
        }
        if text.len() > MAX_TEXT {
            return Err(ApiError::new(
                "answers.too-long",
                vec![("max", MAX_TEXT.to_string())],
            ));
        }
        let bytes = text.as_bytes();
        let mut ply: usize = 0;
        let mut at = 0;
        while let Some(b) = bytes.get(at).filter(|b| b.is_ascii_digit()) {
            ply = ply * 10 + usize::from(b - b'0');
            at += 1;
        }
        if at == 0 || at > 6 || bytes.get(at) != Some(&b':') {
            return Err(shape(text));
        }
        if ply != plies {
            return Err(ApiError::new(
                "answers.ply",
                vec![("ply", ply.to_string()), ("plies", plies.to_string())],
            ));
        }
        let mut tree = Answers::empty(ply);
        let body = text.get(at + 1..).unwrap_or_default().trim();
        if body.is_empty() {
            return Ok(tree);
        }
        if game.is_over() {
            return Err(ApiError::new("answers.game-over", vec![]));
        }
        let mut number = 0;
        let mut moves: Vec<&str> = Vec::new();
        let mut word = 0;
        // The end of the text ends the last line.
        for i in 0..=body.len() {
            let b = body.as_bytes().get(i).copied().unwrap_or(b'_');
            let ends_line = matches!(b, b'_' | b'~' | b',' | b'\n');
            if !ends_line && !matches!(b, b' ' | b'+' | b'\t' | b'\r') {
                continue;
            }
            // Separators are ASCII, so `word..i` lies on whole characters.
            if let Some(m) = body.get(word..i).filter(|m| !m.is_empty()) {
                moves.push(m);
            }
            word = i + 1;
            if ends_line {
                number += 1;
                tree.add_line(game, &moves, number, text)?;
                moves.clear();
            }
        }
        Ok(tree)
    }

    /// Checks line `number` (its `moves` as written) against `game` and merges it.
    fn add_line(
        &mut self,
        game: &Game,
        moves: &[&str],
        number: usize,
        text: &str,
    ) -> Result<(), ApiError> {
        let number = number.to_string();
        if moves.is_empty() {
            return Err(shape(text));
        }
        if moves.len() % 2 == 1 {
            return Err(ApiError::new("answers.odd", vec![("line", number)]));
        }
        if moves.len() > 2 * MAX_PAIRS {
            return Err(ApiError::new(
                "answers.too-deep",
                vec![("line", number), ("max", MAX_PAIRS.to_string())],
            ));
        }
        let played = play_line(game, moves, &number)?;
        self.add(&played, &number)?;
        if leaves(&self.branches) > MAX_LINES {
            return Err(ApiError::new(
                "answers.too-many",
                vec![("max", MAX_LINES.to_string())],
            ));
        }
        Ok(())
    }

    /// Merges one checked line (pairs of the friend's move and the answer).
    fn add(&mut self, line: &[Move], number: &str) -> Result<(), ApiError> {
        let mut branches = &mut self.branches;
        for pair in line.chunks_exact(2) {
            let &[theirs, ours] = pair else { break };
            let at = match branches.iter().position(|b| b.theirs == theirs) {
                Some(at) => at,
                None => {
                    branches.push(Branch {
                        theirs,
                        ours,
                        next: Vec::new(),
                    });
                    branches.len() - 1
                }
            };
            let Some(branch) = branches.get_mut(at) else {
                break;
            };
            if branch.ours != ours {
                return Err(ApiError::new(
                    "answers.two-answers",
                    vec![("line", number.to_string()), ("move", theirs.to_string())],
                ));
            }
            branches = &mut branch.next;
        }
        Ok(())
    }

    /// Every line from the root to a leaf, each the moves in turn, the friend's first.
    #[must_use]
    pub fn lines(&self) -> Vec<Vec<Move>> {
        fn walk(branches: &[Branch], path: &mut Vec<Move>, out: &mut Vec<Vec<Move>>) {
            for b in branches {
                path.push(b.theirs);
                path.push(b.ours);
                if b.next.is_empty() {
                    out.push(path.clone());
                } else {
                    walk(&b.next, path, out);
                }
                path.truncate(path.len().saturating_sub(2));
            }
        }
        let mut out = Vec::new();
        walk(&self.branches, &mut Vec::new(), &mut out);
        out
    }

    /// The tree as text (`3:e5-d3 a1-c2_d5-c3 b1-a3`); '' when it has no answers.
    #[must_use]
    pub fn text(&self) -> String {
        if self.branches.is_empty() {
            return String::new();
        }
        let mut out = self.ply.to_string();
        out.push(':');
        for (i, line) in self.lines().iter().enumerate() {
            if i > 0 {
                out.push('_');
            }
            for (j, m) in line.iter().enumerate() {
                if j > 0 {
                    out.push(' ');
                }
                out.push_str(&m.to_string());
            }
        }
        out
    }

    /// The answer to the friend's move `theirs` (as played in this tree's position),
    /// and what remains after it.
    #[must_use]
    pub fn reply(&self, theirs: Move) -> Reply {
        match self.branches.iter().find(|b| b.theirs == theirs) {
            Some(b) => Reply {
                answer: Some(b.ours),
                rest: Answers {
                    ply: self.ply + 2,
                    branches: b.next.clone(),
                },
            },
            None => Reply {
                answer: None,
                rest: Answers::empty(self.ply + 2),
            },
        }
    }
}

/// The number of lines (leaves) of `branches`.
fn leaves(branches: &[Branch]) -> usize {
    branches
        .iter()
        .map(|b| {
            if b.next.is_empty() {
                1
            } else {
                leaves(&b.next)
            }
        })
        .sum()
}

/// Plays `moves` in turn from `game`'s position (on a copy): the moves they are.
fn play_line(game: &Game, moves: &[&str], number: &str) -> Result<Vec<Move>, ApiError> {
    let mut scratch = game.at(game.moves().len());
    let mut played = Vec::with_capacity(moves.len());
    for text in moves {
        let bad = || {
            ApiError::new(
                "answers.move",
                vec![("line", number.to_string()), ("move", excerpt(text))],
            )
        };
        let parsed: MoveText = text.parse().map_err(|_| bad())?;
        played.push(scratch.play_text(parsed).map_err(|_| bad())?);
    }
    Ok(played)
}

/// The friend has just played the last move of `game`: the answer `text` (a tree for
/// the game one move before) prepared to it, and the rest of the tree.
///
/// # Errors
/// `api.bad-ply` when the game has no moves; any error of [`Answers::parse`] (a tree
/// for another number of moves, or one that does not fit the game).
pub fn reply_to_last(game: &Game, text: &str) -> Result<Reply, ApiError> {
    let plies = game.moves().len();
    let Some(&last) = game.moves().last() else {
        return Err(ApiError::new("api.bad-ply", vec![("max", "0".into())]));
    };
    let tree = Answers::parse(text, &game.at(plies - 1))?;
    Ok(tree.reply(last))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(record: &str) -> Game {
        Game::from_record(record).unwrap()
    }

    fn code(result: Result<Answers, ApiError>) -> (String, Vec<(String, String)>) {
        let e = result.unwrap_err();
        (
            e.code().to_string(),
            e.params()
                .iter()
                .map(|(n, v)| ((*n).to_string(), v.clone()))
                .collect(),
        )
    }

    const AFTER_ONE: &str = "1. a1-c2";

    #[test]
    fn a_tree_reads_merges_and_writes_itself_back() {
        let g = game(AFTER_ONE);
        let tree = Answers::parse("1:e5-d3+b1-a3+d3-e1+a3-c4_e5-d3 b1-a3_d5-e3 c2-d4", &g).unwrap();
        assert_eq!(tree.ply(), 1);
        assert_eq!(
            tree.text(),
            "1:e5-d3 b1-a3 d3xe1 a3-c4_d5-e3 c2-d4",
            "the line that is a prefix of another merges into it"
        );
        assert_eq!(tree.lines().len(), 2);
        // What it writes reads back as the same tree.
        assert_eq!(Answers::parse(&tree.text(), &g).unwrap(), tree);
        // Other separators read alike; the same line twice is one.
        let again =
            Answers::parse(" 1:e5-d3 b1-a3 d3-e1 a3-c4~d5-e3 c2-d4,d5-e3 c2-d4 ", &g).unwrap();
        assert_eq!(again, tree);
    }

    #[test]
    fn an_empty_text_is_no_answers() {
        let g = game(AFTER_ONE);
        for text in ["", "  ", "1:", "1: "] {
            let tree = Answers::parse(text, &g).unwrap();
            assert!(tree.is_empty(), "{text:?}");
            assert_eq!(tree.text(), "");
        }
    }

    #[test]
    fn captures_are_written_as_the_game_writes_them() {
        let g = game("1. a1-b3 b5-c3 2. b1-a3 c5-d3");
        let tree = Answers::parse("4:b3-a5 d3-c1", &g).unwrap();
        assert_eq!(tree.text(), "4:b3xa5 d3xc1");
    }

    #[test]
    fn each_refusal_names_its_reason() {
        let g = game(AFTER_ONE);
        assert_eq!(code(Answers::parse("e5-d3 b1-a3", &g)).0, "answers.shape");
        assert_eq!(code(Answers::parse("x:e5-d3 b1-a3", &g)).0, "answers.shape");
        assert_eq!(
            code(Answers::parse("1:e5-d3 b1-a3__", &g)).0,
            "answers.shape"
        );
        assert_eq!(
            code(Answers::parse("3:e5-d3 b1-a3", &g)),
            (
                "answers.ply".into(),
                vec![("ply".into(), "3".into()), ("plies".into(), "1".into())]
            )
        );
        assert_eq!(
            code(Answers::parse("1:e5-d3 b1-a3_d5-e3", &g)),
            ("answers.odd".into(), vec![("line".into(), "2".into())])
        );
        assert_eq!(
            code(Answers::parse(
                "1:e5-d3 b1-a3 d3-e1 a3-c4 e1-d3 c4-a3 d3-e1 a3-c4",
                &g
            )),
            (
                "answers.too-deep".into(),
                vec![("line".into(), "1".into()), ("max".into(), "3".into())]
            )
        );
        assert_eq!(
            code(Answers::parse("1:e5-d3 b1-a3_e5-d3 b1-d2", &g)),
            (
                "answers.two-answers".into(),
                vec![("line".into(), "2".into()), ("move".into(), "e5-d3".into())]
            )
        );
        // Not legal: White's answer a1-c2 (a1 is empty now), and the friend's move a White one.
        assert_eq!(
            code(Answers::parse("1:e5-d3 a1-c2", &g)),
            (
                "answers.move".into(),
                vec![("line".into(), "1".into()), ("move".into(), "a1-c2".into())]
            )
        );
        assert_eq!(code(Answers::parse("1:b1-a3 e5-d3", &g)).0, "answers.move");
        assert_eq!(code(Answers::parse("1:zz b1-a3", &g)).0, "answers.move");
        assert_eq!(
            code(Answers::parse(
                &format!("1:{}", "e5-d3 b1-a3_".repeat(100)),
                &g
            )),
            (
                "answers.too-long".into(),
                vec![("max".into(), "400".into())]
            )
        );
    }

    #[test]
    fn a_tree_has_a_bounded_number_of_lines() {
        let g = game(AFTER_ONE);
        let legal = g.legal_moves();
        // Every Black move with some White answer: more lines than allowed.
        let mut lines = Vec::new();
        for theirs in &legal {
            let mut next = g.at(1);
            next.play(*theirs).unwrap();
            let ours = next.legal_moves()[0];
            lines.push(format!("{theirs} {ours}"));
        }
        assert!(lines.len() > MAX_LINES);
        let ok = format!("1:{}", lines[..MAX_LINES].join("_"));
        assert_eq!(Answers::parse(&ok, &g).unwrap().lines().len(), MAX_LINES);
        let over = format!("1:{}", lines[..=MAX_LINES].join("_"));
        assert_eq!(
            code(Answers::parse(&over, &g)),
            ("answers.too-many".into(), vec![("max".into(), "8".into())])
        );
    }

    #[test]
    fn no_answers_on_a_finished_game() {
        let over = Game::from_position("1w3/5/5/1b3/5 b - -".parse().unwrap());
        assert!(over.is_over());
        assert_eq!(
            code(Answers::parse("0:e5-d3 b1-a3", &over)).0,
            "answers.game-over"
        );
        assert!(Answers::parse("0:", &over).unwrap().is_empty());
    }

    #[test]
    fn a_line_whose_friends_move_ends_the_game_is_refused() {
        // Black to move can win at once with b3-a1 (it reaches the goal row and ends it);
        // no answer can follow that.
        let g = Game::from_position("1W3/5/1B3/5/2B1w b - -".parse().unwrap());
        let mut after = g.at(0);
        after.play_text("b3-a1".parse().unwrap()).unwrap();
        assert!(after.is_over());
        assert_eq!(
            code(Answers::parse("0:b3-a1 e1-d3", &g)).0,
            "answers.move",
            "the game ended with the friend's move"
        );
    }

    #[test]
    fn the_reply_to_a_move_descends_the_tree() {
        let g = game(AFTER_ONE);
        let tree = Answers::parse("1:e5-d3 b1-a3 d3xe1 a3-c4_d5-e3 c2-d4", &g).unwrap();
        let mut after = g.at(1);
        let e5d3 = after.play_text("e5-d3".parse().unwrap()).unwrap();
        let reply = tree.reply(e5d3);
        assert_eq!(
            reply.answer.map(|m| m.to_string()).as_deref(),
            Some("b1-a3")
        );
        assert_eq!(reply.rest.text(), "3:d3xe1 a3-c4");
        // The rest fits the game two moves on.
        after.play(reply.answer.unwrap()).unwrap();
        assert_eq!(
            Answers::parse(&reply.rest.text(), &after).unwrap(),
            reply.rest
        );
        // A move the tree has no answer for: none, and nothing remains.
        let m = g
            .legal_moves()
            .into_iter()
            .find(|m| !["e5-d3", "d5-e3"].contains(&m.to_string().as_str()))
            .unwrap();
        let none = tree.reply(m);
        assert_eq!(none.answer, None);
        assert!(none.rest.is_empty());
        assert_eq!(none.rest.ply(), 3);
        // The leaf's answer leaves nothing.
        let mut leaf = g.at(1);
        let d5e3 = leaf.play_text("d5-e3".parse().unwrap()).unwrap();
        assert_eq!(tree.reply(d5e3).rest.text(), "");
    }

    #[test]
    fn reply_to_last_checks_the_tree_against_the_game_before_the_move() {
        let mut g = game("1. a1-c2 e5-d3");
        let reply = reply_to_last(&g, "1:e5-d3 b1-a3_d5-e3 c2-d4").unwrap();
        assert_eq!(reply.answer.unwrap().to_string(), "b1-a3");
        g.play(reply.answer.unwrap()).unwrap();
        assert_eq!(g.moves().len(), 3);
        // A tree for another number of moves, or a damaged one, is an error.
        let g = game("1. a1-c2 e5-d3");
        assert_eq!(
            reply_to_last(&g, "2:e5-d3 b1-a3").unwrap_err().code(),
            "answers.ply"
        );
        assert_eq!(
            reply_to_last(&g, "1:e5-d3 a1-c2").unwrap_err().code(),
            "answers.move"
        );
        assert_eq!(
            reply_to_last(&Game::default(), "0:a1-c2 e5-d3")
                .unwrap_err()
                .code(),
            "api.bad-ply"
        );
        // No answers: none.
        assert_eq!(reply_to_last(&g, "").unwrap().answer, None);
    }
}

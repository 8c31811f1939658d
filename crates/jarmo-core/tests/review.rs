//! The review of a game: labels by loss, the solver's two rules, the evaluation's
//! text, and reviews that repeat. Searches here are limited by nodes, so they need
//! no clock and repeat exactly.

use jarmo_core::engine::Engine;
use jarmo_core::review::{review_game, Eval, Label, ReviewLimits, Reviewer, THRESHOLDS};
use jarmo_core::{Colour, Game, MoveText};

fn no_clock() -> f64 {
    0.0
}

/// A game from `start` (a position or `start`) with `moves` played.
fn game(start: &str, moves: &str) -> Game {
    let mut g = if start == "start" {
        Game::default()
    } else {
        Game::from_position(start.parse().expect("test positions are valid"))
    };
    for m in moves.split_whitespace() {
        g.play_text(m.parse::<MoveText>().unwrap()).unwrap();
    }
    g
}

fn limits() -> ReviewLimits {
    ReviewLimits::nodes(3_000)
}

#[test]
fn eval_is_written_from_whites_side_with_two_decimals() {
    let texts: Vec<String> = [
        Eval::Points(35),
        Eval::Points(-120),
        Eval::Points(0),
        Eval::Points(5),
        Eval::Points(-1),
        Eval::Points(1234),
        Eval::Win {
            winner: Colour::White,
            plies: 3,
        },
        Eval::Win {
            winner: Colour::Black,
            plies: 0,
        },
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        texts,
        ["+0.35", "-1.20", "0.00", "+0.05", "-0.01", "+12.34", "W+3", "B+0"]
    );
}

#[test]
fn labels_follow_the_loss_thresholds() {
    let cases = [
        (0, Label::Best),
        (10, Label::Best),
        (11, Label::Good),
        (30, Label::Good),
        (31, Label::Inaccuracy),
        (80, Label::Inaccuracy),
        (81, Label::Mistake),
        (200, Label::Mistake),
        (201, Label::Blunder),
        (10_000, Label::Blunder),
    ];
    for (loss, label) in cases {
        assert_eq!(Label::for_loss(loss), label, "loss {loss}");
    }
    assert_eq!(THRESHOLDS.len(), 4);
    let names: Vec<&str> = [
        Label::Best,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ]
    .iter()
    .map(|l| l.name())
    .collect();
    assert_eq!(names, ["best", "good", "inaccuracy", "mistake", "blunder"]);
}

#[test]
fn the_only_forced_win_is_best() {
    // Only the return wins by force (see the solver's tests): White wins 2 plies
    // after it.
    let g = game("2Wb1/5/5/w4/1b3 w - -", "@d1");
    let lines = review_game(&g, &limits(), &no_clock);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].to_string(), "1 @d1 best W+2 @d1");
}

#[test]
fn a_move_that_lets_the_opponent_win_by_force_is_a_blunder() {
    // a2xc3 wins at once; after a2-b4 Black's c3-d1 ends the game 4-3 for Black.
    let g = game("2w2/5/2b2/w4/1b3 w - -", "a2-b4 c3-d1");
    let lines = review_game(&g, &limits(), &no_clock);
    let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        ["1 a2-b4 blunder B+1 a2xc3", "2 c3-d1 best B+0 c3-d1"]
    );
    assert!(lines[0].loss > 200, "{}", lines[0].loss);
}

#[test]
fn a_lost_position_is_no_blunder_by_the_solvers_rule() {
    // White to move loses by force whatever it does: its only free archer, on a3,
    // cannot stop Black in 2 plies. A move after which Black wins by force is no
    // blunder here, as there was no draw or win to lose.
    let g = game("ww3/5/W2B1/5/3bB w b1a3:1 e5d3:3", "");
    let mut reviewer = Reviewer::default();
    let mut engine = Engine::new(1);
    let analysis = reviewer.analyse(&mut engine, &g, &limits(), &no_clock);
    assert_eq!(analysis.loses_in, Some(2));
    for m in g.legal_moves() {
        let mut played = g.clone();
        played.play(m).unwrap();
        let line = reviewer
            .review_ply(&mut engine, &played, 1, &limits(), &no_clock)
            .unwrap();
        assert!(
            matches!(
                line.eval,
                Eval::Win {
                    winner: Colour::Black,
                    ..
                }
            ),
            "{line}"
        );
        assert_ne!(line.label, Label::Blunder, "{line}");
    }
}

#[test]
fn review_prints_ply_move_label_eval_and_best() {
    let g = game("start", "a1-c2 e5-d3 b1-a3");
    let lines = review_game(&g, &limits(), &no_clock);
    assert_eq!(lines.len(), 3);
    for (i, line) in lines.iter().enumerate() {
        let text = line.to_string();
        let fields: Vec<&str> = text.split(' ').collect();
        assert_eq!(fields.len(), 5, "{text}");
        assert_eq!(fields[0], (i + 1).to_string());
        assert_eq!(fields[1], g.moves()[i].to_string());
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&fields[2]),
            "{text}"
        );
        // Early in the game: points, never a forced win.
        assert!(fields[3] == "0.00" || fields[3].contains('.'), "{text}");
        assert!(g.positions()[i].is_legal(line.best), "{text}");
        assert_eq!(
            line.label == Label::Best,
            line.loss <= 10 || line.best == line.played
        );
    }
}

#[test]
fn a_game_won_with_its_last_move_ends_at_w_plus_0() {
    let g = game("2w2/5/2b2/w4/1b3 w - -", "a2xc3");
    let lines = review_game(&g, &limits(), &no_clock);
    assert_eq!(lines[0].eval.to_string(), "W+0");
    assert_eq!(lines[0].label, Label::Best);
}

#[test]
fn review_with_a_node_budget_repeats_exactly() {
    let g = game(
        "start",
        "a1-c2 a5-b3 c1xb3 c5xb3 c2-d4 b5xd4 b1-c3 d5-b4 c3-e4 b3-c1",
    );
    let first = review_game(&g, &limits(), &no_clock);
    let second = review_game(&g, &limits(), &no_clock);
    assert_eq!(first, second);
}

#[test]
fn reviewing_ply_by_ply_in_any_order_gives_the_same_lines() {
    // The page reviews one ply at a time; each position's analysis starts from a
    // cleared engine, so the order does not matter.
    let g = game("start", "a1-c2 a5-b3 c1xb3 c5xb3 c2-d4 b5xd4");
    let whole = review_game(&g, &limits(), &no_clock);
    let mut reviewer = Reviewer::default();
    let mut engine = Engine::new(1);
    let mut backwards: Vec<_> = (1..=g.moves().len())
        .rev()
        .map(|ply| {
            reviewer
                .review_ply(&mut engine, &g, ply, &limits(), &no_clock)
                .unwrap()
        })
        .collect();
    backwards.reverse();
    assert_eq!(backwards, whole);
    assert!(reviewer
        .review_ply(&mut engine, &g, 0, &limits(), &no_clock)
        .is_none());
    assert!(reviewer
        .review_ply(&mut engine, &g, 7, &limits(), &no_clock)
        .is_none());
}

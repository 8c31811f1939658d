//! One test per rule and per **Decision** of RULES.md. Each test's name says the rule
//! it checks; positions are written in the position notation so that a reader can set
//! them up on a board.

use jarmo_core::{
    lines, Circle, CircleSet, Colour, End, Game, Move, MoveNumber, MoveText, Outcome,
    ParseMoveError, ParsePositionError, PlayError, Position, RecordErrorKind, Shuttle,
    ShuttleProblem,
};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("test position '{text}' is invalid: {e}"))
}

fn c(name: &str) -> Circle {
    name.parse().expect("test circle")
}

fn text(m: &str) -> MoveText {
    m.parse()
        .unwrap_or_else(|e| panic!("test move '{m}' is malformed: {e}"))
}

/// The legal move `m` names in `p`; panics when it is not legal.
fn resolve(p: &Position, m: &str) -> Move {
    p.resolve(text(m))
        .unwrap_or_else(|e| panic!("'{m}' should be legal in '{p}': {e}"))
}

/// The position after the legal move `m`.
fn after(p: &Position, m: &str) -> Position {
    let mv = resolve(p, m);
    p.play(mv)
        .unwrap_or_else(|e| panic!("'{m}' resolved but play refused it in '{p}': {e}"))
}

/// Plays the moves in order from `p`.
fn after_all(p: &Position, moves: &str) -> Position {
    moves.split_whitespace().fold(*p, |p, m| after(&p, m))
}

/// The legal moves as text, sorted.
fn moves(p: &Position) -> Vec<String> {
    let mut list: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    list.sort();
    list
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn set(names: &str) -> CircleSet {
    names
        .split_whitespace()
        .fold(CircleSet::EMPTY, |s, n| s.with(c(n)))
}

// ---------------------------------------------------------------------------------
// Board and lines
// ---------------------------------------------------------------------------------

#[test]
fn line_table_has_48_lines_each_a_knights_move() {
    assert_eq!(lines::COUNT, 48);
    assert_eq!(lines::ALL.len(), 48);
    for (a, b) in lines::ALL {
        let df = (i32::from(a.file()) - i32::from(b.file())).abs();
        let dr = (i32::from(a.rank()) - i32::from(b.rank())).abs();
        assert!(
            (df, dr) == (1, 2) || (df, dr) == (2, 1),
            "{a}-{b} is not a knight's move"
        );
        assert!(a < b, "line {a}-{b} not written lower circle first");
    }
    let mut distinct = lines::ALL.to_vec();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 48, "a line is listed twice");
}

#[test]
fn circles_are_joined_exactly_when_a_knights_move_apart() {
    let mut joined_pairs = 0;
    for a in Circle::all() {
        for b in Circle::all() {
            let df = (i32::from(a.file()) - i32::from(b.file())).abs();
            let dr = (i32::from(a.rank()) - i32::from(b.rank())).abs();
            let knight = df * dr == 2;
            assert_eq!(lines::joins(a, b), knight, "{a} and {b}");
            assert_eq!(lines::from(a).contains(b), knight, "{a} and {b}");
            joined_pairs += usize::from(knight);
        }
    }
    assert_eq!(joined_pairs, 2 * 48);
}

#[test]
fn c1_c2_is_not_a_line_and_not_a_step() {
    assert!(!lines::joins(c("c1"), c("c2")));
    let start = Position::default();
    // c2 is empty and c1 holds a White archer: only the missing line forbids it.
    assert_eq!(
        start.resolve(text("c1-c2")),
        Err(PlayError::NotJoined {
            from: c("c1"),
            to: c("c2")
        })
    );
}

#[test]
fn a1_c2_and_c1_d3_are_lines_and_legal_steps() {
    assert!(lines::joins(c("a1"), c("c2")));
    assert!(lines::joins(c("c1"), c("d3")));
    let start = Position::default();
    assert_eq!(
        resolve(&start, "a1-c2"),
        Move::Step {
            from: c("a1"),
            to: c("c2"),
            capture: false
        }
    );
    assert_eq!(resolve(&start, "c1-d3").to_string(), "c1-d3");
}

#[test]
fn steps_go_only_along_lines_to_the_joined_circles() {
    let p = pos("b4/5/2w2/5/5 w - -");
    assert_eq!(
        moves(&p),
        sorted(&["c3-a2", "c3-a4", "c3-b1", "c3-b5", "c3-d1", "c3-d5", "c3-e2", "c3-e4"])
    );
    // A rook's, bishop's or longer move is not a line.
    for bad in ["c3-c4", "c3-d4", "c3-c5", "c3-e5", "c3-a3"] {
        assert!(
            matches!(p.resolve(text(bad)), Err(PlayError::NotJoined { .. })),
            "{bad}"
        );
    }
}

#[test]
fn start_position_has_the_14_knight_steps_of_rank_1() {
    let start = Position::default();
    assert_eq!(start.to_string(), "bbbbb/5/5/5/wwwww w - -");
    assert_eq!(
        moves(&start),
        sorted(&[
            "a1-b3", "a1-c2", "b1-a3", "b1-c3", "b1-d2", "c1-a2", "c1-b3", "c1-d3", "c1-e2",
            "d1-b2", "d1-c3", "d1-e3", "e1-c2", "e1-d3"
        ])
    );
    for colour in Colour::ALL {
        assert_eq!(start.captured(colour), 0);
    }
    assert!(start.marked().is_empty());
}

#[test]
fn step_to_a_circle_with_an_own_archer_is_illegal() {
    let p = pos("bbbbb/5/5/2w2/wwww1 w - -");
    // e1 is empty now, but a1-c2 would land on the own archer on c2.
    assert_eq!(
        p.resolve(text("a1-c2")),
        Err(PlayError::OwnArcherThere(c("c2")))
    );
    assert!(!moves(&p).contains(&"a1-c2".to_string()));
}

#[test]
fn only_the_side_to_move_steps() {
    let start = Position::default();
    assert_eq!(
        start.resolve(text("a5-c4")),
        Err(PlayError::NotYourArcher(c("a5")))
    );
    assert_eq!(
        start.resolve(text("a3-b5")),
        Err(PlayError::NoArcher(c("a3")))
    );
}

// ---------------------------------------------------------------------------------
// Who starts
// ---------------------------------------------------------------------------------

#[test]
fn white_moves_first_by_default() {
    assert_eq!(Position::default().turn(), Colour::White);
    assert_eq!(Position::default(), Position::start(Colour::White));
    assert_eq!(Game::default().first_mover(), Colour::White);
    assert_eq!(Game::default().position().turn(), Colour::White);
}

#[test]
fn black_may_start() {
    let p = Position::start(Colour::Black);
    assert_eq!(p.turn(), Colour::Black);
    assert_eq!(p.to_string(), "bbbbb/5/5/5/wwwww b - -");
    assert_eq!(p.legal_moves().len(), 14);
    assert!(p.legal_moves().iter().all(|m| match m {
        Move::Step { from, .. } => from.rank() == 4,
        _ => false,
    }));
    let mut game = Game::new(Colour::Black);
    assert_eq!(game.first_mover(), Colour::Black);
    game.play_text(text("a5-c4")).expect("Black's step");
    assert_eq!(game.position().turn(), Colour::White);
}

// ---------------------------------------------------------------------------------
// Capture and marks
// ---------------------------------------------------------------------------------

#[test]
fn capture_removes_the_enemy_archer_and_marks_the_capturer() {
    let p = pos("4b/5/5/2b2/w4 w - -");
    assert_eq!(p.captured(Colour::Black), 3);
    let m = resolve(&p, "a1-c2");
    assert!(m.is_capture());
    assert_eq!(m.to_string(), "a1xc2");
    let q = p.play(m).expect("capture");
    assert_eq!(q.archer_on(c("c2")), Some((Colour::White, true)));
    assert_eq!(q.archer_on(c("a1")), None);
    assert_eq!(q.archers(Colour::Black), set("e5"));
    assert_eq!(
        q.captured(Colour::Black),
        4,
        "joins its owner's captured archers"
    );
    assert_eq!(
        q.captured(Colour::White),
        4,
        "the capturer's side loses nothing"
    );
    assert_eq!(q.marked(), set("c2"));
    assert_eq!(q.to_string(), "4b/5/5/2W2/5 b a1c2:1 -");
}

#[test]
fn step_without_capture_does_not_mark() {
    let p = pos("4b/5/5/5/w4 w - -");
    let q = after(&p, "a1-c2");
    assert_eq!(q.archer_on(c("c2")), Some((Colour::White, false)));
    assert!(q.marked().is_empty());
}

#[test]
fn marked_archer_capturing_again_stays_marked() {
    let p = pos("4b/5/5/2b2/W4 w - -");
    let q = after(&p, "a1xc2");
    assert_eq!(q.archer_on(c("c2")), Some((Colour::White, true)));
    assert_eq!(q.marked(), set("c2"));
    assert_eq!(q.captured(Colour::Black), 4);
    assert_eq!(q.to_string(), "4b/5/5/2W2/5 b a1c2:1 -");
}

#[test]
fn marked_archer_moving_keeps_its_mark() {
    let p = pos("4b/5/5/5/W4 w - -");
    let q = after(&p, "a1-c2");
    assert_eq!(q.archer_on(c("c2")), Some((Colour::White, true)));
    assert_eq!(q.marked(), set("c2"), "the mark moves with the archer");
    assert_eq!(q.to_string(), "4b/5/5/2W2/5 b a1c2:1 -");
}

#[test]
fn captured_marked_archer_loses_its_mark() {
    // Black's marked archer on c2 is captured by an unmarked White archer.
    let p = pos("4B/5/5/2B2/w4 w - -");
    let q = after(&p, "a1xc2");
    assert_eq!(q.archer_on(c("c2")), Some((Colour::White, true)));
    assert_eq!(
        q.marked(),
        set("c2 e5"),
        "only the capturer and e5 are marked"
    );
    assert_eq!(q.marked() & q.archers(Colour::Black), set("e5"));
    // When the captured archer comes back it comes back unmarked: see the return tests.
}

// ---------------------------------------------------------------------------------
// Goal row
// ---------------------------------------------------------------------------------

#[test]
fn archer_on_goal_row_cannot_move() {
    let p = pos("2w1b/5/5/5/w4 w - -");
    assert_eq!(moves(&p), sorted(&["a1-b3", "a1-c2"]));
    assert_eq!(
        p.resolve(text("c5-d3")),
        Err(PlayError::ArcherOnGoalRow(c("c5")))
    );
    // The same for Black, whose goal row is rank 1.
    let p = pos("b4/5/5/5/2b1w b - -");
    assert_eq!(moves(&p), sorted(&["a5-b3", "a5-c4"]));
    assert_eq!(
        p.resolve(text("c1-b3")),
        Err(PlayError::ArcherOnGoalRow(c("c1")))
    );
}

#[test]
fn archer_on_goal_row_can_be_captured() {
    let p = pos("2w2/4b/5/5/w4 b - -");
    let m = resolve(&p, "e4-c5");
    assert!(m.is_capture());
    let q = p.play(m).expect("capture on the goal row");
    assert_eq!(q.archer_on(c("c5")), Some((Colour::Black, true)));
    assert_eq!(q.archers(Colour::White), set("a1"));
    assert_eq!(q.captured(Colour::White), 4);
}

// ---------------------------------------------------------------------------------
// Return (the loop rule)
// ---------------------------------------------------------------------------------

/// White: marked archer on its goal row a5, archers on c3 and b1, two captured.
const RETURN_POSITION: &str = "Wb3/5/2w2/5/1w3 w - -";

#[test]
fn return_is_legal_with_all_three_preconditions() {
    let p = pos(RETURN_POSITION);
    assert_eq!(p.captured(Colour::White), 2);
    assert_eq!(p.return_circles(Colour::White), set("a1 c1 d1 e1"));
    let list = moves(&p);
    for r in ["@a1", "@c1", "@d1", "@e1"] {
        assert!(list.contains(&r.to_string()), "{r} missing from {list:?}");
    }
    assert!(!list.contains(&"@b1".to_string()));
    // Steps stay legal besides the returns: 7 from c3, 2 from b1.
    assert_eq!(list.len(), 4 + 7 + 2);
}

#[test]
fn return_places_an_unmarked_archer_on_any_empty_home_circle_and_unmarks() {
    let p = pos(RETURN_POSITION);
    for (home, expected) in [
        ("a1", "wb3/5/2w2/5/ww3 b - -"),
        ("c1", "wb3/5/2w2/5/1ww2 b - -"),
        ("d1", "wb3/5/2w2/5/1w1w1 b - -"),
        ("e1", "wb3/5/2w2/5/1w2w b - -"),
    ] {
        let m = resolve(&p, &format!("@{home}"));
        assert_eq!(
            m,
            Move::Return {
                to: c(home),
                unmarked: c("a5")
            }
        );
        let q = p.play(m).expect("return");
        assert_eq!(q.to_string(), expected);
        assert_eq!(q.archer_on(c(home)), Some((Colour::White, false)));
        assert_eq!(q.captured(Colour::White), 1);
        assert!(q.marked().is_empty());
        assert_eq!(q.turn(), Colour::Black, "the return is the whole turn");
    }
}

#[test]
fn return_must_go_to_an_empty_home_row_circle() {
    let p = pos(RETURN_POSITION);
    assert_eq!(p.resolve(text("@b1")), Err(PlayError::CircleTaken(c("b1"))));
    assert_eq!(p.resolve(text("@c2")), Err(PlayError::NotHomeRow(c("c2"))));
    assert_eq!(p.resolve(text("@a5")), Err(PlayError::NotHomeRow(c("a5"))));
}

#[test]
fn return_needs_a_captured_archer() {
    // Five White archers on the board: nothing to return.
    let p = pos("Wb3/5/2w2/5/1www1 w - -");
    assert_eq!(p.captured(Colour::White), 0);
    assert!(p.return_circles(Colour::White).is_empty());
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, Move::Return { .. })));
    assert_eq!(p.resolve(text("@a1")), Err(PlayError::NoCapturedArcher));
}

#[test]
fn return_needs_a_marked_archer_on_the_goal_row() {
    // The archer on a5 is not marked; the marked one on c3 is not on the goal row.
    let p = pos("wb3/5/2W2/5/1w3 w - -");
    assert!(p.return_circles(Colour::White).is_empty());
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, Move::Return { .. })));
    assert_eq!(
        p.resolve(text("@a1")),
        Err(PlayError::NoMarkedArcherOnGoalRow)
    );
}

#[test]
fn return_needs_an_empty_home_row_circle() {
    // White's home row is full (three White, two Black archers), one White captured.
    let p = pos("Wb3/5/5/5/wwwbb w - -");
    assert_eq!(p.captured(Colour::White), 1);
    assert!(p.return_circles(Colour::White).is_empty());
    assert!(p
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, Move::Return { .. })));
    assert_eq!(p.resolve(text("@d1")), Err(PlayError::CircleTaken(c("d1"))));
}

#[test]
fn return_unmarks_the_marked_archer_on_the_lowest_file_of_the_goal_row() {
    // Decision: with marked archers on b5 and d5, the one on b5 loses its mark.
    let p = pos("1W1W1/5/2w1b/5/5 w - -");
    let m = resolve(&p, "@a1");
    assert_eq!(
        m,
        Move::Return {
            to: c("a1"),
            unmarked: c("b5")
        }
    );
    let q = p.play(m).expect("return");
    assert_eq!(q.to_string(), "1w1W1/5/2w1b/5/w4 b - -");
    // Naming the other archer is refused and changes nothing.
    let wrong = Move::Return {
        to: c("a1"),
        unmarked: c("d5"),
    };
    assert_eq!(p.play(wrong), Err(PlayError::Misdescribed(wrong)));
    // For Black the goal row is rank 1: a1 comes before e1.
    let p = pos("5/w4/2b2/5/B3B b - -");
    let q = after(&p, "@c5");
    assert_eq!(q.to_string(), "2b2/w4/2b2/5/b3B w - -");
}

#[test]
fn unmarked_archer_on_goal_row_is_not_unmarked_by_a_return() {
    // a5 holds an unmarked White archer, c5 a marked one: c5 loses the mark.
    let p = pos("w1W1b/5/2w2/5/5 w - -");
    let q = after(&p, "@e1");
    assert_eq!(q.to_string(), "w1w1b/5/2w2/5/4w b - -");
}

// ---------------------------------------------------------------------------------
// Back and forth (shuttle)
// ---------------------------------------------------------------------------------

#[test]
fn shuttle_limit_forbids_the_fifth_step_between_the_same_two_circles() {
    let start = Position::default();
    let p = after_all(&start, "a1-c2 a5-c4 c2-a1 c4-a5 a1-c2 a5-c4 c2-a1 c4-a5");
    assert_eq!(p.to_string(), "bbbbb/5/5/5/wwwww w c2a1:4 c4a5:4");
    assert_eq!(
        p.resolve(text("a1-c2")),
        Err(PlayError::ShuttleLimit {
            from: c("a1"),
            to: c("c2")
        })
    );
    assert_eq!(p.legal_moves().len(), 13);
    // Every other move stays legal, the other line of the same archer too.
    assert!(moves(&p).contains(&"a1-b3".to_string()));
}

#[test]
fn shuttle_state_counts_each_step_of_the_shuttle() {
    let mut p = Position::default();
    let expected = ["a1c2:1", "c2a1:2", "a1c2:3", "c2a1:4"];
    for (m, state) in ["a1-c2", "c2-a1", "a1-c2", "c2-a1"].iter().zip(expected) {
        p = after(&p, m);
        assert_eq!(
            p.shuttle(Colour::White).map(|s| s.to_string()).as_deref(),
            Some(state)
        );
        // Black makes a move that is no shuttle of White's archer.
        let black = if p.archers(Colour::Black).contains(c("e5")) {
            "e5-d3"
        } else {
            "d3-e5"
        };
        p = after(&p, black);
    }
    assert!(p.resolve(text("a1-c2")).is_err());
}

#[test]
fn shuttle_limit_allows_the_step_after_three_steps() {
    let p = pos("bbbbb/5/5/5/wwwww w c2a1:3 -");
    let q = after(&p, "a1-c2");
    assert_eq!(q.shuttle(Colour::White).map(|s| s.steps), Some(4));
    let q = after(&q, "e5-d3");
    assert_eq!(
        q.resolve(text("c2-a1")),
        Err(PlayError::ShuttleLimit {
            from: c("c2"),
            to: c("a1")
        })
    );
}

#[test]
fn capture_during_a_shuttle_counts_as_a_shuttle_step() {
    let p = pos("4b/3b1/5/5/w4 w - -");
    // White shuttles a1-c2; Black walks its d4 archer into c2, which White captures.
    let p = after_all(&p, "a1-c2 e5-c4 c2-a1 d4-c2");
    let m = resolve(&p, "a1-c2");
    assert!(m.is_capture());
    let p = p.play(m).expect("capture");
    assert_eq!(
        p.shuttle(Colour::White).map(|s| s.to_string()).as_deref(),
        Some("a1c2:3")
    );
    let p = after_all(&p, "c4-e5 c2-a1 e5-c4");
    assert_eq!(p.to_string(), "5/2b2/5/5/W4 w c2a1:4 e5c4:2");
    assert_eq!(
        p.resolve(text("a1-c2")),
        Err(PlayError::ShuttleLimit {
            from: c("a1"),
            to: c("c2")
        })
    );
    assert_eq!(moves(&p), sorted(&["a1-b3"]));
}

#[test]
fn shuttle_state_resets_after_another_own_move() {
    let p = pos("bbbbb/5/5/5/wwwww w c2a1:4 -");
    assert!(p.resolve(text("a1-c2")).is_err());
    let q = after(&p, "b1-d2");
    assert_eq!(q.to_string(), "bbbbb/5/5/3w1/w1www b b1d2:1 -");
    let q = after(&q, "a5-c4");
    assert!(q.resolve(text("a1-c2")).is_ok());
}

#[test]
fn shuttle_state_resets_after_the_same_archer_steps_elsewhere() {
    let p = pos("bbbbb/5/5/5/wwwww w c2a1:4 -");
    let q = after_all(&p, "a1-b3 a5-c4 b3-a1 c4-a5");
    // The archer is back on a1, but its last moves shuttled between a1 and b3.
    assert_eq!(q.to_string(), "bbbbb/5/5/5/wwwww w b3a1:2 c4a5:2");
    assert!(q.resolve(text("a1-c2")).is_ok());
}

#[test]
fn shuttle_state_resets_after_a_return() {
    let p = pos("W3b/5/5/5/w4 w c2a1:4 -");
    assert_eq!(moves(&p), sorted(&["a1-b3", "@b1", "@c1", "@d1", "@e1"]));
    let q = after(&p, "@b1");
    assert_eq!(q.shuttle(Colour::White), None);
    assert_eq!(q.to_string(), "w3b/5/5/5/ww3 b - -");
    let q = after(&q, "e5-d3");
    assert!(q.resolve(text("a1-c2")).is_ok());
}

#[test]
fn shuttle_state_resets_after_a_pass() {
    // No legal position forces a pass (see
    // `no_position_leaves_a_side_without_a_step_or_return`), so the effect of a pass
    // is checked through `play_unchecked`.
    let p = pos("bbbbb/5/5/5/wwwww w c2a1:4 a5c4:2");
    let q = p.play_unchecked(Move::Pass);
    assert_eq!(q.to_string(), "bbbbb/5/5/5/wwwww b - a5c4:2");
}

#[test]
fn opponent_moves_in_between_do_not_reset_the_shuttle_state() {
    let p = pos("bbbbb/5/5/5/wwwww b c2a1:4 -");
    // Black moves, even several different archers over several turns.
    let q = after(&p, "e5-d3");
    assert!(q.resolve(text("a1-c2")).is_err());
    let q = after_all(&q, "b1-d2 d5-c3 d2-b1 c3-d5");
    assert_eq!(
        q.shuttle(Colour::White).map(|s| s.to_string()).as_deref(),
        Some("d2b1:2")
    );
    // White's own shuttle state is per player: Black's moves never touch it.
    let r = after(&pos("bbbbb/5/5/5/wwwww b c2a1:4 -"), "a5-c4");
    assert_eq!(
        r.shuttle(Colour::White).map(|s| s.to_string()).as_deref(),
        Some("c2a1:4")
    );
    assert!(r.resolve(text("a1-c2")).is_err());
}

#[test]
fn shuttle_state_forbids_nothing_when_no_own_archer_stands_on_its_circle() {
    // White's state says its archer stands on a1, but a1 is empty; c2 is reachable by
    // e1 and the step e1-c2 is not the forbidden a1-c2.
    let p = pos("bbbbb/5/5/5/1wwww w c2a1:4 -");
    assert_eq!(
        p.to_string(),
        "bbbbb/5/5/5/1wwww w c2a1:4 -",
        "kept as written"
    );
    assert!(p.resolve(text("e1-c2")).is_ok());
    assert_eq!(
        p.legal_moves().len(),
        Position::default().legal_moves().len() - 2
    );
    // A Black archer on a1 is not affected by White's state.
    let p = pos("1bbbb/5/5/5/bwwww b c2a1:4 -");
    assert!(p.resolve(text("b5-a3")).is_ok());
}

#[test]
fn each_players_shuttle_state_is_its_own() {
    let p = pos("bbbbb/5/5/5/wwwww b c2a1:4 c4a5:3");
    // Black may still make its fourth step a5-c4.
    let q = after(&p, "a5-c4");
    assert_eq!(q.to_string(), "1bbbb/2b2/5/5/wwwww w c2a1:4 a5c4:4");
    assert!(q.resolve(text("a1-c2")).is_err());
}

// ---------------------------------------------------------------------------------
// Pass
// ---------------------------------------------------------------------------------

#[test]
fn pass_is_illegal_while_a_step_exists() {
    let p = Position::default();
    assert_eq!(p.resolve(MoveText::Pass), Err(PlayError::PassNotAllowed));
    assert_eq!(p.play(Move::Pass), Err(PlayError::PassNotAllowed));
    assert!(!p.legal_moves().contains(&Move::Pass));
}

#[test]
fn pass_is_illegal_while_a_return_exists() {
    // White's only step a1-b3 aside, it has four returns.
    let p = pos("W3b/5/5/5/w4 w c2a1:4 -");
    assert_eq!(p.resolve(MoveText::Pass), Err(PlayError::PassNotAllowed));
    assert!(!p.legal_moves().contains(&Move::Pass));
}

/// Every set of at most five archers of one colour that has an archer off its goal row
/// has a step, even when the shuttle limit closes one of its lines. So a forced pass
/// never happens, nor does E2 (which needs both sides without step or return).
#[test]
fn no_position_leaves_a_side_without_a_step_or_return() {
    for colour in Colour::ALL {
        let goal = colour.goal_row();
        for own in sets_of_at_most_five() {
            let movers = own & !goal;
            if movers.is_empty() {
                continue;
            }
            // Enemy archers never block a step, so none are needed here.
            let (white, black) = match colour {
                Colour::White => (own, CircleSet::EMPTY),
                Colour::Black => (CircleSet::EMPTY, own),
            };
            let mut shuttles = vec![[None, None]];
            for y in movers {
                for x in lines::from(y) {
                    let mut s = [None, None];
                    s[colour.index()] = Some(Shuttle::new(x, y, 4).expect("joined"));
                    shuttles.push(s);
                }
            }
            for s in shuttles {
                let p = Position::from_parts(white, black, CircleSet::EMPTY, colour, s)
                    .expect("at most five archers");
                assert!(
                    p.has_step_or_return(colour),
                    "{p}: {colour} has no step or return"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------
// End of the game and scoring
// ---------------------------------------------------------------------------------

#[test]
fn e1_ends_the_game_when_all_own_archers_stand_on_the_goal_row() {
    let p = pos("ww3/5/2b2/5/4b w - -");
    assert_eq!(p.end(), Some(End::AllOnGoalRow(Colour::White)));
    assert!(p.is_over());
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.resolve(text("c3-a4")), Err(PlayError::GameOver));
    // The side not to move can end it too: Black on a1 and b1, its goal row.
    let p = pos("5/5/2w2/5/bb3 w - -");
    assert_eq!(p.end(), Some(End::AllOnGoalRow(Colour::Black)));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn e1_is_reached_by_the_step_onto_the_goal_row() {
    let p = pos("5/w4/5/4b/5 w - -");
    assert!(!p.is_over());
    let q = after(&p, "a4-c5");
    assert_eq!(q.end(), Some(End::AllOnGoalRow(Colour::White)));
}

#[test]
fn e1_counts_a_side_with_no_archer_left() {
    let p = pos("5/5/2w2/5/5 b - -");
    assert_eq!(p.end(), Some(End::NoArchers(Colour::Black)));
    // Reached by capturing Black's last archer.
    let p = pos("5/5/5/2b2/w4 w - -");
    let q = after(&p, "a1xc2");
    assert_eq!(q.end(), Some(End::NoArchers(Colour::Black)));
    let mut game = Game::from_position(p);
    game.play_text(text("a1xc2")).expect("capture");
    assert_eq!(
        game.outcome().map(|o| o.to_string()).as_deref(),
        Some("white 1-0")
    );
}

#[test]
fn e1_not_reached_while_one_archer_is_off_the_goal_row() {
    // Four White archers on rank 5, one on e2: the game goes on.
    let p = pos("wwww1/5/2b2/4w/5 w - -");
    assert_eq!(p.end(), None);
    assert!(!p.legal_moves().is_empty());
    // Once Black's archers all stand on rank 1, Black's goal row, it ends.
    let p = pos("wwww1/5/5/4w/bbbbb w - -");
    assert_eq!(p.end(), Some(End::AllOnGoalRow(Colour::Black)));
}

#[test]
fn e1_names_the_side_whose_archers_ended_it_on_the_goal_row_or_with_none_left() {
    assert_eq!(End::AllOnGoalRow(Colour::White).side(), Some(Colour::White));
    assert_eq!(End::NoArchers(Colour::Black).side(), Some(Colour::Black));
    // Black has archers, all on its goal row; White has none on the board at all.
    assert_eq!(
        pos("5/5/5/5/b4 w - -").end(),
        Some(End::NoArchers(Colour::White))
    );
    assert_eq!(
        pos("5/5/w4/5/b4 w - -").end(),
        Some(End::AllOnGoalRow(Colour::Black))
    );
}

#[test]
fn e1_when_both_sides_qualify_is_said_for_white() {
    // Both sides' only archers stand on their goal rows; E1 is checked for White
    // first, whoever is to move.
    for turn in ["w", "b"] {
        let p = pos(&format!("W4/5/5/5/4b {turn} - -"));
        assert_eq!(p.end(), Some(End::AllOnGoalRow(Colour::White)));
    }
    let p = pos("5/5/5/5/4b b - -");
    assert_eq!(p.end(), Some(End::NoArchers(Colour::White)));
}

#[test]
fn e1_with_no_archer_left_is_scored_like_any_e1() {
    // White has captured everything: its three archers score, Black's none.
    let p = pos("w4/1w3/5/2w2/5 b - -");
    let outcome = Game::from_position(p).outcome().expect("over");
    assert_eq!(
        outcome,
        Outcome::Scored {
            end: End::NoArchers(Colour::Black),
            white: 4,
            black: 0
        }
    );
    assert_eq!(outcome.winner(), Some(Colour::White));
}

#[test]
fn e2_names_no_side() {
    assert_eq!(End::NoMoves.side(), None);
}

#[test]
fn e3_ends_the_game_but_not_the_position_so_it_names_no_side() {
    let cycle = [
        "a1-c2", "a5-c4", "b1-a3", "e5-d3", "c2-a1", "c4-a5", "a3-b1", "d3-e5",
    ];
    let mut game = Game::default();
    for m in cycle.iter().cycle() {
        if game.is_over() {
            break;
        }
        game.play_text(text(m)).expect("legal until the draw");
    }
    assert_eq!(game.outcome(), Some(Outcome::Repetition));
    assert_eq!(game.position().end(), None);
}

#[test]
fn a_set_up_position_that_is_over_ends_the_game_before_its_first_turn() {
    let mut game = Game::from_position(pos("ww3/5/2b2/5/4b b - -"));
    assert!(game.is_over());
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_text(text("c3-a4")), Err(PlayError::GameOver));
    assert_eq!(game.play(Move::Pass), Err(PlayError::GameOver));
}

#[test]
fn scoring_gives_two_points_on_the_goal_row_one_elsewhere_none_for_captured() {
    // White: a5, b5 on its goal row (4). Black: c3 (1), e1 on its goal row (2).
    let p = pos("ww3/5/2b2/5/4b w - -");
    assert_eq!(p.points(Colour::White), 4);
    assert_eq!(p.points(Colour::Black), 3);
    let outcome = Game::from_position(p).outcome().expect("over");
    assert_eq!(
        outcome,
        Outcome::Scored {
            end: End::AllOnGoalRow(Colour::White),
            white: 4,
            black: 3
        }
    );
    assert_eq!(outcome.winner(), Some(Colour::White));
    assert_eq!(outcome.to_string(), "white 4-3");
    assert_eq!(Position::default().points(Colour::White), 5);
}

#[test]
fn scoring_more_points_wins_for_black_too() {
    let p = pos("5/5/2w2/5/bb3 w - -");
    let outcome = Game::from_position(p).outcome().expect("over");
    assert_eq!(outcome.winner(), Some(Colour::Black));
    assert_eq!(outcome.to_string(), "black 1-4");
}

#[test]
fn scoring_equal_points_is_a_draw() {
    // White a5 (2); Black c3 and d3 (1 + 1).
    let p = pos("w4/5/2bb1/5/5 b - -");
    let outcome = Game::from_position(p).outcome().expect("over");
    assert_eq!(outcome.winner(), None);
    assert_eq!(outcome.to_string(), "draw 2-2");
}

#[test]
fn shuttle_state_is_part_of_the_repeated_position() {
    let mut game = Game::default();
    for m in ["a1-c2", "a5-c4", "c2-a1", "c4-a5"] {
        game.play_text(text(m)).expect("legal");
    }
    // The archers stand as at the start, but the shuttle states differ.
    let now = *game.position();
    assert_eq!(
        now.archers(Colour::White),
        Position::default().archers(Colour::White)
    );
    assert_eq!(
        now.archers(Colour::Black),
        Position::default().archers(Colour::Black)
    );
    assert_eq!(now.turn(), Colour::White);
    assert_ne!(now, Position::default());
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn repetition_draw_on_the_third_occurrence() {
    // Two archers of each side walk out and back in turn; every position from the
    // second move on recurs every eight moves (the shuttle states included).
    let cycle = [
        "a1-c2", "a5-c4", "b1-a3", "e5-d3", "c2-a1", "c4-a5", "a3-b1", "d3-e5",
    ];
    let mut game = Game::default();
    let mut plies = 0;
    while !game.is_over() {
        game.play_text(text(cycle[plies % cycle.len()]))
            .expect("legal until the draw");
        plies += 1;
        assert!(plies <= 40, "no repetition draw");
    }
    // The position after move 2 occurs again after moves 10 and 18.
    assert_eq!(plies, 18);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.positions()[2], game.positions()[10]);
    assert_eq!(game.positions()[2], game.positions()[18]);
    assert_eq!(game.outcome(), Some(Outcome::Repetition));
    assert_eq!(game.outcome().expect("over").winner(), None);
    assert_eq!(game.outcome().expect("over").to_string(), "draw repetition");
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_text(text("a1-c2")), Err(PlayError::GameOver));
    // One move earlier, the second occurrence did not end the game.
    game.undo();
    assert_eq!(game.outcome(), None);
    assert!(!game.legal_moves().is_empty());
}

// ---------------------------------------------------------------------------------
// Position notation
// ---------------------------------------------------------------------------------

#[test]
fn position_notation_round_trips() {
    for text in [
        "bbbbb/5/5/5/wwwww w - -",
        "bbbbb/5/5/5/wwwww b - -",
        "Wb3/5/2w2/5/1w3 w - -",
        "1W1W1/5/2w1b/5/5 w - -",
        "bbbbb/5/5/5/wwwww w c2a1:4 c4a5:4",
        "2B2/w1b2/1W1b1/3w1/B3w b e2c3:1 a3b1:2",
        "5/5/5/5/5 w - -",
    ] {
        let p = pos(text);
        assert_eq!(p.to_string(), text);
        assert_eq!(pos(&p.to_string()), p);
    }
}

#[test]
fn position_notation_reads_each_field() {
    let p = pos("2B2/w1b2/1W1b1/3w1/B3w b e2c3:1 a3b1:2");
    assert_eq!(p.turn(), Colour::Black);
    assert_eq!(p.archers(Colour::White), set("a4 b3 d2 e1"));
    assert_eq!(p.archers(Colour::Black), set("c5 c4 d3 a1"));
    assert_eq!(p.marked(), set("c5 b3 a1"));
    assert_eq!(p.captured(Colour::White), 1);
    assert_eq!(p.captured(Colour::Black), 1);
    assert_eq!(
        p.shuttle(Colour::White),
        Some(Shuttle {
            from: c("e2"),
            to: c("c3"),
            steps: 1
        })
    );
    assert_eq!(
        p.shuttle(Colour::Black),
        Some(Shuttle {
            from: c("a3"),
            to: c("b1"),
            steps: 2
        })
    );
}

#[test]
fn position_notation_prints_canonically() {
    assert_eq!(
        pos("bbbbb/23/14/11111/wwwww w - -").to_string(),
        "bbbbb/5/5/5/wwwww w - -"
    );
    assert_eq!(pos("b22/5/5/5/5 w - -").to_string(), "b4/5/5/5/5 w - -");
    assert_eq!(pos("1111w/5/5/5/5 b - -").to_string(), "4w/5/5/5/5 b - -");
    // Upper-case circles in shuttle states are read and printed in lower case.
    assert_eq!(
        pos("bbbbb/5/5/5/wwwww w C2A1:4 -").to_string(),
        "bbbbb/5/5/5/wwwww w c2a1:4 -"
    );
    // Surrounding white space is ignored.
    assert_eq!(
        pos("  bbbbb/5/5/5/wwwww w - -\n").to_string(),
        "bbbbb/5/5/5/wwwww w - -"
    );
}

/// The error for `text` and its message; panics when `text` is accepted.
fn position_error(text: &str) -> (ParsePositionError, String) {
    let e = text
        .parse::<Position>()
        .expect_err(&format!("'{text}' must be rejected"));
    let message = e.to_string();
    (e, message)
}

#[test]
fn position_with_wrong_field_count_is_rejected() {
    for (text, n) in [
        ("bbbbb/5/5/5/wwwww w -", 3),
        ("bbbbb/5/5/5/wwwww w - - -", 5),
        ("bbbbb/5/5/5/wwwww", 1),
    ] {
        let (e, message) = position_error(text);
        assert_eq!(e, ParsePositionError::FieldCount(n), "{text}");
        assert!(message.contains("4 fields"), "{message}");
        assert!(message.contains(&format!("has {n}")), "{message}");
    }
    let (e, _) = position_error("");
    assert!(matches!(e, ParsePositionError::FieldCount(1)), "{e:?}");
    let (e, message) = position_error("bbbbb/5/5/5/wwwww  w - -");
    assert!(
        matches!(e, ParsePositionError::FieldCount(5)),
        "{e:?} {message}"
    );
}

#[test]
fn position_with_an_empty_field_is_rejected() {
    let (e, message) = position_error("bbbbb/5/5/5/wwwww  w -");
    assert_eq!(e, ParsePositionError::EmptyField(2));
    assert!(message.contains("field 2"), "{message}");
    assert!(message.contains("empty"), "{message}");
}

#[test]
fn position_from_parts_is_checked_like_the_notation() {
    let six = set("a1 b1 c1 d1 e1 c3");
    assert_eq!(
        Position::from_parts(
            six,
            set("a5"),
            CircleSet::EMPTY,
            Colour::White,
            [None, None]
        ),
        Err(ParsePositionError::TooManyArchers {
            colour: Colour::White,
            count: 6
        })
    );
    let p = Position::from_parts(
        Colour::White.home_row(),
        Colour::Black.home_row(),
        CircleSet::EMPTY,
        Colour::White,
        [None, None],
    );
    assert_eq!(p, Ok(Position::default()));
}

#[test]
fn position_with_a_rank_not_covering_5_circles_is_rejected() {
    let (e, message) = position_error("bbbbb/5/33/5/wwwww w - -");
    assert_eq!(
        e,
        ParsePositionError::RankWidth {
            rank: 3,
            circles: 6
        }
    );
    assert!(message.contains("rank 3 covers 6 circles"), "{message}");
    let (e, message) = position_error("bbbbbb/5/5/5/wwwww w - -");
    assert_eq!(
        e,
        ParsePositionError::RankWidth {
            rank: 5,
            circles: 6
        }
    );
    assert!(message.contains("rank 5 covers 6"), "{message}");
    let (e, message) = position_error("bbbbb/5/5/5/wwww w - -");
    assert_eq!(
        e,
        ParsePositionError::RankWidth {
            rank: 1,
            circles: 4
        }
    );
    assert!(message.contains("rank 1 covers 4"), "{message}");
    let (e, message) = position_error("bbbbb/5/5/wwwww w - -");
    assert_eq!(e, ParsePositionError::RankCount(4));
    assert!(message.contains("4 ranks"), "{message}");
    let (e, _) = position_error("bbbbb/5//5/5/wwwww w - -");
    assert!(matches!(e, ParsePositionError::RankCount(6)), "{e:?}");
    let (e, _) = position_error("bbbbb/5/5/5/wwwww/ w - -");
    assert!(matches!(e, ParsePositionError::RankCount(6)), "{e:?}");
}

#[test]
fn position_with_an_unknown_letter_is_rejected() {
    for (text, rank, character) in [
        ("bbbbb/5/2x2/5/wwwww w - -", 3, 'x'),
        ("bbbbb/5/5/5/wwwwk w - -", 1, 'k'),
        ("bbbbb/0/5/5/wwwww w - -", 4, '0'),
        ("bbbbb/5/5/6/wwwww w - -", 2, '6'),
        ("bbbbb/5/5/5/wwwwé w - -", 1, 'é'),
    ] {
        let (e, message) = position_error(text);
        assert_eq!(
            e,
            ParsePositionError::UnknownCharacter { rank, character },
            "{text}"
        );
        assert!(message.contains(&format!("rank {rank}")), "{message}");
        assert!(message.contains(character), "{message}");
    }
}

#[test]
fn position_with_more_than_5_archers_of_a_colour_is_rejected() {
    let (e, message) = position_error("bbbbb/5/2w2/5/wwwww w - -");
    assert_eq!(
        e,
        ParsePositionError::TooManyArchers {
            colour: Colour::White,
            count: 6
        }
    );
    assert!(message.contains("white has 6 archers"), "{message}");
    let (e, message) = position_error("bbbbb/b4/5/5/wwwww b - -");
    assert_eq!(
        e,
        ParsePositionError::TooManyArchers {
            colour: Colour::Black,
            count: 6
        }
    );
    assert!(message.contains("black has 6 archers"), "{message}");
    // Marked archers count too.
    let (e, _) = position_error("BBBbb/B4/5/5/wwwww b - -");
    assert!(matches!(
        e,
        ParsePositionError::TooManyArchers { count: 6, .. }
    ));
}

#[test]
fn position_with_shuttle_circles_not_joined_is_rejected() {
    let (e, message) = position_error("bbbbb/5/5/5/wwwww w a1a2:1 -");
    assert_eq!(
        e,
        ParsePositionError::Shuttle {
            colour: Colour::White,
            text: "a1a2:1".into(),
            problem: ShuttleProblem::NotJoined {
                from: c("a1"),
                to: c("a2")
            }
        }
    );
    assert!(message.contains("a1 and a2 are not joined"), "{message}");
    assert!(message.contains("white's shuttle state"), "{message}");
    let (e, message) = position_error("bbbbb/5/5/5/wwwww w - c3c3:2");
    assert!(
        matches!(
            e,
            ParsePositionError::Shuttle {
                colour: Colour::Black,
                problem: ShuttleProblem::NotJoined { .. },
                ..
            }
        ),
        "{e:?}"
    );
    assert!(message.contains("black's shuttle state"), "{message}");
}

#[test]
fn position_with_shuttle_count_not_1_to_4_is_rejected() {
    for n in ["0", "5", "9", "x", "", "10", "-1"] {
        let text = format!("bbbbb/5/5/5/wwwww w c2a1:{n} -");
        let (e, message) = position_error(&text);
        assert!(
            matches!(
                &e,
                ParsePositionError::Shuttle {
                    problem: ShuttleProblem::Steps(found),
                    ..
                } if found == n
            ),
            "{text}: {e:?}"
        );
        assert!(message.contains("is not 1 to 4"), "{message}");
    }
    assert_eq!(
        Shuttle::new(c("c2"), c("a1"), 5),
        Err(ShuttleProblem::Steps("5".into()))
    );
}

#[test]
fn position_with_malformed_shuttle_state_is_rejected() {
    for bad in ["c2a1", "c2a:1", "c2a1x:1", "z2a1:1", "none", "c2-a1:1"] {
        let text = format!("bbbbb/5/5/5/wwwww w {bad} -");
        let (e, message) = position_error(&text);
        assert!(
            matches!(e, ParsePositionError::Shuttle { .. }),
            "{text}: {e:?}"
        );
        assert!(message.contains(bad), "{message}");
    }
}

#[test]
fn position_with_bad_side_to_move_is_rejected() {
    for side in ["x", "W", "white", "B", "-"] {
        let text = format!("bbbbb/5/5/5/wwwww {side} - -");
        let (e, message) = position_error(&text);
        assert_eq!(e, ParsePositionError::SideToMove(side.into()), "{text}");
        assert!(message.contains("side to move"), "{message}");
        assert!(message.contains(&format!("'{side}'")), "{message}");
    }
}

// ---------------------------------------------------------------------------------
// Move notation
// ---------------------------------------------------------------------------------

#[test]
fn move_notation_reads_steps_returns_and_pass() {
    assert_eq!(
        text("a1-c2"),
        MoveText::Step {
            from: c("a1"),
            to: c("c2")
        }
    );
    assert_eq!(text("a1xc2"), text("a1-c2"));
    assert_eq!(text("A1-C2"), text("a1-c2"));
    assert_eq!(text("A1XC2"), text("a1-c2"));
    assert_eq!(text("@b1"), MoveText::Return { to: c("b1") });
    assert_eq!(text("@B1"), MoveText::Return { to: c("b1") });
    assert_eq!(text("pass"), MoveText::Pass);
    assert_eq!(text("a1-c2").to_string(), "a1-c2");
    assert_eq!(text("@b1").to_string(), "@b1");
    assert_eq!(text("pass").to_string(), "pass");
}

#[test]
fn move_written_with_x_is_accepted_for_a_step_without_capture() {
    let start = Position::default();
    let m = resolve(&start, "a1xc2");
    assert_eq!(
        m,
        Move::Step {
            from: c("a1"),
            to: c("c2"),
            capture: false
        }
    );
    assert_eq!(m.to_string(), "a1-c2", "printed as what it is");
}

#[test]
fn capture_is_printed_with_x_and_read_with_either_separator() {
    let p = pos("4b/5/5/2b2/w4 w - -");
    assert_eq!(resolve(&p, "a1-c2").to_string(), "a1xc2");
    assert_eq!(resolve(&p, "a1xc2"), resolve(&p, "a1-c2"));
    assert_eq!(resolve(&p, "A1-C2"), resolve(&p, "a1-c2"));
    assert_eq!(resolve(&pos(RETURN_POSITION), "@c1").to_string(), "@c1");
    assert_eq!(Move::Pass.to_string(), "pass");
}

#[test]
fn malformed_moves_are_rejected_with_a_message() {
    assert_eq!("".parse::<MoveText>(), Err(ParseMoveError::Empty));
    for bad in [
        "a1c2", "a1--c2", "a1+c2", "a1-c", "pas", "passes", "a1-c2 ", "1a-2c", "-",
    ] {
        let e = bad
            .parse::<MoveText>()
            .expect_err(&format!("'{bad}' must be rejected"));
        assert!(!e.to_string().is_empty());
    }
    for bad in ["a1-c6", "f1-c2", "@f1", "@b", "@", "@b1x"] {
        let e = bad
            .parse::<MoveText>()
            .expect_err(&format!("'{bad}' must be rejected"));
        assert!(matches!(e, ParseMoveError::Circle(_)), "{bad}: {e:?}");
        assert!(e.to_string().contains("is not a circle"), "{e}");
    }
}

#[test]
fn circle_notation_reads_lower_and_upper_case() {
    assert_eq!(c("a1").index(), 0);
    assert_eq!(c("E5").index(), 24);
    assert_eq!(c("C3"), c("c3"));
    assert_eq!(c("C3").to_string(), "c3");
    for bad in ["", "a", "a0", "a6", "f1", "11", "aa", "a1 ", "a10"] {
        let e = bad.parse::<Circle>().expect_err(bad);
        assert!(e.to_string().contains("is not a circle"), "{e}");
    }
}

// ---------------------------------------------------------------------------------
// Game records
// ---------------------------------------------------------------------------------

#[test]
fn game_record_without_move_numbers() {
    let game = Game::from_record("a1-c2 a5-c4 b1-d2").expect("record");
    assert_eq!(game.moves().len(), 3);
    assert_eq!(*game.start(), Position::default());
    assert_eq!(game.movetext(), "1. a1-c2 a5-c4 2. b1-d2");
}

#[test]
fn game_record_with_move_numbers() {
    let numbered = Game::from_record("1. a1-c2 a5-c4 2. b1-d2").expect("record");
    let bare = Game::from_record("a1-c2 a5-c4 b1-d2").expect("record");
    assert_eq!(numbered, bare);
    let glued = Game::from_record("1.a1-c2 a5-c4\n2.b1-d2").expect("record");
    assert_eq!(glued, bare);
    let black_numbered = Game::from_record("1. a1-c2 1... a5-c4").expect("record");
    assert_eq!(black_numbered.moves().len(), 2);
}

#[test]
fn game_record_with_position_tag() {
    let record = "[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. a5-c4 a1-c2 2. c4xc2";
    let e = Game::from_record(record).expect_err("c4-c2 is no line");
    assert_eq!(e.line, 2);
    let record = "[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. a5-c4 a1-c2 2. c4-b2";
    let game = Game::from_record(record).expect("record");
    assert_eq!(game.first_mover(), Colour::Black);
    assert_eq!(game.moves().len(), 3);
    assert_eq!(game.record(&[]), record);
    let set_up = "[Event \"test\"]\n[Position \"Wb3/5/2w2/5/1w3 w - -\"]\n@c1 b5-c3";
    let game = Game::from_record(set_up).expect("record");
    assert_eq!(game.start().to_string(), RETURN_POSITION);
    assert_eq!(game.moves()[1].to_string(), "b5xc3");
    assert_eq!(
        game.record(&[]),
        "[Position \"Wb3/5/2w2/5/1w3 w - -\"]\n1. @c1 b5xc3"
    );
}

#[test]
fn game_record_prints_and_reads_back_the_same_game() {
    let mut game = Game::from_position(pos(RETURN_POSITION));
    for m in ["@c1", "b5xc3", "b1-a3", "c3-e4", "a3-b5"] {
        game.play_text(text(m)).expect("legal");
    }
    let record = game.record(&[("Event", "a \"quoted\" name")]);
    assert_eq!(Game::from_record(&record), Ok(game));
}

#[test]
fn move_numbers_count_pairs_starting_with_whoever_moved_first() {
    let first = MoveNumber::after(0);
    assert_eq!((first.number, first.second), (1, false));
    assert_eq!(
        (first.label(), first.token(), first.to_string()),
        ("1.".into(), "1.".into(), "1".into())
    );
    let second = MoveNumber::after(1);
    assert_eq!((second.number, second.second), (1, true));
    assert_eq!(
        (second.label(), second.token(), second.to_string()),
        (String::new(), "1...".into(), "1...".into())
    );
    assert_eq!(MoveNumber::after(4).label(), "3.");
    assert_eq!(MoveNumber::after(5).to_string(), "3...");
}

#[test]
fn the_record_writes_each_moves_number_label_before_it() {
    for first in Colour::ALL {
        let mut game = Game::new(first);
        for m in ["a1-c2", "e5-d3", "b1-a3", "d3-e1", "c1-d3"] {
            if game.play_text(text(m)).is_err() {
                let other = game.legal_moves()[0];
                game.play(other).expect("legal");
            }
        }
        let rebuilt: Vec<String> = game
            .moves()
            .iter()
            .enumerate()
            .flat_map(|(i, m)| [MoveNumber::after(i).label(), m.to_string()])
            .filter(|part| !part.is_empty())
            .collect();
        assert_eq!(game.movetext(), rebuilt.join(" "), "{first} first");
    }
    // Black moving first in a set-up position: its first move is 1., White's 1...
    let game = Game::from_record("[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3 1... a1-c2")
        .expect("record");
    assert_eq!(game.movetext(), "1. e5-d3 a1-c2");
}

/// The record error for `record`; panics when it is accepted.
fn record_error(record: &str) -> jarmo_core::RecordError {
    Game::from_record(record).expect_err(&format!("'{record}' must be rejected"))
}

#[test]
fn game_record_error_names_line_and_move_number() {
    // Move 2 of White, on line 2, is illegal (c1-c2 is no line).
    let e = record_error("1. a1-c2 a5-c4\n2. c1-c2 e5-d3");
    assert_eq!((e.line, e.ply), (2, Some(2)));
    assert!(matches!(
        e.kind,
        RecordErrorKind::Illegal(_, PlayError::NotJoined { .. })
    ));
    let message = e.to_string();
    assert!(message.starts_with("line 2, move 2: "), "{message}");
    assert!(message.contains("c1-c2"), "{message}");
    // Black's move 1 is malformed.
    let e = record_error("1. a1-c2 a5-c9");
    assert_eq!((e.line, e.ply), (1, Some(1)));
    assert!(matches!(e.kind, RecordErrorKind::Move(_)));
    assert!(e.to_string().starts_with("line 1, move 1...: "), "{e}");
}

#[test]
fn game_record_error_for_a_wrong_move_number() {
    let e = record_error("1. a1-c2 a5-c4 3. b1-d2");
    assert_eq!((e.line, e.ply), (1, Some(2)));
    assert_eq!(
        e.kind,
        RecordErrorKind::MoveNumber {
            found: "3.".into(),
            expected: "2.".into()
        }
    );
    assert!(
        e.to_string()
            .contains("move number 3. where 2. was expected"),
        "{e}"
    );
}

#[test]
fn game_record_error_for_a_bad_position_tag() {
    let e = record_error("[Position \"bbbbb/5/5/5/wwwww x - -\"]\na1-c2");
    assert_eq!((e.line, e.ply), (1, None));
    assert!(matches!(
        e.kind,
        RecordErrorKind::Position(ParsePositionError::SideToMove(_))
    ));
    assert!(e.to_string().contains("side to move"), "{e}");
    let e = record_error("[Position bbbbb]\na1-c2");
    assert!(matches!(e.kind, RecordErrorKind::Tag(_)), "{e:?}");
    let e = record_error("[Position \"5/5/5/5/5 w - -\"]\n[Position \"5/5/5/5/5 b - -\"]");
    assert_eq!((e.line, e.kind), (2, RecordErrorKind::SecondPosition));
}

#[test]
fn game_record_error_for_a_move_after_the_end() {
    let e = record_error("[Position \"5/5/5/2b2/w4 w - -\"]\na1xc2 pass");
    assert_eq!((e.line, e.ply), (2, Some(1)));
    assert!(matches!(
        e.kind,
        RecordErrorKind::Illegal(_, PlayError::GameOver)
    ));
    assert!(e.to_string().contains("the game is over"), "{e}");
}

/// Every set of one to five circles, by walking the bit patterns with k bits set.
fn sets_of_at_most_five() -> impl Iterator<Item = CircleSet> {
    (1..=5u32).flat_map(|k| {
        let first = (1u32 << k) - 1;
        std::iter::successors(Some(first), |&v| {
            // The next larger number with the same count of bits set.
            let t = v | (v - 1);
            let next = (t + 1) | (((!t & (!t).wrapping_neg()) - 1) >> (v.trailing_zeros() + 1));
            (next < (1 << 25)).then_some(next)
        })
        .map(CircleSet::from_bits)
    })
}

#[test]
fn sets_of_at_most_five_are_all_enumerated_once() {
    let all: Vec<CircleSet> = sets_of_at_most_five().collect();
    // 25 + 300 + 2300 + 12650 + 53130
    assert_eq!(all.len(), 68_405);
    let mut bits: Vec<u32> = all.iter().map(|s| s.bits()).collect();
    bits.sort_unstable();
    bits.dedup();
    assert_eq!(bits.len(), 68_405);
    assert!(all
        .iter()
        .all(|s| (1..=5).contains(&s.count()) && s.bits() < 1 << 25));
}

//! The exact solver: forced wins on small hand positions, the repetition rule in
//! the way, wins that end on the defender's move, and agreement with a plain
//! search of every line that knows nothing but the rules of [`Game`].

use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::puzzle;
use jarmo_core::solve::{OutOfNodes, Solver};
use jarmo_core::{Colour, Game, Move, Outcome, Position};

fn position(text: &str) -> Position {
    let p: Position = text.parse().expect("test positions are valid");
    assert_eq!(
        p.to_string(),
        text,
        "test positions are written canonically"
    );
    p
}

fn game(text: &str) -> Game {
    Game::from_position(position(text))
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// Whether `attacker` wins within `plies`, by trying every line with
/// [`Game::play`] and [`Game::outcome`]: slow, plain, and independent of the
/// solver's table and bounds.
fn plain_search(game: &mut Game, attacker: Colour, plies: u32) -> bool {
    if let Some(outcome) = game.outcome() {
        return matches!(outcome, Outcome::Scored { .. }) && outcome.winner() == Some(attacker);
    }
    if plies == 0 {
        return false;
    }
    let attacking = game.position().turn() == attacker;
    for m in game.legal_moves() {
        game.play(m).expect("legal moves are legal");
        let win = plain_search(game, attacker, plies - 1);
        game.undo();
        if win == attacking {
            return attacking;
        }
    }
    !attacking
}

#[test]
fn win_in_one_is_the_only_winning_move() {
    // Black's last archer off its goal row stands on c3: a2xc3 ends the game 3-2.
    let g = game("2w2/5/2b2/w4/1b3 w - -");
    let mut solver = Solver::new(1);
    assert_eq!(solver.fastest_win(&g, Colour::White, 9), Ok(Some(1)));
    assert_eq!(names(&solver.winning_moves(&g, 9, 10).unwrap()), ["a2xc3"]);
    let line = solver.line(&g, Colour::White, 9).unwrap().unwrap();
    assert_eq!(
        (names(&line.moves), line.plies, line.margin),
        (vec!["a2xc3".into()], 1, 1)
    );
}

#[test]
fn win_in_three_goes_through_a_return() {
    // Only the return wins: after @d1 (which unmarks c5) Black's d5-c3 is taken by
    // d1xc3, leaving Black only its archer on b1, on its goal row: 4-2. Black's
    // other replies lose too; the line's reply is a longest defence.
    let g = game("2Wb1/5/5/w4/1b3 w - -");
    let mut solver = Solver::new(1);
    assert_eq!(solver.fastest_win(&g, Colour::White, 9), Ok(Some(3)));
    assert_eq!(solver.wins_within(&g, Colour::White, 2), Ok(false));
    assert_eq!(names(&solver.winning_moves(&g, 9, 10).unwrap()), ["@d1"]);
    let line = solver.line(&g, Colour::White, 9).unwrap().unwrap();
    assert_eq!(names(&line.moves), ["@d1", "d5-c3", "d1xc3"]);
    let mut end = g.clone();
    for m in &line.moves {
        end.play(*m).unwrap();
    }
    assert_eq!(end.outcome().and_then(Outcome::winner), Some(Colour::White));
}

#[test]
fn two_winning_first_moves_make_no_puzzle() {
    // d1-b2, d1-c3 and d1-e3 all win within 9 plies, so it is no puzzle with that
    // bound. Within 2 only d1-c3 wins: a puzzle of 2 plies.
    let p = position("w3w/5/5/b4/3wb w - b4a2:4");
    let mut solver = Solver::new(1);
    let g = Game::from_position(p);
    assert_eq!(
        names(&solver.winning_moves(&g, 9, 10).unwrap()),
        ["d1-b2", "d1-c3", "d1-e3"]
    );
    assert_eq!(puzzle::find(&mut solver, &p, 9), Ok(None));
    let short = puzzle::find(&mut solver, &p, 2).unwrap().unwrap();
    assert_eq!(short.to_string(), "w3w/5/5/b4/3wb w - b4a2:4;d1-c3 a2-c1;2");
}

#[test]
fn a_win_can_end_with_the_defenders_own_move() {
    // Black's last free archer on a2 cannot go back to b4 (shuttle limit): it must
    // step onto its goal row (a2-c1) or take White's last free archer (a2xc3), and
    // either ends the game with White ahead, 5-4 or 4-3.
    let g = game("w3w/5/2w2/b4/4b b - b4a2:4");
    let mut solver = Solver::new(1);
    assert_eq!(solver.fastest_win(&g, Colour::White, 5), Ok(Some(1)));
    assert_eq!(solver.fastest_win(&g, Colour::Black, 5), Ok(None));
    let line = solver.line(&g, Colour::White, 5).unwrap().unwrap();
    // Both replies lose at once; the line takes the smaller margin (5-4).
    assert_eq!((names(&line.moves), line.margin), (vec!["a2-c1".into()], 1));
    // One ply earlier, with White to move: d1-c3 sets it up, a win in 2 plies.
    let before = game("w3w/5/5/b4/3wb w - b4a2:4");
    let line = solver.line(&before, Colour::White, 5).unwrap().unwrap();
    assert_eq!(names(&line.moves), ["d1-c3", "a2-c1"]);
}

#[test]
fn a_repetition_draw_in_the_way_of_a_win() {
    // The position of this game, set up fresh, is a win in 5 for Black with e2-c3
    // as the only winning move. In the game itself White's answer e3-c4 would make
    // a position occur the third time, a draw (E3): the win takes 11 plies there.
    let record = "[Position \"3w1/5/3bw/4B/w1B2 b b3a1:1 e5d3:1\"]\n\
        1. e2-c3 e3-c4 2. d3-c5 a1-c2 3. c3-e2 c4-e3 4. c5-d3 c2-a1 \
        5. e2-c3 e3-c4 6. d3-c5 a1-c2 7. c3-e2 c4-e3 8. c5-d3 c2-a1";
    let played = Game::from_record(record).unwrap();
    let fresh = Game::from_position(*played.position());
    let mut solver = Solver::new(1);
    assert_eq!(solver.fastest_win(&fresh, Colour::Black, 11), Ok(Some(5)));
    assert_eq!(
        names(&solver.winning_moves(&fresh, 5, 10).unwrap()),
        ["e2-c3"]
    );
    assert_eq!(solver.fastest_win(&played, Colour::Black, 11), Ok(Some(11)));
    assert_eq!(solver.winning_moves(&played, 5, 10), Ok(vec![]));
    // The plain search agrees on both, table or no table.
    assert!(plain_search(&mut fresh.clone(), Colour::Black, 5));
    assert!(!plain_search(&mut played.clone(), Colour::Black, 5));
    let mut after = played.clone();
    after.play_text("e2-c3".parse().unwrap()).unwrap();
    after.play_text("e3-c4".parse().unwrap()).unwrap();
    assert_eq!(after.outcome(), Some(Outcome::Repetition));
}

#[test]
fn a_finished_game_is_a_win_in_zero_plies_for_its_winner() {
    let won = game("ww3/5/2b2/5/4b w - -");
    let mut solver = Solver::new(0);
    assert_eq!(solver.fastest_win(&won, Colour::White, 3), Ok(Some(0)));
    assert_eq!(solver.fastest_win(&won, Colour::Black, 3), Ok(None));
    assert_eq!(solver.winning_moves(&won, 3, 10), Ok(vec![]));
    assert_eq!(solver.line(&won, Colour::White, 3), Ok(None));
}

#[test]
fn solver_gives_up_when_its_node_budget_runs_out() {
    let mut solver = Solver::new(0);
    solver.set_node_limit(Some(10));
    let start = Game::default();
    assert_eq!(
        solver.wins_within(&start, Colour::White, 20),
        Err(OutOfNodes)
    );
    solver.set_node_limit(None);
    // Far from the end, the bound on how soon the game can end answers at once.
    assert_eq!(solver.wins_within(&start, Colour::White, 5), Ok(false));
    assert!(solver.nodes() <= 1, "{}", solver.nodes());
}

/// A game of random moves from the start, `plies` long or until it ends.
fn random_game(rng: &mut SplitMix64, plies: usize) -> Game {
    let mut g = Game::default();
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        g.play(moves[rng.below(moves.len())]).unwrap();
    }
    g
}

#[test]
fn solver_agrees_with_a_plain_search_of_every_line() {
    // Random games reach positions near the end of the game, where wins are; one
    // solver keeps its table through all of them, as the puzzle maker does.
    let mut rng = SplitMix64::new(2026);
    let mut solver = Solver::new(4);
    let (mut questions, mut wins) = (0, 0);
    for _ in 0..300 {
        let plies = 12 + rng.below(30);
        let g = random_game(&mut rng, plies);
        for attacker in Colour::ALL {
            for k in 1..=4 {
                let expected = plain_search(&mut g.clone(), attacker, k);
                let found = solver.wins_within(&g, attacker, k).unwrap();
                assert_eq!(
                    found,
                    expected,
                    "{} attacker {attacker} plies {k}",
                    g.position()
                );
                questions += 1;
                wins += u32::from(found);
            }
        }
    }
    // The sample must hold wins and non-wins both.
    assert!(wins > 50 && wins < questions - 50, "{wins} of {questions}");
}

#[test]
fn solver_agrees_with_a_plain_search_where_positions_repeat() {
    // Games that shuttle two archers of each side there and back twice, so that
    // positions occur a second and third time: the history must count.
    let mut rng = SplitMix64::new(77);
    let mut solver = Solver::new(4);
    let mut cycles = 0;
    while cycles < 40 {
        let plies = 8 + rng.below(30);
        let base = random_game(&mut rng, plies);
        if base.is_over() {
            continue;
        }
        let mut p = *base.position();
        let mut there = Vec::new();
        for _ in 0..4 {
            let quiet: Vec<Move> = p
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| matches!(m, Move::Step { capture: false, .. }))
                .collect();
            if quiet.is_empty() {
                break;
            }
            let m = quiet[rng.below(quiet.len())];
            there.push(m);
            p = p.play_unchecked(m);
        }
        if there.len() < 4 {
            continue;
        }
        let back: Vec<Move> = there
            .iter()
            .map(|m| match *m {
                Move::Step { from, to, .. } => Move::Step {
                    from: to,
                    to: from,
                    capture: false,
                },
                other => other,
            })
            .collect();
        let cycle: Vec<Move> = there.iter().chain(&back).copied().collect();
        let mut g = Game::from_position(*base.position());
        let mut ok = true;
        for m in cycle.iter().chain(&cycle) {
            if g.is_over() || g.play(*m).is_err() {
                ok = false;
                break;
            }
        }
        if !ok {
            continue;
        }
        cycles += 1;
        for m in &cycle {
            for attacker in Colour::ALL {
                for k in 1..=4 {
                    let expected = plain_search(&mut g.clone(), attacker, k);
                    let found = solver.wins_within(&g, attacker, k).unwrap();
                    assert_eq!(found, expected, "{}", g.record(&[]));
                }
            }
            if g.is_over() || g.play(*m).is_err() {
                break;
            }
        }
    }
}

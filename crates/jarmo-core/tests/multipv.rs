//! The analysis of a position (`Engine::best_moves`, `Engine::start_analysis`,
//! `Engine::analyse`): its few best moves, each with a score and the line the search
//! expects, deepened iteration by iteration. Searches here stop by depth or nodes, or
//! by a fake clock that moves only when read, so no timing is asserted.

use std::cell::Cell;

use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::engine::search::MAX_DEPTH;
use jarmo_core::engine::{Engine, Limits, MultiPv, MAX_LINES};
use jarmo_core::review::Eval;
use jarmo_core::{Colour, Game, Move, Position};

fn no_clock() -> f64 {
    0.0
}

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

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// The `count` best moves of `game` to `d` plies, on a new engine.
fn analyse(game: &Game, count: usize, d: u32) -> MultiPv {
    Engine::new(1)
        .best_moves(game, count, &depth(d), &no_clock)
        .expect("the game is not over")
}

/// A game of `plies` random moves from the start (it may end earlier).
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::default();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

/// Games in progress, from the start to the end game.
fn games() -> Vec<Game> {
    (0..24)
        .map(|seed| random_game(seed, (seed as usize * 5) % 70))
        .filter(|g| !g.is_over())
        .collect()
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// Every line of `found` plays from `game` to the end of the line by the rules of
/// [`Game`] (shuttle and repetition rules included), and the moves are distinct and
/// best first.
fn assert_lines_are_legal_distinct_and_ranked(game: &Game, found: &MultiPv) {
    for ranked in &found.moves {
        let mut after = game.clone();
        for &m in &ranked.pv {
            after
                .play(m)
                .unwrap_or_else(|e| panic!("{} in {:?}: {e}", m, names(&ranked.pv)));
        }
        assert!(ranked.pv.len() <= found.depth as usize, "{:?}", ranked.pv);
    }
    let firsts: Vec<Move> = found.moves.iter().map(|r| r.first()).collect();
    for (i, m) in firsts.iter().enumerate() {
        assert!(
            !firsts[..i].contains(m),
            "{m} twice in {:?}",
            names(&firsts)
        );
    }
    assert!(
        found.moves.windows(2).all(|w| w[0].score >= w[1].score),
        "not best first: {:?}",
        found.moves.iter().map(|r| r.score).collect::<Vec<_>>()
    );
}

#[test]
fn one_line_is_the_move_the_search_finds_with_its_score_and_line() {
    for game in games() {
        if game.legal_moves().len() < 2 {
            continue;
        }
        for d in 1..=5 {
            let searched = Engine::new(1)
                .best_move(&game, &depth(d), &no_clock)
                .unwrap();
            let found = analyse(&game, 1, d);
            let best = &found.moves[0];
            let at = game.position();
            assert_eq!(
                (best.first(), best.score, found.depth),
                (searched.best, searched.score, d),
                "{at} at depth {d}"
            );
            assert!(best.pv.starts_with(&searched.pv), "{at} at depth {d}");
        }
    }
}

#[test]
fn the_best_of_three_lines_is_the_searched_move_where_that_is_clearly_best() {
    let mut compared = 0;
    for game in games() {
        let searched = Engine::new(1)
            .best_move(&game, &depth(4), &no_clock)
            .unwrap();
        let found = analyse(&game, 3, 4);
        let [best, second, ..] = found.moves.as_slice() else {
            continue;
        };
        // Where the next move is nearly as good, either may come first after the
        // table of the other searches changed the order of the moves.
        if best.score - second.score < 30 {
            continue;
        }
        compared += 1;
        assert_eq!(best.first(), searched.best, "{}", game.position());
        assert_eq!(best.score, searched.score, "{}", game.position());
    }
    assert!(
        compared >= 5,
        "only {compared} positions with a clear best move"
    );
}

#[test]
fn lines_are_legal_distinct_and_best_first() {
    for game in games() {
        for count in [1, 3, MAX_LINES] {
            let found = analyse(&game, count, 5);
            assert_eq!(
                found.moves.len(),
                count.min(game.legal_moves().len()),
                "{}",
                game.position()
            );
            assert_lines_are_legal_distinct_and_ranked(&game, &found);
        }
    }
}

#[test]
fn lines_reach_the_depth_searched_unless_the_game_ends_or_repeats() {
    let found = analyse(&Game::default(), 3, 6);
    for ranked in &found.moves {
        assert_eq!(ranked.pv.len(), 6, "{:?}", names(&ranked.pv));
    }
}

#[test]
fn a_position_with_fewer_legal_moves_than_asked_gives_them_all() {
    // Black's archer on a2 may not go back to b4 (shuttle limit): a2-c1 and a2xc3 are
    // its only moves, and both lose at once.
    let g = game("w3w/5/2w2/b4/4b b - b4a2:4");
    assert_eq!(g.legal_moves().len(), 2);
    let found = analyse(&g, 5, 3);
    let mut firsts = names(&found.moves.iter().map(|r| r.first()).collect::<Vec<_>>());
    firsts.sort();
    assert_eq!(firsts, ["a2-c1", "a2xc3"]);
    for ranked in &found.moves {
        assert_eq!(
            Eval::of_score(ranked.score, Colour::Black),
            Eval::Win {
                winner: Colour::White,
                plies: 1
            }
        );
    }
}

#[test]
fn a_count_out_of_range_is_taken_as_the_nearest() {
    assert_eq!(analyse(&Game::default(), 0, 2).moves.len(), 1);
    assert_eq!(analyse(&Game::default(), 99, 2).moves.len(), MAX_LINES);
}

#[test]
fn a_forced_win_is_told_with_its_plies() {
    // Only the return wins, in 3 plies: @d1 d5-c3 d1xc3 (tests/solve.rs).
    let g = game("2Wb1/5/5/w4/1b3 w - -");
    let found = analyse(&g, 3, 6);
    let best = &found.moves[0];
    assert_eq!(best.first().to_string(), "@d1");
    assert_eq!(
        Eval::of_score(best.score, Colour::White),
        Eval::Win {
            winner: Colour::White,
            plies: 3
        }
    );
    assert_eq!(
        best.pv.len(),
        3,
        "the line to the end: {:?}",
        names(&best.pv)
    );
    let mut end = g.clone();
    for &m in &best.pv {
        end.play(m).unwrap();
    }
    assert_eq!(end.outcome().and_then(|o| o.winner()), Some(Colour::White));
    // A capture wins at once.
    let g = game("2w2/5/2b2/w4/1b3 w - -");
    let best = &analyse(&g, 3, 4).moves[0];
    assert_eq!(names(&best.pv), ["a2xc3"]);
    assert_eq!(
        Eval::of_score(best.score, Colour::White),
        Eval::Win {
            winner: Colour::White,
            plies: 1
        }
    );
}

#[test]
fn the_games_history_counts_for_the_repetition_rule() {
    // The same position as in tests/solve.rs: set up fresh, Black wins in 5 with
    // e2-c3; in the game, White's answer e3-c4 would make a position occur the third
    // time, a draw, and e2-c3 wins no more in 5.
    let record = "[Position \"3w1/5/3bw/4B/w1B2 b b3a1:1 e5d3:1\"]\n\
        1. e2-c3 e3-c4 2. d3-c5 a1-c2 3. c3-e2 c4-e3 4. c5-d3 c2-a1 \
        5. e2-c3 e3-c4 6. d3-c5 a1-c2 7. c3-e2 c4-e3 8. c5-d3 c2-a1";
    let played = Game::from_record(record).unwrap();
    let fresh = Game::from_position(*played.position());
    let win_in_5 = Eval::Win {
        winner: Colour::Black,
        plies: 5,
    };
    let found = analyse(&fresh, 3, 7);
    assert_eq!(found.moves[0].first().to_string(), "e2-c3");
    assert_eq!(
        Eval::of_score(found.moves[0].score, Colour::Black),
        win_in_5
    );
    let found = analyse(&played, 3, 7);
    assert_lines_are_legal_distinct_and_ranked(&played, &found);
    for ranked in &found.moves {
        assert_ne!(Eval::of_score(ranked.score, Colour::Black), win_in_5);
    }
}

#[test]
fn an_analysis_with_a_node_limit_repeats_itself() {
    let game = random_game(7, 12);
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let first = Engine::new(1)
        .best_moves(&game, 3, &limits, &no_clock)
        .unwrap();
    let again = Engine::new(1)
        .best_moves(&game, 3, &limits, &no_clock)
        .unwrap();
    assert_eq!(first, again);
    assert!(first.depth >= 2, "depth {}", first.depth);
    // And a cleared engine as a new one.
    let mut engine = Engine::new(1);
    engine.best_moves(&random_game(8, 20), 3, &limits, &no_clock);
    engine.clear();
    assert_eq!(engine.best_moves(&game, 3, &limits, &no_clock), Some(first));
}

#[test]
fn a_game_that_is_over_has_no_analysis() {
    let won = game("ww3/5/2b2/5/4b w - -");
    assert!(won.is_over());
    let mut engine = Engine::new(0);
    assert!(engine.start_analysis(&won, 3, &Limits::default()).is_none());
    assert_eq!(engine.best_moves(&won, 3, &depth(3), &no_clock), None);
}

/// A clock that advances `tick` milliseconds at every reading.
struct Ticking {
    now: Cell<f64>,
    tick: f64,
}

impl Ticking {
    fn read(&self) -> f64 {
        self.now.set(self.now.get() + self.tick);
        self.now.get()
    }
}

#[test]
fn a_sliced_analysis_tells_its_newest_depth_and_ends_at_its_deepest() {
    let clock = Ticking {
        now: Cell::new(0.0),
        tick: 1.0,
    };
    let read = || clock.read();
    for game in games().into_iter().take(8) {
        let mut engine = Engine::new(1);
        let mut analysing = engine.start_analysis(&game, 3, &depth(6)).unwrap();
        let mut told = Vec::new();
        for _ in 0..100_000 {
            if analysing.is_done() {
                break;
            }
            // Slices of 3 readings: most end inside a search of the root.
            if let Some(found) = engine.analyse(&mut analysing, &read, 2.5) {
                assert_lines_are_legal_distinct_and_ranked(&game, &found);
                assert_eq!(found.moves.len(), analysing.count());
                told.push(found.depth);
                if game.moves().is_empty() {
                    // A root searched again after a slice cut it off stops its line at
                    // the table's exact scores: the table's moves lengthen it again.
                    for ranked in &found.moves {
                        assert_eq!(ranked.pv.len(), found.depth as usize);
                    }
                }
            }
        }
        assert!(analysing.is_done(), "{}", game.position());
        // A slice tells the newest of the depths it finished: some tell several.
        assert!(told.windows(2).all(|w| w[0] < w[1]), "{told:?}");
        assert_eq!(told.last(), Some(&6), "{}", game.position());
        assert_eq!(analysing.result().map(|r| r.depth), Some(6));
        assert_eq!(engine.analyse(&mut analysing, &read, 2.5), None);
    }
}

#[test]
fn an_analysis_without_limits_ends_after_the_deepest_depth() {
    // A few archers: depth 64 comes quickly.
    let g = game("2Wb1/5/5/w4/1b3 b - -");
    let found = Engine::new(1)
        .best_moves(&g, 2, &Limits::default(), &no_clock)
        .unwrap();
    assert_eq!(found.depth, MAX_DEPTH);
    assert_lines_are_legal_distinct_and_ranked(&g, &found);
}

#[test]
fn an_analysis_deepens_in_the_shortest_slices() {
    // A slice of 0 ms stops at its first look at the clock, after at most 1024 nodes:
    // fewer than some nodes above the horizon take with their capture search. The
    // slices that store nothing grow until one does.
    let clock = Ticking {
        now: Cell::new(0.0),
        tick: 1.0,
    };
    let read = || clock.read();
    let game = Game::from_record("1. a1-c2").unwrap();
    let mut engine = Engine::new(8);
    let mut analysing = engine.start_analysis(&game, 3, &Limits::default()).unwrap();
    for _ in 0..1000 {
        engine.analyse(&mut analysing, &read, 0.0);
    }
    let depth = analysing.result().map_or(0, |r| r.depth);
    assert!(depth >= 8, "depth {depth} after 1000 slices");
}

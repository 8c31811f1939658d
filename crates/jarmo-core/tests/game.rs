//! Taking back and playing again, viewing the game's history, reading pasted text (a
//! position or a record), and comparing two records of one game: what the page's
//! takeback, move list, import and correspondence links use.

use jarmo_core::{Colour, Comparison, Game, MoveText, Position, RecordErrorKind};

fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let text: MoveText = m.parse().expect("test move");
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{m} should be legal: {e}"));
    }
}

fn names(game: &Game) -> Vec<String> {
    game.moves().iter().map(ToString::to_string).collect()
}

#[test]
fn undo_then_redo_plays_the_same_moves_again() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3", "b1-a3"]);
    let full = game.clone();
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("b1-a3"));
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("e5-d3"));
    let redo: Vec<String> = game.redo_moves().iter().map(ToString::to_string).collect();
    assert_eq!(redo, ["e5-d3", "b1-a3"]);
    assert_eq!(game.redo().map(|m| m.to_string()).as_deref(), Some("e5-d3"));
    assert_eq!(game.redo().map(|m| m.to_string()).as_deref(), Some("b1-a3"));
    assert_eq!(game.redo(), None);
    assert_eq!(game, full);
}

#[test]
fn undo_at_the_start_does_nothing() {
    let mut game = Game::default();
    assert_eq!(game.undo(), None);
    assert_eq!(game.redo(), None);
    assert_eq!(game, Game::default());
}

#[test]
fn a_different_move_after_undo_forgets_what_could_be_redone() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3"]);
    game.undo();
    game.undo();
    play(&mut game, &["b1-a3"]);
    assert!(game.redo_moves().is_empty());
    assert_eq!(game.redo(), None);
    assert_eq!(names(&game), ["b1-a3"]);
}

#[test]
fn replaying_the_undone_move_by_hand_keeps_the_rest_for_redo() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3"]);
    game.undo();
    game.undo();
    play(&mut game, &["a1-c2"]);
    let redo: Vec<String> = game.redo_moves().iter().map(ToString::to_string).collect();
    assert_eq!(redo, ["e5-d3"]);
}

#[test]
fn undo_after_the_end_lets_the_game_go_on() {
    // White's only archer steps onto its goal row: E1.
    let mut game = Game::from_position("4b/1w3/5/5/5 w - -".parse().expect("position"));
    let m = game
        .play_text("b4-d5".parse().expect("move"))
        .expect("legal");
    assert!(game.is_over());
    assert_eq!(game.undo(), Some(m));
    assert!(!game.is_over());
    assert_eq!(game.redo(), Some(m));
    assert!(game.is_over());
}

#[test]
fn the_game_at_a_move_is_the_start_and_the_first_moves() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3", "b1-a3"]);
    assert_eq!(game.at(0).position(), &Position::default());
    assert_eq!(game.at(0).moves(), &[]);
    assert_eq!(names(&game.at(2)), ["a1-c2", "e5-d3"]);
    assert_eq!(game.at(2).position(), &game.positions()[2]);
    assert_eq!(game.at(99), game);
    // The view is a copy: the game keeps all its moves.
    assert_eq!(game.moves().len(), 3);
}

#[test]
fn pasted_text_with_a_slash_on_one_line_is_a_position() {
    let game = Game::from_text("  bbbb1/5/3b1/2w2/1wwww b - -\n").expect("a position");
    assert_eq!(game.start().to_string(), "bbbb1/5/3b1/2w2/1wwww b - -");
    assert!(game.moves().is_empty());
}

#[test]
fn a_bad_pasted_position_names_its_line_and_reason() {
    let e = Game::from_text("\n\nbbbbb/5/5/5/wwwwx w - -").expect_err("invalid");
    assert_eq!(e.line, 3);
    assert_eq!(e.ply, None);
    assert!(matches!(e.kind, RecordErrorKind::Position(_)), "{e}");
    assert!(e.to_string().contains("line 3"), "{e}");
}

#[test]
fn pasted_text_without_a_slash_is_a_record() {
    let game = Game::from_text("[Date \"2026.11.29\"]\n1. a1-c2 e5-d3").expect("a record");
    assert_eq!(names(&game), ["a1-c2", "e5-d3"]);
    let game =
        Game::from_text("[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3").expect("a record");
    assert_eq!(names(&game), ["e5-d3"]);
}

#[test]
fn a_bad_pasted_record_names_the_line_and_the_move() {
    let e = Game::from_text("[White \"Ann\"]\n1. a1-c2 e5-d3\n2. c2-c3").expect_err("illegal");
    assert_eq!(e.line, 3);
    assert_eq!(e.ply, Some(2));
    assert!(matches!(e.kind, RecordErrorKind::Illegal(..)), "{e}");
}

/// The game after `moves` from the start.
fn after(moves: &[&str]) -> Game {
    let mut game = Game::default();
    play(&mut game, moves);
    game
}

#[test]
fn a_record_with_the_same_start_and_moves_is_the_same_game() {
    let ours = after(&["a1-c2", "e5-d3"]);
    let theirs = Game::from_record("1. a1-c2 e5-d3").expect("record");
    assert_eq!(ours.compare(&theirs), Comparison::Same);
    assert_eq!(Game::default().compare(&Game::default()), Comparison::Same);
}

#[test]
fn a_record_whose_moves_are_the_first_of_ours_is_older() {
    let ours = after(&["a1-c2", "e5-d3", "b1-a3"]);
    assert_eq!(ours.compare(&after(&["a1-c2"])), Comparison::Older);
    assert_eq!(ours.compare(&Game::default()), Comparison::Older);
}

#[test]
fn a_record_that_played_on_from_ours_is_newer_with_its_new_moves() {
    let ours = after(&["a1-c2"]);
    let theirs = after(&["a1-c2", "e5-d3", "b1-a3"]);
    let Comparison::Newer { new_moves } = ours.compare(&theirs) else {
        panic!("newer");
    };
    let new: Vec<String> = new_moves.iter().map(ToString::to_string).collect();
    assert_eq!(new, ["e5-d3", "b1-a3"]);
}

#[test]
fn records_that_part_name_the_first_move_where_they_differ() {
    let ours = after(&["a1-c2", "e5-d3", "b1-a3"]);
    let theirs = after(&["a1-c2", "d5-e3"]);
    assert_eq!(ours.compare(&theirs), Comparison::Differs { ply: 2 });
    assert_eq!(theirs.compare(&ours), Comparison::Differs { ply: 2 });
    let other_first = after(&["b1-a3"]);
    assert_eq!(ours.compare(&other_first), Comparison::Differs { ply: 1 });
}

#[test]
fn records_from_different_starts_are_not_the_same_game() {
    let white_first = Game::default();
    let black_first = Game::new(Colour::Black);
    assert_eq!(white_first.compare(&black_first), Comparison::StartDiffers);
    // The same moves do not make it the same game.
    let set_up: Position = "bbbb1/5/3b1/5/wwwww w - -".parse().expect("position");
    assert_eq!(
        Game::from_position(set_up).compare(&Game::default()),
        Comparison::StartDiffers
    );
}

#[test]
fn moves_kept_for_redo_do_not_count_in_a_comparison() {
    let mut ours = after(&["a1-c2", "e5-d3"]);
    ours.undo();
    assert_eq!(ours.compare(&after(&["a1-c2"])), Comparison::Same);
    assert_eq!(
        ours.compare(&after(&["a1-c2", "e5-d3"])),
        Comparison::Newer {
            new_moves: after(&["a1-c2", "e5-d3"]).moves()[1..].to_vec()
        }
    );
}

#[test]
fn a_compact_record_has_no_move_numbers_and_reads_back_the_same_game() {
    let mut game = Game::new(Colour::White);
    play(&mut game, &["a1-c2", "e5-d3", "b1-a3"]);
    assert_eq!(game.compact_record(), "a1-c2 e5-d3 b1-a3");
    assert_eq!(Game::from_record(&game.compact_record()).unwrap(), game);
}

#[test]
fn a_compact_record_of_a_set_up_game_keeps_its_position_line() {
    let start: Position = "W3b/5/2w2/5/5 w - -".parse().unwrap();
    let mut game = Game::from_position(start);
    play(&mut game, &["@a1"]);
    assert_eq!(
        game.compact_record(),
        "[Position \"W3b/5/2w2/5/5 w - -\"]\n@a1"
    );
    assert_eq!(Game::from_record(&game.compact_record()).unwrap(), game);
    // Black first from the start position is a set-up game too.
    let black_first = Game::new(Colour::Black);
    assert!(black_first.compact_record().starts_with("[Position"));
    assert_eq!(
        Game::from_record(&black_first.compact_record()).unwrap(),
        black_first
    );
}
